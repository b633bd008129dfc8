"""The Z3 bounds pass: every global-memory access of an emitted kernel gets a verdict.

Obligations are read off the kernel's TIR before lowering (the code actually emitted):
for each T.copy region, load and store of a global buffer (and each element of one handed
to an extern call by address), `0 <= index` and
`index (+ extent) <= shape` per dim, plus one int32 obligation on the largest linear
offset. Block indices and loop variables range over their real extents, runtime dims over
the spec's range, and T.assume facts and enclosing `if` conditions are hypotheses.

An index read from memory (a gathered row) is an unknown of its dtype's range: only the
kernel's own guards (clamps, enclosing `if`s) can prove such an access.

Verdicts: `proven` (unsat; the facts in the unsat core are recorded), `refuted` (sat; the
model is a counterexample and the access keeps its guard), `unknown` (resource limit hit;
guard kept). The solver runs with a fixed seed and an rlimit, never a wall clock.
"""

from __future__ import annotations

import functools
import re
import time
from dataclasses import dataclass, field

import z3

from ..runtime.target import INT32_LIMIT, INT_RANGES

RLIMIT = 2_000_000
# A TIR var's name as a constant of the SMT-LIB2 records: a simple symbol that is no reserved
# word or builtin it would be read as (a var `_` or `mod` would not parse, or mean another thing).
SMT_SYMBOL = re.compile(r"[A-Za-z~!@$%^&*_+=<>.?/-][A-Za-z0-9~!@$%^&*_+=<>.?/-]*")
SMT_WORDS = frozenset("_ ! as let exists forall match par and or not xor ite distinct div mod abs true false to_real to_int is_int".split())


class Unsupported(Exception):
    pass


@dataclass
class Obligation:
    access: str  # e.g. "T.copy read x[bx * 8, by * 256] (8 x 256)"
    what: str  # e.g. "dim 0 upper: bx * 8 + 8 <= M"
    goal: z3.BoolRef
    hypotheses: list  # (name, z3 bool) always assumed: loop and block ranges, path conditions
    facts: list  # (name, z3 bool) spec facts and T.assume: tracked for the unsat core
    buffer: str = ""
    check: str = ""  # "dim D lower", "dim D upper" or "int32"
    verdict: str = ""
    facts_used: list = field(default_factory=list)
    counterexample: str = ""
    seconds: float = 0.0

    def smt2(self, memo: TermMemo | None = None) -> str:
        """SMT-LIB2 text that depends only on this obligation (z3's own printer numbers shared
        subterms by global ids, which shift with whatever was built before)."""
        memo = memo or TermMemo()
        ctx = self.goal.ctx
        formulas = [z3.BoolVal(f, ctx) if isinstance(f, bool) else f for _, f in self.hypotheses + self.facts]
        formulas.append(z3.Not(self.goal))
        consts = variables(formulas, memo)
        lines = [f"(declare-fun {name} () {consts[name]})" for name in sorted(consts)]
        lines += [f"(assert {memo.text(f)})" for f in formulas]
        return "\n".join(lines + ["(check-sat)"]) + "\n"


class TermMemo:
    """What the obligations of one kernel share (hypotheses, facts, index subterms), worked
    out once per Z3 term: its uninterpreted constants and its SMT-LIB2 text. Each entry holds
    its term, so that no later term can take its id."""

    def __init__(self):
        self.constants: dict = {}  # term id -> (term, {name: sort})
        self.texts: dict = {}  # term id -> (term, sexpr)

    def text(self, term) -> str:
        key = term.get_id()
        if key not in self.texts:
            self.texts[key] = (term, term.sexpr())
        return self.texts[key][1]


