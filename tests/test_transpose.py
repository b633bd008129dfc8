"""The batched transpose (template transpose): the op layer's launches and errors with fake
CUDA tensors (CPU), torch.compile capture (CPU), and on the GPU every dtype torch has
against torch's own transpose, bit for bit, through both store paths."""

from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import SPECS, has_cuda
from kgen import runtime, testing
from kgen.runtime.errors import OpArgumentError

TRANSPOSE_SPECS = [s for s in SPECS if s.template == "transpose"]
TIR_TO_TORCH = {"uint8": torch.uint8, "int16": torch.int16, "int32": torch.int32, "int64": torch.int64}
# Every dtype of each width that torch can allocate on CUDA: the op moves them as their bits.
DTYPES = [
    torch.bool,
    torch.uint8,
    torch.int8,
    torch.float8_e4m3fn,
    torch.float8_e5m2,
    torch.float8_e8m0fnu,
    torch.bfloat16,
    torch.float16,
    torch.int16,
    torch.float32,
    torch.int32,
    torch.float64,
    torch.int64,
    torch.complex64,
]


def _fake_launches(op, x, monkeypatch):
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append((factory(cfg), cfg, t)))
    y = op(x)
    return launched, y


@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
def test_launch_arguments_match_the_prim_func(spec, monkeypatch):
    module, op = testing.op_fn(spec)
    for dtype in (torch.float8_e4m3fn, torch.bfloat16, torch.float32, torch.complex64):
        for lead, M, N in (((), 1, 7168), ((3,), 64, 100), ((2, 5), 33, 7)):
            with FakeTensorMode():
                launched, y = _fake_launches(op, torch.empty(*lead, M, N, dtype=dtype, device="cuda"), monkeypatch)
            ((func, cfg, tensors),) = launched
            B = 1 if not lead else int(torch.tensor(lead).prod())
            assert module.STORAGE[cfg.variant][1] == torch.empty((), dtype=dtype).element_size()
            assert cfg.m_divisible == (M % module.TILING[cfg.variant]["block_m"] == 0)
            params = [func.buffer_map[p] for p in func.params]
            assert [b.name for b in params] == ["x", "y"]
            for buf, t, want in zip(params, tensors, ([B, M, N], [B, N, M]), strict=True):
                assert list(t.shape) == want and t.is_contiguous(), buf.name
                assert t.dtype == TIR_TO_TORCH[str(buf.dtype)], buf.name
            assert tuple(y.shape) == (*lead, N, M) and y.dtype == dtype


@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
def test_empty_shapes_launch_nothing(spec, monkeypatch):
    _, op = testing.op_fn(spec)
    for shape in ((0, 7168), (0, 7, 7168), (4, 0, 7168), (3, 5, 0)):
        with FakeTensorMode():
            launched, y = _fake_launches(op, torch.empty(*shape, dtype=torch.bfloat16, device="cuda"), monkeypatch)
        assert launched == [] and tuple(y.shape) == (*shape[:-2], shape[-1], shape[-2])


