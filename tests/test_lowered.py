"""Bounds proofs on the lowered device function (kgen/verify/lowered.py): kernels whose lowering
brings each access kind (vector loads and stores, LegalizeSafeMemoryAccess's guards, cp.async
with its predicate, TMA boxes, swizzled shared memory, gathers) end with every access proven
or guarded; and each mutation of the lowered code that makes it unsafe is caught, by a check
that first passes the code as lowered."""

from __future__ import annotations

import functools

import pytest

from conftest import ROOT
from kgen.spec import load_spec

# The fast tier lowers the two cheap kernels (under a second each); the full tier every one.
FAST = ("act_quant", "moe_expand")
KERNELS = {
    # name: (op, variant, m_divisible, bucket): the first specialization of the variant
    "act_quant": ("act_quant", "gemm_input", False, None),  # vector loads and stores, int64 row offsets
    "transpose": ("transpose", "bytes1", False, None),  # lowering's own guards, swizzled shared memory
    "fp8_prefill": ("fp8_gemm", "e8m0", False, "prefill"),  # TMA boxes, warp specialization
    "fp8_narrow_decode": ("fp8_gemm", "e8m0", False, "narrow_decode"),  # cp.async with its zero-fill predicate
    "moe_expand": ("moe_expand", "bf16", False, None),  # gathered rows
}


@functools.cache
def _kernel(name: str):
    """(source PrimFunc, the spec's runtime dim ranges, Lowered) of one kernel, as kgen prove builds it."""
    from kgen.runtime.target import DEFAULT_ARCH
    from kgen.verify import tlparse
    from kgen.verify.lowering import lower
    from kgen.verify.lowering import generated_module, prim_func

    op, variant, m_divisible, bucket = KERNELS[name]
    tlparse.install()
    spec = load_spec(ROOT / "specs" / f"{op}.yaml")
    sp = next(sp for sp in spec.specializations() if sp.variant.name == variant)
    func = prim_func(spec, sp, m_divisible, generated_module(spec, str(ROOT / "generated")), bucket)
    ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
    return func, ranges, lower(func, DEFAULT_ARCH)


def _verdicts(name: str, lowered=None) -> dict:
    from kgen.verify.lowered import lowered_accesses

    func, ranges, as_lowered = _kernel(name)
    accesses = lowered_accesses(lowered or as_lowered, func, ranges)
    out = {}
    for a in accesses:
        out.setdefault(a.verdict, []).append(a)
    return out


def _refuted_checks(verdicts: dict) -> set:
    return {o.check for a in verdicts.get("refuted", []) for o in a.obligations if o.verdict == "refuted"}


def _tier(name: str, *values):
    return pytest.param(name, *values, marks=[] if name in FAST else [pytest.mark.full])


@pytest.mark.parametrize("name", [_tier(n) for n in KERNELS])
def test_every_lowered_access_is_proven_or_guarded(name):
    verdicts = _verdicts(name)
    assert set(verdicts) <= {"proven", "guarded"}, {k: [(a.kind, a.buffer, a.index[:80]) for a in v] for k, v in verdicts.items() if k not in ("proven", "guarded")}
    assert any(a.scope == "global" for v in verdicts.values() for a in v)


@pytest.mark.full
def test_what_keeps_each_kind_in_bounds():
    """transpose's edge tiles are safe through LegalizeSafeMemoryAccess's guards, the narrow
    decode's through cp.async predicates, prefill's through the TMA unit's clipping; act_quant's
    rows need no guard."""
    kinds = lambda name, verdict: {a.kind.split(" x")[0] for a in _verdicts(name).get(verdict, []) if a.scope == "global"}
    assert kinds("act_quant", "guarded") == set() and kinds("act_quant", "proven")
    assert {"load", "store"} <= kinds("transpose", "guarded")
    assert "cp.async src" in kinds("fp8_narrow_decode", "guarded")
    assert "tma_load" in kinds("fp8_prefill", "guarded")


