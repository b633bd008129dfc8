"""Run the bounds pass over every kernel of a spec and keep a re-checkable record.

Per specialization, the kernels the tail policy emits are analysed: `require_divisible`
-> the kernel with T.assume(M % block_m == 0) only; `guard` -> the guarded one only;
`specialize` -> both. In an assuming kernel every bounds obligation must be proven, or the
spec is rejected with the witness; in a guarded kernel a refuted obligation keeps its
guard and its counterexample becomes a GPU test shape.

Kernels are independent, so they are proven in a process pool; each one's Z3 terms live in a
context of its own, which makes every record independent of the pool and of build order.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import json
import linecache
import logging
import os
import re
import sys
import traceback
import types
from dataclasses import dataclass, field
from pathlib import Path

import z3

from ..errors import FamilyError, Location, SpecError, exception_line
from ..families import family_template, source_line
from ..interrupts import held_signals, worker_pool
from ..kernel import Kernel
from ..spec import Spec
from ..yamlpos import special_file
from . import tlparse
from .bounds import TermMemo, decide, obligations, smallest_witness, variables
from .lowering import config_of, tilings

KERNELS_BY_POLICY = {"require_divisible": (True,), "guard": (False,), "specialize": (True, False)}


def module_from_text(op: str, text: str):
    """Execute rendered module text: proofs are taken from exactly the code being written."""
    from ..runtime.modes import kernels_only  # torch: the module text imports it anyway

    module = types.ModuleType(f"generated.{op}")
    module.__file__ = f"<kgen render of {op}>"
    # TileLang reads kernel source through inspect, which finds it in linecache.
    linecache.cache[module.__file__] = (len(text), None, text.splitlines(True), module.__file__)
    sys.modules[module.__name__] = module
    try:
        with kernels_only():
            exec(compile(text, module.__file__, "exec", dont_inherit=True), module.__dict__)
    finally:
        del sys.modules[module.__name__]
    return module


def kernel_name(sp, m_divisible: bool, bucket: str | None = None) -> str:
    return f"{sp.key}{'_' + bucket if bucket else ''}_{'assume' if m_divisible else 'guarded'}"


@dataclass(frozen=True)
class KernelTask:
    """One kernel to prove: plain data, so that a pool worker can take it."""

    spec_index: int
    name: str
    kernel: Kernel
    witness: bool  # the variant's first guarded kernel: its refuted accesses give the witness shapes
    # What `kgen build` writes beyond the verdicts `kgen prove` prints: each obligation's
    # SMT-LIB2, and the smallest failing value of the tail dim (the 64-bit message of an
    # overflowing offset, the witness shapes).
    records: bool
    # Also the lowered device function's accesses (lowered_record.py): None, not; "fresh",
    # lowered and proven now; "reuse", taken from the record or the cache where the key matches.
    lowered: str | None = None
    recorded: dict | None = None  # the kernel's recorded {"key", "counts"}, where "reuse" finds one


# (spec, module text) of the current run: set before the pool forks, so workers read it
# instead of receiving specs and module text with every task.
_RUN: list = []
_MODULES: dict = {}  # per process: spec index -> module executed from its text


def _tasks(index: int, spec: Spec, module, records: bool, lowered: str | None = None, recorded: dict | None = None) -> list[KernelTask]:
    _, policy = spec.tail_dim()
    tasks, variants_with_witness = [], set()
    for sp in spec.specializations():
        for (bucket, tiling), m_divisible in itertools.product(tilings(spec, module, sp.variant.name, sp.statics).items(), KERNELS_BY_POLICY[policy]):
            witness = not m_divisible and sp.variant.name not in variants_with_witness
            if witness:
                variants_with_witness.add(sp.variant.name)
            name = kernel_name(sp, m_divisible, bucket)
            entry = (recorded or {}).get(name)
            entry = {"key": entry["key"], "counts": entry["counts"]} if entry and lowered == "reuse" else None
            tasks.append(KernelTask(index, name, Kernel(spec.op, sp.variant.name, sp.statics, m_divisible, tiling), witness, records, lowered, entry))
    return tasks


def _witness_dim(spec: Spec) -> str | None:
    """The runtime dim whose boundary values become test shapes: the tail dim, else the first."""
    tail, _ = spec.tail_dim()
    return tail or next((d.name for d in spec.dims.values() if d.runtime), None)


def _prove_kernel(task: KernelTask) -> dict:
    """_kernel_verdicts, or {"failed": what went wrong} where building the kernel raised: a
    worker's exception (TVM's among them) may not survive the trip to the parent, which then
    names the specialization in a SpecError instead of a traceback."""
    try:
        with quiet_tilelang_builder():
            return _kernel_verdicts(task)
    except SpecError:
        raise
    except Exception as e:  # noqa: BLE001 - any failure of one kernel's build is reported, with where
        spec, text = _RUN[task.spec_index]
        lines = [f.lineno for f in traceback.extract_tb(e.__traceback__) if f.filename == f"<kgen render of {spec.op}>"]
        return {"failed": exception_line(e), "where": source_line(spec.template, text, lines[-1]) if lines else None}


@contextlib.contextmanager
def quiet_tilelang_builder():
    """TileLang's builder logs the whole rewritten source of a kernel it fails to build, as
    CRITICAL; the exception that follows says what failed, and kgen says where."""
    logger = logging.getLogger("tilelang.language.eager.builder")
    disabled, logger.disabled = logger.disabled, True
    try:
        yield
    finally:
        logger.disabled = disabled


def _kernel_verdicts(task: KernelTask) -> dict:
    """Obligations of one kernel with verdicts (as plain rows with their SMT-LIB2), the first
    access that an assuming kernel fails to prove, and for a witness kernel the smallest
    failing value of the tail dim per refuted access."""
    tlparse.install()
    spec, text = _RUN[task.spec_index]
    if task.spec_index not in _MODULES:
        _MODULES[task.spec_index] = module_from_text(spec.op, text)
    module = _MODULES[task.spec_index]
    ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
    witness_dim = _witness_dim(spec)
    cfg = config_of(spec, module, task.kernel)
    memo = TermMemo()
    func = module.KERNELS[task.kernel.variant](cfg)
    obs = decide(obligations(func, ranges), memo)
    unproven, witnesses = None, []
    # Runtime dims other than the tail dim whose policy is `guard` keep their guards in every
    # kernel, the assuming one too: an access refuted only at their edge is guarded there.
    guarded = {name for name, policy in spec.tail.items() if policy == "guard" and name in ranges and name != witness_dim}
    for o in obs:
        if o.check == "int32":
            if task.records and o.verdict != "proven" and witness_dim in variables([o.goal] + [h for _, h in o.hypotheses], memo):
                o.counterexample = f"64-bit offsets needed from {witness_dim}={smallest_witness(o, witness_dim, memo)}; " + o.counterexample
            continue
        goal_dims = set(variables([o.goal], memo)) & set(ranges)
        at_a_guarded_edge = bool(goal_dims) and goal_dims <= guarded
        if task.kernel.m_divisible and o.verdict != "proven" and unproven is None and not at_a_guarded_edge:
            unproven = f"{o.verdict}: {o.access}: {o.what} ({o.counterexample or 'solver gave up'})"
        if task.records and task.witness and o.verdict == "refuted" and witness_dim is not None:
            witnesses.append(smallest_witness(o, witness_dim, memo))
    rows = [
        {
            "access": o.access,
            "obligation": o.what,
            "verdict": o.verdict,
            "facts": o.facts_used,
            "counterexample": o.counterexample,
            "seconds": o.seconds,
            "smt2": o.smt2(memo) if task.records else None,
        }
        for o in obs
    ]
    out = {"rows": rows, "unproven": unproven, "witness_values": witnesses}
    if task.lowered:
        out["lowered"] = _lowered(task, func, ranges)
    return out


def _lowered(task: KernelTask, func, ranges: dict) -> dict:
    """The kernel's lowered result (lowered_record.prove_lowered's) and where it came from
    ("source": record, cache or lowered): reused where the key matches, else proven now and
    kept in the cache. A record's bytes stay with the parent, which read them."""
    from ..runtime.target import DEFAULT_ARCH
    from .lowered_record import kernel_key, prove_lowered
    from .lowered_store import cached, store

    key = kernel_key(func, ranges, DEFAULT_ARCH)
    if task.lowered == "reuse":
        if task.recorded and task.recorded["key"] == key:
            return {**task.recorded, "rows": None, "record": None, "source": "record"}
        hit = cached(key)
        if hit:
            return {"key": key, "counts": hit["counts"], "rows": None, "record": hit["record"] if task.records else None, "source": "cache"}
    result = prove_lowered(func, ranges, DEFAULT_ARCH, key)
    if result["record"] is not None:
        store(key, result["counts"], result["record"])
    return {**result, "record": result["record"] if task.records else None, "source": "lowered"}


