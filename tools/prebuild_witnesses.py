"""Compile, on a machine with no GPU, the kernels that the bounds witnesses of some specs
reach, into an ahead-of-time cache that a GPU call carries: compute-sanitizer then spends the
GPU's time running the witness cases instead of compiling them.

  python3 tools/prebuild_witnesses.py CACHE_DIR SPEC...
"""

from __future__ import annotations

import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgen.verify.lowering import generated_module  # noqa: E402
from kgen.pipeline import aot  # noqa: E402
from kgen.runtime import settings  # noqa: E402
from kgen.spec import load_spec  # noqa: E402


def kernels(spec_path: str) -> list[tuple]:
    spec = load_spec(spec_path)
    module = generated_module(spec)
    summary = json.loads((ROOT / "generated" / "proofs" / spec.op / "summary.json").read_text())
    out = {}
    for w in summary["witnesses"]:
        dims = {k: v for k, v in w.items() if k != "variant"}
        for kernel in aot.kernels_for_case(spec, module, w["variant"], dims):
            out[json.dumps(asdict(kernel), sort_keys=True)] = (spec_path, kernel.for_arch("sm_90a"))
    return list(out.values())


if __name__ == "__main__":
    os.environ.update(settings.variables(cache_dir=Path(sys.argv[1]).resolve()))
    work = [k for path in sys.argv[2:] for k in kernels(path)]
    start = time.perf_counter()
    with ProcessPoolExecutor(os.cpu_count()) as pool:
        built = sum(pool.map(aot.build_one, *zip(*work)))
    print(f"{len(work)} witness kernels, {built} compiled, in {time.perf_counter() - start:.0f} s")
