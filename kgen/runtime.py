"""What generated op layers call: argument checks with clear errors, views, compilation.

Nothing here contains TileLang kernel code; nothing in the kernel factories validates input.
"""
from __future__ import annotations

import contextlib
import contextvars
import functools
import inspect
import math
import numbers
import os
import re
import warnings

import torch
from torch._subclasses.fake_tensor import is_fake
from torch.autograd import forward_ad

from .errors import OpArgumentError
from .settings import TUNED_SM_COUNT, env_flag, forced_arch  # in a torch-free module, for the CLI and kgen build

__all__ = ["OpArgumentError"]

# Benchmarks set this to time the guarded kernel on shapes the guard-free one would take.
FORCE_GUARDED = False


def describe(t) -> str:
    """An argument as an error message's "got": a tensor's dtype, shape and device, a number's value."""
    if isinstance(t, (bool, int, float)):
        return f"{type(t).__name__} {t!r}"
    if isinstance(t, (tuple, list)):
        return f"a {type(t).__name__} of {len(t)}"
    if not isinstance(t, torch.Tensor):
        return f"{type(t).__name__}"
    return f"{t.dtype} tensor of shape {tuple(t.shape)} on {t.device}"


_CUSTOM_OPS: dict = {}
_CUSTOM_OP_OWNERS: dict = {}  # custom op name -> the OP of the module that registered it


def custom_op(name: str, fake, mutates_args=()):
    """Register the decorated function as torch custom op `name` with its fake (shape-only)
    version, once per process (kernels_only() registers none). The fake first
    runs the decorated function under checking_only(), so shape-only calls (torch.compile, fake
    and meta tensors) refuse every argument the eager op refuses before it would launch. An op that
    mutates nothing also gets an autograd formula that refuses an input requiring grad while
    autograd records, as the eager op does: without one, torch.compile would hand back an
    output that requires grad and a backward that fails only when it is run. (torch takes no
    formula for a mutating op: its caller checks before dispatching to it.)"""

    def register(fn):
        if _KERNELS_ONLY.get():
            return fn
        owner = _CUSTOM_OP_OWNERS.setdefault(name, fn.__globals__["OP"])
        if owner != fn.__globals__["OP"]:  # kgen build refuses such names; modules built apart may still meet
            raise ImportError(f"{fn.__globals__['OP']}: torch op {name} is op {owner}'s, imported first: a process holds one op of a name (rename one of the ops in its spec)")
        if name not in _CUSTOM_OPS:
            op = torch.library.custom_op(name, mutates_args=mutates_args)(fn)

            @functools.wraps(fake)
            def checked_fake(*args):
                with checking_only():
                    try:
                        fn(*args)
                    except OpArgumentError as e:
                        raise _with_sizes(e, args) from None
                return fake(*args)

            op.register_fake(checked_fake)
            if not mutates_args:
                params = list(inspect.signature(fn).parameters)
                # Errors name the op as its module does (OP), not the custom op (x_weighted).
                op.register_autograd(_no_backward, setup_context=functools.partial(_refuse_grad, fn.__globals__["OP"], params))
            _CUSTOM_OPS[name] = op
        return _CUSTOM_OPS[name]

    return register


def _with_sizes(e: OpArgumentError, args) -> OpArgumentError:
    """e with the sizes this trace has in place of their symbols: under torch.compile's dynamic
    shapes or make_fx's symbolic tracing, a size formats as its symbol (got s27), which names
    nothing the caller passed."""
    env = getattr(torch._guards.detect_fake_mode(args), "shape_env", None)
    known = getattr(env, "backed_var_to_val", None)  # torch 2.13; var_to_val before
    sizes = {str(k): str(v) for k, v in (getattr(env, "var_to_val", {}) if known is None else known).items()}
    if not sizes:
        return e

    def valued(text: str) -> str:
        text = re.sub(r"\bs\d+\b", lambda m: sizes.get(m[0], m[0]), text)
        return re.sub(r"\b\d+(?:\*\d+)+\b", lambda m: str(math.prod(map(int, m[0].split("*")))), text)  # a stride s1*s2

    return OpArgumentError(e.op, e.argument, valued(e.expected), valued(e.actual))


