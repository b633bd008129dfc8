"""Pure-torch references for the mHC family, written from ../shared/ops (deepseek-v4.md
section 6 and tilekernels-family.md), fp32 throughout.

Sinkhorn as TileKernels defines it: softmax over the last dim (torch's, max subtracted),
+ eps, a column step, then iters - 1 rounds of a row step and a column step; each step
divides by (sum + eps).
"""

from __future__ import annotations

import torch


def sinkhorn(x: torch.Tensor, hc: int = 4, iters: int = 20, eps: float = 1e-6) -> torch.Tensor:
    """x [..., hc, hc] fp32 -> the Sinkhorn-normalized matrices (every column step last)."""
    assert x.shape[-2:] == (hc, hc)
    m = x.softmax(-1) + eps
    m = m / (m.sum(-2, keepdim=True) + eps)
    for _ in range(iters - 1):
        m = m / (m.sum(-1, keepdim=True) + eps)
        m = m / (m.sum(-2, keepdim=True) + eps)
    return m


def hc_split_sinkhorn(mixes: torch.Tensor, hc_scale: torch.Tensor, hc_base: torch.Tensor, hc: int = 4, iters: int = 20, eps: float = 1e-6, post_mult: float = 2.0):
    """V4's mHC head. A mixes row is [pre (hc) | post (hc) | comb (hc * hc, row-major)]; each
    part is scaled by its hc_scale entry and shifted by hc_base.

    pre = sigmoid(.) + eps; post = post_mult * sigmoid(.) (no eps); comb = sinkhorn(.).
    Returns (pre [..., hc], post [..., hc], comb [..., hc, hc]).
    """
    lead = mixes.shape[:-1]
    pre_in = mixes[..., :hc] * hc_scale[0] + hc_base[:hc]
    post_in = mixes[..., hc : 2 * hc] * hc_scale[1] + hc_base[hc : 2 * hc]
    comb_in = mixes[..., 2 * hc :] * hc_scale[2] + hc_base[2 * hc :]
    pre = torch.sigmoid(pre_in) + eps
    post = torch.sigmoid(post_in) * post_mult
    comb = sinkhorn(comb_in.reshape(*lead, hc, hc), hc, iters, eps)
    return pre, post, comb


def hc_pre_apply(x: torch.Tensor, pre: torch.Tensor) -> torch.Tensor:
    """V4's hc_pre mix (TileKernels' mhc_pre_apply_mix): x bf16 [..., hc, N], pre fp32
    [..., hc] -> bf16 [..., N], y = sum_j pre[j] * x[j], summed in fp64 and rounded once (the
    device's fused multiply-adds lie within a rounding of it)."""
    return (pre.double().unsqueeze(-1) * x.double()).sum(-2).to(torch.bfloat16)


def hc_post(x: torch.Tensor, res: torch.Tensor, post: torch.Tensor, comb: torch.Tensor) -> torch.Tensor:
    """V4's hc_post (TileKernels' mhc_post): x bf16 [..., N], res bf16 [..., hc, N], post fp32
    [..., hc], comb fp32 [..., hc, hc] indexed [input j, output k] -> bf16 [..., hc, N],
    y[k] = post[k] * x + sum_j comb[j, k] * res[j], in fp64, rounded once."""
    mixed = torch.einsum("...jk,...jn->...kn", comb.double(), res.double())
    return (post.double().unsqueeze(-1) * x.double().unsqueeze(-2) + mixed).to(torch.bfloat16)
