"""Template families. A spec names one; the family states what it needs and renders it.

A family has `name`, the `params`, `dims`, `tensors` and `tiling` knobs a spec must declare,
`runtime_dims`, `static_dims` and `derived_dims` ({dim: why}: the dims its kernels take at
each call, those that shape the code, and those compiled in as a default computes them; the
spec loader checks their kinds first, see rules.check_dim_kinds),
`tail_tiles` (the knob that tiles each runtime dim), `strided_tensors` (the tensors whose
declared `strides` its kernels honour; any other is laid out contiguously), `optional_tensors`
(those a variant may lack, by `unless`), `static_tails` (static dims whose tail policy it reads), `bucket_dim` (the (dim, meaning) that
`tiling.buckets` may split, or None: one tiling per variant; a family with one also has
`bucket_inputs`, what else a bucket's `when` may read, after that dim the arguments of the
generated bucket()), `validate_params(spec)` for the values of the params it reads (run
before the constraints are judged: a value it refuses explains what follows from it),
`validate(spec)` for its own rules, optionally `case_problem(spec, variant, dims)` ((dim,
expected, found) where its op would refuse a test run or bench shape that the constraints
admit, else None: the loader refuses that case at its entry), `knob_rules(spec)` ({knob: (ok, expected)}: what one knob's value must meet, beside
CUDA's limits in kgen.spec.KNOB_LIMITS), `tiling_problem(spec, tiling, bucket)` for the rules that tie
tiling knobs together (the spec loader applies both to every tiling a spec declares, the
lockfile reader and `kgen lower --set` to theirs, the tuner to every search candidate; bucket,
where the tiling is a bucket's, lets a rule look only at the static dims that bucket runs at:
Spec.bucket_statics), and
`context(spec)` for its template.
"""
from __future__ import annotations

import hashlib
from pathlib import Path

import re

import jinja2
import jinja2.meta

from .cast_back import CastBackFamily
from .gemm import GemmFamily
from .mhc import MhcFamily
from .quant import QuantFamily
from .sparse_attn import SparseAttnFamily
from .topk import TopkFamily
from .transpose import TransposeFamily

TEMPLATE_DIR = Path(__file__).parent
OP_LAYER_RENDERER = Path(__file__).parent.parent / "oplayer.py"  # what the shared op template renders from

TEMPLATES = {f.name: f for f in (CastBackFamily(), QuantFamily(), GemmFamily(), MhcFamily(), TopkFamily(), SparseAttnFamily(), TransposeFamily())}

ENV = jinja2.Environment(
    loader=jinja2.FileSystemLoader(str(TEMPLATE_DIR)),
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
    return re.sub(r"\\(x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|[\\ntr])",
                  lambda m: simple.get(m[1]) or chr(int(m[1][1:], 16)), text)


ENV.filters["docstring_text"] = docstring_text
ENV.filters["comment_text"] = comment_text


def template_sha256(name: str) -> str:
    """Hash of a family's template, the templates it imports and its Python half: changing
    any of them means a rebuild. A family whose op layer is kgen's adds the shared module and
    op templates, the family contract and the op layer's renderer."""
    family = TEMPLATES[name]
    kernel_template = getattr(family, "kernel_template", None)
    if kernel_template is None:
        templates = [f"{name}.py.j2"]
        shared = []
    else:
        templates = ["module.py.j2", kernel_template]
        shared = [TEMPLATE_DIR / "family.py", OP_LAYER_RENDERER]
    imported = sorted({i for t in templates for i in jinja2.meta.find_referenced_templates(ENV.parse((TEMPLATE_DIR / t).read_text()))} - {None, *templates})
    h = hashlib.sha256()
    for path in [*(TEMPLATE_DIR / t for t in templates), *(TEMPLATE_DIR / i for i in imported), TEMPLATE_DIR / f"{name}.py", *shared]:
        h.update(path.read_bytes())
    return h.hexdigest()


KERNEL_LAYER_MARK = "# --- kernel layer"  # module.py.j2's line before the family's kernel template
OP_LAYER_MARK = "# --- op layer"


def source_line(family_name: str, module_text: str, module_line: int) -> str:
    """Where a generated module's line comes from, as file:line for an error message: the
    line of the family's kernel template (included verbatim after KERNEL_LAYER_MARK, so
    lines correspond where it holds no multi-line Jinja), else the family's template and the
    module's line."""
    kernel_template = getattr(TEMPLATES[family_name], "kernel_template", None)
    lines = module_text.splitlines()
    start, end = (next((i + 1 for i, line in enumerate(lines) if line.startswith(mark)), None) for mark in (KERNEL_LAYER_MARK, OP_LAYER_MARK))
    if kernel_template is None:
        template = f"{family_name}.py.j2"
    elif start is not None and start < module_line < (end or len(lines) + 1):
        return f"{_shown(TEMPLATE_DIR / kernel_template)}:{module_line - start}"
    else:
        template = "op.py.j2" if end is not None and module_line > end else "module.py.j2"
    return f"{_shown(TEMPLATE_DIR / template)} (generated module line {module_line})"


def _shown(path: Path) -> str:
    """A template's path relative to the checkout where it lies inside it."""
    checkout = TEMPLATE_DIR.parent.parent
    return path.relative_to(checkout).as_posix() if path.is_relative_to(checkout) else path.as_posix()
