"""The small expression language of specs: shapes, constraints and roofline formulas.

Integers, strings, names (dims and params), + - * // % and comparisons joined by `and`/`or`/`not`.
Parsed once with Python's `ast` and evaluated on ints, or translated to Z3 terms.
"""

from __future__ import annotations

import ast
from typing import Callable, Mapping

from .runtime.settings import clipped

_BINOPS = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.FloorDiv: lambda a, b: a // b,
    ast.Mod: lambda a, b: a % b,
}
_CMPOPS = {
    ast.Eq: lambda a, b: a == b,
    ast.NotEq: lambda a, b: a != b,
    ast.Lt: lambda a, b: a < b,
    ast.LtE: lambda a, b: a <= b,
    ast.Gt: lambda a, b: a > b,
    ast.GtE: lambda a, b: a >= b,
}


class ExprError(ValueError):
    pass


# Evaluation, checks and the Z3 translation recurse over the tree: a bound far above any real
# formula keeps them inside Python's recursion limit wherever they are called from.
MAX_DEPTH = 100
# Wider integers than any product of sizes; Python prints no integer past 4300 digits, and z3 reads them as text.
MAX_CONSTANT_BITS = 128
TOO_DEEP = f"it nests more than {MAX_DEPTH} levels deep; split it or simplify it"


def _depth(tree: ast.AST) -> int:
    deepest, stack = 0, [(tree, 1)]
    while stack:
        node, d = stack.pop()
        deepest = max(deepest, d)
        stack.extend((child, d + 1) for child in ast.iter_child_nodes(node))
    return deepest


class Expr:
    """A parsed spec expression; `names` are the symbols it reads."""

    def __init__(self, text: str | int):
        self.text = str(text)
        if not self.text.isascii():  # Python reads identifiers NFKC-normalized: 'Ｎ' would be N
            bad = next(c for c in self.text if not c.isascii())
            raise ExprError(f"only ASCII characters in an expression, found {bad!r} (U+{ord(bad):04X}) in {clipped(self.text)!r}")
        try:
            tree = ast.parse(self.text.strip(), mode="eval")
        except SyntaxError as e:
            raise ExprError(f"not a valid expression: {self.text!r} ({e.msg})") from None
        except (RecursionError, MemoryError):  # Python's parser gave up first
            raise ExprError(TOO_DEEP) from None
        self._tree = tree.body
        self.names = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name)})
        if _depth(self._tree) > MAX_DEPTH:
            raise ExprError(TOO_DEEP)
        self._check(self._tree)

    def _check(self, node: ast.AST) -> None:
        if isinstance(node, ast.Constant):
            if isinstance(node.value, float):
                raise ExprError(
                    f"no float constants in {self.text!r}, found {node.value!r}: a float param's values are listed, so list only those that hold; an expression compares ints, strings and booleans"
                )
            if not isinstance(node.value, (int, bool, str)):
                raise ExprError(f"only integer, boolean and string constants are allowed in {self.text!r}, found {node.value!r}")
            if isinstance(node.value, int) and node.value.bit_length() > MAX_CONSTANT_BITS:
                raise ExprError(
                    f"integer constants of at most {MAX_CONSTANT_BITS} bits in an expression (no size or product of sizes is larger), found one of {node.value.bit_length()} bits in {clipped(self.text)!r}"
                )
        elif isinstance(node, ast.Name):
            pass
        elif isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            self._check(node.left)
            self._check(node.right)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Not)):
            self._check(node.operand)
        elif isinstance(node, ast.Compare) and all(type(o) in _CMPOPS for o in node.ops):
            self._check(node.left)
            for c in node.comparators:
                self._check(c)
        elif isinstance(node, ast.Tuple) and node is self._tree and node.elts:  # a peer's tuple argument, e.g. (block_rows, block)
            for v in node.elts:
                self._check(v)
        elif isinstance(node, (ast.BoolOp, ast.IfExp)):
            for v in ast.iter_child_nodes(node):
                if not isinstance(v, (ast.And, ast.Or)):
                    self._check(v)
        else:
            raise ExprError(f"unsupported syntax {ast.unparse(node)!r} in {self.text!r}: " "use integers, strings, names, + - * // %, comparisons, and/or/not, a if c else b (and a top-level tuple)")

    @property
    def code(self) -> str:
        """The expression as one line of Python for a generated module: the spec's own text
        where it is one line without a comment, else Python's rendering of the parsed tree
        (a comment or a line break pasted into `if ...:` would break the module)."""
        text = self.text.strip()
        return text if "#" not in text and "\n" not in text and "\r" not in text else ast.unparse(self._tree)

    def evaluate(self, env: Mapping[str, object]):
        return _fold(self._tree, lambda name: _lookup(env, name, self.text), _py_ops)

    def to_z3(self, env: Mapping[str, object]):
        import z3

        return _fold(self._tree, lambda name: _lookup(env, name, self.text), _z3_ops(z3))

    def __repr__(self) -> str:
        return f"Expr({self.text!r})"


