"""The runtime apart from the compiler: what generated modules import (kgen.runtime) imports
no module of kgen's compiler, nor jinja2, jsonschema, yaml or z3; the names it offers them are
a declared, versioned API; and kgen's modules import each other in no cycle but the known one."""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, SPECS
from kgen import runtime, testing
from kgen.runtime.errors import StaleModuleError

GENERATED = sorted(p for p in (ROOT / "generated").glob("*.py") if p.name != "__init__.py")


def kgen_modules() -> dict:
    """{dotted name: path} of every module of kgen."""
    out = {}
    for path in sorted((ROOT / "kgen").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


KGEN = kgen_modules()


def imports_of(name: str, path: Path) -> set:
    """The modules a kgen module imports, at any level (inside functions too), relative
    imports resolved; `from package import name` counts as the submodule where one is named so."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([node.module] if node.module else []))
            found.update(f"{base}.{a.name}" if f"{base}.{a.name}" in KGEN else base for a in node.names)
    return found


def test_the_runtime_imports_only_the_standard_library_torch_tilelang_and_itself():
    allowed = set(sys.stdlib_module_names) | {"torch", "tilelang", "tvm"}
    for name, path in KGEN.items():
        if name == "kgen.runtime" or name.startswith("kgen.runtime."):
            wrong = {m for m in imports_of(name, path) if m.split(".")[0] not in allowed and m != "kgen" and not m.startswith("kgen.runtime")}
            assert not wrong, f"{path.relative_to(ROOT)} imports {sorted(wrong)}"


# Run in a fresh process: no kgen module but the runtime, nor jinja2, jsonschema or yaml, can be
# imported there. (Not z3: TileLang imports it itself, and a module once imported is found
# without asking a finder; the test above holds the runtime to importing no z3.)
SHAPE_ONLY_CALLS = r"""
import importlib, json, sys

import torch


class CompilerBlocked:
    def find_spec(self, name, path=None, target=None):
        top = name.split(".")[0]
        if top in ("jinja2", "jsonschema", "yaml") or (top == "kgen" and name != "kgen" and not name.startswith("kgen.runtime")):
            raise ImportError(f"{name} is the compiler's, not the runtime's")
        return None


sys.meta_path.insert(0, CompilerBlocked())
got = []
for call in json.loads(sys.stdin.read()):
    op = getattr(importlib.import_module(f"generated.{call['op']}"), call["op"])
    args = [torch.empty_strided(shape, stride, dtype=getattr(torch, dtype), device="meta") for shape, stride, dtype in call["args"]]
    out = op(*args, **call["kwargs"])
    got.append([[list(t.shape), str(t.dtype).removeprefix("torch.")] for t in (out if isinstance(out, tuple) else (out,))])
print(json.dumps({"got": got, "kgen": sorted(m for m in sys.modules if m.split(".")[0] == "kgen")}))
"""


def _shape_only_calls() -> tuple[list, list]:
    """(calls, wanted results): one call of each variant of each spec, on a small case."""
    calls, want = [], []
    for spec in SPECS:
        module, _ = testing.op_fn(spec)
        for variant in spec.variants:
            args = testing.make_case(spec, variant, testing.small_case(spec, variant), seed=0, device="cpu").args
            calls.append({"op": spec.op, "kwargs": testing.choice_kwargs(module, variant.name), "args": [(list(a.shape), list(a.stride()), str(a.dtype).removeprefix("torch.")) for a in args]})
            want.append([[list(shape), str(dtype).removeprefix("torch.")] for shape, dtype in testing.result_shapes(spec, variant, args)])
    return calls, want


def test_every_op_answers_shapes_with_the_compiler_unimportable():
    calls, want = _shape_only_calls()
    run = subprocess.run([sys.executable, "-c", SHAPE_ONLY_CALLS], input=json.dumps(calls), cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    found = json.loads(run.stdout)
    assert found["got"] == want
    assert {m for m in found["kgen"] if m != "kgen" and not m.startswith("kgen.runtime")} == set()
    assert {f"generated.{c['op']}" for c in calls} == {f"generated.{p.stem}" for p in GENERATED}  # every module imported


def _rt_names(text: str) -> set:
    return set(re.findall(r"\brt\.([A-Za-z_]\w*)", text))


def test_generated_code_uses_the_declared_api_and_all_of_it():
    declared = {name for names in runtime.API.values() for name in names}
    # The templates, and the op layer's renderer, which writes some calls (a bucket's rt.sm_count) into them.
    used = set().union(*(_rt_names(p.read_text()) for p in [*(ROOT / "kgen" / "families").rglob("*.py.j2"), ROOT / "kgen" / "oplayer.py"]))
    assert used == declared
    assert set().union(*(_rt_names(p.read_text()) for p in GENERATED)) == declared
    for module, names in runtime.API.items():
        home = importlib.import_module(module)
        assert all(getattr(runtime, name) is getattr(home, name) for name in names), module


def test_each_generated_module_checks_the_api_version_first():
    """Its first statement after its imports: a module of another version fails before any
    name of the API is read."""
    for path in GENERATED:
        body = ast.parse(path.read_text()).body
        first = next(node for node in body if not isinstance(node, (ast.Import, ast.ImportFrom)) and not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)))
        spec = ROOT / "specs" / f"{path.stem}.yaml"
        assert ast.unparse(first) == f"rt.require_api({runtime.API_VERSION}, __file__, {str(spec.relative_to(ROOT))!r})", path.name


def test_a_module_generated_for_another_api_fails_at_import_saying_to_rebuild(tmp_path):
    source = (ROOT / "generated" / "transpose.py").read_text()
    current = f"rt.require_api({runtime.API_VERSION}, "
    assert source.count(current) == 1
    path = tmp_path / "transpose.py"
    path.write_text(source.replace(current, f"rt.require_api({runtime.API_VERSION + 1}, "))
    module = importlib.util.spec_from_file_location("stale_transpose", path)
    with pytest.raises(ImportError) as refused:
        module.loader.exec_module(importlib.util.module_from_spec(module))
    assert isinstance(refused.value, StaleModuleError)
    assert str(refused.value) == (f"{path} was generated for kgen runtime API {runtime.API_VERSION + 1}, this kgen offers {runtime.API_VERSION}: " "rebuild it with `kgen build specs/transpose.yaml`")


def _cycles(graph: dict) -> list[set]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index, low, stack, out = {}, {}, [], []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = {stack.pop()}
            while v not in component:
                component.add(stack.pop())
            out.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return [c for c in out if len(c) > 1]


def test_kgen_modules_import_each_other_in_no_cycle():
    """Imports inside functions count: a cycle through one still ties the modules together
    (the runtime's call into the build planner tied it to the compiler; the template families
    took limits and helpers from the spec loader, which calls the families)."""
    graph = {name: {m for m in imports_of(name, path) if m in KGEN and m != name} for name, path in KGEN.items()}
    assert _cycles(graph) == []
