"""The op layer kgen renders from a spec (kgen/families/op.py.j2, kgen/oplayer.py), on the
cast_back family, and the errors a family's own code raises (FamilyError): no GPU needed,
shape-only calls run every argument check."""

from __future__ import annotations

import jinja2
import pytest
import torch

from generated import cast_back as module
from kgen.verify import prove
from kgen.errors import FamilyError
from kgen.pipeline import render
from kgen.runtime.errors import OpArgumentError
from kgen.spec import load_spec
from kgen.families import ENV, TEMPLATES, template_file

op = module.cast_back


def meta(shape, dtype):
    return torch.empty(shape, dtype=dtype, device="meta")


@pytest.mark.parametrize("lead", [(), (1,), (5,), (2, 3)])
@pytest.mark.parametrize("n", [2048, 7168])
def test_the_output_keeps_the_callers_leading_dims(lead, n):
    rows = lead or ()
    y = op(meta((*rows, n), torch.float8_e4m3fn), meta((*rows, n // 128), torch.float32))
    assert (tuple(y.shape), y.dtype) == ((*rows, n), torch.bfloat16)


def test_the_generated_signature_is_the_specs_tensors_in_order():
    import inspect

    params = inspect.signature(op).parameters
    assert list(params) == ["codes", "scales", "out"]
    assert params["out"].kind is inspect.Parameter.KEYWORD_ONLY


@pytest.mark.parametrize(
    "codes, scales, argument, expected, found",
    [
        (((4, 7168), torch.bfloat16), ((4, 56), torch.float32), "codes", "dtype torch.float8_e4m3fn", "bfloat16"),
        (((4, 7168), torch.float8_e4m3fn), ((4, 56), torch.float16), "scales", "dtype torch.float32", "float16"),
        (((4, 7168), torch.float8_e4m3fn), ((4, 57), torch.float32), "scales.shape[-1]", "56", "57"),
        (((4, 7168), torch.float8_e4m3fn), ((5, 56), torch.float32), "scales.shape", "(4,) (the leading dims of codes)", "(5,)"),
        (((2, 2, 7168), torch.float8_e4m3fn), ((4, 56), torch.float32), "scales.shape", "(2, 2) (the leading dims of codes)", "(4,)"),
        (((4, 1024), torch.float8_e4m3fn), ((4, 8), torch.float32), "N", "one of [2048, 7168]", "1024"),
        (((4, 7168), torch.float8_e4m3fn), ((4,), torch.float32), "scales.shape[:-1]", "(4,) (the leading dims of codes)", "()"),
        (((4, 7168), torch.float8_e4m3fn), ((), torch.float32), "scales", "at least 1 dims", "shape ()"),
    ],
)
def test_a_wrong_argument_is_named_with_what_was_expected_and_found(codes, scales, argument, expected, found):
    with pytest.raises(OpArgumentError) as e:
        op(meta(*codes), meta(*scales))
    assert e.value.argument.startswith(argument), e.value
    assert expected in e.value.expected and found in e.value.actual, e.value


def test_a_non_tensor_and_a_strided_tensor_are_refused():
    with pytest.raises(OpArgumentError, match="codes"):
        op([1, 2], meta((4, 56), torch.float32))
    strided = meta((4, 7168 * 2), torch.float8_e4m3fn)[:, ::2]
    with pytest.raises(OpArgumentError, match="contiguous"):
        op(strided, meta((4, 56), torch.float32))


def test_rows_past_the_specs_range_are_refused():
    with pytest.raises(OpArgumentError, match="M.*0 to 16777216"):
        op(meta((16777217, 2048), torch.float8_e4m3fn), meta((16777217, 16), torch.float32))


def test_the_kernel_takes_the_tensors_in_the_specs_order_and_shapes():
    """The contract with the family: inputs then outputs, each in its spec shape."""
    d = {"M": 6, "N": 2048, "block": 128}
    assert module.shapes(d) == {"codes": (6, 2048), "scales": (6, 16), "y": (6, 2048)}
    assert list(module.AXES) == ["codes", "scales"] and module.FOLDED == "M"


@pytest.fixture
def broken_kernel_template(tmp_path, monkeypatch):
    """cast_back's family with its kernel template swapped for a copy with `old` replaced by
    `new`; returns the copy's line that holds `new`."""

    def install(old: str, new: str) -> int:
        source = template_file("cast_back.py.j2").read_text()
        assert old in source
        broken = source.replace(old, new, 1)
        (tmp_path / "broken.py.j2").write_text(broken)
        monkeypatch.setattr(ENV, "loader", jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(tmp_path)), ENV.loader]))
        monkeypatch.setattr(TEMPLATES["cast_back"], "kernel_template", "broken.py.j2")
        monkeypatch.setattr(render, "template_sha256", lambda name: "0" * 64)  # the copy lies outside the families' folder
        return next(i for i, text in enumerate(broken.splitlines(), 1) if new.strip().splitlines()[0] in text)

    return install


def test_a_jinja_error_in_a_family_template_names_its_line(broken_kernel_template):
    line = broken_kernel_template("    return Config(", "    {{ no_such_name }}\n    return Config(")
    with pytest.raises(FamilyError) as e:
        render.render(load_spec("specs/cast_back.yaml"))
    assert f"broken.py.j2:{line}" in str(e.value) and "no_such_name" in str(e.value), e.value
    assert "rendering specs/cast_back.yaml" in str(e.value)


def test_a_tilelang_error_in_a_kernel_body_names_the_template_line_and_the_specialization(broken_kernel_template, capfd):
    line = broken_kernel_template("T.Cast(T.float32, codes[m, j])", "T.Cast(T.float32, codez[m, j])")
    spec = load_spec("specs/cast_back.yaml")
    with pytest.raises(FamilyError) as e:
        prove.prove_specs([(spec, render.render(spec))], jobs=1, records=False)
    message = str(e.value)
    assert f"broken.py.j2:{line}" in message and "NameError: name 'codez' is not defined" in message, message
    assert "variant npc128, N=2048" in message
    assert "make_closure" not in capfd.readouterr().err  # TileLang's rewritten source is not dumped


@pytest.mark.parametrize(
    "old, new, field, expected, line_of",
    [
        ('scales: {shape: [M, "N // block"], dtype: fp32', 'scales: {shape: [M, "N // block"], dtype: bf16', "inputs.scales.dtype", "expected fp32, found bf16", "  scales:"),
        ("codes: {shape: [M, N]", "codes: {shape: [N, M]", "inputs.codes.shape", "expected [M, N], found [N, M]", "  codes:"),
        ("  y: {shape: [M, N], dtype: bf16}", "  y: {shape: [M, N], dtype: bf16}\n  z: {shape: [M, N], dtype: bf16}", "outputs", "expected 1 tensors", "  y:"),
    ],
)
def test_a_spec_whose_tensors_break_the_familys_contract_is_refused_at_its_line(old, new, field, expected, line_of):
    from kgen.errors import SpecError
    from kgen.spec import parse_spec

    text = open("specs/cast_back.yaml").read()
    assert old in text
    changed = text.replace(old, new, 1)
    with pytest.raises(SpecError) as e:
        parse_spec("specs/cast_back.yaml", changed)
    assert e.value.field == field and expected in str(e.value), e.value
    assert e.value.location.line == next(i for i, line in enumerate(changed.splitlines(), 1) if line.startswith(line_of))
