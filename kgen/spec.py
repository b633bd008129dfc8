"""Load and validate a spec: structure by JSON Schema, meaning by the checks below.

Every problem is a SpecError naming file:line:column, the field, what was expected and
what was found, with a suggested fix. Nothing downstream (codegen, proofs, tests) runs on
a spec that did not pass here.
"""
from __future__ import annotations

import ast
import builtins
import difflib
import hashlib
import itertools
import keyword
import math
import string
import sys
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path as FsPath
from typing import Any

import jsonschema

from . import yamlpos
from .errors import SpecError
from .expr import Expr, ExprError
from .schema import CALL_PEERS, DTYPE_BYTES, DTYPES, SCHEMA, SPEC_VERSION
from .yamlpos import field_path as _field, flow

INT32_MAX = 2**31 - 1


def is_power_of_two(value: int) -> bool:
    return value >= 1 and value & (value - 1) == 0


@dataclass(frozen=True)
class Dim:
    name: str
    kind: str  # "runtime" or "static"
    min: int = 0
    max: int = INT32_MAX
    values: tuple = ()
    default: Expr | None = None
    doc: str = ""

    @property
    def runtime(self) -> bool:
        return self.kind == "runtime"


@dataclass(frozen=True)
class Tensor:
    name: str
    shape: tuple  # of Expr
    strides: tuple | None
    dtype: str  # may hold "{param}" placeholders
    unless: str | None
    init: object = "activations"  # how tests fill an input (schema: _init)
    tolerance: object = "exact"  # how an output is compared with the reference (schema: _tolerance)


@dataclass(frozen=True)
class Variant:
    name: str
    params: dict


@dataclass(frozen=True)
class Specialization:
    """One compiled kernel: a variant with every static dim bound."""

    variant: Variant
    statics: dict

    @property
    def key(self) -> str:
        return self.variant.name + "".join(f"_{k}{v}" for k, v in self.statics.items())


@dataclass
class Spec:
    path: str
    source: yamlpos.PositionedDoc
    sha256: str
    op: str
    doc: str
    template: str
    dims: dict
    params: dict
    constraints: list
    variants: list
    inputs: dict
    outputs: dict
    tiling: dict
    tiling_search: dict
    tail: dict
    buckets: list  # [(name, when Expr or None, knob overrides)]; empty: one tiling for all sizes
    reference: str
    tests: list
    bench: dict
    _feasible: dict = field(default_factory=dict, repr=False)
    # {((static dim, value), ...) of the dims a bucket's `when` reads: names of the buckets some
    # call takes there}, filled by the loader's reachability check.
    bucket_reach: dict = field(default_factory=dict, repr=False)

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)

    def bucket_statics(self, bucket: str | None) -> list[dict]:
        """The static dims of each specialization where some call takes bucket (every
        specialization for None or where reach is unknown): where its kernels are built."""
        sps = [sp.statics for sp in self.specializations()]
        if bucket is None:
            return sps
        return [st for st in sps if bucket in (self.reachable_buckets(st) or {bucket})]

    def reachable_buckets(self, statics: dict) -> frozenset | None:
        """The buckets some call takes at a specialization's static dims (any size of the bucket
        dim in its range, any GPU); None for a spec without buckets."""
        if not self.buckets or not self.bucket_reach:  # not loaded through load_spec: keep every bucket
            return None
        dims = [n for n, _ in next(iter(self.bucket_reach))]  # every key names the same dims, in order
        return self.bucket_reach[tuple((n, statics[n]) for n in dims)]

    def env(self, variant: Variant, dims: dict) -> dict:
        env = dict(variant.params)
        env.update(dims)
        for d in self.dims.values():
            if d.default is not None and d.name not in env:
                env[d.name] = d.default.evaluate(env)
        return env

    def dtype(self, tensor: Tensor, variant: Variant) -> str:
        return tensor.dtype.format(**variant.params)

    def tensors(self, variant: Variant) -> dict:
        """Inputs and outputs that exist in this variant (outputs with `unless` may vanish)."""
        out = {}
        for t in list(self.inputs.values()) + list(self.outputs.values()):
            if t.unless is None or not variant.params[t.unless]:
                out[t.name] = t
        return out

    def satisfies(self, variant: Variant, dims: dict) -> bool:
        env = self.env(variant, dims)
        return all(bool(c.evaluate(env)) for c in self.constraints)

    def knob_settings(self, knob: str) -> list:
        """[(path, value)] for every place the spec sets a tiling knob: tiling.default, each
        bucket that overrides it, each value of its search list."""
        out = [(("tiling", "default", knob), self.tiling[knob])] if knob in self.tiling else []
        out += [(("tiling", "buckets", i, knob), over[knob]) for i, (_, _, over) in enumerate(self.buckets) if knob in over]
        return out + [(("tiling", "search", knob, j), v) for j, v in enumerate(self.tiling_search.get(knob, []))]

    def check_knob_values(self, knob: str, ok, want: str) -> None:
        """A template's rule for one knob's values: the first setting that ok refuses is a spec
        error at its own place (default, bucket or search entry)."""
        for path, value in self.knob_settings(knob):
            if not ok(value):
                raise SpecError(self.source.loc(path), _field(path), want, str(value))

    def tail_dim(self) -> tuple:
        """(runtime dim, policy) for the runtime dim whose tail policy is not `guard` (a family
        offers a guard-free kernel for one dim at most), else the first runtime dim with a
        policy; (None, "guard") when none has one (every kernel then keeps its guards)."""
        declared = [d.name for d in self.dims.values() if d.runtime and d.name in self.tail]
        for name in declared:
            if self.tail[name] != "guard":
                return name, self.tail[name]
        return (declared[0], "guard") if declared else (None, "guard")

    def static_dims(self) -> list:
        return [d for d in self.dims.values() if not d.runtime and d.default is None]

    def specializations(self) -> list:
        out = []
        statics = self.static_dims()
        for v in self.variants:
            for combo in itertools.product(*[d.values for d in statics]):
                binding = dict(zip([d.name for d in statics], combo))
                if self.feasible_with_runtime(v, binding):
                    out.append(Specialization(v, binding))
        return out

    def feasible_with_runtime(self, variant: Variant, statics: dict) -> bool:
        """Whether some runtime-dim values in range meet every constraint (Z3 decides)."""
        key = (variant.name, tuple(sorted(statics.items())))
        if key not in self._feasible:
            import z3

            solver = z3.SimpleSolver()
            env = self.z3_env(variant, statics, solver)
            for c in self.constraints:
                solver.add(c.to_z3(env))
            self._feasible[key] = decided(solver, self.source.loc(("constraints",)), "constraints", f"variant {variant.name} at {statics}") == z3.sat
        return self._feasible[key]

    def z3_env(self, variant: Variant, statics: dict, solver) -> dict:
        """Params and static dims as given, runtime dims as Z3 ints that solver keeps in range, defaulted
        dims as their default's term unless given."""
        import z3

        env = dict(variant.params)
        env.update(statics)
        for d in self.dims.values():
            if d.runtime:
                env[d.name] = z3.Int(d.name)
                solver.add(env[d.name] >= d.min, env[d.name] <= d.max)
        for d in self.dims.values():
            if d.default is not None and d.name not in statics:  # a defaulted dim given a value (kgen lower --dim ld=512) keeps it
                env[d.name] = d.default.to_z3(env)
        return env

    def bench_cases(self) -> list:
        """(variant, dims) of each bench shape."""
        return [(self.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"}) for shape in self.bench["shapes"]]

    def storage_bytes(self, variant: Variant, dims: dict) -> int:
        """The bytes of the tensors of one call of variant at dims: each input's and output's
        elements (a strided one's whole storage, rows times its row stride, as the tests
        allocate it) times its dtype's size."""
        env = self.env(variant, dims)
        total = 0
        for t in self.tensors(variant).values():
            shape = [e.evaluate(env) for e in t.shape]
            elements = shape[0] * t.strides[0].evaluate(env) if t.strides else math.prod(shape)
            total += elements * DTYPE_BYTES[self.dtype(t, variant)]
        return total

    def test_cases(self) -> list:
        """(variant, dims) pairs the spec asks to test, constraints applied."""
        cases = []
        for case in self.tests:
            names = [v.name for v in self.variants] if case["variants"] == "all" else case["variants"]
            axes = {k: (v if isinstance(v, list) else [v]) for k, v in case.items() if k != "variants"}
            for name in names:
                variant = self.variant(name)
                for combo in itertools.product(*axes.values()):
                    dims = dict(zip(axes.keys(), combo))
                    if self.satisfies(variant, dims):
                        cases.append((variant, dims))
        return cases


def _nearest(word: str, choices) -> str:
    # A name that differs only in case first (difflib scores "m" against "M" at 0).
    match = [c for c in choices if str(c).lower() == word.lower()] or difflib.get_close_matches(word, list(choices), n=1, cutoff=0.5)
    return f"did you mean '{match[0]}'?" if match else f"valid: {', '.join(sorted(map(str, choices)))}"


def _schema_error(doc: yamlpos.PositionedDoc, error: jsonschema.ValidationError) -> SpecError:
    path = tuple(error.absolute_path)
    schema = error.schema
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = list(schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed)[0]
        return SpecError(
            doc.loc(path + (extra,), key=True),
            _field(path + (extra,)),
            f"one of the keys {', '.join(allowed)}",
            f"unknown key '{extra}'",
            _nearest(extra, allowed),
        )
    if error.validator == "required":
        missing = error.message.split("'")[1]
        # A mapping under a key is reported at that key (its value starts at its first remaining
        # entry); a mapping that is a list item, at the item.
        at = doc.loc(path, key=bool(path) and isinstance(path[-1], str))
        # A key the schema does not know that is one typo from the missing one: that key, named.
        known = schema.get("properties", {})
        typo = difflib.get_close_matches(missing, [k for k in error.instance if isinstance(k, str) and k not in known], n=1, cutoff=0.75) if isinstance(error.instance, dict) else []
        if typo:
            return SpecError(doc.loc(path + (typo[0],), key=True), _field(path + (typo[0],)), f"a '{missing}' entry", f"'{typo[0]}'", f"did you mean '{missing}'?")
        return SpecError(at, _field(path + (missing,)), f"a '{missing}' entry", "none", f"add '{missing}:'")
    if error.validator == "enum":
        return SpecError(
            doc.loc(path), _field(path), f"one of {', '.join(map(str, schema['enum']))}", f"'{error.instance}'" if isinstance(error.instance, str) else _describe(error.instance),
            _nearest(str(error.instance), schema["enum"]),
        )
    if error.validator == "const":
        # One branch of a oneOf whose other is a list (tests[].variants: all, or [names]).
        listed = error.parent is not None and error.parent.validator == "oneOf" and any(alt.get("type") == "array" for alt in error.parent.schema["oneOf"])
        if listed:
            return SpecError(doc.loc(path), _field(path), f"{flow(schema['const'])} or a list", _describe(error.instance),
                             f"write [{error.instance}]" if isinstance(error.instance, str) else "")
        return SpecError(doc.loc(path), _field(path), flow(schema["const"]), _describe(error.instance))
    if error.validator == "minLength" and schema["minLength"] == 1:
        return SpecError(doc.loc(path), _field(path), "a non-empty string", "an empty one")
    if error.validator == "type":
        types = [schema["type"]] if isinstance(schema["type"], str) else schema["type"]
        # 1024.0 (or 1.024e+3) where a count belongs: the integer it equals is what to write.
        integral = "integer" in types and isinstance(error.instance, float) and error.instance.is_integer()
        return SpecError(doc.loc(path), _field(path), " or ".join(_TYPE_NAMES[t] for t in types), _describe(error.instance), f"write {int(error.instance)}" if integral else "")
    if error.validator == "maxProperties" and "properties" in schema:
        keys = list(schema["properties"])
        return SpecError(doc.loc(path), _field(path), f"one of the keys {', '.join(keys)}, not {'both' if len(keys) == 2 else 'several'}",
                         f"{', '.join(map(str, error.instance))}")
    if error.validator in ("minItems", "minProperties", "maxItems"):
        bound = schema[error.validator]
        # An empty list is `[]` at its value; a short block list starts at its first entry, so at its key.
        return SpecError(doc.loc(path, key=bool(error.instance) and bool(path) and isinstance(path[-1], str)), _field(path),
                         f"{'at most' if error.validator == 'maxItems' else 'at least'} {bound} {'entry' if bound == 1 else 'entries'}",
                         f"{len(error.instance)}" if error.instance else "none")
    if error.validator == "minimum":
        return SpecError(doc.loc(path), _field(path), f"a number >= {schema['minimum']}", repr(error.instance))
    if error.validator == "exclusiveMinimum":
        return SpecError(doc.loc(path), _field(path), f"a number > {schema['exclusiveMinimum']}", repr(error.instance))
    if error.validator == "exclusiveMaximum":
        return SpecError(doc.loc(path), _field(path), f"a number < {schema['exclusiveMaximum']}", repr(error.instance))
    if error.validator == "pattern" and "propertyNames" in error.schema_path:  # a key, not a value
        return SpecError(doc.loc(path + (error.instance,), key=True), _field(path + (error.instance,)), "a name of letters, digits and _", repr(error.instance))
    if error.validator == "pattern":
        what = "module.path:function" if path and path[-1] == "reference" else "a name of letters, digits and _"
        return SpecError(doc.loc(path), _field(path), what, repr(error.instance))
    return SpecError(doc.loc(path), _field(path), "a valid value", f"{error.instance!r} ({error.message})")


_TYPE_NAMES = {"integer": "an integer", "number": "a number", "string": "a string", "boolean": "true or false", "object": "a mapping", "array": "a list", "null": "nothing"}


def _describe(value) -> str:
    """A YAML value as a spec's reader would name it."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string '{value}'"
    if isinstance(value, dict):
        return f"a mapping with the keys {', '.join(map(str, value))}" if value else "an empty mapping"
    return f"a list of {len(value)}" if value else "an empty list"


_KINDS = {"int": "an integer", "bool": "a boolean", "str": "a string", "tuple": "a tuple", "float": "a float"}


def _expr(doc, path, text, types, want, values=None) -> Expr:
    """Parse text; every name must be in types (name -> int, bool or str) and the result of kind
    want. With values ((param -> its values, pending errors)), `param == c` and `param != c`
    must name a value the param takes: any other c (a typo such as 'ue8mo') would make the
    test constant. That error is appended to pending, not raised: where the param's values
    are what is wrong (a value its family refuses), the family's error says so first."""
    try:
        e = Expr(text)
    except ExprError as err:
        shown = repr(text) if len(str(text)) <= 80 else f"{str(text)[:60]!r}... ({len(str(text))} characters)"
        raise SpecError(doc.loc(path), _field(path), "an expression", shown, str(err)) from None
    for n in e.names:
        if n not in types:
            raise SpecError(doc.loc(path), _field(path), "names of dims or params", f"unknown name '{n}' in {text!r}", _nearest(n, types))

    def kind(node) -> str:
        if isinstance(node, ast.Constant):
            return type(node.value).__name__
        if isinstance(node, ast.Name):
            return types[node.id]
        if isinstance(node, ast.BinOp):
            need(node.left, "int")
            need(node.right, "int")
            return "int"
        if isinstance(node, ast.UnaryOp):
            k = "bool" if isinstance(node.op, ast.Not) else "int"
            need(node.operand, k)
            return k
        if isinstance(node, ast.Compare):
            k = kind(node.left)
            for c in node.comparators:
                need(c, k)
            operands = [node.left, *node.comparators]
            params, pending = values or ({}, [])
            for op, a, b in zip(node.ops, operands, operands[1:]):
                for name, const in ((a, b), (b, a)):
                    if isinstance(op, (ast.Eq, ast.NotEq)) and isinstance(name, ast.Name) and name.id in params and isinstance(const, ast.Constant):
                        taken = params[name.id]
                        if not any(type(v) is type(const.value) and v == const.value for v in taken):
                            pending.append(SpecError(doc.loc(path), _field(path), f"a value param {name.id} takes ({flow(list(taken))})", f"{const.value!r} in {text!r}, which {name.id} never equals",
                                                     _nearest(str(const.value), [str(v) for v in taken])))
            return "bool"
        if isinstance(node, ast.BoolOp):
            for v in node.values:
                need(v, "bool")
            return "bool"
        if isinstance(node, ast.Tuple):
            for v in node.elts:
                kind(v)
            return "tuple"
        need(node.test, "bool")  # ast.IfExp, the last form Expr admits
        k = kind(node.body)
        need(node.orelse, k)
        return k

    def need(node, k) -> None:
        found = kind(node)
        if found != k:
            raise SpecError(doc.loc(path), _field(path), _KINDS[k], f"{_KINDS[found]} {ast.unparse(node)!r}" + (f" in {text!r}" if node is not root else ""))

    root = ast.parse(e.text.strip(), mode="eval").body
    if want is None:
        kind(root)  # any kind, but still well typed
    else:
        need(root, want)
    return e


def load_spec(path: str | FsPath) -> Spec:
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
        raise SpecError(yamlpos.Location(str(path), raw.count(b"\n", 0, e.start) + 1, e.start - line_start + 1), "<file>", "UTF-8 text", f"the byte 0x{raw[e.start]:02x}", "save the spec as UTF-8") from None
    return parse_spec(str(path), text)


def _check_file_name(path: FsPath) -> None:
    """A spec's file name, and so its lockfile's (<stem>.lock.json), holds no control, format or
    line-separator character: names reach generated modules' headers, build output and
    terminals, where such a character would end a comment line or hide what follows."""
    hidden = [c for c in path.name if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp")]
    if hidden:
        raise SpecError(yamlpos.Location(str(path), 1, 1), "<file name>", "a spec file name without control, format or line-separator characters",
                        f"{path.name!r}, which holds {hidden[0]!r}", "rename the file (and its .lock.json)")


# JSON Schema's integers include 448.0; a spec's sizes, ranges and counts are ints, which
# kernels and shapes take as they are.
_Validator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)),
)


