"""The kernel cache on disk: a content-addressed cache of compiled kernels that CPU
machines fill (`kgen build --aot`) and GPUs load; where it lies, what keys an entry, and
which entries may be loaded. No torch or TileLang here: the command line lists and clears
the cache without them (kernels.py loads and builds entries).

Each entry is one compiled kernel (specialization x arch) under <root>/<key>/: TileLang's
own cache files for it and the kernel's TIR (prim_func.json) in tl/, and manifest.json with
the key's fields and the sha256 of every file. The key hashes the generated module's source
(the kernels as emitted, so a change to kgen's passes or an edit of the module is a new key
even where spec and template are unchanged) less the parts that never shape a kernel (see
NOT_KERNEL_SOURCE), the kgen, TileLang and CUDA versions, the arch, the backend and the
kernel Config; the manifest also records the spec and template hashes. An entry
is built in a staging directory and renamed into place whole; one whose files do not match
its manifest is deleted and rebuilt, never loaded. Loading an entry
reads the TIR from JSON instead of re-running the kernel's Python (a few ms instead of
tens), and a generated module loads every entry for the GPU's arch when it is imported
(kernels.load_prebuilt). Loading an entry runs native code (TileLang dlopens its
executable.so), and a manifest shows only that the files are whole, not who wrote them: kgen
loads only from a cache that no one but the user can write (cache_trust_problem).
"""

from __future__ import annotations

import ast
import functools
import hashlib
import itertools
import json
import os
import re
import shlex
import stat
import subprocess
import tempfile
from dataclasses import asdict
from pathlib import Path

from .version import __version__
from .errors import UntrustedCacheError, printable
from . import settings
from .settings import clipped

BACKEND = "tvm_ffi"
PRIM_FUNC_FILE = "prim_func.json"


def cache_root() -> Path:
    """$KGEN_CACHE_DIR, else ~/.cache/kgen. Not .kgen-cache in the source checkout, as it was:
    a clone's files are the user's own, so no owner or mode check tells a cache that kgen
    wrote there from one a repository committed with planted entries; no commit reaches the
    user's home. (An installed wheel's site-packages may not be writable either.)"""
    given = settings.current().cache_dir
    if given:
        # Absolute: a module imported from another directory finds the same cache.
        return given.expanduser().absolute()
    return Path.home() / ".cache" / "kgen"


def cache_root_problem(write: bool) -> str | None:
    """Why cache_root() cannot hold the cache, else None: it is not a directory, or (`write`)
    it can be neither written nor created. Checked once up front, so that a command fails
    naming the path instead of in a worker, or after doing nothing."""
    root = cache_root().absolute()
    try:
        existing = next(p for p in (root, *root.parents) if p.exists())
    except OSError as e:  # a name longer than the file system takes, say
        return f"{clipped(str(root))}: {e.strerror or e}"
    if not existing.is_dir():
        return f"{root}, a file" if existing == root else f"{root}, under the file {existing}"
    if not write:
        return None
    if not os.access(existing, os.W_OK | os.X_OK):
        return f"{root}, " + ("not writable" if existing == root else f"under {existing}, not writable")
    # os.access answers by permission bits (all granted to root), not by what the file system
    # allows (/proc takes no new directory): only creating the directory and a file in it tells.
    try:
        root.mkdir(mode=OWNER_WRITES_ONLY, parents=True, exist_ok=True)
    except OSError as e:
        return f"{root}, which cannot be created ({e.strerror or e})"
    try:
        with tempfile.NamedTemporaryFile(dir=root, prefix=".kgen-write-check-"):
            pass
    except OSError as e:
        return f"{root}, not writable ({e.strerror or e})"
    return None


# Kernels a wheel carries: generated/_prebuilt/ beside kgen/, filled at wheel-build time with
# KGEN_CACHE_DIR=generated/_prebuilt kgen build --aot ... Read-only: looked up after
# cache_root(), never built into. Trusted as code of the package, as the kgen/*.py that pip
# installed beside them are (cache_trust_problem does not check them: their owner is whoever
# installed the package, root say). Only where kgen is installed: in a source checkout the
# folder is the wheel build's input, which a commit could fill.
PACKAGED = Path(__file__).resolve().parents[2] / "generated" / "_prebuilt"
SOURCE_CHECKOUT = (Path(__file__).resolve().parents[2] / "pyproject.toml").exists()


