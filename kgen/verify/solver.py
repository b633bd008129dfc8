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
