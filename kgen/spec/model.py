"""The spec model: a spec's dims, tensors, variants and the specializations (kernels) they
make, and the questions later stages ask of it (test cases, bench shapes, feasible shapes,
bucket reach). Built by kgen.spec.build from a document kgen.spec.load has checked."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, field

from .. import yamlpos
from ..errors import SpecError
from ..expr import Expr
from ..runtime.target import INT32_MAX
from ..schema import DTYPE_BYTES
from ..verify.solver import decided, spec_solver
from ..yamlpos import field_path


@dataclass(frozen=True)
class Dim:
    name: str
    kind: str  # "runtime" or "static"
    min: int = 0
    max: int = INT32_MAX
    values: tuple = ()
    default: Expr | None = None
    doc: str = ""

    @property
    def runtime(self) -> bool:
        return self.kind == "runtime"


@dataclass(frozen=True)
class Tensor:
    name: str
    shape: tuple  # of Expr
    strides: tuple | None
    dtype: str  # may hold "{param}" placeholders
    unless: str | None
    init: object = "activations"  # how tests fill an input (schema: _init)
    tolerance: object = "exact"  # how an output is compared with the reference (schema: _tolerance)


@dataclass(frozen=True)
class Variant:
    name: str
    params: dict


@dataclass(frozen=True)
class Specialization:
    """One compiled kernel: a variant with every static dim bound."""

    variant: Variant
    statics: dict

    @property
    def key(self) -> str:
        return self.variant.name + "".join(f"_{k}{v}" for k, v in self.statics.items())


@dataclass
class Spec:
    path: str
    source: yamlpos.PositionedDoc
    sha256: str
    op: str
    doc: str
    template: str
    dims: dict
    params: dict
    constraints: list
    variants: list
    inputs: dict
    outputs: dict
    tiling: dict
    tiling_search: dict
    tail: dict
    buckets: list  # [(name, when Expr or None, knob overrides)]; empty: one tiling for all sizes
    reference: str
    tests: list
    bench: dict
    # Params with any_dtype_of_width: a tensor of dtype "{param}" takes any dtype of the
    # value's element width (the kernel moves it as that integer).
    width_params: frozenset = frozenset()
    # Params whose spec says `keyword: true`: a keyword argument of the op even where they are
    # an input's whole dtype (which the op otherwise reads off that input).
    keyword_params: frozenset = frozenset()
    # The `compute` section as written (a composable family's kernel; empty for the others).
    compute: dict = field(default_factory=dict)
    _feasible: dict = field(default_factory=dict, repr=False)
    # {((static dim, value), ...) of the dims a bucket's `when` reads: names of the buckets some
    # call takes there}, filled by the loader's reachability check.
    bucket_reach: dict = field(default_factory=dict, repr=False)

    def variant(self, name: str) -> Variant:
        return next(v for v in self.variants if v.name == name)

    def bucket_statics(self, bucket: str | None) -> list[dict]:
        """The static dims of each specialization where some call takes bucket (every
        specialization for None or where reach is unknown): where its kernels are built."""
        sps = [sp.statics for sp in self.specializations()]
        if bucket is None:
            return sps
        return [st for st in sps if bucket in (self.reachable_buckets(st) or {bucket})]

    def reachable_buckets(self, statics: dict) -> frozenset | None:
        """The buckets some call takes at a specialization's static dims (any size of the bucket
        dim in its range, any GPU); None for a spec without buckets."""
        if not self.buckets or not self.bucket_reach:  # not loaded through load_spec: keep every bucket
            return None
        dims = [n for n, _ in next(iter(self.bucket_reach))]  # every key names the same dims, in order
        return self.bucket_reach[tuple((n, statics[n]) for n in dims)]

    def env(self, variant: Variant, dims: dict) -> dict:
        env = dict(variant.params)
        env.update(dims)
        for d in self.dims.values():
            if d.default is not None and d.name not in env:
                env[d.name] = d.default.evaluate(env)
        return env

    def dtype(self, tensor: Tensor, variant: Variant) -> str:
        return tensor.dtype.format(**variant.params)

    def tensors(self, variant: Variant) -> dict:
        """Inputs and outputs that exist in this variant (outputs with `unless` may vanish)."""
        out = {}
        for t in list(self.inputs.values()) + list(self.outputs.values()):
            if t.unless is None or not variant.params[t.unless]:
                out[t.name] = t
        return out

    def satisfies(self, variant: Variant, dims: dict) -> bool:
        env = self.env(variant, dims)
        return all(bool(c.evaluate(env)) for c in self.constraints)

    def knob_settings(self, knob: str) -> list:
        """[(path, value)] for every place the spec sets a tiling knob: tiling.default, each
        bucket that overrides it, each value of its search list."""
        out = [(("tiling", "default", knob), self.tiling[knob])] if knob in self.tiling else []
        out += [(("tiling", "buckets", i, knob), over[knob]) for i, (_, _, over) in enumerate(self.buckets) if knob in over]
        return out + [(("tiling", "search", knob, j), v) for j, v in enumerate(self.tiling_search.get(knob, []))]

    def check_knob_values(self, knob: str, ok, want: str) -> None:
        """A template's rule for one knob's values: the first setting that ok refuses is a spec
        error at its own place (default, bucket or search entry)."""
        for path, value in self.knob_settings(knob):
            if not ok(value):
                raise SpecError(self.source.loc(path), field_path(path), want, str(value))

    def tail_dim(self) -> tuple:
        """(runtime dim, policy) for the runtime dim whose tail policy is not `guard` (a family
        offers a guard-free kernel for one dim at most), else the first runtime dim with a
        policy; (None, "guard") when none has one (every kernel then keeps its guards)."""
        declared = [d.name for d in self.dims.values() if d.runtime and d.name in self.tail]
        for name in declared:
            if self.tail[name] != "guard":
                return name, self.tail[name]
        return (declared[0], "guard") if declared else (None, "guard")

    def static_dims(self) -> list:
        return [d for d in self.dims.values() if not d.runtime and d.default is None]

    def specializations(self) -> list:
        out = []
        statics = self.static_dims()
        for v in self.variants:
            for combo in itertools.product(*[d.values for d in statics]):
                binding = dict(zip([d.name for d in statics], combo))
                if self.feasible_with_runtime(v, binding):
                    out.append(Specialization(v, binding))
        return out

    def feasible_with_runtime(self, variant: Variant, statics: dict) -> bool:
        """Whether some runtime-dim values in range meet every constraint (Z3 decides)."""
        key = (variant.name, tuple(sorted(statics.items())))
        if key not in self._feasible:
            import z3

            solver = spec_solver()
            env = self.z3_env(variant, statics, solver)
            for c in self.constraints:
                solver.add(c.to_z3(env))
            self._feasible[key] = decided(solver, self.source.loc(("constraints",)), "constraints", f"variant {variant.name} at {statics}") == z3.sat
        return self._feasible[key]

    def z3_env(self, variant: Variant, statics: dict, solver) -> dict:
        """Params and static dims as given, runtime dims as Z3 ints that solver keeps in range, defaulted
        dims as their default's term unless given."""
        import z3

        env = dict(variant.params)
        env.update(statics)
        for d in self.dims.values():
            if d.runtime:
                env[d.name] = z3.Int(d.name, solver.ctx)
                solver.add(env[d.name] >= d.min, env[d.name] <= d.max)
        for d in self.dims.values():
            if d.default is not None and d.name not in statics:  # a defaulted dim given a value (kgen lower --dim ld=512) keeps it
                env[d.name] = d.default.to_z3(env)
        return env

    def bench_cases(self) -> list:
        """(variant, dims) of each bench shape."""
        return [(self.variant(shape["variant"]), {k: v for k, v in shape.items() if k != "variant"}) for shape in self.bench["shapes"]]

    def storage_bytes(self, variant: Variant, dims: dict) -> int:
        """The bytes of the tensors of one call of variant at dims: each input's and output's
        elements (a strided one's whole storage, rows times its row stride, as the tests
        allocate it) times its dtype's size."""
        env = self.env(variant, dims)
        total = 0
        for t in self.tensors(variant).values():
            shape = [e.evaluate(env) for e in t.shape]
            elements = shape[0] * t.strides[0].evaluate(env) if t.strides else math.prod(shape)
            total += elements * DTYPE_BYTES[self.dtype(t, variant)]
        return total

    def test_cases(self) -> list:
        """(variant, dims) pairs the spec asks to test, constraints applied."""
        cases = []
        for case in self.tests:
            names = [v.name for v in self.variants] if case["variants"] == "all" else case["variants"]
            axes = {k: (v if isinstance(v, list) else [v]) for k, v in case.items() if k != "variants"}
            for name in names:
                variant = self.variant(name)
                for combo in itertools.product(*axes.values()):
                    dims = dict(zip(axes.keys(), combo))
                    if self.satisfies(variant, dims):
                        cases.append((variant, dims))
        return cases
