"""kgen's environment settings are read in one place (kgen/runtime/settings.py), checked all
at once before a command works, and the runtime holds no module state that code flips: a
benchmark forces the guarded kernel inside a `with` block (modes.always_guarded)."""

from __future__ import annotations

import ast
import dataclasses
import os
import re
from pathlib import Path

import pytest

from conftest import ROOT
from kgen.cli import main
from kgen.runtime import settings
from kgen.runtime.settings import VARIABLES, Settings, SettingError, read_settings, variables

SETTINGS_MODULE = ROOT / "kgen" / "runtime" / "settings.py"
CODE = sorted(p for folder in ("kgen", "tools") for p in (ROOT / folder).rglob("*.py"))
VARIABLE_NAME = re.compile(r"KGEN_[A-Z0-9_]+")


ENVIRONMENT_CALLS = {"get", "getenv", "pop", "setdefault", "putenv", "unsetenv"}


def _environment_keys(tree: ast.Module):
    """(line, name) of each KGEN_ name used as an environment key: os.environ["KGEN_X"],
    .get("KGEN_X") and its kin, {"KGEN_X": ...} and dict(os.environ, KGEN_X=...). Messages
    name variables too, as text: not keys."""
    for node in ast.walk(tree):
        keys = []
        if isinstance(node, ast.Subscript):
            keys = [node.slice]
        elif isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            keys = node.args[:1] if name in ENVIRONMENT_CALLS else []
            yield from ((node.lineno, k.arg) for k in node.keywords if k.arg and VARIABLE_NAME.fullmatch(k.arg))
        elif isinstance(node, ast.Dict):
            keys = [k for k in node.keys if k is not None]
        yield from ((node.lineno, k.value) for k in keys if isinstance(k, ast.Constant) and isinstance(k.value, str) and VARIABLE_NAME.fullmatch(k.value))


def test_no_module_but_settings_reads_or_writes_a_kgen_variable():
    for path in CODE:
        if path != SETTINGS_MODULE:
            found = [f"{path.relative_to(ROOT)}:{line}: {name}" for line, name in _environment_keys(ast.parse(path.read_text()))]
            assert not found, f"{found} (read and write them through kgen.runtime.settings)"


def test_the_key_check_finds_reads_and_writes():
    code = 'os.environ["KGEN_A"]; os.environ.get("KGEN_B"); os.getenv("KGEN_C"); dict(os.environ, KGEN_D="1"); {"KGEN_E": "1"}; print("KGEN_F")'
    assert [name for _, name in _environment_keys(ast.parse(code))] == ["KGEN_A", "KGEN_B", "KGEN_C", "KGEN_D", "KGEN_E"]


def _runtime_aliases(tree: ast.Module) -> set:
    """The names a module binds to kgen.runtime or to anything imported from it."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.asname for a in node.names if a.name.startswith("kgen.runtime") and a.asname)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            from_runtime = module.startswith(("kgen.runtime", "runtime")) or (node.level and module.startswith("runtime"))
            for a in node.names:
                if from_runtime or (a.name == "runtime" and (module == "kgen" or (node.level and not module))):
                    out.add(a.asname or a.name)
    return out


def test_no_kgen_module_assigns_to_the_runtime_modules():
    """Module state that one caller sets is seen by every other call, in every thread, until
    someone unsets it (FORCE_GUARDED was such a global, set by kgen bench). tools/ may: their
    probes count or stub the runtime's calls in a process of their own."""
    for path in (p for p in CODE if p.is_relative_to(ROOT / "kgen")):
        tree = ast.parse(path.read_text())
        aliases = _runtime_aliases(tree)
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
            for t in targets:
                assert not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id in aliases), f"{path.relative_to(ROOT)}:{t.lineno}: assigns {ast.unparse(t)}"


def test_the_docstring_tables_every_variable_and_each_field_says_its_variable():
    doc = settings.__doc__
    tabled = re.findall(r"^(KGEN_[A-Z_]+) ", doc, re.M)
    assert tabled == list(VARIABLES)
    source = SETTINGS_MODULE.read_text()
    for field in dataclasses.fields(Settings):
        assert re.search(rf'^    {field.name}: .*\n    """{settings.variable(field.name)}: ', source, re.M), field.name


def test_unset_and_empty_are_the_defaults():
    assert read_settings({}) == read_settings({name: "" for name in VARIABLES}) == Settings()
    assert read_settings({"KGEN_AOT_ONLY": "  ", "KGEN_CACHE_DIR": " ", "KGEN_SPECS": os.pathsep}) == Settings()


