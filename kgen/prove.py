"""Run the bounds pass over every kernel of a spec and keep a re-checkable record.

Per specialization, the kernels the tail policy emits are analysed: `require_divisible`
-> the kernel with T.assume(M % block_m == 0) only; `guard` -> the guarded one only;
`specialize` -> both. In an assuming kernel every bounds obligation must be proven, or the
spec is rejected with the witness; in a guarded kernel a refuted obligation keeps its
guard and its counterexample becomes a GPU test shape.
"""
from __future__ import annotations

import itertools
import json
import linecache
import sys
import time
import types
from pathlib import Path

import z3

from .bounds import decide, obligations, smallest_witness
from .errors import SpecError
from .lowering import kernel_config, tilings
from .spec import Spec

KERNELS_BY_POLICY = {"require_divisible": (True,), "guard": (False,), "specialize": (True, False)}


def module_from_text(op: str, text: str):
    """Execute rendered module text: proofs are taken from exactly the code being written."""
    module = types.ModuleType(f"generated.{op}")
    module.__file__ = f"<kgen render of {op}>"
    # TileLang reads kernel source through inspect, which finds it in linecache.
    linecache.cache[module.__file__] = (len(text), None, text.splitlines(True), module.__file__)
    sys.modules[module.__name__] = module
    try:
        exec(compile(text, module.__file__, "exec", dont_inherit=True), module.__dict__)
    finally:
        del sys.modules[module.__name__]
    return module


def kernel_name(sp, m_divisible: bool, bucket: str | None = None) -> str:
    return f"{sp.key}{'_' + bucket if bucket else ''}_{'assume' if m_divisible else 'guarded'}"


def prove_spec(spec: Spec, module) -> dict:
    """{kernel name: [Obligation]} with verdicts, plus witness shapes; raises SpecError
    when a declared tail policy cannot be proven."""
    from .templates import TEMPLATES

    dim, policy = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(dim)
    ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
    witness_dim = dim or next(iter(ranges), None)
    kernels, witnesses = {}, []
    for sp in spec.specializations():
        for (bucket, tiling), m_divisible in itertools.product(tilings(spec, module, sp.variant.name).items(), KERNELS_BY_POLICY[policy]):
            cfg = kernel_config(spec, module, sp.variant.name, sp.statics, m_divisible, tiling)
            func = module.KERNELS[sp.variant.name](cfg)
            obs = [decide(o) for o in obligations(func, ranges)]
            name = kernel_name(sp, m_divisible, bucket)
            kernels[name] = obs
            for o in obs:
                if o.check == "int32":
                    if o.verdict != "proven" and _mentions(o, witness_dim):
                        o.counterexample = f"64-bit offsets needed from {witness_dim}={smallest_witness(o, witness_dim)}; " + o.counterexample
                    continue
                if m_divisible and o.verdict != "proven":
                    raise SpecError(
                        spec.source.loc(("tiling", "tail", dim)), f"tiling.tail.{dim}",
                        f"a tail policy ({policy}) under which every access is proven in bounds",
                        f"{o.verdict}: {o.access}: {o.what} ({o.counterexample or 'solver gave up'})",
                        "use tail: guard or specialize, or change the tiling",
                    )
            if not m_divisible and not any(w["variant"] == sp.variant.name for w in witnesses):
                witnesses.extend(_witness_cases(spec, sp, obs, witness_dim, tiling[knob] if knob else 1))
    return {"kernels": kernels, "witnesses": witnesses}


def _mentions(o, dim: str | None) -> bool:
    """Whether the runtime dim occurs in the obligation's goal or hypotheses (every dim is in
    the facts): only then does its smallest failing value say something (and cost Z3 time)."""
    from z3.z3util import get_vars

    formulas = [o.goal] + [h for _, h in o.hypotheses if not isinstance(h, bool)]
    return dim is not None and any(str(v) == dim for f in formulas for v in get_vars(f))


def _witness_cases(spec: Spec, sp, obs, dim: str | None, tile: int) -> list:
    """Boundary shapes of `dim` for the kept guards: Z3's counterexamples, k*tile+1, tile-1,
    0, 1 (within the dim's range). Other runtime dims take their values from the variant's
    first test case."""
    if dim is None:
        return []
    lo, hi = spec.dims[dim].min, spec.dims[dim].max
    values = {0, 1, tile - 1, tile, 3 * tile + 1}
    for o in obs:
        if o.verdict == "refuted" and o.check != "int32":
            v = smallest_witness(o, dim)
            if v is not None:
                values.add(v)
    others = next((dims for variant, dims in spec.test_cases() if variant.name == sp.variant.name and all(dims.get(k) == v for k, v in sp.statics.items())), {})
    base = {d.name: others[d.name] for d in spec.dims.values() if d.runtime and d.name != dim and d.name in others}
    return [{"variant": sp.variant.name, **sp.statics, **base, dim: v} for v in sorted(values) if lo <= v <= hi]


def smt2_record(obs) -> str:
    parts = []
    for k, o in enumerate(obs):
        expect = {"proven": "unsat", "refuted": "sat", "unknown": "unknown"}[o.verdict]
        parts.append(f"; obligation {k}: {o.access} | {o.what}\n; expect {expect}\n{o.smt2()}")
    return "\n".join(parts)


def proof_files(spec: Spec, module, out_dir: Path) -> dict[Path, str]:
    result = prove_spec(spec, module)
    base = out_dir / "proofs" / spec.op
    files = {base / f"{name}.smt2": smt2_record(obs) for name, obs in result["kernels"].items()}
    summary = {
        "witnesses": result["witnesses"],
        "kernels": {name: [{"access": o.access, "obligation": o.what, "verdict": o.verdict, "facts": o.facts_used,
                            "counterexample": o.counterexample} for o in obs] for name, obs in result["kernels"].items()},
    }
    files[base / "summary.json"] = json.dumps(summary, indent=1, sort_keys=True) + "\n"
    return files


def table(spec: Spec, module) -> tuple[str, float]:
    start = time.perf_counter()
    result = prove_spec(spec, module)
    rows = ["| kernel | access | obligation | verdict | facts used | counterexample | solver ms |", "|---|---|---|---|---|---|---:|"]
    for name, obs in result["kernels"].items():
        for o in obs:
            rows.append(f"| {name} | {o.access} | {o.what} | {o.verdict} | {'; '.join(o.facts_used)} | {o.counterexample} | {o.seconds * 1e3:.1f} |")
    return "\n".join(rows) + "\n", time.perf_counter() - start


def recheck(proof_dir: Path) -> list[str]:
    """Re-decide every recorded obligation from the .smt2 files alone; list disagreements."""
    problems = []
    for path in sorted(proof_dir.rglob("*.smt2")):
        blocks = path.read_text().split("; obligation ")[1:]
        for block in blocks:
            header, expect_line, body = block.split("\n", 2)
            expect = expect_line.removeprefix("; expect ").strip()
            if expect == "unknown":
                continue
            s = z3.Solver()
            s.set("rlimit", 4 * 2_000_000)
            s.from_string(body)
            got = str(s.check())
            if got != expect:
                problems.append(f"{path}: obligation {header}: recorded {expect}, now {got}")
    return problems
