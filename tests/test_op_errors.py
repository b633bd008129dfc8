"""The op layer rejects bad arguments with the argument, what was expected and what came."""

from __future__ import annotations

import pytest
import torch

from generated import act_quant as aq
from kgen.runtime.errors import OpArgumentError


def _message(fn, *args, **kwargs) -> str:
    with pytest.raises(OpArgumentError) as e:
        fn(*args, **kwargs)
    return str(e.value)


def test_wrong_dtype():
    assert _message(aq.act_quant, torch.zeros(4, 7168)) == ("act_quant: argument 'x': expected dtype torch.bfloat16, got torch.float32 tensor of shape (4, 7168) on cpu")


def test_cpu_tensor():
    assert _message(aq.act_quant, torch.zeros(4, 7168, dtype=torch.bfloat16)) == ("act_quant: argument 'x': expected a CUDA tensor, got torch.bfloat16 tensor of shape (4, 7168) on cpu")


def test_not_a_tensor():
    assert _message(aq.act_quant, [1.0, 2.0]) == "act_quant: argument 'x': expected a torch.Tensor, got list"


def test_unbuilt_block_size():
    assert _message(aq.act_quant, torch.zeros(4, 7168, dtype=torch.bfloat16), block=96) == ("act_quant: argument 'block': expected one of [64, 128], got 96")


def test_unbuilt_combination():
    msg = _message(aq.act_quant, torch.zeros(4, 7168, dtype=torch.bfloat16), scale_fmt="none", scale_dtype="e8m0")
    assert msg.startswith("act_quant: argument 'block, scale_fmt, scale_dtype, inplace': expected one of the built combinations (")
    assert msg.endswith("got block=128, scale_fmt='none', scale_dtype='e8m0', inplace=False")


gpu = pytest.mark.gpu  # skipped without CUDA (conftest), run by `pytest -m gpu`


@pytest.mark.gpu
@gpu
def test_unbuilt_hidden_size():
    x = torch.zeros(4, 640, dtype=torch.bfloat16, device="cuda")
    assert _message(aq.act_quant, x) == ("act_quant: argument 'N': expected one of [448, 1024, 1536, 2048, 3072, 4096, 7168] (the sizes this op was built for), got 640")


@pytest.mark.gpu
@gpu
def test_block_must_divide_hidden():
    x = torch.zeros(4, 448, dtype=torch.bfloat16, device="cuda")
    assert _message(aq.act_quant, x, block=128) == "act_quant: argument 'x.shape[-1]': expected a multiple of 128, got 448"


@pytest.mark.gpu
@gpu
def test_non_contiguous_last_dim():
    x = torch.zeros(7168, 4, dtype=torch.bfloat16, device="cuda").t()
    assert _message(aq.act_quant, x) == "act_quant: argument 'x': expected a contiguous last dim (stride 1), got stride (1, 4)"


@pytest.mark.gpu
@gpu
def test_misaligned_row_stride():
    x = torch.zeros(4, 1028, dtype=torch.bfloat16, device="cuda")[:, :1024]
    assert _message(aq.act_quant, x) == "act_quant: argument 'row stride of x': expected a multiple of 8, got 1028"


@pytest.mark.gpu
@gpu
def test_wrong_out_tensor():
    x = torch.randn(4, 1024, device="cuda").to(torch.bfloat16)
    y = torch.empty(4, 1024, dtype=torch.float8_e4m3fn, device="cuda")
    s = torch.empty(4, 8, dtype=torch.float32, device="cuda")
    assert _message(aq.act_quant, x, out=(y, s)) == (
        "act_quant: argument 'out (s)': expected torch.float8_e8m0fnu tensor of shape (4, 8) on cuda:0, got torch.float32 tensor of shape (4, 8) on cuda:0"
    )


@pytest.mark.gpu
@gpu
def test_empty_and_single_row_inputs():
    y, s = aq.act_quant(torch.empty(0, 7168, dtype=torch.bfloat16, device="cuda"))
    assert y.shape == (0, 7168) and s.shape == (0, 56)
    x = torch.randn(7168, device="cuda").to(torch.bfloat16)
    y, s = aq.act_quant(x)
    assert y.shape == (7168,) and s.shape == (56,)


def test_built_combinations_are_listed_once():
    """A shape-only call passes no choice the op derives from x (its dtype), so per_token_cast's
    variants for bf16 and fp32 input read alike: each combination is listed once."""
    from generated import per_token_cast as ptc

    msg = _message(ptc.per_token_cast, torch.empty(4, 7168, dtype=torch.bfloat16, device="meta"), block=64, whole_row=True)
    combos = msg.split("expected one of the built combinations (")[1].split("), got ")[0].split("; ")
    assert len(combos) == len(set(combos)) and "block=128, whole_row=True, scale_fmt='none'" in combos, msg


