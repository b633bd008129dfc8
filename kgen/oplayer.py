"""The op layer of a family that leaves it to kgen: what the shared template (op.py.j2)
renders an op's entry point from, read off the spec alone.

The contract between the op layer and a family's kernels (see families/family.py):
- the op takes the spec's inputs as positional arguments in the spec's order, then keyword
  arguments for the params that tell variants apart (CHOICES) and `out=`. A param that is an
  input's whole dtype ("{scale_dtype}") is read from that input instead of asked for, unless
  the spec marks it `keyword: true` (KEYWORD_DTYPES: then that input's dtype is checked against
  the choice, and a caller who passes another variant's dtype is told which value picks it).
- the static dims take the values the op is built for: where the constraints allow fewer than
  every combination of them (gemm's (N, K) weight shapes), the op refuses a combination that
  no variant is built for (STATIC_COMBOS), naming the dims together.
- every tensor is contiguous; where the first input's first axis is a runtime dim, that dim
  is folded: every tensor whose first axis it is takes any leading dims of the caller's
  there (the same for all), and the outputs keep them.
- the kernel of a variant takes the inputs, then the outputs, in the spec's order, each in
  its spec shape with the folded dim first; e8m0 and packed e2m1 tensors as their bytes.
- `config(variant, statics, divisible, tiling)` of the family's kernel layer makes the
  compile key from the static dims, whether the tail dim divides its tile (the spec's tail
  policy) and the variant's tiling.
- a family with `kernel_arguments` set (its launch policy: workspaces, scratch buffers, another
  view of an operand) defines `kernel_arguments(variant, d, tiling, tensors)` in its kernel
  layer: the kernel is called with what it returns instead of the tensors above.
"""
from __future__ import annotations

import ast
import math
from dataclasses import dataclass

from .errors import SpecError
from .expr import Expr
from .schema import TORCH_NAMES

# What a bucket condition may read beside dims, as the op layer computes it.
BUCKET_INPUTS = {"sm_count": "rt.sm_count(inputs[next(iter(inputs))].device)"}
# TileLang has no buffer type for these: a kernel reads and writes their bytes.
AS_BYTES = frozenset({"e8m0", "fp4_e2m1x2"})


@dataclass(frozen=True)
class TensorContract:
    """One tensor as the op layer handles it."""

    name: str
    axes: tuple  # per axis, the dim it binds (a bare dim name), or None for an expression
    shape: tuple  # per axis, Python text of its size over `d` (dims and params)
    folded: bool  # its first axis is the folded dim
    dtypes: dict  # variant -> torch dtype text
    as_bytes: dict  # variant -> whether the kernel takes it as uint8


def python_text(expr: Expr) -> str:
    """A spec expression as Python over the dict `d` of dims and params."""

    class Names(ast.NodeTransformer):
        def visit_Name(self, node: ast.Name) -> ast.AST:
            return ast.Subscript(ast.Name("d", ast.Load()), ast.Constant(node.id), ast.Load())

    return ast.unparse(Names().visit(ast.parse(expr.text.strip(), mode="eval")))


def folded_dim(spec) -> str | None:
    """The runtime dim that is the first input's first axis (the token or row dim), or None.
    Every tensor whose first axis it is takes the caller's leading dims there."""
    first = next(iter(spec.inputs.values()))
    name = first.shape[0].text.strip() if first.shape else None
    return name if name in spec.dims and spec.dims[name].runtime else None


def contract(spec, t, folded: str | None) -> TensorContract:
    axes = tuple(e.text.strip() if e.text.strip() in spec.dims else None for e in t.shape)
    dtypes = {v.name: spec.dtype(t, v) for v in spec.variants}
    return TensorContract(t.name, axes, tuple(python_text(e) for e in t.shape), folded is not None and axes[:1] == (folded,),
                          {v: f"torch.{TORCH_NAMES[d]}" for v, d in dtypes.items()}, {v: d in AS_BYTES for v, d in dtypes.items()})


def inferred_params(spec, choosing: set) -> dict:
    """{param: input name} for the params among `choosing` that are an input's whole dtype."""
    out = {}
    for t in spec.inputs.values():
        name = t.dtype.strip()
        if name.startswith("{") and name.endswith("}") and name[1:-1] in choosing:
            out.setdefault(name[1:-1], t.name)
    return out


def keyword_dtypes(spec, choices) -> dict:
    """{param: input names}: the inputs whose whole dtype is a param among `choices` that the
    spec marks `keyword: true`, in the spec's order."""
    return {k: tuple(t.name for t in spec.inputs.values() if t.dtype.strip() == "{" + k + "}") for k in choices if k in spec.keyword_params}


def static_combos(spec) -> tuple | None:
    """((value, ...), ...): the static dims' values, together in the spec's order, that some
    variant is built for (the constraints allow them); None where that is every combination
    of their values (checking each dim's values alone is then the same)."""
    statics = spec.static_dims()
    built = sorted({tuple(sp.statics[d.name] for d in statics) for sp in spec.specializations()})
    return None if len(built) == math.prod(len(d.values) for d in statics) else tuple(built)


def varying_params(spec) -> set:
    """The params whose value differs between variants: what picks one."""
    return {k for k in spec.params if len({repr(v.params[k]) for v in spec.variants}) > 1}


