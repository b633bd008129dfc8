"""Block-scaled GEMM family: fp8_gemm (b_format e4m3) and fp4_gemm (b_format e2m1).

C[M, N] = A[M, K] @ B[N, K]^T with A fp8 scaled per (row, 128 of K). B is either fp8 scaled
per (128 x 128) block, or packed e2m1 (MXFP4) scaled per (row, 32 of K). An fp32 partial per
128-wide K block is scaled and added to an fp32 accumulator (promotion every 128 of K). One
CTA computes a (block_m x block_n) tile with a TMA + wgmma pipeline (`stages` deep). M is
runtime and bucketed: each bucket (decode, prefill) has its own tiling, picked per call.
A block_m under 64 (8, 16 or 32: decode) swaps the MMA's operands: B's rows take wgmma's
64-row side and the tokens its N side, so no MMA work goes to padding rows and 64 weight
rows make a CTA (twice the CTAs of a 128-row tile to stream the weight with). A pipeline
step loads block_k (128, 256 or 512) of K and promotes each 128 of it.

e2m1 B on SM90 (no fp4 MMA): B's rows always take wgmma's 64-row side and the tokens its N
side (8 to 192 wide), so converted B is wgmma's A operand, which it reads from registers.
Each warpgroup converts its own 64 rows of each 128-wide K block from the packed shared tile
straight into those registers, with the block's four 32-wide scales folded in relative to
the largest of them (a shift of at most 2^6 up; every e2m1 value times 2^-8..2^6 is exact in
e4m3, subnormals included), and the largest scale joins the promotion as a per-row factor.
So the partial spans 128 of K like fp8_gemm's. Small M can split K over several CTAs
(split_k) and pack several CTAs on an SM (ctas_per_sm). warp_specialized (a switch) keeps
TileLang's producer warpgroup, which issues each stage's TMA loads, or drops it so that every
thread loads its share of a stage (cp.async): small tiles then take half the threads and fit
more CTAs an SM. Without it, async_scales (a switch) loads the scales with cp.async as well,
ahead of the pipeline, so the first stage's loads need not wait for them.

block_n 16 (e2m1 B only) takes mma.sync tiles instead: 16 rows of B by 8 tokens (m16n8k32) a
warp, the CTA's warps splitting K, each loading its whole share of B, A and the scales into
registers before its first MMA (one 16-byte load per row and 32-wide group), and the warps'
partials summed in shared memory. No pipeline and no partials through global memory: for a
few tokens, where a wgmma tile's 64 rows leave too few CTAs unless K is split over them.

preconvert (a switch, e2m1 B only) trades the on-chip conversion for a kernel of its own that
converts all of B to e4m3 first, with the same arithmetic, and a factor per row and 128 of K;
the GEMM then reads B as fp8_gemm's prefill does, the tokens on wgmma's 64-row side. Each block
of B is then converted once instead of once per token tile, at the cost of writing and reading
back an e4m3 copy of B (twice its packed bytes): a trade for many token tiles.

overlap_promotion (a switch, e4m3 B with the tokens on wgmma's row side) keeps two partials
and alternates them over a step's 128-wide K blocks (so block_k is 256 or 512): each block's
MMA is issued, the block before it promoted while the tensor cores run, then the MMA awaited.
Without it a warpgroup's promotion and its next MMA take turns. A third accumulator's worth
of registers a thread is its price.

m_passes 2 (e4m3 or preconverted B, the tokens on wgmma's row side) computes the token tile
in two passes of half its rows, each into an accumulator of its own, both on the same B tile:
256-token tiles on two consumer warpgroups, as DeepGEMM's 1D2D kernel runs them. A tile twice as tall
loads a quarter less a MAC than a 128-row one; two accumulators and a partial of block_n / 2
floats each are its registers.

multicast (a switch, e4m3 or preconverted B, the tokens on wgmma's row side) launches clusters
of two CTAs on neighbouring column tiles of one token tile: the pair's first CTA loads each
stage's A block once for both (TMA multicast). TileLang's producer/consumer pipeline takes no
multicast load, so gemm.py.j2 writes this kernel's pipeline out: a producer warpgroup, consumer
warpgroups that release each stage in both CTAs, and the K blocks' token scales loaded straight
into registers (preconverted B's factors come with each stage).
"""

