"""fp8 dequantize: y = bf16(fp32(codes) * scales[row, col // block]), codes e4m3 [M, N],
scales fp32 [M, N // block]. A family of kernel bodies only: kgen renders its op layer."""

from __future__ import annotations

from ...errors import SpecError
from ..family import Family
from ..rules import is_power_of_two

CODES_PER_STORE = 8  # codes behind one 16-byte store of bf16, the kernel's vector


class CastBackFamily(Family):
    name = "cast_back"
    kernel_template = "cast_back.py.j2"
    params = ("block",)
    dims = ("M", "N")
    tiling = ("block_m", "threads")
    runtime_dims = {"M": "template cast_back: rows are the kernel's runtime size"}
    static_dims = {"N": "template cast_back: the row length shapes the kernel's loop"}
    tail_tiles = {"M": "block_m"}
    tensor_contract = {"inputs": (("M, N", "fp8_e4m3"), ("M, N // block", "fp32")), "outputs": (("M, N", "bf16"),)}

    def validate(self, spec) -> None:
        for v in spec.variants:
            for n in spec.dims["N"].values:
                if n % v.params["block"] or v.params["block"] % CODES_PER_STORE:
                    raise SpecError(
                        spec.source.loc(("dims", "N", "values")), "dims.N.values", f"multiples of block ({v.params['block']}, itself a multiple of {CODES_PER_STORE}: variant {v.name})", str(n)
                    )

    def knob_rules(self, spec) -> dict:
        return {knob: (is_power_of_two, "a power of two") for knob in self.tiling}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        # Each thread converts whole vectors of the CTA's block_m x N tile.
        for n in spec.dims["N"].values:
            if t["block_m"] * n % (t["threads"] * CODES_PER_STORE):
                return "threads", f"a divisor of block_m * N / {CODES_PER_STORE} ({t['block_m']} x {n}: whole vectors per thread)", str(t["threads"])
        return None
