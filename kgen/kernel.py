"""The kernel record: one kernel of a spec as it travels between the build's stages (the AOT
planner, its compile workers, the prover's tasks, the tools that prebuild kernels).

Contract: plain, frozen data (picklable for process pools), naming a kernel by what selects
it in the generated module: the variant, its static dims, the tiling, and whether it is the
guard-free kernel; `arch` where it is compiled for one. Its dict fields make it unhashable."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Kernel:
    op: str
    variant: str
    dims: dict  # what shapes it: the static dims, and defaulted ones (row strides) a call may override
    m_divisible: bool  # the guard-free kernel, which assumes the tail dim a multiple of its tile
    tiling: dict
    arch: str | None = None  # the GPU arch it is compiled for, None before that is chosen

    def for_arch(self, arch: str) -> Kernel:
        return replace(self, arch=arch)
