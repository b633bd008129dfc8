"""Adversarial arguments for every generated op, each call classified (GPU).

Baseline: the smallest test case of each spec's first variant (static dims the tests compile).
Each case changes ONE thing: a tensor's dtype, a dim, its leading dims, its layout (column-major,
last stride 2, stride-0 rows), device, no elements, a storage offset on and off the vector
boundary, a non-tensor in its place; unbuilt or mistyped variant keywords, unknown keywords;
out= of the wrong shape, dtype, device, count, layout or offset; the tail runtime dim at 0, 1,
4001; NaN, +-Inf, huge, denormal values, zero rows, int extremes. out= tensors are poisoned and
results compared with the spec's reference as the tests do (testing.problems); an input the op
accepts but the reference cannot compute counts as bad. Classes: OK-clean-error (OpArgumentError;
a TypeError of Python's argument binding, noted), OK-works, BAD-raw-error, BAD-wrong-answer,
BAD-accepted-bad-input, BAD-refused-valid-input, BAD-crash, SKIP (time budget, nothing to compare).
Each op runs in a subprocess, restarted after a case that broke the CUDA context.

    python3 tools/op_fuzz.py [--total 330] [--aot-only] [OP ...]     # on a GPU
    python3 tools/op_fuzz.py --dry-run [OP ...]                      # CPU only: lists the cases,
        runs each on CPU tensors (must end in OpArgumentError; launches are stubbed and count as
        accepted), then on fake CUDA tensors (FakeTensorMode) to see what reaches a launch.

With OUT set, every result goes to $OUT/op_fuzz.json.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from kgen import runtime, testing  # noqa: E402
from kgen.runtime import checks, settings  # noqa: E402
from kgen.runtime.errors import OpArgumentError  # noqa: E402
from kgen.spec import load_spec  # noqa: E402

CLASSES = (CLEAN, WORKS, RAW, WRONG, ACCEPTED, REFUSED, CRASH, SKIP) = (
    "OK-clean-error",
    "OK-works",
    "BAD-raw-error",
    "BAD-wrong-answer",
    "BAD-accepted-bad-input",
    "BAD-refused-valid-input",
    "BAD-crash",
    "SKIP",
)
CUDA_WORDS = ("CUDA error", "cudaError", "CUDA_ERROR", "illegal memory access", "illegal address", "misaligned address", "unspecified launch failure", "device-side assert")
FLOATS = (torch.bfloat16, torch.float16, torch.float32, torch.float8_e4m3fn)
INTS = (torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64)
WRONG_DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.int32, torch.float8_e4m3fn, torch.float64)
BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
SEED = 1234


class LaunchReached(Exception):
    """Raised by --dry-run's stubbed kernel launches: the op accepted its arguments."""


@dataclass
class Case:
    name: str
    expect: str  # "reject", "work" or "either"
    make: object  # Base -> (args, kwargs)
    real: bool = False  # writes values or draws new inputs: not on fake tensors


@dataclass
class Base:
    """The valid call that every case changes one thing of."""

    spec: object
    module: object
    op: object
    variant: object
    dims: dict
    args: list
    names: list  # the spec's name of each positional tensor
    lead: tuple | None
    device: str


def pack(outs):
    return tuple(outs) if len(outs) > 1 else outs[0]


# --- tensors: copies go through same-width integers, so fp8, e8m0 and packed fp4 copy alike.
# Methods, not t[...]: indexing fake CUDA tensors needs a CUDA build of torch.
def copy_bits(dst, src):
    """dst (of src's shape) holding src's values."""
    if dst.numel() and (dst.device.type != "cuda" or torch.cuda.is_available()):  # else fake: no values
        dst.view(BITS[dst.element_size()]).copy_(src.view(BITS[src.element_size()]))
    return dst


def blank(shape, dtype, device):
    t = torch.empty(shape, dtype=dtype, device=device)
    t.reshape(-1).view(torch.uint8).zero_()
    return t


def dup(t, shift=0):
    """A copy of t with t's strides, `shift` elements into a storage of its own."""
    span = 1 + sum((s - 1) * st for s, st in zip(t.shape, t.stride())) if t.numel() else 0
    return copy_bits(torch.empty(span + shift, dtype=t.dtype, device=t.device).as_strided(t.shape, t.stride(), shift), t)


