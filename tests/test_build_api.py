"""kgen.build, the build pipeline as an API: a typed result of what it wrote, left unchanged
and proved, the same files `kgen build` writes, and a check that writes nothing. (CPU; no
kernel is compiled.)"""

from __future__ import annotations

import dataclasses

import pytest

import kgen
from conftest import ROOT
from kgen.pipeline import BuildResult

TRANSPOSE = ROOT / "specs" / "transpose.yaml"


def test_a_build_writes_its_files_then_finds_them_unchanged(tmp_path):
    out = tmp_path / "out"
    first = kgen.build([TRANSPOSE], out=out)
    assert isinstance(first, BuildResult) and [s.op for s in first.specs] == ["transpose"]
    assert first.written == first.files and first.unchanged == () and first.removed == () and first.diffs == ()
    assert out / "transpose.py" in first.files and out / "__init__.py" in first.files
    assert (out / "transpose.py").read_text() == (ROOT / "generated" / "transpose.py").read_text()
    assert first.proofs.kernels > 0 and sum(first.proofs.verdicts.values()) == first.proofs.obligations > 0
    assert first.aot is None
    again = kgen.build([str(TRANSPOSE)], out=str(out))
    assert again.written == () and again.unchanged == again.files == first.files
    assert kgen.build([TRANSPOSE], out=out, check=True).diffs == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        again.written = ()


def test_a_check_says_what_a_build_would_write_and_writes_nothing(tmp_path):
    out = tmp_path / "out"
    result = kgen.build([TRANSPOSE], out=out, check=True, prove=False)
    assert result.written == result.files == (out / "transpose.py", out / "__init__.py")
    assert len(result.diffs) == 2 and result.proofs is None
    assert not out.exists()


def test_check_and_aot_together_are_refused(tmp_path):
    with pytest.raises(ValueError, match="check writes nothing"):
        kgen.build([TRANSPOSE], out=tmp_path, check=True, aot=True)
