"""kgen tune: pick each variant's tiling from the spec's search space on the GPU.

One tiling serves every shape of a variant (of an M bucket), so each candidate is checked
against the reference (bit-exact, or within each output's tolerance) and timed at every
benchmark shape of it, in interleaved rounds; those near the fastest get more rounds. A
candidate's score is its time at each shape over the fastest candidate's there, averaged
over the shapes (1.0: fastest everywhere). Candidates within NOISE of the best score tie; the
tie goes to the tiling already in use, else to the first in the search order, so a rerun
writes the same lockfile unless the ranking really changed.
"""

from __future__ import annotations

import itertools
import json
import os
import statistics
import tempfile
from pathlib import Path

from .interrupts import worker_pool
from .kernel import Kernel
from .pipeline.lockfile import lockfile_path, read_lockfile
from .spec import Spec, tiling_problem

NOISE = 0.03  # relative; repeated medians of one kernel were seen to spread by ~1-3%
ROUNDS = 3  # interleaved timing rounds per candidate
# Candidates within twice NOISE of the fastest are the ones whose place in the tie band noise
# can flip (sinkhorn's small bucket: three tilings within 3.4%, two tuner runs chose
# differently); they get this many more rounds, and the choice uses every round's median.
CONTENDER_ROUNDS = 6


def choose(results: list[tuple[float, dict]], incumbent: dict) -> dict:
    """The tiling to lock among (score, tiling) in search order: the incumbent (the tiling in use
    before tuning) while its score is within NOISE of the best, else the first that is. Keeping
    the incumbent inside the noise band is what makes a rerun write the same lockfile when
    two candidates sit near the band's edge."""
    best = min(u for u, _ in results)
    tied = [c for u, c in results if u <= best * (1 + NOISE)]
    return incumbent if incumbent in tied else tied[0]


class NoValidCandidate(Exception):
    """No candidate of a (variant, bucket) compiled, launched and matched the reference."""


def candidates(spec: Spec, base: dict | None = None) -> list[dict]:
    """Every tiling of the search space, other knobs as in `base` (a bucket's tiling) or the
    default. A searched knob also takes base's own value where its list lacks it (fp8_gemm's
    wide bucket: 192-token tiles, which no other bucket uses), so the tiling in use is always
    a candidate and its neighbours are searched."""
    base = base or spec.tiling
    knobs = {k: [*spec.tiling_search[k], *([] if v in spec.tiling_search[k] else [v])] if k in spec.tiling_search else [v] for k, v in base.items()}
    return [dict(zip(knobs, combo)) for combo in itertools.product(*knobs.values())]


def try_build(spec_path: str, candidate: Kernel) -> str:
    """Process worker: "" when the candidate is in the kernel cache, else why it is not: the
    compiler's exception class and its reason ("RuntimeError: ... error: ...")."""
    from .errors import FamilyError
    from .pipeline.aot import build_one

    try:
        build_one(spec_path, candidate)
        return ""
    except FamilyError as e:  # a tiling TileLang cannot lay out is skipped, not fatal
        return e.error
    except Exception as e:  # noqa: BLE001  (the spec or module failed to load: still one candidate's reason)
        return f"{type(e).__name__}: {e}"


def scores(medians: list[list[float]]) -> list[float]:
    """Each candidate's score from its median time at each shape (medians[candidate][shape]):
    its time over the fastest candidate's at that shape, averaged over the shapes."""
    fastest = [min(times) for times in zip(*medians)]
    return [statistics.fmean(t / f for t, f in zip(times, fastest)) for times in medians]


def _targets(spec: Spec) -> list[tuple]:
    """(variant, bucket or None, [dims, ...]): per variant and bucket, its benchmark shapes."""
    from .verify.lowering import bucket_of

    shapes = {}
    for shape in spec.bench["shapes"]:
        dims = {k: v for k, v in shape.items() if k != "variant"}
        key = (shape["variant"], bucket_of(spec, spec.env(spec.variant(shape["variant"]), dims)))
        shapes.setdefault(key, []).append(dims)
    return [(v, b, ds) for (v, b), ds in shapes.items()]


def kept_tilings(spec: Spec, buckets: list[str] | None) -> dict:
    """The lockfile's tilings a tuning run starts from: all of them when only some buckets are
    tuned (the rest stay as locked), none when every (variant, bucket) is re-chosen."""
    lockfile = lockfile_path(spec)
    return read_lockfile(spec, lockfile)["tiling"] if buckets and lockfile.exists() else {}


