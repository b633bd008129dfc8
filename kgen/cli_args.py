"""The `kgen` command line's arguments: every command's parser and options, and the defaults
the commands fill in. parse() gives the Namespace whose `command` (cli.COMMANDS) runs it.

Contract: what argparse refuses exits with status 2 and the command's usage, as argparse
does; the commands check what their arguments mean."""

from __future__ import annotations

import argparse
import sys

from .runtime.target import ARCHS, DEFAULT_ARCH

# --arch defaults, filled in by the commands: an --arch given where it means nothing is refused.
BUILD_ARCHS = list(ARCHS)  # kgen build --aot
BUILD_OUT = "generated"
TUNE_ARCH = DEFAULT_ARCH  # kgen tune --build-only


def _archs(text: str) -> list[str]:
    """--arch: comma-separated, each one kgen builds for."""
    archs = [x.strip() for x in text.split(",") if x.strip()]
    wrong = [x for x in archs if x not in ARCHS]
    if wrong or not archs:
        raise argparse.ArgumentTypeError(f"expected {' and/or '.join(ARCHS)}, comma-separated, found {text!r}")
    return archs


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, found {text!r}")
    return value


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line argv (default: sys.argv's), parsed; exits as argparse does (status 2,
    the usage on stderr) where it is wrong."""
    parser = argparse.ArgumentParser(prog="kgen", description="YAML op specs -> verified TileLang kernels")
    sub = parser.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="generate generated/<op>.py from specs")
    b.add_argument("specs", nargs="+", help="spec files or directories")
    b.add_argument("--check", action="store_true", help="write nothing; exit 1 and show the diff when generated/ is stale")
    b.add_argument("--out", default=BUILD_OUT, help=f"output package directory (default: {BUILD_OUT})")
    b.add_argument("--aot", action="store_true", help="also compile every kernel ahead of time into the cache (no GPU needed)")
    b.add_argument("--arch", type=_archs, help=f"with --aot: archs to build, comma-separated (default: {','.join(BUILD_ARCHS)})")
    b.add_argument("--jobs", type=_positive, default=0, help="with --aot: parallel compile processes (default: all cores)")

    lo = sub.add_parser("lower", help="print the CUDA source of one specialization")
    lo.add_argument("spec")
    lo.add_argument("--arch", default=DEFAULT_ARCH, choices=ARCHS)
    lo.add_argument("--variant", help="variant name (default: the first)")
    lo.add_argument("--m-divisible", action="store_true", help="the guard-free kernel for M divisible by the tile")
    lo.add_argument("--bucket", help="the bucket whose tiling to lower (default: the first)")
    lo.add_argument("--set", action="append", default=[], metavar="KNOB=VALUE", help="a tiling knob set over the bucket's tiling, e.g. async_scales=true (repeatable): a tuning candidate's source")
    lo.add_argument(
        "--dim",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a dim of the call to lower for, e.g. N=3072 (repeatable): static dims pick the built shape, runtime dims the bucket and the kernel (guard-free or not) that call runs",
    )

    t = sub.add_parser("test", help="run the spec-driven tests of these specs (GPU cases too, where CUDA exists)")
    t.add_argument("specs", nargs="+")
    extra = t.add_argument("pytest_args", nargs=argparse.REMAINDER, help="extra pytest arguments after --")
    extra.required = False  # argparse counts a REMAINDER as required: with no specs, it would be named missing too

    be = sub.add_parser("bench", help="time kgen kernels next to their peers on the GPU; write bench/results/*.json")
    be.add_argument("specs", nargs="*", default=["specs"])
    be.add_argument("--quick", action="store_true", help="shorter timing runs")
    be.add_argument("--out", default="bench/results")
    be.add_argument("--repeat", type=_positive, default=2, help="full timing passes; their spread is the recorded noise band")

    tu = sub.add_parser("tune", help="search each variant's tiling on the GPU; write the lockfile beside the spec (specs/x.yaml -> specs/x.lock.json)")
    tu.add_argument("specs", nargs="+")
    tu.add_argument("--report", help="also write every candidate's time at each bench shape, and its score, to this JSON file")
    tu.add_argument("--bucket", action="append", help="tune only this bucket (repeatable); the others keep their locked tiling")
    tu.add_argument("--build-only", action="store_true", help="no GPU needed: compile every candidate into the kernel cache, so that the run on the GPU compiles nothing")
    tu.add_argument("--arch", choices=ARCHS, help=f"with --build-only: the arch to compile for (default: {TUNE_ARCH})")
    tu.add_argument("--jobs", type=_positive, default=0, help="parallel compile processes (default: all cores)")

    cp = sub.add_parser("check-perf", help="flag kgen rows slower than the baseline record beyond the measured noise band")
    cp.add_argument("new")
    cp.add_argument("baseline")

    ca = sub.add_parser("cache", help="the ahead-of-time kernel cache: ls, explain SPEC, clear")
    # Each action a parser of its own, so that --arch may come before or after the spec.
    actions = ca.add_subparsers(dest="action", required=True)
    for action, op_help in (("ls", "the op whose entries to list (default: all)"), ("explain", "the op to explain"), ("clear", "the op whose entries to remove (default: all)")):
        act = actions.add_parser(action)
        act.add_argument("op", nargs="?", help=f"the op's spec file: {op_help}")
        act.add_argument(
            "--arch",
            type=_archs,
            default=None,
            help="only entries built for these archs (default: every entry; explain: sm_90a,sm_100a); clear with --arch leaves builds' staging directories, whose arch is not known yet",
        )

    r = sub.add_parser("report", help="the performance table (docs/performance.md) and charts from the newest bench records")
    r.add_argument("--results", default="bench/results")
    r.add_argument("--page", default="docs/performance.md", help="the page holding the table between its markers (default: docs/performance.md)")
    r.add_argument("--charts", default="bench/charts")
    g = r.add_mutually_exclusive_group()
    g.add_argument("--write", action="store_true", help="update the page's table and the PNG charts")
    g.add_argument("--check", action="store_true", help="exit 1 when the page's table differs from the records")

    pr = sub.add_parser("prove", help="bounds proof table per specialization; --recheck re-runs the recorded SMT-LIB2")
    pr.add_argument("specs", nargs="*", help="spec files or directories (default: specs)")
    pr.add_argument("--recheck", action="store_true", help="re-decide every obligation under generated/proofs from the files alone")
    pr.add_argument("--out", help="with --recheck: the generated directory whose proofs/ to re-decide (default: generated)")
    pr.add_argument(
        "--lowered",
        action="store_true",
        help="lower and prove every kernel's device function now, reusing no recorded verdict, and hold generated/proofs' records to the result (by default a kernel whose key is unchanged takes its recorded verdicts)",
    )

    argv = sys.argv[1:] if argv is None else list(argv)
    after_dashes = []
    if argv[:1] == ["test"] and "--" in argv:  # argparse would take what follows -- as more specs
        argv, after_dashes = argv[: argv.index("--")], argv[argv.index("--") + 1 :]
    a, unknown = parser.parse_known_args(argv)
    if unknown:  # argparse would name them under the top-level usage, not the subcommand's
        command = sub.choices[a.command]
        if a.command == "cache":
            command = actions.choices[a.action]
        command.error(f"unrecognized arguments: {' '.join(unknown)}")
    if a.command == "test":
        a.pytest_args = a.pytest_args + after_dashes
    return a
