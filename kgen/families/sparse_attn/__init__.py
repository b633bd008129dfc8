"""Top-k gathered MQA attention with an attention sink: DeepSeek-V4's sparse_attn.

One CTA per (batch, query) holds all h heads (padded to 16 rows; above 64 heads, one CTA
per group of 64), so each gathered kv row is loaded once for all of them; block_i indices a
step, the gather pipelined through shared memory (cp.async), S = Q K^T and O += P V on the
tensor cores, online softmax in fp32. The `split_topk`
variant (decode: few queries) also splits the indices over CTAs of split_chunk indices
each, writes partial (max, sum, unnormalized O) to a workspace and combines them in a
second kernel of the same prim_func.

Indices outside [0, n) are skipped like -1: the gather reads a clamped row and the score
is masked to -inf, so the kernel never reads outside kv whatever idx holds.
"""

from __future__ import annotations

from ...errors import SpecError
from ...runtime.target import GRID_YZ, SHARED_BYTES, SM_REGISTERS, SM_SHARED_BYTES, SM_THREADS
from ...yamlpos import flow
from ..family import Family
from ..rules import is_power_of_two, listed


# warp_specialized: the warpgroup that gathers kv rows beside the threads that compute.
PRODUCER_THREADS = 128
# What a CTA's shared memory costs beside its buffers: the 1 KiB the hardware reserves, the
# reductions' workspace, the mbarriers (the gathering kernel's fit and residency).
CTA_SHARED_OVERHEAD = 3 * 1024
# transposed: the fp32 scores' shared rows are this much wider than the heads (bank spread).
S_PAD = 4


