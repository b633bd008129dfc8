"""The bounds pass's rules, one small hand-written kernel each: rules that the spec kernels
exercise weakly or not at all (no kernel reads row -1, has a gathered index without a clamp,
divides a negative index or gets `unknown` from the solver), so that a prover that breaks
one of them would still pass the enumeration tests of test_bounds.py. Each kernel makes an
access that really is out of bounds somewhere, and a broken rule proves it."""

from __future__ import annotations

import re

import pytest
import tilelang.language as T
import z3

from conftest import ROOT
from kgen.verify import bounds
from kgen.verify.bounds import Obligation, decide, obligations
from test_bounds import _Enumerator

M = T.dynamic("M")
n = T.dynamic("n")


def _verdicts(func, ranges: dict) -> dict:
    """{(buffer, check): the verdicts of that buffer dim's accesses}, e.g. {("x", "dim 0 lower"): {"refuted"}}."""
    out = {}
    for o in decide(obligations(func, ranges)):
        out.setdefault((o.buffer, o.check), set()).add(o.verdict)
    return out


def test_row_minus_one_is_refuted_unless_a_guard_excludes_it():
    """x[bx - 1] reads row -1 in block 0, though it never passes the end: only the lower
    bound `index >= 0` catches it (not a weaker `>= -1`), and `if bx > 0` proves it."""

    @T.prim_func
    def shifted(x: T.Tensor((M,), T.float32), w: T.Tensor((M,), T.float32), y: T.Tensor((M,), T.float32)):
        with T.Kernel(M, threads=32) as bx:
            y[bx] = x[bx - 1]
            if bx > 0:
                y[bx] = w[bx - 1]

    obs = decide(obligations(shifted, {"M": (0, 64)}))
    lower = next(o for o in obs if o.buffer == "x" and o.check == "dim 0 lower")
    assert lower.verdict == "refuted" and "bx=0" in lower.counterexample.split(", ")
    v = _verdicts(shifted, {"M": (0, 64)})
    assert v[("x", "dim 0 upper")] == {"proven"}
    assert v[("w", "dim 0 lower")] == v[("w", "dim 0 upper")] == {"proven"}


def test_an_else_branch_runs_under_the_negated_condition():
    """Blocks M to M + 7 take the else branch, where tail[bx - M] is in bounds only because
    bx >= M there (not bx < M, nor no condition), and over[bx - M + 1] still runs one past
    (the branch's conditions are not contradictory, which would prove anything)."""

    @T.prim_func
    def branches(x: T.Tensor((M,), T.float32), tail: T.Tensor((8,), T.float32), over: T.Tensor((8,), T.float32)):
        with T.Kernel(M + 8, threads=32) as bx:
            if bx < M:
                x[bx] = 0.0
            else:
                tail[bx - M] = 0.0
                over[bx - M + 1] = 0.0

    v = _verdicts(branches, {"M": (0, 64)})
    assert v[("x", "dim 0 upper")] == {"proven"}
    assert v[("tail", "dim 0 lower")] == v[("tail", "dim 0 upper")] == {"proven"}
    assert v[("over", "dim 0 lower")] == {"proven"} and v[("over", "dim 0 upper")] == {"refuted"}


def test_an_if_then_else_index_is_read_as_its_two_branches():
    """T.if_then_else in an index (sparse_attn's skip_invalid row, -1 past the end) is a
    Select of both branches under its condition: x[bx or -1] is refuted below 0 in the last
    block only, never past the end; y[bx or 0] is proven; an unsupported reading would leave
    the access unknown instead."""

    @T.prim_func
    def chosen(x: T.Tensor((M,), T.float32), y: T.Tensor((M,), T.float32), out: T.Tensor((M + 1,), T.float32)):
        with T.Kernel(M + 1, threads=32) as bx:
            out[bx] = x[T.if_then_else(bx < M, bx, -1)] + y[T.if_then_else(bx < M, bx, 0)]

    obs = decide(obligations(chosen, {"M": (1, 64)}))
    lower = next(o for o in obs if o.buffer == "x" and o.check == "dim 0 lower")
    values = dict(kv.split("=") for kv in lower.counterexample.split(", "))
    assert lower.verdict == "refuted" and values["bx"] == values["M"], lower.counterexample
    v = _verdicts(chosen, {"M": (1, 64)})
    assert v[("x", "dim 0 upper")] == {"proven"}
    assert v[("y", "dim 0 lower")] == v[("y", "dim 0 upper")] == {"proven"}


