"""Every op checks where its input tensors live before a kernel sees them (CPU: fake CUDA
tensors, the kernel launch intercepted): one device for all, and starts on the vector
boundary that TileLang's kernels assume (a misaligned view would fault on the GPU)."""

from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import SPECS
from kgen import runtime, testing
from kgen.runtime import checks, kernels, launch
from kgen.runtime.errors import OpArgumentError


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
        assert _message(spec, variant, dims, one_element) == (f"{spec.op}: argument '{name}': expected a tensor starting on a 16-byte boundary, got a view at storage offset 1 ({size} bytes)")
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


@pytest.mark.parametrize("spec", [s for s in SPECS if "ld" in s.dims], ids=lambda s: s.op)
def test_rows_must_not_overlap(spec, launches):
    """The spec's ld >= x's row (what the bounds proofs assume) holds for every variant: with
    inplace=True a row's writes would also land in the next rows' input."""
    for variant in spec.variants:
        module, op = testing.op_fn(spec)
        dims = next(d for v, d in spec.test_cases() if v is variant and d["M"] > 1)
        env = spec.env(variant, dims)
        row = int(spec.inputs["x"].shape[1].evaluate(env))
        (_, _, _, dtype), *_ = _inputs(spec, variant, dims)
        others = lambda rows: [_tensor(shape, strides, dt) for _, shape, strides, dt in list(_inputs(spec, variant, {**dims, "M": rows}))[1:]]  # noqa: E731
        choice = testing.choice_kwargs(module, variant.name)
        launched = len(launches)
        with FakeTensorMode():
            # Rows 64 elements apart, and stride-0 rows (an expanded row).
            x = torch.empty(3 * 64 + row, dtype=dtype, device="cuda").as_strided((4, row), (64, 1))
            with pytest.raises(OpArgumentError) as e:
                op(x, *others(4), **choice)
            assert str(e.value) == f"{spec.op}: argument 'row stride of x': expected at least x.shape[-1] = {row} (rows that do not overlap; call .contiguous() on an expanded x), got 64"
            with pytest.raises(OpArgumentError, match="got 0$"):
                op(torch.empty(row, dtype=dtype, device="cuda").expand(4, row), *others(4), **choice)
            # One row has no neighbour to overlap.
            one = torch.empty(row, dtype=dtype, device="cuda").expand(1, row)
            op(one, *others(1), **choice)
        assert len(launches) == launched + 1, variant.name


@pytest.mark.parametrize("spec", [s for s in SPECS if "ld" in s.dims], ids=lambda s: s.op)
def test_row_strides_past_the_kernels_constants_are_refused(spec, launches):
    """A kernel compiled for a row stride steps a row tile's rows times it as a 32-bit constant:
    the largest stride that fits launches, one more (a multiple of 8 past it) is refused by
    name, not left to fail inside TileLang's compiler."""
    for variant in spec.variants:
        module, op = testing.op_fn(spec)
        dims = next(d for v, d in spec.test_cases() if v is variant and d["M"] > 1)
        row = int(spec.inputs["x"].shape[1].evaluate(spec.env(variant, dims)))
        (_, _, _, dtype), *_ = _inputs(spec, variant, dims)
        choice = testing.choice_kwargs(module, variant.name)
        p, tiling = module.VARIANTS[variant.name], module.TILING[variant.name]
        tile_rows = p.get("block_rows", 1) if p.get("block_rows", 1) > 1 else tiling["block_m"]
        largest = (2**31 - 1) // tile_rows // 8 * 8
        launched = len(launches)
        with FakeTensorMode():
            others = [_tensor(shape, strides, dt) for _, shape, strides, dt in list(_inputs(spec, variant, {**dims, "M": 2}))[1:]]
            strided = lambda ld: torch.empty(ld + row, dtype=dtype, device="cuda").as_strided((2, row), (ld, 1))  # noqa: E731
            op(strided(largest), *others, **choice)
            with pytest.raises(OpArgumentError) as e:
                op(strided(largest + 8), *others, **choice)
        assert str(e.value) == (
            f"{spec.op}: argument 'row stride of x': expected at most {(2**31 - 1) // tile_rows} elements "
            f"(variant {variant.name} steps {tile_rows} rows at a time, a 32-bit constant in its kernel), got {largest + 8}"
        )
        assert len(launches) == launched + 1, variant.name


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
    kernel = kernels._on_tensor_device(lambda *args: events.append(("launch", args[0].device.index)))
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
    with pytest.raises(OpArgumentError, match=r"argument 'out \(y\)': expected a tensor outside the memory span of x \(from its first element to its last\), got one that overlaps that span"):
        runtime.check_out("op", (x[4:], torch.zeros(4, 2)), wanted, x.device, {"x": x})
    y = torch.zeros(4, 64)
    with pytest.raises(OpArgumentError, match=r"argument 'out \(s\)': expected a tensor outside the memory span of out \(y\)"):
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
    with pytest.raises(OpArgumentError, match=rf"outside the memory span of {name} \(from its first element to its last\), got one that overlaps that span"):
        op(shared_input, *case.args[1:], out=out, **kwargs)
    assert torch.equal(buffer, before)


