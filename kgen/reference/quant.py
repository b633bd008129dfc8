"""Pure-torch references for the quantization family, written from ../shared/ops math.

They run on any device and are bit-exact definitions: fp32 element math, IEEE division,
round-to-nearest-even casts, scales rounded up to powers of two from their bits.
"""
from __future__ import annotations

import torch

MAX_VALUE = {"e4m3": 448.0, "e2m1": 6.0}
AMAX_FLOOR = {"e4m3": 1e-4, "e2m1": 6.0 * 2.0**-126}
E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)
# Rounding thresholds between neighbouring e2m1 magnitudes; at a tie the even code wins,
# so a tie rounds up only where the upper code is even (0.75 -> 1, 1.75 -> 2, 3.5 -> 4).
E2M1_THRESHOLDS = ((0.25, False), (0.75, True), (1.25, False), (1.75, True), (2.5, False), (3.5, True), (5.0, False))


def fp32(value: float, device=None) -> torch.Tensor:
    return torch.tensor(value, dtype=torch.float32, device=device)


def roundup_pow2(t: torch.Tensor) -> torch.Tensor:
    """2^ceil(log2 t) for positive normal fp32 t, exactly (no floating-point log)."""
    mantissa, exponent = torch.frexp(t)
    k = exponent - (mantissa == 0.5).to(exponent.dtype)
    return torch.ldexp(torch.ones_like(t), k)


def e2m1_codes(v: torch.Tensor) -> torch.Tensor:
    """4-bit e2m1 codes (sign in bit 3) of fp32 values already clamped to [-6, 6], RNE."""
    a = v.abs()
    code = torch.zeros(v.shape, dtype=torch.uint8, device=v.device)
    for threshold, tie_up in E2M1_THRESHOLDS:
        code += ((a >= threshold) if tie_up else (a > threshold)).to(torch.uint8)
    return code | (torch.signbit(v).to(torch.uint8) << 3)


def e2m1_values(code: torch.Tensor) -> torch.Tensor:
    table = torch.tensor(E2M1_VALUES, dtype=torch.float32, device=code.device)
    magnitude = table[(code & 7).long()]
    return torch.where((code & 8) != 0, -magnitude, magnitude)


def quantize(x: torch.Tensor, block: int = 128, scale_fmt: str = "ue8m0", scale_dtype: str = "e8m0",
             inplace: bool = False, out_format: str = "e4m3", rounding: str = "divide"):
    """Block-wise quantization of the last dim: act_quant (e4m3), fp4_act_quant (e2m1) and
    TileKernels' per-token cast.

    rounding "divide" (V4): s = amax * fp32(1/max), q = x / s. rounding "reciprocal"
    (TileKernels): s = amax / max, q = x * (max / amax); with ue8m0 scales both are the same.
    Returns (y, s), or x (fake-quantized in place) when inplace. e2m1 output is packed two
    codes a byte, element 2i in the low nibble, as torch.float4_e2m1fn_x2.
    """
    dev = x.device
    max_value = MAX_VALUE[out_format]
    n = x.shape[-1]
    xb = x.float().reshape(*x.shape[:-1], n // block, block)
    amax = xb.abs().amax(dim=-1).clamp_min(fp32(AMAX_FLOOR[out_format], dev))
    if rounding == "reciprocal" and scale_fmt == "none":
        s = amax / fp32(max_value, dev)
        v = (xb * (fp32(max_value, dev) / amax).unsqueeze(-1)).clamp(-max_value, max_value)
    else:
        t = amax * fp32(1.0 / max_value, dev)
        s = roundup_pow2(t) if scale_fmt == "ue8m0" else t
        v = (xb / s.unsqueeze(-1)).clamp(-max_value, max_value)
    if out_format == "e4m3":
        q = v.to(torch.float8_e4m3fn)
        dequant = q.float()
    else:
        codes = e2m1_codes(v)
        dequant = e2m1_values(codes)
    if inplace:
        x.copy_((dequant * s.unsqueeze(-1)).reshape(x.shape).to(x.dtype))
        return x
    if out_format == "e4m3":
        y = q.reshape(x.shape)
    else:
        codes = codes.reshape(*x.shape[:-1], n)
        y = (codes[..., 0::2] | (codes[..., 1::2] << 4)).view(torch.float4_e2m1fn_x2)
    return y, (s.to(torch.float8_e8m0fnu) if scale_dtype == "e8m0" else s)
