"""A drop-in for DeepSeek-V4's `inference/kernel.py`, over kgen's generated ops.

DeepSeek-V4's model.py does

    from kernel import act_quant, fp4_act_quant, fp8_gemm, fp4_gemm, sparse_attn, hc_split_sinkhorn

Bind this module as `kernel` before model.py is imported (sys.modules["kernel"] =
kgen.deepseek_v4) and the model runs on kgen's kernels. Each function here takes upstream's
arguments, in upstream's order and with upstream's defaults, and returns what upstream returns
(dtypes, shapes, in-place writes). It only maps arguments onto the generated ops (scale_fmt
None / "ue8m0" -> "none" / "ue8m0", torch dtypes -> "fp32" / "e8m0", ...) and refuses, with an
OpArgumentError naming the argument, what was expected and what it got, every call that kgen
has no kernel for, rather than computing something else. Everything kgen's own ops refuse
(a shape it was not built for, a CPU tensor, ...) comes back as their OpArgumentError.

Upstream (inference/kernel.py of DeepSeek-V4-Flash, TileLang 0.1.8 era) -> kgen:

- act_quant(x, block_size=128, scale_fmt=None, scale_dtype=torch.float32, inplace=False):
  generated.act_quant.act_quant(x, block=block_size, scale_fmt="ue8m0" if scale_fmt else
  "none", scale_dtype="e8m0" | "fp32", inplace=inplace). In place, the scales are discarded,
  so their dtype does not matter: kgen's in-place kernels (block 64 or 128, ue8m0) serve
  either. Refused: scale_fmt other than None / "ue8m0"; scale_dtype other than float32 /
  float8_e8m0fnu; e8m0 scales without ue8m0 rounding; in place without ue8m0; block 64 with
  ue8m0 rounding into fp32 scales; block sizes other than 64 and 128.
- fp4_act_quant(x, block_size=32, inplace=False): generated.fp4_act_quant (block 32 only).
- fp8_gemm(a, a_s, b, b_s, scale_dtype=torch.float32): generated.fp8_gemm.fp8_gemm(...,
  scale_dtype="fp32" | "e8m0"). Upstream allocates C in torch.get_default_dtype() and its
  kernel writes bf16, so it works only with bf16 as the default dtype; kgen writes bf16, and
  this refuses any other default dtype.
- fp4_gemm(a, a_s, b, b_s, scale_dtype=torch.float32): generated.fp4_gemm.fp4_gemm. kgen's
  kernel takes e8m0 scales for both a and b (as the model passes them); scale_dtype must be
  torch.float8_e8m0fnu, so upstream's own default (float32) is refused.
- sparse_attn(q, kv, attn_sink, topk_idxs, softmax_scale): generated.sparse_attn.sparse_attn(q,
  kv, attn_sink, topk_idxs, scale=softmax_scale). Heads that kgen has no kernel for and that
  are fewer than 16 are padded to 16 (zero queries, zero sinks) and cut back after, as
  upstream does. Differences where upstream is undefined: an index outside [0, n) other
  than -1 is skipped (upstream reads out of bounds), and a query whose first 64 indices are
  all -1 gets its valid rows' attention (upstream returns NaN), zeros where none is valid.
- hc_split_sinkhorn(mixes, hc_scale, hc_base, hc_mult=4, sinkhorn_iters=20, eps=1e-6):
  generated.hc_split_sinkhorn.hc_split_sinkhorn(mixes, hc_scale, hc_base, iters=20,
  post_mult=2.0). Only hc_mult 4, sinkhorn_iters 20 and eps 1e-6 have a kernel; mixes is
  [b, s, (2 + hc_mult) * hc_mult] as upstream unpacks it.

Layouts upstream copies first (x.contiguous(), then x.copy_(y) in place) are taken as they
are where kgen's kernels read them (rows evenly strided, 16-byte aligned), and otherwise
copied the same way.
"""

from __future__ import annotations

import torch

from generated import act_quant as _act_quant
from generated import fp4_act_quant as _fp4_act_quant
from generated import fp4_gemm as _fp4_gemm
from generated import fp8_gemm as _fp8_gemm
from generated import hc_split_sinkhorn as _hc_split_sinkhorn
from generated import sparse_attn as _sparse_attn
from kgen.runtime.errors import OpArgumentError

__all__ = ["act_quant", "fp4_act_quant", "fp8_gemm", "fp4_gemm", "sparse_attn", "hc_split_sinkhorn"]

