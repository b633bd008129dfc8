"""Pure-torch references for the block-scaled GEMM family, written from ../shared/ops math.

fp32 throughout: fp8 and e2m1 values and power-of-two scales are exact in fp32, so scaling
the operands first and multiplying once equals promoting every 128 (or 32) of K up to the
order of fp32 additions.
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
    af = (a.reshape(-1, K // 128, 128).float() * sa.reshape(-1, K // 128, 1).float()).reshape(-1, K)
    if b_format == "e4m3":
        N = b.shape[0]
        bf = (b.float().reshape(N // 128, 128, K // 128, 128) * sb.float()[:, None, :, None]).reshape(N, K)
    else:
        N = b.shape[0]
        bf = (e2m1_unpack(b).reshape(N, K // 32, 32) * sb.float().reshape(N, K // 32, 1)).reshape(N, K)
    return (af @ bf.t()).to(torch.bfloat16).reshape(*lead, N)
