"""Pure-torch reference for fp8 dequantization (TileKernels' per_token_cast_back with fp32
scales): each e4m3 code widened to fp32, times its group's scale, rounded once to bf16."""
from __future__ import annotations

import torch


def cast_back(codes: torch.Tensor, scales: torch.Tensor, *, block: int) -> torch.Tensor:
    """codes e4m3 [..., N], scales fp32 [..., N // block] -> bf16 [..., N]."""
    per_column = scales.repeat_interleave(block, dim=-1)
    return (codes.to(torch.float32) * per_column).to(torch.bfloat16)
