"""The op layer of a family that leaves it to kgen: what the shared template (op.py.j2)
renders an op's entry point from, read off the spec alone.

The contract between the op layer and a family's kernels (see families/family.py):
- the op takes the spec's inputs as positional arguments in the spec's order, then keyword
  arguments for the params that tell variants apart (CHOICES) and `out=`. A param that is an
  input's whole dtype ("{scale_dtype}") is read from that input instead of asked for, unless
  the spec marks it `keyword: true` (KEYWORD_DTYPES: then that input's dtype is checked against
  the choice, and a caller who passes another variant's dtype is told which value picks it).
- an input with `unless: P` is optional (default None; only inputs after the first, and every
  input after it optional too): P is true exactly in the variants that lack it, so P follows
  from whether the caller gives it, never a keyword. An output with `unless: P` (P such a
  param) is left out of what the variants with P true return: one output is returned bare,
  several as a tuple, in the spec's order.
- a param that an output's `unless` names but no input's is a keyword choice whose true
  variants drop every output: they write the first input in place and return it (out= is
  refused there). Their custom op mutates that input and returns nothing.
- the spec's constraints that name a dim are checked at each call, each refusal naming where
  the caller gives the dim; then the family's `call_check` (Family) where it names one.
- torch.compile sees one custom op per output pattern (a custom op's schema is fixed):
  torch.ops.kgen.<op>, and <op>_<suffix> for the variants that the family's `torch_ops`
  entry (suffix -> (param, value)) selects. Its schema takes the inputs some variant of it has
  (Tensor? where another lacks them); one routed by a keyword refuses a direct call whose
  keyword picks another custom op's variants.
- the static dims take the values the op is built for: where the constraints allow fewer than
  every combination of them (gemm's (N, K) weight shapes), the op refuses a combination that
  no variant is built for (STATIC_COMBOS), naming the dims together.
- every tensor is contiguous but an input with `strides: [D, 1]` (D a static dim with a
  default): its last dim is contiguous and its rows lie D elements apart, D read off the
  caller's row stride (the default where there is one row; rows that overlap are refused),
  one kernel per D. An axis `k * D` binds D as the axis over k (a multiple of k).
- where the first input's first axis is a runtime dim, that dim is folded: every tensor whose
  first axis it is takes any leading dims of the caller's there (the same for all), and the
  outputs keep them.
- the kernel of a variant takes the inputs, then the outputs, that it has, in the spec's
  order, each in its spec shape with the folded dim first; e8m0 and packed e2m1 tensors as
  their bytes.
- a param with `any_dtype_of_width` is read off the element size of the first input whose
  whole dtype it is: every tensor of that dtype takes that input's dtype (any dtype of one
  of the variants' widths, none packed below a byte), and the kernel takes it as the
  variant's integer of that width (its bits).
- `config(variant, statics, divisible, tiling)` of the family's kernel layer makes the
  compile key from the static dims, whether the tail dim divides its tile (the spec's tail
  policy) and the variant's tiling.
- a family with `fold_leading` false folds nothing: every tensor has exactly its spec's rank.
- a param among the family's `chosen_params` defaults to None: the op then makes the choice at
  the call's dims (the kernel layer's `choose(param, d)`); a traced call makes it before the
  torch custom op, whose schema takes the value.
- the family's `scalars` are float keywords (default None) after the choices: the kernel
  layer's `scalar(name, value, d)` checks one and gives its default; d and config's statics
  hold it, and the torch custom op's schema takes it as a float.
- a family with `zeros_when_empty` returns zeros from a call with no work (a runtime dim 0).
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
from .schema import STORAGE_DTYPES, TORCH_NAMES
from .yamlpos import flow

# What a bucket condition may read beside dims, as the op layer computes it.
BUCKET_INPUTS = {"sm_count": "rt.sm_count(inputs[next(iter(inputs))].device)"}
# TileLang has no buffer type for these: a kernel reads and writes their bytes.
AS_BYTES = frozenset({"e8m0", "fp4_e2m1x2"})
STORAGE_BYTES = {name: width for width, name in STORAGE_DTYPES.items()}


@dataclass(frozen=True)
class TensorContract:
    """One tensor as the op layer handles it."""

    name: str
    axes: tuple  # per axis, the dim it binds (a bare dim name), (dim, k) for `k * dim`, or None for another expression
    shape: tuple  # per axis, Python text of its size over `d` (dims and params)
    folded: bool  # its first axis is the folded dim
    dtypes: dict  # variant -> torch dtype text
    as_bytes: dict  # variant -> whether the kernel takes it as uint8
    unless: str | None = None  # the param that is true in the variants without it


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


def axis_binding(spec, e: Expr):
    """What an axis binds: the dim it is, (dim, k) where it is `k * dim` (k an integer), else None."""
    text = e.text.strip()
    if text in spec.dims:
        return text
    node = ast.parse(text, mode="eval").body
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        for k, dim in ((node.left, node.right), (node.right, node.left)):
            if isinstance(k, ast.Constant) and type(k.value) is int and k.value > 0 and isinstance(dim, ast.Name) and dim.id in spec.dims:
                return (dim.id, k.value)
    return None


def contract(spec, t, folded: str | None) -> TensorContract:
    axes = tuple(axis_binding(spec, e) for e in t.shape)
    dtypes = {v.name: spec.dtype(t, v) for v in spec.variants}
    return TensorContract(
        t.name,
        axes,
        tuple(python_text(e) for e in t.shape),
        folded is not None and axes[:1] == (folded,),
        {v: f"torch.{TORCH_NAMES[d]}" for v, d in dtypes.items()},
        {v: d in AS_BYTES for v, d in dtypes.items()},
        t.unless,
    )


def inferred_params(spec, choosing: set) -> dict:
    """{param: input name} for the params among `choosing` that are an input's whole dtype
    (an input every variant takes: an optional one may not be there to read)."""
    out = {}
    for t in spec.inputs.values():
        if t.unless is not None:
            continue
        name = t.dtype.strip()
        if name.startswith("{") and name.endswith("}") and name[1:-1] in choosing:
            out.setdefault(name[1:-1], t.name)
    return out


def optional_inputs(spec) -> dict:
    """{input name: param} for the inputs that some variants lack (`unless: param`)."""
    return {t.name: t.unless for t in spec.inputs.values() if t.unless is not None}


def row_strides(spec) -> dict:
    """{dim: (input, default)} for each static dim with a default that an input's strides
    name ([dim, 1]): the op reads it off that input's row stride, the default (Python text
    over `d`) where the input has one row."""
    return {t.strides[0].text.strip(): (t.name, python_text(spec.dims[t.strides[0].text.strip()].default)) for t in spec.inputs.values() if t.strides is not None}


def in_place_params(spec) -> tuple:
    """The params that outputs' `unless` names and no input's: keyword choices whose true
    variants return no output (they write the first input in place)."""
    return tuple(dict.fromkeys(t.unless for t in spec.outputs.values() if t.unless is not None and t.unless not in optional_inputs(spec).values()))


def dim_sources(spec, folded: str | None) -> dict:
    """{dim: where the caller gives it}: runtime dims as dim_arguments says, a dim an axis
    binds as that axis (over k for `k * dim`), a row stride as the row stride of its input."""
    where = {dim: f"row stride of {name}" for dim, (name, _) in row_strides(spec).items()}
    for t in spec.inputs.values():
        for i, e in enumerate(t.shape):
            bound = axis_binding(spec, e)
            axis = f"{t.name}.shape[{i - len(t.shape)}]"
            if isinstance(bound, tuple):
                where.setdefault(bound[0], f"{axis} // {bound[1]}")
            elif bound is not None:
                where.setdefault(bound, axis)
    return {**where, **dim_arguments(spec, folded)}


def is_divisibility(tree: ast.AST) -> bool:
    """The constraint is `A % B == 0`."""
    return (
        isinstance(tree, ast.Compare)
        and len(tree.ops) == 1
        and isinstance(tree.ops[0], ast.Eq)
        and isinstance(tree.comparators[0], ast.Constant)
        and tree.comparators[0].value == 0
        and isinstance(tree.left, ast.BinOp)
        and isinstance(tree.left.op, ast.Mod)
    )


def constraint_checks(spec, folded: str | None) -> list:
    """(argument, condition, expected, got) as Python text over `d`, one per spec constraint
    that is a condition of the call: one naming a dim the call binds from an axis or a row
    stride, or a divisibility (`A % B == 0`, refused as a multiple). A constraint over static
    dims and params alone that is no divisibility selects which combinations are built (gemm's
    weight shapes; its fp32 scales at one of them): the op takes any combination some variant
    is built for (STATIC_COMBOS) in every variant, as a kernel compiled at its first call. The
    argument is where the caller gives the constraint's first dim."""
    sources = dim_sources(spec, folded)
    bound = {d.name for d in spec.dims.values() if d.runtime} | set(row_strides(spec))
    out = []
    for c in spec.constraints:
        tree = ast.parse(c.text.strip(), mode="eval").body
        dims = [n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id in spec.dims]
        if not dims or not (bound & set(dims) or is_divisibility(tree)):
            continue
        condition = python_text(c)
        if is_divisibility(tree):
            value, multiple = (python_text(Expr(ast.unparse(side))) for side in (tree.left.left, tree.left.right))
            expected = repr(f"a multiple of {multiple}") if multiple.isdigit() else f'f"a multiple of {{{multiple}}}"'
            out.append((sources[dims[0]], condition, expected, f"str({value})"))
        else:
            names = list(dict.fromkeys(dims))
            got = ", ".join(f"{n} = {{d[{n!r}]}}" for n in names)
            out.append((sources[dims[0]], condition, repr(f"{c.text.strip()} (the spec's constraint)"), f'f"{got}"'))
    return out


