"""From a kernel cache entry to a kernel a call launches: an entry loaded, or a kernel
compiled into a new one, each op's entries loaded when its module is imported, and the
kernel for a call's Config."""

from __future__ import annotations

import functools
import hashlib
import json
import math
import os
import secrets
import shutil
import sys
import threading
import warnings
from dataclasses import dataclass
from pathlib import Path

import torch

from . import cache, launch, settings
from .errors import OpArgumentError

_ENV_LOCK = threading.Lock()  # TILELANG_CACHE_DIR is process-wide: one entry at a time


def _script_sha256(func) -> str:
    return hashlib.sha256(func.script(show_meta=True).encode()).hexdigest()


def _load_func(entry: Path, factory, cfg):
    """The kernel's TIR: from the entry's JSON when it prints as the script it was compiled
    from (TileLang keys its cache on that text; the JSON round trip renames some thread
    variables), else from the factory."""
    saved = entry / "tl" / cache.PRIM_FUNC_FILE
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
                tilelang.cache._dispatch_map[cache.BACKEND]._memory_cache.clear()
            return tilelang.compile(func, target={"kind": "cuda", "arch": arch}, execution_backend=cache.BACKEND)
        finally:
            if previous is None:
                del os.environ["TILELANG_CACHE_DIR"]
            else:
                os.environ["TILELANG_CACHE_DIR"] = previous