def _tuned_targets(spec: Spec, module, buckets: list[str] | None, progress) -> list[tuple]:
    """(variant, bucket, candidates, [(dims, guard-free per candidate), ...] per shape) for
    every (variant, bucket) a run tunes; candidates that break a family rule are reported and
    left out."""
    from .families import TEMPLATES

    dim, _ = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(dim)
    out = []
    for vname, bucket, shapes in _targets(spec):
        if buckets and bucket not in buckets:
            continue
        base = module.TILING[vname][bucket] if bucket else None
        cands = []
        for cand in candidates(spec, base):
            problem = tiling_problem(spec, cand, bucket)
            if problem:
                progress(f"  {vname} {bucket or ''} {cand}: not a valid tiling ({problem[0]}: expected {problem[1]}), skipped")
            else:
                cands.append(cand)
        # Time the kernel each shape really runs: the guard-free one where the tail is empty.
        out.append((vname, bucket, cands, [(dims, [bool(knob) and dims[dim] % c[knob] == 0 for c in cands]) for dims in shapes]))
    return out


def _build_candidates(spec: Spec, vname: str, dims: dict, cands: list[dict], divisible: list[bool], arch: str, jobs: int) -> list[str]:
    """Compile every candidate into the kernel cache in parallel processes (spawned, not
    forked: the parent may hold a CUDA context); per candidate "" or why it did not build."""
    kernels = [Kernel(spec.op, vname, dims, guard_free, cand, arch) for cand, guard_free in zip(cands, divisible)]
    with worker_pool(jobs, "spawn") as pool:
        return list(pool.map(try_build, [spec.path] * len(kernels), kernels))


def build_candidates(spec: Spec, arch: str, jobs: int, progress=print, buckets: list[str] | None = None) -> tuple[int, int]:
    """`kgen tune --build-only`: compile, with no GPU, every candidate a tuning run would time,
    so that the run on the GPU loads them instead of compiling. (built, failed) counts."""
    from . import testing

    module, _ = testing.op_fn(spec)
    built = failed = 0
    seen = set()  # shapes of a variant that share their static dims share kernels
    for vname, bucket, cands, shapes in _tuned_targets(spec, module, buckets, progress):
        for dims, divisible in shapes:
            statics = {k: v for k, v in dims.items() if not spec.dims[k].runtime}
            todo = [(c, d) for c, d in zip(cands, divisible) if json.dumps([vname, c, statics, d], sort_keys=True) not in seen]
            seen.update(json.dumps([vname, c, statics, d], sort_keys=True) for c, d in todo)
            errors = _build_candidates(spec, vname, dims, [c for c, _ in todo], [d for _, d in todo], arch, jobs)
            for (cand, _), error in zip(todo, errors):
                if error:
                    progress(f"  {vname} {bucket or ''} {cand}: does not compile at {dims} ({error})")
                built, failed = built + (not error), failed + bool(error)
    return built, failed


