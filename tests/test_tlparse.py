"""The bounds pass's memoized TileLang parsing builds the same IR as TileLang's own parser."""

from __future__ import annotations

import pytest

from kgen.verify import lowering, tlparse
from kgen.spec import load_spec


def _scripts(spec_path: str, count: int) -> list[str]:
    spec = load_spec(spec_path)
    module = lowering.generated_module(spec)
    out = []
    for sp in spec.specializations()[:count]:
        for m_divisible in (True, False):
            for bucket in lowering.tilings(spec, module, sp.variant.name) if spec.buckets else [None]:
                out.append(lowering.prim_func(spec, sp, m_divisible, module, bucket).script())
    return out


@pytest.mark.parametrize("spec_path", ["specs/act_quant.yaml", "specs/fp4_gemm.yaml", "specs/topk_gate.yaml", "specs/hc_split_sinkhorn.yaml"])
def test_memoized_parse_builds_identical_ir(spec_path, monkeypatch):
    from tilelang.language.eager import builder

    monkeypatch.setattr(builder, "mutate", builder.mutate)  # restored after the test
    monkeypatch.setattr(tlparse, "_INSTALLED", [])
    monkeypatch.setattr(tlparse, "_CACHE", {})
    plain = _scripts(spec_path, 3)
    tlparse.install()
    first = _scripts(spec_path, 3)  # fills the cache
    again = _scripts(spec_path, 3)  # every factory call a cache hit
    assert plain == first == again
    assert tlparse._CACHE, "nothing was cached: the test would not see a stale entry"


def test_a_rewrite_that_evaluates_a_closure_value_is_not_cached(monkeypatch):
    """The rewriter evaluates the callee of each `with` item; here that callee is a closure
    variable, so its rewrite may differ between calls and must not be reused."""
    import tilelang.language as T
    from tilelang.language.eager import builder

    monkeypatch.setattr(builder, "mutate", builder.mutate)
    monkeypatch.setattr(tlparse, "_INSTALLED", [])
    monkeypatch.setattr(tlparse, "_CACHE", {})
    tlparse.install()

    def factory(launch):
        @T.prim_func
        def copy(x: T.Tensor((16,), T.float32), y: T.Tensor((16,), T.float32)):
            with launch(1, threads=16) as _:
                for i in T.Parallel(16):
                    y[i] = x[i]

        return copy

    factory(T.Kernel)
    assert not tlparse._CACHE
