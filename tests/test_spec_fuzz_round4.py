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

from conftest import refused

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(("edits", "message"), [
    pytest.param([('doc: "normalization rounds', 'doc: "\\ud800 normalization rounds')],
                 "params.iters.doc: expected text with no control character but tab and newline, and no lone surrogate (it is written into the generated module), found U+D800 at character 0", id="lone_surrogate_in_a_doc"),
    pytest.param([("{name: repeat10, iters: 10}", "{name: \"repeat10\\e\", iters: 10}")],
                 "specs/sinkhorn.yaml:20:12: variants[1].name: expected text with no control character but tab and newline, and no lone surrogate (it is written into the generated module), found U+001B at character 8", id="escape_in_a_name"),
    pytest.param([("{name: repeat10, iters: 10}", "{name: \"repeat10\\n\", iters: 10}")],
                 "specs/sinkhorn.yaml:20:12: variants[1].name: expected a name of letters, digits and _, found 'repeat10\\n'", id="name_ending_in_a_newline"),
    pytest.param([("{name: repeat10, iters: 10}", "{name: repeat10, iters: 20}")],
                 "specs/sinkhorn.yaml:20:5: variants[1]: expected a variant whose params differ from every other variant's (the op picks one by its params), found 'repeat10' with the params of 'v4' (variants[0])", id="two_variants_one_choice"),
])
def test_spec_text_and_variants(edits, message):
    got = refused("specs/sinkhorn.yaml", edits)
    assert message in got, got


@pytest.mark.parametrize(("edits", "message"), [
    pytest.param([("  - ld % 8 == 0", "  - ld % 8 == 0\n  - N < 0x" + "F" * 5000)],
                 "(integer constants of at most 128 bits in an expression (no size or product of sizes is larger), found one of 20000 bits in 'N < 0xFFF", id="huge_hex_constant"),
    pytest.param([("  - ld % 8 == 0", "  - ld % 8 == 0\n  - \uff2e > 0")],
                 "specs/act_quant.yaml:27:5: constraints[3]: expected an expression, found '\uff2e > 0' (only ASCII characters in an expression, found '\uff2e' (U+FF2E) in '\uff2e > 0')", id="fullwidth_letter"),
])
def test_expression_constants_and_characters(edits, message):
    got = refused("specs/act_quant.yaml", edits)
    assert message in got and len(got) < 600, got  # a long constant is echoed clipped


def _interrupted_build(tmp_path: Path, signum: int, after: float) -> tuple[int, str, list[int]]:
    """kgen build of a changed spec into tmp_path, sent signum `after` seconds in (to the whole
    process group, as a terminal's Ctrl-C is): (exit status, stderr, processes of the group
    still alive a moment after it exited)."""
    spec = tmp_path / "sinkhorn.yaml"
    spec.write_text((ROOT / "specs/sinkhorn.yaml").read_text().replace("doc: >\n", "doc: >\n  Changed, so that the build proves again.\n", 1))
    # SIGINT back to Python's KeyboardInterrupt: a job started in the background inherits it ignored.
    child = subprocess.Popen([sys.executable, "-c", "import runpy, signal, sys; signal.signal(signal.SIGINT, signal.default_int_handler); sys.argv = ['kgen', 'build', '--out', sys.argv[1], sys.argv[2]]; runpy.run_module('kgen', run_name='__main__')", str(tmp_path / "out"), str(spec)],
                             cwd=ROOT, stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(after)
    os.killpg(child.pid, signum)
    try:
        _, err = child.communicate(timeout=120)
    finally:
        alive = subprocess.run(["pgrep", "-g", str(child.pid)], capture_output=True, text=True).stdout.split()
        for pid in alive:
            os.kill(int(pid), signal.SIGKILL)
    return child.returncode, err, alive


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize("after", [1.0, 2.5, 4.0])
def test_an_interrupted_build_stops_cleanly(tmp_path, signum, after):
    """At any point of a build (loading, proving in worker processes, writing): the command
    ends, says so, leaves no worker behind and no traceback, and the output is all or nothing."""
    status, err, alive = _interrupted_build(tmp_path, signum, after)
    assert alive == []
    assert "Traceback" not in err and "Exception ignored" not in err, err
    if status == 0:  # it had finished
        assert (tmp_path / "out" / "sinkhorn.py").exists()
    else:
        assert (status, err.strip().splitlines()[-1]) == (130, "kgen: interrupted"), err
        assert not (tmp_path / "out" / "sinkhorn.py").exists() or (tmp_path / "out" / "__init__.py").exists()
