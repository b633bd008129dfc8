"""How fast can a decode GEMM's weight stream at all, by how the CTAs share it? Loads-only
kernels (each stage copied to shared memory by cp.async, one byte of it read back so the loads
stay) over fp8_gemm's 7168 x 7168 weight in 64-row x 256-byte steps, timed per call (kgen bench's
method) and as CUDA-graph replays beside the real op at 4 x 7168 x 7168, same process.

Schemes: one CTA per 64-row tile (the decode kernel's grid, 112 CTAs), and the same steps split
evenly over G CTAs in tile-major order (stream-K's partition: a CTA's range can start and end
mid-tile), G = 132 (one an SM) and 264; `contiguous` reads each step as 16 KB of consecutive bytes.

    python3 tools/decode_stream_probe.py
"""

import sys

import tilelang
import tilelang.language as T
import torch

from decode_graph_replay import graph_us
from kgen import bench, testing
from kgen.spec import load_spec

N, K, BLOCK_N, BLOCK_K, THREADS = 7168, 7168, 64, 256, 128


# Plain 16-byte loads to registers, `unroll` steps of them in flight a thread, then consumed.
LDG_STREAM = r"""
template <int UNROLL, int THREADS>
__device__ __forceinline__ int kgen_probe_ldg_stream(const void* weight, int first, int last, int steps_per_tile, int row_bytes, int thread) {
  const uint4* b = static_cast<const uint4*>(weight);
  constexpr int PER_THREAD = 1024 / THREADS;  // 16-byte pieces of a 64 x 256-byte step
  unsigned acc = 0;
  for (int s = first; s < last; s += UNROLL) {
    uint4 v[UNROLL][PER_THREAD];
#pragma unroll
    for (int u = 0; u < UNROLL; ++u) {
      const int g = min(s + u, last - 1);
      const int tile = g / steps_per_tile, ks = g % steps_per_tile;
#pragma unroll
      for (int i = 0; i < PER_THREAD; ++i) {
        const int piece = thread + THREADS * i;
        const long offset = (long)(tile * 64 + piece / 16) * row_bytes + ks * 256 + (piece % 16) * 16;
        v[u][i] = __ldg(reinterpret_cast<const uint4*>(reinterpret_cast<const char*>(b) + offset));
      }
    }
#pragma unroll
    for (int u = 0; u < UNROLL; ++u)
#pragma unroll
      for (int i = 0; i < PER_THREAD; ++i) acc ^= v[u][i].x ^ v[u][i].y ^ v[u][i].z ^ v[u][i].w;
  }
  return (int)acc;
}
"""


