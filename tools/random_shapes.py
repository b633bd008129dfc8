"""Random runtime shapes for every specialization of every spec: op against reference under
the output's tolerance, outputs poisoned (GPU). Static dims: each specialization the spec
allows (every one `kgen build --aot` builds; run with KGEN_AOT_ONLY=1 to see any it missed),
and the row strides its test cases set; runtime dims are drawn: zeros and ones, values next
to tile multiples, small and uniform ones.

    python3 tools/random_shapes.py [DRAWS per variant and static shape] [OP ...]
"""

import random
import sys
import traceback
from pathlib import Path

import torch

sys.path.insert(0, ".")
from kgen import testing  # noqa: E402
from kgen.runtime.errors import OpArgumentError  # noqa: E402
from kgen.spec import load_spec  # noqa: E402

DRAWS = int(sys.argv[1]) if len(sys.argv) > 1 else 8
only = sys.argv[2:]
rng = random.Random(18)
# Caps on drawn dims: big enough for several waves of every kernel, small enough for the
# references (sparse_attn gathers [b, m, topk, d] in fp32).
CAPS = {"M": 9000, "n": 9000, "B": 6, "N": 3000, "b": 3, "m": 70, "topk": 1300}
SPARSE_N = 2000  # sparse_attn's n (kv rows): 9000 adds nothing but reference time


def draw(cap):
    r = rng.random()
    if r < 0.1:
        return 0 if rng.random() < 0.5 else 1
    if r < 0.5:
        base = rng.choice([16, 32, 64, 128, 192, 256, 384, 512]) * rng.randint(1, max(1, cap // 512))
        return max(0, min(cap, base + rng.choice([-1, 1, 2, -2, 63, 65])))
    if r < 0.7:
        return rng.randint(1, 200)
    return rng.randint(0, cap)


failures, runs, refused = [], 0, []
for path in sorted(Path("specs").glob("*.yaml")):
    spec = load_spec(path)
    if only and spec.op not in only:
        continue
    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    runtime_dims = [d.name for d in spec.dims.values() if d.kind == "runtime"]
    statics = [(sp.variant, sp.statics) for sp in spec.specializations()]
    statics += [(variant, {k: v for k, v in dims.items() if k not in runtime_dims}) for variant, dims in spec.test_cases()]
    seen = set()
    for variant, dims in statics:
        key = (variant.name, tuple(sorted(dims.items())))
        if key in seen:
            continue
        seen.add(key)
        for i in range(DRAWS):
            new = dict(dims)
            for name in runtime_dims:
                cap = SPARSE_N if (spec.op == "sparse_attn" and name == "n") else CAPS.get(name, 4096)
                new[name] = draw(cap)
            label = f"{spec.op}/{variant.name} " + ",".join(f"{k}={v}" for k, v in new.items())
            try:
                case = testing.make_case(spec, variant, new, seed=1000 + i)
            except Exception as e:  # a shape the spec constrains away (none does today)
                refused.append(f"{label}: make_case: {type(e).__name__}: {str(e)[:120]}")
                continue
            try:
                want = reference(*[a.clone() for a in case.args], **variant.params)
                want = want if isinstance(want, tuple) else (want,)
                outs = testing.poisoned_outputs(spec, variant, new, case.lead)
                kwargs = testing.choice_kwargs(module, variant.name)
                if outs:
                    kwargs["out"] = outs if len(outs) > 1 else outs[0]
                got = op(*case.args, **kwargs)
                torch.cuda.synchronize()
                got = got if isinstance(got, tuple) else (got,)
                runs += 1
                p = testing.problems(spec, variant, got, want)
                if p:
                    failures.append(f"{label}: {p[0][:300]}")
                    print("FAIL", failures[-1], flush=True)
            except OpArgumentError as e:
                refused.append(f"{label}: {str(e)[:200]}")
            except Exception:
                failures.append(f"{label}: {traceback.format_exc()[-600:]}")
                print("ERROR", failures[-1], flush=True)
    print(f"{spec.op}: {runs} runs so far, {len(failures)} failures, {len(refused)} refused", flush=True)
print("\n".join("refused " + r for r in refused[:40]))
print(f"random shapes: {runs} runs, {len(failures)} failures, {len(refused)} refused")
sys.exit(1 if failures or refused else 0)  # no spec here refuses a drawn shape: a refusal is a bug
