"""DeepSeek-V4's own kernels (upstream inference/kernel.py) against kgen's drop-in for them
(kgen.deepseek_v4), op by op at production shapes, and optionally the whole model.

    python3 tools/v4_compare.py --v4 PATH_TO/inference [--out DIR] [--model] [--ops LIST]
    python3 tools/v4_compare.py --v4 PATH_TO/inference --device cpu --dry-run   # no GPU: inputs, references, shapes

For each op and shape: the same seeded inputs (bf16 randn activations, weights quantized with
power-of-two block scales, top-k indices in range with some -1) go to upstream's function and
to kgen's; both are compared with a reference computed here in torch (fp32/fp64), and with each
other: quantizers bit for bit (mismatch counts of codes and scales), GEMMs and attention by
relative Frobenius error, the Sinkhorn head by max abs error (<= 1e-5). kgen's generated ops are
also run once into NaN-poisoned out= buffers (upstream's API takes none: its outputs are checked
for NaN). Both are timed with CUDA events, the median of --runs calls after warm-up, each call
after a GPU spin (so host time never shows) and rotating through copies of the inputs that
together outsize L2. Upstream functions that fail to compile or run under the installed
TileLang are reported as such, with the exception's first line. Prints a markdown table and
writes a JSON record (rewritten after every comparison, so a killed run keeps what it did) to
--out: <device>-<date>-<git sha or KGEN_GIT_SHA>-v4-compare.json. The record has no "rows" key:
kgen report skips it (it is not a kgen bench record).

--model: model.py imported twice, with upstream's kernel module and then kgen.deepseek_v4 bound
as `kernel`, a small random model (3 layers, dims that kgen was built for) with the same
weights and tokens; prefill and a few decode steps; logits compared.

Where to get PATH (never committed): the DeepSeek-V4-Flash model repository's inference/
folder. Public copies on GitHub: Mockingjay1316/deepseek-v4-flash-spark at 0825add holds it
unmodified (later commits there patch kernel.py for another GPU); in that copy act_quant's
in-place branch casts to bf16 without rounding through fp8, which upstream later fixed (the
line as in Nicooo-Wang/DeepSeek-V4-Pro-code's inference/kernel_tilelang.py at 2074660): compare
against the fixed kernel.py, or expect the KV in-place case to differ.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import datetime
import hashlib
import importlib
import importlib.util
import json
import math
import os
import statistics
import sys
import time
import traceback
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

OPS = ["hc_split_sinkhorn", "act_quant", "fp4_act_quant", "sparse_attn", "fp8_gemm", "fp4_gemm"]
SPIN_CYCLES = 2_000_000  # about 1 ms of GPU clock before each timed call: longer than its host time
T0 = time.time()


def log(*parts) -> None:
    print(*parts, flush=True)


def first_line(e: BaseException) -> str:
    text = str(e).strip()
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return f"{type(e).__name__}: {line}"[:300]


# --- references, written here from deepseek-v4.md (not kgen's) ---------------------------------

FP8_MAX, FP4_MAX = 448.0, 6.0
E2M1_VALUES = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]


def f32(value: float, device) -> torch.Tensor:
    return torch.tensor(value, dtype=torch.float32, device=device)


def roundup_pow2(t: torch.Tensor) -> torch.Tensor:
    """2^ceil(log2 t), exactly, from frexp (t = m * 2^e, m in [0.5, 1))."""
    m, e = torch.frexp(t)
    k = e - (m == 0.5).to(e.dtype)
    return torch.ldexp(torch.ones_like(t), k)


def ref_act_quant(x: torch.Tensor, block: int, ue8m0: bool, fp8_round: bool = True):
    """x [M, N] bf16 -> (y fp8 [M, N], s fp32 [M, N / block], fake bf16 [M, N]). fake is the
    in-place result bf16(fp32(fp8(y)) * s); with fp8_round=False, bf16(fp32(bf16(x / s)) * s)
    (what a kernel that rounds through bf16 instead of fp8 writes)."""
    M, N = x.shape
    xb = x.float().view(M, N // block, block)
    amax = xb.abs().amax(-1).clamp_min(f32(1e-4, x.device))
    t = amax * f32(1 / FP8_MAX, x.device)
    s = roundup_pow2(t) if ue8m0 else t
    v = (xb / s[..., None]).clamp(-FP8_MAX, FP8_MAX)
    y = v.to(torch.float8_e4m3fn)
    r = y.float() if fp8_round else v.to(torch.bfloat16).float()
    fake = (r * s[..., None]).to(torch.bfloat16).view(M, N)
    return y.view(M, N), s, fake


def e2m1_codes(v: torch.Tensor) -> torch.Tensor:
    """Codes (sign in bit 3) of fp32 values in [-6, 6], round to nearest, ties to even code."""
    a = v.abs()
    code = (a > 0.25).int() + (a >= 0.75).int() + (a > 1.25).int() + (a >= 1.75).int() + (a > 2.5).int() + (a >= 3.5).int() + (a > 5.0).int()
    return (code | (torch.signbit(v).int() << 3)).to(torch.uint8)


def e2m1_values(code: torch.Tensor) -> torch.Tensor:
    table = torch.tensor(E2M1_VALUES + [-v for v in E2M1_VALUES], dtype=torch.float32, device=code.device)
    return table[code.long()]


def ref_mxfp4(x: torch.Tensor, block: int = 32):
    """x [M, N] (bf16 or fp32) -> (packed uint8 [M, N / 2], s fp32 [M, N / block], fake bf16)."""
    M, N = x.shape
    xb = x.float().view(M, N // block, block)
    amax = xb.abs().amax(-1).clamp_min(f32(6 * 2.0**-126, x.device))
    s = roundup_pow2(amax * f32(1 / FP4_MAX, x.device))
    code = e2m1_codes((xb / s[..., None]).clamp(-FP4_MAX, FP4_MAX)).view(M, N)
    packed = code[:, 0::2] | (code[:, 1::2] << 4)
    fake = (e2m1_values(code).view(M, N // block, block) * s[..., None]).to(torch.bfloat16).view(M, N)
    return packed, s, fake


def unpack_e2m1(packed: torch.Tensor) -> torch.Tensor:
    """packed uint8 [N, K / 2] -> codes [N, K] (element 2i in the low nibble)."""
    lo, hi = packed & 0xF, packed >> 4
    return torch.stack([lo, hi], dim=-1).flatten(-2)


def quant_fp8_weight(w: torch.Tensor):
    """w fp32 [N, K] -> (fp8 [N, K], e8m0 [N / 128, K / 128]): 128 x 128 blocks, power-of-two scales."""
    N, K = w.shape
    wb = w.view(N // 128, 128, K // 128, 128)
    amax = wb.abs().amax(dim=(1, 3)).clamp_min(f32(1e-4, w.device))
    s = roundup_pow2(amax * f32(1 / FP8_MAX, w.device))
    q = (wb / s[:, None, :, None]).clamp(-FP8_MAX, FP8_MAX).to(torch.float8_e4m3fn).view(N, K)
    return q, s.to(torch.float8_e8m0fnu)


def ref_fp8_gemm(a, sa, b, sb) -> torch.Tensor:
    A = a.double() * sa.double().repeat_interleave(128, dim=1)
    B = b.double() * sb.double().repeat_interleave(128, dim=0).repeat_interleave(128, dim=1)
    return A @ B.T


def ref_fp4_gemm(a, sa, b, sb) -> torch.Tensor:
    A = a.double() * sa.double().repeat_interleave(128, dim=1)
    B = e2m1_values(unpack_e2m1(b.view(torch.uint8))).double() * sb.double().repeat_interleave(32, dim=1)
    return A @ B.T


def ref_sparse_attn(q, kv, sink, idx, scale, chunk: int = 256) -> torch.Tensor:
    """softmax([S, sink])[:-1] @ V over the valid indices (in [0, n)), fp32; no valid index: 0."""
    b, m, h, d = q.shape
    n = kv.shape[1]
    out = torch.zeros(b, m, h, d, dtype=torch.float32, device=q.device)
    for bi in range(b):
        kvf = kv[bi].float()
        for m0 in range(0, m, chunk):
            qi = q[bi, m0 : m0 + chunk].float()
            ii = idx[bi, m0 : m0 + chunk].long()
            valid = (ii >= 0) & (ii < n)
            g = kvf[ii.clamp(0, max(n - 1, 0))] if n else torch.zeros(*ii.shape, d, dtype=torch.float32, device=q.device)
            s = torch.einsum("chd,ctd->cht", qi, g) * scale
            s = s.masked_fill(~valid[:, None, :], float("-inf"))
            mx = s.amax(-1, keepdim=True)
            mx = torch.where(torch.isfinite(mx), mx, torch.zeros_like(mx))
            p = torch.exp(s - mx)
            den = p.sum(-1, keepdim=True) + torch.exp(sink.float()[None, :, None] - mx)
            o = torch.einsum("cht,ctd->chd", p, g) / den
            out[bi, m0 : m0 + chunk] = torch.where(valid.any(-1)[:, None, None], o, torch.zeros_like(o))
    return out


def ref_hc(mixes, hc_scale, hc_base, hc=4, iters=20, eps=1e-6):
    m, sc, base = mixes.double(), hc_scale.double(), hc_base.double()
    pre = torch.sigmoid(m[..., :hc] * sc[0] + base[:hc]) + eps
    post = 2 * torch.sigmoid(m[..., hc : 2 * hc] * sc[1] + base[hc : 2 * hc])
    c = (m[..., 2 * hc :] * sc[2] + base[2 * hc :]).unflatten(-1, (hc, hc))
    c = c.softmax(-1) + eps
    c = c / (c.sum(-2, keepdim=True) + eps)
    for _ in range(iters - 1):
        c = c / (c.sum(-1, keepdim=True) + eps)
        c = c / (c.sum(-2, keepdim=True) + eps)
    return pre, post, c


# --- comparisons ---------------------------------------------------------------------------------


def bits(t: torch.Tensor) -> torch.Tensor:
    return t.contiguous().view({1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])


def mismatches(a: torch.Tensor, b: torch.Tensor) -> int:
    if tuple(a.shape) != tuple(b.shape):
        return -1
    return int((bits(a) != bits(b)).sum())


def nan_count(t: torch.Tensor) -> int:
    if t.dtype == torch.float8_e4m3fn:
        return int(((t.view(torch.uint8) & 0x7F) == 0x7F).sum())
    if t.dtype == torch.float8_e8m0fnu:
        return int((t.view(torch.uint8) == 0xFF).sum())
    if t.dtype.is_floating_point and t.element_size() >= 2:
        return int(torch.isnan(t).sum())
    return 0


def rel_fro(x: torch.Tensor, ref: torch.Tensor) -> float:
    ref = ref.double()
    den = float(torch.linalg.vector_norm(ref))
    num = float(torch.linalg.vector_norm(x.double() - ref))
    return num / den if den else num


def max_abs(x: torch.Tensor, ref: torch.Tensor) -> float:
    return float((x.double() - ref.double()).abs().max()) if x.numel() else 0.0


def poison_like(t: torch.Tensor) -> torch.Tensor:
    """A tensor of t's shape and dtype holding NaN (0xFF bytes for the 1-byte formats)."""
    if t.element_size() == 1:
        return torch.full(t.shape, 0xFF, dtype=torch.uint8, device=t.device).view(t.dtype)
    return torch.full(t.shape, float("nan"), dtype=t.dtype, device=t.device)


