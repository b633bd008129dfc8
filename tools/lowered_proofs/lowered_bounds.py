"""Prototype: bounds obligations read from the LOWERED device function of a kgen kernel
(TileLang 0.1.15), decided with Z3 through kgen.verify.bounds (imported read-only).

What is analysed: CompiledArtifact.device_mod, i.e. the output of TileLang's whole CUDA pass
pipeline (tilelang.cuda.pipeline.CUDAPassPipelineBody, ending with MakePackedAPI,
LowerDeviceKernelLaunch, PersistThreadblock) after the host/device Filter, obtained with
tilelang.engine.lower.lower_to_host_device_ir (no CUDA codegen). Codegen then runs only
LowerIntrin (floordiv/floormod -> shifts, masks, truncmod+Select; tvm_access_ptr ->
address_of), Simplify and HoistBroadcastValues (see NOTES.md).

Per access kind (see NOTES.md for the hardware edge behaviour):
  global load/store (scalar or Ramp vector), address_of(x[i]) handed to an extern,
  tvm_access_ptr regions (cp.async, bulk TMA, TMA smem side, stmatrix, wgmma descriptors),
  tiled TMA load/store (descriptor from the host function's tma_descriptor_args),
  cp.async with predicate (zero-fill), shared / barrier / local loads and stores.
Each bounds obligation is `0 <= first` and `last < size` over all lanes (a lane variable),
plus index-width obligations: every maximal int32/int64 arithmetic subterm of an index fits
its dtype (wrapping arithmetic equals integer arithmetic exactly when they all hold).

usage: python3 lowered_bounds.py OP [INDEX] [assume|guarded] [VARIANT|-] [BUCKET|-] [--verbose] [--mutate KIND]
"""

from __future__ import annotations

import collections
import sys
import time

import z3

import common
from common import tirx, tvm
from kgen.verify import bounds
from kgen.verify.bounds import Obligation, TermMemo, Unsupported, decide

RING = (tirx.Add, tirx.Sub, tirx.Mul)
PRECODEGEN = "--precodegen" in sys.argv
LIMITS = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1), "uint32": (0, 2**32 - 1)}


def scalar(dtype) -> str:
    return str(dtype).split("x")[0]


def lanes_of(dtype) -> int:
    s = str(dtype)
    return int(s.split("x")[1]) if "x" in s else 1


def bits(dtype) -> int:
    return tvm.runtime.DataType(scalar(dtype)).bits


# --------------------------------------------------------------------------------------
# Lowering with a snapshot of the device IR before MergeSharedMemoryAllocations
# --------------------------------------------------------------------------------------
def lower(func):
    from tilelang.backend.module import create_backend_context
    from tilelang.engine.lower import lower_to_host_device_ir
    from tvm.ir.instrument import pass_instrument

    snap = {}

    @pass_instrument
    class Snap:
        def run_before_pass(self, mod, info):
            if info.name == "tl.MergeSharedMemoryAllocations":
                snap["pre_merge"] = mod

    t0 = time.perf_counter()
    with tvm.target.Target(common.TARGET), tvm.transform.PassContext(opt_level=3, config=common.pass_configs(func), instruments=[Snap()]):
        ctx = create_backend_context(common.TARGET, None, "auto")
        host, dev, *_ = lower_to_host_device_ir(func, ctx)
    return host, dev, snap.get("pre_merge"), time.perf_counter() - t0


def allocations(mod) -> dict:
    """{data var name: (scope, elements, dtype)} of every AllocBuffer of the module's device functions."""
    out = {}
    for _, f in mod.functions.items():

        def visit(n):
            if isinstance(n, tirx.AllocBuffer):
                b = n.buffer
                size = 1
                for d in b.shape:
                    size = size * d
                out[b.data.name] = (b.scope(), size, str(b.dtype))

        tirx.stmt_functor.post_order_visit(f.body, visit)
    return out


def tma_descriptors(host_mod) -> dict:
    """{descriptor param name: dict} from the host function's tma_descriptor_args attribute:
    [creator, desc, dtype code, rank, global addr, globalDim[rank], globalStride[rank] (bytes),
     boxDim[rank], elementStrides[rank], interleave, swizzle, l2promotion, oobFill]."""
    out = {}
    for _, f in host_mod.functions.items():
        args = f.attrs.get("tma_descriptor_args", {}) if f.attrs else {}
        for desc, a in args.items():
            a = list(a)
            kind = a[0].value if hasattr(a[0], "value") else str(a[0])
            if kind != "__tvm_tensormap_create_tiled":
                out[desc.name] = {"kind": kind}
                continue
            rank = int(a[3])
            k = 5
            gdim, k = a[k : k + rank], k + rank
            gstride, k = a[k : k + rank], k + rank
            box, k = [int(x) for x in a[k : k + rank]], k + rank
            estride, k = [int(x) for x in a[k : k + rank]], k + rank
            out[desc.name] = {
                "kind": kind,
                "rank": rank,
                "tensor": a[4].name,
                "gdim": gdim,
                "gstride": gstride,
                "box": box,
                "estride": estride,
                "interleave": int(a[k]),
                "swizzle": int(a[k + 1]),
                "oob_fill": int(a[k + 3]),
            }
    return out


