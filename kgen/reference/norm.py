"""Pure-torch references for RMSNorm (TileKernels' norm_forward, V4's RMSNorm), fp32 math:
rstd = rsqrt(sum(x^2) / N + eps), y = bf16((x * rstd) * w); the sum's order is the device's,
so the ops compare within a tolerance."""

from __future__ import annotations

import torch

from .quant import quantize


def rms_norm(x: torch.Tensor, weight: torch.Tensor, *, eps: float) -> torch.Tensor:
    """x [..., N] bf16, weight [N] -> bf16 [..., N]."""
    xf = x.double()
    rstd = torch.rsqrt(xf.square().sum(-1, keepdim=True) / x.shape[-1] + torch.tensor(eps, dtype=torch.float32).double())
    return ((xf * rstd) * weight.double()).to(torch.bfloat16)


def rms_norm_cast(x: torch.Tensor, weight: torch.Tensor, *, eps: float, scale_fmt: str, block: int) -> tuple:
    """RMSNorm rounded to bf16, then TileKernels' per-token e4m3 cast of it: (y e4m3, s fp32)."""
    return quantize(rms_norm(x, weight, eps=eps), block=block, whole_row=False, scale_fmt=scale_fmt, scale_dtype="fp32", inplace=False, out_format="e4m3", rounding="reciprocal")