def test_values_are_read_into_their_types():
    got = read_settings(
        {
            "KGEN_AOT_ONLY": " On",
            "KGEN_ARCH": "sm_100a",
            "KGEN_CACHE_DIR": " ~/c ",
            "KGEN_GIT_DIRTY": "1",
            "KGEN_GIT_SHA": "abc1234",
            "KGEN_PRELOAD": "no",
            "KGEN_RECORD_TAG": "sanitizer",
            "KGEN_SPECS": f"a.yaml{os.pathsep}b.yaml",
            "KGEN_TRUSTED_CACHE_DIRS": f"/srv/a{os.pathsep} /srv/b ",
        }
    )
    assert got == Settings(
        aot_only=True,
        arch="sm_100a",
        cache_dir=Path("~/c"),
        git_dirty=True,
        git_sha="abc1234",
        preload=False,
        record_tag="sanitizer",
        specs=(Path("a.yaml"), Path("b.yaml")),
        trusted_cache_dirs=("/srv/a", "/srv/b"),
    )


@pytest.mark.parametrize(
    "name, value, expected",
    [
        ("KGEN_AOT_ONLY", "yess", "1 or 0 (true/false, yes/no, on/off)"),
        ("KGEN_ARCH", "sm_80", "one of sm_90a, sm_100a (or unset: the GPU's own)"),
        ("KGEN_ARCH", " sm_90a", "one of sm_90a, sm_100a (or unset: the GPU's own)"),
        ("KGEN_GIT_DIRTY", "dirty", "1 or 0 (true/false, yes/no, on/off)"),
        ("KGEN_GIT_SHA", "a/b", "letters, digits, '.', '_' or '-' (it becomes part of a record's file name)"),
        ("KGEN_PRELOAD", "2", "1 or 0 (true/false, yes/no, on/off)"),
        ("KGEN_RECORD_TAG", "..", "letters, digits, '.', '_' or '-' (it becomes part of a record's file name)"),
        ("KGEN_TRUSTED_CACHE_DIRS", "shared", f"absolute directory paths separated by '{os.pathsep}'"),
    ],
)
def test_a_value_that_cannot_be_read_is_named_with_what_it_takes(name, value, expected):
    with pytest.raises(SettingError) as e:
        read_settings({name: value})
    assert str(e.value) == f"{name}: expected {expected}, got {value!r}"
    assert e.value.variable == name and isinstance(e.value, ValueError)


def test_variables_write_what_read_settings_reads():
    written = variables(aot_only=True, cache_dir=Path("/c"), specs=[Path("a.yaml"), Path("b.yaml")])
    assert written == {"KGEN_AOT_ONLY": "1", "KGEN_CACHE_DIR": "/c", "KGEN_SPECS": f"a.yaml{os.pathsep}b.yaml"}
    assert read_settings(written) == Settings(aot_only=True, cache_dir=Path("/c"), specs=(Path("a.yaml"), Path("b.yaml")))
    with pytest.raises(SettingError, match="KGEN_ARCH: expected one of"):
        variables(arch="sm_80")
    with pytest.raises(TypeError, match="no kgen setting cache"):
        variables(cache="/c")


def test_a_child_environment_keeps_the_rest(monkeypatch):
    monkeypatch.setenv("KGEN_PRELOAD", "0")
    env = settings.child_environment(aot_only=True)
    assert env["KGEN_AOT_ONLY"] == "1" and env["KGEN_PRELOAD"] == "0" and env["PATH"] == os.environ["PATH"]
    assert "KGEN_AOT_ONLY" not in os.environ


def test_a_bad_arch_fails_kgen_build_before_any_work(tmp_path, monkeypatch, capsys):
    """Not midway, after specs were loaded and modules written (the arch is read where kernels
    are lowered)."""
    monkeypatch.setenv("KGEN_ARCH", "sm_89")
    out = tmp_path / "out"
    assert main(["build", str(ROOT / "specs" / "transpose.yaml"), "--out", str(out)]) == 2
    assert capsys.readouterr().err == "error: kgen build: KGEN_ARCH: expected one of sm_90a, sm_100a (or unset: the GPU's own), got 'sm_89'\n"
    assert not out.exists()


def test_always_guarded_holds_inside_its_block_alone(monkeypatch):
    """A generated op launches the guarded kernel on a shape the guard-free one takes while
    always_guarded holds, and the guard-free one again after the block, even one that raised."""
    import torch

    from generated import transpose
    from kgen import runtime
    from kgen.runtime.modes import always_guarded

    picked = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg: picked.append(cfg.m_divisible) or (lambda *tensors: None))
    rows = transpose.TILING["bytes1"]["block_m"]
    d = {"B": 1, "M": rows, "N": 128, "storage": "uint8"}
    x, y = torch.empty(1, rows, 128, dtype=torch.uint8), torch.empty(1, 128, rows, dtype=torch.uint8)
    transpose._launch("bytes1", d, {"x": x}, [y])
    with pytest.raises(KeyError), always_guarded():
        transpose._launch("bytes1", d, {"x": x}, [y])
        raise KeyError("the block ends here")
    transpose._launch("bytes1", d, {"x": x}, [y])
    assert picked == [True, False, True]
