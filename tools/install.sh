#!/usr/bin/env bash
# Install kgen and its dependencies. An existing torch is kept as it is; where there is
# none, the CPU build torch==2.13.0 is installed first (the dev and CI machines carry its
# wheel on disk), so that resolving kgen's dependencies never pulls GBs of CUDA wheels.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
if ! "$py" -c 'import torch' 2>/dev/null; then
  "$py" -m pip install -q torch==2.13.0
fi
"$py" -m pip install -q -e '.[test,bench]'
