"""sparse_attn on the CPU: the reference's corner cases, the op layer's checks and launches
(fake CUDA tensors), torch.compile capture, and the bounds verdicts on gathered rows."""

from __future__ import annotations

import json
import math

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import ROOT
from kgen import runtime
from kgen.runtime.errors import OpArgumentError
from kgen.reference.attention import sparse_attn as reference

sa = pytest.importorskip("generated.sparse_attn")


def _inputs(b=1, m=2, h=16, d=128, n=40, topk=70, seed=0, device="cpu"):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(b, m, h, d, generator=g).to(torch.bfloat16).to(device)
    kv = torch.randn(b, n, d, generator=g).to(torch.bfloat16).to(device)
    sink = torch.randn(h, generator=g).to(device)
    idx = torch.randint(0, max(n, 1), (b, m, topk), generator=g, dtype=torch.int32).to(device)
    return q, kv, sink, idx


# --- the reference ----------------------------------------------------------------------


def test_reference_is_softmax_with_the_sink_as_an_extra_logit():
    q, kv, sink, idx = _inputs()
    got = reference(q, kv, sink, idx).float()
    b, m, h, d = q.shape
    keys = kv.float()[0][idx[0].long()]  # [m, topk, d]
    s = torch.einsum("mhd,mtd->mht", q[0].float(), keys) * d**-0.5
    p = torch.cat([s, sink[None, :, None].expand(m, h, 1)], dim=-1).softmax(dim=-1)[..., :-1]
    want = torch.einsum("mht,mtd->mhd", p, keys)
    # Only the bf16 rounding of the probabilities and of the output separates the two.
    assert torch.allclose(got[0], want, rtol=2e-2, atol=2e-3)


def test_rows_with_no_valid_index_are_zero_not_nan():
    q, kv, sink, idx = _inputs(topk=130)
    idx[0, 0] = -1  # the whole first 64-index block and more: upstream's NaN case
    idx[0, 1, :64] = -1
    out = reference(q, kv, sink, idx)
    assert out[0, 0].abs().max().item() == 0.0
    assert torch.isfinite(out).all() and out[0, 1].abs().max().item() > 0
    sink_underflows = torch.full_like(sink, -1e4)
    assert reference(q, kv, sink_underflows, idx)[0, 0].abs().max().item() == 0.0


def _non_finite(q, kv, sink, idx):
    """Copies of q and sink with query 1's head 3 NaN, head 5's sink NaN and head 2's sink +inf;
    and where softmax makes an output row NaN: those two (query, head) sets."""
    q, sink = q.clone(), sink.clone()
    q[0, 1, 3] = float("nan")
    sink[5], sink[2] = float("nan"), float("inf")
    nan = torch.zeros(q.shape[:3], dtype=torch.bool)
    nan[0, 1, 3] = nan[:, :, 5] = True
    return (q, kv, sink, idx), nan


def test_non_finite_scores_and_sinks_give_nan_as_softmax_would():
    (q, kv, sink, idx), nan = _non_finite(*_inputs(m=3))
    out = reference(q, kv, sink, idx)
    assert torch.equal(out.isnan().all(dim=-1), nan) and torch.equal(out.isnan().any(dim=-1), nan)
    assert (out[:, [0, 2], 2] == 0).all(), "an infinite sink takes all the weight: zeros"
    # An infinite key: every query that selects it scores +-inf (or NaN) there, so it is NaN.
    kv = kv.clone()
    kv[0, int(idx[0, 0, 0])] = float("inf")
    assert reference(q, kv, sink, idx)[0, 0].isnan().all()


def test_skipped_positions_score_minus_inf_plus_their_clamped_row():
    """As the kernels gather: a NaN in q reaches a query with nothing valid (-inf + NaN), and
    a NaN in row 0 reaches every query with a -1 index (its clamped row), through P.V too."""
    q, kv, sink, idx = _inputs(m=2)
    idx, q = idx.clone(), q.clone()
    idx[0, 0] = -1
    q[0, 0, 4] = float("nan")
    out = reference(q, kv, sink, idx)
    assert out[0, 0, 4].isnan().all() and (out[0, 0, [h for h in range(16) if h != 4]] == 0).all()
    kv = kv.clone()
    kv[0, 0] = float("nan")
    idx[0, 1] = torch.where(idx[0, 1] == 0, 1, idx[0, 1])  # query 1 never selects row 0 ...
    idx[0, 1, 5] = -1  # ... but skips one position
    assert reference(q, kv, sink, idx)[0, 1].isnan().all()


@pytest.mark.gpu
@pytest.mark.parametrize("split_topk", [False, True])
@pytest.mark.parametrize("topk", [130, 640])
def test_kernels_skip_whole_index_blocks_of_minus_one(split_topk, topk):
    """Production's early tokens: the first index blocks all -1 (window slots not yet filled),
    valid indices after them; upstream's kernel gave NaN there. Query 0 skips the first 64,
    query 1 the first 128, query 2 everything (zeros), query 3 every other index."""
    q, kv, sink, idx = _inputs(m=4, d=512, n=700, topk=topk, seed=topk, device="cuda")
    idx[0, 0, :64] = -1
    idx[0, 1, :128] = -1
    idx[0, 2] = -1
    idx[0, 3, ::2] = -1
    got, want = sa.sparse_attn(q, kv, sink, idx, split_topk=split_topk).float(), reference(q, kv, sink, idx).float()
    assert torch.isfinite(got).all() and (got[0, 2] == 0).all()
    for query in (0, 1, 3):
        err = (got[0, query] - want[0, query]).norm() / want[0, query].norm()
        assert err < 1e-2, f"query {query}: relative error {err:.3g}"


@pytest.mark.gpu
@pytest.mark.parametrize("split_topk", [False, True])
def test_kernels_give_nan_where_the_reference_does(split_topk):
    (q, kv, sink, idx), nan = _non_finite(*_inputs(m=3, d=512, n=200, topk=160, device="cuda"))
    got, want = sa.sparse_attn(q, kv, sink, idx, split_topk=split_topk).cpu(), reference(q, kv, sink, idx).cpu()
    assert torch.equal(got.isnan().all(dim=-1), nan) and torch.equal(got.isnan().any(dim=-1), nan)
    assert (got[:, [0, 2], 2] == 0).all()
    error = (got.float() - want.float())[~nan].norm() / want.float()[~nan].norm()
    assert error < 1e-2


