"""Specs an audit found accepted without a word, or refused with a misleading message: names that
break the generated module, tests that can never run, float params a kernel cannot hold,
references and peers that are not the op's code, invisible characters, and messages of any
length (CPU). Each is refused at file:line:column, naming the field."""

from __future__ import annotations

import ast

import pytest

from conftest import ROOT, refused
from kgen.spec import RESERVED_NAMES, parse_spec

ACT_QUANT = "specs/act_quant.yaml"
DOC = (ROOT / ACT_QUANT).read_text().split("template:")[0].split("doc: >\n")[1]  # the folded doc's lines


def _doc_edit(doc: str) -> list:
    """The edit that makes act_quant's doc the double-quoted doc."""
    return [("doc: >\n" + DOC, f'doc: "{doc}"\n')]


# -- 1. names the generated module relies on -------------------------------------------------


@pytest.mark.parametrize(
    ("op", "what"),
    [
        ("tuple", "a Python builtin"),
        ("isinstance", "a Python builtin"),
        ("len", "a Python builtin"),
        ("match", "a Python soft keyword"),
        ("numbers", "a name the generated module already uses"),  # sparse_attn's template imports it
    ],
)
def test_an_op_named_after_what_the_module_calls_is_refused(op, what):
    got = refused(ACT_QUANT, [("op: act_quant", f"op: {op}")])
    assert got == f"specs/act_quant.yaml:2:5: op: expected a name the generated Python can use, found '{op}', {what} (rename it)"


def test_every_name_a_generated_module_imports_is_reserved():
    imported = set()
    for module in (ROOT / "generated").glob("*.py"):
        for node in ast.parse(module.read_text()).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                imported.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
    assert imported - RESERVED_NAMES == set()


# -- 3. tests and bench shapes the GPU cannot hold ----------------------------------------------


def test_a_test_whose_strided_rows_need_terabytes_is_refused_at_the_test():
    got = refused(ACT_QUANT, [("M: [0, 1, 64, 65, 4001], N: [448], ld: [512]}", "M: [4001], N: [448], ld: [2147483640]}")])
    assert got == (
        "specs/act_quant.yaml:55:5: tests[2]: expected a test run whose tensors take at most 4 GiB (kgen.spec.TEST_CASE_BYTES: inputs, outputs and a strided "
        "input's whole storage), found 16004.0 GiB for variant kv_cache_inplace at M=4001, N=448, ld=2147483640 (use smaller sizes)"
    )


def test_a_bench_shape_past_the_bench_bound_is_refused_at_the_shape():
    got = refused(ACT_QUANT, [("{variant: gemm_input, M: 16384, N: 7168}", "{variant: gemm_input, M: 16777216, N: 7168}")])
    assert got == (
        "specs/act_quant.yaml:60:7: bench.shapes[0]: expected a bench shape whose tensors take at most 16 GiB (kgen.spec.BENCH_CASE_BYTES: inputs, outputs and a "
        "strided input's whole storage), found 336.9 GiB for variant gemm_input at M=16777216, N=7168 (use smaller sizes)"
    )


# -- 4. float params an fp32 kernel constant cannot hold -----------------------------------------


@pytest.mark.parametrize("eps", ["1.0e-50", "1.0e-40"])  # rounds to 0, to a subnormal
def test_a_float_param_too_small_for_fp32_is_refused(eps):
    got = refused("specs/sinkhorn.yaml", [("values: [1.0e-6]", f"values: [{eps}]"), ("eps: 1.0e-6}", f"eps: {eps}}}")])
    assert got == (
        f"specs/sinkhorn.yaml:16:18: params.eps.values[0]: expected 0 or a float of magnitude at least 1.1754944e-38, fp32's smallest normal "
        f"(kernels take float params as fp32 constants: a smaller one is subnormal, or 0), found {float(eps)}"
    )


# -- 5. references and peers that are not the op's code -----------------------------------------


@pytest.mark.parametrize("reference", ["subprocess:run", "logging:warning"])
def test_a_standard_library_reference_is_refused(reference):
    got = refused(ACT_QUANT, [("reference: kgen.reference.quant:quantize", f"reference: {reference}")])
    package = reference.split(":")[0]
    assert got == f"specs/act_quant.yaml:50:12: reference: expected module:function of code that computes the op, found '{reference}' ({package} is a module of Python's standard library)"


