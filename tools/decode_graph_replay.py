"""Decode GEMMs timed two ways in one process: per call between events (kgen bench's method)
and as CUDA-graph replays of back-to-back calls over rotated inputs (the device lender's method for
launch-bound work). Peers (cuBLAS) and an empty kernel of the same grid measured alike.
(Its bound on hiding fp8 decode's scale loads, in bench/logs/*-a38ac00-decode-graph-replay.log,
patched a prologue the template no longer has and was dropped at ac0cd04.)

    python3 tools/decode_graph_replay.py
"""

import statistics
import math
import torch
from kgen import bench, testing
from kgen.spec import load_spec

ROWS = [("fp8_gemm", "e8m0", {"M": 4, "N": 7168, "K": 7168}), ("fp4_gemm", "mxfp4", {"M": 8, "N": 3072, "K": 7168}), ("fp4_gemm", "mxfp4", {"M": 64, "N": 3072, "K": 7168})]


def graph_us(calls, reps=60):
    """Median time of one call when `calls` (closures, each on its own inputs) run back to back
    in a CUDA graph, L2 flushed by a read before each replay."""
    for c in calls:
        c()
    torch.cuda.synchronize()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        for c in calls:
            c()
    torch.cuda.current_stream().wait_stream(s)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for c in calls:
            c()
    g.replay()
    torch.cuda.synchronize()
    flush = torch.ones(bench.L2_FLUSH_BYTES // 4, dtype=torch.int32, device="cuda")
    ts = []
    for _ in range(reps):
        flush.max()
        torch.cuda._sleep(bench.SPIN_CYCLES)
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        g.replay()
        e1.record()
        ts.append((e0, e1))
    torch.cuda.synchronize()
    return statistics.median(a.elapsed_time(b) for a, b in ts) * 1e3 / len(calls)


def main():
    from kgen import peers

    table = []
    for op_name, vname, dims in ROWS:
        spec = load_spec(f"specs/{op_name}.yaml")
        variant = spec.variant(vname)
        env = spec.env(variant, dims)
        nbytes = bench.case_bytes(spec, env)
        module, op = testing.op_fn(spec)
        choice = testing.choice_kwargs(module, variant.name)
        cases = bench.rotating_cases(spec, variant, dims, testing.make_case, nbytes)
        # graph: two rounds over the copies, so that every call reads cold inputs
        rounds = [c for _ in range(2) for c in cases]
        peer = peers.cublas_fp8_per_tensor if op_name == "fp8_gemm" else peers.cublas_fp8_per_tensor_of_fp4
        for c in cases:
            peer(*c.args)  # widen fp4 weights outside the timed calls
        op(*cases[0].args, **choice)  # the split-K counters exist before the launches are listed
        launched = bench.launches(lambda: op(*cases[0].args, **choice))
        empties = [bench.empty_kernel(g, math.prod(b)) for g, b in launched]
        unused = torch.zeros(1, dtype=torch.int32, device="cuda")
        empty = lambda: [k(unused) for k in empties]
        row = {
            "kgen call": bench.median_us(bench.rotate(cases, lambda *a: op(*a, **choice)), 200),
            "kgen graph": graph_us([(lambda c=c: op(*c.args, **choice)) for c in rounds]),
            "cublas call": bench.median_us(bench.rotate(cases, peer), 200),
            "cublas graph": graph_us([(lambda c=c: peer(*c.args)) for c in rounds]),
            "empty call": bench.median_us(empty, 200),
            "empty graph": graph_us([empty] * len(rounds)),
        }
        label = f"{op_name} {dims['M']}x{dims['N']}x{dims['K']} ({len(cases)} input copies, {nbytes / 1e6:.1f} MB a call, grid {launched})"
        print(label, {k: round(v, 2) for k, v in row.items()}, flush=True)
        table.append((label, row))
    print()
    print(f"{'row':40s} " + " ".join(f"{k:>12s}" for k in table[0][1]))
    for label, row in table:
        print(f"{label[:40]:40s} " + " ".join(f"{v:12.2f}" for v in row.values()))


if __name__ == "__main__":
    main()
