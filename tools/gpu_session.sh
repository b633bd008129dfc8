#!/usr/bin/env bash
# One GPU call: GPU tests, random runtime shapes, compute-sanitizer over the bounds witnesses, tuning (optional),
# benchmarks; logs and records under $OUT and bench/results/. Prints a short table last.
#   source tools/gpu_env.sh SHA && bash tools/gpu_session.sh [--tune] [SPECS...]
set -uo pipefail
out=${OUT:-/tmp/kgen-out}
mkdir -p "$out"
[ -n "${KGEN_GIT_SHA:-}" ] || { echo "source tools/gpu_env.sh SHA first (TileLang, the carried wheels, the records' sha)" >&2; exit 2; }
tune=0
if [ "${1:-}" = "--tune" ]; then tune=1; shift; fi
specs=${*:-specs}
if [ $tune = 1 ]; then
  python3 -m kgen tune $specs --report "$out/tune.json" 2>&1 | grep -v TileLang | tee "$out/tune.log" | tail -n 3
  python3 -m kgen build $specs
  cp specs/*.lock.json "$out/" 2>/dev/null
fi
python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_ops_gpu.py 2>&1 | tee "$out/gpu_tests.log" | tail -n 3
python3 tools/random_shapes.py 4 $(for s in $specs; do [ -f "$s" ] && basename "$s" .yaml; done) > "$out/random_shapes.log" 2>&1
tail -n 1 "$out/random_shapes.log"
KGEN_RECORD_TAG=sanitizer compute-sanitizer --tool memcheck --error-exitcode 9 \
  python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_ops_gpu.py -k witness > "$out/sanitizer.log" 2>&1
echo "compute-sanitizer memcheck over witness shapes: exit $? ($(grep -c 'Invalid' "$out/sanitizer.log") invalid accesses); $(grep 'ERROR SUMMARY' "$out/sanitizer.log" | tail -1)"
python3 -m kgen bench $specs 2>&1 | grep -v TileLang | tee "$out/bench.log" | tail -n 1
cp bench/results/*"${KGEN_GIT_SHA:-}"*.json "$out/" 2>/dev/null
python3 tools/summary.py bench/results
