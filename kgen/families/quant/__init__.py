"""Row/block-wise quantization family: act_quant, fp4_act_quant, per-token and per-block casts,
and the fused SwiGLU + per-token cast.

One CTA quantizes a (block_m x block_k) tile of a row-major (M, N) input; block_k holds
block_k // block scale groups. The spec picks the output format, the scale rule, the
scale storage and the rounding rule; this module turns them into template context.

Optional params (a spec that leaves one out gets its default):
- `in_dtype` (bf16 | fp32): the dtype of x (`inputs.x.dtype: "{in_dtype}"`); the op infers
  it from x, so it is never a keyword argument.
- `inplace` (bool): true writes the fake-quantized x back into x (outputs y and s
  `unless: inplace`); torch.compile traces those variants as torch.ops.kgen.<op>_inplace.
- `whole_row` (bool, false): one scale group per row (TileKernels' num_per_channels == H).
- `block_rows` (int, 1): rows per scale block (per-block cast): s is [ceil(M / block_rows),
  N / block] and one CTA quantizes exactly one row block (the row tile is block_rows).
- `activation` (none | swiglu): swiglu reads x [M, 2N] and quantizes
  silu(x[:, :N]) * x[:, N:] in fp32, silu(g) = g / (1 + exp(-g)) (TileKernels' formula).
- `swiglu_limit` (int, 0 = none): clamp the gate to <= limit and the up half to [-limit, limit].
- `unit_weight` (bool, true): false multiplies row r by w[r] (input `w` [M] fp32,
  `unless: unit_weight`) before quantizing; the op infers it from whether w is passed.

Rounding rules: `divide` (DeepSeek-V4): s = amax * fp32(1/max), q = x / s. `reciprocal`
(TileKernels): s = amax / max, q = x * (max / amax). With ue8m0 scales the two agree bit
for bit (x * 2^-k and x / 2^k round the same real number).
"""

from __future__ import annotations

import itertools
import math
import struct

from ...errors import SpecError
from ...expr import Expr
from ...runtime.target import GRID_X, INT32_MAX
from ...yamlpos import flow
from ..family import Family
from ..rules import is_integer, is_power_of_two, listed

FORMATS = {
    # name: (TileLang dtype, largest finite value, amax floor)
    "e4m3": ("T.float8_e4m3fn", 448.0, 1e-4),
    "e2m1": ("T.uint8", 6.0, 6.0 * 2.0**-126),  # packed two codes a byte by the kernel
}
DTYPES = {"bf16": "T.bfloat16", "fp16": "T.float16", "fp32": "T.float32"}
DTYPE_BYTES = {"bf16": 2, "fp16": 2, "fp32": 4}
# A CTA's x tile lives in registers, at most an SM's 64K 32-bit registers: a larger tile
# cannot be allocated (and TileLang's int32 tile indices overflow long before it errs).
REGISTER_FILE_BYTES = 65536 * 4
SCALE_STORAGE = {"fp32": "T.float32", "e8m0": "T.uint8"}
# The row stride of x the op takes, in elements (16-byte aligned bf16 rows for vector loads):
# quant.py.j2's check_call refuses any other before launch (rt.check_multiple on "row stride of x").
ROW_STRIDE_MULTIPLE = 8


def fp32(value: float) -> float:
    """The float32 rounding of value, as an exact Python float."""
    return struct.unpack("<f", struct.pack("<f", value))[0]


def _bf16_holds(n: int) -> bool:
    """n (>= 0) is a bf16 value: at most 8 significant bits, below bf16's overflow."""
    drop = max(n.bit_length() - 8, 0)
    return n < 2**128 and (n >> drop) << drop == n


# Optional params and the value a spec without them gets.
OPTIONAL = {"in_dtype": None, "whole_row": False, "block_rows": 1, "activation": "none", "swiglu_limit": 0, "unit_weight": True}


def option(spec, params: dict, name: str):
    """An optional param's value in a variant (its default when the spec has no such param)."""
    return params.get(name, OPTIONAL[name]) if name in spec.params else OPTIONAL[name]


def tile(spec, params: dict, t: dict, n: int) -> tuple[int, int]:
    """(rows, columns) of the tile a variant's kernel takes for rows of n with tiling t: the
    row block with block_rows, and the widest tile up to block_k that divides n in whole
    scale groups, else one group (kgen.runtime.launch.largest_divisor_tile; that module imports torch)."""
    rows = option(spec, params, "block_rows")
    block = n if option(spec, params, "whole_row") else params["block"]
    width = math.gcd(t["block_k"], n)
    return rows if rows > 1 else t["block_m"], width if width % block == 0 else block


