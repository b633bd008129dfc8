#!/usr/bin/env bash
# One GPU call: GPU tests, tuning, benchmarks; logs and records under $OUT.
#   source .device/env && bash tools/gpu_session.sh [--tune] [SPECS...]
# Prints a short table last.
set -uo pipefail
out=${OUT:-/tmp/kgen-out}
mkdir -p "$out"
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/kgen-whl .whl/*.whl && export PYTHONPATH=/tmp/kgen-whl:$PYTHONPATH
fi
tune=0
if [ "${1:-}" = "--tune" ]; then tune=1; shift; fi
specs=${*:-specs}
if [ $tune = 1 ]; then
  python3 -m kgen tune $specs --report "$out/tune.json" 2>&1 | tee "$out/tune.log" | tail -n 3
  python3 -m kgen build $specs
  cp specs/*.lock.json "$out/" 2>/dev/null
fi
python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_ops_gpu.py -x 2>&1 | tee "$out/gpu_tests.log" | tail -n 5
python3 -m kgen bench $specs 2>&1 | tee "$out/bench.log" | tail -n 2
cp bench/results/*.json "$out/" 2>/dev/null
python3 tools/summary.py bench/results
