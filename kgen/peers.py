"""Adapters that let `kgen bench` call a peer with the spec's inputs."""
from __future__ import annotations

import functools

import torch


@functools.lru_cache(maxsize=None)
def _one(device) -> torch.Tensor:
    return torch.ones((), device=device)


def cublas_fp8_per_tensor(a, sa, b, sb, **_):
    """cuBLAS's fp8 GEMM (torch._scaled_mm) on the same fp8 operands with per-tensor scales:
    the speed anchor for block-scaled GEMMs (cuBLAS has no 1x128 / 128x128 block scales)."""
    one = _one(a.device)
    return torch._scaled_mm(a.reshape(-1, a.shape[-1]), b.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
