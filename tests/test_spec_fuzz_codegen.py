"""Specs whose names and values reach the generated Python: a fuzzer of specs found each one
giving a traceback, or a module that builds but does not do what the spec says (CPU)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from conftest import edited, refused
from kgen.pipeline.render import render
from kgen.spec import parse_spec

ROOT = Path(__file__).resolve().parents[1]


def spec_of(file: str, edits):
    return parse_spec(file, edited((ROOT / file).read_text(), edits, file))


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        pytest.param(
            "specs/topk_gate.yaml",
            [("values: [1.5]", "values: [.nan]"), ("defaults: {route_scale: 1.5}", "defaults: {route_scale: .nan}")],
            "specs/topk_gate.yaml:20:26: params.route_scale.values[0]: expected a finite number, found nan",
            id="param_nan",
        ),
        pytest.param(
            "specs/topk_gate.yaml",
            [("values: [1.5]", "values: [.inf]"), ("defaults: {route_scale: 1.5}", "defaults: {route_scale: .inf}")],
            "specs/topk_gate.yaml:20:26: params.route_scale.values[0]: expected a finite number, found inf",
            id="param_inf",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("  block: {values", "  tuple: {values: [1]}\n  block: {values")],
            "specs/act_quant.yaml:16:3: params.tuple: expected a name the generated Python can use, found 'tuple', a Python builtin (rename it)",
            id="param_named_like_a_builtin",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("  block: {values", "  N: {values: [1]}\n  block: {values")],
            "specs/act_quant.yaml:16:3: params.N: expected a name no other dim, param or tensor has (each becomes an argument or local of the op), found 'N', also dims.N (rename one of them)",
            id="param_named_like_a_dim",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("op: act_quant", "op: " + "q" * 65)],
            "specs/act_quant.yaml:2:5: op: expected a name of at most 64 characters (it names files and Python functions), found 65 characters (shorten it)",
            id="op_name_too_long",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("  - {name: gemm_input,", "  - {name: " + "v" * 65 + ",")],
            "specs/act_quant.yaml:30:12: variants[0].name: expected a name of at most 64 characters (it names kernels, files and Python functions), found 65 characters (shorten it)",
            id="variant_name_too_long",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("{name: small, when", "{name: " + "s" * 65 + ", when")],
            "specs/fp8_gemm.yaml:78:14: tiling.buckets[6].name: expected a name of at most 64 characters (it names proof files), found 65 characters (shorten it)",
            id="bucket_name_too_long",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("peers: [torch,", "peers: [torch, torch,")],
            "specs/act_quant.yaml:64:18: bench.peers[1]: expected distinct values, found torch again (first at bench.peers[0])",
            id="peer_twice",
        ),
        pytest.param(
            "specs/per_token_cast.yaml",
            [("block_m: [1, 2, 4, 8]", "block_m: [1, 2, 2, 8]")],
            "specs/per_token_cast.yaml:52:28: tiling.search.block_m[2]: expected distinct values, found 2 again (first at tiling.search.block_m[1])",
            id="search_value_twice",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [('"kgen.peers:cublas_fp8_per_tensor"', '"kgen.peer:cublas_fp8_per_tensor"')],
            "specs/fp8_gemm.yaml:144:18: bench.cublas.call: expected module:function of a module of kgen, found 'kgen.peer:cublas_fp8_per_tensor' (kgen has no module 'kgen.peer')",
            id="peer_module_misspelled",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("a: {shape: [M, K], dtype: fp8_e4m3, init: normal}", "a: {shape: [M, K], dtype: fp8_e4m3, init: normal, tolerance: {rel: 0.01}}")],
            "specs/fp8_gemm.yaml:38:53: inputs.a.tolerance: expected no tolerance on input 'a' (outputs are compared with the reference), found 'tolerance' (remove it)",
            id="tolerance_on_an_input",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("dtype: bf16, tolerance: {rel: 0.01}}", "dtype: bf16, tolerance: {rel: 0.01}, init: normal}")],
            "specs/fp8_gemm.yaml:43:59: outputs.c.init: expected no init on output 'c' (the op writes its outputs), found 'init' (remove it)",
            id="init_on_an_output",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("strides: [ld, 1], dtype: bf16}", "strides: [ld, 1], dtype: bf16, init: {indices: {high: N}}}")],
            "specs/act_quant.yaml:40:59: inputs.x.init: expected an init for dtype bf16 (indices are for int16, int32, int64, uint8 tensors), found indices (pick another init, or an integer dtype)",
            id="indices_init_on_a_float_tensor",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [('sa: {shape: [M, K // 128], dtype: "{scale_dtype}", init: {pow2: [-8, 8]}}', 'sa: {shape: [M, K // 128], dtype: "{scale_dtype}", init: {pow2: [-1000, 1000]}}')],
            "specs/fp8_gemm.yaml:39:67: inputs.sa.init.pow2: expected exponents within [-127, 127] (what an fp32 or e8m0 scale holds), found [-1000, 1000]",
            id="pow2_init_past_the_scale_range",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("  - N % block == 0\n", "")],
            "specs/act_quant.yaml:23:1: constraints: expected constraints that keep N a multiple of block (template quant: a row is whole groups of block columns; e.g. N % block == 0), "
            "found variant gemm_input built at N = 448 with block 128 (add the constraint, or drop that N)",
            id="quant_N_not_whole_groups",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("M: [33, 257], N: [1024", "M: " + str(list(range(1, 2001))) + ", N: [1024")],
            "specs/act_quant.yaml:54:5: tests[1]: expected at most 10000 test runs in all (variants times the product of each entry's value lists), found 98070 with this entry (test fewer sizes)",
            id="too_many_test_runs",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("M: [33, 257], N: [1024", "M: [33, 33], N: [1024")],
            "specs/act_quant.yaml:54:29: tests[1].M[1]: expected distinct values, found 33 again (first at tests[1].M[0])",
            id="test_value_twice",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("    - {variant: gemm_input, M: 128, N: 7168}\n", "    - {variant: gemm_input, M: 128, N: 7168}\n    - {variant: gemm_input, M: 128, N: 7168}\n")],
            "specs/act_quant.yaml:63:7: bench.shapes[3]: expected distinct bench shapes, found {variant: gemm_input, M: 128, N: 7168} again (first at bench.shapes[2])",
            id="bench_shape_twice",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("{name: fp32, block: 128", "{name: all, block: 128")],
            "specs/act_quant.yaml:32:12: variants[2].name: expected a variant name other than 'all' (tests write variants: all for every variant), found 'all' (rename it)",
            id="variant_named_all",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("args: {iters: iters, eps: eps}", "args: {iters: iters, eps: eps, colour: hc}")],
            "specs/sinkhorn.yaml:53:11: bench.tilekernels.args: expected the keyword arguments tilekernels_sinkhorn() takes after its 1 input(s): eps, iters, "
            "found the argument 'colour', which tilekernels_sinkhorn() does not take",
            id="peer_argument_unknown",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("args: {iters: iters, eps: eps}", "args: {iters: iters}")],
            "specs/sinkhorn.yaml:53:11: bench.tilekernels.args: expected the keyword arguments tilekernels_sinkhorn() takes after its 1 input(s): eps, iters, "
            "found no value for tilekernels_sinkhorn()'s argument 'eps'",
            id="peer_argument_missing",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("ld: {kind: static, default: N,", "ld: {kind: static, default: N + 8 * M,")],
            "specs/act_quant.yaml:13:31: dims.ld.default: expected an expression of params and static dims (a static ld is compiled into the kernel), found runtime dim 'M' in 'N + 8 * M' (make ld runtime, or drop M)",
            id="static_default_reads_a_runtime_dim",
        ),
    ],
)
def test_refused_at_load(file, edits, message):
    assert refused(file, edits) == message


def doc_block(file: str) -> str:
    """The spec's `doc: >` block, key and folded lines."""
    lines = (ROOT / file).read_text().splitlines(keepends=True)
    start = lines.index("doc: >\n")
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith("  "))
    return "".join(lines[start:end])


