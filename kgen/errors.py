"""The compiler's errors: those that point at the user's spec (file, line, column, field,
expected, found, fix), and a build's output that cannot be written. The runtime's, an op's
OpArgumentError among them, are kgen.runtime.errors."""

from __future__ import annotations

from dataclasses import dataclass

from .runtime.errors import printable

# The most characters of a message's field, expected, found or hint: a spec may hold a key,
# expression or list of 30 000 characters, and a message that echoes it whole buries the
# location and the point under it. The location is kept whole.
MAX_MESSAGE_PART = 500


def exception_line(e: BaseException, limit: int = 300) -> str:
    """An exception in one line: its type and its message's first non-blank line, clipped."""
    line = next((line for line in str(e).splitlines() if line.strip()), "")
    return (f"{type(e).__name__}: {line.strip()}" if line else type(e).__name__)[:limit]


def clipped_part(text: str) -> str:
    """A part of a message whole up to MAX_MESSAGE_PART characters, else its start, its end
    and its length."""
    if len(text) <= MAX_MESSAGE_PART:
        return text
    return f"{text[:MAX_MESSAGE_PART * 2 // 3]}...{text[-MAX_MESSAGE_PART // 4:]} ({len(text)} characters)"


@dataclass(frozen=True)
class Location:
    file: str
    line: int  # 1-based
    column: int  # 1-based

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


class SpecError(Exception):
    """A spec is malformed. The message is the whole diagnostic; no traceback is needed."""

    def __init__(self, location: Location, field: str, expected: str, found: str, hint: str = ""):
        self.location = location
        self.field = field
        self.expected = expected
        self.found = found
        self.hint = hint
        # Escaped before clipping: the clipped part is what the terminal shows.
        field, expected, found, hint = (clipped_part(printable(str(part))) for part in (field, expected, found, hint))
        message = f"{printable(str(location))}: {field}: expected {expected}, found {found}"
        if hint:
            message += f" ({hint})"
        super().__init__(message)

    def __reduce__(self):  # raised in a worker process, re-raised in the parent
        return SpecError, (self.location, self.field, self.expected, self.found, self.hint)


class OutputError(Exception):
    """kgen build cannot write its output; nothing was written."""

    def __init__(self, path, reason: str):
        self.path = path
        self.reason = reason
        super().__init__(printable(f"cannot write {path}: {reason}; no generated file was changed"))  # a path from disk may hold any character


class FamilyError(Exception):
    """A template family's own code failed on a spec it accepted: its Jinja template while
    rendering, or its kernel factory while TileLang elaborates a kernel. The message names the
    family's file and line (the generated module's where no template line matches) and the
    spec's specialization; the fix is in the family, not the spec."""

    def __init__(self, where: str, family: str, error: str, doing: str):
        self.where = where
        self.family = family
        self.error = error
        self.doing = doing
        super().__init__(printable(f"{where}: template {family}: {clipped_part(error)} ({clipped_part(doing)}; a fault of the template family, not of the spec)"))

    def __reduce__(self):
        return FamilyError, (self.where, self.family, self.error, self.doing)


class LoweringError(Exception):
    """A kernel's lowered device code (TileLang's output, what runs) has an access that is not
    proven in bounds: a lowering bug where the source access it came from is proven. The
    build stops; the message names the spec, the kernel and the access."""

    def __init__(self, spec: str, kernel: str, problem: str):
        self.spec = spec
        self.kernel = kernel
        self.problem = problem
        super().__init__(printable(f"{spec}: kernel {kernel}: its lowered code is not proven in bounds: {clipped_part(problem)} (no generated file was changed)"))

    def __reduce__(self):
        return LoweringError, (self.spec, self.kernel, self.problem)
