"""Planning a build: which specs the paths name (loaded), and which files the build makes of
them: generated/<op>.py, each op's proof record generated/proofs/<op>/, and the package's
__init__.py listing every op built there whose spec still makes it.

Contract: plan_build() renders and proves everything before anything is written, and refuses
(SpecError at the spec's op) two specs that would write one module, or ops whose torch
custom-op names would collide; a module that is not what its spec makes now is named by
stale_module() before a command runs code built from another spec."""

from __future__ import annotations

import errno
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import Location, LoweringError, SpecError
from ..runtime.settings import clipped
from ..spec import Spec
from ..families import TEMPLATES, from_comment_text
from .render import CHECKOUT, init_module, render, spec_display_path


def spec_paths(args: list[str]) -> list[Path]:
    """The spec files that args name (files, and the *.yaml of directories), each once: a file
    named again (`kgen build specs specs/transpose.yaml`) is the same spec, not a second one."""
    out = []
    for a in args:
        p = Path(a)
        try:
            if p.is_dir():
                out.extend(sorted(p.glob("*.yaml")))
            elif p.exists():
                out.append(p)
            elif p.is_symlink():  # a link to nothing, or to itself
                raise SpecError(_loc(p), "<file>", "a spec file or a directory of specs", f"a link to {clipped(os.readlink(p))}, which {_link_problem(p)}")
            else:
                raise SpecError(_loc(p), "<file>", "a spec file or a directory of specs", "no such path")
        except OSError as e:  # a name longer than the file system takes, say
            raise SpecError(_loc(p), "<file>", "a spec file or a directory of specs", e.strerror or str(e)) from None
    if not out:
        raise SpecError(_loc(Path(args[0]) if args else Path(".")), "<file>", "at least one *.yaml spec", "none")
    first = {}
    for p in out:
        first.setdefault(p.resolve(), p)
    return list(first.values())


def _link_problem(p: Path) -> str:
    """Why a link leads to no file: a loop of links, or a target that does not exist."""
    try:
        p.stat()
    except OSError as e:
        return "leads back to itself (a loop of links)" if e.errno == errno.ELOOP else "does not exist"
    return "exists"


def _loc(p: Path) -> Location:
    return Location(clipped(str(p)), 1, 1)


def load_specs(paths: list[Path], progress=None) -> list[Spec]:
    """The specs at paths, loaded in order; progress(line) is told each one's name where there
    are several."""
    from ..spec import load_spec

    specs = []
    for i, p in enumerate(paths, 1):
        if progress and len(paths) > 1:
            progress(f"[{i}/{len(paths)}] {p.name}")
        specs.append(load_spec(p))
    return specs


def _load_and_render(paths: list[Path]) -> list:
    specs = load_specs(paths)
    for spec in specs:
        spec.specializations()  # its Z3 feasibility checks are memoized on the spec, pickled with it
    return [(spec, render(spec)) for spec in specs]


def load_for_proof(paths: list[Path]) -> list:
    """(spec, module text) per spec. Proving executes the modules, which needs TileLang; its
    import (about 2.3 s) and loading the specs (about 1.3 s for the twelve) do not depend on
    each other, so a forked child loads while this process imports."""
    from ..interrupts import worker_pool

    with worker_pool(1, "fork") as child:
        loading = child.submit(_load_and_render, paths)
        import tilelang  # noqa: F401

        return loading.result()


def stale_module(spec: Spec, out_dir: Path = Path("generated")) -> tuple[str, str] | None:
    """(expected, found) when out_dir/<op>.py is not what `kgen build` makes of the spec (and
    its lockfile) now, else None: commands that import the module must not run code built
    from another spec. found names the spec file the module was built from where that is
    another file of the same op (its header names it)."""
    path = out_dir / f"{spec.op}.py"
    expected = f"{path} built from {spec.path} as it is now (run kgen build {spec.path})"
    if not path.exists():
        return expected, f"no {path}"
    if path.read_text() == render(spec):
        return None
    recorded = recorded_spec(path)
    if recorded and Path(recorded).name != Path(spec.path).name:
        return expected, f"{path} built from {recorded}"
    return expected, f"{path} built from another version of {spec.path} or its lockfile"


@dataclass(frozen=True)
class Plan:
    """What a build makes: every file's text, and per spec (in order) its proof result as
    prove.prove_specs gives it (None where the build does not prove)."""

    files: dict
    proofs: list


