"""The mHC ops reject bad arguments with the argument, what was expected and what came (CPU:
real CPU tensors, or fake CUDA tensors with the kernel launch intercepted)."""

from __future__ import annotations

import pytest
import torch
from torch._subclasses.fake_tensor import FakeTensorMode

from generated import hc_split_sinkhorn as hs
from generated import sinkhorn as sk
from kgen import runtime
from kgen.runtime.errors import OpArgumentError


def _message(fn, *args, **kwargs) -> str:
    with pytest.raises(OpArgumentError) as e:
        fn(*args, **kwargs)
    return str(e.value)


@pytest.fixture
def launches(monkeypatch):
    launched = []
    monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launched.append((cfg, t)))
    return launched


def test_wrong_dtype_and_device():
    assert _message(sk.sinkhorn, torch.zeros(8, 4, 4, dtype=torch.bfloat16)) == ("sinkhorn: argument 'x': expected dtype torch.float32, got torch.bfloat16 tensor of shape (8, 4, 4) on cpu")
    assert _message(sk.sinkhorn, torch.zeros(8, 4, 4)) == ("sinkhorn: argument 'x': expected a CUDA tensor, got torch.float32 tensor of shape (8, 4, 4) on cpu")


def test_unbuilt_choices():
    assert _message(sk.sinkhorn, torch.zeros(8, 4, 4), iters=7) == "sinkhorn: argument 'iters': expected one of [10, 20], got 7"
    msg = _message(hs.hc_split_sinkhorn, torch.zeros(8, 24), torch.ones(3), torch.zeros(24), iters=20, post_mult=1.0)
    assert msg.startswith("hc_split_sinkhorn: argument 'iters, post_mult': expected one of the built combinations (")
    assert msg.endswith("got iters=20, post_mult=1.0")


def test_wrong_matrix_size(launches):
    with FakeTensorMode():
        x = torch.empty(8, 5, 5, device="cuda")
        assert _message(sk.sinkhorn, x) == "sinkhorn: argument 'x.shape[-2]': expected 4, got 5"
        mixes = torch.empty(8, 20, device="cuda")
        assert _message(hs.hc_split_sinkhorn, mixes, torch.empty(3, device="cuda"), torch.empty(24, device="cuda")) == ("hc_split_sinkhorn: argument 'mixes.shape[-1]': expected 24, got 20")
        mixes = torch.empty(8, 24, device="cuda")
        assert _message(hs.hc_split_sinkhorn, mixes, torch.empty(4, device="cuda"), torch.empty(24, device="cuda")) == ("hc_split_sinkhorn: argument 'hc_scale.shape[-1]': expected 3, got 4")
    assert launches == []


def test_non_contiguous_and_misaligned(launches):
    with FakeTensorMode():
        x = torch.empty(4, 4, 8, device="cuda").permute(2, 0, 1)
        assert _message(sk.sinkhorn, x) == "sinkhorn: argument 'x': expected a contiguous tensor, got shape (8, 4, 4) with strides (1, 32, 8)"
        # A view one float into its storage: the kernel's 16-byte vector loads would fault.
        x = torch.empty(8 * 16 + 1, device="cuda").as_strided((8, 4, 4), (16, 4, 1), 1)
        assert _message(sk.sinkhorn, x) == "sinkhorn: argument 'x': expected a tensor starting on a 16-byte boundary, got a view at storage offset 1 (4 bytes)"
        x = torch.empty(8, 4, 4, device="cuda")
        out = torch.empty(8 * 16 + 4, device="cuda").as_strided((8, 4, 4), (16, 4, 1), 4)
        assert sk.sinkhorn(x, out=(out,)) is out  # 16 bytes in: aligned
        out = torch.empty(8 * 16 + 2, device="cuda").as_strided((8, 4, 4), (16, 4, 1), 2)
        assert _message(sk.sinkhorn, x, out=(out,)) == ("sinkhorn: argument 'out (out)': expected a tensor starting on a 16-byte boundary, got a view at storage offset 2 (8 bytes)")
    assert len(launches) == 1


def test_leading_dims_and_empty_inputs(launches):
    with FakeTensorMode():
        pre, post, comb = hs.hc_split_sinkhorn(torch.empty(2, 3, 24, device="cuda"), torch.empty(3, device="cuda"), torch.empty(24, device="cuda"))
        assert [tuple(t.shape) for t in (pre, post, comb)] == [(2, 3, 4), (2, 3, 4), (2, 3, 4, 4)]
        ((cfg, tensors),) = launches
        assert [tuple(t.shape) for t in tensors] == [(6, 24), (3,), (24,), (6, 4), (6, 4), (6, 4, 4)] and not cfg.n_divisible
        y = sk.sinkhorn(torch.empty(0, 4, 4, device="cuda"))
        assert tuple(y.shape) == (0, 4, 4) and len(launches) == 1  # nothing to launch
        sk.sinkhorn(torch.empty(256, 4, 4, device="cuda"), iters=10)
        assert launches[-1][0].n_divisible and launches[-1][0].variant == "repeat10"


def test_a_count_past_the_range_is_refused_before_any_allocation(launches, monkeypatch):
    """n past the spec's range (proofs hold only inside it) is named before the op allocates
    its outputs: a refused call would otherwise first take that much GPU memory."""
    with FakeTensorMode():
        for module, op, args, count in (
            (sk, sk.sinkhorn, lambda n: (torch.empty(n, 4, 4, device="cuda"),), "x.shape[:-2]"),
            (hs, hs.hc_split_sinkhorn, lambda n: (torch.empty(n, 24, device="cuda"), torch.empty(3, device="cuda"), torch.empty(24, device="cuda")), "mixes.shape[:-1]"),
        ):
            most = module.RUNTIME_RANGES["n"][1]
            inputs = args(most + 1)
            monkeypatch.setattr(torch, "empty", lambda *a, **k: pytest.fail("allocated before the range check"))
            assert (
                _message(op, *inputs)
                == f"{module.OP}: argument '{count}': expected leading dims whose product (n) is 0 to {most} (the spec's range, which the bounds proofs assume), got ({most + 1},) (product {most + 1})"
            )
            monkeypatch.undo()
            monkeypatch.setattr(runtime, "compile_kernel", lambda factory, cfg, arch=None: lambda *t: launches.append((cfg, t)))
    assert launches == []