def lookup_roots() -> list[Path]:
    """Where entries are looked up, in order: the writable cache, then the packaged kernels."""
    roots = [cache_root()]
    if not SOURCE_CHECKOUT and PACKAGED.is_dir() and PACKAGED.resolve() != roots[0].resolve():
        roots.append(PACKAGED)
    return roots


# An entry's manifest shows that its files are whole, not who wrote them: whoever can write an
# entry can replace its executable.so, hash both manifests again, and have the library's
# constructor run in every process that loads the kernel. So kgen loads only from a cache
# that no one but the user can write (root aside, who can replace kgen itself), unless
# KGEN_TRUSTED_CACHE_DIRS names it, and makes its own entries so (OWNER_WRITES_ONLY).
TRUSTED_CACHE = "a kernel cache that only you can write (owned by you or root, writable by no one else: kgen loads its entries as native code)"
OWNER_WRITES_ONLY = 0o755  # the most a directory kgen makes in the cache allows (less under a stricter umask)


def trust_hint(root: Path) -> str:
    """How to make a cache that cache_trust_problem refuses loadable."""
    return (
        f"make it yours alone (chown, chmod go-w) or set KGEN_CACHE_DIR to a cache of your own; if everyone who can write it is trusted, "
        f"add it to KGEN_TRUSTED_CACHE_DIRS: export KGEN_TRUSTED_CACHE_DIRS={shlex.quote(str(root))}"
    )


def cache_trust_problem(root: Path, entries=()) -> str | None:
    """Why kgen may not load from the cache root (and these entries of it), else None: it, or
    a file or directory of an entry, is a link or another user can write it. None for the
    packaged kernels of an installed kgen, a root KGEN_TRUSTED_CACHE_DIRS names, and a root
    that does not exist."""
    packaged = root == PACKAGED and not SOURCE_CHECKOUT
    if packaged or not root.exists() or os.path.realpath(root) in {os.path.realpath(d) for d in settings.current().trusted_cache_dirs}:
        return None
    # The root is followed where it is a link: the user named it (KGEN_CACHE_DIR, or their home's).
    problem = writable_by_others(root, follow=True) or next(filter(None, map(_entry_problem, entries)), None)
    return printable(problem) if problem else None  # names a repository chose, shown in a terminal


def _entry_problem(entry: Path) -> str | None:
    """A link, or a file or directory another user can write, in the entry (not followed)."""
    inside = (Path(folder) / name for folder, dirs, files in os.walk(entry) for name in dirs + files)  # walked only while all is well
    return next(filter(None, map(writable_by_others, itertools.chain([entry], inside))), None)


def writable_by_others(path: Path, follow: bool = False) -> str | None:
    """path as an error names it where it is a link or someone but this user and root can
    write it, else None."""
    try:
        info = os.stat(path) if follow else os.lstat(path)
    except OSError as e:
        return f"{path}, which cannot be read ({e.strerror or e})"
    if stat.S_ISLNK(info.st_mode):
        return f"{path}, a link to {clipped(os.readlink(path))}"
    if info.st_uid not in (os.geteuid(), 0):
        return f"{path}, owned by uid {info.st_uid} (you are uid {os.geteuid()})"
    if info.st_mode & 0o022:
        return f"{path}, writable by {'every user' if info.st_mode & 0o002 else 'its group'} (mode {info.st_mode & 0o7777:04o})"
    return None


def refuse_untrusted(root: Path, entry: Path | None = None) -> None:
    """Raise UntrustedCacheError where cache_trust_problem finds one in root (or the entry)."""
    problem = cache_trust_problem(root, [entry] if entry else [])
    if problem:
        raise UntrustedCacheError(root, TRUSTED_CACHE, problem, trust_hint(root))


@functools.lru_cache(maxsize=1)
def cuda_version() -> str:
    try:
        out = subprocess.run(["nvcc", "--version"], capture_output=True, text=True).stdout
    except OSError:
        return "no-nvcc"
    m = re.search(r"release (\d+\.\d+)", out)
    return m.group(1) if m else "unknown"


def tilelang_version() -> str:
    from importlib.metadata import version

    return version("tilelang")


