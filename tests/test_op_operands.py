"""Every op checks where its input tensors live before a kernel sees them (CPU: fake CUDA
tensors, the kernel launch intercepted): one device for all, and starts on the vector
boundary that TileLang's kernels assume (a misaligned view would fault on the GPU)."""
from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import SPECS
from kgen import runtime, testing
from kgen.errors import OpArgumentError


def _first_case(spec, inputs: int = 1):
    """The first test case with at least `inputs` inputs whose dims are all non-zero and whose
    tail dim is above 1, so that every input has rows and a kernel launches."""
    dim, _ = spec.tail_dim()
    for variant, dims in spec.test_cases():
        if 0 not in dims.values() and dims[dim] > 1 and len(list(_inputs(spec, variant, dims))) >= inputs:
            return variant, dims
    raise AssertionError(f"{spec.op}: no test case with every dim above 0")


def _inputs(spec, variant, dims):
    """(name, shape, strides, dtype) of each input the variant takes, as the spec declares it."""
    env = spec.env(variant, dims)
    for t in spec.inputs.values():
        if t.unless is not None and variant.params[t.unless]:
            continue
        shape = [int(e.evaluate(env)) for e in t.shape]
        strides = [int(e.evaluate(env)) for e in t.strides] if t.strides is not None else torch.empty(shape, device="meta").stride()
        yield t.name, shape, list(strides), testing.TORCH_DTYPES[spec.dtype(t, variant)]


def _tensor(shape, strides, dtype, device="cuda", offset=0):
    """A view of the given strides that starts `offset` elements into its storage."""
    size = 1 + sum((s - 1) * st for s, st in zip(shape, strides))
    return torch.empty(size + offset, dtype=dtype, device=device).as_strided(shape, strides, offset)


def _call(spec, variant, dims, changed: dict):
    """The op on the spec's inputs, each one replaced by changed[name](shape, strides, dtype) if given."""
    module, op = testing.op_fn(spec)
    with FakeTensorMode():
        args = [changed.get(name, _tensor)(shape, strides, dtype) for name, shape, strides, dtype in _inputs(spec, variant, dims)]
        return op(*args, **testing.choice_kwargs(module, variant.name))


def _message(spec, variant, dims, changed) -> str:
    with pytest.raises(OpArgumentError) as e:
        _call(spec, variant, dims, changed)
    return str(e.value)


@pytest.fixture
def launches(monkeypatch):
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append(cfg))
    # split-K workspaces ask torch.cuda for the current stream; fake tensors stand in.
    monkeypatch.setattr(runtime, "split_k_workspace", lambda split_k, shape, tiles, device: (torch.empty(1, device=device), torch.empty(1, dtype=torch.int32, device=device)))
    monkeypatch.delenv("KGEN_ARCH", raising=False)
    return launched


@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_every_input_must_start_on_a_vector_boundary(spec, launches):
    variant, dims = _first_case(spec)
    _call(spec, variant, dims, {})
    assert len(launches) == 1, "the unchanged case must launch, or the rejections below prove nothing"
    for name, _, _, dtype in _inputs(spec, variant, dims):
        if dtype.itemsize >= 16:
            continue
        one_element = {name: lambda shape, strides, dtype: _tensor(shape, strides, dtype, offset=1)}
        size = torch.empty(0, dtype=dtype).element_size()
        assert _message(spec, variant, dims, one_element) == (
            f"{spec.op}: argument '{name}': expected a tensor starting on a 16-byte boundary, got a view at storage offset 1 ({size} bytes)")
    assert len(launches) == 1


