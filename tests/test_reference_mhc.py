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