def colmajor(t):
    return copy_bits(torch.empty(*t.shape[:-2], t.shape[-1], t.shape[-2], dtype=t.dtype, device=t.device).transpose(-1, -2), t)


def stride2(t):  # every other element of a buffer twice as wide
    return copy_bits(blank([*t.shape[:-1], 2 * t.shape[-1]], t.dtype, t.device).unflatten(-1, (t.shape[-1], 2)).select(-1, 0), t)


def clone(t):  # dup: torch copies no strided packed fp4; clone: dup copies no stride-0 view
    return t.clone() if 0 in t.stride() else dup(t)


def resized(t, dim, delta):
    """t with one more (delta 1) row or column along dim, zero filled."""
    shape = list(t.shape)
    shape[dim] += delta
    new = dst = blank(shape, t.dtype, t.device)
    for d, n in enumerate(t.shape):
        dst, t = dst.narrow(d, 0, min(n, shape[d])), t.narrow(d, 0, min(n, shape[d]))
    copy_bits(dst, t)
    return new


# Inputs whose largest finite values overflow an fp32 dot product: the result is inf or NaN
# by the order of summation, in the kernel as in the reference (docs/op-contract.md, "Non-finite inputs").
SCORES_OVERFLOW = {"sparse_attn": ("q", "kv")}


def poke(kind):
    """Special values written into the first and last rows of t (in place)."""

    def f(t):
        v = (t.long() if t.dtype in INTS else t.float()).reshape(-1, t.shape[-1]).clone()
        r, c = v.shape[0] - 1, v.shape[1] - 1
        if t.dtype in INTS:
            info = torch.iinfo(t.dtype)
            v[0, 0], v[r, c], v[0, min(1, c)] = info.max, info.min, -1 if info.min < 0 else 0
        elif kind in ("nan", "+inf", "-inf"):
            v[0, min(1, c)] = v[r, c] = float(kind)
        elif kind in ("huge", "denormal"):  # alternating signs along the row
            info, sign = torch.finfo(t.dtype), 1 - 2 * (torch.arange(c + 1, device=v.device) % 2).float()
            v[0 if kind == "huge" else r] = sign * (info.max if kind == "huge" else info.smallest_normal / 4)
        else:  # zero rows
            v[0] = v[r] = 0
        return t.copy_(v.reshape(t.shape).to(t.dtype))

    return f


# --- cases ---
def case(name, expect, i=None, change=None, out=None, byte=testing.POISON_BYTES[0], dims=None, real=False, **kw):
    """The baseline with args[i] changed (or new inputs at dims) and keywords kw added;
    out=: the poisoned outputs (out=None), none (out=False) or out(poisoned outputs)."""

    def make(b):
        args, lead = [dup(a) for a in b.args], b.lead
        if dims:
            made = testing.make_case(b.spec, b.variant, {**b.dims, **dims}, seed=SEED, device=b.device)
            args, lead = made.args, made.lead
        if i is not None:
            args[i] = change(args[i])
        outs = None if out is False else testing.poisoned_outputs(b.spec, b.variant, {**b.dims, **(dims or {})}, lead, device=b.device, byte=byte)
        given = {} if outs is None else {"out": out(list(outs)) if callable(out) else pack(outs)}
        return args, {**testing.choice_kwargs(b.module, b.variant.name), **given, **kw}

    return Case(name, expect, make, real or bool(dims))


def make_base(spec, device) -> Base:
    """The first variant's smallest test case whose dims are all above 1 (else above 0)."""
    module, op = testing.op_fn(spec)
    cases = spec.test_cases()
    ok = [c for c in cases if min(c[1].values()) > 1] or [c for c in cases if min(c[1].values()) > 0]
    ok = [c for c in ok if c[0].name == spec.variants[0].name] or ok

    def size(case):
        env = spec.env(*case)
        return sum(torch.Size([int(e.evaluate(env)) for e in t.shape]).numel() for t in spec.tensors(case[0]).values())

    variant, dims = min(ok, key=size)
    made = testing.make_case(spec, variant, dims, seed=SEED, device=device)
    names = [t.name for t in spec.inputs.values() if not (t.unless and variant.params[t.unless])]
    return Base(spec, module, op, variant, dims, made.args, names, made.lead, device)


