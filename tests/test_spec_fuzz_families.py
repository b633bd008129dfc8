"""Specs of the gemm, sparse_attn, topk and mhc families that a third fuzzer run found built
without a word (a wrong dtype, a tiling no SM can hold, a loop of 10^10 rounds), with a
traceback, or with an error at the wrong place (CPU)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import refused
from kgen.cli import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("a: {shape: [M, K], dtype: fp8_e4m3", "a: {shape: [M, K], dtype: bf16")],
            "specs/fp8_gemm.yaml:38:29: inputs.a.dtype (variant e8m0): expected fp8_e4m3 (template gemm, b_format e4m3, scale_dtype e8m0), found 'bf16'",
            id="gemm_a_bf16",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [('sb: {shape: [N // 128, K // 128], dtype: "{scale_dtype}"', "sb: {shape: [N // 128, K // 128], dtype: fp32")],
            "inputs.sb.dtype (variant e8m0): expected e8m0 (template gemm, b_format e4m3, scale_dtype e8m0), found 'fp32'",
            id="gemm_sb_fixed_fp32",
        ),
        pytest.param(
            "specs/fp4_gemm.yaml",
            [("dtype: fp4_e2m1x2", "dtype: uint8")],
            "inputs.b.dtype (variant mxfp4): expected fp4_e2m1x2 (template gemm, b_format e2m1, scale_dtype e8m0), found 'uint8'",
            id="gemm_packed_b_uint8",
        ),
        pytest.param(
            "specs/sparse_attn.yaml", [("dtype: int32", "dtype: int64")], "inputs.idx.dtype: expected int32 (template sparse_attn: what the kernels read), found 'int64'", id="sparse_attn_idx_int64"
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("sink: {shape: [h], dtype: fp32", "sink: {shape: [h], dtype: bf16")],
            "inputs.sink.dtype: expected fp32 (template sparse_attn: what the kernels read), found 'bf16'",
            id="sparse_attn_sink_bf16",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("block_i: 32, stages: 2, threads: 128}", "block_i: 32, stages: 2, threads: 96}")],
            "tiling (bucket narrow).threads: expected a warp count whose 8-column shares tile block_i (32) and every d (128, 512, 576): 8 * threads / 32 divides them, found 96",
            id="sparse_attn_three_warps",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("values: [128, 512, 576]", "values: [48, 128, 512, 576]"), ("d: [128, 512, 576]", "d: [48, 128, 512, 576]")],
            "expected a warp count whose 8-column shares tile block_i (32) and every d (48, 128, 512, 576)",
            id="sparse_attn_d_48",
        ),
        pytest.param(
            "specs/topk_gate.yaml",
            [("weights: {shape: [M, k], dtype: fp32, unless: indices_only,", "weights: {shape: [M, k], dtype: fp32,")],
            "outputs.weights.unless: expected indices_only (template topk: the indices-only variants have no weights), found none (add unless: indices_only)",
            id="topk_weights_always",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("    - {name: prefill}", "    - {name: prefill, ctas_per_sm: 32}")],
            "tiling (bucket prefill).ctas_per_sm: expected at most 8 with 256 threads (an SM holds 2048 threads), found 32",
            id="gemm_ctas_past_threads",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("    - {name: prefill}", "    - {name: prefill, ctas_per_sm: 4}")],
            "tiling (bucket prefill).ctas_per_sm: expected CTAs whose A and B buffers fit together in an SM's 228 KiB of shared memory (131072 bytes a CTA), found 4",
            id="gemm_ctas_past_shared_memory",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("tail: {M: specialize}", "tail: {M: specialize, N: guard}")],
            "tiling.tail.N: expected a runtime dim (M): N is static, built whole for each of its values (template gemm), found 'N: guard' (remove it)",
            id="tail_on_a_static_dim",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("values: [20, 10]", "values: [20, 10000000000]"), ("{name: repeat10, iters: 10}", "{name: repeat10, iters: 10000000000}")],
            "params.iters.values[1]: expected an integer from 1 to 10000 (template mhc: normalization rounds, each thread runs them all), found 10000000000",
            id="mhc_iters_huge",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("values: [1.0e-6]", "values: [1.0e+39]"), ("eps: 1.0e-6}", "eps: 1.0e+39}")],
            "specs/sinkhorn.yaml:16:18: params.eps.values[0]: expected a float within fp32's range (magnitude at most 3.4028235e+38: kernels take float params as fp32 constants), found 1e+39",
            id="mhc_eps_past_fp32",
        ),
        pytest.param(
            "specs/topk_gate.yaml",
            [("values: [1.5]", "values: [1.0e+39]"), ("defaults: {route_scale: 1.5}", "defaults: {route_scale: 1.0e+39}")],
            "params.route_scale.values[0]: expected a float within fp32's range",
            id="topk_route_scale_past_fp32",
        ),
    ],
)
def test_a_family_rule_is_named_at_the_field(file, edits, message):
    assert message in refused(file, edits)


def test_lower_m_divisible_on_a_spec_without_guard_free_kernels_is_refused(capsys):
    """It printed the guarded kernel as if the flag had been honoured."""
    assert main(["lower", "specs/sparse_attn.yaml", "--m-divisible"]) == 2
    assert capsys.readouterr().err == (
        "error: kgen lower --m-divisible: expected a spec with a guard-free kernel (a runtime dim whose tail is specialize "
        "or require_divisible), found sparse_attn, whose runtime dims are all guarded\n"
    )


def test_a_spec_outside_the_checkout_finds_kgen_references(tmp_path):
    """From another directory, an installed kgen (an editable install's own finder, not
    sys.path) was "no Python source for module 'kgen.reference.topk'"."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if subprocess.run([sys.executable, "-c", "import kgen"], cwd=tmp_path, env=env, capture_output=True).returncode:
        pytest.skip("kgen is not installed: it imports only from its checkout")
    shutil.copy(ROOT / "specs" / "topk_gate.yaml", tmp_path)
    done = subprocess.run([sys.executable, "-m", "kgen", "build", "topk_gate.yaml", "--out", "out"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "out" / "topk_gate.py").read_text().startswith(f"# Generated by kgen 0.1.0 from {(tmp_path / 'topk_gate.yaml').resolve().as_posix()}. ")
