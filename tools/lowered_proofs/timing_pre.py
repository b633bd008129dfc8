"""Time the three pre-codegen device passes one by one (transpose bytes1 guarded)."""

import sys
import time

import common
from common import tvm
import tilelang
from tvm import tirx

op = sys.argv[1] if len(sys.argv) > 1 else "transpose"
spec, sp, func, _ = common.kernel(op, 0, False)
host, dev, t = common.lower_split(func)
print("pipeline", round(t, 3))
for rep in range(2):
    with tvm.target.Target(common.TARGET), tvm.transform.PassContext(opt_level=3):
        m = dev
        for name, p in [("LowerIntrin", tilelang.transform.LowerIntrin()), ("tirx.Simplify", tirx.transform.Simplify()), ("HoistBroadcastValues", tilelang.transform.HoistBroadcastValues())]:
            t0 = time.perf_counter()
            m = p(m)
            print(rep, name, round(time.perf_counter() - t0, 3))
