"""Bad arguments, records and caches are named, never a traceback, and a check of nothing
never passes (CPU; no kernel is compiled)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import ROOT
from kgen.runtime import cache, kernels
from kgen.cli import main
from kgen.verify.prove import proof_files

ROW = {"op": "act_quant", "variant": "fp32", "shape": {"M": 4096, "N": 7168}, "us": {"kgen": 10.0}}


def _record(rows=(ROW,), noise_band=0.02) -> dict:
    return {"noise_band": noise_band, "rows": list(rows)}


@pytest.mark.parametrize(
    "new, base, message",
    [
        (_record([{"op": "act_quant"}]), _record(), "expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {new}: row 0: no variant, shape"),
        (_record([{**ROW, "us": {"kgen": 0}}]), _record(), "expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {new}: row 0: us.kgen: 0, not a time > 0"),
        (_record(), _record([{**ROW, "us": {}}]), "expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {base}: row 0: us.kgen: null, not a time > 0"),
        (
            _record([{**ROW, "kgen_us_passes": [10.0, 0]}]),
            _record(),
            "expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {new}: row 0: kgen_us_passes: [10.0, 0], not a list of times > 0",
        ),
        (_record(noise_band="big"), _record(), 'expected noise_band: null or a fraction from 0 to under 1 (the spread of two timing passes), found {new}: "big"'),
        (_record(), _record(noise_band=-1), "expected noise_band: null or a fraction from 0 to under 1 (the spread of two timing passes), found {base}: -1"),
        (_record(noise_band=1e308), _record(), "expected noise_band: null or a fraction from 0 to under 1 (the spread of two timing passes), found {new}: 1e+308"),
        (_record([{**ROW, "op": ["act_quant"]}]), _record(), 'expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {new}: row 0: op: ["act_quant"], not a string'),
        (_record(), _record([{**ROW, "variant": {"x": 1}}]), 'expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {base}: row 0: variant: {{"x": 1}}, not a string'),
        (_record([{**ROW, "shape": [4096]}]), _record(), "expected rows with op, variant, shape and us.kgen as kgen bench writes them, found {new}: row 0: shape: [4096], not an object"),
        (_record(noise_band=None), _record(noise_band=None), "expected a measured noise band in either record (kgen bench --repeat 2 records one), found none in either"),
        (_record([{**ROW, "variant": "ue8m0"}]), _record(), "expected at least one row in both records (the same op, variant and shape), found none of the 1 row(s) of {new} among the 1 of {base}"),
        (_record([]), _record([]), "expected at least one row in both records (the same op, variant and shape), found none of the 0 row(s) of {new} among the 0 of {base}"),
    ],
)
def test_check_perf_refuses_malformed_records_and_comparing_nothing(new, base, message, tmp_path, capsys):
    paths = {"new": tmp_path / "new.json", "base": tmp_path / "base.json"}
    paths["new"].write_text(json.dumps(new))
    paths["base"].write_text(json.dumps(base))
    assert main(["check-perf", str(paths["new"]), str(paths["base"])]) == 2
    assert capsys.readouterr().err == "error: kgen check-perf: " + message.format(**paths) + "\n"


def test_check_perf_with_a_zero_band_passes_identical_times(tmp_path, capsys):
    path = tmp_path / "record.json"
    path.write_text(json.dumps(_record(noise_band=0)))
    assert main(["check-perf", str(path), str(path)]) == 0
    assert capsys.readouterr().out.startswith("ok ")


@pytest.mark.parametrize("mode", ["--check", "--write"])
@pytest.mark.parametrize(
    "page, found",
    [
        ("missing.md", "{page}: No such file or directory"),
        ("", "{page}: a directory"),
        ("fifo.md", "{page}: a FIFO (named pipe)"),  # refused before it is opened: a read would block
    ],
)
def test_report_names_a_page_it_cannot_read(mode, page, found, tmp_path, capsys):
    path = tmp_path / page
    if page == "fifo.md":
        os.mkfifo(path)
    assert main(["report", "--results", str(ROOT / "bench" / "results"), "--page", str(path), "--charts", str(tmp_path / "charts"), mode]) == 2
    expected = "a file holding the performance table"
    assert capsys.readouterr().err == f"error: kgen report --page: expected {expected}, found {found.format(page=path)}\n"
    assert not (tmp_path / "charts").exists()


def test_report_refuses_a_page_without_the_table_markers(tmp_path, capsys):
    page = tmp_path / "performance.md"
    page.write_text("# no table here\n")
    assert main(["report", "--results", str(ROOT / "bench" / "results"), "--page", str(page), "--write"]) == 2
    assert capsys.readouterr().err == f"error: kgen report --page: expected a page holding the table's markers (kgen report: begin ... end), found {page} without them\n"
    assert page.read_text() == "# no table here\n"


@pytest.mark.parametrize(
    "argv, command, write",
    [
        (["cache", "clear"], "cache clear", False),
        (["cache", "ls"], "cache ls", False),
        (["cache", "explain", "specs/act_quant.yaml"], "cache explain", False),
        (["build", "--aot", "--out", "{out}", "specs/act_quant.yaml"], "build --aot", True),
        (["tune", "--build-only", "specs/act_quant.yaml"], "tune --build-only", True),
    ],
)
@pytest.mark.parametrize("under", [False, True])
def test_a_cache_dir_that_is_a_file_is_refused(argv, command, write, under, tmp_path, monkeypatch, capsys):
    """A file as KGEN_CACHE_DIR (or on its path) fails up front, naming it: no "cleared" for
    a clear that removed nothing, no broken process pool from the compile workers."""
    monkeypatch.chdir(ROOT)
    blocker = tmp_path / "cache"
    blocker.write_text("not a directory\n")
    root = blocker / "sub" if under else blocker
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    assert main([arg.format(out=tmp_path / "out") for arg in argv]) == 2
    found = f"{root}, under the file {blocker}" if under else f"{root}, a file"
    expected = "KGEN_CACHE_DIR to be a directory" + (", or a path where one can be created" if write else "")
    assert capsys.readouterr().err == f"error: kgen {command}: expected {expected}, found {found}\n"
    assert blocker.read_text() == "not a directory\n" and not (tmp_path / "out").exists()


def _entry(root: Path, fields: dict) -> Path:
    """A cache entry as load_or_build writes one, without compiling anything."""
    entry = root / cache.entry_key(fields)
    (entry / "tl").mkdir(parents=True)
    (entry / "tl" / "kernel.cubin").write_bytes(b"\x7fELF")
    manifest = {**fields, "files": cache.file_hashes(entry / "tl"), "tir_script_sha256": "0" * 64}
    (entry / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return entry


@pytest.mark.parametrize("manifest", ["[]", '"x"', '{"config": "x"}', "{", None])
def test_cache_ls_lists_a_malformed_manifest_as_corrupt(manifest, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    fields = {"op": "act_quant", "config": {"variant": "fp32", "N": 1024, "m_divisible": True}, "arch": "sm_90a"}
    good = _entry(tmp_path, fields)
    bad = _entry(tmp_path, {**fields, "arch": "sm_100a"})
    if manifest is None:  # an edit that keeps the manifest well-formed: it no longer hashes to the key
        edited = json.loads((bad / "manifest.json").read_text())
        (bad / "manifest.json").write_text(json.dumps({**edited, "config": {**fields["config"], "N": 2048}}))
    else:
        (bad / "manifest.json").write_text(manifest)
    assert main(["cache", "ls"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"{good.name}  ok     " in "\n".join(lines) and f"{bad.name}  CORRUPT" in "\n".join(lines)
    assert lines[-1] == f"2 entries in {tmp_path}"
    assert cache.verify(good) and not cache.verify(bad)


@pytest.mark.parametrize("module", [None, "def broken(:\n", "# an older build\n"])
def test_cache_explain_refuses_a_module_built_from_another_spec(module, tmp_path, monkeypatch, capsys):
    """Like lower and tune, explain reads the generated module's kernels: it refuses one that
    kgen build would now write differently, before importing it (a syntax error included)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "specs" / "act_quant.yaml", tmp_path / "specs")
    if module is not None:
        (tmp_path / "generated").mkdir()
        (tmp_path / "generated" / "act_quant.py").write_text(module)
    assert main(["cache", "explain", "specs/act_quant.yaml"]) == 2
    found = "no generated/act_quant.py" if module is None else "generated/act_quant.py built from another version of specs/act_quant.yaml or its lockfile"
    assert capsys.readouterr().err == (
        "error: kgen cache explain: expected generated/act_quant.py built from specs/act_quant.yaml as it is now " f"(run kgen build specs/act_quant.yaml), found {found}\n"
    )


