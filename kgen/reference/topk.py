"""Pure-torch reference for the top-k gate family, written from the semantics.

Selection is a stable descending sort, so equal values keep ascending index order: ties go
to the smaller index (torch.topk promises no order among ties). Adding +0.0 folds -0.0 onto
+0.0 first, so the two zeros tie as they compare equal. torch.sort puts every NaN first,
whatever its sign, as the kernels do.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F


def topk_gate(scores: torch.Tensor, bias: torch.Tensor | None = None, *, k: int, score_func: str = "none", indices_only: bool = True, route_scale: float = 1.0):
    """TileKernels' topk_gate (score_func none): the indices [..., k] int64 of the k largest
    scores per row, largest first.

    DeepSeek-V4's Gate (score_func sqrtsoftplus): s = sqrt(softplus(scores)) in fp32; the
    selection runs on s + bias; weights = s[selected] / their sum * route_scale.
    Returns indices, or (weights, indices) when not indices_only.
    """
    if score_func == "sqrtsoftplus":
        s = F.softplus(scores.float()).sqrt()
        selection = s + bias
    elif score_func == "none":
        s, selection = None, scores.float()
    else:
        raise ValueError(f"unknown score_func {score_func!r}")
    order = torch.sort(selection + 0.0, dim=-1, descending=True, stable=True).indices
    indices = order[..., :k].contiguous()
    if indices_only:
        return indices
    weights = s.gather(-1, indices)
    weights = weights / weights.sum(dim=-1, keepdim=True)
    weights = weights * route_scale
    return weights, indices