@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
def test_argument_errors_name_the_argument(spec, monkeypatch):
    module, op = testing.op_fn(spec)
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: None)
    N = 7168
    (_, M_MAX), (_, B_MAX), (_, N_MAX) = (module.RUNTIME_RANGES[dim] for dim in "MBN")

    def message(make, make_out=None) -> str:
        with pytest.raises(OpArgumentError) as e, FakeTensorMode():
            op(make(), **({"out": make_out()} if make_out else {}))
        return str(e.value)

    assert f"argument 'x.shape[-1]': expected 0 to {N_MAX} (N: the spec's range, which the bounds proofs assume), got {N_MAX + 1}" in message(
        lambda: torch.empty(2, N_MAX + 1, dtype=torch.uint8, device="cuda")
    )
    assert f"argument 'x.shape[-2]': expected 0 to {M_MAX} (M: the spec's range, which the bounds proofs assume), got {M_MAX + 1}" in message(
        lambda: torch.empty(M_MAX + 1, 2, dtype=torch.uint8, device="cuda")
    )
    assert "argument 'x': expected a tensor starting on a 16-byte boundary, got a view at storage offset 1 (4 bytes)" in message(
        lambda: torch.empty(4 * N + 1, device="cuda").as_strided((4, N), (N, 1), 1)
    )
    assert "argument 'out (y)': expected a tensor starting on a 16-byte boundary" in message(
        lambda: torch.empty(4, N, device="cuda"), lambda: torch.empty(4 * N + 1, device="cuda").as_strided((N, 4), (4, 1), 1)
    )
    assert "argument 'x': expected a contiguous tensor" in message(lambda: torch.empty(N, 8, device="cuda").t())
    assert "argument 'x': expected at least 2 dims" in message(lambda: torch.empty(N, device="cuda"))
    assert "argument 'x': expected a CUDA tensor" in message(lambda: torch.empty(4, N))
    assert "argument 'x': expected a dtype of 1, 2, 4, 8 bytes an element, got torch.complex128 (16 bytes)" in message(lambda: torch.empty(4, N, dtype=torch.complex128, device="cuda"))
    assert "a packed dtype holds several" in message(lambda: torch.empty(4, N, dtype=torch.float4_e2m1fn_x2, device="cuda"))
    assert f"argument 'x.shape[:-2]': expected leading dims whose product (B) is 0 to {B_MAX} (the spec's range, which the bounds proofs assume), got ({B_MAX + 1},) (product {B_MAX + 1})" in message(
        lambda: torch.empty(B_MAX + 1, 1, N, device="cuda")
    )
    assert f"got (2, {B_MAX // 2 + 1}) (product {2 * (B_MAX // 2 + 1)})" in message(lambda: torch.empty(2, B_MAX // 2 + 1, 1, N, device="cuda"))
    assert "argument 'out (y)': expected torch.float32 tensor of shape (" in message(lambda: torch.empty(4, N, device="cuda"), lambda: torch.empty(4, N, device="cuda"))
    with pytest.raises(OpArgumentError, match="argument 'x': expected a torch.Tensor, got list"):
        op([[1.0]])


@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
def test_fullgraph_capture_is_one_custom_op(spec):
    _, op = testing.op_fn(spec)
    N = 100
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        (meta,) = [o.meta["example_value"] for o in next(n for n in gm.graph.nodes if n.op == "output").args[0]]
        return lambda *a: [torch.empty(meta.shape, dtype=meta.dtype)]

    torch._dynamo.reset()
    torch.compile(lambda x: op(x), fullgraph=True, backend=backend)(torch.randn(2, 6, N).to(torch.bfloat16))
    (graph,) = graphs
    assert getattr(torch.ops.kgen, spec.op) in [n.target for n in graph.graph.nodes if n.op == "call_function"]
    with FakeTensorMode():
        y = getattr(torch.ops.kgen, spec.op)(torch.empty(2, 6, N, dtype=torch.bfloat16, device="cuda"))
    assert tuple(y.shape) == (2, N, 6) and y.dtype == torch.bfloat16


def _random_bits(shape, dtype) -> torch.Tensor:
    """Every bit pattern of the dtype's width (NaNs, infinities, signed zeros) at random."""
    width = torch.empty((), dtype=dtype).element_size()
    raw = torch.randint(0, 256, (*shape[:-1], shape[-1] * width), dtype=torch.uint8, device="cuda")
    return raw.view(dtype) if dtype != torch.bool else raw.bool()


@pytest.mark.gpu
@pytest.mark.skipif(not has_cuda(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
@pytest.mark.parametrize("dtype", DTYPES, ids=str)
def test_every_dtype_matches_torch_bit_for_bit(spec, dtype):
    """Each path: M = 4000 and N = 7168 (rows of x and y on 16-byte boundaries for every
    width, a tail tile in M), M = 4001 (rows of y off them), N = 4099 (rows of x off them,
    an edge tile in N), with leading dims, into a poisoned out= tensor."""
    _, op = testing.op_fn(spec)
    for lead, M, N in (((2,), 4000, 7168), ((3, 1), 4001, 7168), ((2,), 4000, 4099), ((), 1, 1)):
        x = _random_bits((*lead, M, N), dtype)
        out = torch.empty(*lead, N, M, dtype=dtype, device="cuda")
        out.view(torch.uint8).fill_(testing.POISON_BYTES[0])
        y = op(x, out=out)
        torch.cuda.synchronize()
        assert y.data_ptr() == out.data_ptr()
        assert testing.same_bits(y, x.transpose(-1, -2).contiguous()), (dtype, lead, M, N)


@pytest.mark.full  # 23 s: every case; the fast tier lowers and compiles transpose in test_lowering
@pytest.mark.parametrize("spec", TRANSPOSE_SPECS, ids=lambda s: s.op)
def test_every_test_case_builds_and_has_a_reference_on_the_cpu(spec):
    """Empty dims included (N = 0 once broke the random-bytes fill: an empty tensor's strides
    do not divide by the element width)."""
    for variant, dims in spec.test_cases():
        case = testing.make_case(spec, variant, dims, seed=0, device="cpu")
        (x,) = case.args
        assert tuple(x.shape) == (dims["B"], dims["M"], dims["N"])
        y = testing.reference_fn(spec)(x, **variant.params)
        assert tuple(y.shape) == (dims["B"], dims["N"], dims["M"])
