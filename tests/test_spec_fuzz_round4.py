"""Specs and builds that a fourth fuzzer run found mishandled: text that cannot go into the
generated module, names that end in a newline, integers Python cannot print, look-alike
characters in expressions, variants the op can never pick, and Ctrl-C or SIGTERM during a
build (CPU)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import refused, tiered

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("edits", "message"),
    [
        pytest.param(
            [('doc: "normalization rounds', 'doc: "\\ud800 normalization rounds')],
            "params.iters.doc: expected text with no control character but tab and newline, and no lone surrogate (it is written into the generated module), found U+D800 at character 0",
            id="lone_surrogate_in_a_doc",
        ),
        pytest.param(
            [("{name: repeat10, iters: 10}", '{name: "repeat10\\e", iters: 10}')],
            "specs/sinkhorn.yaml:20:12: variants[1].name: expected text with no control character but tab and newline, and no lone surrogate (it is written into the generated module), found U+001B at character 8",
            id="escape_in_a_name",
        ),
        pytest.param(
            [("{name: repeat10, iters: 10}", '{name: "repeat10\\n", iters: 10}')],
            "specs/sinkhorn.yaml:20:12: variants[1].name: expected a name of letters, digits and _, found 'repeat10\\n'",
            id="name_ending_in_a_newline",
        ),
        pytest.param(
            [("{name: repeat10, iters: 10}", "{name: repeat10, iters: 20}")],
            "specs/sinkhorn.yaml:20:5: variants[1]: expected a variant whose params differ from every other variant's (the op picks one by its params), found 'repeat10' with the params of 'v4' (variants[0])",
            id="two_variants_one_choice",
        ),
    ],
)
def test_spec_text_and_variants(edits, message):
    got = refused("specs/sinkhorn.yaml", edits)
    assert message in got, got


@pytest.mark.parametrize(
    ("edits", "message"),
    [
        pytest.param(
            [("  - ld % 8 == 0", "  - ld % 8 == 0\n  - N < 0x" + "F" * 5000)],
            "(integer constants of at most 128 bits in an expression (no size or product of sizes is larger), found one of 20000 bits in 'N < 0xFFF",
            id="huge_hex_constant",
        ),
        pytest.param(
            [("  - ld % 8 == 0", "  - ld % 8 == 0\n  - \uff2e > 0")],
            "specs/act_quant.yaml:27:5: constraints[3]: expected an expression, found '\uff2e > 0' (only ASCII characters in an expression, found '\uff2e' (U+FF2E) in '\uff2e > 0')",
            id="fullwidth_letter",
        ),
    ],
)
def test_expression_constants_and_characters(edits, message):
    got = refused("specs/act_quant.yaml", edits)
    assert message in got and len(got) < 600, got  # a long constant is echoed clipped


@pytest.mark.parametrize(
    ("file", "edits", "message"),
    [
        # Test inputs drawn past what their dtype holds would be all inf, NaN or wrapped.
        pytest.param(
            "specs/sinkhorn.yaml",
            [("init: {normal: 2.0}", "init: {normal: 1.0e+300}")],
            "specs/sinkhorn.yaml:24:46: inputs.x.init: expected draws that dtype fp32 holds (variant v4: values in [-3.40282e+38, 3.40282e+38]), found {normal: 1e+300}: normal draws reach about +-8e+300",
            id="normal_past_fp32",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("init: {normal: 2.0}", "init: {uniform: [-3.0e+38, 3.0e+38]}")],
            "a span hi - lo of at most 3.40282e+38: the draw computes it in fp32), found {uniform: [-3e+38, 3e+38]}",
            id="uniform_span_past_fp32",
        ),
        pytest.param(
            "specs/transpose.yaml",
            [('dtype: "{storage}", init: bytes', 'dtype: "{storage}", init: normal')],
            "specs/transpose.yaml:25:51: inputs.x.init: expected draws that dtype uint8 holds (variant bytes1: values in [0, 255]), found normal: normal draws reach about +-8",
            id="normal_into_uint8",
        ),
        pytest.param(
            "specs/transpose.yaml",
            [('dtype: "{storage}", init: bytes', 'dtype: "{storage}", init: {uniform: [0.0, 40000.0]}')],
            "inputs.x.init: expected draws that dtype uint8 holds (variant bytes1: values in [0, 255]), found {uniform: [0.0, 40000.0]}: draws span [0, 40000]",
            id="uniform_past_uint8",
        ),
        pytest.param(
            "specs/fp4_gemm.yaml",
            [("dtype: fp4_e2m1x2, init: bytes", "dtype: fp4_e2m1x2")],
            "specs/fp4_gemm.yaml:31:6: inputs.b.init: expected bytes for dtype fp4_e2m1x2 (variant mxfp4): its values are packed, not drawn as numbers, found activations (write init: bytes)",
            id="activations_into_packed_fp4",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("a: {shape: [M, K], dtype: fp8_e4m3, init: normal}", "a: {shape: [M, K], dtype: fp8_e4m3, init: {pow2: [0, 10]}}")],
            "inputs.a.init: expected draws that dtype fp8_e4m3 holds (variant e8m0: powers of two from 0.00195312 to 448), found {pow2: [0, 10]}: draws span [2^0, 2^10]",
            id="pow2_past_e4m3",
        ),
        # A variant or value a test entry lists is run, or refused.
        pytest.param(
            "specs/act_quant.yaml",
            [("{variants: all, M: [33, 257], N: [1024, 1536, 2048, 3072, 4096, 448, 7168]}", "{variants: [gemm_input, kv_cache_inplace], M: [33, 257], N: [448]}")],
            "specs/act_quant.yaml:54:17: tests[1].variants[0]: expected a variant that runs at some of the entry's sizes (the constraints hold), found 'gemm_input', which none of them admits",
            id="named_variant_never_runs",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [("N: [448], ld: [512]}", "N: [448], ld: [512, 450]}")],
            "specs/act_quant.yaml:55:81: tests[2].ld[1]: expected a value of ld that runs with some of the entry's variants and sizes (the constraints hold), found 450, which meets them with none",
            id="listed_value_never_runs",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            [
                ("{variants: all, M: [0, 1, 31, 4001, 16384], N: [7168, 448]}", "{variants: [gemm_input], M: [0, 1], N: [7168]}"),
                ("{variants: all, M: [33, 257],", "{variants: [gemm_input, kv_cache_inplace], M: [33, 257],"),
            ],
            "specs/act_quant.yaml:31:5: variants[1]: expected a variant whose every built specialization some test entry runs, found 'ue8m0_fp32' at N=1024, which none does",
            id="variant_no_test_runs",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            [("N: [512, 1024, 1536, 2048, 3072, 4096, 7168, 8192], K: [1024, 1536, 2048, 3072, 4096, 7168]", "N: [512, 1024, 1536, 2048, 3072, 4096, 8192], K: [1024, 1536, 2048, 4096, 7168]")],
            "specs/fp8_gemm.yaml:33:5: variants[0]: expected a variant whose every built specialization some test entry runs, found 'e8m0' at N=7168, K=2048, which none does",
            id="weight_never_tested",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("high: n + 16", "high: n - 100")],
            "specs/sparse_attn.yaml:39:67: inputs.idx.init.indices.high: expected a bound from 0 to 2147483648 at every test run and bench shape (indices are drawn from [0, high) into int32), found 'n - 100' = -100 at tests[1]",
            id="negative_index_bound",
        ),
        pytest.param(
            "specs/transpose.yaml",
            [('dtype: "{storage}", init: bytes', 'dtype: "{storage}", init: {uniform: [0.0, 0.5]}')],
            "a span hi - lo of at least 2: the draw is truncated to integers), found {uniform: [0.0, 0.5]}: draws span [0, 0.5] (widen the range, or pick another init)",
            id="uniform_into_integers_all_zero",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("dtype: fp32, init: {normal: 2.0}}", "dtype: fp32}")],
            "specs/sinkhorn.yaml:24:6: inputs.x.init: expected an init for a 3-D input (activations are drawn as [rows, columns] or one value a row), found activations",
            id="activations_on_a_3d_input",
        ),
        pytest.param(
            "specs/transpose.yaml",
            [('dtype: "{storage}", init: bytes', 'dtype: "{storage}", init: {indices: {high: "M * N", skip: 0.1}}')],
            "specs/transpose.yaml:25:32: inputs.x.dtype: expected a signed integer dtype for an indices init that skips (it writes -1), found uint8 at tests[0] (variant bytes1, B=0, M=0, N=7168)",
            id="skipped_indices_into_uint8",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            [("high: n + 16", "high: n * 1000000")],
            "inputs.idx.init.indices.high: expected a bound from 0 to 2147483648 at every test run and bench shape (indices are drawn from [0, high) into int32), found 'n * 1000000' = 5120000000 at bench.shapes[0]",
            id="index_bound_past_int32",
        ),
        # An error in an aliased value is located at the alias, where the value stands.
        pytest.param(
            "specs/sinkhorn.yaml",
            [("  - {name: v4, iters: 20}\n  - {name: repeat10, iters: 10}\n", "  - &v {name: v4, iters: 20}\n  - *v\n")],
            "specs/sinkhorn.yaml:20:5: variants[1].name: expected a unique variant name, found 'v4' again",
            id="error_in_an_alias",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("  eps: {values", "  &e eps: {values"), ("{variants: all, n: [0, 1, 7, 4001, 16384]}", "{variants: all, n: [0, 1], *e : 3}")],
            "specs/sinkhorn.yaml:42:32: tests[0].eps: expected a dim name (n), found 'eps'",
            id="error_at_an_alias_key",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("  eps: {values", "  &e eps: {values"), ("defaults: {hc: 4, eps: 1.0e-6}", "defaults: {hc: 4, eps: 1.0e-6, *e : 1.0e-6}")],
            "specs/sinkhorn.yaml:21:32: defaults.eps: expected each key once, found a second 'eps'",
            id="repeated_key_written_as_an_alias",
        ),
        # A byte-order mark is no column: the value after `kgen: ` is at column 7 as an editor shows it.
        pytest.param("specs/sinkhorn.yaml", [("kgen: 1\n", "\ufeffkgen: 2\n")], "specs/sinkhorn.yaml:1:7: kgen: expected spec format version 1, found 2", id="byte_order_mark"),
        # Hints that lead to a spec that loads.
        pytest.param(
            "specs/sinkhorn.yaml",
            [("n: [0, 1, 7, 4001, 16384]", "n: [0, 1, 7, 1e3]")],
            "tests[0].n[3]: expected a number as YAML 1.1 writes it, found 1e3, which YAML 1.1 reads as the text '1e3' (write 1.0e+3, or 1000 where an integer is wanted, or quote it for text)",
            id="exponent_for_an_integer",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("n: [0, 1, 7, 4001, 16384]", "n: [0, 1, 7, 1e23]")],
            "found 1e23, which YAML 1.1 reads as the text '1e23' (write 1.0e+23, or quote it for text)",
            id="exponent_past_exact_integers",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("n: [0, 1, 7, 4001, 16384]", "n: [0, 1, 7, 1e400]")],
            "tests[0].n[3]: expected a number a 64-bit float holds (magnitudes from about 4.9e-324 to 1.8e+308), found 1e400, which would read as inf",
            id="exponent_text_past_float",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("n: [0, 1, 7, 4001, 16384]", "n: [0, 1, 7, 1.024e+3]")],
            "tests[0].n[3]: expected an integer, found the number 1024.0 (write 1024)",
            id="integral_float_for_an_integer",
        ),
        pytest.param(
            "specs/sinkhorn.yaml",
            [("tolerance: {abs: 1.0e-5}", "tolerance: {abs: 1.0e-400}")],
            "specs/sinkhorn.yaml:26:59: outputs.out.tolerance.abs: expected a number a 64-bit float holds (magnitudes from about 4.9e-324 to 1.8e+308), found 1.0e-400, which reads as 0.0",
            id="underflowing_number",
        ),
        pytest.param("specs/sinkhorn.yaml", [("tolerance: {abs: 1.0e-5}", "tolerance: {abs: 0.0}")], "outputs.out.tolerance.abs: expected a number > 0, found 0.0", id="zero_tolerance"),
    ],
)
def test_test_inputs_runs_and_hints(file, edits, message):
    got = refused(file, edits)
    assert message in got, got


def test_check_hint_keeps_the_output_directory(tmp_path, capsys):
    """build --check with --out suggests the build that would fix that directory."""
    from kgen.cli import main

    assert main(["build", "--check", "--out", str(tmp_path / "new dir"), "specs/sinkhorn.yaml"]) == 1
    assert capsys.readouterr().err.strip().endswith(f"run `kgen build --out '{tmp_path / 'new dir'}' specs/sinkhorn.yaml`")


def _interrupted_build(tmp_path: Path, signum: int, after: float, twice: bool = False) -> tuple[int, str, list[int]]:
    """kgen build of a changed spec into tmp_path, sent signum `after` seconds in (to the whole
    process group, as a terminal's Ctrl-C is): (exit status, stderr, processes of the group
    still alive a moment after it exited)."""
    spec = tmp_path / "sinkhorn.yaml"
    spec.write_text((ROOT / "specs/sinkhorn.yaml").read_text().replace("doc: >\n", "doc: >\n  Changed, so that the build proves again.\n", 1))
    # SIGINT back to Python's KeyboardInterrupt: a job started in the background inherits it ignored.
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); sys.argv = ['kgen', 'build', '--out', sys.argv[1], sys.argv[2]]; runpy.run_module('kgen', run_name='__main__')",
            str(tmp_path / "out"),
            str(spec),
        ],
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(after)
    os.killpg(child.pid, signum)
    if twice:  # as an impatient user, or `timeout`'s second signal
        time.sleep(0.3)
        os.killpg(child.pid, signum)
    try:
        _, err = child.communicate(timeout=120)
    finally:
        alive = subprocess.run(["pgrep", "-g", str(child.pid)], capture_output=True, text=True).stdout.split()
        for pid in alive:
            os.kill(int(pid), signal.SIGKILL)
    return child.returncode, err, alive


def _interruptions():
    for signum in (signal.SIGINT, signal.SIGTERM):
        for after, twice in ((1.0, False), (2.5, False), (4.0, False), (4.0, True)):
            yield pytest.param(signum, after, twice, id=f"{after}{'-twice' if twice else ''}-{signal.Signals(signum).name}")


# Fast tier: each signal once, 2.5 s into the build (a build takes seconds: each signal at
# each point, and twice, in the full tier).
@pytest.mark.parametrize("signum, after, twice", tiered(_interruptions(), lambda signum, after, twice: signum if (after, twice) == (2.5, False) else None))
def test_an_interrupted_build_stops_cleanly(tmp_path, signum, after, twice):
    """At any point of a build (loading, proving in worker processes, writing), and with a
    second signal while it exits: the command ends, says so, leaves no worker behind and no
    traceback, and the output is all or nothing."""
    status, err, alive = _interrupted_build(tmp_path, signum, after, twice)
    assert alive == []
    assert "Traceback" not in err and "Exception ignored" not in err, err
    if status == 0:  # it had finished
        assert (tmp_path / "out" / "sinkhorn.py").exists()
    else:
        assert (status, err.strip().splitlines()[-1]) == (130, "kgen: interrupted"), err
        assert not (tmp_path / "out" / "sinkhorn.py").exists() or (tmp_path / "out" / "__init__.py").exists()


def test_a_comment_line_tells_an_escape_from_the_characters_it_stands_for():
    """A spec file named a<line break>b.yaml and one named a\\nb.yaml get different headers."""
    from kgen.families import comment_text

    assert comment_text("a\nb.yaml") == "a\\nb.yaml"
    assert comment_text("a\\nb.yaml") == "a\\\\nb.yaml"
    assert comment_text("specs/x.yaml") == "specs/x.yaml"


def test_a_signal_after_the_command_ends_breaks_no_exit_handler():
    """A SIGTERM that lands once the command has returned (the 4.0 s case above, on a busy
    host) ran into torch's exit handlers: "Exception ignored in atexit callback ...
    KeyboardInterrupt". The outputs are whole by then, so the command exits with its status."""
    script = (
        "import atexit, os, signal, time; from kgen import cli; from kgen.interrupts import interrupt_on_sigterm; "
        "interrupt_on_sigterm(); cli.main = lambda: 0; "
        "atexit.register(lambda: (os.kill(os.getpid(), signal.SIGTERM), time.sleep(0.2), print('handler done'))); cli.run()"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stdout, done.stderr) == (0, "handler done\n", "")