def build_cases(b: Base) -> list:
    outs = testing.poisoned_outputs(b.spec, b.variant, b.dims, b.lead, device=b.device)
    cases = [case("baseline", "work")] + ([case("baseline:poison-0x88", "work", byte=testing.POISON_BYTES[1])] if outs else [])
    # variant keywords: an unbuilt value and a wrong type each; other keywords; an unknown one
    for k in b.module.CHOICES:
        v, offered = b.module.VARIANTS[b.variant.name][k], {p[k] for p in b.module.VARIANTS.values()}
        if isinstance(v, bool):
            bad = [("yes", "reject"), (2, "reject"), (None, "either")]
        elif isinstance(v, (int, float)):
            bad = [(next(x for x in (3, 5, 7, 1 << 40) if x not in offered), "reject"), (str(v), "reject")]
        else:
            bad = [("e9m0" if "e9m0" not in offered else v + "x", "reject"), (None, "reject")]
        cases += [case(f"kw:{k}={x!r}", e, **{k: x}) for x, e in bad]
    for p in inspect.signature(b.op).parameters.values():
        if p.kind == p.KEYWORD_ONLY and p.name not in b.module.CHOICES and p.name != "out":
            cases += [case(f"kw:{p.name}={x!r}", "reject", **{p.name: x}) for x in ("bogus", float("nan"))]
    cases.append(case("kw:unknown_option=1", "reject", unknown_option=1))
    # each tensor argument: (name, expect, change, pass poisoned out=)
    vector = checks.vector_bytes(torch.device(b.device))
    optional = {t.name for t in b.spec.inputs.values() if t.unless}
    any_width = bool(b.module.WIDTHS)  # takes every dtype of a built width (transpose)
    for i, (name, t) in enumerate(zip(b.names, b.args)):
        accepted = {testing.TORCH_DTYPES[b.spec.dtype(b.spec.inputs[name], v)] for v in b.spec.variants}
        wrong = [torch.float4_e2m1fn_x2, torch.complex128] if any_width else [d for d in WRONG_DTYPES if d not in accepted][:3]
        changes = [(f"dtype={str(d)[6:]}", "reject", lambda t, d=d: blank(t.shape, d, t.device), False) for d in wrong] + [
            ("last-dim+1", "either", lambda t: resized(t, -1, 1), False),
            ("first-dim+1", "either", lambda t: resized(t, 0, 1), False) if t.dim() > 1 else None,
            ("extra-lead-dim", "either", lambda t: t.unsqueeze(0), False),
            ("missing-lead-dim", "either", lambda t: t.select(0, 0), False),
            ("column-major", "either", colmajor, True) if t.dim() > 1 and min(t.shape[-2:]) > 1 else None,
            ("last-stride-2", "either", stride2, True) if t.shape[-1] > 1 else None,
            ("stride-0-rows", "either", lambda t: t.narrow(0, 0, 1).expand(t.shape), False) if t.shape[0] > 1 else None,
            ("cpu", "reject", lambda t: t.cpu(), False),
            ("zero-elements", "either", lambda t: t.narrow(0, 0, 0), False),
            (f"offset-{vector}B", "work", lambda t: dup(t, vector // t.element_size()), True),
            (f"offset-{vector // 2}B", "reject", lambda t: dup(t, vector // 2 // t.element_size()), False) if vector // 2 >= t.element_size() else None,
            ("None", "reject", lambda t: None, False) if name not in optional else None,  # None there picks another variant
            ("list", "reject", lambda t: [1.0, 2.0], False),
            ("float", "reject", lambda t: 1.5, False),
        ]
        cases += [case(f"{name}:{c[0]}", c[1], i, c[2], out=None if c[3] else False) for c in changes if c]
    # out=
    if outs:
        o0, one = outs[0], lambda f: lambda o: pack([f(o[0])] + o[1:])  # changes the first output only
        other = torch.float32 if o0.dtype != torch.float32 else torch.bfloat16
        cases += [
            case("out:shape", "reject", out=one(lambda o: resized(o, -1, 1))),
            case("out:dtype", "reject", out=one(lambda o: blank(o.shape, other, o.device))),
            case("out:cpu", "reject", out=one(lambda o: o.cpu())),
            case("out:count", "reject", out=lambda o: tuple(o[:-1]) if len(o) > 1 else (o[0], o[0])),
            case("out:list", "either", out=list),
            case(f"out:offset-{vector}B", "work", out=lambda o: pack([dup(x, vector // x.element_size()) for x in o])),
            case(f"out:offset-{vector // 2}B", "reject", out=lambda o: pack([dup(x, max(1, vector // 2 // x.element_size())) for x in o])),
        ]
        if o0.dim() > 1 and min(o0.shape[-2:]) > 1:
            cases.append(case("out:column-major", "either", out=one(colmajor)))
        elif o0.shape[-1] > 1:
            cases.append(case("out:last-stride-2", "either", out=one(stride2)))
    # awkward values, then the tail runtime dim (last: a new size may compile a kernel)
    for i, (name, t) in enumerate(zip(b.names, b.args)):
        kinds = ("nan", "+inf", "-inf", "huge", "denormal", "zero-rows") if t.dtype in FLOATS else ("int-extremes",) if t.dtype in INTS else ()
        if name in SCORES_OVERFLOW.get(b.spec.op, ()):
            kinds = tuple(k for k in kinds if k != "huge")
        cases += [case(f"{name}:{k}", "work", i, poke(k), real=True) for k in kinds]
    tail, _ = b.spec.tail_dim()
    return cases + [case(f"{tail}={n}", "work", dims={tail: n}) for n in (0, 1, 4001) if b.spec.satisfies(b.variant, {**b.dims, tail: n})]


# --- one call ---
def cuda_alive() -> bool:
    try:
        torch.cuda.synchronize()
        return True
    except Exception:  # a sticky error: the context is gone
        return False


def said(e, at=False) -> str:
    """e's type and message; at=True: and its innermost kgen/ or generated/ frame."""
    frames = traceback.extract_tb(e.__traceback__)
    ours = [f for f in frames if f"{os.sep}kgen{os.sep}" in f.filename or f"{os.sep}generated{os.sep}" in f.filename]
    f = (ours or frames)[-1]
    return f"{type(e).__name__}: {str(e)[:200]}" + (f" [at {Path(f.filename).parent.name}/{Path(f.filename).name}:{f.lineno} in {f.name}]" if at else "")


def execute(b: Base, case: Case, mode: str) -> tuple:
    """(class, detail) of one call. mode: gpu; cpu (CPU tensors: every call must be refused);
    fake (fake CUDA tensors, launches stubbed: accepted calls cannot be compared)."""
    expect, gpu = ("reject" if mode == "cpu" else case.expect), mode == "gpu"
    if mode == "fake" and case.real:
        return SKIP, "needs real tensors"
    try:
        args, kwargs = case.make(b)
    except Exception as e:
        return SKIP, f"building the case failed: {said(e, at=True)}"
    # The reference runs only on inputs the op took (on copies made before the call, which an
    # in-place op changes): fed an input the op refuses, torch's own gather can trip a
    # device-side assert that the next synchronize would pin on the op.
    ref_args = [clone(a) if isinstance(a, torch.Tensor) else a for a in args] if gpu and expect != "reject" else None
    try:
        if gpu:
            torch.cuda.synchronize()
        got = b.op(*args, **kwargs)
        if gpu:
            torch.cuda.synchronize()
    except OpArgumentError as e:
        return (REFUSED if expect == "work" else CLEAN), said(e)
    except LaunchReached:
        got = None
    except Exception as e:
        if isinstance(e, TypeError) and len(traceback.extract_tb(e.__traceback__)) == 1:
            return CLEAN, f"(TypeError of Python's argument binding) {said(e)}"
        if gpu and (any(w in str(e) for w in CUDA_WORDS) or not cuda_alive()):
            return CRASH, f"{said(e, at=True)}"
        if type(e).__module__.startswith("torch._subclasses"):
            return SKIP, f"fake tensors cannot run it: {said(e)}"
        return RAW, f"{said(e, at=True)}"
    how = "launched a kernel" if got is None else "returned without error"
    if expect == "reject":
        return ACCEPTED, f"accepted: {how}"
    if not gpu:
        return SKIP, f"accepted ({how}); comparing needs the GPU"
    want = ref_error = None
    try:
        want = testing.reference_fn(b.spec)(*ref_args, **b.variant.params)
        want = want if isinstance(want, tuple) else (want,)
        torch.cuda.synchronize()
    except Exception as e:
        ref_error = e
    if ref_error is not None:
        if expect == "either":
            return ACCEPTED, f"the op ran, but the reference cannot compute this input: {said(ref_error)}"
        return SKIP, f"the reference failed: {said(ref_error)}"
    try:
        got, out = got if isinstance(got, tuple) else (got,), kwargs.get("out")
        out = [out] if isinstance(out, torch.Tensor) else list(out or ())
        moved = out and any(not isinstance(g, torch.Tensor) or g.data_ptr() != o.data_ptr() for g, o in zip(got, out))
        # problems() reads bytes of contiguous copies, which packed fp4 cannot make: copy the bits
        got = tuple(g if not isinstance(g, torch.Tensor) or g.is_contiguous() else copy_bits(torch.empty(g.shape, dtype=g.dtype, device=g.device), g) for g in got)
        problems = testing.problems(b.spec, b.variant, got, want) + (["the results are not the out= tensors passed"] if moved else [])
    except Exception as e:
        return SKIP, f"comparing failed: {said(e)}"
    return (WRONG, "; ".join(p[:200] for p in problems)) if problems else (WORKS, "")


# --- drivers ---
def load_specs(only) -> list:
    specs = [load_spec(p) for p in sorted((ROOT / "specs").glob("*.yaml"))]
    unknown = set(only) - {s.op for s in specs}
    if unknown:
        sys.exit(f"op_fuzz: no spec for {', '.join(sorted(unknown))}")
    return [s for s in specs if not only or s.op in only]


def record(op, case, mode, cls, detail, seconds=0.0) -> dict:
    return {"op": op, "case": getattr(case, "name", case), "mode": mode, "expect": getattr(case, "expect", ""), "class": cls, "detail": detail, "seconds": round(seconds, 3)}


def dry_run(specs) -> list:
    from torch._subclasses.fake_tensor import FakeTensorMode

    def stub(*args, **kwargs):
        raise LaunchReached

    saved = runtime.compile_kernel, runtime.split_k_workspace
    runtime.compile_kernel = runtime.split_k_workspace = stub
    results = []
    try:
        for spec in specs:
            b = make_base(spec, "cpu")
            cases = build_cases(b)
            dims = ",".join(f"{k}={v}" for k, v in b.dims.items())
            print(f"{spec.op} ({b.variant.name}, {dims}): {len(cases)} cases: " + ", ".join(c.name for c in cases), flush=True)
            results += [record(spec.op, c, "cpu", *execute(b, c, "cpu")) for c in cases]
            with FakeTensorMode():
                fakes = [torch.empty(a.untyped_storage().nbytes() // a.element_size(), dtype=a.dtype, device="cuda").as_strided(a.shape, a.stride(), a.storage_offset()) for a in b.args]
                fake = Base(**{**vars(b), "device": "cuda", "args": fakes})
                results += [record(spec.op, c, "fake-cuda", *execute(fake, c, "fake")) for c in cases]
    finally:
        runtime.compile_kernel, runtime.split_k_workspace = saved
    return results


def child(op, start, until, path) -> int:
    """One op's cases from `start` on the GPU, a JSON line each; exit 3 after a crash."""
    b = make_base(load_specs([op])[0], "cuda")
    cases = build_cases(b)
    with open(path, "a") as f:
        if start == 0:
            f.write(json.dumps({"cases": [c.name for c in cases], "variant": b.variant.name, "dims": b.dims}) + "\n")
        for c in cases[start:]:
            if time.time() > until:
                return 0
            t0 = time.time()
            cls, detail = execute(b, c, "gpu")
            f.write(json.dumps(record(op, c, "gpu", cls, detail, time.time() - t0)) + "\n")
            f.flush()
            if cls == CRASH:
                return 3
    return 0


def supervise(op, budget, aot_only, tmp) -> list:
    """One op's cases in subprocesses: restarted after a crash, killed past the budget."""
    if budget < 5:
        return [record(op, "(every case)", "gpu", SKIP, "time budget spent before this op")]
    path, log = Path(tmp) / f"{op}.jsonl", Path(tmp) / f"{op}.log"
    end = time.time() + budget
    env = settings.child_environment(aot_only=True) if aot_only else dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(ROOT / "tools"), os.environ.get("PYTHONPATH", "")])
    start, restarts, died = 0, 0, []
    while True:
        cmd = [sys.executable, __file__, "--child", op, "--start", str(start), "--until", str(end), "--results", str(path)]
        with open(log, "a") as out:
            proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
            try:
                rc, killed = proc.wait(timeout=max(1.0, end + 20 - time.time())), False
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)  # the child's own process group
                rc, killed = proc.wait(), True
        lines = [json.loads(x) for x in path.read_text().splitlines()] if path.exists() else []
        if not lines:
            why = f"the child ended (rc {rc}) before its first case: {log.read_text()[-600:]}"
            return [record(op, "(startup)", "gpu", SKIP if killed else RAW, why)]
        names, done = lines[0]["cases"], lines[1:] + died
        if len(done) >= len(names):
            return done
        if killed or time.time() > end or restarts >= 4:
            why = "killed past the time budget" if killed else "time budget spent" if time.time() > end else "too many restarts"
            return done + [record(op, n, "gpu", SKIP, why) for n in names[len(done) :]]
        if rc not in (0, 3):  # died inside a case: that case took the process down
            died.append(record(op, names[len(done)], "gpu", CRASH, f"process died (rc {rc}): {log.read_text()[-300:]}"))
        start, restarts = len(lines) - 1 + len(died), restarts + 1


def report(results, seconds) -> int:
    short = ("clean", "works", "raw", "wrong", "accepted", "refused", "crash", "skip")
    print(f"\n{'op':22} {'mode':9} {'cases':>5} " + " ".join(f"{s:>8}" for s in short))
    for op, mode in dict.fromkeys((r["op"], r["mode"]) for r in results):
        mine = [r for r in results if (r["op"], r["mode"]) == (op, mode)]
        print(f"{op:22} {mode:9} {len(mine):5} " + " ".join(f"{sum(r['class'] == c for r in mine):8}" for c in CLASSES))
    bad = [r for r in results if r["class"].startswith("BAD")]
    print(f"\n{len(bad)} BAD findings ({seconds:.0f} s):")
    for r in bad:
        print(f"  [{r['mode']}] {r['op']} {r['case']}: {r['class']}: {r['detail'][:300]}")
    late = sorted({r["op"] for r in results if r["class"] == SKIP and ("budget" in r["detail"] or "restarts" in r["detail"])})
    if late:
        print("cases skipped for time (or repeated crashes): " + ", ".join(late))
    if os.environ.get("OUT"):
        Path(os.environ["OUT"]).mkdir(parents=True, exist_ok=True)
        (Path(os.environ["OUT"]) / "op_fuzz.json").write_text(json.dumps({"findings": bad, "results": results}, indent=1) + "\n")
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("ops", nargs="*", metavar="OP")
    ap.add_argument("--dry-run", action="store_true", help="CPU only: build, list and pre-check the cases")
    ap.add_argument("--total", type=float, default=330.0, help="seconds for all ops together")
    ap.add_argument("--aot-only", action="store_true", help="KGEN_AOT_ONLY=1: refuse kernels not prebuilt")
    for hidden, kind in (("--child", str), ("--start", int), ("--until", float), ("--results", str)):
        ap.add_argument(hidden, type=kind, default=kind(), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        return child(a.child, a.start, a.until, a.results)
    t0 = time.time()
    specs = load_specs(a.ops)
    if a.dry_run:
        return report(dry_run(specs), time.time() - t0)
    if not torch.cuda.is_available():
        sys.exit("op_fuzz: no CUDA device (--dry-run runs on the CPU)")
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for k, spec in enumerate(specs):
            results += supervise(spec.op, (t0 + a.total - time.time()) / (len(specs) - k), a.aot_only, tmp)
            bad = sum(r["class"].startswith("BAD") for r in results if r["op"] == spec.op)
            print(f"{spec.op}: {sum(r['op'] == spec.op for r in results)} cases, {bad} BAD ({time.time() - t0:.0f} s)", flush=True)
    return report(results, time.time() - t0)


if __name__ == "__main__":
    sys.exit(main())
