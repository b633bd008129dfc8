"""Tiling knobs and buckets: each knob's kind (a switch or a number), the rules a tiling
meets (CUDA's launch limits in kgen.runtime.target, then the family's), and the buckets that
split the family's bucket dim, each reached by some call. tiling_problem is the one rule for
the spec loader, the lockfile, `kgen lower --set` and the tuner's candidates."""

from __future__ import annotations

from ..errors import SpecError
from ..runtime.target import KNOB_LIMITS, MAX_SM_COUNT, SM_THREADS
from ..verify.solver import decided, spec_solver
from ..yamlpos import field_path
from .model import Spec
from .values import describe


KNOB_KINDS = {"switch": "true or false (a switch)", "number": "an integer >= 1", "count": "an integer >= 0"}


def knob_kind(family, knob: str) -> str:
    """ "switch" for one of the template family's `flags` (true or false), "count" for one of
    its `counts` (0 turns the thing off), else "number"."""
    if knob in getattr(family, "flags", ()):
        return "switch"
    return "count" if knob in getattr(family, "counts", ()) else "number"


def knob_value_fits(kind: str, value) -> bool:
    """A switch takes true or false; a number an integer >= 1 and a count one >= 0, never a
    boolean (True == 1)."""
    if kind == "switch":
        return isinstance(value, bool)
    return isinstance(value, int) and not isinstance(value, bool) and value >= (0 if kind == "count" else 1)


def knob_kind_at(data: dict, path: tuple) -> str | None:
    """ "switch" or "number" where path is the value of a tiling knob that the spec's template
    family has (tiling.default.k, tiling.search.k[j] or tiling.buckets[i].k), else None."""
    from ..families import TEMPLATES

    if path[:1] != ("tiling",) or len(path) < 3 or path[1] not in ("default", "search", "buckets"):
        return None
    if path[1] == "buckets" and len(path) < 4:
        return None
    knob = path[3] if path[1] == "buckets" else path[2]
    family = TEMPLATES.get(data.get("template")) if isinstance(data.get("template"), str) else None
    if family is None or knob not in family.tiling:
        return None
    return knob_kind(family, knob)


def check_knob_kinds(doc, data: dict) -> None:
    """A switch knob (one of the family's `flags`) is true or false, every other knob a number:
    the schema admits both kinds for any knob, and YAML's true would pass for the integer 1."""
    tiling = data["tiling"]
    places = [(("tiling", "default", k), v) for k, v in tiling["default"].items()]
    places += [(("tiling", "search", k, j), v) for k, vs in tiling.get("search", {}).items() for j, v in enumerate(vs)]
    places += [(("tiling", "buckets", i, k), v) for i, b in enumerate(tiling.get("buckets", [])) for k, v in b.items() if k not in ("name", "when")]
    for path, value in places:
        kind = knob_kind_at(data, path)  # None for a knob the family lacks: named later
        if kind and not knob_value_fits(kind, value):
            raise SpecError(doc.loc(path), field_path(path), KNOB_KINDS[kind], describe(value))


def knob_rules(family, spec: Spec) -> dict:
    """{knob: (ok, expected)} for every tiling knob of the family with a rule on its own value:
    CUDA's launch limits, then the family's."""
    rules = {knob: [rule] for knob, rule in KNOB_LIMITS.items() if knob in family.tiling}
    for knob, rule in family.knob_rules(spec).items():
        rules.setdefault(knob, []).append(rule)
    return rules


