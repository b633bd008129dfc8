"""The GPUs kgen builds for, stated once: the CLI's --arch choices, a lockfile's arch,
KGEN_ARCH and the arch a GPU is built for all read ARCHS here."""
from __future__ import annotations

ARCHS = ("sm_90a", "sm_100a")  # Hopper (H100, H200), Blackwell (B200)
DEFAULT_ARCH = ARCHS[0]  # where one arch is compiled and none is named: the tuned tilings' GPU
# SMs of the GPUs the checked-in tilings were tuned on (H100 SXM; H200 has as many): what a
# bucket condition reads as sm_count where no GPU is present (ahead-of-time builds, CPU tests).
TUNED_SM_COUNT = 132
