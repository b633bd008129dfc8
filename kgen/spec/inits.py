"""How the tests fill a spec's inputs (its `init` forms): the numbers of a form describe a
distribution the tests can draw from, and every draw is a value the input's dtype holds."""

from __future__ import annotations

import math

from ..errors import SpecError
from ..runtime.target import FP32_MAX
from ..yamlpos import field_path, flow
from .model import Spec
from .values import value_at


# The dtypes an `indices` init draws for, and the powers of two a `pow2` init may draw: e8m0
# holds 2^-127..2^127, fp32 as much (2^-127 a subnormal).
INDEX_DTYPES = ("int16", "int32", "int64", "uint8")
POW2_EXPONENT_LIMIT = 127


def check_init_numbers(doc, path: tuple, init) -> None:
    """The numbers of an init form describe a distribution the tests can draw from: finite,
    and a range's low end at most its high end."""
    if not isinstance(init, dict):
        return
    ((form, arg),) = init.items()
    if form == "indices":
        numbers = [(("indices", k), arg[k]) for k in ("skip", "skip_rows") if k in arg]
    elif isinstance(arg, list):
        numbers = [((form, j), x) for j, x in enumerate(arg)]
    else:
        numbers = [((form,), arg)]
    for key, number in numbers:
        if not math.isfinite(number):
            at = path + ("init",) + key
            raise SpecError(doc.loc(at), field_path(at), "a finite number", flow(number))
    # low == high draws one value everywhere: like zeros, it hides which element went where.
    if form in ("uniform", "pow2") and arg[0] >= arg[1]:
        at = path + ("init", form)
        raise SpecError(doc.loc(at), field_path(at), "[low, high] with low < high (one value everywhere would hide misplaced elements)", flow(arg))
    if form == "pow2" and (arg[0] < -POW2_EXPONENT_LIMIT or arg[1] > POW2_EXPONENT_LIMIT):
        at = path + ("init", form)
        raise SpecError(doc.loc(at), field_path(at), f"exponents within [-{POW2_EXPONENT_LIMIT}, {POW2_EXPONENT_LIMIT}] (what an fp32 or e8m0 scale holds)", flow(arg))


# What the tests can draw into each dtype: its finite range and its smallest positive value
# (a power of two below it rounds to zero). Floats past the range overflow to inf (e4m3
# saturates at 448), integers wrap, and the unsigned ones have no negatives.
DTYPE_RANGES = {
    "bf16": (-3.3895313892515355e38, 3.3895313892515355e38, 2.0**-133),
    "fp16": (-65504.0, 65504.0, 2.0**-24),
    "fp32": (-FP32_MAX, FP32_MAX, 2.0**-149),
    "fp8_e4m3": (-448.0, 448.0, 2.0**-9),
    "e8m0": (2.0**-127, 2.0**127, 2.0**-127),
    "int16": (-(2**15), 2**15 - 1, 1),
    "int32": (-(2**31), 2**31 - 1, 1),
    "int64": (-(2**63), 2**63 - 1, 1),
    "uint8": (0, 255, 1),
}


# How far a normal draw reaches, in standard deviations: torch.randn's largest of 10^9 draws
# lies near 6.
NORMAL_REACH = 8.0
# random_activations: normal rows times powers of two up to 2^20 (kgen.testing).
ACTIVATION_REACH = NORMAL_REACH * 2.0**20


def _init_extent(init, rank: int) -> tuple[float, float, str]:
    """(lowest, highest, how) of the values an init form draws, before the cast to the dtype."""
    if init == "activations":
        reach = NORMAL_REACH if rank == 1 else ACTIVATION_REACH  # 1-D: one normal value per row
        return -reach, reach, f"activations reach about +-{reach:g}"
    ((form, arg),) = ({"normal": 1.0} if init == "normal" else init).items()
    if form in ("normal", "tied_normal"):
        reach = NORMAL_REACH * (arg if form == "normal" else 1.0)
        return -reach, reach, f"normal draws reach about +-{reach:g}"
    if form == "uniform":
        return arg[0], arg[1], f"draws span [{arg[0]:g}, {arg[1]:g}]"
    return 2.0 ** arg[0], 2.0 ** arg[1], f"draws span [2^{arg[0]}, 2^{arg[1]}]"  # pow2


def check_init_dtypes(spec: Spec, doc) -> None:
    for t in spec.inputs.values():
        for v in spec.variants:
            if t.unless is None or not v.params[t.unless]:  # a variant that takes the input
                _check_init_dtype(doc, ("inputs", t.name), t.init, spec.dtype(t, v), len(t.shape), v.name)


def _check_init_dtype(doc, path: tuple, init, dtype: str, rank: int, variant: str) -> None:
    """An input's init draws values its dtype holds: no inf, NaN, wrapped integers or
    powers of two that round to zero, which would leave the tests comparing nothing."""
    if init == "bytes" or isinstance(init, dict) and "indices" in init:
        return
    at = path + (("init",) if "init" in value_at(doc, path) else ())
    form = init if isinstance(init, str) else next(iter(init))
    if dtype not in DTYPE_RANGES:  # packed fp4: no cast from numbers
        raise SpecError(doc.loc(at), field_path(path + ("init",)), f"bytes for dtype {dtype} (variant {variant}): its values are packed, not drawn as numbers", form, "write init: bytes")
    if form == "activations" and rank > 2:
        raise SpecError(
            doc.loc(at), field_path(path + ("init",)), f"an init for a {rank}-D input (activations are drawn as [rows, columns] or one value a row)", form, "write init: normal, or another form"
        )
    low, high, smallest = DTYPE_RANGES[dtype]
    lo, hi, how = _init_extent(init, rank)
    too_small = form == "pow2" and lo < smallest
    too_wide = form == "uniform" and hi - lo > FP32_MAX  # rand * (hi - lo) overflows fp32
    # Integers take the draw truncated: a span under 2 would be one value (uniform [0, 0.5]: all 0).
    too_narrow = form == "uniform" and smallest == 1 and hi - lo < 2
    if lo < low or hi > high or too_small or too_wide or too_narrow:
        held = f"powers of two from {smallest:g} to {high:g}" if form == "pow2" else f"values in [{low:g}, {high:g}]"
        if too_wide:
            held += f", a span hi - lo of at most {FP32_MAX:g}: the draw computes it in fp32"
        if too_narrow:
            held += ", a span hi - lo of at least 2: the draw is truncated to integers"
        raise SpecError(
            doc.loc(at),
            field_path(path + ("init",)),
            f"draws that dtype {dtype} holds (variant {variant}: {held})",
            f"{flow(init)}: {how}",
            "widen the range, or pick another init" if too_narrow else "narrow the range, or pick another init",
        )
