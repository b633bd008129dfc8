"""The rowwise family: memory-bound ops written as a spec's `compute` section, no template of
their own. Its kernels are generated from the spec (program.py reads the section, emit.py
writes the TileLang); rowwise.py.j2 is the frame every one of them shares.

A CTA takes block_m rows of the op's row dim (its first output's first axis) with `threads`
threads; the index ranges of each entry are static, so TileLang lays each loop out over the
threads and vectorizes what is contiguous. docs/families/rowwise.md is the language's page.
"""

from __future__ import annotations

import copy
import re

from ...errors import SpecError
from ...runtime.target import SHARED_BYTES
from ..family import Family
from ..rules import is_power_of_two
from .emit import TL_DTYPES, kernel_body, pipelined_body, staged_row_bytes, staged_tensors
from .program import RESERVED, read_program, row_dim, size_text


# A persistent grid's CTAs: a few per SM of the largest GPU is the useful range.
MAX_CTAS = 4096


class RowwiseFamily(Family):
    name = "rowwise"
    kernel_template = "rowwise.py.j2"
    tiling = ("block_m", "threads", "stage", "ctas", "written_out")
    flags = ("stage", "written_out")  # knobs that are true or false
    counts = ("ctas",)  # knobs where 0 is off
    computes = True

    @property
    def tail_tiles(self) -> dict:  # the row dim, whatever a spec names it: see tail_tile()
        return _AnyRowTile()

    def for_spec(self, spec) -> "RowwiseFamily":
        """torch_ops from the spec: variants that write an optional output (`unless: P`, P
        false) trace as torch.ops.kgen.<op>_with_<output>. The grid spans the rows alone: a
        gather source with no rows still leaves every output row to write (zeros it reads)."""
        bound = copy.copy(self)
        rows = row_dim(spec)
        bound.grid_dims = (rows,) if rows else None
        ops = {}
        for t in spec.outputs.values():
            if t.unless is not None and not any(p == t.unless for p, _ in ops.values()):
                ops[f"with_{t.name}"] = (t.unless, False)
        bound.torch_ops = ops
        return bound

    def validate(self, spec) -> None:
        rows = row_dim(spec)
        if rows is None:
            where = ("outputs",)
            raise SpecError(
                spec.source.loc(where, key=True),
                "outputs",
                "a first output whose first axis is a runtime dim (the rows the kernel tiles)",
                ", ".join(f"{t.name} [{', '.join(e.text for e in t.shape)}]" for t in spec.outputs.values()) or "no output",
            )
        for t in spec.outputs.values():
            if t.shape[0].text.strip() != rows:
                raise SpecError(spec.source.loc(("outputs", t.name, "shape")), f"outputs.{t.name}.shape", f"the rows ({rows}) first, as every output", ", ".join(e.text for e in t.shape))
        for name in [*spec.dims, *spec.inputs, *spec.outputs]:
            group = "dims" if name in spec.dims else "inputs" if name in spec.inputs else "outputs"
            if name in RESERVED or name.startswith("_"):
                raise SpecError(spec.source.loc((group, name), key=True), f"{group}.{name}", "a name the kernel code does not use itself", f"'{name}'", "rename it")
        for t in spec.inputs.values():
            dtype = t.dtype.strip()
            if dtype.startswith("{"):
                continue
            if dtype not in TL_DTYPES:
                raise SpecError(spec.source.loc(("inputs", t.name, "dtype")), f"inputs.{t.name}.dtype", "a dtype of the rowwise family", dtype)
        for v in spec.variants:
            read_program(spec, v)

    def knob_rules(self, spec) -> dict:
        rules = {knob: (is_power_of_two, "a power of two") for knob in ("block_m", "threads")}
        rules["ctas"] = (lambda v: 0 <= v <= MAX_CTAS, f"0 (a CTA a tile) or a persistent grid of at most {MAX_CTAS} CTAs")
        return rules

    def tiling_problem(self, spec, t: dict, bucket: str | None = None) -> tuple[str, str, str] | None:
        """A staged tiling stages something, and its tile's rows fit in shared memory at every
        static size built (twice over where the tiles are pipelined); a persistent grid (ctas)
        is staged."""
        if t.get("ctas") and not t.get("stage"):
            return "ctas", "0 where stage is false (a persistent CTA's loop moves its rows by the staging copies)", str(t["ctas"])
        if not t.get("stage"):
            return None
        buffers = 2 if t.get("ctas") else 1
        need, where = 0, ""
        for v in spec.variants:
            program = read_program(spec, v)
            for sp in spec.specializations():
                if sp.variant.name == v.name and staged_tensors(program):
                    row = staged_row_bytes(program, spec.env(v, sp.statics))
                    if buffers * t["block_m"] * row > need:
                        need, where = buffers * t["block_m"] * row, ", ".join(f"{k} {val}" for k, val in sp.statics.items())
        if need == 0:
            return "stage", "false (no row tensor with an axis after the rows, to stage)", "true"
        if need > SHARED_BYTES:
            held = f"block_m {t['block_m']}" + (", two buffers (ctas > 0)" if buffers == 2 else "")
            return "stage", f"false with {held}: the staged rows take {need} bytes of shared memory at {where}, over {SHARED_BYTES // 1024} KiB", "true"
        return None

    def context(self, spec) -> dict:
        rows = row_dim(spec)
        kernels = []
        for v in spec.variants:
            program = read_program(spec, v)
            staged = kernel_body(program, staged=True) if staged_tensors(program) else None
            kernels.append(
                {
                    "variant": v.name,
                    "params": v.params,
                    "body": kernel_body(program),
                    "staged_body": staged,
                    "pipelined_body": pipelined_body(program.row_dim, staged) if staged else None,
                    "args": _arguments(spec, v),
                }
            )
        statics = [d.name for d in spec.static_dims()]
        runtimes = [d.name for d in spec.dims.values() if d.runtime]
        body = "\n".join(line for k in kernels for line in k["body"])
        # Each helper the template defines only where a kernel body calls it.
        helpers = {"nan_min": r"nan_m(in|ax)", "nan_number": r"nan_(min|max|clamp)_numbers?", "e2m1": r"e2m1_value", "e8m0": r"e8m0_value", "fold_sum": r"fold_sum", "each": r"each"}
        return {
            "rows": rows,
            "kernels": kernels,
            "statics": statics,
            "runtimes": runtimes,
            **{f"uses_{name}": re.search(rf"\b{call}\(", body) is not None for name, call in helpers.items()},
        }


class _AnyRowTile(dict):
    """tail_tiles for a family whose row dim the spec names: every runtime dim's tile is block_m
    (only the row dim has a tail policy that is not guard: the loader's tail_dim)."""

    def get(self, key, default=None):
        return "block_m"

    def __getitem__(self, key):
        return "block_m"

    def __contains__(self, key):
        return True


def _arguments(spec, variant) -> list:
    """(name, shape text, TileLang dtype) of each tensor the kernel takes, in the op layer's order."""
    out = []
    for group in ("inputs", "outputs"):
        for t in getattr(spec, group).values():
            if t.unless is not None and variant.params[t.unless]:
                continue
            shape = ", ".join(size_text(e, variant.params) for e in t.shape)
            out.append((t.name, shape + ("," if len(t.shape) == 1 else ""), TL_DTYPES[spec.dtype(t, variant)]))
    return out