def plan_build(specs: list[Spec], out_dir: Path, prove: bool = True) -> Plan:
    """generated/<op>.py and (`prove`) its proof record generated/proofs/<op>/, for every spec."""
    from ..verify.lowered_store import read_records
    from ..verify.prove import proof_files, prove_specs

    first = {}
    for s in specs:
        if s.op in first:
            raise SpecError(s.source.loc(("op",)), "op", f"an op that no other spec of this build makes (both write {out_dir / (s.op + '.py')})", f"'{s.op}', the op of {first[s.op]} too")
        first[s.op] = s.path
    for s in specs:  # after the check within the build, which names both specs
        module = out_dir / f"{s.op}.py"
        recorded = recorded_spec(module)
        if recorded is not None and recorded != spec_display_path(s) and spec_makes(recorded, s.op):
            raise SpecError(
                s.source.loc(("op",)),
                "op",
                f"an op that no other spec makes ({module} is built from {recorded}, whose op it is too)",
                f"'{s.op}'",
                "rename one of the ops; a build of both specs together names them both",
            )
    _check_custom_op_names(specs, out_dir)
    files = {}
    texts = [render(s) for s in specs]
    results = prove_specs(list(zip(specs, texts)), lowered="reuse", recorded=[read_records(out_dir / "proofs" / s.op) for s in specs]) if prove else [None] * len(specs)
    for s, result in zip(specs, results):
        if result is not None:
            _stop_on_lowering_problems(s, result)
    for s, text, result in zip(specs, texts, results):
        files[out_dir / f"{s.op}.py"] = text
        if result is not None:
            files.update(proof_files(s, result, out_dir))
    # Ops built earlier into out_dir stay listed (a build of one spec keeps the others) while
    # their spec still makes them; any other .py there is not kgen's to export.
    ops = set(_built_ops(out_dir)) | {s.op for s in specs}
    files[out_dir / "__init__.py"] = init_module(sorted(ops))
    return Plan(files, results)


def _stop_on_lowering_problems(spec: Spec, result: dict) -> None:
    """LoweringError for the first kernel with a lowered access refuted or unknown."""
    from ..verify.prove import kernel_problems

    for name, r in result["lowered"].items():
        problems = kernel_problems(r)
        if problems:
            raise LoweringError(spec.path, name, problems[0])


def _built_ops(out_dir: Path) -> dict[str, Path]:
    """op -> module for the modules kgen built into out_dir whose spec still makes them."""
    return {p.stem: p for p in out_dir.glob("*.py") if p.name != "__init__.py" and generated_by_kgen(p) and not abandoned(p)}


# Besides torch.ops.kgen.<op>, an op registers <op>_<suffix> for each of its family's torch_ops
# (quant's in-place variants: _inplace; topk's weighted ones: _weighted): torch keeps one op
# of a name per process.
CUSTOM_OP_SUFFIXES = tuple(dict.fromkeys(f"_{suffix}" for family in TEMPLATES.values() for suffix in family.torch_ops))


def _check_custom_op_names(specs: list[Spec], out_dir: Path) -> None:
    """No op of the build is another op's name plus one of those suffixes (act_quant_inplace
    beside act_quant), among the build's ops and out_dir's: importing both would give one of
    them the other's torch op."""
    ops = {op: f"{module} (from {recorded_spec(module)})" for op, module in _built_ops(out_dir).items()}
    ops.update({s.op: s.path for s in specs})
    suffixes = dict.fromkeys([*CUSTOM_OP_SUFFIXES, *(f"_{x}" for s in specs for x in TEMPLATES[s.template].for_spec(s).torch_ops)])
    for s in specs:
        for suffix in suffixes:
            base = s.op.removesuffix(suffix)
            if base != s.op and base in ops:
                raise SpecError(
                    s.source.loc(("op",)),
                    "op",
                    f"a name that is not another op's name plus {suffix} (torch.ops.kgen.{s.op} may be op {base}'s {suffix[1:]} op)",
                    f"'{s.op}', beside op '{base}' of {ops[base]}",
                    "rename the op",
                )
            if s.op + suffix in ops:
                raise SpecError(
                    s.source.loc(("op",)),
                    "op",
                    f"a name that no other op's name extends by {suffix} (torch.ops.kgen.{s.op}{suffix} may be this op's {suffix[1:]} op)",
                    f"'{s.op}', beside op '{s.op}{suffix}' of {ops[s.op + suffix]}",
                    "rename the op",
                )


def first_line(path: Path) -> str:
    """path's first line, "" where it has no readable text."""
    try:
        with path.open(encoding="utf-8") as f:
            return f.readline()
    except (OSError, UnicodeDecodeError):
        return ""


def generated_by_kgen(path: Path) -> bool:
    """A module kgen wrote: it starts with the header render() puts first."""
    return first_line(path).startswith("# Generated by kgen ")


def recorded_spec(module: Path) -> str | None:
    """The spec path a generated module's header names (as spec_display_path wrote it), or
    None where the file is not a module kgen wrote."""
    header = re.match(r"# Generated by kgen \S+ from (.+)\. Do not edit", first_line(module))
    return from_comment_text(header.group(1)) if header else None


def spec_makes(recorded: str, op: str) -> bool:
    """Whether the spec file a module's header names still exists and makes `op`. A file that
    does not parse counts as making it: a spec being edited must not cost its module."""
    import yaml

    path = Path(recorded) if Path(recorded).is_absolute() else CHECKOUT / recorded
    try:
        if not path.is_file():  # a FIFO would block the read; a directory is no spec either
            return path.exists()
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return False
    except (OSError, UnicodeDecodeError):
        return True
    try:
        doc = yaml.safe_load(text)
    except Exception:  # YAML errors, and what its constructors raise (a date out of range, 5000 digits, deep nesting)
        return True
    return not isinstance(doc, dict) or doc.get("op") == op


def abandoned(module: Path) -> bool:
    """A module kgen wrote whose spec has since gone, or makes another op (renamed)."""
    recorded = recorded_spec(module)
    return recorded is not None and not spec_makes(recorded, module.stem)
