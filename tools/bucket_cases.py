"""A spec's GPU test cases that fall in some of its buckets, as pytest node ids (one a line), for
a GPU call that checks a bucket whose tiling changed; --prebuild also compiles their kernels and
those of the buckets' bench shapes into a kernel cache first, in parallel processes, so that the
tests and `kgen bench` then compile nothing:

    python3 tools/bucket_cases.py specs/fp8_gemm.yaml wide_long_k prefill [--sm-count 132] [--prebuild CACHE_DIR]
    KGEN_CACHE_DIR=CACHE_DIR python3 -m pytest -m gpu $(python3 tools/bucket_cases.py specs/fp8_gemm.yaml wide_long_k)

A case's bucket is the one a call takes on a GPU of --sm-count SMs (132: the H100 and H200)."""

from __future__ import annotations

import argparse
import collections
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from kgen.pipeline import aot  # noqa: E402
from kgen.runtime import settings  # noqa: E402
from kgen.spec import load_spec  # noqa: E402
from kgen.verify.lowering import bucket_of, generated_module  # noqa: E402

TEST = "tests/test_ops_gpu.py::test_case_matches_reference"


def unique_ids(ids: list[str]) -> list[str]:
    """pytest's node ids for these parameter ids: a repeated one gets a counter in order (after
    an underscore where the id ends in a digit), skipping any that would take another's id."""
    counts, suffixes, out = collections.Counter(ids), collections.Counter(), list(ids)
    for index, i in enumerate(ids):
        if counts[i] > 1:
            sep = "_" if i[-1:].isdigit() else ""
            while f"{i}{sep}{suffixes[i]}" in out:
                suffixes[i] += 1
            out[index] = f"{i}{sep}{suffixes[i]}"
            suffixes[i] += 1
    return out


def cases_in(spec_path: str, buckets: set[str], sm_count: int) -> list[tuple[str, str, dict]]:
    """(node id, variant, dims) of each test_case_matches_reference case of the spec whose call
    takes one of the buckets."""
    import test_ops_gpu

    params = list(test_ops_gpu._cases())
    ids = unique_ids([p.id for p in params])
    spec = load_spec(spec_path)
    out = []
    for node, p in zip(ids, params):
        case_spec, variant, dims = p.values
        if case_spec.op == spec.op and bucket_of(spec, {**spec.env(variant, dims), "sm_count": sm_count}) in buckets:
            out.append((f"{TEST}[{node}]", variant.name, dims))
    return out


def prebuild(spec_path: str, cases: list[tuple[str, str, dict]], buckets: set[str], sm_count: int) -> None:
    """Compile every kernel the cases and the buckets' bench shapes can run, for sm_90a."""
    spec = load_spec(spec_path)
    module = generated_module(spec)
    shapes = [(s["variant"], {k: v for k, v in s.items() if k != "variant"}) for s in spec.bench["shapes"]]
    shapes = [(v, d) for v, d in shapes if bucket_of(spec, {**spec.env(spec.variant(v), d), "sm_count": sm_count}) in buckets]
    calls = [(v, d) for _, v, d in cases] + shapes
    # Cases that share their static dims share kernels: build_kernels compiles each once.
    done = aot.build_kernels([(spec_path, k.for_arch("sm_90a")) for v, d in calls for k in aot.kernels_for_case(spec, module, v, d)], os.cpu_count())
    print(f"{done.kernels} kernels, {done.compiled} compiled, in {done.seconds:.0f} s", file=sys.stderr)


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("spec")
    parser.add_argument("buckets", nargs="+")
    parser.add_argument("--sm-count", type=int, default=132)
    parser.add_argument("--prebuild", metavar="CACHE_DIR")
    args = parser.parse_args(argv)
    known = {name for name, _, _ in load_spec(args.spec).buckets}
    if set(args.buckets) - known:
        sys.exit(f"bucket_cases: expected buckets of {args.spec} ({', '.join(sorted(known))}), found {', '.join(sorted(set(args.buckets) - known))}")
    cases = cases_in(args.spec, set(args.buckets), args.sm_count)
    if args.prebuild:
        os.environ.update(settings.variables(cache_dir=Path(args.prebuild).resolve()))
        prebuild(args.spec, cases, set(args.buckets), args.sm_count)
    print("\n".join(node for node, _, _ in cases))


if __name__ == "__main__":
    main(sys.argv[1:])
