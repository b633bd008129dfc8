"""Lower or compile a specialization for an arch on a machine with no GPU; load the generated
module that holds it, and read its tilings and configs (TILING, config); lower a kernel to
its device functions for the proofs on lowered code (lowered.py)."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import sys
from dataclasses import dataclass
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


def compile_specialization(spec: Spec, sp: Specialization, arch: str = "sm_90a", m_divisible: bool = False, bucket: str | None = None, knobs: dict | None = None):
    """A cubin and host module built with nvcc; no GPU needed."""
    import tilelang

    os.environ.setdefault("CUDA_HOME", "/usr/local/cuda")
    return tilelang.compile(prim_func(spec, sp, m_divisible, bucket=bucket, knobs=knobs), target={"kind": "cuda", "arch": arch}, execution_backend="tvm_ffi")


TMA_TILED = "__tvm_tensormap_create_tiled"


@dataclass
class Lowered:
    devices: list  # the device PrimFuncs after TileLang's CUDA pipeline (a kernel may launch several)
    allocations: dict  # data var name -> (scope, elements, dtype), shared buffers before merging
    descriptors: dict  # TMA descriptor param name -> its host-side arguments


def lower(func, arch: str) -> Lowered:
    """TileLang's whole CUDA pipeline on the source PrimFunc, without CUDA codegen (which runs
    only LowerIntrin, Simplify and HoistBroadcastValues after it), and the device IR as
    MergeSharedMemoryAllocations finds it, for the shared buffers' own sizes."""
    from tilelang import tvm
    from tilelang.backend.module import create_backend_context
    from tilelang.engine.lower import lower_to_host_device_ir
    from tvm.ir.instrument import pass_instrument

    before_merge = {}

    @pass_instrument
    class SharedBeforeMerge:
        def run_before_pass(self, mod, info):
            if info.name == "tl.MergeSharedMemoryAllocations":
                before_merge["mod"] = mod

    target = {"kind": "cuda", "arch": arch}
    configs = dict(func.attrs["tilelang_pass_configs"]) if func.attrs and "tilelang_pass_configs" in func.attrs else {}
    with _stderr_dropped(), tvm.target.Target(target), tvm.transform.PassContext(opt_level=3, config=configs, instruments=[SharedBeforeMerge()]):
        host, device, *_ = lower_to_host_device_ir(func, create_backend_context(target, None, "auto"))
    allocs = allocations(before_merge["mod"]) if "mod" in before_merge else {}
    allocs.update({k: v for k, v in allocations(device).items() if k not in allocs})
    return Lowered([f for _, f in device.functions.items()], allocs, tma_descriptors(host))


@contextlib.contextmanager
def _stderr_dropped():
    """TileLang's C++ passes warn on stderr (a loop it could not vectorize), per kernel: what
    runs is proven here whatever it did, and the warnings would bury the verdicts. An exception
    still reaches the caller."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def allocations(mod) -> dict:
    """{data var name: (scope, elements, dtype)} of every allocation in the module's functions."""
    from tilelang import tvm

    out = {}

    def visit(n):
        if isinstance(n, tvm.tirx.AllocBuffer):
            size = 1
            for d in n.buffer.shape:
                size = size * d
            out[n.buffer.data.name] = (n.buffer.scope(), size, str(n.buffer.dtype))

    for _, f in mod.functions.items():
        tvm.tirx.stmt_functor.post_order_visit(f.body, visit)
    return out


def tma_descriptors(host_mod) -> dict:
    """{descriptor param name: fields} from the host function's tma_descriptor_args: [creator,
    desc, dtype code, rank, tensor, globalDim[rank], globalStride[rank] (bytes), boxDim[rank],
    elementStrides[rank], interleave, swizzle, l2promotion, oobFill], innermost dim first."""
    out = {}
    for _, f in host_mod.functions.items():
        for desc, args in (f.attrs.get("tma_descriptor_args", {}) if f.attrs else {}).items():
            a = list(args)
            creator = a[0].value if hasattr(a[0], "value") else str(a[0])
            if creator != TMA_TILED:
                out[desc.name] = {"kind": creator}
                continue
            rank = int(a[3])
            field = lambda k: a[5 + k * rank : 5 + (k + 1) * rank]
            out[desc.name] = {"kind": creator, "rank": rank, "tensor": a[4].name, "gdim": field(0), "gstride": field(1), "box": [int(x) for x in field(2)]}
    return out
