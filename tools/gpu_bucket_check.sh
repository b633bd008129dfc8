#!/usr/bin/env bash
# One GPU call for buckets whose tiling or kernel changed: their kernels compiled first in
# parallel (tools/bucket_cases.py --prebuild), their GPU cases, compute-sanitizer memcheck over
# the first MEMCHECK of them (default 4), then `kgen bench` of the spec. Logs and records travel
# back in $OUT/logs.tgz.
#   bash tools/gpu_bucket_check.sh SHA SPEC BUCKET...
set -uo pipefail
source tools/gpu_env.sh "$1"
spec=$2
shift 2
export KGEN_CACHE_DIR=/tmp/kgen-bucket-cache
# Only the node ids: the prebuild's workers print TileLang's log lines to stdout too.
timeout 200 python3 tools/bucket_cases.py "$spec" "$@" --prebuild "$KGEN_CACHE_DIR" 2> "$out/prebuild.log" | grep '^tests/' > "$out/cases.txt"
echo "prebuild: exit $? $(grep -v TileLang "$out/prebuild.log" | tail -n 1) at $(el) s"
timeout $(( $(left) / 2 )) python3 -m pytest -m gpu -q -p no:cacheprovider $(cat "$out/cases.txt") > "$out/tests.log" 2>&1
rc=$?
echo "$(wc -l < "$out/cases.txt") cases: exit $rc $(tail -n 1 "$out/tests.log") at $(el) s"
KGEN_RECORD_TAG=sanitizer timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 \
  python3 -m pytest -m gpu -q -p no:cacheprovider $(head -n "${MEMCHECK:-4}" "$out/cases.txt") > "$out/sanitizer.log" 2>&1
echo "memcheck: exit $? $(grep 'ERROR SUMMARY' "$out/sanitizer.log" | tail -n 1) at $(el) s"
timeout $(( $(left) - 10 )) python3 -m kgen bench "$spec" 2>&1 | grep -v TileLang | tr '\r' '\n' | grep -v "kgen bench:" > "$out/bench.log"
echo "bench: exit $? at $(el) s"
python3 tools/summary.py bench/results
