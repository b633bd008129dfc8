"""The block-scaled GEMM family's own checks: malformed fp4_gemm specs get a diagnostic that
names the file, line and field; the op layer names the bad argument (dtype checks on CPU,
shape checks need CUDA tensors)."""

from __future__ import annotations

import functools
import json
import shutil
from pathlib import Path

import pytest
import torch

from conftest import edited
from generated import fp4_gemm as fg
from kgen import runtime as rt
from kgen.errors import SpecError
from kgen.runtime.errors import OpArgumentError
from kgen.spec import load_spec, parse_spec, tiling_problem

FILE = "specs/fp4_gemm.yaml"
TEXT = (Path(__file__).resolve().parents[1] / FILE).read_text()

CASES = [
    (
        "fp32_scales_with_e2m1",
        [("scale_dtype: {values: [e8m0]", "scale_dtype: {values: [e8m0, fp32]")],
        "specs/fp4_gemm.yaml:17:25: params.scale_dtype.values: expected [e8m0] with b_format e2m1 (MXFP4 scales are e8m0), found [e8m0, fp32]",
    ),
    # keyword: true keeps a param that is an input's whole dtype a keyword argument (fp8_gemm's
    # scale_dtype); on a param of one value it would mean nothing.
    (
        "keyword_on_a_param_of_one_value",
        [("scale_dtype: {values: [e8m0], doc", "scale_dtype: {values: [e8m0], keyword: true, doc")],
        "specs/fp4_gemm.yaml:17:42: params.scale_dtype.keyword: expected keyword only on a param whose values tell variants apart and that is some input's whole dtype"
        ' ("{scale_dtype}"): the op reads such a param off that input unless told otherwise, found true (remove it)',
    ),
    (
        "two_b_formats",
        [("b_format: {values: [e2m1]}", "b_format: {values: [e2m1, e4m3]}")],
        "specs/fp4_gemm.yaml:18:22: params.b_format.values: expected one B format per spec (B's shape and dtype depend on it), found ['e2m1', 'e4m3']",
    ),
    ("unpacked_b_shape", [("b: {shape: [N, K // 2]", "b: {shape: [N, K]")], "specs/fp4_gemm.yaml:31:14: inputs.b.shape (b_format e2m1): expected [N, K // 2], found [N, K]"),
    (
        "block_scales_for_e2m1",
        [("sb: {shape: [N, K // 32]", "sb: {shape: [N // 128, K // 128]")],
        "specs/fp4_gemm.yaml:34:15: inputs.sb.shape (b_format e2m1): expected [N, K // 32], found [N // 128, K // 128]",
    ),
    (
        "block_n_not_a_multiple_of_64",
        [('{name: small, when: "M <= 128 or M <= 192 and K >= 4096", block_m: 64, block_n: 64,', '{name: small, when: "M <= 128 or M <= 192 and K >= 4096", block_m: 64, block_n: 48,')],
        "specs/fp4_gemm.yaml:89:87: tiling (bucket small).block_n: expected one of 16, 64, 128, 256 (b_format e2m1), found 48",
    ),
    (
        "mma_sync_tiles_split_over_ctas",
        [
            (
                "threads: 128, split_k: 1, ctas_per_sm: 2, warp_specialized: false, async_scales: false}\n    - {name: decode_mma_k4096",
                "threads: 128, split_k: 2, ctas_per_sm: 2, warp_specialized: false, async_scales: false}\n    - {name: decode_mma_k4096",
            )
        ],
        "specs/fp4_gemm.yaml:58:128: tiling (bucket decode_mma).split_k: expected 1 with block_n 16 (mma.sync tiles), found 2",
    ),
    (
        "mma_sync_warps_not_dividing_k",
        [('"M <= 8 and K == 4096", block_m: 8, block_n: 16, block_k: 128, stages: 1, threads: 256,', '"M <= 8 and K == 4096", block_m: 8, block_n: 16, block_k: 128, stages: 1, threads: 96,')],
        "specs/fp4_gemm.yaml:59:121: tiling (bucket decode_mma_k4096).threads: expected whole warps, at least 4 (128 threads sum each 16 x 8 token tile's outputs), dividing every K's 128-wide blocks (16, 24, 32, 56), with block_n 16 (mma.sync tiles), found 96",
    ),
    # mma.sync tiles take one or two 8-token tiles a warp.
    (
        "mma_sync_three_token_tiles",
        [('"M <= 16 and K <= 4096", block_m: 16,', '"M <= 16 and K <= 4096", block_m: 24,')],
        "specs/fp4_gemm.yaml:66:68: tiling (bucket decode_mma16).block_m: expected one of 8, 16 with block_n 16 (mma.sync tiles): one or two token tiles of 8, found 24",
    ),
    # The register rule looks at the longest K a bucket takes (4096 here: 8 warps hold 4 K blocks
    # a thread): 5 CTAs of 256 threads leave 51 registers a thread.
    (
        "mma_sync_registers",
        [
            (
                "threads: 256, split_k: 1, ctas_per_sm: 2, warp_specialized: false, async_scales: false}\n    - {name: decode,",
                "threads: 256, split_k: 1, ctas_per_sm: 5, warp_specialized: false, async_scales: false}\n    - {name: decode,",
            )
        ],
        "specs/fp4_gemm.yaml:59:151: tiling (bucket decode_mma_k4096).ctas_per_sm: expected CTAs whose threads keep their K blocks in registers (60 a thread at K 4096, the longest K bucket decode_mma_k4096 takes, 15 a block at block_m 8; 51 left a thread), found 5",
    ),
    # Two token tiles: 24 registers a block, 4 blocks a thread at K = 4096, over the 85 that 3
    # CTAs of 256 threads leave.
    (
        "mma_sync_registers_two_token_tiles",
        [
            (
                "threads: 256, split_k: 1, ctas_per_sm: 1, warp_specialized: false, async_scales: false}\n    - {name: decode16",
                "threads: 256, split_k: 1, ctas_per_sm: 3, warp_specialized: false, async_scales: false}\n    - {name: decode16",
            )
        ],
        "specs/fp4_gemm.yaml:66:149: tiling (bucket decode_mma16).ctas_per_sm: expected CTAs whose threads keep their K blocks in registers (96 a thread at K 4096, the longest K bucket decode_mma16 takes, 24 a block at block_m 16; 85 left a thread), found 3",
    ),
    (
        "threads_not_one_warpgroup_per_64_rows",
        [("block_n: 128, block_k: 128, stages: 4, threads: 256,", "block_n: 128, block_k: 128, stages: 4, threads: 512,")],
        "specs/fp4_gemm.yaml:39:75: tiling (bucket one_wave).threads: expected 128 threads (one warpgroup) per 64 rows of block_n (b_format e2m1: B's rows take wgmma's 64-row side), found block_n 128, threads 512",
    ),
    ("search_block_n", [("search: {block_k", "search: {block_n: [64, 96], block_k")], "specs/fp4_gemm.yaml:131:21: tiling.search.block_n: expected values among 16, 64, 128, 256, found [64, 96]"),
    # e2m1 B always puts the tokens on wgmma's N side: 8 to 192 of them (past 192 the partial
    # and the accumulator outgrow the registers), and one warpgroup per 64 rows of B.
    (
        "tokens_not_a_wgmma_width",
        [('M <= 8", block_m: 8,', 'M <= 8", block_m: 24,')],
        "specs/fp4_gemm.yaml:60:47: tiling (bucket decode).block_m: expected one of 8, 16, 32, 64, 128, 192 (b_format e2m1: tokens on wgmma's N side), found 24",
    ),
    (
        "tokens_past_the_register_budget",
        [("{name: prefill, block_m: 192,", "{name: prefill, block_m: 256,")],
        "specs/fp4_gemm.yaml:128:32: tiling (bucket prefill).block_m: expected one of 8, 16, 32, 64, 128, 192 (b_format e2m1: tokens on wgmma's N side), found 256",
    ),
    (
        "threads_follow_block_n",
        [("block_m: 8, block_n: 64, block_k: 128, stages: 4, threads: 128", "block_m: 8, block_n: 64, block_k: 128, stages: 4, threads: 256")],
        "specs/fp4_gemm.yaml:60:97: tiling (bucket decode).threads: expected 128 threads (one warpgroup) per 64 rows of block_n (b_format e2m1: B's rows take wgmma's 64-row side), found block_n 64, threads 256",
    ),
    (
        "block_k_not_dividing_every_k",
        [("block_k: [128, 256], stages", "block_k: [128, 384], stages")],
        "specs/fp4_gemm.yaml:131:21: tiling.search.block_k: expected values among 128, 256, 512 dividing every K (2048, 3072, 4096, 7168), found [128, 384]",
    ),
    # Split-K CTAs share a tile's pipeline steps evenly, for every K the spec builds.
    (
        "split_k_not_dividing_every_k",
        [("block_m: 16, block_n: 64, block_k: 128, stages: 4, threads: 128, split_k: 8", "block_m: 16, block_n: 64, block_k: 128, stages: 4, threads: 128, split_k: 3")],
        "specs/fp4_gemm.yaml:67:115: tiling (bucket decode16).split_k: expected a divisor of every K's pipeline steps (K // block_k: 16, 24, 32, 56), found 3",
    ),
    (
        "split_k_zero",
        [("block_m: 16, block_n: 64, block_k: 128, stages: 4, threads: 128, split_k: 8", "block_m: 16, block_n: 64, block_k: 128, stages: 4, threads: 128, split_k: 0")],
        "specs/fp4_gemm.yaml:67:115: tiling.buckets[4].split_k: expected an integer >= 1, found the number 0",
    ),
    # warp_specialized is a switch, every other knob a number (the schema admits both kinds).
    (
        "switch_given_a_number",
        [("ctas_per_sm: 1, warp_specialized: true,", "ctas_per_sm: 1, warp_specialized: 1,")],
        "specs/fp4_gemm.yaml:39:126: tiling.default.warp_specialized: expected true or false (a switch), found the number 1",
    ),
    (
        "number_given_a_switch",
        [("{name: prefill, block_m: 192,", "{name: prefill, block_m: true,")],
        "specs/fp4_gemm.yaml:128:32: tiling.buckets[14].block_m: expected an integer >= 1, found the boolean true",
    ),
    (
        "search_switch_given_a_number",
        [("search: {block_k", "search: {warp_specialized: [true, 2], block_k")],
        "specs/fp4_gemm.yaml:131:37: tiling.search.warp_specialized[1]: expected true or false (a switch), found the number 2",
    ),
    # ... also where the schema's check (a number or a switch, for any knob) fails first.
    (
        "switch_given_a_string",
        [("ctas_per_sm: 1, warp_specialized: true,", 'ctas_per_sm: 1, warp_specialized: "true",')],
        "specs/fp4_gemm.yaml:39:126: tiling.default.warp_specialized: expected true or false (a switch), found the string 'true'",
    ),
    (
        "number_given_a_string",
        [("{name: prefill, block_m: 192,", '{name: prefill, block_m: "192",')],
        "specs/fp4_gemm.yaml:128:32: tiling.buckets[14].block_m: expected an integer >= 1, found the string '192'",
    ),
    # Asynchronous scales complete at the cp.async pipeline's first wait: none without a producer warpgroup.
    (
        "async_scales_with_a_producer_warpgroup",
        [
            (
                '{name: medium, when: "M <= 384 and 2 * ((M + 191) // 192) * (N // 128) <= sm_count", block_m: 192,',
                '{name: medium, when: "M <= 384 and 2 * ((M + 191) // 192) * (N // 128) <= sm_count", async_scales: true, block_m: 192,',
            )
        ],
        "specs/fp4_gemm.yaml:103:106: tiling (bucket medium).async_scales: expected false with warp_specialized true (asynchronous scales ride on the cp.async pipeline), found true",
    ),
    # preconvert: the GEMM runs with the tokens on wgmma's 64-row side, unsplit, its scales loaded
    # before the pipeline, and B's factors and the output tile beside the pipeline in shared memory.
    (
        "preconvert_split_k",
        [
            (
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, preconvert: true}',
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, split_k: 2, preconvert: true}',
            )
        ],
        "specs/fp4_gemm.yaml:113:129: tiling (bucket preconverted).split_k: expected 1 with preconvert true (no split preconverted GEMM has run on a GPU), found 2",
    ),
    (
        "preconvert_tokens_under_64",
        [
            (
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, preconvert: true}',
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 32, block_k: 128, stages: 4, preconvert: true}',
            )
        ],
        "specs/fp4_gemm.yaml:113:90: tiling (bucket preconverted).block_m: expected a multiple of 64 with preconvert true (the tokens are on wgmma's 64-row side), found 32",
    ),
    (
        "preconvert_block_n_256",
        [
            (
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, preconvert: true}',
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, block_n: 256, preconvert: true}',
            )
        ],
        "specs/fp4_gemm.yaml:113:129: tiling (bucket preconverted).block_n: expected one of 64, 128 with preconvert true (a warpgroup's accumulator and partial over 256 columns would take 256 registers a thread), found 256",
    ),
    (
        "preconvert_stages_past_shared_memory",
        [
            (
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, preconvert: true}',
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 6, preconvert: true}',
            )
        ],
        "specs/fp4_gemm.yaml:113:117: tiling (bucket preconverted).stages: expected stages whose A and B buffers fit in 227 KiB of shared memory beside B's factors and the output tile (32768 bytes a stage, 61440 beside), found 6",
    ),
    (
        "preconvert_async_scales",
        [
            (
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, preconvert: true}',
                '{name: preconverted, when: "M >= 4096 or M >= 2048 and N * K <= 8388608", block_m: 128, block_k: 128, stages: 4, warp_specialized: false, async_scales: true, preconvert: true}',
            )
        ],
        "specs/fp4_gemm.yaml:113:159: tiling (bucket preconverted).async_scales: expected false with preconvert true (B's factors load with the token scales, before the pipeline), found true",
    ),
    (
        "block_n_32",
        [("block_m: 16, block_n: 64,", "block_m: 16, block_n: 32,")],
        "specs/fp4_gemm.yaml:67:63: tiling (bucket decode16).block_n: expected one of 16, 64, 128, 256 (b_format e2m1), found 32",
    ),
]


