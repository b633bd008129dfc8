"""Batched transpose family: y[b, n, m] = x[b, m, n], a copy of bits in any dtype.

The kernel moves elements as the integer of their width (`storage`), so one kernel per
width serves every dtype of that size: `storage` is any_dtype_of_width, so the op layer kgen
renders takes x of any dtype of a built width and hands the kernel x and y as that integer.
M, N and B are all runtime dims; only M's tail has a guard-free kernel (M % block_m == 0),
N's edge tiles and B keep their guards.

One CTA moves a block_m x block_n tile of one matrix: it reads the tile's rows from x into
shared memory, then writes the tile's columns as rows of y. How depends on whether rows
start on 16-byte boundaries (M and N multiples of one 16-byte vector of elements):

- both: each thread loads whole vectors of x and stores whole vectors of y, gathering each
  one down a column of the tile. The tile's 16-byte chunks are XOR-swizzled by row group so
  that the eight threads gathering one column read eight different chunks (no bank
  conflicts).
- otherwise no vector store to y is aligned (or no vector load from x, when N is not a
  multiple): a warp stores 32 consecutive elements of one row of y, one each. Their 32
  reads go down a column of the tile laid out with rows padded by one 32-bit word, so the
  32 rows start in 32 different banks. Rows of x are loaded into it in vectors where N
  allows, else an element a lane.
- except 1-byte elements whose rows of x are aligned (N a multiple of 16) and rows of y not:
  each row of y is stored in whole vectors from its own first 16-byte boundary (which
  follows from the row's index and M mod 16), its head and last partial vector an element
  at a time. A tile's vectors then reach up to 15 rows past it, so it loads those rows of
  x too (a halo). The 16-byte stores go through a small extern function, handed the
  vector's first and last elements so that the bounds pass checks both ends.

The guard-free kernel never takes the middle path (its M is a multiple of block_m).
"""

from __future__ import annotations

from ...errors import SpecError
from ...runtime.target import SHARED_BYTES
from ...schema import STORAGE_DTYPES
from ...yamlpos import flow
from ..family import Family
from ..rules import is_power_of_two

WIDTHS = {name: width for width, name in STORAGE_DTYPES.items()}
VECTOR_BYTES = 16
BANK_WORD_BYTES = 4
# Element widths whose rows of y off 16-byte boundaries are stored as whole vectors from each
# row's first boundary (a halo of one vector of rows of x more in the tile), not an element a
# lane: a warp's 32 lanes then store 32 bytes of a row. H100, against HEAD's kernel, same bits
# (bench/logs/*-ab4eb65-transpose-unaligned-rows-ab.log): 1-byte 4001 x 7168 26.5 us against
# 34.1, 4095 x 7168 27.3 against 32.5. Wider elements lost (2-byte 8 x 1023 x 2048 35.1
# against 27.8; 8-byte 4001 x 7168 201.7 against 165.8): their lanes already store 64 to 256
# bytes of a row, and gathering the shifted vectors costs more than it saves.
WHOLE_VECTOR_WIDTHS = (1,)