def check_keyword_params(spec) -> None:
    """`keyword: true` marks a param that picks variants and is some input's whole dtype: the
    op asks for any other such param by keyword already, and for a param of one value never."""
    stray = sorted(spec.keyword_params - set(inferred_params(spec, varying_params(spec))))
    if stray:
        name = stray[0]
        raise SpecError(spec.source.loc(("params", name, "keyword")), f"params.{name}.keyword",
                        f'keyword only on a param whose values tell variants apart and that is some input\'s whole dtype ("{{{name}}}"): the op reads such a param off that input unless told otherwise',
                        "true", "remove it")


def check_tensor_contract(spec, contract: dict) -> None:
    """The spec's tensors are, by position, the shapes and dtypes of the family's contract."""
    loc = spec.source.loc
    for group, want in contract.items():
        have = list(getattr(spec, group).values())
        if len(have) != len(want):
            listed = "; ".join(f"[{shape}] {dtype}" for shape, dtype in want)
            raise SpecError(loc((group,)), group, f"{len(want)} tensors ({listed}: template {spec.template})", str(len(have)))
        for t, (shape, dtype) in zip(have, want):
            if ", ".join(e.text.strip() for e in t.shape) != shape:
                raise SpecError(loc((group, t.name, "shape")), f"{group}.{t.name}.shape", f"[{shape}]", f"[{', '.join(e.text for e in t.shape)}]")
            if t.dtype != dtype:
                raise SpecError(loc((group, t.name, "dtype")), f"{group}.{t.name}.dtype", dtype, t.dtype)


def check_supported(spec) -> None:
    """What the generated op layer does not take yet is refused where the spec says it."""
    loc = spec.source.loc
    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            for field in ("strides", "unless"):
                if getattr(t, field) is not None:
                    raise SpecError(loc((group, t.name, field), key=True), f"{group}.{t.name}.{field}", "no such field (the generated op layer takes contiguous tensors that every variant has)", field)
    for d in spec.dims.values():
        if d.default is not None:
            raise SpecError(loc(("dims", d.name, "default"), key=True), f"dims.{d.name}.default", "a runtime dim or a static dim with values (the generated op layer binds every dim from the tensors)", "default")
    unbound = {d for d in spec.dims if d not in {e.text.strip() for t in spec.inputs.values() for e in t.shape}}
    if unbound:
        name = sorted(unbound)[0]
        raise SpecError(loc(("dims", name), key=True), f"dims.{name}", "a dim that some input's shape names as a whole axis (the op reads it from that axis)", "no input axis is it")
    check_keyword_params(spec)


def _caller_shape(spec, t, folded: str | None) -> str:
    """A tensor's shape as the op's docstring shows it."""
    texts = [e.text.strip() for e in t.shape]
    return ", ".join(["...", *texts[1:]] if folded is not None and texts[:1] == [folded] else texts)


def _doc_line(spec, t, folded: str | None) -> str:
    dtypes = " or ".join(dict.fromkeys(spec.dtype(t, v) for v in spec.variants))
    return f"{t.name}: {dtypes} [{_caller_shape(spec, t, folded)}]"


def context(spec, family) -> dict:
    """The op template's context."""
    folded = folded_dim(spec)
    varying = varying_params(spec)
    inferred = inferred_params(spec, varying - spec.keyword_params)
    first = spec.variants[0].params
    choices = [k for k in spec.params if k in varying and k not in inferred]
    tensors = [contract(spec, t, folded) for t in [*spec.inputs.values(), *spec.outputs.values()]]
    tail_dim, policy = spec.tail_dim()
    bucket_args = [family.bucket_dim[0], *family.bucket_inputs] if spec.buckets else []
    return {
        "bucket_call": "bucket(" + ", ".join(BUCKET_INPUTS.get(a, f'd["{a}"]') for a in bucket_args) + ")" if bucket_args else None,
        "inputs": tensors[: len(spec.inputs)],
        "outputs": tensors[len(spec.inputs):],
        "folded": folded,
        "choices": tuple(choices),
        "choice_args": [(k, first[k]) for k in choices],
        "choice_params": "".join(f", {k}" for k in choices),  # passed on as they came
        "choice_kwargs": "".join(f", {k}={k}" for k in choices),
        "input_dict": "{" + ", ".join(f'"{t}": {t}' for t in spec.inputs) + "}",
        "inferred": inferred,
        "shown": {k: f"{name}.dtype" for k, name in inferred.items()},
        "runtime_ranges": {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime},
        "static_values": {d.name: tuple(d.values) for d in spec.dims.values() if not d.runtime},
        "dtypes": {v.name: {t.name: t.dtypes[v.name] for t in tensors} for v in spec.variants},
        "as_bytes": {v.name: tuple(t.name for t in tensors if t.as_bytes[v.name]) for v in spec.variants},
        "input_docs": [_doc_line(spec, t, folded) for t in spec.inputs.values()],
        "output_docs": [_doc_line(spec, t, folded) for t in spec.outputs.values()],
        "tail": (tail_dim, policy, family.tail_tiles.get(tail_dim)),
        "keyword_dtypes": keyword_dtypes(spec, choices),
        "static_combos": static_combos(spec),
        "static_combos_name": "(" + ", ".join(d.name for d in spec.static_dims()) + ")",  # the dims as a tuple, like their values
        "kernel_arguments": family.kernel_arguments,
    }
