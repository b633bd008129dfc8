"""The `kgen` command line: each command (cmd_<name>, run by COMMANDS) checks what its
arguments (cli_args) mean, calls the compiler (the build pipeline: kgen.pipeline) and says
what happened. Errors are one line, `error: kgen <command>: expected ..., found ...` or a
located SpecError, with exit status 2; a check that fails exits 1."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
from pathlib import Path

from .cli_args import BUILD_ARCHS, BUILD_OUT, TUNE_ARCH, parse
from .errors import FamilyError, LoweringError, OutputError, SpecError
from .interrupts import interrupt_on_sigterm, interrupt_once_within, stop_workers
from .pipeline.plan import load_specs, spec_paths, stale_module
from .runtime import settings
from .runtime.settings import SettingError, clipped
from .runtime.target import ARCHS
from .yamlpos import special_file


def cmd_build(a) -> int:
    from .pipeline import build
    from .pipeline.write import check_out_dir

    if a.check and a.aot:
        return _fail("build --check", "no --aot (a check writes nothing and compiles nothing)", "--aot")
    for option, value in (("--jobs", a.jobs), ("--arch", a.arch)):
        if value and not a.aot:
            return _fail(f"build {option}", f"{option} only with --aot (it sets how kernels are compiled ahead of time)", f"{option} without --aot")
    if not a.out:  # Path("") is the working directory: the package would land among its files
        return _fail("build --out", "a directory for the generated package", "an empty path")
    try:
        check_out_dir(Path(a.out))
    except OSError as e:  # a name longer than the file system takes, say
        return _fail("build --out", "a directory for the generated package", f"{clipped(a.out)}: {e.strerror or e}")
    if a.aot and _bad_cache_root("build --aot", write=True):
        return 2
    archs = a.arch or BUILD_ARCHS
    # Compiled after the summary is said: an interrupted compile leaves generated/ written.
    result = build(a.specs, out=a.out, check=a.check, progress=_say)
    if a.check:
        return _report_check(a, result)
    print(
        f"kgen build: {len(result.specs)} spec(s), {len(result.written)} file(s) written, {len(result.unchanged)} unchanged"
        + (f", {len(result.removed)} no longer generated removed" if result.removed else "")
    )
    if a.aot:
        from .pipeline import compile_ahead
        from .runtime.cache import cache_root

        r = compile_ahead(list(result.specs), archs, a.jobs, _say)
        print(f"kgen build --aot: {r.kernels} kernels for {','.join(archs)} in {cache_root()}: {r.compiled} compiled, {r.reused} reused, {r.seconds:.1f} s on {r.jobs} process(es)")
    return 0


def _report_check(a, result) -> int:
    """`kgen build --check`'s diffs and verdict: 1 where generated/ is stale."""
    for d in result.diffs:
        sys.stdout.write(d)
    if result.diffs:
        # "--" where a spec path would read as an option
        rebuild = ["kgen", "build"] + (["--out", a.out] if a.out != BUILD_OUT else []) + (["--"] if any(p.startswith("-") for p in a.specs) else []) + a.specs
        print(f"kgen build --check: {len(result.diffs)} generated file(s) differ from the specs; run `{shlex.join(rebuild)}`", file=sys.stderr)
        return 1
    print(f"kgen build --check: {len(result.files)} generated file(s) up to date")
    return 0


def _say(line: str) -> None:
    """A progress line, on stderr."""
    print(line, file=sys.stderr, flush=True)


