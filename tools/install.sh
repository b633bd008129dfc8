#!/usr/bin/env bash
# Install kgen with its compiler's dependencies (the `compiler` extra) and the test and
# bench tools. An existing torch is kept as it is; where there is
# none, the CPU build torch==2.13.0 is installed first (the dev and CI machines carry its
# wheel on disk), so that resolving kgen's dependencies never pulls GBs of CUDA wheels.
set -euo pipefail
cd "$(dirname "$0")/.."
py=${PYTHON:-python3}
if ! "$py" -c 'import torch' 2>/dev/null; then
  # The CPU build by its local version: PyPI's plain torch==2.13.0 is the CUDA build. Where no
  # wheel or index at hand has it, PyTorch's CPU index does.
  "$py" -m pip install -q 'torch==2.13.0+cpu' \
    || "$py" -m pip install -q 'torch==2.13.0+cpu' --index-url https://download.pytorch.org/whl/cpu
fi
"$py" -m pip install -q -e '.[compiler,test,bench]'
