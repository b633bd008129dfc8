"""A/B of a GEMM bucket's tiling (A: the one the module runs) against the same tiling with some
knobs set (B; more knob sets after "/" are C, D, ...), in one process on the same rotated
inputs, with cuBLAS beside them: per call (kgen bench's method) and as CUDA-graph replays, each
tiling and cuBLAS timed in turn twice, each output checked against the reference first.

    python3 tools/gemm_ab.py async_scales=true [op:M:N:K ...]
    python3 tools/gemm_ab.py stages=3 / stages=3 multicast=true [op:M:N:K ...]
    python3 tools/gemm_ab.py --prebuild async_scales=true [op:M:N:K ...]

--prebuild compiles A's and B's kernels for sm_90a into the ahead-of-time cache instead, on a
machine with no GPU, so that a GPU call carrying the cache (KGEN_CACHE_DIR) spends no time compiling.
"""

import json
import os
import sys
from dataclasses import asdict, replace

import torch
from decode_graph_replay import graph_us
from kgen import bench, peers, testing
from kgen import runtime as rt
from kgen.kernel import Kernel
from kgen.verify.lowering import generated_module
from kgen.pipeline import aot
from kgen.runtime.cache import cache_root
from kgen.spec import load_spec

ROWS = ["fp8_gemm:4:7168:7168", "fp8_gemm:16:7168:7168", "fp4_gemm:8:3072:7168", "fp4_gemm:16:3072:7168", "fp4_gemm:64:3072:7168", "fp4_gemm:128:3072:7168"]
PEERS = {"fp8_gemm": peers.cublas_fp8_per_tensor, "fp4_gemm": peers.cublas_fp8_per_tensor_of_fp4}
VARIANTS = {"fp8_gemm": "e8m0", "fp4_gemm": "mxfp4"}


def main(knob_sets: list[dict], rows: list[str]) -> None:
    labels = ["A", *(chr(ord("B") + i) for i in range(len(knob_sets)))]
    table = []
    for row in rows:
        op_name, M, N, K = row.split(":")
        dims = {"M": int(M), "N": int(N), "K": int(K)}
        spec = load_spec(f"specs/{op_name}.yaml")
        variant = spec.variant(VARIANTS[op_name])
        module, op = testing.op_fn(spec)
        bucket = module.bucket(dims["M"], dims["N"], dims["K"], rt.sm_count())
        base = dict(module.TILING[variant.name][bucket])
        tilings = dict(zip(labels, [base, *({**base, **knobs} for knobs in knob_sets)]))
        nbytes = bench.case_bytes(spec, spec.env(variant, dims))
        cases = bench.rotating_cases(spec, variant, dims, testing.make_case, nbytes)
        want = testing.reference_fn(spec)(*[a.clone() for a in cases[0].args], **variant.params)
        peer = PEERS[op_name]
        for c in cases:
            peer(*c.args)  # widen fp4 weights outside the timed calls
        rounds = [c for _ in range(2) for c in cases]
        times, wrong = {}, set()
        for rep in range(2):
            for label in (*labels, "cublas"):
                fn = peer if label == "cublas" else op
                if label in wrong:
                    continue
                if label != "cublas":
                    module.TILING[variant.name][bucket] = tilings[label]
                    got = torch.full_like(want, float("nan"))  # poisoned: a tile the kernel skips shows
                    op(*[a.clone() for a in cases[0].args], out=got)
                    problems = testing.problems(spec, variant, (got,), (want,))
                    if problems:
                        print(f"{row} {label} {json.dumps(tilings[label])} is wrong: {problems}", flush=True)
                        wrong.add(label)
                        continue
                times.setdefault(f"{label} call", []).append(bench.median_us(bench.rotate(cases, fn), 200))
                times.setdefault(f"{label} graph", []).append(graph_us([(lambda c=c, fn=fn: fn(*c.args)) for c in rounds]))
        module.TILING[variant.name][bucket] = tilings["A"]
        print(row, bucket, {k: [round(v, 2) for v in vs] for k, vs in times.items()}, flush=True)
        table.append((f"{row} {bucket}", {k: min(vs) for k, vs in times.items()}))
    keys = list(dict.fromkeys(k for _, t in table for k in t))
    for label, knobs in zip(labels[1:], knob_sets):
        print(f"\n{label} sets {knobs} over A (the module's tiling)", end="")
    print("; us, the better of two runs")
    print(f"{'row':32s} " + " ".join(f"{k:>12s}" for k in keys))
    for row, t in table:
        print(f"{row:32s} " + " ".join(f"{t[k]:12.2f}" if k in t else f"{'wrong':>12s}" for k in keys))


def prebuild(knob_sets: list[dict], rows: list[str]) -> None:
    jobs = set()
    for row in rows:
        op_name, M, N, K = row.split(":")
        dims = {"M": int(M), "N": int(N), "K": int(K)}
        spec = load_spec(f"specs/{op_name}.yaml")
        for kernel in aot.kernels_for_case(spec, generated_module(spec), VARIANTS[op_name], dims):
            for t in (kernel.tiling, *({**kernel.tiling, **knobs} for knobs in knob_sets)):
                jobs.add(json.dumps([f"specs/{op_name}.yaml", asdict(replace(kernel, tiling=t, arch="sm_90a"))], sort_keys=True))
    done = aot.build_kernels([(path, Kernel(**fields)) for path, fields in map(json.loads, sorted(jobs))], os.cpu_count())
    print(f"{done.kernels} kernels in {cache_root()}, {done.compiled} compiled now")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--prebuild"]
    knob_sets = [{}]
    for a in args:
        if a == "/":
            knob_sets.append({})
        elif "=" in a:
            k, v = a.split("=", 1)
            knob_sets[-1][k] = json.loads(v)
    rows = [a for a in args if "=" not in a and a != "/"] or ROWS
    (prebuild if "--prebuild" in sys.argv else main)(knob_sets, rows)