def cmd_lower(a) -> int:
    import yaml

    from .verify.lowering import bucket_tiling, generated_module, lower_specialization, pick_specialization
    from .spec import KNOB_KINDS, describe, knob_kind, knob_value_fits, nearest, tiling_problem
    from .families import TEMPLATES

    spec = _one_spec("lower", a.spec)
    if spec is None:
        return 2
    variants = list(dict.fromkeys(s.variant.name for s in spec.specializations()))
    if a.variant is not None and a.variant not in variants:
        return _fail("lower --variant", f"a variant of {spec.op} ({', '.join(variants)})", clipped(repr(a.variant)))
    sp = pick_specialization(spec, a.variant)
    names = [name for name, _, _ in spec.buckets]
    if a.bucket is not None and a.bucket not in names:
        return _fail("lower --bucket", f"a bucket of {spec.op} ({', '.join(names) or 'it has none'})", clipped(a.bucket))
    family = TEMPLATES[spec.template]
    knobs = {}
    for setting in a.set:
        knob, _, text = setting.partition("=")
        if knob not in family.tiling:
            return _fail("lower --set", f"KNOB=VALUE with a tiling knob of template {spec.template} ({', '.join(family.tiling)})", f"{clipped(setting)} ({nearest(knob, family.tiling)})")
        kind = knob_kind(family, knob)
        try:
            value = yaml.safe_load(text) if text else None
        except yaml.YAMLError:
            value = text  # not a YAML scalar: named below as the string it is
        except ValueError:  # int() refuses more than 4300 digits
            return _fail(f"lower --set {knob}", KNOB_KINDS[kind], f"{clipped(text)}, more digits than an integer kgen reads")
        if type(value) is int and not re.fullmatch(r"[+-]?(0|[1-9][0-9]*)", text):  # YAML 1.1 reads 0200 as octal, 2:08 in base 60
            return _fail(f"lower --set {knob}", f"{KNOB_KINDS[kind]}, written in decimal", f"{clipped(text)}, which YAML 1.1 reads as {value}")
        if not knob_value_fits(kind, value):
            return _fail(f"lower --set {knob}", KNOB_KINDS[kind], clipped(describe(value)))
        if knob in knobs and (type(knobs[knob]), knobs[knob]) != (type(value), value):
            return _fail(f"lower --set {knob}", "one value (the knob set once, or to the same value each time)", f"{describe(knobs[knob])} and {describe(value)}")
        knobs[knob] = value
    stale = stale_module(spec)
    if stale:
        return _fail("lower", *stale)
    module = generated_module(spec)
    picked = _lower_dims(spec, sp, module, a, knobs)
    if isinstance(picked, int):
        return picked
    sp, bucket, m_divisible = picked
    tiling = bucket_tiling(spec, module, sp.variant.name, bucket)
    problem = tiling_problem(spec, {**tiling, **knobs}, bucket)
    if problem:
        knob, want, found = problem
        return _fail(f"lower --set: the tiling's {knob}", want, found)
    if a.dim:
        kernel = "guard-free" if m_divisible else "guarded"
        shape = "".join(f", {k}={v}" for k, v in sp.statics.items())
        print(f"kgen lower: {spec.op} variant {sp.variant.name}{shape}: bucket {bucket or '-'}, the {kernel} kernel, {a.arch}", file=sys.stderr)
    try:
        source = lower_specialization(spec, sp, arch=a.arch, m_divisible=m_divisible, bucket=bucket, knobs=knobs)
    except Exception as e:  # noqa: BLE001  TileLang's own refusal (a constant past int32 at a huge --dim), said in a line
        last = (str(e).strip().splitlines() or [""])[-1]
        return _fail("lower", f"a kernel TileLang lowers ({spec.op} {sp.key}, {a.arch})", clipped(f"{type(e).__name__}: {last}"))
    print(source)
    return 0


