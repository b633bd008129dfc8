"""The mHC references (kgen.reference.mhc) against hand-computed cases and Sinkhorn's own
properties (CPU)."""

from __future__ import annotations

import math

import torch

from kgen.reference.mhc import hc_split_sinkhorn, sinkhorn

EPS = 1e-6


def _random(n: int, std: float = 2.0, seed: int = 0) -> torch.Tensor:
    return torch.randn(n, 4, 4, generator=torch.Generator().manual_seed(seed)) * std


def test_every_column_sums_to_one_and_rows_converge():
    x = _random(4096)
    ten, twenty = sinkhorn(x, 4, 10, EPS), sinkhorn(x, 4, 20, EPS)
    # It ends on a column step: columns sum to s / (s + eps) = 1 - O(eps).
    assert (twenty.sum(-2) - 1).abs().max().item() < 3e-6
    # Row sums approach 1 as rounds are added (slowly for peaked matrices).
    row_error = lambda m: (m.sum(-1) - 1).abs().max().item()  # noqa: E731
    assert row_error(twenty) < row_error(ten) < 0.1
    assert (twenty > 0).all()


def test_a_constant_matrix_follows_the_scalar_recurrence():
    # Every entry stays equal: softmax gives 1/4 (+ eps), then each step maps a -> a / (4a + eps).
    a = 0.25 + EPS
    steps = 1 + 2 * (20 - 1)
    for _ in range(steps):
        a = a / (4 * a + EPS)
    got = sinkhorn(torch.full((3, 4, 4), -7.5), 4, 20, EPS)
    assert torch.allclose(got, torch.full_like(got, a), rtol=0, atol=1e-7)


def test_a_dominant_permutation_is_kept():
    perm = torch.tensor([2, 0, 3, 1])
    x = torch.zeros(1, 4, 4)
    x[0, torch.arange(4), perm] = 30.0  # softmax puts ~1 - 3e-13 on the permutation
    got = sinkhorn(x, 4, 20, EPS)[0]
    want = torch.zeros(4, 4)
    want[torch.arange(4), perm] = 1.0
    assert (got - want).abs().max().item() < 1e-5


def test_fp32_reference_is_within_the_tolerance_of_fp64():
    # The spec's 1e-5 has room for the kernel's own rounding: fp32 vs fp64 of the same steps.
    x = _random(4096, std=3.0, seed=1)
    assert (sinkhorn(x, 4, 20, EPS).double() - sinkhorn(x.double(), 4, 20, EPS)).abs().max().item() < 1e-6


def test_reciprocal_multiply_stays_within_the_tolerance():
    """The kernel's arithmetic, emulated in fp32: sums in index order and a multiply by the
    IEEE reciprocal of (sum + eps) instead of 16 divisions a step."""
    x = _random(4096, std=3.0, seed=2)
    m = x - x.amax(-1, keepdim=True)
    m = m.exp()
    s = m[..., 0] + m[..., 1] + m[..., 2] + m[..., 3]
    m = m * (1 / s).unsqueeze(-1) + EPS

    def columns(m):
        s = m[..., 0, :] + m[..., 1, :] + m[..., 2, :] + m[..., 3, :]
        return m * (1 / (s + EPS)).unsqueeze(-2)

    def rows(m):
        s = m[..., 0] + m[..., 1] + m[..., 2] + m[..., 3]
        return m * (1 / (s + EPS)).unsqueeze(-1)

    m = columns(m)
    for _ in range(19):
        m = columns(rows(m))
    assert (m - sinkhorn(x, 4, 20, EPS)).abs().max().item() < 2e-6


def test_hc_split_pre_post_by_hand():
    hc = 4
    mixes = torch.zeros(1, (2 + hc) * hc)
    scale = torch.tensor([1.0, 2.0, 0.5])
    base = torch.zeros((2 + hc) * hc)
    # Hand values, to fp32 rounding (an ulp or two; eps is 1e-6, so a misplaced eps shows).
    # pre: z = m * 1 + base. z = 0 -> 1/2; z = ln 3 -> 3/4; z = -ln 3 -> 1/4.
    mixes[0, 1], base[2], base[3] = math.log(3.0), -math.log(3.0), 0.0
    # post: z = m * 2 + base. m = ln(3) / 2 -> 3/4, so post = post_mult * 3/4.
    mixes[0, hc + 0] = math.log(3.0) / 2
    pre, post, comb = hc_split_sinkhorn(mixes, scale, base, hc=hc, iters=20, eps=EPS, post_mult=2.0)
    assert torch.allclose(pre[0], torch.tensor([0.5, 0.75, 0.25, 0.5]) + EPS, rtol=0, atol=3e-7)
    assert torch.allclose(post[0], torch.tensor([1.5, 1.0, 1.0, 1.0]), rtol=0, atol=3e-7)
    _, post_tk, _ = hc_split_sinkhorn(mixes, scale, base, hc=hc, iters=10, eps=EPS, post_mult=1.0)
    assert torch.allclose(post_tk[0], torch.tensor([0.75, 0.5, 0.5, 0.5]), rtol=0, atol=3e-7)
    # An all-zero comb block is a constant matrix: every entry 1/4 (to within eps terms).
    assert shapes(pre, post, comb) == [(1, 4), (1, 4), (1, 4, 4)]
    assert (comb - 0.25).abs().max().item() < 1e-5