_KERNELS_ONLY = contextvars.ContextVar("kgen_kernels_only", default=False)


@contextlib.contextmanager
def kernels_only():
    """Inside, a generated module that is executed registers no torch ops: the bounds pass
    executes module text for its kernels alone, and must not hold a name that a module
    imported later (of another build) registers."""
    token = _KERNELS_ONLY.set(True)
    try:
        yield
    finally:
        _KERNELS_ONLY.reset(token)


_CHECKING_ONLY = contextvars.ContextVar("kgen_checking_only", default=False)


@contextlib.contextmanager
def checking_only():
    """Inside, an op's entry point checks its arguments as the eager op does (all but their
    device: see check_tensor), on tensors with or without data, and returns None where it would
    allocate its outputs and launch (only_checking())."""
    token = _CHECKING_ONLY.set(True)
    try:
        yield
    finally:
        _CHECKING_ONLY.reset(token)


@torch.compiler.assume_constant_result  # torch.compile cannot trace a ContextVar; while it traces an op, this is False
def only_checking() -> bool:
    """Whether this call only checks its arguments (checking_only)."""
    return _CHECKING_ONLY.get()


def shape_only(t: torch.Tensor) -> bool:
    """A tensor that has a shape but no data: meta, or fake (FakeTensorMode, make_fx)."""
    return t.device.type == "meta" or is_fake(t)


def traced(op: str, tensors: dict, optional: tuple = ()) -> bool:
    """Whether a call only traces shapes: under torch.compile, or given tensors that have no
    data (shape_only: a model built on the meta device, FakeTensorMode). The op then dispatches
    to its custom op, whose fake version answers with the outputs' shapes; no kernel compiles
    or runs. Its tensor arguments (name -> value; None allowed where optional) are checked to
    be tensors first: the custom op's schema or fake would refuse them in torch's words."""
    if only_checking():  # the fake version running the eager checks
        return False
    if not (torch.compiler.is_compiling() or any(isinstance(t, torch.Tensor) and shape_only(t) for t in tensors.values())):
        return False
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor) and not (t is None and name in optional):
            raise OpArgumentError(op, name, "a torch.Tensor" + (" or None" if name in optional else ""), type(t).__name__)
        if t is not None and not torch.compiler.is_compiling():
            _check_shape_only(op, name, t)
    return True


def _check_shape_only(op: str, name: str, t: torch.Tensor) -> None:
    """What the fake version cannot check on a tensor given eagerly without data: torch
    handles these before the fake runs. A sparse or nested one would come back to this entry
    point through the custom op's sparse fallback, without end; a conjugate or negative view
    is materialized first, so the fake would see a plain tensor; and a batched (vmap) one
    would reach torch's batching fallback, which takes no mutating op."""
    check_dense(op, name, t)
    check_resolved(op, name, t)
    check_unbatched(op, name, t)


def check_unbatched(op: str, name: str, t: torch.Tensor) -> None:
    if torch._C._functorch.is_batchedtensor(t):
        raise OpArgumentError(op, name, "a tensor outside torch.vmap (the op has no batching rule; call it on the whole batch)", "a batched tensor")


TRACED_OUT = "None when only shapes are traced (torch.compile, fake or meta tensors)"


NO_GRAD = "a tensor that does not require grad (the op has no backward; call it under torch.no_grad() or pass a detached tensor)"


def _refuse_grad(op: str, params: list, ctx, inputs, output) -> None:
    """torch calls this (an autograd formula's setup) only where an input requires grad and
    autograd records: name that input."""
    for param, value in zip(params, inputs):
        if isinstance(value, torch.Tensor) and value.requires_grad:
            raise OpArgumentError(op, param, NO_GRAD, "requires_grad=True")