# --------------------------------------------------------------------------------------
# The walker: kgen.verify.bounds._Walker's expression encoder, extended to lowered IR
# --------------------------------------------------------------------------------------
Access = collections.namedtuple("Access", "kind scope buffer index lanes guards obligations where terms")


class LoweredWalker(bounds._Walker):
    def __init__(self, dev_func, src_func, dim_ranges, ctx, allocs, descs, mutate=None):
        # bounds._Walker.__init__ reads func.buffer_map (the device function has none): set its fields here.
        self.tir = tirx
        self.func = dev_func
        self.ctx = ctx
        self.vars, self.binds, self.names = [], [], {}
        self.obligations, self.dim_facts = [], []
        self.loads_seen, self.load_buffers, self.unknowns = {}, [], 0
        self.written = bounds.written_buffers(dev_func.body)
        self.thread_index, self.launch_threads, self.global_buffers = [], [], {}
        self.allocs, self.descs, self.mutate = allocs, descs, mutate
        self.accesses: list[Access] = []
        self.aliases = {}  # handle var name -> (merged buffer name, byte offset term)
        self.lane_var = None
        self.n_lanes = 0
        self.dims = {}
        self.analyzer = tvm.arith.Analyzer()
        for p in dev_func.params:
            if str(p.dtype).startswith("int"):
                v = z3.Int(p.name, ctx)
                self.dims[p.name] = v
                lo, hi = dim_ranges.get(p.name, (0, 2**31 - 1))
                self._add_fact(f"{p.name} in [{lo}, {hi}]", z3.And(v >= lo, v <= hi))
        # Global buffers: the caller's tensors, as the SOURCE signature declares them (shape,
        # strides), matched to the device params by data var name; sizes in elements.
        self.globals = {}
        for _, buf in src_func.buffer_map.items():
            shape = [self.expr(d) for d in buf.shape]
            if len(buf.strides):
                strides = [self.expr(s) for s in buf.strides]
                size = 1 + sum((n - 1) * s for n, s in zip(shape, strides))
            else:
                size = 1
                for n in shape:
                    size = size * n
            self.globals[buf.data.name] = (buf, size, shape)

    # ---- variables and expressions ------------------------------------------------------
    def var(self, v):
        for tv, zv in self.binds:
            if tv.same_as(v):
                if zv is None:
                    raise Unsupported(f"{v.name} is not an integer")
                return zv
        if v.name in self.dims:  # runtime dims: by name (source shape vars and device params are different objects)
            return self.dims[v.name]
        return super().var(v)

    def lane(self):
        if self.lane_var is None:
            raise Unsupported("vector expression outside an access")
        return self.lane_var

    def expr(self, e):
        t = tirx
        if isinstance(e, t.Ramp):
            return self.expr(e.base) + self.expr(e.stride) * self.lane()
        if isinstance(e, t.Broadcast):
            return self.expr(e.value)
        if isinstance(e, t.Let):
            self.binds.append((e.var, self.expr(e.value) if str(e.var.dtype).startswith("int") else None))
            return self.expr(e.body)
        if isinstance(e, (t.Div, t.Mod)) and isinstance(e.b, t.IntImm) and e.b.value > 0:
            a, d = self.expr(e.a), int(e.b.value)
            q = z3.If(a >= 0, a / d, -((-a) / d)) if not isinstance(a, int) else int(a / d)
            return q if isinstance(e, t.Div) else a - d * q
        if isinstance(e, (t.FloorDiv, t.FloorMod)) and isinstance(e.b, t.IntImm) and e.b.value < 0:
            a, d = self.expr(e.a), -int(e.b.value)
            q = (-a) / d  # floor(a / -d) = floor(-a / d) (Z3's Int division floors for a positive divisor)
            return q if isinstance(e, t.FloorDiv) else a + d * q
        if isinstance(e, t.Cast) and scalar(e.dtype) == "bool":
            return self.expr(e.value)
        if isinstance(e, t.Cast) and not scalar(e.dtype).startswith(("int", "uint")):
            raise Unsupported(f"cast to {e.dtype}")
        if isinstance(e, t.Call):
            op = getattr(e.op, "name", "")
            args = e.args
            if op == "tirx.if_then_else":
                c, a, b = self.expr(args[0]), self.expr(args[1]), self.expr(args[2])
                return (a if c else b) if isinstance(c, bool) else z3.If(c, a, b)
            if op == "tirx.shift_right" and isinstance(args[1], t.IntImm):
                return self.expr(args[0]) / (2 ** int(args[1].value))  # arithmetic shift = floor division
            if op == "tirx.shift_left" and isinstance(args[1], t.IntImm):
                return self.expr(args[0]) * (2 ** int(args[1].value))
            if op == "tirx.bitwise_and" and isinstance(args[1], t.IntImm) and (int(args[1].value) + 1) & int(args[1].value) == 0:
                return self.expr(args[0]) % (int(args[1].value) + 1)
            if op == "tirx.bitwise_xor":
                return self.xor(args[0], args[1])
            raise Unsupported(f"call {op}")
        return super().expr(e)

    def xor(self, a_tir, b_tir):
        """a ^ b with b (or a) in [0, 2^k): keeps a's bits above k, so a - a % 2^k + r, r in [0, 2^k).
        The bound comes from TVM's analyzer over the enclosing loop and thread ranges."""
        for x, y in ((a_tir, b_tir), (b_tir, a_tir)):
            bound = self.analyzer.const_int_bound(y)
            if bound.min_value >= 0 and bound.max_value < 2**20:
                k = max(1, int(bound.max_value).bit_length())
                xv = self.expr(x)
                r = z3.Int(f"xor{self.unknowns}", self.ctx)
                self.unknowns += 1
                self._add_fact(f"{r} = low {k} bits of a xor", z3.And(r >= 0, r < 2**k))
                return xv - xv % (2**k) + r
        raise Unsupported("xor of unbounded operands")

    # ---- statements ---------------------------------------------------------------------
    def walk(self, s, hyps, facts):
        name = type(s).__name__
        if name == "SeqStmt":
            for x in s.seq:
                facts = self.walk(x, hyps, facts)
            return facts
        if name == "AttrStmt":
            if s.attr_key == "thread_extent":
                iv = s.node
                v = self.var(iv.var)
                ext = self.expr(s.value)
                self.analyzer.bind(iv.var, tvm.ir.Range.from_min_extent(0, s.value))
                h = (f"{iv.thread_tag} {iv.var.name} in [0, {s.value})", z3.And(v >= 0, v < ext))
                self.walk(s.body, hyps + [h], facts)
                return facts
            if s.attr_key == "tl.assume":
                try:
                    c = self.expr(s.node)
                except Unsupported:
                    c = True
                if not isinstance(c, bool):
                    facts = facts + [(f"assume {s.node}", c)]
            self.walk(s.body, hyps, facts)
            return facts
        if name in ("DeclBuffer", "AllocBuffer"):
            return facts
        if name == "Bind":
            value = s.value
            if isinstance(value, tirx.Call) and getattr(value.op, "name", "") == "tirx.handle_add_byte_offset":
                base = value.args[0]
                self.aliases[s.var.name] = (base.name, value.args[1])
                return facts
            try:
                z = self.expr(value) if str(s.var.dtype).startswith("int") else None
            except Unsupported:
                z = None
            self.binds.append((s.var, z))
            return facts
        if name == "For":
            v = self.var(s.loop_var)
            lo, ext = self.expr(s.min), self.expr(s.extent)
            self.analyzer.bind(s.loop_var, tvm.ir.Range.from_min_extent(s.min, s.extent))
            h = (f"{s.loop_var.name} in [{s.min}, {s.min} + {s.extent})", z3.And(v >= lo, v < lo + ext))
            self.walk(s.body, hyps + [h], facts)
            return facts
        if name == "IfThenElse":
            try:
                c = self.expr(s.condition)
            except Unsupported:
                c = None  # e.g. tl_shuffle_elect: no information, both branches walked unconditioned
            if c is None:
                self.walk(s.then_case, hyps, facts)
                if s.else_case is not None:
                    self.walk(s.else_case, hyps, facts)
                return facts
            self.guard_width(s.condition, hyps, facts)
            self.visit_expr(s.condition, hyps, facts, [])
            self.walk(s.then_case, hyps, facts + [(f"guard if {s.condition}", c)])
            if s.else_case is not None:
                nc = (not c) if isinstance(c, bool) else z3.Not(c)
                self.walk(s.else_case, hyps, facts + [(f"guard if not {s.condition}", nc)])
            return facts
        if name == "Evaluate":
            self.call_stmt(s.value, hyps, facts)
            return facts
        if name == "BufferStore":
            self.element(s.buffer, s.indices[0] if len(s.indices) == 1 else None, "store", hyps, facts, s)
            self.visit_expr(s.value, hyps, facts, [])
            return facts
        raise Unsupported(f"statement {name}")

    # ---- expressions: loads with the conditions that guard their evaluation -------------
    def visit_expr(self, e, hyps, facts, guards):
        """Every load / address / region in e, with the guards of lazy evaluation:
        if_then_else(c, a, b) evaluates a only under c (CUDA: `if (c) condval = a; else ...`),
        a && b evaluates b only under a; Select evaluates both sides."""
        t = tirx
        if isinstance(e, t.BufferLoad):
            for i in e.indices:
                self.visit_expr(i, hyps, facts, guards)
            self.element(e.buffer, e.indices[0] if len(e.indices) == 1 else None, "load", hyps, facts + guards, e)
            return
        if isinstance(e, t.Call):
            op = getattr(e.op, "name", "")
            if op == "tirx.if_then_else":
                self.visit_expr(e.args[0], hyps, facts, guards)
                self.guard_width(e.args[0], hyps, facts + guards)
                g = self.try_cond(e.args[0])
                self.visit_expr(e.args[1], hyps, facts, guards + ([(f"guard if_then_else {e.args[0]}", g)] if g is not None else []))
                ng = None if g is None else ((not g) if isinstance(g, bool) else z3.Not(g))
                self.visit_expr(e.args[2], hyps, facts, guards + ([(f"guard if_then_else not {e.args[0]}", ng)] if ng is not None else []))
                return
            if op == "tirx.address_of":
                load = e.args[0]
                for i in load.indices:
                    self.visit_expr(i, hyps, facts, guards)
                self.element(load.buffer, load.indices[0] if len(load.indices) == 1 else None, "address", hyps, facts + guards, load)
                return
            if op == "tirx.tvm_access_ptr":
                self.region(e, "access_ptr", hyps, facts + guards)
                return
            for a in e.args:
                self.visit_expr(a, hyps, facts, guards)
            return
        if isinstance(e, t.And):
            self.visit_expr(e.a, hyps, facts, guards)
            g = self.try_cond(e.a)
            self.visit_expr(e.b, hyps, facts, guards + ([(f"guard {e.a} &&", g)] if g is not None else []))
            return
        if isinstance(e, t.Let):
            self.visit_expr(e.value, hyps, facts, guards)
            try:
                self.binds.append((e.var, self.expr(e.value) if str(e.var.dtype).startswith("int") else None))
            except Unsupported:
                self.binds.append((e.var, None))
            self.visit_expr(e.body, hyps, facts, guards)
            return
        for field in ("a", "b", "value", "condition", "true_value", "false_value", "base", "stride"):
            child = getattr(e, field, None)
            if isinstance(child, tvm.ir.PrimExpr):
                self.visit_expr(child, hyps, facts, guards)
        if isinstance(e, t.Shuffle):
            for v in list(e.vectors) + list(e.indices):
                self.visit_expr(v, hyps, facts, guards)

    def guard_width(self, cond, hyps, facts):
        """A guard computed in int32 that wraps passes or fails the wrong threads: its arithmetic
        gets the same width obligations as an index."""
        obs = self.width(cond, f"guard {cond}", hyps, facts)
        if obs:
            self.record("guard condition", "guard", "", str(cond), 1, [], obs, cond)

    def try_cond(self, c):
        old = self.lane_var
        try:
            return self.expr(c)
        except Unsupported:
            return None
        finally:
            self.lane_var = old

    # ---- intrinsics ---------------------------------------------------------------------
    def call_stmt(self, call, hyps, facts):
        op = getattr(getattr(call, "op", None), "name", "")
        a = call.args if isinstance(call, tirx.Call) else []
        if op == "tl.tma_load" and not self.is_access_ptr(a[0]):
            return self.tma_tiled("tma_load", a[0], a[2], list(a[3:-1]), hyps, facts, call)
        if op == "tl.tma_store" and not self.is_access_ptr(a[0]):
            # tma_store(desc, smem, coords..., eviction/flags): the last two here are (0, 0)
            n = self.descs.get(a[0].name, {}).get("rank", len(a) - 3)
            return self.tma_tiled("tma_store", a[0], a[1], list(a[2 : 2 + n]), hyps, facts, call)
        if op in ("tl.tma_load", "tl.tma_store"):
            # 1-D bulk copy (cp.async.bulk): tma_load(smem ptr, global ptr, mbar, bytes, evict) / tma_store(global, smem, bytes, ...)
            for ptr in a[:2]:
                self.region(ptr, f"bulk {op.removeprefix('tl.')} (no clipping)", hyps, facts)
            self.bytes_match(a, call, hyps, facts)
            return
        if op == "tl.ptx_cp_async":
            # cp.async: src-size = pred ? N : 0 -> the global side is read only under pred; the
            # shared side is always written (zero-filled when pred is false).
            pred = []
            if len(a) == 4:
                g = self.try_cond(a[3])
                if g is not None:
                    pred = [(f"guard cp.async predicate {a[3]}", g)]
                self.guard_width(a[3], hyps, facts)
            self.pointer(a[0], int(a[2].value), "cp.async dst", hyps, facts)
            self.pointer(a[1], int(a[2].value), "cp.async src (zero-fill if predicate false)", hyps, facts + pred)
            return
        if op in ("tl.tl_shuffle_elect",):
            return
        self.visit_expr(call, hyps, facts, []) if isinstance(call, tvm.ir.PrimExpr) else None

    def is_access_ptr(self, e):
        return isinstance(e, tirx.Call) and getattr(e.op, "name", "") in ("tirx.tvm_access_ptr", "tirx.address_of")

    def bytes_match(self, a, call, hyps, facts):
        pass  # 1-D bulk: the byte count equals both access_ptr extents (checked in region: extent from the same call)

    def pointer(self, ptr, elems, what, hyps, facts):
        """address_of(buf[i]) or tvm_access_ptr, with the instruction's own element count as the
        footprint (cp.async's tvm_access_ptr says extent 1 while it moves num_elems)."""
        if isinstance(ptr, tirx.Call) and ptr.op.name == "tirx.address_of":
            load = ptr.args[0]
            self.element(load.buffer, load.indices[0], what, hyps, facts, load, extent=elems)
        else:
            self.region(ptr, what, hyps, facts, count=elems)

    def tma_tiled(self, kind, desc, smem_ptr, coords, hyps, facts, call):
        d = self.descs.get(desc.name)
        where = f"{kind} {desc.name} coords ({', '.join(map(str, coords))})"
        if d is None or d["kind"] != "__tvm_tensormap_create_tiled":
            return self.record(
                kind,
                "global",
                desc.name,
                str(coords),
                1,
                [],
                [Obligation(where, "descriptor not found", z3.BoolVal(False, self.ctx), hyps, facts + self.dim_facts, desc.name, "unanalysable", "unknown")],
                call,
            )
        obs = []
        all_facts = facts + self.dim_facts
        tensor = d["tensor"]
        buf, size, shape = self.globals[tensor]
        elem_bytes = bits(buf.dtype) // 8
        # (1) The descriptor's region lies inside the tensor: its last element's byte offset.
        gdim = [self.expr(x) for x in d["gdim"]]
        gstride = [self.expr(x) for x in d["gstride"]]
        last_byte = sum((g - 1) * s for g, s in zip(gdim[1:], gstride[1:])) + (gdim[0] - 1) * elem_bytes + elem_bytes
        obs.append(
            Obligation(
                where,
                f"descriptor region inside {tensor}: last byte {' '.join(str(last_byte).split())} <= ({' '.join(str(size).split())}) * {elem_bytes}",
                self.bool(last_byte <= size * elem_bytes),
                hyps,
                all_facts,
                tensor,
                "descriptor",
            )
        )
        # (2) shared side: the box lands whole in shared memory (TMA writes/reads the full box).
        box_elems = 1
        for b in d["box"]:
            box_elems *= b
        box = d["box"]
        self.region(smem_ptr, f"{kind} smem box ({' x '.join(map(str, box))})", hyps, facts, need=box_elems)
        obs += self.accesses.pop().obligations  # one lowered access: the shared side is part of it
        # (3) coordinates: int32 in PTX; inside [0, gdim - box] per dim -> no clipping (proven),
        #     else the hardware clips the box (load: zero fill; store: elements outside not written).
        coord_terms = []
        for k, c in enumerate(coords):
            self.width(c, where, hyps, facts)
            coord_terms.append(self.expr(c))
        inside = z3.And(*[z3.And(c >= 0, c + box[k] <= gdim[k]) for k, c in enumerate(coord_terms)]) if coord_terms else z3.BoolVal(True, self.ctx)
        int32 = z3.And(*[z3.And(c >= -(2**31), c < 2**31) for c in coord_terms])
        obs.append(Obligation(where, "coordinates fit int32 (PTX operands)", int32, hyps, all_facts, tensor, "coord int32"))
        obs.append(Obligation(where, f"box inside tensor (else TMA clips: {'zero fill' if kind == 'tma_load' else 'not written'})", inside, hyps, all_facts, tensor, "tma clip"))
        offs = [z3.Int(f"box{len(self.accesses)}_{k}", self.ctx) for k in range(len(coord_terms))]
        box_h = [(f"box offset {k} in [0, {box[k]})", z3.And(o >= 0, o < box[k])) for k, o in enumerate(offs)]
        terms = {"hyps": hyps + box_h, "facts": all_facts, "coords": [c + o for c, o in zip(coord_terms, offs)][::-1]}
        self.record(kind, "global", tensor, str(coords), box_elems, [n for n, _ in facts if n.startswith("guard")], obs, call, terms)

    # ---- accesses -------------------------------------------------------------------------
    def extent_of(self, buf_data_name):
        """(scope, size in elements of dtype, merged-buffer byte offset or None, merged size bytes)."""
        if buf_data_name in self.globals:
            b, size, _ = self.globals[buf_data_name]
            return "global", size, str(b.dtype)
        if buf_data_name in self.allocs:
            scope, size, dtype = self.allocs[buf_data_name]
            return scope, self.expr(size) if not isinstance(size, int) else size, dtype
        return None, None, None

    def element(self, buf, index, kind, hyps, facts, node, extent=None):
        name = buf.data.name
        scope, size, dtype = self.extent_of(name)
        if scope is None or scope.startswith("local.descriptor"):
            return
        if index is None:
            return self.record(kind, scope, name, "multi-dim", 1, [], [], node)
        lanes = lanes_of(index.dtype)
        where = f"{kind} {buf.name}[{index}]"
        self.lane_var = z3.Int(f"lane{len(self.accesses)}", self.ctx)
        lane_h = [(f"lane in [0, {lanes})", z3.And(self.lane_var >= 0, self.lane_var < lanes))] if lanes > 1 else []
        obs = []
        try:
            i = self.expr(index)
            if self.mutate == "widen_vector" and lanes > 1 and scope == "global":
                lane_h = [(f"lane in [0, {2 * lanes})", z3.And(self.lane_var >= 0, self.lane_var < 2 * lanes))]
        except Unsupported as e:
            obs.append(Obligation(where, f"index not analysable: {e}", z3.BoolVal(False, self.ctx), hyps, facts + self.dim_facts, name, "unanalysable", "unknown"))
            self.lane_var = None
            return self.record(kind, scope, name, str(index), lanes, [], obs, node)
        ext = extent or 1
        h = hyps + lane_h
        all_facts = facts + self.dim_facts
        parts = self.delinearize(name, i) if scope == "global" else None
        if parts is not None:
            # Symbolic strides make the flat query nonlinear (b*M*N + ...): prove per dim instead
            # (sufficient: every coordinate in [0, shape) puts the flat offset in [0, size)).
            _, _, shape = self.globals[name]
            for d, (c, n) in enumerate(zip(parts, shape)):
                last = c + (ext - 1 if d == len(shape) - 1 else 0)
                c_text, last_text = " ".join(str(c).split()), " ".join(str(last).split())
                obs.append(Obligation(where, f"dim {d} lower: {c_text} >= 0", self.bool(z3.simplify(c >= 0)), h, all_facts, name, "lower"))
                obs.append(Obligation(where, f"dim {d} upper: {last_text} < {n}", self.bool(z3.simplify(last < n)), h, all_facts, name, "upper"))
        else:
            obs.append(Obligation(where, f"lower: {index} >= 0", self.bool(i >= 0), h, all_facts, name, "lower"))
            obs.append(Obligation(where, f"upper: {index} + {ext} <= {size} ({scope})", self.bool(i + ext <= size), h, all_facts, name, "upper"))
        obs += self.width(index, where, h, facts)
        self.lane_var = None
        terms = None
        if scope == "global":
            terms = {"hyps": h, "facts": all_facts, "coords": parts} if parts is not None else {"hyps": h, "facts": all_facts, "flat": i}
        self.record(kind + (f" x{lanes}" if lanes > 1 else ""), scope, name, str(index), lanes, [n for n, _ in facts if n.startswith("guard")], obs, node, terms)

    def delinearize(self, name, flat):
        """Coordinates c_d with flat == sum(c_d * stride_d), when the buffer's row-major strides
        are symbolic (products of runtime dims): the index as a sum of monomials (z3 som), each
        monomial given to the outermost stride whose factors it contains. None if the strides are
        constants (the flat query is linear then) or a monomial fits no stride."""
        buf, size, shape = self.globals[name]
        strides = [self.expr(x) for x in buf.strides] if len(buf.strides) else bounds.row_major(shape)
        if all(isinstance(x, int) for x in strides) or isinstance(flat, int):
            return None

        def factors(t):
            if z3.is_mul(t):
                return [f for c in t.children() for f in factors(c)]
            return [t]

        stride_factors = [
            collections.Counter(f.get_id() for f in factors(z3.simplify(z3.IntVal(1, self.ctx) * s)) if not z3.is_int_value(f)) if not isinstance(s, int) else collections.Counter() for s in strides
        ]
        poly = z3.simplify(flat, som=True)
        monomials = poly.children() if z3.is_add(poly) else [poly]
        parts = [[] for _ in strides]
        for m in monomials:
            fs = factors(m)
            have = collections.Counter(f.get_id() for f in fs)
            for d, need in enumerate(stride_factors):
                if all(have[k] >= v for k, v in need.items()):
                    rest, used = [], collections.Counter(need)
                    for f in fs:
                        if used[f.get_id()] > 0:
                            used[f.get_id()] -= 1
                        else:
                            rest.append(f)
                    coeff = 1
                    for f in rest:
                        coeff = coeff * f
                    if isinstance(strides[d], int) and strides[d] != 1:
                        return None  # a constant stride between symbolic ones: not handled here
                    parts[d].append(coeff)
                    break
            else:
                return None
        return [z3.simplify(sum(p)) if p else z3.IntVal(0, self.ctx) for p in parts]

    def region(self, ptr, kind, hyps, facts, need=None, count=None):
        """tvm_access_ptr(type, data, offset, extent, rw): [offset, offset + extent) in the allocation
        (the merged shared buffer's byte range as well when data is an alias of it)."""
        if not (isinstance(ptr, tirx.Call) and ptr.op.name == "tirx.tvm_access_ptr"):
            if isinstance(ptr, tirx.Call) and ptr.op.name == "tirx.address_of":
                return self.pointer(ptr, need or 1, kind, hyps, facts)
            return
        data, off, ext = ptr.args[1], ptr.args[2], ptr.args[3]
        name = data.name
        scope, size, dtype = self.extent_of(name)
        where = f"{kind} {name}[{off} : +{ext}]"
        all_facts = facts + self.dim_facts
        obs = []
        if count is not None:
            ext = tirx.IntImm("int32", count)  # the instruction's transfer size, not the access_ptr's claim
            where = f"{kind} {name}[{off} : +{count}]"
        try:
            o, e = self.expr(off), self.expr(ext)
        except Unsupported as err:
            obs.append(Obligation(where, f"not analysable: {err}", z3.BoolVal(False, self.ctx), hyps, all_facts, name, "unanalysable", "unknown"))
            return self.record(kind, scope, name, str(off), 1, [], obs, ptr)
        if need is not None:
            # the transfer's own size (a TMA box) must fit the region TileLang reserved for it
            obs.append(Obligation(where, f"transfer of {need} elements fits the access_ptr extent {ext}", self.bool(e >= need), hyps, all_facts, name, "extent"))
        obs.append(Obligation(where, f"lower: {off} >= 0", self.bool(o >= 0), hyps, all_facts, name, "lower"))
        if size is not None:
            obs.append(Obligation(where, f"upper: {off} + {ext} <= {size} ({scope})", self.bool(o + e <= size), hyps, all_facts, name, "upper"))
        obs += self.width(off, where, hyps, facts)
        terms = None
        if scope == "global":
            parts = self.delinearize(name, o)
            terms = {"hyps": hyps, "facts": all_facts, "coords": parts} if parts is not None else {"hyps": hyps, "facts": all_facts, "flat": o}
        self.record(kind, scope or "?", name, str(off), ext, [n for n, _ in facts if n.startswith("guard")], obs, ptr, terms)

    def width(self, index, where, hyps, facts):
        """Each maximal int32/int64 arithmetic subterm (parent not a ring op of the same dtype,
        or the root) fits its dtype: then the wrapping result equals the integer one."""
        obs = []

        def visit(e, parent_ring_dtype):
            if isinstance(e, RING):
                dt = scalar(e.dtype)
                if dt != parent_ring_dtype and dt in LIMITS:
                    lo, hi = LIMITS[dt]
                    try:
                        v = self.expr(e)
                        if not isinstance(v, int):
                            obs.append(Obligation(where, f"{dt}: {e} in [{lo}, {hi}]", z3.And(v >= lo, v <= hi), hyps, facts + self.dim_facts, "", f"{dt} width"))
                    except Unsupported:
                        pass
                visit(e.a, dt)
                visit(e.b, dt)
                return
            for field in ("a", "b", "value", "base", "stride", "condition", "true_value", "false_value"):
                child = getattr(e, field, None)
                if isinstance(child, tvm.ir.PrimExpr):
                    visit(child, None)
            if isinstance(e, tirx.Call):
                for x in e.args:
                    visit(x, None)

        visit(index, None)
        return obs

    def record(self, kind, scope, buffer, index, lanes, guards, obs, node, terms=None):
        """terms: what matching needs, {"coords": [z3 per dim, outermost first] or "flat": z3,
        "hyps": [...], "facts": [...]} (lane and box offsets are variables ranged in hyps)."""
        self.accesses.append(Access(kind, scope, buffer, index, lanes, guards, obs, node, terms))