def test_bench_refuses_a_module_built_before_its_lockfile(tmp_path, monkeypatch, capsys):
    """A lockfile tuned on the GPU machine and not yet built into generated/: the module
    still holds the old tiling, which a record would list under this commit."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "specs").mkdir()
    shutil.copy(ROOT / "specs" / "hc_post.yaml", tmp_path / "specs")
    (tmp_path / "generated").mkdir()
    shutil.copy(ROOT / "generated" / "hc_post.py", tmp_path / "generated")
    tiling = {"bf16": {"block_m": 1, "threads": 128, "stage": False, "ctas": 0}}
    (tmp_path / "specs" / "hc_post.lock.json").write_text(json.dumps({"arch": "sm_90a", "tiling": tiling}))
    assert main(["bench", "specs/hc_post.yaml"]) == 2
    assert capsys.readouterr().err == (
        "error: kgen bench: expected generated/hc_post.py built from specs/hc_post.yaml as it is now "
        "(run kgen build specs/hc_post.yaml), found generated/hc_post.py built from another version of specs/hc_post.yaml or its lockfile\n"
    )


@pytest.mark.parametrize("argv, command", [(["lower"], "lower"), (["cache", "explain"], "cache explain")])
def test_one_spec_commands_refuse_a_directory_of_several(argv, command, tmp_path, capsys):
    for name in ("act_quant.yaml", "transpose.yaml"):
        shutil.copy(ROOT / "specs" / name, tmp_path)
    assert main([*argv, str(tmp_path)]) == 2
    assert capsys.readouterr().err == f"error: kgen {command}: expected one spec file, found {tmp_path}, a directory of 2 specs\n"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["tune", "{spec}", "--report", "{tmp}"], "kgen tune --report: expected a file in an existing directory, found {tmp}, a directory"),
        (["tune", "{spec}", "--build-only", "--report", "{tmp}/tune.json"], "kgen tune --build-only: expected no --report (a build-only run times nothing), found --report {tmp}/tune.json"),
        (
            ["prove", "{spec}", "--out", "{tmp}"],
            "kgen prove: expected --out only with --recheck (kgen prove writes nothing; kgen build --out DIR writes the proof record), found --out {tmp} without --recheck",
        ),
        (["prove", "--recheck", "{spec}"], "kgen prove --recheck: expected no SPEC (it re-decides the record under --out, whatever the specs say now), found {spec}"),
    ],
)
def test_arguments_a_command_would_ignore_are_refused(argv, message, tmp_path, capsys):
    names = {"spec": ROOT / "specs" / "act_quant.yaml", "tmp": tmp_path}
    assert main([arg.format(**names) for arg in argv]) == 2
    assert capsys.readouterr().err == "error: " + message.format(**names) + "\n"
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv, command, unknown", [(["build", "--bogus", "specs"], "build", "--bogus"), (["prove", "--nope"], "prove", "--nope"), (["cache", "ls", "--all"], "cache ls", "--all")])
def test_an_unknown_option_is_named_under_its_subcommands_usage(argv, command, unknown, capsys):
    with pytest.raises(SystemExit) as exit:
        main(argv)
    assert exit.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith(f"usage: kgen {command} ")
    assert err.endswith(f"kgen {command}: error: unrecognized arguments: {unknown}\n")


@pytest.mark.parametrize("action", ["ls", "explain", "clear"])
def test_cache_takes_arch_before_or_after_the_spec(action, tmp_path, monkeypatch, capsys):
    """`kgen cache ls --arch sm_90a SPEC` failed with "unrecognized arguments: SPEC": argparse
    had matched the action and an absent spec before it reached --arch."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = str(ROOT / "specs" / "sinkhorn.yaml")
    assert main(["cache", action, "--arch", "sm_90a", spec]) == 0
    before = capsys.readouterr().out
    assert main(["cache", action, spec, "--arch", "sm_90a"]) == 0
    assert capsys.readouterr().out == before
    assert "sm_90a" in before


