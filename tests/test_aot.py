"""The ahead-of-time cache on a machine with no GPU: fill, reuse, detect corruption, explain."""

from __future__ import annotations

import json
import shutil
from concurrent.futures import ProcessPoolExecutor

import pytest

from conftest import NARROWED, SPECS
from kgen.pipeline import aot
from kgen.runtime import cache, kernels
from kgen.runtime.errors import OpArgumentError
from kgen.kernel import Kernel
from kgen.verify.lowering import config_of, generated_module, kernel_config
from kgen.families import TEMPLATES

pytestmark = pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")


def _smallest_spec():
    # Among row specs ([M, N] tiles): the checks below name N, ld and block_m.
    row_specs = [s for s in SPECS if "M" in s.tail]
    if not row_specs:  # `kgen test SPEC` narrows SPECS to the user's specs
        pytest.skip("needs a spec tiled along rows ([M, N] tiles) among the specs under test")
    return min(row_specs, key=lambda s: len(aot.kernels_to_build(s)))


def _first_kernel():
    """(spec, module, variant, Config) of the smallest spec's first kernel."""
    spec = _smallest_spec()
    module = generated_module(spec)
    kernel = aot.kernels_to_build(spec)[0]
    return spec, module, kernel.variant, config_of(spec, module, kernel)


# Full tier: builds every kernel of a spec three times; the single-kernel builds below cover
# building, reuse and a corrupt entry's rebuild in the fast tier.
@pytest.mark.full
def test_fill_reuse_and_rebuild_a_corrupted_entry(tmp_path, monkeypatch):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    first = aot.build_all([spec], ["sm_90a"], jobs=2, progress=lambda m: None)
    assert first.compiled == first.kernels == len(aot.kernels_to_build(spec)) > 0
    again = aot.build_all([spec], ["sm_90a"], jobs=2, progress=lambda m: None)
    assert again.compiled == 0 and again.reused == again.kernels
    victim = next(p for p in sorted(tmp_path.rglob("*.cubin")))
    victim.write_bytes(victim.read_bytes()[:-7])  # truncated
    assert sum(not e["valid"] for e in cache.entries()) == 1
    healed = aot.build_all([spec], ["sm_90a"], jobs=2, progress=lambda m: None)
    assert healed.compiled == 1 and all(e["valid"] for e in cache.entries())


def test_builds_of_one_kernel_in_parallel_install_one_whole_entry(tmp_path, monkeypatch):
    """Each build compiles in a staging directory of its own and renames it into place: the
    loser of the race keeps the winner's entry, and no staging directory is left behind."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    kernel = aot.kernels_to_build(spec)[0].for_arch("sm_90a")
    with ProcessPoolExecutor(max_workers=2) as pool:
        built = list(pool.map(aot.build_one, [str(spec.path)] * 2, [kernel] * 2))
    assert True in built  # usually both compile (neither finds the other's entry first); a slow start may find it
    assert [p.name for p in tmp_path.iterdir()] == [e["key"] for e in cache.entries()]
    assert [e["valid"] for e in cache.entries()] == [True]


def test_build_kernels_compiles_each_kernel_once_and_reuses_the_cache(tmp_path, monkeypatch):
    """The GPU tools' prebuild: a kernel named twice (two cases sharing static dims) compiles
    once, and a second run finds it in the cache."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    work = [(str(spec.path), aot.kernels_to_build(spec)[0].for_arch("sm_90a"))] * 2
    first = aot.build_kernels(work, jobs=1)
    assert (first.kernels, first.compiled, first.reused) == (1, 1, 0)
    again = aot.build_kernels(work, jobs=1)
    assert (again.kernels, again.compiled, again.reused) == (1, 0, 1)
    assert aot.build_kernels([], jobs=1).kernels == 0


