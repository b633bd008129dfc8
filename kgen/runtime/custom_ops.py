"""An op's torch custom op, and the shape-only calls (torch.compile, fake and meta tensors)
that dispatch to its fake version."""

from __future__ import annotations

import functools
import inspect
import math
import re

import torch
from torch._subclasses.fake_tensor import is_fake

from .checks import NO_GRAD, check_dense, check_resolved, check_unbatched
from .errors import OpArgumentError
from .modes import checking_only, only_checking, registers_ops

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
        if not registers_ops():
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


TRACED_OUT = "None when only shapes are traced (torch.compile, fake or meta tensors)"


def _refuse_grad(op: str, params: list, ctx, inputs, output) -> None:
    """torch calls this (an autograd formula's setup) only where an input requires grad and
    autograd records: name that input."""
    for param, value in zip(params, inputs):
        if isinstance(value, torch.Tensor) and value.requires_grad:
            raise OpArgumentError(op, param, NO_GRAD, "requires_grad=True")


def _no_backward(ctx, *grads):
    raise RuntimeError("kgen ops have no backward")  # _refuse_grad stops every forward that would need one