P_B = 0.501  # exp(S_B - S_A): rounds to 0.5 in bf16 (whose step is 2^-8 there), not in fp32


def _bf16_probe(b=2, m=3, h=16, d=512, n=200, topk=640, seed=0, device="cpu"):
    """Inputs whose value column 0 shows whether P was rounded to bf16 before P.V.

    q is zero but for column 1, so a key's score is set by its column 1 alone. Key A (row 0)
    scores 0, the top score, and holds 1 in column 0; key B (row 1) scores ln(P_B) and holds
    -2. Every other valid position is a key scoring below -100, whose exp is exactly 0 in
    fp32, and a tenth of the positions are -1. Then o[..., 0] = (1 - 2 * round(P_B)) / den,
    exactly 0 when P_B is rounded to bf16 (0.5) and -0.002 / den when it is not. A and B sit in the
    first 32 positions: a running max that rose later would round P_B against a smaller max,
    as flash attention does and the reference (one max) does not. Columns 2.. are random.
    """
    g = torch.Generator().manual_seed(seed)
    scale, a = d**-0.5, -4.0
    kv = torch.randn(b, n, d, generator=g)
    kv[:, :, 0] = torch.randn(b, n, generator=g) * 100  # what an unrounded zero weight would let through
    kv[:, :, 1] = 1024.0  # the fillers: scale * a * 1024 < -100
    kv[:, 0, :2] = torch.tensor([1.0, 0.0])
    kv[:, 1, :2] = torch.tensor([-2.0, torch.tensor(math.log(P_B) / (scale * a)).bfloat16().item()])
    q = torch.zeros(b, m, h, d)
    q[..., 1] = a
    idx = torch.randint(2, n, (b, m, topk), generator=g, dtype=torch.int32)
    idx[torch.rand(b, m, topk, generator=g) < 0.1] = -1
    for bi in range(b):
        for mi in range(m):
            idx[bi, mi, torch.randperm(32, generator=g)[:2]] = torch.tensor([0, 1], dtype=torch.int32)
    sink = torch.randn(h, generator=g)
    return q.bfloat16().to(device), kv.bfloat16().to(device), sink.to(device), idx.to(device)


def test_the_bf16_probe_can_tell_a_rounded_p_from_an_unrounded_one():
    q, kv, sink, idx = _bf16_probe()
    s_b = q[0, 0, 0, 1].float() * kv[0, 1, 1].float() * q.shape[-1] ** -0.5
    p_b = torch.exp(s_b)
    assert 0.5 + 2**-11 < p_b < 0.5 + 2**-9 - 2**-11, "P_B must round to 0.5 in bf16, well inside the rounding window"
    assert p_b.bfloat16().item() == 0.5 and 1 - 2 * p_b.item() < -5e-4
    assert (reference(q, kv, sink, idx)[..., 0] == 0).all()


@pytest.mark.gpu
@pytest.mark.parametrize("split_topk", [False, True])
@pytest.mark.parametrize("d", [128, 512])
def test_kernels_round_p_to_bf16_before_the_pv_product(split_topk, d):
    """The op casts the probabilities to bf16 before P.V; skipping the cast moves the output by
    about 2e-3 of its norm, which the 1e-2 tolerance cannot see: the probe's column 0 can."""
    q, kv, sink, idx = _bf16_probe(d=d, device="cuda")
    got = sa.sparse_attn(q, kv, sink, idx, split_topk=split_topk).cpu()
    assert (got[..., 0] == 0).all(), f"column 0 not zero at {(got[..., 0] != 0).sum().item()} (batch, query, head): P was not rounded to bf16"
    want = reference(q, kv, sink, idx).cpu()
    assert (got.float() - want.float()).norm() / want.float().norm() < 1e-2


def test_indices_outside_the_kv_rows_are_skipped_like_minus_one():
    q, kv, sink, idx = _inputs()
    odd = idx.clone()
    odd[..., ::3] = -1
    strange = idx.clone()
    strange[..., ::3] = torch.tensor([kv.shape[1], -2, 2**31 - 1], dtype=torch.int32).repeat(idx.shape[-1])[: strange[..., ::3].shape[-1]]
    assert torch.equal(reference(q, kv, sink, odd), reference(q, kv, sink, strange))


def test_empty_kv_and_empty_topk_give_zeros():
    q, kv, sink, idx = _inputs(n=0, topk=5)
    assert reference(q, kv, sink, idx).abs().max().item() == 0.0
    q, kv, sink, idx = _inputs(topk=0)
    assert reference(q, kv, sink, idx).abs().max().item() == 0.0


def test_an_empty_batch_gives_an_empty_output():
    q, kv, sink, idx = (t[:0] if t.dim() > 1 else t for t in _inputs())
    o = reference(q, kv, sink, idx)
    assert o.shape == q.shape and o.dtype == torch.bfloat16


# --- the op layer -----------------------------------------------------------------------


def _fake(b=2, m=3, h=16, d=512, n=50, topk=100):
    return (
        torch.empty(b, m, h, d, dtype=torch.bfloat16, device="cuda"),
        torch.empty(b, n, d, dtype=torch.bfloat16, device="cuda"),
        torch.empty(h, dtype=torch.float32, device="cuda"),
        torch.empty(b, m, topk, dtype=torch.int32, device="cuda"),
    )


def _evaluate(extent, env: dict) -> int:
    import tvm

    if hasattr(extent, "value"):
        return int(extent.value)
    bound = tvm.tirx.stmt_functor.substitute(extent, {v: tvm.tirx.IntImm("int32", env[v.name]) for v in _vars(extent)})
    return int(tvm.arith.Analyzer().simplify(bound).value)


def _vars(e):
    import tvm

    found = []
    tvm.tirx.stmt_functor.post_order_visit(e, lambda x: found.append(x) if isinstance(x, tvm.tirx.Var) else None)
    return found


TIR_TO_TORCH = {"bfloat16": torch.bfloat16, "float32": torch.float32, "int32": torch.int32}


