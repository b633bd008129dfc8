"""kgen's runtime: all that a generated op module imports (`from kgen import runtime as rt`).

It imports the standard library, torch and TileLang, never kgen's compiler (spec, pipeline,
prove, ... nor their jinja2, jsonschema, yaml and z3): an op's user needs torch and TileLang
alone. Generated code uses the names of API only, and each module first checks that this
runtime offers the API version it was generated for (require_api).

The package itself imports no torch: the modules behind API's names do, and each is loaded on
the first use of one of its names, so that the command line reads its settings (settings)
and lists the kernel cache (cache) without the second that importing torch takes.
"""

from __future__ import annotations

import importlib

from .errors import StaleModuleError

# One more whenever API changes in a way that a module generated before would notice: a name
# gone or renamed, or a name whose arguments or results changed. 2: FORCE_GUARDED, a global
# that benchmarks set, became guard_forced() (modes.always_guarded sets it). 3: every op layer
# is the shared one (check_rank and rows_view left the API; binding, width, optional-input,
# keyword-dtype and routing helpers joined it).
API_VERSION = 3

# The names generated modules use (rt.<name>), by the module that defines them.
API = {
    __name__: ("require_api",),
    f"{__name__}.errors": ("OpArgumentError",),
    f"{__name__}.binding": ("bind_dims", "caller_shape", "check_dim_ranges", "check_shapes", "given", "ranks_fit", "row_stride"),
    f"{__name__}.checks": (
        "check_chosen",
        "check_chosen_dtype",
        "check_contiguous",
        "check_grad",
        "check_multiple",
        "check_operands",
        "check_out",
        "check_routed",
        "check_tensor",
        "check_value",
        "check_writable",
        "describe",
        "dtype_name",
        "mark_written",
        "pick_variant",
        "pick_with_optional",
        "width_choice",
    ),
    f"{__name__}.modes": ("guard_forced", "only_checking"),
    f"{__name__}.custom_ops": ("TRACED_OUT", "custom_op", "traced"),
    f"{__name__}.kernels": ("compile_kernel", "load_prebuilt"),
    f"{__name__}.launch": ("largest_divisor_tile", "placeholders", "sm_count", "split_k_workspace"),
}
_HOME = {name: module for module, names in API.items() for name in names}


def require_api(version: int, module: str, spec: str) -> None:
    """A generated module's first statement: it runs only on the API version it was generated
    for. Modules of every version call this, so its signature never changes."""
    if version != API_VERSION:
        raise StaleModuleError(module, spec, version, API_VERSION)


def __getattr__(name: str):
    """An API name, from its module, kept here once loaded: an op reads these names on every
    call, and a plain attribute costs less than this function."""
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME[name]), name)
    globals()[name] = value
    return value