class _Walker:
    def __init__(self, func, dim_ranges: dict, ctx: z3.Context):
        self._start(func, ctx)
        for _, buf in func.buffer_map.items():
            self.global_buffers[buf.data] = buf
        # Runtime dims: the shape vars of the global buffers, ranged by the spec.
        for buf in self.global_buffers.values():
            for extent in buf.shape:
                if isinstance(extent, self.tir.Var):
                    v = self.var(extent)
                    lo, hi = dim_ranges.get(extent.name, (0, 2**31 - 1))
                    self._add_fact(f"{extent.name} in [{lo}, {hi}]", z3.And(v >= lo, v <= hi))

    def _start(self, func, ctx: z3.Context) -> None:
        """The walk's empty state over func's body (a walker of another IR sets its own dims)."""
        import tvm

        self.tir = tvm.tirx
        self.func = func
        self.ctx = ctx
        self.vars: list = []  # (tir Var, z3 term)
        self.binds: list = []  # (tir Var, z3 term or None when not integer)
        self.names: dict = {}
        self.obligations: list[Obligation] = []
        self.dim_facts = []
        self.loads_seen = {}  # (buffer, index terms) of an integer load used in an index -> its z3 unknown
        self.load_buffers: list = []  # the buffers' data vars, numbered for loads_seen's keys
        self.unknowns = 0
        self.written = written_buffers(func.body)
        self.thread_index: list = []  # (tir Var, launch dim 0 x / 1 y / 2 z) of T.get_thread_binding
        self.launch_threads: list = []  # the kernel's thread extents (x, y, z)
        self.global_buffers = {}

    def _add_fact(self, name, cond):
        if all(n != name for n, _ in self.dim_facts):
            self.dim_facts.append((name, cond))

    prefix = ""  # of this walker's own variables' names, where it shares a Z3 context with another

    def shared(self, v):
        """The term of a variable another walker of the same context owns, else None."""
        return None

    def var(self, v):
        for tv, zv in self.binds:
            if tv.same_as(v):
                if zv is None:
                    raise Unsupported(f"{v.name} is not an integer")
                return zv
        shared = self.shared(v)
        if shared is not None:
            return shared
        for tv, zv in self.vars:
            if tv.same_as(v):
                return zv
        base = self.prefix + v.name
        if base in SMT_WORDS or not SMT_SYMBOL.fullmatch(base):
            base = "v" + re.sub(r"[^A-Za-z0-9_.]", "_", base)  # a loop var `_` is SMT-LIB's reserved `_`
        n = self.names.get(base, 0)
        self.names[base] = n + 1
        zv = z3.Int(base if n == 0 else f"{base}_{n}", self.ctx)
        self.vars.append((v, zv))
        for tv, k in self.thread_index:
            if tv.same_as(v):
                self._add_fact(f"threadIdx.{'xyz'[k]} {v.name} in [0, {self.launch_threads[k]})", z3.And(zv >= 0, zv < self.launch_threads[k]))
        return zv

    def expr(self, e):
        t = self.tir
        if isinstance(e, t.IntImm):
            return int(e.value) if e.dtype != "bool" else bool(e.value)
        if isinstance(e, t.Var):
            return self.var(e)
        if isinstance(e, t.Cast):
            return self.expr(e.value)
        binary = {
            t.Add: lambda a, b: a + b,
            t.Sub: lambda a, b: a - b,
            t.Mul: lambda a, b: a * b,
            t.FloorDiv: lambda a, b: a / b,
            t.FloorMod: lambda a, b: a % b,
            t.Min: lambda a, b: min(a, b) if _both_int(a, b) else z3.If(a <= b, a, b),
            t.Max: lambda a, b: max(a, b) if _both_int(a, b) else z3.If(a >= b, a, b),
            t.LT: lambda a, b: a < b,
            t.LE: lambda a, b: a <= b,
            t.GT: lambda a, b: a > b,
            t.GE: lambda a, b: a >= b,
            t.EQ: lambda a, b: a == b,
            t.NE: lambda a, b: a != b,
            t.And: lambda a, b: (a and b) if _both_bool(a, b) else z3.And(a, b),
            t.Or: lambda a, b: (a or b) if _both_bool(a, b) else z3.Or(a, b),
        }
        for cls, fn in binary.items():
            if isinstance(e, cls):
                a, b = self.expr(e.a), self.expr(e.b)
                if cls in (t.FloorDiv, t.FloorMod) and not (isinstance(e.b, t.IntImm) and e.b.value > 0):
                    raise Unsupported(f"division by a non-constant in {e}")
                if isinstance(a, int) and isinstance(b, int) and cls is t.FloorDiv:
                    return a // b
                return fn(a, b)
        if isinstance(e, t.Not):
            a = self.expr(e.a)
            return (not a) if isinstance(a, bool) else z3.Not(a)
        # T.if_then_else in an index (sparse_attn's skip_invalid: -1 past topk) reads as a
        # Select: its untaken branch is never evaluated, but both branches are terms here.
        if isinstance(e, t.Select) or (isinstance(e, t.Call) and getattr(e.op, "name", "") == "tirx.if_then_else"):
            cond, a, b = (self.expr(x) for x in ((e.condition, e.true_value, e.false_value) if isinstance(e, t.Select) else e.args))
            return (a if cond else b) if isinstance(cond, bool) else z3.If(cond, a, b)
        if isinstance(e, t.BufferLoad) and str(e.dtype) in INT_RANGES:
            return self.loaded(e)
        raise Unsupported(f"{type(e).__name__} {e}")

    def loaded(self, load):
        """A value read from memory (a gathered index): any value of its dtype. A read of a
        buffer the kernel never writes names one unknown wherever the same element is read
        again (the same buffer at equal index terms: the same variables, not just the same
        names), so a guard on idx[i] covers a use of idx[i] under it. A buffer the kernel
        writes (a store, a tile op's write region, its address handed to a call) may change
        between two reads: each read of it is an unknown of its own."""
        text = f"{load.buffer.name}[{', '.join(str(i) for i in load.indices)}]"
        written = any(load.buffer.data.same_as(b) for b in self.written)
        key = None
        if not written:
            number = next((k for k, b in enumerate(self.load_buffers) if b.same_as(load.buffer.data)), None)
            if number is None:
                number = len(self.load_buffers)
                self.load_buffers.append(load.buffer.data)
            try:
                terms = [self.expr(i) for i in load.indices]
                key = (number, tuple(("int", x) if isinstance(x, int) else ("term", x.get_id()) for x in terms))
            except Unsupported:
                pass  # an index of its own that the pass cannot read: an unknown of its own
            if key in self.loads_seen:
                return self.loads_seen[key][1]
        lo, hi = INT_RANGES[str(load.dtype)]
        v = z3.Int(f"{load.buffer.name}_value{self.unknowns}", self.ctx)
        self.unknowns += 1
        if key is not None:
            self.loads_seen[key] = (terms, v)  # the terms stay referenced: no later term takes their ids
        self._add_fact(f"{v} = {text} in [{lo}, {hi}] (read from memory)", z3.And(v >= lo, v <= hi))
        return v

    # --- statements -----------------------------------------------------------------
    def walk(self, s, hyps, facts):
        name = type(s).__name__
        if name == "SeqStmt":
            for x in s.seq:
                facts = self.walk(x, hyps, facts)
            return facts
        if name in ("SBlockRealize",):
            return self.walk(s.block, hyps, facts)
        if name == "SBlock":
            if "tl.launch_threads" in s.annotations:
                self.launch_threads = [int(e) for e in s.annotations["tl.launch_threads"]]
            self.walk(s.body, hyps, facts)
            return facts
        if name == "Bind" and getattr(getattr(s.value, "op", None), "name", "") == "tl.launch_thread_idx":
            # T.get_thread_binding(k): ranged over the launch extent once an index uses it (var()).
            self.thread_index.append((s.var, int(s.value.args[0])))
            return facts
        if name == "Bind":
            self.loads(s.value, hyps, facts)  # a gathered index read into a name is an access too
            self.bind(s.var, s.value)
            return facts
        if name == "For":
            v = self.var(s.loop_var)
            lo, ext = self.expr(s.min), self.expr(s.extent)
            label = s.thread_binding.thread_tag if s.thread_binding is not None else s.loop_var.name
            h = (f"{label} {s.loop_var.name} in [{s.min}, {s.min} + {s.extent})", z3.And(v >= lo, v < lo + ext))
            self.walk(s.body, hyps + [h], facts)
            return facts
        if name == "IfThenElse":
            self.loads(s.condition, hyps, facts)
            cond = self.expr(s.condition)
            self.walk(s.then_case, hyps + [(f"if {s.condition}", cond)], facts)
            if s.else_case is not None:
                self.walk(s.else_case, hyps + [(f"if not {s.condition}", (not cond) if isinstance(cond, bool) else z3.Not(cond))], facts)
            return facts
        if name == "Evaluate":
            call = s.value
            op = getattr(getattr(call, "op", None), "name", "")
            if op == "tirx.assume":
                return facts + [(f"assume {call.args[0]}", self.expr(call.args[0]))]
            if op.startswith("tl.tileop."):
                # Every region a tile op touches (T.copy, T.async_copy, ...) is checked with its
                # extents; its access mask says whether it is read (1), written (2) or both (3).
                for arg in call.args:
                    if getattr(getattr(arg, "op", None), "name", "") == "tl.region":
                        mode = {1: "read", 2: "write", 3: "read-write"}[int(arg.args[1])]
                        self.region(arg, f"T.{op.removeprefix('tl.tileop.')} {mode}", hyps, facts)
                    else:
                        self.loads(arg, hyps, facts)
                return facts
            self.loads(call, hyps, facts)
            return facts
        if name == "BufferStore":
            self.access(s.buffer, s.indices, None, "store", hyps, facts)
            self.loads(s.value, hyps, facts)
            return facts
        if name in ("AttrStmt", "LetStmt", "Allocate", "DeclBuffer", "AssertStmt"):
            return self.walk(s.body, hyps, facts)
        raise Unsupported(f"statement {name}")

    def bind(self, var, value) -> None:
        """A name for a value: its term where it is an integer the encoder reads, else None
        (an index that uses the name is then unanalysable)."""
        try:
            term = self.expr(value) if "int" in str(var.dtype) else None
        except Unsupported:
            term = None
        self.binds.append((var, term))

    def loads(self, e, hyps, facts):
        """Every element e reads, or hands by address to an extern call (which may write it)."""
        import tvm

        found, addressed = [], []

        def visit(n):
            if isinstance(n, self.tir.BufferLoad):
                found.append(n)
            elif isinstance(n, self.tir.Call) and getattr(n.op, "name", "") == "tirx.address_of":
                addressed.append(n.args[0])

        tvm.tirx.stmt_functor.post_order_visit(e, visit)
        for load in found:
            mode = "address" if any(load.same_as(a) for a in addressed) else "load"
            self.access(load.buffer, load.indices, None, mode, hyps, facts)

    def region(self, call, mode, hyps, facts):
        load, extents = call.args[0], [int(x.value) for x in call.args[2:]]
        self.access(load.buffer, load.indices, extents, mode, hyps, facts)

    def access(self, buf, indices, extents, mode, hyps, facts):
        if buf.data not in self.global_buffers:
            return  # fragments and shared memory are sized by the tile, not by the caller
        where = f"{mode} {buf.name}[{', '.join(str(i) for i in indices)}]" + (f" ({' x '.join(map(str, extents))})" if extents else "")
        try:
            idx = [self.expr(i) for i in indices]
            shape = [self.expr(d) for d in buf.shape]
        except Unsupported as e:
            self.obligations.append(Obligation(where, f"index not analysable: {e}", z3.BoolVal(False, self.ctx), hyps, facts + self.dim_facts, buf.name, "unanalysable", "unknown"))
            return
        extents = extents or [1] * len(idx)
        all_facts = facts + self.dim_facts
        last = []
        for d, (i, n, e) in enumerate(zip(idx, shape, extents)):
            self.obligations.append(Obligation(where, f"dim {d} lower: {indices[d]} >= 0", self.bool(i >= 0), hyps, all_facts, buf.name, f"dim {d} lower"))
            self.obligations.append(Obligation(where, f"dim {d} upper: {indices[d]} + {e} <= {buf.shape[d]}", self.bool(i + e <= n), hyps, all_facts, buf.name, f"dim {d} upper"))
            last.append(i + e - 1)
        strides = [self.expr(s) for s in buf.strides] if len(buf.strides) else row_major(shape)
        offset = sum(i * s for i, s in zip(last, strides))
        self.obligations.append(Obligation(where, "int32: largest linear offset < 2^31", self.bool(offset < INT32_LIMIT), hyps, all_facts, buf.name, "int32"))

    def bool(self, b):
        """A goal as a term of this kernel's context (comparisons of constants are Python bools)."""
        return z3.BoolVal(b, self.ctx) if isinstance(b, bool) else b


