"""Malformed specs the template families must refuse (found by fuzzing specs): one small edit
to a real spec each, and the exact diagnostic, file:line:column and field first (CPU).

Each row names the spec, its edits (find -> replace, each find occurring once) and the full
message. Before these rules, each spec here raised a traceback, failed at a kernel build with
an error that blamed another field, or was accepted and generated an op that was wrong or
could not launch.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import edited
from kgen.errors import SpecError
from kgen.spec import parse_spec

ROOT = Path(__file__).resolve().parents[1]
QUANT_N = "N: {kind: static, values: [448, 1024, 1536, 2048, 3072, 4096, 7168],"
GEMM_N = "N: {kind: static, values: [512, 1024, 1536, 2048, 3072, 4096, 7168, 8192],"
GEMM_K = "K: {kind: static, values: [1024, 1536, 2048, 3072, 4096, 7168],"
GEMM_WEIGHTS = "  - >-\n    (N == 1024 and K == 4096)"


def refusal(file: str, edits) -> str:
    """The message parse_spec refuses the edited spec with."""
    text = (ROOT / file).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited(text, edits, file))
    return str(e.value)


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        # The token dim is each call's size (T.dynamic in every kernel): a static one built
        # kernels for its listed values that take any M, or failed in the family's context.
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("M: {kind: runtime, min: 0, max: 262144,", "M: {kind: static, values: [1, 8, 129],")],
            "specs/fp8_gemm.yaml:12:13: dims.M.kind: expected runtime (M is the token count, which each call brings and the kernels take as T.dynamic and the buckets split), found static (give it min and max instead of values)",
            id="gemm_M_static",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [
                ("n: {kind: runtime, min: 0, max: 16777216,", "n: {kind: static, values: [1, 7, 4001, 16384],"),
                ("tail: {n: specialize}", "tail: {}"),
                ("n: [0, 1, 7, 4001, 16384]", "n: [1, 7, 4001, 16384]"),
            ],
            "specs/sinkhorn.yaml:11:13: dims.n.kind: expected runtime (n is the token count, which each call brings and the kernel takes as T.dynamic), found static (give it min and max instead of values)",
            id="mhc_n_static",
        ),
        # A dim that shapes the code is static: a runtime one failed in the family's checks, at
        # the tail rule, or at the kernel build.
        pytest.param(
            "specs/act_quant.yaml",
            [(QUANT_N, "N: {kind: runtime, min: 64, max: 8192,")],
            "specs/act_quant.yaml:12:13: dims.N.kind: expected static (N shapes the kernels: a row's tiles and scale groups, one kernel per value), found runtime (list its sizes: kind: static, values: [...])",
            id="quant_N_runtime",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [(QUANT_N, "N: {kind: runtime, min: 64, max: 8192,"), ("N: require_divisible}", "N: guard}")],
            "specs/act_quant.yaml:12:13: dims.N.kind: expected static (N shapes the kernels: a row's tiles and scale groups, one kernel per value), found runtime (list its sizes: kind: static, values: [...])",
            id="quant_N_runtime_guard",
        ),
        pytest.param(
            "specs/topk_gate.yaml",
            [("N: {kind: static, values: [256, 384],", "N: {kind: runtime, min: 32, max: 1024,"), ("tail: {M: specialize}", "tail: {M: specialize, N: guard}")],
            "specs/topk_gate.yaml:14:13: dims.N.kind: expected static (N shapes the kernel: each lane holds N / 32 of a row in registers, one kernel per value), found runtime (list its sizes: kind: static, values: [...])",
            id="topk_N_runtime",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("ld: {kind: static, default: N,", "ld: {kind: runtime, min: 0, max: 65536,"), ("N: require_divisible}", "N: require_divisible, ld: guard}")],
            "specs/act_quant.yaml:13:14: dims.ld.kind: expected static (ld, x's row stride, is compiled into the kernel each call builds; its default is the stride tests and proofs take), found runtime (make it kind: static with a default)",
            id="quant_ld_runtime",
        ),
        # A default makes a dim a size derived from others: no kernel is built per value.
        pytest.param(
            "specs/fp8_gemm.yaml",
            [(GEMM_K, "K: {kind: static, default: 7168,")],
            "specs/fp8_gemm.yaml:14:21: dims.K.default: expected values (K shapes the kernels: the pipeline's steps and the scale blocks, one kernel per value), found a default (7168) (write values: [7168])",
            id="gemm_K_defaulted",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("d: {kind: static, values: [128, 512, 576],", "d: {kind: static, default: 512,")],
            "specs/sparse_attn.yaml:20:21: dims.d.default: expected values (d shapes the kernels: the head dim of its tensor-core tiles, one kernel per value), found a default (512) (write values: [512])",
            id="sparse_attn_d_defaulted",
        ),
        # A dim the family has no use for multiplied the tests by sizes that change nothing.
        pytest.param(
            "specs/topk_gate.yaml",
            [
                ("  N: {kind: static, values: [256, 384],", "  E: {kind: runtime, min: 1, max: 8}\n  N: {kind: static, values: [256, 384],"),
                ("tail: {M: specialize}", "tail: {M: specialize, E: guard}"),
                ("N: [256, 384]}", "N: [256, 384], E: [1]}"),
            ],
            "specs/topk_gate.yaml:14:3: dims.E: expected a dim of template topk (M, N), or a default computed from them, found 'E', a runtime dim (remove it: no kernel of the template takes it)",
            id="topk_extra_runtime_dim",
        ),
        # A kernel takes a static size as a 32-bit integer.
        pytest.param(
            "specs/act_quant.yaml",
            [("4096, 7168], doc: hidden size", "4096, 7168, 4294967296], doc: hidden size")],
            "specs/act_quant.yaml:12:71: dims.N.values[7]: expected at most 2147483647 (a kernel takes N as a 32-bit integer), found 4294967296",
            id="quant_N_past_int32",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("4096, 7168], doc: hidden size", "4096, 7168, 2147483648], doc: hidden size")],
            "specs/act_quant.yaml:12:71: dims.N.values[7]: expected at most 2147483647 (a kernel takes N as a 32-bit integer), found 2147483648",
            id="quant_N_one_past_int32",
        ),
    ],
)
def test_dim_kinds(file, edits, message):
    """Each family's dims are of the kind its kernels take them as, checked before anything reads them."""
    assert refusal(file, edits) == message


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        # Neither N nor K is guarded: with N = 100 the grid's N // block_n column tiles left C's
        # last columns unwritten.
        pytest.param(
            "specs/fp8_gemm.yaml",
            [
                (GEMM_N, "N: {kind: static, values: [100, 512, 1024, 1536, 2048, 3072, 4096, 7168, 8192],"),
                (GEMM_WEIGHTS, "  - >-\n    (N == 100 and K == 1024) or (N == 1024 and K == 4096)"),
                ("tail: {M: specialize}", "tail: {M: guard}"),
            ],
            "specs/fp8_gemm.yaml:13:30: dims.N.values[0]: expected a multiple of 128 (B's 128 x 128 scale blocks; b_format e4m3), found 100",
            id="gemm_N_not_a_multiple_of_128",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [(GEMM_K, "K: {kind: static, values: [1000, 1024, 1536, 2048, 3072, 4096, 7168],"), (GEMM_WEIGHTS, "  - >-\n    (N == 1024 and K == 1000) or (N == 1024 and K == 4096)")],
            "specs/fp8_gemm.yaml:14:30: dims.K.values[0]: expected a multiple of 128 (the 128-wide promotion blocks, each with a scale of A; b_format e4m3), found 1000",
            id="gemm_K_not_a_multiple_of_128",
        ),
        # e2m1 B: a block_n that does not divide N leaves C's last N % block_n columns unwritten.
        pytest.param(
            "specs/fp4_gemm.yaml",
            [
                ("N: {kind: static, values: [2048, 3072, 4096, 7168],", "N: {kind: static, values: [2048, 3072, 4096, 7168, 2112],"),
                ("(N == 2048 and K == 4096) or", "(N == 2048 and K == 4096) or (N == 2112 and K == 4096) or"),
            ],
            "specs/fp4_gemm.yaml:39:36: tiling (bucket one_wave).block_n: expected a divisor of every N (2048, 2112, 3072, 4096, 7168): the grid has N // block_n column tiles, unguarded, found 128",
            id="gemm_block_n_not_dividing_N",
        ),
        # M's tiles are the grid's y extent: 65535 of the prefill bucket's 128 rows at most.
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("M: {kind: runtime, min: 0, max: 262144,", "M: {kind: runtime, min: 0, max: 16777216,")],
            "specs/fp8_gemm.yaml:12:35: dims.M.max: expected at most 8388480 (65535 tiles of bucket prefill's block_m 128: the grid's y extent), found 16777216, and bucket prefill takes M = 12582721 at N = 512, K = 4096 (lower it, or give bucket prefill a larger block_m)",
            id="gemm_M_past_the_grid",
        ),
    ],
)
def test_gemm_weight_shapes(file, edits, message):
    assert refusal(file, edits) == message


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        # A switch param: a string or an integer picked a path by its truthiness.
        pytest.param(
            "specs/sparse_attn.yaml",
            [("split_topk: {values: [false, true]", 'split_topk: {values: ["no", "yes"]'), ("split_topk: false}", 'split_topk: "no"}'), ("split_topk: true}", 'split_topk: "yes"}')],
            "specs/sparse_attn.yaml:23:25: params.split_topk.values[0]: expected false or true (template sparse_attn: whether a variant also splits the indices over CTAs), found 'no'",
            id="sparse_split_topk_strings",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("split_topk: {values: [false, true]", "split_topk: {values: [0, 1]"), ("split_topk: false}", "split_topk: 0}"), ("split_topk: true}", "split_topk: 1}")],
            "specs/sparse_attn.yaml:23:25: params.split_topk.values[0]: expected false or true (template sparse_attn: whether a variant also splits the indices over CTAs), found 0",
            id="sparse_split_topk_ints",
        ),
        # A count param: YAML's true is Python's True, which isinstance(v, int) accepts as 1.
        pytest.param(
            "specs/sinkhorn.yaml",
            [("iters: {values: [20, 10]", "iters: {values: [true]"), ("{name: v4, iters: 20}", "{name: v4, iters: true}"), ("  - {name: repeat10, iters: 10}\n", "")],
            "specs/sinkhorn.yaml:15:20: params.iters.values[0]: expected an integer from 1 to 10000 (template mhc: normalization rounds, each thread runs them all), found true",
            id="mhc_iters_bool",
        ),
        # A number param: a string reached the kernel as a Python name.
        pytest.param(
            "specs/topk_gate.yaml",
            [("route_scale: {values: [1.5]", "route_scale: {values: [abc]"), ("defaults: {route_scale: 1.5}", "defaults: {route_scale: abc}")],
            "specs/topk_gate.yaml:20:26: params.route_scale.values[0]: expected a finite number (template topk: the weights' scale), found abc",
            id="topk_route_scale_string",
        ),
    ],
)
def test_param_value_types(file, edits, message):
    assert refusal(file, edits) == message


