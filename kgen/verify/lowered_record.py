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
# A record is read whole: bounds on its size on disk and decompressed (the largest kernel's
# text is about 1 MB; a small hostile file must not expand without limit).
MAX_COMPRESSED = 16 << 20
MAX_TEXT = 64 << 20
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
    from .bounds import TermMemo
    from .lowered import CLIPPED, lowered_accesses
    from .lowering import lower

    try:
        accesses = lowered_accesses(lower(func, arch), func, ranges)
    except Exception as e:  # noqa: BLE001 - TileLang's pipeline or the encoder: the kernel's lowered code is unproven, not the spec wrong
        first_line = next((line for line in str(e).splitlines() if line.strip()), "")
        rows = [{"kind": "kernel", "scope": "", "buffer": "", "index": "", "verdict": "unknown", "obligations": 0, "problem": f"not analysed: {type(e).__name__}: {first_line}"[:300]}]
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


def decompress(data: bytes) -> str:
    """The record's text; ValueError saying why where it is not an xz stream of UTF-8 text
    within MAX_TEXT."""
    if len(data) > MAX_COMPRESSED:
        raise ValueError(f"{len(data)} bytes, more than a record holds ({MAX_COMPRESSED})")
    d = lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
    try:
        text = d.decompress(data, max_length=MAX_TEXT)
    except lzma.LZMAError as e:
        raise ValueError(f"not an xz stream kgen build wrote ({e})") from None
    if not d.eof:
        raise ValueError(f"more than {MAX_TEXT} bytes of text" if len(text) >= MAX_TEXT else "an xz stream cut short")
    if d.unused_data:
        raise ValueError("bytes after the end of the xz stream")
    try:
        return text.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"not UTF-8 text (byte 0x{text[e.start]:02x} at {e.start})") from None


def entry(value) -> dict | None:
    """A recorded entry as kgen writes it, {"key", "counts"} with every count, else None."""
    if not (isinstance(value, dict) and isinstance(value.get("key"), str) and isinstance(value.get("counts"), dict)):
        return None
    counts = value["counts"]
    if not all(type(counts.get(c)) is int and counts[c] >= 0 for c in COUNTS):
        return None
    return {"key": value["key"], "counts": {c: counts[c] for c in COUNTS}}


def recorded_entries(summary) -> dict:
    """summary.json's "lowered" entries that are whole (others are as good as absent: their
    kernels are lowered again)."""
    entries = summary.get("lowered") if isinstance(summary, dict) else None
    if not isinstance(entries, dict):
        return {}
    return {name: e for name, e in ((name, entry(value)) for name, value in entries.items()) if isinstance(name, str) and e}


def read_records(proof_dir: Path) -> dict:
    """kernel -> {"key", "counts", "record": the .lowered.smt2.xz bytes} for every kernel that
    proof_dir's summary.json records with its record file beside it; nothing for a record that
    cannot be read (its kernels are lowered again)."""
    from ..yamlpos import special_file

    summary = proof_dir / "summary.json"
    try:
        if special_file(summary) or not summary.is_file() or summary.stat().st_size > MAX_TEXT:
            return {}
        entries = recorded_entries(json.loads(summary.read_bytes()))
    except (OSError, ValueError, RecursionError):
        return {}
    out = {}
    for name, found in entries.items():
        path = proof_dir / f"{name}{SUFFIX}"
        try:
            if path.is_symlink() or not path.is_file() or path.stat().st_size > MAX_COMPRESSED:
                continue
            out[name] = {**found, "record": path.read_bytes()}
        except OSError:
            continue
    return out


# The user's kernel cache holds lowered proofs too, by key: a build into another directory, or
# of a spec changed and changed back, lowers nothing it has proven before.
def _cache_dir() -> Path | None:
    """<kernel cache>/lowered where the cache is one kgen may trust (as it trusts its kernels:
    only the user can write it), else None (not used)."""
    from ..runtime.cache import _writable_by_others, cache_root, cache_trust_problem

    root = cache_root()
    folder = root / "lowered"
    if cache_trust_problem(root) or (folder.exists() and _writable_by_others(folder)):
        return None
    return folder


def cached(key: str) -> dict | None:
    folder = _cache_dir()
    if folder is None:
        return None
    from ..runtime.cache import cache_trust_problem

    files = [folder / f"{key}.json", folder / f"{key}{SUFFIX}"]
    if not all(f.is_file() for f in files) or cache_trust_problem(folder.parent, files):
        return None  # absent, a link, or writable by another user
    try:
        found = entry(json.loads(files[0].read_bytes()))
        record = files[1].read_bytes()
    except (OSError, ValueError, RecursionError):
        return None
    return {**found, "record": record} if found and found["key"] == key and len(record) <= MAX_COMPRESSED else None


def store(key: str, counts: dict, record: bytes) -> None:
    """Into the cache: the record first, then the entry that names it (a reader sees both or
    neither); each written to a temp file and renamed. A cache that cannot be written is
    skipped: it only saves time."""
    import os
    import tempfile

    from ..runtime.cache import OWNER_WRITES_ONLY

    folder = _cache_dir()
    if folder is None:
        return
    try:
        folder.mkdir(mode=OWNER_WRITES_ONLY, parents=True, exist_ok=True)
        for name, data in ((f"{key}{SUFFIX}", record), (f"{key}.json", json.dumps({"key": key, "counts": counts}, sort_keys=True).encode())):
            fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, folder / name)
    except OSError:
        return


def seed(key: str, counts: dict, record: bytes) -> None:
    """store, where the cache lacks the key."""
    folder = _cache_dir()
    if folder is not None and not (folder / f"{key}.json").exists():
        store(key, counts, record)
