"""YAML loading that remembers where every key and value came from (line and column)."""
from __future__ import annotations

from typing import Any

import yaml

from .errors import Location, SpecError

Path = tuple  # keys and list indices from the document root


class PositionedDoc:
    """Plain Python data plus a map from each path to the location of its value and key."""

    def __init__(self, file: str, data: Any, value_marks: dict, key_marks: dict):
        self.file = file
        self.data = data
        self._value_marks = value_marks
        self._key_marks = key_marks

    def loc(self, path: Path, key: bool = False) -> Location:
        marks = self._key_marks if key else self._value_marks
        path = tuple(path)
        while path not in marks and path:
            path = path[:-1]  # fall back to the nearest enclosing node
        line, col = marks.get(path, (0, 0))
        return Location(self.file, line + 1, col + 1)


def load(file: str, text: str) -> PositionedDoc:
    loader = yaml.SafeLoader(text)
    try:
        root = loader.get_single_node()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        raise SpecError(
            Location(file, mark.line + 1, mark.column + 1) if mark else Location(file, 1, 1),
            "<document>",
            "valid YAML",
            f"a syntax error: {e.problem}",
        ) from None
    finally:
        loader.dispose()
    if root is None:
        raise SpecError(Location(file, 1, 1), "<document>", "a mapping with the spec's fields", "an empty file")
    value_marks: dict = {}
    key_marks: dict = {}
    constructor = yaml.SafeLoader("")

    def build(node, path):
        value_marks[path] = (node.start_mark.line, node.start_mark.column)
        if isinstance(node, yaml.MappingNode):
            out = {}
            for knode, vnode in node.value:
                key = constructor.construct_object(knode)
                if not isinstance(key, str):
                    key = str(key)
                if key in out:
                    raise SpecError(
                        Location(file, knode.start_mark.line + 1, knode.start_mark.column + 1),
                        ".".join(map(str, path + (key,))) or key,
                        "each key once",
                        f"a second '{key}'",
                        "remove or merge the duplicate",
                    )
                key_marks[path + (key,)] = (knode.start_mark.line, knode.start_mark.column)
                out[key] = build(vnode, path + (key,))
            return out
        if isinstance(node, yaml.SequenceNode):
            return [build(item, path + (i,)) for i, item in enumerate(node.value)]
        return constructor.construct_object(node)

    return PositionedDoc(file, build(root, ()), value_marks, key_marks)
