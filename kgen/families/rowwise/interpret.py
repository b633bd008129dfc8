"""A rowwise Program run by torch on any device: the spec's own meaning, element by element,
with no kernel in the way. The tests compare it with the op's independent reference (so a
wrong expression fails on a machine with no GPU) and the GPU tests compare the kernels with
that reference.

Arithmetic is fp32 as the kernels do it: `a * b + c` is one fused multiply-add (nvcc
contracts it), emulated exactly in fp64 (a product of two fp32 is exact there); reductions
over a short range run in order, longer ones as torch sums them (the kernels' tree order
differs: a reduction over a long range is only ever compared within a tolerance).
"""

from __future__ import annotations

import torch

from ...reference.quant import E2M1_VALUES, quantize
from .program import Bin, Call, Cmp, Const, Dim, Logic, Neg, Node, Program, Read, Reduce, Var

F32 = torch.float32
_INT_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "//": lambda a, b: a // b, "%": lambda a, b: a % b}
_FLOAT_OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
_CMP_OPS = {"<": lambda a, b: a < b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b, ">=": lambda a, b: a >= b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b}


class _Env:
    """Index variables as tensors that broadcast over [rows, vars...]; depth = rank."""

    def __init__(self, rows: int, device):
        self.rows, self.device = rows, device
        self.vars: dict = {}
        self.row = torch.arange(rows, device=device)
        self.depth = 1

    def bound(self, names: tuple, sizes: tuple) -> "_Env":
        e = _Env(self.rows, self.device)
        e.depth = 1 + len(names)
        e.row = self.row.reshape(-1, *[1] * len(names))
        for k, (v, s) in enumerate(zip(names, sizes)):
            shape = [1] * e.depth
            shape[k + 1] = s
            e.vars[v] = torch.arange(s, device=self.device).reshape(shape)
        return e

    def extended(self, var: str, size: int) -> "_Env":
        e = _Env(self.rows, self.device)
        e.depth = self.depth + 1
        e.row = self.row.unsqueeze(-1)
        e.vars = {k: v.unsqueeze(-1) for k, v in self.vars.items()}
        e.vars[var] = torch.arange(size, device=self.device).reshape([1] * self.depth + [size])
        return e


