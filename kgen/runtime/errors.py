"""The errors of the runtime, each a class that writes its own message."""

from __future__ import annotations


def printable(text: str) -> str:
    """text with each character a terminal would act on or hide (escapes, line breaks, bidi
    overrides, zero-width marks: all but the printable) written as its Python escape."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


class OpArgumentError(ValueError):
    """A generated op was called with an argument it cannot take."""

    def __init__(self, op: str, argument: str, expected: str, actual: str):
        # No super().__init__: torch.compile traces this constructor where an op raises it
        # inside a compiled function, and dynamo cannot trace that call.
        self.op = op
        self.argument = argument
        self.expected = expected
        self.actual = actual
        self.args = (f"{op}: argument '{argument}': expected {expected}, got {actual}",)

    def __reduce__(self):  # raised in a worker process, re-raised in the parent
        return OpArgumentError, (self.op, self.argument, self.expected, self.actual)


class StaleModuleError(ImportError):
    """A generated module was generated for another version of the runtime's API."""

    def __init__(self, module: str, spec: str, generated_for: int, offered: int):
        self.module, self.spec, self.generated_for, self.offered = module, spec, generated_for, offered
        # Both paths are the module's text, which a repository chose: shown in a terminal.
        super().__init__(printable(f"{module} was generated for kgen runtime API {generated_for}, this kgen offers {offered}: rebuild it with `kgen build {spec}`"))

    def __reduce__(self):
        return StaleModuleError, (self.module, self.spec, self.generated_for, self.offered)


class UntrustedCacheError(RuntimeError):
    """A kernel cache, or an entry of it, that someone but the user can write: kgen loads its
    entries as native code."""

    def __init__(self, root, expected: str, found: str, hint: str):
        self.root, self.expected, self.found, self.hint = root, expected, found, hint
        super().__init__(f"kgen: refusing to load kernels from the cache {root}: expected {expected}, found {found} ({hint})")

    def __reduce__(self):
        return UntrustedCacheError, (self.root, self.expected, self.found, self.hint)