def parse_spec(file: str, text: str) -> Spec:
    doc = yamlpos.load(file, text)
    data = doc.data
    if not isinstance(data, dict):
        raise SpecError(doc.loc(()), "<document>", "a mapping with the spec's fields", _describe(data))
    if "kgen" in data and not (type(data["kgen"]) is int and data["kgen"] == SPEC_VERSION):
        raise SpecError(doc.loc(("kgen",)), "kgen", f"spec format version {SPEC_VERSION}", repr(data["kgen"]))
    _check_text(doc, data, ())
    validator = _Validator(SCHEMA)
    # Nearest the top first; at one node an unknown key (often a misspelled required one) before a missing key.
    errors = sorted(validator.iter_errors(data), key=lambda e: (doc.loc(tuple(e.absolute_path)).line, len(e.absolute_path), e.validator == "required"))
    if errors:
        deepest = _deepest(doc, errors[0])
        if isinstance(deepest, SpecError):
            raise deepest
        path = tuple(deepest.absolute_path)
        kind = _knob_kind(data, path)
        if kind:  # the schema admits a number or a switch for any knob; the family knows which
            raise SpecError(doc.loc(path), _field(path), KNOB_KINDS[kind], _describe(deepest.instance))
        raise _schema_error(doc, deepest)
    _check_names(doc, data)
    return _check_meaning(doc, data, hashlib.sha256(text.encode()).hexdigest())


def _check_text(doc, node, path: tuple) -> None:
    """Every string of the spec, keys included, can be written into the generated module as
    text: no lone surrogate (UTF-8 has no encoding for one), no control character but tab
    and newline (the escapes a YAML string allows would put raw ESC or NUL bytes in the code)
    and no invisible format character (see _unwritable)."""
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in items:
        for text, is_key in ((key, True), (value, False)):
            bad = _unwritable(text) if isinstance(text, str) else None
            if bad is not None:
                i, expected = bad
                name = unicodedata.name(text[i], "")  # control characters and surrogates have none
                where = path + (key,)
                raise SpecError(doc.loc(where, key=is_key), _field(where), expected,
                                f"U+{ord(text[i]):04X}{f' ({name})' if name else ''} at character {i}{' of the key' if is_key else ''}")
        _check_text(doc, value, path + (key,))


def _unwritable(text: str) -> tuple[int, str] | None:
    """(index, what text must be) of the first character of text that the generated module
    cannot hold as written, else None. Format characters (Unicode category Cf: the bidi
    overrides and isolates such as U+202E, zero-width spaces and joiners) are invisible in an
    editor and reorder or hide what is around them: a docstring holding one reads otherwise
    than the code it sits in runs ("Trojan Source")."""
    for i, c in enumerate(text):
        category = unicodedata.category(c)
        if category == "Cs" or category == "Cc" and c not in "\t\n":
            return i, "text with no control character but tab and newline, and no lone surrogate (it is written into the generated module)"
        if category == "Cf":
            return i, "text with no invisible format character (bidi controls such as U+202E, zero-width characters: Unicode category Cf), which would make the generated module read otherwise than it runs"
    return None


# Names a generated module binds at its top (imports, tables, helpers) or gives the op's own
# arguments, and Python's keywords and soft keywords: an op, dim, param or tensor called so
# would shadow them or not parse (or, a soft keyword, read as a statement's keyword).
RESERVED_NAMES = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | {
    "torch", "T", "tilelang", "tl", "rt", "math", "numbers", "make_half_bank_swizzled_layout", "dataclass", "Optional", "Config", "KERNELS", "OP",
    "SHAPES", "TILING", "VARIANTS", "RUNTIME_RANGES", "SPEC_SHA256", "TEMPLATE_SHA256",
    "DEVICE_FUNCTIONS", "bucket", "config",
}


# Unicode's letters, numbers, punctuation and symbols (the first letter of a category): what a
# doc must hold some of. Spaces, marks on nothing and unassigned code points show nothing.
VISIBLE_CATEGORIES = "LNPS"
# Folders of the generated package: an op's module named so would sit beside one.
GENERATED_FOLDERS = {"proofs": "generated/proofs/ (the bounds proof records)"}
# The generated module calls builtins (tuple(), len(), isinstance(), ...) from the op and its
# helpers: an op called so would replace the builtin for the whole module (a top-level name),
# and a dim, param or tensor (arguments and locals of the op) would shadow it in the op.
BUILTIN_NAMES = frozenset(n for n in dir(builtins) if not n.startswith("_"))
# The longest op, variant and bucket name: they become file names and Python identifiers.
MAX_NAME_LENGTH = 64
# A static dim's values: production lists hold a handful (7 hidden sizes); Z3's budget for a
# spec's checks was spent at about 3000.
MAX_STATIC_VALUES = 256