def ldg_kernel(ctas: int, unroll: int, threads: int):
    steps_per_tile = K // BLOCK_K
    total = N // BLOCK_N * steps_per_tile

    @T.prim_func
    def ldg(b: T.Tensor((N, K), T.uint8), out: T.Tensor((ctas, 256), T.int32)):
        with T.Kernel(ctas, threads=threads) as c:
            T.import_source(LDG_STREAM)
            tx = T.get_thread_binding()
            out[c, tx] = T.call_extern(T.int32, f"kgen_probe_ldg_stream<{unroll}, {threads}>", T.address_of(b[0, 0]), c * total // ctas, (c + 1) * total // ctas, steps_per_tile, K, tx)

    return ldg


def stream_kernel(ctas: int, stages: int, contiguous: bool, tma: bool = False):
    steps_per_tile = K // BLOCK_K
    total = N // BLOCK_N * steps_per_tile
    shape = (N * K // BLOCK_K, BLOCK_K) if contiguous else (N, K)

    @T.prim_func
    def stream(b: T.Tensor(shape, T.uint8), out: T.Tensor((ctas, 256), T.int32)):
        # With TMA, TileLang adds a producer warpgroup beside the 128 threads to issue each stage.
        with T.Kernel(ctas, threads=THREADS) as c:
            b_tile = T.alloc_shared((BLOCK_N, BLOCK_K), T.uint8)
            acc = T.alloc_local((1,), T.int32)
            tx = T.get_thread_binding()
            acc[0] = 0
            first = c * total // ctas
            last = (c + 1) * total // ctas
            # A constant trip count (TileLang's pipeline needs one): CTAs one step short load
            # their last step twice, from L2.
            for s in T.Pipelined(-(-total // ctas), num_stages=stages):
                g = T.min(first + s, last - 1)
                if contiguous:
                    T.copy(b[g * BLOCK_N, 0], b_tile)
                else:
                    T.copy(b[(g // steps_per_tile) * BLOCK_N, (g % steps_per_tile) * BLOCK_K], b_tile)
                acc[0] += T.Cast(T.int32, b_tile[tx // 2, (tx % 2) * 128])
            out[c, tx % THREADS] = acc[0]

    return stream if tma else stream.with_attr("tilelang_pass_configs", {"tl.disable_warp_specialized": True})


# (name, kernel, CTAs, reads the weight as consecutive 16 KB steps)
SCHEMES = [
    ("tiles112", stream_kernel(112, 4, False), 112, False),
    ("streamk132", stream_kernel(132, 4, False), 132, False),
    ("streamk132-s8", stream_kernel(132, 8, False), 132, False),
    ("contig132", stream_kernel(132, 4, True), 132, True),
    ("tma-tiles112", stream_kernel(112, 4, False, tma=True), 112, False),
    ("tma-streamk132-s6", stream_kernel(132, 6, False, tma=True), 132, False),
    ("tma-contig132-s6", stream_kernel(132, 6, True, tma=True), 132, True),
    ("ldg132-u4-t256", ldg_kernel(132, 4, 256), 132, False),
    ("ldg132-u8-t128", ldg_kernel(132, 8, 128), 132, False),
    ("ldg264-u4-t128", ldg_kernel(264, 4, 128), 264, False),
    ("ldg528-u2-t128", ldg_kernel(528, 2, 128), 528, False),
]


def main() -> None:
    target = {"kind": "cuda", "arch": "sm_90a"}
    kernels = {name: tilelang.compile(func, target=target, execution_backend="tvm_ffi") for name, func, _, _ in SCHEMES}
    if not torch.cuda.is_available():
        sys.exit(print(f"every scheme compiles ({', '.join(kernels)}); timing needs CUDA"))
    weights = [torch.randint(0, 256, (N, K), dtype=torch.uint8, device="cuda") for _ in range(8)]
    rows = {}
    for name, _, g, cont in SCHEMES:
        out = torch.empty(g, 256, dtype=torch.int32, device="cuda")
        args = [w.view(N * K // BLOCK_K, BLOCK_K) if cont else w for w in weights]
        print("timing", name, flush=True)
        turn = iter(range(10**9))
        call = lambda k=kernels[name], a=args, o=out: k(a[next(turn) % len(a)], o)  # noqa: E731
        rows[name] = (bench.median_us(call, 200), graph_us([(lambda k=kernels[name], w=w, o=out: k(w, o)) for w in args * 2]))
    spec = load_spec("specs/fp8_gemm.yaml")
    variant = spec.variant("e8m0")
    dims = {"M": 4, "N": N, "K": K}
    cases = bench.rotating_cases(spec, variant, dims, testing.make_case, bench.case_bytes(spec, spec.env(variant, dims)))
    _, op = testing.op_fn(spec)
    rows["fp8_gemm op 4x7168x7168"] = (bench.median_us(bench.rotate(cases, op), 200), graph_us([(lambda c=c: op(*c.args)) for c in cases * 2]))
    print(f"{'scheme':28s} {'call us':>8s} {'graph us':>9s} {'call TB/s':>10s}")
    for name, (call_us, g_us) in rows.items():
        print(f"{name:28s} {call_us:8.2f} {g_us:9.2f} {N * K / call_us / 1e6:10.2f}")


if __name__ == "__main__":
    main()