# A kernel's record as kgen build writes it: one query Z3 finds unsatisfiable (a proven
# access), one it satisfies (a refuted one).
PROVEN = "(declare-fun M () Int)\n(assert (and (>= M 0) (<= M 16)))\n(assert (not (<= M 16)))\n(check-sat)\n"
REFUTED = "(declare-fun M () Int)\n(assert (and (>= M 0) (<= M 16)))\n(assert (not (<= M 8)))\n(check-sat)\n"


def _proofs(out: Path, verdicts=("proven", "refuted")) -> Path:
    rows = [{"access": f"x[{k}]", "obligation": f"dim 0 upper: {k}", "verdict": v, "facts": [], "counterexample": "", "smt2": PROVEN if v == "proven" else REFUTED} for k, v in enumerate(verdicts)]
    files = proof_files(SimpleNamespace(op="toy"), {"kernels": {"toy_guarded": rows}, "witnesses": []}, out)
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return out / "proofs" / "toy"


def _recheck(out: Path, capsys) -> tuple[int, str, str]:
    code = main(["prove", "--recheck", "--out", str(out)])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_recheck_of_an_intact_record_passes(tmp_path, capsys):
    _proofs(tmp_path)
    assert _recheck(tmp_path, capsys) == (0, "kgen prove --recheck: 2 recorded obligations, 2 re-decided, 0 disagreement(s)\n", "")


