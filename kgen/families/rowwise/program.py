"""The rowwise family's spec language: a spec's `compute` section read into a Program, once
per variant (params are constants there), every name and index checked.

A rowwise op works on rows: the runtime dim that is its first output's first axis (tokens,
expanded rows). Each compute entry defines one thing for every row:

    rstd: rsqrt(sum(x[n] * x[n], n) / N + eps)      # a value per row
    y[n]: x[n] * rstd * weight[n]                    # an output (or an intermediate) per row and n

- A tensor whose first axis is the row dim is read without it (`x[n]` is x[row, n]); any
  other tensor is read with every axis (`weight[n]`, `x[pos[k], n]`). A packed e2m1 tensor
  is read by element: its last axis counts twice its bytes.
- Index variables take their range from the output's axes (on the left) or else from the
  first axis they index (`x[n]`: n over x's axis); every other axis they index must hold
  that range. A subscript that reads an integer tensor is a
  gather: an index outside the axis reads zero, and inside a reduction over a variable it
  depends on, the whole term is skipped.
- Reductions: sum(e, v), sumsq(e, v), amax(e, v), absmax(e, v), with `start=` (sum and
  sumsq: the first addend). Over a static range of at most UNROLL_LIMIT they run in the
  order v = 0, 1, ... (each add a fused multiply-add where its term is a product); over a
  longer one, a tree (TileLang's reduction).
- Elementwise, in fp32: + - * / (IEEE), abs, exp, log, sqrt, rsqrt, sigmoid, silu
  (x / (1 + exp(-x))), min, max, clamp (a NaN operand gives NaN, as torch's),
  where(c, a, b) with comparisons, and/or/not, isnan, isinf, isfinite; bf16(e) and fp16(e)
  round to that type and back; `a if p else b` on params picks at build time.
- An output entry stores its value rounded to the output's dtype, or, as
  {quantize: e, scales: s, block: b, scale_fmt: none|ue8m0, rounding: reciprocal|divide},
  group-quantizes it to e4m3 under the quant family's rules (kgen.reference.quant).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from ...errors import SpecError
from ...expr import Expr, ExprError

UNROLL_LIMIT = 64  # a static range up to this is reduced in order, unrolled
REDUCTIONS = ("sum", "sumsq", "amax", "absmax")
ELEMENTWISE = {
    "abs": 1,
    "exp": 1,
    "log": 1,
    "sqrt": 1,
    "rsqrt": 1,
    "sigmoid": 1,
    "silu": 1,
    "min": 2,
    "max": 2,
    "clamp": 3,
    "where": 3,
    "bf16": 1,
    "fp16": 1,
    "fp32": 1,
    "isnan": 1,
    "isinf": 1,
    "isfinite": 1,
}
PREDICATES = ("isnan", "isinf", "isfinite")
INT_DTYPES = ("int16", "int32", "int64", "uint8")
FLOAT_DTYPES = ("bf16", "fp16", "fp32", "fp8_e4m3", "fp4_e2m1x2", "e8m0")
STORE_DTYPES = ("bf16", "fp16", "fp32")  # what an output entry stores; e4m3 through quantize
# Names the kernel layer's code uses itself: a spec name equal to one would shadow it.
RESERVED = frozenset({"T", "cfg", "rt", "torch", "dataclass", "Config", "config", "KERNELS", "VARIANTS", "TILING", "OP"})
_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%"}
_CMP = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=", ast.Eq: "==", ast.NotEq: "!="}


# --- the typed tree ------------------------------------------------------------------------
@dataclass(frozen=True)
class Node:
    type: str  # "int", "float" or "bool"


@dataclass(frozen=True)
class Const(Node):
    value: object


@dataclass(frozen=True)
class Dim(Node):
    name: str


@dataclass(frozen=True)
class Var(Node):
    name: str


@dataclass(frozen=True)
class Read(Node):
    """An element of a tensor (row: its row axis implied) or of an intermediate (let)."""

    name: str
    subs: tuple
    row: bool
    let: bool = False


@dataclass(frozen=True)
class Bin(Node):
    op: str
    a: Node
    b: Node


@dataclass(frozen=True)
class Neg(Node):
    a: Node


@dataclass(frozen=True)
class Cmp(Node):
    op: str
    a: Node
    b: Node


@dataclass(frozen=True)
class Logic(Node):
    op: str  # "and", "or", "not"
    args: tuple


@dataclass(frozen=True)
class Call(Node):
    fn: str
    args: tuple


@dataclass(frozen=True)
class Reduce(Node):
    fn: str
    arg: Node
    var: str
    size: str  # the range's Python text over the dims
    unrolled: bool
    start: Node | None = None


# --- the program ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Tensor:
    name: str
    dtype: str
    sizes: tuple  # per axis read (row axis dropped), Python text over the dims; packed: elements
    row: bool
    output: bool
    packed: bool
    stored: tuple  # per axis as stored (row axis dropped), Python text; packed: bytes


@dataclass(frozen=True)
class Quantize:
    scales: str
    block: int
    scale_fmt: str  # "none" or "ue8m0"
    rounding: str  # "reciprocal" (q = x * (max / amax)) or "divide" (q = x / s)


@dataclass(frozen=True)
class Step:
    name: str
    vars: tuple
    sizes: tuple
    value: Node
    output: bool
    quantize: Quantize | None = None


@dataclass
class Program:
    row_dim: str
    tensors: dict  # name -> Tensor (inputs, then outputs)
    steps: list = field(default_factory=list)
    static_sizes: dict = field(default_factory=dict)  # size text -> every value it takes
    runtime_dims: frozenset = frozenset()


def _entry(key: str) -> tuple[str, tuple]:
    name, _, rest = key.partition("[")
    return name.strip(), tuple(v.strip() for v in rest.rstrip("]").split(",")) if rest else ()


def row_dim(spec) -> str | None:
    """The rows: the first output's first axis, where it is a runtime dim."""
    first = next(iter(spec.outputs.values()), None)
    name = first.shape[0].text.strip() if first is not None else None
    return name if name in spec.dims and spec.dims[name].runtime else None