@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_written_tensors_move_their_autograd_version(spec, launches):
    """The kernels write through pointers, which autograd does not see: the op moves the
    version counter of every out= tensor (and of x written in place), as a torch in-place op
    does, so a graph that saved one for backward refuses the changed values."""
    module, op = testing.op_fn(spec)
    for variant in spec.variants:
        dims = next(d for v, d in spec.test_cases() if v is variant and 0 not in d.values())
        kwargs = testing.choice_kwargs(module, variant.name)
        with FakeTensorMode():
            args = [_tensor(shape, strides, dtype) for _, shape, strides, dtype in _inputs(spec, variant, dims)]
            if variant.params.get("inplace"):
                before = args[0]._version
                op(*args, **kwargs)
                assert args[0]._version > before, variant.name
                continue
            got = op(*args, **kwargs)
            outs = tuple(torch.empty_like(t) for t in (got if isinstance(got, tuple) else (got,)))
            before = [t._version for t in outs]
            op(*args, out=outs if isinstance(got, tuple) else outs[0], **kwargs)
            assert all(t._version > v for t, v in zip(outs, before)), variant.name


def test_out_tensors_that_require_grad_are_refused_unless_grad_is_off():
    wanted = [("y", (4,), torch.float32)]
    y = torch.zeros(4, requires_grad=True)
    with pytest.raises(OpArgumentError, match=r"argument 'out \(y\)': expected a tensor that does not require grad"):
        runtime.check_out("op", y, wanted, y.device, {})
    with torch.no_grad():
        assert runtime.check_out("op", y, wanted, y.device, {}) == [y]


def test_out_of_the_wrong_length_says_its_length():
    wanted = [("y", (4,), torch.float32), ("s", (1,), torch.float32)]
    with pytest.raises(OpArgumentError, match=r"argument 'out': expected a tuple of 2 tensors \(y, s\), got a tuple of 1$"):
        runtime.check_out("op", (torch.zeros(4),), wanted, torch.device("cpu"), {})


def test_a_start_off_the_vector_boundary_is_refused_whatever_carries_it():
    """A DLPack import (or from_blob) of a view starts at storage offset 0 with its offset in the
    storage's pointer: the pointer itself is checked, not only the offset."""
    buffer = torch.zeros(64, dtype=torch.bfloat16)
    imported = torch.from_dlpack(buffer[1:33])
    assert imported.storage_offset() == 0 and imported.data_ptr() % 16 == 2
    with pytest.raises(OpArgumentError, match=r"argument 'x': expected a tensor starting on a 16-byte boundary, got data at address 0x"):
        runtime.check_operands("op", {"x": imported})
    runtime.check_operands("op", {"x": torch.from_dlpack(buffer[8:40])})


def test_conjugate_and_negative_views_are_refused():
    """A kernel reads a tensor's memory, not torch's lazy conjugation or negation of it."""
    z = torch.zeros(4, 8, dtype=torch.complex64)
    for view, kind in ((z.conj(), "conjugate"), (torch._neg_view(torch.zeros(4, 8)), "negative")):
        with pytest.raises(OpArgumentError, match=f"argument 'x': expected a tensor whose memory holds its values .*, got a {kind} view"):
            runtime.check_operands("op", {"x": view})
        with pytest.raises(OpArgumentError, match=f"got a {kind} view"):
            runtime.check_out("op", view, [("y", tuple(view.shape), view.dtype)], view.device, {})
    runtime.check_operands("op", {"x": z.conj().resolve_conj()})


@pytest.mark.gpu
def test_a_dlpack_import_off_the_vector_boundary_is_refused_on_the_gpu():
    """The import starts at storage offset 0 with its 2-byte offset in the pointer: refused
    before a launch (vector loads from it would fault and end the CUDA context)."""
    from generated import act_quant

    buffer = torch.randn(4 * 7168 + 8, device="cuda").to(torch.bfloat16)
    imported = torch.from_dlpack(buffer[1 : 4 * 7168 + 1]).view(4, 7168)
    assert imported.storage_offset() == 0 and imported.data_ptr() % 16 == 2
    with pytest.raises(OpArgumentError, match="argument 'x': expected a tensor starting on a 16-byte boundary, got data at address 0x"):
        act_quant.act_quant(imported)
    aligned = torch.from_dlpack(buffer[8 : 4 * 7168 + 8]).view(4, 7168)
    y, s = act_quant.act_quant(aligned)
    want_y, want_s = act_quant.act_quant(aligned.clone())
    assert torch.equal(y.view(torch.uint8), want_y.view(torch.uint8)) and torch.equal(s, want_s)