def _both_int(a, b) -> bool:
    return isinstance(a, int) and isinstance(b, int)


def _both_bool(a, b) -> bool:
    return isinstance(a, bool) and isinstance(b, bool)


def written_buffers(body) -> list:
    """Data vars of the buffers a kernel body writes: stores, tile-op regions written (mode
    2 or 3), and elements whose address is handed to a call (which may write them)."""
    import tvm

    written = []

    def visit(n):
        if isinstance(n, tvm.tirx.BufferStore):
            written.append(n.buffer.data)
        elif isinstance(n, tvm.tirx.Call):
            name = getattr(n.op, "name", "")
            if name == "tirx.address_of" and isinstance(n.args[0], tvm.tirx.BufferLoad):
                written.append(n.args[0].buffer.data)
            elif name == "tl.region" and int(n.args[1]) & 2:
                written.append(n.args[0].buffer.data)

    tvm.tirx.stmt_functor.post_order_visit(body, visit)
    return written


def row_major(shape):
    strides, acc = [], 1
    for n in reversed(shape):
        strides.insert(0, acc)
        acc = acc * n
    return strides


def obligations(func, dim_ranges: dict) -> list[Obligation]:
    """The kernel's obligations, as terms of a Z3 context of its own: the verdicts, unsat cores
    and models then depend on this kernel alone, not on what else the process solved before
    (the order specs are built in, or which worker of a pool got the kernel)."""
    w = _Walker(func, dim_ranges, z3.Context())
    w.walk(func.body, [], [])
    return w.obligations


