"""Pure-torch references for the MoE row ops (TileKernels' expand_to_fused, reduce_fused and
normalize_weight, written from ../shared/ops): index tensors int32, an index outside the
tensor's rows is no row (zeros, or a skipped term)."""

from __future__ import annotations

import torch


def _gathered(x: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
    """x's rows at index (any shape), zero rows where the index is outside [0, len(x))."""
    valid = (index >= 0) & (index < x.shape[0])
    rows = torch.zeros((*index.shape, *x.shape[1:]), dtype=x.dtype, device=x.device)
    if valid.any():
        rows.view(torch.uint8)[valid] = x.view(torch.uint8)[index[valid].long()]
    return rows


def moe_expand(x: torch.Tensor, pos_to_token: torch.Tensor, x_s: torch.Tensor | None = None, *, x_dtype: str, unscaled: bool, block: int):
    """x [T, N] -> y [P, N], row p = x[pos_to_token[p]] (zeros for padding); with x_s also y_s."""
    y = _gathered(x, pos_to_token)
    return y if x_s is None else (y, _gathered(x_s, pos_to_token))


def moe_reduce(x: torch.Tensor, w: torch.Tensor, pos: torch.Tensor, *, x_dtype: str) -> torch.Tensor:
    """x [P, N] expert rows, w fp32 [T, K], pos int32 [T, K] -> bf16 [T, N]: per token, in slot
    order k = 0..K-1 from +0, acc = fma(w[t, k], x[pos[t, k]], acc), a slot whose pos is
    outside [0, P) skipped; then rounded once to bf16. The fused multiply-add is exact in
    fp64 (a product of an fp32 and a bf16 or fp32 has at most 48 bits) then rounded to fp32."""
    acc = torch.zeros(pos.shape[0], x.shape[1], dtype=torch.float32, device=x.device)
    for k in range(pos.shape[1]):
        p = pos[:, k]
        valid = ((p >= 0) & (p < x.shape[0])).unsqueeze(-1)
        rows = _gathered(x, p).double()
        fused = (w[:, k].double().unsqueeze(-1) * rows + acc.double()).to(torch.float32)
        acc = torch.where(valid, fused, acc)
    return acc.to(torch.bfloat16)


def normalize_weight(w: torch.Tensor, *, start: float = 1e-20) -> tuple:
    """w fp32 [T, K] -> (d [T], w / d [T, K]) with d = ((start + w0) + w1) + ... in fp32, in
    slot order (TileKernels 1.0.0's order, start 1e-20)."""
    d = torch.full(w.shape[:1], start, dtype=torch.float32, device=w.device)
    for k in range(w.shape[1]):
        d = d + w[:, k]
    return d, w / d.unsqueeze(-1)
