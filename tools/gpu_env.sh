# Sourced first in a GPU call, with .device and .whl carried (tools/gpu_wheels.sh):
#   source tools/gpu_env.sh SHA [SECONDS]
# TileLang and the peers (.device/env), the wheels the image lacks, records named for SHA (the
# machine has no .git), and a work folder $out whose files, and the records the call wrote,
# travel back as one archive, $OUT/logs.tgz, when the call's shell exits (the device returns at
# most 8 files). `el` prints the seconds since, `left` those left of SECONDS (default 570).
source .device/env
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/kgen-whl .whl/*.whl && export PYTHONPATH=/tmp/kgen-whl:$PYTHONPATH
export KGEN_GIT_SHA=${1:?the commit the records name}
_gpu_end=${2:-570}
out=/tmp/kgen-work; rm -rf "$out"; mkdir -p "$out"
trap 'cp bench/results/*"$KGEN_GIT_SHA"*.json "$out"/ 2>/dev/null; tar czf "${OUT:-/tmp}/logs.tgz" -C "$out" .' EXIT
_gpu_t0=$SECONDS
el() { echo $((SECONDS - _gpu_t0)); }
left() { echo $((_gpu_end - (SECONDS - _gpu_t0))); }
echo "nvcc: $(nvcc --version | grep release); $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
