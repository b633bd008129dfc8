"""One kernel per spec (its first specialization, guarded, first bucket): lowering, walk and Z3
time of the lowered-IR pass, the kgen source pass on the same kernel, and the number of kernels
`kgen prove` proves for that spec (generated/proofs/<op>/*.smt2)."""

import collections
import sys
import time
import traceback

import z3

import common
import lowered_bounds as lb
from kgen.verify import bounds
from kgen.verify.bounds import TermMemo, decide

ops = sys.argv[1:] or sorted(p.stem for p in (common.ROOT / "specs").glob("*.yaml"))
total_est = 0.0
for op in ops:
    n_kernels = len(list((common.ROOT / "generated/proofs" / op).glob("*.smt2")))
    try:
        t0 = time.perf_counter()
        spec, sp, func, t_build = common.kernel(op, 0, False)
        ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
        t1 = time.perf_counter()
        src_obs = decide(bounds.obligations(func, ranges), TermMemo())
        t_src = time.perf_counter() - t1
        host, dev, pre, t_lower = lb.lower(func)
        t2 = time.perf_counter()
        ((gv, f),) = list(dev.functions.items())
        w = lb.LoweredWalker(f, func, ranges, z3.Context(), lb.allocations(pre), lb.tma_descriptors(host))
        w.walk(f.body, [], [])
        obs = [o for a in w.accesses for o in a.obligations]
        t_walk = time.perf_counter() - t2
        t3 = time.perf_counter()
        decide(obs, TermMemo())
        t_z3 = time.perf_counter() - t3
        c = collections.Counter(lb.classify(a) for a in w.accesses)  # every scope, guard widths included
        per = t_lower + t_walk + t_z3
        total_est += per * n_kernels
        print(
            f"{op:24s} {sp.key:28s} kernels {n_kernels:3d} | source pass {t_src:5.2f}s | lower {t_lower:5.2f}s walk {t_walk:5.2f}s z3 {t_z3:5.2f}s | "
            f"{len(w.accesses)} accesses {len(obs)} obl | {dict(c)}",
            flush=True,
        )
    except Exception as e:  # noqa: BLE001
        print(f"{op:24s} FAILED: {type(e).__name__}: {str(e).splitlines()[0][:200]}", flush=True)
        traceback.print_exc(limit=3)
print(f"estimated lowered-pass time for all kernels, one process: {total_est:.0f} s")
