"""The mhc family's two forms of Sinkhorn rounds (its `factored` tiling knob), on the CPU:
both lower at every lanes value, and only the factored kernels carry the one-instruction
reciprocal (the unfactored kernels' CUDA is what it was before the knob existed). Their
values on the GPU: test_ops_gpu.py::test_factored_rounds_are_within_tolerance."""

from __future__ import annotations

import pytest

from conftest import SPECS, tiered

MHC = [s for s in SPECS if s.template == "mhc"]
# The fast tier lowers one op at 2 lanes (shuffles and both forms of rounds); the rest, full.
CASES = list(tiered([pytest.param(s, lanes, id=f"{s.op}-lanes{lanes}") for s in MHC for lanes in (2, 1, 4)], lambda s, lanes: "shuffled" if lanes == 2 else None))


@pytest.mark.parametrize("spec, lanes", CASES)
def test_factored_rounds_lower_and_alone_take_the_approximate_reciprocal(spec, lanes):
    from kgen.verify.lowering import lower_specialization

    sp = next(iter(spec.specializations()))
    for factored in (False, True):
        knobs = {"block_n": 128, "threads": 128, "lanes": lanes, "factored": factored}
        cuda = lower_specialization(spec, sp, m_divisible=True, knobs=knobs)
        assert ("kgen_approximate_reciprocal(" in cuda) == factored, (lanes, factored)
        assert ("__shfl_xor_sync" in cuda) == (lanes > 1), (lanes, factored)
