"""Memoized TileLang parsing, for the bounds pass.

TileLang turns a `@T.prim_func` (and every `T.macro`, which each `T.reduce_*` call defines
anew) into IR by rewriting the function's Python AST and compiling the result, on every
call of the enclosing factory. The bounds pass calls each factory once per kernel (440
kernels for the checked-in specs), and that rewriting was half of its time.

The rewrite depends on the function's source and on the values of the few expressions it
evaluates: the type in `name: annotation` statements (is this a dtype, a Tensor?) and the
callee of each `with` item (is this T.Kernel?). The closure values the kernel body uses (tile
sizes, the Config) only come in when the rewritten function runs. So the rewritten and
compiled function is reused for every function made from the same code object (the same
source) while those expressions name the same global objects; when one of them names a
closure variable, nothing is reused. Each use still binds the current closure values, so
the IR is built afresh every time.
"""

from __future__ import annotations

import ast
import inspect
from dataclasses import dataclass

_CACHE: dict = {}
_INSTALLED: list = []


def _evaluated_roots(tree: ast.AST) -> set[str]:
    """Root names of the expressions TileLang's rewriter (DSLMutator) evaluates: the type
    part of `name: annotation` statements (T.float32; T.Tensor of T.Tensor(...)), and the
    callee of each `with` item (T.Kernel of T.Kernel(...)). Parameter annotations are not
    evaluated there: the rewriter drops them (they are evaluated per call instead)."""
    exprs = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign):
            annot = node.annotation
            exprs.append(annot.func if isinstance(annot, ast.Call) else annot.value if isinstance(annot, ast.Subscript) else annot)
        elif isinstance(node, ast.With):
            exprs += [item.context_expr.func for item in node.items if isinstance(item.context_expr, ast.Call)]
    return {n.id for e in exprs for n in ast.walk(e) if isinstance(n, ast.Name)}


@dataclass(frozen=True)
class _Entry:
    make_closure: object  # the compiled rewrite: binds a closure, returns the IR builder
    code: object  # the function's code object, the cache key's identity
    source: str
    hints: dict
    roots: tuple  # (name, object) each evaluated root name resolved to when rewritten
    globals_: dict


def _global(globals_: dict, name: str):
    import builtins

    return globals_[name] if name in globals_ else getattr(builtins, name, None)


def install() -> None:
    """Route TileLang's parser through the cache (idempotent; this process only).

    The uncached steps are those of tilelang.language.eager.ast.mutate (TileLang 0.1.15):
    rewrite the AST with DSLMutator, compile it into `make_closure`, bind the closure."""
    if _INSTALLED:
        return
    from pathlib import Path

    from tilelang.language.eager import ast as tl_ast
    from tilelang.language.eager import builder, utils

    def mutate(func):
        nonlocals = utils.get_func_nonlocals(func)
        globals_ = func.__globals__
        # A code object stands for its source: every function made from it (one per factory
        # call) has the same text. The entry holds the code object, so its id stays unique.
        key = (id(func.__code__), tuple(nonlocals), id(globals_))
        entry = _CACHE.get(key)
        if entry is not None and all(_global(globals_, name) is value for name, value in entry.roots):
            return tl_ast.IRGenerator(gen=entry.make_closure(**nonlocals), source=entry.source, extra_type_hints=dict(entry.hints))
        filename = inspect.getsourcefile(func) or inspect.getfile(func)
        tree = utils.get_ast(func)
        roots = _evaluated_roots(tree)
        mutator = tl_ast.DSLMutator(nonlocals, globals_, str(Path(filename).absolute()))
        tree = mutator.visit(tree)
        make_closure = utils.get_compiled_object(tree, "make_closure", filename, globals_)
        source = ast.unparse(tree)
        if not roots & set(nonlocals):  # else the rewrite may depend on a closure value
            # The entry holds globals_, so no other namespace can take its id while cached.
            _CACHE[key] = _Entry(make_closure, func.__code__, source, dict(mutator.extra_type_hints), tuple((n, _global(globals_, n)) for n in sorted(roots)), globals_)
        return tl_ast.IRGenerator(gen=make_closure(**nonlocals), source=source, extra_type_hints=mutator.extra_type_hints)

    builder.mutate = mutate
    _INSTALLED.append(mutate)
