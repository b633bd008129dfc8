#!/usr/bin/env bash
# One GPU call for the ship-it checks: first calls from a CPU-built AOT cache, the
# torch.compile fullgraph block, and compute-sanitizer over the witness shapes of SPECS
# (kernels prebuilt on the CPU by tools/prebuild_witnesses.py). Logs under $OUT.
#   source tools/gpu_env.sh SHA && bash tools/gpu_ship_check.sh AOT_DIR WITNESS_DIR SPEC_PATTERN...
set -uo pipefail
out=${OUT:-/tmp/kgen-out}
mkdir -p "$out"
aot=$1 witness=$2
shift 2
[ -n "${KGEN_GIT_SHA:-}" ] || { echo "source tools/gpu_env.sh SHA first (TileLang, the carried wheels, the records' sha)" >&2; exit 2; }
echo "nvcc: $(nvcc --version | grep release)"
timeout 200 python3 tools/aot_first_call.py check "$aot" "$out/aot_first_call.json" > "$out/aot_first_call.log" 2>&1
echo "aot first calls: exit $?"
timeout 240 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_torch_compile.py > "$out/fullgraph.log" 2>&1
echo "fullgraph block: exit $? ($(tail -n 1 "$out/fullgraph.log"))"
pattern=$(printf ' or %s' "$@")
KGEN_CACHE_DIR=$witness KGEN_RECORD_TAG=sanitizer timeout 280 compute-sanitizer --tool memcheck --error-exitcode 9 \
  python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_ops_gpu.py -k "witness and (${pattern# or })" > "$out/sanitizer.log" 2>&1
echo "compute-sanitizer memcheck over witness shapes: exit $? ($(grep -c 'Invalid' "$out/sanitizer.log") invalid accesses); $(grep 'ERROR SUMMARY' "$out/sanitizer.log" | tail -1); $(tail -n 1 "$out/sanitizer.log")"
cp bench/results/*"${KGEN_GIT_SHA:-}"*.json "$out/" 2>/dev/null
grep -v "TileLang" "$out/aot_first_call.log" | tail -n 15
