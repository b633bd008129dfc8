"""A/B on a GPU: sparse_attn's one_pass kernel at candidate tilings (the generated module's
own factory) against the op as locked and the reference. Every kernel is compiled first, in
parallel. Each tiling is checked at every head shape the spec builds (outputs poisoned, the
spec's tolerance; awkward n, m and topk, n 0 and topk 0 among them), then timed at the bench's
h16 d512 shapes (kgen bench's method, median us). The split_topk path (decode) takes each
candidate too, through the op with it as every bucket's tiling: checked at h16 d512 and timed
at the bench's decode shape.

    python3 tools/sparse_attn_ab.py [--only I ...] [--tiling JSON ...] [--heads HxD ...]
                                     [--no-time] [--build-only] [--gather-only]

A tiling is what it changes in the spec's default tiling. --only keeps the tilings at those
positions of TILINGS; --tiling adds one (a JSON object, e.g. '{"block_i": 64, "stages": 1,
"threads": 256, "ctas_per_sm": 2}'); --heads checks the candidates at those head shapes only
(e.g. 16x512; the locked kernel at all); --no-time checks only (for compute-sanitizer, whose
slowdown makes timing meaningless); --build-only compiles every kernel into the cache and
stops; --gather-only times the gather alone (GATHER_ONLY) and nothing else. To profile a
candidate: `tools/profile_call.py sparse_attn 0 JSON` under ncu (one prefill call alone; the
import's first launches of the prebuilt kernels stay outside the profiled range).
"""

import argparse
import contextlib
import json
import os
import types

from generated import sparse_attn as mod
from kgen import bench, testing
from kgen.errors import FamilyError
from kgen.kernel import Kernel
from kgen.pipeline import aot
from kgen.spec import load_spec

# Each bucket's locked tiling with skip_invalid (a skipped index's copy reads nothing: the
# bench's inputs skip 28% of their indices, every one of which read row 0), the narrow
# bucket's at one stage (HCA's best in the tuner), and the wide one with segment_gather too.
TILINGS = [
    dict(block_i=64, stages=1, threads=128, transposed=True, skip_invalid=True),
    dict(block_i=32, stages=2, threads=128, skip_invalid=True),
    dict(block_i=32, stages=1, threads=128, skip_invalid=True),
    dict(block_i=64, stages=2, threads=128, transposed=True, skip_invalid=True),
    dict(block_i=64, stages=1, threads=128, transposed=True, segment_gather=True, skip_invalid=True),
]
CHECKS = [
    dict(b=1, m=5, n=1152, topk=1000),
    dict(b=2, m=3, n=200, topk=100),
    dict(b=2, m=64, n=700, topk=300),
    dict(b=1, m=3, n=0, topk=64),
    dict(b=1, m=3, n=50, topk=0),
    dict(b=1, m=7, n=4001, topk=2049),
]
TIMED = [dict(b=1, m=4096, n=5120, topk=640), dict(b=1, m=4096, n=4224, topk=160)]
# The split_topk path (decode), through the op with the candidate as its every bucket's tiling:
# checked at h16 d512, timed at the bench's decode shape.
SPLIT_CHECKS = [dict(b=4, m=1, n=1152, topk=640), dict(b=2, m=3, n=200, topk=100), dict(b=3, m=1, n=4001, topk=1000)]
SPLIT_TIMED = dict(b=4, m=1, n=1152, topk=640)
HEAD_SHAPES = [(8, 512), (16, 512), (32, 512), (64, 512), (128, 512), (16, 128), (16, 576)]


SPEC = "specs/sparse_attn.yaml"


def whole(tiling: dict) -> dict:
    """The spec's default tiling as `tiling` changes it."""
    return {**load_spec(SPEC).tiling, **tiling}


def record(tiling: dict, h: int, d: int, variant: str = "one_pass") -> Kernel:
    """The variant's kernel at h, d with the whole tiling."""
    return Kernel("sparse_attn", variant, {"h": h, "d": d}, False, whole(tiling), "sm_90a")


@contextlib.contextmanager
def split_path_at(tiling: dict):
    """The op's split_topk variant with `tiling` (over the spec's default) in every bucket."""
    saved = dict(mod.TILING["split_topk"])
    mod.TILING["split_topk"].update(dict.fromkeys(saved, whole(tiling)))
    try:
        yield
    finally:
        mod.TILING["split_topk"].update(saved)


