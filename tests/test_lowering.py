"""Every specialization lowers to CUDA for sm_90a and sm_100a on a machine with no GPU,
and each variant compiles to a cubin with nvcc where nvcc exists."""
from __future__ import annotations

import shutil

import pytest

from conftest import SPECS
from kgen.verify.lowering import compile_specialization, lower_specialization
from kgen.verify.prove import KERNELS_BY_POLICY
from kgen.runtime.target import ARCHS


def _specializations():
    for spec in SPECS:
        for sp in spec.specializations():
            yield pytest.param(spec, sp, id=f"{spec.op}-{sp.key}")


def _first_per_variant(buckets: bool = False):
    for spec in SPECS:
        seen = set()
        for sp in spec.specializations():
            if sp.variant.name not in seen:
                seen.add(sp.variant.name)
                for bucket in [b for b, _, _ in spec.buckets] if buckets else [None]:
                    yield pytest.param(spec, sp, bucket, id=f"{spec.op}-{sp.key}" + (f"-{bucket}" if bucket else ""))


@pytest.mark.parametrize("spec,sp", list(_specializations()))
@pytest.mark.parametrize("arch", ARCHS)
def test_lowers(spec, sp, arch):
    for m_divisible in KERNELS_BY_POLICY[spec.tail_dim()[1]]:  # the kernels a call can reach
        source = lower_specialization(spec, sp, arch=arch, m_divisible=m_divisible)
        assert "__global__" in source and f"{spec.op}_{sp.variant.name}" in source


@pytest.mark.parametrize("spec,sp,bucket", list(_first_per_variant(buckets=True)))
@pytest.mark.parametrize("arch", ARCHS)
def test_every_bucket_lowers(spec, sp, bucket, arch):
    """Specs with runtime-size buckets: each bucket's tiling lowers too (test_lowers covers
    every specialization with the first bucket's)."""
    for m_divisible in (False, True):
        source = lower_specialization(spec, sp, arch=arch, m_divisible=m_divisible, bucket=bucket)
        assert "__global__" in source


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("spec,sp,bucket", list(_first_per_variant()))
@pytest.mark.parametrize("arch", ARCHS)
def test_compiles_to_cubin(spec, sp, bucket, arch, tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    kernel = compile_specialization(spec, sp, arch=arch, m_divisible=False)
    assert kernel.get_kernel_source()
