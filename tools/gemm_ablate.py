"""Where a block-scaled GEMM's time goes, by leaving parts out: copies of the generated module
with one part of the kernel removed, each timed per call (kgen bench's method) and as CUDA-graph
replays beside the unedited kernel, on the same rotated inputs. The results of an edited kernel
are wrong; only its time counts.

    python3 tools/gemm_ablate.py [fp4_gemm|fp8_gemm] [M N K] ['{"split_k": 4, ...}']

fp4_gemm (default 8 x 3072 x 7168) parts: no_convert (the e2m1 -> e4m3 conversion),
light_promote (promotion without the token scale), no_epilogue (every CTA stores its partial as
the tile: no split-K sum), loads_only (conversion and MMA removed, promotion a constant add),
loads_only_no_epilogue. fp8_gemm (default 4 x 7168 x 7168, e8m0, tokens on wgmma's N side):
light_promote (promotion without either scale), loads_only (MMA removed, promotion a constant
add). The tiling is the module's bucket for M, with the JSON's knobs set over it. Without CUDA
it checks that every edit still applies to the generated module and lowers."""

import json
import sys
from types import SimpleNamespace

import tilelang
import torch

from decode_graph_replay import graph_us
from kgen import bench
from kgen import runtime as rt
from patched_module import import_patched

CONVERT = """                        T.call_extern(
                            "void", "kgen_mxfp4_to_e4m3_fragment",
                            T.address_of(b_packed[0, sub * 64]), T.address_of(sb_tile[0, kb * 4]), 4 * k_blocks_per_cta,
                            T.address_of(e2m1_tables[0, 0]), MIN_SHIFT, tx, b_block.data, row_factor.data,
                        )
"""
MMA = "                        T.gemm(b_block, a_tile[:, sub * 128:sub * 128 + 128], partial, transpose_B=True, clear_accum=True, policy=T.GemmWarpPolicy.FullRow)\n"
PROMOTE = "acc[i, j] += partial[i, j] * (row_factor[i] * scale(sa_tile[j, scale_col0 + kb]))"
EPILOGUE = "            if split_k > 1:\n                # Only the tile's last CTA stores it."
NO_EPILOGUE = "            if False:"
# (text in the generated module, its replacement) per part left out. The MMA goes only with the
# conversion: its operand's registers are otherwise never written, and TileLang drops them.
FP4_EDITS = {
    "base": [],
    "no_convert": [(CONVERT, "")],
    "light_promote": [(PROMOTE, "acc[i, j] += partial[i, j] * row_factor[i]")],
    "no_epilogue": [(EPILOGUE, NO_EPILOGUE)],
    "loads_only": [(CONVERT, ""), (MMA, ""), (PROMOTE, "acc[i, j] += 1.0")],
    "loads_only_no_epilogue": [(CONVERT, ""), (MMA, ""), (PROMOTE, "acc[i, j] += 1.0"), (EPILOGUE, NO_EPILOGUE)],
}
FP8_MMA = "                        T.gemm(b_tile[:, sub * 128:sub * 128 + 128], a_tile[:, sub * 128:sub * 128 + 128], partial, transpose_B=True, clear_accum=True, policy=T.GemmWarpPolicy.FullRow)\n"
FP8_PROMOTE = "acc[i, j] += partial[i, j] * (scale(sa_tile[j, scale_col0 + kb]) * scale(sb_row[0, scale_col0 + kb]))"
FP8_EDITS = {
    "base": [],
    "light_promote": [(FP8_PROMOTE, "acc[i, j] += partial[i, j]")],
    "loads_only": [(FP8_MMA, ""), (FP8_PROMOTE, "acc[i, j] += 1.0")],
}
# Per op: its edits, default M N K and the variant timed.
OPS = {"fp4_gemm": (FP4_EDITS, (8, 3072, 7168), "mxfp4"), "fp8_gemm": (FP8_EDITS, (4, 7168, 7168), "e8m0")}
TARGET = {"kind": "cuda", "arch": "sm_90a"}


def edited(source: str, edits: list) -> str:
    for old, new in edits:
        if source.count(old) < 1:
            sys.exit(f"gemm_ablate: the generated module no longer has the place that an edit changes: {old.strip()[:60]!r}")
        source = source.replace(old, new)  # in every variant's kernel
    return source


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("{")]
    op = args.pop(0) if args and args[0] in OPS else "fp4_gemm"
    edits, default_dims, variant = OPS[op]
    M, N, K = (int(v) for v in args) if args else default_dims
    knobs = json.loads(next((a for a in sys.argv[1:] if a.startswith("{")), "{}"))
    source = open(f"generated/{op}.py").read()
    modules = {part: import_patched(f"ablate_{part}", edited(source, part_edits)) for part, part_edits in edits.items()}
    base = modules["base"]
    tiling = {**base.TILING[variant][base.bucket(M, N, K, rt.sm_count())], **knobs}
    funcs = {part: mod.KERNELS[variant](mod.config(variant, {"N": N, "K": K}, M % tiling["block_m"] == 0, tiling)) for part, mod in modules.items()}
    if not torch.cuda.is_available():
        from kgen.verify.lowering import lower_prim_func

        for part, func in funcs.items():
            lower_prim_func(func)
        sys.exit(print(f"every edit applies and lowers ({', '.join(edits)}); timing needs CUDA"))
    inputs = []
    for seed in range(8):  # 8 weights of 11 MB or more: more than L2, so every call reads HBM
        gen = torch.Generator(device="cuda").manual_seed(seed)
        if op == "fp4_gemm":
            b = torch.randint(0, 256, (N, K // 2), dtype=torch.uint8, device="cuda", generator=gen)
            sb = torch.randint(120, 130, (N, K // 32), dtype=torch.uint8, device="cuda", generator=gen)
        else:
            b = torch.randn(N, K, device="cuda", generator=gen).to(torch.float8_e4m3fn)
            sb = torch.randint(120, 130, (N // 128, K // 128), dtype=torch.uint8, device="cuda", generator=gen)
        inputs.append((torch.randn(M, K, device="cuda", generator=gen).to(torch.float8_e4m3fn), torch.randint(120, 130, (M, K // 128), dtype=torch.uint8, device="cuda", generator=gen), b, sb))
    tiles, split = -(-M // tiling["block_m"]), tiling["split_k"]
    c = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
    partials = torch.empty((tiles, split, N, tiling["block_m"]) if split > 1 else (1,), dtype=torch.float32, device="cuda")
    arrivals = torch.zeros((tiles, N // tiling["block_n"]) if split > 1 else (1,), dtype=torch.int32, device="cuda")
    print(f"{op} {M}x{N}x{K} {tiling}")
    for part, func in funcs.items():
        kernel = tilelang.compile(func, target=TARGET, execution_backend="tvm_ffi")
        launch = lambda *x: kernel(*x, c, partials, arrivals)  # noqa: E731
        calls = [(lambda x=x: launch(*x)) for x in inputs]
        per_call = min(bench.median_us(bench.rotate([SimpleNamespace(args=x) for x in inputs], launch), 200) for _ in range(2))
        print(f"{part:24s} call {per_call:7.2f}  graph {graph_us(calls * 2, reps=20):7.2f}", flush=True)


if __name__ == "__main__":
    main()
