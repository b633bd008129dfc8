"""What a built spec must mean as a whole, judged in order: the family's verdict on the param
values, the reference, then the checks that ask Z3 about every shape the constraints allow
(every divisor positive, roofline counts not negative, strided rows apart, each variant,
constraint clause and static value feasible), the test cases and bench shapes, the family's
own rules, the params read off an input's element width, the inputs' draws, the buckets and
tilings, and every kernel tested."""

from __future__ import annotations

import ast
import itertools

from ..errors import SpecError
from ..oplayer import check_chosen_params, check_optional_tensors, check_supported, check_tensor_contract, check_width_params
from ..expr import Expr
from ..runtime.target import MAX_SM_COUNT
from ..verify.solver import decided, spec_solver
from ..yamlpos import field_path, flow
from .cases import check_cases, check_every_kernel_tested
from .inits import check_init_dtypes
from .model import Spec, Variant
from .references import check_reference
from .tilings import check_buckets, check_tilings


def check_meaning(spec: Spec, doc, family, pending: list) -> None:
    """Every check of the built spec, in order; pending holds the errors of comparisons with a
    value a param never takes (kgen.spec.expressions), raised once the family has judged the
    param values: a constant test explains what follows from it."""
    try:
        family.validate_params(spec)  # a value the family refuses before what follows from it (a block of 3 leaves N without a variant)
        check_reference(doc, spec.reference, spec)
        _check_divisors(spec, doc)
        _check_roofline_sign(spec, doc)
        _check_strides(spec, doc, family)
        _check_constraints(spec, doc)
        test_runs = check_cases(spec, doc, family)
        if family.tensor_contract is not None:
            check_tensor_contract(spec, family.tensor_contract)
        family.validate(spec)
        # The op layer is kgen's: the spec must fit what it takes.
        check_supported(spec)
        check_optional_tensors(spec, family)
        check_chosen_params(spec, family)
        check_width_params(spec, family)  # after the family has judged the tensors' dtypes
        check_init_dtypes(spec, doc)  # after the family has judged the dtypes themselves
    except SpecError as e:
        # A constant test (a typo's) explains what follows from it, except the family's verdict on the values themselves.
        if pending and not e.field.startswith("params."):
            raise pending[0] from None
        raise
    if pending:
        raise pending[0]
    check_buckets(spec, doc, family)
    check_tilings(spec, doc, family)
    check_every_kernel_tested(spec, doc, test_runs)  # once the specializations' sizes and tilings are judged


def _check_divisors(spec: Spec, doc) -> None:
    """Every // and % divides by a positive number, for every variant, static value and runtime value in range."""
    import z3

    exprs = [(("dims", d.name, "default"), d.default) for d in spec.dims.values() if d.default is not None]
    exprs += [(("constraints", i), c) for i, c in enumerate(spec.constraints)]
    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            exprs += [((group, t.name, "shape", i), e) for i, e in enumerate(t.shape)]
            exprs += [((group, t.name, "strides", i), e) for i, e in enumerate(t.strides or ())]
            if isinstance(t.init, dict) and "indices" in t.init:
                exprs.append(((group, t.name, "init", "indices", "high"), t.init["indices"]["high"]))
    exprs += [(("bench", "roofline", k), e) for k, e in spec.bench["roofline"].items()]
    for peer in spec.bench.get("peers", []):
        call = spec.bench.get(peer, {})
        exprs += [(("bench", peer, "args", k), e) for k, e in call.get("args", {}).items()]
        exprs += [(("bench", peer, "when"), call["when"])] if "when" in call else []
    exprs += [(("tiling", "buckets", i, "when"), when) for i, (_, when, _) in enumerate(spec.buckets) if when is not None]
    statics = spec.static_dims()
    held = set()  # (divisor, variant, static values) found at least 1 already
    for path, e in exprs:
        # Inner divisions first: a divisor that itself divides by 0 has no value to judge.
        for node in reversed(list(ast.walk(ast.parse(e.text.strip(), mode="eval")))):
            if not (isinstance(node, ast.BinOp) and isinstance(node.op, (ast.FloorDiv, ast.Mod))):
                continue
            divisor = Expr(ast.unparse(node.right))
            for v in spec.variants:
                for combo in itertools.product(*[d.values for d in statics]):
                    if (divisor.text, v.name, combo) in held:
                        continue
                    given = dict(zip([d.name for d in statics], combo))
                    env = {**v.params, **given}
                    value = _known_value(divisor, env)
                    if not isinstance(value, int):  # Z3 decides
                        solver = spec_solver()
                        env = spec.z3_env(v, given, solver)
                        if "sm_count" in divisor.names:  # a bucket condition's GPU (the parse let it through)
                            env["sm_count"] = z3.Int("sm_count", solver.ctx)
                            solver.add(env["sm_count"] >= 1, env["sm_count"] <= MAX_SM_COUNT)
                        value = divisor.to_z3(env)
                    if isinstance(value, int):
                        if value > 0:
                            held.add((divisor.text, v.name, combo))
                            continue
                        at = {n: env[n] for n in divisor.names}
                    else:
                        solver.add(value <= 0)
                        if decided(solver, doc.loc(path), field_path(path), f"whether {divisor.text!r} can be 0 for variant {v.name}") != z3.sat:
                            held.add((divisor.text, v.name, combo))
                            continue
                        model = solver.model()
                        value = model.eval(value)
                        at = {n: model.eval(env[n], model_completion=True) if z3.is_expr(env[n]) else env[n] for n in divisor.names}
                    raise SpecError(
                        doc.loc(path),
                        field_path(path),
                        "a divisor that is at least 1 for every shape",
                        f"{divisor.text!r} in {e.text!r}, which is {value} for variant {v.name}" + "".join(f", {n}={x}" for n, x in at.items()),
                        "raise the min of a runtime dim it uses, or divide by something else",
                    )


