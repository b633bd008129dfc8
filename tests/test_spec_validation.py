"""Malformed specs: one small edit to specs/act_quant.yaml each, and the exact diagnostic (CPU).

Every row names the edit (find -> replace, each find occurring once; a bare string is the whole
file) and the full message: file:line:column, field, expected, found and the hint.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import edited
from kgen.errors import SpecError
from kgen.spec import parse_spec
from kgen.families import TEMPLATES

FILE = "specs/act_quant.yaml"
TEXT = (Path(__file__).resolve().parents[1] / FILE).read_text()

CASES = [
    (
        "init_unknown_kind",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: gaussian}")],
        "specs/act_quant.yaml:40:59: inputs.x.init: expected one of activations, normal, bytes, found 'gaussian' (valid: activations, bytes, normal)",
    ),
    (
        "init_indices_unknown_dim",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {indices: {high: n}}}")],
        "specs/act_quant.yaml:40:76: inputs.x.init.indices.high: expected names of dims or params, found unknown name 'n' in 'n' (did you mean 'N'?)",
    ),
    (
        "tolerance_negative",
        [("y: {shape: [M, N], dtype: fp8_e4m3,", "y: {shape: [M, N], dtype: fp8_e4m3, tolerance: {rel: -1},")],
        "specs/act_quant.yaml:42:56: outputs.y.tolerance.rel: expected a number > 0, found -1",
    ),
    # At rel 1 an all-zero output passes: its relative error is exactly 1.
    (
        "tolerance_rel_one",
        [("y: {shape: [M, N], dtype: fp8_e4m3,", "y: {shape: [M, N], dtype: fp8_e4m3, tolerance: {rel: 1.0},")],
        "specs/act_quant.yaml:42:56: outputs.y.tolerance.rel: expected a number < 1, found 1.0",
    ),
    # Both keys at once is one key too many, not an unknown one.
    (
        "tolerance_rel_and_abs",
        [("y: {shape: [M, N], dtype: fp8_e4m3,", "y: {shape: [M, N], dtype: fp8_e4m3, tolerance: {rel: 0.1, abs: 0.5},")],
        "specs/act_quant.yaml:42:50: outputs.y.tolerance: expected one of the keys rel, abs, not both, found rel, abs",
    ),
    (
        "tolerance_empty",
        [("y: {shape: [M, N], dtype: fp8_e4m3,", "y: {shape: [M, N], dtype: fp8_e4m3, tolerance: {},")],
        "specs/act_quant.yaml:42:50: outputs.y.tolerance: expected at least 1 entry, found none",
    ),
    (
        "param_key_misspelled",
        [("  block: {values", "  blok: {values")],
        "specs/act_quant.yaml:16:3: params.blok: expected the param 'block' (template 'quant' needs block, scale_fmt, scale_dtype, inplace, out_format, rounding), found 'blok' (did you mean 'block'?)",
    ),
    (
        "field_misspelled",
        [("  block: {values: [64, 128]", "  block: {valuse: [64, 128]")],
        "specs/act_quant.yaml:16:11: params.block.valuse: expected one of the keys values, any_dtype_of_width, doc, keyword, found unknown key 'valuse' (did you mean 'values'?)",
    ),
    (
        "unknown_top_level_key",
        [("template: quant\n", "template: quant\nowner: kgen-team\n")],
        "specs/act_quant.yaml:9:1: owner: expected one of the keys kgen, op, doc, template, dims, params, constraints, variants, defaults, inputs, outputs, tiling, compute, reference, tests, bench, found unknown key 'owner' (valid: bench, compute, constraints, defaults, dims, doc, inputs, kgen, op, outputs, params, reference, template, tests, tiling, variants)",
    ),
    (
        "required_top_level_key_misspelled",
        [("reference: kgen", "refrence: kgen")],
        "specs/act_quant.yaml:50:1: refrence: expected one of the keys kgen, op, doc, template, dims, params, constraints, variants, defaults, inputs, outputs, tiling, compute, reference, tests, bench, found unknown key 'refrence' (did you mean 'reference'?)",
    ),
    ("missing_reference", [("reference: kgen.reference.quant:quantize\n", "")], "specs/act_quant.yaml:1:1: reference: expected a 'reference' entry, found none (add 'reference:')"),
    (
        "bad_reference_format",
        [("reference: kgen.reference.quant:quantize", "reference: kgen.reference.quant.quantize")],
        "specs/act_quant.yaml:50:12: reference: expected module.path:function, found 'kgen.reference.quant.quantize'",
    ),
    (
        "runtime_max_past_int32",
        [("min: 0, max: 16777216", "min: 0, max: 1180591620717411303424")],
        "specs/act_quant.yaml:11:35: dims.M.max: expected at most 2147483647 (a kernel takes each runtime size as a 32-bit integer), found 1180591620717411303424",
    ),
    ("wrong_type_min", [("min: 0, max", "min: zero, max")], "specs/act_quant.yaml:11:27: dims.M.min: expected an integer, found the string 'zero'"),
    ("quoted_int_in_values", [("values: [448, 1024", "values: [448, '1024'")], "specs/act_quant.yaml:12:35: dims.N.values[1]: expected an integer, found the string '1024'"),
    ("dim_without_body", [("  M: {kind: runtime, min: 0, max: 16777216, doc: tokens (all leading dims of x)}", "  M:")], "specs/act_quant.yaml:11:5: dims.M: expected a mapping, found nothing"),
    ("dim_name_not_a_name", [("  ld: {kind", "  3: {kind")], "specs/act_quant.yaml:13:3: dims.3: expected a name of letters, digits and _, found '3'"),
    ("dim_kind_misspelled", [("M: {kind: runtime", "M: {kind: runtme")], "specs/act_quant.yaml:11:13: dims.M.kind: expected one of runtime, static, found 'runtme' (did you mean 'runtime'?)"),
    (
        "runtime_min_above_max",
        [("min: 0, max: 16777216", "min: 4096, max: 1024")],
        "specs/act_quant.yaml:11:38: dims.M.max: expected a maximum >= min (4096), found 1024 (an empty range admits no shape)",
    ),
    (
        "runtime_dim_with_values",
        [("M: {kind: runtime, min: 0,", "M: {kind: runtime, values: [1], min: 0,")],
        "specs/act_quant.yaml:11:22: dims.M.values: expected min/max for a runtime dim, found 'values' (runtime dims take a range; make it kind: static to list values)",
    ),
    (
        "static_dim_with_values_and_default",
        [("ld: {kind: static, default: N,", "ld: {kind: static, values: [512], default: N,")],
        "specs/act_quant.yaml:13:7: dims.ld: expected exactly one of 'values' or 'default', found both",
    ),
    ("static_dim_with_neither", [("ld: {kind: static, default: N,", "ld: {kind: static,")], "specs/act_quant.yaml:13:7: dims.ld: expected exactly one of 'values' or 'default', found neither"),
    (
        "static_dim_with_min",
        [("N: {kind: static, values", "N: {kind: static, min: 1, values")],
        "specs/act_quant.yaml:12:21: dims.N.min: expected values or default for a static dim, found 'min' (static dims list their values; make it kind: runtime for a range)",
    ),
    ("static_values_repeated", [("[448, 1024, 1536", "[448, 1024, 1024")], "specs/act_quant.yaml:12:41: dims.N.values[2]: expected distinct values, found 1024 again (first at values[1])"),
    (
        "default_uses_own_dim",
        [("default: N,", "default: ld,")],
        "specs/act_quant.yaml:13:31: dims.ld.default: expected params, dims without a default, or defaults declared above ld, found 'ld' in 'ld' (a default cannot use its own dim)",
    ),
    (
        "default_uses_later_default",
        [("  ld: {kind: static, default: N,", "  pad: {kind: static, default: ld}\n  ld: {kind: static, default: N,")],
        "specs/act_quant.yaml:13:32: dims.pad.default: expected params, dims without a default, or defaults declared above pad, found 'ld' in 'ld' (declare pad after ld)",
    ),
    (
        "param_values_of_mixed_types",
        [("out_format: {values: [e4m3]}", "out_format: {values: [e4m3, 3]}")],
        "specs/act_quant.yaml:20:24: params.out_format.values: expected values of one type (integers, floats, strings or booleans), found [e4m3, 3]",
    ),
    (
        "param_value_yaml_reads_as_a_switch",
        [("  scale_fmt: {values: [ue8m0, none]", "  scale_fmt: {values: [ue8m0, no]")],
        "specs/act_quant.yaml:17:31: params.scale_fmt.values[1]: expected a switch written true or false, found no, which YAML 1.1 reads as false (write true or false, or quote it for text)",
    ),
    (
        "param_values_number_and_quoted_number",
        [("  block: {values: [64, 128]", "  block: {values: [64, 128, '64']")],
        "specs/act_quant.yaml:16:19: params.block.values: expected values of one type (integers, floats, strings or booleans), found [64, 128, '64']",
    ),
    (
        "param_named_like_a_dim",
        [("  rounding: {values: [divide]", "  M: {values: [1]}\n  rounding: {values: [divide]")],
        "specs/act_quant.yaml:21:3: params.M: expected a name no other dim, param or tensor has (each becomes an argument or local of the op), found 'M', also dims.M (rename one of them)",
    ),
    (
        "constraint_rejects_a_static_value",
        [("  - ld >= N\n", "  - ld >= N\n  - N % 4096 == 0\n")],
        "specs/act_quant.yaml:12:30: dims.N.values[0]: expected a value that some variant can use, found 448, which every variant's constraints reject (remove it or fix the constraints)",
    ),
    (
        "constraint_rejects_every_value",
        [("  - N % block == 0\n", "  - N % block == 0\n  - N % 8192 == 0\n")],
        "specs/act_quant.yaml:31:5: variants[0] (gemm_input): expected at least one shape meeting every constraint, found none: no allowed value meets 'N % 8192 == 0' (relax the constraint, add a dim value, or drop the variant)",
    ),
    (
        "constraint_unknown_name",
        [("  - N % block == 0", "  - N % blocks == 0")],
        "specs/act_quant.yaml:24:5: constraints[0]: expected names of dims or params, found unknown name 'blocks' in 'N % blocks == 0' (did you mean 'block'?)",
    ),
    (
        "constraint_syntax_error",
        [("  - ld >= N\n", "  - ld >=\n")],
        "specs/act_quant.yaml:25:5: constraints[1]: expected an expression, found 'ld >=' (not a valid expression: 'ld >=' (invalid syntax))",
    ),
    ("constraint_not_boolean", [("  - ld >= N\n", "  - ld >= N\n  - N\n")], "specs/act_quant.yaml:26:5: constraints[2]: expected a boolean, found an integer 'N'"),
    (
        "constraint_adds_string_to_int",
        [("  - ld >= N\n", "  - ld >= N\n  - block + scale_fmt == 1\n")],
        "specs/act_quant.yaml:26:5: constraints[2]: expected an integer, found a string 'scale_fmt' in 'block + scale_fmt == 1'",
    ),
    (
        "constraint_compares_int_with_string",
        [("  - ld >= N\n", "  - ld >= N\n  - M < scale_fmt\n")],
        "specs/act_quant.yaml:26:5: constraints[2]: expected an integer, found a string 'scale_fmt' in 'M < scale_fmt'",
    ),
    (
        "constraint_divides_by_runtime_zero",
        [("  - ld >= N\n", "  - ld >= N\n  - N % M == 0\n")],
        "specs/act_quant.yaml:26:5: constraints[2]: expected a divisor that is at least 1 for every shape, found 'M' in 'N % M == 0', which is 0 for variant gemm_input, M=0 (raise the min of a runtime dim it uses, or divide by something else)",
    ),
    (
        "shape_unknown_name",
        [("s: {shape: [M, N // block]", "s: {shape: [M, N // blk]")],
        "specs/act_quant.yaml:43:18: outputs.s.shape[1]: expected names of dims or params, found unknown name 'blk' in 'N // blk' (did you mean 'block'?)",
    ),
    ("strides_length_mismatch", [("strides: [ld, 1]", "strides: [ld]")], "specs/act_quant.yaml:40:31: inputs.x.strides: expected 2 strides (one per shape entry), found 1"),
    (
        "dtype_misspelled",
        [("dtype: bf16}", "dtype: bf61}")],
        "specs/act_quant.yaml:40:47: inputs.x.dtype: expected one of bf16, fp16, fp32, fp8_e4m3, fp4_e2m1x2, e8m0, int16, int32, int64, uint8, found 'bf61' (variant gemm_input) (did you mean 'bf16'?)",
    ),
    (
        "dtype_placeholder_unknown_param",
        [('"{scale_dtype}"', '"{scale_dtyp}"')],
        "specs/act_quant.yaml:43:38: outputs.s.dtype: expected a dtype or a {param} placeholder, found '{scale_dtyp}' (unknown param 'scale_dtyp'; did you mean 'scale_dtype'?)",
    ),
    (
        "dtype_placeholder_attribute",
        [('"{scale_dtype}"', '"{scale_dtype.upper}"')],  # formatted as a bound method's repr, its address changing run to run
        "specs/act_quant.yaml:43:38: outputs.s.dtype: expected a dtype or a {param} placeholder (a param's name alone in braces), found '{scale_dtype.upper}'",
    ),
    (
        "dtype_placeholder_unclosed",
        [('"{scale_dtype}"', '"{scale_dtype"')],
        "specs/act_quant.yaml:43:38: outputs.s.dtype: expected a dtype or a {param} placeholder, found '{scale_dtype' (expected '}' before end of string)",
    ),
    ("unless_not_boolean", [("unless: inplace}\n  s", "unless: block}\n  s")], "specs/act_quant.yaml:42:47: outputs.y.unless: expected the name of a boolean param, found 'block' (valid: inplace)"),
    (
        "duplicate_key",
        [("  out_format: {values: [e4m3]}\n", "  out_format: {values: [e4m3]}\n  block: {values: [64]}\n")],
        "specs/act_quant.yaml:21:3: params.block: expected each key once, found a second 'block' (remove or merge the duplicate)",
    ),
    (
        "duplicate_key_in_variant",
        [("{name: fp32, block: 128,", "{name: fp32, block: 128, block: 64,")],
        "specs/act_quant.yaml:32:30: variants[2].block: expected each key once, found a second 'block' (remove or merge the duplicate)",
    ),
    (
        "duplicate_variant_name",
        [("{name: ue8m0_fp32,", "{name: gemm_input,")],
        "specs/act_quant.yaml:31:12: variants[1].name: expected a unique variant name, found 'gemm_input' again (first at variants[0])",
    ),
    (
        "variant_undeclared_param",
        [("{name: fp32, block: 128,", "{name: fp32, blocks: 128,")],
        "specs/act_quant.yaml:32:18: variants[2].blocks: expected a declared param (block, scale_fmt, scale_dtype, inplace, out_format, rounding), found 'blocks' (did you mean 'block'?)",
    ),
    (
        "variant_value_not_allowed",
        [("{name: fp32, block: 128,", "{name: fp32, block: 256,")],
        "specs/act_quant.yaml:32:25: variants[2].block: expected one of [64, 128], found 256 (add 256 to params.block.values or pick a listed value)",
    ),
    (
        "variant_missing_param",
        [("{name: fp32, block: 128, scale_fmt: none, scale_dtype", "{name: fp32, block: 128, scale_dtype")],
        "specs/act_quant.yaml:32:5: variants[2].scale_fmt: expected a value for param 'scale_fmt', found none (set it in the variant or under defaults: one of [ue8m0, none])",
    ),
    ("tail_unknown_dim", [("tail: {M: specialize,", "tail: {K: specialize,")], "specs/act_quant.yaml:48:10: tiling.tail.K: expected the name of a dim, found 'K' (valid: M, N, ld)"),
    (
        "tail_unknown_policy",
        [("tail: {M: specialize,", "tail: {M: specialise,")],
        "specs/act_quant.yaml:48:13: tiling.tail.M: expected one of require_divisible, guard, specialize, found 'specialise' (did you mean 'specialize'?)",
    ),
    (
        "tail_missing_for_runtime_dim",
        [("tail: {M: specialize, N:", "tail: {N:")],
        "specs/act_quant.yaml:48:9: tiling.tail.M: expected a tail policy for runtime dim 'M', found none (add one of require_divisible, guard, specialize)",
    ),
    (
        "search_knob_not_in_default",
        [("search: {block_m: [1", "search: {block_n: [1")],
        "specs/act_quant.yaml:47:12: tiling.search.block_n: expected a knob of tiling.default (block_m, block_k, threads, ctas_per_sm), found 'block_n' (did you mean 'block_m'?)",
    ),
    (
        "template_misspelled",
        [("template: quant", "template: qaunt")],
        f"specs/act_quant.yaml:8:11: template: expected one of the template families {', '.join(sorted(TEMPLATES))}, found 'qaunt' (did you mean 'quant'?)",
    ),
    (
        "template_input_misspelled",
        [("  x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "  xx: {shape: [M, N], strides: [ld, 1], dtype: bf16}")],
        "specs/act_quant.yaml:40:3: inputs.xx: expected the input 'x' (template 'quant' needs x), found 'xx' (did you mean 'x'?)",
    ),
    (
        "template_rejects_param_value",
        [("scale_fmt: {values: [ue8m0, none]", "scale_fmt: {values: [ue8m0, none, nonee]")],
        "specs/act_quant.yaml:17:23: params.scale_fmt.values: expected values among ue8m0, none (template quant), found 'nonee'",
    ),
    (
        "test_unknown_variant",
        [("{variants: all, M: [33, 257]", "{variants: [gemm_inptu, fp32], M: [33, 257]")],
        "specs/act_quant.yaml:54:17: tests[1].variants[0]: expected a variant name, found 'gemm_inptu' (did you mean 'gemm_input'?)",
    ),
    (
        "test_runtime_dim_out_of_range",
        [("M: [0, 1, 31, 4001, 16384]", "M: [0, 1, 31, 4001, 16777217]")],
        "specs/act_quant.yaml:53:41: tests[0].M[4]: expected a value of M in [0, 16777216], found 16777217",
    ),
    (
        "test_static_dim_value_not_listed",
        [("N: [7168, 448]}", "N: [7168, 4480]}")],
        "specs/act_quant.yaml:53:59: tests[0].N[1]: expected one of N's values [448, 1024, 1536, 2048, 3072, 4096, 7168], found 4480 (add it to the dim's values)",
    ),
    ("test_empty_dim_list", [("M: [33, 257]", "M: []")], "specs/act_quant.yaml:54:24: tests[1].M: expected at least 1 entry, found none"),
    ("test_empty_variant_list", [("{variants: [kv_cache_inplace]", "{variants: []")], "specs/act_quant.yaml:55:16: tests[2].variants: expected at least 1 entry, found none"),
    (
        "bench_shape_missing_dim",
        [("{variant: gemm_input, M: 4096, N: 7168}", "{variant: gemm_input, M: 4096}")],
        "specs/act_quant.yaml:61:7: bench.shapes[1]: expected a value for every dim without a default (N), found none (add N)",
    ),
    (
        "bench_shape_breaks_a_constraint",
        [("{variant: gemm_input, M: 4096, N: 7168}", "{variant: gemm_input, M: 4096, N: 7168, ld: 7000}")],
        "specs/act_quant.yaml:61:7: bench.shapes[1]: expected a shape meeting the constraints, found {variant: gemm_input, M: 4096, N: 7168, ld: 7000} (it breaks constraints[1]: ld >= N)",
    ),
    (
        "tilekernels_call_misspelt_package",
        [("call: tile_kernels.quant:per_token_cast", "call: tile_kernel.quant:per_token_cast")],
        "specs/act_quant.yaml:66:11: bench.tilekernels.call: expected module:function of TileKernels (tile_kernels.* or kgen.*, kgen.peers wrapping it), found 'tile_kernel.quant:per_token_cast' (did you mean 'tile_kernels'?)",
    ),
    (
        "bench_unknown_peer",
        [("peers: [torch, torch_compile, tilekernels]", "peers: [torch, torch_compiel, tilekernels]")],
        "specs/act_quant.yaml:64:18: bench.peers[1]: expected one of torch, torch_compile, tilekernels, cublas, found 'torch_compiel' (did you mean 'torch_compile'?)",
    ),
    (
        "tilekernels_peer_without_call",
        [("peers: [torch, torch_compile, tilekernels]", "peers: [torch, torch_compile]")],
        "specs/act_quant.yaml:65:3: bench.tilekernels: expected a tilekernels call exactly when peers lists tilekernels, found a call without the peer (add tilekernels to bench.peers)",
    ),
    (
        "tilekernels_arg_unknown_name",
        [("num_per_channels: block,", "num_per_channels: blocks,")],
        "specs/act_quant.yaml:67:45: bench.tilekernels.args.num_per_channels: expected names of dims or params, found unknown name 'blocks' in 'blocks' (did you mean 'block'?)",
    ),
    (
        "tilekernels_arg_keyword",
        [("args: {fmt:", 'args: {class: "1", fmt:')],
        "specs/act_quant.yaml:67:12: bench.tilekernels.args: expected keyword argument names (Python identifiers, not keywords), found 'class'",
    ),
    (
        "param_name_with_an_escape",
        [("  block: {values: [64, 128]", '  "blo\\e[31mck": {values: [64, 128]')],  # printed as its escape, not acted on by a terminal
        "specs/act_quant.yaml:16:3: params.blo\\x1b[31mck: expected text with no control character but tab and newline, and no lone surrogate (it is written into the generated module), found U+001B at character 3 of the key",
    ),
    (
        "yaml_syntax_error",
        [("  M: {kind: runtime, min: 0,", "  M: {kind: runtime min: 0,")],
        "specs/act_quant.yaml:11:24: <document>: expected valid YAML, found a syntax error: expected ',' or '}', but got ':'",
    ),
    (
        "yaml_tab_indent",
        [("  N: {kind: static", "\tN: {kind: static")],
        "specs/act_quant.yaml:12:1: <document>: expected valid YAML, found a syntax error: found character '\\t' that cannot start any token",
    ),
    ("yaml_tag", [("op: act_quant", "op: !op act_quant")], "specs/act_quant.yaml:2:5: op: expected a plain YAML value, found the tag '!op' (remove the tag)"),
    (
        "yaml_merge_key",
        [("  - {name: gemm_input,", "  - &gemm {name: gemm_input,"), ("{name: ue8m0_fp32, block: 128, scale_fmt: ue8m0,", "{<<: *gemm, name: ue8m0_fp32,")],
        "specs/act_quant.yaml:31:6: variants[1]: expected a plain YAML value, found '<<', which YAML reads as 'tag:yaml.org,2002:merge' (merge keys are not supported; write the keys out)",
    ),
    (
        "yaml_alias_contains_itself",
        [("peers: [torch, torch_compile, tilekernels]", "peers: &p [torch, *p]")],
        "specs/act_quant.yaml:64:10: bench.peers[1]: expected a value that does not contain itself, found an alias of an enclosing anchor (write the value out)",
    ),
    ("empty_file", "", "specs/act_quant.yaml:1:1: <document>: expected a mapping with the spec's fields, found an empty file"),
    ("not_a_mapping", "- kgen: 1\n", "specs/act_quant.yaml:1:1: <document>: expected a mapping with the spec's fields, found a list of 1"),
    (
        "test_case_missing_dim",
        [("{variants: all, M: [0, 1, 31, 4001, 16384], N: [7168, 448]}", "{variants: all, M: [0, 1, 31, 4001, 16384]}")],
        "specs/act_quant.yaml:53:5: tests[0]: expected a value for every dim without a default (N), found none (add N)",
    ),
    (
        "doc_empty",
        [
            (
                "doc: >\n  Block-wise fp8 (e4m3) activation quantization of DeepSeek-V4: per row and block of\n  `block` columns, amax (floored at 1e-4) times fp32(1/448) is the scale, optionally\n  rounded up to a power of two (ue8m0); y = fp8(clamp(x / s, -448, 448)). The inplace\n  variant writes the fake-quantized value bf16(fp8(y) * s) back into x (KV-cache path).\n",
                "doc: ''\n",
            )
        ],
        "specs/act_quant.yaml:3:6: doc: expected a non-empty string, found an empty one",
    ),
    # numbers that describe no distribution or comparison
    (
        "init_uniform_inverted",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {uniform: [1.0, -1.0]}}")],
        "specs/act_quant.yaml:40:69: inputs.x.init.uniform: expected [low, high] with low < high (one value everywhere would hide misplaced elements), found [1.0, -1.0]",
    ),
    (
        "init_pow2_inverted",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {pow2: [8, -8]}}")],
        "specs/act_quant.yaml:40:66: inputs.x.init.pow2: expected [low, high] with low < high (one value everywhere would hide misplaced elements), found [8, -8]",
    ),
    (
        "init_uniform_one_value",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {uniform: [0, 0]}}")],
        "specs/act_quant.yaml:40:69: inputs.x.init.uniform: expected [low, high] with low < high (one value everywhere would hide misplaced elements), found [0, 0]",
    ),
    (
        "init_pow2_one_value",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {pow2: [3, 3]}}")],
        "specs/act_quant.yaml:40:66: inputs.x.init.pow2: expected [low, high] with low < high (one value everywhere would hide misplaced elements), found [3, 3]",
    ),
    (
        "init_normal_nan",
        [("x: {shape: [M, N], strides: [ld, 1], dtype: bf16}", "x: {shape: [M, N], strides: [ld, 1], dtype: bf16, init: {normal: .nan}}")],
        "specs/act_quant.yaml:40:68: inputs.x.init.normal: expected a finite number, found nan",
    ),
    (
        "tolerance_inf",
        [("y: {shape: [M, N], dtype: fp8_e4m3,", "y: {shape: [M, N], dtype: fp8_e4m3, tolerance: {rel: .inf},")],
        "specs/act_quant.yaml:42:56: outputs.y.tolerance.rel: expected a number < 1, found inf",
    ),
    (
        "param_value_twice",
        [("  block: {values: [64, 128]", "  block: {values: [64, 128, 128]")],
        "specs/act_quant.yaml:16:29: params.block.values[2]: expected distinct values, found 128 again (first at values[1])",
    ),
    (
        "test_variant_twice",
        [("{variants: all, M: [0, 1, 31, 4001, 16384], N: [7168, 448]}", "{variants: [gemm_input, gemm_input], M: [1], N: [7168]}")],
        "specs/act_quant.yaml:53:29: tests[0].variants[1]: expected distinct variant names, found 'gemm_input' again (first at variants[0])",
    ),
    (
        "roofline_negative",
        [('roofline: {bytes: "M * N * 2 +', 'roofline: {bytes: "-M * N * 2 +')],
        "specs/act_quant.yaml:58:21: bench.roofline.bytes: expected a count that is at least 0 for every shape, found \"-M * N * 2 + (0 if inplace else M * N + M * (N // block) * (1 if scale_dtype == 'e8m0' else 4)) + (M * N * 2 if inplace else 0)\", which is -7112 for variant gemm_input",
    ),
    # a reference that cannot take what the tests pass: inputs by position, params by keyword
    (
        "reference_wrong_signature",
        [("reference: kgen.reference.quant:quantize", "reference: kgen.reference.mhc:sinkhorn")],
        "specs/act_quant.yaml:50:12: reference: expected a function taking the inputs by position and the params by keyword, found sinkhorn() given, for variant gemm_input, the keyword argument 'block', which it does not take",
    ),
    (
        "reference_too_few_positions",
        [("reference: kgen.reference.quant:quantize", "reference: kgen.reference.gemm:block_scaled_gemm")],
        "specs/act_quant.yaml:50:12: reference: expected a function taking the inputs by position and the params by keyword, found block_scaled_gemm() given, for variant gemm_input, 1 inputs by position, but it takes at least 4",
    ),
    ("wrong_version", [("kgen: 1", "kgen: 2")], "specs/act_quant.yaml:1:7: kgen: expected spec format version 1, found 2"),
]


def mutate(edits) -> str:
    return edited(TEXT, edits, FILE)


def test_unmodified_spec_loads():
    spec = parse_spec(FILE, TEXT)
    assert spec.op == "act_quant" and len(spec.variants) == 7 and spec.specializations()


# Inputs a fuzzer of specs found slipping past the checks (tracebacks, or builds of a spec that
# says what the op does not do).
CASES += [
    ("yaml_date_is_text", [("min: 0, max", "min: 2020-13-45, max")], "specs/act_quant.yaml:11:27: dims.M.min: expected an integer, found the string '2020-13-45'"),
    (
        "control_character",
        [("doc: tokens (all leading dims of x)", "doc: tokens (all leading dims of x)\x07")],
        "specs/act_quant.yaml:11:80: <document>: expected printable YAML text, found the character 0x07 (remove it)",
    ),
    (
        "default_divides_by_zero",
        [("ld: {kind: static, default: N,", "ld: {kind: static, default: N // 0,")],
        "specs/act_quant.yaml:13:31: dims.ld.default: expected a divisor that is at least 1 for every shape, found '0' in 'N // 0', which is 0 for variant gemm_input (raise the min of a runtime dim it uses, or divide by something else)",
    ),
    (
        "divisor_divides_by_zero",
        [("  - N % block == 0", "  - M % (N // 0) == 0")],
        "specs/act_quant.yaml:24:5: constraints[0]: expected a divisor that is at least 1 for every shape, found '0' in 'M % (N // 0) == 0', which is 0 for variant gemm_input (raise the min of a runtime dim it uses, or divide by something else)",
    ),
    (
        "peer_when_divides_by_zero",
        [("when: \"not inplace and scale_fmt == 'ue8m0'\"", 'when: "M % (M - M) == 0"')],
        "specs/act_quant.yaml:68:11: bench.tilekernels.when: expected a divisor that is at least 1 for every shape, found 'M - M' in 'M % (M - M) == 0', which is 0 for variant gemm_input, M=0 (raise the min of a runtime dim it uses, or divide by something else)",
    ),
    (
        "expression_nested_too_deep",
        [('  roofline: {bytes: "', '  roofline: {bytes: "' + "M + " * 150)],
        "specs/act_quant.yaml:58:21: bench.roofline.bytes: expected an expression, found 'M + M + M + M + M + M + M + M + M + M + M + M + M + M + M + '... (726 characters) (it nests more than 100 levels deep; split it or simplify it)",
    ),
    (
        "float_equal_to_a_listed_integer",
        [("{name: gemm_input, block: 128", "{name: gemm_input, block: 128.0")],
        "specs/act_quant.yaml:30:31: variants[0].block: expected one of [64, 128], found 128.0 (add 128.0 to params.block.values or pick a listed value)",
    ),
    (
        "integer_equal_to_a_listed_boolean",
        [("block: 64, scale_fmt: ue8m0, scale_dtype: e8m0, inplace: true}", "block: 64, scale_fmt: ue8m0, scale_dtype: e8m0, inplace: 1}")],
        "specs/act_quant.yaml:35:87: variants[5].inplace: expected one of [false, true], found 1 (add 1 to params.inplace.values or pick a listed value)",
    ),
    ("op_a_python_keyword", [("op: act_quant", "op: class")], "specs/act_quant.yaml:2:5: op: expected a name the generated Python can use, found 'class', a Python keyword (rename it)"),
    (
        "param_shadows_the_module",
        [("  block: {values: [64, 128]", "  torch: {values: [64, 128]")],
        "specs/act_quant.yaml:16:3: params.torch: expected a name the generated Python can use, found 'torch', a name the generated module already uses (rename it)",
    ),
    (
        "reference_function_missing",
        [("reference: kgen.reference.quant:quantize", "reference: kgen.reference.quant:quantise")],
        "specs/act_quant.yaml:50:12: reference: expected a function defined in kgen.reference.quant, found no function 'quantise' there (did you mean 'quantize'?)",
    ),
    (
        "reference_not_python_source",
        [("reference: kgen.reference.quant:quantize", "reference: math:sqrt")],
        "specs/act_quant.yaml:50:12: reference: expected module:function of an importable Python module (e.g. kgen.reference.quant:quantize), found 'math:sqrt' (no Python source for module 'math')",
    ),
    (
        "threads_over_a_cta",
        [("threads: 128, ctas_per_sm: 1}", "threads: 2048, ctas_per_sm: 1}")],
        "specs/act_quant.yaml:46:49: tiling.default.threads: expected a multiple of 32 from 32 to 1024 (threads a CTA), found 2048",
    ),
    (
        "output_shape_transposed",
        [("y: {shape: [M, N], dtype: fp8_e4m3", "y: {shape: [N, M], dtype: fp8_e4m3")],
        "specs/act_quant.yaml:42:14: outputs.y.shape (variant gemm_input): expected [M, N] (template quant), found [N, M]",
    ),
    (
        "output_dtype_wrong",
        [("y: {shape: [M, N], dtype: fp8_e4m3", "y: {shape: [M, N], dtype: bf16")],
        "specs/act_quant.yaml:42:29: outputs.y.dtype (variant gemm_input): expected fp8_e4m3 (template quant), found 'bf16'",
    ),
    (
        "input_dtype_not_a_kernel_input",
        [("strides: [ld, 1], dtype: bf16}", "strides: [ld, 1], dtype: uint8}")],
        "specs/act_quant.yaml:40:47: inputs.x.dtype: expected one of bf16, fp16, fp32 (template quant), found 'uint8' (variant gemm_input)",
    ),
    ("static_value_zero", [("values: [448, 1024", "values: [0, 1024")], "specs/act_quant.yaml:12:30: dims.N.values[0]: expected a number >= 1, found 0"),
    ("integral_float_in_values", [("values: [448, 1024", "values: [448.0, 1024")], "specs/act_quant.yaml:12:30: dims.N.values[0]: expected an integer, found the number 448.0 (write 448)"),
    ("integral_float_min", [("min: 0, max: 16777216", "min: 0.0, max: 16777216")], "specs/act_quant.yaml:11:27: dims.M.min: expected an integer, found the number 0.0 (write 0)"),
    ("integral_float_version", [("kgen: 1\n", "kgen: 1.0\n")], "specs/act_quant.yaml:1:7: kgen: expected spec format version 1, found 1.0"),
    ("stride_last_not_1", [("strides: [ld, 1]", "strides: [ld, -1]")], "specs/act_quant.yaml:40:36: inputs.x.strides[1]: expected 1 (each row contiguous), found '-1'"),
    (
        "stride_rows_overlap",
        [("strides: [ld, 1]", "strides: [0, 1]")],
        "specs/act_quant.yaml:40:32: inputs.x.strides[0]: expected at least shape[1] * strides[1] for every shape (rows that do not overlap), found '0', which is less for variant gemm_input at N=7168 (write a stride of at least N)",
    ),
    ("stride_not_ld", [("strides: [ld, 1]", "strides: [2 * ld, 1]")], "specs/act_quant.yaml:40:31: inputs.x.strides: expected [ld, 1] (rows ld elements apart; a dim ld declared), found [2 * ld, 1]"),
    ("test_ld_past_int32", [("ld: [512]}", "ld: [1099511627776]}")], "specs/act_quant.yaml:55:76: tests[2].ld[0]: expected a value of ld in [1, 2147483647], found 1099511627776"),
    (
        "reference_of_a_non_package",
        [("reference: kgen.reference.quant:quantize", "reference: this.x:f")],
        "specs/act_quant.yaml:50:12: reference: expected module:function of an importable Python module (e.g. kgen.reference.quant:quantize), found 'this.x:f' (no Python source for module 'this.x')",
    ),
    (
        "reference_in_a_package_without_functions",
        [("reference: kgen.reference.quant:quantize", "reference: kgen.reference:quantize")],
        "specs/act_quant.yaml:50:12: reference: expected a function defined in kgen.reference, found no function 'quantize' there (kgen.reference defines no function at its top level)",
    ),
    (
        "doc_with_unicode_line_separators",
        [("doc: tokens (all leading dims of x)}", 'doc: "tokens\u2028of\u2028x"}'), ("values: [448, 1024", "values: [448, '1024'")],
        "specs/act_quant.yaml:12:35: dims.N.values[1]: expected an integer, found the string '1024'",
    ),
    # U+0085 (NEL) in a comment breaks the line for YAML 1.1, not for an editor: the error says so.
    (
        "nel_in_a_comment",
        [("template: quant", "template: quant # a\u0085b")],
        "specs/act_quant.yaml:10:1: <document>: expected valid YAML, found a syntax error: could not find expected ':' (YAML reads U+0085 at line 8, column 20 as a line break; remove it)",
    ),
]


@pytest.mark.parametrize(("edits", "message"), [pytest.param(e, m, id=i) for i, e, m in CASES])
def test_malformed_spec(edits, message):
    with pytest.raises(SpecError) as e:
        parse_spec(FILE, mutate(edits))
    assert str(e.value) == message


@pytest.mark.parametrize(
    ("file", "find", "replace", "message"),
    [
        (
            "specs/sinkhorn.yaml",
            "default: {block_n: 128, threads: 128, lanes: 1, factored: false}",
            "default: {block_n: 96, threads: 64, lanes: 1, factored: false}",
            "specs/sinkhorn.yaml:29:22: tiling (bucket large).block_n: expected a multiple of threads // lanes (64): the tokens a CTA's threads take at once, found 96",
        ),
        (
            "specs/sinkhorn.yaml",
            '{name: small, when: "n <= 65536", block_n: 32, lanes: 4}',
            '{name: small, when: "n <= 65536", block_n: 16, lanes: 4}',
            "specs/sinkhorn.yaml:34:50: tiling (bucket small).block_n: expected a multiple of threads // lanes (32): the tokens a CTA's threads take at once, found 16",
        ),
        (
            "specs/sinkhorn.yaml",
            "lanes: [1, 2, 4]",
            "lanes: [1, 3]",
            "specs/sinkhorn.yaml:36:77: tiling.search.lanes[1]: expected 1, 2, 4 or 8 dividing hc (4): a lane holds hc // lanes whole rows, found 3",
        ),
        (
            "specs/hc_split_sinkhorn.yaml",
            'when: "n <= 65536"',
            'when: "hc <= 4"',
            "specs/hc_split_sinkhorn.yaml:41:27: tiling (bucket small).when: expected a condition on n, the token count (template mhc), found hc <= 4",
        ),
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 16"',
            "when: \"scale_dtype == 'e8m0'\"",
            "specs/fp8_gemm.yaml:67:30: tiling (bucket decode16).when: expected a condition on M, the token count, and on N, K, sm_count (template gemm), found scale_dtype == 'e8m0'",
        ),
        (
            "specs/act_quant.yaml",
            "  tail: {M: specialize, N: require_divisible}",
            '  buckets:\n    - {name: small, when: "M <= 64"}\n    - {name: large}\n  tail: {M: specialize, N: require_divisible}',
            "specs/act_quant.yaml:49:5: tiling.buckets: expected no buckets (template quant has one tiling per variant), found 2 buckets",
        ),
        (
            "specs/topk_gate.yaml",
            "default: {block_m: 16, threads: 128, shortlist: false}",
            "default: {block_m: 2, threads: 128, shortlist: false}",
            "specs/topk_gate.yaml:41:34: tiling.default.threads: expected threads a multiple of 32 and block_m a multiple of threads / 32 (whole rows per warp), found block_m 2, threads 128",
        ),
        # a bucket that no token count reaches: never true in M's range, or shadowed by those before it
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 16"',
            'when: "M <= 4"',
            "specs/fp8_gemm.yaml:67:30: tiling (bucket decode16).when: expected a bucket that some M reaches (the first bucket whose `when` holds is taken), found no M in 0..262144 reaches it at any built (N, K) on any GPU; buckets before it take every M it holds for",
        ),
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 8"',
            'when: "M < 0"',
            "specs/fp8_gemm.yaml:66:28: tiling (bucket decode).when: expected a bucket that some M reaches (the first bucket whose `when` holds is taken), found no M in 0..262144 reaches it at any built (N, K) on any GPU",
        ),
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 128"',
            'when: "M >= 0"',
            "specs/fp8_gemm.yaml:84:26: tiling (bucket wide).when: expected a bucket that some M reaches (the first bucket whose `when` holds is taken), found no M in 0..262144 reaches it at any built (N, K) on any GPU; buckets before it take every M it holds for",
        ),
        # a condition on the weight's shape that no built (N, K) meets
        (
            "specs/fp8_gemm.yaml",
            'when: "(M + 191)',
            'when: "N == 6144 and (M + 191)',
            "specs/fp8_gemm.yaml:84:26: tiling (bucket wide).when: expected a bucket that some M reaches (the first bucket whose `when` holds is taken), found no M in 0..262144 reaches it at any built (N, K) on any GPU",
        ),
        # a bucket condition that divides by a GPU's SM count minus something
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 128"',
            'when: "M // (sm_count - 132) <= 1"',
            "specs/fp8_gemm.yaml:78:27: tiling.buckets[6].when: expected a divisor that is at least 1 for every shape, found 'sm_count - 132' in 'M // (sm_count - 132) <= 1', which is -131 for variant e8m0, sm_count=1 (raise the min of a runtime dim it uses, or divide by something else)",
        ),
        (
            "specs/hc_split_sinkhorn.yaml",
            'when: "n <= 65536"',
            'when: "n <= sm_count"',
            "specs/hc_split_sinkhorn.yaml:41:27: tiling.buckets[0].when: expected names of dims or params, found unknown name 'sm_count' in 'n <= sm_count' (valid: eps, hc, iters, n, post_mult)",
        ),
        # tiles past what TileLang's int32 literals or an SM's shared memory hold
        ("specs/act_quant.yaml", "block_m: 32,", "block_m: 1048576,", "specs/act_quant.yaml:46:22: tiling.default.block_m: expected 1 to 65536 (a CTA's tile side), found 1048576"),
        (
            "specs/fp8_gemm.yaml",
            "block_m: 8, block_n: 64, block_k: 256, stages: 4, threads: 128",
            "block_m: 8, block_n: 64, block_k: 256, stages: 40, threads: 128",
            "specs/fp8_gemm.yaml:66:85: tiling.buckets[1].stages: expected 1 to 32 (pipeline stages), found 40",
        ),
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_k: 512, stages: 6}",
            "specs/fp8_gemm.yaml:93:45: tiling (bucket prefill).stages: expected stages whose A and B buffers fit in 227 KiB of shared memory (131072 bytes a stage), found 6",
        ),
        (
            "specs/transpose.yaml",
            "block_m: 64,",
            "block_m: 4096,",
            "specs/transpose.yaml:30:22: tiling.default.block_m: expected a tile of 8-byte elements that fits in 227 KiB of shared memory with block_n 64 (2129920 bytes with its row padding), found 4096",
        ),
        # split-K partials keep the accumulator's layout in a block_n x block_m slab: with the
        # tokens on the MMA's row side, only a square tile fits it
        (
            "specs/fp8_gemm.yaml",
            '{name: small, when: "M <= 128", block_m: 64, threads: 128}',
            '{name: small, when: "M <= 128", block_m: 64, threads: 128, split_k: 2}',
            "specs/fp8_gemm.yaml:78:75: tiling (bucket small).split_k: expected 1 unless the tokens are on wgmma's N side (block_m under 64) or the tile is square: each partial is stored as the accumulator holds it, in a block_n x block_m slab, found 2",
        ),
        # preconversion turns packed e2m1 B into e4m3: fp8_gemm's B is e4m3 already
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, preconvert: true}",
            "specs/fp8_gemm.yaml:93:35: tiling (bucket prefill).preconvert: expected false unless b_format is e2m1 (it converts packed e2m1 B to e4m3), found true",
        ),
        # overlap_promotion alternates two partials over a step's 128-wide K blocks, beside the
        # accumulator: an even count of them, the tokens on the MMA's row side, e4m3 B, and room
        # for three accumulators in a consumer thread's registers
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, overlap_promotion: true, block_k: 128}",
            "specs/fp8_gemm.yaml:93:57: tiling (bucket prefill).block_k: expected an even number of 128-wide K blocks (256 or 512) with overlap_promotion true: the two partials take turns within a step, found 128",
        ),
        (
            "specs/fp8_gemm.yaml",
            '(N // 128)", block_m: 192, threads: 384}',
            '(N // 128)", block_m: 192, threads: 384, block_k: 256, stages: 2, overlap_promotion: true}',
            "specs/fp8_gemm.yaml:84:175: tiling (bucket wide).overlap_promotion: expected false where three accumulators of block_m x block_n / threads floats and 32 more registers a thread (224) exceed the 160 a consumer thread has, found true",
        ),
        (
            "specs/fp8_gemm.yaml",
            'when: "M <= 8", block_m: 8,',
            'when: "M <= 8", overlap_promotion: true, block_m: 8,',
            "specs/fp8_gemm.yaml:66:57: tiling (bucket decode).overlap_promotion: expected false unless b_format is e4m3 and block_m a multiple of 64 (it alternates the partials of fp8_gemm's row-scaled promotion), found true",
        ),
        (
            "specs/fp4_gemm.yaml",
            "block_k: 128, stages: 4, preconvert: true}",
            "block_k: 256, stages: 2, preconvert: true, overlap_promotion: true}",
            "specs/fp4_gemm.yaml:113:157: tiling (bucket preconverted).overlap_promotion: expected false unless b_format is e4m3 and block_m a multiple of 64 (it alternates the partials of fp8_gemm's row-scaled promotion), found true",
        ),
        # m_passes 2 computes the token tile in two passes of half its rows: fp8_gemm's
        # row-scaled loop, one 128-wide K block a step, whole wgmma tiles a pass, one CTA a tile
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_m: 256, m_passes: 2, block_k: 256, stages: 2}",
            "specs/fp8_gemm.yaml:93:59: tiling (bucket prefill).block_k: expected 128 with m_passes 2 (a step's passes are written out for one K block), found 256",
        ),
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_m: 256, m_passes: 3}",
            "specs/fp8_gemm.yaml:93:47: tiling (bucket prefill).m_passes: expected one of 1, 2, found 3",
        ),
        (
            "specs/fp8_gemm.yaml",
            '{name: small, when: "M <= 128", block_m: 64, threads: 128}',
            '{name: small, when: "M <= 128", block_m: 64, threads: 128, m_passes: 2}',
            "specs/fp8_gemm.yaml:78:76: tiling (bucket small).m_passes: expected 1 unless B is e4m3 (or preconverted) and each pass is a multiple of 64 rows of block_m (the passes over the token tile on wgmma's row side), found 2",
        ),
        (
            "specs/fp4_gemm.yaml",
            'when: "M <= 8", block_m: 8, block_n: 64,',
            'when: "M <= 8", m_passes: 2, block_m: 8, block_n: 64,',
            "specs/fp4_gemm.yaml:60:48: tiling (bucket decode).m_passes: expected 1 unless B is e4m3 (or preconverted) and each pass is a multiple of 64 rows of block_m (the passes over the token tile on wgmma's row side), found 2",
        ),
        # multicast: fp8_gemm's loop written out for 2-CTA clusters, one K block a stage, the
        # stages and the C tile side by side in shared memory, column tiles in pairs
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_m: 256, m_passes: 2, block_k: 128, stages: 4, overlap_promotion: false, multicast: true}",
            "specs/fp8_gemm.yaml:93:72: tiling (bucket prefill).stages: expected stages whose A and B buffers fit in 227 KiB of shared memory beside the C tile with multicast true (49152 bytes a stage, 65536 beside), found 4",
        ),
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_k: 128, stages: 3, overlap_promotion: false, multicast: true, warp_specialized: false}",
            "specs/fp8_gemm.yaml:93:109: tiling (bucket prefill).warp_specialized: expected true with multicast true, found false",
        ),
        (
            "specs/fp8_gemm.yaml",
            "{name: prefill}",
            "{name: prefill, block_k: 256, stages: 2, multicast: true}",
            "specs/fp8_gemm.yaml:93:32: tiling (bucket prefill).block_k: expected 128 with multicast true, found 256",
        ),
        (
            "specs/fp4_gemm.yaml",
            "block_k: 128, stages: 4, preconvert: true}",
            "block_k: 128, stages: 4, multicast: true}",
            "specs/fp4_gemm.yaml:113:131: tiling (bucket preconverted).multicast: expected false unless B is e4m3 (or preconverted) and block_m a multiple of 64 (the written-out pipeline is fp8_gemm's, the tokens on wgmma's row side), found true",
        ),
        # outputs other than the ones the family's kernels write
        ("specs/fp8_gemm.yaml", "c: {shape: [M, N], dtype: bf16", "c: {shape: [N, M], dtype: bf16", "specs/fp8_gemm.yaml:43:14: outputs.c.shape: expected [M, N] (template gemm), found [N, M]"),
        ("specs/fp8_gemm.yaml", "c: {shape: [M, N], dtype: bf16", "c: {shape: [M, N], dtype: fp32", "specs/fp8_gemm.yaml:43:29: outputs.c.dtype: expected bf16 (template gemm), found 'fp32'"),
        (
            "specs/sparse_attn.yaml",
            "o: {shape: [b, m, h, d], dtype: bf16",
            "o: {shape: [b, m, d, h], dtype: bf16",
            "specs/sparse_attn.yaml:41:14: outputs.o.shape: expected [b, m, h, d] (template sparse_attn), found [b, m, d, h]",
        ),
        (
            "specs/sparse_attn.yaml",
            "o: {shape: [b, m, h, d], dtype: bf16",
            "o: {shape: [b, m, h, d], dtype: fp32",
            "specs/sparse_attn.yaml:41:35: outputs.o.dtype: expected bf16 (template sparse_attn), found 'fp32'",
        ),
        (
            "specs/topk_gate.yaml",
            "indices: {shape: [M, k], dtype: int64}",
            "indices: {shape: [M, k], dtype: int32}",
            "specs/topk_gate.yaml:38:35: outputs.indices.dtype: expected int64 (template topk), found 'int32'",
        ),
        # a search value no tiling of the family takes (nothing else would look at it: the tuner
        # skipped it silently)
        (
            "specs/fp8_gemm.yaml",
            "search: {block_m: [8, 16, 64, 128]",
            "search: {block_m: [8, 16, 64, 100]",
            "specs/fp8_gemm.yaml:96:33: tiling.search.block_m[3]: expected one of 8, 16, 32 or a multiple of 64, found 100",
        ),
        # the op takes a, sa, b, sb; the tests and references take the inputs in the spec's order
        (
            "specs/fp8_gemm.yaml",
            '  a: {shape: [M, K], dtype: fp8_e4m3, init: normal}\n  sa: {shape: [M, K // 128], dtype: "{scale_dtype}", init: {pow2: [-8, 8]}}\n',
            '  sa: {shape: [M, K // 128], dtype: "{scale_dtype}", init: {pow2: [-8, 8]}}\n  a: {shape: [M, K], dtype: fp8_e4m3, init: normal}\n',
            "specs/fp8_gemm.yaml:38:3: inputs: expected a, sa, b, sb first, in this order (the op's arguments; template 'gemm'), found sa, a, b, sb",
        ),
        # a variant whose in_dtype x's declared dtype contradicts (the op picks it by x's dtype)
        (
            "specs/per_token_cast.yaml",
            'x: {shape: [M, N], strides: [ld, 1], dtype: "{in_dtype}"}',
            "x: {shape: [M, N], strides: [ld, 1], dtype: bf16}",
            "specs/per_token_cast.yaml:45:47: inputs.x.dtype: expected '{in_dtype}' (the op picks the variant by x's dtype, and variant npc128_fp32_input has in_dtype fp32), found 'bf16'",
        ),
        # ld's default is the stride proofs, tests and prebuilt kernels take: a contiguous x's
        (
            "specs/per_token_cast.yaml",
            "ld: {kind: static, default: N,",
            "ld: {kind: static, default: 8192,",
            "specs/per_token_cast.yaml:15:31: dims.ld.default: expected N, x's row length (the contiguous stride: the kernel that proofs, tests and ahead-of-time builds take, and that a contiguous x runs), found '8192'",
        ),
        # a default that a constraint refuses: blamed on the default, not on the first variant
        (
            "specs/act_quant.yaml",
            "ld: {kind: static, default: N,",
            "ld: {kind: static, default: N // 2,",
            "specs/act_quant.yaml:13:31: dims.ld.default: expected a default that meets 'ld >= N' (variant gemm_input admits no shape with it), found 'N // 2' (fix the default or the constraint)",
        ),
        # a clause of an `or` that no shape meets: a case the op seems to handle and does not
        (
            "specs/act_quant.yaml",
            "  - N % block == 0\n",
            "  - N % block == 0 or N == 5\n",
            "specs/act_quant.yaml:24:5: constraints[0]: expected clauses that some shape can meet, found 'N == 5' in 'N % block == 0 or N == 5', which no variant meets at any declared shape (remove the clause)",
        ),
        # a shape's dims swapped: the stride would have to cover a runtime dim
        (
            "specs/act_quant.yaml",
            "  x: {shape: [M, N], strides",
            "  x: {shape: [N, M], strides",
            "specs/act_quant.yaml:40:32: inputs.x.strides[0]: expected at least shape[1] * strides[1] for every shape (rows that do not overlap), found 'ld', which is less for variant gemm_input at N=7168 (check the order of inputs.x.shape)",
        ),
        # one variant written without its list
        (
            "specs/act_quant.yaml",
            "  - {variants: [kv_cache_inplace], M:",
            "  - {variants: kv_cache_inplace, M:",
            "specs/act_quant.yaml:55:16: tests[2].variants: expected all or a list, found the string 'kv_cache_inplace' (write [kv_cache_inplace])",
        ),
        # a test entry's key one letter off: named as the typo, not as a missing key
        (
            "specs/transpose.yaml",
            "  - {variants: all, B: [2], M: [33, 256]",
            "  - {variant: all, B: [2], M: [33, 256]",
            "specs/transpose.yaml:42:6: tests[1].variant: expected a 'variants' entry, found 'variant' (did you mean 'variants'?)",
        ),
        # an op named as a folder of the generated package
        (
            "specs/transpose.yaml",
            "op: transpose\n",
            "op: proofs\n",
            "specs/transpose.yaml:2:5: op: expected a name the generated package can use, found 'proofs', the name of its folder generated/proofs/ (the bounds proof records) (rename it)",
        ),
        # an op named beside the folder of a wheel's prebuilt kernels
        (
            "specs/transpose.yaml",
            "op: transpose\n",
            "op: _prebuilt\n",
            "specs/transpose.yaml:2:5: op: expected a public name (the generated package keeps leading underscores for itself: generated/_prebuilt/ holds a wheel's kernels), found '_prebuilt' (drop the underscore)",
        ),
        # the quant family's own rules, and limits at their edges
        (
            "specs/fp8_gemm.yaml",
            "tolerance: {rel: 0.01}",
            "tolerance: {rel: .nan}",
            "specs/fp8_gemm.yaml:43:52: outputs.c.tolerance.rel: expected a finite positive number, found nan (inf would pass every result, nan fail every one)",
        ),
        (
            "specs/act_quant.yaml",
            "  tail: {M: specialize, N: require_divisible}",
            "  tail: {M: specialize, N: guard}",
            "specs/act_quant.yaml:48:9: tiling.tail.N: expected require_divisible (a scale group never straddles a tile), found 'guard'",
        ),
        (
            "specs/per_token_cast.yaml",
            "block: {values: [16, 32, 64, 128]",
            "block: {values: [8, 16, 32, 64, 128]",
            "specs/per_token_cast.yaml:18:19: params.block.values: expected powers of two >= 16 (template quant), found 8",
        ),
        (
            "specs/per_token_cast.yaml",
            "default: {block_m: 1, block_k: 1024, threads: 32, ctas_per_sm: 1}",
            "default: {block_m: 1, block_k: 64, threads: 32, ctas_per_sm: 1}",
            "specs/per_token_cast.yaml:51:34: tiling.default.block_k: expected at least the largest block (128), found 64",
        ),
        (
            "specs/act_quant.yaml",
            "M: {kind: runtime, min: 0, max: 16777216",
            "M: {kind: runtime, min: 16777217, max: 16777216",
            "specs/act_quant.yaml:11:42: dims.M.max: expected a maximum >= min (16777217), found 16777216 (an empty range admits no shape)",
        ),
        (
            "specs/act_quant.yaml",
            "M: {kind: runtime, min: 0, max: 16777216",
            "M: {kind: runtime, min: 0, max: 2147483648",
            "specs/act_quant.yaml:11:35: dims.M.max: expected at most 2147483647 (a kernel takes each runtime size as a 32-bit integer), found 2147483648",
        ),
        (
            "specs/act_quant.yaml",
            "default: {block_m: 32, block_k: 128, threads: 128, ctas_per_sm: 1}",
            "default: {block_m: 32, block_k: 128, threads: 256, ctas_per_sm: 9}",
            "specs/act_quant.yaml:46:67: tiling.default.ctas_per_sm: expected at most 8 with 256 threads (an SM holds 2048 threads), found 9",
        ),
        # strides where the family's kernels lay a tensor out contiguously
        (
            "specs/fp8_gemm.yaml",
            "a: {shape: [M, K], dtype: fp8_e4m3",
            "a: {shape: [M, K], strides: [K, 1], dtype: fp8_e4m3",
            "specs/fp8_gemm.yaml:38:22: inputs.a.strides: expected no strides (template gemm lays a out contiguously; strided: none), found [K, 1] (remove them)",
        ),
    ],
)
def test_declared_tiling_breaks_a_family_rule(file, find, replace, message):
    """The loader applies each family's rules to what a spec declares: the cross-knob tiling
    rules, and the tensors the family's kernels write."""
    text = (Path(__file__).resolve().parents[1] / file).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited(text, [(find, replace)], file))
    assert str(e.value) == message


