"""Building the spec model from a document the schema accepted: each section is read into
model parts (dims, params, variants, tensors, tiling, bench, buckets) in the order a reader
meets them, with the checks that reading needs (a name the template family needs, a value
in range, an expression well typed). What the built model must mean as a whole is judged
after, by kgen.spec.meaning."""

from __future__ import annotations

import difflib
import keyword
import math
import string
import unicodedata

from ..errors import SpecError
from ..runtime.target import FP32_MAX, FP32_NORMAL_MIN, INT32_MAX
from ..schema import CALL_PEERS, DTYPES
from ..yamlpos import field_path, flow
from .expressions import typed_expr
from .inits import INDEX_DTYPES, check_init_numbers
from .model import Dim, Spec, Tensor, Variant
from .names import MAX_NAME_LENGTH, VISIBLE_CATEGORIES
from .references import check_peer_call
from .tilings import check_knob_kinds
from .values import check_distinct, nearest, value_at

# A static dim's values: production lists hold a handful (7 hidden sizes); Z3's budget for a
# spec's checks was spent at about 3000.
MAX_STATIC_VALUES = 256


def build_spec(doc, data: dict, sha: str) -> tuple[Spec, object, list]:
    """The Spec of a document the schema accepted, each section checked as it is read, in the
    order a reader meets them. Returns (spec, its template family, pending): the errors of
    comparisons with a value a param never takes, which check_meaning raises once the family
    has judged the param values."""
    from ..families.rules import check_dim_kinds  # the families bring jinja2: loaded where a spec is built

    family = check_template_contract(doc, data)
    dims = read_dims(doc, data)
    check_dim_kinds(family, doc, data["dims"])  # before anything reads a dim as a kind its kernels cannot take it as
    params = read_params(doc, data)
    checked_values = (params, [])
    types = expression_types(doc, dims, params)
    dims.update(read_defaulted_dims(doc, data, dims, types, checked_values))
    variants = read_variants(doc, data, params)
    constraints = [typed_expr(doc, ("constraints", i), c, types, "bool", checked_values) for i, c in enumerate(data.get("constraints", []))]
    inputs, outputs = read_tensors(doc, data, family, params, types, variants, checked_values)
    tiling = data["tiling"]
    check_search(doc, tiling)
    check_distinct(doc, ("bench", "peers"), data["bench"]["peers"])
    check_doc_text(doc, data)
    check_tails(doc, tiling, dims, family)
    read_bench(doc, data, types, checked_values)
    buckets = read_buckets(doc, tiling, family, types, checked_values)
    spec = Spec(
        path=doc.file,
        source=doc,
        sha256=sha,
        op=data["op"],
        doc=data["doc"].strip(),
        template=data["template"],
        dims=dims,
        params=params,
        constraints=constraints,
        variants=variants,
        inputs=inputs,
        outputs=outputs,
        tiling=dict(tiling["default"]),
        tiling_search=dict(tiling.get("search", {})),
        tail=dict(tiling["tail"]),
        buckets=buckets,
        reference=data["reference"],
        tests=data["tests"],
        bench=data["bench"],
        width_params=frozenset(name for name, p in data["params"].items() if p.get("any_dtype_of_width")),
        keyword_params=frozenset(name for name, p in data["params"].items() if p.get("keyword")),
        compute=dict(data.get("compute", {})),
    )
    return spec, family, checked_values[1]