def decide(obs: list[Obligation], memo: TermMemo | None = None) -> list[Obligation]:
    """Verdicts for one kernel's obligations, in order, from one incremental solver. Each
    distinct fact is asserted once as `literal -> fact`; each obligation is checked in a
    scope of its own (its hypotheses and its negated goal) under its facts' literals, so the
    unsat core names the facts it relied on. What the solver learns in one scope follows from
    what every scope shares, so it is sound in the next; the rlimit holds per check. The
    same kernel gives the same sequence of checks, hence the same record, on every run."""
    memo = memo or TermMemo()
    solver, literals, fact_of = None, {}, {}  # (fact name, term id) -> literal; literal id -> fact name
    literal_names = set()
    # A kernel repeats queries (a quarter of all obligations: e.g. a tile read from x and written
    # to y at the same indices). Z3 shares equal terms within a context, so equal term ids make the
    # same query, and it takes the first one's verdict, core and counterexample.
    decided = {}
    term_key = lambda f: ("bool", f) if isinstance(f, bool) else f.get_id()
    for ob in obs:
        if ob.verdict == "unknown":
            continue
        if z3.is_true(ob.goal):  # e.g. `0 >= 0`: its negation is unsat with an empty core
            ob.verdict = "proven"
            continue
        query = (term_key(ob.goal), tuple(term_key(h) for _, h in ob.hypotheses), tuple((name, term_key(f)) for name, f in ob.facts))
        if query in decided:
            first = decided[query]
            ob.verdict, ob.facts_used, ob.counterexample = first.verdict, first.facts_used, first.counterexample
            continue
        decided[query] = ob
        start = time.perf_counter()
        ctx = ob.goal.ctx
        if solver is None:
            solver = z3.Solver(ctx=ctx)
            solver.set("rlimit", RLIMIT)
            solver.set("random_seed", 0)
        assumed = []
        for name, f in ob.facts:
            key = (name, f if isinstance(f, bool) else f.get_id())
            if key not in literals:
                lit = z3.Bool(f"fact{len(literals)}", ctx)
                solver.add(z3.Implies(lit, f))
                literals[key] = lit
                literal_names.add(lit.decl().name())
                fact_of[lit.get_id()] = name
            assumed.append(literals[key])
        solver.push()
        for _, h in ob.hypotheses:
            solver.add(h)
        solver.add(z3.Not(ob.goal))
        result = solver.check(*assumed)
        if result == z3.unsat:
            ob.verdict = "proven"
            ob.facts_used = sorted({fact_of[c.get_id()] for c in solver.unsat_core()})
        elif result == z3.sat:
            ob.verdict = "refuted"
            m = solver.model()
            if len(set(assumed)) == len(literals):
                # Every fact in the solver is one of this obligation's: the model's constants
                # are its own, less the literals (walking its terms for them costs more).
                shown = lambda d: d.name() not in literal_names
            else:
                own = variables([f for _, f in ob.hypotheses + ob.facts] + [ob.goal], memo)
                shown = lambda d: d.name() in own
            ob.counterexample = ", ".join(f"{name}={m[d].as_string()}" for name, d in sorted((d.name(), d) for d in m.decls()) if shown(d))
        else:
            ob.verdict = "unknown"
        solver.pop()
        ob.seconds = time.perf_counter() - start
    return obs


