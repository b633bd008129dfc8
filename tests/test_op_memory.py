"""Tensors whose memory a kernel would misread are refused by name before a launch: layouts
that are not plain strided memory (sparse, nested, quantized), storages smaller than their
views or freed, tensors with no memory of their own (wrapper subclasses, vmap), and
forward-mode duals, whose tangent the op would drop."""

from __future__ import annotations

import pytest
import torch
from torch.autograd import forward_ad
from torch.testing._internal.two_tensor import TwoTensor

from conftest import SPECS
from kgen import testing
from kgen.runtime import checks
from kgen.runtime.errors import OpArgumentError


def _refusal(fn, *args, **kwargs) -> str:
    with pytest.raises(OpArgumentError) as e:
        fn(*args, **kwargs)
    return str(e.value)


def _inputs(spec):
    """The first test case's inputs as CPU tensors of the declared shapes and dtypes (values unread)."""
    variant, dims = next((v, d) for v, d in spec.test_cases() if 0 not in d.values())
    env = spec.env(variant, dims)
    args = []
    for t in spec.inputs.values():
        if t.unless is not None and variant.params[t.unless]:
            continue
        args.append(torch.empty([int(e.evaluate(env)) for e in t.shape], dtype=testing.TORCH_DTYPES[spec.dtype(t, variant)]))
    return variant, args


EXOTIC = {
    "sparse COO": (lambda: torch.zeros(4, 8).to_sparse(), "expected a dense (strided) tensor, got a sparse_coo tensor"),
    "sparse CSR": (lambda: torch.zeros(4, 8).to_sparse_csr(), "expected a dense (strided) tensor, got a sparse_csr tensor"),
    "nested": (lambda: torch.nested.nested_tensor([torch.zeros(2, 8), torch.zeros(3, 8)]), "expected a dense (strided) tensor, got a nested tensor"),
    "jagged": (lambda: torch.nested.nested_tensor([torch.zeros(2, 8), torch.zeros(3, 8)], layout=torch.jagged), "expected a dense (strided) tensor, got a nested tensor"),
    "quantized": (lambda: torch.quantize_per_tensor(torch.zeros(2, 4, 8), 0.1, 0, torch.quint8), "expected a tensor that is not quantized (call .dequantize() first)"),
}


@pytest.mark.filterwarnings("ignore::UserWarning")  # quantized and nested tensors' deprecation notes
@pytest.mark.parametrize("kind", EXOTIC)
@pytest.mark.parametrize("spec", SPECS, ids=[s.op for s in SPECS])
def test_layouts_a_kernel_cannot_read_are_named(spec, kind):
    make, wanted = EXOTIC[kind]
    module, op = testing.op_fn(spec)
    variant, (first, *rest) = _inputs(spec)
    message = _refusal(op, make(), *rest, **testing.choice_kwargs(module, variant.name))
    name = next(iter(spec.inputs))
    assert message.startswith(f"{spec.op}: argument '{name}': {wanted}"), message


def test_a_storage_smaller_than_its_view_is_refused():
    x = torch.zeros(33, 1024, dtype=torch.bfloat16)
    x.untyped_storage().resize_(4096)
    assert _refusal(checks.check_memory, "op", "x", x) == "op: argument 'x': expected a view inside its storage (67584 bytes from the storage's start), got a storage of 4096 bytes"
    view = torch.zeros(64)[8:]
    checks.check_memory("op", "x", view)  # a view that ends where its storage does
    view.untyped_storage().resize_(62 * 4)
    assert _refusal(checks.check_memory, "op", "x", view).endswith("expected a view inside its storage (256 bytes from the storage's start), got a storage of 248 bytes")


