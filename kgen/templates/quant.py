"""Row/block-wise quantization family: act_quant, fp4_act_quant, per-token and per-block casts.

One CTA quantizes a (block_m x block_k) tile of a row-major (M, N) input; block_k holds
block_k // block scale groups. The spec picks the output format, the scale rule, the
scale storage and the rounding rule; this module turns them into template context.

Rounding rules: `divide` (DeepSeek-V4): s = amax * fp32(1/max), q = x / s. `reciprocal`
(TileKernels): s = amax / max, q = x * (max / amax). With ue8m0 scales the two agree bit
for bit (x * 2^-k and x / 2^k round the same real number).
"""
from __future__ import annotations

import struct

from ..errors import SpecError

FORMATS = {
    # name: (TileLang dtype, largest finite value, amax floor)
    "e4m3": ("T.float8_e4m3fn", 448.0, 1e-4),
    "e2m1": ("T.uint8", 6.0, 6.0 * 2.0**-126),  # packed two codes a byte by the kernel
}
DTYPES = {"bf16": "T.bfloat16", "fp16": "T.float16", "fp32": "T.float32"}
SCALE_STORAGE = {"fp32": "T.float32", "e8m0": "T.uint8"}


def fp32(value: float) -> float:
    """The float32 rounding of value, as an exact Python float."""
    return struct.unpack("<f", struct.pack("<f", value))[0]


class QuantFamily:
    name = "quant"
    params = ("block", "scale_fmt", "scale_dtype", "inplace", "out_format", "rounding")
    dims = ("M", "N", "ld")
    tensors = ("x",)
    tiling = ("block_m", "block_k", "threads")
    tail_tiles = {"M": "block_m"}  # the tiling knob that tiles each runtime dim

    def validate(self, spec) -> None:
        loc = spec.source.loc
        allowed = {"scale_fmt": ("ue8m0", "none"), "scale_dtype": tuple(SCALE_STORAGE), "out_format": tuple(FORMATS), "rounding": ("divide", "reciprocal")}
        for name, ok in allowed.items():
            for v in spec.params[name]:
                if v not in ok:
                    raise SpecError(loc(("params", name, "values")), f"params.{name}.values", f"values among {', '.join(ok)} (template quant)", repr(v))
        for v in spec.params["block"]:
            if not isinstance(v, int) or v < 16 or v & (v - 1):
                raise SpecError(loc(("params", "block", "values")), "params.block.values", "powers of two >= 16 (template quant)", repr(v))
        for knob in ("block_m", "block_k", "threads"):
            for value in [spec.tiling[knob]] + spec.tiling_search.get(knob, []):
                if value & (value - 1):
                    raise SpecError(loc(("tiling",)), f"tiling.{knob}", "powers of two", str(value))
        if spec.tiling["block_k"] < max(spec.params["block"]):
            raise SpecError(loc(("tiling", "default", "block_k")), "tiling.default.block_k", f"at least the largest block ({max(spec.params['block'])})", str(spec.tiling["block_k"]))
        x = spec.inputs["x"]
        if len(x.shape) != 2 or [e.text for e in x.shape] != ["M", "N"]:
            raise SpecError(loc(("inputs", "x", "shape")), "inputs.x.shape", "[M, N]", str([e.text for e in x.shape]))
        if spec.tail.get("N") != "require_divisible":
            raise SpecError(loc(("tiling", "tail")), "tiling.tail.N", "require_divisible (a scale group never straddles a tile)", repr(spec.tail.get("N")))

    def context(self, spec) -> dict:
        variants = []
        for v in spec.variants:
            p = v.params
            tl_out, max_value, floor = FORMATS[p["out_format"]]
            variants.append({
                "name": v.name,
                "params": p,
                "in_dtype": DTYPES[spec.dtype(spec.inputs["x"], v)],
                "out_dtype": tl_out,
                "max_value": max_value,
                "amax_floor": fp32(floor),
                "inv_max": fp32(1.0 / max_value),
                "scale_storage": SCALE_STORAGE[p["scale_dtype"]],
                "fp4": p["out_format"] == "e2m1",
            })
        fp4 = {v["fp4"] for v in variants}
        if len(fp4) > 1:
            raise SpecError(spec.source.loc(("params", "out_format")), "params.out_format", "one output format per spec (the op returns one dtype)", str(list(spec.params["out_format"])))
        return {"variants": variants, "tail_m": spec.tail["M"], "fp4": fp4.pop()}
