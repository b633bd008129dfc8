"""Render specs into generated/<op>.py: deterministic, and written all-or-nothing."""
from __future__ import annotations

import contextlib
import difflib
import fcntl
import json
import os
import re
import tempfile
from pathlib import Path

from . import __version__
from .interrupts import held_signals
from .errors import FamilyError, Location, OutputError, SpecError
from .runtime import API_VERSION
from .runtime.errors import printable
from .runtime.settings import clipped
from .runtime.target import ARCHS
from .spec import Spec
from .templates import ENV, TEMPLATE_DIR, TEMPLATES, comment_text, from_comment_text, template_sha256
from .yamlpos import MAX_DEPTH, MAX_INT_DIGITS, field_path, special_file

ENV.filters["pyrepr"] = repr


def tilelang_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tilelang")
    except PackageNotFoundError:
        return "absent"


def lockfile_path(spec: Spec) -> Path:
    return Path(spec.path).with_suffix(".lock.json")


def tiling_for(spec: Spec) -> tuple[dict, str | None]:
    """Per-variant tiling (per variant and bucket when the spec has buckets): the tuner's
    lockfile when there is one, else the spec's default with each bucket's overrides."""
    lock = lockfile_path(spec)
    locked = _lockfile(spec)
    chosen = locked["tiling"] if locked else {}
    source = f"{lock.name}, tuned on {locked['arch']}" if locked else None
    if not spec.buckets:
        return {v.name: {**spec.tiling, **chosen.get(v.name, {})} for v in spec.variants}, source
    return {v.name: {name: {**spec.tiling, **over, **chosen.get(v.name, {}).get(name, {})} for name, _, over in spec.buckets} for v in spec.variants}, source


def lockfile_arch(spec: Spec) -> str | None:
    """The arch the spec's lockfile was tuned on, None where it has none."""
    locked = _lockfile(spec)
    return locked["arch"] if locked else None


def _lockfile(spec: Spec) -> dict | None:
    """The spec's lockfile, checked (read_lockfile), or None where it has none."""
    lock = lockfile_path(spec)
    if not (lock.exists() or lock.is_symlink()):  # a dangling link is a lockfile that cannot be read, not none
        return None
    return read_lockfile(spec, lock)


# What kgen tune writes: the arch it measured on and the tilings it chose.
LOCKFILE_KEYS = ("arch", "tiling")


class DuplicateKey(Exception):
    def __init__(self, key: str):
        self.key = key


class LongInteger(Exception):
    def __init__(self, digits: str):
        self.digits = digits


# JSON's strings, brackets and colons: what the lockfile scanners below walk
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}:]')


def _deeper_than(text: str, depth: int) -> int:
    """The offset of the first bracket in JSON text that opens past depth nested values
    (brackets inside strings do not count), else 0."""
    level = 0
    for token in _JSON_TOKEN.finditer(text):
        if token[0] in "[{":
            level += 1
            if level > depth:
                return token.start()
        elif token[0] in "]}":
            level -= 1
    return 0


def _key_offset(text: str, keys: tuple) -> int:
    """The offset in JSON text of the key at path keys (object keys from the top, compared as
    decoded: "\\u0074hreads" is threads), or of the deepest key along it that is there; 0
    for none. The text parses."""
    opened = []  # per open bracket, the key that leads to it (None for the top and list items)
    tokens = list(_JSON_TOKEN.finditer(text))
    best, key = 0, None
    for token, after in zip(tokens, tokens[1:] + [None]):
        if token[0] in "[{":
            opened.append(key)
            key = None
        elif token[0] in "]}":
            opened.pop()
        elif token[0].startswith('"') and after is not None and after[0] == ":":
            key = json.loads(token[0])
            path = tuple(k for k in opened if k is not None) + (key,)
            if path == keys[:len(path)] and len(opened) == len(path):  # no list between
                best = token.start()
                if path == keys:
                    return best
    return best


def _repeated_key_offset(text: str) -> int:
    """The offset of the first key in JSON text that its object already has (keys compared as
    decoded, so "\\u0061" repeats "a"): the one json would keep. The text parses."""
    objects = []  # per open bracket, the keys seen ({}) or None for a list
    tokens = list(_JSON_TOKEN.finditer(text))
    for token, after in zip(tokens, tokens[1:] + [None]):
        if token[0] in "[{":
            objects.append(set() if token[0] == "{" else None)
        elif token[0] in "]}":
            objects.pop()
        elif token[0].startswith('"') and after is not None and after[0] == ":":
            key = json.loads(token[0])
            if key in objects[-1]:
                return token.start()
            objects[-1].add(key)
    return 0