def _lower_dims(spec, sp, module, a, knobs: dict):
    """(specialization, bucket, m_divisible) that `kgen lower --dim` names: static dims pick the
    specialization, runtime dims the bucket and the kernel (guard-free or not) a call with
    them runs (with the --set knobs over the bucket's tiling); the exit status where a --dim
    cannot be met."""
    from .verify.lowering import bucket_of, bucket_tiling
    from .spec import Specialization, nearest
    from .families import TEMPLATES

    statics = [d.name for d in spec.static_dims()]
    # Defaulted dims (act_quant's row stride ld, N unless given) shape the kernel too: a value
    # the spec's constraints allow builds that kernel, as a call with such a view does.
    defaulted = [d.name for d in spec.dims.values() if not d.runtime and d.default is not None]
    settable = statics + defaulted + [d.name for d in spec.dims.values() if d.runtime]
    dims = {}
    for setting in a.dim:
        name, equals, text = setting.partition("=")
        if not equals and name in settable:
            return _fail("lower --dim", f"NAME=VALUE with a dim of {spec.op} ({', '.join(settable)})", f"{clipped(setting)} (no value: write {name}=VALUE)")
        if name not in settable:
            return _fail("lower --dim", f"NAME=VALUE with a dim of {spec.op} ({', '.join(settable)})", f"{clipped(setting)} ({nearest(name, settable)})")
        if not re.fullmatch(r"-?[0-9]+", text):  # ASCII digits, as --set takes: int() reads '１２' too
            return _fail(f"lower --dim {name}", "an integer", clipped(repr(text)))
        if len(text.lstrip("-")) > 19:  # int() refuses more than 4300 digits
            return _fail(f"lower --dim {name}", "an integer of at most 19 digits (no dim is larger)", clipped(text))
        if name in dims and dims[name] != int(text):
            return _fail(f"lower --dim {name}", "one value (the dim given once, or the same value each time)", f"{dims[name]} and {int(text)}")
        dims[name] = int(text)
        d = spec.dims[name]
        if d.runtime and not d.min <= dims[name] <= d.max:
            return _fail(f"lower --dim {name}", f"{d.min} to {d.max} (the spec's range)", str(dims[name]))
    chosen = {k: v for k, v in dims.items() if k in statics}
    if chosen:
        same = [s for s in spec.specializations() if s.variant.name == sp.variant.name]
        matching = [s for s in same if all(s.statics[k] == v for k, v in chosen.items())]
        if not matching:
            built = sorted({", ".join(f"{k}={s.statics[k]}" for k in chosen) for s in same})
            return _fail(f"lower --dim {', '.join(chosen)}", f"a shape variant {sp.variant.name} is built for ({'; '.join(built)})", ", ".join(f"{k}={v}" for k, v in chosen.items()))
        sp = matching[0]
    given = {k: v for k, v in dims.items() if k in defaulted}
    if given:
        bound = {**sp.statics, **given}
        if not spec.feasible_with_runtime(sp.variant, bound):
            rules = "; ".join(c.text for c in spec.constraints)
            return _fail(f"lower --dim {', '.join(given)}", f"values the spec's constraints allow ({rules})", ", ".join(f"{k}={v}" for k, v in bound.items()))
        sp = Specialization(sp.variant, bound)
    bucket, m_divisible = a.bucket, a.m_divisible
    runtime = {k: v for k, v in dims.items() if k not in statics and k not in defaulted}
    bucket_dim = TEMPLATES[spec.template].bucket_dim[0] if spec.buckets else None
    if bucket_dim in runtime:
        taken = bucket_of(spec, spec.env(sp.variant, {**sp.statics, **runtime}))
        if a.bucket is not None and a.bucket != taken:
            return _fail("lower --bucket", f"the bucket a call with {bucket_dim}={runtime[bucket_dim]} takes ({taken}), or no --dim {bucket_dim}", clipped(a.bucket))
        bucket = taken
    tail, policy = spec.tail_dim()
    if a.m_divisible and policy == "guard":
        return _fail("lower --m-divisible", "a spec with a guard-free kernel (a runtime dim whose tail is specialize or require_divisible)", f"{spec.op}, whose runtime dims are all guarded")
    if tail in runtime:
        knob = TEMPLATES[spec.template].tail_tiles.get(tail)
        tiling = {**bucket_tiling(spec, module, sp.variant.name, bucket), **knobs}
        divisible = knob is not None and runtime[tail] % tiling[knob] == 0
        if policy == "require_divisible" and not divisible:
            return _fail(f"lower --dim {tail}", f"a multiple of {knob} ({tiling[knob]}): the op refuses other {tail}", str(runtime[tail]))
        if a.m_divisible and not divisible:
            return _fail("lower --m-divisible", f"{tail} a multiple of {knob} ({tiling[knob]})", f"{tail}={runtime[tail]}")
        m_divisible = divisible and policy != "guard"
    return sp, bucket, m_divisible


