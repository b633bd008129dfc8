"""Where a gemm kernel's time goes, per CTA: a copy of the generated module with globaltimer
reads at the prologue's start and end, after the first and the last pipeline step, and at
the kernel's end (and each CTA's SM), timed with the L2 flushed before every call.

    python3 tools/gemm_timeline.py fp4_gemm mxfp4 8 3072 7168 '{"block_m": 16, ...}' [label]

Prints the event-timed call beside the span from the first CTA start to the last CTA end,
and percentiles over CTAs of each point. Without CUDA it writes the instrumented kernel's
CUDA source to /tmp/timeline.cu instead. The reads add a few instructions a step."""

import json
import re
import statistics
import sys
import torch
import tilelang
from kgen import bench

mod_name, variant, M, N, K, tiling = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), json.loads(sys.argv[6])
label = sys.argv[7] if len(sys.argv) > 7 else ""
src = open(f"generated/{mod_name}.py").read()
probes = src.count("kgen_now")  # each patch below must find its place, else no time is read there

NOW = r"""
__device__ __forceinline__ long long kgen_now() { long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); return t; }
__device__ __forceinline__ long long kgen_now_after(float v) { long long t; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t) : "f"(v) : "memory"); return t; }
__device__ __forceinline__ long long kgen_smid() { unsigned s; asm volatile("mov.u32 %0, %%smid;" : "=r"(s)); return s; }
"""
src = re.sub(r"^DEVICE_FUNCTIONS = (.*)$", lambda m: f"DEVICE_FUNCTIONS = {m.group(1)} + {NOW!r}", src, count=1, flags=re.M)
src = re.sub(r"^(\s+)(arrivals: T\.Tensor\(.*\),)$", lambda m: f"{m.group(1)}{m.group(2)}\n{m.group(1)}times: T.Tensor((16384, 8), T.int64),", src, flags=re.M)
I12, I16, I20 = " " * 12, " " * 16, " " * 20
# fp4_gemm's kernels pipeline under `if preconvert:` (B converted beforehand) or its `else:` (on
# chip). The timeline is the on-chip kernel's: keep that pipeline alone, at the kernel's level.
preconverted = re.search(rf"^{I12}if preconvert:\n{I16}for step in T\.Pipelined\(.*?^{I12}else:\n(.*?)(?=^{I12}if split_k > 1:)", src, flags=re.M | re.S)
if preconverted:
    on_chip = "".join(line[4:] if line.strip() else line for line in preconverted.group(1).splitlines(True))
    src = src[: preconverted.start()] + on_chip + src[preconverted.end() :]
# the kernel's first row, at the kernel's level (the multicast kernel's, deeper, is not timed)
src = re.sub(
    rf"^{I12}m0 = ",
    f"""{I12}cta_id = (pid_k * T.ceildiv(M, block_m) + pid_m) * (N // block_n) + pid_n
{I12}if T.get_thread_binding() == 0:
{I16}times[cta_id, 0] = T.call_extern(T.int64, "kgen_now")
{I16}times[cta_id, 5] = T.call_extern(T.int64, "kgen_smid")
{I12}m0 = """,
    src,
    flags=re.M,
)
src = src.replace(
    f"{I12}for step in T.Pipelined(",
    f"""{I12}if T.get_thread_binding() == 0:
{I16}times[cta_id, 1] = T.call_extern(T.int64, "kgen_now")
{I12}for step in T.Pipelined(""",
)
# the pipeline body's end: its last line indented past the loop's
src = re.sub(
    rf"^{I12}for step in T\.Pipelined\(.*\n(?:(?:{I16}.*)?\n)*",
    lambda m: m.group(0)
    + f"""{I16}if T.get_thread_binding() == 0:
{I20}if step == 0:
{I20}    times[cta_id, 2] = T.call_extern(T.int64, "kgen_now_after", T.Cast(T.float32, a_tile[0, 0]))
{I20}if step == steps - 1:
{I20}    times[cta_id, 3] = T.call_extern(T.int64, "kgen_now_after", T.Cast(T.float32, a_tile[0, 0]))
""",
    src,
    flags=re.M,
)
# the kernel's end: its body is followed by the switch that returns the prim_func
src = src.replace(
    "\n\n    if not cfg.warp_specialized:\n",
    f"""
{I12}if T.get_thread_binding() == 0:
{I16}times[cta_id, 4] = T.call_extern(T.int64, "kgen_now")

    if not cfg.warp_specialized:
""",
)
# two definitions, then per pipelined kernel function five reads: start, prologue end, first
# step, last step, end (fp4_gemm's mma.sync kernel has no pipeline and the multicast kernel a
# written-out one: neither is instrumented)
pipelined = src.count("@T.prim_func") - len(re.findall(r"def \w+_(?:mma_sync|multicast)\(", src))
if src.count("kgen_now") - probes != 2 + 5 * pipelined:
    sys.exit(f"{mod_name}: the generated module no longer has the places this tool instruments")