def _check_names(doc, data: dict) -> None:
    """The op, dim, param and tensor names become Python names in the generated module: one
    name for one thing, none that the module or Python already gives a meaning."""
    places = [(("op",), data["op"])]
    if data["op"] in GENERATED_FOLDERS:
        raise SpecError(doc.loc(("op",)), "op", "a name the generated package can use", f"'{data['op']}', the name of its folder {GENERATED_FOLDERS[data['op']]}", "rename it")
    if data["op"].startswith("_") and not data["op"].startswith("__"):  # double underscores: refused below
        raise SpecError(doc.loc(("op",)), "op", "a public name (the generated package keeps leading underscores for itself: generated/_prebuilt/ holds a wheel's kernels)", repr(data["op"]), "drop the underscore")
    places += [((group, name), name) for group in ("dims", "params", "inputs", "outputs") for name in data[group]]
    first = {}
    for path, name in places:
        local = len(path) > 1
        if name in RESERVED_NAMES or name.startswith("__") or name in BUILTIN_NAMES:
            what = ("a Python keyword" if keyword.iskeyword(name) else "a Python soft keyword" if keyword.issoftkeyword(name) else "a double-underscore name" if name.startswith("__")
                    else "a name the generated module already uses" if name in RESERVED_NAMES else "a Python builtin")
            raise SpecError(doc.loc(path, key=local), _field(path), "a name the generated Python can use", f"'{name}', {what}", "rename it")
        if len(name) > MAX_NAME_LENGTH:
            raise SpecError(doc.loc(path, key=local), _field(path), f"a name of at most {MAX_NAME_LENGTH} characters (it names files and Python functions)", f"{len(name)} characters", "shorten it")
        if local and name in first:
            raise SpecError(doc.loc(path, key=True), _field(path), "a name no other dim, param or tensor has (each becomes an argument or local of the op)", f"'{name}', also {_field(first[name])}", "rename one of them")
        first.setdefault(name, path)


KNOB_KINDS = {"switch": "true or false (a switch)", "number": "an integer >= 1"}


def _knob_kind(data: dict, path: tuple) -> str | None:
    """"switch" or "number" where path is the value of a tiling knob that the spec's template
    family has (tiling.default.k, tiling.search.k[j] or tiling.buckets[i].k), else None."""
    from .templates import TEMPLATES

    if path[:1] != ("tiling",) or len(path) < 3 or path[1] not in ("default", "search", "buckets"):
        return None
    if path[1] == "buckets" and len(path) < 4:
        return None
    knob = path[3] if path[1] == "buckets" else path[2]
    family = TEMPLATES.get(data.get("template")) if isinstance(data.get("template"), str) else None
    if family is None or knob not in family.tiling:
        return None
    return knob_kind(family, knob)


def knob_kind(family, knob: str) -> str:
    """"switch" for one of the template family's `flags` (true or false), else "number"."""
    return "switch" if knob in getattr(family, "flags", ()) else "number"


def knob_value_fits(kind: str, value) -> bool:
    """A switch takes true or false; a number an integer >= 1, never a boolean (True == 1)."""
    if kind == "switch":
        return isinstance(value, bool)
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _deepest(doc: yamlpos.PositionedDoc, error: jsonschema.ValidationError) -> jsonschema.ValidationError | SpecError:
    # oneOf/anyOf failures carry the useful message in their deepest sub-error, preferring the
    # alternative whose type matched (an empty list fails minItems, not "type integer"). A
    # mapping among mapping forms ({normal: 1.0}, {pow2: [a, b]}, ...) is judged by the form
    # its key names; with no form's key, the error lists the forms.
    while error.context:
        alternatives = error.schema.get("oneOf") or error.schema.get("anyOf") or []
        forms = {i: alt["required"][0] for i, alt in enumerate(alternatives) if alt.get("type") == "object" and alt.get("required")}
        if forms and isinstance(error.instance, dict):
            named = [i for i, key in forms.items() if key in error.instance]
            if not named:
                path = tuple(error.absolute_path)
                keys = sorted(error.instance)
                return SpecError(doc.loc(path + (keys[0],), key=True) if keys else doc.loc(path, key=bool(path)), _field(path),
                                  f"a mapping with one of the keys {', '.join(forms.values())}",
                                  f"the key '{keys[0]}'" if keys else "an empty mapping", _nearest(keys[0], forms.values()) if keys else "")
            within = [e for e in error.context if e.relative_schema_path[0] == named[0]]
            if within:
                error = max(within, key=_telling)
                continue
        error = max(error.context, key=_telling)
    return error


def _telling(error: jsonschema.ValidationError) -> tuple:
    """Deeper errors, and those of an alternative whose type matched, tell more."""
    return len(error.absolute_path), error.validator not in ("type", "const")


