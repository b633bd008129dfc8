"""Per-token small-matrix Sinkhorn family (mHC): TileKernels' sinkhorn and V4's hc_split_sinkhorn.

Every token owns an hc x hc fp32 matrix, split by rows over `lanes` neighbouring threads
that keep it in registers for all `iters` normalization rounds (column sums cross lanes by
warp shuffles), so the kernel reads each input once and writes each output once. A CTA runs
`block_n` tokens, `threads // lanes` at a time; consecutive threads take consecutive rows of
consecutive tokens (a warp's loads cover one contiguous span). Token-count buckets may give
small and large n different tilings: more lanes shorten each thread's chain of rounds (on
the H100, 2 lanes are best for sinkhorn at n = 16384), one lane needs the fewest
instructions (best at n = 262144).

Two op forms, told apart by the spec's inputs:
- `sinkhorn`: x [n, hc, hc] -> out [n, hc, hc].
- `hc_split_sinkhorn`: mixes [n, (2+hc)*hc], hc_scale [3], hc_base [(2+hc)*hc] ->
  pre [n, hc], post [n, hc], comb [n, hc, hc]; needs the param post_mult.
"""

from __future__ import annotations

import math
import struct

from ...errors import SpecError
from ...yamlpos import field_path, flow
from ..family import Family
from ..rules import is_integer

# name -> (input names, output names) in signature order
FORMS = {
    "sinkhorn": (("x",), ("out",)),
    "split": (("mixes", "hc_scale", "hc_base"), ("pre", "post", "comb")),
}


# Sinkhorn rounds a spec may ask for: V4 and TileKernels run 20; each round is a pass over a
# thread's matrix, so a count in the millions is a kernel that never seems to end.
MAX_ITERS = 10_000


def fp32(value: float) -> float:
    """The float32 rounding of value, as an exact Python float (the constant the kernel uses)."""
    return struct.unpack("<f", struct.pack("<f", value))[0]


def expected_shapes(form: str, n: int, hc: int) -> dict:
    mix = (2 + hc) * hc
    if form == "sinkhorn":
        return {"x": [n, hc, hc], "out": [n, hc, hc]}
    return {"mixes": [n, mix], "hc_scale": [3], "hc_base": [mix], "pre": [n, hc], "post": [n, hc], "comb": [n, hc, hc]}