def cmd_test(a) -> int:
    from .pipeline.lockfile import tiling_for

    paths = spec_paths(a.specs)
    for spec in load_specs(paths):  # a malformed spec is named here, not in a traceback of pytest's collection
        tiling_for(spec)  # and so is a malformed lockfile
    env = settings.child_environment(specs=[p.resolve() for p in paths])
    # The specs' own cases (tests/conftest.py marks them per_spec), GPU ones too where CUDA
    # exists; the fast tier's, as README's test command runs (`-- -m per_spec` for all).
    marker = ["-m", "per_spec and not full"]
    # The checkout's tests, wherever kgen is run from.
    tests = Path(__file__).resolve().parent.parent / "tests"
    return subprocess.call([sys.executable, "-m", "pytest", "-q", *marker, str(tests) if tests.is_dir() else "tests", *a.pytest_args], env=env)


def _fail(command: str, expected: str, found: str) -> int:
    """Say what a command expected and what it found; the exit status for a bad argument."""
    print(f"error: kgen {command}: expected {expected}, found {found}", file=sys.stderr)
    return 2


def _gpu_missing(command: str) -> bool:
    """Say so and return True when torch sees no CUDA GPU: the command times kernels on one."""
    import torch

    if torch.cuda.is_available():
        return False
    _fail(command, "a CUDA GPU (it times kernels on one)", "none visible to torch")
    return True


def _bad_cache_root(command: str, write: bool) -> bool:
    """Say so and return True when the kernel cache's root is not a directory, or (`write`)
    is one that can be neither written nor created."""
    from .runtime.cache import cache_root_problem

    problem = cache_root_problem(write)
    if problem is None:
        return write and _untrusted_cache(command)
    name = "KGEN_CACHE_DIR" if settings.current().cache_dir else "the kernel cache (set KGEN_CACHE_DIR to move it)"
    _fail(command, f"{name} to be a directory" + (", or a path where one can be created" if write else ""), problem)
    return True


def _untrusted_cache(command: str) -> bool:
    """Say so and return True when the kernel cache, which the command loads entries from,
    can be written by another user (runtime.cache.cache_trust_problem): said before any work, not in a
    compile worker."""
    from .runtime.cache import ENTRY_NAME, TRUSTED_CACHE, cache_root, cache_trust_problem, trust_hint

    root = cache_root()
    problem = cache_trust_problem(root, [p for p in root.iterdir() if ENTRY_NAME.fullmatch(p.name)] if root.is_dir() else [])
    if problem is None:
        return False
    _fail(command, TRUSTED_CACHE, f"{problem}; {trust_hint(root)}")
    return True


def _one_spec(command: str, arg: str):
    """The spec of a command that takes one; None (said so) for a directory of several."""
    paths = spec_paths([arg])
    if len(paths) > 1:
        _fail(command, "one spec file", f"{arg}, a directory of {len(paths)} specs")
        return None
    return load_specs(paths)[0]


def cmd_bench(a) -> int:
    from .bench import run_bench

    specs = load_specs(spec_paths(a.specs))
    # A record names the git commit it measured: a module left from another spec or lockfile
    # would be timed under that name.
    for spec in specs:
        stale = stale_module(spec)
        if stale:
            return _fail("bench", *stale)
    if _gpu_missing("bench"):
        return 2
    path = run_bench(specs, a.quick, Path(a.out), progress=lambda m: print(m, file=sys.stderr, flush=True), repeat=a.repeat)
    print(f"kgen bench: wrote {path}")
    return 0