def check_template_contract(doc, data: dict):
    """The spec's template family, which it meets first: a name the family needs but the spec
    misspells is named as such."""
    from ..families import TEMPLATES

    if data["template"] not in TEMPLATES:
        raise SpecError(doc.loc(("template",)), "template", f"one of the template families {', '.join(sorted(TEMPLATES))}", repr(data["template"]), nearest(data["template"], TEMPLATES))
    family = TEMPLATES[data["template"]]
    for kind, section, want in (("param", ("params",), family.params), ("dim", ("dims",), family.dims), ("input", ("inputs",), family.tensors), ("tiling knob", ("tiling", "default"), family.tiling)):
        have = value_at(doc, section)
        for w in want:
            if w not in have:
                spare = [h for h in have if h not in want]
                near = [h for h in spare if h.lower() == w.lower()] or difflib.get_close_matches(w, spare, n=1, cutoff=0.5)
                where = section + (near[0] if near else w,)
                raise SpecError(
                    doc.loc(where if near else section, key=True),
                    field_path(where),
                    f"the {kind} '{w}' (template '{data['template']}' needs {', '.join(want)})",
                    f"'{near[0]}'" if near else (f"only {', '.join(have)}" if have else "none"),
                    f"did you mean '{w}'?" if near else f"add the {kind} '{w}'",
                )
    # The op takes its tensors in the family's order, and the tests and references take the
    # spec's: they must agree.
    order = [name for name in value_at(doc, ("inputs",)) if name in family.tensors]
    if family.tensors and order[: len(family.tensors)] != list(family.tensors):
        first = next(name for name, want in zip(order, family.tensors) if name != want)
        raise SpecError(doc.loc(("inputs", first), key=True), "inputs", f"{', '.join(family.tensors)} first, in this order (the op's arguments; template '{data['template']}')", ", ".join(order))
    # ... and a knob it does not know would reach the kernel's Config at the first call.
    for knob in value_at(doc, ("tiling", "default")):
        if knob not in family.tiling:
            where = ("tiling", "default", knob)
            raise SpecError(doc.loc(where, key=True), field_path(where), f"a tiling knob of template '{data['template']}' ({', '.join(family.tiling)})", f"'{knob}'", nearest(knob, family.tiling))
    check_knob_kinds(doc, data)
    if family.computes != ("compute" in data):
        raise SpecError(
            doc.loc(("compute",), key=True) if "compute" in data else doc.loc(("template",)),
            "compute",
            f"a compute section (template '{data['template']}' generates its kernel from it)"
            if family.computes
            else f"no compute section (template '{data['template']}' has its own kernels; the rowwise template computes)",
            "a compute section" if "compute" in data else "none",
        )
    return family


def read_dims(doc, data: dict) -> dict:
    """The runtime dims (a range) and static dims with values, by name; defaulted dims come later
    (read_defaulted_dims), once the expressions' names are known."""
    dims = {}
    for name, d in data["dims"].items():
        read = _runtime_dim if d["kind"] == "runtime" else _static_dim
        dims[name] = read(doc, ("dims", name), name, d)
    return dims


def _runtime_dim(doc, p: tuple, name: str, d: dict) -> Dim:
    """A runtime dim: a range of 32-bit sizes, min to max."""
    for bad in ("values", "default"):
        if bad in d:
            raise SpecError(doc.loc(p + (bad,), key=True), field_path(p + (bad,)), "min/max for a runtime dim", f"'{bad}'", "runtime dims take a range; make it kind: static to list values")
    lo, hi = d.get("min", 0), d.get("max", INT32_MAX)
    if lo > hi:
        raise SpecError(doc.loc(p + ("max",)), field_path(p + ("max",)), f"a maximum >= min ({lo})", str(hi), "an empty range admits no shape")
    if hi > INT32_MAX:
        raise SpecError(doc.loc(p + ("max",)), field_path(p + ("max",)), f"at most {INT32_MAX} (a kernel takes each runtime size as a 32-bit integer)", str(hi))
    return Dim(name, "runtime", lo, hi, doc=d.get("doc", ""))


