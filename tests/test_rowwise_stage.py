"""The rowwise family's staged tiling (`stage: true`): a tile's rows of each row input copied
into shared memory, each stored output written there and copied out. Staging applies only to
tiles without tail rows; a staged tiling must stage something and fit shared memory; the
staged kernels' accesses are proven on the source and on the lowered code; on a GPU they give
what the unstaged kernels give, bit for bit."""

from __future__ import annotations

import functools

import pytest
import torch

from conftest import ROOT, edited, module_from_text, refused
from kgen import testing
from kgen.spec import load_spec, parse_spec

# Each exercises one thing staging meets: packed bytes and scales (cast_back_fp4), a staged
# index tensor read as a gather's subscript (moe_reduce), a quantize entry's registers beside
# a staged input (rms_norm_cast), a staged output written by a gather (moe_expand).
STAGED = ("cast_back_fp4", "moe_reduce", "rms_norm_cast", "moe_expand")


@functools.cache
def _spec(op: str):
    return load_spec(ROOT / "specs" / f"{op}.yaml")


def _kernel(op: str, m_divisible: bool, **knobs):
    """The source PrimFunc of op's first variant at its first static shape, under these knobs."""
    from kgen.verify.lowering import generated_module, prim_func

    spec = _spec(op)
    sp = next(iter(spec.specializations()))
    return prim_func(spec, sp, m_divisible, generated_module(spec, str(ROOT / "generated")), knobs=knobs)


def _runtime_ranges(op: str) -> dict:
    return {d.name: (d.min, d.max) for d in _spec(op).dims.values() if d.runtime}


def test_staging_applies_only_to_tiles_without_tail_rows():
    """A tile of two rows with a tail (the guarded kernel) is the unstaged kernel whatever
    `stage` says; without a tail, or with one row a tile, it is staged."""
    from tilelang import tvm

    def structural_equal(a, b):
        return tvm.ir.structural_equal(a, b, map_free_vars=True)

    plain = _kernel("cast_back_fp4", False, block_m=2, stage=False)
    assert structural_equal(_kernel("cast_back_fp4", False, block_m=2, stage=True), plain)
    assert not structural_equal(_kernel("cast_back_fp4", True, block_m=2, stage=True), _kernel("cast_back_fp4", True, block_m=2, stage=False))
    assert not structural_equal(_kernel("cast_back_fp4", False, block_m=1, stage=True), _kernel("cast_back_fp4", False, block_m=1, stage=False))


@pytest.mark.full
@pytest.mark.parametrize("op", STAGED)
def test_a_staged_kernel_moves_its_row_tensors_by_copies_and_is_proven(op):
    """Every access to a staged tensor is a T.copy of the tile; every obligation is proven but
    int32 offsets past 2^31, as in the unstaged kernels (the lowered code computes them in 64
    bits: the lowered pass checks it); the lowered kernel has no access refuted or unknown."""
    from kgen.families.rowwise.emit import staged_tensors
    from kgen.families.rowwise.program import read_program
    from kgen.runtime.target import DEFAULT_ARCH
    from kgen.verify import tlparse
    from kgen.verify.bounds import decide, obligations
    from kgen.verify.lowered import lowered_accesses
    from kgen.verify.lowering import lower

    tlparse.install()
    spec = _spec(op)
    staged = set(staged_tensors(read_program(spec, spec.variants[0])))
    func = _kernel(op, True, block_m=1, stage=True)
    obs = decide(obligations(func, _runtime_ranges(op)))
    assert staged <= {o.buffer for o in obs}
    for o in obs:
        if o.buffer in staged:
            assert o.access.startswith("T.copy"), o.access
        assert o.verdict == "proven" or o.check == "int32", (o.access, o.what, o.verdict)
    verdicts = {a.verdict for a in lowered_accesses(lower(func, DEFAULT_ARCH), func, _runtime_ranges(op))}
    assert verdicts <= {"proven", "guarded"}, verdicts


@pytest.mark.full
def test_staging_a_tile_with_a_tail_is_refuted_and_enumerated_out_of_bounds(tmp_path):
    """The second method on the staging rule: cast_back_fp4 staged at two rows a tile with a
    tail (the rule that keeps it unstaged removed from the module) copies a row past the last
    at odd M; Z3 refutes the copies, and enumeration over M finds them out of bounds. As
    generated, both agree that the kernel stays in bounds."""
    source = (ROOT / "generated" / "cast_back_fp4.py").read_text()
    rule = "if cfg.stage and (cfg.m_divisible or block_m == 1):"
    assert source.count(rule) == 1
    tiling = {"block_m": 2, "threads": 128, "stage": True, "ctas": 0, "written_out": False}
    as_generated = _rows_out_of_bounds(tmp_path, "cast_back_fp4_as_generated", source, ("mxfp4", {"H": 1024}, tiling), range(6))
    with_a_tail = _rows_out_of_bounds(tmp_path, "cast_back_fp4_with_a_tail", source.replace(rule, "if cfg.stage:"), ("mxfp4", {"H": 1024}, tiling), range(6))
    assert (as_generated, with_a_tail) == ((set(), set()), ({"x", "s", "y"}, {"x", "s", "y"}))


