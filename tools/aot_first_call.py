"""First calls from an ahead-of-time cache: build on a machine with no GPU, load on the GPU.

  python3 tools/aot_first_call.py build DIR      # CPU: compile each op's first bench shape for sm_90a into DIR
  python3 tools/aot_first_call.py check DIR OUT  # GPU: call each op once from DIR with KGEN_AOT_ONLY=1

`check` fails when a call needs a kernel DIR lacks (KGEN_AOT_ONLY makes that an error, not a
compile) or when a first call writes anything into DIR. Per op it times the input transfer
to the GPU, the first call (cache load + launch) and the steady-state call, compares the
first call's outputs against the reference, and writes OUT (JSON).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kgen.runtime import settings  # noqa: E402
from kgen.spec import load_spec  # noqa: E402

SPECS = sorted(Path(__file__).resolve().parent.parent.glob("specs/*.yaml"))
ARCH = "sm_90a"


def first_shape(spec):
    shape = spec.bench["shapes"][0]
    return spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"}


def build(cache: Path) -> None:
    """Both kernels a call of the shape can pick (M divisible by the tile or not), in the
    bucket the shape falls in."""
    from kgen.pipeline import aot
    from kgen.verify.lowering import generated_module
    from kgen.runtime.cache import entries

    os.environ.update(settings.variables(cache_dir=cache))
    start = time.perf_counter()
    for path in SPECS:
        spec = load_spec(str(path))
        variant, dims = first_shape(spec)
        for kernel in aot.kernels_for_case(spec, generated_module(spec), variant.name, dims):
            aot.build_one(str(path), kernel.for_arch(ARCH))
    print(f"built {len(entries())} entries in {cache} in {time.perf_counter() - start:.1f} s")


def _files(cache: Path) -> dict:
    return {str(p): p.stat().st_mtime_ns for p in cache.rglob("*") if p.is_file()}


def check(cache: Path, out: Path) -> int:
    os.environ.update(settings.variables(cache_dir=cache, aot_only=True))
    import torch

    from kgen import testing
    from kgen.runtime import kernels
    from kgen.bench import environment

    loads = []  # kernels a call had to load itself (not preloaded at import)
    load_or_build = kernels.load_or_build
    kernels.load_or_build = lambda *a, **k: loads.append(a[2]) or load_or_build(*a, **k)

    torch.ones(1, device="cuda").sum().item()  # CUDA context and torch's own kernels, before any kgen call
    before = _files(cache)
    rows, failures = [], 0
    for path in SPECS:
        spec = load_spec(str(path))
        variant, dims = first_shape(spec)
        start = time.perf_counter()
        module, op = testing.op_fn(spec)
        import_s = time.perf_counter() - start
        case = testing.make_case(spec, variant, dims, seed=0, device="cpu")
        kwargs = testing.choice_kwargs(module, variant.name)
        torch.cuda.synchronize()
        start = time.perf_counter()
        args = [a.cuda() for a in case.args]
        torch.cuda.synchronize()
        transfer_s = time.perf_counter() - start
        # The reference runs on the GPU, as in the GPU tests, on copies taken before the op runs.
        want = testing.reference_fn(spec)(*[a.clone() for a in args], **variant.params)
        want = want if isinstance(want, tuple) else (want,)
        torch.cuda.synchronize()
        preloaded = sum(1 for factory, _, _ in kernels._PREBUILT if factory.__module__ == module.__name__)
        loads_before = len(loads)
        row = {"op": spec.op, "variant": variant.name, "shape": dims, "import_s": import_s, "transfer_s": transfer_s, "preloaded_kernels": preloaded}
        try:
            start = time.perf_counter()
            got = op(*args, **kwargs)
            torch.cuda.synchronize()
            row["first_call_s"] = time.perf_counter() - start
            row["kernels_loaded_by_the_call"] = len(loads) - loads_before
        except Exception as e:  # the op's own error (e.g. no prebuilt kernel), reported per op
            row["error"] = f"{type(e).__name__}: {e}"
            rows.append(row)
            failures += 1
            print(f"{spec.op}: FAILED {row['error']}")
            continue
        got = got if isinstance(got, tuple) else (got,)
        row["problems"] = testing.problems(spec, variant, got, want)
        steady = []
        for _ in range(20):
            start = time.perf_counter()
            op(*args, **kwargs)
            torch.cuda.synchronize()
            steady.append(time.perf_counter() - start)
        row["steady_call_s"] = statistics.median(steady)
        row["within_2x"] = row["first_call_s"] <= 2 * (row["steady_call_s"] + transfer_s)
        failures += bool(row["problems"]) or not row["within_2x"]
        rows.append(row)
    written = sorted(set(_files(cache).items()) - set(before.items()))
    record = {"environment": environment(), "arch": ARCH, "cache": str(cache), "first_calls": rows, "cache_files_written": [p for p, _ in written]}
    out.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    print(f"CUDA_MODULE_LOADING={os.environ.get('CUDA_MODULE_LOADING', '(unset)')}")
    print(f"{'op':24s} {'import ms':>9s} {'preloaded':>9s} {'transfer ms':>11s} {'first ms':>9s} {'steady ms':>9s}  ok")
    for r in rows:
        if "error" not in r:
            ok = "yes" if r["within_2x"] and not r["problems"] else "NO"
            print(f"{r['op']:24s} {1e3 * r['import_s']:9.1f} {r['preloaded_kernels']:9d} {1e3 * r['transfer_s']:11.2f} {1e3 * r['first_call_s']:9.2f} {1e3 * r['steady_call_s']:9.3f}  {ok}")
    print(f"files written into the cache by first calls: {len(written)}")
    return 1 if failures or written else 0


if __name__ == "__main__":
    mode, cache = sys.argv[1], Path(sys.argv[2]).resolve()
    if mode == "build":
        build(cache)
    else:
        sys.exit(check(cache, Path(sys.argv[3])))
