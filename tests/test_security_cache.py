"""kgen loads kernel cache entries as native code (TileLang dlopens their executable.so), and
an entry's hashes show only that it is whole, not who wrote it: an executable.so replaced
and both manifests hashed again was loaded. kgen loads only from a cache that no other user
can write (owned by the user or root, not group- or world-writable, no link inside an entry)
unless KGEN_TRUSTED_CACHE_DIRS names it, and by default from ~/.cache/kgen, where no
repository's files land. The library planted here writes a marker file from its
constructor, so a test sees whether it was loaded. (No GPU; the last tests need nvcc.)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from conftest import ROOT
from kgen.runtime import cache, kernels
from kgen.cli import main

pytestmark = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to build the planted library")

PLANTED_C = r"""
#include <stdio.h>
#include <stdlib.h>
__attribute__((constructor)) static void planted(void) {
    const char *marker = getenv("PLANTED_MARKER");
    FILE *f = marker ? fopen(marker, "w") : NULL;
    if (f) { fputs("loaded\n", f); fclose(f); }
}
"""


@pytest.fixture(scope="module")
def planted_library(tmp_path_factory) -> bytes:
    folder = tmp_path_factory.mktemp("planted")
    (folder / "planted.c").write_text(PLANTED_C)
    subprocess.run(["cc", "-shared", "-fPIC", "-o", str(folder / "planted.so"), str(folder / "planted.c")], check=True)
    return (folder / "planted.so").read_bytes()


@pytest.fixture
def marker(tmp_path, monkeypatch) -> Path:
    path = tmp_path / "marker"
    monkeypatch.setenv("PLANTED_MARKER", str(path))
    monkeypatch.delenv("KGEN_TRUSTED_CACHE_DIRS", raising=False)
    return path


# A stand-in for an op's module and kernel Config, whose key load_or_build computes as for a real one.
MODULE = SimpleNamespace(OP="transpose", SPEC_SHA256="s", TEMPLATE_SHA256="t", __file__=str(ROOT / "generated" / "transpose.py"))
CFG = SimpleNamespace(variant="bytes1")


@pytest.fixture
def dlopen_stands_in_for_tilelang(monkeypatch):
    """TileLang's load of an entry, for these tests: dlopen every library in its files."""
    import ctypes

    def load(tl_dir, func, arch, fresh=False):
        for library in sorted(Path(tl_dir).rglob("*.so")):
            ctypes.CDLL(str(library))
        return "kernel"

    monkeypatch.setattr(kernels, "_compile_into", load)
    monkeypatch.setattr(cache, "asdict", lambda cfg: {"variant": cfg.variant})


def _plant_entry(root: Path, library: bytes) -> Path:
    """An entry of MODULE's kernel, with the planted library as its executable.so: what an
    attacker who can write root makes (the manifest is only hashes, which anyone can compute)."""
    entry = root / cache.entry_key(cache.key_fields(MODULE, CFG, "sm_90a"))
    (entry / "tl").mkdir(parents=True)
    (entry / "tl" / "executable.so").write_bytes(library)
    manifest = {**cache.key_fields(MODULE, CFG, "sm_90a"), "files": cache.file_hashes(entry / "tl"), "tir_script_sha256": "0" * 64}
    (entry / "manifest.json").write_text(json.dumps(manifest))
    return entry


def _load(allow_build: bool = False):
    return kernels.load_or_build(MODULE, lambda cfg: None, CFG, "sm_90a", allow_build=allow_build)


def test_an_entry_of_the_users_own_cache_is_loaded(tmp_path, marker, planted_library, dlopen_stands_in_for_tilelang, monkeypatch):
    """The control: a cache only the user can write is theirs, whatever it holds."""
    root = tmp_path / "cache"
    root.mkdir(mode=0o700)
    _plant_entry(root, planted_library)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    assert _load() == ("kernel", False) and marker.exists()


def _group_writable_root(root: Path) -> str:
    root.chmod(0o770)
    return f"{root}, writable by its group (mode 0770)"