@pytest.mark.parametrize("split_topk", [False, True])
@pytest.mark.parametrize("h,d", sa.STATIC_COMBOS)
def test_launch_arguments_match_the_prim_func(monkeypatch, split_topk, h, d):
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append((factory(cfg), cfg, t)))
    b, m, n, topk = 2, 3, 50, 100
    with FakeTensorMode():
        o = sa.sparse_attn(*_fake(b, m, h, d, n, topk), split_topk=split_topk)
    ((func, cfg, tensors),) = launched
    assert (cfg.h, cfg.d, cfg.scale) == (h, d, d**-0.5) and tuple(o.shape) == (b, m, h, d)
    params = [func.buffer_map[p] for p in func.params]
    assert [p.name for p in params] == (["q", "kv", "sink", "idx", "part_o", "part_ml", "o"] if split_topk else ["q", "kv", "sink", "idx", "o"])
    env = {"b": b, "m": m, "n": n, "topk": topk}
    for buf, t in zip(params, tensors, strict=True):
        assert list(t.shape) == [_evaluate(e, env) for e in buf.shape], buf.name
        assert t.dtype == TIR_TO_TORCH[str(buf.dtype)] and t.is_contiguous(), buf.name


def test_shape_picks_the_path_and_empty_work_launches_nothing(monkeypatch):
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append(cfg.variant))
    with FakeTensorMode():
        sa.sparse_attn(*_fake(b=4, m=1, topk=640))  # decode: few queries, many indices
        sa.sparse_attn(*_fake(b=1, m=4096, topk=640))  # prefill
        sa.sparse_attn(*_fake(b=4, m=1, topk=640), scale=0.5)
        zeroed = []
        zero_ = torch.Tensor.zero_
        monkeypatch.setattr(torch.Tensor, "zero_", lambda t: zeroed.append(tuple(t.shape)) or zero_(t))
        for empty in (dict(m=0), dict(b=0), dict(topk=0), dict(n=0)):
            sa.sparse_attn(*_fake(**empty))
    assert launched == ["split_topk", "one_pass", "split_topk"]
    # No index, or none in range: every query's output is zeros (an empty o is zeros too).
    assert zeroed == [(2, 0, 16, 512), (0, 3, 16, 512), (2, 3, 16, 512), (2, 3, 16, 512)]


def test_a_forced_split_whose_partials_do_not_fit_names_split_topk(monkeypatch):
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: None)
    empty = torch.empty

    def small_gpu(*shape, **kw):  # five dims: the split's partials
        if len(shape[0] if isinstance(shape[0], tuple) else shape) == 5:
            raise torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 138.00 GiB")
        return empty(*shape, **kw)

    monkeypatch.setattr(torch, "empty", small_gpu)
    with (
        FakeTensorMode(),
        pytest.raises(
            OpArgumentError,
            match=r"argument 'split_topk': expected None or False at this shape \(True needs 128\.5 GiB of fp32 partials, 256 per query and head, which the GPU cannot allocate\), got True",
        ),
    ):
        sa.sparse_attn(*_fake(b=1, m=16384, topk=16384), split_topk=True)


def test_a_forced_split_past_the_grid_names_split_topk(monkeypatch):
    """The split path's kernels put the queries on the grid's y axis: past 65535 the launch
    failed with CUDA's own error."""
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append(cfg.variant))
    with FakeTensorMode():
        with pytest.raises(OpArgumentError, match=r"argument 'split_topk': expected None or False at 65536 queries \(the split path takes at most 65535, its grid's y extent\), got True"):
            sa.sparse_attn(*_fake(b=1, m=65536, topk=640), split_topk=True)
        sa.sparse_attn(*_fake(b=1, m=65536, topk=640))  # picked by shape: one pass
    assert launched == ["one_pass"]


@pytest.mark.gpu
def test_a_forced_split_past_gpu_memory_is_refused_on_the_gpu():
    b, m, h, d, topk = 1, 65535, 16, 512, 16384  # 256 index chunks a query: 514 GiB of partials, past any GPU's memory
    q = torch.zeros(b, m, h, d, dtype=torch.bfloat16, device="cuda")
    kv = torch.zeros(b, 1, d, dtype=torch.bfloat16, device="cuda")
    idx = torch.zeros(b, m, topk, dtype=torch.int32, device="cuda")
    with pytest.raises(OpArgumentError, match=r"argument 'split_topk': expected None or False at this shape \(True needs 514\.0 GiB"):
        sa.sparse_attn(q, kv, torch.zeros(h, device="cuda"), idx, split_topk=True)
    assert sa.sparse_attn(q[:, :2], kv, torch.zeros(h, device="cuda"), idx[:, :2], split_topk=True).isfinite().all()  # the allocator recovered


def test_a_scale_compiles_its_own_kernel(monkeypatch):
    configs = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: configs.append(cfg))
    with FakeTensorMode():
        sa.sparse_attn(*_fake(), scale=0.25, split_topk=False)
    assert configs[0].scale == 0.25


def _message(*args, **kwargs) -> str:
    with pytest.raises(OpArgumentError) as e, FakeTensorMode():
        sa.sparse_attn(*args, **kwargs)
    return str(e.value)


def test_argument_errors_name_the_argument():
    with FakeTensorMode():
        q, kv, sink, idx = _fake()
        assert "argument 'q': expected dtype torch.bfloat16, got torch.float32" in _message(q.float(), kv, sink, idx)
        assert "argument 'idx': expected dtype torch.int32" in _message(q, kv, sink, idx.long())
        # (h, d) pairs the constraints leave out, and a head count no pair has
        assert "argument '(h, d)': expected one of [(8, 512), (16, 128), (16, 512), (16, 576), (32, 512), (64, 512), (128, 512)]" in _message(*_fake(h=64, d=128))
        assert "argument '(h, d)': expected one of" in _message(*_fake(h=24))

        def cuda(*shape, dtype=torch.bfloat16):
            return torch.empty(*shape, dtype=dtype, device="cuda")

        assert "argument 'kv.shape[-3]': expected 2 (b, as q.shape[-4] gives it), got 1" in _message(q, cuda(1, 50, 512), sink, idx)
        assert "argument 'kv.shape[-1]': expected 512 (d, as q.shape[-1] gives it), got 128" in _message(q, cuda(2, 50, 128), sink, idx)
        assert "argument 'sink.shape[-1]': expected 16 (h, as q.shape[-2] gives it), got 8" in _message(q, kv, cuda(8, dtype=torch.float32), idx)
        assert "argument 'idx.shape[-2]': expected 3 (m, as q.shape[-3] gives it), got 2" in _message(q, kv, sink, cuda(2, 2, 100, dtype=torch.int32))
        # exactly the spec's ranks: no leading dims fold into b
        assert "argument 'q': expected 4 dims, got shape (1, 2, 3, 16, 512)" in _message(cuda(1, 2, 3, 16, 512), kv, sink, idx)
        assert "argument 'idx': expected at least 3 dims" in _message(q, kv, sink, cuda(2, 3, dtype=torch.int32))
        strided_kv = torch.empty_strided((2, 50, 512), (512, 1024, 1), dtype=torch.bfloat16, device="cuda")
        assert "argument 'kv': expected a contiguous tensor" in _message(q, strided_kv, sink, idx)
        # the kernel scales by fp32(scale * log2 e): a value that is inf or 0 there is refused too
        for scale in (-1.0, 0.0, 1e300, 1e-50, float("nan"), True, 10**400):
            assert f"argument 'scale': expected a float from 8.15e-39 to 2.36e+38 (an fp32 softmax scale) or None, got {scale!r}" in _message(q, kv, sink, idx, scale=scale)
        assert "argument 'out (o)'" in _message(q, kv, sink, idx, out=torch.empty(1, dtype=torch.bfloat16, device="cuda"))
        # not read for its truth: 'yes' or 2 once launched the split kernel
        assert "argument 'split_topk': expected one of [False, True] or None (picked by shape), got 'yes'" in _message(q, kv, sink, idx, split_topk="yes")
        assert "argument 'split_topk': expected one of [False, True] or None (picked by shape), got 2" in _message(q, kv, sink, idx, split_topk=2)
        assert "argument 'split_topk': expected one of [False, True] or None (picked by shape), got 1" in _message(q, kv, sink, idx, split_topk=1)