def _every_shape(spec: Spec, variant):
    """(solver, statics, env): a Z3 solver whose models are the variant's shapes that the
    constraints allow (each static dim one of its values, each runtime dim in its range),
    the static dims' Z3 ints, and the env that expressions evaluate in."""
    import z3

    solver = spec_solver()
    statics = {d.name: z3.Int(d.name, solver.ctx) for d in spec.static_dims()}
    for d in spec.static_dims():
        solver.add(z3.Or([statics[d.name] == x for x in d.values]))
    env = spec.z3_env(variant, statics, solver)
    for c in spec.constraints:
        solver.add(c.to_z3(env))
    return solver, statics, env


def _check_roofline_sign(spec: Spec, doc) -> None:
    """A roofline's flops and bytes are counts: negative for some shape, every rate and
    roofline fraction the bench reports from them would be nonsense."""
    import z3

    for v in spec.variants:
        for k, e in spec.bench["roofline"].items():
            solver, _, env = _every_shape(spec, v)
            value = e.to_z3(env)
            if isinstance(value, int):
                if value >= 0:
                    continue
            else:
                solver.add(value < 0)
                if decided(solver, doc.loc(("bench", "roofline", k)), f"bench.roofline.{k}", f"whether it can be negative for variant {v.name}") != z3.sat:
                    continue
                model = solver.model()
                value = model.eval(value)
            raise SpecError(doc.loc(("bench", "roofline", k)), f"bench.roofline.{k}", "a count that is at least 0 for every shape", f"{e.text!r}, which is {value} for variant {v.name}")


def _check_strides(spec: Spec, doc, family) -> None:
    """Strides are declared only where the family honours them, and are those of rows laid out
    one after another: the last is 1 (kernels read each row as one contiguous run) and each
    other one spans at least what it strides over, for every shape the constraints allow.
    Rows that overlap (or run backwards) would break what the kernels and the bounds proofs
    take for granted."""
    import z3

    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            if t.strides is None:
                continue
            if t.name not in family.strided_tensors:
                honoured = ", ".join(sorted(family.strided_tensors)) or "none"
                raise SpecError(
                    doc.loc((group, t.name, "strides"), key=True),
                    f"{group}.{t.name}.strides",
                    f"no strides (template {spec.template} lays {t.name} out contiguously; strided: {honoured})",
                    flow([e.text for e in t.strides]),
                    "remove them",
                )
            last = len(t.strides) - 1
            if t.strides[last].text.strip() != "1":
                raise SpecError(doc.loc((group, t.name, "strides", last)), f"{group}.{t.name}.strides[{last}]", "1 (each row contiguous)", repr(t.strides[last].text))
            for i in range(last):
                for v in spec.variants:
                    solver, statics, env = _every_shape(spec, v)
                    span = t.shape[i + 1].to_z3(env) * t.strides[i + 1].to_z3(env)
                    solver.add(t.strides[i].to_z3(env) < span)
                    where = (group, t.name, "strides", i)
                    if decided(solver, doc.loc(where), f"{group}.{t.name}.strides[{i}]", f"whether it can be under what it strides over for variant {v.name}") == z3.sat:
                        model = solver.model()
                        at = ", ".join(f"{d}={model.eval(statics[d], model_completion=True)}" for d in statics)
                        inner = t.shape[i + 1].text + ("" if t.strides[i + 1].text.strip() == "1" else f" * {t.strides[i + 1].text}")
                        wanted = f"{t.strides[i].text} >= {inner}"
                        stated = any(c.text.replace(" ", "") == wanted.replace(" ", "") for c in spec.constraints)
                        runtime = any(spec.dims[n].runtime for n in t.shape[i + 1].names if n in spec.dims)
                        if stated or runtime:  # no constraint can mend it: the shape's dims are out of order
                            hint = f"check the order of {group}.{t.name}.shape"
                        elif t.strides[i].names:
                            hint = f"add a constraint, e.g. {wanted}"
                        else:
                            hint = f"write a stride of at least {inner}"
                        raise SpecError(
                            doc.loc(where),
                            f"{group}.{t.name}.strides[{i}]",
                            f"at least shape[{i + 1}] * strides[{i + 1}] for every shape (rows that do not overlap)",
                            f"{t.strides[i].text!r}, which is less for variant {v.name} at {at}",
                            hint,
                        )