def _static_dim(doc, p: tuple, name: str, d: dict) -> Dim:
    """A static dim: its values, distinct and few enough (a defaulted one's come later)."""
    for bad in ("min", "max"):
        if bad in d:
            raise SpecError(doc.loc(p + (bad,), key=True), field_path(p + (bad,)), "values or default for a static dim", f"'{bad}'", "static dims list their values; make it kind: runtime for a range")
    if ("values" in d) == ("default" in d):
        raise SpecError(doc.loc(p), field_path(p), "exactly one of 'values' or 'default'", "both" if "values" in d else "neither")
    values = tuple(d.get("values", ()))
    if len(values) > MAX_STATIC_VALUES:
        raise SpecError(
            doc.loc(p + ("values",)),
            field_path(p + ("values",)),
            f"at most {MAX_STATIC_VALUES} values (each is built into kernels of every variant, and each Z3 check of the spec weighs every one)",
            f"{len(values)} values",
            "list the sizes the op is built for",
        )
    for j, v in enumerate(values):
        if v in values[:j]:
            raise SpecError(doc.loc(p + ("values", j)), field_path(p + ("values", j)), "distinct values", f"{v} again (first at values[{values.index(v)}])")
    return Dim(name, "static", values=values, doc=d.get("doc", ""))


def read_params(doc, data: dict) -> dict:
    """Each param's values, by name: finite, within fp32 where a float, none twice."""
    params = {name: tuple(p["values"]) for name, p in data["params"].items()}
    for name, values in params.items():
        for j, v in enumerate(values):
            if isinstance(v, float) and not math.isfinite(v):  # nan equals nothing, and inf has no Python literal
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]", "a finite number", flow(v))
            if isinstance(v, float) and abs(v) > FP32_MAX:
                raise SpecError(
                    doc.loc(("params", name, "values", j)),
                    f"params.{name}.values[{j}]",
                    f"a float within fp32's range (magnitude at most {FP32_MAX:.8g}: kernels take float params as fp32 constants)",
                    flow(v),
                )
            if isinstance(v, float) and 0 < abs(v) < FP32_NORMAL_MIN:  # a kernel would compute with a subnormal, or with 0
                raise SpecError(
                    doc.loc(("params", name, "values", j)),
                    f"params.{name}.values[{j}]",
                    f"0 or a float of magnitude at least {FP32_NORMAL_MIN:.8g}, fp32's smallest normal (kernels take float params as fp32 constants: a smaller one is subnormal, or 0)",
                    flow(v),
                )
            # 1 and True compare equal but are different values of different types
            first = next(i for i, u in enumerate(values) if type(u) is type(v) and u == v)
            if first < j:
                raise SpecError(doc.loc(("params", name, "values", j)), f"params.{name}.values[{j}]", "distinct values", f"{flow(v)} again (first at values[{first}])")
    return params


def expression_types(doc, dims: dict, params: dict) -> dict:
    """What expressions may read: dims are ints, params have their values' type (one type a param)."""
    types = dict.fromkeys(dims, "int")  # what expressions may read: dims are ints, params have their values' type
    for name, values in params.items():
        kinds = {type(v).__name__ for v in values}
        if len(kinds) > 1:
            raise SpecError(
                doc.loc(("params", name, "values")), f"params.{name}.values", "values of one type (integers, floats, strings or booleans)", "[" + ", ".join(map(flow, values)) + "]"
            )  # '64' quoted beside 64
        types[name] = kinds.pop()
    return types


def read_defaulted_dims(doc, data: dict, dims: dict, types: dict, checked_values) -> dict:
    """The static dims that a default computes from params, dims without a default and the
    defaults declared above them, by name."""
    order = list(dims)
    defaulted = {}
    for name, d in data["dims"].items():
        if "default" in d:
            p = ("dims", name, "default")
            e = typed_expr(doc, p, d["default"], types, "int", checked_values)
            later = [n for n in e.names if "default" in data["dims"].get(n, {}) and order.index(n) >= order.index(name)]
            if later:  # defaults are computed in order, so a default may only use the ones above it
                raise SpecError(
                    doc.loc(p),
                    field_path(p),
                    f"params, dims without a default, or defaults declared above {name}",
                    f"'{later[0]}' in {d['default']!r}",
                    "a default cannot use its own dim" if later[0] == name else f"declare {name} after {later[0]}",
                )
            runtime = [n for n in e.names if data["dims"].get(n, {}).get("kind") == "runtime"]
            if runtime:  # a static dim is compiled into the kernel: it cannot follow a call's size
                raise SpecError(
                    doc.loc(p),
                    field_path(p),
                    f"an expression of params and static dims (a static {name} is compiled into the kernel)",
                    f"runtime dim '{runtime[0]}' in {d['default']!r}",
                    f"make {name} runtime, or drop {runtime[0]}",
                )
            defaulted[name] = Dim(name, "static", default=e, doc=d.get("doc", ""))
    return defaulted