def _rows_out_of_bounds(tmp_path, name: str, text: str, kernel: tuple, ms) -> tuple:
    """The row tensors whose rows a guard-free-at-M-unknown kernel of this module text (the
    generated one, or a mutant) reads or writes past the last: (refuted by Z3 over M in 0..64,
    found by enumerating M over ms)."""
    from kgen.verify.bounds import decide, obligations
    from test_bounds import _Enumerator

    variant, statics, tiling = kernel
    module = module_from_text(tmp_path, name, text)
    func = module.KERNELS[variant](module.config(variant, statics, False, tiling))
    obs = decide(obligations(func, {"M": (0, 64)}))
    refuted = {o.buffer for o in obs if o.verdict == "refuted" and o.check.startswith("dim 0")}
    found = {buf for m in ms for buf, d, _ in _Enumerator(func, m).violations if d == 0}
    return refuted, found


def test_only_rows_of_static_size_are_staged():
    """A shared buffer's size is compiled in: with H a runtime dim, none of cast_back_fp4's
    rows (H bytes, 2 * H // 32 scales, 2 * H values) would be staged."""
    from kgen.families.rowwise.emit import staged_tensors
    from kgen.families.rowwise.program import read_program

    spec = _spec("cast_back_fp4")
    program = read_program(spec, spec.variants[0])
    assert staged_tensors(program) == ("x", "s", "y")
    program.runtime_dims = program.runtime_dims | {"H"}
    assert staged_tensors(program) == ()


def test_a_staged_tiling_must_fit_shared_memory():
    """hc_post's staged row takes 126 KiB (x, res, the mixes and y): one row a tile fits, two do not."""
    error = refused(
        "specs/hc_post.yaml", [("default: {block_m: 1, threads: 256, stage: false, ctas: 0, written_out: false}", "default: {block_m: 2, threads: 256, stage: true, ctas: 0, written_out: false}")]
    )
    assert "tiling.default.stage: expected false with block_m 2: the staged rows take 258208 bytes of shared memory" in error, error
    spec = parse_spec("specs/hc_post.yaml", (ROOT / "specs" / "hc_post.yaml").read_text().replace("stage: false, ctas: 0, written_out: false}", "stage: true, ctas: 0, written_out: false}", 1))
    assert spec.tiling["stage"] is True


def test_a_staged_tiling_must_stage_something_and_is_a_switch():
    """Per-row scalars are not staged (a row of one element gains nothing): a spec with only
    those refuses stage: true; and 1 is not a switch's value."""
    scalars = [
        ("  K: {kind: static, values: [2, 6, 8, 9], doc: top-k slots per token}\n", ""),
        ("w: {shape: [M, K], dtype: fp32,", "w: {shape: [M], dtype: fp32,"),
        ("  normalized: {shape: [M, K], dtype: fp32}\n", ""),
        ("  d: sum(w[k], k, start=start)\n  denominator: d\n  normalized[k]: w[k] / d", "  denominator: w + start"),
        ('"M * K * 8 + M * 4"', '"M * 8"'),
        ("M: [0, 1, 31, 4001], K: [2, 6, 8, 9]}", "M: [0, 1, 31, 4001]}"),
        ("M: 65536, K: 6}", "M: 65536}"),
        ("M: 4096, K: 8}", "M: 4096}"),
        ("[torch, torch_compile, tilekernels]\n  tilekernels:  # 2.1.0 sums in a butterfly order: timed, not bit-exact\n    call: tile_kernels.moe:normalize_weight\n", "[torch]\n"),
    ]
    parse_spec("specs/normalize_weight.yaml", edited((ROOT / "specs" / "normalize_weight.yaml").read_text(), scalars, "normalize_weight.yaml"))
    error = refused("specs/normalize_weight.yaml", [*scalars, ("stage: false, ctas: 0, written_out: false}", "stage: true, ctas: 0, written_out: false}")])
    assert "tiling.default.stage: expected false (no row tensor with an axis after the rows, to stage), found true" in error, error
    error = refused("specs/normalize_weight.yaml", [("stage: false, ctas: 0, written_out: false}", "stage: 1, ctas: 0, written_out: false}")])
    assert "tiling.default.stage: expected true or false (a switch), found the number 1" in error, error