def _module_of(spec: Spec, text: str):
    """module_from_text, with an error that names the spec where the module fails to import
    (render() has parsed it already: what is left is a spec value that Python rejects when
    the module runs)."""
    try:
        # Ctrl-C inside the import would leave half-imported packages that later fail as if
        # the spec were at fault: it is held until the import is done.
        with held_signals():
            return module_from_text(spec.op, text)
    except Exception as e:  # the module's own code raised: any type
        where = traceback.extract_tb(e.__traceback__)[-1]
        raise SpecError(
            spec.source.loc(("op",)),
            "op",
            "a spec whose generated module imports",
            f"{type(e).__name__}: {e} (module line {where.lineno}: {(where.line or '').strip()[:120]})",
            "a value of the spec that the generated code cannot take; this is a kgen bug if the spec is valid",
        ) from None


def prove_specs(specs_and_texts: list, jobs: int = 0, records: bool = True, lowered: str | None = None, recorded: list | None = None) -> list[dict]:
    """Per spec, {"kernels": {kernel name: [row]}, "witnesses": [test case]}. Kernels are
    proven in a process pool (`jobs`, default all cores); each result depends only on its
    kernel. `records`: rows carry their SMT-LIB2 (else None), an overflowing offset's row
    its smallest failing tail-dim value, and those values join the witness shapes. `lowered`
    ("fresh" or "reuse", see KernelTask): also each kernel's lowered result ({"lowered":
    {kernel name: result}}); `recorded`, per spec, what lowered_record.read_records found,
    whose record bytes a reused result takes. Raises SpecError when a declared tail policy
    cannot be proven."""
    global _RUN
    recorded = recorded or [{} for _ in specs_and_texts]
    modules = [_module_of(spec, text) for spec, text in specs_and_texts]
    tasks = [t for i, ((spec, _), module) in enumerate(zip(specs_and_texts, modules)) for t in _tasks(i, spec, module, records, lowered, recorded[i])]
    _MODULES.clear()
    _RUN = list(specs_and_texts)
    _MODULES.update(enumerate(modules))
    jobs = jobs or os.cpu_count() or 1
    try:
        if jobs == 1 or len(tasks) < 8:
            results = [_prove_kernel(t) for t in tasks]
        else:
            # fork: workers inherit the specs, modules and imported TileLang instead of re-importing them.
            with worker_pool(jobs, "fork") as pool:
                results = list(pool.map(_prove_kernel, tasks, chunksize=4))
    finally:
        _MODULES.clear()
        _RUN = []
    out = [{"kernels": {}, "witnesses": [], **({"lowered": {}} if lowered else {})} for _ in specs_and_texts]
    for task, result in zip(tasks, results):
        spec, _ = specs_and_texts[task.spec_index]
        if "failed" in result:
            at = "".join(f", {k}={v}" for k, v in task.kernel.dims.items())
            raise FamilyError(
                result["where"] or family_template(spec.template),
                spec.template,
                result["failed"],
                f"building kernel {task.name} of {spec.path}: variant {task.kernel.variant}{at}, tiling {task.kernel.tiling}",
            )
        if result["unproven"]:
            dim, policy = spec.tail_dim()
            raise SpecError(
                spec.source.loc(("tiling", "tail", dim)),
                f"tiling.tail.{dim}",
                f"a tail policy ({policy}) under which every access is proven in bounds",
                result["unproven"],
                "use tail: guard or specialize, or change the tiling",
            )
        out[task.spec_index]["kernels"][task.name] = result["rows"]
        if lowered:
            out[task.spec_index]["lowered"][task.name] = _with_record(result["lowered"], recorded[task.spec_index].get(task.name), records)
        if task.witness:
            out[task.spec_index]["witnesses"].extend(_witness_cases(spec, task, result["witness_values"]))
    return out