class SparseAttnFamily(Family):
    name = "sparse_attn"
    params = ("split_topk",)
    dims = ("b", "m", "n", "topk", "h", "d")
    runtime_dims = {name: f"{name} is a size each call brings, which the kernels take as T.dynamic" for name in ("b", "m", "n", "topk")}
    static_dims = {
        "h": "h shapes the kernels: the heads a CTA holds and the CTAs a query takes, one kernel per value",
        "d": "d shapes the kernels: the head dim of its tensor-core tiles, one kernel per value",
    }
    derived_dims = {}
    tensors = ("q", "kv", "sink", "idx")
    tiling = ("block_i", "split_chunk", "stages", "threads", "warp_specialized", "ctas_per_sm", "transposed", "segment_gather", "skip_invalid")
    flags = ("warp_specialized", "transposed", "segment_gather", "skip_invalid")  # knobs that are true or false
    tail_tiles = {}  # every runtime dim keeps its guards: there is no guard-free kernel
    strided_tensors = frozenset()
    optional_tensors = frozenset()
    static_tails = frozenset()
    bucket_dim = ("topk", "the indices per query")
    bucket_inputs = ()
    kernel_template = "sparse_attn.py.j2"
    fold_leading = False  # q [b, m, h, d] and idx [b, m, topk] share b and m: no leading dims fold into b
    chosen_params = ("split_topk",)  # by shape: split where few queries leave SMs idle
    scalars = {"scale": "the softmax scale, d ** -0.5 where None (the default); another value compiles another kernel"}
    call_check = "check_call"  # the split path's grid takes at most GRID_Y queries
    zeros_when_empty = True  # no index (topk 0) or none in range (n 0): every query's output is 0
    kernel_arguments = True  # the split path's fp32 partials

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        # The op and the template branch on it as a switch: any other value would pick a path by its truthiness.
        for j, v in enumerate(spec.params["split_topk"]):
            if not listed(v, (False, True)):
                raise SpecError(
                    spec.source.loc(("params", "split_topk", "values", j)),
                    f"params.split_topk.values[{j}]",
                    "false or true (template sparse_attn: whether a variant also splits the indices over CTAs)",
                    flow(v),
                )

    def validate(self, spec) -> None:
        loc = spec.source.loc
        for name, shape, dtype in (("q", ["b", "m", "h", "d"], "bf16"), ("kv", ["b", "n", "d"], "bf16"), ("sink", ["h"], "fp32"), ("idx", ["b", "m", "topk"], "int32")):
            got = [e.text for e in spec.inputs[name].shape]
            if got != shape:
                raise SpecError(loc(("inputs", name, "shape")), f"inputs.{name}.shape", flow(shape), flow(got))
            for v in spec.variants:
                if spec.dtype(spec.inputs[name], v) != dtype:
                    raise SpecError(loc(("inputs", name, "dtype")), f"inputs.{name}.dtype", f"{dtype} (template sparse_attn: what the kernels read)", repr(spec.dtype(spec.inputs[name], v)))
        # The kernel writes one bf16 o shaped like q.
        if list(spec.outputs) != ["o"]:
            raise SpecError(loc(("outputs",)), "outputs", "one output o (template sparse_attn)", ", ".join(spec.outputs) or "none")
        o = spec.outputs["o"]
        if [e.text for e in o.shape] != ["b", "m", "h", "d"]:
            raise SpecError(loc(("outputs", "o", "shape")), "outputs.o.shape", "[b, m, h, d] (template sparse_attn)", flow([e.text for e in o.shape]))
        if o.dtype != "bf16":
            raise SpecError(loc(("outputs", "o", "dtype")), "outputs.o.dtype", "bf16 (template sparse_attn)", repr(o.dtype))
        # A CTA's heads are a tensor-core tile: fewer than 16 are padded to 16, up to 64 are
        # one tile, more are groups of 64.
        for j, v in enumerate(spec.dims["h"].values):
            if not (v > 0 and (v < 16 or (v % 16 == 0 and (v <= 64 or v % 64 == 0)))):
                raise SpecError(loc(("dims", "h", "values", j)), f"dims.h.values[{j}]", "1 to 15 (padded to 16), a multiple of 16 up to 64, or a multiple of 64", str(v))
            # A query's CTAs, one per 64 heads, are the one-pass kernel's grid z extent.
            if v > 64 * GRID_YZ:
                raise SpecError(loc(("dims", "h", "values", j)), f"dims.h.values[{j}]", f"at most {64 * GRID_YZ} ({GRID_YZ} CTAs of 64 heads a query: the grid's z extent)", str(v))
        # b is the one-pass kernel's grid y extent and the split kernels' z extent.
        if spec.dims["b"].max > GRID_YZ:
            raise SpecError(loc(("dims", "b", "max")), "dims.b.max", f"at most {GRID_YZ} (the grid's y or z extent)", str(spec.dims["b"].max))
        for j, v in enumerate(spec.dims["d"].values):
            if v % 16:
                raise SpecError(loc(("dims", "d", "values", j)), f"dims.d.values[{j}]", "a multiple of 16 (the k of a tensor-core tile)", str(v))
        for name in self.runtime_dims:
            if spec.tail.get(name) != "guard":
                raise SpecError(
                    loc(("tiling", "tail", name)), f"tiling.tail.{name}", "guard (gathered rows and the top-k tail are always guarded)", repr(spec.tail[name]) if name in spec.tail else "none"
                )

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets."""
        tile = (lambda v: v >= 16 and is_power_of_two(v), "a power of two >= 16 (the k or n of a tensor-core tile)")
        return {"block_i": tile, "split_chunk": tile}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        # The gathering warpgroup's threads join the CTA's.
        if t["warp_specialized"] and t["threads"] + PRODUCER_THREADS > 1024:
            return "threads", f"at most {1024 - PRODUCER_THREADS} (with warp_specialized the gathering warpgroup's {PRODUCER_THREADS} join them, at most 1024 a CTA)", str(t["threads"])
        # Transposed, the step's gathered rows are one warpgroup's wgmma M (64): TileLang 0.1.15
        # cannot lower the softmax's reduction over rows split across warpgroups or repeated
        # down a taller tile (its ReduceOp and fragment checks refuse both).
        if t["transposed"] and t["block_i"] != 64:
            return "block_i", "64 with transposed (the step's rows are one warpgroup's wgmma M)", str(t["block_i"])
        if t["transposed"] and t["threads"] != 128:
            return "threads", "128 with transposed (one warpgroup computes, its wgmma M the step's 64 rows)", str(t["threads"])
        # segment_gather: 8 threads a row's 128-byte segment, so a pass of the threads copies
        # threads / 8 rows of 64-element segments; the gathering warpgroup copies a row a call.
        if t["segment_gather"]:
            if t["warp_specialized"]:
                return "segment_gather", "false with warp_specialized true (the gathering warpgroup copies a row a call)", "true"
            if t["block_i"] % (t["threads"] // 8):
                return "block_i", f"a multiple of {t['threads'] // 8} with segment_gather (the rows {t['threads']} threads copy a pass, 8 a row's segment)", str(t["block_i"])
            if any(d % 64 for d in spec.dims["d"].values):
                return "segment_gather", f"false while a d is not a multiple of 64 (segments of 64 elements; d: {', '.join(map(str, spec.dims['d'].values))})", "true"
        # skip_invalid predicates the pipelined gather's copies; the gathering warpgroup copies
        # whole rows unpredicated.
        if t["skip_invalid"] and t["warp_specialized"]:
            return "skip_invalid", "false with warp_specialized true (the gathering warpgroup's row copies are not predicated)", "true"
        if t["split_chunk"] % t["block_i"]:
            return "split_chunk", f"a multiple of block_i ({t['block_i']})", str(t["split_chunk"])
        # T.gemm (FullRow) may give each warp a share of a tile's columns, a multiple of 8: the
        # score tile's block_i columns and the output's d, at a CTA's 16 heads.
        cols = 8 * (t["threads"] // 32)
        ds = sorted(set(spec.dims["d"].values))
        if t["block_i"] % cols or any(d % cols for d in ds):
            return "threads", f"a warp count whose 8-column shares tile block_i ({t['block_i']}) and every d ({', '.join(map(str, ds))}): 8 * threads / 32 divides them", str(t["threads"])
        # One tiling serves every head shape: its buffers (the CTA's queries, each stage's
        # gathered kv rows, P; bf16; transposed, the fp32 scores and scales too) must fit for
        # the largest. Counted without reuse, so at most a few KiB stricter than TileLang's
        # allocation. The gathering kernel takes as many of its stages as fit
        # (gather_stages): one must.
        ws = t["warp_specialized"]
        for h, d in sorted({(sp.statics["h"], sp.statics["d"]) for sp in spec.specializations()}):
            heads = min(64, max(16, h))  # the generated module's heads_per_cta
            transposed = 4 * (t["block_i"] * (heads + S_PAD) + heads) if t["transposed"] and heads < 64 else 0  # fp32 scores, acc_o's scales
            need = 2 * (heads * d + (1 if ws else t["stages"]) * t["block_i"] * d + heads * t["block_i"]) + transposed + (CTA_SHARED_OVERHEAD if ws else 0)
            if need > SHARED_BYTES and ws:
                return (
                    "block_i",
                    f"a step whose gathered kv rows fit in {SHARED_BYTES // 1024} KiB of shared memory at every head shape with warp_specialized (h={h}, d={d} needs {need} bytes for one stage)",
                    str(t["block_i"]),
                )
            if need > SHARED_BYTES:
                return "stages", f"stages whose gathered kv rows fit in {SHARED_BYTES // 1024} KiB of shared memory at every head shape (h={h}, d={d} needs {need} bytes)", str(t["stages"])
        return None

    def context(self, spec) -> dict:
        return {
            "variants": [{"name": v.name, "split": v.params["split_topk"]} for v in spec.variants],
            "producer_threads": PRODUCER_THREADS,
            "sm_shared_bytes": SM_SHARED_BYTES,
            "cta_shared_bytes": SHARED_BYTES,
            "cta_shared_overhead": CTA_SHARED_OVERHEAD,
            "s_pad": S_PAD,
            "sm_threads": SM_THREADS,
            "sm_registers": SM_REGISTERS,
        }
