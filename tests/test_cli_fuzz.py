"""What a fuzz of the command line found: bad environment settings and arguments are named
in one line (long ones cut short), arguments a command would ignore or misapply are refused,
and `kgen test SPEC` runs the suite narrowed to SPEC without failures of its own making
(CPU; no kernel is compiled)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from kgen.runtime.cache import cache_root_problem
from kgen.cli import main
from kgen.pipeline.plan import spec_paths
from test_cli_robustness import _entry

SINKHORN = str(ROOT / "specs" / "sinkhorn.yaml")
TRANSPOSE = str(ROOT / "specs" / "transpose.yaml")


def _one_line_error(capsys, limit: int = 400) -> str:
    """The one error line a refused command printed: no traceback, and no echoed value at full length."""
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and len(err) < limit, err[:2000]
    return err


@pytest.mark.parametrize(
    "name, value, argv, expected",
    [
        ("KGEN_AOT_ONLY", "maybe", ["lower", SINKHORN], "error: kgen lower: KGEN_AOT_ONLY: expected 1 or 0 (true/false, yes/no, on/off), got 'maybe'\n"),
        ("KGEN_PRELOAD", "perhaps", ["cache", "ls"], "error: kgen cache: KGEN_PRELOAD: expected 1 or 0 (true/false, yes/no, on/off), got 'perhaps'\n"),
        ("KGEN_ARCH", "sm_80", ["cache", "explain", SINKHORN], "error: kgen cache: KGEN_ARCH: expected one of sm_90a, sm_100a (or unset: the GPU's own), got 'sm_80'\n"),
    ],
)
def test_a_bad_environment_setting_is_named_before_the_command_runs(name, value, argv, expected, tmp_path, monkeypatch, capsys):
    """It used to surface in a generated module's import: a traceback, or (kgen build, kgen
    prove) an error blaming the spec; KGEN_ARCH was read only with a GPU, else ignored."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv(name, value)
    assert main(argv) == 2
    assert capsys.readouterr().err == expected


def test_a_bad_environment_setting_is_one_line_from_the_console_command():
    """The console entry point, as the fuzz ran it: one line, no traceback, the value cut short."""
    env = dict(os.environ, KGEN_AOT_ONLY="y" * 5000)
    done = subprocess.run([sys.executable, "-m", "kgen", "lower", SINKHORN], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"error: kgen lower: KGEN_AOT_ONLY: expected 1 or 0 (true/false, yes/no, on/off), got '{'y' * 49}...{'y' * 29}' (5002 characters)\n"


@pytest.mark.parametrize(
    "argv, start",
    [
        (["build", "a" * 5000], "error: " + "a" * 50 + "..." + "a" * 30 + " (5000 characters):1:1: <file>: expected a spec file or a directory of specs, found File name too long"),
        (["prove", "a" * 5000], "error: " + "a" * 50 + "..." + "a" * 30 + " (5000 characters):1:1: <file>: expected a spec file or a directory of specs, found File name too long"),
        (["lower", SINKHORN, "--set", "block_n=" + "1" * 5000], "error: kgen lower --set block_n: expected an integer >= 1, found " + "1" * 50),
        (["lower", SINKHORN, "--dim", "n=" + "1" * 100000], "error: kgen lower --dim n: expected an integer of at most 19 digits (no dim is larger), found " + "1" * 50),
        (["lower", SINKHORN, "--variant", "v" * 100000], "error: kgen lower --variant: expected a variant of sinkhorn (v4, repeat10), found '" + "v" * 49),
        (["lower", SINKHORN, "--bucket", "b" * 100000], "error: kgen lower --bucket: expected a bucket of sinkhorn (small, large), found " + "b" * 50),
    ],
)
def test_a_long_argument_is_named_in_one_short_line(argv, start, capsys):
    """A path past the file system's limits was an OSError traceback, 5000 digits a ValueError
    from int(), and a 100 KB variant was echoed whole."""
    assert main(argv) == 2
    assert _one_line_error(capsys).startswith(start)


def test_a_long_out_directory_is_named_in_one_short_line(tmp_path, capsys):
    out = f"{tmp_path}/{'o' * 300}"
    assert main(["build", "--out", out, TRANSPOSE]) == 2
    assert _one_line_error(capsys) == f"error: kgen build --out: expected a directory for the generated package, found {out[:50]}...{out[-30:]} ({len(out)} characters): File name too long\n"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="needs Linux's /proc")
@pytest.mark.parametrize(
    "argv, command",
    [
        (["build", "--aot", "--arch", "sm_90a", "--out", "{tmp}/out", TRANSPOSE], "build --aot"),
        (["tune", "--build-only", TRANSPOSE], "tune --build-only"),
    ],
)
def test_a_cache_dir_that_cannot_be_created_is_refused_before_any_worker(argv, command, tmp_path, monkeypatch, capsys):
    """/proc passes os.access (as root, everywhere does) but takes no new directory: build
    --aot failed in its workers with a traceback, and tune --build-only said that every
    candidate "does not compile" and exited 0."""
    monkeypatch.setenv("KGEN_CACHE_DIR", "/proc/kgencache")
    assert main([arg.format(tmp=tmp_path) for arg in argv]) == 2
    assert capsys.readouterr().err == (
        f"error: kgen {command}: expected KGEN_CACHE_DIR to be a directory, or a path where one can be created, " "found /proc/kgencache, which cannot be created (No such file or directory)\n"
    )
    assert list(tmp_path.iterdir()) == []


