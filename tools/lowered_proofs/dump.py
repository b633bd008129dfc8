"""Lower one kernel and dump its host and device IR (pre-codegen) and CUDA, with timings.
usage: python3 dump.py OP [INDEX] [assume|guarded] [VARIANT]"""

import sys
import time

import common

op = sys.argv[1]
index = int(sys.argv[2]) if len(sys.argv) > 2 else 0
m_div = len(sys.argv) > 3 and sys.argv[3] == "assume"
variant = sys.argv[4] if len(sys.argv) > 4 and sys.argv[4] != "-" else None
bucket = sys.argv[5] if len(sys.argv) > 5 else None
t = time.perf_counter()
spec, sp, func, t_build = common.kernel(op, index, m_div, variant, bucket)
t_import = time.perf_counter() - t - t_build
host, dev, t_lower = common.lower_split(func)
t0 = time.perf_counter()
dev2 = common.pre_codegen(dev)
t_pre = time.perf_counter() - t0
art, t_full = common.lower_source(func)
out = common.ROOT / "scratch/lowered-ir/out"
out.mkdir(exist_ok=True)
name = f"{op}_{sp.key}{'_' + bucket if bucket else ''}_{'assume' if m_div else 'guarded'}"
(out / f"{name}.src.py").write_text(func.script())
(out / f"{name}.host.py").write_text(host.script())
(out / f"{name}.device.py").write_text(dev2.script())
(out / f"{name}.cu").write_text(art.kernel_source)
print(
    f"{name}: spec+module import {t_import:.2f}s, factory (TIR build) {t_build:.3f}s, "
    f"pipeline to split IR {t_lower:.3f}s, pre-codegen passes {t_pre:.3f}s, tilelang.lower incl. CUDA codegen {t_full:.3f}s"
)
