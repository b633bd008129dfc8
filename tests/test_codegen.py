"""Generated code is deterministic, staleness is caught, and a failed build writes nothing."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, SPECS, tiered
from kgen.cli import main
from kgen.pipeline.plan import plan_build
from kgen.pipeline.render import render
from kgen.pipeline.write import stale


@pytest.fixture(scope="module")
def everything():
    return plan_build(SPECS, ROOT / "generated").files


SMALLEST_FIRST = [pytest.param(s, id=s.op) for s in sorted(SPECS, key=lambda s: len(s.specializations()))]


# Fast tier: the smallest spec of each template.
@pytest.mark.parametrize("spec", tiered(SMALLEST_FIRST, lambda spec: spec.template))
def test_render_is_deterministic(spec):
    assert render(spec) == render(spec)


# The whole build is 45 s of one core: the full tier's. The fast tier's users have just built
# (README's first set-up command), and CI runs kgen build --check before the tests.
@pytest.mark.full
@pytest.mark.parametrize("spec", SMALLEST_FIRST)
def test_a_spec_built_alone_gives_what_the_whole_build_gives(spec, everything):
    alone = plan_build([spec], ROOT / "generated").files
    for path, text in alone.items():
        if path.name != "__init__.py":
            assert everything[path] == text, f"{path} depends on which other specs were built"


@pytest.mark.full
def test_checked_in_generated_tree_is_fresh(everything):
    assert stale(everything) == []


@pytest.mark.full  # 30 s: builds every spec twice; the fast tier checks freshness (test_checked_in_generated_tree_is_fresh)
def test_check_reports_a_stale_file(tmp_path, capsys):
    out = tmp_path / "generated"
    shutil.copytree(ROOT / "generated", out)
    target = out / f"{SPECS[0].op}.py"
    target.write_text(target.read_text().replace("TILING = {", "TILING = {  # edited by hand", 1))
    assert main(["build", "--check", "--out", str(out), str(ROOT / "specs")]) == 1
    assert f"{target} (on disk)" in capsys.readouterr().out


def test_a_failing_spec_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "specs"
    bad.mkdir()
    shutil.copy(ROOT / "specs" / "act_quant.yaml", bad / "a_good.yaml")
    (bad / "b_bad.yaml").write_text((ROOT / "specs" / "act_quant.yaml").read_text().replace("op: act_quant", "op: bad_op\nblok: 1"))
    out = tmp_path / "generated"
    assert main(["build", "--out", str(out), str(bad)]) == 2
    assert "b_bad.yaml:" in capsys.readouterr().err
    assert not out.exists()


def test_template_hash_covers_imported_templates(tmp_path, monkeypatch):
    """The AOT cache keys on a family's template hash: a change to a shared template that a
    family imports (buckets.j2: gemm, mhc and sparse_attn) must change those families' hashes, and only them."""

    import jinja2

    import kgen.families as families

    names = sorted(families.TEMPLATES)
    before = {n: families.template_sha256(n) for n in names}
    copy = tmp_path / "families"
    shutil.copytree(families.FAMILIES_DIR, copy)
    (copy / "buckets.j2").write_text((copy / "buckets.j2").read_text() + "{# changed #}\n")
    monkeypatch.setattr(families.ENV, "loader", jinja2.FileSystemLoader([str(d) for d in families.template_dirs(copy)]))
    changed = {n for n in names if families.template_sha256(n) != before[n]}
    # and the families whose op layer is kgen's: their module template imports it
    assert changed == {"gemm", "mhc", "sparse_attn"} | {n for n in names if families.TEMPLATES[n].kernel_template}


def test_build_removes_orphaned_proof_records(tmp_path):
    """A proof record whose kernel the specs no longer generate (a bucket or tiling change
    renamed it) is stale for `kgen build --check` and removed by a build."""
    from kgen.pipeline.write import stale, write_all

    proofs = tmp_path / "proofs" / "op"
    proofs.mkdir(parents=True)
    kept, orphan = proofs / "v_wide_guarded.smt2", proofs / "v_guarded.smt2"
    orphan.write_text("old\n")
    files = {tmp_path / "op.py": "x = 1\n", kept: "new\n", proofs / "summary.json": "{}\n"}
    assert any(str(orphan) in d for d in stale(files))
    changed, removed = write_all(files)
    assert removed == [orphan] and orphan not in changed and kept in changed
    assert not orphan.exists() and kept.read_text() == "new\n"
    assert stale(files) == []