def _no_backward(ctx, *grads):
    raise RuntimeError("kgen ops have no backward")  # _refuse_grad stops every forward that would need one


def _same(param, v) -> bool:
    """v picks the param value: equal and of its type, as torch.compile's op schema takes it.
    6.0 or True do not stand for the int 6 or 1 (the schema refuses them too); an int (not a
    bool) stands for the float of its value, and a subclass of float or str (numpy's float64,
    str_) for its base type's value (the schema converts both)."""
    if type(param) is float:
        return (isinstance(v, float) or type(v) is int) and param == v
    if type(param) is str:
        return isinstance(v, str) and param == v
    return type(param) is type(v) and param == v


def pick_variant(op: str, variants: dict, shown: dict | None = None, **choice) -> str:
    """The variant whose params equal the caller's keyword arguments. shown: how the caller
    gave a choice that the op derives (in_dtype -> "x.dtype"), for the error messages."""
    for name, params in variants.items():
        if all(_same(params[k], v) for k, v in choice.items()):
            return name
    label = {k: (shown or {}).get(k, k) for k in choice}
    for k, v in choice.items():
        offered = sorted({p[k] for p in variants.values()}, key=lambda v: (type(v).__name__, v))
        if not any(_same(o, v) for o in offered):
            # Equal to an offered value but of another type: say which (not for arrays, whose == is elementwise).
            try:
                other_type = isinstance(v, (numbers.Number, str)) and v in offered  # numbers: numpy's int64 too
            except ArithmeticError:  # a signalling NaN (decimal's sNaN) refuses to compare
                other_type = False
            raise OpArgumentError(op, label[k], f"one of {offered}", f"{v!r} ({type(v).__name__})" if other_type else repr(v))
    # Unique: a shape-only call passes no choice that the op derives (x.dtype), so variants that differ only there read alike.
    combos = "; ".join(dict.fromkeys(", ".join(f"{label[k]}={p[k]!r}" for k in choice) for p in variants.values()))
    raise OpArgumentError(op, ", ".join(label.values()), f"one of the built combinations ({combos})", ", ".join(f"{label[k]}={v!r}" for k, v in choice.items()))


DTYPE_NAMES = {torch.bfloat16: "bf16", torch.float16: "fp16", torch.float32: "fp32"}


def dtype_name(t) -> str:
    """The spec's name of a tensor's dtype (bf16, fp32, ...), for picking a variant by x's dtype."""
    return DTYPE_NAMES.get(getattr(t, "dtype", None), str(getattr(t, "dtype", type(t).__name__)))


def check_tensor(op: str, name: str, t, *, dtype, min_ndim: int = 1) -> None:
    """dtype: one torch dtype, or a tuple of the accepted ones."""
    if not isinstance(t, torch.Tensor):
        raise OpArgumentError(op, name, "a torch.Tensor", type(t).__name__)
    check_dense(op, name, t)
    if t.dtype not in (dtype if isinstance(dtype, tuple) else (dtype,)):
        want = " or ".join(str(d) for d in dtype) if isinstance(dtype, tuple) else str(dtype)
        raise OpArgumentError(op, name, f"dtype {want}", describe(t))
    # A shape-only call leaves the device to the call that runs: torch.compile traces CPU
    # tensors as readily as CUDA ones, and the compiled call refuses them when it runs.
    if t.device.type != "cuda" and not only_checking():
        raise OpArgumentError(op, name, "a CUDA tensor", describe(t))
    check_rank(op, name, t, min_ndim)


def check_dense(op: str, name: str, t: torch.Tensor) -> None:
    """t keeps its values as plain strided memory, the only kind a kernel reads: not sparse,
    nested or quantized (a quantized tensor's values are not its bytes)."""
    if t.layout != torch.strided or t.is_nested:
        raise OpArgumentError(op, name, "a dense (strided) tensor", f"a {'nested' if t.is_nested else str(t.layout).removeprefix('torch.')} tensor")
    if t.is_quantized:
        raise OpArgumentError(op, name, "a tensor that is not quantized (call .dequantize() first)", describe(t))


