"""A kernel's lowered-code proof as kgen build records it, and the key that says when the
record still holds.

Lowering every kernel takes minutes (TileLang's whole CUDA pipeline, per kernel), so the
verdicts are kept: summary.json's "lowered" holds, per kernel, the key and the counts of its
lowered accesses by verdict; <kernel>.lowered.smt2.xz holds every obligation's SMT-LIB2, as
the source records do, for `kgen prove --recheck` to re-decide. The key is a digest of all
the verdicts depend on: the source kernel's structure (TVM's structural hash of the PrimFunc,
pass configs included), the runtime dims' ranges, the TileLang version, the arch, and the
source of the verifier itself. Lowering is deterministic, so an unchanged key means the same
device code and the same verdicts: `kgen prove` and `kgen build` reuse them, and lower only
kernels whose key changed. A record is data from a checkout: what it claims is re-decided by
`--recheck` and recomputed by `kgen prove --lowered`, which CI runs.
"""

from __future__ import annotations

import functools
import hashlib
import json
import lzma
from pathlib import Path

VERDICTS = ("proven", "guarded", "refuted", "unknown")
COUNTS = ("accesses", *VERDICTS, "matched", "made_by_lowering", "obligations")
SUFFIX = ".lowered.smt2.xz"
# The files whose code decides a lowered verdict: a change to any of them is a new verifier.
VERIFIER_FILES = ("bounds.py", "lowered.py", "lowering.py", "match.py", "lowered_record.py")
XZ_PRESET = 6  # fixed, so the same text gives the same bytes (kgen build --check)
EXPECT = {"proven": "unsat", "refuted": "sat", "unknown": "unknown"}


@functools.cache
def verifier_digest() -> str:
    h = hashlib.sha256()
    for name in VERIFIER_FILES:
        h.update(name.encode() + b"\0" + (Path(__file__).parent / name).read_bytes() + b"\0")
    return h.hexdigest()


def kernel_key(func, ranges: dict, arch: str) -> str:
    import tilelang
    from tilelang import tvm

    parts = {
        # Free vars (a kernel may close over one) by their place, not their address: the same
        # kernel in another process hashes the same.
        "tir": str(tvm.ir.structural_hash(func, map_free_vars=True)),
        "ranges": sorted([name, lo, hi] for name, (lo, hi) in ranges.items()),
        "tilelang": tilelang.__version__,
        "arch": arch,
        "verifier": verifier_digest(),
    }
    return hashlib.sha256(json.dumps(parts, sort_keys=True).encode()).hexdigest()[:32]


def prove_lowered(func, ranges: dict, arch: str, key: str) -> dict:
    """The lowered device function's accesses with their verdicts: {"key", "counts", "rows"}
    and "record", the compressed SMT-LIB2 of every obligation (None where it was not analysed). A row is one access;
    a refuted or unknown one carries its problem (a lowering bug named as such)."""
    from ..errors import exception_line
    from .bounds import TermMemo
    from .lowered import CLIPPED, lowered_accesses
    from .lowering import lower

    try:
        accesses = lowered_accesses(lower(func, arch), func, ranges)
    except Exception as e:  # noqa: BLE001 - TileLang's pipeline or the encoder: the kernel's lowered code is unproven, not the spec wrong
        rows = [{"kind": "kernel", "scope": "", "buffer": "", "index": "", "verdict": "unknown", "obligations": 0, "problem": f"not analysed: {exception_line(e)}"}]
        return {"key": key, "counts": counts_of(rows), "rows": rows, "record": None}
    rows, blocks, memo = [], [], TermMemo()
    for k, a in enumerate(accesses):
        # Plain str: TVM's string objects would travel from a pool worker as TVM objects.
        row = {"kind": str(a.kind), "scope": str(a.scope), "buffer": str(a.buffer), "index": str(a.index), "verdict": a.verdict, "obligations": len(a.obligations)}
        if a.scope == "global":  # the source accesses it came from; none: lowering made it
            row["sources"] = [str(o.access) for S in a.sources for o in S["obligations"][:1]]
        if a.verdict in ("refuted", "unknown"):
            bad = next(o for o in a.obligations if o.verdict == a.verdict and o.check != CLIPPED)
            row["problem"] = f"{bad.what} ({bad.counterexample or 'solver gave up'})"
            if a.lowering_bug:
                row["problem"] = f"LOWERING BUG: its source ({'; '.join(row['sources'])}) is proven in bounds, the lowered code is not: {row['problem']}"
        rows.append(row)
        label = access_label(k, row)
        for o in a.obligations:
            blocks.append(f"; obligation {len(blocks)}: {label} | {' '.join(str(o.what).split())}\n; expect {EXPECT[o.verdict]}\n{o.smt2(memo)}")
    return {"key": key, "counts": counts_of(rows), "rows": rows, "record": compress("\n".join(blocks))}


def access_label(k: int, row: dict) -> str:
    """An access as its obligations' headers name it: its number and verdict first (what
    --recheck counts), then where it is."""
    index = " ".join(row["index"].split())[:200]
    return f"access {k} {row['verdict']} {row['scope']} {' '.join(row['kind'].split())} {row['buffer']}[{index}]".replace("|", "/")


def counts_of(rows: list) -> dict:
    globals_ = [r for r in rows if "sources" in r]
    return {
        "accesses": len(rows),
        **{v: sum(r["verdict"] == v for r in rows) for v in VERDICTS},
        "matched": sum(bool(r["sources"]) for r in globals_),
        "made_by_lowering": sum(not r["sources"] for r in globals_),
        "obligations": sum(r["obligations"] for r in rows),
    }


def compress(text: str) -> bytes:
    return lzma.compress(text.encode(), format=lzma.FORMAT_XZ, preset=XZ_PRESET)