def test_loop_and_thread_ranges_are_half_open_from_their_min():
    """A loop runs i in [min, min + extent) and a thread index in [0, threads): x (64 rows,
    i < 64) and t (one element a thread) are in bounds, row 64 is not; y[i - 4] over
    i in [4, 8) is, and z[i] there reaches row 7 of 6 (a prover that starts loops at 0
    gets both wrong)."""

    @T.prim_func
    def loops(x: T.Tensor((64,), T.float32), past: T.Tensor((64,), T.float32), y: T.Tensor((4,), T.float32), z: T.Tensor((6,), T.float32), t: T.Tensor((32,), T.float32)):
        with T.Kernel(1, threads=32):
            for i in T.serial(64):
                x[i] = 0.0
            for i in T.serial(65):
                past[i] = 0.0
            for i in T.serial(4, 8):
                y[i - 4] = 0.0
                z[i] = 0.0
            t[T.get_thread_binding()] = 0.0

    v = _verdicts(loops, {})
    assert v[("x", "dim 0 upper")] == {"proven"} and v[("past", "dim 0 upper")] == {"refuted"}
    assert v[("y", "dim 0 lower")] == v[("y", "dim 0 upper")] == {"proven"}
    assert v[("z", "dim 0 upper")] == {"refuted"}
    assert v[("t", "dim 0 lower")] == v[("t", "dim 0 upper")] == {"proven"}


@pytest.mark.parametrize("most, verdict", [(2**21, "proven"), (2**21 + 1, "refuted")])
def test_int32_offsets_overflow_from_the_first_row_past_2_to_the_31(most, verdict):
    """Rows of 1024: the last element's offset M * 1024 - 1 fits int32 up to M = 2^21, and the
    int32 obligation is refuted from the next row on, with that row count in the model (so
    the limit is 2^31, not 2^32, and the dim's whole range is searched)."""

    @T.prim_func
    def wide(x: T.Tensor((M, 1024), T.float32)):
        with T.Kernel(M, threads=32) as bx:
            for j in T.serial(1024):
                x[bx, j] = 0.0

    [int32] = [o for o in decide(obligations(wide, {"M": (0, most)})) if o.check == "int32"]
    assert int32.verdict == verdict
    if verdict == "refuted":
        assert f"M={2**21 + 1}" in int32.counterexample.split(", ")


@pytest.mark.parametrize("least, verdict", [(0, "refuted"), (1, "proven")])
def test_a_runtime_dim_may_take_its_least_value(least, verdict):
    """One block writes row 0 of an M-row buffer: out of bounds exactly when the spec lets
    M be 0."""

    @T.prim_func
    def first_row(x: T.Tensor((M,), T.float32)):
        with T.Kernel(1, threads=32):
            x[0] = 0.0

    assert _verdicts(first_row, {"M": (least, 8)})[("x", "dim 0 upper")] == {verdict}