# torch scale dtypes -> kgen's names for them.
SCALE_DTYPES = {torch.float32: "fp32", torch.float8_e8m0fnu: "e8m0"}
# upstream's scale_fmt -> kgen's (upstream rounds scales whenever scale_fmt is not None; the
# model passes None or "ue8m0").
SCALE_FMTS = {None: "none", "ue8m0": "ue8m0"}


def _refuse(fn: str, argument: str, expected: str, actual) -> OpArgumentError:
    return OpArgumentError(f"deepseek_v4.{fn}", argument, expected, actual if isinstance(actual, str) else repr(actual))


def _tensor(fn: str, name: str, t) -> None:
    if not isinstance(t, torch.Tensor):
        raise _refuse(fn, name, "a torch.Tensor", type(t).__name__)


def _int(fn: str, name: str, value, allowed: tuple) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        kinds = " or ".join(str(a) for a in allowed)
        raise _refuse(fn, name, f"{kinds} (the values kgen has a kernel for)", value)
    return value


def _scale_dtype(fn: str, scale_dtype, allowed=tuple(SCALE_DTYPES)) -> str:
    if not isinstance(scale_dtype, torch.dtype) or scale_dtype not in allowed:
        names = " or ".join(str(d) for d in allowed)
        raise _refuse(fn, "scale_dtype", f"{names} (the scale dtypes kgen has a kernel for)", scale_dtype)
    return SCALE_DTYPES[scale_dtype]


def _flag(value) -> bool:
    """upstream tests its flags for truth (`if inplace:`)."""
    return bool(value)


def _kgen_reads_rows(x: torch.Tensor) -> bool:
    """x [..., N] is a layout kgen's quantizers read in place: last dim contiguous, leading dims
    one evenly strided row dim whose stride is a multiple of 8 elements and at least N, and a
    start on a 16-byte boundary (kgen refuses the rest; those are copied as upstream does)."""
    if x.dim() == 0:
        return False
    n = x.shape[-1]
    if x.numel() == 0:
        return True
    if x.stride(-1) != 1:
        return False
    try:
        rows = x.view(-1, n)
    except (RuntimeError, ValueError):
        return False
    ld = rows.stride(0) if rows.shape[0] > 1 else n
    if ld % 8 or ld < n:
        return False
    try:
        start = x.data_ptr() if x.device.type != "meta" else x.storage_offset() * x.element_size()
    except (RuntimeError, NotImplementedError):  # a fake tensor has no pointer: judge its offset
        start = x.storage_offset() * x.element_size()
    return start % 16 == 0


def act_quant(
    x: torch.Tensor,
    block_size: int = 128,
    scale_fmt: str | None = None,
    scale_dtype: torch.dtype = torch.float32,
    inplace: bool = False,
):
    """Block-wise fp8 (e4m3) quantization of x [..., N] bf16, one scale per row and block_size
    columns (amax floored at 1e-4, times 1/448, rounded up to a power of two when scale_fmt is
    "ue8m0").

    Returns (y fp8 e4m3 [..., N], s [..., N // block_size] in scale_dtype); with inplace=True,
    x is overwritten with bf16(fp8(y) * s) (fake quantization) and returned."""
    fn = "act_quant"
    _tensor(fn, "x", x)
    block = _int(fn, "block_size", block_size, (64, 128))
    if not (scale_fmt is None or (isinstance(scale_fmt, str) and scale_fmt in SCALE_FMTS)):
        raise _refuse(fn, "scale_fmt", "None or 'ue8m0' (the scale formats kgen has a kernel for)", repr(scale_fmt))
    fmt = SCALE_FMTS[scale_fmt]
    sd = _scale_dtype(fn, scale_dtype)
    inplace = _flag(inplace)
    if x.dim() >= 1 and x.shape[-1] % block:
        raise _refuse(fn, "x", f"a last dim that is a multiple of block_size={block}", f"shape {tuple(x.shape)}")
    if inplace:
        if fmt != "ue8m0":
            raise _refuse(fn, "scale_fmt", "'ue8m0' with inplace=True (kgen's in-place kernels round scales to powers of two only)", scale_fmt)
        # The scales are discarded in place: their dtype changes nothing that is returned.
        if _kgen_reads_rows(x):
            return _act_quant.act_quant(x, block=block, scale_fmt="ue8m0", scale_dtype="e8m0", inplace=True)
        z = x.contiguous()
        _act_quant.act_quant(z, block=block, scale_fmt="ue8m0", scale_dtype="e8m0", inplace=True)
        x.copy_(z)
        return x
    wanted = {"block": block, "scale_fmt": fmt, "scale_dtype": sd, "inplace": False}
    if not any(all(p[k] == v for k, v in wanted.items()) for p in _act_quant.VARIANTS.values()):
        have = sorted({(p["block"], p["scale_fmt"], p["scale_dtype"]) for p in _act_quant.VARIANTS.values() if not p["inplace"]})
        upstream = ", ".join(f"(block_size={b}, scale_fmt={'None' if f == 'none' else repr(f)}, scale_dtype={_torch_name(d)})" for b, f, d in have)
        raise _refuse(fn, "(block_size, scale_fmt, scale_dtype)", f"one of {upstream}", f"(block_size={block}, scale_fmt={scale_fmt!r}, scale_dtype={scale_dtype})")
    if not _kgen_reads_rows(x):
        x = x.contiguous()
    return _act_quant.act_quant(x, block=block, scale_fmt=fmt, scale_dtype=sd, inplace=False)