@pytest.mark.parametrize(
    ("edits", "message"),
    [
        # A number in place of N matched the kernel's shape at N's first value only (448).
        pytest.param(
            [("y: {shape: [M, N],", "y: {shape: [M, 448],")],
            "specs/act_quant.yaml:42:14: outputs.y.shape (variant gemm_input): expected [M, N] (template quant), found [M, 448]",
            id="quant_y_shape_hardcoded",
        ),
        pytest.param(
            [("s: {shape: [M, N // block],", "s: {shape: [M, 448 // block],")],
            "specs/act_quant.yaml:43:14: outputs.s.shape (variant gemm_input): expected [M, N // block] (template quant), found [M, 448 // block]",
            id="quant_s_shape_hardcoded",
        ),
        # The kernel's one grid dim has ceil(M / block_m) * (N / block_k) CTAs, at most 2^31 - 1.
        pytest.param(
            [("4096, 7168], doc: hidden size", "4096, 7168, 1073741824], doc: hidden size")],
            "specs/act_quant.yaml:12:71: dims.N.values[7]: expected an N whose grid fits CUDA's 2147483647 CTAs: ceil(M / 32) * (N / 128) tiles at M = 16777216 (dims.M.max; variant gemm_input, tiling.default), found 1073741824 (4398046511104 CTAs) (lower dims.M.max or N, or raise block_m)",
            id="quant_grid_past_cuda_limit",
        ),
        # A 65536 x 65536 tile overflowed TileLang's int32 tile indices deep in its lowering.
        pytest.param(
            [("default: {block_m: 32, block_k: 128, threads: 128,", "default: {block_m: 65536, block_k: 65536, threads: 1024,")],
            "specs/act_quant.yaml:46:22: tiling.default.block_m: expected a tile whose bf16 x elements fit a CTA's registers (256 KiB): rows * columns * 2 at most 262144 (variant gemm_input, N = 1024: a 65536 x 1024 tile), found block_m 65536, block_k 65536",
            id="quant_huge_tile",
        ),
    ],
)
def test_quant_shapes_and_launch(edits, message):
    assert refusal("specs/act_quant.yaml", edits) == message


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        # b is a grid's y or z extent, a query's CTAs (one per 64 heads) the one-pass kernel's z.
        pytest.param(
            "specs/sparse_attn.yaml",
            [("b: {kind: runtime, min: 0, max: 1024,", "b: {kind: runtime, min: 0, max: 70000,")],
            "specs/sparse_attn.yaml:16:35: dims.b.max: expected at most 65535 (the grid's y or z extent), found 70000",
            id="sparse_attn_b_past_the_grid",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("h: {kind: static, values: [8, 16, 32, 64, 128],", "h: {kind: static, values: [8, 16, 32, 64, 128, 4194304],")],
            "specs/sparse_attn.yaml:19:50: dims.h.values[5]: expected at most 4194240 (65535 CTAs of 64 heads a query: the grid's z extent), found 4194304",
            id="sparse_attn_h_past_the_grid",
        ),
        # A CTA's rows of N scores sit in shared memory: at N = 8192 the kernel could not be built.
        pytest.param(
            "specs/topk_gate.yaml",
            [("N: {kind: static, values: [256, 384],", "N: {kind: static, values: [256, 384, 8192],")],
            "specs/topk_gate.yaml:41:22: tiling.default.block_m: expected a tile that fits in 227 KiB of shared memory at the largest N (8192: 563200 bytes), found 16",
            id="topk_tile_past_shared_memory",
        ),
    ],
)
def test_launch_limits(file, edits, message):
    """Sizes whose grid or tile the GPU cannot launch are refused at the dim or knob that sets them."""
    assert refusal(file, edits) == message