def test_a_gathered_index_is_any_value_of_its_dtype():
    """A row read from memory may be anything an int32 holds, negative too: a[idx] fails at
    both ends, b's clamp from above leaves the lower end open, c's clamp at both ends and
    d's own guard on the same element prove it (the shapes sparse_attn's clamp takes)."""

    @T.prim_func
    def gather(idx: T.Tensor((M,), T.int32), a: T.Tensor((n,), T.float32), b: T.Tensor((n,), T.float32), c: T.Tensor((n,), T.float32), d: T.Tensor((n,), T.float32), y: T.Tensor((M,), T.float32)):
        with T.Kernel(M, threads=32) as bx:
            y[bx] = a[idx[bx]]
            y[bx] = b[T.min(idx[bx], n - 1)]
            y[bx] = c[T.max(T.min(idx[bx], n - 1), 0)]
            if idx[bx] >= 0 and idx[bx] < n:
                y[bx] = d[idx[bx]]

    v = _verdicts(gather, {"M": (1, 64), "n": (1, 100)})
    assert v[("a", "dim 0 lower")] == v[("a", "dim 0 upper")] == {"refuted"}
    assert v[("b", "dim 0 lower")] == {"refuted"} and v[("b", "dim 0 upper")] == {"proven"}
    assert v[("c", "dim 0 lower")] == v[("c", "dim 0 upper")] == {"proven"}
    assert v[("d", "dim 0 lower")] == v[("d", "dim 0 upper")] == {"proven"}


def test_a_guard_on_a_gathered_index_covers_only_the_element_it_read():
    """The guard reads idx at the outer i; the inner loop (whose variable is named i too)
    reads x at idx of every inner i, which the guard says nothing about."""

    @T.prim_func
    def shadowed(idx: T.Tensor((8,), T.int32), x: T.Tensor((n,), T.float32), y: T.Tensor((8,), T.float32)):
        with T.Kernel(1, threads=32):
            for i in T.serial(8):
                if idx[i] >= 0 and idx[i] < n:
                    for i in T.serial(8):  # noqa: B007 - the shadowing name is the point
                        y[i] = x[idx[i]]

    v = _verdicts(shadowed, {"n": (1, 100)})
    assert v[("x", "dim 0 lower")] == v[("x", "dim 0 upper")] == {"refuted"}


def test_a_guard_on_a_gathered_index_does_not_outlive_a_store_to_it():
    """The guard holds for the value idx[0] had; the store moves it past the end of x (in
    the loop, every read after the first comes after a store)."""

    @T.prim_func
    def rewritten(idx: T.Tensor((8,), T.int32), x: T.Tensor((n,), T.float32), y: T.Tensor((8,), T.float32)):
        with T.Kernel(1, threads=32):
            if idx[0] >= 0 and idx[0] < n:
                idx[0] = idx[0] + n
                y[0] = x[idx[0]]

    @T.prim_func
    def looped(idx: T.Tensor((8,), T.int32), x: T.Tensor((n,), T.float32), y: T.Tensor((8,), T.float32)):
        with T.Kernel(1, threads=32):
            if idx[0] >= 0 and idx[0] < n:
                for k in T.serial(4):
                    y[k] = x[idx[0]]
                    idx[0] = n

    for kernel in (rewritten, looped):
        assert _verdicts(kernel, {"n": (1, 100)})[("x", "dim 0 upper")] == {"refuted"}, kernel


