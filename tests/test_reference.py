"""The torch references against hand-computed corner cases (CPU)."""

from __future__ import annotations

import torch

from kgen.reference.quant import e2m1_codes, e2m1_values, roundup_pow2
from kgen.reference.quant import quantize as act_quant


def test_roundup_pow2_at_and_around_powers_of_two():
    t = torch.tensor([1.0, 2.0**-22, 0.75, 3.0, 0.5], dtype=torch.float32)
    assert roundup_pow2(t).tolist() == [1.0, 2.0**-22, 1.0, 4.0, 0.5]
    one_ulp_above = torch.nextafter(torch.tensor([1.0, 0.25]), torch.tensor([2.0, 1.0]))
    assert roundup_pow2(one_ulp_above).tolist() == [2.0, 0.5]
    one_ulp_below = torch.nextafter(torch.tensor([1.0]), torch.tensor([0.0]))
    assert roundup_pow2(one_ulp_below).tolist() == [1.0]


def test_all_zero_block_uses_the_amax_floor():
    x = torch.zeros(3, 128, dtype=torch.bfloat16)
    y, s = act_quant(x)
    # fp32(1e-4) * fp32(1/448) = 2.2321e-7 lies in (2^-23, 2^-22]: rounded up to 2^-22.
    assert s.float().flatten().tolist() == [2.0**-22] * 3
    assert s.dtype == torch.float8_e8m0fnu and y.float().abs().max().item() == 0.0
    _, s32 = act_quant(x, scale_fmt="none", scale_dtype="fp32")
    expected = (torch.tensor(1e-4, dtype=torch.float32) * torch.tensor(1 / 448, dtype=torch.float32)).item()
    assert s32.flatten().tolist() == [expected] * 3


def test_saturation_at_448():
    x = torch.zeros(1, 128, dtype=torch.bfloat16)
    x[0, 0], x[0, 1], x[0, 2] = 448.0, -448.0, 1.0
    y, s = act_quant(x)
    # 448 * fp32(1/448) = 1.0000000447 rounds to exactly 1.0 in fp32, so s = 1 and y = x.
    assert s.float().item() == 1.0
    assert y.float()[0, :3].tolist() == [448.0, -448.0, 1.0]
    x[0, 0] = 480.0  # bf16 480 -> t = 1.0714..., s = 2: 240 (exact in e4m3)
    y, s = act_quant(x)
    assert s.float().item() == 2.0 and y.float()[0, 0].item() == 240.0 and y.float()[0, 2].item() == 0.5


def test_fp32_scale_clamps_to_448():
    x = torch.full((1, 128), 3.0, dtype=torch.bfloat16)
    x[0, 0] = 448.0
    y, s = act_quant(x, scale_fmt="none", scale_dtype="fp32")
    assert s.item() == 1.0 and y.float()[0, 0].item() == 448.0


def test_fp8_rounding_is_nearest_even():
    # e4m3 around 1: spacing 1/8. 1 + 1/16 is a tie -> 1 (even); 1 + 3/16 -> 1.25.
    x = torch.zeros(1, 128, dtype=torch.bfloat16)
    x[0, 0], x[0, 1], x[0, 2] = 1.0625, 1.1875, 448.0
    y, _ = act_quant(x)
    assert y.float()[0, :2].tolist() == [1.0, 1.25]


def test_inplace_writes_fake_quantized_values():
    x = torch.zeros(2, 64, dtype=torch.bfloat16)
    x[:, 0] = 448.0
    x[:, 1] = 1.0625  # rounds to 1 in e4m3 with s = 1
    out = act_quant(x, block=64, inplace=True)
    assert out is x and x[:, 1].float().tolist() == [1.0, 1.0] and x[:, 0].float().tolist() == [448.0, 448.0]


def test_strided_view_matches_contiguous():
    base = torch.randn(8, 512).to(torch.bfloat16)
    view = base[:, :448]
    ref_y, ref_s = act_quant(view.contiguous(), block=64)
    y, s = act_quant(view, block=64)
    assert torch.equal(y.view(torch.uint8), ref_y.view(torch.uint8)) and torch.equal(s.view(torch.uint8), ref_s.view(torch.uint8))


