"""Compile, on a machine with no GPU, the kernels that the bounds witnesses of some specs
reach, into an ahead-of-time cache that a GPU call carries: compute-sanitizer then spends the
GPU's time running the witness cases instead of compiling them.

  python3 tools/prebuild_witnesses.py CACHE_DIR SPEC...
"""

from __future__ import annotations

import json
import os
import sys
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
    cases = [(w["variant"], {k: v for k, v in w.items() if k != "variant"}) for w in summary["witnesses"]]
    return [(spec_path, kernel.for_arch("sm_90a")) for variant, dims in cases for kernel in aot.kernels_for_case(spec, module, variant, dims)]


if __name__ == "__main__":
    os.environ.update(settings.variables(cache_dir=Path(sys.argv[1]).resolve()))
    done = aot.build_kernels([k for path in sys.argv[2:] for k in kernels(path)], os.cpu_count())
    print(f"{done.kernels} witness kernels, {done.compiled} compiled, in {done.seconds:.0f} s")