def kernel(tiling: dict, h: int, d: int):
    return aot.load_kernel(load_spec(SPEC), mod, record(tiling, h, d))[0]


# The gather alone, consumed by one element a row: what the prefill's 2.7 GB of gathered rows
# cost without the attention. (order, rows a step, threads, skip), two stages each: "segments"
# deals rows as segment_gather does (8 threads a row's 128-byte segment), "rows" as the locked
# kernel does (a warp 512 contiguous bytes of one row); skip: a skipped index's copy reads
# nothing (skip_invalid). 64 rows a step fit one CTA an SM, 32 three, 16 six. TileLang 0.1.15
# cannot generate this loop at three stages (a codegen error).
GATHER_ONLY = [
    ("segments", 32, 128, False),
    ("rows", 64, 128, False),
    ("rows", 32, 128, False),
    ("rows", 16, 128, False),
    ("rows", 64, 128, True),
    ("rows", 32, 128, True),
    ("rows", 16, 128, True),
    ("segments", 32, 128, True),
]
GATHER_STAGES = 2


def gather_only(order: str, block_i: int, threads: int, skip: bool = False, d: int = 512):
    """A kernel that gathers each query's kv rows by idx into shared memory, as the attention
    does, and sums one element of each row (so that every step's copies are waited for)."""
    import tilelang
    import tilelang.language as T

    b, n, m, topk = T.dynamic("b"), T.dynamic("n"), T.dynamic("m"), T.dynamic("topk")
    rows = threads // 8

    knobs = types.SimpleNamespace(skip_invalid=skip)  # the attention's gathered_row reads this knob only
    if order == "segments":

        @T.macro
        def copy_step(kv, idx, kv_s, bi, s, t):
            for p, g, r, j in T.Parallel(block_i // rows, d // 64, rows, 64):
                kv_s[p * rows + r, g * 64 + j] = kv[bi, mod.gathered_row(knobs, idx, bi, s, t * block_i + p * rows + r, n, topk), g * 64 + j]

    else:

        @T.macro
        def copy_step(kv, idx, kv_s, bi, s, t):
            for r, j in T.Parallel(block_i, d):
                kv_s[r, j] = kv[bi, mod.gathered_row(knobs, idx, bi, s, t * block_i + r, n, topk), j]

    @T.prim_func
    def gather_rows(kv: T.Tensor((b, n, d), T.bfloat16), idx: T.Tensor((b, m, topk), T.int32), out: T.Tensor((b, m, d), T.float32)):
        with T.Kernel(m, b, threads=threads) as (s, bi):
            kv_s = T.alloc_shared((block_i, d), T.bfloat16)
            acc = T.alloc_fragment((d,), T.float32)
            T.clear(acc)
            for t in T.Pipelined(T.ceildiv(topk, block_i), num_stages=GATHER_STAGES):
                copy_step(kv, idx, kv_s, bi, s, t)
                for j in T.Parallel(d):
                    acc[j] += kv_s[j % block_i, j]
            for j in T.Parallel(d):
                out[bi, s, j] = acc[j]

    return tilelang.compile(gather_rows, target={"kind": "cuda", "arch": "sm_90a"}, execution_backend="tvm_ffi")


def time_gather_only(spec) -> None:
    """Each GATHER_ONLY kernel at the TIMED shapes (h16 d512's inputs): median us and the
    gathered rows' bytes over it."""
    import torch

    variant = spec.variant("one_pass")
    for order, block_i, threads, skip in GATHER_ONLY:
        kernel_ = gather_only(order, block_i, threads, skip)
        for dims in TIMED:
            case = testing.make_case(spec, variant, {**dims, "h": 16, "d": 512}, seed=1)
            _, kv, _, idx = case.args
            out = torch.empty((dims["b"], dims["m"], 512), dtype=torch.float32, device=kv.device)
            us = bench.median_us(lambda: kernel_(kv, idx, out))
            gathered = dims["b"] * dims["m"] * dims["topk"] * 512 * 2
            print(f"gather only ({order}, {block_i} rows, {threads} threads{', skip' if skip else ''}) {dims}: {us:.1f} us, {gathered / us / 1e6:.2f} TB/s of gathered rows", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", type=int, nargs="*")
    ap.add_argument("--tiling", type=json.loads, action="append", default=[])
    ap.add_argument("--heads", nargs="*", help="head shapes HxD to check the candidates at (default: all)")
    ap.add_argument("--no-time", action="store_true")
    ap.add_argument("--build-only", action="store_true")
    ap.add_argument("--gather-only", action="store_true", help="only time the GATHER_ONLY kernels")
    args = ap.parse_args()
    if args.gather_only:
        time_gather_only(load_spec(SPEC))
        return
    candidate_shapes = [tuple(map(int, hd.split("x"))) for hd in args.heads] if args.heads else HEAD_SHAPES
    tilings = [TILINGS[i] for i in args.only] if args.only is not None else ([] if args.tiling else TILINGS)
    tilings = tilings + args.tiling
    spec = load_spec(SPEC)
    locked_kernels = [k.for_arch("sm_90a") for h, d in HEAD_SHAPES for dims in CHECKS + TIMED for k in aot.kernels_for_case(spec, mod, "one_pass", {**dims, "h": h, "d": d})]
    locked_kernels += [k.for_arch("sm_90a") for dims in SPLIT_CHECKS for k in aot.kernels_for_case(spec, mod, "split_topk", {**dims, "h": 16, "d": 512})]
    try:
        aot.build_kernels(
            [(SPEC, k) for k in locked_kernels] + [(SPEC, record(t, h, d)) for t in tilings for h, d in candidate_shapes] + [(SPEC, record(t, 16, 512, "split_topk")) for t in tilings],
            os.cpu_count(),
        )
    except FamilyError as e:  # a candidate ptxas refuses: its checks say which head shapes
        print(f"prebuild stopped: {e}", flush=True)
    if args.build_only:
        return

    variant = spec.variant("one_pass")
    ref = testing.reference_fn(spec)

    def locked(q, kv, sink, idx, out):
        mod.sparse_attn(q, kv, sink, idx, split_topk=False, out=out)

    def split(q, kv, sink, idx, out):
        mod.sparse_attn(q, kv, sink, idx, split_topk=True, out=out)

    def run(fn, dims: dict, timed: bool) -> str:
        """The check's result: ok (and the median us where timed), WRONG and the problems, or
        FAILED and why (a tiling past a head shape's shared memory does not compile or launch
        there)."""
        try:
            case = testing.make_case(spec, variant, dims, seed=dims["m"] + dims["topk"] + dims["h"])
            want = ref(*case.args, split_topk=False)
            (out,) = testing.poisoned_outputs(spec, variant, dims, case.lead)
            fn(*case.args, out)
        except Exception as e:  # noqa: BLE001
            return f"FAILED {type(e).__name__}: {str(e).strip().splitlines()[-1][:160]}"
        bad = testing.problems(spec, variant, (out,), (want,))
        result = "ok" if not bad else f"WRONG {bad}"
        return result + (f" {bench.median_us(lambda: fn(*case.args, out)):.1f} us" if timed and not bad else "")

    for tiling in [None, *tilings]:
        name = "locked" if tiling is None else str(tiling)
        failures = 0
        shapes = HEAD_SHAPES if tiling is None else candidate_shapes
        for h, d in shapes:
            for dims in CHECKS:
                result = run(locked if tiling is None else lambda *a, h=h, d=d: kernel(tiling, h, d)(*a), {**dims, "h": h, "d": d}, False)
                failures += result != "ok"
                if result != "ok":
                    print(f"{name} h{h} d{d} {dims}: {result}", flush=True)
        print(f"{name}: {len(shapes) * len(CHECKS) - failures} of {len(shapes) * len(CHECKS)} checks passed", flush=True)
        if not args.no_time:
            fn = locked if tiling is None else kernel(tiling, 16, 512)
            for dims in TIMED:
                print(f"{name} {dims}: {run(fn, {**dims, 'h': 16, 'd': 512}, True)}", flush=True)
        with split_path_at(tiling) if tiling is not None else contextlib.nullcontext():
            for dims in SPLIT_CHECKS:
                print(f"{name} split_topk h16 d512 {dims}: {run(split, {**dims, 'h': 16, 'd': 512}, not args.no_time and dims == SPLIT_TIMED)}", flush=True)


if __name__ == "__main__":
    main()