def _world_writable_entry(root: Path) -> str:
    entry = next(root.iterdir())
    entry.chmod(0o777)
    return f"{entry}, writable by every user (mode 0777)"


def _group_writable_library(root: Path) -> str:
    library = next(root.rglob("executable.so"))
    library.chmod(0o664)
    return f"{library}, writable by its group (mode 0664)"


def _library_of_another_user(root: Path) -> str:
    if os.geteuid() != 0:
        pytest.skip("giving a file to another user takes root")
    library = next(root.rglob("executable.so"))
    os.chown(library, 4321, 4321)
    return f"{library}, owned by uid 4321"


def _library_linked_from_outside(root: Path) -> str:
    library = next(root.rglob("executable.so"))
    outside = root.parent / "elsewhere.so"
    library.rename(outside)
    library.symlink_to(outside)
    return f"{library}, a link to {outside}"


@pytest.mark.parametrize("make_unsafe", [_group_writable_root, _world_writable_entry, _group_writable_library, _library_of_another_user, _library_linked_from_outside])
def test_an_entry_another_user_can_write_is_refused_unloaded(make_unsafe, tmp_path, marker, planted_library, dlopen_stands_in_for_tilelang, monkeypatch):
    root = tmp_path / "cache"
    root.mkdir(mode=0o700)
    _plant_entry(root, planted_library)
    found = make_unsafe(root)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    with pytest.raises(RuntimeError) as refused:
        _load()
    message = str(refused.value)
    assert message.startswith(f"kgen: refusing to load kernels from the cache {root}: expected a kernel cache that only you can write")
    assert f", found {found}" in message and f"KGEN_TRUSTED_CACHE_DIRS={root}" in message
    assert not marker.exists()


def test_the_preload_of_an_ops_kernels_refuses_them_too(tmp_path, marker, planted_library, dlopen_stands_in_for_tilelang, monkeypatch):
    """import generated.<op> loads every entry of the op (kernels.load_all)."""
    root = tmp_path / "cache"
    root.mkdir(mode=0o700)
    entry = _plant_entry(root, planted_library)
    manifest = json.loads((entry / "manifest.json").read_text())
    module = SimpleNamespace(**vars(MODULE), Config=lambda **config: SimpleNamespace(**config))
    monkeypatch.setattr(cache, "key_fields", lambda module, cfg, arch: {k: v for k, v in manifest.items() if k not in cache.MANIFEST_ONLY})
    root.chmod(0o777)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    with pytest.raises(RuntimeError, match=f"found {root}, writable by every user"):
        kernels.load_all(module, {"bytes1": lambda cfg: None}, "sm_90a")
    assert not marker.exists()


def test_a_cache_named_as_trusted_is_loaded_although_others_can_write_it(tmp_path, marker, planted_library, dlopen_stands_in_for_tilelang, monkeypatch):
    root = tmp_path / "shared"
    root.mkdir()
    _plant_entry(root, planted_library)
    root.chmod(0o777)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    monkeypatch.setenv("KGEN_TRUSTED_CACHE_DIRS", f"/nowhere{os.pathsep}{tmp_path / '.' / 'shared'}")
    assert _load() == ("kernel", False) and marker.exists()


PROBE = """
import json, sys
from types import SimpleNamespace
from pathlib import Path
from kgen.runtime import cache, kernels
module = SimpleNamespace(OP="transpose", SPEC_SHA256="s", TEMPLATE_SHA256="t", __file__=sys.argv[1])
cfg = SimpleNamespace(variant="bytes1")
cache.asdict = lambda cfg: {"variant": cfg.variant}
if sys.argv[2] == "plant":
    checkout = Path(cache.__file__).resolve().parents[2]
    for root in (checkout / ".kgen-cache", checkout / "generated" / "_prebuilt"):
        entry = root / cache.entry_key(cache.key_fields(module, cfg, "sm_90a"))
        (entry / "tl").mkdir(parents=True)
        (entry / "tl" / "executable.so").write_bytes(Path(sys.argv[3]).read_bytes())
        files = cache.file_hashes(entry / "tl")
        (entry / "manifest.json").write_text(json.dumps({**cache.key_fields(module, cfg, "sm_90a"), "files": files}))
else:
    import ctypes
    kernels._compile_into = lambda tl_dir, func, arch, fresh=False: [ctypes.CDLL(str(p)) for p in Path(tl_dir).rglob("*.so")]
    print(json.dumps({"root": str(cache.cache_root()), "roots": [str(r) for r in cache.lookup_roots()],
                      "loaded": kernels.load_or_build(module, lambda c: None, cfg, "sm_90a", allow_build=False)[0] is not None}))
"""