def _check_meaning(doc, data, sha) -> Spec:
    from .templates import TEMPLATES
    from .templates.rules import check_dim_kinds

    # template contract first: a name the family needs but the spec misspells is named as such
    if data["template"] not in TEMPLATES:
        raise SpecError(doc.loc(("template",)), "template", f"one of the template families {', '.join(sorted(TEMPLATES))}", repr(data["template"]), _nearest(data["template"], TEMPLATES))
    family = TEMPLATES[data["template"]]
    for kind, section, want in (("param", ("params",), family.params), ("dim", ("dims",), family.dims), ("input", ("inputs",), family.tensors), ("tiling knob", ("tiling", "default"), family.tiling)):
        have = spec_value(doc, section)
        for w in want:
            if w not in have:
                spare = [h for h in have if h not in want]
                near = [h for h in spare if h.lower() == w.lower()] or difflib.get_close_matches(w, spare, n=1, cutoff=0.5)
                where = section + (near[0] if near else w,)
                raise SpecError(
                    doc.loc(where if near else section, key=True), _field(where), f"the {kind} '{w}' (template '{data['template']}' needs {', '.join(want)})",
                    f"'{near[0]}'" if near else (f"only {', '.join(have)}" if have else "none"), f"did you mean '{w}'?" if near else f"add the {kind} '{w}'",
                )
    # The op takes its tensors in the family's order, and the tests and references take the
    # spec's: they must agree.
    order = [name for name in spec_value(doc, ("inputs",)) if name in family.tensors]
    if family.tensors and order[:len(family.tensors)] != list(family.tensors):
        first = next(name for name, want in zip(order, family.tensors) if name != want)
        raise SpecError(doc.loc(("inputs", first), key=True), "inputs", f"{', '.join(family.tensors)} first, in this order (the op's arguments; template '{data['template']}')", ", ".join(order))
    # ... and a knob it does not know would reach the kernel's Config at the first call.
    for knob in spec_value(doc, ("tiling", "default")):
        if knob not in family.tiling:
            where = ("tiling", "default", knob)
            raise SpecError(doc.loc(where, key=True), _field(where), f"a tiling knob of template '{data['template']}' ({', '.join(family.tiling)})", f"'{knob}'", _nearest(knob, family.tiling))
    _check_knob_kinds(doc, data)
    # dims
    dims = {}
    for name, d in data["dims"].items():
        p = ("dims", name)
        if d["kind"] == "runtime":
            for bad in ("values", "default"):
                if bad in d:
                    raise SpecError(doc.loc(p + (bad,), key=True), _field(p + (bad,)), "min/max for a runtime dim", f"'{bad}'", "runtime dims take a range; make it kind: static to list values")
            lo, hi = d.get("min", 0), d.get("max", INT32_MAX)
            if lo > hi:
                raise SpecError(doc.loc(p + ("max",)), _field(p + ("max",)), f"a maximum >= min ({lo})", str(hi), "an empty range admits no shape")
            if hi > INT32_MAX:
                raise SpecError(doc.loc(p + ("max",)), _field(p + ("max",)), f"at most {INT32_MAX} (a kernel takes each runtime size as a 32-bit integer)", str(hi))
            dims[name] = Dim(name, "runtime", lo, hi, doc=d.get("doc", ""))
        else:
            for bad in ("min", "max"):
                if bad in d:
                    raise SpecError(doc.loc(p + (bad,), key=True), _field(p + (bad,)), "values or default for a static dim", f"'{bad}'", "static dims list their values; make it kind: runtime for a range")
            if ("values" in d) == ("default" in d):
                raise SpecError(doc.loc(p), _field(p), "exactly one of 'values' or 'default'", "both" if "values" in d else "neither")
            values = tuple(d.get("values", ()))
            if len(values) > MAX_STATIC_VALUES:
                raise SpecError(doc.loc(p + ("values",)), _field(p + ("values",)), f"at most {MAX_STATIC_VALUES} values (each is built into kernels of every variant, and each Z3 check of the spec weighs every one)",
                                f"{len(values)} values", "list the sizes the op is built for")
            for j, v in enumerate(values):
                if v in values[:j]:
                    raise SpecError(doc.loc(p + ("values", j)), _field(p + ("values", j)), "distinct values", f"{v} again (first at values[{values.index(v)}])")
            dims[name] = Dim(name, "static", values=values, doc=d.get("doc", ""))
    # before anything reads a dim as a kind its kernels cannot take it as
    check_dim_kinds(family, doc, data["dims"])
    # params and variants
    params = {name: tuple(p["values"]) for name, p in data["params"].items()}
    # Comparisons with a value a param never takes, raised once the family has judged the values.
    checked_values = (params, [])
    for name, values in params.items():
        for j, v in enumerate(values):
            if isinstance(v, float) and not math.isfinite(v):  # nan equals nothing, and inf has no Python literal
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]", "a finite number", flow(v))
            if isinstance(v, float) and abs(v) > FP32_MAX:
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]", f"a float within fp32's range (magnitude at most {FP32_MAX:.8g}: kernels take float params as fp32 constants)", flow(v))
            if isinstance(v, float) and 0 < abs(v) < FP32_NORMAL_MIN:  # a kernel would compute with a subnormal, or with 0
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]",
                                f"0 or a float of magnitude at least {FP32_NORMAL_MIN:.8g}, fp32's smallest normal (kernels take float params as fp32 constants: a smaller one is subnormal, or 0)", flow(v))
            # 1 and True compare equal but are different values of different types
            first = next(i for i, u in enumerate(values) if type(u) is type(v) and u == v)
            if first < j:
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]", "distinct values", f"{flow(v)} again (first at values[{first}])")
    types = dict.fromkeys(dims, "int")  # what expressions may read: dims are ints, params have their values' type
    for name, values in params.items():
        kinds = {type(v).__name__ for v in values}
        if len(kinds) > 1:
            raise SpecError(doc.loc(("params", name, "values")), f"params.{name}.values", "values of one type (integers, floats, strings or booleans)", "[" + ", ".join(map(flow, values)) + "]")  # '64' quoted beside 64
        types[name] = kinds.pop()
    order = list(dims)
    for name, d in data["dims"].items():
        if "default" in d:
            p = ("dims", name, "default")
            e = _expr(doc, p, d["default"], types, "int", checked_values)
            later = [n for n in e.names if "default" in data["dims"].get(n, {}) and order.index(n) >= order.index(name)]
            if later:  # defaults are computed in order, so a default may only use the ones above it
                raise SpecError(
                    doc.loc(p), _field(p), f"params, dims without a default, or defaults declared above {name}", f"'{later[0]}' in {d['default']!r}",
                    "a default cannot use its own dim" if later[0] == name else f"declare {name} after {later[0]}",
                )
            runtime = [n for n in e.names if data["dims"].get(n, {}).get("kind") == "runtime"]
            if runtime:  # a static dim is compiled into the kernel: it cannot follow a call's size
                raise SpecError(doc.loc(p), _field(p), f"an expression of params and static dims (a static {name} is compiled into the kernel)", f"runtime dim '{runtime[0]}' in {d['default']!r}", f"make {name} runtime, or drop {runtime[0]}")
            dims[name] = Dim(name, "static", default=e, doc=d.get("doc", ""))
    defaults = data.get("defaults", {})
    for k, v in defaults.items():
        _check_param_value(doc, ("defaults", k), k, v, params)
    variants, seen = [], {}
    for i, v in enumerate(data["variants"]):
        p = ("variants", i)
        if v["name"] in seen:
            raise SpecError(doc.loc(p + ("name",)), _field(p + ("name",)), "a unique variant name", f"'{v['name']}' again (first at variants[{seen[v['name']]}])")
        if v["name"] == "all":
            raise SpecError(doc.loc(p + ("name",)), _field(p + ("name",)), "a variant name other than 'all' (tests write variants: all for every variant)", "'all'", "rename it")
        if len(v["name"]) > MAX_NAME_LENGTH:
            raise SpecError(doc.loc(p + ("name",)), _field(p + ("name",)), f"a name of at most {MAX_NAME_LENGTH} characters (it names kernels, files and Python functions)", f"{len(v['name'])} characters", "shorten it")
        seen[v["name"]] = i
        values = dict(defaults)
        for k, val in v.items():
            if k != "name":
                _check_param_value(doc, p + (k,), k, val, params)
                values[k] = val
        for k in params:
            if k not in values:
                raise SpecError(doc.loc(p), _field(p + (k,)), f"a value for param '{k}'", "none", f"set it in the variant or under defaults: one of {flow(params[k])}")
        same = next((u for u in variants if u.params == {k: values[k] for k in params}), None)
        if same is not None:  # the op picks a variant by its params: this one could never run
            raise SpecError(doc.loc(p), _field(p), "a variant whose params differ from every other variant's (the op picks one by its params)",
                            f"'{v['name']}' with the params of '{same.name}' (variants[{seen[same.name]}])", "give it a param value of its own, or drop it")
        variants.append(Variant(v["name"], {k: values[k] for k in params}))
    # constraints
    constraints = [_expr(doc, ("constraints", i), c, types, "bool", checked_values) for i, c in enumerate(data.get("constraints", []))]
    # tensors
    tensors = {}
    flags = [k for k in params if types[k] == "bool"]
    for group in ("inputs", "outputs"):
        for name, t in data[group].items():
            p = (group, name)
            if name in tensors:
                raise SpecError(doc.loc(p, key=True), _field(p), "tensor names distinct across inputs and outputs", f"'{name}' twice")
            shape = tuple(_expr(doc, p + ("shape", i), s, types, "int", checked_values) for i, s in enumerate(t["shape"]))
            strides = None
            if "strides" in t:
                if len(t["strides"]) != len(shape):
                    raise SpecError(doc.loc(p + ("strides",)), _field(p + ("strides",)), f"{len(shape)} strides (one per shape entry)", str(len(t["strides"])))
                strides = tuple(_expr(doc, p + ("strides", i), s, types, "int", checked_values) for i, s in enumerate(t["strides"]))
            if t.get("unless") is not None and t["unless"] not in flags:
                raise SpecError(doc.loc(p + ("unless",)), _field(p + ("unless",)), "the name of a boolean param", repr(t["unless"]), _nearest(t["unless"], flags))
            if t.get("unless") is not None and name not in family.optional_tensors:
                optional = ", ".join(sorted(family.optional_tensors)) or "none"
                raise SpecError(doc.loc(p + ("unless",), key=True), _field(p + ("unless",)), f"no unless (template {family.name}: every kernel {'reads' if group == 'inputs' else 'writes'} {name}; tensors a variant may lack: {optional})", repr(t["unless"]), "remove it")
            try:
                fields = [(f, fmt, conv) for _, f, fmt, conv in string.Formatter().parse(t["dtype"]) if f is not None]
            except ValueError as e:  # "{block", "}"
                raise SpecError(doc.loc(p + ("dtype",)), _field(p + ("dtype",)), "a dtype or a {param} placeholder", repr(t["dtype"]), str(e)) from None
            for f, fmt, conv in fields:
                if f and (not f.isidentifier() or fmt or conv):  # "{block.real}", "{x[0]}", "{x!r}": not a param's value as written
                    raise SpecError(doc.loc(p + ("dtype",)), _field(p + ("dtype",)), "a dtype or a {param} placeholder (a param's name alone in braces)", repr(t["dtype"]))
            for v in variants:
                try:
                    dt = t["dtype"].format(**v.params)
                except KeyError as e:
                    raise SpecError(doc.loc(p + ("dtype",)), _field(p + ("dtype",)), "a dtype or a {param} placeholder", repr(t["dtype"]), f"unknown param {e}; " + _nearest(str(e).strip("'"), params)) from None
                except (IndexError, ValueError, AttributeError, TypeError) as e:  # "{}", "{block", "{block.x}", "{block[0]}"
                    raise SpecError(doc.loc(p + ("dtype",)), _field(p + ("dtype",)), "a dtype or a {param} placeholder", repr(t["dtype"]), str(e)) from None
                if dt not in DTYPES:
                    raise SpecError(doc.loc(p + ("dtype",)), _field(p + ("dtype",)), f"one of {', '.join(DTYPES)}", f"{dt!r} (variant {v.name})", _nearest(dt, DTYPES))
            # Inputs are drawn (init), outputs compared (tolerance): either key on the other side
            # would be ignored without a word.
            for key, side in (("tolerance", "inputs"), ("init", "outputs")):
                if group == side and key in t:
                    raise SpecError(doc.loc(p + (key,), key=True), _field(p + (key,)), f"no {key} on {side[:-1]} '{name}' ({'outputs are compared with the reference' if key == 'tolerance' else 'the op writes its outputs'})", f"'{key}'", "remove it")
            init = t.get("init", "activations")
            _check_init_numbers(doc, p, init)
            tolerance = t.get("tolerance", "exact")
            if isinstance(tolerance, dict):
                ((form, number),) = tolerance.items()  # the schema admits one form: rel or abs
                if not math.isfinite(number):
                    raise SpecError(doc.loc(p + ("tolerance", form)), _field(p + ("tolerance", form)), "a finite positive number", flow(number), "inf would pass every result, nan fail every one")
            if isinstance(init, dict) and "indices" in init:
                high = _expr(doc, p + ("init", "indices", "high"), init["indices"]["high"], types, "int", checked_values)
                for v in variants:
                    if t["dtype"].format(**v.params) not in INDEX_DTYPES:
                        raise SpecError(doc.loc(p + ("init",)), _field(p + ("init",)), f"an init for dtype {t['dtype'].format(**v.params)} (indices are for {', '.join(INDEX_DTYPES)} tensors)", "indices", "pick another init, or an integer dtype")
                init = {"indices": {"high": high, "skip": init["indices"].get("skip", 0.0), "skip_rows": init["indices"].get("skip_rows", 0.0)}}
            tensors[name] = Tensor(name, shape, strides, t["dtype"], t.get("unless"), init, tolerance)
    inputs = {k: tensors[k] for k in data["inputs"]}
    outputs = {k: tensors[k] for k in data["outputs"]}
    # tiling
    tiling = data["tiling"]
    for k, vals in tiling.get("search", {}).items():
        if k not in tiling["default"]:
            raise SpecError(doc.loc(("tiling", "search", k), key=True), f"tiling.search.{k}", f"a knob of tiling.default ({', '.join(tiling['default'])})", f"'{k}'", _nearest(k, tiling["default"]))
        _check_distinct(doc, ("tiling", "search", k), vals if isinstance(vals, list) else [])
    _check_distinct(doc, ("bench", "peers"), data["bench"]["peers"])
    if not any(unicodedata.category(c)[0] in VISIBLE_CATEGORIES for c in data["doc"]):
        raise SpecError(doc.loc(("doc",)), "doc", "a sentence saying what the op computes", "only blanks" if not data["doc"].strip() else "no letter, digit, punctuation or symbol")
    for k in tiling["tail"]:
        if k not in dims:
            raise SpecError(doc.loc(("tiling", "tail", k), key=True), f"tiling.tail.{k}", "the name of a dim", f"'{k}'", _nearest(k, dims))
    for k, policy in tiling["tail"].items():
        # A static dim's sizes are built whole; only a family that splits one into tiles reads its policy.
        if not dims[k].runtime and k not in family.static_tails:
            raise SpecError(doc.loc(("tiling", "tail", k), key=True), f"tiling.tail.{k}", f"a runtime dim ({', '.join(d.name for d in dims.values() if d.runtime) or 'none'}): {k} is static, built whole for each of its values (template {family.name})",
                            f"'{k}: {policy}'", "remove it")
    for d in dims.values():
        if d.runtime and d.name not in tiling["tail"]:
            raise SpecError(doc.loc(("tiling", "tail")), f"tiling.tail.{d.name}", f"a tail policy for runtime dim '{d.name}'", "none", "add one of require_divisible, guard, specialize")
    unguarded = [k for k, policy in tiling["tail"].items() if policy != "guard" and dims[k].runtime]
    if len(unguarded) > 1:
        k = unguarded[1]
        raise SpecError(doc.loc(("tiling", "tail", k)), f"tiling.tail.{k}", f"guard (one runtime dim at most, here {unguarded[0]}, has a kernel without its guards)", tiling["tail"][k])
    for k, text in data["bench"]["roofline"].items():
        data["bench"]["roofline"][k] = _expr(doc, ("bench", "roofline", k), text, types, "int", checked_values)
    for peer in CALL_PEERS:
        call = data["bench"].get(peer)
        if (peer in data["bench"]["peers"]) != (call is not None):
            where = ("bench", "peers") if call is None else ("bench", peer)
            raise SpecError(doc.loc(where, key=call is not None), f"bench.{peer}", f"a {peer} call exactly when peers lists {peer}", "a call without the peer" if call else "the peer without a call",
                            f"add bench.{peer}: {{call, args, when}}" if call is None else f"add {peer} to bench.peers")
        if call is not None:
            for k in call.get("args", {}):  # passed as keyword arguments
                if not (isinstance(k, str) and k.isidentifier() and not keyword.iskeyword(k)):
                    raise SpecError(doc.loc(("bench", peer, "args", k), key=True), f"bench.{peer}.args", "keyword argument names (Python identifiers, not keywords)", repr(k))
                if k.startswith("__"):  # Python's own names (__class__): no function's argument
                    raise SpecError(doc.loc(("bench", peer, "args", k), key=True), f"bench.{peer}.args", "keyword argument names without a leading double underscore (those are Python's own)", repr(k))
            call["args"] = {k: _expr(doc, ("bench", peer, "args", k), text, types, None, checked_values) for k, text in call.get("args", {}).items()}
            call["when"] = _expr(doc, ("bench", peer, "when"), call.get("when", "True"), types, "bool", checked_values)
            _check_peer_call(doc, peer, call["call"], call["args"], sum(1 for t in data["inputs"].values() if t.get("unless") is None))
    buckets = []
    # A bucket condition may also read the GPU's SM count where the family's bucket() takes it.
    bucket_names = {"sm_count": "int"} if family.bucket_dim and "sm_count" in family.bucket_inputs else {}
    for i, b in enumerate(tiling.get("buckets", [])):
        p = ("tiling", "buckets", i)
        last = i == len(tiling["buckets"]) - 1
        if last == ("when" in b):
            raise SpecError(doc.loc(p), _field(p), "a `when` on every bucket but the last (the last takes every other size)", "a `when` on the last bucket" if last else f"bucket '{b['name']}' without `when`")
        if any(b["name"] == other[0] for other in buckets):
            raise SpecError(doc.loc(p + ("name",)), _field(p + ("name",)), "distinct bucket names", f"'{b['name']}' twice")
        if len(b["name"]) > MAX_NAME_LENGTH:
            raise SpecError(doc.loc(p + ("name",)), _field(p + ("name",)), f"a name of at most {MAX_NAME_LENGTH} characters (it names proof files)", f"{len(b['name'])} characters", "shorten it")
        for k in b:
            if k not in ("name", "when") and k not in tiling["default"]:
                raise SpecError(doc.loc(p + (k,), key=True), _field(p + (k,)), f"a knob of tiling.default ({', '.join(tiling['default'])})", f"'{k}'", _nearest(k, tiling["default"]))
        when = _expr(doc, p + ("when",), b["when"], {**types, **bucket_names}, "bool", checked_values) if "when" in b else None
        buckets.append((b["name"], when, {k: v for k, v in b.items() if k not in ("name", "when")}))
    spec = Spec(
        path=doc.file, source=doc, sha256=sha, op=data["op"], doc=data["doc"].strip(), template=data["template"],
        dims=dims, params=params, constraints=constraints, variants=variants, inputs=inputs, outputs=outputs,
        tiling=dict(tiling["default"]), tiling_search=dict(tiling.get("search", {})), tail=dict(tiling["tail"]), buckets=buckets,
        reference=data["reference"], tests=data["tests"], bench=data["bench"],
    )
    pending = checked_values[1]
    try:
        family.validate_params(spec)  # a value the family refuses before what follows from it (a block of 3 leaves N without a variant)
        _check_reference(doc, data["reference"], spec)
        _check_divisors(spec, doc)
        _check_roofline_sign(spec, doc)
        _check_strides(spec, doc, family)
        _check_constraints(spec, doc)
        test_runs = _check_cases(spec, doc, family)
        family.validate(spec)
        if getattr(family, "kernel_template", None) is not None:  # the op layer is kgen's: the spec must fit what it takes
            from .oplayer import check_supported

            check_supported(spec)
        _check_init_dtypes(spec, doc)  # after the family has judged the dtypes themselves
    except SpecError as e:
        # A constant test (a typo's) explains what follows from it, except the family's verdict on the values themselves.
        if pending and not e.field.startswith("params."):
            raise pending[0] from None
        raise
    if pending:
        raise pending[0]
    _check_buckets(spec, doc, family)
    _check_tilings(spec, doc, family)
    _check_every_kernel_tested(spec, doc, test_runs)  # once the specializations' sizes and tilings are judged
    return spec


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
    import sys

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
        raise SpecError(doc.loc(path), _field(path), f"a module whose source kgen can read ({module})", found, "fix the module, or name another") from None


