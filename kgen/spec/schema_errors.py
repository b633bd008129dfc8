"""JSON Schema errors in a spec's words: of the errors the schema finds, the one nearest the
top, followed into the oneOf/anyOf alternative the spec meant, as a SpecError at its place
with what was expected, what was found and a suggested fix."""

from __future__ import annotations

import difflib

import jsonschema

from .. import yamlpos
from ..errors import SpecError
from ..yamlpos import field_path, flow
from .tilings import KNOB_KINDS, knob_kind_at
from .values import describe, nearest


def first_schema_error(doc: yamlpos.PositionedDoc, errors: list) -> SpecError:
    """The SpecError for the first of the schema's errors (sorted nearest the top first)."""
    deepest = _deepest(doc, errors[0])
    if isinstance(deepest, SpecError):
        return deepest
    path = tuple(deepest.absolute_path)
    kind = knob_kind_at(doc.data, path)
    if kind:  # the schema admits a number or a switch for any knob; the family knows which
        return SpecError(doc.loc(path), field_path(path), KNOB_KINDS[kind], describe(deepest.instance))
    return _schema_error(doc, deepest)


def _schema_error(doc: yamlpos.PositionedDoc, error: jsonschema.ValidationError) -> SpecError:
    path = tuple(error.absolute_path)
    schema = error.schema
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = list(schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed)[0]
        return SpecError(
            doc.loc(path + (extra,), key=True),
            field_path(path + (extra,)),
            f"one of the keys {', '.join(allowed)}",
            f"unknown key '{extra}'",
            nearest(extra, allowed),
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
            return SpecError(doc.loc(path + (typo[0],), key=True), field_path(path + (typo[0],)), f"a '{missing}' entry", f"'{typo[0]}'", f"did you mean '{missing}'?")
        return SpecError(at, field_path(path + (missing,)), f"a '{missing}' entry", "none", f"add '{missing}:'")
    if error.validator == "enum":
        return SpecError(
            doc.loc(path),
            field_path(path),
            f"one of {', '.join(map(str, schema['enum']))}",
            f"'{error.instance}'" if isinstance(error.instance, str) else describe(error.instance),
            nearest(str(error.instance), schema["enum"]),
        )
    if error.validator == "const":
        # One branch of a oneOf whose other is a list (tests[].variants: all, or [names]).
        listed = error.parent is not None and error.parent.validator == "oneOf" and any(alt.get("type") == "array" for alt in error.parent.schema["oneOf"])
        if listed:
            return SpecError(doc.loc(path), field_path(path), f"{flow(schema['const'])} or a list", describe(error.instance), f"write [{error.instance}]" if isinstance(error.instance, str) else "")
        return SpecError(doc.loc(path), field_path(path), flow(schema["const"]), describe(error.instance))
    if error.validator == "minLength" and schema["minLength"] == 1:
        return SpecError(doc.loc(path), field_path(path), "a non-empty string", "an empty one")
    if error.validator == "type":
        types = [schema["type"]] if isinstance(schema["type"], str) else schema["type"]
        # 1024.0 (or 1.024e+3) where a count belongs: the integer it equals is what to write.
        integral = "integer" in types and isinstance(error.instance, float) and error.instance.is_integer()
        return SpecError(doc.loc(path), field_path(path), " or ".join(_TYPE_NAMES[t] for t in types), describe(error.instance), f"write {int(error.instance)}" if integral else "")
    if error.validator == "maxProperties" and "properties" in schema:
        keys = list(schema["properties"])
        return SpecError(doc.loc(path), field_path(path), f"one of the keys {', '.join(keys)}, not {'both' if len(keys) == 2 else 'several'}", f"{', '.join(map(str, error.instance))}")
    if error.validator in ("minItems", "minProperties", "maxItems"):
        bound = schema[error.validator]
        # An empty list is `[]` at its value; a short block list starts at its first entry, so at its key.
        return SpecError(
            doc.loc(path, key=bool(error.instance) and bool(path) and isinstance(path[-1], str)),
            field_path(path),
            f"{'at most' if error.validator == 'maxItems' else 'at least'} {bound} {'entry' if bound == 1 else 'entries'}",
            f"{len(error.instance)}" if error.instance else "none",
        )
    if error.validator == "minimum":
        return SpecError(doc.loc(path), field_path(path), f"a number >= {schema['minimum']}", repr(error.instance))
    if error.validator == "exclusiveMinimum":
        return SpecError(doc.loc(path), field_path(path), f"a number > {schema['exclusiveMinimum']}", repr(error.instance))
    if error.validator == "exclusiveMaximum":
        return SpecError(doc.loc(path), field_path(path), f"a number < {schema['exclusiveMaximum']}", repr(error.instance))
    if error.validator == "pattern" and "propertyNames" in error.schema_path:  # a key, not a value
        return SpecError(doc.loc(path + (error.instance,), key=True), field_path(path + (error.instance,)), "a name of letters, digits and _", repr(error.instance))
    if error.validator == "pattern":
        what = "module.path:function" if path and path[-1] == "reference" else "a name of letters, digits and _"
        return SpecError(doc.loc(path), field_path(path), what, repr(error.instance))
    return SpecError(doc.loc(path), field_path(path), "a valid value", f"{error.instance!r} ({error.message})")


_TYPE_NAMES = {"integer": "an integer", "number": "a number", "string": "a string", "boolean": "true or false", "object": "a mapping", "array": "a list", "null": "nothing"}


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
                return SpecError(
                    doc.loc(path + (keys[0],), key=True) if keys else doc.loc(path, key=bool(path)),
                    field_path(path),
                    f"a mapping with one of the keys {', '.join(forms.values())}",
                    f"the key '{keys[0]}'" if keys else "an empty mapping",
                    nearest(keys[0], forms.values()) if keys else "",
                )
            within = [e for e in error.context if e.relative_schema_path[0] == named[0]]
            if within:
                error = max(within, key=_telling)
                continue
        error = max(error.context, key=_telling)
    return error


def _telling(error: jsonschema.ValidationError) -> tuple:
    """Deeper errors, and those of an alternative whose type matched, tell more."""
    return len(error.absolute_path), error.validator not in ("type", "const")
