"""Rules every template family applies the same way: how its kernels take each dim, and
what a param value must be where the family reads it as a number or a switch."""

from __future__ import annotations

import math

from ..errors import SpecError
from ..runtime.target import INT32_MAX


def is_power_of_two(value: int) -> bool:
    """1, 2, 4, 8, ...: one bit set."""
    return value >= 1 and value & (value - 1) == 0


def is_integer(value) -> bool:
    """An integer, never a boolean: YAML's true is Python's True, which isinstance takes for the int 1."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_finite_number(value) -> bool:
    """An integer or a finite float, never a boolean."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def listed(value, allowed) -> bool:
    """value is one of allowed and of its type: 0 == False and 1.0 == 1, but YAML's 0 is no switch."""
    return any(type(value) is type(a) and value == a for a in allowed)


def check_dim_kinds(family, doc, dims: dict) -> None:
    """Each dim the family names is of the kind its kernels take it as (the family's
    `runtime_dims`, `static_dims` and `derived_dims`, {dim: why}): a runtime dim is each
    call's size, which a kernel takes as T.dynamic; a static dim shapes the code, so the spec
    lists its values, one kernel each (a default would make it a size derived from others,
    for which no kernel is built), each a 32-bit integer as a kernel takes it; a derived dim
    is compiled into the kernel too, but as its default computes it from the others. `dims`
    is the spec's dims section as written, each entry already of one kind with its range or
    its values or default. Any other dim may only be a default, a name for an expression: a
    range or values of a dim that no kernel takes would multiply the tests and kernels by
    sizes that change nothing."""
    for name, dim in dims.items():
        if name not in family.dims and "default" not in dim and not family.computes:
            raise SpecError(
                doc.loc(("dims", name), key=True),
                f"dims.{name}",
                f"a dim of template {family.name} ({', '.join(family.dims)}), or a default computed from them",
                f"'{name}', a {dim['kind']} dim",
                "remove it: no kernel of the template takes it",
            )
    for name, why in family.runtime_dims.items():
        if dims[name]["kind"] != "runtime":
            raise SpecError(doc.loc(("dims", name, "kind")), f"dims.{name}.kind", f"runtime ({why})", "static", "give it min and max instead of values")
    for name, why in {**family.static_dims, **family.derived_dims}.items():
        if dims[name]["kind"] != "static":
            hint = "list its sizes: kind: static, values: [...]" if name in family.static_dims else "make it kind: static with a default"
            raise SpecError(doc.loc(("dims", name, "kind")), f"dims.{name}.kind", f"static ({why})", "runtime", hint)
    for name, why in family.static_dims.items():
        dim = dims[name]
        if "default" in dim:
            default = dim["default"]
            raise SpecError(
                doc.loc(("dims", name, "default"), key=True),
                f"dims.{name}.default",
                f"values ({why})",
                f"a default ({default})",
                f"write values: [{default}]" if is_integer(default) else "list its sizes under values",
            )
        for j, value in enumerate(dim["values"]):
            if value > INT32_MAX:
                raise SpecError(doc.loc(("dims", name, "values", j)), f"dims.{name}.values[{j}]", f"at most {INT32_MAX} (a kernel takes {name} as a 32-bit integer)", str(value))
