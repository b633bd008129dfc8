"""Lower or compile a specialization for an arch on a machine with no GPU; load the generated
module that holds it, and read its tilings and configs (TILING, config)."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from ..errors import SpecError
from ..kernel import Kernel
from ..spec import Spec, Specialization


def generated_module(spec: Spec, out_dir: str = "generated"):
    """out_dir/<op>.py as built on disk, loaded from its file under the name an import of the
    package gives it (generated.<op>), once per process as an import is: the module
    registers its torch custom ops when it runs."""
    name = f"{Path(out_dir).name}.{spec.op}"
    if name in sys.modules:
        return sys.modules[name]
    found = importlib.util.spec_from_file_location(name, Path(out_dir).resolve() / f"{spec.op}.py")
    module = importlib.util.module_from_spec(found)
    sys.modules[name] = module  # the runtime finds a module's kernels by their __module__ while it runs
    try:
        found.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module


def pick_specialization(spec: Spec, variant: str | None) -> Specialization:
    sps = spec.specializations()
    if variant is None:
        return sps[0]
    for sp in sps:
        if sp.variant.name == variant:
            return sp
    names = sorted({sp.variant.name for sp in sps})
    raise SpecError(spec.source.loc(("variants",)), "--variant", f"one of {', '.join(names)}", repr(variant))


def tilings(spec: Spec, module, variant: str, statics: dict | None = None) -> dict:
    """{bucket name: tiling} of a variant; {None: tiling} for specs without buckets. With a
    specialization's static dims, only the buckets some call takes there: the kernels that are
    built ahead of time and proved."""
    t = module.TILING[variant]
    if not spec.buckets:
        return {None: t}
    reached = spec.reachable_buckets(statics) if statics is not None else None
    return {b: tiling for b, tiling in t.items() if reached is None or b in reached}


def bucket_of(spec: Spec, env: dict) -> str | None:
    """The bucket a call with these dims falls in on this machine's GPU (or, without one, the
    GPU the tilings were tuned on): the first whose `when` holds (None: no buckets)."""
    from ..runtime.launch import sm_count

    env = {"sm_count": sm_count(), **env}
    return next((n for n, when, _ in spec.buckets if when is None or when.evaluate(env)), None)


def default_tiling(spec: Spec, module, variant: str) -> dict:
    """The tiling used when none is named: the variant's, or its first bucket's."""
    return next(iter(tilings(spec, module, variant).values()))


def bucket_tiling(spec: Spec, module, variant: str, bucket: str | None) -> dict:
    """A bucket's tiling, or the default one where no bucket is named."""
    return tilings(spec, module, variant)[bucket] if bucket else default_tiling(spec, module, variant)


def tiling_at(spec: Spec, module, variant: str, env: dict) -> dict:
    """The tiling a call with these dims runs: its bucket's, or the variant's."""
    name = bucket_of(spec, env)
    return module.TILING[variant][name] if name else module.TILING[variant]


def kernel_config(spec: Spec, module, variant: str, dims: dict, m_divisible: bool, tiling: dict | None = None):
    """The generated module's Config for a variant at these dims (defaulted dims filled in),
    with the module's tiling (its first bucket's, with buckets) unless `tiling` overrides it."""
    env = spec.env(spec.variant(variant), dims)
    return module.config(variant, env, m_divisible, tiling or default_tiling(spec, module, variant))


def config_of(spec: Spec, module, kernel: Kernel):
    """The generated module's Config of a kernel record."""
    return kernel_config(spec, module, kernel.variant, kernel.dims, kernel.m_divisible, kernel.tiling)


def config_for(spec: Spec, sp: Specialization, m_divisible: bool, module=None, bucket: str | None = None, knobs: dict | None = None):
    """The Config of a specialization at its (bucket's) tiling, with `knobs` set over it."""
    module = module or generated_module(spec)
    tiling = bucket_tiling(spec, module, sp.variant.name, bucket)
    return kernel_config(spec, module, sp.variant.name, sp.statics, m_divisible, {**tiling, **(knobs or {})})


def prim_func(spec: Spec, sp: Specialization, m_divisible: bool, module=None, bucket: str | None = None, knobs: dict | None = None):
    module = module or generated_module(spec)
    return module.KERNELS[sp.variant.name](config_for(spec, sp, m_divisible, module, bucket, knobs))


def lower_specialization(spec: Spec, sp: Specialization, arch: str = "sm_90a", m_divisible: bool = False, bucket: str | None = None, knobs: dict | None = None) -> str:
    return lower_prim_func(prim_func(spec, sp, m_divisible, bucket=bucket, knobs=knobs), arch)


def lower_prim_func(func, arch: str = "sm_90a") -> str:
    """The CUDA source of one kernel function, lowered with its own pass configs; no GPU needed."""
    import tilelang
    import tvm
    from tvm import target as tvm_target

    tgt = {"kind": "cuda", "arch": arch}
    # A kernel's own pass configs (tilelang.compile reads them from this attribute; lower does not).
    configs = dict(func.attrs["tilelang_pass_configs"]) if func.attrs and "tilelang_pass_configs" in func.attrs else {}
    with tvm_target.Target(tgt), tvm.transform.PassContext(opt_level=3, config=configs):
        artifact = tilelang.lower(func, target=tgt)
    return artifact.kernel_source


def compile_specialization(spec: Spec, sp: Specialization, arch: str = "sm_90a", m_divisible: bool = False, bucket: str | None = None):
    """A cubin and host module built with nvcc; no GPU needed."""
    import tilelang

    os.environ.setdefault("CUDA_HOME", "/usr/local/cuda")
    return tilelang.compile(prim_func(spec, sp, m_divisible, bucket=bucket), target={"kind": "cuda", "arch": arch}, execution_backend="tvm_ffi")
