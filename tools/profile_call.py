"""One call of a generated op at one of its bench shapes, alone between cudaProfilerStart and
cudaProfilerStop, so a profiler sees that kernel and nothing of the set-up (inputs, warm-up):

    ncu --profile-from-start off --set full -o OUT python3 tools/profile_call.py OP INDEX ['{"knob": value}']

INDEX picks the spec's bench shape (0 is the first); the JSON sets tiling knobs over the
variant's tiling, every bucket's where the spec has buckets (a tuning candidate's kernel). Outputs are poisoned first, as the tests'."""

import json
import sys
from pathlib import Path

import torch

from kgen import testing
from kgen.spec import load_spec


def with_knobs(table: dict, knobs: dict) -> dict:
    """A variant's TILING entry with `knobs` over it: over each bucket's tiling where the
    entry is a table of buckets, else over the one tiling."""
    if all(isinstance(t, dict) for t in table.values()):
        return {bucket: {**tiling, **knobs} for bucket, tiling in table.items()}
    return {**table, **knobs}


def main() -> None:
    op, index, *knobs = sys.argv[1:]
    spec = load_spec(Path("specs") / f"{op}.yaml")
    variant, dims = spec.bench_cases()[int(index)]
    module, fn = testing.op_fn(spec)
    if knobs:
        module.TILING[variant.name] = with_knobs(module.TILING[variant.name], json.loads(knobs[0]))
    case = testing.make_case(spec, variant, dims, seed=5)
    kwargs = {**testing.choice_kwargs(module, variant.name), **testing.out_argument(testing.poisoned_outputs(spec, variant, dims, case.lead))}
    for _ in range(3):  # compiles or loads the kernel, and warms the caches as a bench run would
        fn(*case.args, **kwargs)
    torch.cuda.synchronize()
    torch.cuda.profiler.start()
    fn(*case.args, **kwargs)
    torch.cuda.synchronize()
    torch.cuda.profiler.stop()
    print(f"{op} {variant.name} {dims} tiling {module.TILING[variant.name]}")


if __name__ == "__main__":
    main()
