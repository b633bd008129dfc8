"""Ahead-of-time builds: which kernels a spec's calls can reach (as Kernel records), each
compiled into the kernel cache (kgen.runtime.cache) by a worker per core, and why a kernel
would be rebuilt.

Contract: kernels_to_build() lists every kernel a call of the spec can run, once each;
build_all() leaves each of them in the cache for each arch, compiling only what is missing."""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..kernel import Kernel
from ..runtime.cache import entries, entry_key, key_fields, lookup_roots, verify
from ..runtime.kernels import load_or_build


def explain(module, cfg, arch: str) -> str:
    """Why this kernel would (or would not) be rebuilt: the key fields that changed."""
    fields = key_fields(module, cfg, arch)
    key = entry_key(fields)
    if any(verify(root / key) for root in lookup_roots()):
        return "cached"
    same_kernel = [e for e in entries() if e.get("op") == fields["op"] and e.get("config") == fields["config"] and e.get("arch") == arch]
    if not same_kernel:
        return "no entry for this kernel yet"
    newest = same_kernel[-1]
    if newest["key"] == key:
        return "entry is corrupted (files differ from its manifest): rebuild"
    changed = [f"{k}: {newest.get(k)!s:.16} -> {v!s:.16}" for k, v in fields.items() if newest.get(k) != v]
    return "rebuild: " + "; ".join(changed)


def kernels_to_build(spec) -> list[Kernel]:
    """Every kernel a call can reach: each specialization in each bucket that some call takes
    there, under its tail policy, plus defaulted dims (row strides) that the spec's tests or
    benchmarks override."""
    from ..verify.lowering import generated_module, tilings
    from ..verify.prove import KERNELS_BY_POLICY

    _, policy = spec.tail_dim()
    defaulted = [d.name for d in spec.dims.values() if d.default is not None]
    overrides = {}
    for variant, dims in spec.test_cases() + [(spec.variant(b["variant"]), {k: v for k, v in b.items() if k != "variant"}) for b in spec.bench["shapes"]]:
        extra = {k: dims[k] for k in defaulted if k in dims}
        if extra:
            statics = {d.name: dims[d.name] for d in spec.static_dims() if d.name in dims}
            overrides.setdefault(variant.name, []).append((statics, extra))
    module = generated_module(spec)
    out = []
    for sp in spec.specializations():
        bindings = [{}] + [extra for statics, extra in overrides.get(sp.variant.name, []) if statics == sp.statics]
        for extra in {json.dumps(b, sort_keys=True): b for b in bindings}.values():
            for tiling in {json.dumps(t, sort_keys=True): t for t in tilings(spec, module, sp.variant.name, sp.statics).values()}.values():
                for m_divisible in KERNELS_BY_POLICY[policy]:
                    out.append(Kernel(spec.op, sp.variant.name, {**sp.statics, **extra}, m_divisible, tiling))
    return out


def kernels_for_case(spec, module, variant: str, dims: dict) -> list[Kernel]:
    """Each kernel a call with these dims can run: the bucket the dims fall in, with and
    without a tail under the spec's policy."""
    from ..verify.lowering import tiling_at
    from ..verify.prove import KERNELS_BY_POLICY

    _, policy = spec.tail_dim()
    tiling = tiling_at(spec, module, variant, spec.env(spec.variant(variant), dims))
    statics = {d.name: dims[d.name] for d in spec.dims.values() if not d.runtime and d.name in dims}
    return [Kernel(spec.op, variant, statics, m_divisible, tiling) for m_divisible in KERNELS_BY_POLICY[policy]]


def load_kernel(spec, module, kernel: Kernel):
    """(the compiled kernel, whether it had to be compiled): from the cache for its arch, else
    built now. The tuner's candidates are kernels of a tiling the module does not hold."""
    from ..verify.lowering import config_of

    return load_or_build(module, module.KERNELS[kernel.variant], config_of(spec, module, kernel), kernel.arch)


def build_one(spec_path: str, kernel: Kernel) -> bool:
    """Worker: make sure one kernel is in the cache for its arch; True when it had to be
    compiled."""
    from ..errors import FamilyError
    from ..families import family_template
    from ..verify.lowering import generated_module
    from ..spec import load_spec

    spec = load_spec(spec_path)
    module = generated_module(spec)
    try:
        _, built = load_kernel(spec, module, kernel)
    except Exception as e:  # noqa: BLE001  (TileLang's compile errors do not pickle: the pool would die without a word)
        at = "".join(f", {k}={v}" for k, v in kernel.dims.items())
        lines = str(e).strip().splitlines()
        reason = next((line.strip() for line in lines if "fatal" in line or "error" in line.lower()), lines[-1] if lines else "")
        raise FamilyError(
            family_template(spec.template), spec.template, f"{type(e).__name__}: {reason}", f"compiling kernel {kernel.variant}{at} of {spec_path} for {kernel.arch}: tiling {kernel.tiling}"
        ) from None
    return built


@dataclass(frozen=True)
class AotBuild:
    """What build_all did: kernels in the cache (per arch), how many it compiled and reused."""

    kernels: int
    compiled: int
    reused: int
    seconds: float
    jobs: int


def build_all(specs, archs: list[str], jobs: int, progress=print) -> AotBuild:
    return build_kernels([(s.path, kernel.for_arch(a)) for s in specs for kernel in kernels_to_build(s) for a in archs], jobs, progress)


def build_kernels(work: list[tuple], jobs: int, progress=None) -> AotBuild:
    """Compile (spec path, kernel with its arch) pairs into the cache in `jobs` processes, each
    kernel once, skipping those already there: build_all's work, and the kernels the GPU tools
    compile ahead of a call (a bucket's cases, tuning candidates, bounds witnesses)."""
    import time

    from ..interrupts import worker_pool

    work = list({repr(pair): pair for pair in work}.values())
    start = time.perf_counter()
    compiled = 0
    with worker_pool(jobs) as pool:
        for i, built in enumerate(pool.map(build_one, *zip(*work)) if work else (), 1):
            compiled += built
            if progress and (i % 20 == 0 or i == len(work)):
                progress(f"aot: {i}/{len(work)} kernels ({compiled} compiled)")
    return AotBuild(len(work), compiled, len(work) - compiled, time.perf_counter() - start, jobs)