@pytest.mark.parametrize(
    "argv,message",
    [
        (["build", "--aot", "--arch", "sm_91", "specs"], "argument --arch: expected sm_90a and/or sm_100a, comma-separated, found 'sm_91'"),
        (["build", "--aot", "--jobs", "-1", "specs"], "argument --jobs: expected a positive integer, found '-1'"),
        (["bench", "--repeat", "0"], "argument --repeat: expected a positive integer, found '0'"),
        (["cache", "explain", "specs/act_quant.yaml", "--arch", "sm_90a,"], None),
    ],
)
def test_command_line_arguments_are_checked_before_any_work(argv, message, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    if message is None:  # a trailing comma is harmless
        from kgen import cli

        monkeypatch.setitem(cli.COMMANDS, "cache", lambda a: print(a.arch) or 0)
        assert main(argv) == 0 and capsys.readouterr().out == "['sm_90a']\n"
        return
    with pytest.raises(SystemExit) as e:
        main(argv)
    assert e.value.code == 2 and message in capsys.readouterr().err


@pytest.mark.parametrize("command", ["bench", "tune"])
def test_gpu_commands_say_when_there_is_no_gpu(command, monkeypatch, capsys):
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert main([command, str(ROOT / "specs" / "act_quant.yaml")]) == 2
    assert capsys.readouterr().err == f"error: kgen {command}: expected a CUDA GPU (it times kernels on one), found none visible to torch\n"


@pytest.mark.parametrize(
    "argv,message",
    [
        (["check-perf", "{missing}", "{missing}"], "error: kgen check-perf: expected a bench record (JSON from kgen bench), found {missing}: No such file or directory"),
        (["check-perf", "{text}", "{text}"], "error: kgen check-perf: expected a bench record (JSON from kgen bench), found {text}: invalid JSON at line 1"),
        (["check-perf", "{rowless}", "{rowless}"], "error: kgen check-perf: expected a bench record with a 'rows' list, found {rowless} without one"),
        (["report", "--results", "{empty}"], "error: kgen report --results: expected a directory holding bench records (kgen bench writes them), found none under {empty}"),
        (["prove", "--recheck", "--out", "{empty}"], "error: kgen prove --recheck: expected recorded obligations (*.smt2, written by kgen build), found none under {empty}/proofs"),
        (
            ["tune", str(ROOT / "specs" / "act_quant.yaml"), "--report", "{missing}/tune.json"],
            "error: kgen tune --report: expected a file in an existing directory, found {missing}/tune.json (no such directory)",
        ),
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--bucket", "decod"],
            "error: kgen lower --bucket: expected a bucket of fp8_gemm (narrow_decode, decode, decode16, narrow_split, narrow_prefill_split4, narrow_prefill_split2, small, wide, wide_long_k, prefill), found decod",
        ),
        (["lower", str(ROOT / "specs" / "transpose.yaml"), "--bucket", "decode"], "error: kgen lower --bucket: expected a bucket of transpose (it has none), found decode"),
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "async_scale=true"],
            "error: kgen lower --set: expected KNOB=VALUE with a tiling knob of template gemm (block_m, block_n, block_k, stages, threads, split_k, ctas_per_sm, warp_specialized, async_scales, preconvert, overlap_promotion, m_passes, multicast), found async_scale=true (did you mean 'async_scales'?)",
        ),
        (["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "async_scales=1"], "error: kgen lower --set async_scales: expected true or false (a switch), found the number 1"),
        (["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "stages=[4"], "error: kgen lower --set stages: expected an integer >= 1, found the string '[4'"),
        (["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "stages=2.5"], "error: kgen lower --set stages: expected an integer >= 1, found the number 2.5"),
        # YAML 1.1's octal and base 60, which the spec loader refuses too
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "threads=0200"],
            "error: kgen lower --set threads: expected an integer >= 1, written in decimal, found 0200, which YAML 1.1 reads as 128",
        ),
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--set", "threads=2:08"],
            "error: kgen lower --set threads: expected an integer >= 1, written in decimal, found 2:08, which YAML 1.1 reads as 128",
        ),
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--bucket", "prefill", "--set", "async_scales=true"],
            "error: kgen lower --set: the tiling's async_scales: expected false with warp_specialized true (asynchronous scales ride on the cp.async pipeline), found true",
        ),
        (
            ["lower", str(ROOT / "specs" / "fp8_gemm.yaml"), "--bucket", "decode", "--set", "threads=2048"],
            "error: kgen lower --set: the tiling's threads: expected a multiple of 32 from 32 to 1024 (threads a CTA), found 2048",
        ),
        # a family's rule on one knob's value holds for --set as for the spec
        (["lower", str(ROOT / "specs" / "act_quant.yaml"), "--set", "block_m=33"], "error: kgen lower --set: the tiling's block_m: expected a power of two, found 33"),
        (["lower", str(ROOT / "specs" / "act_quant.yaml"), "--set", "block_m=1048576"], "error: kgen lower --set: the tiling's block_m: expected 1 to 65536 (a CTA's tile side), found 1048576"),
        # --dim names the call: a built shape, runtime dims in the spec's range, and a bucket and
        # kernel that agree with --bucket and --m-divisible
        (
            ["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "N=3000", "--dim", "K=7168"],
            "error: kgen lower --dim N, K: expected a shape variant mxfp4 is built for (N=2048, K=4096; N=3072, K=7168; N=4096, K=2048; N=7168, K=3072), found N=3000, K=7168",
        ),
        (["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "m=64"], "error: kgen lower --dim: expected NAME=VALUE with a dim of fp4_gemm (N, K, M), found m=64 (did you mean 'M'?)"),
        (["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "M=64k"], "error: kgen lower --dim M: expected an integer, found '64k'"),
        (["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "M=300000"], "error: kgen lower --dim M: expected 0 to 262144 (the spec's range), found 300000"),
        (
            ["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "M=5", "--bucket", "prefill"],
            "error: kgen lower --bucket: expected the bucket a call with M=5 takes (decode_mma_k4096), or no --dim M, found prefill",
        ),
        (["lower", str(ROOT / "specs" / "fp4_gemm.yaml"), "--dim", "M=4001", "--m-divisible"], "error: kgen lower --m-divisible: expected M a multiple of block_m (128), found M=4001"),
        # a defaulted dim (the row stride ld) takes values the spec's constraints allow, and a kernel
        # TileLang refuses to lower (a row-tile step past int32) is said in a line
        (
            ["lower", str(ROOT / "specs" / "act_quant.yaml"), "--variant", "kv_cache_inplace", "--dim", "N=448", "--dim", "ld=500"],
            "error: kgen lower --dim ld: expected values the spec's constraints allow (N % block == 0; ld >= N; ld % 8 == 0; not (scale_dtype == 'e8m0' and scale_fmt == 'none')), found N=448, ld=500",
        ),
        (
            ["lower", str(ROOT / "specs" / "act_quant.yaml"), "--variant", "kv_cache_inplace", "--dim", "N=448", "--dim", "ld=134217728"],
            "kgen lower: act_quant variant kv_cache_inplace, N=448, ld=134217728: bucket -, the guarded kernel, sm_90a\nerror: kgen lower: expected a kernel TileLang lowers (act_quant kv_cache_inplace_N448_ld134217728, sm_90a), found ValueError: Check failed: value < 1LL << (dtype.bi...83648 exceeds maximum of int32 (139 characters)",
        ),
        (["build", str(ROOT / "specs" / "act_quant.yaml"), "--out", "{text}"], "error: cannot write {text}: expected a directory (--out), found a file; no generated file was changed"),
    ],
)
def test_commands_name_what_they_expected_and_found(argv, message, tmp_path, capsys):
    """Missing or malformed files are named, never a traceback; and a recheck that finds no
    recorded proofs fails rather than passing on nothing."""
    paths = {"missing": tmp_path / "missing", "text": tmp_path / "notes.txt", "rowless": tmp_path / "rowless.json", "empty": tmp_path / "empty"}
    paths["text"].write_text("not json\n")
    paths["rowless"].write_text('{"device": "H100"}\n')
    paths["empty"].mkdir()
    assert main([arg.format(**paths) for arg in argv]) == 2
    assert capsys.readouterr().err == message.format(**paths) + "\n"


def test_lower_prints_a_tuning_candidates_source(capsys):
    """`kgen lower --bucket B --set KNOB=VALUE` lowers the bucket's tiling with the knobs set
    over it: the source of a candidate the tuner would try (here the decode kernel with its
    scales loaded by plain loads, where the shipped decode tiling loads them by cp.async)."""
    spec = str(ROOT / "specs" / "fp8_gemm.yaml")
    assert main(["lower", spec, "--bucket", "decode", "--set", "async_scales=false"]) == 0
    candidate = capsys.readouterr().out
    assert main(["lower", spec, "--bucket", "decode"]) == 0
    shipped = capsys.readouterr().out
    scale_copies = lambda source: [line for line in source.splitlines() if "cp_async" in line and ("sa_tile" in line or "sb_row" in line)]
    assert len(scale_copies(shipped)) == 2 and "sa_tile" in candidate and not scale_copies(candidate)


def test_lower_takes_a_row_stride(capsys):
    """`kgen lower --dim ld=512` lowers the kernel a call with rows 512 elements apart runs (the
    spec's kv-cache view): its loads step 512 elements a row, where the default ld is N."""
    spec = str(ROOT / "specs" / "act_quant.yaml")
    assert main(["lower", spec, "--variant", "kv_cache_inplace", "--dim", "N=448", "--dim", "ld=512"]) == 0
    out, err = capsys.readouterr()
    assert err == "kgen lower: act_quant variant kv_cache_inplace, N=448, ld=512: bucket -, the guarded kernel, sm_90a\n"
    assert "* (int64_t)512))" in out
    assert main(["lower", spec, "--variant", "kv_cache_inplace", "--dim", "N=448"]) == 0
    assert "* (int64_t)512))" not in capsys.readouterr().out


def test_lower_for_a_call_names_its_shape_bucket_and_kernel(capsys):
    """`kgen lower --dim` lowers what a call with those dims runs: 4096 tokens at 3072 x 7168
    take fp4_gemm's preconverted bucket (its conversion kernel and its GEMM) and the guard-free
    kernel, 4001 the prefill bucket's guarded one; stderr says which."""
    spec = str(ROOT / "specs" / "fp4_gemm.yaml")
    assert main(["lower", spec, "--dim", "N=3072", "--dim", "K=7168", "--dim", "M=4096"]) == 0
    out, err = capsys.readouterr()
    assert err == "kgen lower: fp4_gemm variant mxfp4, N=3072, K=7168: bucket preconverted, the guard-free kernel, sm_90a\n"
    assert "kgen_e2m1_word_to_e4m3(" in out and out.count('extern "C" __global__ void __launch_bounds__') == 2
    assert main(["lower", spec, "--dim", "N=3072", "--dim", "K=7168", "--dim", "M=4001"]) == 0
    out, err = capsys.readouterr()
    assert err == "kgen lower: fp4_gemm variant mxfp4, N=3072, K=7168: bucket prefill, the guarded kernel, sm_90a\n"
    assert "kgen_mxfp4_to_e4m3_fragment(" in out and out.count('extern "C" __global__ void __launch_bounds__') == 1


def test_lower_picks_the_kernel_by_the_set_tile(capsys):
    """Whether a call's M is a tile multiple is judged with --set's block_m, not the spec's:
    per_token_cast tiles 1 row by default, so 1001 rows are guard-free there, guarded with
    block_m 4 set, and 1000 rows guard-free with it."""
    spec = str(ROOT / "specs" / "per_token_cast.yaml")
    assert main(["lower", spec, "--dim", "M=1001"]) == 0
    assert "the guard-free kernel" in capsys.readouterr().err
    assert main(["lower", spec, "--set", "block_m=4", "--dim", "M=1001"]) == 0
    assert "the guarded kernel" in capsys.readouterr().err
    assert main(["lower", spec, "--set", "block_m=4", "--dim", "M=1000"]) == 0
    assert "the guard-free kernel" in capsys.readouterr().err


@pytest.mark.parametrize(
    "lock, message",
    [
        ('{"arch": "sm_90a"}', "{lock}:1:1: tiling: expected an object with a 'tiling' object, found no 'tiling'"),
        (
            '{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"block_k": 3}}}}',
            "{lock}:6:5: tiling.e8m0.decode.block_k: expected one of 128, 256, 512 dividing every K (1024, 1536, 2048, 3072, 4096, 7168), found 3",
        ),
        (
            '{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"nosuch_knob": 3}}}}',
            "{lock}:6:5: tiling.e8m0.decode.nosuch_knob: expected a tiling knob of template gemm (block_m, block_n, block_k, stages, threads, split_k, ctas_per_sm, warp_specialized, async_scales, preconvert, overlap_promotion, m_passes, multicast), found 'nosuch_knob'",
        ),
        (
            '{"arch": "sm_90a", "tiling": {"e8m0": {"decod": {}}}}',
            "{lock}:5:4: tiling.e8m0.decod: expected a bucket of fp8_gemm (narrow_decode, decode, decode16, narrow_split, narrow_prefill_split4, narrow_prefill_split2, small, wide, wide_long_k, prefill), found 'decod'",
        ),
        ('{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"async_scales": 1}}}}', "{lock}:6:5: tiling.e8m0.decode.async_scales: expected true or false (a switch), found 1"),
        ('{"arch": "sm_90a", "tiling": {"bf16": {}}}', "{lock}:4:3: tiling.bf16: expected a variant of fp8_gemm (e8m0, fp32), found 'bf16'"),
        ('{"tiling": ', "{lock}:1:12: <lockfile>: expected JSON written by kgen tune, found Expecting value"),
        ('{"arch": "sm_75", "tiling": {}}', '{lock}:2:2: arch: expected arch: the GPU arch it was tuned on (sm_90a or sm_100a), found "sm_75"'),
        ('{"tiling": {}}', "{lock}:1:1: arch: expected arch: the GPU arch it was tuned on (sm_90a or sm_100a), found no 'arch'"),
        ('{"arch": "sm_90a", "tiling": {}, "note": 1}', '{lock}:4:2: note: expected only the keys arch and tiling, found "note"'),
        ('{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"stages": 2, "stages": 30}}}}', '{lock}:1:64: <lockfile>: expected each key once in an object, found "stages" twice'),
        # A key is located by its path, compared as decoded: not at a same-named key elsewhere.
        ('{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"stages": 2},\n "small": {"\\u0073tages": 33}}}}', "{lock}:2:12: tiling.e8m0.small.stages: expected 1 to 32 (pipeline stages), found 33"),
        # The repeat is named where it stands, not at the key's second use in the whole file.
        (
            '{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"stages": 2},\n "small": {"threads": 128, "stages": 3,\n "stages": 4}}}}',
            '{lock}:3:2: <lockfile>: expected each key once in an object, found "stages" twice',
        ),
        # The family's own rules on one knob's value hold in a lockfile as in the spec.
        ('{"arch": "sm_90a", "tiling": {"e8m0": {"decode": {"stages": 33}}}}', "{lock}:6:5: tiling.e8m0.decode.stages: expected 1 to 32 (pipeline stages), found 33"),
        (
            '{"arch": "sm_90a", "tiling": {"e8m0": {"prefill": {"stages": 8, "block_k": 512}}}}',
            "{lock}:6:5: tiling.e8m0.prefill.stages: expected stages whose A and B buffers fit in 227 KiB of shared memory (131072 bytes a stage), found 8",
        ),
    ],
)
def test_a_wrong_lockfile_is_an_error_at_its_line(lock, message, tmp_path, capsys):
    """A lockfile is read as carefully as the spec: a hand edit or a truncated file names the
    lockfile, line and field, and nothing is built from it."""
    import json

    spec = tmp_path / "fp8_gemm.yaml"
    shutil.copy(ROOT / "specs" / "fp8_gemm.yaml", spec)
    path = tmp_path / "fp8_gemm.lock.json"
    try:
        if "twice" in message or "\\u" in lock:
            raise json.JSONDecodeError("kept as written", lock, 0)
        path.write_text(json.dumps(json.loads(lock), indent=1) + "\n")  # as kgen tune writes it
    except json.JSONDecodeError:
        path.write_text(lock)
    assert main(["build", str(spec), "--out", str(tmp_path / "out")]) == 2
    hint = "delete it" if "<lockfile>" in message else "fix it or delete it"
    assert capsys.readouterr().err.strip() == "error: " + message.format(lock=path) + f" ({hint} and run kgen tune {spec})"
    assert not (tmp_path / "out").exists()


def test_a_spec_that_is_not_utf8_is_an_error_at_its_byte(tmp_path):
    from kgen.errors import SpecError
    from kgen.spec import load_spec

    spec = tmp_path / "act_quant.yaml"
    spec.write_bytes((ROOT / "specs" / "act_quant.yaml").read_bytes().replace(b"tokens (all", b"tokens \xff(all", 1))
    with pytest.raises(SpecError) as e:
        load_spec(spec)
    assert str(e.value) == f"{spec}:11:57: <file>: expected UTF-8 text, found the byte 0xff (save the spec as UTF-8)"


def test_lower_refuses_a_module_built_from_another_spec(tmp_path, capsys):
    """`kgen lower` compiles the checked-in module's kernels: from a spec edited since the last
    build it would print the CUDA of the old one."""
    spec = tmp_path / "act_quant.yaml"
    spec.write_text((ROOT / "specs" / "act_quant.yaml").read_text().replace("threads: 128, ctas_per_sm", "threads: 64, ctas_per_sm"))
    assert main(["lower", str(spec)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"error: kgen lower: expected generated/act_quant.py built from {spec} as it is now (run kgen build {spec}), "
        f"found generated/act_quant.py built from another version of {spec} or its lockfile"
    )


@pytest.mark.parametrize(
    "content, message",
    [
        (b'{"arch": "sm_90a", "tiling": {"gemm_input": {"block_m": 3}}}', "{lock}:1:46: tiling.gemm_input.block_m: expected a power of two, found 3 (fix it or delete it and run kgen tune {spec})"),
        (b'{"arch": "sm_90a",\n "tiling": \xff}', "{lock}:2:1: <lockfile>: expected UTF-8 JSON written by kgen tune, found byte 0xff at offset 30 (delete it and run kgen tune {spec})"),
        (None, "{lock}:1:1: <lockfile>: expected a readable file written by kgen tune, found a directory (delete it and run kgen tune {spec})"),
    ],
)
def test_a_lockfile_that_breaks_a_knob_rule_or_cannot_be_read_is_an_error(content, message, tmp_path, capsys):
    """The lockfile's knobs meet the family's rules on each value (act_quant's block_m is a
    power of two), and a lockfile that is not text, or not a file, is named, not a traceback."""
    spec = tmp_path / "act_quant.yaml"
    shutil.copy(ROOT / "specs" / "act_quant.yaml", spec)
    lock = tmp_path / "act_quant.lock.json"
    lock.mkdir() if content is None else lock.write_bytes(content)
    assert main(["build", str(spec), "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err == "error: " + message.format(lock=lock, spec=spec) + "\n"
    assert not (tmp_path / "out").exists()


def test_a_build_that_cannot_write_one_file_changes_none(tmp_path, capsys):
    """A file standing where a proof directory goes stops the build before any module is
    replaced: the outputs stay as they were, and no temp file is left behind."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "act_quant.py").write_text("# Generated by kgen (an older build)\n")
    (out / "proofs").write_text("")
    assert main(["build", str(ROOT / "specs" / "act_quant.yaml"), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: cannot write {out}/proofs/act_quant/") and err.endswith(f"{out}/proofs to be a directory, found a file; no generated file was changed\n")
    assert sorted(p.name for p in out.iterdir()) == ["act_quant.py", "proofs"]
    assert (out / "act_quant.py").read_text() == "# Generated by kgen (an older build)\n"


def test_a_build_never_replaces_a_file_kgen_did_not_write(tmp_path, capsys):
    """A module of the user's own where the build would write one (--out at a package of
    theirs) stops the build, named, before any file is written."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "act_quant.py").write_text("def act_quant(x):\n    return x\n")
    assert main(["build", str(ROOT / "specs" / "act_quant.yaml"), "--out", str(out)]) == 2
    assert capsys.readouterr().err == (
        f"error: cannot write {out}/act_quant.py: expected a module that kgen wrote (first line '# Generated by kgen'), "
        "found another file; move it, or build into another --out; no generated file was changed\n"
    )
    assert sorted(p.name for p in out.iterdir()) == ["act_quant.py"]
    assert (out / "act_quant.py").read_text() == "def act_quant(x):\n    return x\n"


def test_a_one_spec_build_never_overwrites_another_specs_op(tmp_path, capsys):
    """A spec given the op of another spec whose module is already built, and built alone: the
    build names the other spec instead of overwriting its module (and dropping its proofs)."""
    for name in ("transpose.yaml", "transpose.lock.json", "sinkhorn.yaml", "sinkhorn.lock.json"):
        shutil.copy(ROOT / "specs" / name, tmp_path / name)
    out = tmp_path / "out"
    assert main(["build", str(tmp_path / "transpose.yaml"), str(tmp_path / "sinkhorn.yaml"), "--out", str(out)]) == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    spec = tmp_path / "transpose.yaml"
    spec.write_text(spec.read_text().replace("op: transpose\n", "op: sinkhorn\n", 1))
    capsys.readouterr()
    assert main(["build", str(spec), "--out", str(out)]) == 2
    assert capsys.readouterr().err.endswith(
        f"error: {spec}:2:5: op: expected an op that no other spec makes ({out}/sinkhorn.py is built from {tmp_path}/sinkhorn.yaml, "
        "whose op it is too), found 'sinkhorn' (rename one of the ops; a build of both specs together names them both)\n"
    )
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    # Built together, in either order, the two specs are named as the message promised.
    assert main(["build", str(spec), str(tmp_path / "sinkhorn.yaml"), "--out", str(out)]) == 2
    assert capsys.readouterr().err.endswith(
        f"error: {tmp_path}/sinkhorn.yaml:2:5: op: expected an op that no other spec of this build makes (both write {out}/sinkhorn.py), found 'sinkhorn', the op of {spec} too\n"
    )
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_modules_whose_spec_is_gone_or_renamed_its_op_are_removed(tmp_path, capsys):
    """A module whose spec was deleted, or now makes another op, is no longer generated: --check
    reports it, a build removes it and its proofs and drops it from __init__ (they used to
    stay importable, untested, forever)."""
    for name in ("transpose.yaml", "transpose.lock.json", "sinkhorn.yaml", "sinkhorn.lock.json"):
        shutil.copy(ROOT / "specs" / name, tmp_path / name)
    out = tmp_path / "out"
    assert main(["build", str(tmp_path / "transpose.yaml"), str(tmp_path / "sinkhorn.yaml"), "--out", str(out)]) == 0
    (tmp_path / "sinkhorn.yaml").unlink()
    spec = tmp_path / "transpose.yaml"
    spec.write_text(spec.read_text().replace("op: transpose\n", "op: transpose2\n", 1))
    capsys.readouterr()
    assert main(["build", "--check", str(spec), "--out", str(out)]) == 1
    report = capsys.readouterr().out
    assert f"{out}/sinkhorn.py: on disk, but the specs no longer generate it" in report
    assert f"{out}/transpose.py: on disk, but the specs no longer generate it" in report
    assert main(["build", str(spec), "--out", str(out)]) == 0
    assert sorted(p.name for p in out.glob("*.py")) == ["__init__.py", "transpose2.py"]
    assert sorted(p.name for p in (out / "proofs").iterdir()) == ["transpose2"]
    assert "__all__ = ['transpose2']" in (out / "__init__.py").read_text()
    assert main(["build", "--check", str(spec), "--out", str(out)]) == 0


# Fast tier: a read that raises and a read that would block.
@pytest.mark.parametrize(
    "breakage",
    [
        pytest.param(lambda spec: spec.write_text(spec.read_text().replace("B: [0, 1, 3]", "B: [0, 1, 2024-02-30]", 1)), id="date", marks=pytest.mark.full),  # a date YAML cannot make
        pytest.param(lambda spec: spec.write_text(spec.read_text() + "huge: " + "9" * 5000 + "\n"), id="digits", marks=pytest.mark.full),  # past Python's int digits
        pytest.param(lambda spec: spec.write_text("[" * 5000), id="nesting"),  # deeper than the YAML reader recurses
        pytest.param(lambda spec: (spec.unlink(), os.mkfifo(spec)), id="fifo"),  # a read would block
    ],
)
def test_another_specs_breakage_never_stops_a_build(breakage, tmp_path, capsys):
    """A build reads the spec each module of --out names, to see whether it still makes that
    op. A spec broken in any way (being edited) keeps its module, and never fails a build of
    other specs (a traceback, or a read of a FIFO that never ends)."""
    shutil.copy(ROOT / "specs" / "transpose.yaml", tmp_path / "transpose.yaml")
    out = tmp_path / "out"
    assert main(["build", str(tmp_path / "transpose.yaml"), "--out", str(out)]) == 0
    assert "B: [0, 1, 3]" in (tmp_path / "transpose.yaml").read_text()
    breakage(tmp_path / "transpose.yaml")
    assert main(["build", str(ROOT / "specs" / "sinkhorn.yaml"), "--out", str(out)]) == 0
    assert sorted(p.name for p in out.glob("*.py")) == ["__init__.py", "sinkhorn.py", "transpose.py"]
    assert "'transpose'" in (out / "__init__.py").read_text()


def test_a_spec_whose_path_has_escaped_characters_keeps_its_module(tmp_path, capsys):
    """The module's header writes a backslash or control character of the spec's path as its
    escape; the build reads it back as the path, so the spec is not taken for deleted."""
    folder = tmp_path / "my\\dir\tx"
    folder.mkdir()
    shutil.copy(ROOT / "specs" / "transpose.yaml", folder / "transpose.yaml")
    out = tmp_path / "out"
    assert main(["build", str(folder / "transpose.yaml"), "--out", str(out)]) == 0
    assert "my\\\\dir\\tx" in (out / "transpose.py").read_text().splitlines()[0]
    assert main(["build", str(ROOT / "specs" / "sinkhorn.yaml"), "--out", str(out)]) == 0
    assert sorted(p.name for p in out.glob("*.py")) == ["__init__.py", "sinkhorn.py", "transpose.py"]


def test_an_op_named_as_another_ops_custom_op_is_refused(tmp_path, capsys):
    """act_quant registers torch.ops.kgen.act_quant_inplace for its in-place variants: an op of
    that name, built with it or beside it, is refused (imported together, one would have
    taken the other's torch op)."""
    spec = tmp_path / "aqi.yaml"
    spec.write_text((ROOT / "specs" / "act_quant.yaml").read_text().replace("op: act_quant\n", "op: act_quant_inplace\n", 1))
    out = tmp_path / "out"
    assert main(["build", str(ROOT / "specs" / "act_quant.yaml"), str(spec), "--out", str(out)]) == 2
    assert capsys.readouterr().err.endswith(
        f"error: {ROOT}/specs/act_quant.yaml:2:5: op: expected a name that no other op's name extends by _inplace (torch.ops.kgen.act_quant_inplace may be this op's inplace op), "
        f"found 'act_quant', beside op 'act_quant_inplace' of {spec} (rename the op)\n"
    )
    assert not out.exists()
    assert main(["build", str(spec), "--out", str(out)]) == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert main(["build", str(ROOT / "specs" / "act_quant.yaml"), "--out", str(out)]) == 2
    assert capsys.readouterr().err.endswith(f"found 'act_quant', beside op 'act_quant_inplace' of {out}/act_quant_inplace.py (from {spec}) (rename the op)\n")
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_modules_built_apart_that_share_a_torch_op_name_refuse_to_import_together(tmp_path):
    """Built into separate packages, act_quant and an op named act_quant_inplace both register
    torch.ops.kgen.act_quant_inplace: the second import is an ImportError naming both ops,
    not one module's calls routed to the other's code."""
    import subprocess
    import sys

    spec = tmp_path / "aqi.yaml"
    spec.write_text((ROOT / "specs" / "act_quant.yaml").read_text().replace("op: act_quant\n", "op: act_quant_inplace\n", 1))
    assert main(["build", str(spec), "--out", str(tmp_path / "first")]) == 0
    run = subprocess.run(  # the other package: the checked-in build of every spec (CI: kgen build --check)
        [sys.executable, "-c", "import first.act_quant_inplace\nimport generated.act_quant"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT), "KGEN_PRELOAD": "0"},
    )
    assert run.returncode == 1
    assert run.stderr.strip().splitlines()[-1] == (
        "ImportError: act_quant: torch op kgen::act_quant_inplace is op act_quant_inplace's, imported first: " "a process holds one op of a name (rename one of the ops in its spec)"
    )


def test_a_file_that_cannot_be_removed_leaves_every_output_as_it_was(tmp_path, monkeypatch, capsys):
    """A module no longer generated, whose directory refuses its removal (read-only, or
    immutable), stops the build before any output is replaced: no module new and its
    neighbour half-removed."""
    from kgen.pipeline import write

    for name in ("transpose.yaml", "sinkhorn.yaml"):
        shutil.copy(ROOT / "specs" / name, tmp_path / name)
    out = tmp_path / "out"
    assert main(["build", str(tmp_path / "transpose.yaml"), str(tmp_path / "sinkhorn.yaml"), "--out", str(out)]) == 0
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    (tmp_path / "transpose.yaml").unlink()  # its module and proofs are now orphans
    spec = tmp_path / "sinkhorn.yaml"
    spec.write_text(spec.read_text().replace("  TileKernels' mHC", "  Edited. TileKernels' mHC", 1))
    real_replace = os.replace

    def replace(src, dst):
        if os.path.dirname(src) == str(out / "proofs" / "transpose"):
            raise PermissionError(1, "Operation not permitted")
        real_replace(src, dst)

    monkeypatch.setattr(write.os, "replace", replace)
    capsys.readouterr()
    assert main(["build", str(spec), "--out", str(out)]) == 2
    assert "Operation not permitted; no generated file was changed" in capsys.readouterr().err
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_a_failed_build_leaves_no_directory_it_made(tmp_path, capsys):
    out = tmp_path / "new" / "out"
    (out / "__init__.py").mkdir(parents=True)  # in the way of the package's __init__
    assert main(["build", str(ROOT / "specs" / "transpose.yaml"), "--out", str(out)]) == 2
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == ["new", "new/out", "new/out/__init__.py"]
    shutil.rmtree(tmp_path / "new")
    spec = tmp_path / "bad.yaml"
    spec.write_text((ROOT / "specs" / "transpose.yaml").read_text().replace("op: transpose\n", "op: 7\n", 1))
    assert main(["build", str(spec), "--out", str(out)]) == 2
    assert not (tmp_path / "new").exists()


def _waits_for_flock(pid: int, path: Path) -> bool:
    """Whether process pid is blocked on an flock of path (Linux lists a waiter in
    /proc/locks after "->", with the file's device:inode)."""
    inode = f":{os.stat(path).st_ino} "
    return any(line.split()[1:3] == ["->", "FLOCK"] and line.split()[5] == str(pid) and inode in line for line in Path("/proc/locks").read_text().splitlines())


def test_builds_into_one_directory_take_turns(tmp_path):
    """A build waits while another holds the output directory, then writes all it planned.
    The test holds the lock until the build is seen blocked on it: a fixed wait passed while
    the build was still importing, whether or not it would have waited."""
    import subprocess
    import sys
    import time

    from kgen.pipeline.write import build_lock

    if not Path("/proc/locks").exists():
        pytest.skip("no /proc/locks to see a process wait on a lock")
    out = tmp_path / "out"
    with build_lock(out):
        build = subprocess.Popen(
            [sys.executable, "-m", "kgen", "build", str(ROOT / "specs" / "transpose.yaml"), "--out", str(out)], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        deadline = time.monotonic() + 120
        while not _waits_for_flock(build.pid, out):
            assert build.poll() is None, f"the build ended without waiting for the lock: {build.communicate()[1][-2000:]}"
            assert time.monotonic() < deadline, "the build never waited for the lock"
            time.sleep(0.05)
        assert list(out.iterdir()) == []
    stdout, stderr = build.communicate(timeout=300)
    assert build.returncode == 0, stderr
    assert "'transpose'" in (out / "__init__.py").read_text()


def test_two_specs_of_one_op_are_refused(tmp_path, capsys):
    """Both would write generated/<op>.py: the second is an error at its `op`, not a silent overwrite."""
    for name in ("a.yaml", "b.yaml"):
        shutil.copy(ROOT / "specs" / "act_quant.yaml", tmp_path / name)
    assert main(["build", str(tmp_path / "a.yaml"), str(tmp_path / "b.yaml"), "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err.endswith(
        f"error: {tmp_path}/b.yaml:2:5: op: expected an op that no other spec of this build makes (both write {tmp_path}/out/act_quant.py), found 'act_quant', the op of {tmp_path}/a.yaml too\n"
    )
    assert not (tmp_path / "out").exists()


def test_generated_files_are_readable_by_every_user(tmp_path):
    """Modules are staged in private temp files; once in place they have the umask's usual mode."""
    import os

    old = os.umask(0o022)
    try:
        assert main(["build", str(ROOT / "specs" / "act_quant.yaml"), "--out", str(tmp_path)]) == 0
    finally:
        os.umask(old)
    assert (tmp_path / "act_quant.py").stat().st_mode & 0o777 == 0o644


def _outputs_staged_under_a_sigint(tmp_path, monkeypatch, handler):
    """Five old outputs, and a SIGINT sent while write_all stages the third of their new
    versions, with `handler` as the process's SIGINT disposition: what write_all returns."""
    import os
    import signal
    import tempfile

    from kgen.pipeline import write

    files = {tmp_path / f"m{i}.py": f"new {i}\n" for i in range(5)}
    for path in files:
        path.write_text("old\n")
    real_mkstemp, calls = tempfile.mkstemp, []

    def mkstemp(**kwargs):
        calls.append(1)
        if len(calls) == 3:
            os.kill(os.getpid(), signal.SIGINT)
        return real_mkstemp(**kwargs)

    monkeypatch.setattr(write.tempfile, "mkstemp", mkstemp)
    inherited = signal.signal(signal.SIGINT, handler)
    try:
        return files, write.write_all(files)
    finally:
        assert signal.getsignal(signal.SIGINT) is handler  # write_all put it back
        signal.signal(signal.SIGINT, inherited)


def test_an_interrupt_while_staging_leaves_the_outputs_and_no_temp_file(tmp_path, monkeypatch):
    """SIGINT is held while write_all runs: one that comes while files are staged removes them
    and then arrives, so the old outputs stay whole and nothing is left beside them. (Python's
    own SIGINT handler, whatever this process inherited: a job started in the background
    ignores SIGINT.)"""
    import signal

    with pytest.raises(KeyboardInterrupt):
        _outputs_staged_under_a_sigint(tmp_path, monkeypatch, signal.default_int_handler)
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"m{i}.py" for i in range(5)]
    assert all(p.read_text() == "old\n" for p in tmp_path.iterdir())


def test_an_ignored_interrupt_while_staging_leaves_the_build_whole(tmp_path, monkeypatch):
    """Where the process ignores SIGINT (a job started in the background), one that comes while
    files are staged stays ignored: every file is written, none left old."""
    import signal

    files, (written, _) = _outputs_staged_under_a_sigint(tmp_path, monkeypatch, signal.SIG_IGN)
    assert sorted(written) == sorted(files)
    assert all(p.read_text() == text for p, text in files.items())
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in files)


def test_a_termination_while_replacing_arrives_after_the_last_file(tmp_path, monkeypatch):
    """SIGTERM during the renames waits until every staged file is in place."""
    import os
    import signal

    from kgen.pipeline import write

    class Terminated(Exception):
        pass

    def on_term(signum, frame):
        raise Terminated

    files = {tmp_path / f"m{i}.py": f"new {i}\n" for i in range(5)}
    real_replace, calls = os.replace, []

    def replace(src, dst):
        calls.append(1)
        if len(calls) == 1:
            os.kill(os.getpid(), signal.SIGTERM)
        real_replace(src, dst)

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        monkeypatch.setattr(write.os, "replace", replace)
        with pytest.raises(Terminated):
            write.write_all(files)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert all(path.read_text() == text for path, text in files.items())
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_temp_files_of_a_killed_build_are_orphans(tmp_path):
    from kgen.pipeline.write import orphans

    (tmp_path / "a.py").write_text("x\n")
    left = tmp_path / ".a.py.k3j2.tmp"
    left.write_text("half\n")
    assert orphans({tmp_path / "a.py": "x\n"}) == [left]
