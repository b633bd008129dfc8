"""Every specialization lowers to CUDA for sm_90a and sm_100a on a machine with no GPU,
and each variant compiles to a cubin with nvcc where nvcc exists."""

from __future__ import annotations

import shutil

import pytest

from conftest import SPECS, tiered
from kgen.verify.lowering import compile_specialization, lower_specialization
from kgen.verify.prove import KERNELS_BY_POLICY
from kgen.runtime.target import ARCHS


def _specializations():
    for spec in SPECS:
        for sp in spec.specializations():
            for arch in ARCHS:
                yield pytest.param(spec, sp, arch, id=f"{arch}-{spec.op}-{sp.key}")


def _first_per_variant(buckets: bool = False):
    for spec in SPECS:
        seen = set()
        for sp in spec.specializations():
            if sp.variant.name not in seen:
                seen.add(sp.variant.name)
                for bucket in [b for b, _, _ in spec.buckets] if buckets else [None]:
                    for arch in ARCHS:
                        yield pytest.param(spec, sp, bucket, arch, id=f"{arch}-{spec.op}-{sp.key}" + (f"-{bucket}" if bucket else ""))


# Fast tier: one op's first specialization of each template, for each arch (one pipeline, two
# targets); the full tier lowers every specialization, as CI's `kgen prove --lowered` every kernel.
@pytest.mark.parametrize("spec,sp,arch", tiered(_specializations(), lambda spec, sp, arch: (spec.template, arch)))
def test_lowers(spec, sp, arch):
    for m_divisible in KERNELS_BY_POLICY[spec.tail_dim()[1]]:  # the kernels a call can reach
        source = lower_specialization(spec, sp, arch=arch, m_divisible=m_divisible)
        assert "__global__" in source and f"{spec.op}_{sp.variant.name}" in source


# Fast tier: each op's last bucket (test_lowers' cases take the first), on the first arch;
# sparse_attn's last bucket is lowered there by test_sparse_attn's barrier test.
@pytest.mark.parametrize(
    "spec,sp,bucket,arch", tiered(_first_per_variant(buckets=True), lambda spec, sp, bucket, arch: spec.op if bucket == spec.buckets[-1][0] and spec.template != "sparse_attn" else None)
)
def test_every_bucket_lowers(spec, sp, bucket, arch):
    """Specs with runtime-size buckets: each bucket's tiling lowers too (test_lowers covers
    every specialization with the first bucket's)."""
    for m_divisible in (False, True):
        source = lower_specialization(spec, sp, arch=arch, m_divisible=m_divisible, bucket=bucket)
        assert "__global__" in source


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
# Fast tier: one op of each template, on the first arch; nvcc takes seconds a kernel.
@pytest.mark.parametrize("spec,sp,bucket,arch", tiered(_first_per_variant(), lambda spec, sp, bucket, arch: spec.template))
def test_compiles_to_cubin(spec, sp, bucket, arch, tmp_path, monkeypatch):
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    kernel = compile_specialization(spec, sp, arch=arch, m_divisible=False)
    assert kernel.get_kernel_source()
