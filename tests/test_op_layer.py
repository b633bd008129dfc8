"""The op layer hands each kernel exactly the tensors its prim_func declares (CPU, fake
CUDA tensors, kernel launch intercepted): shapes, dtypes and row strides."""

from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import SPECS, tiered
from kgen import runtime, testing

TIR_TO_TORCH = {"bfloat16": torch.bfloat16, "float32": torch.float32, "float8_e4m3fn": torch.float8_e4m3fn, "uint8": torch.uint8, "int32": torch.int32}


# The tail dim's sizes each family's cases run at; gemm's: decode (split-K partials, fp4's mma.sync
# tiles) and prefill (fp4's preconversion buffers, B as 32-bit words).
ROWS = {"gemm": (1, 4096)}


def _cases():
    for spec in SPECS:
        if spec.template not in ("quant", "mhc", "gemm"):  # other families test their op layer in their own files
            continue
        dim, _ = spec.tail_dim()
        for variant, dims in spec.test_cases():
            if dims[dim] in ROWS.get(spec.template, (1, 31)) or (dims[dim] == 65 and "ld" in dims):
                yield pytest.param(spec, variant, dims, id=f"{spec.op}-{variant.name}-" + ",".join(f"{k}={v}" for k, v in dims.items()))


def _extent(d, m: int) -> int:
    """A buffer extent with the dynamic row count bound to m (M itself, or e.g. ceildiv(M, 128))."""
    if isinstance(d, int) or hasattr(d, "value"):
        return int(d)
    import tvm

    found = []
    tvm.tirx.stmt_functor.post_order_visit(d, lambda n: found.append(n) if isinstance(n, tvm.tirx.Var) else None)
    bound = tvm.tirx.stmt_functor.substitute(d, {v: tvm.tirx.IntImm(v.dtype, m) for v in found})
    return int(tvm.arith.Analyzer().simplify(bound))


# Fast tier: each op's first case at each of those row counts (strided or not).
@pytest.mark.parametrize("spec,variant,dims", tiered(_cases(), lambda spec, variant, dims: (spec.op, dims[spec.tail_dim()[0]], "ld" in dims)))
def test_launch_arguments_match_the_prim_func(spec, variant, dims, monkeypatch):
    module, op = testing.op_fn(spec)
    launched = []

    def intercept(factory, cfg, arch=None):
        return lambda *tensors: launched.append((factory(cfg), cfg, tensors))

    monkeypatch.setattr(runtime, "compile_kernel", intercept)
    # A split-K workspace as rt.split_k_workspace shapes it (its counters need a CUDA stream).
    monkeypatch.setattr(
        runtime,
        "split_k_workspace",
        lambda split_k, shape, tiles, device: (torch.empty(shape if split_k > 1 else 1, device=device), torch.empty(tiles if split_k > 1 else 1, dtype=torch.int32, device=device)),
    )
    env = spec.env(variant, dims)
    dim, _ = spec.tail_dim()
    with FakeTensorMode():
        op(*_fake_inputs(spec, variant, env), **testing.choice_kwargs(module, variant.name))
    ((func, cfg, tensors),) = launched
    if "ld" in env:  # the kernel is specialized on the row stride of a strided view
        row = int(spec.inputs["x"].shape[1].evaluate(env))  # N, or 2N for a fused SwiGLU's x
        assert cfg.N == env["N"] and cfg.ld == (env["ld"] if env[dim] > 1 else row)
    params = [func.buffer_map[p] for p in func.params]
    assert len(params) == len(tensors)
    for buf, t in zip(params, tensors):
        shape = [_extent(d, env[dim]) for d in buf.shape]
        assert list(t.shape) == shape, buf.name
        assert t.dtype == TIR_TO_TORCH[str(buf.dtype)], buf.name
        if len(buf.strides):
            assert t.stride(0) == int(buf.strides[0]) or env[dim] == 1, buf.name
        else:
            assert t.is_contiguous(), buf.name


def _fake_inputs(spec, variant, env) -> list:
    """Fake CUDA inputs as the spec declares them; a strided one as a view of wider rows
    (empty_strided: slicing a fake CUDA tensor needs CUDA)."""
    args = []
    for t in spec.inputs.values():
        if t.unless is not None and variant.params[t.unless]:
            continue
        shape = [int(e.evaluate(env)) for e in t.shape]
        strides = [int(e.evaluate(env)) for e in t.strides] if t.strides is not None else None
        dtype = testing.TORCH_DTYPES[spec.dtype(t, variant)]
        args.append(torch.empty_strided(shape, strides, dtype=dtype, device="cuda") if strides else torch.empty(shape, dtype=dtype, device="cuda"))
    return args


def _cases_with_a_zero_dim():
    for spec in SPECS:
        seen = set()
        for variant, dims in spec.test_cases():
            zero = tuple(sorted(k for k in dims if spec.dims[k].runtime and dims[k] == 0))
            if zero and (variant.name, zero) not in seen:
                seen.add((variant.name, zero))
                yield pytest.param(spec, variant, dims, id=f"{spec.op}-{variant.name}-" + ",".join(f"{k}={v}" for k, v in dims.items()))


