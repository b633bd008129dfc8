"""kgen: YAML op specs -> verified TileLang kernels.

kgen.build (kgen.pipeline.build) builds specs into a generated package. It is imported on its
first use: generated modules import kgen (for kgen.runtime), and must not load the compiler."""

from .runtime.version import __version__ as __version__


def __getattr__(name: str):
    if name == "build":
        from .pipeline import build

        return build
    raise AttributeError(f"module 'kgen' has no attribute {name!r}")
