"""Compare the CUDA sources of two ahead-of-time caches (or one cache with a digest list), so a
change to kgen can be shown to leave every kernel's CUDA as it was.

    python3 tools/cuda_compare.py CACHE_BEFORE CACHE_AFTER
    python3 tools/cuda_compare.py --digests BASELINE.txt CACHE

Each cache is a KGEN_CACHE_DIR that `kgen build --aot` filled; only TileLang's own layout
(.../kernels/<hash>/device_kernel.cu) is read. Sources are compared as multisets, first byte for
byte, then (for those left over) modulo the numbering of TileLang's shared-memory `workspace`
buffers: TileLang's lowering numbers the reduction workspaces of a kernel in an order that varies
from one run to the next (seen on sparse_attn), so two lowerings of the same kernel can differ in
those names alone. The normal form renames every workspace by the order of its first use after
the declarations and sorts the declarations; two sources equal in it are the same program. The
placement form also lets the same set of offsets be dealt to the workspaces in another order
(TileLang's placement varies too), keeping which workspaces share an offset; what differs
beyond that (which reductions share a workspace, seen on sparse_attn between two builds of one
tree) is reported unmatched, for a reader to judge from the diff.

With --digests only byte-for-byte comparison is possible (a digest list has no sources). Exit
status 0 when every source of the second argument has its match, else 1; a line per unmatched
source names its file.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import pathlib
import re
import sys

WORKSPACE = re.compile(r"\bworkspace(?:_\d+)?\b")
DECLARATION = re.compile(r"^\s*void\* workspace(?:_\d+)? = ")
OFFSET = re.compile(r"^(\s*void\* ws(\d+) = .*buf_dyn_shmem \+ )(\d+)(\)\);)$")


def sources(cache: pathlib.Path) -> dict[pathlib.Path, str]:
    return {p: p.read_text() for p in sorted(cache.rglob("device_kernel.cu"))}


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def normal_form(text: str) -> str:
    """The source with its workspaces renamed by first use and their declarations sorted."""
    lines = text.split("\n")
    declared = [i for i, line in enumerate(lines) if DECLARATION.match(line)]
    order: dict[str, str] = {}
    for i, line in enumerate(lines):
        if i not in declared:
            for name in WORKSPACE.findall(line):
                order.setdefault(name, f"ws{len(order)}")
    for i, line in enumerate(lines):
        if i in declared:  # declared but never used: named after its declaration
            order.setdefault(WORKSPACE.search(line).group(0), f"ws{len(order)}")
    renamed = [WORKSPACE.sub(lambda m: order[m.group(0)], line) for line in lines]
    if declared:
        block = sorted(renamed[i] for i in declared)
        for i, line in zip(declared, block):
            renamed[i] = line
    return "\n".join(renamed)


def placement_form(text: str) -> str:
    """normal_form with each workspace's shared-memory offset replaced by a label in the order
    the workspaces are first used, and the set of offsets kept: two sources equal in it differ
    at most in which reduction's workspace sits at which of the same offsets (TileLang places
    same-sized workspaces in a varying order too). Workspaces that share an offset still do."""
    lines = normal_form(text).split("\n")
    declared = sorted((int(m.group(2)), i, m) for i, line in enumerate(lines) if (m := OFFSET.match(line)))
    labels: dict[str, str] = {}
    for _, i, m in declared:  # by workspace number: the order of first use
        lines[i] = m.group(1) + labels.setdefault(m.group(3), f"offset{len(labels)}") + m.group(4)
    return "\n".join(lines) + "\n// offsets: " + " ".join(sorted(labels, key=int))


def take(counts: collections.Counter, key: str) -> bool:
    """Use up one of `key` in counts, if one is left."""
    if counts[key] > 0:
        counts[key] -= 1
        return True
    return False


FORMS = {"byte-identical": lambda t: t, "identical but for workspace numbering": normal_form, "identical but for workspace placement": placement_form}


def compare(before: list[str], after: dict[pathlib.Path, str]) -> tuple[dict[str, int], list[pathlib.Path]]:
    """({form: sources of `after` matched in it and not in an earlier one}, unmatched files of
    `after`), matching in the strictest form first."""
    counts, left, spare = {}, dict(after), list(before)
    for name, form in FORMS.items():
        unused = collections.Counter(digest(form(t)) for t in spare)
        matched = {path for path, text in left.items() if take(unused, digest(form(text)))}
        spare = [t for t in spare if take(unused, digest(form(t)))]
        left = {path: text for path, text in left.items() if path not in matched}
        counts[name] = len(matched)
    return counts, list(left)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--digests", type=pathlib.Path, help="a digest list (one sha256 a line) in place of CACHE_BEFORE")
    parser.add_argument("caches", type=pathlib.Path, nargs="+")
    args = parser.parse_args(argv)
    if args.digests is not None:
        if len(args.caches) != 1:
            parser.error("--digests takes one cache")
        listed = collections.Counter(args.digests.read_text().split())
        after = sources(args.caches[0])
        unmatched = [p for p, t in after.items() if not take(listed, digest(t))]
        print(f"{len(after)} kernels: {len(after) - len(unmatched)} in the digest list, {len(unmatched)} not")
    else:
        if len(args.caches) != 2:
            parser.error("give CACHE_BEFORE and CACHE_AFTER")
        before, after = sources(args.caches[0]), sources(args.caches[1])
        counts, unmatched = compare(list(before.values()), after)
        print(f"{len(after)} kernels after, {len(before)} before: " + ", ".join(f"{n} {name}" for name, n in counts.items()) + f", {len(unmatched)} unmatched")
    for path in unmatched:
        print(f"unmatched: {path}")
    return 1 if unmatched else 0


if __name__ == "__main__":
    sys.exit(main())