def test_a_blank_doc_is_refused():
    assert refused("specs/act_quant.yaml", [(doc_block("specs/act_quant.yaml"), 'doc: "   "\n')]) == "specs/act_quant.yaml:3:6: doc: expected a sentence saying what the op computes, found only blanks"


def test_a_reference_module_that_does_not_parse_is_named(tmp_path, monkeypatch):
    (tmp_path / "broken_reference.py").write_text("def quantize(x, block=128:\n    return x\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    message = refused("specs/act_quant.yaml", [("reference: kgen.reference.quant:quantize", "reference: broken_reference:quantize")])
    assert message.startswith("specs/act_quant.yaml:50:12: reference: expected a module whose source kgen can read (broken_reference), found ")
    assert "broken_reference.py: SyntaxError" in message and "(line 1)" in message


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        pytest.param(
            "specs/act_quant.yaml",
            [("op: act_quant", "op: CHOICES")],
            "specs/act_quant.yaml:2:5: op: expected a name the generated module does not use for anything else, found 'CHOICES', also a name the quant template defines (rename the op)",
            id="op_named_like_a_module_constant",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("op: act_quant", "op: _launch")],
            "specs/act_quant.yaml:2:5: op: expected a public name (the generated package keeps leading underscores for itself: generated/_prebuilt/ holds a wheel's kernels), found '_launch' (drop the underscore)",
            id="op_named_like_the_launcher",
        ),
        pytest.param(
            "specs/swiglu_per_token_cast.yaml",
            [
                ("  - {name: whole_row, whole_row: true}", "  - {name: whole_row, whole_row: true, out: 2}"),
                ("defaults: {block: 128,", "defaults: {out: 1, block: 128,"),
                ("  rounding: {values: [reciprocal]", "  out: {values: [1, 2]}\n  rounding: {values: [reciprocal]"),
            ],
            None,
            id="param_named_like_the_out_argument",
        ),
    ],
)
def test_refused_when_rendered(file, edits, message):
    got = refused(file, edits, rendered=True)
    if message is None:  # the op's signature takes `out` too: Python's own words, at the param
        assert got.startswith(f"{file}:") and ": params.out: expected a spec whose generated module is valid Python, found duplicate argument 'out'" in got
    else:
        assert got == message