class TransposeFamily(Family):
    name = "transpose"
    kernel_template = "transpose.py.j2"
    params = ("storage",)
    dims = ("B", "M", "N")
    runtime_dims = dict.fromkeys(dims, "template transpose: every dim is a runtime size")
    static_dims = {}
    derived_dims = {}
    tensors = ("x",)
    tiling = ("block_m", "block_n", "threads")
    tail_tiles = {"M": "block_m", "N": "block_n"}  # N's edge tiles stay guarded (tail N: guard)
    strided_tensors = frozenset()
    optional_tensors = frozenset()
    static_tails = frozenset()
    bucket_dim = None  # one tiling per variant

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        for v in spec.params["storage"]:
            if v not in WIDTHS:
                raise SpecError(
                    spec.source.loc(("params", "storage", "values")), "params.storage.values", f"values among {', '.join(WIDTHS)} (template transpose: the integer of each element width)", repr(v)
                )

    def validate(self, spec) -> None:
        loc = spec.source.loc
        if "storage" not in spec.width_params:
            raise SpecError(
                loc(("params", "storage")), "params.storage.any_dtype_of_width", "true (template transpose: the kernel moves any dtype's elements as the integer of their width)", "not true"
            )
        if len({v.params["storage"] for v in spec.variants}) != len(spec.variants):
            raise SpecError(loc(("variants",)), "variants[].storage", "one variant per storage dtype (the op picks the variant by x's element size)", str([v.params["storage"] for v in spec.variants]))
        for name in ("B", "N"):
            if spec.tail[name] != "guard":
                raise SpecError(loc(("tiling", "tail", name)), f"tiling.tail.{name}", "guard (template transpose: only M's tail has a guard-free kernel)", spec.tail[name])
        # The grid's y extent (N tiles) and z extent (B) are at most 65535.
        least_block_n = min([spec.tiling["block_n"]] + spec.tiling_search.get("block_n", []))
        if spec.dims["N"].max > 65535 * least_block_n:
            raise SpecError(
                loc(("dims", "N", "max")), "dims.N.max", f"at most {65535 * least_block_n} (65535 tiles of the smallest block_n, {least_block_n}: the grid's y extent)", str(spec.dims["N"].max)
            )
        if spec.dims["B"].max > 65535:
            raise SpecError(loc(("dims", "B", "max")), "dims.B.max", "at most 65535 (the grid's z extent)", str(spec.dims["B"].max))
        shapes = {"x": (["B", "M", "N"], "inputs"), "y": (["B", "N", "M"], "outputs")}
        for group in ("inputs", "outputs"):
            for name, t in getattr(spec, group).items():
                if name not in shapes or shapes[name][1] != group:
                    want = [n for n, (_, g) in shapes.items() if g == group]
                    raise SpecError(loc((group, name), key=True), f"{group}.{name}", f"only {want[0]} (template transpose)", repr(name))
                if [e.text for e in t.shape] != shapes[name][0]:
                    raise SpecError(loc((group, name, "shape")), f"{group}.{name}.shape", flow(shapes[name][0]), flow([e.text for e in t.shape]))
                if t.dtype != "{storage}":
                    raise SpecError(loc((group, name, "dtype")), f"{group}.{name}.dtype", "'{storage}' (the kernel moves the bits of each element)", repr(t.dtype))
        if "y" not in spec.outputs:
            raise SpecError(loc(("outputs",)), "outputs.y", "an output y [B, N, M]", "none")

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets."""
        return {knob: (is_power_of_two, "a power of two") for knob in ("block_m", "block_n", "threads")}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        # The tile passes through shared memory: its rows padded by a 32-bit word (an element,
        # if wider), and for WHOLE_VECTOR_WIDTHS one 16-byte vector of rows more (a halo).
        widths = [WIDTHS[v.params["storage"]] for v in spec.variants]
        for width in sorted(widths, reverse=True):
            halo = VECTOR_BYTES // width if width in WHOLE_VECTOR_WIDTHS else 0
            tile_bytes = (t["block_m"] + halo) * (t["block_n"] + max(1, BANK_WORD_BYTES // width)) * width
            if tile_bytes > SHARED_BYTES:
                return (
                    "block_m",
                    f"a tile of {width}-byte elements that fits in {SHARED_BYTES // 1024} KiB of shared memory with block_n {t['block_n']} ({tile_bytes} bytes with its row padding{' and halo' if halo else ''})",
                    str(t["block_m"]),
                )
        # Every dtype moves whole 16-byte vectors: the tile's rows and columns hold at least
        # one, and every thread moves at least one per tile. A warp's 32 lanes map onto 32
        # rows of y (block_n) or 32 elements of one (block_m), so both sides are at least 32.
        narrowest_vector = VECTOR_BYTES // min(widths)
        least = max(32, narrowest_vector)
        if t["block_m"] < least or t["block_n"] < least:
            return (
                "block_m" if t["block_m"] < least else "block_n",
                f"at least {least} (a warp's 32 lanes and 16 bytes of the narrowest element, {min(widths)} byte)",
                f"block_m {t['block_m']}, block_n {t['block_n']}",
            )
        if t["threads"] % 32 or t["block_m"] * t["block_n"] < narrowest_vector * t["threads"]:
            return "threads", f"a multiple of 32, at most block_m * block_n / {narrowest_vector} (a 16-byte vector per thread)", str(t["threads"])
        return None

    def context(self, spec) -> dict:
        variants = [{"name": v.name, "params": v.params, "storage": v.params["storage"], "width": WIDTHS[v.params["storage"]]} for v in spec.variants]
        return {"variants": variants, "whole_vector_widths": WHOLE_VECTOR_WIDTHS}