@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_sm100_kernels_need_32_byte_starts(spec, launches, monkeypatch):
    monkeypatch.setenv("KGEN_ARCH", "sm_100a")
    variant, dims = _first_case(spec)
    name, _, _, dtype = next(iter(_inputs(spec, variant, dims)))
    sixteen_bytes = {name: lambda shape, strides, dtype: _tensor(shape, strides, dtype, offset=16 // dtype.itemsize)}
    assert f"argument '{name}': expected a tensor starting on a 32-byte boundary, got a view at storage offset {16 // dtype.itemsize} (16 bytes)" in _message(spec, variant, dims, sixteen_bytes)
    monkeypatch.setenv("KGEN_ARCH", "sm_90a")
    _call(spec, variant, dims, sixteen_bytes)
    assert len(launches) == 1


@pytest.mark.parametrize("spec", [s for s in SPECS if len(s.inputs) > 1], ids=[s.op for s in SPECS if len(s.inputs) > 1])
def test_inputs_on_another_device_are_named(spec, launches):
    variant, dims = _first_case(spec, inputs=2)
    (first, *_), (name, *_) = list(_inputs(spec, variant, dims))[:2]
    elsewhere = {name: lambda shape, strides, dtype: _tensor(shape, strides, dtype, device="cuda:1")}
    message = _message(spec, variant, dims, elsewhere)
    assert message.startswith(f"{spec.op}: argument '{name}': expected a tensor on cuda:0 (the device of {first}), got ")
    assert message.endswith("on cuda:1")
    assert launches == []


@pytest.mark.parametrize("spec", [s for s in SPECS if True in s.params.get("inplace", ())], ids=lambda s: s.op)
def test_inplace_rows_must_not_overlap(spec, launches):
    variant = next(v for v in spec.variants if v.params["inplace"])
    module, op = testing.op_fn(spec)
    with FakeTensorMode():
        # Rows 64 elements apart: each row's writes would land in the next rows' input.
        x = torch.empty(4 * 64 + 7168, dtype=torch.bfloat16, device="cuda").as_strided((4, 7168), (64, 1))
        with pytest.raises(OpArgumentError) as e:
            op(x, **testing.choice_kwargs(module, variant.name))
        assert str(e.value) == f"{spec.op}: argument 'x.stride(-2)': expected at least x.shape[-1] = 7168 with inplace=True (rows that do not overlap), got 64"
        # Stride-0 rows (an expanded row) overlap the same way.
        with pytest.raises(OpArgumentError, match="got 0$"):
            op(torch.empty(7168, dtype=torch.bfloat16, device="cuda").expand(4, 7168), **testing.choice_kwargs(module, variant.name))
        # One row has no neighbour to overlap.
        op(torch.empty(7168, dtype=torch.bfloat16, device="cuda").expand(1, 7168), **testing.choice_kwargs(module, variant.name))
    assert len(launches) == 1


def test_kernels_run_with_their_tensors_device_current(monkeypatch):
    """The caller's current device survives a call on tensors of another device."""
    events = []

    class Guard:
        def __init__(self, index):
            self.index = index

        def __enter__(self):
            events.append(("enter", self.index))

        def __exit__(self, *exc):
            events.append(("exit", self.index))

    monkeypatch.setattr(torch.cuda, "current_device", lambda: 0)
    monkeypatch.setattr(torch.cuda, "device", Guard)
    kernel = runtime._on_tensor_device(lambda *args: events.append(("launch", args[0].device.index)))
    with FakeTensorMode():
        kernel(torch.empty(4, device="cuda:0"))
        assert events == [("launch", 0)]
        events.clear()
        kernel(torch.empty(4, device="cuda:1"))
    assert events == [("enter", 1), ("launch", 1), ("exit", 1)]


def _runtime_dims_of_inputs(spec):
    for d in spec.dims.values():
        if d.runtime and any(d.name in e.text for t in spec.inputs.values() for e in t.shape):
            yield pytest.param(spec, d, id=f"{spec.op}-{d.name}")


@pytest.mark.parametrize("spec,dim", [p for s in SPECS for p in _runtime_dims_of_inputs(s)])
def test_runtime_dims_past_the_spec_range_are_refused(spec, dim, launches):
    """The bounds proofs hold for runtime dims inside the spec's range; one past it is refused."""
    variant, dims = _first_case(spec)
    with pytest.raises(OpArgumentError) as e:
        _call(spec, variant, {**dims, dim.name: dim.max + 1}, {})
    assert f"{dim.max}" in str(e.value) and f"{dim.max + 1}" in str(e.value), str(e.value)
    _call(spec, variant, {**dims, dim.name: dim.max}, {})
    assert len(launches) == 1


def test_out_may_not_share_memory_with_an_input_or_another_output():
    """CTAs write their tiles while others still read theirs: an out= tensor that overlaps an
    input (or a second output) would race, so it is refused as torch's own out= refuses it."""
    x = torch.zeros(8, 64)
    wanted = [("y", (4, 64), torch.float32), ("s", (4, 2), torch.float32)]
    with pytest.raises(OpArgumentError, match=r"argument 'out \(y\)': expected a tensor that shares no memory with x, got one that overlaps it"):
        runtime.check_out("op", (x[4:], torch.zeros(4, 2)), wanted, x.device, {"x": x})
    y = torch.zeros(4, 64)
    with pytest.raises(OpArgumentError, match=r"argument 'out \(s\)': expected a tensor that shares no memory with out \(y\)"):
        runtime.check_out("op", (y, y.view(-1)[:8].view(4, 2)), wanted, x.device, {"x": x})
    # neighbours in one storage that share no element are fine, as are inputs left out (None)
    storage = torch.zeros(8 * 64 + 8)
    x, y, s = storage[:256].view(4, 64), storage[256:512].view(4, 64), storage[512:520].view(4, 2)
    assert runtime.check_out("op", (y, s), wanted, x.device, {"x": x, "w": None}) == [y, s]


@pytest.mark.gpu
@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_an_out_tensor_that_overlaps_an_input_is_refused_on_the_gpu(spec):
    """The op layer passes its inputs to check_out: an out= whose first tensor shares the first
    input's memory is refused before a launch, and the input is left as it was."""
    module, op = testing.op_fn(spec)
    dim, _ = spec.tail_dim()
    variant, dims = next((v, d) for v, d in spec.test_cases() if 0 not in d.values() and d[dim] > 1 and not v.params.get("inplace"))
    case = testing.make_case(spec, variant, dims, seed=0)
    kwargs = testing.choice_kwargs(module, variant.name)
    got = op(*case.args, **kwargs)
    outs = [t.clone() for t in (got if isinstance(got, tuple) else (got,))]
    first = case.args[0]
    # One buffer holds the first input and, from its first byte, the first output.
    nbytes = max((first.storage_offset() + sum((s - 1) * st for s, st in zip(first.shape, first.stride())) + 1) * first.element_size(), outs[0].nbytes)
    buffer = torch.zeros(nbytes, dtype=torch.uint8, device="cuda")
    shared_input = buffer[: nbytes - nbytes % first.element_size()].view(first.dtype).as_strided(first.shape, first.stride(), first.storage_offset())
    shared_input.copy_(first)
    outs[0] = buffer[: outs[0].nbytes].view(outs[0].dtype).view(outs[0].shape)
    before = buffer.clone()
    name = next(iter(spec.inputs))
    out = tuple(outs) if isinstance(got, tuple) else outs[0]
    with pytest.raises(OpArgumentError, match=f"shares no memory with {name}, got one that overlaps it"):
        op(shared_input, *case.args[1:], out=out, **kwargs)
    assert torch.equal(buffer, before)