TILEKERNELS_PACKAGES = ("tile_kernels", "kgen")
# The one package a peer call may name that this machine may lack: TileKernels, installed only
# where the GPU bench runs. Any other peer module (kgen.peers' cuBLAS adapters) is found here,
# or misspelt.
UNINSTALLED_PEER_PACKAGES = ("tile_kernels",)


def _check_peer_call(doc, peer: str, target: str, args: dict, inputs: int) -> None:
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
        raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"module:function of TileKernels ({' or '.join(p + '.*' for p in TILEKERNELS_PACKAGES)}, kgen.peers wrapping it)", repr(target), _nearest(package, TILEKERNELS_PACKAGES))
    origin = _module_source(module)
    if origin is None:
        if "." in module and package.isidentifier() and importlib.machinery.PathFinder.find_spec(package) is not None:
            raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"module:function of a module of {package}", repr(target), f"{package} has no module '{module}'")
        if package not in UNINSTALLED_PEER_PACKAGES:
            raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"module:function of a Python module on this machine (only {', '.join(UNINSTALLED_PEER_PACKAGES)}, installed where the GPU bench runs, may be missing here)",
                            repr(target), f"no Python source for module '{module}'")
        return
    _check_not_stdlib(doc, ("bench", peer, "call"), target)
    tree = _parse_module(doc, ("bench", peer, "call"), module, origin)
    names = _top_level_names(tree)
    if names is not None and name not in names:
        raise SpecError(doc.loc(("bench", peer, "call")), f"bench.{peer}.call", f"a function of {module}", f"no '{name}' there", _nearest(name, sorted(n for n in names if not n.startswith("_"))))
    function = next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == name), None)
    if function is None:
        return
    a = function.args
    positional = [x.arg for x in a.posonlyargs + a.args]
    keywords = {x.arg for x in a.args[max(0, inputs - len(a.posonlyargs)):] + a.kwonlyargs}
    unknown = sorted(k for k in args if k not in keywords) if a.kwarg is None else []
    required = [x for x in positional[inputs:len(positional) - len(a.defaults)]] + [x.arg for x, d in zip(a.kwonlyargs, a.kw_defaults) if d is None]
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
        raise SpecError(doc.loc(path), _field(path), "module:function of code that computes the op", repr(target), f"{package} is a module of Python's standard library")


def _check_reference(doc, reference: str, spec: Spec) -> None:
    """`reference` names a function defined at the top of a Python module kgen can import,
    outside Python's standard library, and it takes what the tests pass: each variant's
    inputs by position, the params by keyword, each by a name its signature gives (a *args or
    **kwargs admits any call, so it would tell nothing; only REFERENCE_PACKAGE's functions may
    forward through them). Read from the module's source, not imported: loading a spec runs
    no code of its own."""
    module, _, function = reference.partition(":")
    origin = _module_source(module)
    if origin is None:
        raise SpecError(doc.loc(("reference",)), "reference", "module:function of an importable Python module (e.g. kgen.reference.quant:quantize)", repr(reference), f"no Python source for module '{module}'")
    _check_not_stdlib(doc, ("reference",), reference)
    tree = _parse_module(doc, ("reference",), module, origin)
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    if function not in functions:
        hint = _nearest(function, functions) if functions else f"{module} defines no function at its top level"
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
            f"{n} inputs by position, but it takes at least {required}" if n < required
            else f"{n} inputs by position, but it takes at most {len(positional)}" if n > len(positional) and vararg is None
            else f"the keyword argument '{unknown[0]}', which it does not take" if unknown
            else f"no value for its keyword-only argument '{sorted(required_keywords - set(v.params))[0]}'" if required_keywords - set(v.params)
            else None
        )
        dropped = [t.name for t in spec.inputs.values() if t.unless is not None and v.params[t.unless]]
        if problem and n < required and dropped:
            # The reference is fine where every input is present: the `unless` is what takes one away.
            name = dropped[0]
            raise SpecError(doc.loc(("inputs", name, "unless")), f"inputs.{name}.unless", f"a switch that drops {name} only where {function}() does without it",
                            f"'{spec.inputs[name].unless}', true in variant {v.name}, which leaves {n} inputs by position, but {function}() takes at least {required}", "remove the unless, or give the reference a default for it")
        if problem:
            unnamed = (args.vararg or args.kwarg) and not forwards
            raise SpecError(doc.loc(("reference",)), "reference", f"a function taking the inputs by position and the params by keyword", f"{function}() given, for variant {v.name}, {problem}",
                            f"outside {REFERENCE_PACKAGE}, *args and **kwargs take nothing: name each input and param in its signature" if unnamed else "")


def _check_knob_kinds(doc, data: dict) -> None:
    """A switch knob (one of the family's `flags`) is true or false, every other knob a number:
    the schema admits both kinds for any knob, and YAML's true would pass for the integer 1."""
    tiling = data["tiling"]
    places = [(("tiling", "default", k), v) for k, v in tiling["default"].items()]
    places += [(("tiling", "search", k, j), v) for k, vs in tiling.get("search", {}).items() for j, v in enumerate(vs)]
    places += [(("tiling", "buckets", i, k), v) for i, b in enumerate(tiling.get("buckets", [])) for k, v in b.items() if k not in ("name", "when")]
    for path, value in places:
        kind = _knob_kind(data, path)  # None for a knob the family lacks: named later
        if kind and not knob_value_fits(kind, value):
            raise SpecError(doc.loc(path), _field(path), KNOB_KINDS[kind], _describe(value))


def _check_buckets(spec: Spec, doc, family) -> None:
    """Buckets split the family's bucket dim, the size the generated bucket() takes first, so a
    `when` names it and only what else the family's bucket() takes (gemm: the weight's static
    dims and the GPU's SM count); a family without a bucket dim has a single tiling per variant."""
    if not spec.buckets:
        return
    if family.bucket_dim is None:
        raise SpecError(doc.loc(("tiling", "buckets")), "tiling.buckets", f"no buckets (template {family.name} has one tiling per variant)", f"{len(spec.buckets)} buckets")
    dim, meaning = family.bucket_dim
    allowed = {dim, *family.bucket_inputs}
    for i, (name, when, _) in enumerate(spec.buckets):
        if when is not None and set(when.names) - allowed:
            others = f", and on {', '.join(family.bucket_inputs)}" if family.bucket_inputs else ""
            raise SpecError(doc.loc(("tiling", "buckets", i, "when")), f"tiling (bucket {name}).when", f"a condition on {dim}, {meaning}{others} (template {family.name})", when.text)
    _check_buckets_reachable(spec, doc, dim, family.bucket_inputs)


# The most SMs a GPU may report to a bucket condition that reads sm_count (B200: 148).
MAX_SM_COUNT = 1024


def _check_buckets_reachable(spec: Spec, doc, dim: str, inputs: tuple) -> None:
    """The generated bucket() takes the first bucket whose `when` holds: a bucket that no call
    reaches (its `when` never holds for a size in the dim's range at a weight shape the spec
    builds on any GPU, or earlier buckets take every such call) is a tiling that can never
    run, so a spec mistake. Each built combination of the static dims a `when` may read is
    checked with its values in place, which keeps the conditions linear for Z3. The buckets
    each combination reaches are kept (Spec.reachable_buckets): a bucket's kernel at a weight
    shape no call brings to it is neither built ahead of time nor proved."""
    import z3

    size = z3.Int(dim)
    statics = [n for n in inputs if n in spec.dims]
    combos = sorted({tuple(sp.statics[n] for n in statics) for sp in spec.specializations()}) if statics else [()]

    def satisfiable(solver, conditions: list, i: int, question: str) -> bool:
        name, when, _ = spec.buckets[i]
        where = ("tiling", "buckets", i, "when") if when is not None else ("tiling", "buckets", i)
        solver.push()
        solver.add(*conditions)
        verdict = decided(solver, doc.loc(where), f"tiling (bucket {name}).when", f"whether bucket {name} {question}")
        solver.pop()
        return verdict == z3.sat

    # reached[i]: some call takes bucket i; holds_somewhere[i]: its `when` alone holds for some call.
    reached = [False] * len(spec.buckets)
    holds_somewhere = [False] * len(spec.buckets)
    for combo in combos:
        names = {dim: size, **dict(zip(statics, combo))}
        solver = z3.SimpleSolver()
        solver.add(size >= spec.dims[dim].min, size <= spec.dims[dim].max)
        if "sm_count" in inputs:
            names["sm_count"] = z3.Int("sm_count")
            solver.add(names["sm_count"] >= 1, names["sm_count"] <= MAX_SM_COUNT)
        earlier, here = [], set()
        for i, (name, when, _) in enumerate(spec.buckets):
            holds = True if when is None else when.to_z3(names)
            if satisfiable(solver, [holds, *[z3.Not(e) for e in earlier]], i, "is reached"):
                reached[i] = True
                here.add(name)
            if not reached[i] and not holds_somewhere[i]:
                holds_somewhere[i] = satisfiable(solver, [holds], i, "can hold")
            earlier.append(holds)
        spec.bucket_reach[tuple(zip(statics, combo))] = frozenset(here)
    for i, (name, when, _) in enumerate(spec.buckets):
        if not reached[i]:
            where = ("tiling", "buckets", i, "when") if when is not None else ("tiling", "buckets", i)
            taken = f"; buckets before it take every {dim} it holds for" if holds_somewhere[i] else ""
            shapes = f" at any built ({', '.join(statics)})" if statics else ""
            gpus = " on any GPU" if "sm_count" in inputs else ""
            found = f"no {dim} in {spec.dims[dim].min}..{spec.dims[dim].max} reaches it{shapes}{gpus}{taken}"
            raise SpecError(doc.loc(where), f"tiling (bucket {name})" + (".when" if when is not None else ""), f"a bucket that some {dim} reaches (the first bucket whose `when` holds is taken)", found)