def _rewrite(lowered, post, kinds):
    """lowered with its device function's nodes of `kinds` rewritten by post(node) (None: kept)."""
    import dataclasses

    from tilelang import tvm

    devices = [f.with_body(tvm.tirx.stmt_functor.ir_transform(f.body, None, post, kinds)) for f in lowered.devices]
    return dataclasses.replace(lowered, devices=devices)


def _drop_guards(lowered):
    """Every if_then_else replaced by its then-value, every `if` without an else by its body,
    every cp.async predicate removed: what they guarded runs unconditionally."""
    from tilelang import tvm

    def post(n):
        if isinstance(n, tvm.tirx.IfThenElse):
            return n.then_case if n.else_case is None else None
        op = getattr(n.op, "name", "")
        if op == "tirx.if_then_else":
            return n.args[1]
        if op == "tl.ptx_cp_async" and len(n.args) == 4:
            return tvm.tirx.Call(n.dtype, n.op, list(n.args[:3]))
        return None

    return _rewrite(lowered, post, ["tirx.Call", "tirx.IfThenElse"])


def _shift_vectors(lowered):
    """Every global vector access moved by its own width: its last lanes pass the row's end."""
    from tilelang import tvm

    t = tvm.tirx

    def shifted(buffer, indices):
        (i,) = indices
        if buffer.scope() == "global" and isinstance(i, t.Ramp):
            return [t.Ramp(i.base + t.IntImm(i.base.dtype, int(i.lanes)), i.stride, i.lanes)]
        return None

    def post(n):
        indices = shifted(n.buffer, n.indices) if len(n.indices) == 1 else None
        if indices is None:
            return None
        return t.BufferLoad(n.buffer, indices) if isinstance(n, t.BufferLoad) else t.BufferStore(n.buffer, n.value, indices)

    return _rewrite(lowered, post, ["tirx.BufferLoad", "tirx.BufferStore"])


def _narrow_to_int32(lowered):
    """Every global index computed in int32, as if ConfigIndexBitwidth had not widened it."""
    from tilelang import tvm

    t = tvm.tirx

    def narrow(e):
        if isinstance(e, t.Cast) and str(e.dtype) == "int64" and str(e.value.dtype) == "int32":
            return narrow(e.value)
        if isinstance(e, t.IntImm) and str(e.dtype) == "int64":
            return t.IntImm("int32", int(e.value))
        if isinstance(e, (t.Add, t.Sub, t.Mul, t.FloorDiv, t.FloorMod, t.Min, t.Max)) and str(e.dtype) == "int64":
            return type(e)(narrow(e.a), narrow(e.b))
        if isinstance(e, t.Ramp) and str(e.dtype).startswith("int64"):
            return t.Ramp(narrow(e.base), narrow(e.stride), e.lanes)
        return e

    def post(n):
        if isinstance(n, t.Call):  # a region's offset (cp.async's global side)
            if getattr(n.op, "name", "") != "tirx.tvm_access_ptr":
                return None
            return t.Call(n.dtype, n.op, [*n.args[:2], narrow(n.args[2]), *n.args[3:]])
        if n.buffer.scope() != "global":
            return None
        indices = [narrow(i) for i in n.indices]
        return t.BufferLoad(n.buffer, indices) if isinstance(n, t.BufferLoad) else t.BufferStore(n.buffer, n.value, indices)

    return _rewrite(lowered, post, ["tirx.BufferLoad", "tirx.BufferStore", "tirx.Call"])


def _widen_tma_boxes(lowered):
    """Every TMA descriptor's innermost box dim doubled: the box outgrows its shared region."""
    import copy
    import dataclasses

    descriptors = copy.deepcopy(lowered.descriptors)
    for d in descriptors.values():
        if "box" in d:
            d["box"][0] *= 2
    return dataclasses.replace(lowered, descriptors=descriptors)


