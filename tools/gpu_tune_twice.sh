#!/usr/bin/env bash
# One GPU call for the tuner's reproducibility: tune each spec twice from the same start,
# compare the two lockfiles byte for byte, then build with the first and benchmark.
#   source .device/env && KGEN_GIT_SHA=<sha> [BENCH="SPEC..."] bash tools/gpu_tune_twice.sh SPEC...
# BENCH: the specs to benchmark afterwards (default: the tuned ones).
set -uo pipefail
out=${OUT:-/tmp/kgen-out}
mkdir -p "$out"
python3 -m kgen build --aot --arch sm_90a --jobs 16 "$@" > "$out/aot.log" 2>&1
for spec in "$@"; do
  op=$(basename "$spec" .yaml)
  lock=specs/$op.lock.json
  start=$(mktemp); cp "$lock" "$start" 2>/dev/null || rm -f "$start"
  for run in 1 2; do
    # Each run starts from the checked-in lockfile, so the second cannot inherit the first's pick.
    if [ -e "$start" ]; then cp "$start" "$lock"; else rm -f "$lock"; fi
    python3 -m kgen build "$spec" > /dev/null
    python3 -m kgen tune "$spec" --report "$out/$op-tune-$run.json" 2>&1 | grep -v TileLang > "$out/$op-tune-$run.log"
    cp "$lock" "$out/$op-lock-$run.json"
  done
  if cmp -s "$out/$op-lock-1.json" "$out/$op-lock-2.json"; then verdict="identical lockfiles"; else verdict="DIFFERENT lockfiles"; fi
  echo "$op: two tuner runs wrote $verdict" | tee -a "$out/verdicts.txt"
  cp "$out/$op-lock-1.json" "$lock"
done
python3 -m kgen build ${BENCH:-$@} > /dev/null
python3 -m kgen bench ${BENCH:-$@} 2>&1 | grep -v TileLang | tr '\r' '\n' | grep -v "kgen bench:" > "$out/bench.log"
tail -n 1 "$out/bench.log"
cp bench/results/*"${KGEN_GIT_SHA:-}"*.json "$out/" 2>/dev/null
python3 tools/summary.py "$out"
cat "$out/verdicts.txt"
# The device tool returns few files: the logs, lockfiles and tune reports travel as one archive.
tar czf "$out/tune-logs.tgz" -C "$out" $(cd "$out" && ls *.log *-lock-*.json *-tune-*.json verdicts.txt)