def test_a_when_with_a_comment_or_line_breaks_renders_as_one_condition():
    spec = spec_of("specs/fp8_gemm.yaml", [('{name: small, when: "M <= 128"', '{name: small, when: "M <= 128  # small batches\\n"')])
    text = render(spec)
    assert '    if M <= 128:\n        return "small"' in text
    compile(text, "fp8_gemm", "exec")


@pytest.mark.parametrize("doc", [r"Notes live in C:\Users\kgen.", 'See """the paper""".', 'Ends in a quote: "', "Ends in a backslash \\"])
def test_a_doc_reads_back_as_written(doc):
    # YAML's single quotes keep backslashes as they are.
    module = render(spec_of("specs/act_quant.yaml", [(doc_block("specs/act_quant.yaml"), "doc: '" + doc.replace("'", "''") + "'\n")]))
    tree = ast.parse(module)
    op = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "act_quant")
    assert ast.get_docstring(tree, clean=False).startswith(f"act_quant: {doc}\n")
    assert ast.get_docstring(op, clean=False).startswith(f"{doc}\n")


def test_a_line_break_in_the_file_name_stays_in_the_header_comment():
    name = "specs/nl\nimport sys; sys.exit(0) #.yaml"
    spec = parse_spec(name, (ROOT / "specs/act_quant.yaml").read_text())
    text = render(spec)
    assert text.splitlines()[0].startswith("# Generated by kgen") and "nl\\nimport sys" in text.splitlines()[0]
    assert not any(line.startswith("import sys; sys.exit") for line in text.splitlines())
