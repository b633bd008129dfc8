"""kgen.deepseek_v4, the drop-in for DeepSeek-V4's inference/kernel.py: upstream's signatures,
the shapes and dtypes it returns (meta tensors: shapes only, no GPU), and clear refusals of
what kgen has no kernel for."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
import torch

from kgen import deepseek_v4 as v4
from kgen.runtime.errors import OpArgumentError

ROOT = Path(__file__).resolve().parents[1]
EMPTY = inspect.Parameter.empty
E8M0, FP32, BF16 = torch.float8_e8m0fnu, torch.float32, torch.bfloat16
FP8, FP4 = torch.float8_e4m3fn, torch.float4_e2m1fn_x2

# model.py's import line, upstream (DeepSeek-V4-Flash inference/model.py):
UPSTREAM_IMPORT = "from kernel import act_quant, fp4_act_quant, fp8_gemm, fp4_gemm, sparse_attn, hc_split_sinkhorn"
# Upstream's signatures (inference/kernel.py), parameter names and defaults in order.
UPSTREAM = {
    "act_quant": [("x", EMPTY), ("block_size", 128), ("scale_fmt", None), ("scale_dtype", torch.float32), ("inplace", False)],
    "fp4_act_quant": [("x", EMPTY), ("block_size", 32), ("inplace", False)],
    "fp8_gemm": [("a", EMPTY), ("a_s", EMPTY), ("b", EMPTY), ("b_s", EMPTY), ("scale_dtype", torch.float32)],
    "fp4_gemm": [("a", EMPTY), ("a_s", EMPTY), ("b", EMPTY), ("b_s", EMPTY), ("scale_dtype", torch.float32)],
    "sparse_attn": [("q", EMPTY), ("kv", EMPTY), ("attn_sink", EMPTY), ("topk_idxs", EMPTY), ("softmax_scale", EMPTY)],
    "hc_split_sinkhorn": [("mixes", EMPTY), ("hc_scale", EMPTY), ("hc_base", EMPTY), ("hc_mult", 4), ("sinkhorn_iters", 20), ("eps", 1e-6)],
}


def meta(*shape, dtype=BF16):
    return torch.empty(*shape, dtype=dtype, device="meta")


@pytest.fixture
def bf16_default():
    """Upstream's GEMMs allocate C in the default dtype; model.py runs with bf16 as it."""
    before = torch.get_default_dtype()
    torch.set_default_dtype(torch.bfloat16)
    yield
    torch.set_default_dtype(before)


def test_model_import_line_is_met():
    names = [n.strip() for n in UPSTREAM_IMPORT.split(" import ")[1].split(",")]
    assert names == list(UPSTREAM) and sorted(v4.__all__) == sorted(names)
    for name in names:
        assert callable(getattr(v4, name)), name


@pytest.mark.parametrize("name", list(UPSTREAM))
def test_signature_matches_upstream(name):
    params = list(inspect.signature(getattr(v4, name)).parameters.values())
    assert [(p.name, p.default) for p in params] == UPSTREAM[name]
    # Every parameter can be passed by position, as model.py passes them.
    assert all(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in params)


def _upstream_kernel_py() -> Path | None:
    for p in (ROOT / ".v4" / "inference" / "kernel.py",):
        if p.is_file():
            return p
    return None


@pytest.mark.skipif(_upstream_kernel_py() is None, reason="no upstream copy under .v4/inference (tools/v4_compare.py's input)")
def test_signature_matches_the_upstream_copy():
    """Where the upstream copy is checked out, its own signatures (read with ast, not run)
    equal the hard-coded ones above."""
    tree = ast.parse(_upstream_kernel_py().read_text())
    found = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in UPSTREAM:
            args = node.args.args
            defaults = [EMPTY] * (len(args) - len(node.args.defaults)) + [ast.unparse(d) for d in node.args.defaults]
            found[node.name] = [(a.arg, d) for a, d in zip(args, defaults)]
    assert set(found) == set(UPSTREAM)
    for name, params in UPSTREAM.items():
        want = [(p, EMPTY if d is EMPTY else ("torch." + str(d).split(".")[-1] if isinstance(d, torch.dtype) else repr(d))) for p, d in params]
        assert found[name] == want, name


# --- act_quant -------------------------------------------------------------------------------