def mutate(edits) -> str:
    return edited(TEXT, edits, FILE)


def test_unmodified_spec_loads():
    spec = parse_spec(FILE, TEXT)
    assert spec.op == "fp4_gemm" and {sp.statics["N"] for sp in spec.specializations()} == {2048, 3072, 4096, 7168}


@pytest.mark.parametrize(("edits", "message"), [pytest.param(e, m, id=i) for i, e, m in CASES])
def test_malformed_fp4_gemm_spec(edits, message):
    with pytest.raises(SpecError) as e:
        parse_spec(FILE, mutate(edits))
    assert str(e.value) == message


def _message(fn, *args, **kwargs) -> str:
    with pytest.raises(OpArgumentError) as e:
        fn(*args, **kwargs)
    return str(e.value)


def test_bf16_activations():
    a = torch.zeros(4, 7168, dtype=torch.bfloat16)
    assert _message(fg.fp4_gemm, a, None, None, None) == ("fp4_gemm: argument 'a': expected dtype torch.float8_e4m3fn, got torch.bfloat16 tensor of shape (4, 7168) on cpu")


def test_the_signatures_take_the_scale_dtype_by_keyword():
    """fp8_gemm's scale_dtype is sa's and sb's whole dtype, yet a keyword argument (the spec's
    keyword: true): e8m0 unless the caller says fp32. fp4_gemm has one variant, no choice."""
    import inspect

    from generated import fp8_gemm

    assert (
        str(inspect.signature(fp8_gemm.fp8_gemm))
        == "(a: torch.Tensor, sa: torch.Tensor, b: torch.Tensor, sb: torch.Tensor, *, scale_dtype: str = 'e8m0', out: torch.Tensor | None = None) -> torch.Tensor"
    )
    assert str(inspect.signature(fg.fp4_gemm)) == "(a: torch.Tensor, sa: torch.Tensor, b: torch.Tensor, sb: torch.Tensor, *, out: torch.Tensor | None = None) -> torch.Tensor"


def test_weight_shapes_outside_the_built_pairs_are_refused():
    """N and K each take a value the op is built for, but not together: the spec's constraints
    list the (N, K) pairs, and the op refuses any other, a value outside N's or K's too."""
    from generated import fp8_gemm

    meta = lambda *shape, dtype=torch.float8_e4m3fn: torch.empty(*shape, dtype=dtype, device="meta")
    e8m0, fp32 = torch.float8_e8m0fnu, torch.float32
    message = _message(fp8_gemm.fp8_gemm, meta(4, 1024), meta(4, 8, dtype=e8m0), meta(1024, 1024), meta(8, 8, dtype=e8m0))
    assert message.startswith("fp8_gemm: argument '(N, K)': expected one of [(512, 4096), (512, 7168), (1024, 1536), (1024, 4096), ")
    assert message.endswith(", (8192, 1024), (8192, 1536)] (the sizes this op was built for), got (1024, 1024)")
    assert _message(fp8_gemm.fp8_gemm, meta(4, 4096), meta(4, 32, dtype=e8m0), meta(640, 4096), meta(5, 32, dtype=e8m0)).endswith(", got (640, 4096)")
    assert fp8_gemm.fp8_gemm(meta(4, 4096), meta(4, 32, dtype=e8m0), meta(512, 4096), meta(4, 32, dtype=e8m0)).shape == (4, 512)
    # The shapes some variant is built for: fp32 scales' own is 7168 x 7168 alone.
    assert fp8_gemm.fp8_gemm(meta(4, 4096), meta(4, 32, dtype=fp32), meta(512, 4096), meta(4, 32, dtype=fp32), scale_dtype="fp32").shape == (4, 512)
    assert _message(fg.fp4_gemm, meta(4, 4096), meta(4, 32, dtype=e8m0), meta(4096, 2048, dtype=torch.float4_e2m1fn_x2), meta(4096, 128, dtype=e8m0)) == (
        "fp4_gemm: argument '(N, K)': expected one of [(2048, 4096), (3072, 7168), (4096, 2048), (7168, 3072)] (the sizes this op was built for), got (4096, 4096)"
    )