def check_rank(op: str, name: str, t, min_ndim: int) -> None:
    """t is a tensor of at least min_ndim dims: what a fake (shape-only) op checks before it
    reads t's shape, on whatever device torch.compile traces with."""
    if not isinstance(t, torch.Tensor):
        raise OpArgumentError(op, name, "a torch.Tensor", type(t).__name__)
    if t.dim() < min_ndim:
        raise OpArgumentError(op, name, f"at least {min_ndim} dims", describe(t))


def check_value(op: str, name: str, value: int, allowed) -> None:
    if value not in allowed:
        raise OpArgumentError(op, name, f"one of {list(allowed)} (the sizes this op was built for)", str(value))


def check_range(op: str, name: str, value: int, bounds: tuple) -> None:
    low, high = bounds
    if not low <= value <= high:
        raise OpArgumentError(op, name, f"{low} to {high} (the spec's range, which the bounds proofs assume)", str(value))


def check_multiple(op: str, name: str, value: int, multiple: int) -> None:
    if value % multiple:
        raise OpArgumentError(op, name, f"a multiple of {multiple}", str(value))


def rows_view(op: str, name: str, t: torch.Tensor) -> torch.Tensor:
    """t [..., N] as a (M, N) view sharing storage: last dim contiguous, rows evenly strided."""
    n = t.shape[-1]
    if t.numel() and t.stride(-1) != 1:
        raise OpArgumentError(op, name, "a contiguous last dim (stride 1)", f"stride {t.stride()}")
    try:
        return t.view(-1, n) if t.dim() != 1 else t.view(1, n)
    except (RuntimeError, ValueError):  # a fake tensor (FakeTensorMode, make_fx) raises ValueError
        raise OpArgumentError(op, name, "leading dims that flatten to one evenly strided row dim", f"shape {tuple(t.shape)} with strides {t.stride()}") from None


def check_out(op: str, out, wanted, device, inputs: dict) -> list:
    """The out= tensors, checked against (name, shape, dtype) each; an op with one output
    also takes that tensor bare. None may share memory with an input (name -> tensor) or
    another output: the kernels' CTAs write while others still read, so an overlap is a race."""
    if isinstance(out, torch.Tensor) and len(wanted) == 1:
        out = (out,)
    if not isinstance(out, (tuple, list)) or len(out) != len(wanted):
        want = f"a tensor ({wanted[0][0]})" if len(wanted) == 1 else f"a tuple of {len(wanted)} tensors ({', '.join(w[0] for w in wanted)})"
        raise OpArgumentError(op, "out", want, describe(out))
    for t, (name, shape, dtype) in zip(out, wanted):
        if not isinstance(t, torch.Tensor) or tuple(t.shape) != tuple(shape) or t.dtype != dtype or t.device != device:
            raise OpArgumentError(op, f"out ({name})", f"{dtype} tensor of shape {tuple(shape)} on {device}", describe(t))
        if not t.is_contiguous():
            raise OpArgumentError(op, f"out ({name})", "a contiguous tensor", f"strides {t.stride()}")
        if t.requires_grad and torch.is_grad_enabled():
            raise OpArgumentError(op, f"out ({name})", "a tensor that does not require grad (autograd cannot record a write into it)", "requires_grad=True")
        check_writable(op, f"out ({name})", t)
        check_view(op, f"out ({name})", t)
        check_start(op, f"out ({name})", t)
    named = [(f"out ({name})", t) for t, (name, _, _) in zip(out, wanted)]
    for i, (name, t) in enumerate(named):
        for other, u in named[:i] + [(k, v) for k, v in inputs.items() if v is not None]:
            if _share_memory(t, u):
                # Spans, not elements: cheap, and never misses an overlap; a strided neighbour
                # that only fills the gaps between another's rows is refused too.
                raise OpArgumentError(op, name, f"a tensor outside the memory span of {other} (from its first element to its last)", "one that overlaps that span")
    mark_written(*out)
    return list(out)


