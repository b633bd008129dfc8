"""Do spans and Var identities survive lowering? usage: python3 spans.py OP [INDEX] [assume|guarded] [VARIANT|-] [BUCKET]"""

import sys

import common
from common import tirx

op = sys.argv[1]
index = int(sys.argv[2]) if len(sys.argv) > 2 else 0
m_div = len(sys.argv) > 3 and sys.argv[3] == "assume"
variant = sys.argv[4] if len(sys.argv) > 4 and sys.argv[4] != "-" else None
bucket = sys.argv[5] if len(sys.argv) > 5 else None
spec, sp, func, _ = common.kernel(op, index, m_div, variant, bucket)
host, dev, _ = common.lower_split(func)


def span(n):
    s = getattr(n, "span", None)
    return None if s is None else f"{s.source_name.name}:{s.line}:{s.column}"


def nodes(body):
    out = []
    tirx.stmt_functor.post_order_visit(body, lambda n: out.append(n))
    return out


src_nodes = nodes(func.body)
print("source: nodes", len(src_nodes), "with span", sum(1 for n in src_nodes if span(n)))
print("  sample spans:", sorted({span(n) for n in src_nodes if span(n)})[:5])
src_vars = {}
for n in src_nodes:
    if isinstance(n, tirx.Var):
        src_vars.setdefault(n.name, []).append(n)
for gv, f in dev.functions.items():
    dn = nodes(f.body)
    print(f"device {gv.name_hint}: nodes {len(dn)}, with span {sum(1 for n in dn if span(n))}")
    print("  sample spans:", sorted({span(n) for n in dn if span(n)})[:8])
    print("  params:", [(p.name, str(p.dtype)) for p in f.params])
    for p in f.params:
        same = [s for s in func.params + [b.data for b in func.buffer_map.values()] + [v for vs in src_vars.values() for v in vs] if s.same_as(p)]
        print(f"    param {p.name}: same Var object as in source: {bool(same)}")
    seen = set()
    for n in dn:
        if isinstance(n, tirx.Var) and n.name in src_vars and n.name not in seen:
            seen.add(n.name)
            print(f"    var {n.name}: same object as source: {any(n.same_as(v) for v in src_vars[n.name])}")
    loads = [n for n in dn if isinstance(n, (tirx.BufferLoad, tirx.BufferStore))]
    for n in loads[:6]:
        print("   ", type(n).__name__, n.buffer.name, n.buffer.scope(), str(n.indices[0].dtype), span(n))