def test_a_choice_that_refuses_to_compare_is_named():
    import decimal

    assert _message(aq.act_quant, torch.zeros(4, 7168, dtype=torch.bfloat16), block=decimal.Decimal("sNaN")) == ("act_quant: argument 'block': expected one of [64, 128], got Decimal('sNaN')")


@pytest.mark.parametrize("out, got", [(3, "int 3"), (torch.empty(1), "torch.float32 tensor of shape (1,) on cpu"), ((), "a tuple of 0")])
def test_out_in_a_shape_only_call_is_described(out, got):
    x = torch.empty(4, 7168, dtype=torch.bfloat16, device="meta")
    assert _message(aq.act_quant, x, out=out) == (f"act_quant: argument 'out': expected None when only shapes are traced (torch.compile, fake or meta tensors), got {got}")


def test_fp32_scales_name_the_variant_that_takes_them():
    from generated import fp8_gemm

    meta = lambda *shape, dtype=torch.float8_e4m3fn: torch.empty(*shape, dtype=dtype, device="meta")
    a, b = meta(4, 7168), meta(7168, 7168)
    assert _message(fp8_gemm.fp8_gemm, a, meta(4, 56, dtype=torch.float32), b, meta(56, 56, dtype=torch.float32)) == (
        "fp8_gemm: argument 'sa': expected dtype torch.float8_e8m0fnu (scale_dtype='e8m0'; pass scale_dtype='fp32' for" " a torch.float32 sa), got torch.float32 tensor of shape (4, 56) on meta"
    )
    assert _message(fp8_gemm.fp8_gemm, a, meta(4, 56, dtype=torch.float32), b, meta(56, 56, dtype=torch.float8_e8m0fnu), scale_dtype="fp32") == (
        "fp8_gemm: argument 'sb': expected dtype torch.float32 (scale_dtype='fp32'; pass scale_dtype='e8m0' for"
        " a torch.float8_e8m0fnu sb), got torch.float8_e8m0fnu tensor of shape (56, 56) on meta"
    )
    assert fp8_gemm.fp8_gemm(a, meta(4, 56, dtype=torch.float32), b, meta(56, 56, dtype=torch.float32), scale_dtype="fp32").shape == (4, 7168)
    assert _message(fp8_gemm.fp8_gemm, a, meta(4, 56, dtype=torch.float16), b, meta(56, 56, dtype=torch.float16)) == (
        "fp8_gemm: argument 'sa': expected dtype torch.float8_e8m0fnu, got torch.float16 tensor of shape (4, 56) on meta"
    )


def test_each_custom_op_refuses_the_other_ones_variants():
    """torch.ops.kgen.act_quant_inplace writes x and returns nothing, act_quant returns (y, s):
    a direct call whose inplace picks the other's variants would break its schema."""
    import generated.act_quant  # noqa: F401  (registers the custom ops)

    x = torch.empty(4, 7168, dtype=torch.bfloat16, device="meta")
    assert _message(torch.ops.kgen.act_quant_inplace, x, 128, "ue8m0", "e8m0", False) == (
        "act_quant: argument 'inplace': expected True for torch.ops.kgen.act_quant_inplace (torch.ops.kgen.act_quant takes False), got False"
    )
    assert _message(torch.ops.kgen.act_quant, x, 128, "ue8m0", "e8m0", True) == (
        "act_quant: argument 'inplace': expected False for torch.ops.kgen.act_quant (torch.ops.kgen.act_quant_inplace takes True), got True"
    )


def test_shape_only_calls_check_the_constraints_and_doubled_axes():
    """N % block == 0 (a spec constraint) and swiglu's x [..., 2 * N] hold in a shape-only call too."""
    from generated import swiglu_per_token_cast as swiglu

    assert _message(aq.act_quant, torch.empty(4, 448, dtype=torch.bfloat16, device="meta"), block=128) == ("act_quant: argument 'x.shape[-1]': expected a multiple of 128, got 448")
    assert _message(swiglu.swiglu_per_token_cast, torch.empty(4, 4097, dtype=torch.bfloat16, device="meta")) == (
        "swiglu_per_token_cast: argument 'x.shape[-1]': expected a multiple of 2 (2 * N), got 4097"
    )


def test_a_per_block_casts_row_tile_is_its_row_block():
    """Family.fixed_knobs: the module's TILING holds the row tile the kernel runs (one row block
    a CTA), which the op's guard-free test (M % block_m) and the row-step check read."""
    from generated import per_block_cast as pbc

    assert all(pbc.TILING[name]["block_m"] == p["block_rows"] for name, p in pbc.VARIANTS.items())
