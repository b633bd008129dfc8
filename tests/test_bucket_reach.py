"""Which buckets a specialization's calls can take: the spec loader asks Z3 (Spec.reachable_buckets),
and `kgen build --aot` and the bounds pass skip a bucket's kernel at a weight shape no call brings
to it. Checked here by a second method: every bucket that enumerated calls take (sizes of the
bucket dim across its range, GPUs of 1 to 1024 SMs) is one Z3 found, and the other way round."""

from __future__ import annotations

import json

import pytest

from conftest import ROOT, SPECS
from kgen.pipeline import aot
from kgen.verify.lowering import generated_module, tilings
from kgen.families import TEMPLATES

BUCKETED = [s for s in SPECS if s.buckets]
SM_COUNTS = (1, 16, 66, 78, 100, 114, 132, 148, 1024)


def _sizes(lo: int, hi: int) -> list[int]:
    """Every size up to 600 (where the decode and small buckets' bounds lie), then ~400 spread to the maximum."""
    return sorted({*range(lo, min(hi, 600) + 1), *range(lo, hi + 1, max(1, (hi - lo) // 400)), hi})


@pytest.mark.parametrize("spec", BUCKETED, ids=lambda s: s.op)
def test_reachable_buckets_are_the_ones_enumerated_calls_take(spec):
    dim, _ = TEMPLATES[spec.template].bucket_dim
    sizes = _sizes(spec.dims[dim].min, spec.dims[dim].max)
    for sp in spec.specializations():
        taken = set()
        for size in sizes:
            env = spec.env(sp.variant, {**sp.statics, dim: size})
            for sm_count in SM_COUNTS:
                taken.add(next(name for name, when, _ in spec.buckets if when is None or when.evaluate({**env, "sm_count": sm_count})))
        assert taken == spec.reachable_buckets(sp.statics), f"{spec.op} {sp.statics}"


def test_unreachable_kernels_are_neither_built_nor_proved():
    """fp4_gemm at 3072 x 7168: the mma.sync buckets and small_short_k (K under 4096, or up to
    4096) never run there, so no kernel of theirs is built or proved at that shape."""
    spec = next((s for s in SPECS if s.op == "fp4_gemm"), None)
    if spec is None:
        pytest.skip("fp4_gemm is not among the specs under test")
    statics = {"N": 3072, "K": 7168}
    unreachable = {"decode_mma", "decode_mma_k4096", "decode_mma16", "small_mma", "small_short_k"}
    reached = spec.reachable_buckets(statics)
    assert {"decode", "decode16", "prefill"} <= reached and not reached & unreachable
    every = tilings(spec, generated_module(spec), "mxfp4")
    built = [k.tiling for k in aot.kernels_to_build(spec) if k.dims == statics]
    assert built and all(any(t == every[b] for b in reached) for t in built)
    assert not any(t["block_n"] == 16 for t in built)
    kernels = json.loads((ROOT / "generated" / "proofs" / "fp4_gemm" / "summary.json").read_text())["kernels"]
    proved = {k.removeprefix("mxfp4_N3072_K7168_").rsplit("_", 1)[0] for k in kernels if k.startswith("mxfp4_N3072_K7168_")}
    assert proved == reached