def _check_constraints(spec: Spec, doc) -> None:
    statics = spec.static_dims()
    for i, v in enumerate(spec.variants):
        if not any(spec.feasible_with_runtime(v, dict(zip([d.name for d in statics], combo))) for combo in itertools.product(*[d.values for d in statics])):
            blame = _blame(spec, v, statics)
            defaulted = [spec.dims[n] for n in blame.names if spec.dims.get(n) and spec.dims[n].default is not None] if blame else []
            d = next((d for d in defaulted if _met_somewhere(spec, v, statics, blame, free=d.name)), None)
            if d:  # the constraint holds for other values of that dim: its default is what fails
                raise SpecError(
                    doc.loc(("dims", d.name, "default")),
                    f"dims.{d.name}.default",
                    f"a default that meets '{blame.text}' (variant {v.name} admits no shape with it)",
                    repr(d.default.text),
                    "fix the default or the constraint",
                )
            raise SpecError(
                doc.loc(("variants", i)),
                f"variants[{i}] ({v.name})",
                "at least one shape meeting every constraint",
                "none" + (f": no allowed value meets '{blame.text}'" if blame else ": the constraints together admit no shape"),
                "relax the constraint, add a dim value, or drop the variant",
            )
    for i, c in enumerate(spec.constraints):
        for clause in _dead_clauses(spec, c, statics):
            raise SpecError(
                doc.loc(("constraints", i)), f"constraints[{i}]", "clauses that some shape can meet", f"{clause!r} in {c.text!r}, which no variant meets at any declared shape", "remove the clause"
            )
    for d in statics:
        for j, value in enumerate(d.values):
            ok = any(
                spec.feasible_with_runtime(v, dict(zip([s.name for s in statics], combo))) for v in spec.variants for combo in itertools.product(*[([value] if s is d else s.values) for s in statics])
            )
            if not ok:
                raise SpecError(
                    doc.loc(("dims", d.name, "values", j)),
                    f"dims.{d.name}.values[{j}]",
                    "a value that some variant can use",
                    f"{value}, which every variant's constraints reject",
                    "remove it or fix the constraints",
                )


def _dead_clauses(spec: Spec, constraint: Expr, statics) -> list[str]:
    """The clauses of a top-level `or` that no variant meets at any declared shape: they
    read as a case the op handles, and there is none."""
    tree = ast.parse(constraint.text.strip(), mode="eval").body
    if not (isinstance(tree, ast.BoolOp) and isinstance(tree.op, ast.Or)):
        return []
    clauses = [Expr(ast.unparse(node)) for node in tree.values]
    return [c.text for c in clauses if not any(_met_somewhere(spec, v, statics, c) for v in spec.variants)]


def _known_value(expr: Expr, known: dict):
    """expr's value where it reads only names in known (a variant's params and static dim
    values: no runtime or defaulted dim), with no solver; else None. Z3 decides the rest."""
    return expr.to_z3(known) if set(expr.names) <= known.keys() else None


def _met_somewhere(spec: Spec, variant: Variant, statics, expr: Expr, free: str | None = None) -> bool:
    """Whether expr holds for variant at some combination of the static dims' values, runtime
    dims in their ranges (and the dim `free`, if named, at any value >= 0 in place of its default)."""
    import z3

    for combo in itertools.product(*[d.values for d in statics]):
        given = dict(zip([d.name for d in statics], combo))
        value = None if free else _known_value(expr, {**variant.params, **given})
        if isinstance(value, bool):
            if value:
                return True
            continue
        solver = spec_solver()
        env = spec.z3_env(variant, given, solver)
        if free:
            env[free] = z3.Int(free, solver.ctx)
            solver.add(env[free] >= 0)
        solver.add(expr.to_z3(env))
        if decided(solver, spec.source.loc(("constraints",)), "constraints", f"variant {variant.name} at {combo}") == z3.sat:
            return True
    return False


def _blame(spec: Spec, variant: Variant, statics) -> Expr | None:
    """The first constraint that alone rules out every shape of this variant."""
    for c in spec.constraints:
        trial = Spec(**{**spec.__dict__, "constraints": [c], "_feasible": {}})
        if not any(trial.feasible_with_runtime(variant, dict(zip([d.name for d in statics], combo))) for combo in itertools.product(*[d.values for d in statics])):
            return c
    return None
