"""The issue's four mutations of the lowered IR; each must leave at least one refuted access,
and the unmutated kernel none. (widen_vector and widen_tma_box act at the obligation level:
the lane range of global vector accesses is doubled / the host descriptor's innermost box
dim is doubled; drop_guard and wrap_int32 rewrite the device IR itself.)"""

import contextlib
import io

import lowered_bounds as lb

CASES = [
    ("transpose", 0, False, None, None, ["drop_guard", "widen_vector", "wrap_int32"]),
    ("act_quant", 0, False, "fp32", None, ["drop_guard", "widen_vector", "wrap_int32"]),
    ("fp8_gemm", 0, True, None, "prefill", ["widen_tma_box"]),
    ("fp8_gemm", 0, False, None, "narrow_decode", ["drop_guard"]),
]
ok = True
for op, index, m_div, variant, bucket, mutations in CASES:
    for mutate in [None] + mutations:
        with contextlib.redirect_stdout(io.StringIO()):
            w, counts = lb.run(op, index, m_div, variant, bucket, False, mutate)
        refuted = sum(n for (scope, verdict), n in counts.items() if verdict == "refuted")
        good = (refuted == 0) if mutate is None else (refuted > 0)
        ok &= good
        print(f"{'ok  ' if good else 'FAIL'} {op}/{variant or ''}{bucket or ''} {'assume' if m_div else 'guarded'} mutation={mutate}: {refuted} refuted")
print("all caught" if ok else "SOME NOT CAUGHT")