def test_a_constraint_z3_cannot_decide_is_refused_within_its_resource_limit():
    """A nonlinear modulus used to keep the solver (and kgen build) busy for ever."""
    text = TEXT.replace("  - ld >= N\n", "  - ld >= N\n  - (M * M + N * N) % 1000003 == 17\n")
    with pytest.raises(SpecError, match=r"constraints: expected constraints that Z3 decides, found undecided .* within Z3's resource limit \(simplify the expression\)"):
        parse_spec(FILE, text)


def test_nested_aliases_and_nesting_are_bounded():
    """A document of nested aliases ("billion laughs") or brackets is refused before it takes the
    loader's memory or stack."""
    laughs = "".join(f"zz{i}: &a{i} [" + (", ".join(["q"] * 10) if i == 0 else ", ".join([f"*a{i - 1}"] * 10)) + "]\n" for i in range(9))
    with pytest.raises(SpecError, match=r"expected a spec of at most 100000 values \(aliases expanded\), found more"):
        parse_spec(FILE, TEXT.replace("template: quant\n", "template: quant\n" + laughs))
    for depth in (100, 2000):  # built by kgen's loader, and past what YAML's own parser can recurse
        with pytest.raises(SpecError, match="expected values nested at most 64 deep, found deeper nesting"):
            parse_spec(FILE, TEXT.replace("template: quant\n", "template: quant\nzz: " + "[" * depth + "]" * depth + "\n"))