def read_variants(doc, data: dict, params: dict) -> list:
    """The variants, each with a value for every param (its own, else the defaults'), named
    uniquely and told apart by their params."""
    defaults = data.get("defaults", {})
    for k, v in defaults.items():
        check_param_value(doc, ("defaults", k), k, v, params)
    variants, seen = [], {}
    for i, v in enumerate(data["variants"]):
        p = ("variants", i)
        if v["name"] in seen:
            raise SpecError(doc.loc(p + ("name",)), field_path(p + ("name",)), "a unique variant name", f"'{v['name']}' again (first at variants[{seen[v['name']]}])")
        if v["name"] == "all":
            raise SpecError(doc.loc(p + ("name",)), field_path(p + ("name",)), "a variant name other than 'all' (tests write variants: all for every variant)", "'all'", "rename it")
        if len(v["name"]) > MAX_NAME_LENGTH:
            raise SpecError(
                doc.loc(p + ("name",)),
                field_path(p + ("name",)),
                f"a name of at most {MAX_NAME_LENGTH} characters (it names kernels, files and Python functions)",
                f"{len(v['name'])} characters",
                "shorten it",
            )
        seen[v["name"]] = i
        values = dict(defaults)
        for k, val in v.items():
            if k != "name":
                check_param_value(doc, p + (k,), k, val, params)
                values[k] = val
        for k in params:
            if k not in values:
                raise SpecError(doc.loc(p), field_path(p + (k,)), f"a value for param '{k}'", "none", f"set it in the variant or under defaults: one of {flow(params[k])}")
        same = next((u for u in variants if u.params == {k: values[k] for k in params}), None)
        if same is not None:  # the op picks a variant by its params: this one could never run
            raise SpecError(
                doc.loc(p),
                field_path(p),
                "a variant whose params differ from every other variant's (the op picks one by its params)",
                f"'{v['name']}' with the params of '{same.name}' (variants[{seen[same.name]}])",
                "give it a param value of its own, or drop it",
            )
        variants.append(Variant(v["name"], {k: values[k] for k in params}))
    return variants


def read_tensors(doc, data: dict, family, params: dict, types: dict, variants: list, checked_values) -> tuple[dict, dict]:
    """(inputs, outputs): each tensor's shape, strides, dtype (each variant's a known one),
    `unless`, and how the tests fill or compare it."""
    tensors = {}
    flags = [k for k in params if types[k] == "bool"]
    for group in ("inputs", "outputs"):
        for name, t in data[group].items():
            p = (group, name)
            if name in tensors:
                raise SpecError(doc.loc(p, key=True), field_path(p), "tensor names distinct across inputs and outputs", f"'{name}' twice")
            shape = tuple(typed_expr(doc, p + ("shape", i), s, types, "int", checked_values) for i, s in enumerate(t["shape"]))
            strides = None
            if "strides" in t:
                if len(t["strides"]) != len(shape):
                    raise SpecError(doc.loc(p + ("strides",)), field_path(p + ("strides",)), f"{len(shape)} strides (one per shape entry)", str(len(t["strides"])))
                strides = tuple(typed_expr(doc, p + ("strides", i), s, types, "int", checked_values) for i, s in enumerate(t["strides"]))
            _check_unless(doc, p, t, family, flags)
            _check_dtype(doc, p, t["dtype"], params, variants)
            init, tolerance = _read_fill(doc, p, t, types, variants, checked_values)
            tensors[name] = Tensor(name, shape, strides, t["dtype"], t.get("unless"), init, tolerance)
    inputs = {k: tensors[k] for k in data["inputs"]}
    outputs = {k: tensors[k] for k in data["outputs"]}
    return inputs, outputs