def torch_op_variants(spec, family) -> dict:
    """{torch custom op name: its variants}, the op's own first: a variant is traced as
    <op>_<suffix> for the first of the family's torch_ops entries (suffix -> (param, value))
    whose param has that value there, else as <op>."""
    ops = {}
    for v in spec.variants:
        suffix = next((s for s, (param, value) in family.torch_ops.items() if v.params.get(param) == value), None)
        ops.setdefault(spec.op if suffix is None else f"{spec.op}_{suffix}", []).append(v)
    return {name: ops[name] for name in [spec.op, *(f"{spec.op}_{s}" for s in family.torch_ops)] if name in ops}


def routed_torch_ops(spec, family) -> dict:
    """{name: (param, value)} of the torch custom ops that a traced call reaches by testing that
    param (by whether the input it is the `unless` of is given): every one but the one that
    takes the calls no test routes (the op's own, else the last)."""
    names = list(torch_op_variants(spec, family))
    rest = spec.op if spec.op in names else names[-1]
    return {name: family.torch_ops[name.removeprefix(spec.op + "_")] for name in names if name != rest}


def whole_dtype(t, param: str) -> bool:
    return t.dtype.strip() == "{" + param + "}"


def width_params(spec) -> dict:
    """{param: (input, {element bytes: value})} for each param with any_dtype_of_width: the
    first input whose whole dtype it is (the op reads it off that input's element size) and
    the value the variants take for each width."""
    out = {}
    for p in spec.params:
        if p in spec.width_params:
            source = next(t.name for t in spec.inputs.values() if whole_dtype(t, p))
            values = sorted({v.params[p] for v in spec.variants}, key=STORAGE_BYTES.get)
            out[p] = (source, {STORAGE_BYTES[value]: value for value in values})
    return out


