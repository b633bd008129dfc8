"""kgen report and kgen check-perf on malformed records: one line naming the file, the field
(or row), what was expected and what was found; never a traceback, and nothing written
before everything is checked (CPU)."""

from __future__ import annotations

import copy
import json
import os

import pytest

from conftest import ROOT
from kgen.cli import main
from kgen.report import BEGIN, recorded_at, records

STALE = "| STALE ROW (kgen report --write would replace it) |\n"


def _newest_record() -> dict:
    return json.loads(max(records(ROOT / "bench" / "results"), key=recorded_at).read_text())


def _stale_page(tmp_path):
    """A copy of docs/performance.md whose table `kgen report --write` would rewrite: any write shows."""
    text = (ROOT / "docs" / "performance.md").read_text()
    page = tmp_path / "performance.md"
    page.write_text(text.replace(BEGIN + "\n", BEGIN + "\n" + STALE, 1))
    assert STALE in page.read_text()
    return page


def _without(holder: dict, key: str) -> None:
    del holder[key]


def _fourth_row_without_op(record: dict) -> None:
    """A bad row past the first names its index (the newest record may hold fewer than four)."""
    record["rows"] = [copy.deepcopy(record["rows"][i % len(record["rows"])]) for i in range(4)]
    del record["rows"][3]["op"]


def _no_launch_floor(record: dict) -> None:
    row = record["rows"][0]
    row["vs_launch_floor"] = 2.0
    row.pop("launch_floor_us", None)


