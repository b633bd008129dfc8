"""Pure-torch references for the block-scaled GEMM family, written from ../shared/ops math.

float64 throughout: fp8 and e2m1 values times any e8m0 scale (2^-127 to 2^127) are exact
in float64 and their products cannot overflow it, so scaling the operands first and
multiplying once equals promoting every 128 (or 32) of K by sa * sb, up to the order of
additions. (In fp32 a scaled operand alone overflows at 2^127 times 2, even where sa * sb is
1.) The kernels compute fp32(sa * sb), which equals the exact product while it lies in
fp32's range.
"""

from __future__ import annotations

import torch

E2M1_VALUES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0)


def e2m1_unpack(packed: torch.Tensor) -> torch.Tensor:
    """[..., K/2] bytes of two e2m1 codes (element 2i in the low nibble) -> [..., K] fp32."""
    b = packed.view(torch.uint8)
    codes = torch.stack((b & 15, b >> 4), dim=-1).flatten(-2)
    table = torch.tensor(E2M1_VALUES, dtype=torch.float32, device=b.device)
    magnitude = table[(codes & 7).long()]
    return torch.where((codes & 8) != 0, -magnitude, magnitude)


def block_scaled_gemm(a: torch.Tensor, sa: torch.Tensor, b: torch.Tensor, sb: torch.Tensor, scale_dtype: str = "e8m0", b_format: str = "e4m3") -> torch.Tensor:
    """C[M, N] = sum over K blocks of (A_kb @ B_kb^T) * sa[m, kb] * sb[., kb], in bf16.

    a [..., K] fp8 with sa [..., K/128]; b_format e4m3: b [N, K] fp8 with sb [N/128, K/128];
    b_format e2m1: b [N, K/2] packed e2m1 with sb [N, K/32] (one scale per 32 of K per row).
    """
    K = a.shape[-1]
    lead = a.shape[:-1]
    af = (a.reshape(-1, K // 128, 128).double() * sa.reshape(-1, K // 128, 1).double()).reshape(-1, K)
    N = b.shape[0]
    if b_format == "e4m3":
        bf = (b.double().reshape(N // 128, 128, K // 128, 128) * sb.double()[:, None, :, None]).reshape(N, K)
    else:
        bf = (e2m1_unpack(b).double().reshape(N, K // 32, 32) * sb.double().reshape(N, K // 32, 1)).reshape(N, K)
    return (af @ bf.t()).to(torch.bfloat16).reshape(*lead, N)
