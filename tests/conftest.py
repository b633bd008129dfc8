"""Specs drive the tests: every specs/*.yaml (or those in $KGEN_SPECS) is collected."""

from __future__ import annotations

import copy
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kgen.runtime import settings  # noqa: E402
from kgen.spec import load_spec  # noqa: E402


def spec_files() -> list[Path]:
    return list(settings.current().specs) or sorted((ROOT / "specs").glob("*.yaml"))


SPECS = [load_spec(p) for p in spec_files()]
# `kgen test SPEC` sets KGEN_SPECS: a test that needs what no spec under test has skips then,
# where over every spec it would fail.
NARROWED = bool(settings.current().specs)


def tiered(cases, key):
    """The fast tier's rule for a parametrized family (pytest.param cases, in order): the first
    case of each key(*values) runs by default; the others, and every case whose key is None,
    are marked full (deselected by pyproject's addopts; `pytest -m full` and CI run them).
    A family that walks every spec case thus stays represented by op and kind in the fast tier,
    at a fraction of its time."""
    seen = set()
    for case in cases:
        k = key(*case.values)
        if k is not None and k not in seen:
            seen.add(k)
            yield case
        else:
            yield pytest.param(*case.values, id=case.id, marks=[*case.marks, pytest.mark.full])


@pytest.fixture(autouse=True)
def fake_tensors_run_the_eager_checks(request):
    """CPU tests stand fake CUDA tensors (FakeTensorMode) in for real ones, to run each op's
    argument checks up to its (intercepted) launch. Outside the tests a fake tensor takes the
    ops' shape-only path (kgen.runtime.custom_ops.shape_only), as meta tensors do: tests
    marked shape_only_routing check that path. (Not through the monkeypatch fixture, which
    some tests undo midway.)"""
    if request.node.get_closest_marker("shape_only_routing"):
        yield
        return
    from kgen.runtime import custom_ops

    shape_only = custom_ops.shape_only
    custom_ops.shape_only = lambda t: t.device.type == "meta"
    try:
        yield
    finally:
        custom_ops.shape_only = shape_only


def edited(text: str, edits, file: str) -> str:
    """text after each (find -> replace) edit, each find occurring once; a bare string
    replaces the whole text. For malformed-spec tests: one small edit of a real spec."""
    if isinstance(edits, str):
        return edits
    for find, replace in edits:
        assert text.count(find) == 1, f"{find!r} occurs {text.count(find)} times in {file}"
        text = text.replace(find, replace)
    return text


def module_from_text(folder, name: str, text: str):
    """A generated module's text (edited, for a mutation test) written to folder/name.py and
    loaded under its own name."""
    import importlib.util

    path = folder / f"{name}.py"
    path.write_text(text)
    found = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(found)
    found.loader.exec_module(module)
    return module


def refused(file: str, edits, rendered: bool = False) -> str:
    """The error of a real spec after edits (see edited): loading it, or with rendered, building
    its module too, must raise a SpecError."""
    from kgen.pipeline.render import render
    from kgen.errors import SpecError
    from kgen.spec import parse_spec

    with pytest.raises(SpecError) as e:
        spec = parse_spec(file, edited((ROOT / file).read_text(), edits, file))
        if rendered:
            render(spec)
    return str(e.value)


def transpose_proofs(dest: Path, kernels: tuple) -> Path:
    """A proof record of transpose's that holds only these kernels (source and lowered records,
    summary.json as for a spec of them alone), under dest/proofs/transpose: re-deciding all
    eight takes seconds a test."""
    import json
    import shutil

    source, proofs = ROOT / "generated" / "proofs" / "transpose", dest / "proofs" / "transpose"
    proofs.mkdir(parents=True)
    for name in kernels:
        for suffix in (".smt2", ".lowered.smt2.xz"):
            shutil.copy(source / f"{name}{suffix}", proofs)
    summary = json.loads((source / "summary.json").read_text())
    summary.update({part: {n: summary[part][n] for n in kernels} for part in ("kernels", "lowered")})
    (proofs / "summary.json").write_text(json.dumps(summary))
    return proofs


@pytest.fixture
def tiling_of():
    """tiling_of(module) is module.TILING for the test to edit in place (the op layer reads
    that table at each call); every table handed out is put back as it was afterwards."""
    saved = []

    def edit(module):
        saved.append((module.TILING, copy.deepcopy(module.TILING)))
        return module.TILING

    yield edit
    for table, before in reversed(saved):
        table.clear()
        table.update(before)


def has_cuda() -> bool:
    try:
        import torch

        return torch.cuda.is_available()
    except ImportError:
        return False


def pytest_collection_modifyitems(config, items):
    # What `kgen test SPEC` selects: the cases parametrized by a spec under test.
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec and any(v is s for v in callspec.params.values() for s in SPECS):
            item.add_marker(pytest.mark.per_spec)
    if has_cuda():
        return
    skip = pytest.mark.skip(reason="needs a CUDA GPU")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)


_gpu_outcomes: dict = {}


def pytest_runtest_logreport(report):
    if report.when == "call" and "gpu" in report.keywords:
        _gpu_outcomes[report.nodeid] = report.outcome


def pytest_configure(config):
    """kgen's settings (the names a GPU run's record takes from the environment among them),
    checked before any test runs."""
    try:
        settings.current()
    except settings.SettingError as e:
        raise pytest.UsageError(str(e)) from None


def pytest_sessionfinish(session, exitstatus):
    """A GPU run leaves a record under bench/results/: device, versions, sha, every case."""
    if not _gpu_outcomes or not has_cuda():
        return
    from kgen.bench import environment, write_record

    env = environment()
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    tag = settings.current().record_tag  # e.g. "sanitizer" for the memcheck run
    stem = f"{env['device'].replace(' ', '-')}-{env['date']}-{env['git_sha']}-{tag}"
    record = {"environment": env, "run": tag, "passed": sum(v == "passed" for v in _gpu_outcomes.values()), "failed": sum(v == "failed" for v in _gpu_outcomes.values()), "cases": _gpu_outcomes}
    write_record(out, stem, record)
