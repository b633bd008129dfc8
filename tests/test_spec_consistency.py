"""Specs that parse and type-check but say something that cannot hold: a switch that drops a
tensor every kernel needs, a comparison with a value the param never takes, a peer that never
runs, test sizes the op refuses. A fuzzer found each one accepted without a word, or blamed
on the wrong field (CPU)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import edited, refused
from kgen.pipeline.render import render, spec_display_path
from kgen.errors import SpecError
from kgen.spec import load_spec

ROOT = Path(__file__).resolve().parents[1]
ACT_QUANT = "specs/act_quant.yaml"


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        pytest.param(
            ACT_QUANT,
            [("dtype: bf16}", "dtype: bf16, unless: inplace}")],
            "specs/act_quant.yaml:40:53: inputs.x.unless: expected no unless (template quant: every kernel reads x; tensors a variant may lack: s, w, y), found 'inplace' (remove it)",
            id="quant_input_x_dropped",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [
                ("params:", "params:\n  drop_a: {values: [false]}"),
                ("defaults: {b_format: e4m3}", "defaults: {b_format: e4m3, drop_a: false}"),
                ("a: {shape: [M, K], dtype: fp8_e4m3", "a: {shape: [M, K], unless: drop_a, dtype: fp8_e4m3"),
            ],
            "inputs.a.unless: expected no unless (template gemm: every kernel reads a; tensors a variant may lack: none), found 'drop_a' (remove it)",
            id="gemm_input_dropped",
        ),
        pytest.param(
            ACT_QUANT,
            [("  - ld % 8 == 0  # 16-byte aligned rows for vector loads", "  - ld % 8 == 0\n  - \"scale_fmt != 'ue8mo'\"")],
            "specs/act_quant.yaml:27:5: constraints[3]: expected a value param scale_fmt takes ([ue8m0, none]), found 'ue8mo' in \"scale_fmt != 'ue8mo'\", which scale_fmt never equals (did you mean 'ue8m0'?)",
            id="constraint_value_never_taken",
        ),
        pytest.param(
            ACT_QUANT,
            [("  - N % block == 0", "  - N % block == 0\n  - \"block == 64 or scale_fmt == 'nnone'\"")],
            "constraints[1]: expected a value param scale_fmt takes ([ue8m0, none]), found 'nnone'",
            id="typo_named_before_the_variants_it_rules_out",
        ),
        pytest.param(
            ACT_QUANT,
            [("  - N % block == 0", "  - N % block == 0\n  - block != 96")],
            "constraints[1]: expected a value param block takes ([64, 128]), found 96 in 'block != 96', which block never equals",
            id="int_value_never_taken",
        ),
        pytest.param(
            ACT_QUANT,
            [("when: \"not inplace and scale_fmt == 'ue8m0'\"", "when: \"not inplace and scale_fmt == 'UE8M0'\"")],
            "bench.tilekernels.when: expected a value param scale_fmt takes ([ue8m0, none]), found 'UE8M0'",
            id="peer_when_value_never_taken",
        ),
        pytest.param(
            ACT_QUANT,
            [("when: \"not inplace and scale_fmt == 'ue8m0'\"", "when: \"inplace and scale_fmt == 'none'\"")],
            "specs/act_quant.yaml:68:11: bench.tilekernels.when: expected a condition that holds at some bench shape (else tilekernels never runs), "
            "found \"inplace and scale_fmt == 'none'\", false at all 4 of bench.shapes (fix the condition, or add a bench shape it admits)",
            id="peer_never_runs",
        ),
        pytest.param(
            "specs/topk_gate.yaml",
            [("constraints:\n", "constraints:\n  - route_scale > 0.5\n")],
            "no float constants in 'route_scale > 0.5', found 0.5: a float param's values are listed, so list only those that hold",
            id="float_constant",
        ),
    ],
)
def test_a_spec_that_cannot_mean_what_it_says_is_refused_at_the_field(file, edits, message):
    assert message in refused(file, edits)


def test_thousands_of_static_values_are_refused_before_z3_runs_out():
    """3000 values of N ran Z3 out of its budget, and the error blamed the roofline."""
    values = ", ".join(str(64 * i) for i in range(1, 3001))
    message = refused(ACT_QUANT, [("values: [448, 1024, 1536, 2048, 3072, 4096, 7168]", f"values: [{values}]")])
    assert message == (
        "specs/act_quant.yaml:12:29: dims.N.values: expected at most 256 values (each is built into kernels of every variant, and each Z3 check "
        "of the spec weighs every one), found 3000 values (list the sizes the op is built for)"
    )


def test_test_sizes_the_op_refuses_are_named(tmp_path):
    """Under require_divisible on M the op refuses an M its tile does not divide: such a test
    case would fail on the GPU instead of testing anything."""
    spec = tmp_path / "act_quant.yaml"
    spec.write_text(edited((ROOT / ACT_QUANT).read_text(), [("tail: {M: specialize, N: require_divisible}", "tail: {M: require_divisible, N: require_divisible}")], ACT_QUANT))
    with pytest.raises(SpecError) as e:
        render(load_spec(spec))
    assert str(e.value) == (
        f"{spec}:53:28: tests[0].M[1]: expected sizes the op takes: tiling.tail.M is require_divisible, so M a multiple of block_m "
        "(32 for variant gemm_input), found 1 (drop that size, or make the tail policy specialize or guard)"
    )


def test_sizes_the_built_tile_divides_pass(tmp_path):
    """The check reads the tile the module is built with: the lockfile's, where there is one."""
    text = edited(
        (ROOT / ACT_QUANT).read_text(),
        [
            ("tail: {M: specialize, N: require_divisible}", "tail: {M: require_divisible, N: require_divisible}"),
            ("M: [0, 1, 31, 4001, 16384]", "M: [0, 64, 16384]"),
            ("M: [33, 257]", "M: [64, 256]"),
            ("M: [0, 1, 64, 65, 4001]", "M: [0, 64]"),
            ("{variant: gemm_input, M: 128, N: 7168}", "{variant: gemm_input, M: 96, N: 7168}"),
        ],
        ACT_QUANT,
    )
    spec = tmp_path / "act_quant.yaml"
    spec.write_text(text)
    assert "def act_quant(" in render(load_spec(spec))
    # A lockfile with a 64-row tile: M = 96 (a bench shape) is no longer whole tiles.
    lock = tmp_path / "act_quant.lock.json"
    shutil.copy(ROOT / "specs" / "act_quant.lock.json", lock)
    lock.write_text(lock.read_text().replace('"block_m": 1,', '"block_m": 64,', 1))
    with pytest.raises(SpecError) as e:
        render(load_spec(spec))
    assert "bench.shapes[2].M: expected sizes the op takes: tiling.tail.M is require_divisible, so M a multiple of block_m (64 for variant gemm_input), found 96" in str(e.value)


def test_a_module_names_its_spec_by_where_it_is(tmp_path, monkeypatch):
    """The header said specs/<file> for a spec kept anywhere; from the checkout it still does,
    from any working directory."""
    monkeypatch.chdir(tmp_path)
    inside = load_spec(ROOT / ACT_QUANT)
    assert spec_display_path(inside) == ACT_QUANT
    assert render(inside).startswith(f"# Generated by kgen 0.1.0 from {ACT_QUANT}. ")
    elsewhere = tmp_path / "mine" / "act_quant.yaml"
    elsewhere.parent.mkdir()
    shutil.copy(ROOT / ACT_QUANT, elsewhere)
    assert spec_display_path(load_spec(elsewhere)) == elsewhere.resolve().as_posix()