def _with_record(result: dict, recorded: dict | None, records: bool) -> dict:
    """A result reused from a record takes the record's bytes (read by the parent), and the
    cache gets them: a build elsewhere of the same kernel reuses them too."""
    if result["source"] != "record":
        return result
    from .lowered_store import seed

    seed(result["key"], result["counts"], recorded["record"])
    return {**result, "record": recorded["record"] if records else None}


def _witness_cases(spec: Spec, task: KernelTask, refuted_at: list) -> list:
    """Boundary shapes of the tail dim for the kept guards: Z3's smallest failing values,
    k*tile+1, tile-1, 0, 1 (within the dim's range). Other runtime dims take their values
    from the variant's first test case where none of them is 0 (so the shape launches), else
    its first. A guarded runtime dim that the family tiles gets its own edge shapes: 1,
    tile-1, tile+1 and 3*tile+1, each with the tail dim at one whole tile and one past it
    (the guard-free and the guarded kernel)."""
    from ..families import TEMPLATES

    tail_tiles = TEMPLATES[spec.template].tail_tiles
    dim = _witness_dim(spec)
    if dim is None:
        return []
    knob = tail_tiles.get(spec.tail_dim()[0])
    tile = task.kernel.tiling[knob] if knob else 1
    runtime = [d.name for d in spec.dims.values() if d.runtime and d.name != dim]
    cases = [dims for variant, dims in spec.test_cases() if variant.name == task.kernel.variant and all(dims.get(k) == v for k, v in task.kernel.dims.items())]
    others = next((dims for dims in cases if all(dims.get(k) for k in runtime)), cases[0] if cases else {})
    base = {name: others[name] for name in runtime if name in others}

    def in_range(name, values):
        return sorted(v for v in values if spec.dims[name].min <= v <= spec.dims[name].max)

    values = {0, 1, tile - 1, tile, 3 * tile + 1} | {v for v in refuted_at if v is not None}
    out = [{"variant": task.kernel.variant, **task.kernel.dims, **base, dim: v} for v in in_range(dim, values)]
    for name in runtime:
        if spec.tail[name] == "guard" and name in tail_tiles:
            edge = task.kernel.tiling[tail_tiles[name]]
            for v in in_range(name, {1, edge - 1, edge + 1, 3 * edge + 1}):
                out += [{"variant": task.kernel.variant, **task.kernel.dims, **base, dim: m, name: v} for m in in_range(dim, {tile, tile + 1})]
    return out