from patched_module import import_patched  # noqa: E402 (tools/ is on sys.path once the script runs)

mod = import_patched(f"timeline_{mod_name}", src)

bm = tiling["block_m"]
cfg = mod.config(variant, {"N": N, "K": K}, M % bm == 0, tiling)
func = mod.KERNELS[variant](cfg)
if not torch.cuda.is_available():
    from kgen.verify.lowering import lower_prim_func  # with the kernel's own pass configs (no warp specialization)

    open("/tmp/timeline.cu", "w").write(lower_prim_func(func))
    sys.exit(print("lowered to /tmp/timeline.cu"))
kern = tilelang.compile(func, target={"kind": "cuda", "arch": "sm_90a"}, execution_backend="tvm_ffi")
dev = "cuda"
torch.manual_seed(0)
a = torch.randn(M, K, device=dev).to(torch.float8_e4m3fn)
sa = torch.randint(120, 130, (M, K // 128), dtype=torch.uint8, device=dev)
if mod_name == "fp4_gemm":
    b = torch.randint(0, 256, (N, K // 2), dtype=torch.uint8, device=dev)
    sb = torch.randint(120, 130, (N, K // 32), dtype=torch.uint8, device=dev)
else:
    b = torch.randn(N, K, device=dev).to(torch.float8_e4m3fn)
    sb = torch.randint(120, 130, (N // 128, K // 128), dtype=torch.uint8, device=dev)
c = torch.empty(M, N, dtype=torch.bfloat16, device=dev)
sk = tiling.get("split_k", 1)
mt = -(-M // bm)
partials = torch.empty((mt, sk, N, bm) if sk > 1 else (1,), dtype=torch.float32, device=dev)
arrivals = torch.zeros((mt, N // tiling["block_n"]) if sk > 1 else (1,), dtype=torch.int32, device=dev)
times = torch.zeros(16384, 8, dtype=torch.int64, device=dev)
ctas = (N // tiling["block_n"]) * mt * sk
flush = torch.ones(bench.L2_FLUSH_BYTES // 4, dtype=torch.int32, device=dev)
run = lambda: kern(a, sa, b, sb, c, partials, arrivals, times)
run()
torch.cuda.synchronize()
rows = []
ev = []
for _ in range(25):
    flush.max()
    e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    e0.record()
    run()
    e1.record()
    torch.cuda.synchronize()
    ev.append(e0.elapsed_time(e1) * 1e3)
    t = times[:ctas].cpu().double()
    t0 = t[:, 0].min()
    rows.append(((t[:, :5] - t0) / 1e3, t[:, 5]))
q = lambda xs, p: sorted(xs)[min(len(xs) - 1, int(p * len(xs)))]
span = [r[0][:, 4].max().item() for r in rows]
print(f"== {mod_name} {label} M={M} N={N} K={K} {tiling} ctas={ctas}")
print(f"event-timed (flush before): median {statistics.median(ev):.2f} us; globaltimer span first start -> last end: median {statistics.median(span):.2f} us")
names = ["start", "prologue done", "first step done", "last step done", "end"]
med = lambda col, p: statistics.median(q(r[0][:, col].tolist(), p) for r in rows)
for col, nm in enumerate(names):
    print(f"  {nm:16s} min {med(col, 0):6.2f}  p10 {med(col, .1):6.2f}  p50 {med(col, .5):6.2f}  p90 {med(col, .9):6.2f}  max {med(col, 1):6.2f}")
r = rows[len(rows) // 2][0]
per_sm = {}
for i in range(ctas):
    per_sm.setdefault(int(rows[len(rows) // 2][1][i]), []).append(i)
print(f"  SMs used {len(per_sm)}; CTAs per SM: {sorted(set(len(v) for v in per_sm.values()))}")
last = int(r[:, 4].argmax())
print("  last CTA to end:", [round(x, 2) for x in r[last].tolist()])