def cmd_tune(a) -> int:
    from .tune import NoValidCandidate, tune

    reports = {}
    specs = load_specs(spec_paths(a.specs))
    for spec in specs:
        names = [name for name, _, _ in spec.buckets]
        unknown = [b for b in a.bucket or [] if b not in names]
        if unknown:
            return _fail("tune --bucket", f"a bucket of {spec.op} ({', '.join(names) or 'it has none'})", clipped(", ".join(unknown)))
    if a.report and a.build_only:
        return _fail("tune --build-only", "no --report (a build-only run times nothing)", f"--report {a.report}")
    if a.arch and not a.build_only:
        return _fail("tune --arch", "--arch only with --build-only (the tuner times on the GPU it runs on)", "--arch without --build-only")
    if a.report and Path(a.report).is_dir():
        return _fail("tune --report", "a file in an existing directory", f"{a.report}, a directory")
    if a.report and not Path(a.report).resolve().parent.is_dir():
        return _fail("tune --report", "a file in an existing directory", f"{a.report} (no such directory)")
    if a.build_only and _bad_cache_root("tune --build-only", write=True):
        return 2
    for spec in specs:
        stale = stale_module(spec)
        if stale:
            return _fail("tune", *stale)
    if a.build_only:
        from .tune import build_candidates

        arch = a.arch or TUNE_ARCH
        # A candidate that does not compile is not an error: the tuner skips it too.
        for spec in specs:
            built, bad = build_candidates(spec, arch, a.jobs or os.cpu_count() or 1, progress=lambda m: print(m, file=sys.stderr, flush=True), buckets=a.bucket)
            print(f"{spec.op}: {built} candidate kernels in the cache for {arch}" + (f", {bad} do not compile" if bad else ""))
        return 0
    if _gpu_missing("tune"):
        return 2
    from .runtime.launch import target_arch

    arch = target_arch()
    if arch not in ARCHS:
        return _fail("tune", f"a GPU that kgen builds for ({' or '.join(ARCHS)})", arch)
    for spec in specs:
        try:
            reports[spec.op] = tune(spec, a.jobs or os.cpu_count() or 1, progress=lambda m: print(m, file=sys.stderr, flush=True), buckets=a.bucket)
        except NoValidCandidate as e:
            # The lockfile is left as it was.
            return _fail("tune", "a candidate tiling that compiles, launches and matches the reference", f"none for {spec.op} {e} (the lines above say why each failed)")
        for v, r in reports[spec.op].items():
            print(f"{spec.op} {v}: {r['chosen']}")
    if a.report:
        Path(a.report).write_text(json.dumps(reports, indent=1) + "\n")
    return 0