def test_hc_split_comb_is_row_major_scaled_and_shifted():
    hc, n = 4, 5
    g = torch.Generator().manual_seed(3)
    mixes = torch.randn(n, (2 + hc) * hc, generator=g)
    scale = torch.tensor([0.7, 1.3, 1.9])
    base = torch.randn((2 + hc) * hc, generator=g)
    _, _, comb = hc_split_sinkhorn(mixes, scale, base, hc=hc, iters=20, eps=EPS, post_mult=2.0)
    matrix = torch.empty(n, hc, hc)
    for i in range(hc):
        for j in range(hc):
            k = 2 * hc + i * hc + j
            matrix[:, i, j] = mixes[:, k] * scale[2] + base[k]
    assert torch.equal(comb, sinkhorn(matrix, hc, 20, EPS))
    # Leading dims pass through: [2, 3, mix] -> pre [2, 3, hc], comb [2, 3, hc, hc].
    pre, post, comb = hc_split_sinkhorn(torch.randn(2, 3, (2 + hc) * hc, generator=g), scale, base, hc=hc)
    assert shapes(pre, post, comb) == [(2, 3, 4), (2, 3, 4), (2, 3, 4, 4)]


def shapes(*tensors) -> list:
    return [tuple(t.shape) for t in tensors]


def saturated_comb(n: int) -> torch.Tensor:
    """[n, 4, 4] logits whose row softmaxes are exactly one-hot in fp32 (the other logits sit
    300 below, where exp is 0), so every other entry is eps alone after the softmax. Tokens
    cycle through four peak patterns: all in column 0, a permutation, three in column 0, two
    in column 1. A column of eps alone shows the softmax's eps (0 without it); the last two
    patterns lack total support, so Sinkhorn converges slowly and the first column step's
    sum + eps still shows after 20 rounds."""
    peaks = torch.tensor([[0, 0, 0, 0], [2, 0, 3, 1], [0, 0, 0, 1], [1, 1, 2, 3]])[torch.arange(n) % 4]
    x = torch.full((n, 4, 4), -300.0)
    x.scatter_(-1, peaks[..., None], 0.0)
    return x


def _sinkhorn_without(x, softmax_eps, sum_eps, iters=20):
    m = x.softmax(-1) + softmax_eps
    m = m / (m.sum(-2, keepdim=True) + sum_eps)
    for _ in range(iters - 1):
        m = m / (m.sum(-1, keepdim=True) + sum_eps)
        m = m / (m.sum(-2, keepdim=True) + sum_eps)
    return m


SATURATED_RTOL = 1e-4  # what the GPU test allows each entry of comb, the eps-sized ones too


def test_the_saturated_probe_sees_each_eps_of_sinkhorn():
    """The 1e-5 absolute tolerance cannot see an eps of 1e-6 go missing; on saturated logits
    each one moves some entry by over 10x SATURATED_RTOL of itself, after 10 rounds or 20."""
    x = saturated_comb(8)
    for iters in (10, 20):
        want = sinkhorn(x, 4, iters, EPS)
        assert torch.equal(want, _sinkhorn_without(x, EPS, EPS, iters))
        for softmax_eps, sum_eps in ((0.0, EPS), (EPS, 0.0)):
            other = _sinkhorn_without(x, softmax_eps, sum_eps, iters)
            rel = ((other - want).abs() / want).nan_to_num(nan=1.0).max().item()
            assert rel > 10 * SATURATED_RTOL, (iters, softmax_eps, sum_eps, rel)


def test_saturated_gates_are_eps_and_one_plus_eps_exactly():
    mixes = torch.zeros(2, 24)
    mixes[:, :8] = torch.tensor([-300.0, 300.0, -300.0, 300.0] * 2)
    pre, post, _ = hc_split_sinkhorn(mixes, torch.ones(3), torch.zeros(24), 4, 20, EPS, 2.0)
    assert torch.equal(pre[0], torch.tensor([EPS, 1 + EPS, EPS, 1 + EPS], dtype=torch.float32))
    assert torch.equal(post[0], torch.tensor([0.0, 2.0, 0.0, 2.0]))
    assert pre[0, 0].item() != 0 and pre[0, 1].item() != 1, "eps is visible in fp32 at both ends"