def _check_unless(doc, p: tuple, t: dict, family, flags: list) -> None:
    """A tensor's `unless` names a boolean param, on a tensor the family lets a variant lack."""
    group, name = p
    if t.get("unless") is not None and t["unless"] not in flags:
        raise SpecError(doc.loc(p + ("unless",)), field_path(p + ("unless",)), "the name of a boolean param", repr(t["unless"]), nearest(t["unless"], flags))
    if t.get("unless") is not None and not family.computes and name not in family.optional_tensors:
        optional = ", ".join(sorted(family.optional_tensors)) or "none"
        raise SpecError(
            doc.loc(p + ("unless",), key=True),
            field_path(p + ("unless",)),
            f"no unless (template {family.name}: every kernel {'reads' if group == 'inputs' else 'writes'} {name}; tensors a variant may lack: {optional})",
            repr(t["unless"]),
            "remove it",
        )


def _check_dtype(doc, p: tuple, dtype: str, params: dict, variants: list) -> None:
    """A dtype, or {param} placeholders that every variant's params fill with one."""
    try:
        fields = [(f, fmt, conv) for _, f, fmt, conv in string.Formatter().parse(dtype) if f is not None]
    except ValueError as e:  # "{block", "}"
        raise SpecError(doc.loc(p + ("dtype",)), field_path(p + ("dtype",)), "a dtype or a {param} placeholder", repr(dtype), str(e)) from None
    for f, fmt, conv in fields:
        if f and (not f.isidentifier() or fmt or conv):  # "{block.real}", "{x[0]}", "{x!r}": not a param's value as written
            raise SpecError(doc.loc(p + ("dtype",)), field_path(p + ("dtype",)), "a dtype or a {param} placeholder (a param's name alone in braces)", repr(dtype))
    for v in variants:
        try:
            dt = dtype.format(**v.params)
        except KeyError as e:
            raise SpecError(doc.loc(p + ("dtype",)), field_path(p + ("dtype",)), "a dtype or a {param} placeholder", repr(dtype), f"unknown param {e}; " + nearest(str(e).strip("'"), params)) from None
        except (IndexError, ValueError, AttributeError, TypeError) as e:  # "{}", "{block", "{block.x}", "{block[0]}"
            raise SpecError(doc.loc(p + ("dtype",)), field_path(p + ("dtype",)), "a dtype or a {param} placeholder", repr(dtype), str(e)) from None
        if dt not in DTYPES:
            raise SpecError(doc.loc(p + ("dtype",)), field_path(p + ("dtype",)), f"one of {', '.join(DTYPES)}", f"{dt!r} (variant {v.name})", nearest(dt, DTYPES))


def _read_fill(doc, p: tuple, t: dict, types: dict, variants: list, checked_values) -> tuple:
    """(init, tolerance): how the tests fill an input (an indices bound parsed) and compare an output."""
    group, name = p
    # Inputs are drawn (init), outputs compared (tolerance): either key on the other side
    # would be ignored without a word.
    for key, side in (("tolerance", "inputs"), ("init", "outputs")):
        if group == side and key in t:
            raise SpecError(
                doc.loc(p + (key,), key=True),
                field_path(p + (key,)),
                f"no {key} on {side[:-1]} '{name}' ({'outputs are compared with the reference' if key == 'tolerance' else 'the op writes its outputs'})",
                f"'{key}'",
                "remove it",
            )
    init = t.get("init", "activations")
    check_init_numbers(doc, p, init)
    tolerance = t.get("tolerance", "exact")
    if isinstance(tolerance, dict):
        ((form, number),) = tolerance.items()  # the schema admits one form: rel or abs
        if not math.isfinite(number):
            raise SpecError(doc.loc(p + ("tolerance", form)), field_path(p + ("tolerance", form)), "a finite positive number", flow(number), "inf would pass every result, nan fail every one")
    if isinstance(init, dict) and "indices" in init:
        high = typed_expr(doc, p + ("init", "indices", "high"), init["indices"]["high"], types, "int", checked_values)
        for v in variants:
            if t["dtype"].format(**v.params) not in INDEX_DTYPES:
                raise SpecError(
                    doc.loc(p + ("init",)),
                    field_path(p + ("init",)),
                    f"an init for dtype {t['dtype'].format(**v.params)} (indices are for {', '.join(INDEX_DTYPES)} tensors)",
                    "indices",
                    "pick another init, or an integer dtype",
                )
        init = {"indices": {"high": high, "skip": init["indices"].get("skip", 0.0), "skip_rows": init["indices"].get("skip_rows", 0.0)}}
    return init, tolerance


