"""kgen report and kgen check-perf on the committed records (CPU)."""

from __future__ import annotations

import json

from conftest import ROOT
from kgen.cli import main
from kgen.report import recorded_at, records, render, splice


def test_performance_page_table_is_the_report_of_the_newest_record():
    page = (ROOT / "docs" / "performance.md").read_text()
    assert splice(page, render(ROOT / "bench" / "results")) == page


def test_check_perf_flags_a_slowdown_beyond_the_band(tmp_path, capsys):
    full = [p for p in records(ROOT / "bench" / "results") if json.loads(p.read_text()).get("noise_band") is not None]
    record = json.loads(max(full, key=recorded_at).read_text())  # a record with two passes: it has a noise band
    base = tmp_path / "base.json"
    base.write_text(json.dumps(record))
    assert main(["check-perf", str(base), str(base)]) == 0
    slow = json.loads(json.dumps(record))
    row = slow["rows"][0]
    row["us"]["kgen"] *= 1.5
    row["kgen_us_passes"] = [row["us"]["kgen"]] * 2
    new = tmp_path / "new.json"
    new.write_text(json.dumps(slow))
    assert main(["check-perf", str(new), str(base)]) == 1
    assert capsys.readouterr().out.splitlines()[-len(record["rows"])].startswith("REGRESSION")


def test_launch_bound_rows_get_a_floor_table():
    """Rows measured against the launch floor (tail dim <= 128) are listed with their ratio."""
    from kgen.report import table

    record = json.loads(max(records(ROOT / "bench" / "results"), key=recorded_at).read_text())
    row = dict(record["rows"][0], launch_floor_us=4.0, same_bytes_copy_us=5.0)
    row["vs_launch_floor"] = row["us"]["kgen"] / 4.0
    text = table({**record, "rows": [row, record["rows"][0]]}, "x.json")
    floor_lines = [line for line in text.splitlines() if line.endswith("x |") and "| 4.0 |" in line]
    assert len(floor_lines) == 1 and f"{row['vs_launch_floor']:.2f}x" in floor_lines[0]
    assert floor_lines[0].endswith("| 5.0 | 1.25x |")
    assert "Launch-bound shapes" not in table(record, "x.json") or any(r.get("vs_launch_floor") for r in record["rows"])


def test_memory_bound_rows_get_a_same_bytes_copy_table():
    """Rows without FLOPs that carry a same-bytes copy time are listed against it; rows with
    FLOPs (GEMMs) and launch-bound rows (their own table) are not."""
    from kgen.report import table

    record = json.loads(max(records(ROOT / "bench" / "results"), key=recorded_at).read_text())
    base = dict(record["rows"][0], flops=0, us={"kgen": 9.0})
    rows = [dict(base, same_bytes_copy_us=6.0), dict(base, same_bytes_copy_us=6.0, flops=10), dict(base)]
    text = table({**record, "rows": rows}, "x.json")
    copy_lines = [line for line in text.splitlines() if line.endswith("| 9.0 | 6.0 | 1.50x |")]
    assert len(copy_lines) == 1 and "Memory-bound rows against a copy kernel" in text


def test_a_shape_names_its_dims_in_the_spec_order():
    """Records keep a shape's dims sorted by name (K, M, N); the table names each dim in its
    spec's order, so a GEMM reads M, N, K; an op without a readable spec keeps the recorded order."""
    from kgen.report import table

    record = json.loads(max(records(ROOT / "bench" / "results"), key=recorded_at).read_text())
    base = record["rows"][0]
    rows = [dict(base, op="fp4_gemm", shape={"K": 7168, "M": 8, "N": 3072}), dict(base, op="no_such_op", shape={"b": 2, "a": 1})]
    lines = [line for line in table({**record, "rows": rows}, "x.json").splitlines() if line.startswith(("| fp4_gemm ", "| no_such_op "))]
    # Each op's first line is its main-table row (a memory-bound row appears in a later table too).
    first = {line.split(" | ")[0]: line for line in reversed(lines)}
    assert [first[op].split(" | ")[2] for op in ("| fp4_gemm", "| no_such_op")] == ["M=8 N=3072 K=7168", "b=2 a=1"]


def test_git_sha_trusts_the_caller_on_the_gpu_machine(monkeypatch):
    """There the work tree's .git (if any) is not the commit measured: the caller's sha and
    dirty flag are the record's, whatever git status says."""
    from kgen import bench

    monkeypatch.setenv("KGEN_GIT_SHA", "abc1234")
    monkeypatch.delenv("KGEN_GIT_DIRTY", raising=False)
    monkeypatch.setattr(bench.subprocess, "run", lambda *a, **k: (_ for _ in ()).throw(AssertionError("git consulted")))
    assert bench.git_sha() == "abc1234"
    monkeypatch.setenv("KGEN_GIT_DIRTY", "1")
    assert bench.git_sha() == "abc1234-dirty"


def test_a_second_record_of_one_commit_and_day_is_written_beside_the_first(tmp_path):
    """Two bench runs (or GPU test runs) of one sha on one day: the second must not replace the
    first one's measurements, and no temporary file is left behind."""
    from kgen.bench import write_record

    first = write_record(tmp_path, "H100-2026-12-06-abc1234", {"rows": [1]})
    second = write_record(tmp_path, "H100-2026-12-06-abc1234", {"rows": [2]})
    third = write_record(tmp_path, "H100-2026-12-06-abc1234", {"rows": [3]})
    assert [p.name for p in (first, second, third)] == ["H100-2026-12-06-abc1234.json", "H100-2026-12-06-abc1234-2.json", "H100-2026-12-06-abc1234-3.json"]
    assert [json.loads(p.read_text())["rows"] for p in (first, second, third)] == [[1], [2], [3]]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in (first, second, third))
