"""Prototype: match each lowered global access to the source access(es) it came from.

Rule (may-alias under shared block indices and runtime dims): a lowered access L and a source
access S of the same global buffer and a compatible direction match when some launch (runtime
dims), some block (blockIdx vars: the same Var objects survive lowering) and some iteration of
each (loop, thread, lane and box offsets private to each side) make them touch the same element.
Compared per coordinate when both delinearize (symbolic strides), else on the flat offset.
A refuted L all of whose matches are proven in the source is a lowering bug; L with no match is
"introduced by lowering" (or unmatched).

usage: python3 match.py OP [INDEX] [assume|guarded] [VARIANT|-] [BUCKET|-] [--mutate KIND]
"""

from __future__ import annotations

import collections
import sys
import time

import z3

import common
import lowered_bounds as lb
from common import tirx
from kgen.verify import bounds
from kgen.verify.bounds import TermMemo, decide

READS = {"load", "address", "T.copy read", "T.copy read-write", "tma_load", "cp.async src", "bulk tma_load"}
WRITES = {"store", "address", "T.copy write", "T.copy read-write", "tma_store", "bulk tma_store"}


def direction(mode: str) -> set:
    m = mode.split(" (")[0].split(" x")[0]
    out = set()
    if any(m.startswith(r) for r in READS) or "read" in m:
        out.add("r")
    if any(m.startswith(w) for w in WRITES) or "write" in m:
        out.add("w")
    return out


class SourceWalker(bounds._Walker):
    """kgen's own walker over the source TIR, in the lowered walker's Z3 context: runtime dims by
    name and block indices by Var identity are shared with the lowered side; every other
    variable is private (prefixed), since lowering re-partitions loops (T.Parallel over threads,
    software pipelining shifts the loop variable)."""

    def __init__(self, func, ranges, lw):
        self.lw = lw
        self.block_vars = []
        tirx.stmt_functor.post_order_visit(
            func.body, lambda n: self.block_vars.append(n.loop_var) if isinstance(n, tirx.For) and n.thread_binding is not None and n.thread_binding.thread_tag.startswith("blockIdx") else None
        )
        self.records = []
        super().__init__(func, ranges, lw.ctx)

    def var(self, v):
        for tv, zv in getattr(self, "binds", []):
            if tv.same_as(v):
                return super().var(v)
        if v.name in self.lw.dims:
            return self.lw.dims[v.name]
        if any(b.same_as(v) for b in self.block_vars):
            for tv, zv in self.lw.vars:
                if tv.same_as(v):
                    return zv
        for tv, zv in self.vars:
            if tv.same_as(v):
                return zv
        zv = z3.Int(f"src_{v.name}_{len(self.vars)}", self.ctx)
        self.vars.append((v, zv))
        return zv

    def access(self, buf, indices, extents, mode, hyps, facts):
        start = len(self.obligations)
        super().access(buf, indices, extents, mode, hyps, facts)
        if buf.data not in self.global_buffers:
            return
        try:
            idx = [self.expr(i) for i in indices]
        except bounds.Unsupported:
            idx = None
        offs, extra = [], []
        if idx is not None and extents:
            offs = [z3.Int(f"src_off{len(self.records)}_{d}", self.ctx) for d in range(len(idx))]
            extra = [(f"offset {d} in [0, {e})", z3.And(o >= 0, o < e)) for d, (o, e) in enumerate(zip(offs, extents))]
            idx = [i + o for i, o in zip(idx, offs)]
        self.records.append(
            {
                "buffer": buf.data.name,
                "mode": mode,
                "coords": idx,
                "shape": buf.shape,
                "strides": buf.strides,
                "hyps": hyps + extra,
                "facts": facts + self.dim_facts,
                "obs": self.obligations[start:],
                "text": self.obligations[start].access if len(self.obligations) > start else mode,
            }
        )


def flat(lw, buffer, coords):
    buf, size, shape = lw.globals[buffer]
    strides = [lw.expr(x) for x in buf.strides] if len(buf.strides) else bounds.row_major(shape)
    return sum(c * s for c, s in zip(coords, strides))


def shared(lw):
    if not hasattr(lw, "_shared"):
        names = set(lw.dims)
        names |= {str(zv) for tv, zv in lw.vars if any(tv.same_as(b) for b in lw.block_vars)}
        lw._shared = names
    return lw._shared