@pytest.mark.gpu  # shape checks run after the CUDA-device check
def test_packed_weight_dtype_shape_and_scales():
    dev = "cuda"
    a = torch.zeros(4, 7168, dtype=torch.float8_e4m3fn, device=dev)
    sa = torch.ones(4, 56, dtype=torch.float8_e8m0fnu, device=dev)
    b = torch.zeros(3072, 3584, dtype=torch.uint8, device=dev).view(torch.float4_e2m1fn_x2)
    sb = torch.ones(3072, 224, dtype=torch.float8_e8m0fnu, device=dev)
    assert _message(fg.fp4_gemm, a, sa, b.view(torch.uint8).view(torch.float8_e4m3fn)[:, :3584], sb) == (
        "fp4_gemm: argument 'b': expected dtype torch.float4_e2m1fn_x2, got torch.float8_e4m3fn tensor of shape (3072, 3584) on cuda:0"
    )
    assert _message(fg.fp4_gemm, a, sa, b[:, :1792], sb) == ("fp4_gemm: argument 'b': expected a contiguous tensor, got shape (3072, 1792) with strides (3584, 1)")
    assert _message(fg.fp4_gemm, a, sa, b[:, :1792].contiguous(), sb) == "fp4_gemm: argument 'b.shape[-1]': expected 3584, got 1792"
    assert _message(fg.fp4_gemm, a, sa, b, sb[:, :56].contiguous()) == "fp4_gemm: argument 'sb.shape[-1]': expected 224, got 56"


def _e8m0(byte: int, shape) -> torch.Tensor:
    return torch.full(shape, byte, dtype=torch.uint8).view(torch.float8_e8m0fnu)


def test_reference_scales_partials_by_the_product_of_the_scales():
    """sa = 2^127 and sb = 2^-127 scale a K block's partial by 1: in fp32 the scaled A alone
    would overflow (2 * 2^127), so the reference must not round scaled operands to fp32."""
    from kgen.reference.gemm import block_scaled_gemm

    a = torch.zeros(1, 128)
    a[0, 0] = 2.0
    b = torch.zeros(128, 128)
    b[0, 0], b[1, 0] = 1.0, -0.5
    c = block_scaled_gemm(a.to(torch.float8_e4m3fn), _e8m0(254, (1, 1)), b.to(torch.float8_e4m3fn), _e8m0(0, (1, 1)))
    assert c[0, :3].tolist() == [2.0, -1.0, 0.0]
    # e2m1 the other way round: element 0 of weight row 0 is code 4 (2.0), its group's scale 2^127.
    packed = torch.zeros(128, 64, dtype=torch.uint8)
    packed[0, 0] = 4
    c = block_scaled_gemm(a.to(torch.float8_e4m3fn), _e8m0(0, (1, 1)), packed.view(torch.float4_e2m1fn_x2), _e8m0(254, (128, 4)), b_format="e2m1")
    assert c[0, :2].tolist() == [4.0, 0.0]


def test_cublas_peer_widens_each_weight_once():
    from kgen import peers
    from kgen.reference.gemm import e2m1_unpack

    b = torch.randint(0, 256, (256, 64), dtype=torch.uint8).view(torch.float4_e2m1fn_x2)
    wide = peers._e2m1_as_e4m3(b)
    assert peers._e2m1_as_e4m3(b) is wide
    assert torch.equal(wide.float(), e2m1_unpack(b))
    key = next(k for k in peers._WIDENED if k[0] == b.data_ptr())
    del b
    assert key not in peers._WIDENED