def load_or_build(module, factory, cfg, arch: str, allow_build: bool = True):
    """(kernel, built) for cfg on arch: from a verified cache entry, else compiled into one."""
    from tilelang import tvm

    fields = cache.key_fields(module, cfg, arch)
    for root in cache.lookup_roots():
        cache.refuse_untrusted(root)
        entry = root / cache.entry_key(fields)
        if cache.verify(entry):
            cache.refuse_untrusted(root, entry)
            return _load_entry(entry, factory, cfg, arch), False
    if not allow_build:
        return None, False
    problem = cache.cache_root_problem(write=True)
    if problem:  # a shared cache mounted read-only, say: TileLang's own error would not name it
        raise RuntimeError(
            f"kgen: {fields['op']}: no cached kernel for {cfg} on {arch}, and it cannot be compiled into the kernel cache {problem} (set KGEN_CACHE_DIR to a writable directory, or build the cache ahead of time with `kgen build --aot`)"
        )
    root = cache.cache_root()
    entry = root / cache.entry_key(fields)
    root.mkdir(mode=cache.OWNER_WRITES_ONLY, parents=True, exist_ok=True)
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
        (staging / "tl" / cache.PRIM_FUNC_FILE).write_text(saved)
        manifest = {**fields, "spec_sha256": module.SPEC_SHA256, "template_sha256": module.TEMPLATE_SHA256, "files": cache.file_hashes(staging / "tl"), "tir_script_sha256": script_sha256}
        (staging / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
        _owner_writes_only(staging)
        _install(staging, entry)
    finally:
        shutil.rmtree(staging, ignore_errors=True)  # gone already when it was installed
    # The kernel was loaded into memory when it compiled: moving its files leaves it valid.
    return kernel, True


def _staging_dir(entry: Path) -> Path:
    """A new directory named by cache.STAGING_NAME beside entry, readable as the umask allows
    (tempfile's are owner-only, which a cache shared between users could not read) and
    writable by its owner alone, whatever the umask (see cache.OWNER_WRITES_ONLY)."""
    while True:
        path = entry.parent / f".{entry.name}.{secrets.token_hex(4)}{cache.STAGING_SUFFIX}"
        try:
            path.mkdir(mode=cache.OWNER_WRITES_ONLY)
            return path
        except FileExistsError:
            continue


def _owner_writes_only(tree: Path) -> None:
    """Take group and other write permission off a staged entry's files and directories:
    TileLang makes them as the umask says (group-writable under umask 002, usual where each
    user has a group of their own), and kgen would refuse to load them (cache.cache_trust_problem)."""
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
            if cache.verify(entry):
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


@dataclass(frozen=True)
class LoadedKernel:
    """A kernel loaded from the cache: the module's factory and Config it was built from."""

    factory: object
    cfg: object
    kernel: object


def load_all(module, kernels: dict, arch: str) -> list[LoadedKernel]:
    """Every verified entry of this module's op on `arch`, loaded: entries whose key no longer
    matches the module (another spec, template or version) are skipped."""
    out, seen = [], set()
    for entry in [e for root in cache.lookup_roots() if root.is_dir() for e in sorted(root.iterdir())]:
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
        if cache.entry_key(cache.key_fields(module, cfg, arch)) == entry.name and cache.verify(entry):
            cache.refuse_untrusted(entry.parent, entry)
            seen.add(entry.name)
            out.append(LoadedKernel(factory, cfg, _load_entry(entry, factory, cfg, arch)))
    return out


_PREBUILT: dict = {}  # (factory, cfg, arch) -> kernel loaded from the AOT cache at import


def load_prebuilt(kernels: dict) -> None:
    """Called at the end of a generated module's import: with a GPU, load every kernel that the
    ahead-of-time cache holds for this op and the GPU's arch, so that no call waits for a
    kernel to load. KGEN_PRELOAD=0 turns it off (kernels then load on first use)."""
    # Read at import, so that a misspelt setting (KGEN_AOT_ONLY, say) is named before the first
    # call that needs a kernel the cache lacks (with every kernel preloaded, no call might ever
    # read it).
    if not settings.current().preload or not torch.cuda.is_available():
        return
    module = sys.modules[next(iter(kernels.values())).__module__]
    if not os.path.isfile(module.__file__):
        # Module text run in memory (kgen build takes its proofs so): no kernels are launched
        # from it, and the cache keys hash a module's file, which it does not have.
        return
    arch = launch.target_arch()
    for loaded in load_all(module, kernels, arch):
        if selectable(module, loaded.cfg):
            _PREBUILT[(loaded.factory, loaded.cfg, arch)] = loaded.kernel
            _first_launch(module.OP, loaded.cfg, loaded.kernel)


def selectable(module, cfg) -> bool:
    """Whether a call of the module can launch cfg: its tiling is one of the module's TILING
    table. A tuning sweep leaves every candidate in the cache; the rest stay there unloaded
    (loading them would cost each import their first launches, and fail for those with more
    shared memory than the GPU has)."""
    table = module.TILING[cfg.variant]
    tilings = list(table.values()) if all(isinstance(t, dict) for t in table.values()) else [table]
    fields = vars(cfg)
    return any(all(fields.get(knob) == value for knob, value in tiling.items()) for tiling in tilings)


def _smallest_sizes(func) -> dict:
    """A small value for each runtime dim of a kernel: 1, or the tile its T.assume(dim % tile
    == 0) asks for, so every shape is non-empty and every assumption holds."""
    from tilelang import tvm

    sizes = {}
    for buf in func.buffer_map.values():
        for extent in list(buf.shape) + list(buf.strides):
            tvm.tirx.stmt_functor.post_order_visit(extent, lambda n: sizes.setdefault(n, 1) if isinstance(n, tvm.tirx.Var) else None)

    def visit(node):
        if isinstance(node, tvm.tirx.Call) and getattr(node.op, "name", "") == "tirx.assume":
            cond = node.args[0]
            if isinstance(cond, tvm.tirx.EQ) and isinstance(cond.a, tvm.tirx.FloorMod) and isinstance(cond.a.a, tvm.tirx.Var) and isinstance(cond.a.b, tvm.tirx.IntImm) and cond.b.value == 0:
                sizes[cond.a.a] = math.lcm(sizes.get(cond.a.a, 1), cond.a.b.value)

    tvm.tirx.stmt_functor.post_order_visit(func.body, visit)
    return sizes


def _first_launch(op: str, cfg, kernel) -> None:
    """Launch a prebuilt kernel once on small zero-filled arguments. TVM loads a kernel's CUDA
    module inside its first launch (~0.25 ms on the H100, several times a small op's own
    time), and a first launch also sets up the argument path: done here, at import, an op's
    first call costs what its later calls cost. Outputs go to scratch tensors."""
    from tilelang import tvm
    from tilelang.engine.param import KernelParam

    func = kernel.prim_func
    analyzer = tvm.arith.Analyzer()

    def value(extent, sizes) -> int:
        return analyzer.simplify(tvm.tirx.stmt_functor.substitute(extent, {v: tvm.tirx.IntImm(v.dtype, n) for v, n in sizes.items()})).value

    try:
        sizes = _smallest_sizes(func)
        args = []
        for param in func.params:
            buf = func.buffer_map[param]
            shape = [value(e, sizes) for e in buf.shape]
            strides = [value(e, sizes) for e in buf.strides] if buf.strides else [math.prod(shape[i + 1 :]) for i in range(len(shape))]
            storage = torch.zeros(1 + sum((n - 1) * st for n, st in zip(shape, strides)), dtype=KernelParam.from_buffer(buf).torch_dtype(), device="cuda")
            args.append(torch.as_strided(storage, shape, strides))
        kernel(*args)
    except Exception as e:  # the kernel still works: its first call then loads the module itself
        warnings.warn(f"kgen: {op}: the first launch of prebuilt kernel {cfg} at import failed ({type(e).__name__}: {e}); its first call will load it", stacklevel=2)


@functools.lru_cache(maxsize=None)
def compile_kernel(factory, cfg, arch: str | None = None):
    """The kernel for cfg: loaded from the ahead-of-time cache (`kgen build --aot`) when a
    verified entry exists, else compiled into it, unless KGEN_AOT_ONLY=1 forbids compiling."""
    module = sys.modules[factory.__module__]
    arch = arch or launch.target_arch()
    if (factory, cfg, arch) in _PREBUILT:
        return _on_tensor_device(_PREBUILT[(factory, cfg, arch)])
    kernel, _ = load_or_build(module, factory, cfg, arch, allow_build=not settings.current().aot_only)
    if kernel is None:
        shape = ", ".join(f"{k}={v}" for k, v in vars(cfg).items() if k not in module.TILING[cfg.variant])
        raise OpArgumentError(
            module.OP,
            "shape",
            f"a shape built ahead of time for {arch} (KGEN_AOT_ONLY=1)",
            f"{shape}, which has no prebuilt kernel: add it to the spec and run `kgen build --aot`, or unset KGEN_AOT_ONLY",
        )
    return _on_tensor_device(kernel)


def _on_tensor_device(kernel):
    """kernel, run with its first tensor's device current: TileLang's host code makes the
    tensors' device current and leaves it so, and the caller's current device must survive."""

    def run(*args):
        index = args[0].device.index
        if index == torch.cuda.current_device():
            return kernel(*args)
        with torch.cuda.device(index):
            return kernel(*args)

    return run