class Interpreter:
    def __init__(self, program: Program, dims: dict, tensors: dict):
        self.p, self.dims, self.t = program, dims, tensors
        self.lets: dict = {}
        self.outputs: dict = {}

    def size(self, text: str) -> int:
        return int(eval(compile(text, "<size>", "eval"), {"__builtins__": {}}, dict(self.dims)))  # a shape expression the loader parsed

    def run(self) -> dict:
        rows = self.dims[self.p.row_dim]
        base = _Env(rows, next(iter(self.t.values())).device)
        for step in self.p.steps:
            sizes = tuple(self.size(s) for s in step.sizes)
            env = base.bound(step.vars, sizes)
            shape = (rows, *sizes)
            if step.output and step.quantize is None and _raw(self.p, step):
                bits = torch.broadcast_to(self.read(step.value, env, None, raw=True), shape).clone()
                self.outputs[step.name] = bits.view(_TORCH[self.p.tensors[step.name].dtype])
                continue
            value = torch.broadcast_to(self.eval(step.value, env, None), shape)
            if step.quantize is not None:
                q = step.quantize
                y, s = quantize(value.reshape(-1, shape[-1]), block=q.block, scale_fmt=q.scale_fmt, scale_dtype=self.p.tensors[q.scales].dtype, out_format="e4m3", rounding=q.rounding)
                self.outputs[step.name] = y.reshape(shape)
                self.outputs[q.scales] = s.reshape(*shape[:-1], shape[-1] // q.block)
            elif step.output:
                self.outputs[step.name] = value.to(_TORCH[self.p.tensors[step.name].dtype])
            else:
                self.lets[step.name] = value.contiguous()
        return self.outputs

    # --- expressions ------------------------------------------------------------------------
    def eval(self, n: Node, env: _Env, skip: list | None):
        if isinstance(n, Const):
            return n.value
        if isinstance(n, Dim):
            return self.dims[n.name]
        if isinstance(n, Var):
            return env.vars[n.name]
        if isinstance(n, Read):
            return self.read(n, env, skip)
        if isinstance(n, Bin):
            return self.binary(n, env, skip)
        if isinstance(n, Neg):
            return -self.eval(n.a, env, skip)
        if isinstance(n, Cmp):
            a, b = self.number(n.a, env, skip), self.number(n.b, env, skip)
            return _CMP_OPS[n.op](a, b)
        if isinstance(n, Logic):
            args = [self.eval(a, env, skip) for a in n.args]
            if n.op == "not":
                return ~args[0]
            out = args[0]
            for a in args[1:]:
                out = (out & a) if n.op == "and" else (out | a)
            return out
        if isinstance(n, Call):
            return self.call(n, env, skip)
        if isinstance(n, Reduce):
            return self.reduce(n, env)
        raise AssertionError(n)

    def number(self, n: Node, env: _Env, skip):
        v = self.eval(n, env, skip)
        if n.type == "int":
            return v
        return v if torch.is_tensor(v) else torch.tensor(v, dtype=F32)

    def fp32(self, n: Node, env: _Env, skip) -> torch.Tensor:
        v = self.eval(n, env, skip)
        return v.to(F32) if torch.is_tensor(v) else torch.tensor(float(v), dtype=F32)

    def binary(self, n: Bin, env: _Env, skip):
        if n.type == "int":
            a, b = self.eval(n.a, env, skip), self.eval(n.b, env, skip)
            return _INT_OPS[n.op](a, b)
        for mul, other in ((n.a, n.b), (n.b, n.a)):
            if n.op in "+-" and isinstance(mul, Bin) and mul.op == "*" and mul.type == "float" and (mul is n.a or n.op == "+"):
                # nvcc contracts a * b + c into one fused multiply-add: exact product, one rounding
                x, y, c = (self.fp32(v, env, skip).double() for v in (mul.a, mul.b, other))
                return ((x * y + c) if n.op == "+" else (x * y - c)).to(F32)
        a, b = self.fp32(n.a, env, skip), self.fp32(n.b, env, skip)
        return _FLOAT_OPS[n.op](a, b)

    def call(self, n: Call, env: _Env, skip):
        if n.fn == "where":
            c = self.eval(n.args[0], env, skip)
            return torch.where(c, self.fp32(n.args[1], env, skip), self.fp32(n.args[2], env, skip))
        a = [self.fp32(x, env, skip) for x in n.args]
        one = torch.tensor(1.0, dtype=F32)
        fns = {
            "abs": lambda: a[0].abs(),
            "exp": lambda: a[0].exp(),
            "log": lambda: a[0].log(),
            "sqrt": lambda: a[0].sqrt(),
            "rsqrt": lambda: a[0].rsqrt(),
            "sigmoid": lambda: one / (one + (-a[0]).exp()),
            "silu": lambda: a[0] / (one + (-a[0]).exp()),
            "min": lambda: torch.minimum(a[0], a[1]),
            "max": lambda: torch.maximum(a[0], a[1]),
            "clamp": lambda: torch.minimum(torch.maximum(a[0], a[1]), a[2]),
            "bf16": lambda: a[0].to(torch.bfloat16).to(F32),
            "fp16": lambda: a[0].to(torch.float16).to(F32),
            "fp32": lambda: a[0],
            "isnan": lambda: a[0].isnan(),
            "isinf": lambda: a[0].isinf(),
            "isfinite": lambda: a[0].isfinite(),
        }
        return fns[n.fn]()

    def read(self, n: Read, env: _Env, skip: list | None, raw: bool = False):
        if n.let:
            subs = [self.eval(s, env, skip) for s in n.subs]
            return self.lets[n.name][(env.row, *subs)] if subs else self.lets[n.name][env.row]
        t, data = self.p.tensors[n.name], self.t[n.name]
        if raw:  # moved as its bits (a NaN's sign and payload too)
            data = data.view(_BITS[data.element_size()])
        subs = [self.eval(s, env, skip) for s in n.subs]
        valid = None
        for k, s in enumerate(n.subs):
            if isinstance(s, Var) or not any(isinstance(x, Read) for x in _nodes(s)):
                continue
            size = self.size(t.sizes[k])
            ok = (subs[k] >= 0) & (subs[k] < size)
            valid = ok if valid is None else valid & ok
            subs[k] = torch.where(ok, subs[k], torch.zeros_like(subs[k]))
        if t.packed:
            last = subs[-1]
            subs[-1] = last // 2
        index = ([env.row] if t.row else []) + subs
        if data.numel() == 0:  # nothing to read: every read is a skipped or zero gather
            shape = torch.broadcast_shapes(*[i.shape for i in index if torch.is_tensor(i)])
            source = data.view(torch.uint8) if t.dtype in ("fp4_e2m1x2", "e8m0") and not raw else data
            value = torch.zeros(shape, dtype=source.dtype, device=data.device)
        else:
            value = data.view(torch.uint8)[tuple(index)] if t.dtype in ("fp4_e2m1x2", "e8m0") and not raw else data[tuple(index)]
        if not raw:
            value = self.widen(t.dtype, value, last if t.packed else None)
        if valid is None:
            return value
        if skip is not None:
            skip.append(valid)
            return value
        return torch.where(valid, value, torch.zeros((), dtype=value.dtype))

    @staticmethod
    def widen(dtype: str, value: torch.Tensor, element=None):
        if dtype == "fp4_e2m1x2":
            code = (value.to(torch.int64) >> (4 * (element % 2))) & 15
            table = torch.tensor(E2M1_VALUES, dtype=F32, device=value.device)
            magnitude = table[code & 7]
            return torch.where((code & 8) != 0, -magnitude, magnitude)
        if dtype == "e8m0":
            b = value.to(torch.int64)
            out = torch.ldexp(torch.ones_like(b, dtype=F32), b - 127)
            return torch.where(b == 255, torch.full_like(out, float("nan")), out)
        return value if dtype in ("int16", "int32", "int64", "uint8") else value.to(F32)

    def reduce(self, n: Reduce, env: _Env):
        size = self.size(n.size)
        inner = env.extended(n.var, size)
        skip: list = []
        term = self.fp32(n.arg, inner, skip)
        if n.fn == "sumsq":
            term = term * term
        elif n.fn == "absmax":
            term = term.abs()
        shape = torch.broadcast_shapes(term.shape, *[v.shape for v in inner.vars.values()], inner.row.shape)
        term = torch.broadcast_to(term, shape)
        valid = torch.ones(shape, dtype=torch.bool, device=term.device)
        for m in skip:
            valid = valid & m
        identity = {"sum": 0.0, "sumsq": 0.0, "absmax": 0.0, "amax": float("-inf")}[n.fn]
        start = self.fp32(n.start, env, None) if n.start is not None else torch.tensor(identity, dtype=F32)
        product = isinstance(n.arg, Bin) and n.arg.op == "*" and n.fn == "sum"
        if not n.unrolled:
            total = torch.where(valid, term, torch.tensor(identity, dtype=F32))
            red = total.sum(-1) if n.fn in ("sum", "sumsq") else total.amax(-1) if n.fn == "amax" else total.amax(-1)
            return red if n.start is None else start + red
        acc = torch.broadcast_to(start, shape[:-1]).clone()
        if product:
            x = torch.broadcast_to(self.fp32(n.arg.a, inner, None), shape).double()
            y = torch.broadcast_to(self.fp32(n.arg.b, inner, None), shape).double()
        for k in range(size):
            if n.fn in ("sum", "sumsq"):
                new = ((x[..., k] * y[..., k] + acc.double()).to(F32)) if product else acc + term[..., k]
            else:
                new = torch.fmax(acc, term[..., k])
            acc = torch.where(valid[..., k], new, acc)
        return acc


_TORCH = {
    "bf16": torch.bfloat16,
    "fp16": torch.float16,
    "fp32": torch.float32,
    "fp8_e4m3": torch.float8_e4m3fn,
    "e8m0": torch.float8_e8m0fnu,
    "int32": torch.int32,
    "int64": torch.int64,
    "uint8": torch.uint8,
    "int16": torch.int16,
    "fp4_e2m1x2": torch.float4_e2m1fn_x2,
}
_BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}


def _raw(program: Program, step) -> bool:
    v = step.value
    return isinstance(v, Read) and not v.let and program.tensors[v.name].dtype == program.tensors[step.name].dtype


def _nodes(n: Node):
    from .emit import _walk

    return _walk(n)


def run(program: Program, dims: dict, tensors: dict) -> dict:
    """{output name: tensor} for rows of the program's row dim; dims binds every dim."""
    return Interpreter(program, dims, tensors).run()
