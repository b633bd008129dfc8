"""YAML loading that remembers where every key and value came from (line and column)."""

from __future__ import annotations

import bisect
import math
import os
import re
import stat
import unicodedata
from typing import Any

import yaml

from .errors import Location, SpecError

Path = tuple  # keys and list indices from the document root
# Values a spec may hold once its aliases are expanded, and how deep it may nest: a spec has a
# few hundred values a few levels deep; past these, a document of nested aliases ("billion
# laughs") or brackets would take the loader's memory or its stack.
MAX_VALUES = 100_000
MAX_DEPTH = 64
# Digits an integer may have: a spec's sizes and counts fit in 64 bits, and Python cannot print
# an integer of over 4300 digits, which every message about it does.
MAX_INT_DIGITS = 30
# A number as YAML 1.2 and Python write it. YAML 1.1, which PyYAML reads, takes one with an
# exponent but no dot (1e-6), an unsigned exponent (1.0e6), a leading zero (09) or a sign
# before a dot (-.5) for text.
NUMBER = re.compile(r"(?P<sign>[-+]?)(?P<mantissa>\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE](?P<exponent>[-+]?[0-9]+))?")
INT_TAG = "tag:yaml.org,2002:int"
BOOL_TAG = "tag:yaml.org,2002:bool"
FLOAT_TAG = "tag:yaml.org,2002:float"
STR_TAG = "tag:yaml.org,2002:str"
# Characters YAML 1.1 (PyYAML) breaks lines at and editors do not: outside quotes, the text after
# one reads as a new line, at column 0 (a folded doc's next words become a top-level key).
YAML_ONLY_LINE_BREAKS = "\u0085\u2028\u2029"


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
    # Found once, so that each value's position is a bisection: counting the lines before each
    # value afresh took minutes for a large document.
    # A byte-order mark is no column an editor shows: line 1 starts after it.
    line_starts = [1 if text.startswith("\ufeff") else 0] + [m.end() for m in re.finditer(r"\r\n?|\n", text)]

    def position(index: int) -> tuple[int, int]:
        """The 0-based line and column of a character as editors count them: lines end at \\n,
        \\r\\n or a lone \\r, as YAML's do (YAML's marks also break lines at U+0085, U+2028 and
        U+2029, which editors do not, and which would shift every later line)."""
        line = max(bisect.bisect_right(line_starts, index) - 1, 0)  # the mark itself, if any, at column 0
        return line, max(index - line_starts[line], 0)

    loader = None
    try:
        loader = _AliasMarkingLoader(text)  # its reader refuses unprintable characters up front
        root = loader.get_single_node()
        alias_marks = loader.alias_marks
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line, column = position(mark.index) if mark else (0, 0)
        # A line break that editors do not show, just before the error (on its line or the two
        # before): YAML read those lines differently from what the reader sees. One further up
        # (inside a quoted doc string, say) is no cause of it.
        before = text[: mark.index + 1] if mark else ""
        at = max(before.rfind(c) for c in "\u0085\u2028\u2029")
        hint = ""
        if at >= 0:
            where, col = position(at)
            if line - where <= 2:
                hint = f"YAML reads U+{ord(text[at]):04X} at line {where + 1}, column {col + 1} as a line break; remove it"
        raise SpecError(Location(file, line + 1, column + 1), "<document>", "valid YAML", f"a syntax error: {e.problem}", hint) from None
    except RecursionError:
        raise SpecError(Location(file, 1, 1), "<document>", f"values nested at most {MAX_DEPTH} deep", "deeper nesting", "flatten it") from None
    except yaml.reader.ReaderError as e:  # a character YAML does not allow (control characters)
        line, column = position(e.position)
        raise SpecError(
            Location(file, line + 1, column + 1),
            "<document>",
            "printable YAML text",
            f"the character 0x{e.character if isinstance(e.character, int) else ord(e.character):02x}",
            "remove it",
        ) from None
    finally:
        if loader is not None:
            loader.dispose()
    if root is None:
        raise SpecError(Location(file, 1, 1), "<document>", "a mapping with the spec's fields", "an empty file")
    value_marks: dict = {}
    key_marks: dict = {}
    quoted = []  # (start, end) text index of each quoted scalar: a line separator there is text
    starts = []  # (start index, path) of each value written where it stands (not through an alias)
    constructor = yaml.SafeLoader("")

    def at(node) -> Location:
        line, column = position(node.start_mark.index)
        return Location(file, line + 1, column + 1)

    def plain(node, path) -> None:
        is_scalar = isinstance(node, yaml.ScalarNode)
        if node.tag != constructor.resolve(type(node), node.value if is_scalar else None, (is_scalar and node.style is None, False)):
            raise SpecError(at(node), field_path(path), "a plain YAML value", f"the tag '{node.tag}'", "remove the tag")

    def number_surprise(node, path) -> None:
        """A number YAML 1.1 reads otherwise than it looks is refused, not read: 01000 is octal
        512, 2:08 is 128 in base 60, and 1e-6 is the text '1e-6'."""
        unsigned = node.value.lstrip("+-").replace("_", "")
        if node.tag == INT_TAG:
            digits = unsigned[2:] if unsigned[:2] in ("0x", "0b") else unsigned.replace(":", "")
            if len(digits) > MAX_INT_DIGITS:
                raise SpecError(at(node), field_path(path), f"an integer of at most {MAX_INT_DIGITS} digits", f"one of {len(digits)} digits")
        if node.tag in (INT_TAG, FLOAT_TAG) and ":" in unsigned:
            raise SpecError(
                at(node),
                field_path(path),
                "a number written in decimal",
                f"{node.value}, which YAML 1.1 reads in base 60, as {constructor.construct_object(node)}",
                "write the number in decimal, or quote it for text",
            )
        if node.tag == INT_TAG and len(unsigned) > 1 and unsigned[0] == "0" and unsigned[1] not in "xb":
            raise SpecError(
                at(node),
                field_path(path),
                "a number written in decimal",
                f"{node.value}, which YAML 1.1 reads as octal, {constructor.construct_object(node)}",
                "drop the leading zeros, or quote it for text",
            )
        number = NUMBER.fullmatch(node.value) if node.tag == STR_TAG and node.style is None else None
        if number:
            # The number in a form YAML 1.1 reads as one: a digit before the dot, and a dot
            # and a signed exponent where there is an exponent.
            whole, dot, fraction = number["mantissa"].partition(".")
            whole = whole.lstrip("0") or "0"
            exponent = number["exponent"]
            if exponent is None:
                written = number["sign"] + whole + dot + fraction
            else:
                written = f"{number['sign']}{whole}.{fraction or '0'}e{exponent if exponent[0] in '+-' else '+' + exponent}"
            value = float(node.value)
            check_float_range(node, path, value, "would read")
            # 1e3 may be meant for a count: the float it becomes is not an integer either
            # (exact only below 2^53: past it, 1e23 is not the integer its float holds).
            integer = f", or {int(value)} where an integer is wanted" if exponent is not None and value.is_integer() and abs(value) < 2**53 else ""
            raise SpecError(
                at(node),
                field_path(path),
                "a number as YAML 1.1 writes it",
                f"{node.value}, which YAML 1.1 reads as the text '{node.value}'",
                f"write {written}{integer}, or quote it for text",
            )
        if node.tag == FLOAT_TAG and node.value.lower().lstrip("+-") not in (".inf", ".nan"):  # written as infinity: meant
            check_float_range(node, path, constructor.construct_object(node), "reads")

    def check_float_range(node, path, value: float, reads: str) -> None:
        """A number written in digits that reads as inf, or as 0 from a nonzero mantissa."""
        mantissa = node.value.lower().lstrip("+-").partition("e")[0]
        if math.isinf(value) or value == 0 and any(c in "123456789" for c in mantissa):
            raise SpecError(at(node), field_path(path), "a number a 64-bit float holds (magnitudes from about 4.9e-324 to 1.8e+308)", f"{node.value}, which {reads} as {value}")

    def scalar(node, path):
        if node.style in ("'", '"'):
            quoted.append((node.start_mark.index, node.end_mark.index))
        plain(node, path)
        number_surprise(node, path)
        if node.tag == "tag:yaml.org,2002:timestamp":
            # No spec field is a date: a date-like scalar stays the text it is, so that the
            # field's own check names it (YAML would build a date, or fail on 2020-13-45).
            return node.value
        try:
            return constructor.construct_object(node)
        except yaml.constructor.ConstructorError:  # `<<` (merge) and `=` resolve to tags SafeLoader cannot build
            merge = node.tag == "tag:yaml.org,2002:merge"
            raise SpecError(
                at(node),
                field_path(path),
                "a plain YAML value",
                f"'{node.value}', which YAML reads as '{node.tag}'",
                "merge keys are not supported; write the keys out" if merge else "quote it",
            ) from None

    built = 0

    def build(node, path, parents=(), alias=None):
        """The value of node at path; alias: the index of the alias that path's value was
        written as, if any: where everything under path is located, since only the alias
        stands there in the text (the anchored value is elsewhere, under another path)."""
        nonlocal built
        built += 1
        if built > MAX_VALUES:
            raise SpecError(at(node), field_path(path), f"a spec of at most {MAX_VALUES} values (aliases expanded)", "more", "write fewer aliases of large values")
        if len(path) > MAX_DEPTH:
            raise SpecError(at(node), field_path(path[:MAX_DEPTH]), f"values nested at most {MAX_DEPTH} deep", "deeper nesting", "flatten it")
        value_marks[path] = position(node.start_mark.index if alias is None else alias)
        if alias is None:
            starts.append((node.start_mark.index, path))
        if isinstance(node, yaml.ScalarNode):
            if node.tag == BOOL_TAG and node.style is None and node.value.lower() not in ("true", "false"):
                # A key `yes:` is the name 'yes' (see below); as a value YAML 1.1 makes it a switch.
                raise SpecError(
                    at(node),
                    field_path(path),
                    "a switch written true or false",
                    f"{node.value}, which YAML 1.1 reads as {flow(constructor.construct_object(node))}",
                    "write true or false, or quote it for text",
                )
            return scalar(node, path)
        if node in parents:
            raise SpecError(at(node), field_path(path), "a value that does not contain itself", "an alias of an enclosing anchor", "write the value out")
        plain(node, path)
        parents += (node,)
        if isinstance(node, yaml.MappingNode):
            out = {}
            for pair, (knode, vnode) in enumerate(node.value):
                if not isinstance(knode, yaml.ScalarNode):
                    raise SpecError(at(knode), field_path(path), "a name as key", "a mapping or list")
                key = scalar(knode, path)
                if not isinstance(key, str):
                    key = knode.value  # `3:` and `yes:` are the names '3' and 'yes'
                key_at = alias if alias is not None else alias_marks.get((id(node), ("key", pair)), knode.start_mark.index)
                if key in out:
                    raise SpecError(Location(file, *(n + 1 for n in position(key_at))), field_path(path + (key,)), "each key once", f"a second '{key}'", "remove or merge the duplicate")
                key_marks[path + (key,)] = position(key_at)
                out[key] = build(vnode, path + (key,), parents, alias if alias is not None else alias_marks.get((id(node), id(knode))))
            return out
        return [build(item, path + (i,), parents, alias if alias is not None else alias_marks.get((id(node), i))) for i, item in enumerate(node.value)]

    data = build(root, ())
    _check_line_breaks(file, text, position, quoted, starts)
    return PositionedDoc(file, data, value_marks, key_marks)


