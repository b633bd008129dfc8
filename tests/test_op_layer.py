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


def _fake_input(spec, t, variant, env) -> torch.Tensor:
    """A fake CUDA input as the spec declares it: strided inputs are views of wider rows
    (empty_strided: slicing a fake CUDA tensor needs CUDA)."""
    shape = [int(e.evaluate(env)) for e in t.shape]
    dtype = testing.TORCH_DTYPES[spec.dtype(t, variant)]
    if t.strides is None:
        return torch.empty(shape, dtype=dtype, device="cuda")
    return torch.empty_strided(shape, [int(e.evaluate(env)) for e in t.strides], dtype=dtype, device="cuda")


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
        inputs = [_fake_input(spec, t, variant, env) for t in spec.inputs.values()]
        op(*inputs, **testing.choice_kwargs(module, variant.name))
    (func, cfg, tensors), = launched
    if "ld" in env:  # the kernel is specialized on the row stride of a strided view
        assert cfg.N == env["N"] and cfg.ld == (env["ld"] if env[dim] > 1 else env["N"])
    params = [func.buffer_map[p] for p in func.params]
    assert len(params) == len(tensors)
    for buf, t in zip(params, tensors):
        shape = [env[str(d)] if not isinstance(d, int) and not hasattr(d, "value") else int(d) for d in buf.shape]
        assert list(t.shape) == shape, buf.name
        assert t.dtype == TIR_TO_TORCH[str(buf.dtype)], buf.name
        if len(buf.strides):
            assert t.stride(0) == int(buf.strides[0]) or env[dim] == 1, buf.name
        else:
            assert t.is_contiguous(), buf.name
