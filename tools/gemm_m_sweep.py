"""Both GEMMs across M (per call, kgen bench's method) beside cuBLAS, then candidate tilings
for the middle range, each checked against the reference before it is timed.

    python3 tools/gemm_m_sweep.py [sweep] [cands] [--ms=1,8,64] [--op=fp8_gemm] [--shapes=3072x7168,2048x4096]

--shapes (with --op) sweeps those N x K weights of the op instead of its one default shape. The
sweep marks a token count whose call is slower than a larger count's of the same weight: there,
the larger count's bucket would have served it faster.
"""

import sys
import json
from kgen import bench, testing, peers
from kgen import runtime as rt
from kgen.spec import load_spec, tiling_problem

MS = [1, 8, 16, 32, 48, 64, 65, 96, 128, 192, 256, 384, 512, 1024, 2048]
OPS = [("fp8_gemm", "e8m0", 7168, 7168, peers.cublas_fp8_per_tensor), ("fp4_gemm", "mxfp4", 3072, 7168, peers.cublas_fp8_per_tensor_of_fp4)]


# Candidate tilings for the range between the small bucket and full prefill tiles.
def _t(bm, bn, bk, st, th, sk=1, c=1, ws=True, asc=False):
    return {
        "block_m": bm,
        "block_n": bn,
        "block_k": bk,
        "stages": st,
        "threads": th,
        "split_k": sk,
        "ctas_per_sm": c,
        "warp_specialized": ws,
        "async_scales": asc,
        "preconvert": False,
        "overlap_promotion": False,
        "m_passes": 1,
        "multicast": False,
    }


CANDS = {
    "fp8_gemm": [_t(64, 128, 128, 6, 128), _t(64, 128, 128, 8, 128), _t(128, 128, 256, 3, 256), _t(192, 128, 128, 3, 384)],
    "fp4_gemm": [
        _t(64, 64, 256, 2, 128, 4, 2),
        _t(128, 64, 128, 4, 128, 8, 2),
        _t(128, 64, 128, 4, 128, 4, 2),
        _t(128, 64, 256, 2, 128, 4, 2),
        _t(128, 64, 128, 4, 128, 8, 1),
        _t(128, 128, 256, 2, 256, 8, 1),
        _t(192, 64, 256, 2, 128, 4, 1),
        _t(192, 128, 256, 2, 256, 4, 1),
        _t(128, 128, 128, 4, 256, 8, 1),
        _t(64, 128, 256, 2, 256, 4, 1),
        _t(192, 128, 256, 2, 256, 2, 1),
    ],
}
CAND_MS = [64, 128, 192, 256, 384, 512, 1024, 2048]


def drop_invalid_candidates():
    """Drop (and say so) candidates that break one of the gemm family's tiling rules: such a
    tiling may build and run yet compute the wrong product (as the tuner would skip it)."""
    for op_name in CANDS:
        spec = load_spec(f"specs/{op_name}.yaml")
        kept = []
        for c in CANDS[op_name]:
            problem = tiling_problem(spec, c)
            if problem:
                knob, expected, found = problem
                print(f"{op_name}: skipping {json.dumps(c)}: {knob} expected {expected}, found {found}", flush=True)
            else:
                kept.append(c)
        CANDS[op_name] = kept


def setup(op_name, vname, N, K, M):
    spec = load_spec(f"specs/{op_name}.yaml")
    variant = spec.variant(vname)
    dims = {"M": M, "N": N, "K": K}
    env = spec.env(variant, dims)
    nbytes = bench.case_bytes(spec, env)
    module, op = testing.op_fn(spec)
    cases = bench.rotating_cases(spec, variant, dims, testing.make_case, nbytes)
    return spec, variant, module, op, cases, nbytes


def correct(spec, variant, op, cases):
    got = op(*[a.clone() for a in cases[0].args])
    want = testing.reference_fn(spec)(*[a.clone() for a in cases[0].args], **variant.params)
    return not testing.problems(spec, variant, (got,), (want,))


