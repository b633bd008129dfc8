"""File names are data: a spec's or lockfile's name never becomes code in a generated module;
and a Ctrl-C at any moment of a command ends it without a traceback."""

from __future__ import annotations

import ast
import dis
import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from kgen import cli
from kgen.pipeline import render as rendering
from kgen.interrupts import interrupt_once_within
from kgen.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent


def _payload(marker: Path) -> str:
    """A line of Python that creates marker, with no '/' (a file name cannot hold one)."""
    parts = ", ".join(repr(p) for p in marker.parts[1:])
    return f"open(chr(47) + chr(47).join([{parts}]), 'w').write('pwned')"


def test_a_spec_named_to_hold_code_is_refused_and_runs_nothing(tmp_path):
    """A spec file named "tr<line break><code><line break>#.yaml" beside a lockfile of the same
    stem: the lockfile's name was written unescaped into a comment line of the module, so the
    build ran the code while proving and every import ran it again."""
    marker = tmp_path / "pwned"
    specs = tmp_path / "specs"
    specs.mkdir()
    stem = f"tr\n{_payload(marker)}\n#"
    shutil.copy(ROOT / "specs" / "transpose.yaml", specs / f"{stem}.yaml")
    (specs / f"{stem}.lock.json").write_text(json.dumps({"arch": "sm_90a", "tiling": {}}))
    done = subprocess.run([sys.executable, "-m", "kgen", "build", "--out", str(tmp_path / "out"), str(specs)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert not marker.exists()
    assert done.returncode == 2, done.stderr
    assert "<file name>: expected a spec file name without control, format or line-separator characters" in done.stderr
    assert "\\n" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("character", ["\n", "\r", "\x1b", "\u202e", "\u2028", "\u200b"])
def test_a_spec_file_name_with_a_hidden_character_is_refused(tmp_path, character):
    spec = tmp_path / f"trans{character}pose.yaml"
    shutil.copy(ROOT / "specs" / "transpose.yaml", spec)
    with pytest.raises(Exception) as e:
        load_spec(spec)
    assert ":1:1: <file name>: expected a spec file name without control" in str(e.value)
    assert character not in str(e.value)  # the message escapes it


def test_text_from_outside_the_spec_reaches_the_module_only_as_comment_text(monkeypatch):
    """The lockfile's name and the versions in a module's header are escaped where the module is
    rendered, whatever let them through: a line break in one cannot start a line of code."""
    spec = load_spec(ROOT / "specs" / "transpose.yaml")
    clean = rendering._render(spec)
    tiling, _ = rendering.tiling_for(spec)
    monkeypatch.setattr(rendering, "tiling_for", lambda s: (tiling, "x.lock.json\nINJECTED_LOCK = 1\n#"))
    monkeypatch.setattr(rendering, "tilelang_version", lambda: "0.1\nINJECTED_VERSION = 1\n#")
    monkeypatch.setattr(rendering, "__version__", "0.2\nINJECTED_KGEN = 1\n#")
    text = rendering._render(spec)
    assert "INJECTED_LOCK" in text and "INJECTED_VERSION" in text and "INJECTED_KGEN" in text
    assert ast.dump(ast.parse(text)) == ast.dump(ast.parse(clean))  # comments only: the same code


def test_the_first_interrupt_within_main_raises_and_no_other(monkeypatch):
    before = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM)}
    raised = []

    def command():
        for s in (signal.SIGINT, signal.SIGTERM):
            try:
                signal.raise_signal(s)
            except KeyboardInterrupt:
                raised.append(s)

    try:
        # As a fresh process starts (a CLI test run before this one in the same process may
        # have left SIGINT ignored, which interrupt_once_within rightly keeps).
        signal.signal(signal.SIGINT, signal.default_int_handler)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        interrupt_once_within(command)
        signal.raise_signal(signal.SIGINT)  # outside the command: dropped
        command()
        command()
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)
    assert raised == [signal.SIGINT]


def _line_numbers(function) -> list[int]:
    return sorted({line for _, line in dis.findlinestarts(function.__code__) if line})


# A child that runs the CLI (a quick command) and sends itself SIGINT when the given line of
# kgen.cli is reached, once.
_INTERRUPT_AT = """
import os, signal, sys
from kgen import cli
target = (cli.__file__, int(sys.argv[1]))
def trace(frame, event, arg):
    if event == "line" and (frame.f_code.co_filename, frame.f_lineno) == target and not sent:
        sent.append(1)
        os.kill(os.getpid(), signal.SIGINT)
    return trace
sent = []
signal.signal(signal.SIGINT, signal.default_int_handler)  # as in the foreground, whoever started this test
sys.settrace(trace)
sys.argv = ["kgen", "cache", "ls"]
cli.run()
"""


# Full tier: a kgen process for each line of run() and main() (a minute or two on 2 cores);
# test_an_interrupted_build_stops_cleanly interrupts real builds in the fast tier.
@pytest.mark.full
def test_an_interrupt_at_any_line_of_the_entry_point_leaves_no_traceback(tmp_path):
    """Ctrl-C as a command finishes (about 8 ms after kgen build's first staged file appeared)
    landed between main() returning and the signals being ignored: "written", then a
    KeyboardInterrupt traceback. Every line of run() from the one that puts kgen's handlers in
    place (before it, as in any Python program starting, Python's own handler is in force),
    and every line of main(), is tried."""
    env = dict(os.environ, KGEN_CACHE_DIR=str(tmp_path))
    lines = _line_numbers(cli.run)[2:] + _line_numbers(cli.main)  # [0] is the def, [1] installs the handlers
    reached = 0
    for line in lines:
        done = subprocess.run([sys.executable, "-c", _INTERRUPT_AT, str(line)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
        assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, (line, done.stderr)
        assert done.returncode in (0, 130), (line, done.returncode, done.stderr)
        if done.returncode == 130:
            assert done.stderr.splitlines()[-1] == "kgen: interrupted", (line, done.stderr)
            reached += 1
    assert reached >= 5  # the injection did interrupt the command at several lines