def test_a_reference_is_found_without_running_any_code(capsys):
    """Looking a reference up imports nothing: `this` (the Zen of Python) prints when imported."""
    with pytest.raises(SpecError, match="no Python source for module 'this.x'"):
        parse_spec(FILE, TEXT.replace("reference: kgen.reference.quant:quantize", "reference: this.x:f"))
    assert capsys.readouterr().out == ""


def test_float_param_in_integer_arithmetic():
    """A float param in integer arithmetic is a kind error like any other (it raised KeyError)."""
    file = "specs/hc_split_sinkhorn.yaml"
    text = (Path(__file__).resolve().parents[1] / file).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited(text, [("eps: eps, post_mult", "eps: eps + 1, post_mult")], file))
    assert str(e.value) == "specs/hc_split_sinkhorn.yaml:59:39: bench.tilekernels.args.eps: expected an integer, found a float 'eps' in 'eps + 1'"


TRANSPOSE = "specs/transpose.yaml"


@pytest.mark.parametrize(
    ("edits", "message"),
    [
        pytest.param(
            [("int16, int32, int64]", "int16, fp32, int64]"), ("bytes4, storage: int32", "bytes4, storage: fp32")],
            "specs/transpose.yaml:15:21: params.storage.values: expected values among uint8, int16, int32, int64 (template transpose: the integer of each element width), found 'fp32'",
            id="storage_not_an_integer",
        ),
        pytest.param(
            [("{name: bytes4, storage: int32}", "{name: bytes4, storage: int16}")],
            "specs/transpose.yaml:20:5: variants[2]: expected a variant whose params differ from every other variant's (the op picks one by its params), found 'bytes4' with the params of 'bytes2' (variants[1]) (give it a param value of its own, or drop it)",
            id="variant_storage_repeated",
        ),
        pytest.param(
            [("N: {kind: runtime, min: 0, max: 1048576,", "N: {kind: static, values: [2048, 7168],"), ("B: guard, N: guard}", "B: guard}"), ("N: [0, 1, 7, 100, 2048, 3072, 4099, 4100]", "N: [2048]")],
            "specs/transpose.yaml:12:13: dims.N.kind: expected runtime (template transpose: every dim is a runtime size), found static (give it min and max instead of values)",
            id="n_static",
        ),
        pytest.param(
            [("B: guard, N: guard}", "B: guard, N: specialize}")],
            "specs/transpose.yaml:34:38: tiling.tail.N: expected guard (one runtime dim at most, here M, has a kernel without its guards), found specialize",
            id="second_unguarded_tail",
        ),
        pytest.param(
            [("{M: specialize, B: guard,", "{M: guard, B: require_divisible,")],
            "specs/transpose.yaml:34:23: tiling.tail.B: expected guard (template transpose: only M's tail has a guard-free kernel), found require_divisible",
            id="b_tail_unguarded",
        ),
        pytest.param(
            [("max: 1048576", "max: 4194304")],
            "specs/transpose.yaml:12:35: dims.N.max: expected at most 4194240 (65535 tiles of the smallest block_n, 64: the grid's y extent), found 4194304",
            id="n_past_the_grid",
        ),
        pytest.param([("max: 65535, doc", "max: 65536, doc")], "specs/transpose.yaml:11:35: dims.B.max: expected at most 65535 (the grid's z extent), found 65536", id="b_past_the_grid"),
        pytest.param([("y: {shape: [B, N, M]", "y: {shape: [B, M, N]")], "specs/transpose.yaml:27:14: outputs.y.shape: expected [B, N, M], found [B, M, N]", id="y_not_transposed"),
        pytest.param(
            [('x: {shape: [B, M, N], dtype: "{storage}"', "x: {shape: [B, M, N], dtype: uint8")],
            "specs/transpose.yaml:25:32: inputs.x.dtype: expected '{storage}' (the kernel moves the bits of each element), found 'uint8'",
            id="x_dtype_fixed",
        ),
        pytest.param(
            [("default: {block_m: 64,", "default: {block_m: 16,")],
            "specs/transpose.yaml:30:22: tiling.default.block_m: expected at least 32 (a warp's 32 lanes and 16 bytes of the narrowest element, 1 byte), found block_m 16, block_n 64",
            id="block_m_below_a_warp",
        ),
        pytest.param([("threads: [128, 256]", "threads: [128, 96]")], "specs/transpose.yaml:31:76: tiling.search.threads[1]: expected a power of two, found 96", id="threads_not_a_power_of_two"),
        pytest.param(
            [('  y: {shape: [B, N, M], dtype: "{storage}"}', '  y: {shape: [B, N, M], dtype: "{storage}"}\n  z: {shape: [B, N, M], dtype: "{storage}"}')],
            "specs/transpose.yaml:28:3: outputs.z: expected only y (template transpose), found 'z'",
            id="second_output",
        ),
    ],
)
def test_malformed_transpose_spec(edits, message):
    """The transpose family's own rules, each pointing at the field that breaks it."""
    text = (Path(__file__).resolve().parents[1] / TRANSPOSE).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(TRANSPOSE, edited(text, edits, TRANSPOSE))
    assert str(e.value) == message


