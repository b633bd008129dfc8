"""On a GPU: how fast bulk copies (cp.async.bulk, one thread issuing a whole kv row, completion
counted on an mbarrier) gather sparse_attn's rows, against the cp.async gather TileLang emits
(tools/sparse_attn_ab.py's gather alone, rows order), in one process at the bench's h16 d512
prefill and HCA inputs. Each CTA takes one query: a producer thread copies its rows, `rows`
a stage, into `stages` buffers; three consumer warps wait for a stage, read one element of
each row and release it. What the prefill's kernel could gain from bulk copies before any of
it is written in TileLang.

    python3 tools/gather_bulk_probe.py [--build-only]

The kernel is CUDA C++ compiled by nvcc for sm_90a and launched through CuPy (both in the GPU
image); --build-only compiles it and stops (no GPU needed).
"""

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROW_BYTES = 1024  # a d512 bf16 kv row
CONSUMERS = 96  # three warps; warp 0's first lane copies
# (rows a stage, stages, skip): 64 or 128 KiB of buffers, three CTAs an SM or one; skip: no
# copy for an index outside [0, n) (the bench's inputs skip 28% of theirs, all read row 0
# otherwise). Measured without skip (H100): 3.5-3.6 TB/s at 64 KiB, 1.4-1.6 at 128-192 KiB.
SHAPES = [(16, 4, False), (32, 2, False), (64, 2, False), (16, 4, True), (32, 2, True), (64, 2, True)]

SOURCE = r"""
extern "C" __device__ __forceinline__ unsigned shared_address(const void* p) {
    return (unsigned)__cvta_generic_to_shared(p);
}

extern "C" __device__ __forceinline__ void wait_phase(unsigned bar, unsigned parity) {
    unsigned done = 0;
    while (!done) {
        asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }"
                     : "=r"(done) : "r"(bar), "r"(parity) : "memory");
    }
}

// kv: [n, 512] bf16 as 16-bit words; idx: [m, topk]; out: [m, 128] floats.
extern "C" __global__ void __launch_bounds__(128) gather_bulk(
        const unsigned short* __restrict__ kv, const int* __restrict__ idx, float* __restrict__ out,
        int n, int topk, int rows, int stages, int skip) {
    extern __shared__ __align__(128) unsigned char smem[];
    unsigned long long* full = (unsigned long long*)(smem + (size_t)stages * rows * ROW_BYTES);
    unsigned long long* empty = full + stages;
    const int q = blockIdx.x;
    const int* qidx = idx + (size_t)q * topk;
    const int steps = (topk + rows - 1) / rows;
    if (threadIdx.x == 0) {
        for (int s = 0; s < stages; ++s) {
            asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(shared_address(full + s)), "r"(1));
            asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(shared_address(empty + s)), "r"(CONSUMERS));
        }
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    __syncthreads();
    float acc = 0.f;
    if (threadIdx.x < 32) {
        if (threadIdx.x == 0) {
            for (int t = 0; t < steps; ++t) {
                const int s = t % stages;
                if (t >= stages) wait_phase(shared_address(empty + s), ((t / stages) - 1) & 1);
                const int count = min(rows, topk - t * rows);
                // Each copy's bytes are expected before it is issued; the stage's one arrival
                // comes after the last, so the phase cannot complete before every copy lands.
                for (int r = 0; r < count; ++r) {
                    const int index = qidx[t * rows + r];
                    if (skip && (index < 0 || index >= n)) continue;
                    const int row = min(max(index, 0), n - 1);
                    asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;"
                                 :: "r"(shared_address(full + s)), "r"(ROW_BYTES) : "memory");
                    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                                 :: "r"(shared_address(smem + ((size_t)s * rows + r) * ROW_BYTES)),
                                    "l"(kv + (size_t)row * (ROW_BYTES / 2)), "r"(ROW_BYTES),
                                    "r"(shared_address(full + s))
                                 : "memory");
                }
                asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(shared_address(full + s)) : "memory");
            }
        }
    } else {
        const int c = threadIdx.x - 32;
        for (int t = 0; t < steps; ++t) {
            const int s = t % stages;
            wait_phase(shared_address(full + s), (t / stages) & 1);
            const int count = min(rows, topk - t * rows);
            const unsigned short* row = (const unsigned short*)(smem + ((size_t)s * rows + c % count) * ROW_BYTES);
            acc += __uint_as_float((unsigned)row[c] << 16);
            asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(shared_address(empty + s)) : "memory");
        }
    }
    out[(size_t)q * 128 + threadIdx.x] = acc;
}
""".replace("ROW_BYTES", str(ROW_BYTES)).replace("CONSUMERS", str(CONSUMERS))


def build(folder: Path) -> Path:
    """The kernel's cubin for sm_90a, compiled by nvcc into folder."""
    source, cubin = folder / "gather_bulk.cu", folder / "gather_bulk.cubin"
    source.write_text(SOURCE)
    done = subprocess.run(["nvcc", "-arch=sm_90a", "-O3", "-cubin", "-o", str(cubin), str(source)], capture_output=True, text=True)
    if done.returncode:
        sys.exit(f"nvcc failed:\n{done.stderr}")
    return cubin


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--build-only", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        cubin = build(Path(folder))
        if args.build_only:
            print(f"built {cubin.stat().st_size} bytes of cubin")
            return
        import cupy
        import torch

        import sparse_attn_ab
        from kgen import bench, testing
        from kgen.spec import load_spec

        fn = cupy.RawModule(path=str(cubin)).get_function("gather_bulk")
        spec = load_spec(sparse_attn_ab.SPEC)
        variant = spec.variant("one_pass")
        cp_async = sparse_attn_ab.gather_only("rows", 32, 128)
        for dims in sparse_attn_ab.TIMED:
            case = testing.make_case(spec, variant, {**dims, "h": 16, "d": 512}, seed=1)
            _, kv, _, idx = case.args
            gathered = dims["b"] * dims["m"] * dims["topk"] * ROW_BYTES
            ref_out = torch.empty((dims["b"], dims["m"], 512), dtype=torch.float32, device=kv.device)
            us = bench.median_us(lambda: cp_async(kv, idx, ref_out))
            print(f"cp.async (rows, 32 rows, 2 stages) {dims}: {us:.1f} us, {gathered / us / 1e6:.2f} TB/s", flush=True)
            out = torch.empty((dims["m"], 128), dtype=torch.float32, device=kv.device)
            kv_words, idx_c, out_c = cupy.asarray(kv.view(torch.int16)), cupy.asarray(idx), cupy.asarray(out)
            for rows, stages, skip in SHAPES:
                shared = stages * rows * ROW_BYTES + 16 * stages
                fn.max_dynamic_shared_size_bytes = shared
                launch = lambda: fn(
                    (dims["m"],), (128,), (kv_words, idx_c, out_c, cupy.int32(dims["n"]), cupy.int32(dims["topk"]), cupy.int32(rows), cupy.int32(stages), cupy.int32(skip)), shared_mem=shared
                )
                out.fill_(float("nan"))
                launch()
                torch.cuda.synchronize()
                # Skipping, consumers also read rows no copy wrote: finiteness says something only without.
                finite = "-" if skip else "finite" if bool(torch.isfinite(out).all()) else "NOT FINITE"
                us = bench.median_us(launch)
                print(
                    f"bulk ({rows} rows, {stages} stages, {shared // 1024} KiB{', skip' if skip else ''}) {dims}: {us:.1f} us, {gathered / us / 1e6:.2f} TB/s, outputs {finite}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