from __future__ import annotations

from ...errors import SpecError
from ...runtime.target import GRID_YZ, MAX_SM_COUNT, SHARED_BYTES, SM_REGISTERS, SM_SHARED_BYTES
from ...verify.solver import decided, spec_solver
from ...yamlpos import flow
from ..family import Family

SCALE_STORAGE = {"fp32": "T.float32", "e8m0": "T.uint8"}
# Column tiles per B format. e4m3 B: a tile never straddles two 128-row weight-scale blocks.
# e2m1 B: B's rows are the MMA's row side, one warpgroup per 64, or 16 for mma.sync tiles.
BLOCK_NS = {"e4m3": (64, 128), "e2m1": (16, 64, 128, 256)}
# e2m1 B's mma.sync tiles (block_n 16): 16 rows of B by 8 tokens (m16n8k32), K split over the
# CTA's warps, each warp's operands for its whole share of K held in registers. block_m 16 gives
# a warp two such token tiles, both fed by each converted fragment of B.
MMA_SYNC_ROWS, MMA_SYNC_TOKENS = 16, 8
MMA_SYNC_BLOCK_MS = (8, 16)
# Registers a thread of an mma.sync tile needs per 128-wide K block of its share, by block_m (16
# bytes of each of two weight rows and their scales, 32 bytes of activations a token tile and
# its tokens' scales), an upper bound at the longest K: ptxas on sm_90a gave 147-153 a thread at
# 14 blocks and 115-116 at 7 with one token tile, 145-146 at 7 blocks with two, without spills.
# An SM has 65536 to share.
MMA_SYNC_REGISTERS_PER_BLOCK = {8: 15, 16: 24}
MAX_REGISTERS = 255
# With a producer warpgroup TileLang gives one or two consumer warpgroups 240 registers a
# thread; past two, gemm.py.j2 shares out what the producer's 24 leave of 64512.
CONSUMER_REGISTERS, WARP_SPECIALIZED_SM_REGISTERS = 240, 64512
# What an overlapped consumer thread holds beside its three accumulators (ptxas on sm_90a: 205
# registers at 128 x 128 over 256 threads, 192 of them accumulators).
OVERLAP_SPARE_REGISTERS = 32
# m_passes: the token tile in one pass, or two of half its rows.
M_PASSES = (1, 2)
# multicast: the registers its producer warpgroup keeps a thread (gemm.py.j2's PRODUCER_REGISTERS).
MULTICAST_PRODUCER_REGISTERS = 40
# K per pipeline step: whole 128-wide promotion blocks.
BLOCK_KS = (128, 256, 512)
# Preconverted e2m1 B: column tiles whose accumulator and partial fit a thread's registers.
PRECONVERTED_BLOCK_NS = (64, 128)
# block_m values under 64: the tokens then sit on wgmma's N side (a multiple of 8 there).
TOKENS_ON_N = (8, 16, 32)
# e2m1 B always puts the tokens on wgmma's N side. The partial and the accumulator take
# block_m / 2 fp32 registers a thread each: at 192 ptxas spills 36 bytes a thread, past it
# they no longer fit.
E2M1_BLOCK_MS = (8, 16, 32, 64, 128, 192)
# What every N and K must be a multiple of, per B format, and why: the kernels have no guards
# on either (the grid has N // block_n column tiles, the pipeline K // block_k steps).
N_MULTIPLES = {"e4m3": (128, "B's 128 x 128 scale blocks"), "e2m1": (64, "B's rows fill wgmma's 64-row side, one warpgroup per 64")}
K_MULTIPLE = (128, "the 128-wide promotion blocks, each with a scale of A")
# Operand shapes per B format: e4m3 B has a scale per 128 x 128 block, packed e2m1 B (two
# codes per byte) one per row and 32 of K.
B_DTYPES = {"e4m3": "fp8_e4m3", "e2m1": "fp4_e2m1x2"}
B_SHAPES = {
    "e4m3": {"a": ["M", "K"], "sa": ["M", "K // 128"], "b": ["N", "K"], "sb": ["N // 128", "K // 128"]},
    "e2m1": {"a": ["M", "K"], "sa": ["M", "K // 128"], "b": ["N", "K // 2"], "sb": ["N", "K // 32"]},
}