def test_e2m1_ties_go_to_the_even_code():
    v = torch.tensor([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0, -0.25, 6.0, -6.0, 0.2, 5.1])
    assert e2m1_values(e2m1_codes(v)).tolist() == [0.0, 1.0, 1.0, 2.0, 2.0, 4.0, 4.0, -0.0, 6.0, -6.0, 0.0, 6.0]
    assert e2m1_codes(torch.tensor([-0.25, 0.25])).tolist() == [8, 0]  # the sign survives rounding to zero


def test_fp4_packing_and_all_zero_block():
    x = torch.zeros(1, 32, dtype=torch.bfloat16)
    x[0, 0], x[0, 1] = 1.0, -6.0  # amax 6: s = roundup(6 * fp32(1/6)) = 1 (6 * 0.16666667 rounds to 1.0)
    y, s = act_quant(x, block=32, out_format="e2m1")
    assert s.float().item() == 1.0 and y.dtype == torch.float4_e2m1fn_x2
    assert y.view(torch.uint8)[0, 0].item() == 0x2 | (0xF << 4)  # 1.0 -> code 2 low nibble, -6 -> 0xF high
    _, s0 = act_quant(torch.zeros(2, 32, dtype=torch.bfloat16), block=32, out_format="e2m1")
    assert s0.float().tolist() == [[2.0**-126], [2.0**-126]]


def test_reciprocal_rule_is_tilekernels_formula():
    x = torch.zeros(1, 128, dtype=torch.bfloat16)
    x[0, 0], x[0, 1] = 3.0, 1.0
    y, s = act_quant(x, block=128, scale_fmt="none", scale_dtype="fp32", rounding="reciprocal")
    # s = 3 / 448; q = x * (448 / 3): 1.0 -> 149.33 -> e4m3 rounds to 144 (spacing 16 above 128).
    assert s.item() == torch.tensor(3.0 / 448.0, dtype=torch.float32).item()
    assert y.float()[0, :2].tolist() == [448.0, 144.0]


def test_rules_agree_for_power_of_two_scales():
    x = torch.randn(64, 256).to(torch.bfloat16) * 37
    a = act_quant(x, block=128, scale_fmt="ue8m0", scale_dtype="fp32", rounding="divide")
    b = act_quant(x, block=128, scale_fmt="ue8m0", scale_dtype="fp32", rounding="reciprocal")
    assert torch.equal(a[0].view(torch.uint8), b[0].view(torch.uint8)) and torch.equal(a[1], b[1])


def test_input_fills_follow_the_spec_init():
    import torch

    from kgen.expr import Expr
    from kgen.testing import fill

    gen = torch.Generator().manual_seed(0)
    scales = fill({"pow2": [-3, 2]}, (64, 8), torch.float32, {}, gen, "cpu")
    mantissa, exponent = torch.frexp(scales)
    assert (mantissa == 0.5).all() and exponent.min() >= -2 and exponent.max() <= 3
    idx = fill({"indices": {"high": Expr("n"), "skip": 0.25}}, (32, 64), torch.int32, {"n": 100}, gen, "cpu")
    assert idx.min() == -1 and idx.max() < 100 and 0.1 < (idx == -1).float().mean() < 0.4
    none_valid = fill({"indices": {"high": Expr("n"), "skip": 0.0}}, (4, 4), torch.int32, {"n": 0}, gen, "cpu")
    assert (none_valid == -1).all()
    rows = fill({"indices": {"high": Expr("n"), "skip": 0.0, "skip_rows": 0.5}}, (2, 64, 16), torch.int32, {"n": 100}, gen, "cpu")
    empty_rows = (rows == -1).all(dim=-1)
    assert 0.2 < empty_rows.float().mean() < 0.8 and (rows[~empty_rows] >= 0).all()
    packed = fill("bytes", (8, 16), torch.uint8, {}, gen, "cpu")
    assert packed.dtype == torch.uint8 and packed.float().std() > 10


