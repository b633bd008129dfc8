"""Which TIR node types and call ops occur in a kernel's source TIR and in its lowered device function."""

import collections
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
dev2 = common.pre_codegen(dev)


def census(body):
    types, ops, attrs, dtypes = collections.Counter(), collections.Counter(), collections.Counter(), collections.Counter()

    def visit(n):
        types[type(n).__name__] += 1
        if isinstance(n, tirx.Call):
            ops[getattr(n.op, "name", str(n.op))] += 1
        if isinstance(n, tirx.AttrStmt):
            attrs[n.attr_key] += 1
        if isinstance(n, (tirx.BufferLoad, tirx.BufferStore)):
            dtypes[(n.buffer.scope(), str(n.indices[0].dtype))] += 1

    tirx.stmt_functor.post_order_visit(body, visit)
    return types, ops, attrs, dtypes


for label, f in [("source", func)] + [("device after pipeline", f) for _, f in dev.functions.items()] + [("device pre-codegen", f) for _, f in dev2.functions.items()]:
    t, o, a, d = census(f.body)
    print(f"== {label}\n types {dict(t)}\n ops {dict(o)}\n attrs {dict(a)}\n index dtypes by scope {dict(d)}")