@pytest.mark.parametrize(
    ("file", "find", "replace", "message"),
    [
        pytest.param(
            "specs/cast_back.yaml",
            "block: {values: [128],",
            "block: {values: [128], any_dtype_of_width: true,",
            "specs/cast_back.yaml:14:26: params.block.any_dtype_of_width: expected a param that some input's dtype is ('{block}': the op reads its value off that input's element size), found no input of that dtype",
            id="no_input_of_its_dtype",
        ),
        pytest.param(
            TRANSPOSE,
            " any_dtype_of_width: true,",
            " any_dtype_of_width: false,",
            "specs/transpose.yaml:15:12: params.storage.any_dtype_of_width: expected true (template transpose: the kernel moves any dtype's elements as the integer of their width), found not true",
            id="transpose_needs_it",
        ),
        pytest.param(
            TRANSPOSE,
            " any_dtype_of_width: true,",
            " any_dtype_of_width: 1,",
            "specs/transpose.yaml:15:71: params.storage.any_dtype_of_width: expected true or false, found the number 1",
            id="not_a_boolean",
        ),
    ],
)
def test_any_dtype_of_width_is_refused_where_the_op_cannot_read_it(file, find, replace, message):
    """A param with any_dtype_of_width is read off an input's element size by the op layer
    kgen renders: a spec where no input has it whole is refused at the field."""
    text = (Path(__file__).resolve().parents[1] / file).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited(text, [(find, replace)], file))
    assert str(e.value) == message


