"""Pure-torch references for the quantization family, written from ../shared/ops math.

They run on any device and are bit-exact definitions: fp32 element math, IEEE division,
round-to-nearest-even casts, scales rounded up to powers of two from their bits.
"""
from __future__ import annotations

import torch

FP8_MAX = 448.0


def fp32(value: float) -> torch.Tensor:
    return torch.tensor(value, dtype=torch.float32)


def roundup_pow2(t: torch.Tensor) -> torch.Tensor:
    """2^ceil(log2 t) for positive normal fp32 t, exactly (no floating-point log)."""
    mantissa, exponent = torch.frexp(t)
    k = exponent - (mantissa == 0.5).to(exponent.dtype)
    return torch.ldexp(torch.ones_like(t), k)


def act_quant(x: torch.Tensor, block: int = 128, scale_fmt: str = "ue8m0", scale_dtype: str = "e8m0",
              inplace: bool = False, out_format: str = "e4m3", rounding: str = "divide"):
    """DeepSeek-V4 act_quant. Returns (y, s), or x (fake-quantized in place) when inplace."""
    assert out_format == "e4m3" and rounding == "divide"
    n = x.shape[-1]
    xb = x.float().reshape(*x.shape[:-1], n // block, block)
    amax = xb.abs().amax(dim=-1).clamp_min(fp32(1e-4).to(x.device))
    t = amax * fp32(1.0 / FP8_MAX).to(x.device)
    s = roundup_pow2(t) if scale_fmt == "ue8m0" else t
    q = (xb / s.unsqueeze(-1)).clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn)
    if inplace:
        x.copy_((q.float() * s.unsqueeze(-1)).reshape(x.shape).to(x.dtype))
        return x
    y = q.reshape(x.shape)
    return y, (s.to(torch.float8_e8m0fnu) if scale_dtype == "e8m0" else s)
