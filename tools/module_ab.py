"""Two versions of one generated module side by side: `old` (a file, e.g. `git show
HEAD:generated/fp4_gemm.py > /tmp/old.py`) against the working tree's generated module.
For each M: both checked against the reference (fresh inputs, outputs poisoned) and against
each other (same bits or not), then timed per call (kgen bench's method) and as CUDA-graph
replays, interleaved, two rounds; us, the better round of each.

    python3 tools/module_ab.py OLD.py OP VARIANT N K M [M ...]      (a GEMM: N, K, then each M)
    python3 tools/module_ab.py OLD.py OP VARIANT B=1,M=4001,N=7168 ...  (any op: each call's dims)
"""

import sys


from decode_graph_replay import graph_us
from kgen import bench, testing
from kgen.spec import load_spec
from patched_module import import_patched


def main() -> None:
    old_path, op_name, variant_name, *shapes = sys.argv[1:]
    if "=" in shapes[0]:
        calls = [{k: int(v) for k, v in (kv.split("=") for kv in shape.split(","))} for shape in shapes]
    else:
        n, k, *ms = shapes
        calls = [{"M": int(m), "N": int(n), "K": int(k)} for m in ms]
    spec = load_spec(f"specs/{op_name}.yaml")
    variant = spec.variant(variant_name)
    versions = {"old": import_patched(f"ab_old_{op_name}", open(old_path).read()), "new": import_patched(f"ab_new_{op_name}", open(f"generated/{op_name}.py").read())}
    ref = testing.reference_fn(spec)
    for dims in calls:
        results = {}
        for name, module in versions.items():
            fn = getattr(module, op_name)
            choice = testing.choice_kwargs(module, variant.name)
            case = testing.make_case(spec, variant, dims, seed=dims["M"])
            want = ref(*case.args, **variant.params)
            want = want if isinstance(want, tuple) else (want,)
            out = testing.poisoned_outputs(spec, variant, dims, case.lead)
            got = fn(*case.args, **choice, **testing.out_argument(out))
            got = got if isinstance(got, tuple) else (got,)
            problems = testing.problems(spec, variant, got, want)
            results[name] = (got, problems, fn, choice)
        same = all(testing.same_bits(a, b) for a, b in zip(results["old"][0], results["new"][0]))
        cases = bench.rotating_cases(spec, variant, dims, testing.make_case, bench.case_bytes(spec, spec.env(variant, dims)))
        times = {f"{v} {how}": [] for v in versions for how in ("call", "graph")}
        for _ in range(2):
            for name, (_, _, fn, choice) in results.items():
                run = lambda *a, fn=fn, choice=choice: fn(*a, **choice)  # noqa: E731
                times[f"{name} call"].append(bench.median_us(bench.rotate(cases, run), 200))
                times[f"{name} graph"].append(graph_us([(lambda c=c, run=run: run(*c.args)) for c in cases * 2]))
        verdict = "same bits" if same else "bits differ"
        checks = "; ".join(f"{name}: {'ok' if not r[1] else r[1]}" for name, r in results.items())
        shape = " ".join(f"{k}={v}" for k, v in dims.items())
        print(f"{shape} {verdict} ({checks}) " + " ".join(f"{key} {min(v):7.2f}" for key, v in times.items()), flush=True)


if __name__ == "__main__":
    main()