def test_a_forced_arch_kgen_does_not_build_is_named(monkeypatch):
    """KGEN_ARCH stands in for the GPU's arch: a value kgen has no kernels for is named, not
    parsed into a ValueError from int()."""
    for value in ("sm90", "sm_80", "hopper"):
        monkeypatch.setenv("KGEN_ARCH", value)
        with pytest.raises(ValueError, match=f"KGEN_ARCH: expected one of sm_90a, sm_100a \\(or unset: the GPU's own\\), got '{value}'"):
            checks.vector_bytes(torch.device("cuda"))
    monkeypatch.setenv("KGEN_ARCH", "sm_100a")
    assert checks.vector_bytes(torch.device("cuda")) == 32 and launch.target_arch() == "sm_100a"


def test_an_out_tensor_is_contiguous_and_on_the_inputs_device():
    """The kernels write out= as the contiguous tensor of its shape: one of the right shape
    and dtype with other strides, or on another device, is refused by name."""
    wanted = [("y", (4, 8), torch.float32)]
    with pytest.raises(OpArgumentError, match=r"argument 'out \(y\)': expected a contiguous tensor, got strides \(1, 4\)$"):
        runtime.check_out("op", torch.zeros(8, 4).t(), wanted, torch.device("cpu"), {})
    with pytest.raises(OpArgumentError, match=r"argument 'out \(y\)': expected torch.float32 tensor of shape \(4, 8\) on meta, got torch.float32 tensor of shape \(4, 8\) on cpu$"):
        runtime.check_out("op", torch.zeros(4, 8), wanted, torch.device("meta"), {})
    assert runtime.check_out("op", torch.zeros(4, 8), wanted, torch.device("cpu"), {})[0].shape == (4, 8)


@pytest.mark.parametrize("spec", [s for s in SPECS if s.template == "quant"], ids=lambda s: s.op)
def test_rows_with_a_strided_last_dim_are_refused(spec, launches):
    """x[:, ::2] has a row stride that passes every row check (a multiple of 8, at least the
    row) and a last dim of stride 2, which a kernel would read as contiguous."""
    module, op = testing.op_fn(spec)
    variant, dims = next((v, d) for v, d in spec.test_cases() if d["M"] > 1 and not v.params.get("inplace"))
    (_, shape, _, dtype), *rest = _inputs(spec, variant, dims)
    with FakeTensorMode():
        others = [_tensor(s, st, dt) for _, s, st, dt in rest]
        x = _tensor(shape, [2 * shape[1], 2], dtype)  # x[:, ::2] of a (M, 2N) tensor
        with pytest.raises(OpArgumentError, match=r"argument 'x': expected a contiguous last dim \(stride 1\), got stride \(\d+, 2\)$"):
            op(x, *others, **testing.choice_kwargs(module, variant.name))
    assert launches == []


@pytest.mark.parametrize("spec", [s for s in SPECS if "w" in s.inputs and s.template == "quant"], ids=lambda s: s.op)
def test_row_weights_are_contiguous(spec, launches):
    """w[::2] of the right shape would pass w.view(M) and hand the kernel every other weight."""
    module, op = testing.op_fn(spec)
    variant, dims = next((v, d) for v, d in spec.test_cases() if d["M"] > 1 and not v.params.get("unit_weight", True))
    (_, x_shape, x_strides, x_dtype), (_, w_shape, _, w_dtype) = _inputs(spec, variant, dims)
    with FakeTensorMode():
        x = _tensor(x_shape, x_strides, x_dtype)
        w = _tensor(w_shape, [2], w_dtype)  # w[::2]
        with pytest.raises(OpArgumentError, match=rf"argument 'w': expected a contiguous tensor, got shape \({w_shape[0]},\) with strides \(2,\)$"):
            op(x, w, **testing.choice_kwargs(module, variant.name))
    assert launches == []


@pytest.mark.parametrize("spec", [s for s in SPECS if s.template == "gemm"], ids=lambda s: s.op)
def test_gemm_activations_have_contiguous_rows(spec, launches):
    """a sliced from a wider tensor (row stride 2K) would be read as if its rows were K apart."""
    module, op = testing.op_fn(spec)
    variant, dims = next((v, d) for v, d in spec.test_cases() if d["M"] > 1)
    (_, a_shape, _, a_dtype), *rest = _inputs(spec, variant, dims)
    M, K = a_shape
    with FakeTensorMode():
        others = [_tensor(s, st, dt) for _, s, st, dt in rest]
        a = _tensor(a_shape, [2 * K, 1], a_dtype)  # a[:, :K] of a (M, 2K) tensor
        with pytest.raises(OpArgumentError, match=rf"argument 'a': expected a contiguous tensor, got shape \({M}, {K}\) with strides \({2 * K}, 1\)$"):
            op(a, *others, **testing.choice_kwargs(module, variant.name))
    assert launches == []
