"""Top-k expert selection family: TileKernels' topk_gate and DeepSeek-V4's routing gate.

One CTA selects for block_m rows of a row-major (M, N) score matrix: the tile is copied to
shared memory, each warp takes block_m / warps rows in turn, each lane holds N / 32 of a
row's values in registers (column lane + 32 j, so the shared reads are conflict-free), and
k rounds of a warp-wide argmax pick the winners in descending order, ties to the smaller
index. The selected indices (and V4's weights) go back through shared memory with T.copy,
so every global access is a tile copy that the bounds pass can prove or guard.

Selection values are compared as order-preserving int32 keys (the fp32 bits with the
magnitude bits flipped for negatives, -0.0 folded onto +0.0): one `redux.sync` max finds
the largest value, a second `redux.sync` min the smallest index holding it.

The `shortlist` knob cuts the per-pick work of a lane from all of its N / 32 values to one:
the k-th largest distinct lane maximum bounds the k-th largest value from below (at least k
values reach it), so the k picks are among the values at or above it. When at most 32 are,
one ballot a register places them in shared memory, a lane each, and each pick is two
`redux.sync` and a compare; a row with more (many ties) picks from all of its values.

score_func `none`: select on the raw scores (TileKernels). `sqrtsoftplus` (V4): s =
sqrt(softplus(x)) with torch's softplus (x if x > 20 else log1p(exp(x)), precise libm),
select on fp32(s + bias), weights = s[selected] / sum * route_scale.

A family of kernel bodies only: kgen renders its op layer. The indices-only variants take no
bias and return no weights (`unless: indices_only`), so the op infers indices_only from
whether bias is given, and traces those with weights as torch.ops.kgen.<op>_weighted.
"""

from __future__ import annotations

from ...errors import SpecError
from ...runtime.target import SHARED_BYTES
from ...yamlpos import flow
from ..family import Family
from ..rules import is_finite_number, is_integer, is_power_of_two, listed

WARP = 32
SCORE_FUNCS = ("none", "sqrtsoftplus")


class TopkFamily(Family):
    name = "topk"
    kernel_template = "topk.py.j2"
    torch_ops = {"weighted": ("indices_only", False)}
    params = ("k", "score_func", "indices_only", "route_scale")
    dims = ("M", "N")
    runtime_dims = {"M": "M is the token count, which each call brings and the kernel takes as T.dynamic"}
    static_dims = {"N": "N shapes the kernel: each lane holds N / 32 of a row in registers, one kernel per value"}
    derived_dims = {}
    tensors = ("scores",)
    tiling = ("block_m", "threads", "shortlist")
    flags = ("shortlist",)  # knobs that are true or false
    tail_tiles = {"M": "block_m"}
    strided_tensors = frozenset()
    optional_tensors = frozenset({"bias", "weights"})  # with indices_only
    static_tails = frozenset()
    bucket_dim = None  # one tiling per variant

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        loc = spec.source.loc
        for v in spec.params["score_func"]:
            if v not in SCORE_FUNCS:
                raise SpecError(loc(("params", "score_func", "values")), "params.score_func.values", f"values among {', '.join(SCORE_FUNCS)} (template topk)", repr(v))
        for v in spec.params["k"]:
            if not is_integer(v) or not 1 <= v <= WARP:
                raise SpecError(loc(("params", "k", "values")), "params.k.values", f"integers in [1, {WARP}] (one lane writes each pick)", repr(v))
        for j, v in enumerate(spec.params["indices_only"]):
            if not listed(v, (False, True)):
                raise SpecError(loc(("params", "indices_only", "values", j)), f"params.indices_only.values[{j}]", "false or true (template topk: whether the op returns no weights)", flow(v))
        # The kernel multiplies the weights by it as an fp32 constant.
        for j, v in enumerate(spec.params["route_scale"]):
            if not is_finite_number(v):
                raise SpecError(loc(("params", "route_scale", "values", j)), f"params.route_scale.values[{j}]", "a finite number (template topk: the weights' scale)", flow(v))

    def validate(self, spec) -> None:
        loc = spec.source.loc
        for n in spec.dims["N"].values:
            if n % WARP or n < max(spec.params["k"]):
                raise SpecError(loc(("dims", "N", "values")), "dims.N.values", f"multiples of {WARP} (values per lane) of at least k", str(n))
        for variant in spec.variants:
            p = variant.params
            if p["indices_only"] != (p["score_func"] == "none"):
                raise SpecError(loc(("variants",)), f"variants ({variant.name}).indices_only", "true exactly when score_func is none (weights come from the scoring function)", repr(p["indices_only"]))
        shapes = {"scores": ["M", "N"], "bias": ["N"], "weights": ["M", "k"], "indices": ["M", "k"]}
        dtypes = {"scores": "fp32", "bias": "fp32", "weights": "fp32", "indices": "int64"}  # what the kernels read and write
        for group in ("inputs", "outputs"):
            for name, t in getattr(spec, group).items():
                if name not in shapes:
                    raise SpecError(loc((group, name), key=True), f"{group}.{name}", f"one of the tensors {', '.join(shapes)} (template topk)", repr(name))
                if [e.text for e in t.shape] != shapes[name]:
                    raise SpecError(loc((group, name, "shape")), f"{group}.{name}.shape", flow(shapes[name]), flow([e.text for e in t.shape]))
                if t.dtype != dtypes[name]:
                    raise SpecError(loc((group, name, "dtype")), f"{group}.{name}.dtype", f"{dtypes[name]} (template topk)", repr(t.dtype))
        # Variants with indices_only take no bias and return no weights: those tensors vanish there.
        if True in spec.params["indices_only"]:
            for group, name in (("inputs", "bias"), ("outputs", "weights")):
                t = getattr(spec, group).get(name)
                if t is not None and t.unless != "indices_only":
                    raise SpecError(
                        loc((group, name)),
                        f"{group}.{name}.unless",
                        f"indices_only (template topk: the indices-only variants have no {name})",
                        repr(t.unless) if t.unless else "none",
                        "add unless: indices_only",
                    )
        if "indices" not in spec.outputs:
            raise SpecError(loc(("outputs",)), "outputs.indices", "an indices output [M, k]", "none")

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets."""
        return {knob: (is_power_of_two, "a power of two") for knob in ("block_m", "threads")}

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        if t["threads"] % WARP or t["block_m"] % max(t["threads"] // WARP, 1):
            return "threads", "threads a multiple of 32 and block_m a multiple of threads / 32 (whole rows per warp)", f"block_m {t['block_m']}, threads {t['threads']}"
        # Shared memory: the fp32 score tile and a row of picks a lane; weighted, the bias and
        # a row of picked weights too; with a shortlist, 32 keys and columns (and scores) a warp.
        n = max(spec.dims["N"].values)
        weighted = not all(spec.params["indices_only"])
        need = 4 * t["block_m"] * n + 8 * t["block_m"] * WARP + (4 * n + 4 * t["block_m"] * WARP if weighted else 0)
        need += (12 if weighted else 8) * t["threads"] if t["shortlist"] else 0
        if need > SHARED_BYTES:
            return "block_m", f"a tile that fits in {SHARED_BYTES // 1024} KiB of shared memory at the largest N ({n}: {need} bytes)", str(t["block_m"])
        return None

    def context(self, spec) -> dict:
        return {"variants": [{"name": v.name, "params": v.params, "weighted": not v.params["indices_only"]} for v in spec.variants]}