def test_fullgraph_capture_is_one_custom_op():
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        out = next(n for n in gm.graph.nodes if n.op == "output").args[0]
        metas = [o.meta["example_value"] for o in out]
        return lambda *a: [torch.empty(t.shape, dtype=t.dtype) for t in metas]

    torch._dynamo.reset()
    q, kv, sink, idx = _inputs()
    torch.compile(lambda *a: sa.sparse_attn(*a), fullgraph=True, backend=backend)(q, kv, sink, idx)
    calls = [n.target for g in graphs for n in g.graph.nodes if n.op == "call_function"]
    assert len(graphs) == 1 and torch.ops.kgen.sparse_attn in calls, calls
    with FakeTensorMode():
        o = torch.ops.kgen.sparse_attn(*_fake(), True, 0.1)
    assert (tuple(o.shape), o.dtype) == ((2, 3, 16, 512), torch.bfloat16)


# --- the bounds pass on gathered rows ---------------------------------------------------


def test_gathered_rows_get_verdicts_and_only_an_empty_kv_escapes_the_clamp():
    summary = json.loads((ROOT / "generated" / "proofs" / "sparse_attn" / "summary.json").read_text())
    for name, rows in summary["kernels"].items():
        assert all(r["verdict"] in ("proven", "refuted") for r in rows), name
        open_rows = [r for r in rows if r["verdict"] != "proven" and not r["obligation"].startswith("int32")]
        # The clamp keeps every gathered row inside kv except when kv has no rows at all
        # (TileLang keeps a `0 < n` guard there, and the op never launches for n = 0).
        assert [(r["access"].split("[")[0], r["obligation"].split(":")[0]) for r in open_rows] == [("load kv", "dim 1 upper")], name
        assert "n=0" in open_rows[0]["counterexample"], name
        assert any(r["access"].startswith("load idx") and r["obligation"].startswith("dim 2 upper") and r["verdict"] == "proven" for r in rows), name
    assert {w["n"] for w in summary["witnesses"]} >= {0, 1}


# --- shared memory ----------------------------------------------------------------------


# Fast tier: the kernel whose denominators raced, and the other variant's other bucket (its
# untransposed step: the locked wide bucket is transposed, whose reductions stay in a warp).
@pytest.mark.parametrize(
    "variant, bucket",
    [("split_topk", "narrow"), ("one_pass", "wide"), pytest.param("one_pass", "narrow", marks=pytest.mark.full), pytest.param("split_topk", "wide", marks=pytest.mark.full)],
)
def test_a_barrier_separates_the_reductions_from_the_p_store(variant, bucket):
    """tl::AllReduce ends on a read of its shared workspace with no barrier after it, and
    TileLang may place that workspace under p_s (the split path's narrow bucket did, and its
    denominators raced): every store of P into p_s needs a __syncthreads() after the last
    reduction before it."""
    from kgen.verify.lowering import lower_specialization
    from kgen.spec import load_spec

    spec = load_spec(ROOT / "specs" / "sparse_attn.yaml")
    sp = next(s for s in spec.specializations() if s.variant.name == variant and s.statics == {"h": 16, "d": 128})
    lines = lower_specialization(spec, sp, bucket=bucket, knobs={"transposed": False}).splitlines()
    reductions = [i for i, line in enumerate(lines) if "AllReduce<" in line and "workspace" in line]
    stores = [i for i, line in enumerate(lines) if "stmatrix" in line and "p_s" in line]
    assert reductions and stores
    for store in stores:
        last = max(i for i in reductions if i < store)
        assert any("__syncthreads()" in line for line in lines[last + 1 : store]), f"line {store + 1}: p_s stored with no barrier after the reduction at line {last + 1}"


@pytest.mark.parametrize("variant", ["one_pass", "split_topk"])
def test_the_locked_transposed_steps_reduce_within_a_warp(variant):
    """The wide bucket's locked tiling is transposed: its max and sum reduce by shuffles within
    a warp, with no shared workspace for TileLang to place under p_s (the race the barrier
    above closes cannot arise there)."""
    from kgen.verify.lowering import lower_specialization
    from kgen.spec import load_spec

    spec = load_spec(ROOT / "specs" / "sparse_attn.yaml")
    sp = next(s for s in spec.specializations() if s.variant.name == variant and s.statics == {"h": 16, "d": 128})
    lines = lower_specialization(spec, sp, bucket="wide").splitlines()
    reductions = [line for line in lines if "AllReduce<" in line]
    assert reductions and not [line for line in reductions if "workspace" in line]


# --- head tiles -------------------------------------------------------------------------


def test_heads_are_padded_to_16_and_grouped_by_64():
    assert {h: sa.heads_per_cta(h) for h in (1, 8, 16, 32, 64, 128, 256)} == {1: 16, 8: 16, 16: 16, 32: 32, 64: 64, 128: 64, 256: 64}


