"""Ops called with every tensor on one GPU while the other is current (needs 2 GPUs): each
output must lie on the tensors' GPU, equal the reference, fill its poisoned out= tensor, and
leave the caller's current device as it was. Two test cases of each named spec (its first
and a middle one with no empty dim), both ways round.

    python3 tools/other_device_check.py BUDGET_S SPEC_NAME...
"""

import sys
import time
import zlib

import torch
from kgen import testing
from kgen.spec import load_spec

assert torch.cuda.device_count() >= 2, torch.cuda.device_count()
budget, names = float(sys.argv[1]), sys.argv[2:]
t0 = time.time()
rows = []
for name in names:
    spec = load_spec(f"specs/{name}.yaml")
    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    cases = spec.test_cases()
    nonzero = [(v, d) for v, d in cases if all(x != 0 for x in d.values())]
    picks = [nonzero[0], nonzero[len(nonzero) // 2]] if len(nonzero) > 1 else nonzero
    for variant, dims in picks:
        for data_dev, current in ((1, 0), (0, 1)):
            if time.time() - t0 > budget:
                rows.append(f"{name} {variant.name} {dims}: skipped (budget)")
                continue
            torch.cuda.set_device(current)
            seed = zlib.crc32(repr((name, variant.name, sorted(dims.items()))).encode())
            try:
                case = testing.make_case(spec, variant, dims, seed, device=f"cuda:{data_dev}")
                # The reference's torch ops hit an illegal address on a GPU that was not current
                # (torch 2.11 on two H200s; frexp and ldexp alone did not): run them there.
                with torch.cuda.device(data_dev):
                    want = reference(*[a.clone() for a in case.args], **variant.params)
                    torch.cuda.synchronize(data_dev)
                want = want if isinstance(want, tuple) else (want,)
                out = testing.poisoned_outputs(spec, variant, dims, case.lead, device=f"cuda:{data_dev}")
                got = op(*case.args, **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
                torch.cuda.synchronize(data_dev)
                got = got if isinstance(got, tuple) else (got,)
                problems = testing.problems(spec, variant, got, want)
                devs = {str(g.device) for g in got}
                verdict = (
                    "ok" if not problems and devs == {f"cuda:{data_dev}"} and torch.cuda.current_device() == current else f"BAD {problems[:1]} devices {devs} current {torch.cuda.current_device()}"
                )
            except Exception as e:
                verdict = f"ERROR {type(e).__name__}: {str(e).splitlines()[0][:200]}"
            rows.append(f"{name} {variant.name} {dims} data cuda:{data_dev} current cuda:{current}: {verdict}")
            print(rows[-1], flush=True)
print(f"{sum(r.endswith(': ok') for r in rows)} ok of {len(rows)} in {time.time() - t0:.0f} s")