def _lookup(env: Mapping[str, object], name: str, text: str):
    if name not in env:
        raise ExprError(f"unknown name {name!r} in {text!r}; known: {', '.join(sorted(env)) or 'none'}")
    return env[name]


_py_ops = {
    "and": lambda vs: all(vs),
    "or": lambda vs: any(vs),
    "not": lambda v: not v,
    "bin": lambda op, a, b: _BINOPS[op](a, b),
    "cmp": lambda op, a, b: _CMPOPS[op](a, b),
    "if": lambda c, a, b: a if c else b,
}


def _z3_ops(z3):
    def binop(op, a, b):
        # Spec dims are non-negative, so floor division and modulo agree with Z3's Euclidean ones
        # whenever the divisor is positive, which validation guarantees for every divisor.
        if op in (ast.FloorDiv, ast.Mod) and isinstance(b, int) and b == 0:
            # Z3 leaves x / 0 unspecified rather than failing: the divisor check names it.
            ctx = None if isinstance(a, int) else a.ctx  # the check's own context (verify.solver.spec_solver)
            a, b = (z3.IntVal(a, ctx) if isinstance(a, int) else a), z3.IntVal(0, ctx)
        if op is ast.FloorDiv and not (isinstance(a, int) and isinstance(b, int)):
            return a / b
        return _BINOPS[op](a, b)

    return {
        "and": lambda vs: all(vs) if all(isinstance(v, bool) for v in vs) else z3.And(*vs),
        "or": lambda vs: any(vs) if all(isinstance(v, bool) for v in vs) else z3.Or(*vs),
        "not": lambda v: (not v) if isinstance(v, bool) else z3.Not(v),
        "bin": binop,
        "cmp": lambda op, a, b: _CMPOPS[op](a, b),
        "if": lambda c, a, b: (a if c else b) if isinstance(c, bool) else z3.If(c, a, b),
    }


def _fold(node: ast.AST, lookup: Callable[[str], object], ops: dict):
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return lookup(node.id)
    if isinstance(node, ast.BinOp):
        return ops["bin"](type(node.op), _fold(node.left, lookup, ops), _fold(node.right, lookup, ops))
    if isinstance(node, ast.UnaryOp):
        v = _fold(node.operand, lookup, ops)
        return ops["not"](v) if isinstance(node.op, ast.Not) else -v
    if isinstance(node, ast.Compare):
        parts, left = [], _fold(node.left, lookup, ops)
        for op, comp in zip(node.ops, node.comparators):
            right = _fold(comp, lookup, ops)
            parts.append(ops["cmp"](type(op), left, right))
            left = right
        return parts[0] if len(parts) == 1 else ops["and"](parts)
    if isinstance(node, ast.BoolOp):
        vals = [_fold(v, lookup, ops) for v in node.values]
        return ops["and"](vals) if isinstance(node.op, ast.And) else ops["or"](vals)
    if isinstance(node, ast.Tuple):
        return tuple(_fold(v, lookup, ops) for v in node.elts)
    if isinstance(node, ast.IfExp):
        return ops["if"](_fold(node.test, lookup, ops), _fold(node.body, lookup, ops), _fold(node.orelse, lookup, ops))
    raise AssertionError(node)