def test_a_kernel_that_does_not_compile_is_named_not_a_dead_worker(tmp_path, monkeypatch):
    """A worker's compile error names the kernel and the compiler's reason. TileLang's own
    error (ffi.Error) does not pickle: passed on as it is, the pool died as BrokenProcessPool
    with no word of which kernel (H100 at `2daa029`, ptxas refusing a 128-register bound)."""
    from kgen.errors import FamilyError

    class Unpicklable(Exception):  # a local class: pickle cannot name it, as with ffi.Error
        pass

    def refuse(*args, **kwargs):
        raise Unpicklable("nvcc output\nptxas fatal   : (C7602) Insufficient registers (128) to compile instruction\nCommand: nvcc ...")

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(aot, "load_or_build", refuse)  # the forked workers inherit it
    spec = _smallest_spec()
    kernel = aot.kernels_to_build(spec)[0].for_arch("sm_90a")
    with pytest.raises(FamilyError, match=rf"template {spec.template}: Unpicklable: ptxas fatal   : \(C7602\) Insufficient registers \(128\).*compiling kernel {kernel.variant}"):
        aot.build_kernels([(str(spec.path), kernel)], jobs=1)


def test_the_second_of_two_staged_builds_keeps_the_first_entry(tmp_path, monkeypatch):
    """The race's losing side, made deterministic: a staged copy of an entry that is already
    installed is dropped, and the installed entry is left as it was."""
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    _, module, variant, cfg = _first_kernel()
    kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a")
    (entry,) = tmp_path.iterdir()
    before = entry.stat().st_ino  # a directory renamed over it would bring its own
    staged = kernels._staging_dir(entry)
    shutil.copytree(entry, staged, dirs_exist_ok=True)
    kernels._install(staged, entry)
    shutil.rmtree(staged, ignore_errors=True)  # load_or_build's cleanup of the loser's staging
    assert [p.name for p in tmp_path.iterdir()] == [entry.name] and cache.verify(entry)
    assert entry.stat().st_ino == before


def test_a_staging_directory_removed_mid_build_is_named(tmp_path, monkeypatch):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    staged = kernels._staging_dir(tmp_path / ("0" * 32))
    staged.rmdir()  # `kgen cache clear` from another shell
    with pytest.raises(RuntimeError, match=r"was removed while the kernel built \(`kgen cache clear` during a build\?\)"):
        kernels._install(staged, tmp_path / ("0" * 32))


def test_a_corrupt_entry_is_replaced_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    _, module, variant, cfg = _first_kernel()
    key = cache.entry_key(cache.key_fields(module, cfg, "sm_90a"))
    (tmp_path / key / "tl").mkdir(parents=True)
    (tmp_path / key / "tl" / "partial.cu").write_text("// a build killed mid-way, before staging existed\n")
    _, built = kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a")
    assert built and cache.verify(tmp_path / key) and not (tmp_path / key / "tl" / "partial.cu").exists()
    assert [p.name for p in tmp_path.iterdir()] == [key]


def test_explain_names_the_changed_key_field(tmp_path, monkeypatch):
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    _, module, variant, cfg = _first_kernel()
    assert aot.explain(module, cfg, "sm_90a") == "no entry for this kernel yet"
    kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a")
    assert aot.explain(module, cfg, "sm_90a") == "cached"
    monkeypatch.setattr(module, "TEMPLATE_SHA256", "0" * 64)  # names no kernel source: still cached
    assert aot.explain(module, cfg, "sm_90a") == "cached"
    monkeypatch.setattr(cache, "cuda_version", lambda: "0.0")
    why = aot.explain(module, cfg, "sm_90a")
    assert why.startswith("rebuild: cuda: ") and "kernel_source_sha256" not in why