# --------------------------------------------------------------------------------------
# Mutations of the lowered IR (a guard dropped): applied to the module before the walk
# --------------------------------------------------------------------------------------
def drop_guards(mod):
    """Replace every if_then_else(c, load, other) around a global load by the load, and every
    IfThenElse whose condition compares with a runtime dim by its then-branch."""
    from tvm.tirx import stmt_functor

    def pre(n):
        return None

    def post(n):
        if isinstance(n, tirx.Call) and getattr(n.op, "name", "") == "tirx.if_then_else":
            return n.args[1]
        if isinstance(n, tirx.Call) and getattr(n.op, "name", "") == "tl.ptx_cp_async" and len(n.args) == 4:
            return tirx.Call(n.dtype, n.op, list(n.args[:3]))  # predicate dropped: no zero-fill
        return None

    out = {}
    for gv, f in mod.functions.items():
        body = stmt_functor.ir_transform(f.body, pre, post, ["tirx.Call"])
        out[gv] = f.with_body(body)
    return tvm.IRModule(out)


def narrow_to_int32(mod):
    """Mutation: compute every index in int32, as if ConfigIndexBitwidth had not promoted them
    (Cast(int64, x) -> x, int64 constants -> int32); the widths' obligations must catch the wrap."""
    from tvm.tirx import stmt_functor

    def post(n):
        if isinstance(n, tirx.Cast) and str(n.dtype) == "int64" and str(n.value.dtype) == "int32":
            return n.value
        if isinstance(n, tirx.IntImm) and str(n.dtype) == "int64":
            return tirx.IntImm("int32", int(n.value))
        if isinstance(n, (tirx.Add, tirx.Sub, tirx.Mul, tirx.FloorDiv, tirx.FloorMod, tirx.Min, tirx.Max)) and str(n.dtype) == "int64":
            a = n.a if str(n.a.dtype) != "int64" else n.a
            return type(n)(a, n.b)
        return None

    def narrow_expr(e):
        if isinstance(e, tirx.Cast) and str(e.dtype) == "int64" and str(e.value.dtype) == "int32":
            return narrow_expr(e.value)
        if isinstance(e, tirx.IntImm) and str(e.dtype) == "int64":
            return tirx.IntImm("int32", int(e.value))
        if isinstance(e, (tirx.Add, tirx.Sub, tirx.Mul, tirx.FloorDiv, tirx.FloorMod, tirx.Min, tirx.Max)) and str(e.dtype) == "int64":
            return type(e)(narrow_expr(e.a), narrow_expr(e.b))
        if isinstance(e, tirx.Ramp) and scalar(e.dtype) == "int64":
            return tirx.Ramp(narrow_expr(e.base), narrow_expr(e.stride), e.lanes)
        return e

    def post_access(n):
        if isinstance(n, tirx.BufferLoad) and n.buffer.scope() == "global":
            return tirx.BufferLoad(n.buffer, [narrow_expr(i) for i in n.indices])
        if isinstance(n, tirx.BufferStore) and n.buffer.scope() == "global":
            return tirx.BufferStore(n.buffer, n.value, [narrow_expr(i) for i in n.indices])
        return None

    out = {}
    for gv, f in mod.functions.items():
        out[gv] = f.with_body(stmt_functor.ir_transform(f.body, None, post_access, ["tirx.BufferLoad", "tirx.BufferStore"]))
    return tvm.IRModule(out)