def test_a_cache_dir_check_leaves_no_file_behind(tmp_path, monkeypatch):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "new" / "cache"))
    assert cache_root_problem(write=True) is None
    assert list((tmp_path / "new" / "cache").iterdir()) == []


def _two_ops_cache(root: Path) -> dict:
    return {op: _entry(root, {"op": op, "config": {"variant": "v", "N": 1024, "m_divisible": True}, "arch": "sm_90a"}) for op in ("act_quant", "sinkhorn")}


def test_cache_clear_of_a_spec_clears_only_its_op(tmp_path, monkeypatch, capsys):
    """`kgen cache clear specs/sinkhorn.yaml` used to clear every op's entries."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    entries = _two_ops_cache(tmp_path)
    staging = tmp_path / f".{'0' * 32}.k3y_x9ab.tmp"  # its op is not known: kept
    staging.mkdir()
    assert main(["cache", "clear", SINKHORN]) == 0
    assert not entries["sinkhorn"].exists() and entries["act_quant"].is_dir() and staging.is_dir()
    assert capsys.readouterr().out == f"cleared 1 entries of sinkhorn from {tmp_path} (left 2 other file(s) there alone)\n"


def test_cache_ls_of_a_spec_lists_only_its_op(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    entries = _two_ops_cache(tmp_path)
    assert main(["cache", "ls", SINKHORN]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"{entries['sinkhorn'].name}  ok     ")
    assert lines[1] == f"1 entries of sinkhorn in {tmp_path}"


def test_cache_ls_and_clear_keep_to_the_archs_named(tmp_path, monkeypatch, capsys):
    """--arch was accepted and ignored: `clear --arch sm_100a` cleared the sm_90a entries too."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    hopper = _entry(tmp_path, {"op": "sinkhorn", "config": {"variant": "v", "n": 4, "m_divisible": True}, "arch": "sm_90a"})
    blackwell = _entry(tmp_path, {"op": "sinkhorn", "config": {"variant": "v", "n": 8, "m_divisible": True}, "arch": "sm_100a"})
    staging = tmp_path / f".{'0' * 32}.k3y_x9ab.tmp"  # its arch is not known: kept
    staging.mkdir()
    assert main(["cache", "ls", "--arch", "sm_100a"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"{blackwell.name}  ok     ") and lines[0].endswith(" sm_100a")
    assert lines[1].startswith(f"1 entries for sm_100a in {tmp_path}")
    assert main(["cache", "clear", "--arch", "sm_100a"]) == 0
    assert not blackwell.exists() and hopper.is_dir() and staging.is_dir()
    assert capsys.readouterr().out == f"cleared 1 entries for sm_100a from {tmp_path} (left 2 other file(s) there alone)\n"


def test_an_empty_out_directory_is_refused(tmp_path, monkeypatch, capsys):
    """It named the working directory: the package was written among its files."""
    monkeypatch.chdir(tmp_path)
    assert main(["build", "--out", "", TRANSPOSE]) == 2
    assert capsys.readouterr().err == "error: kgen build --out: expected a directory for the generated package, found an empty path\n"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "argv, message",
    [
        (["build", "--jobs", "4", "--out", "{tmp}/out", TRANSPOSE], "kgen build --jobs: expected --jobs only with --aot (it sets how kernels are compiled ahead of time), found --jobs without --aot"),
        (
            ["build", "--arch", "sm_90a", "--out", "{tmp}/out", TRANSPOSE],
            "kgen build --arch: expected --arch only with --aot (it sets how kernels are compiled ahead of time), found --arch without --aot",
        ),
        (["build", "--check", "--aot", "--out", "{tmp}/out", TRANSPOSE], "kgen build --check: expected no --aot (a check writes nothing and compiles nothing), found --aot"),
        (["tune", "--arch", "sm_100a", TRANSPOSE], "kgen tune --arch: expected --arch only with --build-only (the tuner times on the GPU it runs on), found --arch without --build-only"),
        (
            ["lower", SINKHORN, "--set", "block_n=32", "--set", "block_n=64"],
            "kgen lower --set block_n: expected one value (the knob set once, or to the same value each time), found the number 32 and the number 64",
        ),
        (["lower", SINKHORN, "--dim", "n=10", "--dim", "n=100000"], "kgen lower --dim n: expected one value (the dim given once, or the same value each time), found 10 and 100000"),
        (["lower", SINKHORN, "--dim", "n=１２"], "kgen lower --dim n: expected an integer, found '１２'"),
        (["lower", SINKHORN, "--dim", "n"], "kgen lower --dim: expected NAME=VALUE with a dim of sinkhorn (n), found n (no value: write n=VALUE)"),
    ],
)
def test_an_argument_the_command_would_ignore_or_misread_is_refused(argv, message, tmp_path, monkeypatch, capsys):
    """--jobs, --arch and --aot went unread; the last of two --set or --dim won; full-width
    digits were read as 12."""
    monkeypatch.chdir(ROOT)  # lower reads generated/
    assert main([arg.format(tmp=tmp_path) for arg in argv]) == 2
    assert capsys.readouterr().err == f"error: {message.format(tmp=tmp_path)}\n"
    assert list(tmp_path.iterdir()) == []