def _check_line_breaks(file: str, text: str, position, quoted: list, starts: list) -> None:
    """No line break that only YAML sees stands outside a quoted scalar (YAML_ONLY_LINE_BREAKS):
    the document YAML read would differ from the one its author sees. Named at the character,
    under the field of the value it falls in (the last value that starts before it)."""
    starts = sorted(starts, key=lambda s: s[0])
    for match in re.finditer(f"[{YAML_ONLY_LINE_BREAKS}]", text):
        at = match.start()
        if any(start <= at < end for start, end in quoted):
            continue
        line, column = position(at)
        before = bisect.bisect_right([s for s, _ in starts], at) - 1
        path = starts[before][1] if before >= 0 else ()
        raise SpecError(
            Location(file, line + 1, column + 1),
            field_path(path),
            "no line break that only YAML sees, outside quotes (YAML 1.1 reads U+0085, U+2028 and U+2029 as line breaks, which editors do not show: what follows would read as a new line)",
            f"U+{ord(match[0]):04X} ({unicodedata.name(match[0], 'NEXT LINE')})",
            "remove it, or quote the text",
        )  # U+0085, a control character, has no unicodedata name


class _AliasMarkingLoader(yaml.SafeLoader):
    """SafeLoader that also notes where each alias stands: {(id(parent node), item index,
    id(key node) for a value, or ("key", pair index) for a key): index of the alias in the
    text}. The alias itself composes to the anchored node, whose marks are the anchor's."""

    def __init__(self, text: str):
        super().__init__(text)
        self.alias_marks: dict = {}

    def compose_node(self, parent, index):
        if parent is not None and self.check_event(yaml.AliasEvent):
            # A mapping composes each key with index None, before its pair is appended.
            at = ("key", len(parent.value)) if index is None else index if isinstance(index, int) else id(index)
            self.alias_marks[(id(parent), at)] = self.peek_event().start_mark.index
        return super().compose_node(parent, index)


def special_file(path: str | os.PathLike) -> str | None:
    """What stands at path when it is not a regular file (its link followed), else None. A
    FIFO or device is named before it is opened: opening or reading one can block forever, or
    never end (/dev/zero). A path that cannot be examined is None too: reading it names why."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device"


def field_path(path) -> str:
    """A path as a reader of the spec writes it: dims.N.values[2]."""
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out or "<document>"


def flow(value) -> str:
    """A value as YAML's flow style writes it: true, null, [M, K], {rel: 0.01}. A string on
    its own that would read as another value is quoted ('128', 'true'), so that a found string
    is told from the number or switch expected; strings in a list stay bare, since lists of
    expression texts ([K, 1]) are shown as written."""
    if isinstance(value, str) and _reads_as_other_than_text(value):
        return f"'{value}'"
    return _flow(value)


_RESOLVER = yaml.resolver.Resolver()


def _reads_as_other_than_text(text: str) -> bool:
    """Whether text written bare reads as a number, switch or null to YAML or to a reader."""
    return _RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) != STR_TAG or NUMBER.fullmatch(text) is not None


def _flow(value) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    return str(value)