# --- cases ---------------------------------------------------------------------------------------


class Case:
    """One op at one shape: inputs(seed) -> dict; upstream(mod, inp) and kgen(mod, inp) run the
    function; check(ref_state, outs) -> (agreement dict, verdict, short text)."""

    def __init__(self, op, shape, make, call, check, poisoned=None, tol=None):
        self.op, self.shape, self.make, self.call, self.check, self.poisoned, self.tol = op, shape, make, call, check, poisoned, tol


def cached(inp: dict, key: str, fn):
    """fn() once per input set (a reference both sides are checked against)."""
    cache = inp.setdefault("_cache", {})
    if key not in cache:
        cache[key] = fn()
    return cache[key]


def clone_inputs(inp: dict) -> dict:
    return {k: (v.clone() if isinstance(v, torch.Tensor) else v) for k, v in inp.items()}


def meta_twin(inp: dict) -> dict:
    return {k: (torch.empty_strided(v.shape, v.stride(), dtype=v.dtype, device="meta") if isinstance(v, torch.Tensor) else v) for k, v in inp.items()}


def nbytes(inp: dict) -> int:
    return sum(v.numel() * v.element_size() for v in inp.values() if isinstance(v, torch.Tensor))


def build_cases(dev: str, small: bool) -> dict:
    """op -> [Case]. small (dry run on CPU): the production shapes with far fewer rows."""
    R = (lambda m: min(m, 16)) if small else (lambda m: m)
    gen = lambda seed: torch.Generator(device=dev).manual_seed(seed)
    E8M0 = torch.float8_e8m0fnu
    cases = {op: [] for op in OPS}

    # hc_split_sinkhorn
    for n in (16384, 262144):

        def make(seed, n=R(n)):
            g = gen(seed)
            return {
                "mixes": torch.randn(1, n, 24, generator=g, device=dev, dtype=torch.float32),
                "hc_scale": 0.25 + torch.rand(3, generator=g, device=dev, dtype=torch.float32),
                "hc_base": 0.5 * torch.randn(24, generator=g, device=dev, dtype=torch.float32),
            }

        def call(mod, inp):
            return mod.hc_split_sinkhorn(inp["mixes"], inp["hc_scale"], inp["hc_base"], 4, 20, 1e-6)

        def check(inp, outs):
            ref = cached(inp, "ref", lambda: ref_hc(inp["mixes"], inp["hc_scale"], inp["hc_base"]))
            return {"max_abs_vs_ref": max(max_abs(o, r) for o, r in zip(outs, ref))}

        def poisoned(inp, outs):
            from generated import hc_split_sinkhorn as g_hc

            out = tuple(poison_like(o) for o in outs)
            g_hc.hc_split_sinkhorn(inp["mixes"], inp["hc_scale"], inp["hc_base"], iters=20, post_mult=2.0, out=out)
            return sum(mismatches(a, b) for a, b in zip(out, outs))

        cases["hc_split_sinkhorn"].append(Case("hc_split_sinkhorn", f"n={R(n)}", make, call, check, poisoned, ("max_abs_vs_ref", 1e-5)))

    # act_quant: GEMM inputs (block 128, ue8m0, e8m0), fp32 scales without rounding, KV in place
    for m, n, fmt, sd in ((4096, 7168, "ue8m0", E8M0), (4001, 7168, "ue8m0", E8M0), (16384, 7168, "ue8m0", E8M0), (4096, 7168, None, torch.float32)):

        def make(seed, m=R(m), n=n):
            return {"x": torch.randn(m, n, generator=gen(seed), device=dev, dtype=torch.float32).to(torch.bfloat16)}

        def call(mod, inp, fmt=fmt, sd=sd):
            return mod.act_quant(inp["x"], 128, fmt, sd)

        def check(inp, outs, fmt=fmt):
            y, s, _ = cached(inp, "ref", lambda: ref_act_quant(inp["x"], 128, fmt is not None))
            return {"y_mismatch": mismatches(outs[0], y), "s_mismatch": mismatches(outs[1].float(), s), "elements": y.numel()}

        def poisoned(inp, outs, fmt=fmt, sd=sd):
            from generated import act_quant as g_aq

            out = tuple(poison_like(o) for o in outs)
            g_aq.act_quant(inp["x"], block=128, scale_fmt="ue8m0" if fmt else "none", scale_dtype="e8m0" if sd == E8M0 else "fp32", out=out)
            return sum(mismatches(a, b) for a, b in zip(out, outs))

        label = f"{R(m)}x{n} b128 {fmt or 'none'} {str(sd).split('.')[-1]}"
        cases["act_quant"].append(Case("act_quant", label, make, call, check, poisoned, ("mismatch", 0)))

    def make_kv(seed, m=R(65536)):
        return {"base": torch.randn(m, 512, generator=gen(seed), device=dev, dtype=torch.float32).to(torch.bfloat16)}

    def call_kv(mod, inp):
        x = inp["base"][:, :448]  # model.py: act_quant(kv[..., :-rd], 64, scale_fmt, scale_dtype, True)
        got = mod.act_quant(x, 64, "ue8m0", E8M0, True)
        assert got.data_ptr() == x.data_ptr(), "in-place act_quant returned another tensor than x"
        return (inp["base"],)

    def check_kv(inp, outs, orig=None):
        base = inp["base"]
        out = {}
        for name, fp8 in (("y_mismatch", True), ("y_mismatch_vs_bf16_rounding", False)):
            want = cached(inp, name, lambda fp8=fp8: torch.cat([ref_act_quant(base[:, :448].contiguous(), 64, True, fp8_round=fp8)[2], base[:, 448:]], dim=1))
            out[name] = mismatches(outs[0], want)
        out["elements"] = base.numel()
        return out

    cases["act_quant"].append(Case("act_quant", f"{R(65536)}x448 (of 512) b64 ue8m0 inplace", make_kv, call_kv, check_kv, None, ("mismatch", 0)))

    # fp4_act_quant: in place (production), and the codes at one shape
    for m, n in ((16384, 7168), (65536, 128), (4001, 128)):

        def make(seed, m=R(m), n=n):
            return {"x": torch.randn(m, n, generator=gen(seed), device=dev, dtype=torch.float32).to(torch.bfloat16)}

        def call(mod, inp):
            x = inp["x"]
            got = mod.fp4_act_quant(x, 32, True)
            assert got.data_ptr() == x.data_ptr(), "in-place fp4_act_quant returned another tensor than x"
            return (x,)

        def check(inp, outs):
            _, _, fake = cached(inp, "ref", lambda: ref_mxfp4(inp["x"]))
            return {"y_mismatch": mismatches(outs[0], fake), "elements": fake.numel()}

        cases["fp4_act_quant"].append(Case("fp4_act_quant", f"{R(m)}x{n} b32 inplace", make, call, check, None, ("mismatch", 0)))

    def make_fq(seed, m=R(4096)):
        return {"x": torch.randn(m, 7168, generator=gen(seed), device=dev, dtype=torch.float32).to(torch.bfloat16)}

    def call_fq(mod, inp):
        return mod.fp4_act_quant(inp["x"], 32, False)

    def check_fq(inp, outs):
        packed, s, _ = cached(inp, "ref", lambda: ref_mxfp4(inp["x"]))
        return {"y_mismatch": mismatches(outs[0].view(torch.uint8), packed), "s_mismatch": mismatches(outs[1].float(), s), "elements": packed.numel() * 2}

    def poisoned_fq(inp, outs):
        from generated import fp4_act_quant as g_faq

        out = tuple(poison_like(o) for o in outs)
        g_faq.fp4_act_quant(inp["x"], out=out)
        return sum(mismatches(a, b) for a, b in zip(out, outs))

    cases["fp4_act_quant"].append(Case("fp4_act_quant", f"{R(4096)}x7168 b32 codes", make_fq, call_fq, check_fq, poisoned_fq, ("mismatch", 0)))

    # sparse_attn: decode first (cheap), the -1 trap, then prefill
    for b, m, n, topk, label in ((4, 1, 1152, 640, "decode"), (4, 1, 1152, 640, "trap"), (1, 4096, 5120, 640, "prefill")):

        def make(seed, b=b, m=R(m), n=n, topk=topk, label=label):
            g = gen(seed)
            idx = torch.randint(0, n, (b, m, topk), generator=g, device=dev, dtype=torch.int32)
            skip = torch.rand(b, m, topk, generator=g, device=dev, dtype=torch.float32) < 0.1
            skip[..., 0] = False  # keeps clear of upstream's known trap (a first 64-index block all -1)
            idx = torch.where(skip, torch.full_like(idx, -1), idx)
            if label == "trap":
                idx[0, :, :64] = -1  # upstream's NaN case: the whole first 64-index block -1
                idx[1, :, :] = -1  # no valid index at all: 0
            return {
                "q": torch.randn(b, m, 16, 512, generator=g, device=dev, dtype=torch.float32).to(torch.bfloat16),
                "kv": torch.randn(b, n, 512, generator=g, device=dev, dtype=torch.float32).to(torch.bfloat16),
                "attn_sink": torch.randn(16, generator=g, device=dev, dtype=torch.float32),
                "topk_idxs": idx,
            }

        def call(mod, inp):
            return (mod.sparse_attn(inp["q"], inp["kv"], inp["attn_sink"], inp["topk_idxs"], 512**-0.5),)

        def check(inp, outs):
            ref = cached(inp, "ref", lambda: ref_sparse_attn(inp["q"], inp["kv"], inp["attn_sink"], inp["topk_idxs"], 512**-0.5))
            o = outs[0]
            finite = torch.isfinite(o.float())
            res = {"rel_vs_ref": rel_fro(torch.where(finite, o.float(), torch.zeros_like(ref)), ref), "nan": nan_count(o)}
            return res

        def poisoned(inp, outs):
            from generated import sparse_attn as g_sa

            out = poison_like(outs[0])
            g_sa.sparse_attn(inp["q"], inp["kv"], inp["attn_sink"], inp["topk_idxs"], scale=512**-0.5, out=out)
            return mismatches(out, outs[0])

        shape = f"{label} b{b} m{R(m)} n{n} topk{topk} h16 d512" + (" (batch 0: first 64 idx -1; batch 1: all -1)" if label == "trap" else "")
        cases["sparse_attn"].append(Case("sparse_attn", shape, make, call, check, poisoned, ("rel_vs_ref", 1e-2)))

    # fp8_gemm: decode, 128 tokens, prefill
    for m, n, k in ((4, 7168, 7168), (128, 7168, 7168), (4096, 7168, 7168)):

        def make(seed, m=R(m), n=n, k=k):
            g = gen(seed)
            x = torch.randn(m, k, generator=g, device=dev, dtype=torch.float32).to(torch.bfloat16)
            a, sa, _ = ref_act_quant(x, 128, True)
            b, sb = quant_fp8_weight(torch.randn(n, k, generator=g, device=dev, dtype=torch.float32) * k**-0.5)
            return {"a": a, "a_s": sa.to(E8M0), "b": b, "b_s": sb}

        def call(mod, inp):
            return (mod.fp8_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"], E8M0),)

        def check(inp, outs):
            ref = cached(inp, "ref", lambda: ref_fp8_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"]))
            return {"rel_vs_ref": rel_fro(outs[0], ref), "nan": nan_count(outs[0])}

        def poisoned(inp, outs):
            from generated import fp8_gemm as g_f8

            out = poison_like(outs[0])
            g_f8.fp8_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"], scale_dtype="e8m0", out=out)
            return mismatches(out, outs[0])

        cases["fp8_gemm"].append(Case("fp8_gemm", f"{R(m)}x{n}x{k} e8m0", make, call, check, poisoned, ("rel_vs_ref", 1e-2)))

    # fp4_gemm: decode, prefill
    for m, n, k in ((8, 3072, 7168), (4096, 3072, 7168)):

        def make(seed, m=R(m), n=n, k=k):
            g = gen(seed)
            x = torch.randn(m, k, generator=g, device=dev, dtype=torch.float32).to(torch.bfloat16)
            a, sa, _ = ref_act_quant(x, 128, True)
            packed, sb, _ = ref_mxfp4(torch.randn(n, k, generator=g, device=dev, dtype=torch.float32) * k**-0.5)
            return {"a": a, "a_s": sa.to(E8M0), "b": packed.view(torch.float4_e2m1fn_x2), "b_s": sb.to(E8M0)}

        def call(mod, inp):
            return (mod.fp4_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"], E8M0),)

        def check(inp, outs):
            ref = cached(inp, "ref", lambda: ref_fp4_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"]))
            return {"rel_vs_ref": rel_fro(outs[0], ref), "nan": nan_count(outs[0])}

        def poisoned(inp, outs):
            from generated import fp4_gemm as g_f4

            out = poison_like(outs[0])
            g_f4.fp4_gemm(inp["a"], inp["a_s"], inp["b"], inp["b_s"], out=out)
            return mismatches(out, outs[0])

        cases["fp4_gemm"].append(Case("fp4_gemm", f"{R(m)}x{n}x{k} e8m0", make, call, check, poisoned, ("rel_vs_ref", 1e-2)))
    return cases


# --- timing --------------------------------------------------------------------------------------


def l2_bytes() -> int:
    props = torch.cuda.get_device_properties(torch.cuda.current_device())
    size = getattr(props, "L2_cache_size", 0) or 0
    if not size:
        size = (60 if "H200" in props.name else 50) * 2**20
    return int(size)


def time_us(fn, copies: list, runs: int, warmup: int) -> float:
    """Median GPU time of fn(inputs) between CUDA events, rotating through copies; each call
    after a GPU spin, so the host's time (argument checks, dispatch, launch) never shows."""
    for i in range(warmup):
        fn(copies[i % len(copies)])
    torch.cuda.synchronize()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(runs)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(runs)]
    for i in range(runs):
        torch.cuda._sleep(SPIN_CYCLES)
        starts[i].record()
        fn(copies[(warmup + i) % len(copies)])
        ends[i].record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in zip(starts, ends)) * 1e3


# --- running a case ------------------------------------------------------------------------------


def verdict_of(case: Case, agreement: dict) -> bool:
    key, tol = case.tol
    if key == "mismatch":
        return all(v == 0 for k, v in agreement.items() if k in ("y_mismatch", "s_mismatch"))
    return agreement.get(key, math.inf) <= tol and agreement.get("nan", 0) == 0


def agreement_text(case: Case, row: dict) -> str:
    k, u, x = row.get("kgen_vs_ref"), row.get("upstream_vs_ref"), row.get("upstream_vs_kgen")
    parts = []
    if case.tol[0] == "mismatch":
        if k:
            parts.append(f"kgen-ref y {k.get('y_mismatch')}" + (f" s {k['s_mismatch']}" if "s_mismatch" in k else "") + f" /{k.get('elements')}")
        if u:
            parts.append(f"up-ref y {u.get('y_mismatch')}" + (f" s {u['s_mismatch']}" if "s_mismatch" in u else ""))
            if "y_mismatch_vs_bf16_rounding" in u:
                parts.append(f"up-ref(bf16 rounding) y {u['y_mismatch_vs_bf16_rounding']}")
                if u.get("y_mismatch") and u["y_mismatch_vs_bf16_rounding"] == 0:
                    parts.append("upstream's in-place act_quant rounds through bf16, not fp8 (a kernel.py from before upstream's FP8 fix)")
        if x is not None:
            parts.append(f"up-kgen {x}")
    elif case.tol[0] == "max_abs_vs_ref":
        if k:
            parts.append(f"kgen max|err| {k['max_abs_vs_ref']:.1e}")
        if u:
            parts.append(f"up {u['max_abs_vs_ref']:.1e}")
        if x is not None:
            parts.append(f"up-kgen {x:.1e}")
    else:
        if k:
            parts.append(f"kgen rel {k['rel_vs_ref']:.2e}" + (f" NaN {k['nan']}" if k.get("nan") else ""))
        if u:
            parts.append(f"up rel {u['rel_vs_ref']:.2e}" + (f" NaN {u['nan']}" if u.get("nan") else ""))
        if x is not None:
            parts.append(f"up-kgen {x:.2e}")
    if row.get("kgen_poisoned_out_error"):
        parts.append(f"poisoned out= run failed: {row['kgen_poisoned_out_error']}")
    if row.get("kgen_poisoned_out_diff") not in (None, 0):
        parts.append(f"POISONED out= differs {row['kgen_poisoned_out_diff']}")
    if row.get("kgen_ok") is False:
        parts.append("KGEN OUT OF TOLERANCE")
    return "; ".join(parts)


def compare_outputs(case: Case, a: tuple, b: tuple):
    """upstream vs kgen: mismatch count (quantizers), max abs (sinkhorn), rel Frobenius."""
    if case.tol[0] == "mismatch":
        return sum(mismatches(x.view(torch.uint8) if x.dtype == torch.float4_e2m1fn_x2 else x, y.view(torch.uint8) if y.dtype == torch.float4_e2m1fn_x2 else y) for x, y in zip(a, b))
    if case.tol[0] == "max_abs_vs_ref":
        return max(max_abs(x, y) for x, y in zip(a, b))
    return rel_fro(torch.nan_to_num(a[0].float()), torch.nan_to_num(b[0].float()))


def run_case(case: Case, upstream, kgen_v4, args, dev: str) -> dict:
    row = {"op": case.op, "shape": case.shape}
    inp = case.make(args.seed)
    if args.dry_run:
        # kgen's drop-in on meta twins of the inputs (shapes and dtypes only), the reference on data.
        outs_meta = case.call(kgen_v4, meta_twin(inp))
        outs_ref = case.call(RefModule, clone_inputs(inp)) if case.op in RefModule.OPS else None
        row["kgen_meta_shapes"] = [[list(o.shape), str(o.dtype)] for o in outs_meta]
        if outs_ref is not None:
            want = [[list(o.shape), str(o.dtype)] for o in outs_ref]
            row["shapes_match_reference"] = row["kgen_meta_shapes"] == want
            row["reference_self_check"] = case.check(inp, outs_ref)
        row["agreement"] = f"dry run: kgen shapes {'match' if row.get('shapes_match_reference') else 'DIFFER FROM'} the reference's" if outs_ref is not None else "dry run"
        return row
    # kgen
    k_inp = clone_inputs(inp)
    try:
        k_out = tuple(case.call(kgen_v4, k_inp))
        torch.cuda.synchronize()
        row["kgen_vs_ref"] = case.check(inp, k_out)
        row["kgen_ok"] = verdict_of(case, row["kgen_vs_ref"])
        row["kgen_nan"] = sum(nan_count(o) for o in k_out)
    except Exception as e:
        row["kgen_error"] = first_line(e)
        k_out = None
        traceback.print_exc()
    if k_out is not None and case.poisoned is not None:
        try:
            row["kgen_poisoned_out_diff"] = case.poisoned(clone_inputs(inp), k_out)
        except Exception as e:
            row["kgen_poisoned_out_error"] = first_line(e)
    # upstream
    u_out = None
    if upstream is None:
        row["upstream_error"] = "upstream kernel.py did not import"
    else:
        u_inp = clone_inputs(inp)
        try:
            u_out = tuple(case.call(upstream, u_inp))
            torch.cuda.synchronize()
            row["upstream_vs_ref"] = case.check(inp, u_out)
            row["upstream_ok"] = verdict_of(case, row["upstream_vs_ref"])
            row["upstream_nan"] = sum(nan_count(o) for o in u_out)
        except Exception as e:
            row["upstream_error"] = first_line(e)
            traceback.print_exc()
    if k_out is not None and u_out is not None:
        try:
            row["upstream_vs_kgen"] = compare_outputs(case, u_out, k_out)
        except Exception as e:
            row["upstream_vs_kgen_error"] = first_line(e)
    del k_out, u_out
    inp.pop("_cache", None)
    # timing
    if not args.no_time:
        per_call = max(nbytes(inp), 1)
        n_copies = max(2, min(64, math.ceil(2 * l2_bytes() / per_call)))
        copies = [inp] + [clone_inputs(inp) for _ in range(n_copies - 1)]
        row["copies"] = n_copies
        for side, mod in (("kgen", kgen_v4), ("upstream", upstream)):
            if mod is None or f"{side}_error" in row:
                continue
            try:
                row[f"{side}_us"] = time_us(lambda c, mod=mod: case.call(mod, c), copies, args.runs, args.warmup)
            except Exception as e:
                row[f"{side}_time_error"] = first_line(e)
        del copies
    if row.get("upstream_us") and row.get("kgen_us"):
        row["speedup"] = row["upstream_us"] / row["kgen_us"]
    row["agreement"] = agreement_text(case, row)
    if "kgen_error" in row:
        row["agreement"] = f"kgen failed: {row['kgen_error']}; " + row["agreement"]
    if "upstream_error" in row:
        row["agreement"] += f"; upstream failed: {row['upstream_error']}"
    for side in ("kgen", "upstream"):
        if f"{side}_time_error" in row:
            row["agreement"] += f"; {side} timing failed: {row[f'{side}_time_error']}"
    return row


class RefModule:
    """The references behind upstream's API, for the dry run's shape check."""

    OPS = set(OPS)

    @staticmethod
    def act_quant(x, block_size=128, scale_fmt=None, scale_dtype=torch.float32, inplace=False):
        x2 = x.reshape(-1, x.shape[-1])
        y, s, fake = ref_act_quant(x2.contiguous(), block_size, scale_fmt is not None)
        if inplace:
            x.copy_(fake.view(x.shape))
            return x
        return y.view(x.shape), s.to(scale_dtype).view(*x.shape[:-1], -1)

    @staticmethod
    def fp4_act_quant(x, block_size=32, inplace=False):
        x2 = x.reshape(-1, x.shape[-1])
        packed, s, fake = ref_mxfp4(x2.contiguous(), block_size)
        if inplace:
            x.copy_(fake.view(x.shape))
            return x
        return packed.view(torch.float4_e2m1fn_x2).view(*x.shape[:-1], -1), s.to(torch.float8_e8m0fnu).view(*x.shape[:-1], -1)

    @staticmethod
    def fp8_gemm(a, a_s, b, b_s, scale_dtype=torch.float32):
        c = ref_fp8_gemm(a.reshape(-1, a.shape[-1]), a_s.reshape(-1, a_s.shape[-1]), b, b_s)
        return c.to(torch.bfloat16).view(*a.shape[:-1], -1)

    @staticmethod
    def fp4_gemm(a, a_s, b, b_s, scale_dtype=torch.float32):
        c = ref_fp4_gemm(a.reshape(-1, a.shape[-1]), a_s.reshape(-1, a_s.shape[-1]), b, b_s)
        return c.to(torch.bfloat16).view(*a.shape[:-1], -1)

    @staticmethod
    def sparse_attn(q, kv, attn_sink, topk_idxs, softmax_scale):
        return ref_sparse_attn(q, kv, attn_sink, topk_idxs, softmax_scale).to(torch.bfloat16)

    @staticmethod
    def hc_split_sinkhorn(mixes, hc_scale, hc_base, hc_mult=4, sinkhorn_iters=20, eps=1e-6):
        return tuple(t.float() for t in ref_hc(mixes, hc_scale, hc_base, hc_mult, sinkhorn_iters, eps))


# --- the model -----------------------------------------------------------------------------------

MODEL_CONFIG = dict(
    # Flash's per-rank shapes at world size 1 (so every GEMM is one kgen was built for):
    # 16 heads, 2 output groups, 16 indexer heads; few layers, experts and tokens.
    max_batch_size=2,
    max_seq_len=512,
    dtype="fp8",
    scale_fmt="ue8m0",
    expert_dtype="fp4",
    scale_dtype="fp8",
    vocab_size=1024,
    dim=4096,
    moe_inter_dim=2048,
    n_layers=3,
    n_hash_layers=0,
    n_mtp_layers=0,
    n_heads=16,
    n_routed_experts=4,
    n_shared_experts=1,
    n_activated_experts=2,
    score_func="sqrtsoftplus",
    route_scale=1.5,
    swiglu_limit=10.0,
    q_lora_rank=1024,
    head_dim=512,
    rope_head_dim=64,
    o_groups=2,
    o_lora_rank=1024,
    window_size=128,
    compress_ratios=(0, 4, 128),
    compress_rope_theta=160000.0,
    original_seq_len=65536,
    rope_theta=10000.0,
    rope_factor=16,
    beta_fast=32,
    beta_slow=1,
    index_n_heads=16,
    index_head_dim=128,
    index_topk=512,
    hc_mult=4,
    hc_sinkhorn_iters=20,
    hc_eps=1e-6,
)
PREFILL_TOKENS, DECODE_STEPS = 256, 4  # decode positions 256..259: the ratio-4 compressor fires at 259


def model_imports(model_py: Path) -> list[str]:
    """Top-level module names model.py imports anywhere (function bodies included)."""
    names = []
    for node in ast.walk(ast.parse(model_py.read_text())):
        if isinstance(node, ast.Import):
            names += [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.append(node.module.split(".")[0])
    return sorted(set(names))


def hadamard_stub() -> types.ModuleType:
    """fast_hadamard_transform.hadamard_transform(x, scale) in torch: x @ H * scale, with H the
    Sylvester Hadamard matrix of x's last dim (a power of two), computed in fp32."""
    mod = types.ModuleType("fast_hadamard_transform")
    cache = {}

    def hadamard_transform(x, scale=1.0):
        n = x.shape[-1]
        key = (n, x.device)
        if key not in cache:
            h = torch.ones(1, 1, dtype=torch.float32, device=x.device)
            while h.shape[0] < n:
                h = torch.cat([torch.cat([h, h], 1), torch.cat([h, -h], 1)], 0)
            cache[key] = h
        return ((x.float() @ cache[key]) * scale).to(x.dtype)

    mod.hadamard_transform = hadamard_transform
    mod.__kgen_stub__ = True
    return mod


def load_model_module(model_py: Path, kernel_module):
    """model.py imported afresh with kernel_module bound as `kernel`."""
    sys.modules.pop("model", None)
    sys.modules["kernel"] = kernel_module
    spec = importlib.util.spec_from_file_location("model", model_py)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["model"] = mod
    spec.loader.exec_module(mod)
    return mod


def init_weights(M, model, seed: int, device: str) -> None:
    """Random weights a forward pass keeps finite: fp8 weights quantized per 128 x 128 block and
    MXFP4 experts per 32 with power-of-two scales; std fan_in^-0.5 for projections."""
    meta = device == "meta"
    g = None if meta else torch.Generator(device=device).manual_seed(seed)

    def randn(*shape):
        return torch.empty(*shape, dtype=torch.float32, device="meta") if meta else torch.randn(*shape, generator=g, device=device, dtype=torch.float32)

    def rand(*shape):
        return torch.empty(*shape, dtype=torch.float32, device="meta") if meta else torch.rand(*shape, generator=g, device=device, dtype=torch.float32)

    done = set()
    for mod in model.modules():
        if not isinstance(mod, M.Linear):
            continue
        w = mod.weight
        out_f, in_f = w.shape[0], mod.in_features
        wf = randn(out_f, in_f) * in_f**-0.5
        if w.dtype == torch.float8_e4m3fn:
            q, s = (
                (torch.empty(out_f, in_f, dtype=torch.float8_e4m3fn, device="meta"), torch.empty(out_f // 128, in_f // 128, dtype=torch.float8_e8m0fnu, device="meta"))
                if meta
                else quant_fp8_weight(wf)
            )
            w.data.copy_(q)
            mod.scale.data.view(torch.uint8).copy_(s.view(torch.uint8))
        elif w.dtype == torch.float4_e2m1fn_x2:
            if meta:
                packed, s = torch.empty(out_f, in_f // 2, dtype=torch.uint8, device="meta"), torch.empty(out_f, in_f // 32, dtype=torch.float32, device="meta")
            else:
                packed, s, _ = ref_mxfp4(wf)
            w.data.view(torch.uint8).copy_(packed)
            mod.scale.data.view(torch.uint8).copy_(s.to(torch.float8_e8m0fnu).view(torch.uint8))
        else:
            w.data.copy_(wf)
        done.add(id(w))
        if getattr(mod, "scale", None) is not None:
            done.add(id(mod.scale))
        if getattr(mod, "bias", None) is not None:
            mod.bias.data.zero_()
            done.add(id(mod.bias))
    for name, p in model.named_parameters():
        if id(p) in done or not p.dtype.is_floating_point:
            continue
        leaf = name.split(".")[-1]
        shape = tuple(p.shape)
        if "norm" in name and leaf == "weight":
            v = 1 + 0.1 * randn(*shape)
        elif leaf == "attn_sink":
            v = 0.5 * randn(*shape)
        elif leaf.endswith("_fn"):
            v = randn(*shape) * shape[-1] ** -0.5  # mixes ~ N(0, 1) after the rms scaling
        elif leaf.endswith("_base"):
            v = 0.5 * randn(*shape)
        elif leaf.endswith("_scale"):
            v = 0.25 + 0.5 * rand(*shape)
        elif leaf == "ape":
            v = 0.1 * randn(*shape)
        elif leaf == "bias":
            v = torch.zeros(shape, dtype=torch.float32, device="meta" if meta else device)
        elif name.startswith("embed"):
            v = randn(*shape)
        else:
            v = randn(*shape) * (shape[-1] ** -0.5 if len(shape) >= 2 else 0.1)
        p.data.copy_(v)


def copy_weights(src, dst) -> None:
    srcs = dict(src.named_parameters())
    for name, p in dst.named_parameters():
        q = srcs[name]
        if p.element_size() == 1:
            p.data.view(torch.uint8).copy_(q.data.view(torch.uint8))
        else:
            p.data.copy_(q.data)


MODEL_PAIRS = (("kgen", "upstream"), ("kgen", "reference"), ("upstream", "reference"))


def model_steps(logits: dict) -> list:
    steps = []
    n = max(len(v) for v in logits.values())
    for i in range(n):
        step = {"step": "prefill" if i == 0 else f"decode {PREFILL_TOKENS + i - 1}"}
        for a, b in MODEL_PAIRS:
            if a in logits and b in logits and i < len(logits[a]) and i < len(logits[b]):
                x, y = logits[a][i], logits[b][i]
                step[f"{a}_vs_{b}"] = {"max_abs": max_abs(x, y), "rel": rel_fro(x, y), "top1_agree": float((x.argmax(-1) == y.argmax(-1)).float().mean())}
        any_run = next(v[i] for v in logits.values() if i < len(v))
        step["logit_rms"] = float(any_run.double().pow(2).mean().sqrt())
        steps.append(step)
    return steps


def run_model(args, v4_dir: Path, upstream, kgen_v4, dev: str, save=lambda res: None) -> dict:
    """Three runs of model.py's forward, same weights and tokens: upstream's kernels, kgen's,
    and this tool's torch references (RefModule: fp64 GEMMs, fp32 attention) as a third opinion."""
    res = {"config": {k: (list(v) if isinstance(v, tuple) else v) for k, v in MODEL_CONFIG.items()}, "prefill_tokens": PREFILL_TOKENS, "decode_steps": DECODE_STEPS, "notes": []}
    model_py = v4_dir / "model.py"
    if not model_py.is_file():
        res["status"] = f"not run: no model.py in {v4_dir}"
        return res
    needed = [n for n in model_imports(model_py) if n != "kernel"]
    res["imports"] = needed
    missing = [n for n in needed if importlib.util.find_spec(n) is None]
    if "fast_hadamard_transform" in missing:
        sys.modules["fast_hadamard_transform"] = hadamard_stub()
        missing.remove("fast_hadamard_transform")
        res["notes"].append("fast_hadamard_transform is not installed: a torch stand-in (x @ H * scale, fp32) served every run (the indexer's rotations)")
    if missing:
        res["status"] = f"not run: model.py imports {missing}, which are not installed"
        return res
    res["notes"].append("world size 1 (torch.distributed not initialized): model.py's all-reduces are skipped")
    runs = ([("upstream", upstream)] if upstream is not None else []) + [("kgen", kgen_v4), ("reference", RefModule)]
    if upstream is None:
        res["notes"].append("upstream kernel.py did not import: kgen's and the reference's runs only")
    prev_dtype = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16)
    logits, first = {}, None
    try:
        for label, kmod in runs:
            t = time.time()
            try:
                M = load_model_module(model_py, kmod)
                fields = {f.name for f in dataclasses.fields(M.ModelArgs)}
                dropped = sorted(set(MODEL_CONFIG) - fields)
                if dropped and not any("ModelArgs has no" in n for n in res["notes"]):
                    res["notes"].append(f"ModelArgs has no {dropped}: left out")
                margs = M.ModelArgs(**{k: v for k, v in MODEL_CONFIG.items() if k in fields})
                with torch.device(dev if not args.dry_run else "meta"):
                    model = M.Transformer(margs)
                if first is None:
                    init_weights(M, model, args.seed, dev if not args.dry_run else "meta")
                    first = model
                else:
                    copy_weights(first, model)
                if args.dry_run:
                    res[f"{label}_built"] = f"{sum(p.numel() for p in model.parameters()) / 1e6:.1f}M parameters on meta"
                    log(f"model ({label} kernels): built on meta, {res[f'{label}_built']}; forward skipped (dry run)")
                    continue
                g = torch.Generator(device=dev).manual_seed(args.seed + 1)
                bsz = MODEL_CONFIG["max_batch_size"]
                tokens = torch.randint(0, MODEL_CONFIG["vocab_size"], (bsz, PREFILL_TOKENS + DECODE_STEPS), generator=g, device=dev)
                outs = []
                # The model returns the last position's logits; the head's input holds every
                # position's, so the comparison sees all of them (prefill: bsz x 256 rows).
                head, captured = model.head, []

                def get_logits(x, head=head, plain=head.get_logits, captured=captured):
                    captured.append(torch.nn.functional.linear(x.float(), head.weight).flatten(0, -2))
                    return plain(x)

                head.get_logits = get_logits
                torch.set_default_device(dev)  # model.py builds index tensors with the default device
                try:
                    model(tokens[:, :PREFILL_TOKENS], 0)
                    outs.append(captured[-1])
                    for i in range(DECODE_STEPS):
                        pos = PREFILL_TOKENS + i
                        model(tokens[:, pos : pos + 1], pos)
                        outs.append(captured[-1])
                    if dev == "cuda":
                        torch.cuda.synchronize()
                finally:
                    torch.set_default_device("cpu")
                logits[label] = outs
                res[f"{label}_s"] = round(time.time() - t, 1)
                res[f"{label}_nan"] = sum(int(torch.isnan(o).sum()) for o in outs)
                log(f"model ({label} kernels): prefill + {DECODE_STEPS} decode steps in {time.time() - t:.1f} s (compiles included), NaN {res[f'{label}_nan']}")
            except Exception as e:
                res[f"{label}_error"] = first_line(e)
                log(f"model ({label} kernels) FAILED: {first_line(e)}")
                traceback.print_exc()
            if logits:
                res["steps"] = model_steps(logits)
            save(res)
    finally:
        torch.set_default_dtype(prev_dtype)
        sys.modules.pop("model", None)
        sys.modules.pop("kernel", None)
    pairs = [f"{a} vs {b}" for a, b in MODEL_PAIRS if a in logits and b in logits]
    errors = "; ".join(f"{k.removesuffix('_error')} run failed: {v}" for k, v in res.items() if k.endswith("_error"))
    if args.dry_run:
        res["status"] = "dry run: built on meta, not run"
    elif pairs:
        res["status"] = "compared " + ", ".join(pairs) + (f" ({errors})" if errors else "")
    else:
        res["status"] = "not compared" + (f": {errors}" if errors else "")
    return res


# --- main ----------------------------------------------------------------------------------------


def load_upstream(v4_dir: Path):
    path = v4_dir / "kernel.py"
    spec = importlib.util.spec_from_file_location("v4_upstream_kernel", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    missing = [n for n in OPS if not callable(getattr(mod, n, None))]
    if missing:
        raise ImportError(f"{path} has no {missing}")
    return mod


def environment(dev: str) -> dict:
    env = {}
    try:
        if dev == "cuda":
            from kgen.bench import environment as kgen_env

            env = kgen_env()
    except Exception as e:
        env["environment_error"] = first_line(e)
    if "device" not in env:
        env["device"] = torch.cuda.get_device_name() if dev == "cuda" else "cpu"
    if "git_sha" not in env:
        try:
            from kgen.bench import git_sha

            env["git_sha"] = git_sha()
        except Exception:  # kgen's compiler (kgen.bench) not installed here: the runtime's settings
            from kgen.runtime import settings

            env["git_sha"] = settings.current().git_sha or "unknown"
    env.setdefault("date", datetime.date.today().isoformat())
    env.setdefault("torch", torch.__version__)
    try:
        import tilelang

        env.setdefault("tilelang", tilelang.__version__)
    except Exception:
        pass
    return env


def table(rows: list) -> str:
    lines = ["| op | shape | upstream us | kgen us | speedup | agreement |", "|---|---|---|---|---|---|"]
    for r in rows:
        up = f"{r['upstream_us']:.1f}" if r.get("upstream_us") else ("failed" if "upstream_error" in r else "-")
        kg = f"{r['kgen_us']:.1f}" if r.get("kgen_us") else ("failed" if "kgen_error" in r else "-")
        sp = f"{r['speedup']:.2f}x" if r.get("speedup") else "-"
        lines.append(f"| {r['op']} | {r['shape']} | {up} | {kg} | {sp} | {r.get('agreement', '')} |")
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--v4", required=True, type=Path, help="upstream's inference/ folder (kernel.py, model.py)")
    p.add_argument("--out", type=Path, default=ROOT / "bench" / "results", help="where the JSON record goes (default bench/results/)")
    p.add_argument("--model", action="store_true", help="also run model.py's forward with each kernel module")
    p.add_argument("--ops", default="all", help="comma-separated ops to compare, 'all' (default) or 'none' (with --model: the model only)")
    p.add_argument("--runs", type=int, default=30, help="timed calls per side (median; at least 20)")
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--budget-s", type=float, default=330.0, help="start no comparison after this many seconds (the rest is reported as skipped)")
    p.add_argument("--no-time", action="store_true", help="compare only, no timing")
    p.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    p.add_argument("--dry-run", action="store_true", help="no upstream run, no timing: build inputs (fewer rows), check references, kgen's shapes on meta")
    args = p.parse_args(argv)
    if args.runs < 20:
        p.error("--runs: expected at least 20")
    ops = OPS if args.ops == "all" else [] if args.ops == "none" else [o.strip() for o in args.ops.split(",") if o.strip()]
    bad = [o for o in ops if o not in OPS]
    if bad:
        p.error(f"--ops: expected names from {OPS}, 'all' or 'none', got {bad}")
    if args.device == "cpu" and not args.dry_run:
        p.error("--device cpu needs --dry-run (the kernels run on CUDA only)")
    if args.device == "cuda" and not torch.cuda.is_available():
        p.error("no CUDA device: run on a GPU, or pass --device cpu --dry-run")
    v4_dir = args.v4.resolve()
    dev = args.device
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.set_default_dtype(torch.bfloat16)  # as generate.py: upstream's GEMMs allocate C in the default dtype

    env = environment(dev)
    sha = env.get("git_sha", "unknown")
    name = f"{env['device'].replace(' ', '-')}-{env['date']}-{sha}-v4-compare.json"
    args.out.mkdir(parents=True, exist_ok=True)
    out_path = args.out / name
    kernel_py = v4_dir / "kernel.py"
    record = {
        "environment": env,
        "run": "v4-compare",
        "dry_run": args.dry_run,
        "upstream": {
            "path": str(v4_dir),
            "kernel_py_sha256": hashlib.sha256(kernel_py.read_bytes()).hexdigest() if kernel_py.is_file() else None,
            "source": (v4_dir.parent / "SOURCE").read_text() if (v4_dir.parent / "SOURCE").is_file() else None,
        },
        "args": {k: str(v) for k, v in vars(args).items()},
        "comparisons": [],
        "model": None,
    }

    def save():
        tmp = out_path.with_name(f".{out_path.name}.tmp")
        tmp.write_text(json.dumps(record, indent=1, default=str) + "\n")
        os.replace(tmp, out_path)

    log(f"v4_compare: upstream {v4_dir}, device {env['device']}, tilelang {env.get('tilelang')}, torch {torch.__version__}, sha {sha}")
    upstream = None
    try:
        upstream = load_upstream(v4_dir)
        log("upstream kernel.py imported")
    except Exception as e:
        record["upstream"]["import_error"] = first_line(e)
        log(f"upstream kernel.py did not import: {first_line(e)}")
        traceback.print_exc()
    upstream_module = upstream
    if args.dry_run:
        upstream = None  # never run upstream's kernels in a dry run (the model is only built)
    from kgen import deepseek_v4 as kgen_v4

    if dev == "cuda":
        log(f"L2 {l2_bytes() / 2**20:.0f} MiB; {args.runs} timed calls a side after {args.warmup} warm-up")
    rows = record["comparisons"]
    all_cases = build_cases(dev, small=args.dry_run)
    for op in ops:
        for case in all_cases[op]:
            if time.time() - T0 > args.budget_s:
                rows.append({"op": case.op, "shape": case.shape, "agreement": f"skipped: past --budget-s {args.budget_s:.0f}"})
                log(f"{case.op} {case.shape}: skipped (budget)")
                continue
            t = time.time()
            try:
                row = run_case(case, upstream, kgen_v4, args, dev)
            except Exception as e:
                row = {"op": case.op, "shape": case.shape, "agreement": f"comparison failed: {first_line(e)}"}
                traceback.print_exc()
            row["wall_s"] = round(time.time() - t, 1)
            rows.append(row)
            log(f"{case.op} {case.shape}: upstream {row.get('upstream_us', '-')} us, kgen {row.get('kgen_us', '-')} us | {row.get('agreement')} [{row['wall_s']} s]")
            save()
            if dev == "cuda":
                torch.cuda.empty_cache()
    if args.model:
        if time.time() - T0 > args.budget_s:
            record["model"] = {"status": f"skipped: past --budget-s {args.budget_s:.0f} (run it alone: --ops none --model)"}
        else:
            try:

                def save_model(res):
                    record["model"] = res
                    save()

                record["model"] = run_model(args, v4_dir, upstream_module, kgen_v4, dev, save_model)
            except Exception as e:
                record["model"] = {"status": f"failed: {first_line(e)}"}
                traceback.print_exc()
        save()
    log("")
    if rows:
        log(table(rows))
        log(
            "\nkgen-ref / up-ref: kgen's / upstream's output against this tool's torch reference (quantizers: differing"
            " codes y and scales s; sinkhorn: max abs error; GEMMs and attention: relative Frobenius error). up-kgen:"
            " upstream against kgen (differing elements; max abs; ||up - kgen|| / ||kgen||). Tolerances: quantizers"
            " bit-exact, sinkhorn 1e-5, GEMMs and attention 1e-2. Times: median GPU us, CUDA events."
        )
    m = record["model"]
    if m:
        log("")
        log(f"model: {m.get('status')}")
        for note in m.get("notes", []):
            log(f"  note: {note}")
        if m.get("steps"):
            log("")
            log("| step | " + " | ".join(f"{a} vs {b}: max abs / rel / top-1" for a, b in MODEL_PAIRS) + " | logit rms |")
            log("|---|" + "---|" * (len(MODEL_PAIRS) + 1))
            for s in m["steps"]:
                cells = []
                for a, b in MODEL_PAIRS:
                    c = s.get(f"{a}_vs_{b}")
                    cells.append(f"{c['max_abs']:.3e} / {c['rel']:.3e} / {c['top1_agree']:.2f}" if c else "-")
                log(f"| {s['step']} | " + " | ".join(cells) + f" | {s['logit_rms']:.3f} |")
    record["wall_s"] = round(time.time() - T0, 1)
    save()
    log(f"\nrecord: {out_path} ({record['wall_s']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
