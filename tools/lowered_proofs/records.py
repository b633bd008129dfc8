"""Do lowered obligations fit kgen's proof records? Write each one's SMT-LIB2 with
Obligation.smt2, vet it with kgen.verify.prove's reader and re-decide it as `kgen prove --recheck`
does; count disagreements and time it."""

import collections
import sys
import time

import z3

import common
import lowered_bounds as lb
from kgen.verify import prove
from kgen.verify.bounds import TermMemo, decide

op, variant, bucket = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] != "-" else None), (sys.argv[3] if len(sys.argv) > 3 else None)
spec, sp, func, _ = common.kernel(op, 0, False, variant, bucket)
host, dev, pre, _ = lb.lower(func)
((gv, f),) = list(dev.functions.items())
ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
w = lb.LoweredWalker(f, func, ranges, z3.Context(), lb.allocations(pre), lb.tma_descriptors(host))
w.walk(f.body, [], [])
obs = decide([o for a in w.accesses for o in a.obligations], TermMemo())
memo = TermMemo()
t0 = time.perf_counter()
rows = [{"access": o.access, "obligation": o.what, "verdict": o.verdict, "smt2": o.smt2(memo)} for o in obs]
text = prove.smt2_record(rows)
t_write = time.perf_counter() - t0
out = common.ROOT / "scratch/lowered-ir/out/record.smt2"
out.write_text(text)
t0 = time.perf_counter()
blocks = prove._read_record(out)
bad = collections.Counter()
ctx = z3.Context()
for (line, header, expect, body), r in zip(blocks, rows):
    if expect == "unknown":
        continue
    got = prove._decide_record(out, line + 2, body, ctx)
    bad[got == expect] += 1
print(
    f"{op}: {len(rows)} lowered obligations, record {len(text)} bytes written in {t_write:.2f}s; " f"vetted and re-decided in {time.perf_counter() - t0:.2f}s: agree {bad[True]}, disagree {bad[False]}"
)
