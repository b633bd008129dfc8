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
CUDA's limits in kgen.runtime.target.KNOB_LIMITS), `tiling_problem(spec, tiling, bucket)` for the rules that tie
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

from .gemm import GemmFamily
from .mhc import MhcFamily
from .quant import QuantFamily
from .sparse_attn import SparseAttnFamily
from .topk import TopkFamily
from .transpose import TransposeFamily

TEMPLATE_DIR = Path(__file__).parent

TEMPLATES = {f.name: f for f in (QuantFamily(), GemmFamily(), MhcFamily(), TopkFamily(), SparseAttnFamily(), TransposeFamily())}

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
    any of them means a rebuild."""
    source = (TEMPLATE_DIR / f"{name}.py.j2").read_text()
    imported = sorted(jinja2.meta.find_referenced_templates(ENV.parse(source)))
    h = hashlib.sha256()
    for path in [TEMPLATE_DIR / f"{name}.py.j2", *(TEMPLATE_DIR / i for i in imported), TEMPLATE_DIR / f"{name}.py"]:
        h.update(path.read_bytes())
    return h.hexdigest()
