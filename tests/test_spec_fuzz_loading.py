"""Spec and lockfile files the fuzzer found loading badly: each is an error naming the file,
line, column and field, never a traceback, a hang or a value read otherwise than written (CPU).

Specs are one small edit of a real spec (find -> replace, each find occurring once); lockfiles
sit beside a copy of a real spec, where kgen build looks for them.
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from pathlib import Path

import pytest

from conftest import edited
from kgen.pipeline.lockfile import tiling_for
from kgen.errors import SpecError
from kgen.spec import load_spec, parse_spec

ROOT = Path(__file__).resolve().parents[1]
FILE = "specs/act_quant.yaml"
TEXT = (ROOT / FILE).read_text()


def malformed(file: str, edits) -> str:
    """The message parse_spec gives for file after edits."""
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited((ROOT / file).read_text(), edits, file))
    return str(e.value)


def test_a_large_document_is_positioned_in_linear_time():
    """Each value's line was found by counting the newlines before it: a 4 MB doc with 90k
    values took 88 s to reach its error. Lines are now found by bisection. At half that size
    a count per value takes 15 times PyYAML's own reading of the text, bisection about 1.3
    times: timed against that reading in the same process, which a loaded machine slows
    alike (a limit of 20 s of wall time failed under a busy test run)."""
    import yaml

    start, end = TEXT.index("doc: >"), TEXT.index("template: quant")
    doc = "doc: |\n" + ("  " + "lorem ipsum " * 8 + "\n") * 20_000
    text = TEXT[:start] + doc + TEXT[end:] + "zz: [" + ", ".join(["0"] * 45_000) + "]\n"
    began = time.monotonic()
    yaml.compose(text, Loader=yaml.SafeLoader)
    reading = time.monotonic() - began
    began = time.monotonic()
    with pytest.raises(SpecError) as e:
        parse_spec(FILE, text)
    assert time.monotonic() - began < 4 * reading
    assert str(e.value).startswith("specs/act_quant.yaml:20065:1: zz: expected one of the keys kgen,")


def blocks_not(call, fifo: Path, seconds: float = 10) -> str:
    """The SpecError message of call(), which must not block on fifo: if it does, a writer
    opens and closes the FIFO so that the blocked read ends, and the test fails."""
    outcome = {}

    def run():
        try:
            call()
        except SpecError as e:
            outcome["message"] = str(e)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(seconds)
        pytest.fail(f"reading {fifo} blocked")
    return outcome.get("message", "no error")


def test_a_spec_that_is_a_fifo_is_refused_unopened(tmp_path):
    spec = tmp_path / "act_quant.yaml"
    os.mkfifo(spec)
    assert blocks_not(lambda: load_spec(spec), spec) == f"{spec}:1:1: <file>: expected a readable spec file, found a FIFO (named pipe)"


def test_a_lockfile_that_is_a_fifo_is_refused_unopened(tmp_path):
    spec = tmp_path / "act_quant.yaml"
    shutil.copy(ROOT / FILE, spec)
    lock = tmp_path / "act_quant.lock.json"
    os.mkfifo(lock)
    assert blocks_not(lambda: tiling_for(load_spec(spec)), lock) == (
        f"{lock}:1:1: <lockfile>: expected a readable file written by kgen tune, found a FIFO (named pipe) (delete it and run kgen tune {spec})"
    )


def test_a_spec_that_is_a_device_is_refused(tmp_path):
    """/dev/null read as an empty spec; /dev/zero would never end."""
    spec = tmp_path / "act_quant.yaml"
    spec.symlink_to(os.devnull)
    with pytest.raises(SpecError) as e:
        load_spec(spec)
    assert str(e.value) == f"{spec}:1:1: <file>: expected a readable spec file, found a device"


@pytest.mark.parametrize(
    "edits, message",
    [
        # Python refuses to turn an integer of over 4300 digits into text, which every message needs.
        pytest.param(
            [("min: 0, max: 16777216", "min: 0, max: " + "1" * 5000)],
            "specs/act_quant.yaml:11:35: dims.M.max: expected an integer of at most 30 digits, found one of 5000 digits",
            id="decimal_5000_digits",
        ),
        # Hex is read without Python's limit, and then cannot be printed.
        pytest.param(
            [("min: 0, max: 16777216", "min: 0, max: 0x" + "F" * 4000)], "specs/act_quant.yaml:11:35: dims.M.max: expected an integer of at most 30 digits, found one of 4000 digits", id="hex_max"
        ),
        pytest.param(
            [("values: [448, 1024", "values: [448, 0x" + "F" * 4000)],
            "specs/act_quant.yaml:12:35: dims.N.values[1]: expected an integer of at most 30 digits, found one of 4000 digits",
            id="hex_static_value",
        ),
        pytest.param(
            [("min: 0, max: 16777216", "min: 0, max: " + "1" * 31)], "specs/act_quant.yaml:11:35: dims.M.max: expected an integer of at most 30 digits, found one of 31 digits", id="decimal_31_digits"
        ),
    ],
)
def test_an_integer_of_absurdly_many_digits_is_refused_where_it_stands(edits, message):
    assert malformed(FILE, edits) == message


def lockfile_error(tmp_path, spec_name: str, lock: str) -> str:
    """The message kgen gives for lock beside a copy of specs/<spec_name>.yaml."""
    spec = tmp_path / f"{spec_name}.yaml"
    shutil.copy(ROOT / "specs" / f"{spec_name}.yaml", spec)
    (tmp_path / f"{spec_name}.lock.json").write_text(lock)
    with pytest.raises(SpecError) as e:
        tiling_for(load_spec(spec))
    return str(e.value).replace(str(tmp_path) + os.sep, "")


@pytest.mark.parametrize(
    "spec_name, lock, message",
    [
        # json.loads raised RecursionError, then ValueError (Python's 4300-digit limit).
        pytest.param(
            "act_quant",
            '{"arch": "sm_90a", "tiling": ' + "[" * 5000 + "]" * 5000 + "}",
            "act_quant.lock.json:1:93: <lockfile>: expected JSON written by kgen tune (values nested at most 64 deep), found deeper nesting (delete it and run kgen tune act_quant.yaml)",
            id="nested_5000_deep",
        ),
        pytest.param(
            "act_quant",
            '{"arch": "sm_90a", "tiling": {"gemm_input": {"block_m": ' + "1" * 5000 + "}}}",
            "act_quant.lock.json:1:57: <lockfile>: expected an integer of at most 30 digits, found one of 5000 digits (fix it or delete it and run kgen tune act_quant.yaml)",
            id="int_5000_digits",
        ),
        # The found part named the wrong thing: "none", "no 'tiling'", "NoneType".
        pytest.param(
            "act_quant",
            "[]",
            "act_quant.lock.json:1:1: <lockfile>: expected an object with a 'tiling' object, found a list (fix it or delete it and run kgen tune act_quant.yaml)",
            id="top_level_list",
        ),
        pytest.param(
            "act_quant",
            '"tiling"',
            "act_quant.lock.json:1:1: <lockfile>: expected an object with a 'tiling' object, found the string \"tiling\" (fix it or delete it and run kgen tune act_quant.yaml)",
            id="top_level_string",
        ),
        pytest.param(
            "act_quant",
            '{"arch": "sm_90a", "tiling": []}',
            "act_quant.lock.json:1:20: tiling: expected an object of tilings by variant, found a list (fix it or delete it and run kgen tune act_quant.yaml)",
            id="tiling_list",
        ),
        pytest.param(
            "sinkhorn",
            '{"arch": "sm_90a", "tiling": {"v4": null}}',
            "sinkhorn.lock.json:1:31: tiling.v4: expected an object, found null (fix it or delete it and run kgen tune sinkhorn.yaml)",
            id="bucketed_variant_null",
        ),
        pytest.param(
            "sinkhorn",
            '{"arch": "sm_90a", "tiling": {"v4": {"small": 3}}}',
            "sinkhorn.lock.json:1:38: tiling.v4.small: expected an object of tiling knobs, found the number 3 (fix it or delete it and run kgen tune sinkhorn.yaml)",
            id="bucket_number",
        ),
    ],
)
def test_a_malformed_lockfile_names_what_it_found(spec_name, lock, message, tmp_path):
    assert lockfile_error(tmp_path, spec_name, lock) == message


@pytest.mark.parametrize("newline", [pytest.param("\r", id="cr"), pytest.param("\r\n", id="crlf")])
def test_lines_end_at_a_carriage_return_as_yaml_reads_them(newline):
    """A file of CR-only line endings was all one line to the positions: 1:512. (CRLF was
    right, and must stay so: one line break, not two.)"""
    text = edited(TEXT, [("values: [448, 1024", "values: [448, '1024'")], FILE).replace("\n", newline)
    with pytest.raises(SpecError) as e:
        parse_spec(FILE, text)
    assert str(e.value) == "specs/act_quant.yaml:12:35: dims.N.values[1]: expected an integer, found the string '1024'"


@pytest.mark.parametrize(
    "edits, message",
    [
        pytest.param(
            [("{name: gemm_input, block: 128", "{name: gemm_input, block: '128'")],
            "specs/act_quant.yaml:30:31: variants[0].block: expected one of [64, 128], found '128' (add '128' to params.block.values or pick a listed value)",
            id="number",
        ),
        pytest.param(
            [("kv_cache_inplace, block: 64, scale_fmt: ue8m0, scale_dtype: e8m0, inplace: true}", "kv_cache_inplace, block: 64, scale_fmt: ue8m0, scale_dtype: e8m0, inplace: 'true'}")],
            "specs/act_quant.yaml:35:87: variants[5].inplace: expected one of [false, true], found 'true' (add 'true' to params.inplace.values or pick a listed value)",
            id="switch",
        ),
    ],
)
def test_a_found_string_is_told_from_the_number_or_switch_it_spells(edits, message):
    assert malformed(FILE, edits) == message


@pytest.mark.parametrize(
    "file, edits, message",
    [
        # YAML 1.1 reads 01000 as octal and 2:08 in base 60: the tests ran ld=512 and M=128.
        pytest.param(
            FILE,
            [("N: [448], ld: [512]}", "N: [448], ld: [01000]}")],
            "specs/act_quant.yaml:55:76: tests[2].ld[0]: expected a number written in decimal, found 01000, which YAML 1.1 reads as octal, 512 (drop the leading zeros, or quote it for text)",
            id="octal",
        ),
        pytest.param(
            FILE,
            [("{variant: gemm_input, M: 128, N: 7168}", "{variant: gemm_input, M: 2:08, N: 7168}")],
            "specs/act_quant.yaml:62:32: bench.shapes[2].M: expected a number written in decimal, found 2:08, which YAML 1.1 reads in base 60, as 128 (write the number in decimal, or quote it for text)",
            id="sexagesimal",
        ),
        # And 1e-6 as the text '1e-6': params.eps listed a string the float default never matched.
        pytest.param(
            "specs/sinkhorn.yaml",
            [("eps: {values: [1.0e-6]", "eps: {values: [1e-6]")],
            "specs/sinkhorn.yaml:16:18: params.eps.values[0]: expected a number as YAML 1.1 writes it, found 1e-6, which YAML 1.1 reads as the text '1e-6' (write 1.0e-6, or quote it for text)",
            id="exponent_without_dot",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("defaults: {hc: 4, eps: 1.0e-6}", "defaults: {hc: 4, eps: 1.0e6}")],
            "specs/sinkhorn.yaml:21:24: defaults.eps: expected a number as YAML 1.1 writes it, found 1.0e6, which YAML 1.1 reads as the text '1.0e6' (write 1.0e+6, or 1000000 where an integer is wanted, or quote it for text)",
            id="unsigned_exponent",
        ),
        pytest.param(
            FILE,
            [("{variant: gemm_input, M: 128, N: 7168}", "{variant: gemm_input, M: 0128, N: 7168}")],
            "specs/act_quant.yaml:62:32: bench.shapes[2].M: expected a number as YAML 1.1 writes it, found 0128, which YAML 1.1 reads as the text '0128' (write 128, or quote it for text)",
            id="leading_zero_not_octal",
        ),
    ],
)
def test_a_number_yaml_reads_otherwise_than_it_looks_is_refused(file, edits, message):
    assert malformed(file, edits) == message
