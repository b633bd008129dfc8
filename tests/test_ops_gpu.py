"""Every test case of every spec against the spec's torch reference on the GPU: bit-exact,
or within the tolerance an output declares.

Outputs are poisoned (0xFF bytes, NaN in every output dtype) so an unwritten element fails;
the padding of strided inputs is checked untouched.
"""
from __future__ import annotations

import json

import pytest

from conftest import ROOT, SPECS

pytestmark = pytest.mark.gpu


def _cases():
    for spec in SPECS:
        for variant, dims in spec.test_cases():
            label = ",".join(f"{k}={v}" for k, v in dims.items())
            yield pytest.param(spec, variant, dims, id=f"{spec.op}-{variant.name}-{label}")
        # The bounds pass's boundary shapes for every kept guard are cases too.
        summary = json.loads((ROOT / "generated" / "proofs" / spec.op / "summary.json").read_text())
        for w in summary["witnesses"]:
            dims = {k: v for k, v in w.items() if k != "variant"}
            label = ",".join(f"{k}={v}" for k, v in dims.items())
            yield pytest.param(spec, spec.variant(w["variant"]), dims, id=f"witness-{spec.op}-{w['variant']}-{label}")


@pytest.mark.parametrize("spec,variant,dims", list(_cases()))
def test_case_matches_reference(spec, variant, dims):
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    seed = hash((spec.op, variant.name, tuple(sorted(dims.items())))) % 2**31
    case = testing.make_case(spec, variant, dims, seed)
    ref_args = [a.clone() for a in case.args]
    want = reference(*ref_args, **variant.params)
    padding = {n: (s.clone(), v.shape[-1]) for n, (s, v) in case.strided.items()}
    want = want if isinstance(want, tuple) else (want,)
    # Ops with outputs run once per poison byte; in-place ops (x is the output) run once.
    in_place = testing.poisoned_outputs(spec, variant, dims, case.lead) is None
    for poison in (None,) if in_place else testing.POISON_BYTES:
        out = None if in_place else testing.poisoned_outputs(spec, variant, dims, case.lead, byte=poison)
        got = op(*case.args, **testing.choice_kwargs(module, variant.name), **({"out": out if len(out) > 1 else out[0]} if out else {}))
        torch.cuda.synchronize()
        got = got if isinstance(got, tuple) else (got,)
        problems = testing.problems(spec, variant, got, want)
        assert not problems, f"poison {poison}: {problems[0]}"
        if out:
            for o, g in zip(out, got):
                assert o.data_ptr() == g.data_ptr(), "the op must write into the out= tensors it was given"
    for name, (storage, n) in padding.items():
        now = case.strided[name][0]
        assert testing.same_bits(now[:, n:], storage[:, n:]), f"{name}: the op wrote past column {n} of a strided view"