def test_a_persistent_grid_applies_only_to_staged_tiles_without_tail_rows():
    """ctas > 0 loops a persistent CTA over its tiles; a tile with a tail (the guarded kernel)
    is the unstaged kernel whatever ctas says, and a staged one-row tile is pipelined."""
    from tilelang import tvm

    def structural_equal(a, b):
        return tvm.ir.structural_equal(a, b, map_free_vars=True)

    plain = _kernel("rms_norm_cast", False, block_m=2, stage=False, ctas=0)
    assert structural_equal(_kernel("rms_norm_cast", False, block_m=2, stage=True, ctas=264), plain)
    staged = _kernel("rms_norm_cast", False, block_m=1, stage=True, ctas=0)
    pipelined = _kernel("rms_norm_cast", False, block_m=1, stage=True, ctas=264)
    assert not structural_equal(pipelined, staged)
    assert "T.Pipelined" in pipelined.script() or "num_stages" in pipelined.script()


def test_a_persistent_grid_is_a_count_needs_staging_and_two_buffers_fit():
    """ctas is a count (0 is off, never negative); it pipelines the staging copies, so it needs
    stage: true; its two buffers of a tile must fit shared memory (hc_post's staged row of
    126 KiB fits once, not twice)."""
    spec = "specs/rms_norm_cast.yaml"
    text = (ROOT / spec).read_text()
    default = "default: {block_m: 1, threads: 256, stage: false, ctas: 0, written_out: false}"
    assert default in text
    parse_spec(spec, text.replace(default, "default: {block_m: 1, threads: 256, stage: true, ctas: 264, written_out: false}"))
    error = refused(spec, [(default, "default: {block_m: 1, threads: 256, stage: false, ctas: 264, written_out: false}")])
    assert "tiling.default.ctas: expected 0 where stage is false (a persistent CTA's loop moves its rows by the staging copies), found 264" in error, error
    error = refused(spec, [(default, "default: {block_m: 1, threads: 256, stage: true, ctas: -1, written_out: false}")])
    assert "tiling.default.ctas: expected an integer >= 0, found the number -1" in error, error
    error = refused(spec, [(default, "default: {block_m: 0, threads: 256, stage: true, ctas: 0, written_out: false}")])
    assert "tiling.default.block_m: expected an integer >= 1, found the number 0" in error, error  # a size is no count
    error = refused(spec, [("stage: [false, true]}", "stage: [false, true], ctas: [0, -264]}")])
    assert "tiling.search.ctas[1]: expected an integer >= 0, found the number -264" in error, error
    error = refused(spec, [(default, "default: {block_m: 1, threads: 256, stage: true, ctas: 5000, written_out: false}")])
    assert "tiling.default.ctas: expected 0 (a CTA a tile) or a persistent grid of at most 4096 CTAs, found" in error, error
    error = refused(
        "specs/hc_post.yaml", [("default: {block_m: 1, threads: 256, stage: false, ctas: 0, written_out: false}", "default: {block_m: 1, threads: 256, stage: true, ctas: 264, written_out: false}")]
    )
    assert "tiling.default.stage: expected false with block_m 1, two buffers (ctas > 0): the staged rows take 258208 bytes of shared memory" in error, error


@pytest.mark.full
@pytest.mark.parametrize("op", ("rms_norm_cast", "hc_pre_apply", "moe_expand"))
def test_a_pipelined_kernel_is_proven_on_the_source_and_the_lowered_code(op):
    """Each tile of a persistent CTA is in bounds: the loop's extent, ceildiv(tiles - c, ctas),
    stops at the last tile. Every source obligation is proven but int32 offsets past 2^31 (the
    lowered code computes them in 64 bits); the lowered kernel, with its producer warps' TMA
    loads, has no access refuted or unknown."""
    from kgen.runtime.target import DEFAULT_ARCH
    from kgen.verify import tlparse
    from kgen.verify.bounds import decide, obligations
    from kgen.verify.lowered import lowered_accesses
    from kgen.verify.lowering import lower

    tlparse.install()
    func = _kernel(op, True, block_m=1, stage=True, ctas=264)
    obs = decide(obligations(func, _runtime_ranges(op)))
    assert obs
    for o in obs:
        assert o.verdict == "proven" or o.check == "int32", (o.access, o.what, o.verdict)
    verdicts = {a.verdict for a in lowered_accesses(lower(func, DEFAULT_ARCH), func, _runtime_ranges(op))}
    assert verdicts <= {"proven", "guarded"}, verdicts