MUTANTS = [
    ("transpose", _drop_guards, {"lower", "upper"}),
    ("fp8_narrow_decode", _drop_guards, {"lower", "upper"}),
    ("moe_expand", _drop_guards, {"lower", "upper"}),
    ("act_quant", _shift_vectors, {"upper"}),
    ("transpose", _shift_vectors, {"upper"}),
    ("act_quant", _narrow_to_int32, {"int32 width"}),
    ("moe_expand", _narrow_to_int32, {"int32 width"}),  # (fp8_gemm's M * K < 2^31: int32 cannot wrap there)
    ("fp8_prefill", _widen_tma_boxes, {"extent"}),
]


@pytest.mark.parametrize("name,mutate,checks", [_tier(*m) for m in MUTANTS], ids=[f"{n}-{m.__name__.strip('_')}" for n, m, _ in MUTANTS])
def test_a_mutant_of_the_lowered_code_is_refuted(name, mutate, checks):
    assert not (_refuted_checks(_verdicts(name)) & checks)
    refuted = _refuted_checks(_verdicts(name, mutate(_kernel(name)[2])))
    assert refuted & checks, refuted


@pytest.mark.parametrize("name", [_tier(n) for n in KERNELS])
def test_every_global_lowered_access_comes_from_a_source_access(name):
    """Each global access of the lowered code matches a source access of its tensor and
    direction (transpose's unaligned path writes a row through several)."""
    unmatched = [(a.kind, a.buffer, a.index[:80]) for v in _verdicts(name).values() for a in v if a.scope == "global" and not a.sources]
    assert unmatched == []


def test_a_lowered_access_refuted_where_its_source_is_proven_is_a_lowering_bug():
    """act_quant's rows are proven in the source; moved past the row's end in the lowered code
    they are refuted, and named a lowering bug. transpose's edge accesses keep guards in the
    source too: refuted there, they are a kernel's fault, not lowering's."""
    bugs = [a for a in _verdicts("act_quant", _shift_vectors(_kernel("act_quant")[2]))["refuted"] if a.scope == "global"]
    assert bugs and all(a.lowering_bug and a.sources for a in bugs)
    assert not any(a.lowering_bug for a in _verdicts("act_quant").get("proven", []))


@pytest.mark.full
def test_a_refuted_access_whose_source_keeps_a_guard_is_no_lowering_bug():
    refuted = _verdicts("transpose", _shift_vectors(_kernel("transpose")[2]))["refuted"]
    assert refuted and not any(a.lowering_bug for a in refuted)


def _popcount_subscript_kernel(masked: bool):
    import tilelang.language as T

    @T.prim_func
    def popcount_subscript(out: T.Tensor((32,), T.int32)):
        with T.Kernel(1, threads=32):
            entries = T.alloc_shared((32,), T.int32)
            tx = T.get_thread_binding()
            at = T.Cast(T.int32, T.popcount(T.Cast(T.uint32, T.ballot_sync(tx < 7))))
            entries[(at & 31) if masked else at] = tx
            out[tx] = entries[tx]

    return popcount_subscript


@pytest.mark.parametrize("masked, verdict", [(True, "proven"), (False, "refuted")])
def test_a_popcount_subscript_is_at_most_its_width(masked, verdict):
    """The lowered-code proof reads popcount(x) of a 32-bit x as a value in [0, 32] (topk's
    shortlist ranks its entries so): masked to 31 it indexes a 32-entry buffer in bounds;
    unmasked it may be 32, one past the end."""
    from kgen.runtime.target import DEFAULT_ARCH
    from kgen.verify import tlparse
    from kgen.verify.lowered import lowered_accesses
    from kgen.verify.lowering import lower

    tlparse.install()
    func = _popcount_subscript_kernel(masked)
    stores = [a.verdict for a in lowered_accesses(lower(func, DEFAULT_ARCH), func, {}) if a.scope.startswith("shared") and a.kind == "store"]
    assert stores == [verdict]
