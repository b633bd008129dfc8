"""Adapters that give peer libraries' functions the calling convention kgen bench uses:
the op's inputs (flattened to 2-D rows by the bench for row ops) plus keyword arguments,
returning the outputs in the spec's order."""

from __future__ import annotations

import functools
import weakref

import torch


@functools.lru_cache(maxsize=None)
def _one(device) -> torch.Tensor:
    return torch.ones((), device=device)


def cublas_fp8_per_tensor(a, sa, b, sb, **_):
    """cuBLAS's fp8 GEMM (torch._scaled_mm) on the same fp8 operands with per-tensor scales:
    the speed anchor for block-scaled GEMMs (cuBLAS has no 1x128 / 128x128 block scales)."""
    one = _one(a.device)
    return torch._scaled_mm(a.reshape(-1, a.shape[-1]), b.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)


# Packed e2m1 weights widened to e4m3, per weight tensor for as long as it lives: the bench
# rotates several copies of each input, and the conversion must stay out of the timed calls.
# Keyed by storage address and shape; an entry leaves when its tensor is freed.
_WIDENED: dict = {}


def _e2m1_as_e4m3(b: torch.Tensor) -> torch.Tensor:
    """A packed e2m1 weight [N, K/2] as e4m3 [N, K] (every e2m1 value is exact in e4m3)."""
    from .reference.gemm import e2m1_unpack

    key = (b.data_ptr(), tuple(b.shape), b.device)
    if key not in _WIDENED:
        _WIDENED[key] = e2m1_unpack(b).to(torch.float8_e4m3fn)
        weakref.finalize(b, _WIDENED.pop, key, None)
    return _WIDENED[key]


def cublas_fp8_per_tensor_of_fp4(a, sa, b, sb, **_):
    """cuBLAS's fp8 GEMM on the fp4 GEMM's shape, B widened to e4m3 beforehand: what an
    engine without an fp4 kernel runs (twice the weight bytes, per-tensor scales)."""
    one = _one(a.device)
    return torch._scaled_mm(a.reshape(-1, a.shape[-1]), _e2m1_as_e4m3(b).t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)


def tilekernels_sinkhorn(x, iters: int, eps: float):
    """TileKernels' mhc_sinkhorn_fwd(x, out, repeat, eps) writes a preallocated [n, hc, hc] out."""
    from tile_kernels.mhc import mhc_sinkhorn_fwd

    out = torch.empty_like(x)
    mhc_sinkhorn_fwd(x, out, iters, eps)
    return (out,)


def tilekernels_hc_split_sinkhorn(mixes, hc_scale, hc_base, hc: int, iters: int, eps: float, post_mult: float):
    """V4's head in TileKernels is two kernels: mhc_pre_split_mixes_fwd (pre, post and the
    scaled comb logits into preallocated outputs), then mhc_sinkhorn_fwd on the comb part."""
    from tile_kernels.mhc import mhc_pre_split_mixes_fwd, mhc_sinkhorn_fwd

    n = mixes.shape[0]
    pre = mixes.new_empty(n, hc)
    post = mixes.new_empty(n, hc)
    logits = mixes.new_empty(n, hc * hc)
    mhc_pre_split_mixes_fwd(mixes, hc_scale, hc_base, pre, post, logits, post_mult, eps)
    comb = torch.empty(n, hc, hc, dtype=mixes.dtype, device=mixes.device)
    mhc_sinkhorn_fwd(logits.view(n, hc, hc), comb, iters, eps)
    return pre, post, comb


def tilekernels_swiglu(x, w=None, swiglu_limit: int = 0):
    """TileKernels' swiglu_forward to bf16; its clamp is off at None (kgen's limit 0)."""
    from tile_kernels.quant import swiglu_forward

    return swiglu_forward(x, "bf16", topk_weights=w, clamp_value=float(swiglu_limit) if swiglu_limit else None)


def tilekernels_rms_norm(x, weight, eps: float):
    """TileKernels' norm_forward returns (out, rstd, residual sum)."""
    from tile_kernels.quant import norm_forward

    return norm_forward(x, weight, eps)[0]


def tilekernels_per_token_cast_back(x, s, fmt: str, num_per_channels: int):
    """TileKernels' per_token_cast_back takes the data and its scales as one (data, scales) pair."""
    from tile_kernels.quant import per_token_cast_back

    return per_token_cast_back((x, s), fmt, num_per_channels)


def tilekernels_hc_pre_apply(x, pre):
    """mhc_pre_apply_mix_fwd(x [n, hc, h], mix [n, hc], o [n, h]) writes a preallocated o."""
    from tile_kernels.mhc import mhc_pre_apply_mix_fwd

    out = x.new_empty(x.shape[0], x.shape[-1])
    mhc_pre_apply_mix_fwd(x, pre, out)
    return out


def tilekernels_hc_post(x, res, post, comb):
    """mhc_post_fwd takes [S, T, ...] tensors and post as [S, T, hc, 1]: one batch here."""
    from tile_kernels.mhc import mhc_post_fwd

    return mhc_post_fwd(x[None], res[None], post[None, ..., None], comb[None])[0]
