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


def _scales(amax: torch.Tensor, scale_fmt: str, rounding: str, out_format: str):
    """(s, inverse or None) for floored-later amax: the reciprocal rule multiplies by
    inverse = max / amax, the others divide by s."""
    dev = amax.device
    max_value = MAX_VALUE[out_format]
    amax = amax.clamp_min(fp32(AMAX_FLOOR[out_format], dev))
    if rounding == "reciprocal" and scale_fmt == "none":
        return amax / fp32(max_value, dev), fp32(max_value, dev) / amax
    t = amax * fp32(1.0 / max_value, dev)
    return (roundup_pow2(t) if scale_fmt == "ue8m0" else t), None


def _scaled(xb: torch.Tensor, s: torch.Tensor, inverse, max_value: float) -> torch.Tensor:
    v = xb * inverse if inverse is not None else xb / s
    return v.clamp(-max_value, max_value)


# A group holding a NaN or an infinity has no finite scale. Its scale is NaN (fp32 bits
# 0x7FC00000, e8m0 0xFF) and so are its elements: e4m3 0x7F, and 0x7FFF (the GPU's NaN) in a
# bf16 fake-quantized x. e2m1 has no NaN: such a group's codes are 0, its NaN scale marks it.
FP32_NAN, E4M3_NAN, BF16_NAN = 0x7FC00000, 0x7F, 0x7FFF
_INT_OF_WIDTH = {1: torch.uint8, 2: torch.int16, 4: torch.int32}


def with_bits(t: torch.Tensor, where: torch.Tensor, bits: int) -> torch.Tensor:
    """t with the bit pattern `bits` wherever `where` (broadcast to t) holds."""
    return t.view(_INT_OF_WIDTH[t.element_size()]).masked_fill(where, bits).view(t.dtype)


def quantize(
    x: torch.Tensor,
    block: int = 128,
    scale_fmt: str = "ue8m0",
    scale_dtype: str = "e8m0",
    inplace: bool = False,
    out_format: str = "e4m3",
    rounding: str = "divide",
    in_dtype: str | None = None,
    whole_row: bool = False,
):
    """Block-wise quantization of the last dim: act_quant (e4m3), fp4_act_quant (e2m1) and
    TileKernels' per-token cast.

    rounding "divide" (V4): s = amax * fp32(1/max), q = x / s. rounding "reciprocal"
    (TileKernels): s = amax / max, q = x * (max / amax); with ue8m0 scales both are the same.
    Returns (y, s), or x (fake-quantized in place) when inplace. e2m1 output is packed two
    codes a byte, element 2i in the low nibble, as torch.float4_e2m1fn_x2. whole_row: one
    group per row (block = N). in_dtype names x's dtype (bf16 or fp32) and changes nothing.
    """
    max_value = MAX_VALUE[out_format]
    n = x.shape[-1]
    block = n if whole_row else block
    xb = x.float().reshape(*x.shape[:-1], n // block, block)
    amax = xb.abs().amax(dim=-1)  # NaN when the group holds one
    finite = amax.isfinite()
    s, inverse = _scales(amax, scale_fmt, rounding, out_format)
    s = with_bits(s, ~finite, FP32_NAN)
    v = _scaled(xb, s.unsqueeze(-1), None if inverse is None else inverse.unsqueeze(-1), max_value)
    non_finite = ~finite.unsqueeze(-1)
    if out_format == "e4m3":
        q = with_bits(v.to(torch.float8_e4m3fn), non_finite, E4M3_NAN)
        dequant = q.float()
    else:
        codes = e2m1_codes(v).masked_fill(non_finite, 0)
        dequant = e2m1_values(codes)
    if inplace:
        assert x.dtype == torch.bfloat16
        fake = with_bits((dequant * s.unsqueeze(-1)).to(x.dtype), non_finite, BF16_NAN)
        x.copy_(fake.reshape(x.shape))
        return x
    if out_format == "e4m3":
        y = q.reshape(x.shape)
    else:
        codes = codes.reshape(*x.shape[:-1], n)
        y = (codes[..., 0::2] | (codes[..., 1::2] << 4)).view(torch.float4_e2m1fn_x2)
    return y, (s.to(torch.float8_e8m0fnu) if scale_dtype == "e8m0" else s)


def per_block_cast(
    x: torch.Tensor,
    block: int = 128,
    block_rows: int = 128,
    scale_fmt: str = "none",
    scale_dtype: str = "fp32",
    inplace: bool = False,
    out_format: str = "e4m3",
    rounding: str = "reciprocal",
    in_dtype: str | None = None,
):
    """TileKernels' per-block cast: one scale per (block_rows x block) block of the (M, N)
    matrix of x's rows (leading dims flattened). A partial last row block takes its amax over
    its valid rows only. Returns (y [..., N] e4m3, s [ceil(M / block_rows), N / block])."""
    assert out_format == "e4m3" and not inplace
    n = x.shape[-1]
    rows = x.float().reshape(-1, n)
    m = rows.shape[0]
    mb = -(-m // block_rows)
    padded = torch.nn.functional.pad(rows, (0, 0, 0, mb * block_rows - m))  # zero rows: no effect on |x| max
    amax = padded.reshape(mb, block_rows, n // block, block).abs().amax(dim=(1, 3))
    finite = amax.isfinite()
    s, inverse = _scales(amax, scale_fmt, rounding, out_format)
    s = with_bits(s, ~finite, FP32_NAN)

    def spread(t):  # [mb, n / block] -> one value per element of rows
        return t.repeat_interleave(block_rows, 0)[:m].repeat_interleave(block, 1)

    v = _scaled(rows, spread(s), None if inverse is None else spread(inverse), MAX_VALUE[out_format])
    y = with_bits(v.to(torch.float8_e4m3fn), ~spread(finite), E4M3_NAN).reshape(x.shape)
    return y, (s.to(torch.float8_e8m0fnu) if scale_dtype == "e8m0" else s)


def swiglu(x: torch.Tensor, w: torch.Tensor | None = None, swiglu_limit: int = 0) -> torch.Tensor:
    """TileKernels' SwiGLU forward in fp32: x [..., 2N] -> silu(x[..., :N]) * x[..., N:] as
    g / (1 + exp(-g)) * u, the gate clamped to <= limit and the up half to [-limit, limit]
    when swiglu_limit > 0, times w[...] per row when given."""
    n = x.shape[-1] // 2
    xf = x.float()
    g, u = xf[..., :n], xf[..., n:]
    if swiglu_limit:
        g = g.clamp(max=float(swiglu_limit))
        u = u.clamp(min=-float(swiglu_limit), max=float(swiglu_limit))
    out = g / (1.0 + torch.exp(-g)) * u
    if w is not None:
        out = out * w.float().unsqueeze(-1)
    return out


def swiglu_per_token_cast(x: torch.Tensor, w: torch.Tensor | None = None, *, activation: str = "swiglu", swiglu_limit: int = 0, unit_weight: bool = True, **params):
    """TileKernels' swiglu_forward_and_per_token_cast: the fp32 SwiGLU output of x (times the
    per-row weights w when given), quantized per token as `quantize` does with params."""
    assert activation == "swiglu" and unit_weight == (w is None)
    return quantize(swiglu(x, w, swiglu_limit), **params)


def swiglu_forward(x: torch.Tensor, w: torch.Tensor | None = None, *, swiglu_limit: int = 0, unit_weight: bool = True) -> torch.Tensor:
    """TileKernels' swiglu_forward with bf16 output: swiglu() rounded once to bf16."""
    return swiglu(x, w, swiglu_limit).to(torch.bfloat16)