def size_text(e: Expr, params: dict) -> str:
    """A shape expression as Python over the dims, the variant's params folded in."""

    class Fold(ast.NodeTransformer):
        def visit_Name(self, node):
            return ast.Constant(params[node.id]) if node.id in params else node

    return ast.unparse(Fold().visit(ast.parse(e.text.strip(), mode="eval")))


class Reader:
    """Reads one variant's compute section; every refusal is a SpecError at its entry."""

    def __init__(self, spec, variant):
        self.spec, self.variant, self.params = spec, variant, variant.params
        self.row = row_dim(spec)
        self.program = Program(self.row, {}, runtime_dims=frozenset(d.name for d in spec.dims.values() if d.runtime))
        self.lets: dict = {}  # intermediate -> its sizes
        for group, output in (("inputs", False), ("outputs", True)):
            for t in getattr(spec, group).values():
                if t.unless is not None and self.params[t.unless]:
                    continue
                self.program.tensors[t.name] = self._tensor(t, output)

    # where errors point
    def _fail(self, key: str, expected: str, found: str, hint: str = "", value: bool = True):
        path = ("compute", key)
        raise SpecError(self.spec.source.loc(path, key=not value), f"compute.{key} (variant {self.variant.name})", expected, found, hint)

    def _tensor(self, t, output: bool) -> Tensor:
        dtype = self.spec.dtype(t, self.variant)
        shape = [size_text(e, self.params) for e in t.shape]
        row = bool(self.row) and t.shape[0].text.strip() == self.row
        stored = shape[1:] if row else shape
        packed = dtype == "fp4_e2m1x2"
        sizes = [*stored[:-1], f"2 * ({stored[-1]})"] if packed and stored else stored
        return Tensor(t.name, dtype, tuple(sizes), row, output, packed, tuple(stored))

    def read(self) -> Program:
        outputs = {n for n, t in self.program.tensors.items() if t.output}
        written: dict = {}
        for key, value in self.spec.compute.items():
            name, lhs_vars = _entry(key)
            if name in self.spec.outputs and name not in self.program.tensors:
                continue  # an output this variant does not write (`unless`)
            if name in written:
                self._fail(key, "each name defined once", f"'{name}' again (first as '{written[name]}')", value=False)
            self._check_name(key, name, lhs_vars)
            step = self._step(key, name, lhs_vars, value, name in outputs)
            written[name] = key
            if step.quantize is not None:
                written[step.quantize.scales] = key
            self.program.steps.append(step)
        missing = [n for n in outputs if n not in written]
        if missing:
            raise SpecError(
                self.spec.source.loc(("compute",), key=True),
                f"compute (variant {self.variant.name})",
                f"an entry for every output ({', '.join(sorted(outputs))})",
                f"none for {', '.join(missing)}",
                f"add '{missing[0]}[...]: <expression>'",
            )
        return self.program

    def _check_name(self, key: str, name: str, lhs_vars: tuple) -> None:
        taken = {**{d: "a dim" for d in self.spec.dims}, **{p: "a param" for p in self.spec.params}, **{t: "an input" for t in self.spec.inputs}}
        for n in (name, *lhs_vars):
            if n in RESERVED or n.startswith("_"):
                self._fail(key, "a name the kernel code does not use itself", f"'{n}'", f"rename it: {', '.join(sorted(RESERVED))} and names starting with '_' are the kernel's", value=False)
            if n in ELEMENTWISE or n in REDUCTIONS:
                self._fail(key, "a name that is not a function of the compute language", f"'{n}'", "rename it", value=False)
        if name in taken:
            self._fail(key, "a new name or an output", f"'{name}', {taken[name]}", value=False)
        for v in lhs_vars:
            if v in taken or v in self.program.tensors or v in self.lets:
                self._fail(key, "index variables that name nothing else", f"'{v}', also {taken.get(v, 'a tensor or an intermediate')}", value=False)
        if len(set(lhs_vars)) != len(lhs_vars):
            self._fail(key, "distinct index variables", ", ".join(lhs_vars), value=False)

    def _step(self, key: str, name: str, lhs_vars: tuple, value, is_output: bool) -> Step:
        quantize = None
        if isinstance(value, dict):
            if not is_output:
                self._fail(key, "an output for a quantize entry", f"'{name}', not an output")
            quantize = self._quantize(key, value)
            text = value["quantize"]
        else:
            text = value
        if is_output:
            t = self.program.tensors[name]
            if not t.row:
                self._fail(key, f"an output whose first axis is the rows ({self.row})", f"'{name}' of shape [{', '.join(e.text for e in self.spec.outputs[name].shape)}]", value=False)
            if len(lhs_vars) != len(t.sizes):
                self._fail(key, f"{len(t.sizes)} index variable(s), one per axis of '{name}' after the rows", f"{len(lhs_vars)}", value=False)
            sizes = t.sizes
        else:
            sizes = None
        scope = {v: (sizes[i] if sizes else None) for i, v in enumerate(lhs_vars)}
        node = self._expr(key, text, scope)
        if node.type == "bool":
            self._fail(key, "a number", f"a condition: {text}", "wrap it in where(...)")
        if is_output:
            copied = isinstance(node, Read) and not node.let and self.program.tensors[node.name].dtype == t.dtype
            want = ("fp8_e4m3",) if quantize else (t.dtype,) if copied else STORE_DTYPES
            if t.dtype not in want:
                self._fail(
                    key,
                    f"an output of dtype {' or '.join(want)}" + (" (quantize writes e4m3)" if quantize else " (e4m3 through a quantize entry, any dtype as a copy of an input's element)"),
                    t.dtype,
                    value=False,
                )
        unbound = [v for v, s in scope.items() if s is None]
        if unbound:
            self._fail(key, "each index variable used as a subscript of a tensor axis (its range)", f"'{unbound[0]}' never is", value=False)
        sizes = tuple(scope[v] for v in lhs_vars)
        for s in sizes:
            self._static_size(key, s)
        if not is_output:
            self.lets[name] = sizes
        if quantize:
            self._check_quantize(key, name, sizes, quantize)
        return Step(name, lhs_vars, sizes, node, is_output, quantize)

    def _quantize(self, key: str, value: dict) -> Quantize:
        def param_or(field_name, allowed, default):
            raw = value.get(field_name, default)
            text = str(raw)
            if text.startswith("{") and text.endswith("}"):
                p = text[1:-1]
                if p not in self.params:
                    self._fail(f"{key}", f"a param for {field_name}", text)
                text = str(self.params[p])
            if text not in allowed:
                self._fail(key, f"{field_name} one of {', '.join(allowed)}", text)
            return text

        try:
            block = Expr(value["block"]).evaluate(self.params)
        except (ExprError, KeyError) as e:
            self._fail(key, "block: an integer or a param", str(value["block"]), str(e))
        if not isinstance(block, int) or isinstance(block, bool) or block < 1:
            self._fail(key, "block: a positive integer", repr(block))
        return Quantize(value["scales"], block, param_or("scale_fmt", ("none", "ue8m0"), "none"), param_or("rounding", ("reciprocal", "divide"), "reciprocal"))

    def _check_quantize(self, key: str, name: str, sizes: tuple, q: Quantize) -> None:
        s = self.program.tensors.get(q.scales)
        if s is None or not s.output or s.name == name:
            self._fail(key, "scales: another output of the op", repr(q.scales))
        if s.dtype not in ("fp32", "e8m0") or len(s.sizes) != len(sizes):
            self._fail(key, f"scales: an fp32 or e8m0 output with {len(sizes)} axes after the rows", f"'{s.name}' ({s.dtype}, {len(s.sizes)} axes)")
        if q.scale_fmt == "none" and s.dtype == "e8m0":
            self._fail(key, "scale_fmt ue8m0 for e8m0 scales (a power of two is all e8m0 holds)", "none")
        for env in self._statics():
            n = _value(sizes[-1], env)
            groups = _value(s.sizes[-1], env)
            if n % q.block or groups * q.block != n:
                self._fail(key, f"scales with one column per {q.block} of the last axis ({n} // {q.block})", f"'{s.name}' with {groups}")

    def _statics(self):
        for sp in self.spec.specializations():
            if sp.variant.name == self.variant.name:
                yield self.spec.env(self.variant, sp.statics)

    def _static_size(self, key: str, size: str) -> None:
        names = {n.id for n in ast.walk(ast.parse(size, mode="eval")) if isinstance(n, ast.Name)}
        runtime = [n for n in names if n in self.spec.dims and self.spec.dims[n].runtime]
        if runtime:
            self._fail(key, "index ranges of static sizes (each is a loop the kernel unrolls or tiles)", f"a range of {size}, runtime dim {runtime[0]}")
        self.program.static_sizes.setdefault(size, sorted({_value(size, env) for env in self._statics()}))

    # --- expressions ----------------------------------------------------------------------
    def _expr(self, key: str, text: str, scope: dict) -> Node:
        try:
            tree = ast.parse(str(text).strip(), mode="eval").body
        except SyntaxError as e:
            self._fail(key, "a valid expression", repr(text), e.msg)
        return _Typer(self, key, scope).node(tree)


