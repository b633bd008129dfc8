"""Print the newest bench record as a short table (the last thing a GPU call shows)."""

import json
import sys
from pathlib import Path

records = sorted(Path(sys.argv[1] if len(sys.argv) > 1 else "bench/results").glob("*.json"), key=lambda p: p.stat().st_mtime)
benches = [p for p in records if "rows" in json.loads(p.read_text())]
if not benches:
    sys.exit("no bench record")
r = json.loads(benches[-1].read_text())
c = r["ceilings"]
print(f"noise band {r.get('noise_band')}")
print(f"{r['environment']['device']}  copy {c['copy_tbps']:.2f} TB/s  bf16 {c['bf16_tflops']:.0f}  fp8 {c['fp8_tflops']:.0f} TFLOP/s")
for row in r["rows"]:
    shape = "x".join(str(v) for v in row["shape"].values())
    peers = " ".join(f"{p}={t:.1f}" for p, t in row["us"].items() if p != "kgen")
    peers += f"  passes={row.get('kgen_us_passes')}"
    rate = f"{row.get('tbps', 0):.2f} TB/s" if row.get("tbps") else f"{row.get('tflops', 0):.0f} TFLOP/s"
    print(f"{row['op']:<14} {row['variant']:<18} {shape:<14} kgen {row['us']['kgen']:8.1f} us {rate:>14}  exact={row['bit_exact']}  {peers}")
