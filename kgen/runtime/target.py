"""The GPUs kgen builds for and the hardware limits of those GPUs, stated once: the CLI's
--arch choices, a lockfile's arch, KGEN_ARCH and the arch a GPU is built for read ARCHS
here; the spec loader, the template families' tile-fit rules and the bounds proofs read the
limits. Each limit says what hardware fact it is."""

from __future__ import annotations

ARCHS = ("sm_90a", "sm_100a")  # Hopper (H100, H200), Blackwell (B200)
DEFAULT_ARCH = ARCHS[0]  # where one arch is compiled and none is named: the tuned tilings' GPU
# SMs of the GPUs the checked-in tilings were tuned on (H100 SXM; H200 has as many): what a
# bucket condition reads as sm_count where no GPU is present (ahead-of-time builds, CPU tests).
TUNED_SM_COUNT = 132
# The most SMs a GPU may report to a bucket condition that reads sm_count (B200: 148).
MAX_SM_COUNT = 1024

# The largest int32: kernels take each size (a runtime dim, a static dim's value) as one.
INT32_MAX = 2**31 - 1
# The first linear offset an int32 index cannot hold: what the bounds proofs keep offsets under.
INT32_LIMIT = 2**31
# The values of the integer dtypes a kernel loads indices as, (lowest, highest).
INT_RANGES = {"int16": (-(2**15), 2**15 - 1), "int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
# The largest finite fp32, and its smallest normal (2^-126): kernels take float params as fp32.
FP32_MAX = 3.4028234663852886e38
FP32_NORMAL_MIN = 2.0**-126

# CUDA's grid limits: blocks along x, and along y or z.
GRID_X = 2**31 - 1
GRID_YZ = 65535
# Shared memory one CTA may use on sm_90a and sm_100a: the families' tile-fit rules.
SHARED_BYTES = 227 * 1024
# Shared memory of one SM, which its resident CTAs share.
SM_SHARED_BYTES = 228 * 1024
# Threads one SM holds (Hopper and Blackwell): ctas_per_sm CTAs of `threads` must fit, or
# ptxas drops the residency hint with a warning and the kernel runs fewer CTAs than tuned.
SM_THREADS = 2048
# 32-bit registers of one SM, which its resident CTAs' threads share.
SM_REGISTERS = 65536

# What a CUDA launch allows whatever the family: at most 1024 threads a CTA, in whole warps,
# and at most 32 resident CTAs an SM (Hopper and Blackwell). A tile side past 65536 makes
# TileLang's int32 index literals overflow (a raw error from deep in its lowering); past 32
# stages a pipeline has under 7 KiB of an SM's 227 KiB of shared memory a stage.
_TILE_SIDE = (lambda v: 1 <= v <= 65536, "1 to 65536 (a CTA's tile side)")
KNOB_LIMITS = {
    "threads": (lambda v: 32 <= v <= 1024 and v % 32 == 0, "a multiple of 32 from 32 to 1024 (threads a CTA)"),
    "ctas_per_sm": (lambda v: 1 <= v <= 32, "1 to 32 (resident CTAs an SM)"),
    "stages": (lambda v: 1 <= v <= 32, "1 to 32 (pipeline stages)"),
    **{knob: _TILE_SIDE for knob in ("block_m", "block_n", "block_k", "block_i", "split_chunk")},
}
