"""kgen's version. The kernel cache's keys and generated modules' headers name it; it lives in
the runtime, which imports nothing of the compiler, so that naming it imports neither the
kgen package (which exports the build pipeline as kgen.build) nor the compiler."""

__version__ = "0.1.0"