# What a CUDA launch allows whatever the family: at most 1024 threads a CTA, in whole warps,
# and at most 32 resident CTAs an SM (Hopper and Blackwell). A tile side past 65536 makes
# TileLang's int32 index literals overflow (a raw error from deep in its lowering); past 32
# stages a pipeline has under 7 KiB of an SM's 227 KiB of shared memory a stage.
_TILE_SIDE = (lambda v: 1 <= v <= 65536, "1 to 65536 (a CTA's tile side)")
# The largest finite fp32, and its smallest normal (2^-126).
FP32_MAX = 3.4028234663852886e38
FP32_NORMAL_MIN = 2.0**-126
# The bytes of the tensors of one call (inputs, outputs, a strided input's whole storage) that a
# spec may ask for: a bench shape under a quarter of an 80 GB H100, which the torch reference's
# intermediates and the torch.compile peer share; a test run at most 4 GiB, as the tests also
# keep the reference's results and compare in float64 (8 bytes an element).
BENCH_CASE_BYTES = 16 * 2**30
TEST_CASE_BYTES = 4 * 2**30
# Shared memory one CTA may use on sm_90a and sm_100a: the families' tile-fit rules.
SHARED_BYTES = 227 * 1024
# Shared memory of one SM, which its resident CTAs share.
SM_SHARED_BYTES = 228 * 1024
KNOB_LIMITS = {
    "threads": (lambda v: 32 <= v <= 1024 and v % 32 == 0, "a multiple of 32 from 32 to 1024 (threads a CTA)"),
    "ctas_per_sm": (lambda v: 1 <= v <= 32, "1 to 32 (resident CTAs an SM)"),
    "stages": (lambda v: 1 <= v <= 32, "1 to 32 (pipeline stages)"),
    **{knob: _TILE_SIDE for knob in ("block_m", "block_n", "block_k", "block_i", "split_chunk")},
}


def knob_rules(family, spec: Spec) -> dict:
    """{knob: (ok, expected)} for every tiling knob of the family with a rule on its own value:
    CUDA's launch limits, then the family's."""
    rules = {knob: [rule] for knob, rule in KNOB_LIMITS.items() if knob in family.tiling}
    for knob, rule in family.knob_rules(spec).items():
        rules.setdefault(knob, []).append(rule)
    return rules


def tiling_problem(spec: Spec, tiling: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
    """(knob, expected, found) where a whole tiling (bucket's, if named) breaks CUDA's launch
    limits or one of the family's rules tying knobs together, else None: one rule for the
    lockfile, `kgen lower --set` and the tuner's candidates."""
    from .templates import TEMPLATES

    family = TEMPLATES[spec.template]
    for knob, rules in knob_rules(family, spec).items():
        for ok, want in rules:
            if knob in tiling and not ok(tiling[knob]):
                return knob, want, str(tiling[knob])
    return _joint_problem(family, spec, tiling, bucket)


# Threads one SM holds (Hopper and Blackwell): ctas_per_sm CTAs of `threads` must fit, or
# ptxas drops the residency hint with a warning and the kernel runs fewer CTAs than tuned.
SM_THREADS = 2048


def _joint_problem(family, spec: Spec, tiling: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
    """CUDA's rule tying knobs together (CTAs an SM holds), then the family's."""
    if "ctas_per_sm" in tiling and "threads" in tiling and tiling["ctas_per_sm"] * tiling["threads"] > SM_THREADS:
        return "ctas_per_sm", f"at most {SM_THREADS // tiling['threads']} with {tiling['threads']} threads (an SM holds {SM_THREADS} threads)", str(tiling["ctas_per_sm"])
    return family.tiling_problem(spec, tiling, bucket)


def _check_tilings(spec: Spec, doc, family) -> None:
    """Every tiling the spec declares (the default, or each M bucket's) meets the family's
    rules that tie knobs together; the tuner skips search candidates that break them."""
    for knob, rules in knob_rules(family, spec).items():
        for ok, want in rules:
            spec.check_knob_values(knob, ok, want)
    if not spec.buckets:
        problem = _joint_problem(family, spec, spec.tiling)
        if problem:
            knob, want, found = problem
            raise SpecError(doc.loc(("tiling", "default", knob)), f"tiling.default.{knob}", want, found)
    for i, (name, _, over) in enumerate(spec.buckets):
        problem = _joint_problem(family, spec, {**spec.tiling, **over}, name)
        if problem:
            knob, want, found = problem
            # The knob where this bucket sets it, else where the default it inherits sets it.
            at = ("tiling", "buckets", i, knob) if knob in over else ("tiling", "default", knob) if knob in spec.tiling else ("tiling", "buckets", i)
            raise SpecError(doc.loc(at), f"tiling (bucket {name}).{knob}", want, found)


# The dtypes an `indices` init draws for, and the powers of two a `pow2` init may draw: e8m0
# holds 2^-127..2^127, fp32 as much (2^-127 a subnormal).
INDEX_DTYPES = ("int16", "int32", "int64", "uint8")
POW2_EXPONENT_LIMIT = 127


def _check_init_numbers(doc, path: tuple, init) -> None:
    """The numbers of an init form describe a distribution the tests can draw from: finite,
    and a range's low end at most its high end."""
    if not isinstance(init, dict):
        return
    ((form, arg),) = init.items()
    if form == "indices":
        numbers = [(("indices", k), arg[k]) for k in ("skip", "skip_rows") if k in arg]
    elif isinstance(arg, list):
        numbers = [((form, j), x) for j, x in enumerate(arg)]
    else:
        numbers = [((form,), arg)]
    for key, number in numbers:
        if not math.isfinite(number):
            at = path + ("init",) + key
            raise SpecError(doc.loc(at), _field(at), "a finite number", flow(number))
    # low == high draws one value everywhere: like zeros, it hides which element went where.
    if form in ("uniform", "pow2") and arg[0] >= arg[1]:
        at = path + ("init", form)
        raise SpecError(doc.loc(at), _field(at), "[low, high] with low < high (one value everywhere would hide misplaced elements)", flow(arg))
    if form == "pow2" and (arg[0] < -POW2_EXPONENT_LIMIT or arg[1] > POW2_EXPONENT_LIMIT):
        at = path + ("init", form)
        raise SpecError(doc.loc(at), _field(at), f"exponents within [-{POW2_EXPONENT_LIMIT}, {POW2_EXPONENT_LIMIT}] (what an fp32 or e8m0 scale holds)", flow(arg))


# What the tests can draw into each dtype: its finite range and its smallest positive value
# (a power of two below it rounds to zero). Floats past the range overflow to inf (e4m3
# saturates at 448), integers wrap, and the unsigned ones have no negatives.
DTYPE_RANGES = {
    "bf16": (-3.3895313892515355e38, 3.3895313892515355e38, 2.0**-133),
    "fp16": (-65504.0, 65504.0, 2.0**-24),
    "fp32": (-FP32_MAX, FP32_MAX, 2.0**-149),
    "fp8_e4m3": (-448.0, 448.0, 2.0**-9),
    "e8m0": (2.0**-127, 2.0**127, 2.0**-127),
    "int16": (-(2**15), 2**15 - 1, 1),
    "int32": (-(2**31), 2**31 - 1, 1),
    "int64": (-(2**63), 2**63 - 1, 1),
    "uint8": (0, 255, 1),
}
# How far a normal draw reaches, in standard deviations: torch.randn's largest of 10^9 draws
# lies near 6.
NORMAL_REACH = 8.0
# random_activations: normal rows times powers of two up to 2^20 (kgen.testing).
ACTIVATION_REACH = NORMAL_REACH * 2.0**20


def _init_extent(init, rank: int) -> tuple[float, float, str]:
    """(lowest, highest, how) of the values an init form draws, before the cast to the dtype."""
    if init == "activations":
        reach = NORMAL_REACH if rank == 1 else ACTIVATION_REACH  # 1-D: one normal value per row
        return -reach, reach, f"activations reach about +-{reach:g}"
    ((form, arg),) = ({"normal": 1.0} if init == "normal" else init).items()
    if form in ("normal", "tied_normal"):
        reach = NORMAL_REACH * (arg if form == "normal" else 1.0)
        return -reach, reach, f"normal draws reach about +-{reach:g}"
    if form == "uniform":
        return arg[0], arg[1], f"draws span [{arg[0]:g}, {arg[1]:g}]"
    return 2.0 ** arg[0], 2.0 ** arg[1], f"draws span [2^{arg[0]}, 2^{arg[1]}]"  # pow2


def _check_init_dtypes(spec: Spec, doc) -> None:
    for t in spec.inputs.values():
        for v in spec.variants:
            if t.unless is None or not v.params[t.unless]:  # a variant that takes the input
                _check_init_dtype(doc, ("inputs", t.name), t.init, spec.dtype(t, v), len(t.shape), v.name)


def _check_init_dtype(doc, path: tuple, init, dtype: str, rank: int, variant: str) -> None:
    """An input's init draws values its dtype holds: no inf, NaN, wrapped integers or
    powers of two that round to zero, which would leave the tests comparing nothing."""
    if init == "bytes" or isinstance(init, dict) and "indices" in init:
        return
    at = path + (("init",) if "init" in spec_value(doc, path) else ())
    form = init if isinstance(init, str) else next(iter(init))
    if dtype not in DTYPE_RANGES:  # packed fp4: no cast from numbers
        raise SpecError(doc.loc(at), _field(path + ("init",)), f"bytes for dtype {dtype} (variant {variant}): its values are packed, not drawn as numbers", form, "write init: bytes")
    if form == "activations" and rank > 2:
        raise SpecError(doc.loc(at), _field(path + ("init",)), f"an init for a {rank}-D input (activations are drawn as [rows, columns] or one value a row)", form, "write init: normal, or another form")
    low, high, smallest = DTYPE_RANGES[dtype]
    lo, hi, how = _init_extent(init, rank)
    too_small = form == "pow2" and lo < smallest
    too_wide = form == "uniform" and hi - lo > FP32_MAX  # rand * (hi - lo) overflows fp32
    # Integers take the draw truncated: a span under 2 would be one value (uniform [0, 0.5]: all 0).
    too_narrow = form == "uniform" and smallest == 1 and hi - lo < 2
    if lo < low or hi > high or too_small or too_wide or too_narrow:
        held = f"powers of two from {smallest:g} to {high:g}" if form == "pow2" else f"values in [{low:g}, {high:g}]"
        if too_wide:
            held += f", a span hi - lo of at most {FP32_MAX:g}: the draw computes it in fp32"
        if too_narrow:
            held += ", a span hi - lo of at least 2: the draw is truncated to integers"
        raise SpecError(doc.loc(at), _field(path + ("init",)), f"draws that dtype {dtype} holds (variant {variant}: {held})", f"{flow(init)}: {how}",
                        "widen the range, or pick another init" if too_narrow else "narrow the range, or pick another init")


def _check_distinct(doc, path: tuple, values: list) -> None:
    """No value listed twice (1 and true are different values)."""
    for j, v in enumerate(values):
        first = next(i for i, u in enumerate(values) if type(u) is type(v) and u == v)
        if first < j:
            raise SpecError(doc.loc(path + (j,)), _field(path + (j,)), "distinct values", f"{flow(v)} again (first at {_field(path + (first,))})")


def _check_param_value(doc, path, key, value, params):
    if key not in params:
        raise SpecError(doc.loc(path, key=True), _field(path), f"a declared param ({', '.join(params)})", f"'{key}'", _nearest(key, params))
    # bool and float values equal to a listed integer (True == 1, 128.0 == 128) are other values
    if not any(type(value) is type(v) and value == v for v in params[key]):
        raise SpecError(doc.loc(path), _field(path), f"one of {flow(params[key])}", flow(value), f"add {flow(value)} to params.{key}.values or pick a listed value")


# Z3 resource units one spec check may spend: ~3 s of solving. The checks of every spec in
# specs/ spend under 10000 each; a constraint Z3 cannot decide (e.g. a nonlinear modulus)
# would otherwise run for ever. A resource count, not a clock: the verdict is the same on
# every machine.
SPEC_RLIMIT = 20_000_000


def _rlimit_count(solver) -> int:
    """The resources z3 has spent in the solver's context so far."""
    stats = solver.statistics()
    return stats.get_key_value("rlimit count") if "rlimit count" in stats.keys() else 0


def decided(solver, loc, field: str, question: str):
    """solver.check(), sat or unsat. The spec checks use z3's plain SMT solver: its default
    tactics bit-blast a runtime dim's range and took 4-8 ms a check, a second per spec set.
    Where that solver gives up within SPEC_RLIMIT, the spec is rejected rather than guessed
    about."""
    import z3

    solver.set("rlimit", SPEC_RLIMIT)
    before = _rlimit_count(solver)
    result = solver.check()
    if result == z3.unknown:
        if solver.reason_unknown() == "canceled" and _rlimit_count(solver) - before < SPEC_RLIMIT:
            raise KeyboardInterrupt  # z3 cancels a check on Ctrl-C: the user's interrupt, no verdict on the spec
        raise SpecError(loc, field, "constraints that Z3 decides", f"undecided {question} within Z3's resource limit", "simplify the expression")
    return result


def _check_divisors(spec: Spec, doc) -> None:
    """Every // and % divides by a positive number, for every variant, static value and runtime value in range."""
    import z3

    exprs = [(("dims", d.name, "default"), d.default) for d in spec.dims.values() if d.default is not None]
    exprs += [(("constraints", i), c) for i, c in enumerate(spec.constraints)]
    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            exprs += [((group, t.name, "shape", i), e) for i, e in enumerate(t.shape)]
            exprs += [((group, t.name, "strides", i), e) for i, e in enumerate(t.strides or ())]
            if isinstance(t.init, dict) and "indices" in t.init:
                exprs.append(((group, t.name, "init", "indices", "high"), t.init["indices"]["high"]))
    exprs += [(("bench", "roofline", k), e) for k, e in spec.bench["roofline"].items()]
    for peer in spec.bench.get("peers", []):
        call = spec.bench.get(peer, {})
        exprs += [(("bench", peer, "args", k), e) for k, e in call.get("args", {}).items()]
        exprs += [(("bench", peer, "when"), call["when"])] if "when" in call else []
    exprs += [(("tiling", "buckets", i, "when"), when) for i, (_, when, _) in enumerate(spec.buckets) if when is not None]
    statics = spec.static_dims()
    for path, e in exprs:
        for node in ast.walk(ast.parse(e.text.strip(), mode="eval")):
            if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.FloorDiv, ast.Mod))):
                continue
            divisor = Expr(ast.unparse(node.right))
            for v in spec.variants:
                for combo in itertools.product(*[d.values for d in statics]):
                    solver = z3.SimpleSolver()
                    env = spec.z3_env(v, dict(zip([d.name for d in statics], combo)), solver)
                    if "sm_count" in divisor.names:  # a bucket condition's GPU (the parse let it through)
                        env["sm_count"] = z3.Int("sm_count")
                        solver.add(env["sm_count"] >= 1, env["sm_count"] <= MAX_SM_COUNT)
                    value = divisor.to_z3(env)
                    if isinstance(value, int):
                        if value > 0:
                            continue
                        at = {n: env[n] for n in divisor.names}
                    else:
                        solver.add(value <= 0)
                        if decided(solver, doc.loc(path), _field(path), f"whether {divisor.text!r} can be 0 for variant {v.name}") != z3.sat:
                            continue
                        model = solver.model()
                        value = model.eval(value)
                        at = {n: model.eval(env[n], model_completion=True) if z3.is_expr(env[n]) else env[n] for n in divisor.names}
                    raise SpecError(
                        doc.loc(path), _field(path), "a divisor that is at least 1 for every shape",
                        f"{divisor.text!r} in {e.text!r}, which is {value} for variant {v.name}" + "".join(f", {n}={x}" for n, x in at.items()),
                        "raise the min of a runtime dim it uses, or divide by something else",
                    )


