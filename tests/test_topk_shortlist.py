"""The topk family's `shortlist` tiling knob, on the CPU: every variant lowers with it, only
the shortlist kernels vote, and none of their CTA barriers sits inside a branch. The
shortlist's size differs between the warps of a CTA, and TileLang puts a __syncthreads
around the shared shortlist's writes and reads: inside a branch on that size, warps would
wait at different barriers. The picks on the GPU:
test_ops_gpu.py::test_shortlist_picks_are_the_full_search_s."""

from __future__ import annotations

import re

import pytest

from conftest import SPECS, tiered

TOPK = [s for s in SPECS if s.template == "topk"]
# The fast tier lowers one weighted and one indices-only variant; the rest, full.
CASES = list(tiered([pytest.param(s, sp, id=f"{s.op}-{sp.key}") for s in TOPK for sp in s.specializations()], lambda s, sp: not sp.variant.params["indices_only"]))


def branches_around_barriers(cuda: str) -> list[list[str]]:
    """For each __syncthreads() of the kernel, the openers of the blocks around it that are
    branches (if, else), innermost last; empty lists where a barrier is reached by all."""
    found, openers = [], []
    for line in cuda.splitlines():
        code = line.strip()
        if "__syncthreads()" in code:
            found.append([o for o in openers if re.match(r"(\} )?(if|else)\b", o)])
        for _ in range(code.count("}")):
            if openers:
                openers.pop()
        if code.endswith("{"):
            openers.append(code)
    return found


def test_a_barrier_inside_a_branch_is_found():
    cuda = "void k() {\n  for (;;) {\n    __syncthreads();\n    if (n < 32) {\n      __syncthreads();\n    }\n  }\n}\n"
    assert branches_around_barriers(cuda) == [[], ["if (n < 32) {"]]


@pytest.mark.parametrize("spec, sp", CASES)
def test_shortlist_kernels_vote_and_reach_every_barrier_unbranched(spec, sp):
    from kgen.verify.lowering import lower_specialization

    for shortlist in (False, True):
        cuda = lower_specialization(spec, sp, m_divisible=False, knobs={"block_m": 16, "threads": 128, "shortlist": shortlist})
        assert ("__ballot_sync" in cuda) == shortlist
        barriers = branches_around_barriers(cuda)
        assert barriers and all(b == [] for b in barriers), barriers