def test_tolerant_compare_catches_unwritten_and_large_errors():
    import torch

    from kgen.testing import compare

    want = torch.randn(64, 64, dtype=torch.float32).to(torch.bfloat16)
    assert compare("c", want.clone(), want, {"rel": 1e-2}) is None
    poisoned = want.clone()
    poisoned[63, 63] = float("nan")  # one element never written under the 0xFF poison
    assert "NaN" in compare("c", poisoned, want, {"rel": 1e-2})
    off = want.float() * 1.05
    assert "relative Frobenius error" in compare("c", off.to(torch.bfloat16), want, {"rel": 1e-2})
    assert compare("c", want.float() + 1e-6, want.float(), {"abs": 1e-5}) is None
    assert "largest absolute error" in compare("c", want.float() + 1e-4, want.float(), {"abs": 1e-5})


# --- per-token cast variants, per-block cast, fused SwiGLU ------------------------------------

from kgen.reference.quant import per_block_cast, swiglu, swiglu_per_token_cast  # noqa: E402

TK = dict(scale_fmt="none", scale_dtype="fp32", rounding="reciprocal")


def test_whole_row_is_one_group_of_n():
    x = torch.randn(5, 1024).to(torch.bfloat16) * 3
    y, s = act_quant(x, whole_row=True, **TK)
    y2, s2 = act_quant(x, block=1024, **TK)
    assert s.shape == (5, 1) and torch.equal(s, s2) and torch.equal(y.view(torch.uint8), y2.view(torch.uint8))
    assert torch.equal(s[:, 0], x.float().abs().amax(dim=1) / 448)


def test_fp32_input_keeps_its_precision():
    x = torch.zeros(1, 128, dtype=torch.float32)
    x[0, 0], x[0, 1] = 448.0, 1.0 + 2.0**-20  # not a bf16 value
    y, s = act_quant(x, in_dtype="fp32", **TK)
    assert s.item() == 1.0 and y.float()[0, :2].tolist() == [448.0, 1.0]
    x[0, 0] = 224.0 * (1 + 2.0**-20)  # amax itself not representable in bf16: the scale sees all fp32 bits
    _, s = act_quant(x, in_dtype="fp32", **TK)
    assert s.item() == (torch.tensor(224.0 * (1 + 2.0**-20), dtype=torch.float32) / 448).item()


def test_fp4_reciprocal_rule():
    x = torch.zeros(1, 32, dtype=torch.bfloat16)
    x[0, 0], x[0, 1], x[0, 2] = 3.0, 1.0, -0.4
    y, s = act_quant(x, block=32, out_format="e2m1", **TK)
    # s = 3 / 6 = 0.5; q = x * (6 / 3): 6 -> code 7, 2 -> code 4, -0.8 -> -1 (code 0xA).
    assert s.item() == 0.5 and y.dtype == torch.float4_e2m1fn_x2
    assert y.view(torch.uint8)[0, :2].tolist() == [0x7 | (0x4 << 4), 0xA]


def test_per_block_cast_one_scale_per_block():
    x = (torch.randn(256, 256) * 5).to(torch.bfloat16)
    y, s = per_block_cast(x, block=128, block_rows=128, **TK)
    assert s.shape == (2, 2) and y.shape == x.shape and y.dtype == torch.float8_e4m3fn
    for bi in range(2):
        for bj in range(2):
            blk = x[bi * 128 : (bi + 1) * 128, bj * 128 : (bj + 1) * 128].float()
            amax = blk.abs().max()
            assert s[bi, bj] == amax / 448
            want = (blk * (torch.tensor(448.0) / amax)).clamp(-448, 448).to(torch.float8_e4m3fn)
            assert torch.equal(y[bi * 128 : (bi + 1) * 128, bj * 128 : (bj + 1) * 128].view(torch.uint8), want.view(torch.uint8))