def check_writable(op: str, name: str, t: torch.Tensor) -> None:
    """A tensor a kernel writes may be written as torch writes in place: an inference tensor
    only inside inference mode (torch refuses an in-place write into one outside it)."""
    if t.is_inference() and not torch.is_inference_mode_enabled():
        raise OpArgumentError(op, name, "a tensor made outside torch.inference_mode(), or a call inside it (torch writes into an inference tensor only there)", "an inference tensor")


def mark_written(*tensors: torch.Tensor) -> None:
    """Move autograd's version counter of tensors a kernel is about to write, as a torch
    in-place op does: a graph that saved one for backward then refuses to use the changed
    values (the kernels write through pointers, which autograd does not see)."""
    for t in tensors:
        torch.autograd.graph.increment_version(t)


def check_resolved(op: str, name: str, t: torch.Tensor) -> None:
    """Not a lazily conjugated or negated view: a kernel reads memory, not torch's lazy sign."""
    if t.is_conj() or t.is_neg():
        raise OpArgumentError(op, name, "a tensor whose memory holds its values (call .resolve_conj() and .resolve_neg() first)", f"a {'conjugate' if t.is_conj() else 'negative'} view")


def check_view(op: str, name: str, t: torch.Tensor) -> None:
    """t's memory holds its values: not a lazily conjugated or negated view, whose bytes a
    kernel would read (or write) without the conjugation or the sign; nor a forward-mode AD
    dual, whose tangent the op would drop."""
    check_resolved(op, name, t)
    # Duals exist only inside a dual level, and unpacking costs ~10 us: ask only there.
    if forward_ad._current_level >= 0 and forward_ad.unpack_dual(t).tangent is not None:
        raise OpArgumentError(op, name, "a tensor without a forward-mode tangent (the op has no derivative; pass the primal)", "a dual tensor")
    check_unbatched(op, name, t)
    check_memory(op, name, t)


def check_memory(op: str, name: str, t: torch.Tensor) -> None:
    """Every element of t lies inside memory that t's storage holds. A storage resized smaller
    than its views (resize_, or freed to 0 bytes as sharded training does), a wrapper subclass
    with no memory of its own, or a batched (vmap) tensor would hand the kernel a pointer to
    too little memory, or none, and it would read or write past it. Fake and meta tensors have
    none to check."""
    if t.numel() == 0 or t.device.type == "meta" or is_fake(t):
        return
    try:
        pointer, held = t.data_ptr(), t.untyped_storage().nbytes()
    except (RuntimeError, NotImplementedError):  # torch's words for "no storage"
        raise OpArgumentError(op, name, "a tensor with memory of its own (a storage)", f"a {type(t).__name__} without one (a wrapper subclass, or a tensor inside vmap)") from None
    if pointer == 0:
        raise OpArgumentError(op, name, "a tensor whose memory is allocated", "data pointer 0 (a freed storage, or a subclass that wraps other tensors)")
    needed = (t.storage_offset() + _last_offset(t) + 1) * t.element_size()
    if needed > held:
        raise OpArgumentError(op, name, f"a view inside its storage ({needed} bytes from the storage's start)", f"a storage of {held} bytes")


def _last_offset(t: torch.Tensor) -> int:
    """The offset, in elements from t's first, of its last element (t has elements)."""
    return sum((size - 1) * stride for size, stride in zip(t.shape, t.stride()))


def _span(t: torch.Tensor) -> tuple[int, int]:
    """[first, last) addresses of t's elements (0, 0 with none)."""
    if t.numel() == 0:
        return 0, 0
    return t.data_ptr(), t.data_ptr() + (_last_offset(t) + 1) * t.element_size()