# The answer each verdict's query gets: a proven access's negated goal is unsatisfiable.
EXPECT = {"proven": "unsat", "refuted": "sat", "unknown": "unknown"}


def smt2_record(rows: list) -> str:
    parts = []
    for k, r in enumerate(rows):
        parts.append(f"; obligation {k}: {r['access']} | {r['obligation']}\n; expect {EXPECT[r['verdict']]}\n{r['smt2']}")
    return "\n".join(parts)


def proof_files(spec: Spec, result: dict, out_dir: Path) -> dict[Path, str]:
    base = out_dir / "proofs" / spec.op
    files = {base / f"{name}.smt2": smt2_record(rows) for name, rows in result["kernels"].items()}
    summary = {
        "witnesses": result["witnesses"],
        "kernels": {name: [{k: r[k] for k in ("access", "obligation", "verdict", "facts", "counterexample")} for r in rows] for name, rows in result["kernels"].items()},
    }
    if "lowered" in result:
        from .lowered_record import SUFFIX

        summary["lowered"] = {name: {"key": r["key"], "counts": r["counts"]} for name, r in result["lowered"].items()}
        files.update({base / f"{name}{SUFFIX}": r["record"] for name, r in result["lowered"].items()})
    files[base / "summary.json"] = json.dumps(summary, indent=1, sort_keys=True) + "\n"
    return files


def lowered_table(result: dict) -> str:
    """Per kernel, its lowered accesses by verdict, its global ones matched to a source access
    and those lowering made (unmatched), and where the verdicts come from; then each refuted
    or unknown access."""
    from .lowered_record import VERDICTS

    lines = ["| kernel | lowered accesses | proven | guarded | refuted | unknown | global: matched / unmatched (made by lowering) | verdicts from |", "|---|---:|---:|---:|---:|---:|---|---|"]
    problems = []
    for name, r in result["lowered"].items():
        c = r["counts"]
        lines.append(f"| {name} | {c['accesses']} | " + " | ".join(str(c[v]) for v in VERDICTS) + f" | {c['matched']} / {c['made_by_lowering']} | {r['source']} |")
        problems += [f"- {name}: {p}" for p in kernel_problems(r)]
    return "\n".join(lines + [""] + problems) + ("\n" if problems else "")


def kernel_problems(result: dict) -> list[str]:
    """What keeps a kernel's lowered code unproven: each refuted or unknown access where it
    was proven now, or the counts where its verdicts came from a record or the cache."""
    c = result["counts"]
    if result["rows"] is None:
        return [f"{c['refuted']} refuted, {c['unknown']} unknown ({result['source']}; kgen prove --lowered names them)"] if c["refuted"] or c["unknown"] else []
    return [f"{row['verdict']}: {row['scope']} {row['kind']} {row['buffer']}[{row['index'][:120]}]: {row['problem'][:300]}" for row in result["rows"] if "problem" in row]


def lowered_counts(results: list) -> str:
    """The lowered counts of every kernel, and how many kernels were lowered now."""
    from .lowered_record import VERDICTS

    kernels = [r for result in results for r in result["lowered"].values()]
    total = {c: sum(r["counts"][c] for r in kernels) for c in ("accesses", *VERDICTS, "made_by_lowering")}
    now = sum(r["source"] == "lowered" for r in kernels)
    return (
        f"{total['accesses']} lowered accesses: " + ", ".join(f"{total[v]} {v}" for v in VERDICTS) + f", {total['made_by_lowering']} unmatched (made by lowering); "
        f"{now} of {len(kernels)} kernels lowered now, the others' verdicts from records and the cache (same key)"
    )


def lowered_problems(results: list) -> bool:
    return any(r["counts"]["refuted"] or r["counts"]["unknown"] for result in results for r in result["lowered"].values())


def table(result: dict) -> str:
    rows = ["| kernel | access | obligation | verdict | facts used | counterexample | solver ms |", "|---|---|---|---|---|---|---:|"]
    for name, obs in result["kernels"].items():
        for r in obs:
            rows.append(f"| {name} | {r['access']} | {r['obligation']} | {r['verdict']} | {'; '.join(r['facts'])} | {r['counterexample']} | {r['seconds'] * 1e3:.1f} |")
    return "\n".join(rows) + "\n"