# --------------------------------------------------------------------------------------
def classify(acc: Access) -> str:
    bounds_obs = [o for o in acc.obligations if o.check in ("lower", "upper", "descriptor", "extent", "unanalysable")]
    if any(o.verdict == "unknown" for o in acc.obligations):
        return "unknown"
    if any(o.verdict == "refuted" for o in acc.obligations if o.check != "tma clip"):
        return "refuted"
    clip = [o for o in acc.obligations if o.check == "tma clip"]
    if clip and clip[0].verdict != "proven":
        return "guarded"  # by the TMA unit's clipping
    if any(any(f.startswith("guard") for f in o.facts_used) for o in bounds_obs):
        return "guarded"
    return "proven"


def run(op, index=0, m_div=False, variant=None, bucket=None, verbose=False, mutate=None):
    spec, sp, func, t_build = common.kernel(op, index, m_div, variant, bucket)
    host, dev, pre_merge, t_lower = lower(func)
    if PRECODEGEN:
        t_pre = time.perf_counter()
        dev = common.pre_codegen(dev)  # LowerIntrin + Simplify + HoistBroadcastValues: what codegen prints
        t_lower += time.perf_counter() - t_pre
    if mutate == "drop_guard":
        dev = drop_guards(dev)
    if mutate == "wrap_int32":
        dev = narrow_to_int32(dev)
    allocs = allocations(pre_merge) if pre_merge is not None else {}
    allocs.update({k: v for k, v in allocations(dev).items() if k not in allocs})
    descs = tma_descriptors(host)
    if mutate == "widen_tma_box":  # the host descriptor's box, innermost dim doubled
        for d in descs.values():
            if "box" in d:
                d["box"][0] *= 2
    ranges = {d.name: (d.min, d.max) for d in spec.dims.values() if d.runtime}
    t1 = time.perf_counter()
    ((gv, f),) = list(dev.functions.items())
    w = LoweredWalker(f, func, ranges, z3.Context(), allocs, descs, mutate)
    w.walk(f.body, [], [])
    obs = [o for a in w.accesses for o in a.obligations]
    t_walk = time.perf_counter() - t1
    t2 = time.perf_counter()
    decide(obs, TermMemo())
    t_z3 = time.perf_counter() - t2
    counts = collections.Counter()
    kinds = collections.Counter()
    for a in w.accesses:
        c = classify(a)
        counts[(a.scope, c)] += 1
        kinds[(a.scope, a.kind.split(" x")[0] + (" (vector)" if a.lanes != 1 and "x" in a.kind else ""))] += 1
        if verbose or c in ("refuted", "unknown"):
            print(f"  [{c}] {a.scope} {a.kind} {a.buffer}[{a.index[:150]}] guards={a.guards[:2]}")
            for o in a.obligations:
                if o.verdict != "proven" or verbose:
                    print(f"      {o.verdict}: {o.what[:160]} {o.counterexample[:200]}")
    name = f"{op}/{sp.key}{'_' + bucket if bucket else ''}_{'assume' if m_div else 'guarded'}"
    print(f"{name}: {len(w.accesses)} lowered accesses, {len(obs)} obligations; " f"factory {t_build:.2f}s, lowering {t_lower:.2f}s, walk {t_walk:.2f}s, z3 {t_z3:.2f}s")
    print("  kinds:", dict(sorted(kinds.items())))
    print("  verdicts:", dict(sorted(counts.items())))
    return w, counts


if __name__ == "__main__":
    argv = [a for a in sys.argv[1:] if not a.startswith("--")]
    mutate = sys.argv[sys.argv.index("--mutate") + 1] if "--mutate" in sys.argv else None
    if mutate:
        argv.remove(mutate)
    op = argv[0]
    index = int(argv[1]) if len(argv) > 1 else 0
    m_div = len(argv) > 2 and argv[2] == "assume"
    variant = argv[3] if len(argv) > 3 and argv[3] != "-" else None
    bucket = argv[4] if len(argv) > 4 and argv[4] != "-" else None
    run(op, index, m_div, variant, bucket, "--verbose" in sys.argv, mutate)
