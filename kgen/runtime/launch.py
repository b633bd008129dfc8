"""What an op needs to launch beyond its arguments: the GPU's arch and SMs, its tiles'
widths, placeholder tensors and split-K scratch."""

from __future__ import annotations

import functools
import math

import torch

from . import settings
from .target import TUNED_SM_COUNT


def target_arch() -> str:
    """TileLang target arch for the current GPU (sm_90a on Hopper, sm_100a on Blackwell)."""
    forced = settings.current().arch
    if forced:
        return forced
    major, minor = torch.cuda.get_device_capability()
    return f"sm_{major}{minor}a" if major >= 9 else f"sm_{major}{minor}"


def target(arch: str | None = None) -> dict:
    return {"kind": "cuda", "arch": arch or target_arch()}


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