def _share_memory(t: torch.Tensor, u: torch.Tensor) -> bool:
    """t's and u's element ranges intersect (meta and fake tensors, which have none, never do)."""
    if t.device.type == "meta" or is_fake(t) or is_fake(u):
        return False
    (a0, a1), (b0, b1) = _span(t), _span(u)
    return a0 < b1 and b0 < a1


def check_contiguous(op: str, name: str, t: torch.Tensor) -> None:
    if not t.is_contiguous():
        raise OpArgumentError(op, name, "a contiguous tensor", f"shape {tuple(t.shape)} with strides {t.stride()}")


def check_grad(op: str, tensors: dict) -> None:
    """No input tensor (name -> tensor; None skipped) requires grad while autograd records."""
    for name, t in tensors.items():
        if t is not None and t.requires_grad and torch.is_grad_enabled():
            raise OpArgumentError(op, name, NO_GRAD, "requires_grad=True")


def check_operands(op: str, tensors: dict) -> None:
    """The caller's input tensors of one kernel (name -> tensor; None skipped): all on the
    first one's device, each starting on a vector boundary (check_start), none that autograd
    would expect a gradient for (the ops have no backward: it would be silently missing)."""
    check_grad(op, tensors)
    device = None
    for name, t in tensors.items():
        if t is None:
            continue
        if device is None:
            device, first = t.device, name
        elif t.device != device:
            raise OpArgumentError(op, name, f"a tensor on {device} (the device of {first})", describe(t))
        check_view(op, name, t)
        check_start(op, name, t)


def check_start(op: str, name: str, t: torch.Tensor) -> None:
    """t starts on a vector_bytes boundary. TileLang vectorizes as if every buffer started
    aligned, and TMA needs 16 bytes, so a view that starts between boundaries would fault (a
    sticky error that ends the process's CUDA context). torch's allocators align storages far
    beyond that; a view's storage offset can break it, and so can memory from elsewhere (a
    DLPack import or from_blob carries its offset in the storage's own pointer). Fake tensors,
    which have no pointer, are judged by their storage offset."""
    offset = t.storage_offset()
    start = offset * t.element_size() if is_fake(t) or t.device.type == "meta" else t.data_ptr()
    if start % 32 == 0:  # most tensors (this runs on every call)
        return
    boundary = vector_bytes(t.device)
    if start % boundary:
        got = f"a view at storage offset {offset} ({offset * t.element_size()} bytes)" if offset else f"data at address {start:#x}"
        raise OpArgumentError(op, name, f"a tensor starting on a {boundary}-byte boundary", got)


def vector_bytes(device: torch.device) -> int:
    """The widest vector access of TileLang's kernels on device: 32 bytes from SM100 on, 16 before."""
    forced = forced_arch()
    if forced:
        major = int(forced[3:].rstrip("a")) // 10
    elif torch.cuda.is_available():
        major = torch.cuda.get_device_capability(device)[0]
    else:
        major = 9  # fake CUDA tensors on a machine without a GPU (tests): no kernel runs
    return 32 if major >= 10 else 16


@functools.lru_cache(maxsize=None)
def _device_sm_count(index: int) -> int:
    return torch.cuda.get_device_properties(index).multi_processor_count


def sm_count(device: torch.device | None = None) -> int:
    """The SMs of `device` (the current GPU by default): bucket conditions read it to pick
    tiles by how many waves of CTAs they make."""
    if not torch.cuda.is_available():
        return TUNED_SM_COUNT
    index = device.index if device is not None and device.index is not None else torch.cuda.current_device()
    return _device_sm_count(index)


def largest_divisor_tile(tile: int, n: int, block: int) -> int:
    """The widest tile <= `tile` that divides n and holds whole scale blocks."""
    width = math.gcd(tile, n)
    return width if width % block == 0 else block


