"""The tuner's choice (no GPU: compiles, launches and timings stood in): one tiling serves every
benchmark shape of a variant, so each candidate is checked and timed at each, and the lock
takes the best score over all of them, not the best at one shape."""

from __future__ import annotations

import json

import pytest

from conftest import ROOT
from kgen import tune
from kgen.spec import load_spec


def test_a_score_is_the_time_over_the_fastest_at_each_shape_averaged():
    assert tune.scores([[10.0, 30.0], [20.0, 15.0], [10.0, 15.0]]) == [1.5, 1.5, 1.0]
    assert tune.scores([[5.0]]) == [1.0]


# cast_back_fp4 has two bench shapes: 4096x3584 and 7168x1536 (the larger M). The stand-in
# times make the staged tiling far faster at the first and a hair slower at the second.
TIMES = {(3584, True): 35.0, (3584, False): 62.0, (1536, True): 28.2, (1536, False): 27.9}


class _FakeRun:
    def __init__(self, spec, vname, dims, op, module, wrong_at=None):
        self.dims, self.module, self.vname, self.wrong_at = dims, module, vname, wrong_at

    def problems(self):
        tiling = self.module.TILING[self.vname]
        return ["y differs"] if (self.dims["H"], tiling["stage"], tiling["block_m"]) == self.wrong_at else []

    def time(self):
        tiling = self.module.TILING[self.vname]
        return TIMES[(self.dims["H"], tiling["stage"])] * (1 + 0.01 * (tiling["block_m"] - 1))


@pytest.fixture
def tuned(tmp_path, monkeypatch):
    """tune() on a copy of cast_back_fp4's spec (its lockfile goes beside the copy), searching
    block_m 1 and 2 staged or not, with the stand-ins; returns (report, lockfile, progress)."""
    from kgen.verify.lowering import generated_module

    path = tmp_path / "cast_back_fp4.yaml"
    path.write_text((ROOT / "specs" / "cast_back_fp4.yaml").read_text())
    spec = load_spec(path)
    monkeypatch.setattr(spec, "tiling_search", {"block_m": [1, 2], "stage": [False, True]})
    module = generated_module(spec, str(ROOT / "generated"))
    monkeypatch.setitem(module.TILING, "mxfp4", dict(module.TILING["mxfp4"]))
    monkeypatch.setattr("kgen.runtime.launch.target_arch", lambda: "sm_90a")
    built = []

    def build(spec, vname, dims, cands, divisible, arch, jobs):
        assert jobs == 3  # kgen tune --jobs reaches the compile pool
        built.append(dims)
        return [""] * len(cands)

    monkeypatch.setattr(tune, "_build_candidates", build)

    def run(wrong_at=None):
        monkeypatch.setattr(tune, "_ShapeRun", lambda *a: _FakeRun(*a, wrong_at=wrong_at))
        lines = []
        report = tune.tune(spec, 3, progress=lines.append)
        return report, json.loads(path.with_suffix(".lock.json").read_text()), lines, built

    return run


def test_the_lock_takes_the_best_score_over_every_bench_shape(tuned):
    """At 7168x1536 alone (the shape of the largest M, which the tuner used to time) the unstaged
    tiling wins; over both shapes the staged one does."""
    report, lock, lines, built = tuned()
    assert lock["tiling"]["mxfp4"]["stage"] is True and lock["tiling"]["mxfp4"]["block_m"] == 1
    entry = report["mxfp4"]
    assert [d["H"] for d in entry["shapes"]] == [3584, 1536]
    assert all(len(c["us"]) == 2 for c in entry["candidates"])
    best = min(entry["candidates"], key=lambda c: c["score"])
    assert best["stage"] is True and best["block_m"] == 1 and best["score"] == pytest.approx((1 + 28.2 / 27.9) / 2)
    assert sorted(d["H"] for d in built) == [1536, 3584]  # every shape's kernels compiled


def test_a_candidate_wrong_at_any_shape_is_rejected(tuned):
    """The staged one-row tiling gives a wrong result at the second shape only: rejected, and the
    lock takes the staged two-row tiling."""
    report, lock, lines, _ = tuned(wrong_at=(1536, True, 1))
    assert lock["tiling"]["mxfp4"] == {"block_m": 2, "stage": True, "ctas": 0, "written_out": False, "threads": lock["tiling"]["mxfp4"]["threads"]}
    assert any("WRONG RESULT at {'M': 7168, 'H': 1536}" in line for line in lines), lines
    assert not any(c["stage"] and c["block_m"] == 1 for c in report["mxfp4"]["candidates"])