# Top-level names of a generated module that never shape a kernel: the tiling table and the
# bucket rule (a kernel's tiling is in its Config, which the key holds) and the spec and
# template hashes, as well as the comment lines above the module's first statement (they
# name the spec's hash). So a retune, a new bucket or a spec edit that leaves the emitted
# kernels alone rebuilds only the kernels whose Config changed, instead of every kernel of
# the op (270 for fp8_gemm: ~110 s on 16 cores). No kernel factory, nor any function one
# calls, reads these names (test_aot checks every generated module).
NOT_KERNEL_SOURCE = frozenset({"TILING", "bucket", "SPEC_SHA256", "TEMPLATE_SHA256"})


def defined_name(node: ast.stmt) -> str | None:
    """The name a top-level statement defines, if it defines exactly one."""
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return node.name
    target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else getattr(node, "target", None)
    return target.id if isinstance(target, ast.Name) else None


@functools.lru_cache(maxsize=64)
def _kernel_source_sha256(path: str, mtime_ns: int, size: int) -> str:
    source = Path(path).read_text()
    tree = ast.parse(source)
    dropped = set(range(1, tree.body[0].lineno if tree.body else 1))
    for node in tree.body:
        if defined_name(node) in NOT_KERNEL_SOURCE:
            first = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
            dropped.update(range(first, node.end_lineno + 1))
    kept = "".join(line for number, line in enumerate(source.splitlines(keepends=True), 1) if number not in dropped)
    return hashlib.sha256(kept.encode()).hexdigest()


def kernel_source_sha256(module) -> str:
    """sha256 of the module's source less NOT_KERNEL_SOURCE (read again when the file changes)."""
    stat = os.stat(module.__file__)
    return _kernel_source_sha256(module.__file__, stat.st_mtime_ns, stat.st_size)


def key_fields(module, cfg, arch: str) -> dict:
    return {
        "op": module.OP,
        "config": asdict(cfg),
        "arch": arch,
        "kernel_source_sha256": kernel_source_sha256(module),
        "kgen": __version__,
        "tilelang": tilelang_version(),
        "cuda": cuda_version(),
        "backend": BACKEND,
    }


ENTRY_NAME = re.compile(r"[0-9a-f]{32}")  # what entry_key makes: the only names the cache writes or clears
# A build's staging directory, .<key>.<random>.tmp beside the entry it becomes: left behind
# only by a build killed outright, and removed by `kgen cache clear`.
STAGING_SUFFIX = ".tmp"
STAGING_NAME = re.compile(r"\.[0-9a-f]{32}\.[A-Za-z0-9_]+\.tmp")


def is_staging(path: Path) -> bool:
    """path is a build's staging directory (named by STAGING_NAME, a directory, not a link)."""
    return STAGING_NAME.fullmatch(path.name) is not None and path.is_dir() and not path.is_symlink()


def entry_key(fields: dict) -> str:
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()[:32]


def is_entry(path: Path) -> bool:
    """path is a cache entry by its name and kind (a directory, not a link): a cache root may
    hold other things (it is whatever KGEN_CACHE_DIR names), which kgen neither lists nor clears."""
    return ENTRY_NAME.fullmatch(path.name) is not None and path.is_dir() and not path.is_symlink()


def file_hashes(tl_dir: Path) -> dict:
    return {str(p.relative_to(tl_dir)): hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(tl_dir.rglob("*")) if p.is_file()}


# What a manifest records beside the key's fields: the files' hashes, the TIR script's, and
# the spec and template that the module came from (information only: see NOT_KERNEL_SOURCE).
MANIFEST_ONLY = ("files", "tir_script_sha256", "spec_sha256", "template_sha256")


def verify(entry: Path) -> bool:
    """The manifest exists, its key fields hash to the entry's key, and every recorded file
    is present with its recorded hash."""
    try:
        manifest = json.loads((entry / "manifest.json").read_text())
        fields = {k: v for k, v in manifest.items() if k not in MANIFEST_ONLY}
        return entry_key(fields) == entry.name and bool(manifest["files"]) and file_hashes(entry / "tl") == manifest["files"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def entries() -> list[dict]:
    out = []
    root = cache_root()
    if not root.is_dir():
        return out
    for entry in sorted(p for p in root.iterdir() if is_entry(p)):
        try:
            manifest = json.loads((entry / "manifest.json").read_text())
        except (OSError, ValueError):
            manifest = {}
        if not isinstance(manifest, dict):
            manifest = {}  # listed as corrupt: verify() fails on it too
        size = sum(p.stat().st_size for p in entry.rglob("*") if p.is_file())
        out.append({**manifest, "key": entry.name, "valid": verify(entry), "bytes": size})
    return out
