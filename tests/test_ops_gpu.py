"""Every test case of every spec against the spec's torch reference on the GPU: bit-exact,
or within the tolerance an output declares.

Outputs are poisoned (0xFF bytes, NaN in every output dtype) so an unwritten element fails;
the padding of strided inputs is checked untouched.
"""

from __future__ import annotations

import json
import zlib

import pytest

from conftest import ROOT, SPECS

pytestmark = pytest.mark.gpu


def _cases():
    for spec in SPECS:
        for variant, dims in spec.test_cases():
            label = ",".join(f"{k}={v}" for k, v in dims.items())
            yield pytest.param(spec, variant, dims, id=f"{spec.op}-{variant.name}-{label}")
        # The bounds pass's boundary shapes for every kept guard are cases too.
        summary = json.loads((ROOT / "generated" / "proofs" / spec.op / "summary.json").read_text())
        for w in summary["witnesses"]:
            dims = {k: v for k, v in w.items() if k != "variant"}
            label = ",".join(f"{k}={v}" for k, v in dims.items())
            yield pytest.param(spec, spec.variant(w["variant"]), dims, id=f"witness-{spec.op}-{w['variant']}-{label}")


@pytest.mark.parametrize("spec,variant,dims", list(_cases()))
def test_case_matches_reference(spec, variant, dims):
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    reference = testing.reference_fn(spec)
    # A seed fixed by the case (str hashes change with each process): a failure replays.
    seed = zlib.crc32(repr((spec.op, variant.name, sorted(dims.items()))).encode())
    case = testing.make_case(spec, variant, dims, seed)
    ref_args = [a.clone() for a in case.args]
    want = reference(*ref_args, **variant.params)
    padding = {n: (s.clone(), v.shape[-1]) for n, (s, v) in case.strided.items()}
    want = want if isinstance(want, tuple) else (want,)
    # Ops with outputs run once per poison byte; in-place ops (x is the output) run once.
    in_place = testing.poisoned_outputs(spec, variant, dims, case.lead) is None
    first = None
    for poison in (None,) if in_place else testing.POISON_BYTES:
        out = None if in_place else testing.poisoned_outputs(spec, variant, dims, case.lead, byte=poison)
        got = op(*case.args, **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
        torch.cuda.synchronize()
        got = got if isinstance(got, tuple) else (got,)
        problems = testing.problems(spec, variant, got, want)
        assert not problems, f"poison {poison}, seed {seed}: {problems[0]}"
        # No op has a reason to vary between runs on the same inputs: a difference is a race
        # (one the tolerance of a float output could hide).
        if first is None:
            first = [g.clone() for g in got]
        for t, f, g in zip(testing.checked_tensors(spec, variant), first, got):
            assert testing.same_bits(f, g), f"{t.name}: differs between two runs on the same inputs (a race?)"
        if out:
            for o, g in zip(out, got):
                assert o.data_ptr() == g.data_ptr(), "the op must write into the out= tensors it was given"
    for name, (storage, n) in padding.items():
        now = case.strided[name][0]
        assert testing.same_bits(now[:, n:], storage[:, n:]), f"{name}: the op wrote past column {n} of a strided view"


def _finite_bf16_values():
    """Every finite bf16 value (both zeros, the subnormals), in bit-pattern order."""
    import torch

    values = torch.arange(1 << 16, dtype=torch.int32).to(torch.int16).view(torch.bfloat16)
    return values[torch.isfinite(values)]


def _every_bf16_value(cols: int, block: int):
    """Every finite bf16 value, sorted by magnitude, laid out four ways: scale groups of
    `block` values that lie 1, 8, 32 and 64 places apart in that order, so a group spans from
    an eighth of a binade to eight binades and every code occurs at many scales; rows of
    `cols`, zero padded."""
    import torch

    values = _finite_bf16_values()
    values = values[values.float().abs().argsort(stable=True)]
    layouts = []
    for spacing in (1, 8, 32, 64):
        span = block * spacing
        padded = torch.cat([values, values.new_zeros(-len(values) % span)])
        layouts.append(padded.view(-1, block, spacing).transpose(1, 2).reshape(-1))
    flat = torch.cat(layouts)
    return torch.cat([flat, flat.new_zeros(-len(flat) % cols)]).view(-1, cols)


def _fp4_bf16_variants():
    for spec in SPECS:
        if spec.template != "quant":
            continue
        for variant in spec.variants:
            p = variant.params
            if p.get("out_format") == "e2m1" and spec.dtype(spec.inputs["x"], variant) == "bf16":
                yield pytest.param(spec, variant, id=f"{spec.op}-{variant.name}")


@pytest.mark.parametrize("spec,variant", list(_fp4_bf16_variants()))
def test_fp4_codes_of_every_bf16_value(spec, variant):
    """Random cases sample the e2m1 rounding; this runs every finite bf16 value through it."""
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    x = _every_bf16_value(min(module.STATIC_VALUES["N"]), variant.params["block"]).cuda()
    want = testing.reference_fn(spec)(x.clone(), **variant.params)
    got = op(x.clone(), **testing.choice_kwargs(module, variant.name))
    torch.cuda.synchronize()
    want, got = (t if isinstance(t, tuple) else (t,) for t in (want, got))
    problems = testing.problems(spec, variant, got, want)
    assert not problems, problems[0]


def _variants_of(template: str):
    for spec in SPECS:
        if spec.template == template:
            for variant in spec.variants:
                yield pytest.param(spec, variant, id=f"{spec.op}-{variant.name}")


@pytest.mark.parametrize("spec,variant", list(_variants_of("quant")))
def test_non_finite_groups(spec, variant):
    """A group holding a NaN, +inf or -inf has a NaN scale and NaN elements (e2m1: codes 0),
    bit for bit as the reference; the other groups quantize as usual. For SwiGLU the infinity
    also comes from an fp32 overflow of finite inputs (bf16 max squared)."""
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    dims = next(d for v, d in spec.test_cases() if v.name == variant.name and d["M"] >= 64)
    case = testing.make_case(spec, variant, dims, seed=7)
    rows = case.args[0].flatten(0, -2)  # a view: writes reach the op's x
    swiglu = variant.params.get("activation") == "swiglu"
    n = rows.shape[1] // 2 if swiglu else rows.shape[1]  # the columns of y
    block = n if variant.params.get("whole_row") else variant.params["block"]
    rows[1, 3] = float("nan")
    rows[3, -1] = float("inf")
    rows[5, (block + 2) % n] = float("-inf")
    rows[33, :block] = torch.finfo(rows.dtype).max  # finite, saturating
    if swiglu:  # and gate times up overflows fp32, unless the variant clamps them
        rows[33, n : n + block] = torch.finfo(rows.dtype).max
    want = testing.reference_fn(spec)(*[a.clone() for a in case.args], **variant.params)
    got = op(*case.args, **testing.choice_kwargs(module, variant.name))
    torch.cuda.synchronize()
    want, got = (t if isinstance(t, tuple) else (t,) for t in (want, got))
    problems = testing.problems(spec, variant, got, want)
    assert not problems, problems[0]
    # Not vacuous: the reference has NaN groups and finite ones.
    marked = want[-1].float().isnan() if len(want) > 1 else want[0].isnan()
    assert marked.any() and not marked.all()


def _e8m0_gemm_cases():
    for spec in SPECS:
        if spec.template == "gemm":
            for variant in spec.variants:
                if variant.params["scale_dtype"] == "e8m0":
                    for M in (4, 256):  # the decode kernel (tokens on wgmma's N side) and a prefill one
                        yield pytest.param(spec, variant, M, id=f"{spec.op}-{variant.name}-M{M}")


@pytest.mark.parametrize("spec,variant,M", list(_e8m0_gemm_cases()))
def test_gemm_scale_bytes_0_and_255(spec, variant, M):
    """e8m0's ends are decoded as torch does: byte 0 is 2^-127 (an fp32 subnormal) and byte 255
    is NaN. A token whose scales are all 0 gets a row of tiny but exact values (not zeros); a NaN
    scale of a token or of a weight block makes its products NaN (not infinities)."""
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    dims = next(d for v, d in spec.test_cases() if v.name == variant.name and d["M"] > 0)
    case = testing.make_case(spec, variant, {**dims, "M": M}, seed=5)
    a, sa, b, sb = case.args
    sa_bytes, sb_bytes = sa.view(torch.uint8).view(M, -1), sb.view(torch.uint8)
    sa_bytes[1] = 0  # token 1: every K block scaled by 2^-127
    sa_bytes[2, 1] = 255  # token 2: one NaN K block
    sb_bytes[sb_bytes.shape[0] - 1, 2] = 255  # one NaN weight block: the last weight rows
    got = op(a, sa, b, sb).double().reshape(M, -1).cpu()
    # The reference on the CPU, which keeps fp32 subnormals (the scaled operands of token 1);
    # errors in float64, where the squares of token 1's values (~2^-112) do not underflow.
    want = testing.reference_fn(spec)(*[t.cpu() for t in case.args], **variant.params).double().reshape(M, -1)
    nan = want.isnan()
    assert nan[2].all() and nan[:, -1].all() and not nan[0, 0]
    assert torch.equal(got.isnan(), nan), "NaN where the reference has none, or the reverse"
    tiny = got[1]
    assert (tiny[~nan[1]] != 0).any(), "token 1's row came out as zeros: scale byte 0 decoded as 0"
    rel = (tiny - want[1]).abs()[~nan[1]].norm() / want[1][~nan[1]].norm()
    assert rel < 1e-2, f"token 1 (scales 2^-127): relative error {rel:.3g}"
    rest = ~nan
    rest[1] = False
    rel = (got - want).abs()[rest].norm() / want[rest].norm()
    assert rel < 1e-2, f"other tokens: relative error {rel:.3g}"


@pytest.mark.parametrize("spec,variant,M", list(_e8m0_gemm_cases()))
def test_gemm_scales_multiply_before_they_scale_the_partial(spec, variant, M):
    """The op scales each K block's partial by sa * sb. With token scales at one end of e8m0's
    range and weight scales at the other, that product is near 1 while the partial times either
    scale alone leaves fp32's range: token 1's row must come out finite and right, both ways
    round (2^127 against 2^-127..2^-120, and 2^-127 against 2^120..2^127)."""
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    dims = next(d for v, d in spec.test_cases() if v.name == variant.name and d["M"] > 0)
    for token_byte, weight_bytes in ((254, (0, 8)), (0, (247, 255))):
        case = testing.make_case(spec, variant, {**dims, "M": M}, seed=6)
        a, sa, b, sb = case.args
        sa.view(torch.uint8).view(M, -1)[1] = token_byte
        sb_bytes = sb.view(torch.uint8)
        sb_bytes.copy_(torch.randint(*weight_bytes, sb_bytes.shape, dtype=torch.uint8, device=sb.device))
        got = op(a, sa, b, sb).reshape(M, -1)[1].double()
        want = testing.reference_fn(spec)(*case.args, **variant.params).reshape(M, -1)[1].double()
        assert want.isfinite().all() and want.norm() > 0
        assert got.isfinite().all(), f"token byte {token_byte}: {(~got.isfinite()).sum().item()} non-finite outputs"
        rel = (got - want).norm() / want.norm()
        assert rel < 1e-2, f"token byte {token_byte}: relative error {rel:.3g}"


def _preconverted_gemm_cases():
    for spec in SPECS:
        if spec.template == "gemm":
            for bucket, _, over in spec.buckets:
                if {**spec.tiling, **over}["preconvert"]:
                    for sp in spec.specializations():
                        N, K = sp.statics["N"], sp.statics["K"]
                        yield pytest.param(spec, sp.variant, bucket, N, K, id=f"{spec.op}-{sp.variant.name}-{bucket}-N{N}-K{K}")


@pytest.mark.parametrize("spec,variant,bucket,N,K", list(_preconverted_gemm_cases()))
def test_preconverted_b_is_the_on_chip_conversion(spec, variant, bucket, N, K):
    """A preconverting kernel's first launch writes B in e4m3 and a factor per row and 128 of K:
    bit for bit the values the on-chip conversion makes. Per 128-wide K block, each 32-wide
    group's e2m1 values times 2^(own scale - largest of the block's four + 6), shift clamped at
    -13, rounded to nearest even (the spread of scales past 2^14 makes them round, and scale
    bytes 0 and 255 are in it), the sign bit kept on zeros; the factor 2^(largest - 127 - 6)."""
    import torch

    from kgen import runtime as rt
    from kgen import testing

    module, _ = testing.op_fn(spec)
    M = module.TILING[variant.name][bucket]["block_m"]  # one token tile, no tail
    case = testing.make_case(spec, variant, {"M": M, "N": N, "K": K}, seed=7)
    a, sa, b, sb = case.args
    sb_bytes = sb.view(torch.uint8)
    sb_bytes.copy_(torch.randint(0, 256, sb_bytes.shape, dtype=torch.uint8, device=sb.device))
    sb_bytes[:, :8] = torch.tensor([0, 255, 3, 200, 127, 127, 127, 127], dtype=torch.uint8)
    kernel = rt.compile_kernel(module.KERNELS[variant.name], module.config(variant.name, {"N": N, "K": K}, True, module.TILING[variant.name][bucket]))
    c = torch.empty(M, N, dtype=torch.bfloat16, device=a.device)
    b_e4m3 = torch.full((N, K), float("nan"), dtype=torch.float8_e4m3fn, device=a.device)
    factors = torch.full((K // 128, N), float("nan"), dtype=torch.float32, device=a.device)
    kernel(a, sa.view(torch.uint8), b.view(torch.uint8).view(torch.int32), sb_bytes, c, *rt.split_k_workspace(1, (), (), a.device), b_e4m3, b_e4m3.view(torch.int32), factors)
    torch.cuda.synchronize()

    packed = b.view(torch.uint8)
    codes = torch.stack((packed & 15, packed >> 4), dim=-1).reshape(N, K).long()
    scales = sb_bytes.int()
    largest = scales.view(N, K // 128, 4).amax(-1)
    shift = (scales - largest.repeat_interleave(4, dim=1) + 6).clamp(min=-13).repeat_interleave(32, dim=1)
    e2m1 = torch.tensor([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0], device=a.device)
    magnitude = (e2m1[codes & 7] * torch.exp2(shift.float())).to(torch.float8_e4m3fn).view(torch.uint8)
    want_bytes = magnitude | ((codes & 8) << 4).to(torch.uint8)
    got_bytes = b_e4m3.view(torch.uint8)
    assert torch.equal(got_bytes, want_bytes), f"{(got_bytes != want_bytes).sum().item()} of {N * K} e4m3 bytes differ"
    want_factors = largest.to(torch.uint8).view(torch.float8_e8m0fnu).float().t() * 2.0**-6
    assert torch.equal(factors.isnan(), want_factors.isnan()) and want_factors.isnan().any()
    finite = ~want_factors.isnan()
    assert torch.equal(factors[finite], want_factors[finite])
    # Not vacuous: scale spreads past 2^14 round some values to e4m3 subnormals or to zero.
    assert (shift < -8).any() and (want_bytes & 127).eq(0).any() and (want_bytes & 127).ne(0).any()


@pytest.mark.parametrize("spec,variant", list(_variants_of("mhc")))
def test_every_eps_shows_on_saturated_logits(spec, variant):
    """Each eps of the op (after the softmax, in every Sinkhorn sum, after pre's sigmoid) moves
    outputs by about 1e-6, under the 1e-5 absolute tolerance. On saturated logits pre is eps or
    1 + eps exactly, and comb's every entry, eps-sized ones too, is within SATURATED_RTOL of
    itself, which a missing eps exceeds tenfold (test_reference_mhc)."""
    import torch

    from kgen import testing
    from test_reference_mhc import SATURATED_RTOL, saturated_comb

    module, op = testing.op_fn(spec)
    n = 4001
    comb_in = saturated_comb(n)
    if len(spec.inputs) == 1:  # sinkhorn: x [n, hc, hc]
        args = (comb_in,)
    else:  # hc_split_sinkhorn: [pre | post | comb] rows, scale 1, no shift
        mixes = torch.zeros(n, 24)
        mixes[:, :8] = torch.tensor([-300.0, 300.0, 300.0, -300.0] * 2)
        mixes[:, 8:] = comb_in.reshape(n, 16)
        args = (mixes, torch.ones(3), torch.zeros(24))
    got = op(*[a.cuda() for a in args], **testing.choice_kwargs(module, variant.name))
    got = [t.cpu() for t in (got if isinstance(got, tuple) else (got,))]
    want = testing.reference_fn(spec)(*args, **variant.params)
    want = want if isinstance(want, tuple) else (want,)
    if len(got) == 3:
        assert torch.equal(got[0], want[0]), "pre differs from sigmoid + eps on saturated gates"
        assert torch.equal(got[1], want[1])
    rel = ((got[-1] - want[-1]).abs() / want[-1]).max().item()
    assert rel <= SATURATED_RTOL, f"comb: an entry {rel:.3g} of itself from the reference"


@pytest.mark.parametrize("spec,variant", list(_variants_of("mhc")))
@pytest.mark.parametrize("lanes", [1, 2, 4])
def test_factored_rounds_are_within_tolerance(spec, variant, lanes, tiling_of):
    """The factored Sinkhorn rounds (a tuning knob: scale factors of rows and columns, the
    one-instruction reciprocal) against the reference at every lanes value, in both buckets,
    on the spec's inputs and on saturated logits (entries of eps's size), into poisoned
    outputs. The rounding differs from the reference's: within the spec's tolerance."""

    from kgen import testing
    from test_reference_mhc import saturated_comb

    module, op = testing.op_fn(spec)
    for tiling in tiling_of(module)[variant.name].values():
        tiling.update(factored=True, lanes=lanes, block_n=max(tiling["block_n"], tiling["threads"] // lanes))
    for n in (4001, 16384, 65537):
        case = testing.make_case(spec, variant, {"n": n}, seed=n)
        args = [a.clone() for a in case.args]
        if n == 4001:  # saturated logits: comb's smallest entries are eps-sized
            comb = saturated_comb(n).to(args[0].device)
            if len(args) == 1:
                args[0] = comb.view(args[0].shape)
            else:
                args[0][:, 8:] = comb.reshape(n, 16)
        want = testing.reference_fn(spec)(*[a.clone() for a in args], **variant.params)
        want = want if isinstance(want, tuple) else (want,)
        out = testing.poisoned_outputs(spec, variant, {"n": n}, case.lead)
        got = op(*args, **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
        got = got if isinstance(got, tuple) else (got,)
        assert testing.problems(spec, variant, got, want) == [], f"n {n}"


def _shortlist_rows(n: int, k: int):
    """Rows at the shortlist's edges (column c is register c // 32 of lane c % 32): all equal
    (no bound below the maximum: every value listed, so every pick from all values); lanes
    0..k-1 holding the maxima 100 + lane and further values of exactly 100 (the bound) until
    32 are listed, then 33 (one past the shortlist); ties at the bound across lanes; NaNs,
    infinities and both zeros; all -inf."""
    import torch

    gen = torch.Generator().manual_seed(n + k)
    per_lane = n // 32
    rows = [torch.full((n,), 0.5)]
    for listed in (32, 33):
        row = torch.rand(n, generator=gen) * 2 - 1
        row[:k] = 100 + torch.arange(k, dtype=torch.float32)
        extra = [lane + 32 * j for j in range(1, per_lane) for lane in range(k)][: listed - k]
        row[extra] = 100.0
        rows.append(row)
    row = torch.rand(n, generator=gen)
    row[[3, 35, 64, 100, 200]] = 7.0  # five ties across lanes and registers
    rows.append(row)
    row = torch.randn(n, generator=gen)
    row[[5, 40, 77]] = float("nan")
    row[[6, 90]] = float("inf")
    row[[7, 8, 9]] = torch.tensor([-0.0, 0.0, float("-inf")])
    rows.append(row)
    rows.append(torch.full((n,), float("-inf")))
    return torch.stack(rows)


@pytest.mark.parametrize("spec,variant", list(_variants_of("topk")))
def test_shortlist_picks_are_the_full_search_s(spec, variant, tiling_of):
    """The shortlist (a tuning knob: picks from the values at or above the k-th largest lane
    maximum when at most 32 are) against the reference: the spec's inputs (half the rows tied)
    at awkward and large M, and rows built to land on each side of the 32-entry limit, at
    every N, into poisoned outputs. Indices exact, weights within tolerance."""
    import torch

    from kgen import testing

    module, op = testing.op_fn(spec)
    tiling_of(module)[variant.name].update(shortlist=True)
    for n in spec.dims["N"].values:
        for m in (4001, 65536, None):
            dims = {"M": m or 6, "N": n}
            case = testing.make_case(spec, variant, dims, seed=m or n)
            args = [a.reshape(-1, a.shape[-1]) if a.dim() > 1 else a for a in case.args]
            if m is None:
                args[0] = _shortlist_rows(n, variant.params["k"]).cuda()
                if len(args) > 1:
                    args[1] = torch.zeros_like(args[1])  # selection in the rows' own order
                dims["M"] = args[0].shape[0]
            want = testing.reference_fn(spec)(*[a.clone() for a in args], **variant.params)
            want = want if isinstance(want, tuple) else (want,)
            out = testing.poisoned_outputs(spec, variant, dims, (dims["M"],))
            got = op(*args, **testing.choice_kwargs(module, variant.name), **testing.out_argument(out))
            got = got if isinstance(got, tuple) else (got,)
            assert testing.problems(spec, variant, got, want) == [], f"N {n}, M {dims['M']}"


def _shifted(t, nbytes: int):
    """A copy of t with t's strides in a storage of its own, starting nbytes into it."""
    import torch

    shift = nbytes // t.element_size()
    span = 1 + sum((s - 1) * st for s, st in zip(t.shape, t.stride())) if t.numel() else 0
    view = torch.empty(span + shift, dtype=t.dtype, device=t.device).as_strided(t.shape, t.stride(), shift)
    view.view(torch.uint8).copy_(t.view(torch.uint8))
    return view


@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_views_that_start_inside_their_storage(spec):
    """Inputs and outputs one vector width into their storage give the same bits as fresh
    allocations (kernels assume no wider alignment than the op checks); half a vector in,
    the op names the argument, and the CUDA context still works afterwards."""
    import torch

    from kgen import testing
    from kgen.runtime import checks
    from kgen.runtime.errors import OpArgumentError

    module, op = testing.op_fn(spec)
    dim, _ = spec.tail_dim()
    variant, dims = next((v, d) for v, d in spec.test_cases() if 0 not in d.values() and d[dim] > 1)
    case = testing.make_case(spec, variant, dims, seed=11)
    choice = testing.choice_kwargs(module, variant.name)
    outs = testing.poisoned_outputs(spec, variant, dims, case.lead)

    def run(shift_bytes: int):
        args = [_shifted(a, shift_bytes) for a in case.args]
        out = {} if outs is None else {"out": tuple(_shifted(o, shift_bytes) for o in outs)}
        got = op(*args, **choice, **out)
        return args[0] if outs is None else got  # in place: x is the result

    vector = checks.vector_bytes(case.args[0].device)
    want, got = run(0), run(vector)
    torch.cuda.synchronize()
    want, got = (t if isinstance(t, tuple) else (t,) for t in (want, got))
    assert all(testing.same_bits(w, g) for w, g in zip(want, got))
    with pytest.raises(OpArgumentError, match=f"expected a tensor starting on a {vector}-byte boundary"):
        run(vector // 2)
    again = run(0)
    torch.cuda.synchronize()
    assert all(testing.same_bits(w, g) for w, g in zip(want, again if isinstance(again, tuple) else (again,)))


def _modules_with(name: str):
    import importlib

    for spec in SPECS:
        module = importlib.import_module(f"generated.{spec.op}")
        if hasattr(module, name):
            yield pytest.param(module, id=spec.op)


@pytest.mark.parametrize("module", list(_modules_with("DIVIDE")))
def test_branch_free_division_is_ieee(module):
    """kgen_divide (SwiGLU's g / (1 + exp(-g))) against torch's IEEE division, bit for bit: on
    every finite bf16 gate with b = 1 + exp(-g) as the kernel forms it (every input the kernels
    give it, signed zeros and subnormals included), and on random pairs of finite a, b >= 1 whose
    quotient is at least 2^-100 or a is +-0 (the rest of its stated domain)."""
    import tilelang
    import tilelang.language as T
    import torch

    from kgen.runtime.launch import target

    tile = 256
    n = T.dynamic("n")

    @T.prim_func
    def divide(a: T.Tensor((n,), T.float32), b: T.Tensor((n,), T.float32), q: T.Tensor((n,), T.float32)):
        T.assume(n % tile == 0)
        with T.Kernel(n // tile, threads=tile) as bx:
            T.import_source(module.DIVIDE)
            for i in T.Parallel(tile):
                q[bx * tile + i] = T.call_extern(T.float32, "kgen_divide", a[bx * tile + i], b[bx * tile + i])

    kernel = tilelang.compile(divide, target=target(), execution_backend="tvm_ffi")
    gates = _finite_bf16_values().float().cuda()
    gen = torch.Generator(device="cuda").manual_seed(5)
    count = 1 << 22
    a_bits = torch.randint(0, 0x7F800000, (count,), device="cuda", generator=gen, dtype=torch.int32)
    a_random = a_bits.view(torch.float32) * torch.where(torch.rand(count, device="cuda", generator=gen) < 0.5, -1.0, 1.0)
    b_bits = torch.randint(0x3F800000, 0x7F800001, (count,), device="cuda", generator=gen, dtype=torch.int32)
    a_random[:64] = torch.tensor([0.0, -0.0], device="cuda").repeat(32)
    b_random = b_bits.view(torch.float32)
    normal = ((a_random / b_random).abs() >= 2.0**-100) | (a_random == 0)
    a = torch.cat([gates, a_random[normal]])
    b = torch.cat([1.0 + torch.exp(-gates), b_random[normal]])
    pad = -len(a) % tile
    a, b = torch.cat([a, a.new_ones(pad)]), torch.cat([b, b.new_ones(pad)])
    q = torch.full_like(a, float("nan"))
    kernel(a, b, q)
    want = a / b
    wrong = (q.view(torch.int32) != want.view(torch.int32)).nonzero().flatten()
    assert len(wrong) == 0, f"{len(wrong)} quotients differ, first a={a[wrong[0]].item()!r} b={b[wrong[0]].item()!r}: got {q[wrong[0]].item()!r}, want {want[wrong[0]].item()!r}"
    assert torch.isinf(b).any() and (a.abs() < 2.0**-126).any(), "the inputs must include b = inf and subnormal a"
