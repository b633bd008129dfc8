"""JSON Schema of spec format version 1 (the structure; kgen.spec checks the meaning)."""

SPEC_VERSION = 1

# fp4_e2m1x2: two e2m1 values per byte (torch.float4_e2m1fn_x2); shapes count bytes.
DTYPES = ("bf16", "fp16", "fp32", "fp8_e4m3", "fp4_e2m1x2", "e8m0", "int16", "int32", "int64", "uint8")
# Each dtype's name in torch (torch.<name>).
TORCH_NAMES = {
    "bf16": "bfloat16",
    "fp16": "float16",
    "fp32": "float32",
    "fp8_e4m3": "float8_e4m3fn",
    "fp4_e2m1x2": "float4_e2m1fn_x2",
    "e8m0": "float8_e8m0fnu",
    "int16": "int16",
    "int32": "int32",
    "int64": "int64",
    "uint8": "uint8",
}
DTYPE_BYTES = {"bf16": 2, "fp16": 2, "fp32": 4, "fp8_e4m3": 1, "fp4_e2m1x2": 1, "e8m0": 1, "int16": 2, "int32": 4, "int64": 8, "uint8": 1}
# The integer that moves an element of each width (bytes) as its bits: the values a param with
# any_dtype_of_width takes.
STORAGE_DTYPES = {1: "uint8", 2: "int16", 4: "int32", 8: "int64"}
TAIL_POLICIES = ("require_divisible", "guard", "specialize")
# Peers kgen bench can run: the spec's torch reference eager and compiled, and calls the
# spec declares (TileKernels' op; cuBLAS through an adapter for the GEMMs).
PEERS = ("torch", "torch_compile", "tilekernels", "cublas")
CALL_PEERS = ("tilekernels", "cublas")

_expr = {"type": ["string", "integer"]}
_name = {"type": "string", "pattern": r"^[A-Za-z_][A-Za-z0-9_]*\Z"}  # \Z: $ would also match before a final newline
# Param values; numbers for constants such as an epsilon (write 1.0e-6: YAML 1.1 reads 1e-6 as a string).
_scalar = {"type": ["integer", "number", "string", "boolean"]}
_int_list = {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 1}
_size_list = {"type": "array", "items": {"type": "integer", "minimum": 1}, "minItems": 1}  # a static dim's values: no empty kernels

_dim = {
    "type": "object",
    "properties": {
        "kind": {"enum": ["runtime", "static"]},
        "min": {"type": "integer", "minimum": 0},
        "max": {"type": "integer", "minimum": 0},
        "values": _size_list,
        "default": _expr,
        "doc": {"type": "string"},
    },
    "required": ["kind"],
    "additionalProperties": False,
}

_number = {"type": "number"}
_pair = {"type": "array", "items": _number, "minItems": 2, "maxItems": 2}

# How tests and benchmarks fill an input (default `activations`): bf16-like rows with a
# power-of-two magnitude per row and zero blocks; `normal` N(0, 1) (or {normal: std});
# {uniform: [lo, hi]}; {pow2: [lo, hi]} powers of two 2^k, k in [lo, hi] (scale tensors);
# `bytes` uniform random bytes (packed fp4; any dtype's bit patterns); {tied_normal: p} N(0, 1) with a fraction p of
# rows rounded to multiples of 1/2 (many equal values: tie-breaking rules);
# {indices: {high: expr, skip: p, skip_rows: r}} int indices in [0, high) with a fraction p
# of them -1 and a fraction r of rows (last dim) all -1.
_init = {
    "oneOf": [
        {"enum": ["activations", "normal", "bytes"]},
        {"type": "object", "properties": {"normal": {"type": "number", "exclusiveMinimum": 0}}, "required": ["normal"], "additionalProperties": False},
        {"type": "object", "properties": {"uniform": _pair}, "required": ["uniform"], "additionalProperties": False},
        {"type": "object", "properties": {"tied_normal": {"type": "number", "minimum": 0, "maximum": 1}}, "required": ["tied_normal"], "additionalProperties": False},
        {"type": "object", "properties": {"pow2": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}}, "required": ["pow2"], "additionalProperties": False},
        {
            "type": "object",
            "properties": {
                "indices": {
                    "type": "object",
                    "properties": {"high": _expr, "skip": {"type": "number", "minimum": 0, "maximum": 1}, "skip_rows": {"type": "number", "minimum": 0, "maximum": 1}},
                    "required": ["high"],
                    "additionalProperties": False,
                }
            },
            "required": ["indices"],
            "additionalProperties": False,
        },
    ]
}
# How an output is compared with the reference (default `exact`: the same bits):
# {rel: r} relative Frobenius error <= r; {abs: a} largest absolute error <= a.
# One mapping with both keys and room for one: a mapping that gives both is then told so,
# where one branch per key had it read as the other branch's unknown key.
_tolerance = {
    "oneOf": [
        {"const": "exact"},
        {
            "type": "object",
            # rel under 1: at 1 an all-zero output passes (its error is exactly 1).
            "properties": {"rel": {"type": "number", "exclusiveMinimum": 0, "exclusiveMaximum": 1}, "abs": {"type": "number", "exclusiveMinimum": 0}},
            "minProperties": 1,
            "maxProperties": 1,
            "additionalProperties": False,
        },
    ]
}

_tensor = {
    "type": "object",
    "properties": {
        "shape": {"type": "array", "items": _expr, "minItems": 1},
        "strides": {"type": "array", "items": _expr, "minItems": 1},
        "dtype": {"type": "string"},
        "unless": _name,
        "init": _init,
        "tolerance": _tolerance,
        "doc": {"type": "string"},
    },
    "required": ["shape", "dtype"],
    "additionalProperties": False,
}

