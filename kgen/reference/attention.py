"""Pure-torch reference for DeepSeek-V4's sparse attention (../shared/ops/deepseek-v4.md §5).

fp32 scores and denominators; the probabilities are cast to bf16 before the P.V product,
as the upstream kernel does. An index outside [0, n) is skipped like -1; a query with no
valid index returns zeros.
"""

from __future__ import annotations

import torch

ROWS_PER_CHUNK = 256  # queries gathered at once: bounds the reference's memory at large m


def sparse_attn(q: torch.Tensor, kv: torch.Tensor, sink: torch.Tensor, idx: torch.Tensor, split_topk: bool = False, scale: float | None = None) -> torch.Tensor:
    """o[b, m, h] = sum_j p_j kv[b, idx_j] / (sum_j p_j + exp(sink[h] - mx)), p_j = exp(S_j - mx),
    S_j = scale * q[b, m, h] . kv[b, idx_j] over valid j, mx = max_j S_j (sink not in the max).

    split_topk picks a kernel path, not a different result.
    """
    b, m, h, d = q.shape
    n = kv.shape[1]
    scale = d**-0.5 if scale is None else scale
    out = torch.zeros(b, m, h, d, dtype=torch.float32, device=q.device)
    kv_rows = kv.float()
    batch = torch.arange(b, device=q.device)[:, None, None]
    for start in range(0, m, ROWS_PER_CHUNK):
        rows = slice(start, min(m, start + ROWS_PER_CHUNK))
        i = idx[:, rows].long()
        valid = (i >= 0) & (i < n)
        if n:
            gathered = kv_rows[batch, i.clamp(0, n - 1)]  # [b, rows, topk, d]
        else:
            gathered = torch.zeros(*i.shape, d, device=q.device)
        s = torch.einsum("bmhd,bmtd->bmht", q[:, rows].float(), gathered) * scale
        # -inf added to the score of a skipped position's clamped row, as the locked kernels do
        # (their gather reads that row; the skip_invalid knob's reads none): a NaN stays NaN.
        s = s + torch.where(valid, 0.0, float("-inf"))[:, :, None, :]
        # The -inf column keeps the max defined when topk is 0; an all-invalid row has mx = -inf.
        mx = torch.cat([s, s.new_full(s.shape[:-1] + (1,), float("-inf"))], dim=-1).amax(dim=-1, keepdim=True)
        mx = torch.where(mx == float("-inf"), torch.zeros_like(mx), mx)
        p = torch.exp(s - mx)
        den = p.sum(dim=-1, keepdim=True) + torch.exp(sink.float()[None, None, :, None] - mx)
        o = torch.einsum("bmht,bmtd->bmhd", p.to(torch.bfloat16).float(), gathered)
        # den is 0 only when nothing is valid and exp(sink - 0) underflows: o is 0 there too. A
        # NaN den (a NaN or infinite score, a NaN sink) gives NaN, as softmax would.
        out[:, rows] = torch.where(den == 0, torch.zeros_like(o), o / den)
    return out.to(torch.bfloat16)
