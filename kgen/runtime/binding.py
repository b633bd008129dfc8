"""Binding an op's tensors to its spec's dims: what the shared op layer (kgen's op template)
calls after each tensor's type, dtype and rank are checked.

A spec states each tensor's shape as dims and expressions of dims and params. The op layer
renders, per input, the dim each axis names (`axes`: None where the axis is an expression)
and one function giving every tensor's shape from the dims. The folded dim, where the spec
has one, is the runtime dim that is every tensor's first axis: the caller passes any number
of leading dims in its place (none too, for one row), the same for every tensor, and their
product is the dim; outputs keep them.
"""

from __future__ import annotations

import math

import torch

from .checks import rows_view
from .errors import OpArgumentError


def bind_dims(op: str, inputs: dict, axes: dict, folded: str | None) -> tuple[dict, tuple]:
    """(dims, lead): each dim an axis names, from the first input that has it, and the leading
    dims folded into `folded` (() where the spec folds none). An axis that names a dim bound
    before must agree with it; axes that are expressions are check_shapes's."""
    dims, source, lead, lead_source = {}, {}, None, None
    for name, t in inputs.items():
        named, shape = axes[name], tuple(t.shape)
        if _is_folded(named, folded):
            if len(shape) < len(named) - 1:
                raise OpArgumentError(op, name, f"at least {len(named) - 1} dims", f"shape {shape}")
            here = shape[: len(shape) - len(named) + 1]
            if lead is None:
                lead, lead_source = here, name
            elif here != lead:
                raise OpArgumentError(op, f"{name}.shape[:{1 - len(named)}]" if len(named) > 1 else f"{name}.shape", f"{lead} (the leading dims of {lead_source})", str(here))
            shape = (math.prod(here),) + shape[len(here) :]
        elif len(shape) != len(named):
            raise OpArgumentError(op, name, f"{len(named)} dims", f"shape {shape}")
        for i, (dim, size) in enumerate(zip(named, shape)):
            if dim is None or i == 0 and _is_folded(named, folded):
                continue
            where = _axis(name, i, len(named))
            if isinstance(dim, tuple):  # an axis k * dim: dim is its size over k
                dim, k = dim
                if size % k:
                    raise OpArgumentError(op, where, f"a multiple of {k} ({k} * {dim})", str(size))
                size, where = size // k, f"{where} // {k}"
            if dim not in dims:
                dims[dim], source[dim] = size, where
            elif dims[dim] != size:
                raise OpArgumentError(op, where, f"{dims[dim]} ({dim}, as {source[dim]} gives it)", str(size))
    if lead is not None:
        dims[folded] = math.prod(lead)
    return dims, lead if lead is not None else ()


def check_shapes(op: str, inputs: dict, shapes: dict, axes: dict, folded: str | None) -> None:
    """Each input's axes (past the folded one) as shapes (name -> the kernel's shape) says."""
    for name, t in inputs.items():
        want = shapes[name]
        skip = 1 if _is_folded(axes[name], folded) else 0
        got = tuple(t.shape)[t.dim() - len(want) + skip :]
        for i, (w, g) in enumerate(zip(want[skip:], got), start=skip):
            if w != g:
                raise OpArgumentError(op, _axis(name, i, len(want)), str(w), str(g))


def check_dim_ranges(op: str, d: dict, lead: tuple, ranges: dict, arguments: dict, folded: str | None) -> None:
    """Each runtime dim inside the spec's range (ranges: dim -> (min, max)), where the bounds
    proofs hold; one outside is named as the caller gives it (arguments: dim -> an input's
    axis, or the first input's leading dims for the folded dim, whose product it is)."""
    for dim, (low, high) in ranges.items():
        if low <= d[dim] <= high:
            continue
        if dim == folded:
            raise OpArgumentError(op, arguments[dim], f"leading dims whose product ({dim}) is {low} to {high} (the spec's range, which the bounds proofs assume)", f"{lead} (product {d[dim]})")
        raise OpArgumentError(op, arguments[dim], f"{low} to {high} ({dim}: the spec's range, which the bounds proofs assume)", str(d[dim]))


def caller_shape(shape: tuple, lead: tuple, folded: bool) -> tuple:
    """An output's shape as the caller gets it: the folded axis back as the caller's leading dims."""
    return (*lead, *shape[1:]) if folded else tuple(shape)


def row_stride(op: str, name: str, t: torch.Tensor, default: int) -> int:
    """The row stride of input t (a spec's `strides: [D, 1]`): its last dim contiguous, its
    leading dims flattened into rows evenly apart (rows_view), the stride between them; the
    default where t has one row or none (no stride to read). Rows that overlap (a stride below
    the row length: an expanded row has 0) are refused: they lie outside the spec's ld >= row
    length, so outside what the bounds proofs cover, and a kernel writing t would race."""
    rows = rows_view(op, name, t)
    ld = rows.stride(0) if rows.shape[0] > 1 else default
    if ld < rows.shape[1]:
        raise OpArgumentError(op, f"row stride of {name}", f"at least {name}.shape[-1] = {rows.shape[1]} (rows that do not overlap; call .contiguous() on an expanded {name})", str(ld))
    return ld


def ranks_fit(inputs: dict, axes: dict, folded: str | None) -> bool:
    """Whether every input has the rank bind_dims binds (its axes; at least one fewer where
    its first axis is the folded dim)."""
    return all(t.dim() >= len(axes[name]) - 1 if _is_folded(axes[name], folded) else t.dim() == len(axes[name]) for name, t in inputs.items())


def given(inputs: dict) -> dict:
    """The inputs a call gives (name -> argument), without the optional ones passed as None:
    a variant that lacks an input (its `unless`) is picked by its absence."""
    return {name: t for name, t in inputs.items() if t is not None}


def _is_folded(named: tuple, folded: str | None) -> bool:
    return folded is not None and bool(named) and named[0] == folded


def _axis(name: str, i: int, rank: int) -> str:
    """An axis as the caller sees it: counted from the end, so leading dims do not shift it."""
    return f"{name}.shape[{i - rank}]"