def check_search(doc, tiling: dict) -> None:
    """tiling.search lists values of knobs tiling.default sets, none twice."""
    for k, vals in tiling.get("search", {}).items():
        if k not in tiling["default"]:
            raise SpecError(doc.loc(("tiling", "search", k), key=True), f"tiling.search.{k}", f"a knob of tiling.default ({', '.join(tiling['default'])})", f"'{k}'", nearest(k, tiling["default"]))
        check_distinct(doc, ("tiling", "search", k), vals if isinstance(vals, list) else [])


def check_doc_text(doc, data: dict) -> None:
    """The op's doc shows something: it becomes the generated op's docstring."""
    if not any(unicodedata.category(c)[0] in VISIBLE_CATEGORIES for c in data["doc"]):
        raise SpecError(doc.loc(("doc",)), "doc", "a sentence saying what the op computes", "only blanks" if not data["doc"].strip() else "no letter, digit, punctuation or symbol")


def check_tails(doc, tiling: dict, dims: dict, family) -> None:
    """tiling.tail gives each runtime dim a policy (and a static dim one only where the family
    tiles it), with one runtime dim at most left without its guards."""
    for k in tiling["tail"]:
        if k not in dims:
            raise SpecError(doc.loc(("tiling", "tail", k), key=True), f"tiling.tail.{k}", "the name of a dim", f"'{k}'", nearest(k, dims))
    for k, policy in tiling["tail"].items():
        # A static dim's sizes are built whole; only a family that splits one into tiles reads its policy.
        if not dims[k].runtime and k not in family.static_tails:
            raise SpecError(
                doc.loc(("tiling", "tail", k), key=True),
                f"tiling.tail.{k}",
                f"a runtime dim ({', '.join(d.name for d in dims.values() if d.runtime) or 'none'}): {k} is static, built whole for each of its values (template {family.name})",
                f"'{k}: {policy}'",
                "remove it",
            )
    for d in dims.values():
        if d.runtime and d.name not in tiling["tail"]:
            raise SpecError(doc.loc(("tiling", "tail")), f"tiling.tail.{d.name}", f"a tail policy for runtime dim '{d.name}'", "none", "add one of require_divisible, guard, specialize")
    unguarded = [k for k, policy in tiling["tail"].items() if policy != "guard" and dims[k].runtime]
    if len(unguarded) > 1:
        k = unguarded[1]
        raise SpecError(doc.loc(("tiling", "tail", k)), f"tiling.tail.{k}", f"guard (one runtime dim at most, here {unguarded[0]}, has a kernel without its guards)", tiling["tail"][k])