@pytest.mark.parametrize("found", [24, 96, 0])
def test_head_counts_a_cta_cannot_tile_are_spec_errors(found):
    """0 heads is no size at all: the schema refuses it before the family's rule."""
    from conftest import edited
    from kgen.errors import SpecError
    from kgen.spec import parse_spec

    file = "specs/sparse_attn.yaml"
    text = edited((ROOT / file).read_text(), [("values: [8, 16, 32, 64, 128]", f"values: [8, 16, 32, 64, 128, {found}]")], file)
    with pytest.raises(SpecError) as e:
        parse_spec(file, text)
    assert str(e.value).startswith("specs/sparse_attn.yaml:19:")
    if found == 0:
        assert "dims.h.values[5]: expected a number >= 1, found 0" in str(e.value)
    else:
        assert "dims.h.values[5]: expected 1 to 15 (padded to 16), a multiple of 16 up to 64, or a multiple of 64, found" in str(e.value)


@pytest.mark.parametrize("heads, stages, fits", [("values: [8, 16, 32, 64, 128]", 2, True), ("values: [8, 16, 32, 64, 128]", 3, False), ("values: [8, 16]", 3, True)])
def test_stages_must_fit_shared_memory_at_every_head_shape(heads, stages, fits):
    """One tiling serves every (h, d): 3 stages of 64 gathered 576-wide rows overflow an SM's
    shared memory (a launch error at h16 d576), 2 do not; with no d576 and at most 16 heads,
    3 fit."""
    from conftest import edited
    from kgen.errors import SpecError
    from kgen.spec import parse_spec

    file = "specs/sparse_attn.yaml"
    edits = [("  default: {block_i: 64, split_chunk: 64, stages: 2, threads: 256,", f"  default: {{block_i: 64, split_chunk: 64, stages: {stages}, threads: 256,")]
    if heads != "values: [8, 16, 32, 64, 128]":
        edits += [
            ("values: [8, 16, 32, 64, 128]", heads),
            ("values: [128, 512, 576]", "values: [128, 512]"),
            ("h: [8, 16, 32, 64, 128], d: [128, 512, 576]", "h: [8, 16], d: [128, 512]"),
            ("h: [8, 16, 32, 64, 128], d: [512]", "h: [8, 16], d: [512]"),
            ("h: [16], d: [128, 576]", "h: [16], d: [128]"),
        ]
    text = edited((ROOT / file).read_text(), edits, file)
    if fits:
        parse_spec(file, text)
    else:
        with pytest.raises(
            SpecError,
            match=r"sparse_attn\.yaml:44:51: tiling \(bucket wide\)\.stages: expected stages whose gathered kv rows fit in 227 KiB of shared memory at every head shape \(h=16, d=576 needs 241664 bytes\), found 3",
        ):
            parse_spec(file, text)


def test_scalars_are_checked_before_torch_compile_converts_them():
    """Under torch.compile the op's schema would read '0.1' as 0.1 and 1 as True; the eager
    op's checks run first (under fullgraph their error is dynamo's exception's cause)."""
    q, kv, sink, idx = _inputs()
    for kwargs, argument in (({"scale": "0.1"}, "scale"), ({"scale": "abc"}, "scale"), ({"split_topk": 1}, "split_topk")):
        torch._dynamo.reset()
        with pytest.raises(Exception) as e:
            torch.compile(lambda *a: sa.sparse_attn(*a, **kwargs), fullgraph=True, backend=lambda gm, inputs: gm)(q, kv, sink, idx)
        assert f"OpArgumentError('sparse_attn', '{argument}'" in str(e.value.__cause__), (kwargs, str(e.value.__cause__))


def test_numpy_scales_are_taken():
    """Any real number is a scale: numpy's float32 too (its value, not its type, is checked)."""
    import numpy as np

    assert sa._is_fp32_scale(np.float32(0.05)) and sa._is_fp32_scale(np.float64(0.05))
    assert not sa._is_fp32_scale(np.float32("inf")) and not sa._is_fp32_scale(True)


# A tiling with the gathering warpgroup: two CTAs an SM where their buffers fit (h16 d512).
GATHERING = {"warp_specialized": True, "block_i": 32, "stages": 2, "ctas_per_sm": 2}


def _edited_spec(edits: list):
    """specs/sparse_attn.yaml with `edits` (conftest.edited's (old, new) pairs), parsed."""
    from conftest import edited
    from kgen.spec import parse_spec

    file = "specs/sparse_attn.yaml"
    return parse_spec(file, edited((ROOT / file).read_text(), edits, file))


def _specialization(variant: str, h: int, d: int):
    from kgen.spec import parse_spec

    spec = parse_spec("specs/sparse_attn.yaml", (ROOT / "specs" / "sparse_attn.yaml").read_text())
    return spec, next(s for s in spec.specializations() if s.variant.name == variant and s.statics == {"h": h, "d": d})


@pytest.mark.parametrize(
    "variant, h, d",
    [("one_pass", 16, 512), ("one_pass", 8, 512), ("one_pass", 16, 128), pytest.param("split_topk", 16, 576, marks=pytest.mark.full), pytest.param("split_topk", 128, 512, marks=pytest.mark.full)],
)
def test_gathering_warpgroup_hands_each_stage_over_through_mbarriers(variant, h, d):
    """warp_specialized: the producer warpgroup's kv copies are all cp.async and each stage
    is handed over by cp.async.mbarrier.arrive (it fires when the thread's copies land); the
    compute threads release a stage through `empty` after its P.V; setmaxnreg and the launch
    bound split the registers as consumer_registers and resident_ctas say."""
    import re

    from kgen.verify.lowering import config_for, lower_specialization

    spec, sp = _specialization(variant, h, d)
    cfg = config_for(spec, sp, False, sa, "wide", GATHERING)
    source = lower_specialization(spec, sp, bucket="wide", knobs=GATHERING)
    producer, consumer = source.split("tl::warpgroup_reg_dealloc<40>();")[1].split("} else {", 1)
    assert re.search(r"cp_async_gs(_conditional)?<16>\(\(&\(\(\(bfloat16_t\*\)kv_s\)", producer)
    assert "(bfloat16_t*)kv_s) +" not in producer  # no plain store into a stage
    assert producer.count("tl::mbarrier_cp_async_arrive_noinc(full[") == 1 and ".wait(" in producer
    assert f"tl::warpgroup_reg_alloc<{sa.consumer_registers(cfg)}>();" in consumer
    mma = re.search(r"mma_sync|wgmma_ss", consumer).start()  # mma.sync at 16 heads, wgmma at 64
    assert consumer.index("full[") < consumer.index("fence_proxy_async") < mma < consumer.index("empty[")
    assert f"__launch_bounds__({cfg.threads + sa.PRODUCER_THREADS}, {sa.resident_ctas(cfg)})" in source


