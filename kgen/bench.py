"""kgen bench: kgen kernels next to their peers, same process, same inputs, with ceilings.

Medians of CUDA-event times (L2 flushed by a read and the GPU kept busy while each call is
enqueued, see median_us); inputs rotated through enough copies to exceed L2;
every kernel's output checked against the reference on the same inputs before timing.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import itertools
import json
import os
import platform
import subprocess
import statistics
import sys
import time
import types
from pathlib import Path

from .errors import exception_line
from .runtime import settings
from .spec import Spec

L2_FLUSH_BYTES = 4 * 50 * 2**20  # several times the H100's 50 MB L2
LAUNCH_BOUND_ROWS = 128  # shapes whose tail dim is at most this are compared with the launch floor
SPIN_CYCLES = 2_000_000  # about 1 ms of GPU clock: far more than one call's host time


def median_us(fn, rep_ms: int = 100) -> float:
    """Median GPU time of one call, between CUDA events. Before each call, L2 is flushed by
    reading a buffer several times its size, and the GPU then spins while the host enqueues
    the call, so a call's host-side time (argument checks, the launch itself; tens of us, more
    on a busy host) never shows up as GPU idle time inside the measured interval. triton's
    do_bench, used before, hides it only while it is shorter than its L2 flush: on a busy
    host, small ops measured 2-8x their time.

    The flush reads rather than writes: a write flush (do_bench's zero_()) leaves L2 full of
    dirty lines, and the timed call then pays for writing ~50 MB of them back to HBM while
    its own reads evict them. On the H100 that added 7 us to a 51 MB weight-streaming GEMM
    (23.3 -> 30.2 us; cuBLAS 22.9 -> 29.4) and 8 us to act_quant at 4096 x 7168. A read flush
    leaves clean lines, so each call is charged for its own traffic only."""
    import torch

    flush = torch.ones(L2_FLUSH_BYTES // 4, dtype=torch.int32, device="cuda")
    for _ in range(5):
        fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(5):
        fn()
    end.record()
    torch.cuda.synchronize()
    per_call_ms = start.elapsed_time(end) / 5
    calls = max(10, min(2000, int(rep_ms / (per_call_ms + 1.5))))  # + the flush and the spin
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(calls)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(calls)]
    for i in range(calls):
        flush.max()
        torch.cuda._sleep(SPIN_CYCLES)
        starts[i].record()
        fn()
        ends[i].record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in zip(starts, ends)) * 1e3


def launches(fn) -> list[tuple[tuple, tuple]]:
    """(grid, block) of every kernel that one call of fn launches, in order, as CUPTI saw
    them (through torch.profiler's trace)."""
    import tempfile

    import torch

    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "trace.json"
        prof.export_chrome_trace(str(path))
        events = json.loads(path.read_text())["traceEvents"]
    kernels = sorted((e for e in events if e.get("cat") == "kernel"), key=lambda e: e["ts"])
    return [(tuple(e["args"]["grid"]), tuple(e["args"]["block"])) for e in kernels]


@functools.lru_cache(maxsize=None)
def empty_kernel(grid: tuple, threads: int):
    """A kernel that does nothing, launched over `grid` with `threads` per CTA."""
    import tilelang
    import tilelang.language as T

    @T.prim_func
    def empty(unused: T.Tensor((1,), T.int32)):
        with T.Kernel(*grid, threads=threads) as _:
            T.evaluate(0)

    from .runtime.launch import target

    return tilelang.compile(empty, target=target(), execution_backend="tvm_ffi")


def launch_floor_us(fn, rep_ms: int) -> float | None:
    """The time of empty kernels with the same grids and CTA sizes as one call of fn, timed
    as kgen's kernels are: what a call of that shape costs before it does any work."""
    import math

    import torch

    launched = launches(fn)
    if not launched:
        return None
    kernels = [empty_kernel(grid, math.prod(block)) for grid, block in launched]
    unused = torch.zeros(1, dtype=torch.int32, device="cuda")

    def run():
        for k in kernels:
            k(unused)

    return median_us(run, rep_ms)


COPY_TILES = (1024, 2048, 4096)  # 32-bit words per CTA of the same-bytes copy; the fastest counts


@functools.lru_cache(maxsize=None)
def _copy_kernel(words: int, tile: int):
    """dst[:] = src[:] over `words` 32-bit words, `tile` of them per 128-thread CTA, in
    16-byte vectors."""
    import tilelang
    import tilelang.language as T

    @T.prim_func
    def copy(src: T.Tensor((words,), T.int32), dst: T.Tensor((words,), T.int32)):
        with T.Kernel(words // tile, threads=128) as bx:
            for i in T.Parallel(tile):
                dst[bx * tile + i] = src[bx * tile + i]

    from .runtime.launch import target

    return tilelang.compile(copy, target=target(), execution_backend="tvm_ffi")


def same_bytes_copy_us(nbytes: int, rep_ms: int) -> float:
    """A copy kernel that moves a row's bytes (half read, half written), timed as kgen's
    kernels are, with the fastest of a few CTA sizes: the launch floor plus the traffic that
    any kernel of that row must do, from a cold L2."""
    import torch

    times = []
    for tile in COPY_TILES:
        words = max(1, -(-nbytes // 8 // tile)) * tile  # nbytes / 2 of 4-byte words, whole tiles
        src = torch.ones(words, dtype=torch.int32, device="cuda")
        dst = torch.empty_like(src)
        kernel = _copy_kernel(words, tile)
        times.append(median_us(lambda: kernel(src, dst), rep_ms))
    return min(times)


def measure_ceilings(quick: bool = False) -> dict:
    import torch

    n = 2**28 if not quick else 2**27  # bytes of a copy operand: far past L2
    a = torch.randn(n // 4, device="cuda")
    b = torch.empty_like(a)
    copy_us = median_us(lambda: b.copy_(a))
    m = 8192
    x = torch.randn(m, m, device="cuda", dtype=torch.bfloat16)
    y = torch.randn(m, m, device="cuda", dtype=torch.bfloat16)
    bf16_us = median_us(lambda: x @ y)
    xf8, yf8 = x.to(torch.float8_e4m3fn), y.to(torch.float8_e4m3fn).t()
    one = torch.ones((), device="cuda")
    fp8_us = median_us(lambda: torch._scaled_mm(xf8, yf8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16))
    return {
        "copy_tbps": 2 * n / copy_us / 1e6,
        "bf16_tflops": 2 * m**3 / bf16_us / 1e6,
        "fp8_tflops": 2 * m**3 / fp8_us / 1e6,
    }


def git_sha() -> str:
    """The commit measured, "-dirty" when tracked files differ from it. The GPU machine gets a
    copy of the work tree whose .git, if any, need not match it: there the caller passes the
    sha (KGEN_GIT_SHA) and says whether the tree was dirty (KGEN_GIT_DIRTY=1)."""
    given = settings.current()
    sha, dirty = given.git_sha, given.git_dirty
    if not sha:
        sha = subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], capture_output=True, text=True).stdout.strip() or "unknown"
        dirty = bool(subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True).stdout.strip())
    return sha + ("-dirty" if dirty else "")


def environment() -> dict:
    import tilelang
    import torch

    try:
        driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()
    except OSError:
        driver = "unknown"
    return {
        "device": torch.cuda.get_device_name(),
        "driver": driver,
        "cuda": torch.version.cuda,
        "torch": torch.__version__,
        "tilelang": tilelang.__version__,
        "python": platform.python_version(),
        "git_sha": git_sha(),
        "date": datetime.date.today().isoformat(),
        "time": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "l2_flush": "read",  # before each timed call (see median_us); records without it flushed by writing
    }


def rotating_cases(spec, variant, dims, make, bytes_per_case: int):
    """Enough fresh input sets (up to 16) that cycling through them outsizes L2."""
    copies = max(1, min(16, -(-L2_FLUSH_BYTES // max(bytes_per_case, 1))))
    return [make(spec, variant, dims, seed) for seed in range(copies)]


def case_bytes(spec: Spec, env: dict) -> int:
    """The bytes one call moves, from the spec's roofline (0 where it states none)."""
    roof = spec.bench["roofline"]
    return int(roof["bytes"].evaluate(env)) if "bytes" in roof else 0


def rotate(cases: list, fn):
    """fn over the cases' arguments in turn, one case per call: with enough cases, every call
    reads its inputs from HBM rather than from L2."""
    state = {"i": 0}

    def run():
        c = cases[state["i"] % len(cases)]
        state["i"] += 1
        return fn(*c.args)

    return run


def _peer_call(spec: Spec, peer: str, env: dict):
    """The peer's function and keyword arguments for this variant, or (None, None)."""
    import importlib

    call = spec.bench[peer]
    if not call["when"].evaluate(env):
        return None, None
    module, name = call["call"].split(":")
    return getattr(importlib.import_module(module), name), {k: e.evaluate(env) for k, e in call["args"].items()}


def _as_declared(spec: Spec, variant, env: dict, args: list) -> list:
    """The inputs in the shapes the spec declares: a row op's case splits its rows into two
    leading dims (to exercise the op's flattening), which peers do not take."""
    inputs = [t for name, t in spec.tensors(variant).items() if name in spec.inputs]
    return [a.reshape([int(e.evaluate(env)) for e in t.shape]) for a, t in zip(args, inputs, strict=True)]


def compile_reference(reference, params: dict, args, backend: str = "inductor"):
    """torch.compile of one row's reference, called once on args; returns it and whether it
    compiled with graph breaks. Each call compiles a function with a code object of its own:
    dynamo caches per code object, and every row's closure over one code object would be a
    recompile of it, past dynamo's recompile limit (8) run eagerly without a word (eager torch
    timed as torch.compile). Kept by the caller, the compiled row runs again (a second timing
    pass) without compiling. A reference that will not compile whole (fullgraph) is compiled
    with its breaks, and the row says so; then with dynamic sizes where a size changes (dynamo's
    default), since what follows a break may see a data-dependent count (moe's gathers) that
    the bench's rotating inputs change, and a recompile per count ends in eager torch."""
    import torch

    def call(*a):
        return reference(*a, **params)

    for fullgraph in (True, False):
        own = types.FunctionType(call.__code__.replace(), call.__globals__, f"reference_{next(_COMPILED)}", call.__defaults__, call.__closure__)
        compiled = torch.compile(own, dynamic=False if fullgraph else None, fullgraph=fullgraph, backend=backend)
        try:
            compiled(*args)
        except torch._dynamo.exc.TorchDynamoException:
            if not fullgraph:
                raise
            continue
        return compiled, not fullgraph


_COMPILED = itertools.count()


def _same_values(ours, theirs) -> bool:
    """Same bytes where the element sizes agree (packed data), else the same fp32 values
    (e8m0 scales against fp32 ones)."""
    import torch

    from . import testing

    a, b = ours.reshape(-1, ours.shape[-1]), theirs.reshape(-1, theirs.shape[-1])
    if a.element_size() == b.element_size():
        return a.shape == b.shape and torch.equal(testing.raw_bytes(a), testing.raw_bytes(b))
    return a.shape == b.shape and torch.equal(a.float(), b.float())


def bench_shape(spec: Spec, shape: dict, peers: list, rep_ms: int, compiled_rows: dict | None = None) -> dict:
    """One row: kgen's op checked then timed, and each peer timed on the same inputs.
    compiled_rows keeps each row's torch.compile of the reference across timing passes."""
    import torch

    from . import testing

    compiled_rows = {} if compiled_rows is None else compiled_rows

    variant = spec.variant(shape["variant"])
    dims = {k: v for k, v in shape.items() if k != "variant"}
    env = spec.env(variant, dims)
    roof = spec.bench["roofline"]
    nbytes = case_bytes(spec, env)
    flops = int(roof["flops"].evaluate(env)) if "flops" in roof else 0
    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    choice = testing.choice_kwargs(module, variant.name)
    cases = rotating_cases(spec, variant, dims, testing.make_case, nbytes)

    # Correct first, on the same inputs that will be timed.
    check = [a.clone() for a in cases[0].args]
    t0 = time.perf_counter()
    got = op(*check, **choice)
    torch.cuda.synchronize()
    first_call_s = time.perf_counter() - t0
    want = reference(*[a.clone() for a in cases[0].args], **variant.params)
    got, want = (got if isinstance(got, tuple) else (got,)), (want if isinstance(want, tuple) else (want,))
    problems = testing.problems(spec, variant, got, want)
    exact = all(testing.same_bits(g, w) for g, w in zip(got, want))

    rotating = functools.partial(rotate, cases)
    peer_cases = [dataclasses.replace(c, args=_as_declared(spec, variant, env, c.args)) for c in cases]
    peer_rotating = functools.partial(rotate, peer_cases)

    row_extra = {}
    times = {"kgen": median_us(rotating(lambda *a: op(*a, **choice)), rep_ms)}
    from .families import TEMPLATES

    tail_dim, policy = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(tail_dim)
    from .verify.lowering import tiling_at

    if policy == "specialize" and knob and dims[tail_dim] % tiling_at(spec, module, variant.name, env)[knob] == 0:
        # The same shape through the guarded kernel: what the proof saves.
        from .runtime.modes import always_guarded

        with always_guarded():
            times["kgen_guarded"] = median_us(rotating(lambda *a: op(*a, **choice)), rep_ms)
    if tail_dim and dims.get(tail_dim, LAUNCH_BOUND_ROWS + 1) <= LAUNCH_BOUND_ROWS:
        row_extra["launch_floor_us"] = launch_floor_us(lambda: op(*cases[0].args, **choice), rep_ms)
    if nbytes and ("launch_floor_us" in row_extra or not flops):
        # Memory-bound and launch-bound rows: what moving their bytes alone costs.
        row_extra["same_bytes_copy_us"] = same_bytes_copy_us(nbytes, rep_ms)
    for peer in peers:
        try:
            if peer == "cublas":
                # A speed anchor, not the same math (cuBLAS has no block scales): timed, not compared.
                peer_fn, kwargs = _peer_call(spec, peer, env)
                if peer_fn is not None:
                    times["cublas"] = median_us(peer_rotating(lambda *a: peer_fn(*a, **kwargs)), rep_ms)
            elif peer == "tilekernels":
                peer_fn, kwargs = _peer_call(spec, peer, env)
                if peer_fn is None:
                    continue
                theirs = peer_fn(*peer_cases[0].args, **kwargs)
                theirs = theirs if isinstance(theirs, tuple) else (theirs,)
                row_extra["tilekernels_bit_exact"] = all(_same_values(g, t) for g, t in zip(got, theirs))
                times["tilekernels"] = median_us(peer_rotating(lambda *a: peer_fn(*a, **kwargs)), rep_ms)
            elif peer == "torch":
                times["torch"] = median_us(rotating(lambda *a: reference(*a, **variant.params)), rep_ms)
            elif peer == "torch_compile":
                row = (spec.op, tuple(sorted(shape.items())))
                if row not in compiled_rows:
                    compiled_rows[row] = compile_reference(reference, variant.params, cases[0].args)
                compiled, breaks = compiled_rows[row]
                row_extra["torch_compile_graph_breaks"] = breaks
                times["torch_compile"] = median_us(rotating(compiled), rep_ms)
        except Exception as e:  # noqa: BLE001  a peer's own failure (an assertion, a compile error) is its row's news, not the run's end
            row_extra.setdefault("peer_failures", {})[peer] = exception_line(e)
    row = {
        "op": spec.op,
        "variant": variant.name,
        "shape": dims,
        "bytes": nbytes,
        "flops": flops,
        # The first call compiles, or loads from TileLang's disk cache when an earlier run built it.
        "us": times,
        "bit_exact": exact,
        "correct": not problems,
        "problems": problems,
        "first_call_s": round(first_call_s, 3),
        **row_extra,
    }
    return row


def _progress_bar(total: int):
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    return tqdm(total=total, desc="kgen bench", unit="shape", file=sys.stderr)


def run_bench(specs: list[Spec], quick: bool, out_dir: Path, progress=print, repeat: int = 2) -> Path:
    """`repeat` full passes; the spread between passes is the measured noise band."""
    import torch

    record = {"environment": environment(), "quick": quick}
    progress("measuring ceilings (copy bandwidth, bf16 and fp8 GEMM)")
    record["ceilings"] = measure_ceilings(quick)
    work = [(s, sh) for s in specs for sh in s.bench["shapes"]]
    passes = []
    bar = _progress_bar(repeat * len(work))
    compiled_rows = {}
    for p in range(repeat):
        rows = []
        for spec, shape in work:
            label = f"pass {p + 1}/{repeat} {spec.op} {shape['variant']} " + "x".join(str(v) for k, v in shape.items() if k != "variant")
            bar.set_postfix_str(label) if bar else progress(label)
            rows.append(bench_shape(spec, shape, spec.bench["peers"], rep_ms=50 if quick else 200, compiled_rows=compiled_rows))
            torch.cuda.empty_cache()
            if bar:
                bar.update()
        passes.append(rows)
    if bar:
        bar.close()
    rows = passes[-1]
    spreads = []
    for k, r in enumerate(rows):
        runs = [ps[k]["us"]["kgen"] for ps in passes]
        r["kgen_us_passes"] = runs
        r["first_call_s"] = passes[0][k]["first_call_s"]  # later passes reuse the compiled kernel
        spreads.append((max(runs) - min(runs)) / min(runs))
    record["noise_band"] = max(spreads) if len(passes) > 1 else None
    for r in rows:
        kg = r["us"]["kgen"]
        if r["bytes"]:
            r["tbps"] = r["bytes"] / kg / 1e6
            r["pct_roofline"] = 100 * r["tbps"] / record["ceilings"]["copy_tbps"]
        if r["flops"]:
            r["tflops"] = r["flops"] / kg / 1e6
        r["speedup"] = {p: t / kg for p, t in r["us"].items() if p not in ("kgen", "kgen_guarded")}
        if r.get("launch_floor_us"):
            r["vs_launch_floor"] = kg / r["launch_floor_us"]
    record["rows"] = rows
    env = record["environment"]
    gpu = env["device"].replace(" ", "-").replace("/", "-")
    out_dir.mkdir(parents=True, exist_ok=True)
    return write_record(out_dir, f"{gpu}-{env['date']}-{env['git_sha']}{'-quick' if quick else ''}", record)


def write_record(out_dir: Path, stem: str, record: dict) -> Path:
    """Write record as out_dir/stem.json, or stem-2.json, stem-3.json ... where that name is
    taken: a second run of one commit on one day (another spec, another pass) must not replace
    the first one's measurements. Whole or not at all: a killed run must not leave half a
    record, which kgen report would then trip over."""
    tmp = out_dir / f".{stem}.{os.getpid()}.tmp"
    tmp.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n")
    try:
        for n in itertools.count(1):
            path = out_dir / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
            try:
                os.link(tmp, path)  # fails where the name exists, where os.replace would overwrite
                return path
            except FileExistsError:
                continue
    finally:
        tmp.unlink()
