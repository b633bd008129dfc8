"""What a spec's text and names must be to be written into the generated module: every
string printable there as written, and the op, dim, param and tensor names Python names that
mean nothing else in that module."""

from __future__ import annotations

import builtins
import keyword
import unicodedata

from ..errors import SpecError
from ..yamlpos import field_path


def check_text(doc, node, path: tuple) -> None:
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
                raise SpecError(doc.loc(where, key=is_key), field_path(where), expected, f"U+{ord(text[i]):04X}{f' ({name})' if name else ''} at character {i}{' of the key' if is_key else ''}")
        check_text(doc, value, path + (key,))


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
            return (
                i,
                "text with no invisible format character (bidi controls such as U+202E, zero-width characters: Unicode category Cf), which would make the generated module read otherwise than it runs",
            )
    return None


# Names a generated module binds at its top (imports, tables, helpers) or gives the op's own
# arguments, and Python's keywords and soft keywords: an op, dim, param or tensor called so
# would shadow them or not parse (or, a soft keyword, read as a statement's keyword).
RESERVED_NAMES = (
    frozenset(keyword.kwlist)
    | frozenset(keyword.softkwlist)
    | {
        "torch",
        "T",
        "tilelang",
        "tl",
        "rt",
        "math",
        "numbers",
        "make_half_bank_swizzled_layout",
        "dataclass",
        "Optional",
        "Config",
        "KERNELS",
        "OP",
        "SHAPES",
        "TILING",
        "VARIANTS",
        "RUNTIME_RANGES",
        "SPEC_SHA256",
        "TEMPLATE_SHA256",
        "DEVICE_FUNCTIONS",
        "bucket",
        "config",
    }
)


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


def check_names(doc, data: dict) -> None:
    """The op, dim, param and tensor names become Python names in the generated module: one
    name for one thing, none that the module or Python already gives a meaning."""
    places = [(("op",), data["op"])]
    if data["op"] in GENERATED_FOLDERS:
        raise SpecError(doc.loc(("op",)), "op", "a name the generated package can use", f"'{data['op']}', the name of its folder {GENERATED_FOLDERS[data['op']]}", "rename it")
    if data["op"].startswith("_") and not data["op"].startswith("__"):  # double underscores: refused below
        raise SpecError(
            doc.loc(("op",)), "op", "a public name (the generated package keeps leading underscores for itself: generated/_prebuilt/ holds a wheel's kernels)", repr(data["op"]), "drop the underscore"
        )
    places += [((group, name), name) for group in ("dims", "params", "inputs", "outputs") for name in data[group]]
    first = {}
    for path, name in places:
        local = len(path) > 1
        if name in RESERVED_NAMES or name.startswith("__") or name in BUILTIN_NAMES:
            what = (
                "a Python keyword"
                if keyword.iskeyword(name)
                else "a Python soft keyword"
                if keyword.issoftkeyword(name)
                else "a double-underscore name"
                if name.startswith("__")
                else "a name the generated module already uses"
                if name in RESERVED_NAMES
                else "a Python builtin"
            )
            raise SpecError(doc.loc(path, key=local), field_path(path), "a name the generated Python can use", f"'{name}', {what}", "rename it")
        if len(name) > MAX_NAME_LENGTH:
            raise SpecError(
                doc.loc(path, key=local), field_path(path), f"a name of at most {MAX_NAME_LENGTH} characters (it names files and Python functions)", f"{len(name)} characters", "shorten it"
            )
        if local and name in first:
            raise SpecError(
                doc.loc(path, key=True),
                field_path(path),
                "a name no other dim, param or tensor has (each becomes an argument or local of the op)",
                f"'{name}', also {field_path(first[name])}",
                "rename one of them",
            )
        first.setdefault(name, path)
