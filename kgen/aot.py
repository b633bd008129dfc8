"""Ahead-of-time kernels: a content-addressed cache that CPU machines fill and GPUs load.

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
(runtime.load_prebuilt). Loading an entry runs native code (TileLang dlopens its
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
import secrets
import shlex
import shutil
import stat
import subprocess
import tempfile
import threading
from dataclasses import asdict
from pathlib import Path

from . import __version__
from .errors import printable
from .settings import clipped, trusted_cache_dirs

BACKEND = "tvm_ffi"
PRIM_FUNC_FILE = "prim_func.json"


def cache_root() -> Path:
    """$KGEN_CACHE_DIR, else ~/.cache/kgen. Not .kgen-cache in the source checkout, as it was:
    a clone's files are the user's own, so no owner or mode check tells a cache that kgen
    wrote there from one a repository committed with planted entries; no commit reaches the
    user's home. (An installed wheel's site-packages may not be writable either.)"""
    given = os.environ.get("KGEN_CACHE_DIR", "").strip()
    if given:
        # Absolute: a module imported from another directory finds the same cache.
        return Path(given).expanduser().absolute()
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
PACKAGED = Path(__file__).resolve().parent.parent / "generated" / "_prebuilt"
SOURCE_CHECKOUT = (Path(__file__).resolve().parent.parent / "pyproject.toml").exists()


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
    return (f"make it yours alone (chown, chmod go-w) or set KGEN_CACHE_DIR to a cache of your own; if everyone who can write it is trusted, "
            f"add it to KGEN_TRUSTED_CACHE_DIRS: export KGEN_TRUSTED_CACHE_DIRS={shlex.quote(str(root))}")


def cache_trust_problem(root: Path, entries=()) -> str | None:
    """Why kgen may not load from the cache root (and these entries of it), else None: it, or
    a file or directory of an entry, is a link or another user can write it. None for the
    packaged kernels of an installed kgen, a root KGEN_TRUSTED_CACHE_DIRS names, and a root
    that does not exist."""
    packaged = root == PACKAGED and not SOURCE_CHECKOUT
    if packaged or not root.exists() or os.path.realpath(root) in {os.path.realpath(d) for d in trusted_cache_dirs()}:
        return None
    # The root is followed where it is a link: the user named it (KGEN_CACHE_DIR, or their home's).
    problem = _writable_by_others(root, follow=True) or next(filter(None, map(_entry_problem, entries)), None)
    return printable(problem) if problem else None  # names a repository chose, shown in a terminal


def _entry_problem(entry: Path) -> str | None:
    """A link, or a file or directory another user can write, in the entry (not followed)."""
    inside = (Path(folder) / name for folder, dirs, files in os.walk(entry) for name in dirs + files)  # walked only while all is well
    return next(filter(None, map(_writable_by_others, itertools.chain([entry], inside))), None)


def _writable_by_others(path: Path, follow: bool = False) -> str | None:
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


def _refuse_untrusted(root: Path, entry: Path | None = None) -> None:
    problem = cache_trust_problem(root, [entry] if entry else [])
    if problem:
        raise RuntimeError(f"kgen: refusing to load kernels from the cache {root}: expected {TRUSTED_CACHE}, found {problem} ({trust_hint(root)})")


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


def _file_hashes(tl_dir: Path) -> dict:
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
        return entry_key(fields) == entry.name and bool(manifest["files"]) and _file_hashes(entry / "tl") == manifest["files"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


_ENV_LOCK = threading.Lock()  # TILELANG_CACHE_DIR is process-wide: one entry at a time


def _script_sha256(func) -> str:
    return hashlib.sha256(func.script(show_meta=True).encode()).hexdigest()


def _load_func(entry: Path, factory, cfg):
    """The kernel's TIR: from the entry's JSON when it prints as the script it was compiled
    from (TileLang keys its cache on that text; the JSON round trip renames some thread
    variables), else from the factory."""
    saved = entry / "tl" / PRIM_FUNC_FILE
    if saved.is_file():
        from tilelang import tvm

        func = tvm.ir.load_json(saved.read_text())
        manifest = json.loads((entry / "manifest.json").read_text())
        if manifest.get("tir_script_sha256") == _script_sha256(func):
            return func
    return factory(cfg)


def _load_entry(entry: Path, factory, cfg, arch: str):
    """The kernel of a verified entry (TileLang finds it in the entry's files)."""
    return _compile_into(entry / "tl", _load_func(entry, factory, cfg), arch)


def _compile_into(tl_dir: Path, func, arch: str, fresh: bool = False):
    """TileLang's compile with its disk cache in tl_dir. `fresh`: a new entry, whose files
    TileLang must write, so its in-memory cache (keyed without the directory) is emptied
    first: a kernel compiled earlier in this process would otherwise come from memory."""
    import tilelang
    import tilelang.cache

    os.environ.setdefault("CUDA_HOME", "/usr/local/cuda")
    with _ENV_LOCK:
        previous = os.environ.get("TILELANG_CACHE_DIR")
        os.environ["TILELANG_CACHE_DIR"] = str(tl_dir)  # TileLang reads it on every lookup
        try:
            if fresh:  # TileLang has no public call that empties only the memory cache
                tilelang.cache._dispatch_map[BACKEND]._memory_cache.clear()
            return tilelang.compile(func, target={"kind": "cuda", "arch": arch}, execution_backend=BACKEND)
        finally:
            if previous is None:
                del os.environ["TILELANG_CACHE_DIR"]
            else:
                os.environ["TILELANG_CACHE_DIR"] = previous


def load_or_build(module, factory, cfg, arch: str, allow_build: bool = True):
    """(kernel, built) for cfg on arch: from a verified cache entry, else compiled into one."""
    from tilelang import tvm

    fields = key_fields(module, cfg, arch)
    for root in lookup_roots():
        _refuse_untrusted(root)
        entry = root / entry_key(fields)
        if verify(entry):
            _refuse_untrusted(root, entry)
            return _load_entry(entry, factory, cfg, arch), False
    if not allow_build:
        return None, False
    problem = cache_root_problem(write=True)
    if problem:  # a shared cache mounted read-only, say: TileLang's own error would not name it
        raise RuntimeError(f"kgen: {fields['op']}: no cached kernel for {cfg} on {arch}, and it cannot be compiled into the kernel cache {problem} (set KGEN_CACHE_DIR to a writable directory, or build the cache ahead of time with `kgen build --aot`)")
    root = cache_root()
    entry = root / entry_key(fields)
    root.mkdir(mode=OWNER_WRITES_ONLY, parents=True, exist_ok=True)
    # Built in a staging directory of its own and renamed into place whole: a reader sees no
    # entry or a complete one, and two builds of one kernel never write into each other's files.
    staging = _staging_dir(entry)
    try:
        func = factory(cfg)
        # Taken before compiling: TileLang's passes rename some of the function's variables in
        # place, and its cache key is the script as it was before.
        saved, script_sha256 = tvm.ir.save_json(func), _script_sha256(func)
        kernel = _compile_into(staging / "tl", func, arch, fresh=True)
        if not (staging / "tl").is_dir():
            raise RuntimeError(f"TileLang wrote no files for {fields['op']} {cfg} into {staging}")
        (staging / "tl" / PRIM_FUNC_FILE).write_text(saved)
        manifest = {**fields, "spec_sha256": module.SPEC_SHA256, "template_sha256": module.TEMPLATE_SHA256, "files": _file_hashes(staging / "tl"), "tir_script_sha256": script_sha256}
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
        _owner_writes_only(staging)
        _install(staging, entry)
    finally:
        shutil.rmtree(staging, ignore_errors=True)  # gone already when it was installed
    # The kernel was loaded into memory when it compiled: moving its files leaves it valid.
    return kernel, True


def _staging_dir(entry: Path) -> Path:
    """A new directory named by STAGING_NAME beside entry, readable as the umask allows
    (tempfile's are owner-only, which a cache shared between users could not read) and
    writable by its owner alone, whatever the umask (see OWNER_WRITES_ONLY)."""
    while True:
        path = entry.parent / f".{entry.name}.{secrets.token_hex(4)}{STAGING_SUFFIX}"
        try:
            path.mkdir(mode=OWNER_WRITES_ONLY)
            return path
        except FileExistsError:
            continue


def _owner_writes_only(tree: Path) -> None:
    """Take group and other write permission off a staged entry's files and directories:
    TileLang makes them as the umask says (group-writable under umask 002, usual where each
    user has a group of their own), and kgen would refuse to load them (cache_trust_problem)."""
    for path in [tree, *tree.rglob("*")]:
        if not path.is_symlink():
            path.chmod(path.stat().st_mode & ~0o022)


def _install(staging: Path, entry: Path) -> None:
    """Rename a complete staged entry into place. An entry already there is kept when it
    verifies (another build of the same kernel finished first: same key, same files) and is
    moved aside and deleted when it does not (corrupt or partial), never loaded."""
    for _ in range(3):
        try:
            os.rename(staging, entry)
            return
        except OSError:  # a non-empty directory (or a file) holds the name
            if verify(entry):
                return
            if not staging.is_dir():
                raise RuntimeError(f"kgen: the staging directory {staging} of {entry.name} was removed while the kernel built (`kgen cache clear` during a build?): build it again") from None
        aside = _staging_dir(entry)
        try:
            os.rename(entry, aside / "stale")
        except FileNotFoundError:
            pass  # another build moved it first
        shutil.rmtree(aside, ignore_errors=True)
    raise RuntimeError(f"kgen: could not install the kernel cache entry {entry}: another process keeps replacing it")


def load_all(module, kernels: dict, arch: str) -> list[tuple]:
    """(factory, cfg, kernel) for every verified entry of this module's op on `arch`: entries
    whose key no longer matches the module (another spec, template or version) are skipped."""
    out, seen = [], set()
    for entry in [e for root in lookup_roots() if root.is_dir() for e in sorted(root.iterdir())]:
        if entry.name in seen:
            continue
        try:
            manifest = json.loads((entry / "manifest.json").read_text())
            if manifest["op"] != module.OP or manifest["arch"] != arch:
                continue
            cfg = module.Config(**manifest["config"])
            factory = kernels[cfg.variant]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if entry_key(key_fields(module, cfg, arch)) == entry.name and verify(entry):
            _refuse_untrusted(entry.parent, entry)
            seen.add(entry.name)
            out.append((factory, cfg, _load_entry(entry, factory, cfg, arch)))
    return out


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


def explain(module, cfg, arch: str) -> str:
    """Why this kernel would (or would not) be rebuilt: the key fields that changed."""
    fields = key_fields(module, cfg, arch)
    key = entry_key(fields)
    if any(verify(root / key) for root in lookup_roots()):
        return "cached"
    same_kernel = [e for e in entries() if e.get("op") == fields["op"] and e.get("config") == fields["config"] and e.get("arch") == arch]
    if not same_kernel:
        return "no entry for this kernel yet"
    newest = same_kernel[-1]
    if newest["key"] == key:
        return "entry is corrupted (files differ from its manifest): rebuild"
    changed = [f"{k}: {newest.get(k)!s:.16} -> {v!s:.16}" for k, v in fields.items() if newest.get(k) != v]
    return "rebuild: " + "; ".join(changed)


def kernels_to_build(spec) -> list[tuple]:
    """(variant, static dims, m_divisible, tiling) for every kernel a call can reach: each
    specialization in each bucket that some call takes there, under its tail policy, plus defaulted dims (row strides) that the
    spec's tests or benchmarks override."""
    from .lowering import generated_module, tilings
    from .prove import KERNELS_BY_POLICY

    _, policy = spec.tail_dim()
    defaulted = [d.name for d in spec.dims.values() if d.default is not None]
    overrides = {}
    for variant, dims in spec.test_cases() + [(spec.variant(b["variant"]), {k: v for k, v in b.items() if k != "variant"}) for b in spec.bench["shapes"]]:
        extra = {k: dims[k] for k in defaulted if k in dims}
        if extra:
            statics = {d.name: dims[d.name] for d in spec.static_dims() if d.name in dims}
            overrides.setdefault(variant.name, []).append((statics, extra))
    module = generated_module(spec)
    out = []
    for sp in spec.specializations():
        bindings = [{}] + [extra for statics, extra in overrides.get(sp.variant.name, []) if statics == sp.statics]
        for extra in {json.dumps(b, sort_keys=True): b for b in bindings}.values():
            for tiling in {json.dumps(t, sort_keys=True): t for t in tilings(spec, module, sp.variant.name, sp.statics).values()}.values():
                for m_divisible in KERNELS_BY_POLICY[policy]:
                    out.append((sp.variant.name, {**sp.statics, **extra}, m_divisible, tiling))
    return out


def kernels_for_case(spec, module, variant: str, dims: dict) -> list[tuple]:
    """(variant, static dims, m_divisible, tiling) of each kernel a call with these dims can
    run: the bucket the dims fall in, with and without a tail under the spec's policy."""
    from .lowering import tiling_at
    from .prove import KERNELS_BY_POLICY

    _, policy = spec.tail_dim()
    tiling = tiling_at(spec, module, variant, spec.env(spec.variant(variant), dims))
    statics = {d.name: dims[d.name] for d in spec.dims.values() if not d.runtime and d.name in dims}
    return [(variant, statics, m_divisible, tiling) for m_divisible in KERNELS_BY_POLICY[policy]]


def build_one(spec_path: str, variant: str, dims: dict, m_divisible: bool, arch: str, tiling: dict | None = None) -> bool:
    """Worker: make sure one kernel is in the cache; True when it had to be compiled.
    `tiling` overrides the module's (the tuner builds its candidates this way)."""
    from .lowering import generated_module, kernel_config
    from .spec import load_spec

    spec = load_spec(spec_path)
    module = generated_module(spec)
    cfg = kernel_config(spec, module, variant, dims, m_divisible, tiling)
    _, built = load_or_build(module, module.KERNELS[variant], cfg, arch)
    return built


def build_all(specs, archs: list[str], jobs: int, progress=print) -> dict:
    import time

    from .interrupts import worker_pool

    work = [(s.path, v, d, m, a, t) for s in specs for (v, d, m, t) in kernels_to_build(s) for a in archs]
    start = time.perf_counter()
    compiled = 0
    with worker_pool(jobs) as pool:
        for i, built in enumerate(pool.map(build_one, *zip(*work)), 1):
            compiled += built
            if i % 20 == 0 or i == len(work):
                progress(f"aot: {i}/{len(work)} kernels ({compiled} compiled)")
    return {"kernels": len(work), "compiled": compiled, "reused": len(work) - compiled, "seconds": time.perf_counter() - start, "jobs": jobs}