def cmd_cache(a) -> int:
    import shutil

    from .pipeline.aot import explain
    from .runtime.cache import cache_root, entries, is_entry, is_staging

    if _bad_cache_root(f"cache {a.action}", write=False):
        return 2
    spec = None  # with ls and clear: every op's entries
    if a.op:
        spec = _one_spec(f"cache {a.action}", a.op)
        if spec is None:
            return 2
    archs = a.arch or list(ARCHS)
    of_op = (f" of {spec.op}" if spec else "") + (f" for {','.join(archs)}" if a.arch else "")
    if a.action == "ls":
        from .families import TEMPLATES

        knobs = {k for family in TEMPLATES.values() for k in family.tiling}
        rows = [e for e in entries() if (spec is None or e.get("op") == spec.op) and (a.arch is None or e.get("arch") in a.arch)]
        for e in rows:
            cfg = e["config"] if isinstance(e.get("config"), dict) else {}  # a corrupt manifest's may be anything
            # The op's own static fields (N, ld, h, ...), not its tiling.
            shape = " ".join(f"{k}={v}" for k, v in cfg.items() if k not in knobs and k not in ("variant", "m_divisible"))
            what = f"{e.get('op', '?')} {cfg.get('variant', '?')} {shape} m_divisible={cfg.get('m_divisible')} {e.get('arch', '?')}"
            print(f"{e['key']}  {'ok     ' if e['valid'] else 'CORRUPT'}  {e['bytes'] / 1e6:6.2f} MB  {what}")
        root = cache_root()
        staged = sum(is_staging(path) for path in root.iterdir()) if root.is_dir() else 0
        print(
            f"{len(rows)} entries{of_op} in {root}"
            + (f", and {staged} staging director{'y' if staged == 1 else 'ies'} of builds in progress or killed (`kgen cache clear` removes them)" if staged else "")
        )
        return 0
    if a.action == "clear":
        root = cache_root()
        # Only the entries (and builds' staging directories): KGEN_CACHE_DIR may name a
        # directory that holds other files too. With a spec or --arch, only those entries: a staging
        # directory's op and arch are unknown until its build finishes.
        narrowed = spec is not None or a.arch is not None
        op_keys = {e["key"] for e in entries() if (spec is None or e.get("op") == spec.op) and (a.arch is None or e.get("arch") in a.arch)} if narrowed else None
        cleared, staged, kept = 0, 0, 0
        try:
            for path in sorted(root.iterdir()) if root.is_dir() else []:
                if is_entry(path) and (op_keys is None or path.name in op_keys):
                    shutil.rmtree(path)
                    cleared += 1
                elif is_staging(path) and not narrowed:
                    shutil.rmtree(path)
                    staged += 1
                else:
                    kept += 1
        except OSError as e:
            return _fail("cache clear", f"the cache entries in {root} removed", f"{e.filename or root}: {e.strerror or e}")
        print(
            f"cleared {cleared} entries{of_op} from {root}"
            + (f" and {staged} build staging director{'y' if staged == 1 else 'ies'}" if staged else "")
            + (f" (left {kept} other file(s) there alone)" if kept else "")
        )
        return 0
    from .verify.lowering import config_of, generated_module
    from .pipeline.aot import kernels_to_build

    if spec is None:
        return _fail("cache explain", "a spec file (the op to explain)", "none")
    stale = stale_module(spec)
    if stale:
        return _fail("cache explain", *stale)
    module = generated_module(spec)
    for kernel in kernels_to_build(spec):
        cfg = config_of(spec, module, kernel)
        shape = " ".join(f"{k}={v}" for k, v in vars(cfg).items() if k != "variant")
        for arch in archs:
            print(f"{kernel.variant} {shape} {arch}: {explain(module, cfg, arch)}")
    return 0


def cmd_report(a) -> int:
    from .report import BEGIN, END, BadRecord, MalformedRecord, charts, charts_dir_problem, render, splice

    if not a.results:  # Path("") is the working directory: name what was given, not "none under "
        return _fail("report --results", "a directory holding bench records (kgen bench writes them)", "an empty path")
    try:
        block = render(Path(a.results))
    except FileNotFoundError as e:
        others = getattr(e, "others", 0)
        return _fail(
            "report --results",
            "a directory holding bench records (kgen bench writes them)",
            f"none under {a.results}" + (f" ({others} JSON file(s) there without a bench record's rows: test or other logs)" if others else ""),
        )
    except MalformedRecord as e:  # its message names the record, the field, what was expected and found
        print(f"error: kgen report --results: {e}", file=sys.stderr)
        return 2
    except BadRecord as e:
        return _fail("report --results", "bench records as kgen bench writes them (JSON objects)", str(e))
    charts_dir = Path(a.charts)
    charts_problem = charts_dir_problem(a.charts) if a.write else None
    if charts_problem:
        return _fail("report --charts", "a directory for the PNG charts", charts_problem)
    page = Path(a.page)
    if a.check or a.write:
        special = special_file(page)  # a FIFO would block the read for ever, a device never end it
        if special:
            return _fail("report --page", "a file holding the performance table", f"{page}: {special}")
        try:
            current = page.read_text()
        except (OSError, UnicodeDecodeError) as e:
            return _fail("report --page", "a file holding the performance table", f"{page}: {getattr(e, 'strerror', None) or 'not UTF-8 text'}")
        if END not in current.partition(BEGIN)[2]:
            return _fail("report --page", "a page holding the table's markers (kgen report: begin ... end)", f"{page} without them")
    if a.check:
        if splice(current, block) != current:
            print(f"kgen report --check: the performance table in {page} differs from `kgen report` for {a.results}; run `kgen report --write`", file=sys.stderr)
            return 1
        print(f"kgen report --check: the table in {page} matches the newest bench records")
        return 0
    if a.write:
        # The charts before the page: drawing and saving them is what can still fail, and a
        # page rewritten beside stale charts would be the half-written state.
        try:
            for p in charts(Path(a.results), charts_dir):
                print(f"kgen report: wrote {p}")
            page.write_text(splice(current, block))
        except OSError as e:
            return _fail("report --write", "a charts directory and page it can write", f"{e.filename or charts_dir}: {e.strerror or e}")
    else:
        sys.stdout.write(block)
    return 0


