"""Records of the lowered-code proofs (kgen/verify/lowered_record.py): what kgen build writes is
what --recheck re-decides, a record is reused only under its kernel's key, a record that says
otherwise than its obligations is caught, a compressed record cannot expand without bound, and
a lowered access refuted stops the build."""

from __future__ import annotations

import json
import lzma
import shutil

import pytest

from conftest import ROOT, transpose_proofs
from kgen.cli import main
from kgen.errors import SpecError
from kgen.verify import lowered_record, lowered_store
from kgen.verify.lowered_record import SUFFIX, compress
from kgen.verify.lowered_store import decompress
from kgen.verify.prove import recheck

TRANSPOSE = ROOT / "generated" / "proofs" / "transpose"


KEPT = ("bytes8_assume", "bytes8_guarded")


@pytest.fixture
def proofs(tmp_path):
    """Two kernels of transpose's proof record, as if its spec had only those."""
    return transpose_proofs(tmp_path, KEPT)


def test_a_record_is_text_that_round_trips():
    assert decompress(compress("; obligation 0: x\n")) == "; obligation 0: x\n"


@pytest.mark.parametrize(
    "data,why",
    [
        (b"not xz at all", "not an xz stream"),
        (compress("x")[:-8], "cut short"),
        (compress("x") + b"\0", "after the end"),
        (lzma.compress(b"\xff\xfe", format=lzma.FORMAT_XZ), "not UTF-8"),
    ],
)
def test_a_record_that_is_not_what_kgen_writes_is_refused(data, why):
    with pytest.raises(ValueError, match=why):
        decompress(data)


def test_a_small_record_cannot_expand_without_bound(monkeypatch):
    bomb = lzma.compress(b"\0" * (1 << 20), format=lzma.FORMAT_XZ, preset=9)
    assert len(bomb) < 1 << 12
    monkeypatch.setattr(lowered_store, "MAX_TEXT", 1 << 16)
    with pytest.raises(ValueError, match="more than 65536 bytes"):
        decompress(bomb)


def test_the_recorded_lowered_obligations_recheck(proofs):
    found = recheck(proofs.parent)
    counts = json.loads((proofs / "summary.json").read_text())["lowered"]
    lowered = sum(e["counts"]["obligations"] for e in counts.values())
    assert lowered > 0 and len(counts) == len(list(proofs.glob(f"*{SUFFIX}")))
    assert found.problems == [] and found.decided == found.recorded >= lowered


def _rewrite(path, edit):
    path.write_bytes(compress(edit(decompress(path.read_bytes()))))


def test_a_lowered_obligation_recorded_unsat_that_is_sat_is_a_disagreement(proofs):
    path = sorted(proofs.glob(f"*{SUFFIX}"))[0]

    def satisfiable_first_query(text):
        head, rest = text.split("; expect unsat\n", 1)
        return head + "; expect unsat\n(declare-fun x () Int)\n(assert (> x 0))\n(check-sat)\n" + rest[rest.index("\n; obligation 1:") :]

    _rewrite(path, satisfiable_first_query)
    problems = recheck(proofs.parent).problems
    assert any(str(path) in p and "recorded unsat, now sat" in p for p in problems), problems


def test_a_summary_that_counts_otherwise_than_its_record_is_a_disagreement(proofs):
    summary = json.loads((proofs / "summary.json").read_text())
    name = sorted(summary["lowered"])[0]
    counts = summary["lowered"][name]["counts"]
    counts["proven"], counts["guarded"] = counts["proven"] + 1, counts["guarded"] - 1
    (proofs / "summary.json").write_text(json.dumps(summary))
    problems = recheck(proofs.parent).problems
    assert any(f"{name}{SUFFIX}" in p and "records" in p and "proven" in p for p in problems), problems


def test_a_missing_or_unlisted_lowered_record_is_a_disagreement(proofs):
    first, second = sorted(proofs.glob(f"*{SUFFIX}"))[:2]
    first.unlink()
    shutil.copy(second, proofs / f"extra{SUFFIX}")
    problems = recheck(proofs.parent).problems
    assert any(first.name in p and "missing" in p for p in problems), problems
    assert any(f"extra{SUFFIX}" in p and "not listed" in p for p in problems), problems


def test_a_lowered_record_that_is_not_xz_is_a_located_error(proofs):
    path = sorted(proofs.glob(f"*{SUFFIX}"))[0]
    path.write_bytes(b'(set-option :regular-output-channel "/tmp/x")')
    with pytest.raises(SpecError, match="xz-compressed SMT-LIB2 record"):
        recheck(proofs.parent)


def test_a_record_is_reused_only_under_its_key(proofs):
    records = lowered_store.read_records(proofs)
    summary = json.loads((proofs / "summary.json").read_text())
    assert set(records) == set(summary["lowered"]) and all(r["record"] == (proofs / f"{n}{SUFFIX}").read_bytes() for n, r in records.items())
    summary["lowered"][sorted(summary["lowered"])[0]]["counts"].pop("unknown")
    (proofs / "summary.json").write_text(json.dumps(summary))
    assert len(lowered_store.read_records(proofs)) == len(records) - 1  # an entry short of a count is as good as absent


