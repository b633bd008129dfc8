"""Reading a spec: the file (its name, bytes and encoding), the YAML with each value's
position, the structure by JSON Schema, the text and names, then the model built and its
meaning checked (kgen.spec.build, kgen.spec.meaning). The entry points are load_spec and
parse_spec."""

from __future__ import annotations

import hashlib
import unicodedata
from pathlib import Path as FsPath

import jsonschema

from .. import yamlpos
from ..errors import SpecError
from ..schema import SCHEMA, SPEC_VERSION
from .build import build_spec
from ..verify.solver import new_spec_context
from .meaning import check_meaning
from .model import Spec
from .names import check_names, check_text
from .schema_errors import first_schema_error
from .values import describe


def load_spec(path: str | FsPath) -> Spec:
    """The spec in the file at path, checked; a SpecError names the first problem."""
    path = FsPath(path)
    _check_file_name(path)
    special = yamlpos.special_file(path)
    if special:
        raise SpecError(yamlpos.Location(str(path), 1, 1), "<file>", "a readable spec file", special)
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise SpecError(yamlpos.Location(str(path), 1, 1), "<file>", "a readable spec file", e.strerror or str(e)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line_start = raw.rfind(b"\n", 0, e.start) + 1
        raise SpecError(
            yamlpos.Location(str(path), raw.count(b"\n", 0, e.start) + 1, e.start - line_start + 1), "<file>", "UTF-8 text", f"the byte 0x{raw[e.start]:02x}", "save the spec as UTF-8"
        ) from None
    return parse_spec(str(path), text)


def _check_file_name(path: FsPath) -> None:
    """A spec's file name, and so its lockfile's (<stem>.lock.json), holds no control, format or
    line-separator character: names reach generated modules' headers, build output and
    terminals, where such a character would end a comment line or hide what follows."""
    hidden = [c for c in path.name if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp")]
    if hidden:
        raise SpecError(
            yamlpos.Location(str(path), 1, 1),
            "<file name>",
            "a spec file name without control, format or line-separator characters",
            f"{path.name!r}, which holds {hidden[0]!r}",
            "rename the file (and its .lock.json)",
        )


# JSON Schema's integers include 448.0; a spec's sizes, ranges and counts are ints, which
# kernels and shapes take as they are.
_Validator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)),
)


def parse_spec(file: str, text: str) -> Spec:
    """The spec written as text (file names it in errors), checked; a SpecError names the first
    problem."""
    doc = yamlpos.load(file, text)
    data = doc.data
    if not isinstance(data, dict):
        raise SpecError(doc.loc(()), "<document>", "a mapping with the spec's fields", describe(data))
    if "kgen" in data and not (type(data["kgen"]) is int and data["kgen"] == SPEC_VERSION):
        raise SpecError(doc.loc(("kgen",)), "kgen", f"spec format version {SPEC_VERSION}", repr(data["kgen"]))
    check_text(doc, data, ())
    validator = _Validator(SCHEMA)
    # Nearest the top first; at one node an unknown key (often a misspelled required one) before a missing key.
    errors = sorted(validator.iter_errors(data), key=lambda e: (doc.loc(tuple(e.absolute_path)).line, len(e.absolute_path), e.validator == "required"))
    if errors:
        raise first_schema_error(doc, errors)
    check_names(doc, data)
    new_spec_context()
    spec, family, pending = build_spec(doc, data, hashlib.sha256(text.encode()).hexdigest())
    check_meaning(spec, doc, family.for_spec(spec), pending)
    return spec