def dtype_sources(spec, widths: dict) -> dict:
    """{tensor: input} for each tensor whose dtype is a width param's: it has that input's dtype."""
    return {t.name: widths[p][0] for t in [*spec.inputs.values(), *spec.outputs.values()] for p in widths if whole_dtype(t, p)}


def check_width_params(spec, family) -> None:
    """Each param with any_dtype_of_width is one the shared op layer can read off an input:
    some input's whole dtype, its values the integers of element widths."""
    loc = spec.source.loc
    for p in (p for p in spec.params if p in spec.width_params):
        at = ("params", p, "any_dtype_of_width")
        if not any(whole_dtype(t, p) for t in spec.inputs.values()):
            raise SpecError(
                loc(at, key=True), f"params.{p}.any_dtype_of_width", f"a param that some input's dtype is ('{{{p}}}': the op reads its value off that input's element size)", "no input of that dtype"
            )
        for j, value in enumerate(spec.params[p]):
            if value not in STORAGE_BYTES:
                raise SpecError(
                    loc(("params", p, "values", j)), f"params.{p}.values[{j}]", f"the integer of an element width ({', '.join(STORAGE_BYTES)}: the param is any_dtype_of_width)", repr(value)
                )


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
        raise SpecError(
            spec.source.loc(("params", name, "keyword")),
            f"params.{name}.keyword",
            f'keyword only on a param whose values tell variants apart and that is some input\'s whole dtype ("{{{name}}}"): the op reads such a param off that input unless told otherwise',
            "true",
            "remove it",
        )


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
    strided = {}
    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            if t.strides is None:
                continue
            texts = [e.text.strip() for e in t.strides]
            dim = spec.dims.get(texts[0])
            if group == "outputs" or len(texts) != 2 or texts[1] != "1" or dim is None or dim.runtime or dim.default is None:
                raise SpecError(
                    loc((group, t.name, "strides")),
                    f"{group}.{t.name}.strides",
                    "[D, 1] on an input of two dims, D a static dim with a default (the generated op layer reads D off the caller's row stride; outputs are contiguous)",
                    flow(texts),
                )
            strided[dim.name] = t.name
    for d in spec.dims.values():
        if d.default is not None and d.name not in strided:
            raise SpecError(
                loc(("dims", d.name, "default"), key=True),
                f"dims.{d.name}.default",
                "a runtime dim, a static dim with values, or a row stride some input's strides name (the generated op layer binds every dim from the tensors)",
                "default",
            )
    bound = {b[0] if isinstance(b, tuple) else b for t in spec.inputs.values() for b in (axis_binding(spec, e) for e in t.shape) if b is not None}
    unbound = {d for d in spec.dims if d not in bound and d not in strided}
    if unbound:
        name = sorted(unbound)[0]
        raise SpecError(loc(("dims", name), key=True), f"dims.{name}", "a dim that some input's shape names as a whole axis, or k * it (the op reads it from that axis)", "no input axis is it")
    check_keyword_params(spec)


