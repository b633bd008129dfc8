"""Pure-torch reference for fp8 dequantization (TileKernels' per_token_cast_back with fp32
scales): each e4m3 code widened to fp32, times its group's scale, rounded once to bf16."""

from __future__ import annotations

import torch


def cast_back(codes: torch.Tensor, scales: torch.Tensor, *, block: int) -> torch.Tensor:
    """codes e4m3 [..., N], scales fp32 [..., N // block] -> bf16 [..., N]."""
    per_column = scales.repeat_interleave(block, dim=-1)
    return (codes.to(torch.float32) * per_column).to(torch.bfloat16)


def _widened_scales(s: torch.Tensor) -> torch.Tensor:
    """fp32 scales as they are; e8m0 bytes b as 2^(b - 127), 255 as NaN (torch's own decoding)."""
    return s.to(torch.float32)


def per_token_cast_back(x: torch.Tensor, s: torch.Tensor, *, block: int, whole_row: bool, scale_dtype: str) -> torch.Tensor:
    """x e4m3 [..., N], s [..., N // block] (or [..., 1]: whole rows) fp32 or e8m0 -> bf16."""
    scales = _widened_scales(s)
    per_column = scales.expand(*x.shape) if whole_row else scales.repeat_interleave(block, dim=-1)
    return (x.to(torch.float32) * per_column).to(torch.bfloat16)


def cast_back_fp4(x: torch.Tensor, s: torch.Tensor, *, block: int) -> torch.Tensor:
    """x packed e2m1 [..., N // 2] (column 2i in byte i's low nibble), s e8m0 [..., N // block] -> bf16."""
    table = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0])
    byte = x.view(torch.uint8).to(torch.int64)
    codes = torch.stack((byte & 15, byte >> 4), dim=-1).flatten(-2)
    values = table.to(x.device)[codes]
    return (values * _widened_scales(s).repeat_interleave(block, dim=-1)).to(torch.bfloat16)