def test_per_block_cast_partial_last_row_block_uses_only_valid_rows():
    x = torch.full((130, 32), 0.5, dtype=torch.bfloat16)
    x[0, 0] = 100.0  # in the first row block only
    x[129, 3] = -7.0
    y, s = per_block_cast(x, block=32, block_rows=128, **TK)
    assert s.shape == (2, 1)
    assert s[0, 0] == torch.tensor(100.0) / 448 and s[1, 0] == torch.tensor(7.0) / 448
    assert y.float()[129, 3].item() == -448.0 and y.float()[128, 0].item() == (torch.tensor(0.5) * (torch.tensor(448.0) / 7)).to(torch.float8_e4m3fn).float().item()
    # Leading dims are flattened: (2, 65, 32) is the same 130 rows.
    y3, s3 = per_block_cast(x.view(2, 65, 32), block=32, block_rows=128, **TK)
    assert torch.equal(s3, s) and torch.equal(y3.view(130, 32).view(torch.uint8), y.view(torch.uint8))


def test_per_block_cast_all_zero_block_and_ue8m0():
    x = torch.zeros(32, 64, dtype=torch.bfloat16)
    x[:, 32:] = 3.0
    _, s = per_block_cast(x, block=32, block_rows=32, **TK)
    assert s.tolist() == [[(torch.tensor(1e-4) / 448).item(), (torch.tensor(3.0) / 448).item()]]
    _, s = per_block_cast(x, block=32, block_rows=32, scale_fmt="ue8m0", scale_dtype="fp32", rounding="reciprocal")
    assert s.tolist() == [[2.0**-22, 2.0**-7]]  # 3/448 = 0.0067 -> 2^-7


def test_swiglu_formula_clamp_and_weights():
    x = torch.tensor([[0.0, -20.0, 12.0, 1.0, 2.0, 3.0, -30.0, 4.0]], dtype=torch.bfloat16)  # gate | up, N = 4
    g, u = x.float()[:, :4], x.float()[:, 4:]
    assert torch.equal(swiglu(x), g / (1.0 + torch.exp(-g)) * u)
    h = swiglu(x, swiglu_limit=10)
    gc, uc = g.clamp(max=10.0), u.clamp(-10.0, 10.0)
    assert torch.equal(h, gc / (1.0 + torch.exp(-gc)) * uc) and h[0, 2] == 10 / (1 + torch.exp(torch.tensor(-10.0))) * -10
    assert torch.allclose(swiglu(x), torch.nn.functional.silu(g) * u)
    w = torch.tensor([0.5])
    assert torch.equal(swiglu(x, w, 10), h * 0.5)
    y, s = swiglu_per_token_cast(x.repeat(1, 32), w, swiglu_limit=10, unit_weight=False, block=128, inplace=False, out_format="e4m3", **TK)
    assert y.shape == (1, 128) and s.shape == (1, 1) and s.item() == (swiglu(x.repeat(1, 32), w, 10).abs().max() / 448).item()