def block_k_rule(spec) -> tuple:
    """(whether a block_k value is allowed, the allowed values in words): BLOCK_KS that divide every K."""
    ks = sorted(set(spec.dims["K"].values))
    return (lambda v: v in BLOCK_KS and all(k % v == 0 for k in ks)), f"{', '.join(map(str, BLOCK_KS))} dividing every K ({', '.join(map(str, ks))})"


def _warpgroup_per_64_rows_of_block_n(t: dict, why: str) -> tuple[str, str, str] | None:
    """The threads rule when B's rows take wgmma's 64-row side: one warpgroup per 64 of block_n."""
    if t["block_n"] % 64 or t["threads"] != 128 * (t["block_n"] // 64):
        return "threads", f"128 threads (one warpgroup) per 64 rows of block_n {why}", f"block_n {t['block_n']}, threads {t['threads']}"
    return None


def _shared_registers(t: dict) -> int:
    """Registers a thread has where the SM's are shared evenly by the resident CTAs' threads
    (no producer warpgroup to hand them out)."""
    return min(MAX_REGISTERS, SM_REGISTERS // (t["ctas_per_sm"] * t["threads"]))


def _mma_sync_problem(spec, t: dict, bucket: str | None) -> tuple[str, str, str] | None:
    """The rules of e2m1 B's mma.sync tiles (block_n 16): one or two 16 x 8 tiles a CTA, no pipeline and
    no split over CTAs; the CTA's warps split K, each holding its share's operands in registers."""
    why = f"with block_n {MMA_SYNC_ROWS} (mma.sync tiles)"
    if t["block_m"] not in MMA_SYNC_BLOCK_MS:
        return "block_m", f"one of {', '.join(map(str, MMA_SYNC_BLOCK_MS))} {why}: one or two token tiles of {MMA_SYNC_TOKENS}", str(t["block_m"])
    fixed = {"block_k": 128, "stages": 1, "split_k": 1, "warp_specialized": False, "async_scales": False}
    for knob, want in fixed.items():
        if t[knob] != want:
            return knob, f"{str(want).lower()} {why}", str(t[knob]).lower()
    # Whole warps at every K, reached or not: a warp count that leaves K blocks over makes a
    # wrong kernel, not a slow one, and `kgen lower` and the tools build any shape.
    warps, ks = t["threads"] // 32, sorted(set(spec.dims["K"].values))
    if warps < 4 or any(k // 128 % warps for k in ks):
        return (
            "threads",
            f"whole warps, at least 4 (128 threads sum each 16 x 8 token tile's outputs), dividing every K's 128-wide blocks ({', '.join(str(k // 128) for k in ks)}), {why}",
            str(t["threads"]),
        )
    # Registers (speed, not correctness) only where the kernel is built: at the K values where
    # some call takes the bucket.
    longest = max(st["K"] for st in spec.bucket_statics(bucket))
    where = f"the longest K {'bucket ' + bucket + ' takes' if bucket else 'built'}"
    per_block = MMA_SYNC_REGISTERS_PER_BLOCK[t["block_m"]]
    need = per_block * (longest // 128 // warps)
    have = _shared_registers(t)
    if need > have:
        return (
            "ctas_per_sm",
            f"CTAs whose threads keep their K blocks in registers ({need} a thread at K {longest}, {where}, {per_block} a block at block_m {t['block_m']}; {have} left a thread)",
            str(t["ctas_per_sm"]),
        )
    return None


def _overlap_problem(t: dict, b_format: str) -> tuple[str, str, str] | None:
    """The rules of overlap_promotion: fp8_gemm's loop with the tokens on wgmma's row side, K
    blocks taken in pairs, and three accumulators a consumer thread beside its addresses."""
    if not t["overlap_promotion"]:
        return None
    why = "with overlap_promotion true"
    if b_format != "e4m3" or t["block_m"] < 64:
        return "overlap_promotion", "false unless b_format is e4m3 and block_m a multiple of 64 (it alternates the partials of fp8_gemm's row-scaled promotion)", "true"
    if t["block_k"] // 128 % 2:
        return "block_k", f"an even number of 128-wide K blocks (256 or 512) {why}: the two partials take turns within a step", str(t["block_k"])
    # The consumer's register budget as gemm.py.j2 sets it: 240 with one or two consumer
    # warpgroups beside a producer, an even share of what the producer leaves past two, else
    # the SM's registers over the CTA's threads.
    if t["warp_specialized"]:
        budget = CONSUMER_REGISTERS if t["threads"] <= 256 else (WARP_SPECIALIZED_SM_REGISTERS - 128 * 24) // t["threads"] // 8 * 8
    else:
        budget = _shared_registers(t)
    need = 3 * t["block_m"] * t["block_n"] // t["threads"] + OVERLAP_SPARE_REGISTERS
    if need > budget:
        return (
            "overlap_promotion",
            f"false where three accumulators of block_m x block_n / threads floats and {OVERLAP_SPARE_REGISTERS} more registers a thread ({need}) exceed the {budget} a consumer thread has",
            "true",
        )
    return None


def _m_passes_problem(t: dict, b_format: str) -> tuple[str, str, str] | None:
    """The rules of m_passes: 1, or 2 in the loops with the tokens on wgmma's row side (e4m3 B,
    or preconverted e2m1 B) with one 128-wide K block a step, each pass whole wgmma tiles, one
    CTA storing its tile."""
    if t["m_passes"] not in M_PASSES:
        return "m_passes", f"one of {', '.join(map(str, M_PASSES))}", str(t["m_passes"])
    if t["m_passes"] == 1:
        return None
    why = f"with m_passes {t['m_passes']}"
    if (b_format != "e4m3" and not t["preconvert"]) or t["block_m"] % (64 * t["m_passes"]):
        return "m_passes", "1 unless B is e4m3 (or preconverted) and each pass is a multiple of 64 rows of block_m (the passes over the token tile on wgmma's row side)", str(t["m_passes"])
    if t["block_k"] != 128:
        return "block_k", f"128 {why} (a step's passes are written out for one K block)", str(t["block_k"])
    if t["overlap_promotion"]:
        return "overlap_promotion", f"false {why}", "true"
    if t["split_k"] != 1:
        return "split_k", f"1 {why} (the tile is stored from its two accumulators)", str(t["split_k"])
    return None


def _multicast_problem(spec, t: dict, b_format: str) -> tuple[str, str, str] | None:
    """The rules of multicast: fp8_gemm's loop with the tokens on wgmma's row side, one 128-wide
    K block a stage, one CTA an SM storing its own tile, clusters of two neighbouring column
    tiles, the pipeline and the C tile side by side in shared memory, the accumulators in a
    consumer thread's registers."""
    if not t["multicast"]:
        return None
    why = "with multicast true"
    if (b_format != "e4m3" and not t["preconvert"]) or t["block_m"] < 64:
        return "multicast", "false unless B is e4m3 (or preconverted) and block_m a multiple of 64 (the written-out pipeline is fp8_gemm's, the tokens on wgmma's row side)", "true"
    fixed = {"block_k": 128, "split_k": 1, "ctas_per_sm": 1, "warp_specialized": True, "overlap_promotion": False}
    for knob, want in fixed.items():
        if t[knob] != want:
            return knob, f"{str(want).lower()} {why}", str(t[knob]).lower()
    ns = sorted(set(spec.dims["N"].values))
    if any(n // t["block_n"] % 2 for n in ns):
        return "block_n", f"an even number of column tiles at every N ({', '.join(map(str, ns))}) {why}: a cluster pairs neighbouring column tiles", str(t["block_n"])
    # Shared memory holds every stage and the C tile, not merged (TileLang does not alias the C
    # tile to the finished stages); the scales go from global memory to registers.
    # Preconverted B's stage holds its K block's factors too, a float a row of B.
    stage_bytes = (t["block_m"] + t["block_n"]) * 128 + (4 * t["block_n"] if t["preconvert"] else 0)
    beside = 2 * t["block_m"] * t["block_n"]
    if t["stages"] * stage_bytes + beside > SHARED_BYTES:
        return (
            "stages",
            f"stages whose A and B buffers fit in {SHARED_BYTES // 1024} KiB of shared memory beside the C tile {why} ({stage_bytes} bytes a stage, {beside} beside)",
            str(t["stages"]),
        )
    # A consumer thread's registers: the passes' accumulators and the partial, and spares.
    have = min(CONSUMER_REGISTERS, (WARP_SPECIALIZED_SM_REGISTERS - 128 * MULTICAST_PRODUCER_REGISTERS) // t["threads"] // 8 * 8)
    need = (t["m_passes"] + 1) * t["block_m"] // t["m_passes"] * t["block_n"] // t["threads"] + OVERLAP_SPARE_REGISTERS
    if need > have:
        return "block_n", f"a tile whose accumulators, partial and {OVERLAP_SPARE_REGISTERS} more registers a consumer thread ({need}) fit the {have} it has {why}", str(t["block_n"])
    return None


class GemmFamily(Family):
    name = "gemm"
    kernel_template = "gemm.py.j2"
    # The kernels take a split-K workspace after c, and e2m1 B's its preconversion buffers
    # (B read as 32-bit words where preconverted): kernel_arguments in gemm.py.j2.
    kernel_arguments = True
    params = ("scale_dtype", "b_format")
    dims = ("M", "N", "K")
    runtime_dims = {"M": "M is the token count, which each call brings and the kernels take as T.dynamic and the buckets split"}
    static_dims = {
        "N": "N shapes the kernels: the weight's rows, tiled into the grid, one kernel per value",
        "K": "K shapes the kernels: the pipeline's steps and the scale blocks, one kernel per value",
    }
    derived_dims = {}
    tensors = ("a", "sa", "b", "sb")
    tiling = ("block_m", "block_n", "block_k", "stages", "threads", "split_k", "ctas_per_sm", "warp_specialized", "async_scales", "preconvert", "overlap_promotion", "m_passes", "multicast")
    flags = ("warp_specialized", "async_scales", "preconvert", "overlap_promotion", "multicast")  # knobs that are true or false
    tail_tiles = {"M": "block_m"}
    strided_tensors = frozenset()
    optional_tensors = frozenset()
    static_tails = frozenset()
    bucket_dim = ("M", "the token count")
    # What else a bucket's `when` may read: the weight's shape and the GPU's SM count, so that a
    # bucket can pick token tiles by how many waves of CTAs they make.
    bucket_inputs = ("N", "K", "sm_count")

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        for name, ok in {"scale_dtype": tuple(SCALE_STORAGE), "b_format": ("e4m3", "e2m1")}.items():
            for v in spec.params[name]:
                if v not in ok:
                    raise SpecError(spec.source.loc(("params", name, "values")), f"params.{name}.values", f"values among {', '.join(ok)} (template gemm)", repr(v))

    def validate(self, spec) -> None:
        loc = spec.source.loc
        if not spec.buckets:
            raise SpecError(loc(("tiling",)), "tiling.buckets", "M buckets (decode and prefill tilings; template gemm)", "none")
        formats = set(spec.params["b_format"])
        if len(formats) > 1:
            raise SpecError(loc(("params", "b_format", "values")), "params.b_format.values", "one B format per spec (B's shape and dtype depend on it)", str(sorted(formats)))
        (b_format,) = formats
        for name, (multiple, why) in (("N", N_MULTIPLES[b_format]), ("K", K_MULTIPLE)):
            for j, v in enumerate(spec.dims[name].values):
                if v % multiple:
                    raise SpecError(loc(("dims", name, "values", j)), f"dims.{name}.values[{j}]", f"a multiple of {multiple} ({why}; b_format {b_format})", str(v))
        block_ns = BLOCK_NS[b_format]
        if any(v not in block_ns for v in spec.tiling_search.get("block_n", [])):
            raise SpecError(loc(("tiling", "search", "block_n")), "tiling.search.block_n", f"values among {', '.join(map(str, block_ns))}", str(spec.tiling_search["block_n"]))
        # A search block_m no tiling takes (token tiles on wgmma's N side, or whole 64-row
        # warpgroups): the tuner would skip it silently. Declared tilings get tiling_problem's
        # more specific messages.
        on_n = E2M1_BLOCK_MS if b_format == "e2m1" else TOKENS_ON_N
        for j, v in enumerate(spec.tiling_search.get("block_m", [])):
            if v not in on_n and v % 64:
                raise SpecError(loc(("tiling", "search", "block_m", j)), f"tiling.search.block_m[{j}]", f"one of {', '.join(map(str, on_n))} or a multiple of 64", str(v))
        allowed, want = block_k_rule(spec)
        if not all(allowed(v) for v in spec.tiling_search.get("block_k", [])):
            raise SpecError(loc(("tiling", "search", "block_k")), "tiling.search.block_k", f"values among {want}", str(spec.tiling_search["block_k"]))
        if b_format == "e2m1" and tuple(spec.params["scale_dtype"]) != ("e8m0",):
            raise SpecError(loc(("params", "scale_dtype", "values")), "params.scale_dtype.values", "[e8m0] with b_format e2m1 (MXFP4 scales are e8m0)", flow(spec.params["scale_dtype"]))
        for name, want in B_SHAPES[b_format].items():
            got = [e.text for e in spec.inputs[name].shape]
            if got != want:
                raise SpecError(loc(("inputs", name, "shape")), f"inputs.{name}.shape (b_format {b_format})", flow(want), flow(got))
        # What the kernels read: the tests and benchmarks make each input in its declared dtype.
        for v in spec.variants:
            scales = v.params["scale_dtype"]
            dtypes = {"a": "fp8_e4m3", "sa": scales, "b": B_DTYPES[b_format], "sb": scales}
            for name, want in dtypes.items():
                if spec.dtype(spec.inputs[name], v) != want:
                    raise SpecError(
                        loc(("inputs", name, "dtype")),
                        f"inputs.{name}.dtype (variant {v.name})",
                        f"{want} (template gemm, b_format {b_format}, scale_dtype {scales})",
                        repr(spec.dtype(spec.inputs[name], v)),
                    )
        # The kernels store one bf16 C[M, N]: a spec that declares another output would test
        # and document an op that does not exist.
        if list(spec.outputs) != ["c"]:
            raise SpecError(loc(("outputs",)), "outputs", "one output c (template gemm)", ", ".join(spec.outputs) or "none")
        c = spec.outputs["c"]
        if [e.text.replace(" ", "") for e in c.shape] != ["M", "N"]:
            raise SpecError(loc(("outputs", "c", "shape")), "outputs.c.shape", "[M, N] (template gemm)", flow([e.text for e in c.shape]))
        if c.dtype != "bf16":
            raise SpecError(loc(("outputs", "c", "dtype")), "outputs.c.dtype", "bf16 (template gemm)", repr(c.dtype))
        self._check_token_tiles(spec)

    def _check_token_tiles(self, spec) -> None:
        """M's tiles, ceil(M / block_m), are the grid's y extent, at most GRID_YZ: no bucket
        takes an M with more of its tiles, at any built weight shape on any GPU (Z3 decides,
        each (N, K) in place, as the bucket reachability check does)."""
        import z3

        loc = spec.source.loc
        m = spec.dims["M"]
        tilings = [{**spec.tiling, **over} for _, _, over in spec.buckets]
        if all(m.max <= GRID_YZ * t["block_m"] for t in tilings):
            return  # no bucket runs out of tiles even at the largest M
        if any(when is not None and set(when.names) - {"M", *self.bucket_inputs} for _, when, _ in spec.buckets):
            return  # a condition on something else: the bucket checks name it
        for n, k in sorted({(sp.statics["N"], sp.statics["K"]) for sp in spec.specializations()}):
            solver = spec_solver()
            size, sm_count = z3.Int("M", solver.ctx), z3.Int("sm_count", solver.ctx)
            names = {"M": size, "N": n, "K": k, "sm_count": sm_count}
            solver.add(size >= m.min, size <= m.max, sm_count >= 1, sm_count <= MAX_SM_COUNT)
            earlier = []
            for (name, when, _), t in zip(spec.buckets, tilings):
                holds = True if when is None else when.to_z3(names)
                most = GRID_YZ * t["block_m"]
                if m.max > most:
                    solver.push()
                    solver.add(holds, *[z3.Not(e) for e in earlier], size > most)
                    if decided(solver, loc(("dims", "M", "max")), "dims.M.max", f"whether bucket {name} takes an M past {most}") == z3.sat:
                        raise SpecError(
                            loc(("dims", "M", "max")),
                            "dims.M.max",
                            f"at most {most} ({GRID_YZ} tiles of bucket {name}'s block_m {t['block_m']}: the grid's y extent)",
                            f"{m.max}, and bucket {name} takes M = {solver.model().eval(size)} at N = {n}, K = {k}",
                            f"lower it, or give bucket {name} a larger block_m",
                        )
                    solver.pop()
                earlier.append(holds)

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets (its tiles are
        checked together, in tiling_problem)."""
        return {}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        (b_format,) = set(spec.params["b_format"])
        if b_format == "e2m1" and t["block_n"] == MMA_SYNC_ROWS and not t["preconvert"]:
            return _mma_sync_problem(spec, t, bucket)
        if t["async_scales"] and t["warp_specialized"]:
            # The scales' cp.async group completes at the cp.async pipeline's first wait; a
            # producer warpgroup's TMA pipeline has none.
            return "async_scales", "false with warp_specialized true (asynchronous scales ride on the cp.async pipeline)", "true"
        preconvert = t["preconvert"]
        if preconvert:
            if b_format != "e2m1":
                return "preconvert", "false unless b_format is e2m1 (it converts packed e2m1 B to e4m3)", "true"
            if t["split_k"] != 1:
                return "split_k", "1 with preconvert true (no split preconverted GEMM has run on a GPU)", str(t["split_k"])
            if t["async_scales"]:
                return "async_scales", "false with preconvert true (B's factors load with the token scales, before the pipeline)", "true"
            if t["block_n"] not in PRECONVERTED_BLOCK_NS:
                return (
                    "block_n",
                    f"one of {', '.join(map(str, PRECONVERTED_BLOCK_NS))} with preconvert true (a warpgroup's accumulator and partial over 256 columns would take 256 registers a thread)",
                    str(t["block_n"]),
                )
        elif t["block_n"] not in BLOCK_NS[b_format]:
            return "block_n", f"one of {', '.join(map(str, BLOCK_NS[b_format]))} (b_format {b_format})", str(t["block_n"])
        ns = sorted(set(spec.dims["N"].values))
        if any(n % t["block_n"] for n in ns):
            return "block_n", f"a divisor of every N ({', '.join(map(str, ns))}): the grid has N // block_n column tiles, unguarded", str(t["block_n"])
        allowed, want = block_k_rule(spec)
        if not allowed(t["block_k"]):
            return "block_k", f"one of {want}", str(t["block_k"])
        # The pipeline's A and B buffers alone (the scale and output tiles come on top).
        stage_bytes = t["block_m"] * t["block_k"] + t["block_n"] * t["block_k"] // (2 if b_format == "e2m1" and not preconvert else 1)
        if preconvert and not t["multicast"]:
            # Beside the pipeline: B's factors for the CTA's whole K range, and the output tile
            # (the multicast kernel loads the factors with each stage: its rule counts them).
            beside = 4 * t["block_n"] * max(spec.dims["K"].values) // 128 + 2 * t["block_m"] * t["block_n"]
            if t["stages"] * stage_bytes + beside > SHARED_BYTES:
                return (
                    "stages",
                    f"stages whose A and B buffers fit in {SHARED_BYTES // 1024} KiB of shared memory beside B's factors and the output tile ({stage_bytes} bytes a stage, {beside} beside)",
                    str(t["stages"]),
                )
        if t["stages"] * stage_bytes > SHARED_BYTES:
            return "stages", f"stages whose A and B buffers fit in {SHARED_BYTES // 1024} KiB of shared memory ({stage_bytes} bytes a stage)", str(t["stages"])
        if t["ctas_per_sm"] * t["stages"] * stage_bytes > SM_SHARED_BYTES:
            return "ctas_per_sm", f"CTAs whose A and B buffers fit together in an SM's {SM_SHARED_BYTES // 1024} KiB of shared memory ({t['stages'] * stage_bytes} bytes a CTA)", str(t["ctas_per_sm"])
        split_k = t["split_k"]
        if split_k > 1:
            steps = [k // t["block_k"] for k in sorted(set(spec.dims["K"].values))]
            if any(n % split_k for n in steps):
                return "split_k", f"a divisor of every K's pipeline steps (K // block_k: {', '.join(map(str, steps))})", str(split_k)
            if b_format == "e4m3" and t["block_m"] >= 64 and t["block_m"] != t["block_n"]:
                return (
                    "split_k",
                    "1 unless the tokens are on wgmma's N side (block_m under 64) or the tile is square: each partial is stored as the accumulator holds it, in a block_n x block_m slab",
                    str(split_k),
                )
        problem = _overlap_problem(t, b_format) or _m_passes_problem(t, b_format) or _multicast_problem(spec, t, b_format)
        if problem:
            return problem
        if b_format == "e2m1" and not preconvert:
            if t["block_m"] not in E2M1_BLOCK_MS:
                return "block_m", f"one of {', '.join(map(str, E2M1_BLOCK_MS))} (b_format e2m1: tokens on wgmma's N side)", str(t["block_m"])
            return _warpgroup_per_64_rows_of_block_n(t, "(b_format e2m1: B's rows take wgmma's 64-row side)")
        if t["block_m"] < 64 and preconvert:
            return "block_m", "a multiple of 64 with preconvert true (the tokens are on wgmma's 64-row side)", str(t["block_m"])
        if t["block_m"] < 64:
            # Tokens on wgmma's N side: B's rows take its 64-row side, one warpgroup per 64.
            if t["block_m"] not in TOKENS_ON_N:
                return "block_m", f"a multiple of 64, or one of {', '.join(map(str, TOKENS_ON_N))} (tokens on wgmma's N side)", str(t["block_m"])
            return _warpgroup_per_64_rows_of_block_n(t, "when block_m is under 64 (B's rows take wgmma's 64-row side)")
        if t["block_m"] % 64 or t["threads"] != 128 * (t["block_m"] // t["m_passes"] // 64):
            return "threads", "128 threads (one warpgroup) per 64 rows of a pass of block_m (wgmma tiles are 64 rows)", f"block_m {t['block_m']}, m_passes {t['m_passes']}, threads {t['threads']}"
        return None

    def context(self, spec) -> dict:
        variants = [{"name": v.name, "params": v.params, "scale_storage": SCALE_STORAGE[v.params["scale_dtype"]]} for v in spec.variants]
        return {"variants": variants, "fp4": tuple(spec.params["b_format"]) == ("e2m1",), "mma_sync_rows": MMA_SYNC_ROWS, "mma_sync_tokens": MMA_SYNC_TOKENS}
