"""Tuned lockfiles (specs/<op>.lock.json, written by kgen tune): where a spec's lives, reading
one with every error located at its line and column (the JSON positions reader lives here:
json reports no key's place), and the tiling a build uses, the lockfile's over the spec's.

Contract: a lockfile that is not exactly what kgen tune writes, for this spec, raises a
SpecError at its place; nothing here builds a kernel from a bad tiling."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ..errors import Location, SpecError
from ..runtime.settings import clipped
from ..runtime.target import ARCHS
from ..spec import Spec
from ..families import TEMPLATES
from ..yamlpos import MAX_DEPTH, MAX_INT_DIGITS, special_file


def lockfile_path(spec: Spec) -> Path:
    return Path(spec.path).with_suffix(".lock.json")


def tiling_for(spec: Spec) -> tuple[dict, str | None]:
    """Per-variant tiling (per variant and bucket when the spec has buckets): the tuner's
    lockfile when there is one, else the spec's default with each bucket's overrides."""
    lock = lockfile_path(spec)
    locked = spec_lockfile(spec)
    chosen = locked["tiling"] if locked else {}
    source = f"{lock.name}, tuned on {locked['arch']}" if locked else None
    if not spec.buckets:
        return {v.name: {**spec.tiling, **chosen.get(v.name, {})} for v in spec.variants}, source
    return {v.name: {name: {**spec.tiling, **over, **chosen.get(v.name, {}).get(name, {})} for name, _, over in spec.buckets} for v in spec.variants}, source


def lockfile_arch(spec: Spec) -> str | None:
    """The arch the spec's lockfile was tuned on, None where it has none."""
    locked = spec_lockfile(spec)
    return locked["arch"] if locked else None


def spec_lockfile(spec: Spec) -> dict | None:
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
            if path == keys[: len(path)] and len(opened) == len(path):  # no list between
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
    from ..spec import KNOB_KINDS, knob_kind, knob_value_fits, tiling_problem

    family = TEMPLATES[spec.template]
    special = special_file(lock)
    if special:
        raise SpecError(Location(str(lock), 1, 1), "<lockfile>", "a readable file written by kgen tune", special, f"delete it and run kgen tune {spec.path}")
    try:
        text = lock.read_bytes().decode("utf-8")
    except OSError as e:
        raise SpecError(Location(str(lock), 1, 1), "<lockfile>", "a readable file written by kgen tune", e.strerror or type(e).__name__, f"delete it and run kgen tune {spec.path}") from None
    except UnicodeDecodeError as e:
        line = lock.read_bytes()[: e.start].count(b"\n") + 1
        raise SpecError(
            Location(str(lock), line, 1), "<lockfile>", "UTF-8 JSON written by kgen tune", f"byte 0x{e.object[e.start]:02x} at offset {e.start}", f"delete it and run kgen tune {spec.path}"
        ) from None

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
        raise SpecError(
            at_offset(_deeper_than(text, MAX_DEPTH)), "<lockfile>", f"JSON written by kgen tune (values nested at most {MAX_DEPTH} deep)", "deeper nesting", f"delete it and run kgen tune {spec.path}"
        ) from None
    except LongInteger as e:
        raise SpecError(
            at_offset(text.find(e.digits)),
            "<lockfile>",
            f"an integer of at most {MAX_INT_DIGITS} digits",
            f"one of {len(e.digits.lstrip('-'))} digits",
            f"fix it or delete it and run kgen tune {spec.path}",
        ) from None
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
