"""Time lowering of one kernel several times in one process; per-pass timing on the last run.
usage: python3 timing.py OP [INDEX] [assume|guarded] [REPEATS] [VARIANT]"""

import re
import sys
import time

import common
from common import tvm
from tilelang.backend.module import create_backend_context
from tilelang.engine.lower import lower_to_host_device_ir
from tvm.ir.instrument import PassTimingInstrument

op = sys.argv[1]
index = int(sys.argv[2]) if len(sys.argv) > 2 else 0
m_div = len(sys.argv) > 3 and sys.argv[3] == "assume"
reps = int(sys.argv[4]) if len(sys.argv) > 4 else 3
variant = sys.argv[5] if len(sys.argv) > 5 else None
for r in range(reps):
    spec, sp, func, t_build = common.kernel(op, index, m_div, variant, sys.argv[6] if len(sys.argv) > 6 else None)
    host, dev, t_lower = common.lower_split(func)
    t0 = time.perf_counter()
    common.pre_codegen(dev)
    t_pre = time.perf_counter() - t0
    print(f"run {r}: {sp.key}: factory {t_build:.3f}s, pipeline {t_lower:.3f}s, pre-codegen {t_pre:.3f}s", flush=True)

timing = PassTimingInstrument()
with tvm.target.Target(common.TARGET), tvm.transform.PassContext(opt_level=3, config=common.pass_configs(func), instruments=[timing]):
    ctx = create_backend_context(common.TARGET, None, "auto")
    lower_to_host_device_ir(func, ctx)
    report = timing.render()
lines = [line for line in report.splitlines() if line.strip()]
rows = []
for line in lines:
    m = re.match(r"\s*(\S+): (\d+)us", line)
    if m and not line.startswith("    "):
        rows.append((int(m.group(2)), m.group(1)))
rows.sort(reverse=True)
print("top passes (us, top-level):", rows[:12])