def largest_ld(spec, params: dict, t: dict, n: int) -> int:
    """The largest row stride of x the op takes with tiling t at M > 0: consecutive row tiles
    start tile rows * ld elements apart, a 32-bit constant in the kernel (quant.py.j2's
    check_call refuses a larger one)."""
    return INT32_MAX // tile(spec, params, t, n)[0]


def grid_ctas(spec, params: dict, t: dict, n: int) -> int:
    """The CTAs of the kernel's one grid dim at the largest M: a tile each."""
    rows, width = tile(spec, params, t, n)
    return -(-spec.dims["M"].max // rows) * (n // width)


class QuantFamily(Family):
    name = "quant"
    params = ("block", "scale_fmt", "scale_dtype", "inplace", "out_format", "rounding")
    dims = ("M", "N", "ld")
    runtime_dims = {"M": "M is the row count, which each call brings and the kernels take as T.dynamic"}
    static_dims = {"N": "N shapes the kernels: a row's tiles and scale groups, one kernel per value"}
    derived_dims = {"ld": "ld, x's row stride, is compiled into the kernel each call builds; its default is the stride tests and proofs take"}
    tensors = ("x",)
    tiling = ("block_m", "block_k", "threads", "ctas_per_sm")
    tail_tiles = {"M": "block_m"}  # the tiling knob that tiles each runtime dim
    strided_tensors = frozenset({"x"})  # tensors whose declared strides the kernels honour (from the tensor, as ld)
    optional_tensors = frozenset({"w", "y", "s"})  # w with unit_weight; y and s with inplace (written into x)
    static_tails = frozenset({"N"})  # tail N: require_divisible (a scale group never straddles a tile)
    bucket_dim = None  # one tiling per variant
    kernel_template = "quant.py.j2"  # the op layer is kgen's shared one
    torch_ops = {"inplace": ("inplace", True)}  # in-place variants return nothing and write x: their own custom op
    call_check = "check_call"  # x's row stride: 16-byte aligned, its row-tile step a 32-bit constant

    def fixed_knobs(self, spec, variant) -> dict:
        """A per-block cast's CTA quantizes one row block: its row tile is block_rows."""
        rows = option(spec, variant.params, "block_rows")
        return {"block_m": rows} if rows > 1 else {}

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        loc = spec.source.loc
        allowed = {"scale_fmt": ("ue8m0", "none"), "scale_dtype": tuple(SCALE_STORAGE), "out_format": tuple(FORMATS), "rounding": ("divide", "reciprocal")}
        for name, ok in allowed.items():
            for v in spec.params[name]:
                if v not in ok:
                    raise SpecError(loc(("params", name, "values")), f"params.{name}.values", f"values among {', '.join(ok)} (template quant)", repr(v))
        for v in spec.params["block"]:
            if not is_integer(v) or v < 16 or not is_power_of_two(v):
                raise SpecError(loc(("params", "block", "values")), "params.block.values", "powers of two >= 16 (template quant)", repr(v))
        kinds = {"inplace": (False, True), "in_dtype": ("bf16", "fp32"), "whole_row": (False, True), "activation": ("none", "swiglu"), "unit_weight": (True, False)}
        for name, ok in kinds.items():
            for v in spec.params.get(name, ()):
                if not listed(v, ok):
                    raise SpecError(loc(("params", name, "values")), f"params.{name}.values", f"values among {', '.join(map(str, ok))} (template quant)", repr(v))
        for name, ok in (("block_rows", lambda v: is_integer(v) and is_power_of_two(v)), ("swiglu_limit", lambda v: is_integer(v) and v >= 0 and _bf16_holds(v))):
            for v in spec.params.get(name, ()):
                if not ok(v):
                    raise SpecError(
                        loc(("params", name, "values")),
                        f"params.{name}.values",
                        "powers of two >= 1 (template quant)" if name == "block_rows" else "integers >= 0 that bf16 holds exactly, 0 for no clamp (template quant: the clamp runs in bf16)",
                        repr(v),
                    )

    def validate(self, spec) -> None:
        loc = spec.source.loc
        self._validate_options(spec)
        # A kernel tiles a row into whole scale groups of `block` columns: a built N that is no
        # multiple of it would leave the last partial group's columns and scale unwritten.
        for sp in spec.specializations():
            p, n = sp.variant.params, sp.statics["N"]
            if not option(spec, p, "whole_row") and n % p["block"]:
                raise SpecError(
                    loc(("constraints",), key=True),
                    "constraints",
                    "constraints that keep N a multiple of block (template quant: a row is whole groups of block columns; e.g. N % block == 0)",
                    f"variant {sp.variant.name} built at N = {n} with block {p['block']}",
                    "add the constraint, or drop that N",
                )
        x = spec.inputs["x"]
        swiglu = "swiglu" in spec.params.get("activation", ())
        want = ["M", "2 * N"] if swiglu else ["M", "N"]
        if len(x.shape) != 2 or [e.text.strip() for e in x.shape] != want:
            raise SpecError(loc(("inputs", "x", "shape")), "inputs.x.shape", flow(want) + (" (activation swiglu: gate and up halves)" if swiglu else ""), flow([e.text for e in x.shape]))
        # The kernels take x's row stride from the tensor, as the dim ld: rows one ld apart.
        if x.strides is not None and ("ld" not in spec.dims or [e.text.strip() for e in x.strides] != ["ld", "1"]):
            raise SpecError(loc(("inputs", "x", "strides")), "inputs.x.strides", "[ld, 1] (rows ld elements apart; a dim ld declared)", flow([e.text for e in x.strides]))
        # The op compiles a kernel per row stride; ld's default is the one that proofs, tests and
        # ahead-of-time builds take, so it must be the contiguous stride, the common call's.
        ld = spec.dims.get("ld")
        if x.strides is not None and ld is not None and ld.default is not None and ld.default.text.replace(" ", "") != want[1].replace(" ", ""):
            raise SpecError(
                loc(("dims", "ld", "default")),
                "dims.ld.default",
                f"{want[1]}, x's row length (the contiguous stride: the kernel that proofs, tests and ahead-of-time builds take, and that a contiguous x runs)",
                repr(ld.default.text),
            )
        if spec.tail.get("N") != "require_divisible":
            raise SpecError(loc(("tiling", "tail")), "tiling.tail.N", "require_divisible (a scale group never straddles a tile)", repr(spec.tail["N"]) if "N" in spec.tail else "none")
        # An N whose grid is past CUDA's limit at the largest M with the declared tiling (the
        # tuner skips search candidates that are, see tiling_problem).
        for sp in spec.specializations():
            n = sp.statics["N"]
            ctas = grid_ctas(spec, sp.variant.params, spec.tiling, n)
            if ctas > GRID_X:
                rows, width = tile(spec, sp.variant.params, spec.tiling, n)
                j = spec.dims["N"].values.index(n)
                raise SpecError(
                    loc(("dims", "N", "values", j)),
                    f"dims.N.values[{j}]",
                    f"an N whose grid fits CUDA's {GRID_X} CTAs: ceil(M / {rows}) * (N / {width}) tiles at M = {spec.dims['M'].max} (dims.M.max; variant {sp.variant.name}, tiling.default)",
                    f"{n} ({ctas} CTAs)",
                    "lower dims.M.max or N, or raise block_m",
                )

    def case_problem(self, spec, variant, dims: dict) -> tuple[str, str, str] | None:
        """(dim, expected, found) where the op would refuse a call of variant at dims (a test
        run or bench shape) whatever its tiling, else None."""
        env = spec.env(variant, dims)
        if env["ld"] % ROW_STRIDE_MULTIPLE:
            return (
                "ld",
                f"a multiple of {ROW_STRIDE_MULTIPLE} (the op refuses any other row stride of x: rows start 16-byte aligned for vector loads; e.g. the constraint ld % {ROW_STRIDE_MULTIPLE} == 0)",
                str(env["ld"]),
            )
        # The row step is the test's to keep where no tiling runs it: with block_rows > 1 every
        # tiling's row tile is the row block (a block_m too large for it is tiling_problem's).
        rows = option(spec, variant.params, "block_rows")
        if env["M"] > 0 and env["ld"] > INT32_MAX // rows:
            return "ld", f"at most {INT32_MAX // rows} (the op's kernel steps over x's rows a row block of {rows} at a time, {rows} * ld elements: a 32-bit constant)", str(env["ld"])
        return None

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets."""
        return {knob: (is_power_of_two, "a power of two") for knob in ("block_m", "block_k", "threads")}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        if t["block_k"] < max(spec.params["block"]):
            return "block_k", f"at least the largest block ({max(spec.params['block'])})", str(t["block_k"])
        for sp in spec.specializations():
            v, n = sp.variant, sp.statics["N"]
            rows, width = tile(spec, v.params, t, n)
            x_dtype = spec.dtype(spec.inputs["x"], v)
            if rows * width * DTYPE_BYTES[x_dtype] > REGISTER_FILE_BYTES:
                return (
                    "block_m",
                    f"a tile whose {x_dtype} x elements fit a CTA's registers ({REGISTER_FILE_BYTES // 1024} KiB): rows * columns * {DTYPE_BYTES[x_dtype]} at most {REGISTER_FILE_BYTES} (variant {v.name}, N = {n}: a {rows} x {width} tile)",
                    f"block_m {t['block_m']}, block_k {t['block_k']}",
                )
            if grid_ctas(spec, v.params, t, n) > GRID_X:
                return (
                    "block_m",
                    f"a tile whose grid fits CUDA's {GRID_X} CTAs at M = {spec.dims['M'].max} (variant {v.name}, N = {n}: ceil(M / {rows}) * (N / {width}) tiles)",
                    f"block_m {t['block_m']}, block_k {t['block_k']}",
                )
        # A tiling the spec does not declare (a lockfile's, a search candidate) meets the op's
        # row-step rule at every test run and bench shape, as case_problem holds the declared one to.
        for v, dims in spec.test_cases() + spec.bench_cases():
            env = spec.env(v, dims)
            if env["M"] > 0 and env["ld"] > largest_ld(spec, v.params, t, env["N"]):
                return "block_m", f"a row tile whose step over x, tile rows * ld elements, fits 32 bits at every test run and bench shape (variant {v.name}, ld = {env['ld']})", str(t["block_m"])
        return None

    def _validate_options(self, spec) -> None:
        loc = spec.source.loc
        if len(spec.params.get("activation", ("none",))) > 1:
            raise SpecError(loc(("params", "activation", "values")), "params.activation.values", "one activation per spec (it sets the shape of x)", flow(spec.params["activation"]))
        for k, v in enumerate(spec.variants):
            p = v.params
            at = loc(("variants", k))
            per_block = option(spec, p, "block_rows") > 1
            fused = option(spec, p, "activation") != "none"
            if (per_block or fused or option(spec, p, "whole_row")) and p["inplace"]:
                raise SpecError(at, f"variants[{k}] ({v.name})", "inplace only for plain per-row groups (template quant)", "inplace with block_rows, whole_row or an activation")
            if (per_block or fused) and p["out_format"] != "e4m3":
                raise SpecError(at, f"variants[{k}] ({v.name})", "out_format e4m3 with block_rows > 1 or an activation (template quant)", p["out_format"])
            if per_block and option(spec, p, "whole_row"):
                raise SpecError(at, f"variants[{k}] ({v.name})", "block_rows > 1 or whole_row, not both (template quant)", "both")
            if (option(spec, p, "swiglu_limit") or not option(spec, p, "unit_weight")) and not fused:
                raise SpecError(
                    at,
                    f"variants[{k}] ({v.name})",
                    "swiglu_limit and unit_weight false only with activation swiglu (template quant)",
                    str({k: p[k] for k in ("swiglu_limit", "unit_weight") if k in p}),
                )
        if any(b > 1 for b in spec.params.get("block_rows", ())) and "block_m" in spec.tiling_search:
            raise SpecError(
                loc(("tiling", "search", "block_m"), key=True), "tiling.search.block_m", "no block_m search with block_rows (the row tile is the row block)", str(spec.tiling_search["block_m"])
            )
        if False in spec.params.get("unit_weight", ()):
            w = spec.inputs.get("w")
            if w is None or [e.text.strip() for e in w.shape] != ["M"] or w.dtype != "fp32" or w.unless != "unit_weight":
                raise SpecError(
                    loc(("inputs",)),
                    "inputs.w",
                    "w: {shape: [M], dtype: fp32, unless: unit_weight} (per-row weights, template quant)",
                    "none" if w is None else str({"shape": [e.text for e in w.shape], "dtype": w.dtype, "unless": w.unless}),
                )
        extra = [n for n in spec.inputs if n not in ("x", "w")]
        if extra:
            raise SpecError(loc(("inputs", extra[0]), key=True), f"inputs.{extra[0]}", "inputs x (and w for per-row weights) (template quant)", repr(extra[0]))
        self._validate_tensors(spec)

    def _validate_tensors(self, spec) -> None:
        """x's dtype and the outputs the kernels write, per variant: y holds the codes (two e2m1
        codes a byte), s one scale per group of a row (or of block_rows rows, or the whole row)."""
        loc = spec.source.loc
        missing = [n for n in ("y", "s") if n not in spec.outputs]
        extra = [n for n in spec.outputs if n not in ("y", "s")]
        if missing or extra:
            at = ("outputs", extra[0]) if extra else ("outputs",)
            raise SpecError(loc(at, key=bool(extra)), "outputs", "outputs y (the codes) and s (the scales) (template quant)", ", ".join(spec.outputs) or "none")
        built = spec.specializations()
        for v in spec.variants:
            x_dtype = spec.dtype(spec.inputs["x"], v)
            if x_dtype not in DTYPES:
                raise SpecError(loc(("inputs", "x", "dtype")), "inputs.x.dtype", f"one of {', '.join(DTYPES)} (template quant)", f"{x_dtype!r} (variant {v.name})")
            # The op picks the variant by x's dtype (in_dtype is inferred): a kernel for another
            # dtype would be picked by inputs it was not built for.
            if v.params.get("in_dtype") not in (None, x_dtype):
                raise SpecError(
                    loc(("inputs", "x", "dtype")),
                    "inputs.x.dtype",
                    f"'{{in_dtype}}' (the op picks the variant by x's dtype, and variant {v.name} has in_dtype {v.params['in_dtype']})",
                    repr(spec.inputs["x"].dtype),
                )
            p = v.params
            rows = option(spec, p, "block_rows")
            want = {
                "y": (["M", "N // 2" if p["out_format"] == "e2m1" else "N"], {"e4m3": "fp8_e4m3", "e2m1": "fp4_e2m1x2"}[p["out_format"]]),
                "s": (["M" if rows == 1 else "(M + block_rows - 1) // block_rows", "1" if option(spec, p, "whole_row") else "N // block"], p["scale_dtype"]),
            }
            for name, (shape, dtype) in want.items():
                t = spec.outputs[name]
                if t.unless and p.get(t.unless):
                    continue  # written in place into x: no such output in this variant
                # Every built shape at two row counts: a shape that writes a number in place of
                # a dim agrees with the kernel's at one size only.
                statics = [sp.statics for sp in built if sp.variant is v]
                for static, m in itertools.product(statics, (2 * rows + 1, 5 * rows + 3)):
                    env = spec.env(v, {"M": m, **static})
                    if [e.evaluate(env) for e in t.shape] != [Expr(e).evaluate(env) for e in shape]:
                        raise SpecError(loc(("outputs", name, "shape")), f"outputs.{name}.shape (variant {v.name})", f"{flow(shape)} (template quant)", flow([e.text for e in t.shape]))
                if spec.dtype(t, v) != dtype:
                    raise SpecError(loc(("outputs", name, "dtype")), f"outputs.{name}.dtype (variant {v.name})", f"{dtype} (template quant)", repr(spec.dtype(t, v)))

    def context(self, spec) -> dict:
        variants = []
        for v in spec.variants:
            p = v.params
            tl_out, max_value, floor = FORMATS[p["out_format"]]
            variants.append(
                {
                    "name": v.name,
                    "params": p,
                    "x_dtype": spec.dtype(spec.inputs["x"], v),
                    "in_dtype": DTYPES[spec.dtype(spec.inputs["x"], v)],
                    "whole_row": option(spec, p, "whole_row"),
                    "block_rows": option(spec, p, "block_rows"),
                    "swiglu": option(spec, p, "activation") == "swiglu",
                    "swiglu_limit": option(spec, p, "swiglu_limit"),
                    "weighted": not option(spec, p, "unit_weight"),
                    "out_dtype": tl_out,
                    "max_value": max_value,
                    "amax_floor": fp32(floor),
                    "inv_max": fp32(1.0 / max_value),
                    "scale_storage": SCALE_STORAGE[p["scale_dtype"]],
                    "fp4": p["out_format"] == "e2m1",
                    # bf16 x over a power-of-two scale: e2m1 codes, or inplace the fake-quantized
                    # values, two at a time in bf16x2 arithmetic
                    "bf16x2_codes": p["out_format"] == "e2m1"
                    and spec.dtype(spec.inputs["x"], v) == "bf16"
                    and p["scale_fmt"] == "ue8m0"
                    and option(spec, p, "activation") == "none"
                    and option(spec, p, "unit_weight"),
                }
            )
        if len({v["fp4"] for v in variants}) > 1:
            raise SpecError(spec.source.loc(("params", "out_format")), "params.out_format", "one output format per spec (y has one dtype)", flow(spec.params["out_format"]))
        return {"variants": variants, "swiglu": any(v["swiglu"] for v in variants), "row_stride_multiple": ROW_STRIDE_MULTIPLE}