@dataclass
class Recheck:
    """What `kgen prove --recheck` found: obligations read from the .smt2 files, those
    re-decided, those recorded as unknown (nothing to re-decide: listed, not counted), and
    every disagreement with the record."""

    recorded: int = 0
    decided: int = 0
    unknown: list = field(default_factory=list)
    problems: list = field(default_factory=list)


RECHECK_POOL_FILES = 64  # fewer records are re-decided in this process: starting a pool costs more


def recheck(proof_dir: Path, jobs: int = 0) -> Recheck:
    """Re-decide every recorded obligation from the record files alone, and hold each proof
    directory's files to its summary.json, written with them: every kernel it lists has its
    files, holding its obligations in order, each expecting its recorded verdict's answer
    (source records), and its obligations and accesses by verdict as counted there (lowered
    records). Files are re-decided in a process pool (`jobs`, default all cores), each in a
    Z3 context of its own as when it was proven. A file that is not what kgen build writes is
    a SpecError naming it."""
    from .lowered_record import SUFFIX
    from .lowered_store import entry

    out, tasks = Recheck(), []
    for d in sorted({p.parent for pattern in ("*.smt2", f"*{SUFFIX}", "summary.json") for p in proof_dir.rglob(pattern)}):
        summary = d / "summary.json"
        kernels, listed = _read_summary(summary)
        sources = sorted(d.glob("*.smt2"))
        out.problems += [f"{path}: not listed in {summary}" for path in sources if path.stem not in kernels]
        out.problems += [f"{d / (name + '.smt2')}: recorded in {summary} ({len(rows)} obligation(s)), missing" for name, rows in sorted(kernels.items()) if name not in {p.stem for p in sources}]
        tasks += [("source", path, summary, kernels.get(path.stem)) for path in sources]
        if not isinstance(listed, dict):
            out.problems.append(f"{summary}: 'lowered' is not an object of kernels")
            listed = {}
        lowered = {p.name.removesuffix(SUFFIX): p for p in d.glob(f"*{SUFFIX}")}
        out.problems += [f"{d / (name + SUFFIX)}: recorded in {summary}, missing" for name in sorted(listed.keys() - lowered.keys())]
        for name, path in sorted(lowered.items()):
            if name not in listed:
                out.problems.append(f"{path}: not listed in {summary}")
            elif entry(listed[name]) is None:
                out.problems.append(f"{path}: its entry in {summary} is not a key with every count")
            tasks.append(("lowered", path, summary, entry(listed.get(name))))
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(tasks) < RECHECK_POOL_FILES:
        parts = [_recheck_file(t) for t in tasks]
    else:
        with worker_pool(jobs, "fork") as pool:
            parts = list(pool.map(_recheck_file, tasks, chunksize=2))
    for part in parts:
        out.recorded += part.recorded
        out.decided += part.decided
        out.unknown += part.unknown
        out.problems += part.problems
    return out


def _recheck_file(task: tuple) -> Recheck:
    kind, path, summary, recorded = task
    if kind == "source":
        return _recheck_source(path, summary, recorded)
    return _recheck_lowered(path, summary, recorded)


def _recheck_source(path: Path, summary: Path, rows: list | None) -> Recheck:
    """One kernel's source record: each obligation re-decided and held to summary.json's row."""
    out = Recheck()
    blocks = _read_record(path)
    out.recorded += len(blocks)
    if rows is not None and len(rows) != len(blocks):
        out.problems.append(f"{path}: {len(blocks)} obligation(s), {summary} records {len(rows)}")
        rows = None  # not aligned: obligation k of one is not obligation k of the other
    if rows is not None:
        for k, (line, header, expect, _) in enumerate(blocks):
            r = rows[k]
            if header != f"{k}: {r['access']} | {r['obligation']}" or expect != EXPECT[r["verdict"]]:
                out.problems.append(
                    f"{path}:{line}: obligation {header}: expects {expect}, but {summary} records " f"obligation {k}: {r['access']} | {r['obligation']}, {r['verdict']} (expect {EXPECT[r['verdict']]})"
                )
    _decide_blocks(path, blocks, out)
    return out


def _decide_blocks(path: Path, blocks: list, out: Recheck) -> None:
    ctx = z3.Context()  # one per kernel, as when it was proven
    for line, header, expect, body in blocks:
        if expect == "unknown":
            out.unknown.append(f"{path}:{line}: obligation {header[:200]}: recorded unknown, not re-decided")
            continue
        got = _decide_record(path, line + 2, body, ctx)
        out.decided += 1
        if got != expect:
            out.problems.append(f"{path}:{line}: obligation {header[:200]}: recorded {expect}, now {got}")