# Fast tier: each op's first variant per set of zero dims.
@pytest.mark.parametrize("spec,variant,dims", tiered(_cases_with_a_zero_dim(), lambda spec, variant, dims: (spec.op, tuple(k for k in dims if spec.dims[k].runtime and dims[k] == 0))))
def test_a_call_with_a_zero_dim_writes_every_output_element(spec, variant, dims, monkeypatch):
    """A runtime dim 0 may leave outputs with elements (moe_expand's source rows S = 0: every
    expanded row is zeros): the call launches, or the family zero-fills them; it never returns
    them as allocated. An output with no elements needs neither."""
    module, op = testing.op_fn(spec)
    launched, zeroed = [], []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append(cfg))
    monkeypatch.setattr(runtime, "split_k_workspace", lambda split_k, shape, tiles, device: (torch.empty(1, device=device), torch.empty(1, dtype=torch.int32, device=device)))
    zero_ = torch.Tensor.zero_
    monkeypatch.setattr(torch.Tensor, "zero_", lambda t: zeroed.append(t) or zero_(t))
    with FakeTensorMode():
        got = op(*_fake_inputs(spec, variant, spec.env(variant, dims)), **testing.choice_kwargs(module, variant.name))
    outs = [o for o in (got if isinstance(got, tuple) else (got,)) if o.numel()]
    assert launched or all(any(o is z for z in zeroed) for o in outs), f"{len(outs)} output(s) with elements, no launch, not zeroed"


@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_torch_compile_of_a_wrong_rank_names_the_argument(spec):
    """Under torch.compile the op is traced through its fake version: a tensor of the wrong rank
    gets the eager op's argument error there, not an IndexError from reading its shape."""
    _, op = testing.op_fn(spec)
    for position in range(len(spec.inputs)):  # each input 0-d in turn
        torch._dynamo.reset()
        args = [torch.zeros(()) if i == position else torch.zeros(4) for i in range(len(spec.inputs))]
        with pytest.raises(Exception) as e:
            torch.compile(op, fullgraph=True)(*args)
        assert f"{spec.op}: argument '" in str(e.value), position


def test_a_choice_of_another_type_is_refused_as_under_torch_compile():
    """6.0 or True do not pick the variant of the int 6 or 1: torch.compile's op schema refuses
    them, so the eager op does too, naming the type."""
    variants = {"a": {"k": 6, "flag": True}, "b": {"k": 8, "flag": False}}
    assert runtime.pick_variant("op", variants, k=6, flag=True) == "a"
    for k, flag, message in ((6.0, True, "argument 'k': expected one of [6, 8], got 6.0 (float)"), (6, 1, "argument 'flag': expected one of [False, True], got 1 (int)")):
        with pytest.raises(runtime.OpArgumentError, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[").replace("]", r"\]")):
            runtime.pick_variant("op", variants, k=k, flag=flag)


def test_an_int_picks_the_float_of_its_value_and_derived_choices_are_named_as_given():
    """torch.compile's schema converts an int for a float param, so the eager op takes it too;
    an array, whose == is elementwise, is refused by its repr; a choice the op derives from an
    argument is named as the caller gave it."""
    import numpy as np

    variants = {"a": {"mult": 2.0, "in_dtype": "bf16"}, "b": {"mult": 1.5, "in_dtype": "fp32"}}
    assert runtime.pick_variant("op", variants, mult=2, in_dtype="bf16") == "a"
    with pytest.raises(runtime.OpArgumentError, match=r"argument 'mult': expected one of \[1.5, 2.0\], got True$"):
        runtime.pick_variant("op", variants, mult=True, in_dtype="bf16")  # a bool is not the int it equals, nor a float
    # numpy's float64 and str_ subclass float and str: the schema takes them as their values.
    assert runtime.pick_variant("op", variants, mult=np.float64(1.5), in_dtype=np.str_("fp32")) == "b"
    with pytest.raises(runtime.OpArgumentError, match=r"argument 'mult': expected one of \[1.5, 2.0\], got np.float32\(1.5\) \(float32\)"):
        runtime.pick_variant("op", variants, mult=np.float32(1.5), in_dtype="fp32")  # not a float subclass: its type is named
    with pytest.raises(runtime.OpArgumentError, match=r"argument 'mult': expected one of \[1.5, 2.0\], got array\("):
        runtime.pick_variant("op", variants, mult=np.array([2.0, 1.5]), in_dtype="bf16")
    with pytest.raises(runtime.OpArgumentError, match=r"argument 'x.dtype': expected one of \['bf16', 'fp32'\], got 'fp16'"):
        runtime.pick_variant("op", variants, shown={"in_dtype": "x.dtype"}, mult=2.0, in_dtype="fp16")
    with pytest.raises(
        runtime.OpArgumentError, match=r"argument 'mult, x.dtype': expected one of the built combinations \(mult=2.0, x.dtype='bf16'; mult=1.5, x.dtype='fp32'\), got mult=1.5, x.dtype='bf16'"
    ):
        runtime.pick_variant("op", variants, shown={"in_dtype": "x.dtype"}, mult=1.5, in_dtype="bf16")


def test_an_input_that_requires_grad_is_refused_unless_grad_is_off():
    """The ops have no backward: a gradient would be silently missing (and inplace ops would
    write into a leaf), so such an input is refused while autograd records."""
    x = torch.zeros(4, requires_grad=True)
    with pytest.raises(runtime.OpArgumentError, match="argument 'x': expected a tensor that does not require grad"):
        runtime.check_operands("op", {"x": x})
    with torch.no_grad():
        runtime.check_operands("op", {"x": x})
    runtime.check_operands("op", {"x": x.detach()})


def test_a_number_where_a_tensor_goes_is_described_as_the_number():
    assert runtime.describe(3) == "int 3" and runtime.describe(0.5) == "float 0.5"
    assert runtime.describe(torch.zeros(2, dtype=torch.int8)) == "torch.int8 tensor of shape (2,) on cpu"
