"""Helpers for the lowered-IR experiments (scratch; read-only use of kgen)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import tilelang  # noqa: E402
from tilelang import tvm  # noqa: E402

from kgen import tlparse  # noqa: E402
from kgen.verify.lowering import config_for, generated_module  # noqa: E402
from kgen.spec import load_spec  # noqa: E402

TARGET = {"kind": "cuda", "arch": "sm_90a"}


def kernel(op: str, index: int = 0, m_divisible: bool = False, variant: str | None = None, bucket: str | None = None):
    """(spec, specialization, prim_func) of one kernel of a spec, as kgen's bounds pass builds it."""
    tlparse.install()
    spec = load_spec(ROOT / "specs" / f"{op}.yaml")
    module = generated_module(spec, str(ROOT / "generated"))
    sps = [sp for sp in spec.specializations() if variant is None or sp.variant.name == variant]
    sp = sps[index]
    t0 = time.perf_counter()
    func = module.KERNELS[sp.variant.name](config_for(spec, sp, m_divisible, module, bucket))
    return spec, sp, func, time.perf_counter() - t0


def pass_configs(func) -> dict:
    return dict(func.attrs["tilelang_pass_configs"]) if func.attrs and "tilelang_pass_configs" in func.attrs else {}


def lower_split(func):
    """(host_mod, device_mod, seconds): TileLang's whole CUDA pipeline (context.lower) then the
    host/device Filter, with no CUDA codegen. device_mod is CompiledArtifact.device_mod."""
    from tilelang.backend.module import create_backend_context
    from tilelang.engine.lower import lower_to_host_device_ir

    t0 = time.perf_counter()
    with tvm.target.Target(TARGET), tvm.transform.PassContext(opt_level=3, config=pass_configs(func)):
        ctx = create_backend_context(TARGET, None, "auto")
        host, dev, _, _, _ = lower_to_host_device_ir(func, ctx)
    return host, dev, time.perf_counter() - t0


def pre_codegen(device_mod):
    """The device module exactly as codegen_device sees it (tilelang.engine.lower._prepare_device_codegen_mod)."""
    from tilelang.engine.lower import _prepare_device_codegen_mod

    with tvm.target.Target(TARGET), tvm.transform.PassContext(opt_level=3):
        return _prepare_device_codegen_mod(device_mod)


def lower_source(func):
    """CUDA source the way kgen.verify.lowering.lower_prim_func gets it, timed."""
    t0 = time.perf_counter()
    with tvm.target.Target(TARGET), tvm.transform.PassContext(opt_level=3, config=pass_configs(func)):
        art = tilelang.lower(func, target=TARGET)
    return art, time.perf_counter() - t0
