"""The op layer hands each kernel exactly the tensors its prim_func declares (CPU, fake
CUDA tensors, kernel launch intercepted): shapes, dtypes and row strides."""
from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from conftest import SPECS
from kgen import runtime, testing

TIR_TO_TORCH = {"bfloat16": torch.bfloat16, "float32": torch.float32, "float8_e4m3fn": torch.float8_e4m3fn, "uint8": torch.uint8}


def _cases():
    for spec in SPECS:
        if spec.template not in ("quant", "mhc"):  # other families test their op layer in their own files
            continue
        dim, _ = spec.tail_dim()
        for variant, dims in spec.test_cases():
            if dims[dim] in (1, 31) or (dims[dim] == 65 and "ld" in dims):
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


@pytest.mark.parametrize("spec,variant,dims", list(_cases()))
def test_launch_arguments_match_the_prim_func(spec, variant, dims, monkeypatch):
    module, op = testing.op_fn(spec)
    launched = []

    def intercept(factory, cfg, arch=None):
        return lambda *tensors: launched.append((factory(cfg), cfg, tensors))

    monkeypatch.setattr(runtime, "compile_kernel", intercept)
    env = spec.env(variant, dims)
    dim, _ = spec.tail_dim()
    with FakeTensorMode():
        # Inputs as the spec declares them; x a strided view of wider rows (empty_strided:
        # slicing a fake CUDA tensor needs CUDA).
        args = []
        for t in spec.inputs.values():
            if t.unless is not None and variant.params[t.unless]:
                continue
            shape = [int(e.evaluate(env)) for e in t.shape]
            strides = [int(e.evaluate(env)) for e in t.strides] if t.strides is not None else None
            dtype = testing.TORCH_DTYPES[spec.dtype(t, variant)]
            args.append(torch.empty_strided(shape, strides, dtype=dtype, device="cuda") if strides else torch.empty(shape, dtype=dtype, device="cuda"))
        op(*args, **testing.choice_kwargs(module, variant.name))
    (func, cfg, tensors), = launched
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