def test_any_dtype_of_width_takes_only_the_integers_of_element_widths():
    """A value that is not one integer of a width is refused at its place (transpose's own
    rule says so first for its specs: the check is the shared layer's, for any family)."""
    from kgen.oplayer import check_width_params

    spec = parse_spec(TRANSPOSE, (Path(__file__).resolve().parents[1] / TRANSPOSE).read_text())
    spec.params["storage"] = ("uint8", "fp16", "int32", "int64")
    with pytest.raises(SpecError) as e:
        check_width_params(spec, TEMPLATES["transpose"])
    assert str(e.value) == "specs/transpose.yaml:15:29: params.storage.values[1]: expected the integer of an element width (uint8, int16, int32, int64: the param is any_dtype_of_width), found 'fp16'"


SB_INIT = "sb: {shape: [N, K // 32], dtype: e8m0, init: {pow2: [-8, 8]}}"


@pytest.mark.parametrize(
    ("file", "find", "replace", "message"),
    [
        pytest.param(
            "specs/act_quant.yaml",
            "  default: {block_m: 32, block_k: 128, threads: 128, ctas_per_sm: 1}\n",
            "",
            "specs/act_quant.yaml:45:1: tiling.default: expected a 'default' entry, found none (add 'default:')",
            id="missing_key_at_its_mapping",
        ),
        pytest.param(
            "specs/act_quant.yaml",
            "  - {variants: [kv_cache_inplace], M:",
            "  - {M:",
            "specs/act_quant.yaml:55:5: tests[2].variants: expected a 'variants' entry, found none (add 'variants:')",
            id="missing_key_of_a_list_item",
        ),
        pytest.param(
            "specs/fp4_gemm.yaml",
            SB_INIT,
            SB_INIT.replace("[-8, 8]}", "[-8, 8], seed: 3}"),
            "specs/fp4_gemm.yaml:34:64: inputs.sb.init.seed: expected one of the keys pow2, found unknown key 'seed' (valid: pow2)",
            id="init_form_with_an_unknown_key",
        ),
        pytest.param(
            "specs/fp4_gemm.yaml",
            SB_INIT,
            SB_INIT.replace("pow2", "pow"),
            "specs/fp4_gemm.yaml:34:49: inputs.sb.init: expected a mapping with one of the keys normal, uniform, tied_normal, pow2, indices, found the key 'pow' (did you mean 'pow2'?)",
            id="init_form_misspelled",
        ),
        pytest.param(
            "specs/fp4_gemm.yaml", SB_INIT, SB_INIT.replace("[-8, 8]", "[-8, 8, 0]"), "specs/fp4_gemm.yaml:34:49: inputs.sb.init.pow2: expected at most 2 entries, found 3", id="init_pair_too_long"
        ),
        pytest.param(
            "specs/act_quant.yaml",
            "threads: 128, ctas_per_sm: 1}",
            "threads: 128, ctas_per_sm: 1, stages: 2}",
            "specs/act_quant.yaml:46:70: tiling.default.stages: expected a tiling knob of template 'quant' (block_m, block_k, threads, ctas_per_sm), found 'stages' (valid: block_k, block_m, ctas_per_sm, threads)",
            id="knob_the_template_does_not_have",
        ),
        pytest.param("specs/sinkhorn.yaml", "    - {name: large}\n", "", "specs/sinkhorn.yaml:33:3: tiling.buckets: expected at least 2 entries, found 1", id="too_few_buckets"),
        pytest.param(
            "specs/fp8_gemm.yaml",
            "  a: {",
            "  A: {",
            "specs/fp8_gemm.yaml:38:3: inputs.A: expected the input 'a' (template 'gemm' needs a, sa, b, sb), found 'A' (did you mean 'a'?)",
            id="input_name_in_another_case",
        ),
        pytest.param(
            "specs/hc_split_sinkhorn.yaml",
            "  comb:",
            "  com:",
            "specs/hc_split_sinkhorn.yaml:32:3: outputs.com: expected inputs x with outputs out or inputs mixes, hc_scale, hc_base with outputs pre, post, comb (template mhc), "
            "found inputs mixes, hc_scale, hc_base with outputs pre, post, com",
            id="mhc_tensor_no_form_names",
        ),
        pytest.param(
            "specs/per_token_cast.yaml",
            "block_m: [1, 2, 4, 8]",
            "block_m: [1, 2, 6, 8]",
            "specs/per_token_cast.yaml:52:28: tiling.search.block_m[2]: expected a power of two, found 6",
            id="search_value",
        ),
        pytest.param(
            "specs/sparse_attn.yaml",
            "block_i: 32, stages: 2",
            "block_i: 24, stages: 2",
            "specs/sparse_attn.yaml:54:52: tiling.buckets[0].block_i: expected a power of two >= 16 (the k or n of a tensor-core tile), found 24",
            id="bucket_value",
        ),
        pytest.param(
            "specs/fp8_gemm.yaml",
            '"kgen.peers:cublas_fp8_per_tensor"',
            '"kgen.peers:cublas_fp8_per_tensr"',
            "specs/fp8_gemm.yaml:144:18: bench.cublas.call: expected a function of kgen.peers, found no 'cublas_fp8_per_tensr' there (did you mean 'cublas_fp8_per_tensor'?)",
            id="peer_call_misspelled",
        ),
    ],
)
def test_errors_point_at_the_edited_node(file, find, replace, message):
    """The line and field of the node that is wrong: a missing key at its mapping's key, a
    mapping form judged by the key it names, a tiling value at its own place (default, bucket
    or search list), a template's tensor at its name."""
    text = (Path(__file__).resolve().parents[1] / file).read_text()
    with pytest.raises(SpecError) as e:
        parse_spec(file, edited(text, [(find, replace)], file))
    assert str(e.value) == message


def test_a_param_the_op_chooses_by_shape_is_no_tensors_dtype(monkeypatch):
    """The op checks the dtypes before it binds the dims that choose a chosen_params param
    (Family.chosen_params): one that is a tensor's dtype is refused at that dtype."""
    monkeypatch.setattr(TEMPLATES["transpose"], "chosen_params", ("storage",))
    with pytest.raises(SpecError) as e:
        parse_spec(TRANSPOSE, (Path(__file__).resolve().parents[1] / TRANSPOSE).read_text())
    assert str(e.value).startswith(
        "specs/transpose.yaml:25:"
    ) and "inputs.x.dtype: expected a dtype that is not storage's (template transpose chooses storage at the call's dims, after the op checks the dtypes), found {storage}" in str(e.value)