def check_optional_tensors(spec, family) -> None:
    """The spec's optional tensors (`unless`) are ones the generated op layer takes: trailing
    optional inputs, each its own param; outputs that such a param drops; one output pattern
    per torch custom op, told apart by the inputs given."""
    loc = spec.source.loc
    optional = optional_inputs(spec)
    names = list(spec.inputs)
    for i, (name, param) in enumerate(optional.items()):
        where = (("inputs", name, "unless"), f"inputs.{name}.unless")
        if names.index(name) == 0:
            raise SpecError(loc(where[0]), where[1], "none on the first input (it binds the folded dim and the outputs' device)", repr(param), "remove it")
        later = [n for n in names[names.index(name) :] if n not in optional]
        if later:
            raise SpecError(
                loc(where[0]),
                where[1],
                f"optional inputs after every required one (the op's positional arguments: {later[0]} would follow a defaulted one)",
                repr(param),
                f"move {name} after {later[-1]}",
            )
        if param in list(optional.values())[:i]:
            other = next(n for n, p in optional.items() if p == param)
            raise SpecError(
                loc(where[0]),
                where[1],
                f"a param no other input's unless names (the op reads {param} from whether one input is given)",
                f"'{param}', as inputs.{other}.unless",
                f"give {name} a bool param of its own",
            )
    presence = set(optional.values())
    for param in in_place_params(spec):
        # A keyword that drops outputs: its true variants write the first input, so they drop all of them.
        kept = [t.name for t in spec.outputs.values() if t.unless != param]
        if kept or any(type(v) is not bool for v in spec.params.get(param, ())):
            t = next(t for t in spec.outputs.values() if t.unless == param)
            raise SpecError(
                loc(("outputs", t.name, "unless")),
                f"outputs.{t.name}.unless",
                f"a param that an optional input's unless names ({', '.join(sorted(presence)) or 'none'}: the op tells a variant's outputs by the inputs given), "
                "or a bool param that every output's unless names (its true variants write the first input in place)",
                repr(t.unless),
            )
    for name, variants in torch_op_variants(spec, family).items():
        outputs = [tuple(t.name for t in spec.outputs.values() if t.unless is None or not v.params[t.unless]) for v in variants]
        if len(set(outputs)) > 1:
            j = next(j for j, have in enumerate(outputs) if have != outputs[0])
            raise SpecError(
                loc(("variants",)),
                f"variants ({variants[j].name}).outputs",
                f"the outputs of variant {variants[0].name} ({', '.join(outputs[0]) or 'none'}): both are torch.ops.kgen.{name}, one schema (template {spec.template}'s torch_ops)",
                ", ".join(outputs[j]) or "none",
            )
    for name, (param, _) in routed_torch_ops(spec, family).items():
        if param not in presence and param not in in_place_params(spec):
            raise SpecError(
                loc(("params", param), key=True),
                f"params.{param}",
                f"a param that an optional input's unless names, or that drops every output (template {spec.template} traces variants by it as torch.ops.kgen.{name}: a traced call tells them by that input or keyword)",
                f"'{param}', which no tensor's unless names",
            )