def _torch_name(kgen_name: str) -> str:
    return next(str(d) for d, n in SCALE_DTYPES.items() if n == kgen_name)


def fp4_act_quant(x: torch.Tensor, block_size: int = 32, inplace: bool = False):
    """Block-wise MXFP4 quantization of x [..., N] bf16: one e8m0 scale per row and 32 columns
    (amax floored at 6 * 2^-126, times 1/6, rounded up to a power of two), e2m1 codes rounded
    to nearest even.

    Returns (y float4_e2m1fn_x2 [..., N // 2], s float8_e8m0fnu [..., N // 32]); with
    inplace=True, x is overwritten with bf16(value(code) * s) and returned."""
    fn = "fp4_act_quant"
    _tensor(fn, "x", x)
    _int(fn, "block_size", block_size, (32,))
    inplace = _flag(inplace)
    if x.dim() >= 1 and x.shape[-1] % 32:
        raise _refuse(fn, "x", "a last dim that is a multiple of block_size=32", f"shape {tuple(x.shape)}")
    if inplace:
        if _kgen_reads_rows(x):
            return _fp4_act_quant.fp4_act_quant(x, inplace=True)
        z = x.contiguous()
        _fp4_act_quant.fp4_act_quant(z, inplace=True)
        x.copy_(z)
        return x
    if not _kgen_reads_rows(x):
        x = x.contiguous()
    return _fp4_act_quant.fp4_act_quant(x, inplace=False)


def _check_default_dtype(fn: str) -> None:
    if torch.get_default_dtype() != torch.bfloat16:
        raise _refuse(fn, "torch.get_default_dtype()", "torch.bfloat16 (upstream allocates C in the default dtype and its kernel writes bf16; kgen writes bf16)", str(torch.get_default_dtype()))