def _every_shape(spec: Spec, variant):
    """(solver, statics, env): a Z3 solver whose models are the variant's shapes that the
    constraints allow (each static dim one of its values, each runtime dim in its range),
    the static dims' Z3 ints, and the env that expressions evaluate in."""
    import z3

    solver = z3.SimpleSolver()
    statics = {d.name: z3.Int(d.name) for d in spec.static_dims()}
    for d in spec.static_dims():
        solver.add(z3.Or([statics[d.name] == x for x in d.values]))
    env = spec.z3_env(variant, statics, solver)
    for c in spec.constraints:
        solver.add(c.to_z3(env))
    return solver, statics, env


def _check_roofline_sign(spec: Spec, doc) -> None:
    """A roofline's flops and bytes are counts: negative for some shape, every rate and
    roofline fraction the bench reports from them would be nonsense."""
    import z3

    for v in spec.variants:
        for k, e in spec.bench["roofline"].items():
            solver, _, env = _every_shape(spec, v)
            value = e.to_z3(env)
            if isinstance(value, int):
                if value >= 0:
                    continue
            else:
                solver.add(value < 0)
                if decided(solver, doc.loc(("bench", "roofline", k)), f"bench.roofline.{k}", f"whether it can be negative for variant {v.name}") != z3.sat:
                    continue
                model = solver.model()
                value = model.eval(value)
            raise SpecError(doc.loc(("bench", "roofline", k)), f"bench.roofline.{k}", "a count that is at least 0 for every shape", f"{e.text!r}, which is {value} for variant {v.name}")


def _check_strides(spec: Spec, doc, family) -> None:
    """Strides are declared only where the family honours them, and are those of rows laid out
    one after another: the last is 1 (kernels read each row as one contiguous run) and each
    other one spans at least what it strides over, for every shape the constraints allow.
    Rows that overlap (or run backwards) would break what the kernels and the bounds proofs
    take for granted."""
    import z3

    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            if t.strides is None:
                continue
            if t.name not in family.strided_tensors:
                honoured = ", ".join(sorted(family.strided_tensors)) or "none"
                raise SpecError(doc.loc((group, t.name, "strides"), key=True), f"{group}.{t.name}.strides", f"no strides (template {spec.template} lays {t.name} out contiguously; strided: {honoured})", flow([e.text for e in t.strides]), "remove them")
            last = len(t.strides) - 1
            if t.strides[last].text.strip() != "1":
                raise SpecError(doc.loc((group, t.name, "strides", last)), f"{group}.{t.name}.strides[{last}]", "1 (each row contiguous)", repr(t.strides[last].text))
            for i in range(last):
                for v in spec.variants:
                    solver, statics, env = _every_shape(spec, v)
                    span = t.shape[i + 1].to_z3(env) * t.strides[i + 1].to_z3(env)
                    solver.add(t.strides[i].to_z3(env) < span)
                    where = (group, t.name, "strides", i)
                    if decided(solver, doc.loc(where), f"{group}.{t.name}.strides[{i}]", f"whether it can be under what it strides over for variant {v.name}") == z3.sat:
                        model = solver.model()
                        at = ", ".join(f"{d}={model.eval(statics[d], model_completion=True)}" for d in statics)
                        inner = t.shape[i + 1].text + ("" if t.strides[i + 1].text.strip() == "1" else f" * {t.strides[i + 1].text}")
                        wanted = f"{t.strides[i].text} >= {inner}"
                        stated = any(c.text.replace(" ", "") == wanted.replace(" ", "") for c in spec.constraints)
                        runtime = any(spec.dims[n].runtime for n in t.shape[i + 1].names if n in spec.dims)
                        if stated or runtime:  # no constraint can mend it: the shape's dims are out of order
                            hint = f"check the order of {group}.{t.name}.shape"
                        elif t.strides[i].names:
                            hint = f"add a constraint, e.g. {wanted}"
                        else:
                            hint = f"write a stride of at least {inner}"
                        raise SpecError(doc.loc(where), f"{group}.{t.name}.strides[{i}]",
                                        f"at least shape[{i + 1}] * strides[{i + 1}] for every shape (rows that do not overlap)",
                                        f"{t.strides[i].text!r}, which is less for variant {v.name} at {at}", hint)


def _check_constraints(spec: Spec, doc) -> None:
    statics = spec.static_dims()
    for i, v in enumerate(spec.variants):
        if not any(
            spec.feasible_with_runtime(v, dict(zip([d.name for d in statics], combo)))
            for combo in itertools.product(*[d.values for d in statics])
        ):
            blame = _blame(spec, v, statics)
            defaulted = [spec.dims[n] for n in blame.names if spec.dims.get(n) and spec.dims[n].default is not None] if blame else []
            d = next((d for d in defaulted if _met_somewhere(spec, v, statics, blame, free=d.name)), None)
            if d:  # the constraint holds for other values of that dim: its default is what fails
                raise SpecError(
                    doc.loc(("dims", d.name, "default")), f"dims.{d.name}.default",
                    f"a default that meets '{blame.text}' (variant {v.name} admits no shape with it)",
                    repr(d.default.text), "fix the default or the constraint",
                )
            raise SpecError(
                doc.loc(("variants", i)), f"variants[{i}] ({v.name})",
                "at least one shape meeting every constraint",
                "none" + (f": no allowed value meets '{blame.text}'" if blame else ": the constraints together admit no shape"),
                "relax the constraint, add a dim value, or drop the variant",
            )
    for i, c in enumerate(spec.constraints):
        for clause in _dead_clauses(spec, c, statics):
            raise SpecError(doc.loc(("constraints", i)), f"constraints[{i}]", "clauses that some shape can meet",
                            f"{clause!r} in {c.text!r}, which no variant meets at any declared shape", "remove the clause")
    for d in statics:
        for j, value in enumerate(d.values):
            ok = any(
                spec.feasible_with_runtime(v, dict(zip([s.name for s in statics], combo)))
                for v in spec.variants
                for combo in itertools.product(*[([value] if s is d else s.values) for s in statics])
            )
            if not ok:
                raise SpecError(doc.loc(("dims", d.name, "values", j)), f"dims.{d.name}.values[{j}]", "a value that some variant can use", f"{value}, which every variant's constraints reject", "remove it or fix the constraints")


def _dead_clauses(spec: Spec, constraint: Expr, statics) -> list[str]:
    """The clauses of a top-level `or` that no variant meets at any declared shape: they
    read as a case the op handles, and there is none."""
    tree = ast.parse(constraint.text.strip(), mode="eval").body
    if not (isinstance(tree, ast.BoolOp) and isinstance(tree.op, ast.Or)):
        return []
    clauses = [Expr(ast.unparse(node)) for node in tree.values]
    return [c.text for c in clauses if not any(_met_somewhere(spec, v, statics, c) for v in spec.variants)]


def _met_somewhere(spec: Spec, variant: Variant, statics, expr: Expr, free: str | None = None) -> bool:
    """Whether expr holds for variant at some combination of the static dims' values, runtime
    dims in their ranges (and the dim `free`, if named, at any value >= 0 in place of its default)."""
    import z3

    for combo in itertools.product(*[d.values for d in statics]):
        solver = z3.SimpleSolver()
        env = spec.z3_env(variant, dict(zip([d.name for d in statics], combo)), solver)
        if free:
            env[free] = z3.Int(free)
            solver.add(env[free] >= 0)
        solver.add(expr.to_z3(env))
        if decided(solver, spec.source.loc(("constraints",)), "constraints", f"variant {variant.name} at {combo}") == z3.sat:
            return True
    return False


