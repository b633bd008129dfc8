"""A spec's test cases and bench shapes: each names a variant and a value for every dim in
range, meets the constraints, fits the GPU and is a call the op takes; every value a test
entry lists runs, and every kernel the module builds is tested."""

from __future__ import annotations

import itertools
import math

from ..errors import SpecError
from ..runtime.target import INT32_MAX
from ..schema import CALL_PEERS
from ..yamlpos import field_path, flow
from .inits import DTYPE_RANGES
from .model import Dim, Spec
from .values import check_distinct, nearest, value_at


# Test runs a spec may ask for, counted before constraints: each is a GPU test, and the list
# is built whole (a product of three 1000-value lists would take all memory).
MAX_TEST_RUNS = 10_000
# The bytes of the tensors of one call (inputs, outputs, a strided input's whole storage) that a
# spec may ask for: a bench shape under a quarter of an 80 GB H100, which the torch reference's
# intermediates and the torch.compile peer share; a test run at most 4 GiB, as the tests also
# keep the reference's results and compare in float64 (8 bytes an element).
BENCH_CASE_BYTES = 16 * 2**30
TEST_CASE_BYTES = 4 * 2**30


def check_cases(spec: Spec, doc, family) -> list:
    """The test entries and bench shapes; returns (variant name, dims) of every test run."""
    names = [v.name for v in spec.variants]
    runs = 0
    every_run = []  # (variant name, dims) of every entry's runs
    for i, case in enumerate(spec.tests):
        p = ("tests", i)
        runs += (len(names) if case["variants"] == "all" else len(case["variants"])) * math.prod(len(v) for k, v in case.items() if k != "variants" and isinstance(v, list))
        if runs > MAX_TEST_RUNS:
            raise SpecError(
                doc.loc(p), field_path(p), f"at most {MAX_TEST_RUNS} test runs in all (variants times the product of each entry's value lists)", f"{runs} with this entry", "test fewer sizes"
            )
        every_run += _check_test_entry(spec, doc, family, p, case, names)
    for i, shape in enumerate(spec.bench["shapes"]):
        _check_bench_shape(spec, doc, family, i, shape, names)
    _check_peers_run(spec, doc)
    return every_run


def _check_test_entry(spec: Spec, doc, family, p: tuple, case: dict, names: list) -> list:
    """The test entry at p names variants and dims the spec has, with values in range, and each
    of its runs is a call the op takes; returns (variant name, dims) of its runs."""
    for k, vals in case.items():
        if k != "variants" and isinstance(vals, list):
            check_distinct(doc, p + (k,), vals)
    if case["variants"] != "all":
        for j, n in enumerate(case["variants"]):
            if n not in names:
                raise SpecError(doc.loc(p + ("variants", j)), field_path(p + ("variants", j)), "a variant name", repr(n), nearest(n, names))
            if n in case["variants"][:j]:
                raise SpecError(doc.loc(p + ("variants", j)), field_path(p + ("variants", j)), "distinct variant names", f"'{n}' again (first at variants[{case['variants'].index(n)}])")
    for k, vals in case.items():
        if k == "variants":
            continue
        if k not in spec.dims:
            raise SpecError(doc.loc(p + (k,), key=True), field_path(p + (k,)), f"a dim name ({', '.join(spec.dims)})", f"'{k}'", nearest(k, spec.dims))
        _check_dim_values(spec, doc, p + (k,), spec.dims[k], vals if isinstance(vals, list) else [vals])
    _check_every_dim(spec, doc, p, case)
    runs = list(case_runs(spec, case))
    if not runs:
        raise SpecError(doc.loc(p), field_path(p), "at least one run that meets the constraints", "none", "check the dims against the constraints")
    _check_every_value_runs(spec, doc, p, case, runs)
    for name, dims in runs:
        _check_index_bounds(spec, doc, p, spec.variant(name), dims)
        _check_call(spec, doc, family, p, case, spec.variant(name), dims)
    return runs