def test_floor_division_and_modulo_round_toward_minus_infinity():
    """TIR's // and % are floor division: (bx - 4) // 8 is -1 for bx < 4 (C's truncation
    would say 0), and (bx - 4) % 8 is never negative (C's would be). Enumeration agrees."""

    @T.prim_func
    def negative_numerators(a: T.Tensor((1,), T.float32), b: T.Tensor((8,), T.float32)):
        with T.Kernel(8, threads=32) as bx:
            a[(bx - 4) // 8] = 0.0
            b[(bx - 4) % 8] = 0.0

    v = _verdicts(negative_numerators, {})
    assert v[("a", "dim 0 lower")] == {"refuted"} and v[("a", "dim 0 upper")] == {"proven"}
    assert v[("b", "dim 0 lower")] == v[("b", "dim 0 upper")] == {"proven"}
    assert set(_Enumerator(negative_numerators, 0).violations) == {("a", 0, "lower")}


def test_a_path_condition_holds_only_inside_its_if():
    """x[bx] under `if bx < M` and y[bx] after the if make the same goal (bx + 1 <= M) with
    other hypotheses: the guarded one is proven, and neither its verdict nor its condition
    carries over to the unguarded one, which blocks M to M + 7 break."""

    @T.prim_func
    def paths(x: T.Tensor((M,), T.float32), y: T.Tensor((M,), T.float32)):
        with T.Kernel(M + 8, threads=32) as bx:
            if bx < M:
                x[bx] = 0.0
            y[bx] = 0.0

    v = _verdicts(paths, {"M": (1, 64)})
    assert v[("x", "dim 0 upper")] == {"proven"} and v[("y", "dim 0 upper")] == {"refuted"}


def test_a_select_index_takes_the_value_its_condition_picks():
    """T.Select(bx < M, bx, 0) is bx where bx < M and row 0 elsewhere: in bounds; with the
    values the other way round it is bx where bx >= M: out of bounds."""

    @T.prim_func
    def selects(s: T.Tensor((M,), T.float32), r: T.Tensor((M,), T.float32)):
        with T.Kernel(M + 8, threads=32) as bx:
            s[T.Select(bx < M, bx, 0)] = 0.0
            r[T.Select(bx < M, 0, bx)] = 0.0

    v = _verdicts(selects, {"M": (1, 64)})
    assert v[("s", "dim 0 upper")] == {"proven"} and v[("r", "dim 0 upper")] == {"refuted"}


def test_an_assume_holds_only_where_it_is_written():
    """T.assume(M >= 100) in a then-branch proves row 99 there, but not in the else branch
    nor after the if (nor after a loop whose body assumes it)."""

    @T.prim_func
    def scoped(x: T.Tensor((M,), T.float32), w: T.Tensor((M,), T.float32), v: T.Tensor((M,), T.float32), u: T.Tensor((M,), T.float32)):
        with T.Kernel(8, threads=32) as bx:
            if bx < 4:
                T.assume(M >= 100)
                x[99] = 0.0
            else:
                w[99] = 0.0
            v[99] = 0.0
            for i in T.serial(bx):
                T.assume(M >= 100)
            u[99] = 0.0

    v = _verdicts(scoped, {"M": (0, 200)})
    assert v[("x", "dim 0 upper")] == {"proven"}
    assert v[("w", "dim 0 upper")] == v[("v", "dim 0 upper")] == v[("u", "dim 0 upper")] == {"refuted"}


def test_an_index_the_pass_cannot_analyse_stays_unknown():
    """A division by a runtime dim is outside the pass's arithmetic: the access is unknown
    (its guard kept), never proven."""

    @T.prim_func
    def divided(x: T.Tensor((M,), T.float32), w: T.Tensor((n,), T.float32)):
        with T.Kernel(M, threads=32) as bx:
            x[bx // n] = 0.0

    [o] = [o for o in decide(obligations(divided, {"M": (1, 64), "n": (1, 8)})) if o.buffer == "x"]
    assert o.verdict == "unknown" and o.what.startswith("index not analysable")


def test_a_check_the_solver_gives_up_on_is_unknown(monkeypatch):
    """With no resources to spend (rlimit 1) Z3 answers unknown: the verdict says so (the
    guard stays), for a goal that holds as for one that does not."""
    monkeypatch.setattr(bounds, "RLIMIT", 1)
    ctx = z3.Context()
    i, m = z3.Int("i", ctx), z3.Int("M", ctx)
    hyps, facts = [("i range", z3.And(i >= 0, i < m))], [("M in [0, 8]", z3.And(m >= 0, m <= 8))]
    obs = decide([Obligation("x[i]", "holds", i + 1 <= m, hyps, facts), Obligation("x[i]", "fails", i + 1 <= 4, hyps, facts)])
    assert [o.verdict for o in obs] == ["unknown", "unknown"]
    assert obs[0].facts_used == [] and obs[1].counterexample == ""


def test_a_guard_free_kernel_whose_access_the_solver_gives_up_on_stops_the_build(monkeypatch):
    """An unknown verdict is no proof: the kernel that drops its guards on the strength of
    its proofs may not be built on one (as on a refuted one)."""
    from kgen.verify import prove
    from kgen.pipeline.render import render
    from kgen.errors import SpecError
    from kgen.spec import load_spec

    monkeypatch.setattr(bounds, "RLIMIT", 1)
    spec = load_spec(ROOT / "specs" / "sinkhorn.yaml")
    with pytest.raises(SpecError) as e:
        prove.prove_specs([(spec, render(spec))], jobs=1, records=False)
    assert re.search(r"tiling.tail.n: expected a tail policy \(specialize\) under which every access is proven in bounds, found unknown: .* \(solver gave up\)", str(e.value)), str(e.value)


def test_an_access_refuted_at_the_tail_dim_is_not_excused_by_a_guarded_dim_beside_it(monkeypatch):
    """In transpose's guard-free kernel (M divisible) an access refuted only at N's edge keeps
    N's guard (N's policy is guard): the build goes on. One whose goal also involves M, the
    tail dim the kernel dropped its guards for, stops it, though N is in the goal too."""
    from kgen.verify import prove
    from kgen.pipeline.render import render
    from kgen.errors import SpecError
    from kgen.spec import load_spec

    real_decide = prove.decide
    with_m = []

    def refute_an_n_edge(obs, memo=None):
        obs = real_decide(obs, memo)
        if not any(name.startswith("assume") for o in obs for name, _ in o.facts):
            return obs  # the guarded kernel keeps every guard anyway
        n_edge = next(o for o in obs if re.fullmatch(r"dim \d+ upper: .* <= N", o.what))
        m_edge = next(o for o in obs if re.fullmatch(r"dim \d+ upper: .* <= M", o.what))
        if with_m:
            n_edge.goal = z3.And(n_edge.goal, m_edge.goal)
        n_edge.verdict, n_edge.counterexample = "refuted", "N=3"
        return obs

    monkeypatch.setattr(prove, "decide", refute_an_n_edge)
    spec = load_spec(ROOT / "specs" / "transpose.yaml")
    batch = [(spec, render(spec))]
    prove.prove_specs(batch, jobs=1, records=False)
    with_m.append(True)
    with pytest.raises(SpecError) as e:
        prove.prove_specs(batch, jobs=1, records=False)
    assert "tiling.tail.M:" in str(e.value) and "found refuted: " in str(e.value) and "(N=3)" in str(e.value), str(e.value)


def test_a_read_into_a_name_or_a_condition_is_an_access():
    """idx[bx + 1] read into a name, and idx[bx + 2] read in an `if` condition, pass the end in
    the last blocks: both are accesses of their own (they were only values before), while the
    guarded read of the same kind is proven."""

    @T.prim_func
    def gathered(idx: T.Tensor((M,), T.int32), x: T.Tensor((8,), T.float32), y: T.Tensor((M,), T.float32)):
        with T.Kernel(M, threads=32) as bx:
            row = idx[bx + 1]  # a Bind: a name for the value, not a store
            if idx[bx + 2] >= 0:
                y[bx] = T.Cast(T.float32, row)
            if bx + 3 < M:
                later = idx[bx + 3]
                y[bx] = T.Cast(T.float32, later)

    obs = decide(obligations(gathered, {"M": (0, 64)}))
    upper = {re.sub(r"\s", "", o.access): o.verdict for o in obs if o.buffer == "idx" and o.check == "dim 0 upper"}
    assert upper == {"loadidx[bx+1]": "refuted", "loadidx[bx+2]": "refuted", "loadidx[bx+3]": "proven"}, upper