def read_bench(doc, data: dict, types: dict, checked_values) -> None:
    """The bench's roofline and peer calls, their expressions parsed in place (data["bench"] becomes
    the Spec's bench): a call for each listed peer and a peer for each call."""
    for k, text in data["bench"]["roofline"].items():
        data["bench"]["roofline"][k] = typed_expr(doc, ("bench", "roofline", k), text, types, "int", checked_values)
    for peer in CALL_PEERS:
        call = data["bench"].get(peer)
        if (peer in data["bench"]["peers"]) != (call is not None):
            where = ("bench", "peers") if call is None else ("bench", peer)
            raise SpecError(
                doc.loc(where, key=call is not None),
                f"bench.{peer}",
                f"a {peer} call exactly when peers lists {peer}",
                "a call without the peer" if call else "the peer without a call",
                f"add bench.{peer}: {{call, args, when}}" if call is None else f"add {peer} to bench.peers",
            )
        if call is not None:
            for k in call.get("args", {}):  # passed as keyword arguments
                if not (isinstance(k, str) and k.isidentifier() and not keyword.iskeyword(k)):
                    raise SpecError(doc.loc(("bench", peer, "args", k), key=True), f"bench.{peer}.args", "keyword argument names (Python identifiers, not keywords)", repr(k))
                if k.startswith("__"):  # Python's own names (__class__): no function's argument
                    raise SpecError(doc.loc(("bench", peer, "args", k), key=True), f"bench.{peer}.args", "keyword argument names without a leading double underscore (those are Python's own)", repr(k))
            call["args"] = {k: typed_expr(doc, ("bench", peer, "args", k), text, types, None, checked_values) for k, text in call.get("args", {}).items()}
            call["when"] = typed_expr(doc, ("bench", peer, "when"), call.get("when", "True"), types, "bool", checked_values)
            check_peer_call(doc, peer, call["call"], call["args"], sum(1 for t in data["inputs"].values() if t.get("unless") is None))


def read_buckets(doc, tiling: dict, family, types: dict, checked_values) -> list:
    """[(name, when Expr or None, knob overrides)] of tiling.buckets: a `when` on every bucket but
    the last, distinct names, knobs tiling.default sets."""
    buckets = []
    # A bucket condition may also read the GPU's SM count where the family's bucket() takes it.
    bucket_names = {"sm_count": "int"} if family.bucket_dim and "sm_count" in family.bucket_inputs else {}
    for i, b in enumerate(tiling.get("buckets", [])):
        p = ("tiling", "buckets", i)
        last = i == len(tiling["buckets"]) - 1
        if last == ("when" in b):
            raise SpecError(
                doc.loc(p), field_path(p), "a `when` on every bucket but the last (the last takes every other size)", "a `when` on the last bucket" if last else f"bucket '{b['name']}' without `when`"
            )
        if any(b["name"] == other[0] for other in buckets):
            raise SpecError(doc.loc(p + ("name",)), field_path(p + ("name",)), "distinct bucket names", f"'{b['name']}' twice")
        if len(b["name"]) > MAX_NAME_LENGTH:
            raise SpecError(doc.loc(p + ("name",)), field_path(p + ("name",)), f"a name of at most {MAX_NAME_LENGTH} characters (it names proof files)", f"{len(b['name'])} characters", "shorten it")
        for k in b:
            if k not in ("name", "when") and k not in tiling["default"]:
                raise SpecError(doc.loc(p + (k,), key=True), field_path(p + (k,)), f"a knob of tiling.default ({', '.join(tiling['default'])})", f"'{k}'", nearest(k, tiling["default"]))
        when = typed_expr(doc, p + ("when",), b["when"], {**types, **bucket_names}, "bool", checked_values) if "when" in b else None
        buckets.append((b["name"], when, {k: v for k, v in b.items() if k not in ("name", "when")}))
    return buckets


def check_param_value(doc, path, key, value, params):
    if key not in params:
        raise SpecError(doc.loc(path, key=True), field_path(path), f"a declared param ({', '.join(params)})", f"'{key}'", nearest(key, params))
    # bool and float values equal to a listed integer (True == 1, 128.0 == 128) are other values
    if not any(type(value) is type(v) and value == v for v in params[key]):
        raise SpecError(doc.loc(path), field_path(path), f"one of {flow(params[key])}", flow(value), f"add {flow(value)} to params.{key}.values or pick a listed value")