def tiling_problem(spec: Spec, tiling: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
    """(knob, expected, found) where a whole tiling (bucket's, if named) breaks CUDA's launch
    limits or one of the family's rules tying knobs together, else None: one rule for the
    lockfile, `kgen lower --set` and the tuner's candidates."""
    from ..families import TEMPLATES

    family = TEMPLATES[spec.template]
    for knob, rules in knob_rules(family, spec).items():
        for ok, want in rules:
            if knob in tiling and not ok(tiling[knob]):
                return knob, want, str(tiling[knob])
    return _joint_problem(family, spec, tiling, bucket)


def _joint_problem(family, spec: Spec, tiling: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
    """CUDA's rule tying knobs together (CTAs an SM holds), then the family's."""
    if "ctas_per_sm" in tiling and "threads" in tiling and tiling["ctas_per_sm"] * tiling["threads"] > SM_THREADS:
        return "ctas_per_sm", f"at most {SM_THREADS // tiling['threads']} with {tiling['threads']} threads (an SM holds {SM_THREADS} threads)", str(tiling["ctas_per_sm"])
    return family.tiling_problem(spec, tiling, bucket)


def check_tilings(spec: Spec, doc, family) -> None:
    """Every tiling the spec declares (the default, or each M bucket's) meets the family's
    rules that tie knobs together; the tuner skips search candidates that break them."""
    for knob, rules in knob_rules(family, spec).items():
        for ok, want in rules:
            spec.check_knob_values(knob, ok, want)
    if not spec.buckets:
        problem = _joint_problem(family, spec, spec.tiling)
        if problem:
            knob, want, found = problem
            raise SpecError(doc.loc(("tiling", "default", knob)), f"tiling.default.{knob}", want, found)
    for i, (name, _, over) in enumerate(spec.buckets):
        problem = _joint_problem(family, spec, {**spec.tiling, **over}, name)
        if problem:
            knob, want, found = problem
            # The knob where this bucket sets it, else where the default it inherits sets it.
            at = ("tiling", "buckets", i, knob) if knob in over else ("tiling", "default", knob) if knob in spec.tiling else ("tiling", "buckets", i)
            raise SpecError(doc.loc(at), f"tiling (bucket {name}).{knob}", want, found)


def check_buckets(spec: Spec, doc, family) -> None:
    """Buckets split the family's bucket dim, the size the generated bucket() takes first, so a
    `when` names it and only what else the family's bucket() takes (gemm: the weight's static
    dims and the GPU's SM count); a family without a bucket dim has a single tiling per variant."""
    if not spec.buckets:
        return
    if family.bucket_dim is None:
        raise SpecError(doc.loc(("tiling", "buckets")), "tiling.buckets", f"no buckets (template {family.name} has one tiling per variant)", f"{len(spec.buckets)} buckets")
    dim, meaning = family.bucket_dim
    allowed = {dim, *family.bucket_inputs}
    for i, (name, when, _) in enumerate(spec.buckets):
        if when is not None and set(when.names) - allowed:
            others = f", and on {', '.join(family.bucket_inputs)}" if family.bucket_inputs else ""
            raise SpecError(doc.loc(("tiling", "buckets", i, "when")), f"tiling (bucket {name}).when", f"a condition on {dim}, {meaning}{others} (template {family.name})", when.text)
    _check_buckets_reachable(spec, doc, dim, family.bucket_inputs)


def _check_buckets_reachable(spec: Spec, doc, dim: str, inputs: tuple) -> None:
    """The generated bucket() takes the first bucket whose `when` holds: a bucket that no call
    reaches (its `when` never holds for a size in the dim's range at a weight shape the spec
    builds on any GPU, or earlier buckets take every such call) is a tiling that can never
    run, so a spec mistake. Each built combination of the static dims a `when` may read is
    checked with its values in place, which keeps the conditions linear for Z3. The buckets
    each combination reaches are kept (Spec.reachable_buckets): a bucket's kernel at a weight
    shape no call brings to it is neither built ahead of time nor proved."""
    import z3

    statics = [n for n in inputs if n in spec.dims]
    combos = sorted({tuple(sp.statics[n] for n in statics) for sp in spec.specializations()}) if statics else [()]

    def satisfiable(solver, conditions: list, i: int, question: str) -> bool:
        name, when, _ = spec.buckets[i]
        where = ("tiling", "buckets", i, "when") if when is not None else ("tiling", "buckets", i)
        solver.push()
        solver.add(*conditions)
        verdict = decided(solver, doc.loc(where), f"tiling (bucket {name}).when", f"whether bucket {name} {question}")
        solver.pop()
        return verdict == z3.sat

    # reached[i]: some call takes bucket i; holds_somewhere[i]: its `when` alone holds for some call.
    reached = [False] * len(spec.buckets)
    holds_somewhere = [False] * len(spec.buckets)
    for combo in combos:
        solver = spec_solver()
        size = z3.Int(dim, solver.ctx)
        names = {dim: size, **dict(zip(statics, combo))}
        solver.add(size >= spec.dims[dim].min, size <= spec.dims[dim].max)
        if "sm_count" in inputs:
            names["sm_count"] = z3.Int("sm_count", solver.ctx)
            solver.add(names["sm_count"] >= 1, names["sm_count"] <= MAX_SM_COUNT)
        earlier, here = [], set()
        for i, (name, when, _) in enumerate(spec.buckets):
            holds = True if when is None else when.to_z3(names)
            if satisfiable(solver, [holds, *[z3.Not(e) for e in earlier]], i, "is reached"):
                reached[i] = True
                here.add(name)
            if not reached[i] and not holds_somewhere[i]:
                holds_somewhere[i] = satisfiable(solver, [holds], i, "can hold")
            earlier.append(holds)
        spec.bucket_reach[tuple(zip(statics, combo))] = frozenset(here)
    for i, (name, when, _) in enumerate(spec.buckets):
        if not reached[i]:
            where = ("tiling", "buckets", i, "when") if when is not None else ("tiling", "buckets", i)
            taken = f"; buckets before it take every {dim} it holds for" if holds_somewhere[i] else ""
            shapes = f" at any built ({', '.join(statics)})" if statics else ""
            gpus = " on any GPU" if "sm_count" in inputs else ""
            found = f"no {dim} in {spec.dims[dim].min}..{spec.dims[dim].max} reaches it{shapes}{gpus}{taken}"
            raise SpecError(
                doc.loc(where), f"tiling (bucket {name})" + (".when" if when is not None else ""), f"a bucket that some {dim} reaches (the first bucket whose `when` holds is taken)", found
            )