@functools.lru_cache(maxsize=None)
def placeholders(device, dtypes: tuple) -> tuple:
    """One-element tensors of these dtypes for a kernel's parameters that its tiling leaves
    unused (never read or written), made once per device."""
    return tuple(torch.empty(1, dtype=d, device=device) for d in dtypes)


# Split-K arrival counters per (device, stream), zeroed once: every kernel leaves the ones it
# used at zero, and kernels on one stream run in order. Another stream gets its own.
_ARRIVALS: dict = {}


def split_k_workspace(split_k: int, partials_shape: tuple, tiles: tuple, device) -> tuple:
    """(partials, arrivals) for a split-K launch: the fp32 partials (the caller's shape) and
    the output tiles' arrival counters; one-element placeholders when split_k is 1."""
    if split_k == 1:
        return (torch.empty(1, dtype=torch.float32, device=device), torch.empty(1, dtype=torch.int32, device=device))
    count = math.prod(tiles)
    key = (device, torch.cuda.current_stream(device).cuda_stream)
    counters = _ARRIVALS.get(key)
    if counters is None or counters.numel() < count:
        counters = _ARRIVALS[key] = torch.zeros(count, dtype=torch.int32, device=device)
    return torch.empty(partials_shape, dtype=torch.float32, device=device), counters[:count].view(tiles)


def target_arch() -> str:
    """TileLang target arch for the current GPU (sm_90a on Hopper, sm_100a on Blackwell)."""
    forced = forced_arch()
    if forced:
        return forced
    major, minor = torch.cuda.get_device_capability()
    return f"sm_{major}{minor}a" if major >= 9 else f"sm_{major}{minor}"


def target(arch: str | None = None) -> dict:
    return {"kind": "cuda", "arch": arch or target_arch()}


_PREBUILT: dict = {}  # (factory, cfg, arch) -> kernel loaded from the AOT cache at import


def load_prebuilt(kernels: dict) -> None:
    """Called at the end of a generated module's import: with a GPU, load every kernel that the
    ahead-of-time cache holds for this op and the GPU's arch, so that no call waits for a
    kernel to load. KGEN_PRELOAD=0 turns it off (kernels then load on first use)."""
    import sys

    # Read at import, so that a misspelt KGEN_AOT_ONLY is named before the first call that needs
    # a kernel the cache lacks (with every kernel preloaded, no call might ever read it).
    env_flag("KGEN_AOT_ONLY", False)
    if not env_flag("KGEN_PRELOAD", True) or not torch.cuda.is_available():
        return
    from . import aot

    module = sys.modules[next(iter(kernels.values())).__module__]
    if not os.path.isfile(module.__file__):
        # Module text run in memory (kgen build takes its proofs so): no kernels are launched
        # from it, and the cache keys hash a module's file, which it does not have.
        return
    arch = target_arch()
    for factory, cfg, kernel in aot.load_all(module, kernels, arch):
        if selectable(module, cfg):
            _PREBUILT[(factory, cfg, arch)] = kernel
            _first_launch(module.OP, cfg, kernel)


def selectable(module, cfg) -> bool:
    """Whether a call of the module can launch cfg: its tiling is one of the module's TILING
    table. A tuning sweep leaves every candidate in the cache; the rest stay there unloaded
    (loading them would cost each import their first launches, and fail for those with more
    shared memory than the GPU has)."""
    table = module.TILING[cfg.variant]
    tilings = list(table.values()) if all(isinstance(t, dict) for t in table.values()) else [table]
    fields = vars(cfg)
    return any(all(fields.get(knob) == value for knob, value in tiling.items()) for tiling in tilings)


