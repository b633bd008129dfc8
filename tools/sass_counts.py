"""Instruction counts of one kernel's SASS, with no GPU: the CUDA that `kgen lower` prints,
compiled here by nvcc to a cubin and read back by nvdisasm. For an issue-bound kernel the
count a thread executes is what a change has to lower; this shows it before a GPU run.

    python3 -m kgen lower SPEC [--variant V] [--set KNOB=VALUE ...] | python3 tools/sass_counts.py [--arch sm_90a] [--ops BAR,HGMMA]

Prints the total and the most frequent opcodes (NOPs left out), then each loop (a branch
back to an earlier label) with its instruction count: loops TileLang leaves serial run their
body once a trip, so a thread executes the straight-line count plus trips x body. nvdisasm is
taken from $NVDISASM, else PATH (NVIDIA's pip wheel nvidia-cuda-nvdisasm carries one).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

INSTRUCTION = re.compile(r"/\*([0-9a-f]{4,})\*/\s+((?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)[^;]*);")
LABEL = re.compile(r"^\s*(\.L_x_\d+):")


def disassemble(cuda: str, arch: str) -> str:
    import tilelang

    nvdisasm = os.environ.get("NVDISASM") or shutil.which("nvdisasm")
    if not nvdisasm:
        sys.exit("sass_counts: no nvdisasm (set NVDISASM, or put it on PATH)")
    root = Path(tilelang.__file__).parent
    with tempfile.TemporaryDirectory() as tmp:
        source, cubin = Path(tmp, "kernel.cu"), Path(tmp, "kernel.cubin")
        source.write_text(cuda)
        includes = [f"-I{root / 'src'}", f"-I{root / '3rdparty' / 'cutlass' / 'include'}"]
        built = subprocess.run(["nvcc", f"-arch={arch}", "-std=c++17", "-O3", "-cubin", *includes, "-o", str(cubin), str(source)], capture_output=True, text=True)
        if built.returncode:  # TileLang's headers warn at every build: shown only when it fails
            sys.exit(f"sass_counts: nvcc failed:\n{built.stderr}")
        return subprocess.run([nvdisasm, str(cubin)], check=True, capture_output=True, text=True).stdout


def instructions(sass: str) -> tuple[list, dict]:
    """[(address, opcode, text)] without NOPs, and {label: the address of its instruction}."""
    listing, labels, pending = [], {}, []
    for line in sass.splitlines():
        if m := LABEL.match(line):
            pending.append(m.group(1))
        elif m := INSTRUCTION.search(line):
            address = int(m.group(1), 16)
            labels.update(dict.fromkeys(pending, address))
            pending = []
            if m.group(3) != "NOP":
                listing.append((address, m.group(3), m.group(2)))
    return listing, labels


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--arch", default="sm_90a")
    parser.add_argument("--ops", default="", help="opcodes to count always, comma-separated (e.g. BAR,HGMMA)")
    args = parser.parse_args()
    named = [op for op in args.ops.split(",") if op]

    def summary(counts: Counter, top: int) -> str:
        shown = counts.most_common(top)
        return ", ".join([f"{op} {n}" for op, n in shown] + [f"{op} {counts[op]}" for op in named if op not in dict(shown)])

    cuda = sys.stdin.read()
    if "__global__" not in cuda:  # kgen lower failed (its message went to stderr) or printed nothing
        sys.exit("sass_counts: no kernel on stdin (a __global__ function); is the kgen lower before the pipe failing?")
    listing, labels = instructions(disassemble(cuda, args.arch))
    counts = Counter(op for _, op, _ in listing)
    print(f"{len(listing)} instructions: " + summary(counts, 14))
    for address, op, text in listing:
        target = re.search(r"`\(?(\.L_x_\d+)", text)
        if op == "BRA" and target and labels.get(target.group(1), address) < address:
            start = labels[target.group(1)]
            body = [o for a, o, _ in listing if start <= a <= address]
            print(f"loop {start:#x}-{address:#x}: {len(body)} instructions a trip: " + summary(Counter(body), 8))


if __name__ == "__main__":
    main()
