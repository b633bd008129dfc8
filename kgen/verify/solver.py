"""Z3 verdicts for the spec checks, under a resource limit: the spec loader and the template
families that ask Z3 about a spec's shapes (gemm's grid) get sat or unsat, or a SpecError
saying the question was undecided. Imports no template family, so the families can use it."""

from __future__ import annotations

from ..errors import SpecError

# Z3 resource units one spec check may spend: ~3 s of solving. The checks of every spec in
# specs/ spend under 10000 each; a constraint Z3 cannot decide (e.g. a nonlinear modulus)
# would otherwise run for ever. A resource count, not a clock: the verdict is the same on
# every machine.
SPEC_RLIMIT = 20_000_000


_spec_context = None  # the Z3 context of the spec being loaded (new_spec_context)


def new_spec_context() -> None:
    """Start the Z3 context the checks of one spec load share. In the shared default context
    the terms' ids, and with them Z3's search, depend on every query the process made before:
    after one test order (616 tests in one process) a roofline check that takes a second alone
    ran past its resource limit for minutes. A context a load, fresh at its start, makes the
    verdicts and the time to reach them the same in any process (a context a check would too,
    at four times the load time: creating one costs about a millisecond)."""
    import z3

    global _spec_context
    _spec_context = z3.Context()


def spec_solver():
    """A solver for a spec check, in the current spec load's context: create the check's
    constants with `z3.Int(name, solver.ctx)`."""
    import z3

    if _spec_context is None:
        new_spec_context()
    return z3.SimpleSolver(ctx=_spec_context)


def _rlimit_count(solver) -> int:
    """The resources z3 has spent in the solver's context so far."""
    stats = solver.statistics()
    return stats.get_key_value("rlimit count") if "rlimit count" in stats.keys() else 0


def decided(solver, loc, field: str, question: str):
    """solver.check(), sat or unsat. The spec checks use z3's plain SMT solver: its default
    tactics bit-blast a runtime dim's range and took 4-8 ms a check, a second per spec set.
    Where that solver gives up within SPEC_RLIMIT, the spec is rejected rather than guessed
    about."""
    import z3

    solver.set("rlimit", SPEC_RLIMIT)
    before = _rlimit_count(solver)
    result = solver.check()
    if result == z3.unknown:
        if solver.reason_unknown() == "canceled" and _rlimit_count(solver) - before < SPEC_RLIMIT:
            raise KeyboardInterrupt  # z3 cancels a check on Ctrl-C: the user's interrupt, no verdict on the spec
        raise SpecError(loc, field, "constraints that Z3 decides", f"undecided {question} within Z3's resource limit", "simplify the expression")
    return result
