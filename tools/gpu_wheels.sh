#!/usr/bin/env bash
# Download, here, the wheels of the Python packages the GPU image lacks and the compiler needs
# (jsonschema and what it imports), into .whl/ (ignored by git): a GPU call carries `.whl`
# beside `.device` (../shared/tools/device-bundle), and tools/gpu_env.sh installs them there.
#   bash tools/gpu_wheels.sh
set -euo pipefail
cd "$(dirname "$0")/.."
grep -qxF '/.whl/' .git/info/exclude 2>/dev/null || echo '/.whl/' >> .git/info/exclude
python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
  --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
  -d .whl jsonschema==4.26.0 jsonschema-specifications==2025.9.1 referencing==0.37.0 rpds-py==0.30.0 2>&1 | grep -v '^WARNING' || true
ls .whl