def check_chosen_params(spec, family) -> None:
    """A param the op chooses at the call's dims (the family's chosen_params) is no tensor's
    dtype: the op checks the dtypes before it binds the dims that choose it."""
    for t in [*spec.inputs.values(), *spec.outputs.values()]:
        group = "inputs" if t.name in spec.inputs else "outputs"
        for p in family.chosen_params:
            if "{" + p + "}" in t.dtype:
                raise SpecError(
                    spec.source.loc((group, t.name, "dtype")),
                    f"{group}.{t.name}.dtype",
                    f"a dtype that is not {p}'s (template {spec.template} chooses {p} at the call's dims, after the op checks the dtypes)",
                    t.dtype,
                )


def dim_arguments(spec, folded: str | None) -> dict:
    """{runtime dim: where the caller gives it}: the first input's leading dims for the folded
    dim (their product), else the first input axis that is the dim, counted from the end."""
    first = next(iter(spec.inputs.values()))
    where = {folded: f"{first.name}.shape[:{1 - len(first.shape)}]" if len(first.shape) > 1 else f"{first.name}.shape"} if folded else {}
    for t in spec.inputs.values():
        for i, e in enumerate(t.shape):
            where.setdefault(e.text.strip(), f"{t.name}.shape[{i - len(t.shape)}]")
    return {d.name: where[d.name] for d in spec.dims.values() if d.runtime}


def _caller_shape(spec, t, folded: str | None) -> str:
    """A tensor's shape as the op's docstring shows it."""
    texts = [e.text.strip() for e in t.shape]
    return ", ".join(["...", *texts[1:]] if folded is not None and texts[:1] == [folded] else texts)


def _doc_line(spec, t, folded: str | None, widths: dict) -> str:
    dtypes = " or ".join(dict.fromkeys(spec.dtype(t, v) for v in spec.variants))
    for p, (source, by_width) in widths.items():
        if whole_dtype(t, p):
            dtypes = f"{source}'s dtype" if t.name != source else f"any dtype of {', '.join(map(str, by_width))}-byte elements (not packed sub-byte dtypes)"
    line = f"{t.name}: {dtypes} [{_caller_shape(spec, t, folded)}]"
    if t.unless is None:
        return line
    return f"{line}, only where {t.unless} is false" + (" (else None, the default)" if t.name in spec.inputs else "")


def _returned(n: int) -> str:
    return "None" if n == 0 else "torch.Tensor" if n == 1 else "tuple[" + ", ".join(["torch.Tensor"] * n) + "]"


