"""Each global access of a kernel's lowered code matched to the source accesses it may come
from (lowered.py's walk of the device function, bounds.py's of the source TIR). Spans do not
survive lowering, so the match is semantic: the same tensor, a compatible direction, and some
launch in which both touch a common element. A refuted lowered access whose sources are all
proven is a lowering bug: the code TileLang made is wrong where kgen's source is right."""

from __future__ import annotations

import z3

from .bounds import Unsupported, _Walker, decide, variables

# Which accesses read and which write, by their kind's first words (an address may do both).
READS = ("load", "address", "tma_load", "cp.async src", "bulk tma_load", "access_ptr")
WRITES = ("store", "address", "tma_store", "bulk tma_store", "access_ptr")
MATCH_RLIMIT = 300_000  # matching may give up early: a query it cannot decide counts as a match


def _directions(kind: str) -> set:
    return {d for d, starts in (("r", READS), ("w", WRITES)) if kind.startswith(starts)}


class SourceAccesses(_Walker):
    """The source pass's walk of the kernel's TIR, in the lowered walk's Z3 context: runtime
    dims (by name) and block indices (by Var identity, which lowering keeps) are shared with
    the lowered side; loops, threads and lanes stay each side's own, since lowering splits
    T.Parallel over threads and software pipelining shifts loop variables."""

    def __init__(self, src_func, dim_ranges: dict, lowered):
        self.lowered, self.found = lowered, []
        self.blocks = []
        lowered.tir.stmt_functor.post_order_visit(src_func.body, lambda n: self.blocks.append(n.loop_var) if _is_block_loop(lowered.tir, n) else None)
        super().__init__(src_func, dim_ranges, lowered.ctx)

    prefix = "source_"

    def shared(self, v):
        if v.name in self.lowered.dims:
            return self.lowered.dims[v.name]
        if any(b.same_as(v) for b in self.blocks):
            return next((zv for tv, zv in self.lowered.vars if tv.same_as(v)), None)
        return None

    def access(self, buf, indices, extents, mode, hyps, facts):
        start = len(self.obligations)
        super().access(buf, indices, extents, mode, hyps, facts)
        if buf.data not in self.global_buffers:
            return
        try:
            coords = [self.expr(i) for i in indices]
        except Unsupported:
            coords = None
        h = list(hyps)
        if coords is not None and extents:  # a tile op's region: any element of it
            spread = []
            for c, e in zip(coords, extents):
                c, h = self.lowered.spread(c, e, h, f"source{len(self.found)}")
                spread.append(c)
            coords = spread
        self.found.append({"buffer": buf.data.name, "mode": mode, "coords": coords, "hyps": h, "facts": facts + self.dim_facts, "obligations": self.obligations[start:]})


def _is_block_loop(tir, n) -> bool:
    return isinstance(n, tir.For) and n.thread_binding is not None and n.thread_binding.thread_tag.startswith("blockIdx")


def match_sources(lowered, src_func, dim_ranges: dict) -> None:
    """Each global lowered access's `sources`: the source accesses of the same tensor and a
    compatible direction that touch a common element in some launch (the runtime dims and block
    indices shared, everything else each side's own). A refuted access whose sources are all
    proven (the source pass's int32 row aside: lowering widens such offsets) is a lowering bug.
    Path conditions are kept only where they speak of shared variables alone (they pick the
    same branch on both sides); guards are left out, so a match never rests on the guard under
    test."""
    source = SourceAccesses(src_func, dim_ranges, lowered)
    source.walk(src_func.body, [], [])
    decide(source.obligations)
    shared = {str(z) for z in lowered.dims.values()} | {str(zv) for tv, zv in lowered.vars if any(tv.same_as(b) for b in source.blocks)}
    solver = z3.Solver(ctx=lowered.ctx)
    solver.set("rlimit", MATCH_RLIMIT)
    solver.set("random_seed", 0)

    def conditions(pairs):
        return [h for name, h in pairs if not isinstance(h, bool) and (not name.startswith(("guard", "if ", "assume")) or set(variables([h])) <= shared)]

    for a in lowered.accesses:
        if a.scope != "global" or a.terms is None:
            continue
        candidates = [S for S in source.found if S["buffer"] == a.buffer and _directions(a.kind) & _source_directions(S["mode"])]
        for S in candidates:
            if len(candidates) == 1 or _may_alias(lowered, a.terms, S, solver, conditions):
                a.sources.append(S)
        proven = [all(o.verdict == "proven" for o in S["obligations"] if o.check != "int32") for S in a.sources]
        a.lowering_bug = a.verdict == "refuted" and bool(proven) and all(proven)


def _source_directions(mode: str) -> set:
    return ({"r"} if mode in ("load", "address") or "read" in mode else set()) | ({"w"} if mode in ("store", "address") or "write" in mode else set())


def _may_alias(lowered, terms, source, solver, conditions) -> bool:
    if source["coords"] is None:
        return True
    if "coords" in terms and len(terms["coords"]) == len(source["coords"]):
        same = z3.And(*[a == b for a, b in zip(terms["coords"], source["coords"])], lowered.ctx)
    else:
        strides = lowered.globals[source["buffer"]][3]
        here = terms["flat"] if "flat" in terms else sum(c * s for c, s in zip(terms["coords"], strides))
        same = here == sum(c * s for c, s in zip(source["coords"], strides))
    solver.push()
    for h in conditions(terms["hyps"] + terms["facts"] + source["hyps"] + source["facts"]):
        solver.add(h)
    solver.add(same)
    found = solver.check()
    solver.pop()
    return found != z3.unsat
