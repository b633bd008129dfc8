"""How spec errors name what they found and suggest a fix, and the small checks every stage
of the loader shares: the value at a path of the document, a value described as a spec's
reader would name it, the nearest valid name, no value listed twice."""

from __future__ import annotations

import difflib
from typing import Any

from ..errors import SpecError
from ..yamlpos import field_path, flow


def nearest(word: str, choices) -> str:
    """A suggestion for a misspelt word: the choice it most likely meant, else every choice.
    A name that differs only in case comes first (difflib scores "m" against "M" at 0)."""
    match = [c for c in choices if str(c).lower() == word.lower()] or difflib.get_close_matches(word, list(choices), n=1, cutoff=0.5)
    return f"did you mean '{match[0]}'?" if match else f"valid: {', '.join(sorted(map(str, choices)))}"


def describe(value) -> str:
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


def check_distinct(doc, path: tuple, values: list) -> None:
    """No value listed twice (1 and true are different values)."""
    for j, v in enumerate(values):
        first = next(i for i, u in enumerate(values) if type(u) is type(v) and u == v)
        if first < j:
            raise SpecError(doc.loc(path + (j,)), field_path(path + (j,)), "distinct values", f"{flow(v)} again (first at {field_path(path + (first,))})")


def value_at(doc, path) -> Any:
    """The value at path in the spec's document, as written."""
    node = doc.data
    for p in path:
        node = node[p]
    return node