@pytest.mark.full
def test_a_tile_loop_one_trip_too_long_is_refuted_and_enumerated_out_of_bounds(tmp_path):
    """The second method on the loop's extent: rms_norm_cast's pipelined loop given
    ceildiv(tiles, ctas) trips (not counting the CTA's own offset) reads and writes a row past
    the last for some M; Z3 refutes those accesses and enumeration over M finds them. As
    generated, both agree the kernel stays in bounds."""
    source = (ROOT / "generated" / "rms_norm_cast.py").read_text()
    extent = "T.ceildiv(M // block_m - _cta, cfg.ctas)"
    assert source.count(extent) == 2  # one a variant
    kernel = ("npc128", {"N": 1024}, {"block_m": 1, "threads": 128, "stage": True, "ctas": 4, "written_out": False})
    as_generated = _rows_out_of_bounds(tmp_path, "rms_norm_cast_as_generated", source, kernel, range(10))
    too_long = _rows_out_of_bounds(tmp_path, "rms_norm_cast_one_trip_too_long", source.replace(extent, "T.ceildiv(M // block_m, cfg.ctas)"), kernel, range(10))
    assert (as_generated, too_long) == ((set(), set()), ({"x", "s", "y"}, {"x", "s", "y"}))


GPU_OPS = (*STAGED, "swiglu", "per_token_cast_back", "hc_pre_apply", "rms_norm", "hc_post")

# Staged variants whose pipelined kernel TileLang 0.1.15 cannot build: device codegen fails
# on moe_reduce's gathered rows. (Inside a T.Pipelined loop its MultiVersionBufferRewriter
# also fails on a uint32 value compared with a constant, as the e2m1 and e8m0 decoders did
# before they lost their selects: cast_back_fp4's and per_token_cast_back's e8m0 variants
# build since.) The tuner reports such a candidate as not compiling and skips it.
NOT_PIPELINED = {
    ("moe_reduce", "bf16"),
    ("moe_reduce", "fp32"),
}
# Staged variants whose pipelined kernel with two rows a tile, guard-free, TileLang 0.1.15
# lowers but nvcc rejects: the 8 scale bytes of a vector are gathered into an 8-byte vector
# from one 32-bit expression (shifts by 32 to 56). The guarded kernel and one row a tile build.
NOT_PIPELINED_TWO_ROWS = {("per_token_cast_back", "whole_row_ue8m0")}


@pytest.mark.full
def test_the_pipelined_kernels_tilelang_cannot_build_are_the_known_ones():
    """Every staged variant's pipelined kernel (one row a tile, 264 CTAs) at its first static
    shape lowers to CUDA but those of NOT_PIPELINED; a TileLang that fixes one (or breaks
    another) changes this set, and the GPU test's plan with it."""
    from kgen.families.rowwise.emit import staged_tensors
    from kgen.families.rowwise.program import read_program
    from kgen.spec import tiling_problem
    from kgen.verify.lowering import lower_prim_func, prim_func

    failing = set()
    for op in GPU_OPS:
        spec = _spec(op)
        for variant in spec.variants:
            knobs = {"block_m": 1, "stage": True, "ctas": 264}
            if not staged_tensors(read_program(spec, variant)) or tiling_problem(spec, {**spec.tiling, **knobs}):  # hc_post: two rows exceed shared memory
                continue
            sp = next(s for s in spec.specializations() if s.variant.name == variant.name)
            try:
                lower_prim_func(prim_func(spec, sp, True, knobs=knobs))
            except Exception:  # TileLang's own errors (ValueError, TypeError, TVM's)
                failing.add((op, variant.name))
    assert failing == NOT_PIPELINED


@pytest.mark.full
@pytest.mark.parametrize("op, variant", sorted(NOT_PIPELINED_TWO_ROWS))
def test_the_two_row_pipelined_kernels_nvcc_rejects_are_the_known_ones(op, variant):
    """Compiled here (nvcc, no GPU): each of NOT_PIPELINED_TWO_ROWS still fails to build at
    its first static shape, guard-free, and its guarded twin builds; a TileLang that fixes it
    fails this test, and the kernel goes back into the GPU test's plan."""
    from kgen.kernel import Kernel
    from kgen.tune import try_build

    spec = _spec(op)
    rows = spec.tail_dim()[0]
    case = next(d for w, d in spec.test_cases() if w.name == variant)
    statics = {n: x for n, x in case.items() if not spec.dims[n].runtime}
    tiling = {**spec.tiling, "block_m": 2, "stage": True, "ctas": 264}
    built = {guard_free: try_build(str(spec.path), Kernel(op, variant, {**statics, rows: 4096}, guard_free, tiling, "sm_90a")) for guard_free in (True, False)}
    assert built[False] == "" and built[True].startswith("RuntimeError: "), built