def may_alias(lw, L, S, solver):
    t = L.terms
    if S["coords"] is None:
        return "unknown"
    if "coords" in t and t["coords"] is not None and len(t["coords"]) == len(S["coords"]):
        eq = z3.And(*[a == b for a, b in zip(t["coords"], S["coords"])])
    else:
        eq = t["flat"] == flat(lw, S["buffer"], S["coords"])
    solver.push()
    # Loop, thread, lane and offset ranges and the dims' ranges only: guards and path conditions
    # are left out (cheaper, and a match should not depend on the guard under test).
    # Path conditions only where they speak of shared variables alone (runtime dims, block
    # indices): they pick the same branch on both sides (e.g. `N % 16 == 0`).
    for name, h in t["hyps"] + t["facts"] + S["hyps"] + S["facts"]:
        if isinstance(h, bool):
            continue
        if not (name.startswith("guard") or name.startswith("if ") or name.startswith("assume")) or set(bounds.variables([h])) <= shared(lw):
            solver.add(h)
    solver.add(eq)
    r = solver.check()
    solver.pop()
    return "yes" if r == z3.sat else "no" if r == z3.unsat else "unknown"


def run(op, index=0, m_div=False, variant=None, bucket=None, mutate=None):
    spec, sp, func, _ = common.kernel(op, index, m_div, variant, bucket)
    host, dev, pre_merge, t_lower = lb.lower(func)
    if mutate == "drop_guard":
        dev = lb.drop_guards(dev)
    if mutate == "wrap_int32":
        dev = lb.narrow_to_int32(dev)
    allocs = lb.allocations(pre_merge)
    descs = lb.tma_descriptors(host)
    if mutate == "widen_tma_box":
        for d in descs.values():
            if "box" in d:
                d["box"][0] *= 2
    ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
    ((gv, f),) = list(dev.functions.items())
    ctx = z3.Context()
    lw = lb.LoweredWalker(f, func, ranges, ctx, allocs, descs, mutate)
    lw.walk(f.body, [], [])
    sw = SourceWalker(func, ranges, lw)
    lw.block_vars = sw.block_vars
    sw.walk(func.body, [], [])
    t0 = time.perf_counter()
    decide([o for a in lw.accesses for o in a.obligations], TermMemo())
    decide(sw.obligations, TermMemo())
    t_prove = time.perf_counter() - t0
    solver = z3.Solver(ctx=ctx)
    solver.set("rlimit", 300_000)  # matching is a heuristic: give up early (unknown counts as may-alias)
    solver.set("random_seed", 0)
    t0 = time.perf_counter()
    summary = collections.Counter()
    for L in lw.accesses:
        if L.scope != "global":
            continue
        verdict = lb.classify(L)
        cands = [S for S in sw.records if S["buffer"] == L.buffer and direction(S["mode"]) & direction(L.kind)]
        matched = cands if len(cands) <= 1 else [S for S in cands if may_alias(lw, L, S, solver) != "no"] if L.terms else []
        # the source pass's int32 row is advisory (TileLang widens such offsets to int64)
        src_ok = [all(o.verdict == "proven" for o in S["obs"] if o.check != "int32") for S in matched]
        status = "unmatched" if not matched else "matched" if len(matched) == 1 else f"matched {len(matched)}"
        summary[(verdict, status.split(" ")[0])] += 1
        bug = verdict == "refuted" and matched and all(src_ok)
        print(
            f"[{verdict}] {L.kind} {L.buffer}[{L.index[:90]}]\n    {status}: "
            + "; ".join(f"{S['text'][:90]} ({'proven' if ok else 'not proven'})" for S, ok in zip(matched, src_ok))
            + ("\n    ** LOWERING BUG: the source access is proven, its lowered form refuted" if bug else "")
        )
    print(f"{op}/{sp.key}: lowering {t_lower:.2f}s, proving (lowered + source) {t_prove:.2f}s, matching {time.perf_counter() - t0:.2f}s; {dict(summary)}")


if __name__ == "__main__":
    argv = [a for a in sys.argv[1:] if not a.startswith("--")]
    mutate = sys.argv[sys.argv.index("--mutate") + 1] if "--mutate" in sys.argv else None
    if mutate:
        argv.remove(mutate)
    run(
        argv[0],
        int(argv[1]) if len(argv) > 1 else 0,
        len(argv) > 2 and argv[2] == "assume",
        argv[3] if len(argv) > 3 and argv[3] != "-" else None,
        argv[4] if len(argv) > 4 and argv[4] != "-" else None,
        mutate,
    )