def test_a_cache_committed_to_a_checkout_is_not_loaded(tmp_path, marker, planted_library):
    """A clone of a repository is the user's own files, so ownership does not tell a cache
    kgen wrote from one committed with planted entries (.kgen-cache/, or generated/_prebuilt/,
    which a wheel carries): kgen's default cache is ~/.cache/kgen, outside every checkout, and
    a source checkout's _prebuilt is not looked in."""
    clone = tmp_path / "clone"
    clone.mkdir()
    shutil.copy(ROOT / "pyproject.toml", clone)
    shutil.copytree(ROOT / "kgen", clone / "kgen", ignore=shutil.ignore_patterns("__pycache__"))
    (tmp_path / "planted.so").write_bytes(planted_library)
    env = {k: v for k, v in os.environ.items() if not k.startswith("KGEN_")}
    env.update(PYTHONPATH=str(clone), HOME=str(tmp_path / "home"), PLANTED_MARKER=str(marker))
    module = str(ROOT / "generated" / "transpose.py")
    subprocess.run([sys.executable, "-c", PROBE, module, "plant", str(tmp_path / "planted.so")], cwd=tmp_path, env=env, check=True)
    probe = subprocess.run([sys.executable, "-c", PROBE, module, "load"], cwd=tmp_path, env=env, check=True, capture_output=True, text=True)
    found = json.loads(probe.stdout)
    assert found == {"root": str(tmp_path / "home" / ".cache" / "kgen"), "roots": [str(tmp_path / "home" / ".cache" / "kgen")], "loaded": False}
    assert not marker.exists()