def sweep():
    print(f"{'op':9s} {'N x K':>11s} {'M':>5s} {'bucket':13s} {'kgen us':>8s} {'cublas us':>9s} {'ratio':>6s} {'kgen TF':>8s} {'TB/s':>6s}")
    for op_name, vname, N, K, peer in OPS:
        times = {}
        for M in MS:
            spec, variant, module, op, cases, nbytes = setup(op_name, vname, N, K, M)
            ok = correct(spec, variant, op, cases)
            for c in cases:
                peer(*c.args)
            t = bench.median_us(bench.rotate(cases, op), 100)
            tc = bench.median_us(bench.rotate(cases, peer), 100)
            times[M] = (module.bucket(M, N, K, rt.sm_count()), t)
            print(
                f"{op_name:9s} {f'{N}x{K}':>11s} {M:5d} {times[M][0]:13s} {t:8.2f} {tc:9.2f} {t / tc:6.2f} {2 * M * N * K / t / 1e6:8.1f} {nbytes / t / 1e6:6.2f}{'' if ok else '  WRONG'}", flush=True
            )
        for M, (bucket, t) in times.items():
            faster = [(m, b, u) for m, (b, u) in times.items() if m > M and u < t / 1.03]
            if faster:
                m, b, u = min(faster, key=lambda f: f[2])
                print(f"SLOWER THAN A LARGER M: {op_name} {N}x{K} M={M} ({bucket}) {t:.2f} us; M={m} ({b}) {u:.2f} us", flush=True)


def prebuild(with_candidates: bool):
    """The lockfile tilings (and the candidates, when timed), with and without an M tail, into the
    ahead-of-time cache, 16 at a time."""
    from concurrent.futures import ProcessPoolExecutor
    import importlib
    from kgen.kernel import Kernel
    from kgen.tune import try_build  # the tuner's worker: "" once the kernel is in the cache

    incumbents = {op_name: list(importlib.import_module(f"generated.{op_name}").TILING[vname].values()) for op_name, vname, *_ in OPS}
    work = [
        (f"specs/{op_name}.yaml", Kernel(op_name, vname, {"N": N, "K": K}, m_div, c, "sm_90a"))
        for op_name, vname, N, K, _ in OPS
        for c in (CANDS[op_name] if with_candidates else []) + incumbents[op_name]
        for m_div in (True, False)
    ]
    with ProcessPoolExecutor(16) as pool:
        for (_, kernel), r in zip(work, pool.map(try_build, *zip(*work))):
            if r:  # why the kernel did not build
                print(kernel.variant, kernel.m_divisible, kernel.tiling, r, flush=True)
    print(f"prebuilt {len(work)} kernels", flush=True)


def cands():
    for op_name, vname, N, K, peer in OPS:
        for M in CAND_MS:
            spec, variant, module, op, cases, nbytes = setup(op_name, vname, N, K, M)
            bucket = module.bucket(M, N, K, rt.sm_count())
            incumbent = dict(module.TILING[vname][bucket])
            for c in cases:
                peer(*c.args)
            tc = bench.median_us(bench.rotate(cases, peer), 100)
            row = TABLE.setdefault(f"{op_name} {N}x{K}", {}).setdefault(M, {"cublas": tc})
            for label, tiling in [("incumbent", incumbent)] + [(f"cand{i}", c) for i, c in enumerate(CANDS[op_name])]:
                module.TILING[vname][bucket] = tiling
                try:
                    ok = correct(spec, variant, op, cases)
                    t = bench.median_us(bench.rotate(cases, op), 100)
                    row[label] = t if ok else float("nan")
                    print(f"{op_name} M={M} {bucket} {label:9s} {t:8.2f} us (cublas {tc:.2f}) {'' if ok else 'WRONG'} {json.dumps(tiling)}", flush=True)
                except Exception as e:  # a candidate that does not build
                    print(f"{op_name} M={M} {label} failed: {str(e).splitlines()[0][:200]}", flush=True)
            module.TILING[vname][bucket] = incumbent
    for weight, rows in TABLE.items():
        labels = list(next(iter(rows.values())))
        print(f"\n{weight} " + " ".join(f"{label:>9s}" for label in labels))
        for M, row in rows.items():
            print(f"{M:9d} " + " ".join(f"{row.get(label, float('nan')):9.2f}" for label in labels))


TABLE = {}


def weights(args: list[str]) -> list[tuple]:
    """The (op, variant, N, K, peer) rows to sweep: OPS, or --op's alone, at --shapes' weights
    (N x K, comma-separated) where given."""
    ops = list(OPS)
    for a in args:
        if a.startswith("--op="):
            ops = [o for o in ops if o[0] == a[5:]]
    for a in args:
        if a.startswith("--shapes="):
            op_name, vname, _, _, peer = ops[0]
            ops = [(op_name, vname, *map(int, shape.split("x")), peer) for shape in a[9:].split(",")]
    return ops


if __name__ == "__main__":
    steps = [a for a in sys.argv[1:] if not a.startswith("--")]
    for a in sys.argv[1:]:
        if a.startswith("--ms="):  # e.g. --ms=64,65,96: the sweep's token counts
            MS[:] = [int(m) for m in a[5:].split(",")]
    OPS[:] = weights(sys.argv[1:])
    drop_invalid_candidates()
    prebuild("cands" in steps)
    for what in steps or ["sweep"]:
        {"sweep": sweep, "cands": cands}[what]()
