"""The top-k gate family (specs with template topk): the reference's tie rules and V4
formula by hand (CPU), the op layer's launches and errors with fake CUDA tensors (CPU),
torch.compile capture (CPU), and hand-made tie patterns against the reference (GPU)."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import ROOT, SPECS, has_cuda
from kgen import runtime, testing
from kgen.runtime.errors import OpArgumentError
from kgen.spec import load_spec
from kgen.reference.topk import topk_gate

TOPK_SPECS = [s for s in SPECS if s.template == "topk"]
TIR_TO_TORCH = {"float32": torch.float32, "int64": torch.int64}


def test_ties_go_to_the_smaller_index():
    scores = torch.tensor([[1.0, 3.0, 2.0, 3.0, 2.0, 3.0, 0.5, 2.0]])
    assert topk_gate(scores, k=6).tolist() == [[1, 3, 5, 2, 4, 7]]


def test_signed_zeros_tie_and_minus_infinity_ranks_last():
    scores = torch.tensor([[-float("inf"), 0.0, -0.0, -1.0, -float("inf"), 0.0]])
    assert topk_gate(scores, k=6).tolist() == [[1, 2, 5, 3, 0, 4]]


def _nan(bits: int) -> torch.Tensor:
    return torch.tensor([bits], dtype=torch.int64).to(torch.int32).view(torch.float32)[0]


def test_nan_ranks_above_every_number_whatever_its_sign_and_payload():
    # As torch.sort and torch.topk order NaN: first, ties among NaNs to the smaller index.
    scores = torch.tensor([[1.0, 0.0, float("inf"), 0.0, 2.0]])
    scores[0, 1], scores[0, 3] = _nan(0xFFFFFFFF), _nan(0x7FC00001)
    assert topk_gate(scores, k=4).tolist() == [[1, 3, 2, 4]]
    assert topk_gate(scores, k=4).tolist() == torch.topk(scores, 4).indices.tolist()


def test_all_equal_row_picks_the_first_k():
    assert topk_gate(torch.full((3, 256), 0.25), k=8).tolist() == [list(range(8))] * 3


def test_v4_gate_selects_on_biased_scores_and_weighs_unbiased_ones():
    logits = torch.tensor([[0.0, 1.0, 2.0, 30.0, -50.0, 0.5]])
    bias = torch.tensor([0.0, 0.0, 0.0, -10.0, 100.0, 0.0])
    weights, indices = topk_gate(logits, bias, k=3, score_func="sqrtsoftplus", indices_only=False, route_scale=1.5)
    # s(-50) + 100 wins the first pick; s(30) = sqrt(30) (softplus passes x > 20 through) loses to its bias.
    assert indices.tolist() == [[4, 2, 1]]
    s = F.softplus(logits).sqrt()[0, [4, 2, 1]]
    assert s[0].item() > 0  # sqrt(log1p(exp(-50))): tiny, not 0
    assert torch.equal(weights[0], s / s.sum() * 1.5)
    assert weights.dtype == torch.float32 and indices.dtype == torch.int64


def test_v4_gate_ties_where_rounding_makes_scores_equal():
    # sqrt(400) and sqrt(400 + 1 ulp) round to the same fp32 20.0: the pick follows the
    # fp32 scores (a tie, so index 0), not the raw logits (where index 1 is larger).
    x = torch.tensor([[400.0, 400.0, 1.0]])
    x[0, 1] = torch.nextafter(x[0, 1], torch.tensor(500.0))
    _, indices = topk_gate(x, torch.zeros(3), k=1, score_func="sqrtsoftplus", indices_only=False)
    assert indices.tolist() == [[0]] and topk_gate(x, k=1).tolist() == [[1]]


def test_tied_normal_init_rounds_a_fraction_of_rows():
    gen = torch.Generator().manual_seed(0)
    x = testing.fill({"tied_normal": 0.5}, (400, 256), torch.float32, {}, gen, "cpu")
    rounded = ((x * 2).round() == x * 2).all(dim=-1)
    assert 0.35 < rounded.float().mean() < 0.65
    assert all(len(set(row.tolist())) < 40 for row in x[rounded][:5])  # many repeated values in those rows
    bias = testing.fill({"tied_normal": 1.0}, (256,), torch.float32, {}, gen, "cpu")
    assert ((bias * 2).round() == bias * 2).all()


def _launches(spec, module, op, variant, M, lead=()):
    launched = []
    N = spec.dims["N"].values[0]
    k = variant.params["k"]
    with FakeTensorMode():
        scores = torch.empty(*lead, M, N, dtype=torch.float32, device="cuda")
        args = [scores] if variant.params["indices_only"] else [scores, torch.empty(N, dtype=torch.float32, device="cuda")]
        got = op(*args, **testing.choice_kwargs(module, variant.name))
    return launched, got, N, k


@pytest.mark.parametrize("spec", TOPK_SPECS, ids=lambda s: s.op)
def test_launch_arguments_match_the_prim_func(spec, monkeypatch):
    module, op = testing.op_fn(spec)
    for variant in spec.variants:
        for M, lead in ((1, ()), (33, ()), (5, (3,))):
            launched = []
            monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append((factory(cfg), cfg, t)))
            _, got, N, k = _launches(spec, module, op, variant, M, lead)
            ((func, cfg, tensors),) = launched
            rows = M * (lead[0] if lead else 1)
            assert cfg.N == N and cfg.m_divisible == (rows % module.TILING[variant.name]["block_m"] == 0)
            params = [func.buffer_map[p] for p in func.params]
            assert [b.name for b in params] == (["scores", "indices"] if variant.params["indices_only"] else ["scores", "bias", "weights", "indices"])
            for buf, t in zip(params, tensors, strict=True):
                assert list(t.shape) == [rows if not hasattr(d, "value") else int(d) for d in buf.shape], buf.name
                assert t.dtype == TIR_TO_TORCH[str(buf.dtype)] and t.is_contiguous(), buf.name
            outs = got if isinstance(got, tuple) else (got,)
            assert [tuple(o.shape) for o in outs] == [(*lead, M, k)] * len(outs)
            assert outs[-1].dtype == torch.int64


@pytest.mark.parametrize("spec", TOPK_SPECS, ids=lambda s: s.op)
def test_argument_errors_name_the_argument(spec, monkeypatch):
    module, op = testing.op_fn(spec)
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: None)
    N = spec.dims["N"].values[0]
    plain = next(v for v in spec.variants if v.params["indices_only"])
    weighted = next(v for v in spec.variants if not v.params["indices_only"])

    def message(*args, **kwargs) -> str:
        with pytest.raises(OpArgumentError) as e, FakeTensorMode():
            op(*[a() for a in args], **kwargs)
        return str(e.value)

    scores = lambda: torch.empty(4, N, dtype=torch.float32, device="cuda")  # noqa: E731
    assert f"argument 'N': expected one of {list(spec.dims['N'].values)}" in message(lambda: torch.empty(4, 100, device="cuda"), **testing.choice_kwargs(module, plain.name))
    assert "argument 'scores': expected dtype torch.float32" in message(lambda: torch.empty(4, N, dtype=torch.bfloat16, device="cuda"), **testing.choice_kwargs(module, plain.name))
    assert "argument 'scores': expected a contiguous tensor" in message(lambda: torch.empty(N, 4, device="cuda").t(), **testing.choice_kwargs(module, plain.name))
    assert "argument 'bias': expected None with score_func='none'" in message(scores, lambda: torch.empty(N, device="cuda"), **testing.choice_kwargs(module, plain.name))
    assert "argument 'bias': expected a torch.Tensor with score_func='sqrtsoftplus', got NoneType" in message(scores, **testing.choice_kwargs(module, weighted.name))
    assert f"argument 'bias.shape[-1]': expected {N} (N, as scores.shape[-1] gives it), got {N + 32}" in message(
        scores, lambda: torch.empty(N + 32, device="cuda"), **testing.choice_kwargs(module, weighted.name)
    )
    assert "argument 'k': expected one of" in message(scores, k=5)


@pytest.mark.parametrize("spec", TOPK_SPECS, ids=lambda s: s.op)
def test_a_bias_that_does_not_fit_the_choice_is_named_under_torch_compile(spec):
    """torch.compile routes on whether bias is given; the fakes then check it against the
    variant as the eager op does (they used to fail unpacking the other op's outputs)."""
    module, op = testing.op_fn(spec)
    N = spec.dims["N"].values[0]
    plain = next(v for v in spec.variants if v.params["indices_only"])
    weighted = next(v for v in spec.variants if not v.params["indices_only"])
    for args, variant, wanted in (
        ((torch.randn(4, N), torch.randn(N)), plain, "argument 'bias': expected None with score_func='none'"),
        ((torch.randn(4, N),), weighted, "argument 'bias': expected a torch.Tensor with score_func='sqrtsoftplus', got NoneType"),
    ):
        kwargs = testing.choice_kwargs(module, variant.name)
        torch._dynamo.reset()
        with pytest.raises(Exception) as e:
            torch.compile(lambda *a: op(*a, **kwargs), fullgraph=True, backend=lambda gm, inputs: gm)(*args)
        assert wanted in str(e.value)


def _capture(fn, *args):
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        outputs = next(n for n in gm.graph.nodes if n.op == "output").args[0]
        metas = [o.meta["example_value"] for o in outputs]
        return lambda *a: [torch.empty(m.shape, dtype=m.dtype) for m in metas]

    torch._dynamo.reset()
    torch.compile(fn, fullgraph=True, backend=backend)(*args)
    return graphs


@pytest.mark.parametrize("spec", TOPK_SPECS, ids=lambda s: s.op)
def test_fullgraph_capture_with_fake_shapes(spec):
    module, op = testing.op_fn(spec)
    N = spec.dims["N"].values[-1]
    for variant in spec.variants:
        kwargs = testing.choice_kwargs(module, variant.name)
        scores = torch.randn(6, N)
        weighted = not variant.params["indices_only"]
        args = (scores, torch.randn(N)) if weighted else (scores,)
        graphs = _capture(lambda *a: op(*a, **kwargs), *args)
        assert len(graphs) == 1
        calls = [n.target for n in graphs[0].graph.nodes if n.op == "call_function"]
        custom = getattr(torch.ops.kgen, f"{spec.op}_weighted" if weighted else spec.op)
        assert custom in calls, calls
        with FakeTensorMode():
            fake_args = [torch.empty(a.shape, device="cuda") for a in args]
            got = custom(*fake_args, *kwargs.values())
        outs = got if isinstance(got, tuple) else (got,)
        k = variant.params["k"]
        assert [(tuple(o.shape), o.dtype) for o in outs] == [((6, k), torch.float32)] * weighted + [((6, k), torch.int64)]


def _tie_patterns(N: int) -> torch.Tensor:
    """Rows where only the tie rule decides: all equal, signed zeros, -inf, repeated maxima, NaNs."""
    rows = [torch.zeros(N), torch.full((N,), -float("inf")), torch.full((N,), 3.0)]
    zeros = torch.zeros(N)
    zeros[::2] = -0.0
    rows.append(zeros)
    stripes = torch.full((N,), -float("inf"))
    stripes[torch.arange(N - 1, -1, -37)] = 1.0  # equal maxima scattered from the end, most in high lanes
    rows.append(stripes)
    lanes = torch.arange(N, dtype=torch.float32) % 32  # each lane's registers equal: ties inside a lane
    rows.append(lanes)
    rows.append(-lanes)
    near = torch.full((N,), 400.0)
    near[1::2] = torch.nextafter(torch.tensor(400.0), torch.tensor(500.0))  # raw: odd columns win; V4: sqrt ties all
    rows.append(near)
    # NaNs of both signs and several payloads (one whose bits give the lowest integer key)
    # among infinities: every NaN ranks first.
    nans = torch.full((N,), float("inf"))
    for column, bits in zip(range(N - 1, 0, -41), (0xFFFFFFFF, 0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFFFFFFE)):
        nans[column] = _nan(bits)
    rows.append(nans)
    rows.append(torch.where(torch.arange(N) % 3 == 0, _nan(0xFFFFFFFF), -lanes))
    return torch.stack(rows)


@pytest.mark.gpu
@pytest.mark.skipif(not has_cuda(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("spec", TOPK_SPECS, ids=lambda s: s.op)
def test_tie_patterns_match_the_reference(spec):
    module, op = testing.op_fn(spec)
    for variant in spec.variants:
        for N in spec.dims["N"].values:
            scores = _tie_patterns(N).repeat(5, 1).cuda()  # 40 rows: a partial last tile too
            bias = torch.zeros(N, device="cuda") if not variant.params["indices_only"] else None
            args = (scores,) if bias is None else (scores, bias)
            got = op(*args, **testing.choice_kwargs(module, variant.name))
            want = topk_gate(*args, **variant.params)
            got, want = (got, want) if isinstance(got, tuple) else ((got,), (want,))
            assert torch.equal(got[-1], want[-1]), (variant.name, N, got[-1][:7], want[-1][:7])
            if len(got) == 2:
                # An all -inf row has no weight to normalise: 0/0, NaN in the reference too.
                assert torch.allclose(got[0], want[0], rtol=1e-5, atol=0, equal_nan=True), (variant.name, N)


def test_test_inputs_follow_the_specs_init_for_one_dim_tensors():
    """1-D inputs are filled as their spec's `init` says: topk_gate's bias ties (tied_normal
    1.0: every value a multiple of 0.5), hc_split_sinkhorn's hc_scale stays in its uniform
    range. (They were once plain normals, so bias ties were never tested.)"""
    topk = load_spec(ROOT / "specs" / "topk_gate.yaml")  # these two specs even where KGEN_SPECS names others
    bias = testing.make_case(topk, topk.variant("v4_k8"), {"M": 7, "N": 256}, seed=0, device="cpu").args[1]
    assert bias.shape == (256,) and torch.equal(bias * 2, torch.round(bias * 2)) and bias.unique().numel() < 64
    split = load_spec(ROOT / "specs" / "hc_split_sinkhorn.yaml")
    hc_scale = testing.make_case(split, split.variants[0], {"n": 7}, seed=0, device="cpu").args[1]
    assert hc_scale.shape == (3,) and bool(((hc_scale >= 0.5) & (hc_scale <= 2.0)).all())
