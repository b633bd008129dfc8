"""The code a spec names: its reference (module:function computing the op, which the tests
compare with) and its bench peers' calls. Each module is found and read from its source,
never imported: loading a spec runs no code of its own."""

from __future__ import annotations

import ast
import sys
from pathlib import Path as FsPath

from ..errors import SpecError
from ..yamlpos import field_path
from .model import Spec
from .values import nearest


def _module_source(module: str) -> str | None:
    """The .py file of a dotted module name, looked up on sys.path one package at a time
    without importing any (importlib.util.find_spec imports the parents, running their code)."""
    import importlib.machinery

    parts = module.split(".")
    search, origin = None, None  # None: sys.path, for the top-level package
    for i, part in enumerate(parts):
        if not part.isidentifier():
            return None
        found = importlib.machinery.PathFinder.find_spec(part, search)
        if found is None and i == 0:
            found = _installed_package(part)
        if found is None:
            return None
        search, origin = found.submodule_search_locations, found.origin
        if search is None and i < len(parts) - 1:  # a module, not a package: it has no submodules
            return None
    return origin if (origin or "").endswith(".py") else None


def _installed_package(name: str):
    """The spec of a top-level package that a finder of its own makes importable (an
    editable install, such as kgen's own from any working directory), or None. Finders
    locate; none runs the package's code."""
    import importlib.machinery

    for finder in sys.meta_path:
        if finder in (importlib.machinery.PathFinder, importlib.machinery.BuiltinImporter, importlib.machinery.FrozenImporter) or not hasattr(finder, "find_spec"):
            continue
        try:
            found = finder.find_spec(name, None)
        except Exception:  # a third-party finder's failure means only that it does not know the name
            continue
        if found is not None and (found.origin or "").endswith(".py"):
            return found
    return None


def _top_level_names(tree: ast.Module) -> set | None:
    """The names a module's source binds at its top level, or None where it cannot be told
    (a star import, or a module __getattr__ that makes names on demand)."""
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            if any(alias.name == "*" for alias in node.names):
                return None
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    return None if "__getattr__" in names else names


def _parse_module(doc, path: tuple, module: str, origin: str) -> ast.Module:
    """The parsed source of a module a spec names (its reference or a peer's call)."""
    try:
        return ast.parse(FsPath(origin).read_bytes())  # bytes: a coding cookie is honoured
    except (OSError, UnicodeDecodeError, SyntaxError, ValueError, RecursionError, MemoryError) as e:
        found = f"{origin}: {type(e).__name__}: {getattr(e, 'msg', None) or e}" + (f" (line {e.lineno})" if getattr(e, "lineno", None) else "")
        raise SpecError(doc.loc(path), field_path(path), f"a module whose source kgen can read ({module})", found, "fix the module, or name another") from None


TILEKERNELS_PACKAGES = ("tile_kernels", "kgen")
# The one package a peer call may name that this machine may lack: TileKernels, installed only
# where the GPU bench runs. Any other peer module (kgen.peers' cuBLAS adapters) is found here,
# or misspelt.
UNINSTALLED_PEER_PACKAGES = ("tile_kernels",)


def check_peer_call(doc, peer: str, target: str, args: dict, inputs: int) -> None:
    """A peer's call names something its module defines, where the module's source is on this
    machine (kgen.peers always; TileKernels only where it is installed, i.e. on the GPU
    machine: elsewhere the bench is what would find a wrong name). A module missing from a
    package that is here (kgen.peer for kgen.peers), or from a package other than TileKernels',
    is a misspelling on every machine. The module is looked up without importing anything
    (_module_source): importlib.util.find_spec would import its parent packages, running their
    code while a spec loads. Where the name is a function, it takes `args` by keyword after the
    inputs, which the bench passes by position (`inputs` of them at least)."""
    import importlib.machinery

    module, _, name = target.partition(":")
    package = module.split(".")[0]
    if peer == "tilekernels" and package not in TILEKERNELS_PACKAGES:  # not installed here: a misspelt package would pass until the GPU run
        raise SpecError(
            doc.loc(("bench", peer, "call")),
            f"bench.{peer}.call",
            f"module:function of TileKernels ({' or '.join(p + '.*' for p in TILEKERNELS_PACKAGES)}, kgen.peers wrapping it)",
            repr(target),
            nearest(package, TILEKERNELS_PACKAGES),
        )
    origin = _module_source(module)
    if origin is None:
        if "." in module and package.isidentifier() and importlib.machinery.PathFinder.find_spec(package) is not None:
            raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"module:function of a module of {package}", repr(target), f"{package} has no module '{module}'")
        if package not in UNINSTALLED_PEER_PACKAGES:
            raise SpecError(
                doc.loc(("bench", peer, "call")),
                f"bench.{peer}.call",
                f"module:function of a Python module on this machine (only {', '.join(UNINSTALLED_PEER_PACKAGES)}, installed where the GPU bench runs, may be missing here)",
                repr(target),
                f"no Python source for module '{module}'",
            )
        return
    _check_not_stdlib(doc, ("bench", peer, "call"), target)
    tree = _parse_module(doc, ("bench", peer, "call"), module, origin)
    names = _top_level_names(tree)
    if names is not None and name not in names:
        raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"a function of {module}", f"no '{name}' there", nearest(name, sorted(n for n in names if not n.startswith("_"))))
    function = next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name), None)
    if function is None:
        return
    a = function.args
    positional = [x.arg for x in a.posonlyargs + a.args]
    keywords = {x.arg for x in a.args[max(0, inputs - len(a.posonlyargs)) :] + a.kwonlyargs}
    unknown = sorted(k for k in args if k not in keywords) if a.kwarg is None else []
    required = [x for x in positional[inputs : len(positional) - len(a.defaults)]] + [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults) if d is None]
    missing = [x for x in required if x not in args]
    if unknown or missing:
        problem = f"the argument '{unknown[0]}', which {name}() does not take" if unknown else f"no value for {name}()'s argument '{missing[0]}'"
        raise SpecError(doc.loc(("bench", peer, "args")), f"bench.{peer}.args", f"the keyword arguments {name}() takes after its {inputs} input(s): {', '.join(sorted(keywords)) or 'none'}", problem)


