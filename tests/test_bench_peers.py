"""kgen bench's torch.compile peer: every row is timed compiled, and a row whose reference
compiles with graph breaks says so."""

from __future__ import annotations

import pytest
import torch
from torch._dynamo.utils import counters

from conftest import SPECS
from kgen.bench import _as_declared, compile_reference
from kgen.testing import make_case, small_case

pytestmark = pytest.mark.full


def _scaled(x, k):
    return x * k + 1


def _with_break(x, k):
    torch._dynamo.graph_break()
    return x * k


def test_each_row_is_compiled_past_dynamos_recompile_limit():
    x = torch.ones(4)
    for k in range(2 * torch._dynamo.config.recompile_limit):
        before = counters["stats"]["unique_graphs"]
        compiled, breaks = compile_reference(_scaled, {"k": float(k)}, (x,), backend="eager")
        assert counters["stats"]["unique_graphs"] == before + 1, f"row {k} ran eagerly"
        assert not breaks
        assert torch.equal(compiled(x), x * k + 1)


def test_a_reference_with_a_graph_break_is_compiled_and_named():
    x = torch.ones(4)
    compiled, breaks = compile_reference(_with_break, {"k": 3.0}, (x,), backend="eager")
    assert breaks
    assert torch.equal(compiled(x), x * 3)


def _gather_after_break(x, k):
    picked = torch.nonzero(x > 0).flatten()
    torch._dynamo.graph_break()
    return x[picked] * k


def test_a_row_with_graph_breaks_takes_a_new_size_without_recompiling_each_time():
    """moe's references gather a data-dependent count of rows after a graph break, and the bench
    rotates inputs with different counts: compiled for static shapes, the code after the break
    recompiled per count and past dynamo's limit ran eagerly. With dynamic sizes it compiles
    a few graphs whatever the counts."""

    def limits_hit():
        return sum(v for k, v in counters["unimplemented"].items() if "recompile limit exceeded" in k.lower())

    x = torch.ones(64)
    compiled, breaks = compile_reference(_gather_after_break, {"k": 2.0}, (x,), backend="eager")
    assert breaks
    before = limits_hit(), counters["stats"]["unique_graphs"]
    for n in range(1, 2 * torch._dynamo.config.recompile_limit + 1):
        y = torch.zeros(64)
        y[:n] = 1.0
        assert torch.equal(compiled(y), torch.full((n,), 2.0))
    assert limits_hit() == before[0], "the recompile limit was hit: later counts ran eagerly"
    assert counters["stats"]["unique_graphs"] - before[1] < torch._dynamo.config.recompile_limit


@pytest.mark.parametrize("spec", [s for s in SPECS if {"tilekernels", "cublas"} & set(s.bench["peers"])], ids=lambda s: s.op)
def test_peers_get_each_input_in_its_declared_shape(spec):
    for variant in spec.variants:
        dims = small_case(spec, variant)
        env = spec.env(variant, dims)
        case = make_case(spec, variant, dims, seed=0, device="cpu")
        declared = [[int(e.evaluate(env)) for e in t.shape] for name, t in spec.tensors(variant).items() if name in spec.inputs]
        got = _as_declared(spec, variant, env, case.args)
        assert [list(a.shape) for a in got] == declared
        assert all(a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr() for a, b in zip(got, case.args))


def test_a_compiled_row_runs_again_without_compiling():
    x = torch.ones(4)
    compiled, _ = compile_reference(_scaled, {"k": 2.0}, (x,), backend="eager")
    before = counters["stats"]["unique_graphs"]
    for _ in range(3):
        assert torch.equal(compiled(torch.full((4,), 2.0)), torch.full((4,), 5.0))
    assert counters["stats"]["unique_graphs"] == before