@pytest.mark.parametrize(
    "corrupt, message",
    [
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().replace("(<= M 8)", "(<= M 8", 1)),
            "{smt2}:13:1: <file>: expected SMT-LIB2 that Z3 parses, found invalid assert command, ')' expected",
        ),  # at the end of the file
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().replace("(<= M 8)", "(<= N 8)", 1)),
            "{smt2}:12:1: <file>: expected SMT-LIB2 that Z3 parses, found unknown constant N",
        ),
        (
            lambda d: (d / "toy_guarded.smt2").write_text("; obligation 0: x[0] | dim 0 upper: 0\n; expect unsat\n"),
            "{smt2}:3:1: obligation 0: x[0] | dim 0 upper: 0: expected its SMT-LIB2 query after the '; expect' line, found none",
        ),
        (
            lambda d: (d / "toy_guarded.smt2").write_text("; obligation 0: x[0] | dim 0 upper: 0\n"),
            "{smt2}:2:1: obligation 0: x[0] | dim 0 upper: 0: expected '; expect unsat', 'sat' or 'unknown' on the next line, found none",
        ),
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().replace("; expect sat", "; expect maybe")),
            "{smt2}:9:1: obligation 1: x[1] | dim 0 upper: 1: expected '; expect unsat', 'sat' or 'unknown' on the next line, found '; expect maybe'",
        ),
        (
            lambda d: (d / "toy_guarded.smt2").write_bytes(b"; obligation 0: x[0] \xff| y\n"),
            "{smt2}:1:22: <file>: expected UTF-8 text (an SMT-LIB2 proof record written by kgen build), found the byte 0xff",
        ),
        (lambda d: (d / "toy_guarded.smt2").unlink() or (d / "toy_guarded.smt2").mkdir(), "{smt2}:1:1: <file>: expected an SMT-LIB2 proof record written by kgen build, found a directory"),
        (lambda d: (d / "summary.json").write_text("{"), "{summary}:1:2: <file>: expected JSON written by kgen build, found Expecting property name enclosed in double quotes"),
        (lambda d: (d / "summary.json").write_text('{"kernels": []}'), "{summary}:1:1: kernels: expected an object of kernels and their obligations, found []"),
        (lambda d: (d / "summary.json").write_text("[]"), "{summary}:1:1: kernels: expected an object of kernels and their obligations, found no 'kernels'"),
        (lambda d: (d / "summary.json").write_text('{"kernels": {"toy_guarded": 2}}'), "{summary}:1:1: kernels.toy_guarded: expected a list of obligations, found 2"),
        (
            lambda d: (d / "summary.json").write_text('{"kernels": {"toy_guarded": [{"access": "x[0]", "obligation": "o", "verdict": "maybe"}]}}'),
            '{summary}:1:1: kernels.toy_guarded[0]: expected an obligation with an access, an obligation and a verdict (proven, refuted or unknown), found {{"access": "x[0]", "obligation": "o", "verdict": "maybe"}}',
        ),
        (lambda d: (d / "summary.json").unlink(), "{summary}:1:1: <file>: expected summary.json, written by kgen build beside the .smt2 records, found No such file or directory"),
        (
            lambda d: (d / "summary.json").write_text('{"kernels": {"toy_guarded": [{"access": "x[0]", "obligation": "o", "verdict": ["proven"]}]}}'),
            '{summary}:1:1: kernels.toy_guarded[0]: expected an obligation with an access, an obligation and a verdict (proven, refuted or unknown), found {{"access": "x[0]", "obligation": "o", "verdict": ["proven"]}}',
        ),
        (lambda d: (d / "summary.json").write_text("[" * 100000), "{summary}:1:1: <file>: expected JSON written by kgen build, found values nested too deep to read"),
        (lambda d: (d / "toy_guarded.smt2").unlink() or os.mkfifo(d / "toy_guarded.smt2"), "{smt2}:1:1: <file>: expected an SMT-LIB2 proof record written by kgen build, found a FIFO (named pipe)"),
    ],
)
def test_recheck_names_a_record_it_cannot_read(corrupt, message, tmp_path, capsys):
    d = _proofs(tmp_path)
    corrupt(d)
    code, out, err = _recheck(tmp_path, capsys)
    assert code == 2 and out == ""
    assert err.startswith("error: " + message.format(smt2=d / "toy_guarded.smt2", summary=d / "summary.json"))
    assert err.endswith(" (run kgen build to write the record again)\n")