@pytest.mark.parametrize(
    "edit, field, expected, found",
    [
        (_fourth_row_without_op, "rows[3].op", "a string", "nothing"),
        (lambda r: _without(r["rows"][0], "speedup"), "rows[0].speedup", "an object of speedups over peers", "nothing"),
        (lambda r: _without(r["environment"], "device"), "environment.device", "a string", "nothing"),
        (lambda r: _without(r, "ceilings"), "ceilings", "an object", "nothing"),
        (lambda r: r["ceilings"].update(copy_tbps="fast"), "ceilings.copy_tbps", "a number > 0", '"fast"'),
        (lambda r: r["rows"][0]["us"].update(kgen="fast"), "rows[0].us.kgen", "a time in us > 0", '"fast"'),
        (lambda r: r["rows"][0]["us"].update(kgen=float("nan")), "rows[0].us.kgen", "a time in us > 0", "NaN"),
        (lambda r: r["rows"][0]["us"].update(kgen=10**400), "rows[0].us.kgen", "a time in us > 0", "1" + "0" * 59),
        (lambda r: r.update(rows=[1, 2]), "rows[0]", "an object", "1"),
        (lambda r: r["rows"][0].update(shape=[1, 2]), "rows[0].shape", "an object of dims to integers", "[1, 2]"),
        (lambda r: _without(r["rows"][0], "bit_exact"), "rows[0].bit_exact", "true or false", "nothing"),
        (_no_launch_floor, "rows[0].launch_floor_us", "a time in us > 0 (vs_launch_floor is a ratio to it)", "nothing"),
        # silently rendered before: an empty table, a date of 5, a nonsense run time
        (lambda r: r.update(rows=[]), "rows", "a non-empty list of rows", "[]"),
        (lambda r: r["environment"].update(date=5), "environment.date", "a date as YYYY-MM-DD", "5"),
        (lambda r: r["environment"].update(time="yesterday"), "environment.time", "an ISO 8601 date and time", '"yesterday"'),
    ],
    ids=[
        "row-without-op",
        "row-without-speedup",
        "environment-without-device",
        "no-ceilings",
        "ceiling-string",
        "time-string",
        "time-nan",
        "time-beyond-float",
        "rows-not-objects",
        "shape-list",
        "row-without-bit-exact",
        "ratio-without-launch-floor",
        "no-rows",
        "date-number",
        "time-of-run-not-iso",
    ],
)
def test_report_names_the_field_of_a_malformed_record(edit, field, expected, found, tmp_path, capsys):
    record = _newest_record()
    edit(record)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    assert main(["report", "--results", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"error: kgen report --results: {path}: {field}: expected {expected}, found {found}\n"


def test_report_write_refuses_a_record_of_no_rows_before_touching_the_page_or_charts(tmp_path, capsys):
    """It used to empty the table, then fail drawing charts of nothing."""
    results = tmp_path / "results"
    results.mkdir()
    (results / "record.json").write_text(json.dumps({**_newest_record(), "rows": []}))
    page = _stale_page(tmp_path)
    before = page.read_text()
    charts = tmp_path / "charts"
    assert main(["report", "--results", str(results), "--page", str(page), "--charts", str(charts), "--write"]) == 2
    assert capsys.readouterr().err == f"error: kgen report --results: {results / 'record.json'}: rows: expected a non-empty list of rows, found []\n"
    assert page.read_text() == before and not charts.exists()


def test_report_write_refuses_charts_under_a_file_before_touching_the_page(tmp_path, capsys):
    """Path.exists is False under a file, so this passed the old check: the page rewritten, then NotADirectoryError."""
    page = _stale_page(tmp_path)
    before = page.read_text()
    (tmp_path / "afile").write_text("not a directory\n")
    charts = tmp_path / "afile" / "charts"
    assert main(["report", "--page", str(page), "--charts", str(charts), "--write"]) == 2
    assert capsys.readouterr().err == f"error: kgen report --charts: expected a directory for the PNG charts, found {charts}, under {tmp_path / 'afile'}, a file\n"
    assert page.read_text() == before


def test_report_write_refuses_an_empty_charts_path(tmp_path, monkeypatch, capsys):
    """Path("") is the working directory: the charts would land wherever kgen was run."""
    monkeypatch.chdir(tmp_path)
    page = _stale_page(tmp_path)
    before = page.read_text()
    assert main(["report", "--results", str(ROOT / "bench" / "results"), "--page", str(page), "--charts", "", "--write"]) == 2
    assert capsys.readouterr().err == "error: kgen report --charts: expected a directory for the PNG charts, found an empty path\n"
    assert page.read_text() == before and not list(tmp_path.glob("*.png"))


def test_report_names_an_empty_results_path(capsys):
    """It used to say "found none under " and stop there."""
    assert main(["report", "--results", ""]) == 2
    assert capsys.readouterr().err == "error: kgen report --results: expected a directory holding bench records (kgen bench writes them), found an empty path\n"


def test_report_says_what_the_json_files_there_are(tmp_path, capsys):
    """A directory of test logs and an empty object was "found none under DIR", as if empty."""
    (tmp_path / "tests.json").write_text("{}")
    assert main(["report", "--results", str(tmp_path)]) == 2
    assert capsys.readouterr().err == (
        f"error: kgen report --results: expected a directory holding bench records (kgen bench writes them), found none under {tmp_path} "
        "(1 JSON file(s) there without a bench record's rows: test or other logs)\n"
    )


ROW = {"op": "act_quant", "variant": "fp32", "shape": {"M": 4096, "N": 7168}, "us": {"kgen": 10.0}}


@pytest.mark.parametrize(
    "text, found",
    [
        (b"\xff\xfe" + json.dumps({"noise_band": 0.02, "rows": [ROW]}).encode("utf-16-le"), "{base}: not UTF-8 text"),
        (b'{"rows": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "{base}: JSON nested too deeply to read"),
        (None, "{base}: a FIFO (named pipe)"),  # refused before it is opened: a read would block
    ],
    ids=["utf-16", "nested-100000-deep", "fifo"],
)
def test_check_perf_names_a_baseline_it_cannot_read(text, found, tmp_path, capsys):
    new, base = tmp_path / "new.json", tmp_path / "base.json"
    new.write_text(json.dumps({"noise_band": 0.02, "rows": [ROW]}))
    if text is None:
        os.mkfifo(base)
    else:
        base.write_bytes(text)
    assert main(["check-perf", str(new), str(base)]) == 2
    assert capsys.readouterr().err == f"error: kgen check-perf: expected a bench record (JSON from kgen bench), found {found.format(base=base)}\n"


def test_check_perf_refuses_a_time_beyond_the_float_range(tmp_path, capsys):
    new, base = tmp_path / "new.json", tmp_path / "base.json"
    new.write_text(json.dumps({"noise_band": 0.02, "rows": [{**ROW, "us": {"kgen": 10**400}}]}))
    base.write_text(json.dumps({"noise_band": 0.02, "rows": [ROW]}))
    assert main(["check-perf", str(new), str(base)]) == 2
    assert capsys.readouterr().err == (
        "error: kgen check-perf: expected rows with op, variant, shape and us.kgen as kgen bench writes them, " f"found {new}: row 0: us.kgen: 1{'0' * 59}, not a time > 0\n"
    )


def test_check_perf_refuses_two_rows_of_one_shape(tmp_path, capsys):
    """The last of them used to be the baseline, silently: a slow first row compared as fast."""
    new, base = tmp_path / "new.json", tmp_path / "base.json"
    new.write_text(json.dumps({"noise_band": 0.02, "rows": [ROW]}))
    base.write_text(json.dumps({"noise_band": 0.02, "rows": [{**ROW, "us": {"kgen": 1.0}}, dict(ROW, variant="bf16"), ROW]}))
    assert main(["check-perf", str(new), str(base)]) == 2
    assert capsys.readouterr().err == (
        "error: kgen check-perf: expected one row per op, variant and shape (kgen bench times each once), " f"found {base}: rows 0 and 2 both act_quant fp32 {{'M': 4096, 'N': 7168}}\n"
    )