def cmd_prove(a) -> int:
    from .verify.prove import lowered_counts, lowered_table, recheck, table

    if a.recheck:
        if a.specs:
            return _fail("prove --recheck", "no SPEC (it re-decides the record under --out, whatever the specs say now)", " ".join(a.specs))
        proofs = Path(a.out or "generated") / "proofs"
        found = recheck(proofs)
        for line in found.problems + found.unknown:
            print(line)
        if found.recorded == 0 and not found.problems:  # nothing rechecked is no evidence: say so rather than pass
            return _fail("prove --recheck", "recorded obligations (*.smt2, written by kgen build)", f"none under {proofs}")
        print(
            f"kgen prove --recheck: {found.recorded} recorded obligations, {found.decided} re-decided"
            + (f", {len(found.unknown)} recorded as unknown (listed above; nothing to re-decide)" if found.unknown else "")
            + f", {len(found.problems)} disagreement(s)"
        )
        return 1 if found.problems else 0
    if a.out is not None:
        return _fail("prove", "--out only with --recheck (kgen prove writes nothing; kgen build --out DIR writes the proof record)", f"--out {a.out} without --recheck")
    import os
    import time

    from .pipeline.plan import load_for_proof
    from .verify.lowered_store import read_records
    from .verify.prove import lowered_problems, prove_specs

    start = time.perf_counter()
    specs_and_texts = load_for_proof(spec_paths(a.specs or ["specs"]))
    specs = [spec for spec, _ in specs_and_texts]
    recorded = [read_records(Path("generated") / "proofs" / spec.op) for spec in specs]
    # The verdicts; kgen build writes the records.
    results = prove_specs(specs_and_texts, records=False, lowered="fresh" if a.lowered else "reuse", recorded=recorded)
    for spec, result in zip(specs, results):
        print(f"## {spec.op}\n\n{table(result)}")
        print(lowered_table(result))
    disagreements = _record_disagreements(specs, results, recorded) if a.lowered else []
    for line in disagreements:
        print(line)
    rows = [r for result in results for kernel in result["kernels"].values() for r in kernel]
    z3_seconds = sum(r["seconds"] for r in rows)
    print(
        f"kgen prove: {len(rows)} obligations of {sum(len(r['kernels']) for r in results)} kernels in {time.perf_counter() - start:.1f} s "
        f"on {os.cpu_count()} processes (Z3: {z3_seconds:.1f} s of solver time; the rest is start-up and building, walking and recording each kernel's TIR); "
        f"{lowered_counts(results)}" + (f"; {len(disagreements)} record(s) disagree" if a.lowered else "")
    )
    return 1 if lowered_problems(results) or disagreements else 0


def _record_disagreements(specs: list, results: list, recorded: list) -> list[str]:
    """Each kernel whose recorded lowered counts, under the same key, differ from the ones
    proven now: the record claims what the code does not show."""
    out = []
    for spec, result, records in zip(specs, results, recorded):
        for name, r in result["lowered"].items():
            entry = records.get(name)
            if entry and entry["key"] == r["key"] and entry["counts"] != r["counts"]:
                out.append(f"- {spec.op} {name}: generated/proofs records {entry['counts']}, proven now {r['counts']}")
    return out