@pytest.mark.parametrize(
    "corrupt, listed, summary",
    [
        # an expectation edited to unknown is not re-decided: it is listed, and it disagrees with summary.json
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().replace("; expect unsat", "; expect unknown")),
            [
                "{smt2}:1: obligation 0: x[0] | dim 0 upper: 0: expects unknown, but {summary} records obligation 0: x[0] | dim 0 upper: 0, proven (expect unsat)",
                "{smt2}:1: obligation 0: x[0] | dim 0 upper: 0: recorded unknown, not re-decided",
            ],
            "2 recorded obligations, 1 re-decided, 1 recorded as unknown (listed above; nothing to re-decide), 1 disagreement(s)",
        ),
        # an expectation flipped in the file disagrees with both summary.json and Z3
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().replace("; expect sat", "; expect unsat")),
            [
                "{smt2}:8: obligation 1: x[1] | dim 0 upper: 1: expects unsat, but {summary} records obligation 1: x[1] | dim 0 upper: 1, refuted (expect sat)",
                "{smt2}:8: obligation 1: x[1] | dim 0 upper: 1: recorded unsat, now sat",
            ],
            "2 recorded obligations, 2 re-decided, 2 disagreement(s)",
        ),
        (lambda d: (d / "toy_guarded.smt2").unlink(), ["{smt2}: recorded in {summary} (2 obligation(s)), missing"], "0 recorded obligations, 0 re-decided, 1 disagreement(s)"),
        (
            lambda d: (d / "toy_guarded.smt2").write_text((d / "toy_guarded.smt2").read_text().split("\n\n")[0] + "\n"),
            ["{smt2}: 1 obligation(s), {summary} records 2"],
            "1 recorded obligations, 1 re-decided, 1 disagreement(s)",
        ),
        (lambda d: shutil.copy(d / "toy_guarded.smt2", d / "toy_assume.smt2"), ["{dir}/toy_assume.smt2: not listed in {summary}"], "4 recorded obligations, 4 re-decided, 1 disagreement(s)"),
    ],
)
def test_recheck_holds_the_files_to_their_summary(corrupt, listed, summary, tmp_path, capsys):
    """An edited expectation, a deleted or truncated record and a stray one all fail the
    recheck (exit 1), each listed; the count says how many obligations were re-decided."""
    d = _proofs(tmp_path)
    corrupt(d)
    names = {"smt2": d / "toy_guarded.smt2", "summary": d / "summary.json", "dir": d}
    assert _recheck(tmp_path, capsys) == (1, "\n".join([line.format(**names) for line in listed] + [f"kgen prove --recheck: {summary}"]) + "\n", "")


