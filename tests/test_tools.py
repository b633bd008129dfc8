"""The GPU analysis tools that edit a generated module's text (gemm_ablate, gemm_timeline) still
find every place they edit: a template change that moves one would otherwise surface only on
the GPU, as a tool that exits or times the wrong thing."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from conftest import ROOT

TOOLS = ROOT / "tools"


def test_gemm_ablate_edits_find_their_places():
    sys.path.insert(0, str(TOOLS))
    try:
        import gemm_ablate
    finally:
        sys.path.remove(str(TOOLS))
    for op, (edits, _, _) in gemm_ablate.OPS.items():
        source = (ROOT / "generated" / f"{op}.py").read_text()
        for name, changes in edits.items():
            for old, _ in changes:
                assert source.count(old) >= 1, f"gemm_ablate {op} {name}: {old.strip()[:60]!r} is no longer in generated/{op}.py"


@pytest.mark.full  # 19 s: lowers both GEMMs instrumented; a tool, not a stage of the build
def test_gemm_timeline_instruments_both_gemms(tmp_path):
    """Without CUDA the tool writes the instrumented kernel's CUDA source; it exits non-zero
    when one of its five probes found no place."""
    decode = {
        "fp4_gemm": (
            "mxfp4",
            "8",
            "3072",
            "7168",
            '{"block_m": 8, "block_n": 64, "block_k": 128, "stages": 4, "threads": 128, "split_k": 8, "ctas_per_sm": 6, "warp_specialized": false, "async_scales": true, "preconvert": false, "overlap_promotion": false, "m_passes": 1, "multicast": false}',
        ),
        "fp8_gemm": (
            "e8m0",
            "4",
            "7168",
            "7168",
            '{"block_m": 8, "block_n": 64, "block_k": 256, "stages": 4, "threads": 128, "split_k": 1, "ctas_per_sm": 1, "warp_specialized": false, "async_scales": true, "preconvert": false, "overlap_promotion": false, "m_passes": 1, "multicast": false}',
        ),
    }
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), str(TOOLS), os.environ.get("PYTHONPATH", "")]), CUDA_VISIBLE_DEVICES="")
    for op, args in decode.items():
        done = subprocess.run([sys.executable, str(TOOLS / "gemm_timeline.py"), op, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, f"{op}: {done.stderr[-400:]}"
        assert "lowered to /tmp/timeline.cu" in done.stdout
        assert open("/tmp/timeline.cu").read().count("kgen_now") == 7  # two definitions, five reads


def test_gemm_m_sweep_candidates_are_whole_tilings():
    """Each candidate tiling of gemm_m_sweep names every knob of the family (one missing knob
    stopped the tool before its first GPU step) and its shapes option builds one row per weight."""
    sys.path.insert(0, str(TOOLS))
    try:
        import gemm_m_sweep
    finally:
        sys.path.remove(str(TOOLS))
    from kgen.spec import load_spec, tiling_problem

    for op_name, candidates in gemm_m_sweep.CANDS.items():
        spec = load_spec(ROOT / "specs" / f"{op_name}.yaml")
        knobs = set(spec.tiling)
        for tiling in candidates:
            assert set(tiling) == knobs, f"{op_name}: {sorted(knobs ^ set(tiling))}"
            tiling_problem(spec, tiling)
    assert gemm_m_sweep.weights(["--op=fp4_gemm", "--shapes=2048x4096,7168x3072"]) == [
        ("fp4_gemm", "mxfp4", 2048, 4096, gemm_m_sweep.peers.cublas_fp8_per_tensor_of_fp4),
        ("fp4_gemm", "mxfp4", 7168, 3072, gemm_m_sweep.peers.cublas_fp8_per_tensor_of_fp4),
    ]


def _cuda_compare():
    sys.path.insert(0, str(TOOLS))
    try:
        import cuda_compare
    finally:
        sys.path.remove(str(TOOLS))
    return cuda_compare


KERNEL = """  void* workspace = ((void*)((char*)buf_dyn_shmem + 512));
  void* workspace_1 = ((void*)((char*)buf_dyn_shmem + 1024));
  a = run(x, (&(((float*)workspace_1)[0])));
  b = run(y, (&(((float*)workspace)[0])));