def _recheck_lowered(path: Path, summary: Path, recorded: dict | None) -> Recheck:
    """One kernel's lowered record (<kernel>.lowered.smt2.xz): each obligation re-decided, and
    the record held to summary.json's entry (its obligations, and its accesses by verdict as
    the obligations' headers name them)."""
    from .lowered_record import VERDICTS
    from .lowered_store import decompress

    out = Recheck()
    special = special_file(path)
    try:
        if special:
            raise ValueError(special)
        text = decompress(path.read_bytes())
    except (OSError, ValueError) as e:
        raise SpecError(Location(str(path), 1, 1), "<file>", "an xz-compressed SMT-LIB2 record written by kgen build", str(e), _REBUILD) from None
    blocks = _record_blocks(path, text)
    out.recorded += len(blocks)
    verdicts = {}
    for _, header, _, _ in blocks:
        words = header.split(" ", 4)  # K: access A VERDICT ...
        if len(words) < 4 or words[1] != "access" or words[3] not in VERDICTS:
            out.problems.append(f"{path}: obligation {header[:120]}: expected 'K: access A VERDICT ...' as kgen build writes")
            break
        verdicts[words[2]] = words[3]
    if recorded is not None:
        c = recorded["counts"]
        found = {"obligations": len(blocks), "accesses": len(verdicts), **{v: sum(x == v for x in verdicts.values()) for v in VERDICTS}}
        wrong = {k: (v, c[k]) for k, v in found.items() if c[k] != v}
        if wrong:
            out.problems.append(f"{path}: holds " + ", ".join(f"{v} {k}" for k, (v, _) in wrong.items()) + f"; {summary} records " + ", ".join(f"{r} {k}" for k, (_, r) in wrong.items()))
    _decide_blocks(path, blocks, out)
    return out


_REBUILD = "run kgen build to write the record again"


def _read_text(path: Path, expected: str) -> str:
    special = special_file(path)  # a FIFO would block the read for ever, a device never end it
    if special:
        raise SpecError(Location(str(path), 1, 1), "<file>", expected, special, _REBUILD)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise SpecError(Location(str(path), 1, 1), "<file>", expected, e.strerror or type(e).__name__, _REBUILD) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise SpecError(Location(str(path), line, e.start - data.rfind(b"\n", 0, e.start)), "<file>", f"UTF-8 text ({expected})", f"the byte 0x{data[e.start]:02x}", _REBUILD) from None


def _read_summary(path: Path) -> tuple[dict, object]:
    """summary.json's {kernel: [row]}, each row with the access, obligation and verdict, and
    its "lowered" entries as found (recheck holds them to the lowered records)."""
    text = _read_text(path, "summary.json, written by kgen build beside the .smt2 records")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise SpecError(Location(str(path), e.lineno, e.colno), "<file>", "JSON written by kgen build", e.msg, _REBUILD) from None
    except RecursionError:
        raise SpecError(Location(str(path), 1, 1), "<file>", "JSON written by kgen build", "values nested too deep to read", _REBUILD) from None
    kernels = data.get("kernels") if isinstance(data, dict) else None
    if not isinstance(kernels, dict):
        found = json.dumps(kernels)[:80] if isinstance(data, dict) and "kernels" in data else "no 'kernels'"
        raise SpecError(Location(str(path), 1, 1), "kernels", "an object of kernels and their obligations", found, _REBUILD)
    for name, rows in kernels.items():
        if not isinstance(rows, list):
            raise SpecError(Location(str(path), 1, 1), f"kernels.{name}", "a list of obligations", json.dumps(rows)[:80], _REBUILD)
        for k, r in enumerate(rows):
            if not (isinstance(r, dict) and isinstance(r.get("access"), str) and isinstance(r.get("obligation"), str) and isinstance(r.get("verdict"), str) and r["verdict"] in EXPECT):
                raise SpecError(
                    Location(str(path), 1, 1), f"kernels.{name}[{k}]", "an obligation with an access, an obligation and a verdict (proven, refuted or unknown)", json.dumps(r)[:80], _REBUILD
                )
    return kernels, data.get("lowered", {})


def _read_record(path: Path) -> list[tuple]:
    return _record_blocks(path, _read_text(path, "an SMT-LIB2 proof record written by kgen build"))