def test_recheck_lists_an_obligation_recorded_as_unknown(tmp_path, capsys):
    """kgen build records an obligation Z3 gave up on as unknown (its access keeps its guard):
    nothing to re-decide, so it is listed and not counted as re-decided, but it agrees with the record."""
    d = _proofs(tmp_path, ("proven", "unknown"))
    code, out, err = _recheck(tmp_path, capsys)
    assert (code, err) == (0, "")
    assert out == (
        f"{d / 'toy_guarded.smt2'}:8: obligation 1: x[1] | dim 0 upper: 1: recorded unknown, not re-decided\n"
        "kgen prove --recheck: 2 recorded obligations, 1 re-decided, 1 recorded as unknown (listed above; nothing to re-decide), 0 disagreement(s)\n"
    )


def test_kgen_test_passes_what_follows_dashes_to_pytest(monkeypatch):
    """`kgen test SPEC -- ARGS` (argparse alone took ARGS for more specs), with the checkout's
    tests named by their full path (kgen may run from any directory)."""
    import kgen.cli

    calls = []
    monkeypatch.setattr(kgen.cli.subprocess, "call", lambda argv, env: calls.append(argv) or 0)
    assert main(["test", str(ROOT / "specs" / "transpose.yaml"), "--", "-x", "-k", "lowering"]) == 0
    (argv,) = calls
    assert argv[-4:] == [str(ROOT / "tests"), "-x", "-k", "lowering"]


def test_a_spec_link_that_leads_nowhere_says_why(tmp_path, capsys):
    (tmp_path / "loop.yaml").symlink_to("loop.yaml")
    (tmp_path / "dangling.yaml").symlink_to(tmp_path / "gone.yaml")
    assert main(["build", str(tmp_path / "loop.yaml")]) == 2
    assert (
        capsys.readouterr().err == f"error: {tmp_path}/loop.yaml:1:1: <file>: expected a spec file or a directory of specs, found a link to loop.yaml, which leads back to itself (a loop of links)\n"
    )
    assert main(["build", str(tmp_path / "dangling.yaml")]) == 2
    assert capsys.readouterr().err == f"error: {tmp_path}/dangling.yaml:1:1: <file>: expected a spec file or a directory of specs, found a link to {tmp_path}/gone.yaml, which does not exist\n"


def test_kgen_test_names_a_malformed_lockfile_before_pytest_runs(tmp_path, monkeypatch, capsys):
    import kgen.cli

    for name in ("transpose.yaml", "transpose.lock.json"):
        shutil.copy(ROOT / "specs" / name, tmp_path / name)
    lock = tmp_path / "transpose.lock.json"
    lock.write_text(lock.read_text().replace('"block_m": ', '"block_m": "x", "was": ', 1))
    monkeypatch.setattr(kgen.cli.subprocess, "call", lambda argv, env: pytest.fail("pytest ran"))
    assert main(["test", str(tmp_path / "transpose.yaml")]) == 2
    assert f"error: {lock}:" in capsys.readouterr().err


def test_build_exports_only_the_modules_kgen_wrote(tmp_path):
    """A stray script beside the generated modules stays out of __init__.__all__."""
    (tmp_path / "my-script.py").write_text("print('not an op')\n")
    (tmp_path / "act_quant.py").write_text("# Generated by kgen 0.1.0 from specs/act_quant.yaml. Do not edit\n")
    assert main(["build", str(ROOT / "specs" / "transpose.yaml"), "--out", str(tmp_path)]) == 0
    assert "__all__ = ['act_quant', 'transpose']" in (tmp_path / "__init__.py").read_text()


def test_a_lockfile_that_is_a_dangling_link_is_an_error(tmp_path, capsys):
    """It used to be skipped: the build fell back to the spec's default tiling without a word."""
    spec = tmp_path / "transpose.yaml"
    shutil.copy(ROOT / "specs" / "transpose.yaml", spec)
    (tmp_path / "transpose.lock.json").symlink_to(tmp_path / "gone.json")
    assert main(["build", str(spec), "--out", str(tmp_path / "out")]) == 2
    assert (
        capsys.readouterr().err
        == f"error: {tmp_path / 'transpose.lock.json'}:1:1: <lockfile>: expected a readable file written by kgen tune, found No such file or directory (delete it and run kgen tune {spec})\n"
    )
    assert not (tmp_path / "out").exists()


