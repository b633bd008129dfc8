"""Bounds obligations read from the lowered device function: the code TileLang turns into CUDA.

The source pass (bounds.py) reads a kernel's TIR before TileLang lowers it. What runs comes
after TileLang's whole CUDA pipeline: flattened buffers, vector (Ramp) loads and stores,
cp.async copies with their zero-fill predicate, TMA box and bulk copies, merged shared
memory, LegalizeSafeMemoryAccess's guards, and indices in the width ConfigIndexBitwidth
gave them. Here every memory access of that function gets obligations, decided by the same
solver (bounds.decide), each access then a verdict:

- proven: in bounds with no guard of the code's own;
- guarded: in bounds because of a guard (an `if`, a lazy if_then_else, the left side of
  `&&`, a cp.async predicate) or because the TMA unit clips a box that may leave the tensor;
- refuted: the solver found a launch that leaves the buffer;
- unknown: the solver gave up, or an index the encoder cannot read.

What the hardware does at each edge, and so what is proven (docs/bounds-proofs.md):

| access | at the edge | obligation |
|---|---|---|
| global load/store, scalar or vector | nothing stops it | every lane's coordinates inside the tensor |
| address handed to an extern call | the callee decides | the address inside the tensor |
| cp.async | predicate false: no global read, shared side zero-filled | predicate => source inside; destination always inside |
| TMA tiled load/store | coordinates outside the tensor are clipped per dim | descriptor region inside the tensor; the box inside its shared region; coordinates fit int32 |
| TMA 1-D bulk | no clipping | both byte ranges inside their buffers |
| shared, local, barrier | nothing stops it | inside the allocation as sized before shared memory is merged |
| index arithmetic | int32 and int64 wrap | every maximal arithmetic subterm fits its dtype (indices, offsets, coordinates, guards) |

Global tensors are sized from the source signature, never from a lowered Buffer's shape
(lowering writes synthetic ones). Runtime dims are matched by name, loop and block vars by
identity (TileLang keeps them through lowering).
"""

from __future__ import annotations

import collections
from dataclasses import dataclass, field

import z3

from .bounds import Obligation, Unsupported, _Walker, decide, row_major
from .lowering import TMA_TILED, Lowered
from .match import match_sources

LIMITS = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1), "uint32": (0, 2**32 - 1)}
# Checks whose failure is no fault: the TMA unit clips a box that leaves the tensor.
CLIPPED = "tma clip"


@dataclass
class LoweredAccess:
    kind: str  # "load x16", "store", "cp.async src", "tma_load", "address", "guard condition"...
    scope: str  # "global", "shared.dyn", "local", "guard" (an int32 guard's arithmetic)
    buffer: str
    index: str
    lanes: int
    obligations: list
    # Where it lands, for matching (global accesses): {"coords": [per dim, outermost first] or
    # "flat": offset, "hyps": its ranges (lanes, box offsets), "facts": its path conditions}.
    terms: dict | None = None
    sources: list = field(default_factory=list)  # the source accesses it may come from (matched by match_sources)
    lowering_bug: bool = False  # refuted, while every source access it came from is proven

    @property
    def verdict(self) -> str:
        if any(o.verdict == "unknown" for o in self.obligations):
            return "unknown"
        if any(o.verdict == "refuted" for o in self.obligations if o.check != CLIPPED):
            return "refuted"
        if any(o.check == CLIPPED and o.verdict != "proven" for o in self.obligations):
            return "guarded"
        if any(name.startswith("guard ") for o in self.obligations if o.check in BOUNDS_CHECKS for name in o.facts_used):
            return "guarded"
        return "proven"


BOUNDS_CHECKS = ("lower", "upper", "descriptor", "extent")  # a guard these rely on guards the access


def _scalar(dtype) -> str:
    return str(dtype).split("x")[0]


def _lanes(dtype) -> int:
    text = str(dtype)
    return int(text.split("x")[1]) if "x" in text else 1


def _bits(dtype) -> int:
    from tilelang import tvm

    return tvm.runtime.DataType(_scalar(dtype)).bits


def _op(call) -> str:
    return getattr(getattr(call, "op", None), "name", "")


