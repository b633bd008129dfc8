"""kgen tune: pick each variant's tiling from the spec's search space on the GPU.

Every candidate is checked against the reference (bit-exact, or within each output's
tolerance) before it is timed, in interleaved rounds; those near the fastest get more
rounds. Candidates within NOISE of the fastest tie; the tie goes to the tiling already in use, else to the first in the search
order, so a rerun writes the same lockfile unless the ranking really changed.
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
    """The tiling to lock among (us, tiling) in search order: the incumbent (the tiling in use
    before tuning) while it is within NOISE of the fastest, else the first that is. Keeping
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
    """Process worker: "" when the candidate is in the kernel cache, else why it is not."""
    from .pipeline.aot import build_one

    try:
        build_one(spec_path, candidate)
        return ""
    except Exception as e:  # a tiling TileLang cannot lay out is skipped, not fatal
        return type(e).__name__


def _targets(spec: Spec) -> list[tuple]:
    """(variant, bucket or None, dims): per variant and bucket, its largest benchmark shape."""
    from .verify.lowering import bucket_of

    dim, _ = spec.tail_dim()
    largest = {}
    for shape in spec.bench["shapes"]:
        dims = {k: v for k, v in shape.items() if k != "variant"}
        key = (shape["variant"], bucket_of(spec, spec.env(spec.variant(shape["variant"]), dims)))
        if key not in largest or dims.get(dim, 0) > largest[key].get(dim, 0):
            largest[key] = dims
    return [(v, b, d) for (v, b), d in largest.items()]


def kept_tilings(spec: Spec, buckets: list[str] | None) -> dict:
    """The lockfile's tilings a tuning run starts from: all of them when only some buckets are
    tuned (the rest stay as locked), none when every (variant, bucket) is re-chosen."""
    lockfile = lockfile_path(spec)
    return read_lockfile(spec, lockfile)["tiling"] if buckets and lockfile.exists() else {}


def _tuned_targets(spec: Spec, module, buckets: list[str] | None, progress) -> list[tuple]:
    """(variant, bucket, dims, candidates, guard-free per candidate) for every (variant,
    bucket) a run tunes; candidates that break a family rule are reported and left out."""
    from .families import TEMPLATES

    dim, _ = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles.get(dim)
    out = []
    for vname, bucket, dims in _targets(spec):
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
        # Time the kernel the shape really runs: the guard-free one where the tail is empty.
        divisible = [bool(knob) and dims[dim] % c[knob] == 0 for c in cands]
        out.append((vname, bucket, dims, cands, divisible))
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
    for vname, bucket, dims, cands, divisible in _tuned_targets(spec, module, buckets, progress):
        for cand, error in zip(cands, _build_candidates(spec, vname, dims, cands, divisible, arch, jobs)):
            if error:
                progress(f"  {vname} {bucket or ''} {cand}: does not compile ({error})")
            built, failed = built + (not error), failed + bool(error)
    return built, failed


def tune(spec: Spec, progress=print, buckets: list[str] | None = None) -> dict:
    """Tune every (variant, bucket) with a benchmark shape, or only the named `buckets`; the
    lockfile keeps the tiling in use for the rest."""
    from . import testing
    from .bench import median_us, case_bytes, rotate, rotating_cases
    from .runtime.launch import target_arch

    arch = target_arch()  # the lockfile names it: a tuning holds for the GPU it was timed on
    module, _ = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    chosen = kept_tilings(spec, buckets)
    report = {}
    for vname, bucket, dims, cands, divisible in _tuned_targets(spec, module, buckets, progress):
        variant = spec.variant(vname)
        # The timing loop below loads the compiled candidates from the kernel cache.
        kernels = _build_candidates(spec, vname, dims, cands, divisible, arch, 8)
        # Timed as the bench times: rotating over copies of the inputs that outsize L2.
        cases = rotating_cases(spec, variant, dims, testing.make_case, case_bytes(spec, spec.env(variant, dims)))
        case = cases[0]
        want = reference(*[a.clone() for a in case.args], **variant.params)
        want = want if isinstance(want, tuple) else (want,)
        _, op = testing.op_fn(spec)
        choice = testing.choice_kwargs(module, vname)
        incumbent = dict(module.TILING[vname][bucket] if bucket else module.TILING[vname])

        def use(cand):
            # The op layer launches exactly what a build with this lockfile would.
            if bucket:
                module.TILING[vname][bucket] = cand
            else:
                module.TILING[vname] = cand

        valid = []
        for cand, error in zip(cands, kernels):
            if error:
                progress(f"  {vname} {bucket or ''} {cand}: does not compile ({error})")
                continue
            use(cand)
            args = [a.clone() for a in case.args]
            try:
                got = op(*args, **choice)
            except RuntimeError as e:  # e.g. more shared memory than the GPU has
                progress(f"  {vname} {bucket or ''} {cand}: does not launch ({str(e)[:80]})")
                continue
            got = got if isinstance(got, tuple) else (got,)
            problems = testing.problems(spec, variant, got, want)
            if problems:
                progress(f"  {vname} {bucket or ''} {cand}: WRONG RESULT ({problems[0]}), rejected")
                continue
            valid.append(cand)
        if not valid:
            raise NoValidCandidate(f"{vname} {bucket or ''}".strip())
        # Timed in interleaved rounds, so clock and thermal drift over the sweep spread over
        # every candidate instead of favouring the first ones; each keeps its median.
        rounds = [[] for _ in valid]

        def time_rounds(n: int, which: list[int]) -> None:
            for _ in range(n):
                for i in which:
                    use(valid[i])
                    rounds[i].append(median_us(rotate(cases, lambda *a: op(*a, **choice)), 100))

        time_rounds(ROUNDS, list(range(len(valid))))
        medians = [statistics.median(times) for times in rounds]
        contenders = [i for i, us in enumerate(medians) if us <= min(medians) * (1 + 2 * NOISE)]
        if len(contenders) > 1:
            time_rounds(CONTENDER_ROUNDS, contenders)
        results = [(statistics.median(times), cand) for times, cand in zip(rounds, valid)]
        for us, cand in results:
            progress(f"  {vname} {bucket or ''} {cand}: {us:.2f} us")
        pick = choose(results, incumbent)
        use(pick)
        if bucket:
            chosen.setdefault(vname, {})[bucket] = pick
        else:
            chosen[vname] = pick
        report[f"{vname}/{bucket}" if bucket else vname] = {"shape": dims, "candidates": [{"us": u, **c} for u, c in results], "chosen": pick}
    lock = {"arch": arch, "tiling": {v: chosen[v] for v in sorted(chosen)}}
    _replace_file(lockfile_path(spec), json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return report


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