def torch_ops(spec, family, optional: dict) -> list:
    """One entry per torch custom op that some variant is traced as (torch_op_variants), the
    op's own first: its name, the Python text of its fake's parameters, its schema's
    annotations, the op call and input dict it makes of them (whether the dict may hold None
    for an input not given), what it returns and the test on
    the inputs that routes a traced call to it (None for the one that takes the calls no test
    routes: the op's own, else the last)."""
    routed = routed_torch_ops(spec, family)
    by_param = {param: name for name, param in optional.items()}
    by_op = torch_op_variants(spec, family)
    keywords = [p for p, _ in routed.values() if p not in by_param]  # routed by a keyword's value: a direct call may pass another's
    out = []
    for name, variants in by_op.items():
        # An input in the schema where some variant of it has the input; optional where another lacks it.
        has = {t.name: [t.unless is None or not v.params[t.unless] for v in variants] for t in spec.inputs.values()}
        schema = [t for t, flags in has.items() if any(flags)]
        call = [t if any(has[t]) else "None" for t in spec.inputs]
        while call[-1] == "None":
            call.pop()
        n_out = sum(1 for t in spec.outputs.values() if t.unless is None or not variants[0].params[t.unless])
        when = None
        if name in routed:
            param, value = routed[name]
            when = (
                f"{by_param[param]} is {'' if value else 'not '}None" if param in by_param else f"{param} {'is' if type(value) is bool else '=='} {value!r}"
            )  # pick_variant has checked a bool's type
        out.append(
            {
                "name": name,
                "params": ", ".join(schema),
                "annotated": ", ".join(f"{t}: torch.Tensor" + ("" if all(has[t]) else " | None") for t in schema),
                "call": ", ".join(call),
                "input_dict": "{" + ", ".join(f'"{t}": {t}' for t in schema) + "}",
                "some_optional": not all(all(has[t]) for t in schema),  # its schema takes None for one
                "returns": "made[0]" if n_out == 1 else "tuple(made)",
                "out_type": _returned(n_out),
                "when": when,
                # An in-place variant's op writes the first input and returns nothing.
                "mutates": next(iter(spec.inputs)) if n_out == 0 else None,
                # {keyword: (values this op takes, {other op: its values})} for keywords that route (in_place_params).
                "keyword_routes": {
                    p: (tuple(dict.fromkeys(v.params[p] for v in variants)), {other: tuple(dict.fromkeys(v.params[p] for v in theirs)) for other, theirs in by_op.items() if other != name})
                    for p in keywords
                },
            }
        )
    return out


def _checked_first(spec, inferred: dict) -> list:
    names = [t.name for t in spec.inputs.values()]
    last = max((names.index(n) for n in inferred.values()), default=-1)
    return [n for n in names[: last + 1] if spec.inputs[n].unless is None]


