"""Malformed quant-family options (block_rows, whole_row, in_dtype, activation, swiglu_limit,
unit_weight) and peer-argument tuples: one edit to a shipped spec each, the exact diagnostic (CPU)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgen.errors import SpecError
from kgen.spec import parse_spec

ROOT = Path(__file__).resolve().parents[1]

CASES = [
    (
        "block_rows_not_power_of_two",
        "specs/per_block_cast.yaml",
        [("block_rows: {values: [32, 128]", "block_rows: {values: [32, 128, 96]")],
        "specs/per_block_cast.yaml:19:24: params.block_rows.values: expected powers of two >= 1 (template quant), found 96",
    ),
    (
        "block_m_searched_with_block_rows",
        "specs/per_block_cast.yaml",
        [("search: {block_k:", "search: {block_m: [1, 2], block_k:")],
        "specs/per_block_cast.yaml:53:12: tiling.search.block_m: expected no block_m search with block_rows (the row tile is the row block), found [1, 2]",
    ),
    (
        "in_dtype_fp16",
        "specs/per_block_cast.yaml",
        [("in_dtype: {values: [bf16, fp32]", "in_dtype: {values: [bf16, fp32, fp16]")],
        "specs/per_block_cast.yaml:20:22: params.in_dtype.values: expected values among bf16, fp32 (template quant), found 'fp16'",
    ),
    (
        "swiglu_x_not_two_halves",
        "specs/swiglu_per_token_cast.yaml",
        [("x: {shape: [M, 2 * N]", "x: {shape: [M, N]")],
        "specs/swiglu_per_token_cast.yaml:45:14: inputs.x.shape: expected [M, 2 * N] (activation swiglu: gate and up halves), found [M, N]",
    ),
    (
        "weights_without_w_input",
        "specs/swiglu_per_token_cast.yaml",
        [("  w: {shape: [M], dtype: fp32, unless: unit_weight}\n", "")],
        "specs/swiglu_per_token_cast.yaml:45:3: inputs.w: expected w: {shape: [M], dtype: fp32, unless: unit_weight} (per-row weights, template quant), found none",
    ),
    (
        "two_activations",
        "specs/swiglu_per_token_cast.yaml",
        [("activation: {values: [swiglu]}", "activation: {values: [swiglu, none]}")],
        "specs/swiglu_per_token_cast.yaml:21:24: params.activation.values: expected one activation per spec (it sets the shape of x), found [swiglu, none]",
    ),
    (
        "negative_swiglu_limit",
        "specs/swiglu_per_token_cast.yaml",
        [("swiglu_limit: {values: [0, 10]", "swiglu_limit: {values: [0, 10, -10]")],
        "specs/swiglu_per_token_cast.yaml:22:26: params.swiglu_limit.values: expected integers >= 0 that bf16 holds exactly, 0 for no clamp (template quant: the clamp runs in bf16), found -10",
    ),
    (
        "swiglu_limit_not_a_bf16",
        "specs/swiglu_per_token_cast.yaml",
        [("swiglu_limit: {values: [0, 10]", "swiglu_limit: {values: [0, 10, 257]")],
        "specs/swiglu_per_token_cast.yaml:22:26: params.swiglu_limit.values: expected integers >= 0 that bf16 holds exactly, 0 for no clamp (template quant: the clamp runs in bf16), found 257",
    ),
    (
        "whole_row_inplace",
        "specs/per_token_cast.yaml",
        [
            ("  inplace: {values: [false]}", "  inplace: {values: [false, true]}"),
            ("  - {name: whole_row, block: 128, whole_row: true}", "  - {name: whole_row, block: 128, whole_row: true, inplace: true}"),
        ],
        "specs/per_token_cast.yaml:40:5: variants[7] (whole_row): expected inplace only for plain per-row groups (template quant), found inplace with block_rows, whole_row or an activation",
    ),
    (
        "nested_tuple_in_peer_args",
        "specs/swiglu_per_token_cast.yaml",
        [("clamp_value: swiglu_limit}", 'clamp_value: "(swiglu_limit, (1, 2))"}')],
        "specs/swiglu_per_token_cast.yaml:76:121: bench.tilekernels.args.clamp_value: expected an expression, found '(swiglu_limit, (1, 2))' (unsupported syntax '(1, 2)' in '(swiglu_limit, (1, 2))': use integers, strings, names, + - * // %, comparisons, and/or/not, a if c else b (and a top-level tuple))",
    ),
    (
        "tuple_as_a_shape",
        "specs/per_block_cast.yaml",
        [('s: {shape: ["(M + block_rows - 1) // block_rows", N // block]', 's: {shape: ["(M, block_rows)", N // block]')],
        "specs/per_block_cast.yaml:45:15: outputs.s.shape[0]: expected an integer, found a tuple '(M, block_rows)'",
    ),
]


@pytest.mark.parametrize(("file", "edits", "message"), [pytest.param(f, e, m, id=i) for i, f, e, m in CASES])
def test_malformed_option(file, edits, message):
    text = (ROOT / file).read_text()
    for find, replace in edits:
        assert text.count(find) == 1, f"{find!r} occurs {text.count(find)} times in {file}"
        text = text.replace(find, replace)
    with pytest.raises(SpecError) as e:
        parse_spec(file, text)
    assert str(e.value) == message


def test_shipped_quant_specs_load_with_their_options():
    pb = parse_spec("specs/per_block_cast.yaml", (ROOT / "specs/per_block_cast.yaml").read_text())
    assert {v.params["block_rows"] for v in pb.variants} == {32, 128}
    assert pb.bench["tilekernels"]["args"]["block_size"].evaluate({"block_rows": 128, "block": 32}) == (128, 32)
    sw = parse_spec("specs/swiglu_per_token_cast.yaml", (ROOT / "specs/swiglu_per_token_cast.yaml").read_text())
    assert [t.name for t in sw.tensors(sw.variant("limit10_weighted")).values()] == ["x", "w", "y", "s"]
    assert [t.name for t in sw.tensors(sw.variant("limit10")).values()] == ["x", "y", "s"]