def _check_bench_shape(spec: Spec, doc, family, i: int, shape: dict, names: list) -> None:
    """bench.shapes[i] is new, names a variant and a value in range for every dim, meets the
    constraints, and is a call the op takes."""
    p = ("bench", "shapes", i)
    if shape in spec.bench["shapes"][:i]:
        raise SpecError(doc.loc(p), field_path(p), "distinct bench shapes", f"{flow(shape)} again (first at bench.shapes[{spec.bench['shapes'].index(shape)}])")
    if shape["variant"] not in names:
        raise SpecError(doc.loc(p + ("variant",)), field_path(p + ("variant",)), "a variant name", repr(shape["variant"]), nearest(shape["variant"], names))
    for k, val in shape.items():
        if k == "variant":
            continue
        if k not in spec.dims:
            raise SpecError(doc.loc(p + (k,), key=True), field_path(p + (k,)), f"a dim name ({', '.join(spec.dims)})", f"'{k}'", nearest(k, spec.dims))
        _check_dim_values(spec, doc, p + (k,), spec.dims[k], [val])
    _check_every_dim(spec, doc, p, shape)
    env = spec.env(spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})
    broken = next((i for i, c in enumerate(spec.constraints) if not c.evaluate(env)), None)
    if broken is not None:
        raise SpecError(doc.loc(p), field_path(p), "a shape meeting the constraints", flow(shape), f"it breaks constraints[{broken}]: {spec.constraints[broken].text}")
    _check_index_bounds(spec, doc, p, spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})
    _check_call(spec, doc, family, p, shape, spec.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"})


def _check_peers_run(spec: Spec, doc) -> None:
    """A peer call's `when` picks the bench shapes it runs at: one that holds at none of them
    would leave the peer listed but never measured or compared."""
    envs = [spec.env(variant, dims) for variant, dims in spec.bench_cases()]
    for peer in CALL_PEERS:
        call = spec.bench.get(peer)
        if call is not None and not any(call["when"].evaluate(env) for env in envs):
            p = ("bench", peer, "when")  # at bench.<peer> where the when is left out (always true)
            raise SpecError(
                doc.loc(p),
                field_path(p),
                f"a condition that holds at some bench shape (else {peer} never runs)",
                f"{call['when'].text!r}, false at all {len(envs)} of bench.shapes",
                "fix the condition, or add a bench shape it admits",
            )


def _check_call(spec, doc, family, path, entry: dict, variant, dims: dict) -> None:
    """A test run or bench shape (of the entry at path) is a call the GPU holds and the op
    takes: its tensors fit the bound for its kind (TEST_CASE_BYTES, BENCH_CASE_BYTES), and the
    family's op refuses none of its arguments (family.case_problem, where the family has one:
    the op's own rules beyond the spec's constraints, such as quant's row stride alignment)."""
    sizes = ", ".join(f"{k}={v}" for k, v in dims.items())
    bench = path[0] == "bench"
    bound, bound_name = (BENCH_CASE_BYTES, "BENCH_CASE_BYTES") if bench else (TEST_CASE_BYTES, "TEST_CASE_BYTES")
    size = spec.storage_bytes(variant, dims)
    if size > bound:
        raise SpecError(
            doc.loc(path),
            field_path(path),
            f"{'a bench shape' if bench else 'a test run'} whose tensors take at most {bound // 2**30} GiB (kgen.spec.{bound_name}: inputs, outputs and a strided input's whole storage)",
            f"{size / 2**30:.1f} GiB for variant {variant.name} at {sizes}",
            "use smaller sizes",
        )
    case_problem = getattr(family, "case_problem", None)  # none: the op has no rule beyond the spec's
    problem = case_problem(spec, variant, dims) if case_problem else None
    if problem:
        dim, expected, found = problem
        written = entry.get(dim)  # the dim's value where the entry writes it, else the entry (a default)
        at = path + ((dim,) + ((written.index(dims[dim]),) if isinstance(written, list) else ()) if dim in entry else ())
        raise SpecError(doc.loc(at), field_path(at), expected, f"{found} for variant {variant.name} at {sizes}", "drop that size, or add the rule to the constraints")


def _check_every_dim(spec, doc, path, given: dict) -> None:
    """A test case or bench shape at path names a value for each dim without a default."""
    missing = [d.name for d in spec.dims.values() if d.default is None and d.name not in given]
    if missing:
        raise SpecError(doc.loc(path), field_path(path), f"a value for every dim without a default ({', '.join(missing)})", "none", f"add {missing[0]}")


def case_runs(spec, case):
    """(variant name, dims) of each run of a test entry that meets the constraints."""
    names = [v.name for v in spec.variants] if case["variants"] == "all" else case["variants"]
    axes = {k: (v if isinstance(v, list) else [v]) for k, v in case.items() if k != "variants"}
    for name in names:
        for combo in itertools.product(*axes.values()):
            dims = dict(zip(axes, combo))
            if spec.satisfies(spec.variant(name), dims):
                yield name, dims


def check_every_kernel_tested(spec, doc, runs: list) -> None:
    """Every specialization the module builds (a variant at one combination of the static
    dims that meets the constraints) is run by some test entry: a kernel compiled but never
    compared with the reference would ship untested."""
    statics = [d.name for d in spec.static_dims()]
    tested = {(name, tuple(dims[k] for k in statics)) for name, dims in runs}
    for built in spec.specializations():
        if (built.variant.name, tuple(built.statics[k] for k in statics)) not in tested:
            i = spec.variants.index(built.variant)
            at = ", ".join(f"{k}={x}" for k, x in built.statics.items())
            raise SpecError(
                doc.loc(("variants", i)),
                field_path(("variants", i)),
                "a variant whose every built specialization some test entry runs",
                f"'{built.variant.name}'{' at ' + at if at else ''}, which none does",
                "add a test entry for it",
            )


def _check_every_value_runs(spec, doc, path, case, runs) -> None:
    """Each variant a test entry names and each value it lists is in at least one of its runs:
    the constraints would otherwise drop it without a word, and it would never be tested."""
    if case["variants"] != "all":
        ran = {name for name, _ in runs}
        for j, name in enumerate(case["variants"]):
            if name not in ran:
                raise SpecError(
                    doc.loc(path + ("variants", j)),
                    field_path(path + ("variants", j)),
                    "a variant that runs at some of the entry's sizes (the constraints hold)",
                    f"'{name}', which none of them admits",
                    "drop it from this entry, or add sizes it takes",
                )
    for k, vals in case.items():
        if k == "variants" or not isinstance(vals, list):
            continue
        ran = {dims[k] for _, dims in runs}
        for j, v in enumerate(vals):
            if v not in ran:
                raise SpecError(
                    doc.loc(path + (k, j)),
                    field_path(path + (k, j)),
                    f"a value of {k} that runs with some of the entry's variants and sizes (the constraints hold)",
                    f"{v}, which meets them with none",
                    "drop it, or fix the entry",
                )


def _check_index_bounds(spec, doc, path, variant, dims) -> None:
    """An indices init draws from [0, high), and -1 for what it skips (every index where high
    is 0): at each test run and bench shape high lies in [0, the dtype's largest + 1], and -1
    needs a signed dtype."""
    env = spec.env(variant, dims)
    for t in spec.inputs.values():
        if not (isinstance(t.init, dict) and "indices" in t.init) or t.unless is not None and variant.params[t.unless]:
            continue
        high = t.init["indices"]["high"]
        value = high.evaluate(env)
        low_limit, high_limit, _ = DTYPE_RANGES[spec.dtype(t, variant)]
        sizes = ", ".join(f"{k}={v}" for k, v in dims.items())
        where = f"at {field_path(path)} (variant {variant.name}, {sizes})"
        if not 0 <= value <= high_limit + 1:
            at = ("inputs", t.name, "init", "indices", "high")
            raise SpecError(
                doc.loc(at),
                field_path(at),
                f"a bound from 0 to {high_limit + 1} at every test run and bench shape (indices are drawn from [0, high) into {spec.dtype(t, variant)})",
                f"{high.text!r} = {value} {where}",
            )
        skips = value == 0 or t.init["indices"]["skip"] > 0 or t.init["indices"].get("skip_rows", 0.0) > 0
        if skips and low_limit == 0:
            at = ("inputs", t.name, "dtype")
            raise SpecError(doc.loc(at), field_path(at), "a signed integer dtype for an indices init that skips (it writes -1)", f"{spec.dtype(t, variant)} {where}", "use int16, int32 or int64")


def _check_dim_values(spec, doc, path, dim: Dim, values) -> None:
    for j, v in enumerate(values):
        where = path + ((j,) if len(values) > 1 or isinstance(value_at(doc, path), list) else ())
        if dim.runtime and not dim.min <= v <= dim.max:
            raise SpecError(doc.loc(where), field_path(where), f"a value of {dim.name} in [{dim.min}, {dim.max}]", str(v))
        if not dim.runtime and dim.default is None and v not in dim.values:
            raise SpecError(doc.loc(where), field_path(where), f"one of {dim.name}'s values {flow(dim.values)}", str(v), "add it to the dim's values")
        if dim.default is not None and not 1 <= v <= INT32_MAX:  # a size kernels take as a 32-bit integer
            raise SpecError(doc.loc(where), field_path(where), f"a value of {dim.name} in [1, {INT32_MAX}]", str(v))