def context(spec, family) -> dict:
    """The op template's context."""
    folded = folded_dim(spec) if family.fold_leading else None
    varying = varying_params(spec)
    widths = width_params(spec)
    inferred = inferred_params(spec, varying - set(widths) - spec.keyword_params)
    optional = optional_inputs(spec)
    first = spec.variants[0].params
    choices = [k for k in spec.params if k in varying and k not in inferred and k not in widths and k not in optional.values()]
    ops = torch_ops(spec, family, optional)
    arities = dict.fromkeys(op["out_type"] for op in ops if not op["mutates"])  # an in-place variant returns its input, never out=
    tensors = [contract(spec, t, folded) for t in [*spec.inputs.values(), *spec.outputs.values()]]
    tail_dim, policy = spec.tail_dim()
    bucket_args = [family.bucket_dim[0], *family.bucket_inputs] if spec.buckets else []
    return {
        "bucket_call": "bucket(" + ", ".join(BUCKET_INPUTS.get(a, f'd["{a}"]') for a in bucket_args) + ")" if bucket_args else None,
        "inputs": tensors[: len(spec.inputs)],
        "outputs": tensors[len(spec.inputs) :],
        "folded": folded,
        "choices": tuple(choices),
        "choice_args": [(k, first[k]) for k in choices],
        "choice_params": "".join(f", {k}" for k in choices),  # passed on as they came
        "choice_kwargs": "".join(f", {k}={k}" for k in choices),
        "input_dict": "{" + ", ".join(f'"{t}": {t}' for t in spec.inputs) + "}",
        "optional": optional,
        "torch_ops": ops,
        "out_type": " | ".join(arities),
        # What the op returns: the outputs, or the input an in-place variant writes.
        "return_type": " | ".join(dict.fromkeys([*arities, *(["torch.Tensor"] if in_place_params(spec) else [])])),
        # One output pattern: returned as it is; several: one output bare, more as a tuple.
        "returns": "outs[0] if len(outs) == 1 else tuple(outs)" if len(arities) > 1 else "outs[0]" if "torch.Tensor" in arities else "tuple(outs)",
        "inferred": inferred,
        # Checked before the variant is read off their dtypes: those inputs, and the ones before them (in argument order).
        "checked_first": _checked_first(spec, inferred),
        "shown": {**{k: f"{name}.dtype" for k, name in inferred.items()}, **{k: f"the integer of {name}'s element width" for k, (name, _) in widths.items()}},
        "widths": widths,
        "width_values": {p: by_width for p, (_, by_width) in widths.items()},
        "dtype_of": dtype_sources(spec, widths),
        "runtime_ranges": {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime},
        "grid_dims": family.grid_dims,
        "dim_arguments": dim_arguments(spec, folded),
        "static_values": {d.name: tuple(d.values) for d in spec.dims.values() if not d.runtime and d.default is None},
        "row_strides": row_strides(spec),
        "constraints": constraint_checks(spec, folded),
        # {param: input}: the keyword whose true variants write that input in place (in_place_params).
        "in_place": {p: next(iter(spec.inputs)) for p in in_place_params(spec)},
        "call_check": family.call_check,
        "dtypes": {v.name: {t.name: t.dtypes[v.name] for t in tensors} for v in spec.variants},
        "as_bytes": {v.name: tuple(t.name for t in tensors if t.as_bytes[v.name]) for v in spec.variants},
        "input_docs": [_doc_line(spec, t, folded, widths) for t in spec.inputs.values()],
        "output_docs": [_doc_line(spec, t, folded, widths) for t in spec.outputs.values()],
        "tail": (tail_dim, policy, family.tail_tiles.get(tail_dim)),
        "keyword_dtypes": keyword_dtypes(spec, choices),
        "static_combos": static_combos(spec),
        "static_combos_name": "(" + ", ".join(d.name for d in spec.static_dims()) + ")",  # the dims as a tuple, like their values
        "kernel_arguments": family.kernel_arguments,
        **keyword_context(spec, family, choices, first),
    }


def keyword_context(spec, family, choices: list, first: dict) -> dict:
    """What the op template reads of the keywords the op may resolve itself: the choices it
    makes at the call's dims where left None (the family's chosen_params), its runtime scalars."""
    chosen = tuple(k for k in choices if k in family.chosen_params)
    values = {k: list(dict.fromkeys(v.params[k] for v in spec.variants)) for k in chosen}
    keywords = [*choices, *family.scalars]
    return {
        "chosen": chosen,
        "chosen_first": {k: first[k] for k in chosen},  # what a dtype check takes before the dims are bound
        "picked_kwargs": "".join(f", {k}={k}" for k in choices if k not in chosen),  # the choices a traced call checks by picking
        "scalars": tuple(family.scalars),
        "scalar_params": "".join(f", {k}" for k in family.scalars),
        "scalar_kwargs": "".join(f", {k}={k}" for k in family.scalars),
        # The traced call's resolved keywords, as a target of assignment.
        "resolved": ", ".join(keywords) + ("," if len(keywords) == 1 else "") if chosen or family.scalars else None,
        # Values of them that any call passes (the first variant's choices, 1.0), and their values in a call's d.
        "keywords_any": "(" + ", ".join([*(repr(first[k]) for k in choices), *("1.0" for _ in family.scalars)]) + ("," if len(keywords) == 1 else "") + ")",
        "keywords_bound": "(" + ", ".join(f'd["{k}"]' for k in keywords) + ("," if len(keywords) == 1 else "") + ")",
        # The docstring's lines on them: what the op picks where the caller leaves it, what a scalar is.
        "keyword_docs": [
            *(f"{k}: {' or '.join(repr(v) for v in values[k])}, or None (the default): picked by the call's shape." for k in chosen),
            *(f"{k}: {doc}." for k, doc in family.scalars.items()),
        ],
        "zeros_when_empty": family.zeros_when_empty,
    }