def test_tuner_skips_search_tilings_that_break_a_family_rule():
    """The search space is a product of knobs; a combination the kernel cannot run (a thread
    count that is not one warpgroup per 64 rows of the MMA's row side, block_n for e2m1 B; a
    split_k that does not divide every K's pipeline steps; asynchronous scales beside a
    producer warpgroup; stages whose buffers overflow shared memory) never reaches the GPU."""
    from kgen.tune import candidates

    spec = parse_spec(FILE, TEXT)
    prefill = {**spec.tiling, **dict((n, o) for n, _, o in spec.buckets)["prefill"]}
    cands = candidates(spec, prefill)

    def runnable(c):
        even_split = all(k // c["block_k"] % c["split_k"] == 0 for k in spec.dims["K"].values)
        fits = c["stages"] * (c["block_m"] * c["block_k"] + c["block_n"] * c["block_k"] // 2) <= 227 * 1024
        return c["threads"] == 2 * c["block_n"] and even_split and fits and not (c["async_scales"] and c["warp_specialized"])

    flagged = [c for c in cands if tiling_problem(spec, c)]
    kept = [c for c in cands if c not in flagged]
    assert flagged and not any(runnable(c) for c in flagged)
    assert kept and all(runnable(c) for c in kept)
    assert any(c["split_k"] > 1 for c in kept) and any(c["split_k"] == 1 for c in kept)
    assert all(tiling_problem(spec, {**spec.tiling, **over}) is None for _, _, over in spec.buckets)


def test_tuner_searches_around_a_bucket_tiling_outside_the_search_lists():
    """fp8_gemm's wide bucket runs 192-token tiles, which block_m's search list lacks: its own
    value joins the list, so its tiling in use is a candidate and its stages and block_k are
    searched (at b9f2e46 every candidate broke a rule and the tuner died on an empty list)."""
    from kgen.tune import _tuned_targets, candidates
    from kgen.verify.lowering import generated_module

    spec = load_spec(str(Path(__file__).resolve().parents[1] / "specs" / "fp8_gemm.yaml"))
    wide = {**spec.tiling, **dict((n, o) for n, _, o in spec.buckets)["wide"]}
    assert 192 not in spec.tiling_search["block_m"]
    cands = candidates(spec, wide)
    assert wide in cands and len(cands) == len({json.dumps(c, sort_keys=True) for c in cands})
    (targets,) = [t for t in _tuned_targets(spec, generated_module(spec), ["wide"], lambda m: None)]
    valid = targets[2]  # (variant, bucket, candidates, shapes)
    assert wide in valid and {c["stages"] for c in valid} == {3, 4} and {c["block_m"] for c in valid} == {192}


def test_mma_sync_register_rule_reads_the_k_values_a_bucket_takes():
    """decode_mma runs only where K is under 4096: 3 CTAs of 4 warps leave 170 registers a
    thread, enough for 6 K blocks (K = 3072), not for the 14 of K = 7168, which no call brings
    to it. Without a bucket the rule takes every K the spec builds."""
    spec = load_spec(FILE)
    tiling = {**spec.tiling, **dict((n, o) for n, _, o in spec.buckets)["decode_mma"], "ctas_per_sm": 3}
    assert {st["K"] for st in spec.bucket_statics("decode_mma")} == {2048, 3072}
    assert tiling_problem(spec, tiling, "decode_mma") is None
    assert tiling_problem(spec, tiling)[0] == "ctas_per_sm"


def test_tune_with_no_runnable_candidate_is_an_error_and_keeps_the_lockfile(monkeypatch, capsys):
    """Were no candidate of a bucket to compile, launch and match the reference, `kgen tune`
    names the bucket and leaves the lockfile as it was (it raised ValueError from min())."""
    from kgen import cli, tune
    from kgen.runtime import launch

    root = Path(__file__).resolve().parents[1]
    lock = root / "specs" / "fp8_gemm.lock.json"
    before = lock.read_bytes()

    def none_valid(spec, jobs, progress=print, buckets=None):
        raise tune.NoValidCandidate("e8m0 wide")

    monkeypatch.setattr(tune, "tune", none_valid)
    monkeypatch.setattr(cli, "_gpu_missing", lambda what: False)
    monkeypatch.setattr(launch, "target_arch", lambda: "sm_90a")
    assert cli.main(["tune", str(root / "specs" / "fp8_gemm.yaml"), "--bucket", "wide"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "error: kgen tune: expected a candidate tiling that compiles, launches and matches the reference, found none for fp8_gemm e8m0 wide (the lines above say why each failed)"
    )
    assert lock.read_bytes() == before


def test_the_lockfile_names_the_arch_it_was_tuned_on(tmp_path, monkeypatch):
    """The lockfile's `arch` is the GPU the tilings were timed on (the generated module's comment
    names it): a run on an sm_100a GPU wrote sm_90a."""
    from kgen import spec, tune
    from kgen.runtime import launch

    root = Path(__file__).resolve().parents[1]
    for name in ("fp8_gemm.yaml", "fp8_gemm.lock.json"):
        (tmp_path / name).write_bytes((root / "specs" / name).read_bytes())
    monkeypatch.setattr(launch, "target_arch", lambda: "sm_100a")
    # Every bucket kept as locked: no candidate is built or timed.
    monkeypatch.setattr(tune, "_tuned_targets", lambda *args: [])
    tune.tune(spec.load_spec(tmp_path / "fp8_gemm.yaml"), 2, progress=lambda m: None, buckets=["decode"])
    written = json.loads((tmp_path / "fp8_gemm.lock.json").read_text())
    assert written["arch"] == "sm_100a"
    assert written["tiling"] == json.loads((root / "specs" / "fp8_gemm.lock.json").read_text())["tiling"]


def test_tune_refuses_a_gpu_kgen_does_not_build_for(monkeypatch, capsys):
    """A lockfile from an sm_86 GPU could not be read back (`arch` is sm_90a or sm_100a), so
    the tuner refuses such a GPU before it times anything."""
    from kgen import cli
    from kgen.runtime import launch

    root = Path(__file__).resolve().parents[1]
    monkeypatch.setattr(cli, "_gpu_missing", lambda what: False)
    monkeypatch.setattr(launch, "target_arch", lambda: "sm_86")
    assert cli.main(["tune", str(root / "specs" / "fp8_gemm.yaml"), "--bucket", "wide"]) == 2
    assert capsys.readouterr().err.strip() == "error: kgen tune: expected a GPU that kgen builds for (sm_90a or sm_100a), found sm_86"


def test_tuner_tie_rule_keeps_the_incumbent_inside_the_noise_band():
    """Two H100 tuner runs of fp8_gemm's prefill measured (us) stages 3 / 4 at 456.3 / 446.8,
    then 467.1 / 438.9: "first within 3% of the fastest" picked 3, then 4. Keeping the tiling
    in use while it is inside the band picks 4 both times; a clearly faster one still wins."""
    from kgen.tune import choose

    tile = {"block_m": 128, "block_n": 128, "threads": 256}
    s3, s4, s5 = ({**tile, "stages": n} for n in (3, 4, 5))
    run1 = [(456.29, s3), (446.82, s4), (453.82, s5)]
    run2 = [(467.07, s3), (438.91, s4), (462.62, s5)]
    assert choose(run1, s4) == choose(run2, s4) == s4
    assert choose(run1, {**tile, "stages": 6}) == s3  # incumbent not in the band: first in order
    assert choose([(456.0, s3), (420.0, s4)], s3) == s4  # the incumbent loses to a clear win


def test_tuning_one_bucket_keeps_the_other_locked_tilings(tmp_path):
    """`kgen tune SPEC --bucket decode` starts from every locked tiling, so the lockfile it
    writes changes only the decode entries; a full run starts from none."""
    import json
    import shutil

    from kgen.tune import kept_tilings

    root = Path(__file__).resolve().parents[1]
    for name in ("fp8_gemm.yaml", "fp8_gemm.lock.json"):
        shutil.copy(root / "specs" / name, tmp_path / name)
    spec = parse_spec(str(tmp_path / "fp8_gemm.yaml"), (tmp_path / "fp8_gemm.yaml").read_text())
    locked = json.loads((tmp_path / "fp8_gemm.lock.json").read_text())["tiling"]
    assert {"small", "prefill"} <= set(locked["e8m0"])
    assert kept_tilings(spec, ["decode"]) == locked
    assert kept_tilings(spec, None) == {}
    (tmp_path / "fp8_gemm.lock.json").unlink()
    assert kept_tilings(spec, ["decode"]) == {}


def test_tune_rejects_a_bucket_the_spec_does_not_have(capsys):
    """A misspelt --bucket must not tune nothing and rewrite the lockfile unchanged: it is an
    error naming the spec's buckets, before any GPU work."""
    from kgen.cli import main

    root = Path(__file__).resolve().parents[1]
    assert main(["tune", str(root / "specs" / "fp8_gemm.yaml"), "--bucket", "decod"]) == 2
    assert (
        capsys.readouterr().err.strip()
        == "error: kgen tune --bucket: expected a bucket of fp8_gemm (narrow_decode, decode, decode16, narrow_split, narrow_prefill_split4, narrow_prefill_split2, small, wide, wide_long_k, prefill), found decod"
    )


@functools.lru_cache(maxsize=None)
def _gemm_spec(op_name: str):
    """The spec, loaded once for the table below (a load is half a second; the table has 74 rows)."""
    return load_spec(str(Path(__file__).resolve().parents[1] / "specs" / f"{op_name}.yaml"))


@pytest.mark.parametrize(
    ("op_name", "M", "N", "K", "sms", "bucket"),
    [
        ("fp8_gemm", 256, 7168, 7168, 132, "prefill"),  # two 128-token tiles: 112 CTAs, one wave
        ("fp8_gemm", 257, 7168, 7168, 132, "wide"),  # 168 CTAs of 128 tokens (two waves) or 112 of 192
        ("fp8_gemm", 384, 7168, 7168, 132, "wide"),
        ("fp8_gemm", 385, 7168, 7168, 132, "prefill"),  # 192-token tiles need two waves too
        ("fp8_gemm", 384, 7168, 7168, 100, "prefill"),  # a GPU of 100 SMs: 112 CTAs of 192 are two waves there
        ("fp8_gemm", 384, 7168, 7168, 114, "wide"),  # H100 PCIe
        ("fp8_gemm", 384, 3072, 7168, 132, "prefill"),  # 72 CTAs of 128 tokens: one wave already
        ("fp8_gemm", 640, 4096, 2048, 132, "wide"),  # 160 CTAs of 128 or 128 of 192
        ("fp8_gemm", 769, 4096, 2048, 132, "prefill"),
        ("fp8_gemm", 4096, 7168, 7168, 132, "wide_long_k"),  # 1232 CTAs of 192 tokens: over four waves
        ("fp8_gemm", 4032, 3072, 7168, 132, "prefill"),  # 504 CTAs of 192: under four waves
        ("fp8_gemm", 4033, 3072, 7168, 132, "wide_long_k"),  # 528: four waves
        ("fp8_gemm", 4096, 3072, 7168, 100, "wide_long_k"),  # a GPU of 100 SMs: 528 CTAs are five waves there
        ("fp8_gemm", 4096, 4096, 2048, 132, "prefill"),  # K under 7168
        ("fp8_gemm", 8, 512, 7168, 132, "narrow_decode"),  # 8 tiles of 64 weight rows: K split 4 ways
        ("fp8_gemm", 16, 3072, 7168, 132, "narrow_decode"),
        ("fp8_gemm", 8, 4096, 7168, 132, "decode"),  # N past 3072
        ("fp8_gemm", 8, 2048, 1024, 132, "decode"),  # K under 4096
        ("fp8_gemm", 17, 512, 7168, 132, "narrow_split"),
        ("fp8_gemm", 768, 512, 7168, 132, "narrow_split"),  # 24 token tiles x 8 x 4: 768 CTAs
        ("fp8_gemm", 769, 512, 7168, 132, "narrow_prefill_split4"),
        ("fp8_gemm", 256, 1536, 7168, 132, "narrow_split"),
        ("fp8_gemm", 257, 1536, 7168, 132, "narrow_prefill_split2"),
        ("fp8_gemm", 641, 1536, 7168, 132, "prefill"),
        ("fp8_gemm", 128, 3072, 7168, 132, "narrow_split"),
        ("fp8_gemm", 129, 3072, 7168, 132, "narrow_prefill_split2"),  # 2 x 24 tiles, 96 CTAs split 2 ways
        ("fp8_gemm", 257, 3072, 7168, 132, "prefill"),  # split 2 ways they would make a second wave
        ("fp8_gemm", 193, 2048, 4096, 132, "narrow_prefill_split4"),  # 2 x 16 tiles, 128 CTAs split 4 ways
        ("fp8_gemm", 257, 2048, 4096, 132, "narrow_prefill_split2"),
        ("fp8_gemm", 513, 2048, 4096, 132, "prefill"),
        ("fp8_gemm", 1024, 512, 7168, 132, "narrow_prefill_split4"),
        ("fp8_gemm", 2048, 512, 7168, 132, "narrow_prefill_split2"),
        ("fp8_gemm", 1024, 512, 7168, 100, "narrow_prefill_split2"),  # a GPU of 100 SMs
        ("fp8_gemm", 64, 2048, 1024, 132, "small"),  # K under 4096
        ("fp4_gemm", 1, 4096, 2048, 132, "decode_mma"),  # up to 8 tokens, K under 4096: mma.sync tiles, 4 warps
        ("fp4_gemm", 8, 7168, 3072, 132, "decode_mma"),
        ("fp4_gemm", 8, 2048, 4096, 132, "decode_mma_k4096"),  # K = 4096: 8 warps
        ("fp4_gemm", 8, 3072, 7168, 132, "decode"),  # K = 7168 keeps the wgmma kernel (mma.sync tiles tie)
        ("fp4_gemm", 9, 4096, 2048, 132, "decode_mma16"),  # 9 to 16 tokens, K up to 4096: two 8-token mma.sync tiles
        ("fp4_gemm", 16, 2048, 4096, 132, "decode_mma16"),
        ("fp4_gemm", 16, 3072, 7168, 132, "decode16"),  # K = 7168 keeps the wgmma kernel
        ("fp4_gemm", 17, 4096, 2048, 132, "small_mma"),  # 17 to 32 tokens at the smallest weight: decode_mma16's tiles, two in the grid
        ("fp4_gemm", 32, 4096, 2048, 132, "small_mma"),
        ("fp4_gemm", 33, 4096, 2048, 132, "small_short_k"),
        ("fp4_gemm", 17, 7168, 3072, 132, "small_short_k"),
        ("fp4_gemm", 17, 2048, 4096, 132, "small"),
        ("fp4_gemm", 64, 7168, 3072, 132, "small_short_k"),  # K under 4096: split 2 ways, not 4
        ("fp4_gemm", 128, 4096, 2048, 132, "small_short_k"),
        ("fp4_gemm", 128, 2048, 4096, 132, "small"),
        ("fp4_gemm", 384, 3072, 7168, 132, "medium"),  # 96 split CTAs of 192 tokens: one wave
        ("fp4_gemm", 256, 7168, 3072, 132, "one_wave"),  # 112 CTAs of 128 tokens, where medium's would be 224
        ("fp4_gemm", 257, 7168, 3072, 132, "prefill"),  # 168 CTAs of 128 tokens, 224 split ones of 192: 112 unsplit
        ("fp4_gemm", 256, 4096, 2048, 132, "small_short_k"),  # 256 CTAs of 64 x 64: 3 an SM, one wave
        ("fp4_gemm", 257, 4096, 2048, 132, "one_wave"),  # K = 2048: too short to split
        ("fp4_gemm", 200, 7168, 3072, 132, "one_wave"),  # 64-token tiles would convert the larger weight twice as often
        ("fp4_gemm", 192, 2048, 4096, 132, "small"),
        ("fp4_gemm", 193, 2048, 4096, 132, "small_split2"),
        ("fp4_gemm", 384, 2048, 4096, 132, "small_split2"),  # medium's 192-token tiles: 64 CTAs
        ("fp4_gemm", 385, 2048, 4096, 132, "narrow"),
        ("fp4_gemm", 256, 3072, 7168, 132, "small_split2"),
        ("fp4_gemm", 257, 3072, 7168, 132, "medium"),
        ("fp4_gemm", 512, 3072, 7168, 132, "narrow"),  # 96 CTAs of 128 tokens or 72 of 192: one wave either way
        ("fp4_gemm", 960, 3072, 7168, 132, "prefill"),  # 120 CTAs of 192 tokens: one wave
        ("fp4_gemm", 961, 3072, 7168, 132, "narrow_preconverted"),  # 192 or 144: two waves either way, B converted once
        ("fp4_gemm", 1024, 3072, 7168, 132, "narrow_preconverted"),
        ("fp4_gemm", 1408, 3072, 7168, 132, "narrow_preconverted"),
        ("fp4_gemm", 1000, 4096, 2048, 132, "narrow"),  # two waves either way, K under 4096
        ("fp4_gemm", 1024, 3072, 7168, 264, "narrow"),  # twice the SMs: one wave of 128-token tiles
        ("fp4_gemm", 1409, 3072, 7168, 132, "prefill"),  # 288 CTAs of 128 tokens: a third wave
        ("fp4_gemm", 640, 4096, 2048, 132, "prefill"),  # 160 CTAs of 128 (two waves) or 128 of 192 (one)
        ("fp4_gemm", 4095, 3072, 7168, 132, "prefill"),
        ("fp4_gemm", 4096, 3072, 7168, 132, "preconverted"),  # B converted once, then 128-token tiles
        ("fp4_gemm", 2048, 3072, 7168, 132, "prefill"),
        ("fp4_gemm", 2048, 2048, 4096, 132, "preconverted"),  # the smaller weights from 2048 tokens
        ("fp4_gemm", 1536, 2048, 4096, 132, "prefill"),  # 128 CTAs of 192 tokens: one wave
        ("fp4_gemm", 1537, 2048, 4096, 132, "narrow_preconverted"),
        ("fp4_gemm", 2047, 2048, 4096, 132, "narrow_preconverted"),
        ("fp4_gemm", 3000, 4096, 2048, 132, "preconverted"),
    ],
)
def test_gemm_bucket_counts_waves_of_ctas(op_name, M, N, K, sms, bucket):
    """fp8_gemm's wide bucket runs 192-token tiles where their CTAs make one wave on the GPU's
    SMs and 128-token tiles' would not; fp4_gemm's narrow bucket runs 128-token tiles where
    they make no more waves than 192-token tiles. The op's bucket() and the spec's condition
    (what the tuner and the ahead-of-time build read) agree."""
    import importlib

    from kgen.verify.lowering import bucket_of

    spec = _gemm_spec(op_name)
    assert importlib.import_module(f"generated.{op_name}").bucket(M, N, K, sms) == bucket
    env = spec.env(spec.variants[0], {"M": M, "N": N, "K": K})
    assert bucket_of(spec, {**env, "sm_count": sms}) == bucket


# Fast tier: the first bucket and the last.
@pytest.mark.parametrize("bucket", ["decode", pytest.param("decode16", marks=pytest.mark.full), pytest.param("small", marks=pytest.mark.full), "prefill"])
def test_token_scales_are_in_place_before_the_prologue_decodes_them(bucket):
    """Without async_scales, the fp4 prologue decodes sa_tile into fp32 token scales right
    after loading it (every bucket's kernel can be built that way). Loaded
    by TMA, TileLang waits on the bulk copy only before the pipeline's first use, so the
    decoding read a half-arrived tile (the H100 tier caught NaNs at 7dff9e4, where sb_tile
    was decoded the same way): sa_tile is loaded by the threads, with a barrier before unless
    each thread decodes the very entry it stored (TileLang drops the barrier then)."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec = parse_spec(FILE, TEXT)
    sp = next(s for s in spec.specializations() if s.statics == {"N": 2048, "K": 4096})
    lines = lower_specialization(spec, sp, bucket=bucket, knobs={"async_scales": False}).splitlines()
    assert not [line for line in lines if "tma_load" in line and "sa_tile" in line]
    decode = next(i for i, line in enumerate(lines) if "token_scale)[" in line)
    fill = max(i for i, line in enumerate(lines[:decode]) if "sa_tile" in line.split(" = ")[0] and " = " in line)  # the last store into sa_tile
    same_loop = lambda line: re.sub(r"\bi_\d+\b", "i", line)  # the fill's and the decode's unrolled loops name their counters apart
    stored = same_loop(lines[fill].split(" = ")[0].strip())  # the entry this thread stored
    reads = [same_loop(line) for line in lines[fill + 1 : decode + 1] if "sa_tile" in line]
    own_entry = reads and all(line.count("sa_tile") == line.count(stored) for line in reads)
    assert own_entry or any("__syncthreads()" in line for line in lines[fill + 1 : decode])


# Fast tier: each op with the switch off and on.
@pytest.mark.parametrize(
    "op, bucket, warp_specialized",
    [
        ("fp4_gemm", "decode", False),
        pytest.param("fp4_gemm", "small", False, marks=pytest.mark.full),
        ("fp4_gemm", "medium", True),
        pytest.param("fp8_gemm", "decode", False, marks=pytest.mark.full),
        ("fp8_gemm", "decode16", False),
        pytest.param("fp8_gemm", "wide", True, marks=pytest.mark.full),
        ("fp8_gemm", "prefill", True),
    ],
)
def test_warp_specialized_switch_reaches_the_kernel(op, bucket, warp_specialized):
    """A bucket with warp_specialized: false compiles without a producer warpgroup: its CTA has
    just the tiling's threads, and they load each stage with cp.async; with it, TileLang adds
    a 128-thread producer that issues TMA loads. The switch travels on the prim_func, so
    `kgen lower` and every compile see it."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec = parse_spec(f"specs/{op}.yaml", (Path(__file__).resolve().parents[1] / "specs" / f"{op}.yaml").read_text())
    sp = next(s for s in spec.specializations() if s.statics.get("K") == 7168)
    threads = {**spec.tiling, **dict((name, over) for name, _, over in spec.buckets)[bucket]}["threads"]
    source = lower_specialization(spec, sp, bucket=bucket)
    launched = int(re.search(r"__launch_bounds__\((\d+)", source).group(1))
    assert launched == threads + (128 if warp_specialized else 0)
    assert ("tma_load(" in source) == warp_specialized and ("cp_async" in source) != warp_specialized


# Fast tier: each op, one guard-free kernel and one guarded.
@pytest.mark.parametrize(
    "op, variant, bucket, m_divisible",
    [
        pytest.param("fp4_gemm", "mxfp4", "decode", False, marks=pytest.mark.full),
        ("fp4_gemm", "mxfp4", "small", True),
        pytest.param("fp8_gemm", "e8m0", "decode", True, marks=pytest.mark.full),
        ("fp8_gemm", "fp32", "decode16", False),
    ],
)
def test_async_scales_leave_first_and_land_at_the_first_wait(op, variant, bucket, m_divisible):
    """With async_scales the scales' cp.async copies are issued and committed before the first
    pipeline stage's, and nothing loads a scale synchronously; the pipeline's first wait leaves
    fewer groups pending than were committed after the scales', so it completes theirs along
    with the first stage's, and no scale is read before that wait and the barrier after it."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec = parse_spec(f"specs/{op}.yaml", (Path(__file__).resolve().parents[1] / "specs" / f"{op}.yaml").read_text())
    sp = next(s for s in spec.specializations() if s.variant.name == variant and s.statics.get("K") == 7168)
    lines = lower_specialization(spec, sp, m_divisible=m_divisible, bucket=bucket, knobs={"async_scales": True}).splitlines()
    scales = ("sa_tile", "sb_tile", "sb_row")
    copies = [i for i, line in enumerate(lines) if "cp_async_gs" in line]
    scale_copies = [i for i in copies if any(name in line for name in scales for line in [lines[i]])]
    first_stage = next(i for i in copies if i not in scale_copies)
    assert scale_copies and max(scale_copies) < first_stage
    first_wait = next(i for i, line in enumerate(lines) if "cp_async_wait<" in line)
    barrier = next(i for i in range(first_wait, len(lines)) if "__syncthreads()" in lines[i])
    scale_groups = sum("cp_async_commit" in line for line in lines[:first_stage])
    committed = sum("cp_async_commit" in line for line in lines[:first_wait])
    pending = int(re.search(r"cp_async_wait<(\d+)>", lines[first_wait]).group(1))
    assert committed - pending >= scale_groups + 1  # the scales' groups and the first stage's
    before = [line for line in lines[:barrier] if "cp_async_gs" not in line and "void*" not in line]
    assert not [line for line in before if any(name in line for name in scales) or re.search(r"\bs[ab]\[", line)]


@pytest.mark.parametrize("knobs", [{}, pytest.param({"block_k": 512, "stages": 2}, marks=pytest.mark.full)])
def test_overlapped_promotion_awaits_each_mma_before_its_partial_is_read(knobs):
    """fp8_gemm's prefill kernel (overlap_promotion): within a step, K blocks alternate between two
    accumulators; each MMA is issued with no wait, the block before it is promoted from the other
    accumulator, and the MMAs are awaited one behind (`kgen_wait_mmas_but_newest` from the second
    block on: the one about to be promoted is done) and all of them (`kgen_wait_mmas`) at the step's last
    block, before the stage's buffers are released. The partial promoted at a step's first block
    is the last of the step before, which that wait completed; the CTA's last is promoted after
    the loop. No synchronous MMA wait (`warpgroup_wait`, TileLang's `wait_wgmma`) is left in the loop."""
    import re

    from kgen.verify.lowering import lower_specialization

    spec = parse_spec("specs/fp8_gemm.yaml", (Path(__file__).resolve().parents[1] / "specs" / "fp8_gemm.yaml").read_text())
    sp = next(s for s in spec.specializations() if s.variant.name == "e8m0" and s.statics == {"N": 2048, "K": 1024})
    source = lower_specialization(spec, sp, m_divisible=True, bucket="prefill", knobs=knobs)
    start = source.index("for (int step_1 = 0;")
    end = source.index(".arrive();", start)
    loop, after = source[start:end], source[end:]
    last = 512 // 128 - 1 if knobs else 1  # the step's last 128-wide K block
    issues = re.findall(r"wgmma_ss<.*\(\(uint32_t\*\)\((\w+) \+ 0\)\)", loop)
    assert issues == ["partial", "partial_odd"]
    reads = [m.start() for m in re.finditer(r"\*\(float2\*\)\((partial|partial_odd) \+ \(", loop)]
    behind = loop.index("if (0 < sub) {\n          kgen_wait_mmas_but_newest();")
    drained = loop.index(f"if (sub == {last}) {{\n          kgen_wait_mmas();")
    assert loop.rindex("wgmma_ss<") < behind < min(reads) and max(reads) < drained
    assert "warpgroup_wait" not in loop and "wait_wgmma" not in loop and "kgen_wait" not in loop[:behind]
    assert re.search(r"\*\(float2\*\)\(partial_odd \+ \(", after[: after.index("stmatrix")])


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", ["sm_100a", pytest.param("sm_90a", marks=pytest.mark.full)])
def test_overlapped_promotion_compiles_for_every_arch(arch, tmp_path, monkeypatch):
    """The overlapped promotion's MMA waits are Hopper's wgmma waits, which do not compile past
    sm_90 (TileLang's own tl::wait_wgmma is a static_assert there), while on sm_100a T.gemm is
    synchronous: nvcc builds the prefill kernel for both arches."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    spec = parse_spec("specs/fp8_gemm.yaml", (Path(__file__).resolve().parents[1] / "specs" / "fp8_gemm.yaml").read_text())
    sp = next(s for s in spec.specializations() if s.variant.name == "e8m0" and s.statics == {"N": 2048, "K": 1024})
    kernel = compile_specialization(spec, sp, arch=arch, m_divisible=True, bucket="prefill")
    assert "kgen_wait_mmas_but_newest();" in kernel.get_kernel_source()


@pytest.mark.parametrize("block_n, block_k", [(64, 128), (128, 256), (256, 512)])
def test_packed_tile_swizzle_is_the_one_the_conversion_reads(block_n, block_k):
    """The fp4 conversion reads the packed B tile as TMA's 64-byte swizzle lays it out: row r of
    a 128-wide K block's 64-byte panel at r * 64, its 16-byte chunk c at c ^ (r / 2 % 4). This
    holds TileLang's layout for the tile (the one TMA fills) to that, and the extern's source to
    the same addressing."""
    from tilelang.layout import make_half_bank_swizzled_layout
    from tvm import arith, tirx

    source = fg.MXFP4_TO_E4M3_FRAGMENT
    assert "packed + row * 64 + (lane & 3) * 2" in source and "const int swizzle = (row >> 1) & 3;" in source
    assert "codes_row + ((group ^ swizzle) << 4) + column * 8" in source
    cols = block_k // 2
    layout = make_half_bank_swizzled_layout(tirx.decl_buffer((block_n, cols), "uint8", scope="shared.dyn"))
    shape = [int(x) for x in layout.get_output_shape()]
    analyzer = arith.Analyzer()
    for r in range(block_n):
        for c in range(cols):
            out = [int(analyzer.simplify(x)) for x in layout.map_forward_index([tirx.IntImm("int32", r), tirx.IntImm("int32", c)])]
            offset = 0
            for x, extent in zip(out, shape):
                offset = offset * extent + x
            panel, byte = divmod(c, 64)
            assert offset == panel * block_n * 64 + r * 64 + (((byte >> 4) ^ ((r >> 1) & 3)) << 4) + (byte & 15)


@pytest.mark.gpu
def test_split_k_counters_are_per_stream_and_left_at_zero():
    """A split-K call (the decode bucket) counts arrivals per output tile; the last CTA of each
    tile resets its counter, so the next call on the stream starts from zero. Another stream
    gets counters of its own, so two streams' calls never share a count."""
    from kgen import testing
    from kgen.runtime import launch

    spec = parse_spec(FILE, TEXT)
    assert fg.TILING["mxfp4"][fg.bucket(8, 3072, 7168, rt.sm_count())]["split_k"] > 1
    case = testing.make_case(spec, spec.variant("mxfp4"), {"M": 8, "N": 3072, "K": 7168}, 0)
    device = case.args[0].device
    first = fg.fp4_gemm(*case.args)
    side = torch.cuda.Stream()
    with torch.cuda.stream(side):
        second = fg.fp4_gemm(*case.args)
    torch.cuda.synchronize()
    keys = [(device, s.cuda_stream) for s in (torch.cuda.current_stream(), side)]
    assert all(k in launch._ARRIVALS for k in keys) and launch._ARRIVALS[keys[0]] is not launch._ARRIVALS[keys[1]]
    assert all(int(launch._ARRIVALS[k].abs().sum()) == 0 for k in keys)
    assert torch.equal(first.view(torch.int16), second.view(torch.int16))


@pytest.mark.gpu
@pytest.mark.parametrize("op_name", ["fp8_gemm", "fp4_gemm"])
def test_every_k_block_counts(op_name):
    """With unit scales every 128-wide K block carries a like share of each output, so a
    kernel that drops or repeats one (of 56) is off by ~1/sqrt(56), far past the tolerance.
    The spec's random power-of-two scales (2^-8..2^8) test the scale arithmetic but let a few
    K blocks dominate each output: a missing block could hide there. Every bucket's M."""
    import importlib

    from kgen import testing

    spec = parse_spec(f"specs/{op_name}.yaml", (Path(__file__).resolve().parents[1] / "specs" / f"{op_name}.yaml").read_text())
    module = importlib.import_module(f"generated.{op_name}")
    variant = spec.variants[0]
    N, K = (7168, 7168) if op_name == "fp8_gemm" else (3072, 7168)
    reference = testing.reference_fn(spec)
    for M in (1, 5, 8, 9, 16, 64, 129, 384, 512):
        case = testing.make_case(spec, variant, {"M": M, "N": N, "K": K}, seed=M)
        a, sa, b, sb = case.args
        ones = (torch.full_like(sa.view(torch.uint8), 127).view(sa.dtype), torch.full_like(sb.view(torch.uint8), 127).view(sb.dtype))
        args = (a, ones[0], b, ones[1])
        got = getattr(module, op_name)(*args, **testing.choice_kwargs(module, variant.name))
        want = reference(*args, **variant.params)
        err = (got.double() - want.double()).norm() / want.double().norm()
        assert err < 1e-2, f"M={M} (bucket {module.bucket(M, N, K, rt.sm_count())}): relative error {err:.3g}"
        # The check can fail: a with one K block zeroed moves the reference by far more.
        holed = a.clone()
        holed.view(torch.uint8)[..., 128 * 17 : 128 * 18] = 0
        moved = (reference(holed, *args[1:], **variant.params).double() - want.double()).norm() / want.double().norm()
        assert moved > 5e-2, f"M={M}: one K block moves the result by only {moved:.3g}"


@pytest.mark.gpu
def test_fp32_scales_that_are_not_powers_of_two():
    """The fp32-scale variant's spec draws powers of two (as e8m0 holds them); act_quant with
    scale_fmt none makes any fp32 scale. A kernel that kept only each scale's exponent would
    pass the spec's cases and be far off here."""
    from generated import fp8_gemm as f8
    from kgen import testing

    spec = parse_spec("specs/fp8_gemm.yaml", (Path(__file__).resolve().parents[1] / "specs" / "fp8_gemm.yaml").read_text())
    variant = spec.variant("fp32")
    reference = testing.reference_fn(spec)
    for M in (1, 16, 129):
        a, sa, b, sb = testing.make_case(spec, variant, {"M": M, "N": 7168, "K": 7168}, seed=M).args
        gen = torch.Generator(device="cuda").manual_seed(M)
        sa = torch.rand(sa.shape, generator=gen, device="cuda") * 1.5 + 0.5
        sb = torch.rand(sb.shape, generator=gen, device="cuda") * 1.5 + 0.5
        got = f8.fp8_gemm(a, sa, b, sb, scale_dtype="fp32")
        want = reference(a, sa, b, sb, **variant.params)
        err = (got.double() - want.double()).norm() / want.double().norm()
        assert err < 1e-2, f"M={M}: relative error {err:.3g}"
        exponents_only = reference(a, torch.exp2(sa.log2().floor()), b, torch.exp2(sb.log2().floor()), **variant.params)
        moved = (exponents_only.double() - want.double()).norm() / want.double().norm()
        assert moved > 5e-2, f"M={M}: scales' mantissas move the result by only {moved:.3g}"


# m_passes 2: 256-token tiles on two consumer warpgroups, the tile's rows in two passes.
TWO_PASSES = {"block_m": 256, "m_passes": 2, "threads": 256, "block_k": 128, "overlap_promotion": False}


def _spec_at(op: str, variant: str, statics: dict):
    """(spec text, spec, the specialization of the variant at statics) of specs/{op}.yaml."""
    file = f"specs/{op}.yaml"
    text = (Path(__file__).resolve().parents[1] / file).read_text()
    spec = parse_spec(file, text)
    return text, spec, next(s for s in spec.specializations() if s.variant.name == variant and s.statics == statics)


@pytest.mark.parametrize(
    "op, variant, statics, bucket, stages",
    [
        ("fp8_gemm", "e8m0", {"N": 7168, "K": 7168}, "prefill", 3),
        pytest.param("fp8_gemm", "e8m0", {"N": 7168, "K": 7168}, "prefill", 4, marks=pytest.mark.full),
        ("fp4_gemm", "mxfp4", {"N": 3072, "K": 7168}, "preconverted", 2),
    ],
)
def test_two_row_passes_share_each_b_tile_and_release_the_stage_before_the_last_promotion(op, variant, statics, bucket, stages):
    """m_passes 2: a spec takes 256-token tiles in two passes of 128 rows over 256 threads
    (fp8_gemm, and fp4_gemm's preconverted B). Each step issues the wgmmas of the stage's A rows
    0-127, then of rows 128-255 (the descriptor 128 rows further: 16384 bytes), both on the
    stage's B tile and each pass promoted into its own accumulator; the consumers release the
    stage right after the second pass's MMA is awaited, before its promotion. Both accumulators
    reach the C tile, and the shared buffers, merged, fit a CTA's 227 KiB."""
    import re

    from kgen.verify.lowering import lower_specialization

    file = f"specs/{op}.yaml"
    text, spec, sp = _spec_at(op, variant, statics)
    bucket_line = next(line for line in text.splitlines() if f"{{name: {bucket}" in line)
    tiling = f"block_m: 256, m_passes: 2, threads: 256, block_k: 128, stages: {stages}"
    edited_line = bucket_line.replace(f"{{name: {bucket}", f"{{name: {bucket}, " + tiling).replace(", block_m: 128", "").replace(", block_k: 128, stages: 4", "")
    parse_spec(file, edited(text, [(bucket_line, edited_line)], file))  # the rules take it
    source = lower_specialization(spec, sp, m_divisible=True, bucket=bucket, knobs={**TWO_PASSES, "stages": stages})
    source = source[source.index("void* c_tile") :]  # the GEMM kernel (fp4_gemm's preconversion kernel comes first)
    loop = source[source.index("tl::warpgroup_reg_alloc<") :]
    loop = loop[loop.index("for (int kb_1 = 0;") :]
    stage = f"(kb_1 % {stages})" if stages == 3 else f"(kb_1 & {stages - 1})"  # the stage's index, as TileLang writes it
    offsets = re.findall(r"increase_descriptor_offset<int>\(desc_a(?:_1)?, (.*?)\);\n", loop)[:2]
    assert offsets == [f"({stage} * 32768)", f"(({stage} * 32768) + 16384)"], offsets
    assert len(re.findall(r"tl::wgmma_ss<", loop)) == 2 and len(re.findall(r"warpgroup_wait<0>", loop)) == 2
    second_wait = [m.start() for m in re.finditer(r"warpgroup_wait<0>", loop)][1]
    release = loop.index(f"mbarrier[({stage} + {stages})].arrive();")
    assert second_wait < release < loop.index("acc_second + ")
    assert loop.index("(acc + ") < loop.index("desc_a_1")
    shared = dict((name, int(offset)) for name, offset in re.findall(r"void\* (\w+) = \(\(void\*\)\(\(char\*\)buf_dyn_shmem \+ (\d+)\)\);", source))
    assert shared["b_tile"] + stages * 128 * 128 <= 227 * 1024
    assert "acc_second" in loop.split("tma_store")[0]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", [pytest.param("sm_90a", marks=pytest.mark.full), pytest.param("sm_100a", marks=pytest.mark.full)])
def test_two_row_passes_compile_for_every_arch(arch, tmp_path, monkeypatch):
    """nvcc builds the two-pass prefill kernel (256-token tiles, 3 stages) for both arches."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    _, spec, sp = _spec_at("fp8_gemm", "e8m0", {"N": 7168, "K": 7168})
    kernel = compile_specialization(spec, sp, arch=arch, m_divisible=True, bucket="prefill", knobs={**TWO_PASSES, "stages": 3})
    assert "acc_second" in kernel.get_kernel_source()


def test_two_row_passes_accesses_are_proven_but_past_m_under_one_tile():
    """The bounds pass on the two-pass kernel (256-token tiles): every access decided; the
    guard-free kernel's all proven, and the guarded one's refuted only for fewer tokens than a
    tile (A's TMA box and C's reach past M, as every gemm tail tile's does: TMA clips them)."""
    from kgen.verify.bounds import decide, obligations
    from kgen.verify.lowering import prim_func

    _, spec, sp = _spec_at("fp8_gemm", "e8m0", {"N": 7168, "K": 7168})
    knobs = {**TWO_PASSES, "stages": 3}
    assert all(o.verdict == "proven" for o in decide(obligations(prim_func(spec, sp, True, bucket="prefill", knobs=knobs), {"M": (1, 262144)})))
    guarded = decide(obligations(prim_func(spec, sp, False, bucket="prefill", knobs=knobs), {"M": (1, 262144)}))
    refuted = [o for o in guarded if o.verdict != "proven"]
    assert refuted and all(o.verdict == "refuted" and o.check == "dim 0 upper" for o in refuted)
    assert all(o.verdict == "proven" for o in decide(obligations(prim_func(spec, sp, False, bucket="prefill", knobs=knobs), {"M": (256, 262144)})))
    # A second way: the same TIR's accesses enumerated at M around a tile, against Z3 there.
    from test_bounds import _Enumerator

    func = prim_func(spec, sp, False, bucket="prefill", knobs=knobs)
    for m in (1, 255, 256, 257, 4001):
        z3_fails = any(o.verdict == "refuted" for o in decide(obligations(func, {"M": (m, m)})) if o.check != "int32")
        enumerated = _Enumerator(func, m)
        assert enumerated.ok and z3_fails == bool(enumerated.violations) == (m < 256), m


# multicast: 2-CTA clusters on neighbouring column tiles of one token tile, the pipeline written out.
MULTICAST = {**TWO_PASSES, "stages": 3, "multicast": True}
MULTICAST_CASES = [
    ("fp8_gemm", "e8m0", {"N": 7168, "K": 7168}, "prefill"),
    ("fp4_gemm", "mxfp4", {"N": 3072, "K": 7168}, "preconverted"),
]


@pytest.mark.parametrize("variant", ["e8m0", pytest.param("fp32", marks=pytest.mark.full)])
def test_multicast_pairs_load_each_a_block_once_and_release_a_stage_in_both_ctas(variant):
    """multicast: the kernel launches in clusters of two CTAs. The producer warpgroup's A load is
    a TMA multicast to both CTAs (mask 3), issued by the pair's first CTA, and B's a load of its
    own; each CTA expects A's and B's bytes on its own barrier. A consumer warpgroup releases a
    stage in both CTAs (their producers may overwrite it: the multicast writes into both) after
    the stage's second MMA is awaited and before that pass's promotion, and the K block's scales
    are loaded before the stage is awaited. Every stage and the C tile fit a CTA's 227 KiB."""
    import re

    from kgen.verify.lowering import lower_specialization

    _, spec, sp = _spec_at("fp8_gemm", variant, {"N": 7168, "K": 7168})
    source = lower_specialization(spec, sp, m_divisible=True, bucket="prefill", knobs=MULTICAST)
    assert "__cluster_dims__(2, 1, 1)" in source or "cluster_dims" in source or "tl::cluster_sync();" in source
    producer = source[source.index("tl::warpgroup_reg_dealloc<40>();") : source.index("tl::warpgroup_reg_alloc<")]
    assert re.search(r"if \(tl::block_rank_in_cluster\(\) == 0\) \{\s*tl::tma_load_multicast\(a_desc, full\[\(kb % 3\)\], .*?\(uint16_t\)\(3\)", producer, re.S)
    assert re.findall(r"expect_transaction\((\d+)\)", producer) == ["32768", "16384"]  # A's 256 x 128 bytes, B's 128 x 128
    assert "tma_load(b_desc" in producer and "tma_load_multicast(b_desc" not in producer
    consumer = source[source.index("tl::warpgroup_reg_alloc<232>();") :]
    loop = consumer[consumer.index("for (int kb_1 = 0;") :]
    assert loop.index("row_bytes[") < loop.index("row_bytes_second[") < loop.index("full[(kb_1 % 3)].wait(")
    waits = [m.start() for m in re.finditer(r"warpgroup_wait<0>", loop)]
    assert len(waits) == 2
    releases = [loop.index(f"empty[(kb_1 % 3)].arrive({rank}u);") for rank in (0, 1)]
    assert waits[1] < min(releases) and max(releases) < loop.index("acc_second + ")
    assert loop.index("(acc + ") < waits[1]
    shared = sorted(int(offset) for offset in re.findall(r"buf_dyn_shmem\)?\s*\+\s*(\d+)", source))
    assert shared[-1] + 3 * 128 * 128 <= 227 * 1024  # B's stages come last


def test_multicast_preconverted_b_takes_each_stage_s_factors_and_releases_it_after_their_promotion():
    """fp4_gemm's preconverted GEMM with multicast: after the conversion kernel, each stage brings
    its K block's factors of B (a row of 128 floats, 512 bytes, on the stage's barrier) beside
    the multicast A block and the e4m3 B block, and since both passes' promotions read them, a
    consumer warpgroup releases the stage only after the second pass's promotion."""
    import re

    from kgen.verify.lowering import lower_specialization

    _, spec, sp = _spec_at("fp4_gemm", "mxfp4", {"N": 3072, "K": 7168})
    source = lower_specialization(spec, sp, m_divisible=True, bucket="preconverted", knobs=MULTICAST)
    source = source[source.index("void* c_tile") :]  # the GEMM kernel (the conversion kernel comes first)
    producer = source[source.index("tl::warpgroup_reg_dealloc<40>();") : source.index("tl::warpgroup_reg_alloc<")]
    assert "tl::tma_load_multicast(a_desc" in producer and "tma_load(b_e4m3_desc" in producer
    assert re.findall(r"expect_transaction\((\d+)\)", producer) == ["32768", "16384", "512"]
    assert re.search(r"tma_load\(\(&\(\(\(float\*\)factor_stages\)\[\(\(kb % 3\) \* 128\)\]\)\), \(&\(b_factors\[", producer)
    loop = source[source.index("tl::warpgroup_reg_alloc<232>();") :]
    loop = loop[loop.index("for (int kb_1 = 0;") :]
    last_promotion = loop.rindex("((float*)factor_stages) + ")
    releases = [loop.index(f"empty[(kb_1 % 3)].arrive({rank}u);") for rank in (0, 1)]
    assert loop.index("acc_second + ") < last_promotion < min(releases)


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("arch", [pytest.param("sm_90a", marks=pytest.mark.full), pytest.param("sm_100a", marks=pytest.mark.full)])
@pytest.mark.parametrize("op, variant, statics, bucket", MULTICAST_CASES)
def test_multicast_compiles_for_every_arch(arch, op, variant, statics, bucket, tmp_path, monkeypatch):
    """nvcc builds the multicast kernel (two passes, 3 stages) for both arches, fp8_gemm's and
    fp4_gemm's preconverted GEMM."""
    from kgen.verify.lowering import compile_specialization

    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    _, spec, sp = _spec_at(op, variant, statics)
    kernel = compile_specialization(spec, sp, arch=arch, m_divisible=False, bucket=bucket, knobs=MULTICAST)
    assert "tma_load_multicast" in kernel.get_kernel_source()


@pytest.mark.parametrize("op, variant, statics, bucket", MULTICAST_CASES)
def test_multicast_accesses_are_proven_but_past_m_under_one_tile(op, variant, statics, bucket):
    """The bounds pass on the multicast kernel: every access decided; the guard-free kernel's all
    proven, and the guarded one's refuted only for fewer tokens than a tile (A's TMA box and C's
    reach past M: TMA clips them); the scale loads' rows are clamped. A second way: the same
    TIR's accesses enumerated at M around a tile."""
    from kgen.verify.bounds import decide, obligations
    from kgen.verify.lowering import prim_func

    _, spec, sp = _spec_at(op, variant, statics)
    assert all(o.verdict == "proven" for o in decide(obligations(prim_func(spec, sp, True, bucket=bucket, knobs=MULTICAST), {"M": (1, 262144)})))
    func = prim_func(spec, sp, False, bucket=bucket, knobs=MULTICAST)
    refuted = [o for o in decide(obligations(func, {"M": (1, 262144)})) if o.verdict != "proven"]
    assert refuted and all(o.verdict == "refuted" and o.check == "dim 0 upper" for o in refuted)
    from test_bounds import _Enumerator

    for m in (1, 255, 256, 257, 4001):
        z3_fails = any(o.verdict == "refuted" for o in decide(obligations(func, {"M": (m, m)})) if o.check != "int32")
        enumerated = _Enumerator(func, m)
        assert enumerated.ok and z3_fails == bool(enumerated.violations) == (m < 256), m


@pytest.mark.gpu
@pytest.mark.parametrize(
    "op_name, variant_name, N, K",
    [("fp8_gemm", "e8m0", 7168, 7168), ("fp8_gemm", "e8m0", 3072, 7168), ("fp8_gemm", "fp32", 7168, 7168), ("fp4_gemm", "mxfp4", 3072, 7168), ("fp4_gemm", "mxfp4", 7168, 3072)],
)
def test_multicast_kernel_matches_the_reference(op_name, variant_name, N, K, monkeypatch):
    """The multicast kernel (two passes, 3 stages; fp4_gemm's after its conversion kernel) run
    by the op in place of each call's bucket tiling, against the reference, output poisoned
    first, at token counts under, at and past a tile and off every tile (the guard-free kernel
    where M divides). Then unit scales with one K block of A zeroed: a kernel that mixes up a
    stage or a pair's multicast drops or repeats K blocks, far past the tolerance."""
    import importlib

    from kgen import testing

    spec = load_spec(f"specs/{op_name}.yaml")
    module = importlib.import_module(f"generated.{op_name}")
    variant = spec.variant(variant_name)
    knobs = {**MULTICAST, "block_n": 128, "split_k": 1, "ctas_per_sm": 1, "warp_specialized": True, "async_scales": False, "preconvert": op_name == "fp4_gemm"}
    reference, op = testing.reference_fn(spec), getattr(module, op_name)
    for M in (1, 255, 256, 257, 4001):
        bucket = module.bucket(M, N, K, rt.sm_count())
        monkeypatch.setitem(module.TILING[variant_name], bucket, {**module.TILING[variant_name][bucket], **knobs})
        a, sa, b, sb = testing.make_case(spec, variant, {"M": M, "N": N, "K": K}, seed=M).args
        holed = a.clone()
        holed.view(torch.uint8)[:, 128 * 17 : 128 * 18] = 0
        unit = [torch.full_like(x.view(torch.uint8), 127).view(x.dtype) if x.dtype != torch.float32 else torch.ones_like(x) for x in (sa, sb)]
        for args in ((a, sa, b, sb), (holed, unit[0], b, unit[1])):
            got = torch.full((M, N), float("nan"), dtype=torch.bfloat16, device=a.device)
            op(*args, out=got, **testing.choice_kwargs(module, variant_name))
            want = reference(*args, **variant.params)
            problems = testing.problems(spec, variant, (got,), (want,))
            assert not problems, f"M={M} (bucket {bucket}): {problems}"