def test_an_edited_module_never_loads_the_kernels_of_the_original(tmp_path, monkeypatch):
    """Spec and template unchanged, the module's source changed (a change to kgen's passes
    does this, or a hand edit; here one line is added): a new key, which `explain` names, and
    no entry of the original loads into the edited module."""
    import importlib.util
    import sys
    from pathlib import Path

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    spec, module, variant, cfg = _first_kernel()
    kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a")
    assert len(kernels.load_all(module, module.KERNELS, "sm_90a")) == 1
    path = tmp_path / f"edited_{spec.op}.py"
    path.write_text(Path(module.__file__).read_text().replace("rt.load_prebuilt(KERNELS)", "") + "# edited\n")
    loader = importlib.util.spec_from_file_location(path.stem, path)
    copy = importlib.util.module_from_spec(loader)
    monkeypatch.setitem(sys.modules, path.stem, copy)
    loader.loader.exec_module(copy)
    cfg_copy = copy.Config(**vars(cfg))
    assert aot.explain(copy, cfg_copy, "sm_90a").startswith("rebuild: kernel_source_sha256: ")
    assert kernels.load_all(copy, copy.KERNELS, "sm_90a") == []


def _load_copy(path, monkeypatch):
    import importlib.util
    import sys

    loader = importlib.util.spec_from_file_location(path.stem, path)
    copy = importlib.util.module_from_spec(loader)
    monkeypatch.setitem(sys.modules, path.stem, copy)
    loader.loader.exec_module(copy)
    return copy


def test_a_retune_or_spec_edit_that_leaves_the_kernels_alone_reuses_them(tmp_path, monkeypatch):
    """The module's tiling table, header and spec and template hashes changed (a retune, a new
    bench shape), its kernels not: every entry of the original loads into the edited module."""
    import re
    from pathlib import Path

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    spec, module, variant, cfg = _first_kernel()
    kernels.load_or_build(module, module.KERNELS[variant], cfg, "sm_90a")
    text = Path(module.__file__).read_text()
    edited = re.sub(r'^(SPEC_SHA256|TEMPLATE_SHA256) = "[0-9a-f]+"$', r'\1 = "' + "0" * 64 + '"', text, flags=re.M)
    edited = re.sub(r"^# spec sha256 [0-9a-f]+", "# spec sha256 " + "0" * 16, edited, flags=re.M)
    edited = edited.replace("TILING = {\n", 'TILING = {\n    "retuned": {},\n', 1)
    assert edited.count("0" * 64) == 2 and '"retuned"' in edited and "# spec sha256 " + "0" * 16 in edited
    path = tmp_path / f"retuned_{spec.op}.py"
    path.write_text(edited)
    copy = _load_copy(path, monkeypatch)
    cfg_copy = copy.Config(**vars(cfg))
    assert aot.explain(copy, cfg_copy, "sm_90a") == "cached"
    assert len(kernels.load_all(copy, copy.KERNELS, "sm_90a")) == 1


