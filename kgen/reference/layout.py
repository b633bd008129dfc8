"""Pure-torch reference for the layout family, written from the semantics."""

from __future__ import annotations

import torch


def transpose(x: torch.Tensor, *, storage: str | None = None) -> torch.Tensor:
    """y[..., n, m] = x[..., m, n]: each matrix of the last two dims transposed, contiguous.
    `storage` (the element width's integer dtype) names the kernel variant only."""
    return x.transpose(-1, -2).contiguous()