def _smallest_sizes(func) -> dict:
    """A small value for each runtime dim of a kernel: 1, or the tile its T.assume(dim % tile
    == 0) asks for, so every shape is non-empty and every assumption holds."""
    from tilelang import tvm

    sizes = {}
    for buf in func.buffer_map.values():
        for extent in list(buf.shape) + list(buf.strides):
            tvm.tirx.stmt_functor.post_order_visit(extent, lambda n: sizes.setdefault(n, 1) if isinstance(n, tvm.tirx.Var) else None)

    def visit(node):
        if isinstance(node, tvm.tirx.Call) and getattr(node.op, "name", "") == "tirx.assume":
            cond = node.args[0]
            if isinstance(cond, tvm.tirx.EQ) and isinstance(cond.a, tvm.tirx.FloorMod) and isinstance(cond.a.a, tvm.tirx.Var) and isinstance(cond.a.b, tvm.tirx.IntImm) and cond.b.value == 0:
                sizes[cond.a.a] = math.lcm(sizes.get(cond.a.a, 1), cond.a.b.value)

    tvm.tirx.stmt_functor.post_order_visit(func.body, visit)
    return sizes


def _first_launch(op: str, cfg, kernel) -> None:
    """Launch a prebuilt kernel once on small zero-filled arguments. TVM loads a kernel's CUDA
    module inside its first launch (~0.25 ms on the H100, several times a small op's own
    time), and a first launch also sets up the argument path: done here, at import, an op's
    first call costs what its later calls cost. Outputs go to scratch tensors."""
    from tilelang import tvm
    from tilelang.engine.param import KernelParam

    func = kernel.prim_func
    analyzer = tvm.arith.Analyzer()

    def value(extent, sizes) -> int:
        return analyzer.simplify(tvm.tirx.stmt_functor.substitute(extent, {v: tvm.tirx.IntImm(v.dtype, n) for v, n in sizes.items()})).value

    try:
        sizes = _smallest_sizes(func)
        args = []
        for param in func.params:
            buf = func.buffer_map[param]
            shape = [value(e, sizes) for e in buf.shape]
            strides = [value(e, sizes) for e in buf.strides] if buf.strides else [math.prod(shape[i + 1:]) for i in range(len(shape))]
            storage = torch.zeros(1 + sum((n - 1) * st for n, st in zip(shape, strides)), dtype=KernelParam.from_buffer(buf).torch_dtype(), device="cuda")
            args.append(torch.as_strided(storage, shape, strides))
        kernel(*args)
    except Exception as e:  # the kernel still works: its first call then loads the module itself
        warnings.warn(f"kgen: {op}: the first launch of prebuilt kernel {cfg} at import failed ({type(e).__name__}: {e}); its first call will load it", stacklevel=2)


@functools.lru_cache(maxsize=None)
def compile_kernel(factory, cfg, arch: str | None = None):
    """The kernel for cfg: loaded from the ahead-of-time cache (`kgen build --aot`) when a
    verified entry exists, else compiled into it, unless KGEN_AOT_ONLY=1 forbids compiling."""
    import sys

    from . import aot

    module = sys.modules[factory.__module__]
    arch = arch or target_arch()
    if (factory, cfg, arch) in _PREBUILT:
        return _on_tensor_device(_PREBUILT[(factory, cfg, arch)])
    kernel, _ = aot.load_or_build(module, factory, cfg, arch, allow_build=not env_flag("KGEN_AOT_ONLY", False))
    if kernel is None:
        shape = ", ".join(f"{k}={v}" for k, v in vars(cfg).items() if k not in module.TILING[cfg.variant])
        raise OpArgumentError(module.OP, "shape", f"a shape built ahead of time for {arch} (KGEN_AOT_ONLY=1)", f"{shape}, which has no prebuilt kernel: add it to the spec and run `kgen build --aot`, or unset KGEN_AOT_ONLY")
    return _on_tensor_device(kernel)


def _on_tensor_device(kernel):
    """kernel, run with its first tensor's device current: TileLang's host code makes the
    tensors' device current and leaves it so, and the caller's current device must survive."""

    def run(*args):
        index = args[0].device.index
        if index == torch.cuda.current_device():
            return kernel(*args)
        with torch.cuda.device(index):
            return kernel(*args)

    return run