def _gpu_plan(op: str) -> list:
    """(variant, its test cases at its first static shape, the tilings compared) per variant:
    its tiling with one and with two rows a tile (two: a tail takes the unstaged kernel),
    staged or not, and staged on a persistent grid of 3 CTAs (many tiles each, the last CTAs
    one fewer) and of 264, where the family admits them."""
    from kgen.spec import tiling_problem
    from kgen.verify.lowering import generated_module

    spec = _spec(op)
    tiling = generated_module(spec, str(ROOT / "generated")).TILING
    plan = []
    for variant in spec.variants:
        cases = [d for v, d in spec.test_cases() if v.name == variant.name]
        statics = {n: v for n, v in cases[0].items() if not spec.dims[n].runtime}
        cases = [d for d in cases if all(d[n] == v for n, v in statics.items())]
        pipelined = ((True, 3), (True, 264)) if (op, variant.name) not in NOT_PIPELINED else ()
        tilings = [{**tiling[variant.name], "block_m": bm, "stage": stage, "ctas": ctas} for bm in (1, 2) for stage, ctas in ((False, 0), (True, 0), *pipelined)]
        if (op, variant.name) in NOT_PIPELINED_TWO_ROWS:
            tilings = [t for t in tilings if t["block_m"] == 1 or not t["ctas"]]
        plan.append((variant, cases, [t for t in tilings if not tiling_problem(spec, t)]))
    return plan


@pytest.fixture(scope="module")
def gpu_kernels_built():
    """Every kernel the GPU test below runs, compiled into the kernel cache by one pool of
    processes (a pool's start-up costs more than most single compiles)."""
    from kgen.interrupts import worker_pool
    from kgen.kernel import Kernel
    from kgen.runtime.launch import target_arch
    from kgen.tune import try_build

    paths, kernels = [], []
    for op in GPU_OPS:
        spec = _spec(op)
        rows = spec.tail_dim()[0]
        for variant, cases, tilings in _gpu_plan(op):
            statics = {n: v for n, v in cases[0].items() if n != rows}
            for t in tilings:
                for guard_free in {True, t["block_m"] == 1}:
                    paths.append(spec.path)
                    kernels.append(Kernel(spec.op, variant.name, {**statics, rows: 4096}, guard_free, t, target_arch()))
    with worker_pool(16, "spawn") as pool:
        errors = list(pool.map(try_build, paths, kernels))
    assert not any(errors), [(k, e) for k, e in zip(kernels, errors) if e]


@pytest.mark.gpu
@pytest.mark.parametrize("op", GPU_OPS)
def test_staged_kernels_give_the_unstaged_kernels_outputs_bit_for_bit(op, gpu_kernels_built, tiling_of):
    """Each variant's test cases at its first static shape, into poisoned outputs: every tiling
    matches the reference, and staged (pipelined or not) gives the same bits as unstaged at the
    same block_m."""
    spec = _spec(op)
    module, fn = testing.op_fn(spec)
    table = tiling_of(module)
    for variant, cases, tilings in _gpu_plan(op):
        assert any(t["stage"] for t in tilings), f"{variant.name}: no staged tiling to run"
        reference = testing.reference_fn(spec)
        for dims in cases:
            case = testing.make_case(spec, variant, dims, seed=11)
            want = reference(*[a.clone() for a in case.args], **variant.params)
            want = want if isinstance(want, tuple) else (want,)
            results = {}
            for t in tilings:
                table[variant.name] = t
                out = testing.poisoned_outputs(spec, variant, dims, case.lead)
                got = fn(*[a.clone() for a in case.args], **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
                torch.cuda.synchronize()
                results[(t["block_m"], t["stage"], t["ctas"])] = got if isinstance(got, tuple) else (got,)
            for (block_m, stage, ctas), got in results.items():
                assert testing.problems(spec, variant, got, want) == [], f"{variant.name} {dims} block_m {block_m} stage {stage} ctas {ctas}"
                for t, g, w in zip(testing.checked_tensors(spec, variant), got, results[(block_m, False, 0)]):
                    assert testing.same_bits(g, w), f"{variant.name} {dims} block_m {block_m} stage {stage} ctas {ctas}: {t.name} differs"
