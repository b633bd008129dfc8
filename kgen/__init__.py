"""kgen: YAML op specs -> verified TileLang kernels."""

__version__ = "0.1.0"
