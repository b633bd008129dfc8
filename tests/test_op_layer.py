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
        if "M" not in spec.dims:  # row ops; sparse_attn has its own in test_sparse_attn.py
            continue
        for variant, dims in spec.test_cases():
            if dims["M"] in (1, 31) or (dims["M"] == 65 and "ld" in dims):
                yield pytest.param(spec, variant, dims, id=f"{spec.op}-{variant.name}-" + ",".join(f"{k}={v}" for k, v in dims.items()))


@pytest.mark.parametrize("spec,variant,dims", list(_cases()))
def test_launch_arguments_match_the_prim_func(spec, variant, dims, monkeypatch):
    module, op = testing.op_fn(spec)
    launched = []

    def intercept(factory, cfg, arch=None):
        return lambda *tensors: launched.append((factory(cfg), cfg, tensors))

    monkeypatch.setattr(runtime, "compile_kernel", intercept)
    env = spec.env(variant, dims)
    with FakeTensorMode():
        # A strided view of wider rows (empty_strided: slicing a fake CUDA tensor needs CUDA).
        x = torch.empty_strided((env["M"], env["N"]), (env["ld"], 1), dtype=torch.bfloat16, device="cuda")
        op(x, **testing.choice_kwargs(module, variant.name))
    (func, cfg, tensors), = launched
    assert cfg.N == env["N"] and cfg.ld == (env["ld"] if env["M"] > 1 else env["N"])
    params = [func.buffer_map[p] for p in func.params]
    assert len(params) == len(tensors)
    for buf, t in zip(params, tensors):
        shape = [env["M"] if not isinstance(d, int) and not hasattr(d, "value") else int(d) for d in buf.shape]
        assert list(t.shape) == shape, buf.name
        assert t.dtype == TIR_TO_TORCH[str(buf.dtype)], buf.name
        if len(buf.strides):
            assert t.stride(0) == int(buf.strides[0]) or env["M"] == 1, buf.name
        else:
            assert t.is_contiguous(), buf.name