def test_non_finite_groups_are_nan_and_leave_the_rest_alone():
    """A group holding a NaN or an infinity: NaN scale (fp32 0x7FC00000, e8m0 0xFF), e4m3 0x7F,
    e2m1 codes 0, bf16 0x7FFF in place; every other group as without the poison."""
    from kgen.reference.quant import per_block_cast

    gen = torch.Generator().manual_seed(3)
    clean = torch.randn(4, 256, generator=gen).to(torch.bfloat16)
    x = clean.clone()
    x[0, 3], x[1, 130], x[2, 255] = float("nan"), float("inf"), float("-inf")
    poisoned = torch.zeros(4, 2, dtype=torch.bool)
    poisoned[0, 0] = poisoned[1, 1] = poisoned[2, 1] = True
    elements = poisoned.repeat_interleave(128, 1)
    for kw in ({}, {"scale_fmt": "none", "scale_dtype": "fp32"}, {"scale_fmt": "none", "scale_dtype": "fp32", "rounding": "reciprocal"}):
        (y, s), (y0, s0) = act_quant(x, **kw), act_quant(clean, **kw)
        s_bits = s.view(torch.uint8).int() if s.dtype == torch.float8_e8m0fnu else s.view(torch.int32)
        assert (s_bits[poisoned] == (0xFF if s.dtype == torch.float8_e8m0fnu else 0x7FC00000)).all()
        assert (y.view(torch.uint8)[elements] == 0x7F).all()
        assert torch.equal(y.view(torch.uint8)[~elements], y0.view(torch.uint8)[~elements])
        assert torch.equal(s.float()[~poisoned], s0.float()[~poisoned])
    y, s = act_quant(x, block=32, out_format="e2m1")
    y0, _ = act_quant(clean, block=32, out_format="e2m1")
    groups = torch.zeros(4, 8, dtype=torch.bool)
    groups[0, 0] = groups[1, 4] = groups[2, 7] = True
    assert (s.view(torch.uint8)[groups] == 0xFF).all() and (s.view(torch.uint8)[~groups] != 0xFF).all()
    codes = y.view(torch.uint8).repeat_interleave(2, 1)  # a byte per element's group position
    assert (codes[groups.repeat_interleave(32, 1)] == 0).all()
    assert torch.equal(y.view(torch.uint8)[~groups.repeat_interleave(16, 1)], y0.view(torch.uint8)[~groups.repeat_interleave(16, 1)])
    fake = act_quant(x.clone(), inplace=True)
    assert (fake.view(torch.int16)[elements] == 0x7FFF).all()
    assert torch.equal(fake[~elements], act_quant(clean.clone(), inplace=True)[~elements])
    yb, sb = per_block_cast(x, block=128, block_rows=2)
    assert sb.isnan().tolist() == [[True, True], [False, True]]
    assert (yb.view(torch.uint8)[:2] == 0x7F).all() and (yb.view(torch.uint8)[2:, 128:] == 0x7F).all()


def _e2m1_bytes_as_the_kernel_forms_them(first, second):
    """kgen/families/quant/quant.py.j2's e2m1_magnitude_code and e2m1_byte, step by step in
    numpy fp32 and uint32 (its round-to-nearest-even adds as the GPU's)."""
    import numpy as np

    def magnitude_code(v):
        a = np.minimum(np.abs(v), np.float32(6.0))
        e = np.maximum(a.view(np.uint32), np.uint32(0x3F800000)) & np.uint32(0x7F800000)
        m = (np.uint32(0x7F800000) - e).view(np.float32)
        return (a * m + np.float32(2.0**23 + 2)).view(np.uint32) + (e >> np.uint32(22))

    signs = ((first.view(np.uint32) >> np.uint32(4)) & np.uint32(0x08000000)) | (second.view(np.uint32) & np.uint32(0x80000000))
    return (magnitude_code(first) + (magnitude_code(second) << np.uint32(4)) + (signs >> np.uint32(24))).astype(np.uint8)


def test_e2m1_byte_arithmetic_gives_the_reference_codes():
    """The fp32 kernels' e2m1 arithmetic (emulated) against the reference's thresholds: every
    fp32 within 4096 ulps of each tie and e2m1 value (0 to 6), random fp32 in [0, 8), zeros,
    saturating magnitudes (> 6, inf), both signs, each value in either nibble."""
    import numpy as np

    points = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0]
    bits = [np.arange(-4096, 4097, dtype=np.int64) + int(np.float32(p).view(np.uint32)) for p in points]
    gen = np.random.default_rng(3)
    bits.append(gen.integers(0, int(np.float32(8.0).view(np.uint32)), 1 << 18))
    bits.append(np.arange(0, 4096))  # zero and the smallest subnormals
    bits.append(np.array([np.float32(v).view(np.uint32) for v in (6.5, 7.0, 1e30, 3.4e38, np.inf)], dtype=np.int64))
    magnitudes = np.concatenate(bits).astype(np.uint32).view(np.float32)
    values = np.concatenate([magnitudes, -magnitudes])
    partners = np.roll(values, 12345)
    want = e2m1_codes(torch.from_numpy(np.clip(values, -6, 6))).numpy()
    want_partner = e2m1_codes(torch.from_numpy(np.clip(partners, -6, 6))).numpy()
    assert np.array_equal(_e2m1_bytes_as_the_kernel_forms_them(values, partners), want | (want_partner << 4))
    assert np.array_equal(_e2m1_bytes_as_the_kernel_forms_them(partners, values), want_partner | (want << 4))
