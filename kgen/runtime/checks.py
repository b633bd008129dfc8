"""An op's argument checks: each raises OpArgumentError naming the argument, what the op
expected and what came. Generated op layers call them before a kernel sees an argument:
nothing in the kernel factories validates input."""

from __future__ import annotations

import numbers

import torch
from torch._subclasses.fake_tensor import is_fake
from torch.autograd import forward_ad

from . import settings
from .errors import OpArgumentError
from .modes import only_checking


def describe(t) -> str:
    """An argument as an error message's "got": a tensor's dtype, shape and device, a number's value."""
    if isinstance(t, (bool, int, float)):
        return f"{type(t).__name__} {t!r}"
    if isinstance(t, (tuple, list)):
        return f"a {type(t).__name__} of {len(t)}"
    if not isinstance(t, torch.Tensor):
        return f"{type(t).__name__}"
    return f"{t.dtype} tensor of shape {tuple(t.shape)} on {t.device}"


def check_unbatched(op: str, name: str, t: torch.Tensor) -> None:
    if torch._C._functorch.is_batchedtensor(t):
        raise OpArgumentError(op, name, "a tensor outside torch.vmap (the op has no batching rule; call it on the whole batch)", "a batched tensor")


NO_GRAD = "a tensor that does not require grad (the op has no backward; call it under torch.no_grad() or pass a detached tensor)"


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


def check_chosen(op: str, variants: dict, name: str, value) -> None:
    """A param the op chooses at the call's dims where the caller leaves it None
    (Family.chosen_params): else a value some variant takes, of its type (1 is not True)."""
    offered = sorted({p[name] for p in variants.values()}, key=lambda v: (type(v).__name__, v))
    if value is not None and not any(_same(o, value) for o in offered):
        raise OpArgumentError(op, name, f"one of {offered} or None (picked by shape)", repr(value))


def pick_with_optional(op: str, variants: dict, optional: dict, inputs: dict, shown: dict | None = None, **choice) -> str:
    """pick_variant for an op with optional inputs. optional maps each to the param its
    presence decides (its spec's `unless`: true in the variants that lack it), inputs holds
    what the caller gave (an optional one missing or None: not given). An input given, or not,
    where no variant of the caller's choices takes it so is named, with the choices that decide it."""
    for name in optional:
        if inputs.get(name) is not None and not isinstance(inputs[name], torch.Tensor):  # before it picks a variant: a number may be meant for a choice
            raise OpArgumentError(op, name, "a torch.Tensor or None", type(inputs[name]).__name__)
    absent = {param: inputs.get(name) is None for name, param in optional.items()}
    fits = [p for p in variants.values() if all(_same(p[k], v) for k, v in choice.items())]
    for name, param in optional.items():
        if fits and all(p[param] != absent[param] for p in fits):
            label = {k: (shown or {}).get(k, k) for k in choice}
            # The choices that, changed alone, would pick a variant that takes the input as it came.
            deciding = [k for k in choice if any(p[param] == absent[param] and all(_same(p[j], v) for j, v in choice.items() if j != k) for p in variants.values())]
            picked = ", ".join(f"{label[k]}={choice[k]!r}" for k in deciding or choice)
            wanted = "a torch.Tensor" if absent[param] else "None"
            raise OpArgumentError(op, name, f"{wanted} with {picked}" if picked else f"{wanted} (every variant of the op takes it so)", describe(inputs.get(name)))
    labels = {**(shown or {}), **{param: f"{name} is None" for name, param in optional.items()}}
    return pick_variant(op, variants, labels, **choice, **absent)


DTYPE_NAMES = {
    getattr(torch, torch_name): name
    for name, torch_name in (
        ("bf16", "bfloat16"),
        ("fp16", "float16"),
        ("fp32", "float32"),
        ("fp8_e4m3", "float8_e4m3fn"),
        ("e8m0", "float8_e8m0fnu"),
        ("fp4_e2m1x2", "float4_e2m1fn_x2"),
        ("int16", "int16"),
        ("int32", "int32"),
        ("int64", "int64"),
        ("uint8", "uint8"),
    )
    if hasattr(torch, torch_name)
}


def dtype_name(t) -> str:
    """The spec's name of a tensor's dtype (bf16, fp32, ...), for picking a variant by x's dtype."""
    return DTYPE_NAMES.get(getattr(t, "dtype", None), str(getattr(t, "dtype", type(t).__name__)))


# Sub-byte dtypes that pack several elements a byte (those this torch has).
PACKED = tuple(getattr(torch, name) for name in ("float4_e2m1fn_x2", "quint4x2", "quint2x4", "bits4x2", "bits2x4", "bits1x8") if hasattr(torch, name))


def width_choice(op: str, name: str, t, by_width: dict) -> str:
    """The value of a param that takes any dtype of an element width, read off input t:
    by_width maps each element size (bytes) the op was built for to its value (the integer
    the kernel moves such elements as). A packed dtype is refused: moving its bytes would
    move groups of elements, not elements."""
    if not isinstance(t, torch.Tensor):
        raise OpArgumentError(op, name, "a torch.Tensor", type(t).__name__)
    if t.dtype in PACKED:
        raise OpArgumentError(op, name, "a dtype of one element per storage unit (a packed dtype holds several, and moving its bytes would move groups)", str(t.dtype))
    width = t.element_size()
    if width not in by_width:
        raise OpArgumentError(op, name, f"a dtype of {', '.join(map(str, by_width))} bytes an element", f"{t.dtype} ({width} bytes)")
    return by_width[width]


def check_chosen_dtype(op: str, name: str, t, param: str, variant: str, variants: dict, dtypes: dict) -> None:
    """t, an input whose dtype is the param that the caller picks by keyword, has another
    variant's dtype where one like the chosen variant but for that param takes it (fp32 scales
    passed to the default e8m0 variant): the refusal names the value that picks it. Any other
    dtype is check_tensor's to refuse."""
    want, picked = dtypes[variant][name], variants[variant]
    if not isinstance(t, torch.Tensor) or t.dtype == want:
        return
    for other, params in variants.items():
        if dtypes[other][name] == t.dtype and {**params, param: picked[param]} == picked:
            raise OpArgumentError(op, name, f"dtype {want} ({param}={picked[param]!r}; pass {param}={params[param]!r} for a {t.dtype} {name})", describe(t))


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


def check_routed(op: str, param: str, value, custom_op: str, takes: tuple, others: dict) -> None:
    """A direct call of torch.ops.kgen.<custom_op> picks one of its own variants by keyword
    param: value among those it takes (others: each other custom op of the op -> its values).
    Its schema says what it writes and returns, so another's value would write behind the
    schema, or skip the work."""
    if value not in takes:
        elsewhere = "; ".join(f"torch.ops.kgen.{name} takes {' or '.join(map(str, values))}" for name, values in others.items())
        raise OpArgumentError(op, param, f"{' or '.join(map(str, takes))} for torch.ops.kgen.{custom_op} ({elsewhere})", str(value))


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
    forced = settings.current().arch
    if forced:
        major = int(forced[3:].rstrip("a")) // 10
    elif torch.cuda.is_available():
        major = torch.cuda.get_device_capability(device)[0]
    else:
        major = 9  # fake CUDA tensors on a machine without a GPU (tests): no kernel runs
    return 32 if major >= 10 else 16