_case = {
    "type": "object",
    "properties": {
        "variants": {"oneOf": [{"const": "all"}, {"type": "array", "items": _name, "minItems": 1}]},
    },
    "required": ["variants"],
    "additionalProperties": {"oneOf": [{"type": "integer", "minimum": 0}, _int_list]},
}

_bench_shape = {
    "type": "object",
    "properties": {"variant": _name},
    "required": ["variant"],
    "additionalProperties": {"type": "integer", "minimum": 0},
}

# A peer that is a Python call: `call` is module:function, `args` its keyword arguments as
# expressions over the variant and dims, `when` the variants it covers.
_peer_call = {
    "type": "object",
    "properties": {
        "call": {"type": "string", "pattern": r"^[A-Za-z_][A-Za-z0-9_.]*:[A-Za-z_][A-Za-z0-9_]*\Z"},
        "args": {"type": "object", "additionalProperties": _expr},
        "when": {"type": "string"},
    },
    "required": ["call"],
    "additionalProperties": False,
}

# A tiling knob: a size (>= 1), a count (>= 0) or a switch (true / false); which knobs are
# switches and counts is the template family's to say (its `flags` and `counts`), checked
# after the schema.
_knob = {"type": ["integer", "boolean"], "minimum": 0}

# Runtime-dim buckets: each its own tiling (the knobs it overrides), picked at run time by
# the first `when` that holds; the last bucket has no `when` and takes every other size.
_bucket = {
    "type": "object",
    "properties": {"name": _name, "when": {"type": "string"}},
    "required": ["name"],
    "additionalProperties": _knob,
}

# A composable family's kernel (kgen.families.rowwise): each entry defines a value, an
# intermediate or an output (`y[n]`: its index variables), from an fp32 expression; an output
# may instead be quantized ({quantize: expression, scales: output, ...}).
_quantize = {
    "type": "object",
    "properties": {
        "quantize": {"type": "string"},
        "scales": _name,
        "block": _expr,
        "scale_fmt": {"type": "string"},
        "rounding": {"type": "string"},
    },
    "required": ["quantize", "scales", "block"],
    "additionalProperties": False,
}
_compute = {
    "type": "object",
    "minProperties": 1,
    "propertyNames": {"type": "string", "pattern": r"^[A-Za-z_][A-Za-z0-9_]*(\[ *[A-Za-z_][A-Za-z0-9_]*( *, *[A-Za-z_][A-Za-z0-9_]*)* *\])?\Z"},
    "additionalProperties": {"oneOf": [{"type": "string"}, _quantize]},
}

SCHEMA = {
    "type": "object",
    "properties": {
        "kgen": {"const": SPEC_VERSION},
        "op": _name,
        "doc": {"type": "string", "minLength": 1},
        "template": _name,
        "dims": {"type": "object", "minProperties": 1, "propertyNames": _name, "additionalProperties": _dim},
        "params": {
            "type": "object",
            "propertyNames": _name,
            "additionalProperties": {
                "type": "object",
                # any_dtype_of_width: the param's values are the integers of element widths
                # (STORAGE_DTYPES), and a tensor of dtype "{param}" takes any dtype of that width.
                "properties": {"values": {"type": "array", "items": _scalar, "minItems": 1}, "any_dtype_of_width": {"type": "boolean"}, "doc": {"type": "string"}, "keyword": {"type": "boolean"}},
                "required": ["values"],
                "additionalProperties": False,
            },
        },
        "constraints": {"type": "array", "items": _expr},
        "variants": {
            "type": "array",
            "minItems": 1,
            "items": {
                "type": "object",
                "properties": {"name": _name},
                "required": ["name"],
                "additionalProperties": _scalar,
            },
        },
        "defaults": {"type": "object", "additionalProperties": _scalar},
        "inputs": {"type": "object", "minProperties": 1, "propertyNames": _name, "additionalProperties": _tensor},
        "outputs": {"type": "object", "propertyNames": _name, "additionalProperties": _tensor},
        "tiling": {
            "type": "object",
            "properties": {
                "default": {"type": "object", "minProperties": 1, "additionalProperties": _knob},
                "search": {"type": "object", "additionalProperties": {"type": "array", "items": _knob, "minItems": 1}},
                "tail": {"type": "object", "additionalProperties": {"enum": list(TAIL_POLICIES)}},
                "buckets": {"type": "array", "items": _bucket, "minItems": 2},
            },
            "required": ["default", "tail"],
            "additionalProperties": False,
        },
        "compute": _compute,
        "reference": {"type": "string", "pattern": r"^[A-Za-z_][A-Za-z0-9_.]*:[A-Za-z_][A-Za-z0-9_]*\Z"},
        "tests": {"type": "array", "minItems": 1, "items": _case},
        "bench": {
            "type": "object",
            "properties": {
                "roofline": {
                    "type": "object",
                    "properties": {"bytes": _expr, "flops": _expr},
                    "minProperties": 1,
                    "additionalProperties": False,
                },
                "shapes": {"type": "array", "minItems": 1, "items": _bench_shape},
                "peers": {"type": "array", "items": {"enum": list(PEERS)}, "minItems": 1},
                # The same op in TileKernels: `call` is module:function, `args` its keyword
                # arguments as expressions over the variant, `when` the variants it covers.
                "tilekernels": _peer_call,
                "cublas": _peer_call,
            },
            "required": ["roofline", "shapes", "peers"],
            "additionalProperties": False,
        },
    },
    "required": ["kgen", "op", "doc", "template", "dims", "params", "variants", "inputs", "outputs", "tiling", "reference", "tests", "bench"],
    "additionalProperties": False,
}
