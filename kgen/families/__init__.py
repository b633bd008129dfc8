"""Template families: the registry (TEMPLATES), the Jinja environment their templates render
in, and each family's template hash. A family's contract is kgen.families.family.Family.

Layout: one package per family, kgen/families/<name>/, holding its rules (__init__.py: the
Family subclass) and its kernel layer (the template `kernel_template` names); beside them the
shared pieces: family.py (the contract), rules.py (rule helpers every family applies), and
kgen's shared templates, module.py.j2 and op.py.j2 (the generated module and its op layer)
and buckets.j2 (the tiling-bucket macros). One Jinja loader (ENV) searches
this folder and then each family's: a template's name is its file name, unique across them.
"""

from __future__ import annotations

import difflib
import hashlib
import re
from pathlib import Path

import jinja2
import jinja2.meta

from .cast_back import CastBackFamily
from .gemm import GemmFamily
from .mhc import MhcFamily
from .quant import QuantFamily
from .rowwise import RowwiseFamily
from .sparse_attn import SparseAttnFamily
from .topk import TopkFamily
from .transpose import TransposeFamily

FAMILIES_DIR = Path(__file__).parent  # the shared templates; each family's in FAMILIES_DIR / name
OP_LAYER_RENDERER = Path(__file__).parent.parent / "oplayer.py"  # what the shared op template renders from

TEMPLATES = {f.name: f for f in (CastBackFamily(), QuantFamily(), GemmFamily(), MhcFamily(), TopkFamily(), SparseAttnFamily(), TransposeFamily(), RowwiseFamily())}


def template_dirs(root: Path = FAMILIES_DIR) -> list[Path]:
    """The folders the Jinja loader searches, in order: the shared templates', then each
    family's (kgen/families/<name>/)."""
    return [root, *(root / name for name in sorted(TEMPLATES))]


ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader([str(d) for d in template_dirs()]),
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
    keep_trailing_newline=True,
)


def docstring_text(text: str) -> str:
    """A spec's free text inside a triple-quoted docstring, read back as written: backslashes
    are doubled (C:\\Users would be an escape), and no run of three quotes, nor a quote just
    before the closing ones, ends the string early."""
    text = text.replace("\\", "\\\\").replace('"""', '""\\"')
    return text[:-1] + '\\"' if text.endswith('"') else text


def comment_text(text: str) -> str:
    """Text for one comment line: a control character (a line break would end the comment,
    and what follows would run as code) is written as its escape, and so is a backslash, so
    that a name holding the two characters \\n reads otherwise than one holding a line break."""
    return "".join(c if c.isprintable() and c != "\\" else c.encode("unicode_escape").decode("ascii") for c in text)


def from_comment_text(text: str) -> str:
    """The text that comment_text wrote as `text`."""
    simple = {"\\": "\\", "n": "\n", "t": "\t", "r": "\r"}
    return re.sub(r"\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|[\\ntr])", lambda m: simple.get(m[1]) or chr(int(m[1][1:], 16)), text)


ENV.filters["docstring_text"] = docstring_text
ENV.filters["comment_text"] = comment_text


def template_file(template: str) -> Path:
    """The file the Jinja loader (ENV.loader) finds for a template name."""
    return Path(ENV.loader.get_source(ENV, template)[1])


def template_sha256(name: str) -> str:
    """Hash of a family's template, the templates it imports and its Python half (the family's
    package, kgen/families/<name>/*.py): changing any of them means a rebuild. A family
    whose op layer is kgen's adds the shared module and op templates, the family contract and
    the op layer's renderer."""
    templates = ["module.py.j2", TEMPLATES[name].kernel_template]
    shared = [FAMILIES_DIR / "family.py", OP_LAYER_RENDERER]
    imported = sorted({i for t in templates for i in jinja2.meta.find_referenced_templates(ENV.parse(template_file(t).read_text()))} - {None, *templates})
    h = hashlib.sha256()
    rules = sorted((FAMILIES_DIR / name).glob("*.py"))  # __init__.py, and the modules it reads (rowwise's emitter)
    for path in [*(template_file(t) for t in templates), *(template_file(i) for i in imported), *rules, *shared]:
        h.update(path.read_bytes())
    return h.hexdigest()


KERNEL_LAYER_MARK = "# --- kernel layer"  # module.py.j2's line before the family's kernel template
OP_LAYER_MARK = "# --- op layer"


def source_line(family_name: str, module_text: str, module_line: int) -> str:
    """Where a generated module's line comes from, as file:line for an error message: the line
    of the family's kernel template that rendered it (the kernel layer follows
    KERNEL_LAYER_MARK), else the template that rendered it and the module's line."""
    kernel_template = TEMPLATES[family_name].kernel_template
    lines = module_text.splitlines()
    start, end = (next((i + 1 for i, line in enumerate(lines) if line.startswith(mark)), None) for mark in (KERNEL_LAYER_MARK, OP_LAYER_MARK))
    if start is not None and start < module_line < (end or len(lines) + 1):
        source = template_file(kernel_template)
        line = _template_line(source.read_text().splitlines(), lines[start : (end or len(lines) + 1) - 1], module_line - start - 1) + 1
        return f"{_shown(source)}:{line}"
    template = "op.py.j2" if end is not None and module_line > end else "module.py.j2"
    return f"{_shown(template_file(template))} (generated module line {module_line})"


def family_template(family_name: str) -> str:
    """The family's own template, as an error names it where no line of it is known."""
    return _shown(template_file(TEMPLATES[family_name].kernel_template))


def _template_line(source: list, rendered: list, index: int) -> int:
    """The index of the template line that rendered line `index`: lines without Jinja come out
    as they are written, so aligning the two texts pairs every plain line exactly, and a
    line with an expression by its unchanged neighbours (Jinja's statement lines print none)."""
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, source, rendered, autojunk=False).get_opcodes():
        if j1 <= index < j2:
            return i1 + (index - j1 if tag == "equal" or i2 - i1 == j2 - j1 else 0)
    return len(source) - 1


def _shown(path: Path) -> str:
    """A template's path relative to the checkout where it lies inside it."""
    checkout = FAMILIES_DIR.parent.parent
    return path.relative_to(checkout).as_posix() if path.is_relative_to(checkout) else path.as_posix()