def tune(spec: Spec, jobs: int, progress=print, buckets: list[str] | None = None) -> dict:
    """Tune every (variant, bucket) with a benchmark shape, or only the named `buckets`; the
    lockfile keeps the tiling in use for the rest."""
    from . import testing
    from .runtime.launch import target_arch

    arch = target_arch()  # the lockfile names it: a tuning holds for the GPU it was timed on
    module, op = testing.op_fn(spec)
    chosen = kept_tilings(spec, buckets)
    report = {}
    for vname, bucket, cands, shapes in _tuned_targets(spec, module, buckets, progress):
        incumbent = dict(module.TILING[vname][bucket] if bucket else module.TILING[vname])

        def use(cand, vname=vname, bucket=bucket):
            # The op layer launches exactly what a build with this lockfile would.
            if bucket:
                module.TILING[vname][bucket] = cand
            else:
                module.TILING[vname] = cand

        runs = [_ShapeRun(spec, vname, dims, op, module) for dims, _ in shapes]
        valid = _valid_candidates(spec, vname, bucket, cands, shapes, runs, use, arch, jobs, progress)
        if not valid:
            raise NoValidCandidate(f"{vname} {bucket or ''}".strip())
        # Timed in interleaved rounds, so clock and thermal drift over the sweep spread over
        # every candidate instead of favouring the first ones; each keeps its median a shape.
        rounds = [[[] for _ in runs] for _ in valid]

        def time_rounds(n: int, which: list[int]) -> None:
            for _ in range(n):
                for i in which:
                    use(valid[i])
                    for times, run in zip(rounds[i], runs):
                        times.append(run.time())

        time_rounds(ROUNDS, list(range(len(valid))))
        score = scores([[statistics.median(t) for t in per_shape] for per_shape in rounds])
        contenders = [i for i, s in enumerate(score) if s <= min(score) * (1 + 2 * NOISE)]
        if len(contenders) > 1:
            time_rounds(CONTENDER_ROUNDS, contenders)
        medians = [[statistics.median(t) for t in per_shape] for per_shape in rounds]
        results = list(zip(scores(medians), valid))
        for (s, cand), us in zip(results, medians):
            progress(f"  {vname} {bucket or ''} {cand}: {', '.join(f'{u:.2f}' for u in us)} us (score {s:.3f})")
        pick = choose(results, incumbent)
        use(pick)
        if bucket:
            chosen.setdefault(vname, {})[bucket] = pick
        else:
            chosen[vname] = pick
        candidates = [{"score": s, "us": us, **c} for (s, c), us in zip(results, medians)]
        report[f"{vname}/{bucket}" if bucket else vname] = {"shapes": [d for d, _ in shapes], "candidates": candidates, "chosen": pick}
    lock = {"arch": arch, "tiling": {v: chosen[v] for v in sorted(chosen)}}
    _replace_file(lockfile_path(spec), json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return report


class _ShapeRun:
    """One benchmark shape of a variant: its inputs (rotating copies that outsize L2, as the
    bench times), the reference's outputs, and the op's call on them."""

    def __init__(self, spec: Spec, vname: str, dims: dict, op, module):
        from . import testing
        from .bench import case_bytes, rotating_cases

        self.spec, self.variant, self.dims, self.op = spec, spec.variant(vname), dims, op
        self.cases = rotating_cases(spec, self.variant, dims, testing.make_case, case_bytes(spec, spec.env(self.variant, dims)))
        want = testing.reference_fn(spec)(*[a.clone() for a in self.cases[0].args], **self.variant.params)
        self.want = want if isinstance(want, tuple) else (want,)
        self.choice = testing.choice_kwargs(module, vname)

    def problems(self) -> list:
        """What the op's outputs on the first inputs get wrong against the reference's."""
        from . import testing

        got = self.op(*[a.clone() for a in self.cases[0].args], **self.choice)
        return testing.problems(self.spec, self.variant, got if isinstance(got, tuple) else (got,), self.want)

    def time(self) -> float:
        from .bench import median_us, rotate

        return median_us(rotate(self.cases, lambda *a: self.op(*a, **self.choice)), 100)


def _valid_candidates(spec: Spec, vname: str, bucket, cands: list, shapes: list, runs: list, use, arch: str, jobs: int, progress) -> list:
    """The candidates that compile, launch and match the reference at every shape."""
    label = f"{vname} {bucket or ''}"
    # The timing loop loads the compiled candidates from the kernel cache.
    errors = [_build_candidates(spec, vname, dims, cands, divisible, arch, jobs) for dims, divisible in shapes]
    valid = []
    for i, cand in enumerate(cands):
        failed = next(((run.dims, e[i]) for run, e in zip(runs, errors) if e[i]), None)
        if failed:
            progress(f"  {label} {cand}: does not compile at {failed[0]} ({failed[1]})")
            continue
        use(cand)
        try:
            wrong = next(((run.dims, p[0]) for run in runs if (p := run.problems())), None)
        except RuntimeError as e:  # e.g. more shared memory than the GPU has
            progress(f"  {label} {cand}: does not launch ({str(e)[:80]})")
            continue
        if wrong:
            progress(f"  {label} {cand}: WRONG RESULT at {wrong[0]} ({wrong[1]}), rejected")
            continue
        valid.append(cand)
    return valid


def _replace_file(path: Path, text: str) -> None:
    """Write path whole by renaming a file written beside it: a lockfile a checkout holds as a
    link is replaced, never written through (the link could name any file of the user's)."""
    fd, staged = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(staged, path)
    except BaseException:
        Path(staged).unlink(missing_ok=True)
        raise
