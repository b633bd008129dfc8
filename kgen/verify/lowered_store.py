"""Reading lowered-proof records and the kernel cache's copies of them, and writing the
cache (lowered_record.py makes the records). Records are data from a checkout, read within
bounds; nothing here decides a verdict, so it is not part of the verifier's digest."""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

from .lowered_record import COUNTS, SUFFIX

# A record is read whole: bounds on its size on disk and decompressed (the largest kernel's
# text is about 1 MB; a small hostile file must not expand without limit).
MAX_COMPRESSED = 16 << 20
MAX_TEXT = 64 << 20
KERNEL_NAME = re.compile(r"[A-Za-z0-9_]{1,200}")  # what prove.kernel_name makes: a record names no other file


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
    return {name: e for name, e in ((name, entry(value)) for name, value in entries.items()) if isinstance(name, str) and KERNEL_NAME.fullmatch(name) and e}


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
    from ..runtime.cache import writable_by_others, cache_root, cache_trust_problem

    root = cache_root()
    folder = root / "lowered"
    if cache_trust_problem(root) or (folder.exists() and writable_by_others(folder)):
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
