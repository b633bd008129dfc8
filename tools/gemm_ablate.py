"""Where fp4_gemm's time goes, by leaving parts out: copies of the generated module with one
part of the kernel removed, each timed per call (kgen bench's method) and as CUDA-graph replays
beside the unedited kernel, on the same rotated inputs. The results of an edited kernel are
wrong; only its time counts.

    python3 tools/gemm_ablate.py [M N K] ['{"split_k": 4, ...}']

Parts: no_convert (the e2m1 -> e4m3 conversion), light_promote (promotion without the token
scale), no_epilogue (every CTA stores its partial as the tile: no split-K sum), loads_only
(conversion and MMA removed, promotion a constant add), loads_only_no_epilogue. The tiling is
the module's bucket for M, with the JSON's knobs set over it. Without CUDA it checks that every
edit still applies to the generated module and lowers."""
import json
import sys
from types import SimpleNamespace

import tilelang
import torch

from decode_graph_replay import graph_us
from kgen import bench
from patched_module import import_patched

CONVERT = '''                    T.call_extern(
                        "void", "kgen_mxfp4_to_e4m3_fragment",
                        T.address_of(b_packed[0, sub * 64]), T.address_of(sb_tile[0, kb * 4]), 4 * k_blocks_per_cta,
                        T.address_of(e2m1_tables[0, 0]), MIN_SHIFT, tx, b_block.data, row_factor.data,
                    )
'''
MMA = "                    T.gemm(b_block, a_tile[:, sub * 128:sub * 128 + 128], partial, transpose_B=True, clear_accum=True, policy=T.GemmWarpPolicy.FullRow)\n"
PROMOTE = "acc[i, j] += partial[i, j] * (row_factor[i] * scale(sa_tile[j, scale_col0 + kb]))"
EPILOGUE = "            if split_k > 1:\n                # Only the tile's last CTA stores it."
NO_EPILOGUE = "            if False:"
# (text in the generated module, its replacement) per part left out. The MMA goes only with the
# conversion: its operand's registers are otherwise never written, and TileLang drops them.
EDITS = {
    "base": [],
    "no_convert": [(CONVERT, "")],
    "light_promote": [(PROMOTE, "acc[i, j] += partial[i, j] * row_factor[i]")],
    "no_epilogue": [(EPILOGUE, NO_EPILOGUE)],
    "loads_only": [(CONVERT, ""), (MMA, ""), (PROMOTE, "acc[i, j] += 1.0")],
    "loads_only_no_epilogue": [(CONVERT, ""), (MMA, ""), (PROMOTE, "acc[i, j] += 1.0"), (EPILOGUE, NO_EPILOGUE)],
}
TARGET = {"kind": "cuda", "arch": "sm_90a"}


def edited(source: str, part: str) -> str:
    for old, new in EDITS[part]:
        if source.count(old) != 1:
            sys.exit(f"gemm_ablate: the generated module no longer has the place that '{part}' edits: {old.strip()[:60]!r}")
        source = source.replace(old, new)
    return source


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("{")]
    M, N, K = (int(v) for v in args) if args else (8, 3072, 7168)
    knobs = json.loads(next((a for a in sys.argv[1:] if a.startswith("{")), "{}"))
    source = open("generated/fp4_gemm.py").read()
    modules = {part: import_patched(f"ablate_{part}", edited(source, part)) for part in EDITS}
    base = modules["base"]
    tiling = {**base.TILING["mxfp4"][base.bucket(M)], **knobs}
    funcs = {part: mod.KERNELS["mxfp4"](mod.config("mxfp4", {"N": N, "K": K}, M % tiling["block_m"] == 0, tiling)) for part, mod in modules.items()}
    if not torch.cuda.is_available():
        from kgen.lowering import lower_prim_func

        for part, func in funcs.items():
            lower_prim_func(func)
        sys.exit(print(f"every edit applies and lowers ({', '.join(EDITS)}); timing needs CUDA"))
    inputs = []
    for seed in range(8):  # 8 x 11 MB of weight: more than L2, so every call reads HBM
        gen = torch.Generator(device="cuda").manual_seed(seed)
        inputs.append((torch.randn(M, K, device="cuda", generator=gen).to(torch.float8_e4m3fn),
                       torch.randint(120, 130, (M, K // 128), dtype=torch.uint8, device="cuda", generator=gen),
                       torch.randint(0, 256, (N, K // 2), dtype=torch.uint8, device="cuda", generator=gen),
                       torch.randint(120, 130, (N, K // 32), dtype=torch.uint8, device="cuda", generator=gen)))
    tiles, split = -(-M // tiling["block_m"]), tiling["split_k"]
    c = torch.empty(M, N, dtype=torch.bfloat16, device="cuda")
    partials = torch.empty((tiles, split, N, tiling["block_m"]) if split > 1 else (1,), dtype=torch.float32, device="cuda")
    arrivals = torch.zeros((tiles, N // tiling["block_n"]) if split > 1 else (1,), dtype=torch.int32, device="cuda")
    print(f"fp4_gemm {M}x{N}x{K} {tiling}")
    for part, func in funcs.items():
        kernel = tilelang.compile(func, target=TARGET, execution_backend="tvm_ffi")
        launch = lambda *x: kernel(*x, c, partials, arrivals)  # noqa: E731
        calls = [(lambda x=x: launch(*x)) for x in inputs]
        per_call = min(bench._median_us(bench.rotate([SimpleNamespace(args=x) for x in inputs], launch), 200) for _ in range(2))
        print(f"{part:24s} call {per_call:7.2f}  graph {graph_us(calls * 2, reps=20):7.2f}", flush=True)


if __name__ == "__main__":
    main()