def test_a_spec_named_twice_is_one_spec(tmp_path):
    """`kgen build specs specs/transpose.yaml` was refused as two specs making one op."""
    shutil.copy(TRANSPOSE, tmp_path)
    spec = tmp_path / "transpose.yaml"
    assert spec_paths([str(tmp_path), str(spec), str(tmp_path / "." / "transpose.yaml")]) == [spec]


def test_a_file_where_a_proof_directory_goes_is_named(tmp_path, capsys):
    """write_all named only the record it could not write ("File exists")."""
    (tmp_path / "proofs").mkdir()
    (tmp_path / "proofs" / "transpose").write_text("in the way\n")
    assert main(["build", TRANSPOSE, "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: cannot write {tmp_path}/proofs/transpose/")
    assert err.endswith(f": expected {tmp_path}/proofs/transpose to be a directory, found a file; no generated file was changed\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["proofs"]


def test_kgen_test_without_specs_names_only_specs_missing(capsys):
    """pytest_args, which may be empty, was named as required too."""
    with pytest.raises(SystemExit) as e:
        main(["test"])
    assert e.value.code == 2
    assert capsys.readouterr().err.endswith("kgen test: error: the following arguments are required: specs\n")


def test_a_module_built_from_another_spec_file_names_that_file(tmp_path, monkeypatch, capsys):
    """The stale module was said to be built from another version of the spec given, though
    its header names the spec file it was built from."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "generated").mkdir()
    shutil.copy(ROOT / "generated" / "sinkhorn.py", tmp_path / "generated")
    shutil.copy(SINKHORN, tmp_path / "copy.yaml")
    assert main(["cache", "explain", "copy.yaml"]) == 2
    assert capsys.readouterr().err == (
        "error: kgen cache explain: expected generated/sinkhorn.py built from copy.yaml as it is now " "(run kgen build copy.yaml), found generated/sinkhorn.py built from specs/sinkhorn.yaml\n"
    )


def test_kgen_test_names_a_malformed_spec_before_running_pytest(tmp_path, monkeypatch, capsys):
    """It used to hand the spec to pytest, whose collection failed with a traceback."""
    import kgen.cli

    calls = []
    monkeypatch.setattr(kgen.cli.subprocess, "call", lambda argv, env: calls.append(argv) or 0)
    empty = tmp_path / "empty.yaml"
    empty.write_text("")
    assert main(["test", str(empty)]) == 2
    assert capsys.readouterr().err == f"error: {empty}:1:1: <document>: expected a mapping with the spec's fields, found an empty file\n"
    assert calls == []


def test_tests_that_need_what_the_narrowed_specs_lack_skip():
    """`kgen test specs/sinkhorn.yaml` narrows SPECS to sinkhorn, which is not tiled along rows
    and records no 64-bit witness: these tests failed (min() of an empty sequence; "no
    recorded 64-bit witness matched") instead of skipping."""
    env = dict(os.environ, KGEN_SPECS=str(Path(SINKHORN).resolve()))
    tests = ["tests/test_aot.py::test_explain_names_the_changed_key_field", "tests/test_bounds.py::test_some_record_holds_an_overflow_witness_in_the_form_checked_below"]
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs", *tests], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:]
    assert "2 skipped" in done.stdout
    if shutil.which("nvcc"):  # else test_aot.py skips as a whole, for want of nvcc
        assert "needs a spec tiled along rows ([M, N] tiles) among the specs under test" in done.stdout
    assert "no spec under test records a 64-bit overflow witness" in done.stdout


@pytest.mark.full  # 13 s: a pytest run in a subprocess; the narrowing itself is checked by the skip tests
def test_kgen_test_runs_the_cases_of_its_spec_alone():
    """`kgen test SPEC` selects the tests parametrized by that spec, in the fast tier: it had
    also run every test of kgen's own checks, minutes of them, whatever the spec."""
    done = subprocess.run([sys.executable, "-m", "kgen", "test", TRANSPOSE, "--", "--collect-only"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:]
    selected = [line for line in done.stdout.splitlines() if "::" in line]
    assert selected and all("transpose" in line.partition("[")[2] for line in selected), selected
    assert "tests/test_lowering.py::test_lowers[sm_90a-transpose-bytes1]" in selected  # the fast tier's case
    assert "tests/test_lowering.py::test_lowers[sm_90a-transpose-bytes2]" not in selected  # a full tier's
