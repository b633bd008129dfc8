"""kgen's environment settings, read without importing torch: the CLI checks them all before
any command runs (check_settings), so that a misspelt value is named up front, not where a
generated module's import or a compile worker trips on it (and blames the spec)."""
from __future__ import annotations

import os

from .target import ARCHS


def clipped(text: str) -> str:
    """A value the user gave (a setting, a command-line argument) as an error message echoes
    it: whole up to 100 characters, else its start, its end (a path's file name) and its length."""
    return text if len(text) <= 100 else f"{text[:50]}...{text[-30:]} ({len(text)} characters)"


def env_flag(name: str, default: bool) -> bool:
    """A yes/no environment setting (KGEN_AOT_ONLY, KGEN_PRELOAD): 1/true/yes/on or
    0/false/no/off, in any case; unset or empty is the default. Anything else is named, not
    read as the default: KGEN_AOT_ONLY=yes must not let kernels compile on the fly."""
    value = os.environ.get(name, "").strip().lower()
    if not value:
        return default
    if value in ("1", "true", "yes", "on"):
        return True
    if value in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"{name}: expected 1 or 0 (true/false, yes/no, on/off), got {clipped(repr(os.environ[name]))}")


def forced_arch() -> str | None:
    """KGEN_ARCH, the arch that kernels are built and starts aligned for in place of the
    GPU's (tests on machines without one), or None when unset."""
    forced = os.environ.get("KGEN_ARCH")
    if not forced:
        return None
    if forced not in ARCHS:
        raise ValueError(f"KGEN_ARCH: expected one of {', '.join(ARCHS)} (or unset: the GPU's own), got {clipped(repr(forced))}")
    return forced


def trusted_cache_dirs() -> list[str]:
    """KGEN_TRUSTED_CACHE_DIRS: kernel cache directories (absolute paths, separated by
    os.pathsep) whose entries kgen loads although another user can write them, a cache shared
    by a team say; unset, none. kgen loads an entry as native code, so from any other cache
    only where no one but the user (or root) can write it (cache.cache_trust_problem). A list of
    directories rather than a yes/no: trust given to one cache does not pass to whichever
    KGEN_CACHE_DIR names later."""
    dirs = [d.strip() for d in os.environ.get("KGEN_TRUSTED_CACHE_DIRS", "").split(os.pathsep) if d.strip()]
    relative = [d for d in dirs if not os.path.isabs(d)]
    if relative:
        raise ValueError(f"KGEN_TRUSTED_CACHE_DIRS: expected absolute directory paths separated by '{os.pathsep}', got {clipped(repr(relative[0]))}")
    return dirs


def check_settings() -> None:
    """Raise ValueError naming the first of kgen's environment settings that it cannot read."""
    env_flag("KGEN_AOT_ONLY", False)
    env_flag("KGEN_PRELOAD", True)
    forced_arch()
    trusted_cache_dirs()