def _record_blocks(path: Path, text: str) -> list[tuple]:
    """(line, header, expectation, SMT-LIB2) of each obligation of a record's text, as
    smt2_record writes them: '; obligation K: ...', '; expect unsat|sat|unknown', the query.
    Each query is vetted (_vetted_query) as the file is read, before any of it reaches Z3."""
    blocks = []
    for i, line in enumerate(text.split("\n"), 1):
        if line.startswith("; obligation "):
            blocks.append((i, line.removeprefix("; obligation "), []))
        elif blocks:
            blocks[-1][2].append(line)
        elif line.strip():
            raise SpecError(Location(str(path), i, 1), "<file>", "'; obligation K: ...' before any SMT-LIB2", repr(line[:60]), _REBUILD)
    out = []
    for i, header, lines in blocks:
        expect = lines[0].removeprefix("; expect ").strip() if lines and lines[0].startswith("; expect ") else None
        if expect not in ("unsat", "sat", "unknown"):
            raise SpecError(
                Location(str(path), i + 1, 1), f"obligation {header}", "'; expect unsat', 'sat' or 'unknown' on the next line", repr(lines[0][:60]) if lines and lines[0].strip() else "none", _REBUILD
            )
        body = "\n".join(lines[1:])
        if not body.strip():
            raise SpecError(Location(str(path), i + 2, 1), f"obligation {header}", "its SMT-LIB2 query after the '; expect' line", "none", _REBUILD)
        out.append((i, header, expect, _vetted_query(path, i + 2, body)))
    return out


def _decide_record(path: Path, first_line: int, body: str, ctx) -> str:
    """Z3's answer to one recorded query; a query Z3 cannot parse is a SpecError at its line."""
    try:
        got = _check_smt2(body, ctx, RECHECK_RLIMIT)
        if got == "unknown":
            # A context's spent resources count against its later checks' rlimit, and a
            # nonlinear offset (b * M * N) can need more from scratch than the prover,
            # which shares work across a kernel's queries, spent: once more, alone.
            got = _check_smt2(body, z3.Context(), 8 * RECHECK_RLIMIT)
    except z3.Z3Exception as e:
        message = e.value.decode(errors="replace") if isinstance(e.value, bytes) else str(e.value)
        at = re.search(r'line (\d+) column \d+: ([^"]*)', message)  # Z3's columns point before or after the token: only its line is kept
        line, what = (first_line + int(at[1]) - 1, at[2]) if at else (first_line, message.strip())
        raise SpecError(Location(str(path), line, 1), "<file>", "SMT-LIB2 that Z3 parses", what, _REBUILD) from None
    return got


RECHECK_RLIMIT = 4 * 2_000_000


def _check_smt2(body: str, ctx, rlimit: int) -> str:
    s = z3.Solver(ctx=ctx)
    s.set("rlimit", rlimit)
    s.from_string(body)
    return str(s.check())


# A record is data from a checkout, and Z3's SMT-LIB2 readers (Solver.from_string and
# parse_smt2_string alike) run every command they read: set-option with an output channel or
# a log file writes files, include reads them, echo and get-* print. So each query is parsed
# here, and Z3 is handed only text made of what smt2_record writes: (declare-fun NAME () Int),
# as bounds.py declares every variable an Int, (assert TERM) and (check-sat), which
# from_string does not run. A term holds only symbols, numerals and parentheses: no strings
# or quoted symbols, whose backslashes Z3 reads otherwise than SMT-LIB (a string could end for
# Z3 where it goes on here, and hide a command from this parse). With that text either reader
# is safe; from_string stays, as the records were decided with it.
_SYMBOL_CHARS = r"A-Za-z0-9~!@$%^&*_+=<>.?/-"
# One token after any blanks. It matches wherever anything but blanks is left (its last
# branch takes any one character), so findall skips nothing else. Strings, quoted symbols and
# keywords are read whole, to be named when refused.
_TOKEN = re.compile(rf'[ \t\r\n]*+(\(|\)|[{_SYMBOL_CHARS}]++|"(?:[^"]|"")*+"?|\|[^|]*+\|?|:[{_SYMBOL_CHARS}]*+|.)', re.S)
_SYMBOL = re.compile(rf"[A-Za-z~!@$%^&*_+=<>.?/-][{_SYMBOL_CHARS}]*")  # a digit first starts a numeral
_ATOM = re.compile(rf"0|[1-9][0-9]*|{_SYMBOL.pattern}")
# All of a query's distinct atoms, one a line, in one match (no token holds a line break).
_ATOM_LINES = re.compile(rf"(?:(?:{_ATOM.pattern})(?:\n|\Z))*")
_COMMENT = re.compile(r";[^\n]*")
_NESTING = {"(": 1, ")": -1}
_MAX_NESTING = 256  # a record's terms nest 13 deep; a hostile one could nest a million for Z3 to walk
_RECORD_COMMANDS = "only the commands kgen build writes, (declare-fun NAME () Int), (assert TERM) and (check-sat)"
_DECLARATION = "(declare-fun NAME () Int), as kgen build declares every constant"
_TERM = "a term of symbols, numerals and parentheses, as kgen build writes"
_SYNTAX = "SMT-LIB2 that Z3 parses"