@pytest.mark.parametrize("lead", [(0,), (1,), (4001,), (16384,), (2, 3)])
@pytest.mark.parametrize("n", [7168, 1024])
@pytest.mark.parametrize("scale_fmt, scale_dtype", [("ue8m0", E8M0), ("ue8m0", FP32), (None, FP32)])
def test_act_quant_shapes(lead, n, scale_fmt, scale_dtype):
    y, s = v4.act_quant(meta(*lead, n), 128, scale_fmt, scale_dtype)
    assert (tuple(y.shape), y.dtype) == (lead + (n,), FP8)
    assert (tuple(s.shape), s.dtype) == (lead + (n // 128,), scale_dtype)


def test_act_quant_defaults_are_upstreams():
    y, s = v4.act_quant(meta(4, 7168))  # block 128, no rounding, fp32 scales
    assert (tuple(s.shape), s.dtype) == ((4, 56), FP32)


@pytest.mark.parametrize("m, scale_dtype", [(0, E8M0), (1, FP32), (4001, E8M0), (65536, E8M0)])
def test_act_quant_inplace_kv_path(m, scale_dtype):
    """model.py: act_quant(kv[..., :-rd], 64, scale_fmt, scale_dtype, True) on a [b, s, 512]
    tensor: x itself comes back (a strided view of the 512-wide rows)."""
    base = meta(1, m, 512)
    x = base[..., :448]
    got = v4.act_quant(x, 64, "ue8m0", scale_dtype, True)
    assert got is x and tuple(got.shape) == (1, m, 448) and got.dtype == BF16


def test_act_quant_inplace_copies_a_layout_kgen_does_not_read():
    """A view starting 2 bytes past a boundary: upstream copies it (x.contiguous(), then
    x.copy_); so does the drop-in, and x is still what comes back."""
    base = meta(8, 512)
    x = base[:, 1:449]
    assert v4.act_quant(x, 64, "ue8m0", E8M0, True) is x


def test_act_quant_copies_rows_kgen_does_not_read():
    x = meta(7168, 8).t()  # last dim strided: upstream reads x.contiguous()
    y, s = v4.act_quant(x, 128, "ue8m0", E8M0)
    assert tuple(y.shape) == (8, 7168) and tuple(s.shape) == (8, 56)


# --- fp4_act_quant ---------------------------------------------------------------------------


@pytest.mark.parametrize("shape", [(0, 128), (1, 128), (4001, 128), (65536, 128), (16384, 7168), (2, 4096, 16, 128)])
def test_fp4_act_quant_shapes(shape):
    y, s = v4.fp4_act_quant(meta(*shape), 32, False)
    assert (tuple(y.shape), y.dtype) == (shape[:-1] + (shape[-1] // 2,), FP4)
    assert (tuple(s.shape), s.dtype) == (shape[:-1] + (shape[-1] // 32,), E8M0)
    x = meta(*shape)
    assert v4.fp4_act_quant(x, 32, True) is x


def test_fp4_act_quant_default_is_not_inplace():
    out = v4.fp4_act_quant(meta(4, 128))
    assert isinstance(out, tuple) and len(out) == 2


# --- GEMMs -----------------------------------------------------------------------------------

FP8_SHAPES = [(7168, 7168), (512, 4096), (8192, 1024)]


@pytest.mark.parametrize("m", [0, 1, 4, 4001])
@pytest.mark.parametrize("n, k", FP8_SHAPES)
@pytest.mark.parametrize("scale_dtype", [E8M0, FP32])
def test_fp8_gemm_shapes(bf16_default, m, n, k, scale_dtype):
    c = v4.fp8_gemm(meta(m, k, dtype=FP8), meta(m, k // 128, dtype=scale_dtype), meta(n, k, dtype=FP8), meta(n // 128, k // 128, dtype=scale_dtype), scale_dtype)
    assert (tuple(c.shape), c.dtype) == ((m, n), BF16)


def test_fp8_gemm_batched_activations(bf16_default):
    """model.py passes [b, s, K] activations with [b, s, K / 128] scales."""
    c = v4.fp8_gemm(meta(2, 3, 4096, dtype=FP8), meta(2, 3, 32, dtype=E8M0), meta(1024, 4096, dtype=FP8), meta(8, 32, dtype=E8M0), E8M0)
    assert tuple(c.shape) == (2, 3, 1024) and c.dtype == BF16


def test_fp8_gemm_takes_scales_as_upstream_views_them(bf16_default):
    """upstream reads a_s as a_s.view(M, -1): flat [M * K / 128] scales work too."""
    c = v4.fp8_gemm(meta(4, 7168, dtype=FP8), meta(4 * 56, dtype=E8M0), meta(7168, 7168, dtype=FP8), meta(56, 56, dtype=E8M0), E8M0)
    assert tuple(c.shape) == (4, 7168)


@pytest.mark.parametrize("m", [0, 1, 8, 4001])
@pytest.mark.parametrize("n, k", [(3072, 7168), (4096, 2048)])
def test_fp4_gemm_shapes(bf16_default, m, n, k):
    c = v4.fp4_gemm(meta(m, k, dtype=FP8), meta(m, k // 128, dtype=E8M0), meta(n, k // 2, dtype=FP4), meta(n, k // 32, dtype=E8M0), E8M0)
    assert (tuple(c.shape), c.dtype) == ((m, n), BF16)


# --- sparse_attn -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "b, m, n, topk, h", [(1, 4096, 5120, 640, 16), (4, 1, 1152, 640, 16), (2, 0, 64, 640, 16), (1, 1, 1, 1, 16), (1, 4001, 5120, 160, 16), (1, 7, 300, 1152, 64), (3, 5, 300, 128, 4)]
)
def test_sparse_attn_shapes(b, m, n, topk, h):
    o = v4.sparse_attn(meta(b, m, h, 512), meta(b, n, 512), meta(h, dtype=FP32), meta(b, m, topk, dtype=torch.int32), 512**-0.5)
    assert (tuple(o.shape), o.dtype) == ((b, m, h, 512), BF16)


def test_sparse_attn_scale_none_is_upstreams_default():
    o = v4.sparse_attn(meta(1, 2, 16, 512), meta(1, 9, 512), meta(16, dtype=FP32), meta(1, 2, 64, dtype=torch.int32), None)
    assert tuple(o.shape) == (1, 2, 16, 512)


# --- hc_split_sinkhorn -----------------------------------------------------------------------


@pytest.mark.parametrize("b, s", [(1, 0), (1, 1), (1, 4001), (1, 16384), (4, 65536), (2, 3)])
def test_hc_split_sinkhorn_shapes(b, s):
    pre, post, comb = v4.hc_split_sinkhorn(meta(b, s, 24, dtype=FP32), meta(3, dtype=FP32), meta(24, dtype=FP32), 4, 20, 1e-6)
    assert [(tuple(t.shape), t.dtype) for t in (pre, post, comb)] == [((b, s, 4), FP32), ((b, s, 4), FP32), ((b, s, 4, 4), FP32)]


# --- refusals --------------------------------------------------------------------------------


def _a(m=4, k=7168, sd=E8M0):
    return meta(m, k, dtype=FP8), meta(m, k // 128, dtype=sd)


REFUSED = {
    "act_quant scale_dtype bf16": (lambda: v4.act_quant(meta(4, 7168), 128, "ue8m0", BF16), "argument 'scale_dtype'", "got torch.bfloat16"),
    "act_quant scale_fmt": (lambda: v4.act_quant(meta(4, 7168), 128, "ue4m3", E8M0), "argument 'scale_fmt'", "got 'ue4m3'"),
    "act_quant e8m0 unrounded": (lambda: v4.act_quant(meta(4, 7168), 128, None, E8M0), "(block_size, scale_fmt, scale_dtype)", "scale_fmt=None, scale_dtype=torch.float8_e8m0fnu"),
    "act_quant block 64 ue8m0 fp32": (lambda: v4.act_quant(meta(4, 448), 64, "ue8m0", FP32), "(block_size, scale_fmt, scale_dtype)", "block_size=64"),
    "act_quant block 32": (lambda: v4.act_quant(meta(4, 7168), 32, "ue8m0", E8M0), "argument 'block_size'", "got 32"),
    "act_quant inplace unrounded": (lambda: v4.act_quant(meta(4, 448), 64, None, FP32, True), "argument 'scale_fmt'", "inplace=True"),
    "act_quant N not a block multiple": (lambda: v4.act_quant(meta(4, 100), 64, "ue8m0", E8M0), "argument 'x'", "shape (4, 100)"),
    "act_quant N not built": (lambda: v4.act_quant(meta(4, 640), 128, "ue8m0", E8M0), "argument 'N'", "got 640"),
    "act_quant not a tensor": (lambda: v4.act_quant([1.0] * 128), "argument 'x'", "got list"),
    "fp4_act_quant block 16": (lambda: v4.fp4_act_quant(meta(4, 128), 16, True), "argument 'block_size'", "got 16"),
    "fp8_gemm scale dtype": (lambda: v4.fp8_gemm(*_a(), meta(7168, 7168, dtype=FP8), meta(56, 56, dtype=E8M0), torch.float16), "argument 'scale_dtype'", "got torch.float16"),
    "fp8_gemm scales not scale_dtype": (lambda: v4.fp8_gemm(*_a(), meta(7168, 7168, dtype=FP8), meta(56, 56, dtype=E8M0)), "argument 'a_s'", "torch.float8_e8m0fnu tensor"),
    "fp8_gemm weight shape": (lambda: v4.fp8_gemm(*_a(k=4096), meta(640, 4096, dtype=FP8), meta(5, 32, dtype=E8M0), E8M0), "argument '(N, K)'", "got (640, 4096)"),
    "fp4_gemm fp32 scales": (lambda: v4.fp4_gemm(*_a(sd=FP32), meta(3072, 3584, dtype=FP4), meta(3072, 224, dtype=FP32), FP32), "argument 'scale_dtype'", "got torch.float32"),
    "fp4_gemm upstream default": (lambda: v4.fp4_gemm(*_a(), meta(3072, 3584, dtype=FP4), meta(3072, 224, dtype=E8M0)), "expected torch.float8_e8m0fnu", "got torch.float32"),
    "sparse_attn heads": (
        lambda: v4.sparse_attn(meta(1, 1, 24, 512), meta(1, 8, 512), meta(24, dtype=FP32), meta(1, 1, 64, dtype=torch.int32), 0.04),
        "argument 'q.shape[2:] (heads, head dim)'",
        "got (24, 512)",
    ),
    "sparse_attn head dim": (
        lambda: v4.sparse_attn(meta(1, 1, 4, 256), meta(1, 8, 256), meta(4, dtype=FP32), meta(1, 1, 64, dtype=torch.int32), 0.04),
        "argument 'q.shape[2:] (heads, head dim)'",
        "got (4, 256)",
    ),
    "sparse_attn int64 indices": (
        lambda: v4.sparse_attn(meta(1, 1, 16, 512), meta(1, 8, 512), meta(16, dtype=FP32), meta(1, 1, 64, dtype=torch.int64), 0.04),
        "argument 'topk_idxs'",
        "torch.int64 tensor",
    ),
    "sparse_attn sink": (lambda: v4.sparse_attn(meta(1, 1, 4, 512), meta(1, 8, 512), meta(16, dtype=FP32), meta(1, 1, 64, dtype=torch.int32), 0.04), "argument 'attn_sink'", "shape (16,)"),
    "hc hc_mult": (lambda: v4.hc_split_sinkhorn(meta(1, 2, 40, dtype=FP32), meta(3, dtype=FP32), meta(40, dtype=FP32), 5), "argument 'hc_mult'", "got 5"),
    "hc iters": (lambda: v4.hc_split_sinkhorn(meta(1, 2, 24, dtype=FP32), meta(3, dtype=FP32), meta(24, dtype=FP32), 4, 10), "argument 'sinkhorn_iters'", "got 10"),
    "hc eps": (lambda: v4.hc_split_sinkhorn(meta(1, 2, 24, dtype=FP32), meta(3, dtype=FP32), meta(24, dtype=FP32), 4, 20, 1e-5), "argument 'eps'", "got 1e-05"),
    "hc 2-D mixes": (lambda: v4.hc_split_sinkhorn(meta(2, 24, dtype=FP32), meta(3, dtype=FP32), meta(24, dtype=FP32)), "argument 'mixes'", "shape (2, 24)"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_refusals_name_argument_expected_and_actual(bf16_default, case):
    call, argument, actual = REFUSED[case]
    with pytest.raises(OpArgumentError) as e:
        call()
    message = str(e.value)
    assert argument in message and "expected " in message and actual in message, message


@pytest.mark.parametrize("gemm", ["fp8_gemm", "fp4_gemm"])
def test_gemms_refuse_a_default_dtype_other_than_bf16(gemm):
    before = torch.get_default_dtype()
    torch.set_default_dtype(torch.float32)
    try:
        if gemm == "fp8_gemm":
            args = (*_a(), meta(7168, 7168, dtype=FP8), meta(56, 56, dtype=E8M0), E8M0)
        else:
            args = (*_a(), meta(3072, 3584, dtype=FP4), meta(3072, 224, dtype=E8M0), E8M0)
        with pytest.raises(OpArgumentError, match=r"argument 'torch.get_default_dtype\(\)': expected torch.bfloat16 .* got torch.float32"):
            getattr(v4, gemm)(*args)
    finally:
        torch.set_default_dtype(before)