def test_kgen_build_aot_refuses_a_cache_others_can_write_before_any_work(tmp_path, monkeypatch, capsys):
    root = tmp_path / "cache"
    root.mkdir(mode=0o775)
    root.chmod(0o775)
    monkeypatch.setenv("KGEN_CACHE_DIR", str(root))
    monkeypatch.delenv("KGEN_TRUSTED_CACHE_DIRS", raising=False)
    assert main(["build", "--aot", "--out", str(tmp_path / "out"), str(ROOT / "specs" / "transpose.yaml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        f"error: kgen build --aot: expected a kernel cache that only you can write (owned by you or root, writable by no one else: kgen loads its entries as native code), found {root}, writable by its group (mode 0775); "
    )
    assert f"export KGEN_TRUSTED_CACHE_DIRS={root}" in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_the_trusted_cache_setting_is_checked_with_the_others(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KGEN_TRUSTED_CACHE_DIRS", f"/srv/kgen{os.pathsep}shared/cache")
    assert main(["cache", "ls"]) == 2
    assert capsys.readouterr().err == f"error: kgen cache: KGEN_TRUSTED_CACHE_DIRS: expected absolute directory paths separated by '{os.pathsep}', got 'shared/cache'\n"


def test_a_cache_kgen_makes_is_writable_by_no_one_else_whatever_the_umask(tmp_path, monkeypatch):
    """Under umask 002 (usual where each user has a group of their own) kgen's own cache
    directories came out group-writable, which kgen would then refuse to load from."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    old = os.umask(0o002)
    try:
        assert cache.cache_root_problem(write=True) is None
        staging = kernels._staging_dir(tmp_path / "cache" / ("0" * 32))
        (staging / "tl" / "kernels").mkdir(parents=True)
        (staging / "tl" / "kernels" / "executable.so").write_bytes(b"\x7fELF")
        kernels._owner_writes_only(staging)
    finally:
        os.umask(old)
    assert [oct(p.stat().st_mode & 0o777) for p in (tmp_path / "cache", staging, staging / "tl", staging / "tl" / "kernels")] == [oct(0o755)] * 4
    assert (staging / "tl" / "kernels" / "executable.so").stat().st_mode & 0o777 == 0o644


# With TileLang itself: the reported attack, and a real entry built by kgen under umask 002.
# Each load is in a fresh process for the building one (TileLang keeps the kernel in memory),
# and in one process for the rest (a refused load and the planted library's failed one cache nothing).
REAL_PROBE = """
import json, os, sys
os.umask(0o002)
from kgen.pipeline import aot
from kgen.runtime import kernels
from kgen.verify.lowering import config_of, generated_module
from kgen.spec import load_spec
spec = load_spec(sys.argv[1])
module = generated_module(spec)
kernel = aot.kernels_to_build(spec)[0]
variant, cfg = kernel.variant, config_of(spec, module, kernel)
for step in sys.argv[2:]:
    root, _, trusted = step.partition("=")
    os.environ.update(KGEN_CACHE_DIR=root, KGEN_TRUSTED_CACHE_DIRS=trusted)
    try:
        kernel, built = kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a", allow_build=root.endswith("build"))
        print(json.dumps({"loaded": kernel is not None, "built": built}), flush=True)
    except Exception as e:
        print(json.dumps({"error": str(e)[:500]}), flush=True)
"""


def _real(*steps: str) -> list[dict]:
    """What each step (a cache root, =trusted: named in KGEN_TRUSTED_CACHE_DIRS) of REAL_PROBE
    printed, in one process; a cache root ending in "build" may be built into."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("KGEN_")}
    run = subprocess.run([sys.executable, "-c", REAL_PROBE, str(ROOT / "specs" / "transpose.yaml"), *steps], cwd=ROOT, env=env, capture_output=True, text=True)
    return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")] or [{"crashed": run.stderr[-3000:]}]


@pytest.fixture(scope="module")
def real_entry(tmp_path_factory) -> Path:
    """The cache root of one transpose kernel that kgen compiled (TileLang, nvcc; ~10 s)."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not installed")
    root = tmp_path_factory.mktemp("real") / "build"
    assert _real(str(root)) == [{"loaded": True, "built": True}]
    return root


def _replace_library(entry: Path, library: bytes) -> None:
    """The reported attack: executable.so replaced, TileLang's manifest and kgen's hashed again."""
    import hashlib

    so = next(entry.rglob("executable.so"))
    so.write_bytes(library)
    tl_manifest = so.parent / "manifest.json"
    recorded = json.loads(tl_manifest.read_text())
    recorded["files"]["executable.so"] = {"sha256": hashlib.sha256(library).hexdigest(), "size": len(library)}
    tl_manifest.write_text(json.dumps(recorded))
    manifest = json.loads((entry / "manifest.json").read_text())
    manifest["files"] = cache.file_hashes(entry / "tl")
    (entry / "manifest.json").write_text(json.dumps(manifest))


def test_tilelang_loads_a_replaced_library_only_from_a_trusted_cache(real_entry, tmp_path, planted_library, marker):
    root = tmp_path / "cache"
    shutil.copytree(real_entry, root)
    _replace_library(next(root.iterdir()), planted_library)
    root.chmod(0o775)  # a cache another user (of the group) could write
    refused, trusted, own = _real(str(root), f"{root}={root}", str(real_entry))
    assert refused["error"].startswith(f"kgen: refusing to load kernels from the cache {root}: expected {cache.TRUSTED_CACHE}, found {root}, writable by its group")
    assert "crashed" not in trusted and marker.read_text() == "loaded\n"  # named as trusted: dlopened (TileLang then compiles the kernel anew)
    assert own == {"loaded": True, "built": False}  # kgen's own entry, built under umask 002