# kgen's own references: the only ones whose *args or **kwargs count as taking the inputs and
# params (swiglu_per_token_cast forwards its params to quantize through **params).
REFERENCE_PACKAGE = "kgen.reference"


def _check_not_stdlib(doc, path: tuple, target: str) -> None:
    """A reference or peer call (module:function) is code that computes the op: no function of
    Python's standard library does, and one such as subprocess:run or logging:warning would
    take whatever the tests pass (its *args, **kwargs) and run on every call."""
    package = target.partition(":")[0].split(".")[0]
    if package in sys.stdlib_module_names:
        raise SpecError(doc.loc(path), field_path(path), "module:function of code that computes the op", repr(target), f"{package} is a module of Python's standard library")


def check_reference(doc, reference: str, spec: Spec) -> None:
    """`reference` names a function defined at the top of a Python module kgen can import,
    outside Python's standard library, and it takes what the tests pass: each variant's
    inputs by position, the params by keyword, each by a name its signature gives (a *args or
    **kwargs admits any call, so it would tell nothing; only REFERENCE_PACKAGE's functions may
    forward through them). Read from the module's source, not imported: loading a spec runs
    no code of its own."""
    module, _, function = reference.partition(":")
    origin = _module_source(module)
    if origin is None:
        raise SpecError(
            doc.loc(("reference",)), "reference", "module:function of an importable Python module (e.g. kgen.reference.quant:quantize)", repr(reference), f"no Python source for module '{module}'"
        )
    _check_not_stdlib(doc, ("reference",), reference)
    tree = _parse_module(doc, ("reference",), module, origin)
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    if function not in functions:
        hint = nearest(function, functions) if functions else f"{module} defines no function at its top level"
        raise SpecError(doc.loc(("reference",)), "reference", f"a function defined in {module}", f"no function '{function}' there", hint)
    args = functions[function].args
    forwards = module == REFERENCE_PACKAGE or module.startswith(REFERENCE_PACKAGE + ".")
    vararg, kwarg = (args.vararg, args.kwarg) if forwards else (None, None)
    positional = [a.arg for a in args.posonlyargs + args.args]
    required = len(positional) - len(args.defaults)
    keywords = {a.arg for a in args.args + args.kwonlyargs}
    required_keywords = {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is None}
    for v in spec.variants:
        n = sum(1 for t in spec.inputs.values() if t.unless is None or not v.params[t.unless])
        # The params fill keyword slots; an input's positional slot cannot also be a param's.
        unknown = sorted(k for k in v.params if k not in keywords - set(positional[:n])) if kwarg is None else []
        problem = (
            f"{n} inputs by position, but it takes at least {required}"
            if n < required
            else f"{n} inputs by position, but it takes at most {len(positional)}"
            if n > len(positional) and vararg is None
            else f"the keyword argument '{unknown[0]}', which it does not take"
            if unknown
            else f"no value for its keyword-only argument '{sorted(required_keywords - set(v.params))[0]}'"
            if required_keywords - set(v.params)
            else None
        )
        dropped = [t.name for t in spec.inputs.values() if t.unless is not None and v.params[t.unless]]
        if problem and n < required and dropped:
            # The reference is fine where every input is present: the `unless` is what takes one away.
            name = dropped[0]
            raise SpecError(
                doc.loc(("inputs", name, "unless")),
                f"inputs.{name}.unless",
                f"a switch that drops {name} only where {function}() does without it",
                f"'{spec.inputs[name].unless}', true in variant {v.name}, which leaves {n} inputs by position, but {function}() takes at least {required}",
                "remove the unless, or give the reference a default for it",
            )
        if problem:
            unnamed = (args.vararg or args.kwarg) and not forwards
            raise SpecError(
                doc.loc(("reference",)),
                "reference",
                "a function taking the inputs by position and the params by keyword",
                f"{function}() given, for variant {v.name}, {problem}",
                f"outside {REFERENCE_PACKAGE}, *args and **kwargs take nothing: name each input and param in its signature" if unnamed else "",
            )