def _gemm_scales(fn: str, a: torch.Tensor, a_s: torch.Tensor, b_s: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """a_s as kgen takes it, [..., K // 128] like a; upstream reads it as a (M, -1) view."""
    for name, t in (("a_s", a_s), ("b_s", b_s)):
        if t.dtype != dtype:
            raise _refuse(fn, name, f"dtype {dtype} (the scale_dtype argument)", f"{t.dtype} tensor of shape {tuple(t.shape)}")
    if a.dim() >= 1 and a.shape[-1] % 128 == 0:
        want = tuple(a.shape[:-1]) + (a.shape[-1] // 128,)
        if tuple(a_s.shape) != want and a_s.numel() == a.numel() // 128 and a_s.is_contiguous():
            return a_s.view(want)
    return a_s


def fp8_gemm(a: torch.Tensor, a_s: torch.Tensor, b: torch.Tensor, b_s: torch.Tensor, scale_dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """C[..., N] = a[..., K] @ b[N, K]^T with block scales: a_s one per row and 128 of K,
    b_s one per 128 x 128 block of b; both in scale_dtype. Returns C in bf16 (the default
    dtype, which upstream requires to be bf16)."""
    fn = "fp8_gemm"
    for name, t in (("a", a), ("a_s", a_s), ("b", b), ("b_s", b_s)):
        _tensor(fn, name, t)
    sd = _scale_dtype(fn, scale_dtype)
    _check_default_dtype(fn)
    a_s = _gemm_scales(fn, a, a_s, b_s, scale_dtype)
    return _fp8_gemm.fp8_gemm(a, a_s, b, b_s, scale_dtype=sd)


def fp4_gemm(a: torch.Tensor, a_s: torch.Tensor, b: torch.Tensor, b_s: torch.Tensor, scale_dtype: torch.dtype = torch.float32) -> torch.Tensor:
    """C[..., N] = a[..., K] @ dequant(b)[N, K]^T: a fp8 with a_s one per row and 128 of K,
    b packed e2m1 [N, K // 2] with b_s one per row and 32 of K. Returns C in bf16."""
    fn = "fp4_gemm"
    for name, t in (("a", a), ("a_s", a_s), ("b", b), ("b_s", b_s)):
        _tensor(fn, name, t)
    _scale_dtype(fn, scale_dtype, allowed=(torch.float8_e8m0fnu,))
    _check_default_dtype(fn)
    a_s = _gemm_scales(fn, a, a_s, b_s, scale_dtype)
    return _fp4_gemm.fp4_gemm(a, a_s, b, b_s)


def sparse_attn(q: torch.Tensor, kv: torch.Tensor, attn_sink: torch.Tensor, topk_idxs: torch.Tensor, softmax_scale: float) -> torch.Tensor:
    """Top-k gathered MQA attention with a sink: q bf16 [b, m, h, d], kv bf16 [b, n, d],
    attn_sink fp32 [h], topk_idxs int32 [b, m, topk] (-1 skips), softmax_scale a float (None:
    d ** -0.5). Returns o bf16 [b, m, h, d]."""
    fn = "sparse_attn"
    for name, t in (("q", q), ("kv", kv), ("attn_sink", attn_sink), ("topk_idxs", topk_idxs)):
        _tensor(fn, name, t)
    if q.dim() != 4:
        raise _refuse(fn, "q", "4 dims [b, m, h, d]", f"shape {tuple(q.shape)}")
    if topk_idxs.dtype != torch.int32:
        raise _refuse(fn, "topk_idxs", "dtype torch.int32 (as upstream's kernel declares it)", f"{topk_idxs.dtype} tensor of shape {tuple(topk_idxs.shape)}")
    b, m, h, d = q.shape
    heads = _sparse_attn.STATIC_COMBOS  # the (h, d) pairs built
    pad = 0
    if (h, d) not in heads:
        if h < 16 and (16, d) in heads:
            pad = 16 - h  # upstream pads to 16 heads too: a padded head changes no other head
        else:
            raise _refuse(fn, "q.shape[2:] (heads, head dim)", f"one of {heads}, or fewer than 16 heads at a head dim listed with 16", str((h, d)))
    if attn_sink.dim() != 1 or attn_sink.shape[0] != h:
        raise _refuse(fn, "attn_sink", f"shape ({h},) (one per head of q)", f"shape {tuple(attn_sink.shape)}")
    if pad:
        q = torch.cat([q, q.new_zeros(b, m, pad, d)], dim=2)
        attn_sink = torch.cat([attn_sink, attn_sink.new_zeros(pad)])
    q, kv, attn_sink, topk_idxs = (t if t.is_contiguous() else t.contiguous() for t in (q, kv, attn_sink, topk_idxs))
    o = _sparse_attn.sparse_attn(q, kv, attn_sink, topk_idxs, scale=softmax_scale)
    if pad:
        o = o.narrow(2, 0, h).contiguous()
    return o


def hc_split_sinkhorn(mixes: torch.Tensor, hc_scale: torch.Tensor, hc_base: torch.Tensor, hc_mult: int = 4, sinkhorn_iters: int = 20, eps: float = 1e-6):
    """DeepSeek-V4's mHC head: mixes fp32 [b, s, (2 + hc) * hc] -> (pre [b, s, hc], post
    [b, s, hc], comb [b, s, hc, hc]), fp32; comb is a Sinkhorn of sinkhorn_iters steps."""
    fn = "hc_split_sinkhorn"
    for name, t in (("mixes", mixes), ("hc_scale", hc_scale), ("hc_base", hc_base)):
        _tensor(fn, name, t)
    hc = _int(fn, "hc_mult", hc_mult, (_hc_split_sinkhorn.HC,))
    v4 = next(p for p in _hc_split_sinkhorn.VARIANTS.values() if p["post_mult"] == 2.0)  # V4's: post = 2 * sigmoid
    _int(fn, "sinkhorn_iters", sinkhorn_iters, (v4["iters"],))
    if isinstance(eps, bool) or not isinstance(eps, (int, float)) or float(eps) != v4["eps"]:
        raise _refuse(fn, "eps", f"{v4['eps']} (the eps kgen has a kernel for)", eps)
    if mixes.dim() != 3 or mixes.shape[-1] != (2 + hc) * hc:
        raise _refuse(fn, "mixes", f"3 dims [b, s, {(2 + hc) * hc}] (upstream unpacks b, s, _ = mixes.size())", f"shape {tuple(mixes.shape)}")
    if not mixes.is_contiguous():
        mixes = mixes.contiguous()
    return _hc_split_sinkhorn.hc_split_sinkhorn(mixes, hc_scale, hc_base, iters=v4["iters"], post_mult=v4["post_mult"])
