"""A spec's expressions (shapes, strides, constraints, defaults, bucket conditions, bench
arguments) parsed and typed: every name a dim or param, every operand of the kind its
operator takes, and a comparison of a param with a value it takes."""

from __future__ import annotations

import ast

from ..errors import SpecError
from ..expr import Expr, ExprError
from ..yamlpos import field_path, flow
from .values import nearest


_KINDS = {"int": "an integer", "bool": "a boolean", "str": "a string", "tuple": "a tuple", "float": "a float"}


def typed_expr(doc, path, text, types, want, values=None) -> Expr:
    """Parse text; every name must be in types (name -> int, bool or str) and the result of kind
    want. With values ((param -> its values, pending errors)), `param == c` and `param != c`
    must name a value the param takes: any other c (a typo such as 'ue8mo') would make the
    test constant. That error is appended to pending, not raised: where the param's values
    are what is wrong (a value its family refuses), the family's error says so first."""
    try:
        e = Expr(text)
    except ExprError as err:
        shown = repr(text) if len(str(text)) <= 80 else f"{str(text)[:60]!r}... ({len(str(text))} characters)"
        raise SpecError(doc.loc(path), field_path(path), "an expression", shown, str(err)) from None
    for n in e.names:
        if n not in types:
            raise SpecError(doc.loc(path), field_path(path), "names of dims or params", f"unknown name '{n}' in {text!r}", nearest(n, types))

    def kind(node) -> str:
        if isinstance(node, ast.Constant):
            return type(node.value).__name__
        if isinstance(node, ast.Name):
            return types[node.id]
        if isinstance(node, ast.BinOp):
            need(node.left, "int")
            need(node.right, "int")
            return "int"
        if isinstance(node, ast.UnaryOp):
            k = "bool" if isinstance(node.op, ast.Not) else "int"
            need(node.operand, k)
            return k
        if isinstance(node, ast.Compare):
            k = kind(node.left)
            for c in node.comparators:
                need(c, k)
            operands = [node.left, *node.comparators]
            params, pending = values or ({}, [])
            for op, a, b in zip(node.ops, operands, operands[1:]):
                for name, const in ((a, b), (b, a)):
                    if isinstance(op, (ast.Eq, ast.NotEq)) and isinstance(name, ast.Name) and name.id in params and isinstance(const, ast.Constant):
                        taken = params[name.id]
                        if not any(type(v) is type(const.value) and v == const.value for v in taken):
                            pending.append(
                                SpecError(
                                    doc.loc(path),
                                    field_path(path),
                                    f"a value param {name.id} takes ({flow(list(taken))})",
                                    f"{const.value!r} in {text!r}, which {name.id} never equals",
                                    nearest(str(const.value), [str(v) for v in taken]),
                                )
                            )
            return "bool"
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                need(v, "bool")
            return "bool"
        if isinstance(node, ast.Tuple):
            for v in node.elts:
                kind(v)
            return "tuple"
        need(node.test, "bool")  # ast.IfExp, the last form Expr admits
        k = kind(node.body)
        need(node.orelse, k)
        return k

    def need(node, k) -> None:
        found = kind(node)
        if found != k:
            raise SpecError(doc.loc(path), field_path(path), _KINDS[k], f"{_KINDS[found]} {ast.unparse(node)!r}" + (f" in {text!r}" if node is not root else ""))

    root = ast.parse(e.text.strip(), mode="eval").body
    if want is None:
        kind(root)  # any kind, but still well typed
    else:
        need(root, want)
    return e