REFERENCES = """
def takes_anything(*args, **kwargs):
    pass


def names_everything(x, *, block, scale_fmt, scale_dtype, inplace, out_format, rounding, **unused):
    pass
"""


def test_a_reference_outside_kgen_must_name_its_inputs_and_params(tmp_path, monkeypatch):
    (tmp_path / "audit_references.py").write_text(REFERENCES)
    monkeypatch.syspath_prepend(str(tmp_path))
    got = refused(ACT_QUANT, [("reference: kgen.reference.quant:quantize", "reference: audit_references:takes_anything")])
    assert got == (
        "specs/act_quant.yaml:50:12: reference: expected a function taking the inputs by position and the params by keyword, found takes_anything() given, "
        "for variant gemm_input, 1 inputs by position, but it takes at most 0 (outside kgen.reference, *args and **kwargs take nothing: name each input and param in its signature)"
    )
    text = (ROOT / ACT_QUANT).read_text().replace("reference: kgen.reference.quant:quantize", "reference: audit_references:names_everything")
    assert parse_spec(ACT_QUANT, text).reference == "audit_references:names_everything"


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            "nosuchpkg.mod:f",
            "specs/fp8_gemm.yaml:144:18: bench.cublas.call: expected module:function of a Python module on this machine (only tile_kernels, installed where the GPU bench runs, "
            "may be missing here), found 'nosuchpkg.mod:f' (no Python source for module 'nosuchpkg.mod')",
        ),
        (
            "subprocess:run",
            "specs/fp8_gemm.yaml:144:18: bench.cublas.call: expected module:function of code that computes the op, found 'subprocess:run' (subprocess is a module of Python's standard library)",
        ),
    ],
)
def test_a_cublas_call_must_be_code_on_this_machine(call, message):
    assert refused("specs/fp8_gemm.yaml", [('cublas: {call: "kgen.peers:cublas_fp8_per_tensor"}', f'cublas: {{call: "{call}"}}')]) == message


def test_a_peer_keyword_with_a_double_underscore_is_refused():
    got = refused(ACT_QUANT, [("args: {fmt:", "args: {__class__: \"'x'\", fmt:")])
    assert got == "specs/act_quant.yaml:67:12: bench.tilekernels.args: expected keyword argument names without a leading double underscore (those are Python's own), found '__class__'"


@pytest.mark.parametrize(
    ("doc", "found"),
    [
        ("\u200b\u200b\u200b", "U+200B (ZERO WIDTH SPACE) at character 0"),
        ("Quantize \u202eevil\u202c rows.", "U+202E (RIGHT-TO-LEFT OVERRIDE) at character 9"),
        ("Rows \u2066isolated\u2069.", "U+2066 (LEFT-TO-RIGHT ISOLATE) at character 5"),
    ],
)
def test_a_doc_with_an_invisible_format_character_is_refused(doc, found):
    got = refused(ACT_QUANT, _doc_edit(doc))
    assert got == (
        "specs/act_quant.yaml:3:6: doc: expected text with no invisible format character (bidi controls such as U+202E, zero-width characters: Unicode category Cf), "
        f"which would make the generated module read otherwise than it runs, found {found}"
    )


def test_a_format_character_in_any_free_text_is_refused():
    got = refused(ACT_QUANT, [("doc: hidden size}", 'doc: "hidden \u202e size"}')])
    assert got.startswith("specs/act_quant.yaml:12:77: dims.N.doc: expected text with no invisible format character") and got.endswith("found U+202E (RIGHT-TO-LEFT OVERRIDE) at character 7")


def test_a_doc_of_nothing_visible_is_refused():
    got = refused(ACT_QUANT, _doc_edit("\u0301\u0301\u0301"))  # combining accents on nothing
    assert got == "specs/act_quant.yaml:3:6: doc: expected a sentence saying what the op computes, found no letter, digit, punctuation or symbol"


# -- 6. messages that mislead or flood ----------------------------------------------------------


@pytest.mark.parametrize("separator", ["\u2028", "\u2029"])
def test_a_yaml_only_line_break_in_a_folded_doc_is_named(separator):
    got = refused(ACT_QUANT, [("  Block-wise fp8 (e4m3)", f"  Block-wise{separator}fp8 (e4m3)")])
    name = {"\u2028": "LINE SEPARATOR", "\u2029": "PARAGRAPH SEPARATOR"}[separator]
    assert got == (
        "specs/act_quant.yaml:4:13: doc: expected no line break that only YAML sees, outside quotes (YAML 1.1 reads U+0085, U+2028 and U+2029 as line breaks, which editors "
        f"do not show: what follows would read as a new line), found U+{ord(separator):04X} ({name}) (remove it, or quote the text)"
    )