def _json_kind(value) -> str:
    """A lockfile's JSON value as its reader would name it."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return f"the number {json.dumps(value)}"
    if isinstance(value, str):
        return f"the string {json.dumps(value)}"
    return "a list" if isinstance(value, list) else "an object"


def read_lockfile(spec: Spec, lock: Path) -> dict:
    """The lockfile ({arch, tiling}), its tilings checked as the spec's own: known variants, buckets and knobs,
    values of the knob's kind, and every tiling it makes within the family's rules. A wrong
    lockfile is an error at its line, never a traceback or a kernel built from a bad tiling."""
    from .spec import KNOB_KINDS, knob_kind, knob_value_fits, tiling_problem

    family = TEMPLATES[spec.template]
    special = special_file(lock)
    if special:
        raise SpecError(Location(str(lock), 1, 1), "<lockfile>", "a readable file written by kgen tune", special, f"delete it and run kgen tune {spec.path}")
    try:
        text = lock.read_bytes().decode("utf-8")
    except OSError as e:
        raise SpecError(Location(str(lock), 1, 1), "<lockfile>", "a readable file written by kgen tune", e.strerror or type(e).__name__, f"delete it and run kgen tune {spec.path}") from None
    except UnicodeDecodeError as e:
        line = lock.read_bytes()[:e.start].count(b"\n") + 1
        raise SpecError(Location(str(lock), line, 1), "<lockfile>", "UTF-8 JSON written by kgen tune", f"byte 0x{e.object[e.start]:02x} at offset {e.start}", f"delete it and run kgen tune {spec.path}") from None

    def fail(keys: tuple, expected: str, found: str):
        at = _key_offset(text, keys)
        line = text.count("\n", 0, at) + 1
        field = ".".join(map(str, keys)) or "<lockfile>"
        return SpecError(Location(str(lock), line, at - text.rfind("\n", 0, at)), field, expected, found, f"fix it or delete it and run kgen tune {spec.path}")

    def unique_keys(pairs: list) -> dict:
        seen = {}
        for key, value in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen[key] = value
        return seen

    def short_int(digits: str) -> int:
        # Python refuses to read (or print) an integer of over 4300 digits.
        if len(digits.lstrip("-")) > MAX_INT_DIGITS:
            raise LongInteger(digits)
        return int(digits)

    def at_offset(at: int) -> Location:
        return Location(str(lock), text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at))

    try:
        data = json.loads(text, object_pairs_hook=unique_keys, parse_int=short_int)
    except RecursionError:
        raise SpecError(at_offset(_deeper_than(text, MAX_DEPTH)), "<lockfile>", f"JSON written by kgen tune (values nested at most {MAX_DEPTH} deep)", "deeper nesting", f"delete it and run kgen tune {spec.path}") from None
    except LongInteger as e:
        raise SpecError(at_offset(text.find(e.digits)), "<lockfile>", f"an integer of at most {MAX_INT_DIGITS} digits", f"one of {len(e.digits.lstrip('-'))} digits", f"fix it or delete it and run kgen tune {spec.path}") from None
    except json.JSONDecodeError as e:
        raise SpecError(Location(str(lock), e.lineno, e.colno), "<lockfile>", "JSON written by kgen tune", e.msg, f"delete it and run kgen tune {spec.path}") from None
    except DuplicateKey as e:
        at = _repeated_key_offset(text)  # the repeat first in the text (the hook meets inner objects first)
        key = json.dumps(json.loads(re.match(r'"(?:[^"\\]|\\.)*"', text[at:])[0])) if at else json.dumps(e.key)
        raise SpecError(at_offset(at), "<lockfile>", "each key once in an object", f"{key} twice", f"delete it and run kgen tune {spec.path}") from None
    if not isinstance(data, dict):
        raise fail((), "an object with a 'tiling' object", _json_kind(data))
    if "tiling" not in data:
        raise fail(("tiling",), "an object with a 'tiling' object", "no 'tiling'")
    if not isinstance(data["tiling"], dict):
        raise fail(("tiling",), "an object of tilings by variant", _json_kind(data["tiling"]))
    for key in data:
        if key not in LOCKFILE_KEYS:
            raise fail((key,), f"only the keys {' and '.join(LOCKFILE_KEYS)}", json.dumps(key))
    if data.get("arch") not in ARCHS:
        raise fail(("arch",), f"arch: the GPU arch it was tuned on ({' or '.join(ARCHS)})", json.dumps(data["arch"]) if "arch" in data else "no 'arch'")
    variants = {v.name for v in spec.variants}
    buckets = {name: over for name, _, over in spec.buckets}
    for vname, per_variant in data["tiling"].items():
        if vname not in variants:
            raise fail(("tiling", vname), f"a variant of {spec.op} ({', '.join(sorted(variants))})", repr(vname))
        tilings = per_variant if spec.buckets else {None: per_variant}
        if not isinstance(tilings, dict):
            raise fail(("tiling", vname), "an object", _json_kind(tilings))
        for bucket, knobs in tilings.items():
            path = ("tiling", vname) + ((bucket,) if bucket else ())
            if bucket is not None and bucket not in buckets:
                raise fail(path, f"a bucket of {spec.op} ({', '.join(buckets)})", repr(bucket))
            if not isinstance(knobs, dict):
                raise fail(path, "an object of tiling knobs", _json_kind(knobs))
            for knob, value in knobs.items():
                if knob not in spec.tiling:
                    raise fail(path + (knob,), f"a tiling knob of template {spec.template} ({', '.join(spec.tiling)})", repr(knob))
                if not knob_value_fits(knob_kind(family, knob), value):
                    raise fail(path + (knob,), KNOB_KINDS[knob_kind(family, knob)], clipped(json.dumps(value)))
            problem = tiling_problem(spec, {**spec.tiling, **(buckets[bucket] if bucket else {}), **knobs}, bucket)
            if problem:
                knob, want, found = problem
                raise fail(path + ((knob,) if knob in knobs else ()), want, found)
    return data


def render(spec: Spec) -> str:
    _check_tail_sizes(spec, tiling_for(spec)[0])
    try:
        text = _render(spec)
    except (SpecError, OutputError):
        raise
    except Exception as e:  # noqa: BLE001 - the family's template or context code raised: any type
        raise FamilyError(_family_frame(e), spec.template, f"{type(e).__name__}: {e}", f"rendering {spec_display_path(spec)}") from None
    _check_rendered(spec, text)
    return text


def _check_tail_sizes(spec: Spec, tiling: dict) -> None:
    """Under `require_divisible` the op refuses a runtime size its tile does not divide, so a
    test case or bench shape of such a size would fail rather than test. The tile is the
    built one (the lockfile's where there is one), in the bucket the size falls in on the
    GPUs the tilings were tuned for."""
    from .runtime.target import TUNED_SM_COUNT
    from .spec import case_runs

    dim, policy = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(dim)
    if policy != "require_divisible" or knob is None:
        return

    def refused(name: str, dims: dict) -> int | None:
        """The tile that does not divide this size, or None where it does."""
        variant = spec.variant(name)
        chosen = tiling[name]
        if spec.buckets:
            env = {"sm_count": TUNED_SM_COUNT, **spec.env(variant, dims)}
            chosen = chosen[next(n for n, when, _ in spec.buckets if when is None or when.evaluate(env))]
        return chosen[knob] if dims[dim] % chosen[knob] else None

    where = []
    for i, case in enumerate(spec.tests):
        where += [(("tests", i, dim), case[dim], name, dims) for name, dims in case_runs(spec, case)]
    for i, shape in enumerate(spec.bench["shapes"]):
        where.append((("bench", "shapes", i, dim), shape[dim], shape["variant"], {k: v for k, v in shape.items() if k != "variant"}))
    for path, written, name, dims in where:
        tile = refused(name, dims)
        if tile is not None:
            at = path + ((written.index(dims[dim]),) if isinstance(written, list) else ())
            raise SpecError(spec.source.loc(at), field_path(at), f"sizes the op takes: tiling.tail.{dim} is require_divisible, so {dim} a multiple of {knob} ({tile} for variant {name})",
                            str(dims[dim]), "drop that size, or make the tail policy specialize or guard")


def _family_frame(e: Exception) -> str:
    """file:line of the innermost traceback frame in a template (Jinja reports a template's own
    lines) or in the template families' folder, else of the innermost frame."""
    import traceback

    frames = traceback.extract_tb(e.__traceback__)
    inside = [f for f in frames if f.filename.endswith(".j2") or Path(f.filename).resolve().is_relative_to(TEMPLATE_DIR)]
    frame = (inside or frames)[-1]
    path = Path(frame.filename).resolve()
    shown = path.relative_to(CHECKOUT).as_posix() if path.is_relative_to(CHECKOUT) else frame.filename
    return f"{shown}:{frame.lineno}"


def _check_rendered(spec: Spec, text: str) -> None:
    """The module parses, and the spec's names keep the meaning the template gave them: the op
    is the one top-level definition of its name, and no dim, param or tensor name (arguments
    and locals of the op) is also a top-level name of the module, which it would hide."""
    import ast

    loc = spec.source.loc
    try:  # compile, not only parse: a duplicate argument is found past the parser
        compile(text, f"<kgen render of {spec.op}>", "exec", dont_inherit=True)
    except SyntaxError as e:
        line = text.splitlines()[e.lineno - 1].strip() if e.lineno and e.lineno <= len(text.splitlines()) else ""
        names = [(g, n) for g in ("dims", "params", "inputs", "outputs") for n in getattr(spec, g)]
        named = next(((g, n) for g, n in names if f"'{n}'" in str(e.msg)), None)  # "duplicate argument 'x'"
        raise SpecError(loc(named or ("op",), key=named is not None), f"{named[0]}.{named[1]}" if named else "op", "a spec whose generated module is valid Python",
                        f"{e.msg} at line {e.lineno} of the module: {line[:120]}", "a name or value of the spec pasted into the code; rename or change it") from None
    from collections import Counter

    from .runtime.cache import defined_name

    top = Counter(defined_name(node) for node in ast.parse(text).body)
    if top.get(spec.op, 0) > 1:
        raise SpecError(loc(("op",)), "op", "a name the generated module does not use for anything else", f"'{spec.op}', also a name the {spec.template} template defines", "rename the op")
    for group in ("dims", "params", "inputs", "outputs"):
        for name in getattr(spec, group):
            if name in top:
                raise SpecError(loc((group, name), key=True), f"{group}.{name}", "a name the generated module does not use for anything else", f"'{name}', also a top-level name of the {spec.template} template's module", "rename it")


# The checkout kgen runs from: generated modules name their spec relative to it.
CHECKOUT = Path(__file__).resolve().parent.parent


def spec_display_path(spec: Spec) -> str:
    """The spec's path as a generated module's header names it: relative to the checkout, so
    the same spec gives the same module from any working directory, or whole where the spec
    is kept outside it."""
    path = Path(spec.path).resolve()
    return path.relative_to(CHECKOUT).as_posix() if path.is_relative_to(CHECKOUT) else path.as_posix()


def _render(spec: Spec) -> str:
    family = TEMPLATES[spec.template]
    ctx = family.context(spec)
    # Params that differ between variants are what a caller chooses with keyword arguments.
    # Params the op infers from its arguments (the family's "inferred": x's dtype, whether w is given) are not.
    choice_names = tuple(k for k in spec.params if len({repr(v.params[k]) for v in spec.variants}) > 1 and k not in ctx.get("inferred", ()))
    first = spec.variants[0].params
    tiling, lock = tiling_for(spec)
    statics = [d for d in spec.dims.values() if not d.runtime and d.default is None]
    # Text from outside the spec's validated fields (versions, the lockfile's name) lands in
    # comment lines: escaped here, so that a line break in it cannot end the comment.
    if family.kernel_template is not None:  # the op layer is kgen's, the kernel layer the family's
        from .oplayer import context as op_layer_context

        ctx = {**ctx, "kernel_template": family.kernel_template, "op_layer": op_layer_context(spec, family)}
    module_template = "module.py.j2" if "kernel_template" in ctx else f"{spec.template}.py.j2"
    return ENV.get_template(module_template).render(
        spec=spec,
        kgen_version=comment_text(__version__),
        spec_path=spec_display_path(spec),
        runtime_api=API_VERSION,
        template_sha=template_sha256(spec.template),
        tilelang_version=comment_text(tilelang_version()),
        tiling=tiling,
        lockfile=comment_text(lock) if lock else None,
        choice_args=[(k, first[k]) for k in choice_names],
        choice_names=choice_names,
        choice_kwargs=", ".join(f"{k}={k}" for k in choice_names),
        choice_positional=", ".join(choice_names),
        n_values=tuple(statics[0].values) if statics else (),
        buckets=[(name, when.code if when is not None else None) for name, when, _ in spec.buckets],
        bucket_args=[family.bucket_dim[0], *family.bucket_inputs] if family.bucket_dim else [],
        runtime_ranges={d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime},
        **ctx,
    )


def init_module(ops: list[str]) -> str:
    lines = [
        "# Generated by kgen. Do not edit: run `kgen build`.",
        '"""Ops generated from specs/*.yaml. Import one as `from generated import <op>`."""',
        "",
        f"__all__ = {sorted(ops)!r}",
        "",
    ]
    return "\n".join(lines)


def stale_module(spec: Spec, out_dir: Path = Path("generated")) -> tuple[str, str] | None:
    """(expected, found) when out_dir/<op>.py is not what `kgen build` makes of the spec (and
    its lockfile) now, else None: commands that import the module must not run code built
    from another spec."""
    path = out_dir / f"{spec.op}.py"
    expected = f"{path} built from {spec.path} as it is now (run kgen build {spec.path})"
    if not path.exists():
        return expected, f"no {path}"
    if path.read_text() != render(spec):
        return expected, f"{path} built from another version of {spec.path} or its lockfile"
    return None


def planned_files(specs: list[Spec], out_dir: Path) -> dict[Path, str]:
    """generated/<op>.py and its proof record generated/proofs/<op>/, for every spec."""
    from .prove import proof_files, prove_specs

    first = {}
    for s in specs:
        if s.op in first:
            raise SpecError(s.source.loc(("op",)), "op", f"an op that no other spec of this build makes (both write {out_dir / (s.op + '.py')})", f"'{s.op}', the op of {first[s.op]} too")
        first[s.op] = s.path
    for s in specs:  # after the check within the build, which names both specs
        module = out_dir / f"{s.op}.py"
        recorded = recorded_spec(module)
        if recorded is not None and recorded != spec_display_path(s) and spec_makes(recorded, s.op):
            raise SpecError(s.source.loc(("op",)), "op", f"an op that no other spec makes ({module} is built from {recorded}, whose op it is too)",
                            f"'{s.op}'", "rename one of the ops; a build of both specs together names them both")
    _check_custom_op_names(specs, out_dir)
    files = {}
    texts = [render(s) for s in specs]
    for s, text, proofs in zip(specs, texts, prove_specs(list(zip(specs, texts)))):
        files[out_dir / f"{s.op}.py"] = text
        files.update(proof_files(s, proofs, out_dir))
    # Ops built earlier into out_dir stay listed (a build of one spec keeps the others) while
    # their spec still makes them; any other .py there is not kgen's to export.
    ops = set(_built_ops(out_dir)) | {s.op for s in specs}
    files[out_dir / "__init__.py"] = init_module(sorted(ops))
    return files


def _built_ops(out_dir: Path) -> dict[str, Path]:
    """op -> module for the modules kgen built into out_dir whose spec still makes them."""
    return {p.stem: p for p in out_dir.glob("*.py") if p.name != "__init__.py" and _generated_by_kgen(p) and not abandoned(p)}


# Besides torch.ops.kgen.<op>, an op with in-place variants registers <op>_inplace (quant) and
# one with weighted variants <op>_weighted (topk): torch keeps one op of a name per process.
CUSTOM_OP_SUFFIXES = ("_inplace", "_weighted")


def _check_custom_op_names(specs: list[Spec], out_dir: Path) -> None:
    """No op of the build is another op's name plus one of those suffixes (act_quant_inplace
    beside act_quant), among the build's ops and out_dir's: importing both would give one of
    them the other's torch op."""
    ops = {op: f"{module} (from {recorded_spec(module)})" for op, module in _built_ops(out_dir).items()}
    ops.update({s.op: s.path for s in specs})
    for s in specs:
        for suffix in CUSTOM_OP_SUFFIXES:
            base = s.op.removesuffix(suffix)
            if base != s.op and base in ops:
                raise SpecError(s.source.loc(("op",)), "op", f"a name that is not another op's name plus {suffix} (torch.ops.kgen.{s.op} may be op {base}'s {suffix[1:]} op)",
                                f"'{s.op}', beside op '{base}' of {ops[base]}", "rename the op")
            if s.op + suffix in ops:
                raise SpecError(s.source.loc(("op",)), "op", f"a name that no other op's name extends by {suffix} (torch.ops.kgen.{s.op}{suffix} may be this op's {suffix[1:]} op)",
                                f"'{s.op}', beside op '{s.op}{suffix}' of {ops[s.op + suffix]}", "rename the op")


def _first_line(path: Path) -> str:
    """path's first line, "" where it has no readable text."""
    try:
        with path.open(encoding="utf-8") as f:
            return f.readline()
    except (OSError, UnicodeDecodeError):
        return ""


def _generated_by_kgen(path: Path) -> bool:
    """A module kgen wrote: it starts with the header render() puts first."""
    return _first_line(path).startswith("# Generated by kgen ")


def recorded_spec(module: Path) -> str | None:
    """The spec path a generated module's header names (as spec_display_path wrote it), or
    None where the file is not a module kgen wrote."""
    header = re.match(r"# Generated by kgen \S+ from (.+)\. Do not edit", _first_line(module))
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


def hand_written(files: dict[Path, str]) -> Path | None:
    """The first Python file that a build would replace but kgen did not write (its first line
    is not one of kgen's headers): someone's own code in the output directory."""
    for path in sorted(files):
        # A link is left to write_all, which refuses it as a link, not as someone's code.
        if path.suffix == ".py" and not path.is_symlink() and path.is_file() and not _first_line(path).startswith("# Generated by kgen"):
            return path
    return None


def orphans(files: dict[Path, str]) -> list[Path]:
    """Files in the proof directories being written that the specs no longer generate (the
    record of a kernel that a tiling or bucket change removed), modules whose spec is gone or
    renamed their op (with their proof records), and in any directory being written, the
    staging files of a build that was killed before it could remove them."""
    dirs = {p.parent for p in files if p.parent.parent.name == "proofs"}
    found = {q for d in dirs if d.is_dir() for q in d.iterdir() if q.is_file() and q not in files}
    # Modules (and their proof records) whose spec is gone or now makes another op.
    for out_dir in {p.parent for p in files if p.name == "__init__.py"}:
        for module in out_dir.glob("*.py"):
            # kgen names modules by op, an identifier: `...py` is no op's, and its "proof
            # record" proofs/.. would be out_dir itself.
            if module not in files and module.stem.isidentifier() and abandoned(module):
                proofs = out_dir / "proofs" / module.stem
                found |= {module} | ({q for q in proofs.iterdir() if q.is_file()} if proofs.is_dir() else set())
    found |= {q for d in {p.parent for p in files} if d.is_dir() for q in d.iterdir() if q.is_file() and _staging_file(q)}
    return sorted(found)


def _staging_file(path: Path) -> bool:
    """A temp file write_all stages beside its target: `.<name>.<random>.tmp`."""
    return path.name.startswith(".") and path.name.endswith(".tmp")


def on_disk(path: Path) -> str | None:
    """The text of path, or None where there is no readable text file."""
    try:
        return path.read_text() if path.is_file() else None
    except (OSError, UnicodeDecodeError):
        return None


def _out_dir(files: dict[Path, str]) -> Path:
    """The directory a build writes into: where its package's __init__.py goes (planned_files
    plans one for every build), else the files' common folder."""
    inits = sorted((p.parent for p in files if p.name == "__init__.py"), key=lambda d: len(d.parts))
    return inits[0] if inits else Path(os.path.commonpath([p.parent for p in files]))


def _check_inside(path: Path, out: Path) -> None:
    """Raise OutputError unless path lies below out by plain names, none of them a link (lstat
    on each): a repository can commit out/proofs/<op> -> ~, and a build through it listed the
    files there as orphans, removed them and wrote its records in their place. out itself is
    followed: the user typed it (--out), as they may type any path to a directory of theirs."""
    def refused(reason: str) -> OutputError:  # escaped: the names on disk are a repository's to choose
        return OutputError(printable(str(path)), printable(reason))

    try:
        names = path.relative_to(out).parts
    except ValueError:
        raise refused(f"expected a path inside --out {out}, found one outside it") from None
    if ".." in names:
        raise refused(f"expected a path inside --out {out}, found '..' in it")
    below = out
    for name in names:
        below = below / name
        if below.is_symlink():
            raise refused(f"expected {below} to be a directory or file inside --out {out}, found a link to {clipped(os.readlink(below))}; "
                          "kgen build writes, moves and removes nothing through a link (remove it)")
        if not below.exists():
            return  # the rest is for this build to make


def _make_dirs(folder: Path, created: list[Path]) -> None:
    """mkdir -p folder, appending each directory it made to created (outermost first)."""
    missing = [d for d in (folder, *folder.parents) if not d.exists()]
    for d in reversed(missing):
        d.mkdir(exist_ok=True)
        created.append(d)


def _remove_empty(created: list[Path]) -> None:
    """Remove the directories a build made (innermost first) where they are still empty."""
    for d in reversed(created):
        try:
            d.rmdir()
        except OSError:  # not empty, or gone
            pass


@contextlib.contextmanager
def build_lock(out: Path):
    """Builds into one directory take turns: each reads what the directory holds (ops to keep
    listed, files to remove) and replaces files, and two at once removed each other's staging
    files and exported half of what they wrote. Made for the lock, out goes again with an
    empty build."""
    created: list[Path] = []
    try:
        _make_dirs(out, created)
        fd = os.open(out, os.O_RDONLY)
    except OSError as e:
        _remove_empty(created)
        raise OutputError(out, e.strerror or str(e)) from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)
        _remove_empty(created)