def cmd_check_perf(a) -> int:
    from .report import RecordRefused, comparable_record, row_key, spread

    try:
        records = [comparable_record(path) for path in (a.new, a.baseline)]
    except RecordRefused as e:
        return _fail("check-perf", *e.args)
    new, old = records
    bands = [r["noise_band"] for r in records if r.get("noise_band") is not None]
    if not bands:
        return _fail("check-perf", "a measured noise band in either record (kgen bench --repeat 2 records one)", "none in either")
    band = max(bands)
    base = {row_key(r): r for r in old["rows"]}
    pairs = [(r, base[row_key(r)]) for r in new["rows"] if row_key(r) in base]
    if not pairs:  # comparing nothing is no evidence: say so rather than pass
        return _fail(
            "check-perf", "at least one row in both records (the same op, variant and shape)", f"none of the {len(new['rows'])} row(s) of {a.new} among the {len(old['rows'])} of {a.baseline}"
        )
    regressions = 0
    for r, b in pairs:
        ratio = r["us"]["kgen"] / b["us"]["kgen"]
        # Each row's own spread between passes, in either record, else the record-wide band.
        row_band = max([spread(x) for x in (r, b) if x.get("kgen_us_passes")] or [band])
        flag = ratio > 1 + row_band
        regressions += flag
        print(f"{'REGRESSION' if flag else 'ok':<10} {r['op']} {r['variant']} {r['shape']}: {b['us']['kgen']:.1f} -> {r['us']['kgen']:.1f} us ({ratio:.3f}x, band {row_band:.3f})")
    return 1 if regressions else 0


def run() -> None:
    """The console entry point: main(), then exit without tearing the interpreter down. Once
    TileLang and torch are imported, that teardown takes about 0.8 s (a tenth of `kgen prove
    specs`) and nothing a command leaves behind needs it: atexit handlers still run and
    output is flushed first."""
    interrupt_once_within(main)  # first: from here on no interrupt ends in a traceback
    import atexit

    try:
        code = main()
    except BrokenPipeError:  # e.g. `kgen prove specs | head`: the reader stopped reading
        code = 1
    except KeyboardInterrupt:  # one main() had no handler around yet, or no longer
        stop_workers()
        print("kgen: interrupted", file=sys.stderr)
        code = 130
    # The command is over and its outputs are whole: a Ctrl-C or SIGTERM now would only break
    # into an exit handler (torch's library finalizers) with a traceback.
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, signal.SIG_IGN)
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (BrokenPipeError, ValueError):  # a reader that stopped early, a closed stream
            pass
    os._exit(code)


# Top-level modules of pyproject's dependencies and its compiler extra (and torch, which tools/install.sh provides).
DEPENDENCY_MODULES = frozenset({"tilelang", "tvm", "z3", "jinja2", "yaml", "jsonschema", "torch"})


COMMANDS = {"build": cmd_build, "lower": cmd_lower, "test": cmd_test, "bench": cmd_bench, "tune": cmd_tune, "check-perf": cmd_check_perf, "cache": cmd_cache, "report": cmd_report, "prove": cmd_prove}


def main(argv: list[str] | None = None) -> int:
    a = parse(argv)
    try:
        settings.current()  # all of them, before any work: a bad one is named, not met midway
    except SettingError as e:
        print(f"error: kgen {a.command}: {e}", file=sys.stderr)
        return 2
    try:
        interrupt_on_sigterm()
        return COMMANDS[a.command](a)
    except (SpecError, FamilyError, LoweringError, OutputError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as e:  # kgen imports z3, TileLang and torch where a command needs them
        if (e.name or "").partition(".")[0] not in DEPENDENCY_MODULES:
            raise
        print(f"error: kgen {a.command}: expected kgen's dependencies installed (bash tools/install.sh, or pip install 'kgen[compiler]'), found no module {e.name!r}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl-C: kgen build leaves its outputs whole (write_all)
        # A second Ctrl-C or SIGTERM while exiting would interrupt the cleanup (torch's exit
        # hooks) with a traceback, and the process pool's manager thread, whose futures the
        # interrupt cancelled, may report that with one of its own: the command is ending.
        for s in (signal.SIGINT, signal.SIGTERM):
            signal.signal(s, signal.SIG_IGN)
        threading.excepthook = lambda args: None
        stop_workers()
        print("kgen: interrupted", file=sys.stderr)
        return 130
