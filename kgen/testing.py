"""Spec-driven test and benchmark harness: inputs, poisoned outputs, bit-exact comparison."""

from __future__ import annotations

import importlib
from dataclasses import dataclass

import torch

from .schema import TORCH_NAMES
from .spec import Spec, Variant

TORCH_DTYPES = {name: getattr(torch, torch_name) for name, torch_name in TORCH_NAMES.items()}
# Outputs are filled with one byte, then another: an element the kernel never writes cannot
# equal the reference under both (0xFF is NaN in fp32, e4m3 and e8m0; both are valid e2m1 pairs).
POISON_BYTES = (0xFF, 0x88)


def reference_fn(spec: Spec):
    module, name = spec.reference.split(":")
    return getattr(importlib.import_module(module), name)


def op_fn(spec: Spec):
    module = importlib.import_module(f"generated.{spec.op}")
    return module, getattr(module, spec.op)


def choice_kwargs(module, variant_name: str) -> dict:
    """The keyword arguments that select this variant in the generated op."""
    return {k: module.VARIANTS[variant_name][k] for k in module.CHOICES}


def random_activations(shape, dtype, gen: torch.Generator, device) -> torch.Tensor:
    """Normal values with a random power-of-two magnitude per row (scales from 2^-20 to 2^20),
    some all-zero 64-column blocks, and exact +-448 multiples, so every scale path is hit."""
    rows, cols = shape
    x = torch.randn(rows, cols, generator=gen, dtype=torch.float32)
    x *= torch.exp2(torch.randint(-20, 21, (rows, 1), generator=gen).float())
    if rows and cols >= 64:
        zero_rows = torch.randint(0, rows, (max(1, rows // 16),), generator=gen)
        x[zero_rows, :64] = 0
        x[zero_rows[:1], 64:65] = 448.0 * 2.0 ** float(torch.randint(-4, 4, (1,), generator=gen))
    return x.to(dtype).to(device)


def fill(init, shape, dtype: torch.dtype, env: dict, gen: torch.Generator, device) -> torch.Tensor:
    """A fresh input of `shape` filled as the spec's `init` says (see kgen.schema._init)."""
    if init == "activations":
        return random_activations(shape, dtype, gen, device)
    if init == "bytes":
        # Every bit pattern of the dtype's width (NaN payloads included): random bytes viewed as it.
        width = torch.empty((), dtype=dtype).element_size()
        raw = torch.randint(0, 256, (*shape[:-1], shape[-1] * width), generator=gen, dtype=torch.uint8)
        return raw.flatten().view(dtype).reshape(shape).to(device)  # flat first: an empty raw's strides do not divide
    ((kind, arg),) = ((init, 1.0),) if init == "normal" else init.items()
    if kind == "normal":
        return (torch.randn(shape, generator=gen) * arg).to(dtype).to(device)
    if kind == "tied_normal":
        x = torch.randn(shape, generator=gen)
        tied = (torch.rand(shape[:-1], generator=gen) < arg).unsqueeze(-1)
        return torch.where(tied, torch.round(x * 2) / 2, x).to(dtype).to(device)
    if kind == "uniform":
        lo, hi = arg
        return (torch.rand(shape, generator=gen) * (hi - lo) + lo).to(dtype).to(device)
    if kind == "pow2":
        lo, hi = arg
        return torch.exp2(torch.randint(lo, hi + 1, shape, generator=gen).float()).to(dtype).to(device)
    if kind == "indices":
        high = int(arg["high"].evaluate(env))
        idx = torch.randint(0, max(high, 1), shape, generator=gen, dtype=torch.int64)
        idx[torch.rand(shape, generator=gen) < arg["skip"]] = -1
        if len(shape):  # whole rows of -1: queries that attend to nothing
            idx[torch.rand(shape[:-1], generator=gen) < arg.get("skip_rows", 0.0)] = -1
        if high == 0:
            idx.fill_(-1)
        return idx.to(dtype).to(device)
    raise ValueError(f"unknown init {init!r}")  # the schema admits no other


@dataclass
class Case:
    """Inputs for one run: the op's arguments, and what the padding of strided inputs held."""

    args: list
    strided: dict  # input name -> (storage tensor, view)
    lead: tuple | None  # the leading dims of row ops' [M, ...] tensors as passed; None for others


def make_case(spec: Spec, variant: Variant, dims: dict, seed: int, device="cuda") -> Case:
    env = spec.env(variant, dims)
    gen = torch.Generator().manual_seed(seed)
    args, strided = [], {}
    for t in spec.inputs.values():
        if t.unless is not None and variant.params[t.unless]:
            continue  # an input this variant does not take (e.g. per-row weights)
        shape = [int(e.evaluate(env)) for e in t.shape]
        dtype = TORCH_DTYPES[spec.dtype(t, variant)]
        if len(shape) == 1 and t.init == "activations":
            # One value per row (per-row weights) unless the spec says otherwise: normal
            # values, signs and all (activation-like rows would need a second dim).
            args.append(torch.randn(shape, generator=gen, dtype=torch.float32).to(dtype).to(device))
        elif t.strides is not None:
            ld = int(t.strides[0].evaluate(env))
            storage = fill(t.init, (shape[0], ld), dtype, env, gen, device)
            view = storage[:, : shape[1]]
            strided[t.name] = (storage, view)
            args.append(view)
        else:
            args.append(fill(t.init, shape, dtype, env, gen, device))
    lead = None
    # Exercise the flattening of leading dims: an even M arrives as (2, M / 2, N), for ops
    # whose every tensor is a 2-D [M, ...] row matrix; a strided view splits its rows too
    # (the storage, whose padding the tests check, is shared).
    row_ops = all(len(t.shape) == 2 and t.shape[0].text == "M" for t in spec.tensors(variant).values())
    if row_ops:
        lead = (env["M"],)
    if row_ops and env["M"] % 2 == 0 and env["M"] > 0:
        lead = (2, env["M"] // 2)
        args = [a.view(*lead) if a.dim() == 1 else a.view(*lead, a.shape[-1]) for a in args]
    return Case(args, strided, lead)


def small_case(spec: Spec, variant: Variant) -> dict:
    """The variant's first test case whose runtime dims are all non-zero, the token dim set to 6."""
    dim, _ = spec.tail_dim()
    runtime = [d.name for d in spec.dims.values() if d.runtime]
    dims = next(d for v, d in spec.test_cases() if v.name == variant.name and all(d[n] for n in runtime))
    return {**dims, dim: 6} if dim else dims


def result_shapes(spec: Spec, variant: Variant, args: list) -> list:
    """(shape, dtype) of each tensor the op returns given args: the reference's outputs, or x
    itself for an in-place variant (which writes it)."""
    if variant.params.get("inplace", False):
        return [(tuple(args[0].shape), args[0].dtype)]
    want = reference_fn(spec)(*[a.clone() for a in args], **variant.params)
    return [(tuple(w.shape), w.dtype) for w in (want if isinstance(want, tuple) else (want,))]


def poisoned_outputs(spec: Spec, variant: Variant, dims: dict, lead: tuple, device="cuda", byte: int = POISON_BYTES[0]) -> tuple | None:
    env = spec.env(variant, dims)
    outs = []
    for t in spec.outputs.values():
        if t.unless is not None and variant.params[t.unless]:
            continue
        shape = [int(e.evaluate(env)) for e in t.shape]
        if lead is not None:  # row ops: outputs keep the caller's leading dims
            shape = list(lead) + shape[1:]
        dtype = TORCH_DTYPES[spec.dtype(t, variant)]
        o = torch.empty(shape, dtype=dtype, device=device)
        o.view(torch.uint8).fill_(byte)
        outs.append(o)
    return tuple(outs) if outs else None


def out_argument(outs: tuple | None) -> dict:
    """The op's `out=` keyword for poisoned_outputs' tensors: the tuple, its one tensor, or
    nothing (an op with no outputs of its own writes in place)."""
    return {"out": outs if len(outs) > 1 else outs[0]} if outs else {}


def checked_tensors(spec: Spec, variant: Variant) -> list:
    """The tensors an op's results are compared as: its outputs, or for in-place ops its inputs."""
    return [t for t in spec.tensors(variant).values() if t.name in spec.outputs] or list(spec.inputs.values())


def problems(spec: Spec, variant: Variant, got: tuple, want: tuple) -> list[str]:
    """What differs between an op's results and the reference's, each under its tolerance."""
    return [p for t, g, w in zip(checked_tensors(spec, variant), got, want) if (p := compare(t.name, g, w, t.tolerance))]


def compare(name: str, got: torch.Tensor, want: torch.Tensor, tolerance="exact") -> str | None:
    """None when got matches want under the output's tolerance, else what differs."""
    if tolerance == "exact":
        return None if same_bits(got, want) else mismatch_report(name, got, want)
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"{name}: got {got.dtype}{tuple(got.shape)}, want {want.dtype}{tuple(want.shape)}"
    g, w = got.double(), want.double()
    # An element the op never wrote holds poison (NaN under 0xFF): NaN only where the reference has it.
    nan = torch.isnan(g) != torch.isnan(w)
    if nan.any():
        return f"{name}: NaN where the reference has none (or the reverse) at {tuple(nan.nonzero()[0].tolist())}"
    g, w = torch.nan_to_num(g), torch.nan_to_num(w)
    if "rel" in tolerance:
        norm = torch.linalg.vector_norm(w).item()
        err = torch.linalg.vector_norm(g - w).item() / norm if norm else torch.linalg.vector_norm(g).item()
        bound, what = tolerance["rel"], "relative Frobenius error"
    else:
        err = (g - w).abs().max().item() if g.numel() else 0.0
        bound, what = tolerance["abs"], "largest absolute error"
    return None if err <= bound else f"{name}: {what} {err:.3g} > {bound:g}"


def raw_bytes(t: torch.Tensor) -> torch.Tensor:
    """t's bytes, flat. A copy with standard strides: contiguous() keeps any stride on a dim of
    size 1 or on an empty tensor, and a view as bytes needs the last stride to be 1."""
    return t.clone(memory_format=torch.contiguous_format).reshape(-1).view(torch.uint8)


def same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return torch.equal(raw_bytes(a), raw_bytes(b))


def mismatch_report(name: str, got: torch.Tensor, want: torch.Tensor) -> str:
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"{name}: got {got.dtype}{tuple(got.shape)}, want {want.dtype}{tuple(want.shape)}"
    g = raw_bytes(got).reshape(got.shape[0] if got.dim() else 1, -1)
    w = raw_bytes(want).reshape(g.shape)
    bad = (g != w).nonzero()
    first = tuple(bad[0].tolist()) if len(bad) else None
    return f"{name}: {len(bad)} byte(s) differ; first at (row, byte) {first}: got {g[first].item() if first else None}, want {w[first].item() if first else None}"