def test_registers_and_residency_of_the_gathering_kernel_fit_an_sm():
    """Every head shape and tiling: resident CTAs' threads, shared memory and registers fit an
    SM, and the compute threads' setmaxnreg count is a multiple of 8 from 24 to 240 that the
    launch's registers cover beside the producer's."""
    for h in (8, 16, 32, 64, 128):
        for d in (128, 512, 576):
            for block_i, stages, threads, ctas in ((32, 2, 128, 2), (32, 5, 128, 1), (64, 3, 256, 1), (64, 1, 128, 2), (32, 2, 256, 4), (32, 1, 128, 3)):
                cfg = sa.Config("one_pass", h, sa.heads_per_cta(h), d, 0.1, block_i, 64, stages, threads, True, ctas, False, False, False)
                launched = threads + sa.PRODUCER_THREADS
                resident = sa.resident_ctas(cfg)
                assert 1 <= resident <= ctas and resident * launched <= sa.SM_THREADS
                kept = sa.gather_stages(cfg)
                shared = 2 * (cfg.heads * d + kept * block_i * d + cfg.heads * block_i) + sa.CTA_SHARED_OVERHEAD
                assert 1 <= kept <= stages and shared <= sa.CTA_SHARED_BYTES, (cfg, kept)
                assert resident == 1 or resident * shared <= sa.SM_SHARED_BYTES
                registers = sa.consumer_registers(cfg)
                per_thread = min(248, sa.SM_REGISTERS // (resident * launched) // 8 * 8)
                # Two CTAs at 64 heads held to 128 registers: ptxas refused its wgmma (H100, 2daa029).
                assert resident == 1 or per_thread >= min(240, cfg.heads * d // threads + 32), cfg
                assert registers % 8 == 0 and 24 <= registers <= 240, (cfg, registers)
                assert registers * threads + sa.PRODUCER_REGISTERS * sa.PRODUCER_THREADS <= per_thread * launched, cfg


@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", ["sm_100a", pytest.param("sm_90a", marks=pytest.mark.full)])
def test_gathering_kernel_compiles_for_every_arch(arch, tmp_path, monkeypatch):
    """setmaxnreg, mbarriers and cp.async's mbarrier arrival exist on sm_90a and sm_100a: nvcc
    builds the warp-specialized kernel for both."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    spec, sp = _specialization("one_pass", 16, 512)
    kernel = compile_specialization(spec, sp, arch=arch, bucket="wide", knobs=GATHERING)
    assert "mbarrier_cp_async_arrive_noinc" in kernel.get_kernel_source()


def test_gathering_warpgroup_counts_against_a_ctas_threads():
    """warp_specialized adds 128 threads: 1024 compute threads would launch 1152."""
    from kgen.errors import SpecError

    with pytest.raises(SpecError, match=r"tiling \(bucket wide\)\.threads: expected at most 896 \(with warp_specialized the gathering warpgroup's 128 join them, at most 1024 a CTA\), found 1024"):
        _edited_spec([("threads: 256, warp_specialized: false", "threads: 1024, warp_specialized: true")])


def _verdicts_with_every_bucket_at(tmp_path, tiling: str, knob: str) -> list:
    """Build sparse_attn in tmp_path with `tiling` as its default and every bucket's tiling (no
    lockfile; narrow's own knobs dropped): the bounds pass's verdicts over every kernel, none
    unknown. `knob` is one the built module must hold as True."""
    import kgen
    from conftest import edited

    file = "specs/sparse_attn.yaml"
    default = "block_i: 64, split_chunk: 64, stages: 2, threads: 256, warp_specialized: false, ctas_per_sm: 1, transposed: false, segment_gather: false, skip_invalid: false"
    text = edited((ROOT / file).read_text(), [(default, tiling), ('{name: narrow, when: "topk <= 256", block_i: 32, stages: 2, threads: 128}', '{name: narrow, when: "topk <= 256"}')], file)
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "sparse_attn.yaml").write_text(text)
    kgen.build([tmp_path / "specs" / "sparse_attn.yaml"], out=tmp_path / "generated")
    assert f"'{knob}': True" in (tmp_path / "generated" / "sparse_attn.py").read_text()
    summary = json.loads((tmp_path / "generated" / "proofs" / "sparse_attn" / "summary.json").read_text())
    verdicts = [o for obligations in summary["kernels"].values() for o in obligations]
    assert verdicts and not [o for o in verdicts if o["verdict"] == "unknown"]
    return verdicts


@pytest.mark.full
def test_bounds_pass_proves_the_gathering_kernels_reads(tmp_path):
    """A spec whose tiling turns the gathering warpgroup on builds, and the bounds pass decides
    every obligation of its kernels: the producer's clamped row read is proven inside kv (its
    copies run only with n > 0), no verdict is unknown."""
    tiling = "block_i: 32, split_chunk: 64, stages: 2, threads: 128, warp_specialized: true, ctas_per_sm: 2, transposed: false, segment_gather: false, skip_invalid: false"
    verdicts = _verdicts_with_every_bucket_at(tmp_path, tiling, "warp_specialized")
    rows = [o for o in verdicts if o["access"].startswith("T.async_copy read kv[") and o["obligation"].startswith("dim 1")]
    assert rows and all(o["verdict"] == "proven" for o in rows)


def test_a_deep_gathering_pipeline_keeps_the_stages_that_fit_each_head_shape():
    """warp_specialized takes as many of its stages as fit beside a head shape's queries: 5
    stages of 32 rows at 16 heads, 4 at 64 (d512); the spec takes the tiling. One stage that
    does not fit is refused."""
    from kgen.errors import SpecError

    def cfg(h, d, stages):
        return sa.Config("one_pass", h, sa.heads_per_cta(h), d, 0.1, 32, 64, stages, 128, True, 1, False, False, False)

    assert [sa.gather_stages(cfg(h, 512, 5)) for h in (16, 64)] == [5, 4]
    assert sa.gather_stages(cfg(64, 512, 5)) < 5 == sa.gather_stages(cfg(16, 512, 5)) and sa.gather_stages(cfg(16, 512, 2)) == 2
    pipelined = sa.Config("one_pass", 64, 64, 512, 0.1, 32, 64, 5, 128, False, 1, False, False, False)
    assert sa.gather_stages(pipelined) == 5  # the pipelined pass's stages are the tiling's (the rule fits them)
    default = "block_i: 64, split_chunk: 64, stages: 2, threads: 256, warp_specialized: false, ctas_per_sm: 1"
    _edited_spec([(default, "block_i: 32, split_chunk: 64, stages: 5, threads: 128, warp_specialized: true, ctas_per_sm: 1")])
    with pytest.raises(
        SpecError,
        match=r"tiling \(bucket wide\)\.block_i: expected a step whose gathered kv rows fit in 227 KiB of shared memory at every head shape with warp_specialized \(h=8, d=512 needs 289792 bytes for one stage\), found 256",
    ):
        _edited_spec([(default, "block_i: 256, split_chunk: 256, stages: 1, threads: 128, warp_specialized: true, ctas_per_sm: 1")])


# The transposed step: one warpgroup whose wgmma M is the step's 64 gathered rows.
TRANSPOSED = {"transposed": True, "block_i": 64, "stages": 2, "threads": 128}


@pytest.mark.parametrize("variant, h, d", [("one_pass", 16, 512), ("one_pass", 8, 512), ("split_topk", 32, 512), pytest.param("one_pass", 16, 576, marks=pytest.mark.full)])
def test_transposed_step_puts_the_gathered_rows_on_wgmmas_m(variant, h, d):
    """transposed under 64 heads: S^T = K Q^T is a wgmma m64nNk16 reading kv K-major and
    O^T += V^T P^T one reading kv transposed (N the CTA's 16 or 32 heads); no mma.sync is
    left, and the softmax runs head-major within warps."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec, sp = _specialization(variant, h, d)
    source = lower_specialization(spec, sp, bucket="wide", knobs=TRANSPOSED)
    kinds = set(re.findall(r"wgmma_ss<tl::DataType::kBFloat16, tl::DataType::kBFloat16, tl::DataType::kFloat32, (\d+), (\d+), 16, (true|false), (true|false)", source))
    n = str(sa.heads_per_cta(h))
    assert kinds == {("64", n, "false", "false"), ("64", n, "true", "true")}, kinds
    assert "mma_sync" not in source
    # Head-major, a head's scores sit in threads // heads lanes of one warp: the softmax's
    # reductions are shuffles among them, none crosses the warps.
    lanes = 128 // sa.heads_per_cta(h)
    assert f"AllReduce<tl::MaxOp, {lanes}, 1," in source and f"AllReduce<tl::SumOp, {lanes}, 1," in source
    assert "AllReduce<tl::MaxOp, 128" not in source and "AllReduce<tl::SumOp, 128" not in source


def test_transposed_is_moot_at_64_heads():
    """A 64-head tile already fills wgmma's M: with transposed on, its program is the same as
    with it off; at 16 heads it is another."""
    from kgen.verify.lowering import prim_func

    def script(h, transposed):
        spec, sp = _specialization("one_pass", h, 512)
        return prim_func(spec, sp, False, sa, "wide", {**TRANSPOSED, "transposed": transposed}).script()

    assert script(64, True) == script(64, False)
    assert script(16, True) != script(16, False)


@pytest.mark.parametrize(
    "wide, message",
    [
        ("{name: wide, block_i: 32, stages: 2, threads: 128, transposed: true}", r"block_i: expected 64 with transposed \(the step's rows are one warpgroup's wgmma M\), found 32"),
        ("{name: wide, block_i: 64, stages: 1, threads: 256, transposed: true}", r"threads: expected 128 with transposed \(one warpgroup computes, its wgmma M the step's 64 rows\), found 256"),
        # q, three stages and P in bf16, the fp32 scores and scales: 246848 bytes at d576.
        (
            "{name: wide, block_i: 64, stages: 3, threads: 128, transposed: true}",
            r"stages: expected stages whose gathered kv rows fit in 227 KiB of shared memory at every head shape \(h=16, d=576 needs 246848 bytes\), found 3",
        ),
    ],
)
def test_transposed_tiling_rules(wide, message):
    """TileLang cannot reduce over rows split across warpgroups or repeated down a taller
    tile, and the scores' fp32 round trip counts against shared memory: the spec names the
    knob instead of TileLang failing inside its layout inference or at launch."""
    from kgen.errors import SpecError

    with pytest.raises(SpecError, match=r"tiling \(bucket wide\)\." + message):
        _edited_spec([("{name: wide}", wide)])
    _edited_spec([("{name: wide}", "{name: wide, block_i: 64, stages: 1, threads: 128, transposed: true}")])


@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", [pytest.param("sm_90a", marks=pytest.mark.full), pytest.param("sm_100a", marks=pytest.mark.full)])
def test_transposed_kernel_compiles_for_every_arch(arch, tmp_path, monkeypatch):
    """nvcc builds the transposed kernel for sm_90a (wgmma) and sm_100a (TileLang's mma.sync
    there)."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    spec, sp = _specialization("one_pass", 16, 512)
    source = compile_specialization(spec, sp, arch=arch, bucket="wide", knobs=TRANSPOSED).get_kernel_source()
    assert ("wgmma_ss" in source) == (arch == "sm_90a")


@pytest.mark.full
def test_bounds_pass_proves_the_transposed_kernels_accesses(tmp_path):
    """A spec whose tiling turns transposed and segment_gather on builds, and the bounds pass
    decides every obligation of its kernels: the store of acc_o's head columns into o is
    proven inside o's dims (8 heads padded to 16 included), no verdict is unknown."""
    tiling = "block_i: 64, split_chunk: 64, stages: 2, threads: 128, warp_specialized: false, ctas_per_sm: 1, transposed: true, segment_gather: true, skip_invalid: false"
    verdicts = _verdicts_with_every_bucket_at(tmp_path, tiling, "transposed")
    # The transposed store of acc_o's head columns (every one-pass kernel under 64 heads):
    # each index within o's dims (its int32 offset keeps the guard every kernel's does).
    stores = [o for o in verdicts if o["access"].startswith("store o[") and "* 16 + r, j]" in o["access"] and o["obligation"].startswith("dim ")]
    assert len(stores) >= 8 * 6 and all(o["verdict"] == "proven" for o in stores), stores[:3]


@pytest.mark.parametrize("knobs", [{"segment_gather": True}, {**TRANSPOSED, "segment_gather": True}, pytest.param({"segment_gather": True, "block_i": 64, "threads": 256}, marks=pytest.mark.full)])
def test_segment_gather_gives_each_thread_few_rows(knobs):
    """segment_gather: 8 threads copy a kv row's 128-byte segment and a thread walks one row's
    segments, so the row each cp.async reads comes from idx at threadIdx.x / 8 (one index a
    row a pass), not threadIdx.x / 64 (64 threads a row, a row a copy)."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec, sp = _specialization("one_pass", 16, 512)
    source = lower_specialization(spec, sp, bucket="wide", knobs=knobs)
    rows = re.findall(r"cp_async_gs(?:_conditional)?<16>\(.*?kv\[\(+max\(min\(\(\(int64_t\)idx\[(.*?)\]\)", source)
    assert rows and all("(((int64_t)((int)threadIdx.x)) >> (int64_t)3)" in r for r in rows), rows[:2]
    assert not any(">> (int64_t)6)" in r for r in rows)


@pytest.mark.parametrize(
    "wide, message",
    [
        ("{name: wide, warp_specialized: true, segment_gather: true}", r"segment_gather: expected false with warp_specialized true \(the gathering warpgroup copies a row a call\), found true"),
        ("{name: wide, block_i: 16, threads: 256, segment_gather: true}", r"block_i: expected a multiple of 32 with segment_gather \(the rows 256 threads copy a pass, 8 a row's segment\), found 16"),
    ],
)
def test_segment_gather_rules(wide, message):
    """segment_gather names what it needs: the pipelined pass, whole passes of rows."""
    from kgen.errors import SpecError

    with pytest.raises(SpecError, match=r"tiling \(bucket wide\)\." + message):
        _edited_spec([("{name: wide}", wide)])


def test_segment_gather_needs_64_element_segments():
    """A d that is not a multiple of 64 has no whole 64-element segments: the knob is refused
    at the spec, not left to a partial last segment."""
    from kgen.errors import SpecError

    with pytest.raises(SpecError, match=r"tiling \(bucket wide\)\.segment_gather: expected false while a d is not a multiple of 64 \(segments of 64 elements; d: 128, 512, 576, 96\), found true"):
        _edited_spec([("values: [128, 512, 576]", "values: [128, 512, 576, 96]"), ("{name: wide}", "{name: wide, segment_gather: true}")])


# skip_invalid: the pipelined gather's copies predicated on the index, so a skipped one reads nothing.
@pytest.mark.parametrize(
    "knobs",
    [
        {**TRANSPOSED, "skip_invalid": True},
        pytest.param({"skip_invalid": True}, marks=pytest.mark.full),
        pytest.param({**TRANSPOSED, "skip_invalid": True, "segment_gather": True}, marks=pytest.mark.full),
    ],
)
def test_skip_invalid_copies_read_no_row_for_a_skipped_index(knobs):
    """With skip_invalid every kv copy is a cp.async whose source size is 0 (a zero fill, no
    read) unless its index is in [0, n): the row comes from idx unclamped (-1 past topk), not
    clamped into kv as without the knob, and no kv load falls back to a synchronous one."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec, sp = _specialization("one_pass", 16, 512)
    source = lower_specialization(spec, sp, bucket="wide", knobs=knobs)
    copies = re.findall(r"cp_async_gs(?:_conditional)?<16>\(\(&\(\(\(bfloat16_t\*\)kv_s\).*?\);\n", source)
    assert copies and all(c.startswith("cp_async_gs_conditional") for c in copies), copies[:1]
    # The predicate TileLang adds for kv's row dim: the row read is the copy's own index.
    assert all(re.search(r"\(\(condval_?\d* < n\) && \(0 <= condval_?\d*\)\)\);\n$", c) for c in copies), copies[:1]
    assert "max(min(((int64_t)idx" not in "".join(copies)
    assert not re.search(r"\*\(uint4\*\)\(kv \+", source)
    without = lower_specialization(spec, sp, bucket="wide", knobs={k: v for k, v in knobs.items() if k != "skip_invalid"})
    assert "max(min(((int64_t)idx" in without


def test_skip_invalid_needs_the_pipelined_pass():
    """The gathering warpgroup's row copies are not predicated: the spec refuses the pair."""
    from kgen.errors import SpecError

    with pytest.raises(SpecError, match=r"tiling \(bucket wide\)\.skip_invalid: expected false with warp_specialized true \(the gathering warpgroup's row copies are not predicated\), found true"):
        _edited_spec([("{name: wide}", "{name: wide, warp_specialized: true, skip_invalid: true}")])


@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", [pytest.param("sm_90a", marks=pytest.mark.full), pytest.param("sm_100a", marks=pytest.mark.full)])
def test_skip_invalid_kernel_compiles_for_every_arch(arch, tmp_path, monkeypatch):
    """nvcc builds the predicated gather (transposed, as the wide bucket's tiling) for both archs."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    spec, sp = _specialization("split_topk", 16, 512)
    source = compile_specialization(spec, sp, arch=arch, bucket="wide", knobs={**TRANSPOSED, "skip_invalid": True}).get_kernel_source()
    assert "cp_async_gs_conditional<16>" in source


@pytest.mark.full
def test_bounds_pass_decides_the_skipping_gathers_reads(tmp_path):
    """A spec built with skip_invalid: the bounds pass decides every obligation, and a kv row
    read from the index unclamped is refuted below 0 and above n (TileLang's predicate then
    keeps the copy from reading: a guard kept), never unknown."""
    tiling = "block_i: 64, split_chunk: 64, stages: 1, threads: 128, warp_specialized: false, ctas_per_sm: 1, transposed: true, segment_gather: false, skip_invalid: true"
    verdicts = _verdicts_with_every_bucket_at(tmp_path, tiling, "skip_invalid")
    rows = [o for o in verdicts if o["access"].startswith("load kv[") and o["obligation"].startswith("dim 1")]
    assert rows and {o["obligation"].split(":")[0] for o in rows if o["verdict"] == "refuted"} == {"dim 1 lower", "dim 1 upper"}
