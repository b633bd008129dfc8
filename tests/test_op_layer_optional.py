"""The shared op layer's optional tensors (a spec's `unless`), on the topk family: the op's
signature and torch custom ops, the runtime's pick of a variant by the inputs given, and the
specs whose optional tensors the layer refuses, at their line (CPU)."""

from __future__ import annotations

import inspect

import pytest
import torch

from conftest import ROOT
from generated import topk_gate as module
from kgen import runtime as rt
from kgen.errors import SpecError
from kgen.families import TEMPLATES
from kgen.runtime.errors import OpArgumentError
from kgen.spec import parse_spec

SPEC = ROOT / "specs" / "topk_gate.yaml"
# Both presence patterns, k and a choice (c) that alone decides whether w is taken.
VARIANTS = {
    "plain": {"k": 6, "c": "a", "lacks_w": True},
    "plain8": {"k": 8, "c": "a", "lacks_w": True},
    "weighted": {"k": 6, "c": "b", "lacks_w": False},
}


def test_an_optional_input_defaults_to_none_and_decides_its_param():
    params = inspect.signature(module.topk_gate).parameters
    assert list(params) == ["scores", "bias", "k", "score_func", "out"]
    assert params["bias"].default is None and params["bias"].kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    assert module.CHOICES == ("k", "score_func") and module.OPTIONAL == {"bias": "indices_only"}


def test_each_output_pattern_is_its_own_torch_op():
    assert str(torch.ops.kgen.topk_gate.default._schema) == "kgen::topk_gate(Tensor scores, SymInt k, str score_func) -> Tensor"
    assert str(torch.ops.kgen.topk_gate_weighted.default._schema) == "kgen::topk_gate_weighted(Tensor scores, Tensor bias, SymInt k, str score_func) -> (Tensor, Tensor)"


def test_the_kernel_shapes_leave_out_what_a_variant_lacks():
    d = {"M": 5, "N": 256}
    assert list(module.shapes({**d, **module.VARIANTS["topk6"]})) == ["scores", "indices"]
    assert list(module.shapes({**d, **module.VARIANTS["v4_k6"]})) == ["scores", "bias", "weights", "indices"]


def test_given_drops_the_inputs_passed_as_none():
    x = torch.empty(2)
    assert rt.given({"x": x, "w": None}) == {"x": x}


@pytest.mark.parametrize(
    "inputs, choice, name",
    [
        ({}, {"k": 6, "c": "a"}, "plain"),
        ({}, {"k": 8, "c": "a"}, "plain8"),
        ({"w": torch.empty(2)}, {"k": 6, "c": "b"}, "weighted"),
    ],
)
def test_the_inputs_given_pick_the_variant(inputs, choice, name):
    assert rt.pick_with_optional("op", VARIANTS, {"w": "lacks_w"}, inputs, **choice) == name


@pytest.mark.parametrize(
    "inputs, choice, expected, got",
    [
        # Only c decides: k=6 takes w with c='b', so k is not named.
        ({"w": torch.empty(2)}, {"k": 6, "c": "a"}, "None with c='a'", "torch.float32 tensor of shape (2,) on cpu"),
        ({}, {"k": 6, "c": "b"}, "a torch.Tensor with c='b'", "NoneType"),
        # No single choice changed alone takes w (k=8 has no weighted variant): both are named.
        ({"w": torch.empty(2)}, {"k": 8, "c": "a"}, "None with k=8, c='a'", "torch.float32 tensor of shape (2,) on cpu"),
    ],
)
def test_an_input_that_no_variant_of_the_choices_takes_so_is_named(inputs, choice, expected, got):
    with pytest.raises(OpArgumentError) as e:
        rt.pick_with_optional("op", VARIANTS, {"w": "lacks_w"}, inputs, **choice)
    assert (e.value.argument, e.value.expected, e.value.actual) == ("w", expected, got)


def test_without_choices_the_input_is_named_with_what_every_variant_does():
    with pytest.raises(OpArgumentError) as e:
        rt.pick_with_optional("op", {"only": {"lacks_w": True}}, {"w": "lacks_w"}, {"w": torch.empty(2)})
    assert (e.value.argument, e.value.expected) == ("w", "None (every variant of the op takes it so)")


def test_a_choice_no_variant_has_is_named_before_the_inputs():
    with pytest.raises(OpArgumentError) as e:
        rt.pick_with_optional("op", VARIANTS, {"w": "lacks_w"}, {"w": torch.empty(2)}, k=5, c="a")
    assert e.value.argument == "k"


def _refused(edits, monkeypatch=None, **family) -> SpecError:
    text = SPEC.read_text()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new, 1)
    for name, value in family.items():
        monkeypatch.setattr(TEMPLATES["topk"], name, value)
    with pytest.raises(SpecError) as e:
        parse_spec(str(SPEC), text)
    return e.value


BIAS = "  bias: {shape: [N], dtype: fp32, unless: indices_only, init: {tied_normal: 1.0}}\n"
SCORES = "  scores: {shape: [M, N], dtype: fp32, init: {tied_normal: 0.5}}\n"


def test_an_optional_first_input_is_refused_at_its_unless():
    e = _refused([(SCORES + BIAS, BIAS + SCORES)])
    assert e.field == "inputs.bias.unless" and "none on the first input" in e.expected


def test_an_output_whose_unless_no_input_decides_is_refused():
    # Weighted variants only, bias always taken: nothing the caller gives tells whether weights come back.
    e = _refused(
        [
            ("indices_only: {values: [true, false]", "indices_only: {values: [false]"),
            ("dtype: fp32, unless: indices_only, init", "dtype: fp32, init"),
            ("constraints:\n  - \"indices_only == (score_func == 'none')\"\n", ""),
            ("  - {name: topk6, k: 6, score_func: none, indices_only: true}\n  - {name: topk8, k: 8, score_func: none, indices_only: true}\n", ""),
            ("    - {variant: topk8, M: 4096, N: 256}\n    - {variant: topk8, M: 65536, N: 256}\n", ""),
            ("  peers: [torch, torch_compile, tilekernels]", "  peers: [torch, torch_compile]"),
            ("  tilekernels:\n    call: tile_kernels.moe:topk_gate\n    args: {num_topk: k}\n    when: \"score_func == 'none'\"\n", ""),
        ]
    )
    assert e.field == "outputs.weights.unless" and "a param that an optional input's unless names" in e.expected


def test_variants_of_one_torch_op_with_other_outputs_are_refused(monkeypatch):
    e = _refused([], monkeypatch, torch_ops={})
    assert e.field == "variants (v4_k6).outputs" and "torch.ops.kgen.topk_gate, one schema" in e.expected


def test_a_torch_op_that_no_input_tells_apart_is_refused(monkeypatch):
    e = _refused([], monkeypatch, torch_ops={"weighted": ("indices_only", False), "eight": ("k", 8)})
    assert e.field == "params.k" and "torch.ops.kgen.topk_gate_eight" in e.expected
