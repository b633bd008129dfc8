"""Lowering time of every bucket of one fp8_gemm specialization (guarded), and whether lowering
the same kernel twice prints the same device IR (determinism, for a cache key)."""

import hashlib
import time

import common
import lowered_bounds as lb
from kgen.verify.lowering import tilings

spec, sp, func, _ = common.kernel("fp8_gemm", 0, False)
module = common.generated_module(spec, str(common.ROOT / "generated"))
total = 0
for bucket in tilings(spec, module, sp.variant.name, sp.statics):
    _, _, func, _ = common.kernel("fp8_gemm", 0, False, None, bucket)
    host, dev, pre, t = lb.lower(func)
    total += t
    print(f"{bucket:24s} lower {t:.2f}s", flush=True)
print(f"mean {total / len(tilings(spec, module, sp.variant.name, sp.statics)):.2f}s")
_, _, func, _ = common.kernel("transpose", 0, False)
h = [hashlib.sha256(lb.lower(func)[1].script().encode()).hexdigest()[:16] for _ in range(2)]
_, _, func2, _ = common.kernel("transpose", 0, False)
h.append(hashlib.sha256(lb.lower(func2)[1].script().encode()).hexdigest()[:16])
print("device IR hashes (same func twice, rebuilt func):", h)
t0 = time.perf_counter()
s = func.script()
print(f"source TIR script: {len(s)} chars in {time.perf_counter() - t0:.3f}s")
