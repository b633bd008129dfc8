"""Modes a call runs in, set by context managers: checking only (the fake version of an op),
registering no torch ops (the bounds pass executing module text), or launching the guarded
kernel always (benchmarks). Context variables, not module globals: a mode holds only inside
its `with` block (and only in its thread or task), and ends even where the block raises."""

from __future__ import annotations

import contextlib
import contextvars

import torch

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


def registers_ops() -> bool:
    """Whether a module executed now registers its torch ops (see kernels_only)."""
    return not _KERNELS_ONLY.get()


_CHECKING_ONLY = contextvars.ContextVar("kgen_checking_only", default=False)


@contextlib.contextmanager
def checking_only():
    """Inside, an op's entry point checks its arguments as the eager op does (all but their
    device: see checks.check_tensor), on tensors with or without data, and returns None where
    it would allocate its outputs and launch (only_checking())."""
    token = _CHECKING_ONLY.set(True)
    try:
        yield
    finally:
        _CHECKING_ONLY.reset(token)


@torch.compiler.assume_constant_result  # torch.compile cannot trace a ContextVar; while it traces an op, this is False
def only_checking() -> bool:
    """Whether this call only checks its arguments (checking_only)."""
    return _CHECKING_ONLY.get()


_ALWAYS_GUARDED = contextvars.ContextVar("kgen_always_guarded", default=False)


@contextlib.contextmanager
def always_guarded():
    """Inside, ops launch their guarded kernel on shapes the guard-free one would take: kgen
    bench times both on one shape, to show what a bounds proof saves."""
    token = _ALWAYS_GUARDED.set(True)
    try:
        yield
    finally:
        _ALWAYS_GUARDED.reset(token)


def guard_forced() -> bool:
    """Whether an op launches its guarded kernel whatever the shape (always_guarded)."""
    return _ALWAYS_GUARDED.get()