def smallest_witness(ob: Obligation, dim: str, memo: TermMemo | None = None):
    """The smallest value of runtime dim `dim` for which the obligation fails, or None."""
    return _smallest_witness(ob.smt2(memo).removesuffix("(check-sat)\n"), dim)


@functools.lru_cache(maxsize=None)
def _smallest_witness(smt2: str, dim: str):
    """Decided from the obligation's text alone, in a context of its own, so the answer is
    the same in any process and is reused for the same text (specializations that differ
    only in what an access does not touch give the same obligation).

    Binary search with one incremental solver: `lo` has no failing value at or below it,
    `hi` fails (a model's value). None when no nonnegative value fails or the solver gives
    up. (z3's optimizer took up to 0.7 s on a div/mod or nonlinear offset, and gave up on
    some that this search settles in a few ms.)"""
    ctx = z3.Context()
    d = z3.Int(dim, ctx)
    s = z3.Solver(ctx=ctx)
    s.set("rlimit", RLIMIT)
    s.set("random_seed", 0)
    s.from_string(smt2)
    if s.check(d < 0) != z3.unsat or s.check() != z3.sat:
        return None
    lo, hi = -1, s.model().eval(d).as_long()
    while hi - lo > 1:
        mid = (lo + hi) // 2
        result = s.check(d <= mid)
        if result == z3.sat:
            hi = s.model().eval(d).as_long()
        elif result == z3.unsat:
            lo = mid
        else:
            return None
    return hi


def variables(formulas, memo: TermMemo | None = None) -> dict:
    """{name: sort} of the uninterpreted constants in the formulas (Python bools have none).
    `memo` lets the obligations of one kernel, which share their hypotheses, facts and index
    subterms, walk each shared subterm once."""
    seen = (memo or TermMemo()).constants
    names = {}
    for f in formulas:
        if isinstance(f, bool):
            continue
        # Post-order over the terms not yet seen; each one's constants are the union of
        # its children's (a constant's are itself).
        stack = [(f, False)]
        while stack:
            e, children_done = stack.pop()
            key = e.get_id()
            if key in seen:
                continue
            if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                seen[key] = (e, {e.decl().name(): e.sort().sexpr()})
            elif children_done:
                found = {}
                for c in e.children():
                    found.update(seen[c.get_id()][1])
                seen[key] = (e, found)
            else:
                stack.append((e, True))
                stack.extend((c, False) for c in e.children() if c.get_id() not in seen)
        names.update(seen[f.get_id()][1])
    return names