def _reads(node) -> set:
    """The global names a top-level definition reads: those it loads, less its own locals
    (arguments, assigned names, nested functions: the kernels' inner prim_funcs may share an
    op layer's name)."""
    import ast

    nodes = list(ast.walk(node))
    bound = {n.id for n in nodes if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
    bound |= {n.arg for n in nodes if isinstance(n, ast.arg)}
    bound |= {n.name for n in nodes[1:] if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    return {n.id for n in nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.op)
def test_no_kernel_reads_what_the_cache_key_leaves_out(spec):
    """NOT_KERNEL_SOURCE may stay out of the key only while no kernel factory, nor any
    top-level definition a factory reads (transitively), reads one of its names."""
    import ast
    from pathlib import Path

    module = generated_module(spec)
    tree = ast.parse(Path(module.__file__).read_text())
    top = {cache.defined_name(n): n for n in tree.body if cache.defined_name(n)}
    todo = [f.__name__ for f in module.KERNELS.values()]
    seen = set()
    while todo:
        name = todo.pop()
        if name in seen or name not in top:
            continue
        seen.add(name)
        todo.extend(_reads(top[name]))
    assert seen >= {f.__name__ for f in module.KERNELS.values()}
    assert not seen & cache.NOT_KERNEL_SOURCE


def test_aot_only_refuses_to_compile(tmp_path, monkeypatch):
    from kgen import runtime

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("KGEN_AOT_ONLY", "1")
    spec = _smallest_spec()
    module = generated_module(spec)
    kernel = aot.kernels_to_build(spec)[0]
    variant, dims = kernel.variant, kernel.dims
    cfg = kernel_config(spec, module, variant, dims, False, kernel.tiling)
    env = spec.env(spec.variant(variant), dims)
    with pytest.raises(OpArgumentError) as e:
        runtime.compile_kernel.__wrapped__(module.KERNELS[variant], cfg, "sm_90a")
    assert all(f"{k}={env[k]}" in str(e.value) for k in vars(cfg) if k in env) and "no prebuilt kernel" in str(e.value)


def test_tuner_candidates_land_in_the_cache(tmp_path, monkeypatch):
    from kgen.tune import try_build

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    shape = spec.bench["shapes"][0]
    dims = {k: v for k, v in shape.items() if k != "variant"}
    dim, _ = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles[dim]  # a tile other than the default, still dividing the shape
    candidate = dict(spec.tiling, **{knob: spec.tiling[knob] * 2})
    assert dims[dim] % candidate[knob] == 0
    assert try_build(spec.path, Kernel(spec.op, shape["variant"], dims, True, candidate, "sm_90a")) == ""
    built = [e for e in cache.entries() if e["config"][knob] == candidate[knob]]
    divisible = next(k for k in built[0]["config"] if k.endswith("_divisible"))
    assert len(built) == 1 and built[0]["valid"] and built[0]["config"][divisible] is True


# Full tier: builds every kernel of a spec (test_an_edited_module_never_loads_the_kernels_of_the_original
# loads a single kernel's entry in the fast tier).
@pytest.mark.full
def test_entries_load_from_their_saved_tir(tmp_path, monkeypatch):
    """What a generated module loads at import on a GPU: every entry of its op for the arch,
    with the TIR read from the entry's JSON (the same script TileLang keys its cache on), and
    nothing from entries whose key no longer matches the module."""
    from tilelang import tvm

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    module = generated_module(spec)
    built = aot.build_all([spec], ["sm_90a"], jobs=2, progress=lambda m: None)
    loaded = kernels.load_all(module, module.KERNELS, "sm_90a")
    assert len(loaded) == built.kernels and not kernels.load_all(module, module.KERNELS, "sm_100a")
    factory, cfg = loaded[0].factory, loaded[0].cfg
    entry = tmp_path / cache.entry_key(cache.key_fields(module, cfg, "sm_90a"))
    saved = tvm.ir.load_json((entry / "tl" / cache.PRIM_FUNC_FILE).read_text())
    assert saved.script(show_meta=True) == factory(cfg).script(show_meta=True)
    monkeypatch.setattr(cache, "tilelang_version", lambda: "0.0")
    assert kernels.load_all(module, module.KERNELS, "sm_90a") == []


# Full tier: builds every kernel of a spec, then a wheel, and installs it (pip: minutes on 2 cores).
@pytest.mark.full
def test_a_wheel_carries_prebuilt_kernels(tmp_path, monkeypatch):
    """`pip wheel` of a tree whose generated/_prebuilt/ was filled by `kgen build --aot`
    packs the entries; installed, kgen finds and loads them with an empty cache of its own."""
    import subprocess
    import sys
    import zipfile

    from conftest import ROOT

    tree = tmp_path / "tree"
    tree.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    shutil.copytree(ROOT / "kgen", tree / "kgen", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "generated", tree / "generated", ignore=shutil.ignore_patterns("__pycache__", "proofs", "_prebuilt"))
    spec = _smallest_spec()
    monkeypatch.setenv("KGEN_CACHE_DIR", str(tree / "generated" / "_prebuilt"))
    built = aot.build_all([spec], ["sm_90a"], jobs=2, progress=lambda m: None)
    pip = [sys.executable, "-m", "pip", "-q"]
    subprocess.run(pip + ["wheel", "--no-deps", "--no-build-isolation", str(tree), "-w", str(tmp_path / "dist")], check=True, capture_output=True)
    wheel = next((tmp_path / "dist").glob("kgen-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    manifests = [n for n in names if n.startswith("generated/_prebuilt/") and n.count("/") == 3 and n.endswith("/manifest.json")]
    assert len(manifests) == built.kernels and any(n.endswith(".cubin") for n in names)
    subprocess.run(pip + ["install", "--no-deps", "--target", str(tmp_path / "site"), str(wheel)], check=True, capture_output=True)
    probe = f"from kgen.runtime import cache, kernels; import generated.{spec.op} as m; " "print(cache.lookup_roots()[-1].name, len(kernels.load_all(m, m.KERNELS, 'sm_90a')))"
    env = {**__import__("os").environ, "PYTHONPATH": str(tmp_path / "site"), "KGEN_CACHE_DIR": str(tmp_path / "empty")}
    out = subprocess.run([sys.executable, "-c", probe], cwd=tmp_path, env=env, check=True, capture_output=True, text=True).stdout.split()
    assert out[-2:] == ["_prebuilt", str(built.kernels)]


def test_first_launch_sizes_meet_the_kernel_assumptions():
    """The import-time first launch of a prebuilt kernel (kernels._first_launch) sizes every
    runtime dim at 1, or at the tile that the kernel's T.assume(dim % tile == 0) asks for: a
    kernel compiled without tail guards must never see a partial tile."""
    from tilelang import tvm

    raised = set()
    for spec in SPECS:
        module = generated_module(spec)
        for kernel in aot.kernels_to_build(spec)[:2]:
            func = module.KERNELS[kernel.variant](config_of(spec, module, kernel))
            sizes = kernels._smallest_sizes(func)
            assert {v.name for v in sizes} == {n for n, d in spec.dims.items() if d.runtime}, spec.op
            assumes = []
            tvm.tirx.stmt_functor.post_order_visit(func.body, lambda n: assumes.append(n.args[0]) if isinstance(n, tvm.tirx.Call) and getattr(n.op, "name", "") == "tirx.assume" else None)
            bound = {v: tvm.tirx.IntImm(v.dtype, n) for v, n in sizes.items()}
            for cond in assumes:
                assert tvm.arith.Analyzer().simplify(tvm.tirx.stmt_functor.substitute(cond, bound)).value == 1, (spec.op, str(cond), sizes)
            raised |= {spec.op for v, n in sizes.items() if n > 1}
    if not raised and NARROWED:
        pytest.skip("no kernel of the specs under test assumes a tile multiple (block_m 1 everywhere)")
    assert raised, "no kernel assumed a tile multiple: the check above tested nothing"


def test_import_loads_only_the_tilings_a_call_can_select():
    """A tuning sweep leaves every candidate in the cache: a module's import loads (and
    launches once) only the tilings of its TILING table, bucketed or not."""
    import generated.act_quant as flat
    import generated.fp4_gemm as bucketed
    from kgen.runtime.kernels import selectable

    dims = {"N": 3072, "K": 7168}
    for tiling in bucketed.TILING["mxfp4"].values():
        assert selectable(bucketed, bucketed.config("mxfp4", dims, True, tiling))
    stages = {t["stages"] for t in bucketed.TILING["mxfp4"].values()}
    other = dict(bucketed.TILING["mxfp4"]["prefill"], stages=max(stages) + 1)
    assert not selectable(bucketed, bucketed.config("mxfp4", dims, True, other))
    variant, tiling = next(iter(flat.TILING.items()))
    dims = {"N": 7168, "ld": 7168}
    assert selectable(flat, flat.config(variant, dims, True, tiling))
    assert not selectable(flat, flat.config(variant, dims, True, dict(tiling, block_m=tiling["block_m"] * 2)))


def test_a_module_run_from_text_loads_no_kernels(tmp_path, monkeypatch):
    """kgen build runs each rendered module from its text to take the proofs. On a GPU machine
    whose cache held that op's kernels, the import went on to load them and failed: the cache
    key hashes the module's file, which a module run from text does not have."""
    from pathlib import Path

    import torch

    from kgen.verify import prove
    from kgen.runtime import launch

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    module = generated_module(spec)
    kernel = aot.kernels_to_build(spec)[0]
    kernels.load_or_build(module, module.KERNELS[kernel.variant], config_of(spec, module, kernel), "sm_90a")
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)  # as on the GPU machine
    monkeypatch.setattr(launch, "target_arch", lambda: "sm_90a")
    assert len(kernels.load_all(module, module.KERNELS, "sm_90a")) == 1  # what an import from the file loads
    rendered = prove.module_from_text(spec.op, Path(module.__file__).read_text())
    assert rendered.OP == spec.op


# Full tier: compiles every candidate of every variant of a spec (test_tuner_candidates_land_in_the_cache
# builds one candidate in the fast tier).
@pytest.mark.full
def test_tune_build_only_fills_the_cache_with_what_the_tuner_times(tmp_path, monkeypatch):
    """`kgen tune --build-only` compiles, with no GPU, exactly the kernels a tuning run loads:
    every valid candidate at every benchmark shape's static dims, guard-free where the shape
    divides its tile, so that the run on the GPU compiles nothing."""
    from kgen import tune

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    dim, _ = spec.tail_dim()
    knob = TEMPLATES[spec.template].tail_tiles[dim]
    monkeypatch.setattr(spec, "tiling_search", {knob: [spec.tiling[knob], spec.tiling[knob] * 2]})
    module = generated_module(spec)
    targets = tune._tuned_targets(spec, module, None, progress=lambda m: None)
    statics = [d.name for d in spec.static_dims()]
    want = {(v, json.dumps(c, sort_keys=True), d, tuple(dims[n] for n in statics)) for v, _, cands, shapes in targets for dims, div in shapes for c, d in zip(cands, div)}
    assert len(want) >= 2
    built, failed = tune.build_candidates(spec, "sm_90a", 2, progress=lambda m: None)
    assert (built, failed) == (len(want), 0)
    got = set()
    for e in cache.entries():
        divisible = next(k for k in e["config"] if k.endswith("_divisible"))
        tiling = {k: e["config"][k] for k in spec.tiling}
        got.add((e["config"]["variant"], json.dumps(tiling, sort_keys=True), e["config"][divisible], tuple(e["config"][n] for n in statics)))
        assert e["valid"] and e["arch"] == "sm_90a"
    assert got == want
    assert tune.build_candidates(spec, "sm_90a", 2, progress=lambda m: None) == (len(want), 0)  # cached now


def test_tune_build_only_needs_no_gpu(monkeypatch, capsys):
    from kgen import tune
    from kgen.cli import main

    calls = []
    monkeypatch.setattr(tune, "build_candidates", lambda spec, arch, jobs, progress, buckets: calls.append((spec.op, arch, jobs, buckets)) or (3, 1))
    spec = SPECS[0]
    assert main(["tune", spec.path, "--build-only", "--arch", "sm_100a", "--jobs", "2"]) == 0
    assert calls == [(spec.op, "sm_100a", 2, None)]
    assert capsys.readouterr().out.strip() == f"{spec.op}: 3 candidate kernels in the cache for sm_100a, 1 do not compile"


FIRST_CALL = """
import sys
from kgen.pipeline import aot
from kgen import testing
from kgen.spec import load_spec

spec = load_spec(sys.argv[1])
module, op = testing.op_fn(spec)
variant = spec.variants[0]
case = testing.make_case(spec, variant, {"M": 37, "N": 7168}, seed=1)
got = op(*case.args, **testing.choice_kwargs(module, variant.name))
want = testing.reference_fn(spec)(*[a.clone() for a in case.args], **variant.params)
bad = testing.problems(spec, variant, got if isinstance(got, tuple) else (got,), want if isinstance(want, tuple) else (want,))
sys.exit(f"problems: {bad}" if bad else 0)
"""


@pytest.mark.gpu
def test_first_calls_in_two_processes_compile_into_one_fresh_cache(tmp_path, monkeypatch):
    """Two processes compile the same kernel on first call (nothing preloaded) into one empty
    cache at once; both kernels run and match the reference, and one whole entry remains."""
    import os
    import subprocess
    import sys

    from conftest import ROOT

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    env = {**os.environ, "KGEN_PRELOAD": "0", "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    spec = str(ROOT / "specs" / "per_token_cast.yaml")
    children = [subprocess.Popen([sys.executable, "-c", FIRST_CALL, spec], env=env, cwd=ROOT, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    errors = [c.communicate()[1] for c in children]
    assert [c.returncode for c in children] == [0, 0], errors
    assert [p.name for p in tmp_path.iterdir()] == [e["key"] for e in cache.entries()] and len(cache.entries()) == 1
    assert cache.entries()[0]["valid"]


def test_entries_get_the_umasks_permissions(tmp_path, monkeypatch):
    """A cache shared between users must stay readable: staging directories are not made
    owner-only (tempfile.mkdtemp's 0o700) before they are renamed into entries."""
    import os

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path))
    spec = _smallest_spec()
    kernel = aot.kernels_to_build(spec)[0].for_arch("sm_90a")
    old = os.umask(0o022)
    try:
        assert aot.build_one(str(spec.path), kernel)
    finally:
        os.umask(old)
    (entry,) = tmp_path.iterdir()
    assert entry.stat().st_mode & 0o777 == 0o755


@pytest.mark.gpu
def test_every_prebuilt_kernel_launches_at_import():
    """Importing a generated module launches every kernel the cache holds for this GPU
    (kernels._first_launch). One that cannot launch there (a tiling whose shared memory
    exceeds the SM's at some shape, say) only warns at import; here it fails."""
    import subprocess
    import sys

    from conftest import ROOT

    ops = sorted({s.op for s in SPECS})
    code = (
        "import importlib, sys, warnings\n"
        "warnings.filterwarnings('error', message='kgen: ')\n"
        "for op in sys.argv[1:]:\n"
        "    importlib.import_module('generated.' + op)\n"
        "from kgen.runtime import kernels\n"
        "print(len(kernels._PREBUILT))\n"
    )
    run = subprocess.run([sys.executable, "-c", code, *ops], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-3000:]
    if int(run.stdout.split()[-1]) == 0:
        pytest.skip("the kernel cache holds no kernel for this GPU (run `kgen build --aot` first)")


def test_an_aot_build_for_another_arch_than_the_lockfiles_says_so(tmp_path, monkeypatch, capsys):
    """A lockfile holds the tilings of the GPU it was tuned on; kernels for another arch are
    built with them, and the build says so rather than apply them silently."""
    from kgen import cli

    monkeypatch.setenv("KGEN_CACHE_DIR", str(tmp_path / "cache"))
    built = []
    monkeypatch.setattr(aot, "build_all", lambda specs, archs, jobs, progress: built.append(archs) or aot.AotBuild(0, 0, 0, 0.0, jobs))
    assert cli.main(["build", "--aot", "--arch", "sm_100a", "--out", str(tmp_path / "out"), "specs/sinkhorn.yaml"]) == 0
    assert built == [["sm_100a"]]
    assert "kgen build --aot: note: specs/sinkhorn.lock.json holds tilings tuned on sm_90a; the sm_100a kernels are built with them too" in capsys.readouterr().err
    assert cli.main(["build", "--aot", "--arch", "sm_90a", "--out", str(tmp_path / "out"), "specs/sinkhorn.yaml"]) == 0
    assert "note:" not in capsys.readouterr().err