@pytest.mark.full
def test_build_reuses_records_relowers_a_changed_key_and_prove_lowered_holds_records_to_the_code(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "generated"
    shutil.copytree(TRANSPOSE, out / "proofs" / "transpose")
    spec = str(ROOT / "specs" / "transpose.yaml")
    assert main(["build", spec, "--out", str(out)]) == 0
    assert sorted((out / "proofs" / "transpose").iterdir()) and all(
        (out / "proofs" / "transpose" / p.name).read_bytes() == p.read_bytes() for p in TRANSPOSE.iterdir()
    ), "a build over the same records rewrote them"
    assert len(list((tmp_path / "cache" / "lowered").glob("*.json"))) == 8  # reused records seed the cache
    summary = json.loads((out / "proofs" / "transpose" / "summary.json").read_text())
    name = sorted(summary["lowered"])[0]
    summary["lowered"][name]["counts"]["proven"] += 1  # a record that claims more than the code shows
    (out / "proofs" / "transpose" / "summary.json").write_text(json.dumps(summary))
    monkeypatch.chdir(tmp_path)
    assert main(["prove", "--lowered", spec]) == 1
    assert f"- transpose {name}: generated/proofs records" in capsys.readouterr().out
    summary["lowered"][name]["key"] = "0" * 32  # another kernel's record: lowered again, rewritten
    (out / "proofs" / "transpose" / "summary.json").write_text(json.dumps(summary))
    shutil.rmtree(tmp_path / "cache")
    assert main(["build", spec, "--out", str(out)]) == 0
    assert (out / "proofs" / "transpose" / "summary.json").read_bytes() == (TRANSPOSE / "summary.json").read_bytes()


@pytest.mark.full
def test_a_lowered_access_refuted_stops_the_build(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    real = lowered_record.prove_lowered

    def with_a_bug(func, ranges, arch, key):
        result = real(func, ranges, arch, key)
        row = {**result["rows"][0], "verdict": "refuted", "problem": "LOWERING BUG: its source (x) is proven in bounds, the lowered code is not: upper (M=1)"}
        rows = [row, *result["rows"][1:]]
        return {**result, "rows": rows, "counts": lowered_record.counts_of(rows)}

    monkeypatch.setattr(lowered_record, "prove_lowered", with_a_bug)
    out = tmp_path / "generated"
    assert main(["build", str(ROOT / "specs" / "transpose.yaml"), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "transpose.yaml: kernel bytes1_assume: its lowered code is not proven in bounds: refuted" in err and "LOWERING BUG" in err
    assert not (out / "transpose.py").exists()


_KEYS = """
import json, sys
from kgen.pipeline.plan import load_for_proof
from kgen.verify import tlparse
from kgen.verify.lowered_record import kernel_key
from kgen.verify.lowering import config_of
from kgen.verify.prove import _tasks, module_from_text
tlparse.install()
spec, text = load_for_proof([sys.argv[1]])[0]
module = module_from_text(spec.op, text)
ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
print(json.dumps({t.name: kernel_key(module.KERNELS[t.kernel.variant](config_of(spec, module, t.kernel)), ranges, "sm_90a") for t in _tasks(0, spec, module, False)}))
"""


@pytest.mark.full
def test_a_kernels_key_is_the_same_in_every_process():
    # fp4_gemm's kernels close over a var: hashed by its address, their keys changed per run.
    import subprocess
    import sys

    run = lambda: json.loads(subprocess.run([sys.executable, "-c", _KEYS, str(ROOT / "specs" / "fp4_gemm.yaml")], cwd=ROOT, capture_output=True, text=True, check=True).stdout)
    first = run()
    assert len(first) > 50 and run() == first
    recorded = json.loads((ROOT / "generated" / "proofs" / "fp4_gemm" / "summary.json").read_text())["lowered"]
    assert {name: e["key"] for name, e in recorded.items()} == first


def test_a_var_named_as_an_smt_word_is_renamed_so_its_record_rechecks(tmp_path):
    # hc_split_sinkhorn's lowered code has a loop var `_`, SMT-LIB's reserved word: its
    # record did not parse.
    import tilelang.language as T

    from kgen.verify import tlparse
    from kgen.verify.bounds import decide, obligations
    from kgen.verify.prove import _decide_record, _read_record, smt2_record

    tlparse.install()

    @T.prim_func
    def kernel(x: T.Tensor((16, 4), T.float32)):
        with T.Kernel(1, threads=16):
            for _, mod in T.grid(16, 4):
                x[_, mod] = 0

    obs = decide(obligations(kernel, {}))
    assert [o.verdict for o in obs] == ["proven"] * len(obs) and len(obs) == 5
    path = tmp_path / "k.smt2"
    path.write_text(smt2_record([{"access": o.access, "obligation": o.what, "verdict": o.verdict, "smt2": o.smt2()} for o in obs]))
    blocks = _read_record(path)
    assert len(blocks) == 5 and all("(declare-fun v_ () Int)" in body and "(declare-fun vmod () Int)" in body for *_, body in blocks)
    import z3

    assert all(_decide_record(path, line, body, z3.Context()) == "unsat" for line, _, _, body in blocks)


def test_a_record_entry_names_no_file_outside_its_directory(proofs, tmp_path):
    outside = tmp_path / f"secret{SUFFIX}"
    outside.write_bytes(compress("x"))
    summary = json.loads((proofs / "summary.json").read_text())
    summary["lowered"]["../../secret"] = summary["lowered"][KEPT[0]]
    (proofs / "summary.json").write_text(json.dumps(summary))
    assert set(lowered_store.read_records(proofs)) == set(KEPT)
