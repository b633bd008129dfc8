"""kgen's environment settings: every KGEN_* variable is read here and nowhere else, into one
frozen Settings, by one function (read_settings) that checks them all. The CLI calls it
before any command does work, so that a misspelt value is named up front, not where a
generated module's import or a compile worker trips on it (and blames the spec). It imports
the standard library alone: the CLI reads its settings without importing torch.

Unset and empty are the same: the default. Blanks around a yes/no value or a path are dropped
(a blank one is empty); in a name (KGEN_ARCH, KGEN_GIT_SHA, KGEN_RECORD_TAG) they are refused.
A value that cannot be read is an error naming the variable, what it takes and what it holds,
never read as the default (KGEN_AOT_ONLY=yess must not let kernels compile on the fly).

=========================  ===========  =================  ====================================================
Variable                   Type         Default            Valid values, and what it does
=========================  ===========  =================  ====================================================
KGEN_AOT_ONLY              yes/no       no                 1/true/yes/on or 0/false/no/off (any case). Yes: an
                                                           op refuses a shape whose kernel the cache lacks
                                                           instead of compiling it (checks `kgen build --aot`).
KGEN_ARCH                  arch         the GPU's own      sm_90a or sm_100a (target.ARCHS): the arch kernels
                                                           are built and aligned for in place of the GPU's
                                                           (tests on machines without one).
KGEN_CACHE_DIR             path         ~/.cache/kgen      a directory, or a path where one can be created
                                                           (relative: to the working directory; ~ expanded):
                                                           the kernel cache kgen loads from and builds into.
KGEN_GIT_DIRTY             yes/no       no                 as KGEN_AOT_ONLY; read only with KGEN_GIT_SHA: the
                                                           measured tree differed from that commit.
KGEN_GIT_SHA               name part    `git rev-parse`    letters, digits, '.', '_', '-': the commit a bench
                                                           or GPU test record names (the device machine's copy
                                                           of the tree may have no .git).
KGEN_PRELOAD               yes/no       yes                as KGEN_AOT_ONLY. No: a generated module loads no
                                                           kernel at import; each loads on first use.
KGEN_RECORD_TAG            name part    tests              as KGEN_GIT_SHA: the run a GPU test record names
                                                           (sanitizer, say).
KGEN_SPECS                 path list    every specs/*.yaml spec files, separated by os.pathsep: the specs the
                                                           test suite collects (`kgen test SPEC` sets it).
KGEN_TRUSTED_CACHE_DIRS    path list    none               absolute directories, separated by os.pathsep:
                                                           kernel caches loaded although another user can write
                                                           them (a team's shared cache; see cache.py).
=========================  ===========  =================  ====================================================

A child process is given settings through child_environment (cli sets KGEN_SPECS for pytest),
a process its own through os.environ.update(variables(...)): both write what read_settings reads.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Mapping
from pathlib import Path

from .target import ARCHS

YES = ("1", "true", "yes", "on")
NO = ("0", "false", "no", "off")
RECORD_NAME_PART = re.compile(r"[0-9A-Za-z._-]+")  # what a record's file name may take from the environment


class SettingError(ValueError):
    """An environment setting kgen cannot read: its variable, what it takes, what it holds."""

    def __init__(self, variable: str, expected: str, found: str):
        super().__init__(f"{variable}: expected {expected}, got {clipped(repr(found))}")
        self.variable = variable


@dataclasses.dataclass(frozen=True)
class Settings:
    """kgen's environment settings, read and checked (read_settings). Each field is the
    variable KGEN_<FIELD NAME IN CAPITALS>; the module docstring tables them."""

    aot_only: bool = False
    """KGEN_AOT_ONLY: refuse a shape whose kernel the cache lacks instead of compiling it."""
    arch: str | None = None
    """KGEN_ARCH: one of target.ARCHS, built and aligned for in place of the GPU's arch; None: the GPU's."""
    cache_dir: Path | None = None
    """KGEN_CACHE_DIR: the kernel cache as given, stripped (cache.cache_root makes it absolute); None: ~/.cache/kgen."""
    git_dirty: bool = False
    """KGEN_GIT_DIRTY: with git_sha, the measured tree differed from that commit."""
    git_sha: str | None = None
    """KGEN_GIT_SHA: the commit a record names, fit for a file name; None: ask git."""
    preload: bool = True
    """KGEN_PRELOAD: load every cached kernel of a generated module at its import."""
    record_tag: str = "tests"
    """KGEN_RECORD_TAG: the run a GPU test record names, fit for a file name."""
    specs: tuple[Path, ...] = ()
    """KGEN_SPECS: the spec files the test suite collects; empty: every specs/*.yaml."""
    trusted_cache_dirs: tuple[str, ...] = ()
    """KGEN_TRUSTED_CACHE_DIRS: absolute kernel cache directories loaded although others can write them."""


def variable(field: str) -> str:
    """The environment variable of a Settings field."""
    return f"KGEN_{field.upper()}"


VARIABLES = tuple(variable(f.name) for f in dataclasses.fields(Settings))


def clipped(text: str) -> str:
    """A value the user gave (a setting, a command-line argument) as an error message echoes
    it: whole up to 100 characters, else its start, its end (a path's file name) and its length."""
    return text if len(text) <= 100 else f"{text[:50]}...{text[-30:]} ({len(text)} characters)"


def read_settings(environ: Mapping[str, str]) -> Settings:
    """kgen's settings in environ, each checked: SettingError names the first that cannot be
    read (in the table's order)."""
    given = {name: environ[name] for name in VARIABLES if environ.get(name)}
    return Settings(
        aot_only=_flag(given, "KGEN_AOT_ONLY", Settings.aot_only),
        arch=_arch(given),
        cache_dir=_path(given, "KGEN_CACHE_DIR"),
        git_dirty=_flag(given, "KGEN_GIT_DIRTY", Settings.git_dirty),
        git_sha=_record_name_part(given, "KGEN_GIT_SHA", Settings.git_sha),
        preload=_flag(given, "KGEN_PRELOAD", Settings.preload),
        record_tag=_record_name_part(given, "KGEN_RECORD_TAG", Settings.record_tag),
        specs=tuple(Path(p) for p in _path_list(given, "KGEN_SPECS")),
        trusted_cache_dirs=_absolute_dirs(given),
    )


def current() -> Settings:
    """The settings of this process's environment now (tests and tools change it)."""
    return read_settings(os.environ)


def variables(**values) -> dict[str, str]:
    """{variable: text} of the given Settings fields (aot_only=True: {"KGEN_AOT_ONLY": "1"}),
    checked by reading them back."""
    unknown = set(values) - {f.name for f in dataclasses.fields(Settings)}
    if unknown:
        raise TypeError(f"no kgen setting {', '.join(sorted(unknown))}")
    out = {variable(name): _text(value) for name, value in values.items()}
    read_settings(out)
    return out


def child_environment(**values) -> dict[str, str]:
    """This process's environment with the given settings (see variables), for a child process."""
    return {**os.environ, **variables(**values)}


def _text(value) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (list, tuple)):
        return os.pathsep.join(map(str, value))
    return str(value)


def _flag(given: dict, name: str, default: bool) -> bool:
    value = given.get(name, "").strip().lower()
    if not value:
        return default
    if value in YES or value in NO:
        return value in YES
    raise SettingError(name, "1 or 0 (true/false, yes/no, on/off)", given[name])


def _arch(given: dict) -> str | None:
    arch = given.get("KGEN_ARCH")
    if arch is not None and arch not in ARCHS:
        raise SettingError("KGEN_ARCH", f"one of {', '.join(ARCHS)} (or unset: the GPU's own)", arch)
    return arch


def _record_name_part(given: dict, name: str, default: str | None) -> str | None:
    """A value that becomes part of a record's file name: a '/' would name a directory that
    does not exist, or one outside the results, after the whole run."""
    value = given.get(name, default)
    if value is not None and (not RECORD_NAME_PART.fullmatch(value) or value in (".", "..")):
        raise SettingError(name, "letters, digits, '.', '_' or '-' (it becomes part of a record's file name)", value)
    return value


def _path(given: dict, name: str) -> Path | None:
    value = given.get(name, "").strip()
    return Path(value) if value else None


def _path_list(given: dict, name: str) -> list[str]:
    return [p.strip() for p in given.get(name, "").split(os.pathsep) if p.strip()]


def _absolute_dirs(given: dict) -> tuple[str, ...]:
    """KGEN_TRUSTED_CACHE_DIRS. A list of directories rather than a yes/no: trust given to one
    cache does not pass to whichever KGEN_CACHE_DIR names later."""
    dirs = _path_list(given, "KGEN_TRUSTED_CACHE_DIRS")
    relative = [d for d in dirs if not os.path.isabs(d)]
    if relative:
        raise SettingError("KGEN_TRUSTED_CACHE_DIRS", f"absolute directory paths separated by '{os.pathsep}'", relative[0])
    return tuple(dirs)