def _blame(spec: Spec, variant: Variant, statics) -> Expr | None:
    """The first constraint that alone rules out every shape of this variant."""
    for c in spec.constraints:
        trial = Spec(**{**spec.__dict__, "constraints": [c], "_feasible": {}})
        if not any(trial.feasible_with_runtime(variant, dict(zip([d.name for d in statics], combo))) for combo in itertools.product(*[d.values for d in statics])):
            return c
    return None


# Test runs a spec may ask for, counted before constraints: each is a GPU test, and the list
# is built whole (a product of three 1000-value lists would take all memory).
MAX_TEST_RUNS = 10_000


def _check_cases(spec: Spec, doc, family) -> list:
    """The test entries and bench shapes; returns (variant name, dims) of every test run."""
    names = [v.name for v in spec.variants]
    runs = 0
    every_run = []  # (variant name, dims) of every entry's runs
    for i, case in enumerate(spec.tests):
        p = ("tests", i)
        runs += (len(names) if case["variants"] == "all" else len(case["variants"])) * math.prod(len(v) for k, v in case.items() if k != "variants" and isinstance(v, list))
        if runs > MAX_TEST_RUNS:
            raise SpecError(doc.loc(p), _field(p), f"at most {MAX_TEST_RUNS} test runs in all (variants times the product of each entry's value lists)", f"{runs} with this entry", "test fewer sizes")
        for k, vals in case.items():
            if k != "variants" and isinstance(vals, list):
                _check_distinct(doc, p + (k,), vals)
        if case["variants"] != "all":
            for j, n in enumerate(case["variants"]):
                if n not in names:
                    raise SpecError(doc.loc(p + ("variants", j)), _field(p + ("variants", j)), "a variant name", repr(n), _nearest(n, names))
                if n in case["variants"][:j]:
                    raise SpecError(doc.loc(p + ("variants", j)), _field(p + ("variants", j)), "distinct variant names", f"'{n}' again (first at variants[{case['variants'].index(n)}])")
        for k, vals in case.items():
            if k == "variants":
                continue
            if k not in spec.dims:
                raise SpecError(doc.loc(p + (k,), key=True), _field(p + (k,)), f"a dim name ({', '.join(spec.dims)})", f"'{k}'", _nearest(k, spec.dims))
            _check_dim_values(spec, doc, p + (k,), spec.dims[k], vals if isinstance(vals, list) else [vals])
        _check_every_dim(spec, doc, p, case)
        case_runs = list(_case_runs(spec, case))
        every_run += case_runs
        if not case_runs:
            raise SpecError(doc.loc(p), _field(p), "at least one run that meets the constraints", "none", "check the dims against the constraints")
        _check_every_value_runs(spec, doc, p, case, case_runs)
        for name, dims in case_runs:
            _check_index_bounds(spec, doc, p, spec.variant(name), dims)
            _check_call(spec, doc, family, p, case, spec.variant(name), dims)
    for i, shape in enumerate(spec.bench["shapes"]):
        p = ("bench", "shapes", i)
        if shape in spec.bench["shapes"][:i]:
            raise SpecError(doc.loc(p), _field(p), "distinct bench shapes", f"{flow(shape)} again (first at bench.shapes[{spec.bench['shapes'].index(shape)}])")
        if shape["variant"] not in names:
            raise SpecError(doc.loc(p + ("variant",)), _field(p + ("variant",)), "a variant name", repr(shape["variant"]), _nearest(shape["variant"], names))
        for k, val in shape.items():
            if k == "variant":
                continue
            if k not in spec.dims:
                raise SpecError(doc.loc(p + (k,), key=True), _field(p + (k,)), f"a dim name ({', '.join(spec.dims)})", f"'{k}'", _nearest(k, spec.dims))
            _check_dim_values(spec, doc, p + (k,), spec.dims[k], [val])
        _check_every_dim(spec, doc, p, shape)
        env = spec.env(spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})
        broken = next((i for i, c in enumerate(spec.constraints) if not c.evaluate(env)), None)
        if broken is not None:
            raise SpecError(doc.loc(p), _field(p), "a shape meeting the constraints", flow(shape), f"it breaks constraints[{broken}]: {spec.constraints[broken].text}")
        _check_index_bounds(spec, doc, p, spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})
        _check_call(spec, doc, family, p, shape, spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})
    # A peer call's `when` picks the bench shapes it runs at: one that holds at none of them
    # would leave the peer listed but never measured or compared.
    envs = [spec.env(variant, dims) for variant, dims in spec.bench_cases()]
    for peer in CALL_PEERS:
        call = spec.bench.get(peer)
        if call is not None and not any(call["when"].evaluate(env) for env in envs):
            p = ("bench", peer, "when")  # at bench.<peer> where the when is left out (always true)
            raise SpecError(doc.loc(p), _field(p), f"a condition that holds at some bench shape (else {peer} never runs)", f"{call['when'].text!r}, false at all {len(envs)} of bench.shapes", "fix the condition, or add a bench shape it admits")
    return every_run


def _check_call(spec, doc, family, path, entry: dict, variant, dims: dict) -> None:
    """A test run or bench shape (of the entry at path) is a call the GPU holds and the op
    takes: its tensors fit the bound for its kind (TEST_CASE_BYTES, BENCH_CASE_BYTES), and the
    family's op refuses none of its arguments (family.case_problem, where the family has one:
    the op's own rules beyond the spec's constraints, such as quant's row stride alignment)."""
    sizes = ", ".join(f"{k}={v}" for k, v in dims.items())
    bench = path[0] == "bench"
    bound, bound_name = (BENCH_CASE_BYTES, "BENCH_CASE_BYTES") if bench else (TEST_CASE_BYTES, "TEST_CASE_BYTES")
    size = spec.storage_bytes(variant, dims)
    if size > bound:
        raise SpecError(doc.loc(path), _field(path), f"{'a bench shape' if bench else 'a test run'} whose tensors take at most {bound // 2**30} GiB (kgen.spec.{bound_name}: inputs, outputs and a strided input's whole storage)",
                        f"{size / 2**30:.1f} GiB for variant {variant.name} at {sizes}", "use smaller sizes")
    case_problem = getattr(family, "case_problem", None)  # none: the op has no rule beyond the spec's
    problem = case_problem(spec, variant, dims) if case_problem else None
    if problem:
        dim, expected, found = problem
        written = entry.get(dim)  # the dim's value where the entry writes it, else the entry (a default)
        at = path + ((dim,) + ((written.index(dims[dim]),) if isinstance(written, list) else ()) if dim in entry else ())
        raise SpecError(doc.loc(at), _field(at), expected, f"{found} for variant {variant.name} at {sizes}", "drop that size, or add the rule to the constraints")


def _check_every_dim(spec, doc, path, given: dict) -> None:
    """A test case or bench shape at path names a value for each dim without a default."""
    missing = [d.name for d in spec.dims.values() if d.default is None and d.name not in given]
    if missing:
        raise SpecError(doc.loc(path), _field(path), f"a value for every dim without a default ({', '.join(missing)})", "none", f"add {missing[0]}")


def _case_runs(spec, case):
    """(variant name, dims) of each run of a test entry that meets the constraints."""
    names = [v.name for v in spec.variants] if case["variants"] == "all" else case["variants"]
    axes = {k: (v if isinstance(v, list) else [v]) for k, v in case.items() if k != "variants"}
    for name in names:
        for combo in itertools.product(*axes.values()):
            dims = dict(zip(axes, combo))
            if spec.satisfies(spec.variant(name), dims):
                yield name, dims


def _check_every_kernel_tested(spec, doc, runs: list) -> None:
    """Every specialization the module builds (a variant at one combination of the static
    dims that meets the constraints) is run by some test entry: a kernel compiled but never
    compared with the reference would ship untested."""
    statics = [d.name for d in spec.static_dims()]
    tested = {(name, tuple(dims[k] for k in statics)) for name, dims in runs}
    for built in spec.specializations():
        if (built.variant.name, tuple(built.statics[k] for k in statics)) not in tested:
            i = spec.variants.index(built.variant)
            at = ", ".join(f"{k}={x}" for k, x in built.statics.items())
            raise SpecError(doc.loc(("variants", i)), _field(("variants", i)), "a variant whose every built specialization some test entry runs",
                            f"'{built.variant.name}'{' at ' + at if at else ''}, which none does", "add a test entry for it")


def _check_every_value_runs(spec, doc, path, case, runs) -> None:
    """Each variant a test entry names and each value it lists is in at least one of its runs:
    the constraints would otherwise drop it without a word, and it would never be tested."""
    if case["variants"] != "all":
        ran = {name for name, _ in runs}
        for j, name in enumerate(case["variants"]):
            if name not in ran:
                raise SpecError(doc.loc(path + ("variants", j)), _field(path + ("variants", j)), "a variant that runs at some of the entry's sizes (the constraints hold)",
                                f"'{name}', which none of them admits", "drop it from this entry, or add sizes it takes")
    for k, vals in case.items():
        if k == "variants" or not isinstance(vals, list):
            continue
        ran = {dims[k] for _, dims in runs}
        for j, v in enumerate(vals):
            if v not in ran:
                raise SpecError(doc.loc(path + (k, j)), _field(path + (k, j)), f"a value of {k} that runs with some of the entry's variants and sizes (the constraints hold)",
                                f"{v}, which meets them with none", "drop it, or fix the entry")


def _check_index_bounds(spec, doc, path, variant, dims) -> None:
    """An indices init draws from [0, high), and -1 for what it skips (every index where high
    is 0): at each test run and bench shape high lies in [0, the dtype's largest + 1], and -1
    needs a signed dtype."""
    env = spec.env(variant, dims)
    for t in spec.inputs.values():
        if not (isinstance(t.init, dict) and "indices" in t.init) or t.unless is not None and variant.params[t.unless]:
            continue
        high = t.init["indices"]["high"]
        value = high.evaluate(env)
        low_limit, high_limit, _ = DTYPE_RANGES[spec.dtype(t, variant)]
        sizes = ", ".join(f"{k}={v}" for k, v in dims.items())
        where = f"at {_field(path)} (variant {variant.name}, {sizes})"
        if not 0 <= value <= high_limit + 1:
            at = ("inputs", t.name, "init", "indices", "high")
            raise SpecError(doc.loc(at), _field(at), f"a bound from 0 to {high_limit + 1} at every test run and bench shape (indices are drawn from [0, high) into {spec.dtype(t, variant)})",
                            f"{high.text!r} = {value} {where}")
        skips = value == 0 or t.init["indices"]["skip"] > 0 or t.init["indices"].get("skip_rows", 0.0) > 0
        if skips and low_limit == 0:
            at = ("inputs", t.name, "dtype")
            raise SpecError(doc.loc(at), _field(at), "a signed integer dtype for an indices init that skips (it writes -1)", f"{spec.dtype(t, variant)} {where}", "use int16, int32 or int64")


def _check_dim_values(spec, doc, path, dim: Dim, values) -> None:
    for j, v in enumerate(values):
        where = path + ((j,) if len(values) > 1 or isinstance(spec_value(doc, path), list) else ())
        if dim.runtime and not dim.min <= v <= dim.max:
            raise SpecError(doc.loc(where), _field(where), f"a value of {dim.name} in [{dim.min}, {dim.max}]", str(v))
        if not dim.runtime and dim.default is None and v not in dim.values:
            raise SpecError(doc.loc(where), _field(where), f"one of {dim.name}'s values {flow(dim.values)}", str(v), "add it to the dim's values")
        if dim.default is not None and not 1 <= v <= INT32_MAX:  # a size kernels take as a 32-bit integer
            raise SpecError(doc.loc(where), _field(where), f"a value of {dim.name} in [1, {INT32_MAX}]", str(v))


def spec_value(doc, path) -> Any:
    node = doc.data
    for p in path:
        node = node[p]
    return node
