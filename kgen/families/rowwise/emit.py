"""A rowwise Program as TileLang: the statements inside one kernel's `with T.Kernel(...)`.

Each CTA takes block_m rows (row r = _pid * block_m + _i). Every compute entry is one
T.Parallel loop over (block_m, its index ranges); an intermediate lives in an fp32 fragment
of that shape, an output is stored as it is computed. A reduction over a range longer than
UNROLL_LIMIT fills a fragment in a loop of its own, then T.reduce_*; a shorter one runs in
order inside the loop: a sum whose terms need no statements of their own as one expression
written out at trace time (fold_sum), the rest (a gather's guard, sumsq's square, a max) as a
T.unroll loop. Rows past the last (a tail tile) are computed from nothing and never stored:
every access to a tensor's rows sits under the row guard.

Staged (the tiling's `stage`, on a tile with no tail rows): the tile's rows of each row input
are copied into shared memory first and each stored output is written there and copied out
after its entry, so the rows move as whole vectors (TMA where TileLang can) while the loops
read and write shared memory element by element.

Pipelined (the tiling's `ctas` > 0, staged): a persistent grid of `ctas` CTAs, CTA c taking
tiles c, c + ctas, c + 2 * ctas, ...; the staged body runs once a tile inside a two-stage
T.Pipelined loop, so TileLang overlaps a tile's copies in with the compute of the tile
before (a producer warp group issuing TMA loads, mbarriers between). Every buffer is
allocated once, before the loop: each is written whole before it is read within a tile.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

from ...expr import Expr
from ...schema import DTYPE_BYTES
from .program import Bin, Call, Cmp, Const, Dim, Logic, Neg, Node, Program, Read, Reduce, Step, Var

TL_DTYPES = {
    "bf16": "T.bfloat16",
    "fp16": "T.float16",
    "fp32": "T.float32",
    "fp8_e4m3": "T.float8_e4m3fn",
    "int16": "T.int16",
    "int32": "T.int32",
    "int64": "T.int64",
    "uint8": "T.uint8",
    "e8m0": "T.uint8",
    "fp4_e2m1x2": "T.uint8",
}
QUANT_FORMATS = {"fp8_e4m3": (448.0, 1e-4)}  # max value, amax floor: kgen.reference.quant's rules
NAN = "T.reinterpret(T.uint32(0x7FC00000), T.float32)"
# Rows past the last are never touched; a tile of one row never has any (the grid is the rows).
ROW_GUARD = "cfg.m_divisible or block_m == 1 or _m < {rows}"
WRITTEN_OUT_LIMIT = 8  # the most stores an output entry's leading axes write out (written_out)
_IDENTITY = {"sum": "T.float32(0)", "sumsq": "T.float32(0)", "absmax": "T.float32(0)", "amax": "-T.infinity(T.float32)"}
_OPAQUE_ZERO = "T.reinterpret(T.uint32(0), T.float32)"
_TREE = {"sum": "T.reduce_sum", "sumsq": "T.reduce_sum", "absmax": "T.reduce_absmax", "amax": "T.reduce_max"}


def fp32_literal(value) -> str:
    return f"T.float32({float(value)!r})"


class _Scope:
    """Where an expression's statements go: pre (lines before its use, at the loop body's
    indentation), and, inside an unrolled reduction, the gathers on its variable (guards)."""

    def __init__(self, sizes: dict, var: str | None = None):
        self.pre: list = []
        self.guards: list = []
        self.var = var
        self.sizes = sizes  # every index variable bound here -> its size


def staged_tensors(program: Program) -> tuple:
    """What a staged kernel moves through shared memory a tile of rows at a time: each row input
    with an axis after the rows that the program reads, and each output an entry stores whole
    (a quantize epilogue's are stored from registers); a row of static size only (a shared
    buffer's size is compiled in)."""
    read = {x.name for step in program.steps for x in _walk(step.value) if isinstance(x, Read) and not x.let}
    stageable = {t.name for t in program.tensors.values() if t.row and t.stored and not any(set(Expr(size).names) & program.runtime_dims for size in t.stored)}
    inputs = [t.name for t in program.tensors.values() if not t.output and t.name in read and t.name in stageable]
    outputs = [s.name for s in program.steps if s.output and s.quantize is None and s.name in stageable]
    return (*inputs, *outputs)


def staged_row_bytes(program: Program, env: dict) -> int:
    """Shared memory one row of a staged tile takes at these dims (env)."""
    tensors = [program.tensors[name] for name in staged_tensors(program)]
    return sum(math.prod(Expr(size).evaluate(env) for size in t.stored) * DTYPE_BYTES[t.dtype] for t in tensors)


class Emitter:
    def __init__(self, program: Program, staged: bool = False):
        self.p = program
        self.rows = program.row_dim
        self.staged = staged_tensors(program) if staged else ()
        self.lines: list = []
        self.count = 0

    def fresh(self, stem: str) -> str:
        self.count += 1
        return f"_{stem}{self.count}"

    def kernel_body(self) -> list:
        for name in self.staged:
            t = self.p.tensors[name]
            self.lines.append(f"{_shared(name)} = T.alloc_shared(({', '.join(('block_m', *t.stored))}), {TL_DTYPES[t.dtype]})")
        for name in self.staged:
            if not self.p.tensors[name].output:
                self.lines.append(f"T.copy({self.tile_start(name)}, {_shared(name)})")
        for step in self.p.steps:
            self.step(step)
        return self.lines

    def tile_start(self, name: str) -> str:
        """The tile's first element of a row tensor: where its copy to or from shared starts."""
        return f"{name}[{', '.join(('_pid * block_m', *('0' for _ in self.p.tensors[name].stored)))}]"

    # --- loops ------------------------------------------------------------------------------
    def loop(self, vars_: tuple, sizes: tuple, body: list) -> list:
        head = ", ".join(("_i", *vars_))
        extents = ", ".join(("block_m", *sizes))
        if self.staged:  # a staged tile has no tail rows: no guard, the row where it is read
            row = ["    _m = _pid * block_m + _i"] if any(re.search(r"\b_m\b", line) for line in body) else []
            return [f"for {head} in T.Parallel({extents}):", *row, *("    " + line for line in body)]
        return [f"for {head} in T.Parallel({extents}):", "    _m = _pid * block_m + _i", f"    if {ROW_GUARD.format(rows=self.rows)}:", *("        " + line for line in body)]

    def step(self, step: Step) -> None:
        scope = _Scope(dict(zip(step.vars, step.sizes)))
        index = ", ".join(("_i", *step.vars))
        if step.quantize is not None:
            self.quantize(step, scope)
            return
        raw = self.raw_copy(step)
        value = self.expr(step.value, scope, raw=raw)
        if step.output:
            t = self.p.tensors[step.name]
            stored = value if raw else f"T.Cast({TL_DTYPES[t.dtype]}, {value})"
            buffer, indices = (_shared(step.name), index) if step.name in self.staged else (step.name, ", ".join(("_m", *step.vars)))
            body = [*scope.pre, f"{buffer}[{indices}] = {stored}"]
            if self.writes_out(step, scope):
                # The written_out knob: the leading axes' stores written out in one parallel loop
                # over the last axis, so the reads without those axes (hc_post's x and res) are
                # loaded once for them all, not once each.
                store = f"T.buffer_store({buffer}, {stored}, [{indices}])"
                for var, size in reversed(list(zip(step.vars[:-1], step.sizes[:-1]))):
                    store = f"each({size}, lambda {var}: {store})"
                written = self.loop(step.vars[-1:], step.sizes[-1:], [store])
                self.lines += ["if cfg.written_out:", *("    " + line for line in written), "else:"]
                self.lines += ["    " + line for line in self.loop(step.vars, step.sizes, body)]
            else:
                self.lines += self.loop(step.vars, step.sizes, body)
        else:
            self.lines.append(f"{step.name} = T.alloc_fragment(({', '.join(('block_m', *step.sizes))},), T.float32)")
            body = [*scope.pre, f"{step.name}[{index}] = {value}"]
            self.lines += self.loop(step.vars, step.sizes, body)
        if step.name in self.staged:
            self.lines.append(f"T.copy({_shared(step.name)}, {self.tile_start(step.name)})")

    def writes_out(self, step: Step, scope: _Scope) -> bool:
        """Whether an output entry's leading axes are static sizes of at most WRITTEN_OUT_LIMIT
        (a store each, written out), with no index computed before its store."""
        lead = step.sizes[:-1]
        return bool(lead) and not scope.pre and all(max(self.p.static_sizes.get(size, [WRITTEN_OUT_LIMIT + 1])) <= WRITTEN_OUT_LIMIT for size in lead)

    def raw_copy(self, step: Step) -> bool:
        """An output that is an input's element as it is (a copy or a gather): moved in its own
        dtype, bit for bit (a NaN's payload and sign too)."""
        v = step.value
        return step.output and isinstance(v, Read) and not v.let and self.p.tensors[v.name].dtype == self.p.tensors[step.name].dtype

    # --- quantize: kgen.reference.quant's rules, as the quant family's kernels apply them -----
    def group_amax(self, step: Step, scope: _Scope, groups: str) -> tuple[str, str, Callable[[str], str]]:
        """The value to quantize, a fragment, and its groups' amax (a group holding a NaN or an
        infinity gets a non-finite one); with them, what reads either as fp32. A value rounded
        to bf16 or fp16 stays in that type and its amax is a NaN-propagating max two elements an
        instruction: in fp32 a max drops a NaN, so each element would take a NaN test and a
        select as well (rms_norm_cast at N = 7168: 1317 SASS instructions a thread against 1395)."""
        narrow = isinstance(step.value, Call) and step.value.fn in ("bf16", "fp16")
        kept = TL_DTYPES[step.value.fn] if narrow else "T.float32"
        value, absval, amax = (self.fresh(n) for n in ("value", "abs", "amax"))
        full = ", ".join(("block_m", *step.sizes))
        self.lines += [
            f"{value} = T.alloc_fragment(({full}), {kept})",
            f"{absval} = T.alloc_fragment(({full}), {kept})",
            f"{amax} = T.alloc_fragment(({', '.join(('block_m', *step.sizes[:-1], groups))}), {kept})",
        ]
        index = ", ".join(("_i", *step.vars))
        code = f"T.Cast({kept}, {self.expr(step.value.args[0], scope)})" if narrow else self.expr(step.value, scope)
        self.lines += self.loop(step.vars, step.sizes, [*scope.pre, f"{value}[{index}] = {code}"])
        # The magnitudes in a loop of their own: TileLang vectorizes no load in a loop that
        # branches, and the value's do. In fp32 a NaN becomes an infinity, which a max keeps.
        magnitude = f"T.abs({value}[{index}])" if narrow else f"T.if_then_else(T.isnan({value}[{index}]), T.infinity(T.float32), T.abs({value}[{index}]))"
        self.lines += self.loop(step.vars, step.sizes, [f"{absval}[{index}] = {magnitude}"])
        # Magnitudes already: reduce_max, where reduce_absmax would take each one's again.
        shape = ", ".join(("block_m", *step.sizes[:-1], groups, str(step.quantize.block)))
        keeps_nan = ', annotations={"nan_propagate": True}' if narrow else ""
        self.lines.append(f"T.reduce_max(T.reshape({absval}, [{shape}]), {amax}, dim={len(step.sizes) + 1}{keeps_nan})")
        return value, amax, (lambda ref: f"T.Cast(T.float32, {ref})") if narrow else (lambda ref: ref)

    def quantize(self, step: Step, scope: _Scope) -> None:
        q = step.quantize
        y, s = self.p.tensors[step.name], self.p.tensors[q.scales]
        max_value, floor = QUANT_FORMATS[y.dtype]
        outer, last = step.sizes[:-1], step.sizes[-1]
        groups = f"({last}) // {q.block}"
        value, amax, fp32 = self.group_amax(step, scope, groups)
        scale, inv = self.fresh("scale"), self.fresh("inv")
        grouped = ", ".join(("block_m", *outer, groups))
        self.lines += [f"{scale} = T.alloc_fragment(({grouped}), T.float32)", f"{inv} = T.alloc_fragment(({grouped}), T.float32)"]
        index = ", ".join(("_i", *step.vars))
        g_vars = (*step.vars[:-1], "_g")
        g_index = ", ".join(("_i", *g_vars))
        a = fp32(f"{amax}[{g_index}]")
        body = [f"_finite = T.isfinite({a})"]
        if q.scale_fmt == "none" and q.rounding == "reciprocal":
            body += [
                f"_clamped = T.max({a}, {fp32_literal(floor)})",
                f"{inv}[{g_index}] = T.if_then_else(_finite, {fp32_literal(max_value)} / _clamped, {NAN})",
                f"{scale}[{g_index}] = T.if_then_else(_finite, _clamped / {fp32_literal(max_value)}, {NAN})",
            ]
        else:
            body.append(f"_t = T.max({a}, {fp32_literal(floor)}) * {fp32_literal(1.0 / max_value)}")
            if q.scale_fmt == "ue8m0":
                # Up to a power of two from the bits: the exponent, + 1 if any mantissa bit is set.
                body += [
                    "_bits = T.reinterpret(_t, T.uint32)",
                    "_exponent = T.if_then_else(_finite, (_bits >> 23) + T.Cast(T.uint32, (_bits & T.uint32(0x7FFFFF)) != T.uint32(0)), T.uint32(255))",
                    f"{scale}[{g_index}] = T.if_then_else(_finite, T.reinterpret(_exponent << 23, T.float32), {NAN})",
                    f"{inv}[{g_index}] = T.if_then_else(_finite, T.reinterpret((T.uint32(254) - _exponent) << 23, T.float32), {NAN})",
                ]
            else:
                body.append(f"{scale}[{g_index}] = T.if_then_else(_finite, _t, {NAN})")
        stored = "T.Cast(T.uint8, _exponent)" if s.dtype == "e8m0" else f"{scale}[{g_index}]"
        body.append(f"{s.name}[{', '.join(('_m', *g_vars))}] = {stored}")
        self.lines += self.loop(g_vars, (*outer, groups), body)
        group = f"{step.vars[-1]} // {q.block}"
        g_of = ", ".join(("_i", *step.vars[:-1], group))
        if q.scale_fmt == "none" and q.rounding == "divide":
            scaled = f"{fp32(f'{value}[{index}]')} / {scale}[{g_of}]"
        else:
            scaled = f"{fp32(f'{value}[{index}]')} * {inv}[{g_of}]"
        # TileLang's e4m3 cast saturates a finite value to +-448 and keeps a NaN a NaN.
        self.lines += self.loop(step.vars, step.sizes, [f"{step.name}[{', '.join(('_m', *step.vars))}] = T.Cast({TL_DTYPES[y.dtype]}, {scaled})"])

    # --- expressions ------------------------------------------------------------------------
    def expr(self, n: Node, scope: _Scope, raw: bool = False) -> str:
        if isinstance(n, Const):
            return str(n.value) if n.type == "int" else fp32_literal(n.value)
        if isinstance(n, (Dim, Var)):
            return n.name
        if isinstance(n, Read):
            return self.read(n, scope, raw)
        if isinstance(n, Bin):
            a, b = self.operand(n.a, n, scope), self.operand(n.b, n, scope)
            return f"({a} {n.op} {b})"
        if isinstance(n, Neg):
            return f"(-{self.expr(n.a, scope)})"
        if isinstance(n, Cmp):
            return f"({self.float_or_int(n.a, n.b, scope)} {n.op} {self.float_or_int(n.b, n.a, scope)})"
        if isinstance(n, Logic):
            args = [self.expr(a, scope) for a in n.args]
            if n.op == "not":
                return f"T.Not({args[0]})"
            code = args[0]
            for a in args[1:]:
                code = f"{'T.And' if n.op == 'and' else 'T.Or'}({code}, {a})"
            return code
        if isinstance(n, Call):
            return self.call(n, scope)
        if isinstance(n, Reduce):
            return self.reduce(n, scope)
        raise AssertionError(n)

    def as_float(self, n: Node, scope: _Scope) -> str:
        code = self.expr(n, scope)
        if n.type != "int":
            return code
        return fp32_literal(n.value) if isinstance(n, Const) else f"T.Cast(T.float32, {code})"

    def operand(self, a: Node, parent: Bin, scope: _Scope) -> str:
        return self.expr(a, scope) if parent.type == "int" else self.as_float(a, scope)

    def float_or_int(self, a: Node, other: Node, scope: _Scope) -> str:
        return self.expr(a, scope) if a.type == other.type == "int" else self.as_float(a, scope)

    def call(self, n: Call, scope: _Scope) -> str:
        args = [self.expr(a, scope) if a.type == "bool" else self.as_float(a, scope) for a in n.args]
        fn = n.fn
        one = "T.float32(1.0)"
        simple = {
            "abs": "T.abs",
            "exp": "T.exp",
            "log": "T.log",
            "sqrt": "T.sqrt",
            "rsqrt": "T.rsqrt",
            "isnan": "T.isnan",
            "isinf": "T.isinf",
            "isfinite": "T.isfinite",
            "min": "nan_min",
            "max": "nan_max",
        }
        if fn in ("min", "max") and _never_nan(n.args[1]):
            return f"nan_{fn}_number({args[0]}, {args[1]})"
        if fn in simple:
            return f"{simple[fn]}({', '.join(args)})"
        if fn == "sigmoid":
            return f"({one} / ({one} + T.exp(-{args[0]})))"
        if fn == "silu":
            return f"({args[0]} / ({one} + T.exp(-{args[0]})))"
        if fn == "clamp" and _never_nan(n.args[1]) and _never_nan(n.args[2]):
            return f"nan_clamp_numbers({', '.join(args)})"
        if fn == "clamp":
            return f"nan_min(nan_max({args[0]}, {args[1]}), {args[2]})"
        if fn == "where":
            return f"T.if_then_else({', '.join(args)})"
        if fn in ("bf16", "fp16"):
            return f"T.Cast(T.float32, T.Cast({TL_DTYPES[fn]}, {args[0]}))"
        if fn == "fp32":
            return args[0]
        raise AssertionError(fn)

    # --- reads ------------------------------------------------------------------------------
    def read(self, n: Read, scope: _Scope, raw: bool) -> str:
        if n.let:
            return f"{n.name}[{', '.join(('_i', *(self.expr(s, scope) for s in n.subs)))}]"
        t = self.p.tensors[n.name]
        subs = [self.expr(s, scope) for s in n.subs]
        gathered = [k for k, s in enumerate(n.subs) if not isinstance(s, Var) and _reads_tensor(s)]
        checks = []
        for k in gathered:
            name = self.fresh("index")
            scope.pre.append(f"{name} = {subs[k]}")
            subs[k] = name
            checks += [f"{name} >= 0", f"{name} < {t.sizes[k]}"]
        if t.packed:
            subs[-1], nibble = f"({subs[-1]}) // 2", f"({subs[-1]}) % 2"
        if n.name in self.staged:
            code = f"{_shared(n.name)}[{', '.join(['_i', *subs])}]"
        else:
            code = f"{n.name}[{', '.join((['_m'] if t.row else []) + subs)}]"
        if raw:
            pass
        elif t.packed:
            # The nibble by a shift of the widened byte, 4 * (n % 2) in uint32 (no select: it
            # would keep the loop's loads and stores scalar). Each element of a vectorized
            # pair shifts by its own amount: checked in the CUDA of every tiling
            # (test_each_element_of_a_pair_takes_its_own_nibble).
            nib = self.fresh("code")
            scope.pre.append(f"{nib} = (T.Cast(T.uint32, {code}) >> (T.Cast(T.uint32, {nibble}) * T.uint32(4))) & T.uint32(15)")
            code = f"e2m1_value({nib})"
        elif t.dtype == "e8m0":
            code = f"e8m0_value({code})"
        elif t.dtype not in ("fp32",) and n.type == "float":
            code = f"T.Cast(T.float32, {code})"
        if not checks:
            return code
        depends = scope.var is not None and any(scope.var in _var_names(n.subs[k]) for k in gathered)
        if depends:  # inside a reduction over the variable the index reads: the term is skipped
            scope.guards += checks
            return code
        # elsewhere an index outside the axis reads zero
        value = self.fresh("gathered")
        dtype = TL_DTYPES[t.dtype] if raw else ("T.int32" if n.type == "int" else "T.float32")
        scope.pre += [f"{value} = T.alloc_var({dtype})", f"{value} = T.Cast({dtype}, 0)", f"if {' and '.join(checks)}:", f"    {value} = {code}"]
        return value

    # --- reductions -------------------------------------------------------------------------
    def reduce(self, n: Reduce, scope: _Scope) -> str:
        return self.unrolled(n, scope) if n.unrolled else self.tree(n, scope)

    def term(self, n: Reduce, inner: _Scope) -> str:
        t = self.as_float(n.arg, inner)
        if n.fn == "sumsq":
            name = self.fresh("term")
            inner.pre.append(f"{name} = {t}")
            return f"{name} * {name}"
        return f"T.abs({t})" if n.fn == "absmax" else t

    def unrolled(self, n: Reduce, scope: _Scope) -> str:
        acc = self.fresh("acc")
        start = self.as_float(n.start, scope) if n.start is not None else _IDENTITY[n.fn]
        inner = _Scope({**scope.sizes, n.var: n.size}, n.var)
        t = self.term(n, inner)
        if n.fn == "sum" and not inner.guards and not inner.pre:
            # One expression, written out when the kernel is traced: TileLang vectorizes no
            # load of a T.Parallel loop that holds a loop, and the terms' loads then are. A zero
            # start goes in as bits: TVM would drop "0 +", which turns a -0 sum into +0.
            start = _OPAQUE_ZERO if n.start is None else start
            return f"fold_sum({start}, {n.size}, lambda {n.var}: {t})"
        update = f"T.max({acc}, {t})" if n.fn in ("amax", "absmax") else f"{acc} + {t}"
        body = [*inner.pre] + ([f"if {' and '.join(inner.guards)}:", f"    {acc} = {update}"] if inner.guards else [f"{acc} = {update}"])
        scope.pre += [f"{acc} = T.alloc_var(T.float32)", f"{acc} = {start}", f"for {n.var} in T.unroll({n.size}):", *("    " + b for b in body)]
        return acc

    def tree(self, n: Reduce, scope: _Scope) -> str:
        outer = [v for v in scope.sizes if v in _var_names(n.arg)]
        sizes = [scope.sizes[v] for v in outer]
        terms, result = self.fresh("terms"), self.fresh("reduced")
        self.lines += [f"{terms} = T.alloc_fragment(({', '.join(('block_m', *sizes, n.size))}), T.float32)", f"{result} = T.alloc_fragment(({', '.join(('block_m', *sizes))},), T.float32)"]
        inner = _Scope({**{v: scope.sizes[v] for v in outer}, n.var: n.size}, n.var)
        t = self.term(n, inner)
        store = f"{terms}[{', '.join(('_i', *outer, n.var))}]"
        body = [*inner.pre] + ([f"{store} = T.if_then_else({' and '.join(inner.guards)}, {t}, {_IDENTITY[n.fn]})"] if inner.guards else [f"{store} = {t}"])
        self.lines += self.loop((*outer, n.var), (*sizes, n.size), body)
        self.lines.append(f"{_TREE[n.fn]}({terms}, {result}, dim={len(outer) + 1})")
        code = f"{result}[{', '.join(('_i', *outer))}]"
        if n.start is not None:
            code = f"({self.as_float(n.start, scope)} + {code})"
        return code


def _shared(name: str) -> str:
    return f"_staged_{name}"


def _never_nan(n: Node) -> bool:
    """Whether n is a number that is never NaN: an integer, or a literal and its negation."""
    if isinstance(n, Neg):
        return _never_nan(n.a)
    return n.type == "int" or (isinstance(n, Const) and not math.isnan(n.value))


def _reads_tensor(n: Node) -> bool:
    return any(isinstance(x, Read) for x in _walk(n))


def _var_names(n) -> set:
    nodes = [x for s in n for x in _walk(s)] if isinstance(n, tuple) else list(_walk(n))
    return {x.name for x in nodes if isinstance(x, Var)} | {x.var for x in nodes if isinstance(x, Reduce)}


def _walk(n: Node):
    yield n
    for child in _children(n):
        yield from _walk(child)


def _children(n: Node) -> tuple:
    if isinstance(n, Read):
        return n.subs
    if isinstance(n, (Bin, Cmp)):
        return (n.a, n.b)
    if isinstance(n, Neg):
        return (n.a,)
    if isinstance(n, (Logic, Call)):
        return n.args
    if isinstance(n, Reduce):
        return (n.arg,) + ((n.start,) if n.start is not None else ())
    return ()


def kernel_body(program: Program, staged: bool = False) -> list:
    return Emitter(program, staged).kernel_body()


# A buffer of the whole tile, declared at the body's top level: hoisted out of the tile loop.
_TILE_BUFFER = re.compile(r"^\w+ = T\.alloc_(shared|fragment)\(")


def pipelined_body(row_dim: str, staged_body: list) -> list:
    """A staged body (kernel_body(..., staged=True)) as a persistent CTA's loop over its tiles
    (the CTA is `_cta`; the grid, cfg.ctas CTAs). The loop's extent is how many of the row
    tiles c, c + ctas, ... exist, so no tile past the last is read or written."""
    buffers = [line for line in staged_body if _TILE_BUFFER.match(line)]
    tile = [line for line in staged_body if not _TILE_BUFFER.match(line)]
    head = f"for _t in T.Pipelined(T.ceildiv({row_dim} // block_m - _cta, cfg.ctas), num_stages=2):"
    return [*buffers, head, "    _pid = _cta + _t * cfg.ctas", *("    " + line for line in tile)]