def test_a_kernel_that_fails_to_build_names_its_specialization(monkeypatch):
    """Any failure building one kernel (a TVM error, say, which a worker process cannot even
    send back) is the family's error, naming its template and the specialization, not a
    traceback."""
    from kgen.verify import prove
    from kgen.errors import FamilyError
    from kgen.spec import load_spec

    def fail(task):
        raise ZeroDivisionError("0.0 cannot be raised to a negative power")

    monkeypatch.setattr(prove, "_kernel_verdicts", fail)
    spec = load_spec(ROOT / "specs" / "transpose.yaml")
    with pytest.raises(
        FamilyError,
        match=r"^kgen/families/transpose/transpose.py.j2: template transpose: ZeroDivisionError: 0.0 cannot be raised to a negative power \(building kernel bytes1_assume of .*transpose.yaml: variant bytes1, tiling \{.*\}; a fault of the template family",
    ):
        prove.prove_specs([(spec, (ROOT / "generated" / "transpose.py").read_text())], jobs=1)


def test_cache_clear_removes_only_cache_entries(tmp_path, monkeypatch, capsys):
    """KGEN_CACHE_DIR may name a directory that holds other things (a typo, $HOME): clear
    removes the entries kgen wrote and leaves the rest, saying so."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    entry = _entry(tmp_path, {"op": "x"})
    (tmp_path / "notes.txt").write_text("mine\n")
    (tmp_path / "sub").mkdir()
    assert main(["cache", "clear"]) == 0
    assert not entry.exists() and (tmp_path / "notes.txt").read_text() == "mine\n" and (tmp_path / "sub").is_dir()
    assert capsys.readouterr().out == f"cleared 1 entries from {tmp_path} (left 2 other file(s) there alone)\n"


def test_cache_clear_removes_a_killed_builds_staging_directory(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    staging = tmp_path / f".{'0' * 32}.k3y_x9ab.tmp"
    (staging / "tl").mkdir(parents=True)
    lookalike = tmp_path / ".notes.tmp"
    lookalike.mkdir()
    assert main(["cache", "ls"]) == 0
    assert capsys.readouterr().out == f"0 entries in {tmp_path}, and 1 staging directory of builds in progress or killed (`kgen cache clear` removes them)\n"
    assert main(["cache", "clear"]) == 0
    assert not staging.exists() and lookalike.is_dir()
    assert capsys.readouterr().out == f"cleared 0 entries from {tmp_path} and 1 build staging directory (left 1 other file(s) there alone)\n"


def test_cache_dir_is_stripped_and_made_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("KGEN_CACHE_DIR", "  cache  ")
    assert cache.cache_root() == tmp_path / "cache"
    monkeypatch.setenv("KGEN_CACHE_DIR", " ")
    assert cache.cache_root() == Path.home() / ".cache" / "kgen"  # blank: unset


def test_a_kernel_that_cannot_be_compiled_into_the_cache_names_the_cache(tmp_path, monkeypatch):
    """A shared cache mounted read-only, without the kernel a call needs: the error names the
    cache and the kernel (TileLang's own said only 'Read-only file system')."""
    from types import SimpleNamespace

    module = SimpleNamespace(OP="transpose", SPEC_SHA256="s", TEMPLATE_SHA256="t", __file__=str(ROOT / "generated" / "transpose.py"))
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(cache, "cache_root_problem", lambda write: f"{tmp_path}, not writable")
    monkeypatch.setattr(cache, "lookup_roots", lambda: [tmp_path])
    cfg = SimpleNamespace(variant="bytes1")
    monkeypatch.setattr(cache, "asdict", lambda c: {"variant": c.variant})
    with pytest.raises(RuntimeError, match=rf"kgen: transpose: no cached kernel for .* on sm_90a, and it cannot be compiled into the kernel cache {tmp_path}, not writable \(set KGEN_CACHE_DIR"):
        kernels.load_or_build(module, lambda c: None, cfg, "sm_90a")


@pytest.mark.parametrize("value, expected", [("1", True), (" TRUE ", True), ("yes", True), ("0", False), ("off", False), ("", False)])
def test_yes_no_settings_are_read_strictly(value, expected):
    from kgen.runtime.settings import read_settings

    assert read_settings({"KGEN_AOT_ONLY": value}).aot_only is expected


def test_a_yes_no_setting_of_another_word_is_named():
    from kgen.runtime.settings import read_settings

    with pytest.raises(ValueError, match=r"KGEN_AOT_ONLY: expected 1 or 0 \(true/false, yes/no, on/off\), got 'always'"):
        read_settings({"KGEN_AOT_ONLY": "always"})


def test_a_misspelt_aot_only_setting_is_named_at_import(monkeypatch):
    from kgen.runtime.kernels import load_prebuilt

    monkeypatch.setenv("KGEN_AOT_ONLY", "maybe")
    with pytest.raises(ValueError, match=r"KGEN_AOT_ONLY: expected 1 or 0 \(true/false, yes/no, on/off\), got 'maybe'"):
        load_prebuilt({})


@pytest.mark.parametrize("sha", ["feature/fast-gemm", "../../x", " ", ".."])
def test_a_git_sha_unfit_for_a_file_name_is_refused_before_the_bench_runs(sha, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_GIT_SHA", sha)
    assert main(["bench", str(ROOT / "specs" / "transpose.yaml")]) == 2
    assert capsys.readouterr().err == f"error: kgen bench: KGEN_GIT_SHA: expected letters, digits, '.', '_' or '-' (it becomes part of a record's file name), got {sha!r}\n"


@pytest.mark.parametrize("text, found", [('{"environment": {"date": "2026', "Unterminated string starting at"), ("42", "a JSON int, not an object")])
def test_report_names_a_results_file_it_cannot_read(text, found, tmp_path, capsys):
    """A killed bench run used to leave half a record (now written whole or not at all); report
    names such a file instead of a JSONDecodeError traceback."""
    for record in (ROOT / "bench" / "results").glob("*.json"):
        shutil.copy(record, tmp_path)
    (tmp_path / "broken.json").write_text(text)
    assert main(["report", "--results", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: kgen report --results: expected bench records as kgen bench writes them (JSON objects), found {tmp_path / 'broken.json'}: ") and found in err


def test_report_refuses_a_charts_path_that_is_a_file_before_writing_the_page(tmp_path, capsys):
    page = tmp_path / "performance.md"
    shutil.copy(ROOT / "docs" / "performance.md", page)
    before = page.read_text()
    (tmp_path / "charts").write_text("a file\n")
    assert main(["report", "--page", str(page), "--charts", str(tmp_path / "charts"), "--write"]) == 2
    assert capsys.readouterr().err == f"error: kgen report --charts: expected a directory for the PNG charts, found {tmp_path / 'charts'}, a file\n"
    assert page.read_text() == before


def test_cache_ls_shows_each_entry_its_own_fields_and_skips_what_is_not_an_entry(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    entry = _entry(tmp_path, {"op": "sparse_attn", "config": {"variant": "one_pass", "h": 16, "d": 512, "block_i": 64, "m_divisible": False}, "arch": "sm_90a"})
    (tmp_path / "README.txt").write_text("not an entry\n")
    assert main(["cache", "ls"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{entry.name}  ok     ") and lines[0].endswith("sparse_attn one_pass d=512 h=16 m_divisible=False sm_90a")  # the manifest keeps its keys sorted
    assert lines[-1] == f"1 entries in {tmp_path}"


def test_a_missing_dependency_is_named_in_one_line(monkeypatch, capsys):
    """Without z3 (kgen run from a checkout whose dependencies were never installed), a command
    says which module is missing and how to install, instead of a traceback."""
    import sys

    monkeypatch.setitem(sys.modules, "z3", None)  # `import z3` now raises ModuleNotFoundError
    assert main(["build", "--check", str(ROOT / "specs" / "sinkhorn.yaml")]) == 2
    assert capsys.readouterr().err.endswith("error: kgen build: expected kgen's dependencies installed (bash tools/install.sh, or pip install 'kgen[compiler]'), found no module 'z3'\n")