class LoweredWalker(_Walker):
    """bounds._Walker's expression encoder, extended to the lowered device function's nodes
    (vector lanes, lets, truncating and negative-divisor division, shifts, masks, swizzle
    xors) and its statements (thread extents, assumes, binds, intrinsics)."""

    def __init__(self, lowered: Lowered, device, src_func, dim_ranges: dict, ctx: z3.Context):
        from tilelang import tvm

        self._start(device, ctx)  # the device function has no buffer_map: its dims are its int params
        self.tvm = tvm
        self.allocs, self.descs = lowered.allocations, lowered.descriptors
        self.accesses: list[LoweredAccess] = []
        self.lane_var = None
        self.analyzer = tvm.arith.Analyzer()
        self.dims = {}
        for p in device.params:
            if str(p.dtype).startswith("int"):
                v = self.dims[p.name] = z3.Int(p.name, ctx)
                lo, hi = dim_ranges.get(p.name, (0, 2**31 - 1))
                self._add_fact(f"{p.name} in [{lo}, {hi}]", z3.And(v >= lo, v <= hi))
        # The caller's tensors as the source signature declares them (data var name -> buffer,
        # elements, shape): a lowered Buffer's shape may be synthetic.
        self.globals = {}
        for buf in src_func.buffer_map.values():
            shape = [self.expr(d) for d in buf.shape]
            strides = [self.expr(s) for s in buf.strides] if len(buf.strides) else row_major(shape)
            if len(buf.strides):
                size = 1 + sum((n - 1) * s for n, s in zip(shape, strides))
            else:
                size = 1
                for n in shape:
                    size = size * n
            self.globals[buf.data.name] = (buf, size, shape, strides)

    # --- expressions ----------------------------------------------------------------
    def shared(self, v):
        return self.dims.get(v.name)  # the device params are new Vars with the source dims' names

    def expr(self, e):
        t = self.tir
        if isinstance(e, t.Ramp):
            if self.lane_var is None:
                raise Unsupported("a vector outside an access")
            return self.expr(e.base) + self.expr(e.stride) * self.lane_var
        if isinstance(e, t.Broadcast):
            return self.expr(e.value)
        if isinstance(e, t.Let):
            self.binds.append((e.var, self.expr(e.value) if str(e.var.dtype).startswith("int") else None))
            return self.expr(e.body)
        if isinstance(e, (t.Div, t.Mod)) and isinstance(e.b, t.IntImm) and e.b.value > 0:  # C's truncating division
            a, d = self.expr(e.a), int(e.b.value)
            q = int(a / d) if isinstance(a, int) else z3.If(a >= 0, a / d, -((-a) / d))
            return q if isinstance(e, t.Div) else a - d * q
        if isinstance(e, (t.FloorDiv, t.FloorMod)) and isinstance(e.b, t.IntImm) and e.b.value < 0:
            a, d = self.expr(e.a), -int(e.b.value)
            q = (-a) / d  # floor(a / -d) = floor(-a / d): Z3's Int division floors for a positive divisor
            return q if isinstance(e, t.FloorDiv) else a + d * q
        if isinstance(e, t.Cast):
            if _scalar(e.dtype) == "bool" or _scalar(e.dtype).startswith(("int", "uint")):
                return self.expr(e.value)
            raise Unsupported(f"cast to {e.dtype}")
        if isinstance(e, t.Call):
            return self.call_value(e)
        return super().expr(e)

    def call_value(self, e):
        t, op, args = self.tir, _op(e), e.args
        if op == "tirx.if_then_else":
            c, a, b = (self.expr(x) for x in args)
            return (a if c else b) if isinstance(c, bool) else z3.If(c, a, b)
        if op == "tirx.shift_right" and isinstance(args[1], t.IntImm):
            return self.expr(args[0]) / (2 ** int(args[1].value))  # an arithmetic shift floors
        if op == "tirx.shift_left" and isinstance(args[1], t.IntImm):
            return self.expr(args[0]) * (2 ** int(args[1].value))
        if op == "tirx.bitwise_and" and isinstance(args[1], t.IntImm) and (int(args[1].value) + 1) & int(args[1].value) == 0:
            return self.expr(args[0]) % (int(args[1].value) + 1)
        if op == "tirx.bitwise_xor":
            return self.xor(args[0], args[1])
        if op == "tirx.popcount":  # the set bits of an integer: at most its width
            width = args[0].dtype.bits
            r = z3.Int(f"popcount{self.unknowns}", self.ctx)
            self.unknowns += 1
            self._add_fact(f"{r} = set bits of a {width}-bit value, in [0, {width}]", z3.And(r >= 0, r <= width))
            return r
        raise Unsupported(f"call {op}")

    def xor(self, a, b):
        """a ^ b with one side in [0, 2^k) (a swizzle): the other's bits above k are kept, so
        x - x % 2^k + r with r in [0, 2^k). k comes from TVM's bound of that side over the
        enclosing loops and threads."""
        for x, y in ((a, b), (b, a)):
            bound = self.analyzer.const_int_bound(y)
            if bound.min_value >= 0 and bound.max_value < 2**20:
                k = max(1, int(bound.max_value).bit_length())
                xv = self.expr(x)
                r = z3.Int(f"xor{self.unknowns}", self.ctx)
                self.unknowns += 1
                self._add_fact(f"{r} = low {k} bits of a xor", z3.And(r >= 0, r < 2**k))
                return xv - xv % (2**k) + r
        raise Unsupported("xor of unbounded operands")

    def condition(self, c):
        """c as a Z3 term, or None where the encoder cannot read it (no hypothesis: sound)."""
        lane = self.lane_var
        try:
            return self.expr(c)
        except Unsupported:
            return None
        finally:
            self.lane_var = lane

    # --- statements -----------------------------------------------------------------
    def walk(self, s, hyps, facts):
        t, name = self.tir, type(s).__name__
        if name == "SeqStmt":
            for x in s.seq:
                facts = self.walk(x, hyps, facts)
            return facts
        if name == "AttrStmt":
            if s.attr_key == "thread_extent":
                iv = s.node
                v = self.var(iv.var)
                self.analyzer.bind(iv.var, self.tvm.ir.Range.from_min_extent(0, s.value))
                self.walk(s.body, hyps + [(f"{iv.thread_tag} {iv.var.name} in [0, {s.value})", z3.And(v >= 0, v < self.expr(s.value)))], facts)
                return facts
            if s.attr_key == "tl.assume":
                c = self.condition(s.node)
                if c is not None and not isinstance(c, bool):
                    facts = facts + [(f"assume {s.node}", c)]
            self.walk(s.body, hyps, facts)
            return facts
        if name in ("DeclBuffer", "AllocBuffer"):
            return facts
        if name == "Bind":
            if isinstance(s.value, t.Call) and _op(s.value) == "tirx.handle_add_byte_offset":
                return facts  # an alias into merged shared memory: accesses are sized by their own allocation
            self.visit(s.value, hyps, facts, [])
            self.bind(s.var, s.value)
            return facts
        if name == "For":
            v = self.var(s.loop_var)
            lo, ext = self.expr(s.min), self.expr(s.extent)
            self.analyzer.bind(s.loop_var, self.tvm.ir.Range.from_min_extent(s.min, s.extent))
            self.walk(s.body, hyps + [(f"{s.loop_var.name} in [{s.min}, {s.min} + {s.extent})", z3.And(v >= lo, v < lo + ext))], facts)
            return facts
        if name == "IfThenElse":
            c = self.condition(s.condition)
            if c is None:  # e.g. tl_shuffle_elect: both branches, no hypothesis
                self.walk(s.then_case, hyps, facts)
                if s.else_case is not None:
                    self.walk(s.else_case, hyps, facts)
                return facts
            self.guard_width(s.condition, hyps, facts)
            self.visit(s.condition, hyps, facts, [])
            self.walk(s.then_case, hyps, facts + [(f"guard if {s.condition}", c)])
            if s.else_case is not None:
                self.walk(s.else_case, hyps, facts + [(f"guard if not {s.condition}", (not c) if isinstance(c, bool) else z3.Not(c))])
            return facts
        if name == "Evaluate":
            self.intrinsic(s.value, hyps, facts)
            return facts
        if name == "BufferStore":
            self.element(s.buffer, s.indices, "store", hyps, facts)
            self.visit(s.value, hyps, facts, [])
            return facts
        raise Unsupported(f"statement {name}")

    def visit(self, e, hyps, facts, guards):
        """Every load, address and region in e, under the guards of lazy evaluation:
        if_then_else(c, a, b) evaluates a only where c holds (CUDA: `if (c) v = a; else v = b`),
        `a && b` evaluates b only where a holds; Select evaluates both sides."""
        t, tvm = self.tir, self.tvm
        if isinstance(e, t.BufferLoad):
            for i in e.indices:
                self.visit(i, hyps, facts, guards)
            self.element(e.buffer, e.indices, "load", hyps, facts + guards)
            return
        if isinstance(e, t.Call):
            op = _op(e)
            if op == "tirx.if_then_else":
                cond = e.args[0]
                self.visit(cond, hyps, facts, guards)
                self.guard_width(cond, hyps, facts + guards)
                g = self.condition(cond)
                then_guard = [] if g is None else [(f"guard if_then_else {cond}", g)]
                else_guard = [] if g is None else [(f"guard if_then_else not {cond}", (not g) if isinstance(g, bool) else z3.Not(g))]
                self.visit(e.args[1], hyps, facts, guards + then_guard)
                self.visit(e.args[2], hyps, facts, guards + else_guard)
                return
            if op == "tirx.address_of":
                load = e.args[0]
                for i in load.indices:
                    self.visit(i, hyps, facts, guards)
                self.element(load.buffer, load.indices, "address", hyps, facts + guards)
                return
            if op == "tirx.tvm_access_ptr":
                self.region(e, "access_ptr", hyps, facts + guards)
                return
            for a in e.args:
                self.visit(a, hyps, facts, guards)
            return
        if isinstance(e, t.And):
            self.visit(e.a, hyps, facts, guards)
            g = self.condition(e.a)
            self.visit(e.b, hyps, facts, guards + ([] if g is None else [(f"guard {e.a} &&", g)]))
            return
        if isinstance(e, t.Let):
            self.visit(e.value, hyps, facts, guards)
            self.bind(e.var, e.value)
            self.visit(e.body, hyps, facts, guards)
            return
        for name in ("a", "b", "value", "condition", "true_value", "false_value", "base", "stride"):
            child = getattr(e, name, None)
            if isinstance(child, tvm.ir.PrimExpr):
                self.visit(child, hyps, facts, guards)
        if isinstance(e, t.Shuffle):
            for v in [*e.vectors, *e.indices]:
                self.visit(v, hyps, facts, guards)

    def intrinsic(self, call, hyps, facts):
        a = call.args if isinstance(call, self.tir.Call) else []
        op = _op(call)
        if op == "tl.tma_load" and not self.is_pointer(a[0]):  # (desc, mbarrier, smem, coords..., eviction)
            return self.tma_tiled("tma_load", a[0], a[2], list(a[3:-1]), hyps, facts)
        if op == "tl.tma_store" and not self.is_pointer(a[0]):  # (desc, smem, coords..., flags)
            rank = self.descs.get(a[0].name, {}).get("rank", len(a) - 3)
            return self.tma_tiled("tma_store", a[0], a[1], list(a[2 : 2 + rank]), hyps, facts)
        if op in ("tl.tma_load", "tl.tma_store"):  # 1-D bulk copy: no clipping
            for ptr in a[:2]:
                self.region(ptr, f"bulk {op.removeprefix('tl.')}", hyps, facts)
            return
        if op == "tl.ptx_cp_async":  # (dst, src, elements[, predicate]): src-size = predicate ? n : 0
            predicate = []
            if len(a) == 4:
                g = self.condition(a[3])
                predicate = [] if g is None else [(f"guard cp.async predicate {a[3]}", g)]
                self.guard_width(a[3], hyps, facts)
            self.pointer(a[0], int(a[2].value), "cp.async dst", hyps, facts)
            self.pointer(a[1], int(a[2].value), "cp.async src", hyps, facts + predicate)
            return
        if isinstance(call, self.tvm.ir.PrimExpr):
            self.visit(call, hyps, facts, [])

    def is_pointer(self, e) -> bool:
        return isinstance(e, self.tir.Call) and _op(e) in ("tirx.tvm_access_ptr", "tirx.address_of")

    def pointer(self, ptr, elements: int, kind, hyps, facts):
        """An address_of or tvm_access_ptr moving the instruction's own element count (cp.async's
        access_ptr says extent 1 while it moves n)."""
        if _op(ptr) == "tirx.address_of":
            load = ptr.args[0]
            self.element(load.buffer, load.indices, kind, hyps, facts, extent=elements)
        else:
            self.region(ptr, kind, hyps, facts, count=elements)

    # --- accesses -------------------------------------------------------------------
    def sized(self, name: str):
        """(scope, elements, dtype) of a buffer by data var name, or (None, None, None)."""
        if name in self.globals:
            buf, size, _, _ = self.globals[name]
            return "global", size, str(buf.dtype)
        if name in self.allocs:
            scope, size, dtype = self.allocs[name]
            return scope, size if isinstance(size, int) else self.expr(size), dtype
        return None, None, None

    def element(self, buf, indices, kind, hyps, facts, extent: int = 1):
        name = buf.data.name
        scope, size, _ = self.sized(name)
        if scope is None:
            return self.record(
                kind, str(buf.scope()), name, str(list(indices)), 1, [self.unreadable(f"{kind} {buf.name}", "a buffer neither the caller's nor allocated in the kernel", hyps, facts, name)]
            )
        if len(indices) != 1:  # lowering flattens every buffer it keeps
            return self.record(kind, scope, name, str(list(indices)), 1, [self.unreadable(f"{kind} {buf.name}", "a multi-dim access in lowered code", hyps, facts, name)])
        index = indices[0]
        lanes = _lanes(index.dtype)
        where = f"{kind} {buf.name}[{index}]"
        self.lane_var = z3.Int(f"lane{len(self.accesses)}", self.ctx)
        h = hyps + ([(f"lane in [0, {lanes})", z3.And(self.lane_var >= 0, self.lane_var < lanes))] if lanes > 1 else [])
        try:
            i = self.expr(index)
        except Unsupported as e:
            self.lane_var = None
            return self.record(kind, scope, name, str(index), lanes, [self.unreadable(where, str(e), hyps, facts, name)])
        all_facts = facts + self.dim_facts
        obs = []
        coords = self.delinearize(name, i) if scope == "global" else None
        if coords is not None:
            # Symbolic strides make the flat query nonlinear: per dim instead (every coordinate
            # inside its dim puts the flat offset inside the tensor).
            shape = self.globals[name][2]
            for d, (c, n) in enumerate(zip(coords, shape)):
                last = c + (extent - 1 if d == len(shape) - 1 else 0)
                obs.append(Obligation(where, f"dim {d} lower: {_text(c)} >= 0", self.bool(z3.simplify(c >= 0)), h, all_facts, name, "lower"))
                obs.append(Obligation(where, f"dim {d} upper: {_text(last)} < {n}", self.bool(z3.simplify(last < n)), h, all_facts, name, "upper"))
        else:
            obs.append(Obligation(where, f"lower: {index} >= 0", self.bool(i >= 0), h, all_facts, name, "lower"))
            obs.append(Obligation(where, f"upper: {index} + {extent} <= {size} ({scope})", self.bool(i + extent <= size), h, all_facts, name, "upper"))
        obs += self.width(index, where, h, facts)
        self.lane_var = None
        terms = None
        if scope == "global":
            spread, h = self.spread(i if coords is None else coords[-1], extent, h)
            terms = {"coords": [*coords[:-1], spread], "hyps": h, "facts": all_facts} if coords is not None else {"flat": spread, "hyps": h, "facts": all_facts}
        self.record(kind + (f" x{lanes}" if lanes > 1 else ""), scope, name, str(index), lanes, obs, terms)

    def delinearize(self, name, flat):
        """Coordinates c_d with flat == sum(c_d * stride_d) where the tensor's strides are
        symbolic (products of runtime dims): the index as a sum of monomials, each given to the
        outermost stride whose factors it holds. None where the strides are constants (the flat
        query is linear) or a monomial fits no stride."""
        strides = self.globals[name][3]
        if all(isinstance(x, int) for x in strides) or isinstance(flat, int):
            return None

        def factors(term):
            return [f for c in term.children() for f in factors(c)] if z3.is_mul(term) else [term]

        one = z3.IntVal(1, self.ctx)
        needs = [collections.Counter() if isinstance(s, int) else collections.Counter(f.get_id() for f in factors(z3.simplify(one * s)) if not z3.is_int_value(f)) for s in strides]
        poly = z3.simplify(flat, som=True)
        parts = [[] for _ in strides]
        for m in poly.children() if z3.is_add(poly) else [poly]:
            fs = factors(m)
            have = collections.Counter(f.get_id() for f in fs)
            d = next((d for d, need in enumerate(needs) if all(have[k] >= v for k, v in need.items())), None)
            if d is None or (isinstance(strides[d], int) and strides[d] != 1):
                return None  # no stride holds it, or a constant stride among symbolic ones
            left, coeff = collections.Counter(needs[d]), one
            for f in fs:
                if left[f.get_id()] > 0:
                    left[f.get_id()] -= 1
                else:
                    coeff = coeff * f
            parts[d].append(coeff)
        return [z3.simplify(sum(p)) if p else z3.IntVal(0, self.ctx) for p in parts]

    def region(self, ptr, kind, hyps, facts, need: int | None = None, count: int | None = None):
        """tvm_access_ptr(type, data, offset, extent, rw): [offset, offset + extent) inside the
        allocation; `count` is the instruction's own transfer size where it differs from the
        pointer's extent, `need` a transfer that must fit the extent (a TMA box)."""
        if _op(ptr) == "tirx.address_of":
            return self.pointer(ptr, need or 1, kind, hyps, facts)
        if _op(ptr) != "tirx.tvm_access_ptr":
            return
        data, off, ext = ptr.args[1], ptr.args[2], ptr.args[3]
        name = data.name
        scope, size, _ = self.sized(name)
        if scope is None:
            return self.record(kind, "?", name, str(off), 1, [self.unreadable(f"{kind} {name}", "a buffer neither the caller's nor allocated in the kernel", hyps, facts, name)])
        if count is not None:
            ext = self.tir.IntImm("int32", count)
        where = f"{kind} {name}[{off} : +{ext}]"
        all_facts = facts + self.dim_facts
        try:
            o, e = self.expr(off), self.expr(ext)
        except Unsupported as err:
            return self.record(kind, scope or "?", name, str(off), 1, [self.unreadable(where, str(err), hyps, facts, name)])
        obs = []
        if need is not None:
            obs.append(Obligation(where, f"a transfer of {need} elements fits the region's extent {ext}", self.bool(e >= need), hyps, all_facts, name, "extent"))
        obs.append(Obligation(where, f"lower: {off} >= 0", self.bool(o >= 0), hyps, all_facts, name, "lower"))
        if size is not None:
            obs.append(Obligation(where, f"upper: {off} + {ext} <= {size} ({scope})", self.bool(o + e <= size), hyps, all_facts, name, "upper"))
        obs += self.width(off, where, hyps, facts)
        terms = None
        if scope == "global":
            spread, h = self.spread(o, e, hyps)
            terms = {"flat": spread, "hyps": h, "facts": all_facts}
        self.record(kind, scope or "?", name, str(off), 1, obs, terms)

    def tma_tiled(self, kind, desc, smem, coords, hyps, facts):
        d = self.descs.get(desc.name)
        where = f"{kind} {desc.name} ({', '.join(map(str, coords))})"
        if d is None or d["kind"] != TMA_TILED:
            return self.record(kind, "global", desc.name, str(coords), 1, [self.unreadable(where, "no tiled descriptor on the host side", hyps, facts, desc.name)])
        all_facts = facts + self.dim_facts
        tensor = d["tensor"]
        buf, size, _, _ = self.globals[tensor]
        elem = _bits(buf.dtype) // 8
        gdim, gstride, box = [self.expr(x) for x in d["gdim"]], [self.expr(x) for x in d["gstride"]], d["box"]
        # The descriptor's region inside the tensor: its last byte.
        last = sum((g - 1) * s for g, s in zip(gdim[1:], gstride[1:])) + gdim[0] * elem
        obs = [Obligation(where, f"descriptor region inside {tensor}: last byte {_text(last)} <= {_text(size)} * {elem}", self.bool(last <= size * elem), hyps, all_facts, tensor, "descriptor")]
        # The box lands whole in shared memory (the unit reads or writes every box element there).
        elements = 1
        for b in box:
            elements *= b
        self.region(smem, f"{kind} shared box ({' x '.join(map(str, box))})", hyps, facts, need=elements)
        obs += self.accesses.pop().obligations
        terms = [z3.IntVal(t, self.ctx) if isinstance(t, int) else t for t in (self.expr(c) for c in coords)]  # constant coordinates too
        for c in coords:
            obs += self.width(c, where, hyps, facts)
        obs.append(Obligation(where, "coordinates fit int32 (PTX operands)", z3.And(*[z3.And(c >= -(2**31), c < 2**31) for c in terms], self.ctx), hyps, all_facts, tensor, "coordinate int32"))
        inside = z3.And(*[z3.And(c >= 0, c + box[k] <= gdim[k]) for k, c in enumerate(terms)], self.ctx)
        clip = "zero fill" if kind == "tma_load" else "not written"
        obs.append(Obligation(where, f"box inside the tensor (else the unit clips it: {clip})", inside, hyps, all_facts, tensor, CLIPPED))
        # Where the box lands, per dim outermost first (the descriptor's dims are innermost first).
        offsets, box_hyps = [], list(hyps)
        for k, c in enumerate(terms):
            o, box_hyps = self.spread(c, box[k], box_hyps)
            offsets.append(o)
        landing = {"coords": offsets[::-1]} if len(terms) == len(self.globals[tensor][2]) else {"flat": sum(o * g for o, g in zip(offsets, [elem, *gstride[1:]])) / elem}
        self.record(kind, "global", tensor, str(coords), elements, obs, {**landing, "hyps": box_hyps, "facts": all_facts})

    def guard_width(self, cond, hyps, facts):
        """A guard computed in a wrapping width passes or stops the wrong threads: its
        arithmetic gets an index's width obligations."""
        obs = self.width(cond, f"guard {cond}", hyps, facts)
        if obs:
            self.record("guard condition", "guard", "", str(cond), 1, obs)

    def width(self, index, where, hyps, facts) -> list:
        """Each maximal int32/int64 arithmetic subterm (its parent not arithmetic of the same
        dtype) fits its dtype: then the wrapping result is the integer one."""
        obs, ring = [], (self.tir.Add, self.tir.Sub, self.tir.Mul)

        def visit(e, parent):
            if isinstance(e, ring):
                dtype = _scalar(e.dtype)
                if dtype != parent and dtype in LIMITS:
                    lo, hi = LIMITS[dtype]
                    try:
                        v = self.expr(e)
                        if not isinstance(v, int):
                            obs.append(Obligation(where, f"{dtype}: {e} in [{lo}, {hi}]", z3.And(v >= lo, v <= hi), hyps, facts + self.dim_facts, "", f"{dtype} width"))
                    except Unsupported:
                        pass
                visit(e.a, dtype)
                visit(e.b, dtype)
                return
            for name in ("a", "b", "value", "base", "stride", "condition", "true_value", "false_value"):
                child = getattr(e, name, None)
                if isinstance(child, self.tvm.ir.PrimExpr):
                    visit(child, None)
            if isinstance(e, self.tir.Call):
                for x in e.args:
                    visit(x, None)

        visit(index, None)
        return obs

    def unreadable(self, where, why, hyps, facts, buffer) -> Obligation:
        return Obligation(where, f"not analysable: {why}", z3.BoolVal(False, self.ctx), hyps, facts + self.dim_facts, buffer, "unanalysable", "unknown")

    def spread(self, start, extent, hyps, owner: str = ""):
        """(start + t, hyps with t in [0, extent)): any element of a run of `extent` from start."""
        if isinstance(extent, int) and extent == 1:
            return start, hyps
        t = z3.Int(f"{owner or f'access{len(self.accesses)}'}_run{len(hyps)}", self.ctx)
        return start + t, hyps + [(f"run offset in [0, {extent})", z3.And(t >= 0, t < extent))]

    def record(self, kind, scope, buffer, index, lanes, obs, terms=None):
        self.accesses.append(LoweredAccess(kind, scope, buffer, index, lanes, obs, terms))


def _text(term) -> str:
    return " ".join(str(term).split())


def lowered_accesses(lowered: Lowered, src_func, dim_ranges: dict) -> list[LoweredAccess]:
    """Every access of the lowered device functions with its obligations decided, in a Z3
    context of the kernel's own (as the source pass: verdicts depend on this kernel alone), and
    each global one matched to the source accesses it may come from."""
    ctx, accesses = z3.Context(), []
    for device in lowered.devices:
        w = LoweredWalker(lowered, device, src_func, dim_ranges, ctx)
        w.walk(device.body, [], [])
        decide([o for a in w.accesses for o in a.obligations])
        match_sources(w, src_func, dim_ranges)  # after the verdicts: a lowering bug needs them
        accesses += w.accesses
    return accesses