def test_a_message_echoing_a_huge_value_is_clipped_and_keeps_its_location():
    got = refused(ACT_QUANT, [("template: quant", "template: " + "q" * 40000)])
    assert got.startswith("specs/act_quant.yaml:8:11: template: expected one of the template families")
    assert "(40002 characters)" in got and len(got) < 2500  # four parts of at most 500 characters, and the location


# -- 2. test runs and bench shapes the op itself refuses -----------------------------------------

UNALIGNED = ("  - ld % 8 == 0  # 16-byte aligned rows for vector loads\n", "")


def test_a_test_row_stride_the_op_refuses_is_refused_at_the_test():
    got = refused(ACT_QUANT, [UNALIGNED, ("N: [448], ld: [512]}", "N: [448], ld: [452]}")])
    assert got == (
        "specs/act_quant.yaml:54:76: tests[2].ld[0]: expected a multiple of 8 (the op refuses any other row stride of x: rows start 16-byte aligned for vector loads; "
        "e.g. the constraint ld % 8 == 0), found 452 for variant kv_cache_inplace at M=0, N=448, ld=452 (drop that size, or add the rule to the constraints)"
    )


def test_a_bench_row_stride_the_op_refuses_is_refused_at_the_shape():
    got = refused(ACT_QUANT, [UNALIGNED, ("M: 65536, N: 448, ld: 512}", "M: 65536, N: 448, ld: 452}")])
    assert got.startswith("specs/act_quant.yaml:62:57: bench.shapes[3].ld: expected a multiple of 8 (the op refuses any other row stride of x")


def test_a_row_stride_past_the_kernels_32_bit_row_step_is_refused():
    """A row block of 128 rows steps 128 * ld elements: no tiling takes an ld past 2^31 / 128,
    so the test is at fault. Where the row tile is block_m, the tiling is (see below)."""
    entry = "  - {variants: [b128x128], M: [1], N: [4096], ld: [16777224]}\n"
    got = refused("specs/per_block_cast.yaml", [("\nbench:", entry + "\nbench:")])
    assert got == (
        "specs/per_block_cast.yaml:62:52: tests[3].ld[0]: expected at most 16777215 (the op's kernel steps over x's rows a row block of 128 at a time, 128 * ld elements: a 32-bit constant), "
        "found 16777224 for variant b128x128 at M=1, N=4096, ld=16777224 (drop that size, or add the rule to the constraints)"
    )


def test_a_tiling_whose_row_step_a_test_overflows_is_refused():
    """The spec's tiling, a lockfile's or a tuner's candidate meets the op's row-step rule at
    every test run and bench shape."""
    from kgen.spec import tiling_problem

    entry = "  - {variants: [kv_cache_inplace], M: [1], N: [448], ld: [33554432]}\n"
    spec = parse_spec(ACT_QUANT, (ROOT / ACT_QUANT).read_text().replace("\nbench:", entry + "\nbench:"))
    assert tiling_problem(spec, {**spec.tiling, "block_m": 32}) is None
    assert tiling_problem(spec, {**spec.tiling, "block_m": 64}) == (
        "block_m",
        "a row tile whose step over x, tile rows * ld elements, fits 32 bits at every test run and bench shape (variant kv_cache_inplace, ld = 33554432)",
        "64",
    )
    got = refused(ACT_QUANT, [("\nbench:", entry.replace("33554432", "67108872") + "\nbench:")])
    assert got == (
        "specs/act_quant.yaml:46:22: tiling.default.block_m: expected a row tile whose step over x, tile rows * ld elements, fits 32 bits at every test run and bench shape "
        "(variant kv_cache_inplace, ld = 67108872), found 32"
    )


# -- 6. a param value the family refuses is blamed, not what follows from it --------------------


def test_a_block_the_family_refuses_is_blamed_not_the_dims_it_leaves_unused():
    edits = [("block: {values: [64, 128]", "block: {values: [3, 128]")]
    edits += [(f"{{name: {name}, block: 64", f"{{name: {name}, block: 3") for name in ("kv_cache", "block64_fp32", "kv_cache_inplace")]
    assert refused(ACT_QUANT, edits) == "specs/act_quant.yaml:16:19: params.block.values: expected powers of two >= 16 (template quant), found 3"