def write_all(files: dict[Path, str]) -> tuple[list[Path], list[Path]]:
    """Write every file or none: all content is rendered before the first byte is written,
    every changed file is staged beside its target (a temp file) and every file no longer
    generated is moved aside (renamed to a temp name) before the first is replaced, and each
    replacement is atomic (rename). A file that cannot be staged or moved aside leaves the
    outputs as they were, and no temp file or directory the build made. SIGINT and SIGTERM
    are held while this runs (a fraction of a second; from the main thread): one that came
    while staging undoes it and then arrives, one that came later arrives once every file is
    in place, so an interrupted build never leaves some outputs new and others old.
    Orphaned proof records, and temp files of a build killed outright, go. A path to write,
    move or remove that is not inside the output directory by plain names (_check_inside: a
    link, '..') refuses the build before anything changes. Returns (files written, orphans
    removed)."""
    changed = [path for path, text in files.items() if on_disk(path) != text]
    removed = orphans(files)
    out = _out_dir(files)
    for path in [*files, *removed]:  # before anything changes: a refused build changes nothing
        _check_inside(path, out)
    umask = os.umask(0)
    os.umask(umask)
    staged, aside, created = [], [], []

    def undo():
        for tmp in staged:
            Path(tmp).unlink(missing_ok=True)
        for path, tmp in aside:
            os.replace(tmp, path)
        _remove_empty(created)

    with held_signals() as held:  # one that comes is raised on leaving, with every file in place or none
        try:
            for path in changed:
                _make_dirs(path.parent, created)
                if path.exists() and not path.is_file():
                    raise IsADirectoryError(21, "a directory or other non-file is in the way")
                fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
                staged.append(tmp)
                with os.fdopen(fd, "w") as f:
                    f.write(files[path])
                os.chmod(tmp, 0o666 & ~umask)  # mkstemp's files are private; modules are for every user
            for path in removed:
                if _staging_file(path):
                    continue  # already a temp file: removed below, whatever else happens
                tmp = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
                os.replace(path, tmp)
                aside.append((path, tmp))
        except OSError as e:
            undo()
            raise OutputError(path, e.strerror or str(e)) from None
        if held:  # interrupted while staging: nothing replaced, nothing left behind
            undo()
            return [], []
        for path, tmp in zip(changed, staged):
            os.replace(tmp, path)
    for path in [tmp for _, tmp in aside] + [p for p in removed if _staging_file(p)]:
        path.unlink(missing_ok=True)
    for folder in {path.parent for path in removed if path.parent.parent.name == "proofs"}:
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()  # an abandoned op's proof record, now empty
    return changed, removed


def stale(files: dict[Path, str]) -> list[str]:
    """Unified diffs between what is on disk and what the specs generate."""
    diffs = []
    for path, text in files.items():
        old = on_disk(path) or ""
        if old != text:
            diffs.append("".join(difflib.unified_diff(old.splitlines(True), text.splitlines(True), f"{path} (on disk)", f"{path} (from specs)")))
    diffs += [f"{path}: on disk, but the specs no longer generate it\n" for path in orphans(files)]
    return diffs