class MhcFamily(Family):
    name = "mhc"
    kernel_template = "mhc.py.j2"
    params = ("hc", "iters", "eps")
    dims = ("n",)
    runtime_dims = {"n": "n is the token count, which each call brings and the kernel takes as T.dynamic"}
    static_dims = {}
    derived_dims = {}
    tensors = ()  # the form decides: see FORMS and validate()
    tiling = ("block_n", "threads", "lanes", "factored")
    flags = ("factored",)  # knobs that are true or false
    tail_tiles = {"n": "block_n"}
    strided_tensors = frozenset()
    optional_tensors = frozenset()
    static_tails = frozenset()
    bucket_dim = ("n", "the token count")
    bucket_inputs = ()

    def form(self, spec) -> str:
        for form, (inputs, outputs) in FORMS.items():
            if tuple(spec.inputs) == inputs and tuple(spec.outputs) == outputs:
                return form
        wanted = " or ".join(f"inputs {', '.join(i)} with outputs {', '.join(o)}" for i, o in FORMS.values())
        found = f"inputs {', '.join(spec.inputs)} with outputs {', '.join(spec.outputs)}"
        # Point at the first tensor that no form names; else (a form's tensors, in the wrong
        # order or incomplete) at the inputs.
        known = {name for i, o in FORMS.values() for name in i + o}
        stray = next(((group, name) for group in ("inputs", "outputs") for name in getattr(spec, group) if name not in known), None)
        where = stray or ("inputs",)
        raise SpecError(spec.source.loc(where, key=True), field_path(where), f"{wanted} (template mhc)", found)

    def validate_params(self, spec) -> None:
        """Each param value the family reads is one it takes."""
        loc = spec.source.loc
        form = self.form(spec)
        for j, v in enumerate(spec.params["hc"]):
            if not is_integer(v) or not 2 <= v <= 8:
                raise SpecError(loc(("params", "hc", "values", j)), f"params.hc.values[{j}]", "an integer in [2, 8] (template mhc: a token's hc x hc matrix lives in one thread's registers)", flow(v))
        for j, v in enumerate(spec.params["iters"]):
            if not is_integer(v) or not 1 <= v <= MAX_ITERS:
                raise SpecError(
                    loc(("params", "iters", "values", j)), f"params.iters.values[{j}]", f"an integer from 1 to {MAX_ITERS} (template mhc: normalization rounds, each thread runs them all)", flow(v)
                )
        floats = ("eps", "post_mult") if form == "split" else ("eps",)
        for name in floats:
            if name not in spec.params:
                raise SpecError(loc(("params",)), f"params.{name}", f"a '{name}' param (template mhc, {', '.join(FORMS[form][0])} form)", "none", f"add {name}: {{values: [...]}}")
            for v in spec.params[name]:
                if not isinstance(v, float) or not v >= 0 or math.isinf(v):
                    hint = "write it with a dot (1.0e-6): YAML 1.1 reads 1e-6 as a string" if isinstance(v, str) else ""
                    raise SpecError(loc(("params", name, "values")), f"params.{name}.values", "finite non-negative floats", repr(v), hint)

    def validate(self, spec) -> None:
        loc = spec.source.loc
        form = self.form(spec)
        for group in ("inputs", "outputs"):
            for name, t in getattr(spec, group).items():
                for v in spec.variants:
                    if spec.dtype(t, v) != "fp32":
                        raise SpecError(loc((group, name, "dtype")), f"{group}.{name}.dtype", "fp32 (template mhc)", spec.dtype(t, v))
                    if t.strides is not None:
                        raise SpecError(loc((group, name, "strides")), f"{group}.{name}.strides", "none: template mhc takes dense tensors", flow([e.text for e in t.strides]))
                    # Evaluated at two token counts, so the leading dim must be n itself.
                    for n in (7, 11):
                        env = spec.env(v, {"n": n})
                        got = [int(e.evaluate(env)) for e in t.shape]
                        want = expected_shapes(form, n, v.params["hc"])[name]
                        if got != want:
                            shown = [("n" if w == n and i == 0 and len(want) > 1 else str(w)) for i, w in enumerate(want)]
                            raise SpecError(loc((group, name, "shape")), f"{group}.{name}.shape", f"{flow(shown)} (template mhc, variant {v.name})", flow([e.text for e in t.shape]))

    def knob_rules(self, spec) -> dict:
        """{knob: (ok, expected)}: the rule each tiling knob's own value meets."""
        hcs = ", ".join(map(str, spec.params["hc"]))
        return {
            "lanes": (lambda v: v in (1, 2, 4, 8) and not any(hc % v for hc in spec.params["hc"]), f"1, 2, 4 or 8 dividing hc ({hcs}): a lane holds hc // lanes whole rows"),
        }

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """(knob, expected, found) where tiling t breaks a rule tying knobs together, else None."""
        per_pass = t["threads"] // t["lanes"]
        if t["block_n"] % per_pass:
            return "block_n", f"a multiple of threads // lanes ({per_pass}): the tokens a CTA's threads take at once", str(t["block_n"])
        return None

    def context(self, spec) -> dict:
        form = self.form(spec)
        variants = []
        for v in spec.variants:
            p = v.params
            hc = p["hc"]
            mix = (2 + hc) * hc
            variants.append(
                {
                    "name": v.name,
                    "params": p,
                    "hc": hc,
                    "iters": p["iters"],
                    "eps": fp32(p["eps"]),
                    "post_mult": fp32(p["post_mult"]) if form == "split" else None,
                    "mix": mix,
                    # widest vector (elements) that divides every row: 16-byte loads where rows allow
                    "row_vec": math.gcd(mix, 4),
                    "hc_vec": math.gcd(hc, 4),
                }
            )
        if len({v["hc"] for v in variants}) > 1:
            raise SpecError(spec.source.loc(("params", "hc")), "params.hc", "one hc per spec (the op checks one matrix size)", flow(spec.params["hc"]))
        inputs, outputs = FORMS[form]
        return {"variants": variants, "form": form, "tail_n": spec.tail["n"], "input_names": inputs, "output_names": outputs, "hc": variants[0]["hc"]}