def test_freed_and_borrowed_memory_is_refused():
    freed = torch.zeros(8, 64)
    freed.untyped_storage().resize_(0)  # as sharded training frees a weight between uses
    assert (
        _refusal(checks.check_memory, "op", "w", freed) == "op: argument 'w': expected a tensor whose memory is allocated, got data pointer 0 (a freed storage, or a subclass that wraps other tensors)"
    )
    wrapper = TwoTensor(torch.zeros(4, 8), torch.zeros(4, 8))
    assert "got data pointer 0" in _refusal(checks.check_memory, "op", "w", wrapper)

    def check(t):
        checks.check_memory("op", "x", t)
        return t

    assert (
        _refusal(torch.vmap(check), torch.zeros(3, 8))
        == "op: argument 'x': expected a tensor with memory of its own (a storage), got a Tensor without one (a wrapper subclass, or a tensor inside vmap)"
    )
    checks.check_memory("op", "x", torch.zeros(0, 8))  # nothing to read: no memory needed

    def check_operand(t):
        checks.check_view("op", "x", t)
        return t

    assert (
        _refusal(torch.vmap(check_operand), torch.zeros(3, 8))
        == "op: argument 'x': expected a tensor outside torch.vmap (the op has no batching rule; call it on the whole batch), got a batched tensor"
    )


def test_operands_are_checked_for_their_memory():
    x = torch.zeros(4, 64)
    x.untyped_storage().resize_(64)
    assert "expected a view inside its storage" in _refusal(checks.check_operands, "op", {"x": x})


def test_forward_mode_duals_are_refused():
    x = torch.zeros(4, 8)
    checks.check_view("op", "x", x)
    with forward_ad.dual_level():
        dual = forward_ad.make_dual(x, torch.ones_like(x))
        assert _refusal(checks.check_view, "op", "x", dual) == "op: argument 'x': expected a tensor without a forward-mode tangent (the op has no derivative; pass the primal), got a dual tensor"
        checks.check_view("op", "x", x)  # a plain tensor inside a dual level


@pytest.mark.parametrize("dtype", ["bits4x2", "bits2x4", "bits1x8"])
def test_transpose_refuses_every_packed_dtype(dtype):
    from generated import transpose

    x = torch.empty(2, 64, 128, dtype=getattr(torch, dtype))
    assert (
        _refusal(transpose.transpose, x)
        == f"transpose: argument 'x': expected a dtype of one element per storage unit (a packed dtype holds several, and moving its bytes would move groups), got torch.{dtype}"
    )


def test_an_inference_tensor_is_written_only_in_inference_mode():
    """torch refuses an in-place write into an inference tensor outside inference mode; a
    kernel writing through its pointer would not be stopped, so out= and x in place are
    checked as torch would check them."""
    with torch.inference_mode():
        made_inside = torch.zeros(4, 8)
        checks.check_writable("op", "out (y)", made_inside)
    assert (
        _refusal(checks.check_writable, "op", "out (y)", made_inside)
        == "op: argument 'out (y)': expected a tensor made outside torch.inference_mode(), or a call inside it (torch writes into an inference tensor only there), got an inference tensor"
    )
    checks.check_writable("op", "out (y)", torch.zeros(4, 8))


def test_a_fake_tensor_whose_rows_cannot_flatten_is_named():
    """A fake tensor raises ValueError, not RuntimeError, where view() cannot flatten."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        x = torch.empty(4, 1024, dtype=torch.bfloat16).expand(3, 4, 1024).transpose(0, 1)
        assert "expected leading dims that flatten to one evenly strided row dim" in _refusal(checks.rows_view, "op", "x", x)


def test_a_weight_that_is_not_a_tensor_is_named_before_it_picks_a_variant():
    """swiglu_per_token_cast(x, 10) means swiglu_limit=10 by position: w is named, rather
    than every built combination of the choices listed."""
    from generated import swiglu_per_token_cast

    x = torch.zeros(4, 2048, dtype=torch.bfloat16)
    assert _refusal(swiglu_per_token_cast.swiglu_per_token_cast, x, 10) == "swiglu_per_token_cast: argument 'w': expected a torch.Tensor or None, got int"