def _value(size: str, env: dict) -> int:
    return Expr(size).evaluate(env)


class _Typer:
    """One expression, checked and typed; index variables bound in scope ({var: size or None})."""

    def __init__(self, reader: Reader, key: str, scope: dict):
        self.r, self.key, self.scope = reader, key, scope
        self.reducing: list = []  # variables of the reductions around the current node

    def fail(self, expected: str, found: str, hint: str = ""):
        self.r._fail(self.key, expected, found, hint)

    def node(self, n: ast.AST) -> Node:
        method = getattr(self, f"_{type(n).__name__}", None)
        if method is None:
            self.fail("arithmetic, comparisons, calls of the compute language and subscripts", repr(ast.unparse(n)))
        return method(n)

    def _Constant(self, n):
        if isinstance(n.value, bool) or not isinstance(n.value, (int, float)):
            self.fail("a number", repr(n.value))
        return Const("int" if isinstance(n.value, int) else "float", n.value)

    def _Name(self, n):
        r, name = self.r, n.id
        if name in self.scope:
            return Var("int", name)
        if name in r.params:
            v = r.params[name]
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                self.fail("a numeric param", f"'{name}' = {v!r}", "compare it: a string or switch param picks with `a if p == ... else b`")
            return Const("int" if isinstance(v, int) else "float", v)
        if name in r.spec.dims:
            return Dim("int", name)
        if name in r.lets or name in r.program.tensors:
            return self._read(name, ())
        known = sorted({*r.spec.dims, *r.params, *r.lets, *r.program.tensors, *self.scope})
        self.fail("a name the op defines (dims, params, tensors, earlier entries, index variables)", f"'{name}'", f"known: {', '.join(known)}")

    def _Subscript(self, n):
        if not isinstance(n.value, ast.Name):
            self.fail("a subscript of a tensor or an intermediate", repr(ast.unparse(n)))
        subs = n.slice.elts if isinstance(n.slice, ast.Tuple) else [n.slice]
        return self._read(n.value.id, subs)

    def _read(self, name: str, subs: list) -> Node:
        r = self.r
        if name in r.lets:
            sizes, row, let, dtype = r.lets[name], True, True, "fp32"
        elif name in r.program.tensors:
            t = r.program.tensors[name]
            if t.output:
                self.fail("a read of an input or an intermediate", f"output '{name}'", "define an intermediate and store it")
            sizes, row, let, dtype = t.sizes, t.row, False, t.dtype
        else:
            known = sorted({*r.lets, *(t for t, v in r.program.tensors.items() if not v.output)})
            self.fail("a subscript of an input or an intermediate", f"'{name}'", f"known: {', '.join(known)}")
        if len(subs) != len(sizes):
            where = "after the rows " if row and not let and r.row else ""
            self.fail(f"{len(sizes)} subscript(s) for '{name}' (its axes {where}: {', '.join(sizes) or 'none'})", str(len(subs)))
        out = []
        for axis, (s, size) in enumerate(zip(subs, sizes)):
            if isinstance(s, ast.Name) and s.id in self.scope:
                bound = self.scope[s.id]
                if bound is None:
                    self.scope[s.id] = size
                elif not self._fits(bound, size):
                    self.fail(f"index variable '{s.id}' over a range within axis {axis} of '{name}' ({size})", f"its range {bound}")
                out.append(Var("int", s.id))
                continue
            sub = self.node(s)
            if sub.type != "int":
                self.fail(f"an integer subscript (axis {axis} of '{name}')", f"{sub.type}: {ast.unparse(s)}")
            out.append(sub)
        return Read("int" if dtype in INT_DTYPES else "float", name, tuple(out), row, let)

    def _fits(self, bound: str, size: str) -> bool:
        """A variable's range lies within an axis it indexes, at every size built."""
        if bound == size:
            return True
        return all(_value(bound, env) <= _value(size, env) for env in self.r._statics())

    def _BinOp(self, n):
        if type(n.op) not in _BIN:
            self.fail("+ - * / // %", ast.unparse(n))
        a, b = self.node(n.left), self.node(n.right)
        op = _BIN[type(n.op)]
        if "bool" in (a.type, b.type):
            self.fail("numbers on both sides of " + op, ast.unparse(n))
        if op in ("//", "%"):
            if a.type != "int" or b.type != "int":
                self.fail(f"integers on both sides of {op}", ast.unparse(n))
            return Bin("int", op, a, b)
        kind = "int" if a.type == b.type == "int" and op != "/" else "float"
        return Bin(kind, op, a, b)

    def _UnaryOp(self, n):
        a = self.node(n.operand)
        if isinstance(n.op, ast.USub) and a.type != "bool":
            return Neg(a.type, a)
        if isinstance(n.op, ast.Not) and a.type == "bool":
            return Logic("bool", "not", (a,))
        self.fail("-number or not condition", ast.unparse(n))

    def _Compare(self, n):
        if len(n.ops) != 1 or type(n.ops[0]) not in _CMP:
            self.fail("one comparison (a < b)", ast.unparse(n))
        a, b = self.node(n.left), self.node(n.comparators[0])
        if "bool" in (a.type, b.type):
            self.fail("numbers compared", ast.unparse(n))
        return Cmp("bool", _CMP[type(n.ops[0])], a, b)

    def _BoolOp(self, n):
        args = tuple(self.node(v) for v in n.values)
        if any(a.type != "bool" for a in args):
            self.fail("conditions joined by and/or", ast.unparse(n))
        return Logic("bool", "and" if isinstance(n.op, ast.And) else "or", args)

    def _IfExp(self, n):
        test = self._param_test(n.test)
        return self.node(n.body if test else n.orelse)

    def _param_test(self, t):
        names = {x.id for x in ast.walk(t) if isinstance(x, ast.Name)}
        if not names <= set(self.r.params):
            self.fail("a condition on params in `a if cond else b` (picked at build time)", ast.unparse(t), "use where(c, a, b) for a condition on values")
        try:
            return bool(Expr(ast.unparse(t)).evaluate(self.r.params))
        except ExprError as e:
            self.fail("a condition on params", ast.unparse(t), str(e))

    def _Call(self, n):
        if not isinstance(n.func, ast.Name):
            self.fail("a function of the compute language", ast.unparse(n.func))
        fn = n.func.id
        if fn in REDUCTIONS:
            return self._reduction(n, fn)
        if fn not in ELEMENTWISE:
            self.fail(f"a function of the compute language ({', '.join([*ELEMENTWISE, *REDUCTIONS])})", f"'{fn}'")
        if n.keywords or len(n.args) != ELEMENTWISE[fn]:
            self.fail(f"{fn} with {ELEMENTWISE[fn]} argument(s)", ast.unparse(n))
        args = tuple(self.node(a) for a in n.args)
        if fn == "where":
            if args[0].type != "bool" or "bool" in (args[1].type, args[2].type):
                self.fail("where(condition, a, b)", ast.unparse(n))
        elif any(a.type == "bool" for a in args):
            self.fail(f"numbers as the arguments of {fn}", ast.unparse(n))
        return Call("bool" if fn in PREDICATES else "float", fn, args)

    def _reduction(self, n, fn: str) -> Node:
        allowed = {"start"} if fn in ("sum", "sumsq") else set()
        if len(n.args) != 2 or not isinstance(n.args[1], ast.Name) or any(k.arg not in allowed for k in n.keywords):
            self.fail(f"{fn}(expression, index variable{', start=value' if allowed else ''})", ast.unparse(n))
        var = n.args[1].id
        r = self.r
        if var in self.scope or var in r.params or var in r.spec.dims or var in r.lets or var in r.program.tensors or var in RESERVED or var.startswith("_"):
            self.fail("a new index variable to reduce over", f"'{var}', already a name")
        start = self.node(n.keywords[0].value) if n.keywords else None
        if start is not None and start.type == "bool":
            self.fail("a number as start", ast.unparse(n.keywords[0].value))
        self.scope[var] = None
        arg = self.node(n.args[0])
        size = self.scope.pop(var)
        if size is None:
            self.fail(f"the reduced variable '{var}' used as a subscript of a tensor axis (its range)", ast.unparse(n))
        if arg.type == "bool":
            self.fail(f"a number to {fn}", ast.unparse(n.args[0]))
        self.r._static_size(self.key, size)
        unrolled = max(self.r.program.static_sizes[size]) <= UNROLL_LIMIT
        return Reduce("float", fn, arg, var, size, unrolled, start)


def read_program(spec, variant) -> Program:
    return Reader(spec, variant).read()