def _vetted_query(path: Path, first_line: int, body: str) -> str:
    """The query on lines first_line... of path as Z3 is to read it: without its comments,
    each character on its line and column (Z3's errors name its lines), and made only of the
    commands smt2_record writes; anything else is a SpecError at its line and column."""
    text = _COMMENT.sub("", body)  # what is vetted is what Z3 reads, character for character
    tokens = list(itertools.chain.from_iterable(map(_line_tokens, text.split("\n"))))
    tokens.append("")  # the end
    depths = list(itertools.accumulate(map(_NESTING.get, tokens, itertools.repeat(0))))  # after each token
    atoms = set(tokens) - {"(", ")", ""}
    odd = set() if _ATOM_LINES.fullmatch("\n".join(atoms)) else {a for a in atoms if not _ATOM.fullmatch(a)}

    def refuse(k: int, expected: str, found: str):
        raise SpecError(_token_location(path, first_line, text, k), "<file>", expected, found, _REBUILD)

    k = 0
    while tokens[k]:
        k = _command_end(tokens, depths, k, odd, refuse)
    return text


def _command_end(tokens: list, depths: list, start: int, odd: set, refuse) -> int:
    """The index after the command at tokens[start]."""
    if tokens[start] != "(":
        refuse(start, _SYNTAX, f"invalid command, '(' expected, not {_describe(tokens[start])}")
    head = tokens[start + 1]
    if head == "declare-fun":
        closing = _declaration_end(tokens, start + 2, refuse)
    elif head == "assert":
        closing = _term_end(tokens, depths, start + 2, odd, refuse)
    elif head == "check-sat":
        closing = start + 2
    elif _SYMBOL.fullmatch(head):
        refuse(start, _RECORD_COMMANDS, f"({head} ...)")
    else:
        refuse(start + 1, _SYNTAX, f"invalid command, a command's name expected, not {_describe(head)}")
    if tokens[closing] != ")":
        refuse(closing, _SYNTAX, f"invalid {head} command, ')' expected, not {_describe(tokens[closing])}")
    return closing + 1


def _declaration_end(tokens: list, k: int, refuse) -> int:
    """The index of the ')' that ends a declare-fun whose name is at tokens[k]."""
    if not _SYMBOL.fullmatch(tokens[k]):
        refuse(k, _DECLARATION, _describe(tokens[k]))
    for offset, wanted in enumerate(("(", ")", "Int"), 1):
        if tokens[k + offset] != wanted:
            refuse(k + offset, _DECLARATION, _describe(tokens[k + offset]))
    return k + 4


def _term_end(tokens: list, depths: list, k: int, odd: set, refuse) -> int:
    """The index after the term at tokens[k], the one term of the assert at tokens[k - 2]."""
    if tokens[k] != "(":
        if tokens[k] in odd or tokens[k] == ")":
            refuse(k, _TERM, _describe(tokens[k]))
        if not tokens[k]:
            refuse(k - 2, _SYNTAX, "(assert ... without its ')': the obligation ends first")
        return k + 1
    outside = depths[k] - 1
    try:
        end = depths.index(outside, k)  # the term's ')': where the depth is back to outside it
    except ValueError:
        end = None  # the term runs to the end
    inside = range(k, len(tokens) if end is None else end)
    deepest = outside + _MAX_NESTING
    if odd or max(depths[k : inside.stop]) > deepest:
        for i in inside:  # the first that is either, in reading order
            if depths[i] > deepest:
                refuse(i, _SYNTAX, f"terms nested deeper than {_MAX_NESTING} parentheses")
            if tokens[i] in odd:
                refuse(i, _TERM, _describe(tokens[i]))
    if end is None:
        refuse(k - 2, _SYNTAX, "(assert ... without its ')': the obligation ends first")
    return end + 1


def _describe(token: str) -> str:
    if not token:
        return "the end of the obligation"
    shown = token if len(token) <= 40 else token[:40] + "..."
    kind = {'"': "the string ", "|": "the quoted symbol ", ":": "the keyword "}.get(token[0])
    return kind + shown if kind else f"'{shown}'"


@functools.lru_cache(maxsize=1024)
def _line_tokens(line: str) -> tuple:
    """The tokens of one line of a query. Lines are read apart, and the lines a kernel's
    queries share (most of them) once, though an SMT-LIB string or quoted symbol may span
    lines: any of them is refused, so a query that passes is read the same either way."""
    return tuple(_TOKEN.findall(line))


def _token_location(path: Path, first_line: int, text: str, k: int) -> Location:
    """Where tokens[k] of _vetted_query starts: sought again, as only an error needs it."""
    lines = text.split("\n")
    for row, line in enumerate(lines):
        if k < len(_line_tokens(line)):
            return Location(str(path), first_line + row, next(itertools.islice(_TOKEN.finditer(line), k, None)).start(1) + 1)
        k -= len(_line_tokens(line))
    return Location(str(path), first_line + len(lines) - 1, len(lines[-1]) + 1)  # the end