"""


def test_sparse_attn_ab_candidates_are_tilings_the_spec_takes():
    """Each A/B candidate, over the spec's default tiling, passes the family's rules at every
    head shape the spec builds: a winner can go into the lockfile as it was timed."""
    sys.path.insert(0, str(TOOLS))
    try:
        import sparse_attn_ab
    finally:
        sys.path.remove(str(TOOLS))
    from kgen.spec import load_spec, tiling_problem

    spec = load_spec(ROOT / "specs" / "sparse_attn.yaml")
    assert sparse_attn_ab.TILINGS
    for tiling in sparse_attn_ab.TILINGS:
        assert tiling_problem(spec, {**spec.tiling, **tiling}) is None, tiling
    assert sparse_attn_ab.record(sparse_attn_ab.TILINGS[0], 16, 512, "split_topk").tiling == {**spec.tiling, **sparse_attn_ab.TILINGS[0]}


@pytest.mark.full
@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
def test_sparse_attn_ab_gather_only_kernels_overlap_their_copies(tmp_path, monkeypatch):
    """The A/B tool's gather-only ceiling compiles (nvcc, no GPU) at each of its tilings, and
    its gathers are double-buffered: the step waits for all but the newest copies."""
    sys.path.insert(0, str(TOOLS))
    try:
        import sparse_attn_ab
    finally:
        sys.path.remove(str(TOOLS))
    monkeypatch.setenv("TILELANG_CACHE_DIR", str(tmp_path))
    monkeypatch.setenv("CUDA_HOME", "/usr/local/cuda")
    for tiling in sparse_attn_ab.GATHER_ONLY:
        source = sparse_attn_ab.gather_only(*tiling).get_kernel_source()
        assert "cp_async_gs" in source and "cp_async_wait<1>" in source, tiling


@pytest.mark.full
@pytest.mark.skipif(__import__("shutil").which("nvcc") is None, reason="nvcc not installed")
def test_gather_bulk_probe_builds_its_bulk_copies(tmp_path):
    """The bulk-copy probe's kernel compiles for sm_90a (nvcc, no GPU): ptxas takes its
    inline bulk-copy and mbarrier instructions (a malformed one fails the build)."""
    sys.path.insert(0, str(TOOLS))
    try:
        import gather_bulk_probe
    finally:
        sys.path.remove(str(TOOLS))
    assert gather_bulk_probe.build(tmp_path).stat().st_size > 0


def test_profile_call_sets_knobs_in_every_bucket():
    """A candidate's knobs reach the tiling each call selects: every bucket's of a bucketed
    spec (sparse_attn's wide prefill took none of them before), the one tiling otherwise."""
    sys.path.insert(0, str(TOOLS))
    try:
        import profile_call
    finally:
        sys.path.remove(str(TOOLS))
    from generated import act_quant, sparse_attn

    knobs = {"stages": 2, "transposed": False}
    bucketed = profile_call.with_knobs(sparse_attn.TILING["one_pass"], knobs)
    assert set(bucketed) == set(sparse_attn.TILING["one_pass"])
    assert all(tiling == {**sparse_attn.TILING["one_pass"][b], **knobs} for b, tiling in bucketed.items())
    assert profile_call.with_knobs(act_quant.TILING["fp32"], {"block_m": 64}) == {**act_quant.TILING["fp32"], "block_m": 64}


def test_cuda_compare_matches_workspace_renumbering_only(tmp_path):
    """Two lowerings that differ only in how TileLang numbered the workspaces match; a swap of
    which buffer (offset) a reduction uses, or any other edit, does not."""
    cuda_compare = _cuda_compare()
    renumbered = KERNEL.replace("workspace_1", "TMP").replace("workspace", "workspace_1").replace("TMP", "workspace")
    renumbered = "\n".join(sorted(renumbered.split("\n")[:2]) + renumbered.split("\n")[2:])
    assert renumbered != KERNEL and cuda_compare.normal_form(renumbered) == cuda_compare.normal_form(KERNEL)
    swapped = KERNEL.replace("+ 512", "+ TMP").replace("+ 1024", "+ 512").replace("+ TMP", "+ 1024")
    for other in (swapped, KERNEL.replace("run(x", "run(z")):
        assert cuda_compare.normal_form(other) != cuda_compare.normal_form(KERNEL)
    for name, texts in {"before": [KERNEL, "int main;"], "after": [renumbered, "int main;", "int other;"]}.items():
        for i, text in enumerate(texts):
            (tmp_path / name / str(i)).mkdir(parents=True)
            (tmp_path / name / str(i) / "device_kernel.cu").write_text(text)
    counts, unmatched = cuda_compare.compare(list(cuda_compare.sources(tmp_path / "before").values()), cuda_compare.sources(tmp_path / "after"))
    assert (list(counts.values()), [p.parent.name for p in unmatched]) == ([1, 1, 0], ["2"])
    # Placement: the same offsets dealt to the workspaces in another order match only in the
    # loosest form; which workspaces share an offset must stay as it was.
    placed = cuda_compare.placement_form
    assert placed(swapped) == placed(KERNEL) and cuda_compare.normal_form(swapped) != cuda_compare.normal_form(KERNEL)
    assert placed(KERNEL.replace("+ 1024", "+ 512")) != placed(KERNEL)


def test_bucket_cases_lists_the_cases_a_bucket_takes():
    """bucket_cases names the GPU cases whose calls take the named buckets on a GPU of the given
    SM count, by the node ids pytest gives them (repeated ids numbered as pytest numbers them),
    and no case of another bucket."""
    sys.path.insert(0, str(TOOLS))
    try:
        import bucket_cases
    finally:
        sys.path.remove(str(TOOLS))

    def ids(buckets, sm_count=132):
        return [node.split("[", 1)[1][:-1] for node, _, _ in bucket_cases.cases_in("specs/fp8_gemm.yaml", buckets, sm_count)]

    wide = ids({"wide_long_k"})
    assert {"fp8_gemm-e8m0-M=4224,N=3072,K=7168", "fp8_gemm-e8m0-M=4225,N=3072,K=7168", "fp8_gemm-fp32-M=4001,N=7168,K=7168"} <= set(wide)
    prefill = ids({"prefill"})
    assert "fp8_gemm-e8m0-M=4032,N=3072,K=7168" in prefill and not set(wide) & set(prefill)
    assert {"fp8_gemm-e8m0-M=129,N=7168,K=7168_0", "fp8_gemm-e8m0-M=129,N=7168,K=7168_1"} <= set(prefill)
    assert "fp8_gemm-e8m0-M=4032,N=3072,K=7168" in ids({"wide_long_k"}, sm_count=100)  # 504 CTAs: five waves there
    assert bucket_cases.unique_ids(["a1", "b", "a1", "b", "b0"]) == ["a1_0", "b1", "a1_1", "b2", "b0"]


def test_gpu_scripts_parse():
    """The GPU call scripts run only on the GPU machine: bash -n finds a syntax error here first."""
    for script in sorted(TOOLS.glob("*.sh")):
        done = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert done.returncode == 0, f"{script.name}: {done.stderr}"
