"""Peak memory of ``hades parse --jsonl`` on a long input (issue 19, point 13).

    .venv/bin/python benchmarks/bench_parse_memory.py [--lines 10000] [--compare]

Writes ``--lines`` utterances (a mix of commands and table talk, many with a distinct number so
that spaCy meets new words) to a file, runs ``hades parse --jsonl`` on it in a new process, and
prints the process's peak resident memory (``ru_maxrss`` of a fresh wrapper process, so that
nothing else is counted), how many JSON lines came out and how long it took. ``--compare`` also
runs it with ``HADES_FAST_START=0`` (TensorFlow imported, as before the fix).

Prints numbers only; nothing is asserted. Goal: under the 1 GB of a chat session.

Measured on 2 cores shared with other work (24 November 2026), 10 000 lines: peak 665 MB,
10 000 JSON lines in 130 s (``/usr/bin/time -v``: 681 MB). Before (TensorFlow imported by Rasa
while loading the model) the issue measured 1.18 GB on 10 000 lines, and 200 lines already
peaked at 1.05 GB: the memory went to TensorFlow, not to the lines, which were already written
one at a time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HADES = Path(sys.executable).with_name("hades")
UTTERANCES = (
    "quatre dés contre cinq", "jet de distance qui", "Alice gagne une fortune",
    "combien de fortunes a Bob", "je me cache derrière le tonneau", "on relance",
    "quelles sont nos chances à trois contre cinq", "choisis entre la cave et le grenier",
    "fais le point", "qu'est-ce qu'un presque", "Bob prend une blessure", "annule",
)
MEASURE = ("import resource, subprocess, sys\n"
           "with open(sys.argv[1], 'rb') as lines, open(sys.argv[2], 'wb') as out:\n"
           "    done = subprocess.run(sys.argv[3:], stdin=lines, stdout=out,"
           " stderr=subprocess.PIPE)\n"
           "sys.stderr.buffer.write(done.stderr)\n"
           "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, done.returncode)\n")
"""A wrapper process whose only child is ``hades parse``: its RUSAGE_CHILDREN peak is that
child's peak (KiB)."""


def write_lines(path: Path, count: int, seed: int = 1) -> None:
    """``count`` utterances, one a line; every third one carries a number of its own."""
    chosen = random.Random(seed)
    with path.open("w", encoding="utf-8") as stream:
        for index in range(count):
            extra = f" {index}" if index % 3 == 0 else ""
            stream.write(chosen.choice(UTTERANCES) + extra + "\n")


def measure(lines: Path, fast_start: bool = True) -> dict[str, object]:
    """Run ``hades parse --jsonl`` on ``lines``: peak memory (MB), JSON lines (and the parsed
    objects), seconds, exit code, stderr."""
    env = {**os.environ, "HADES_FAST_START": "1" if fast_start else "0"}
    with tempfile.TemporaryDirectory() as scratch:
        out = Path(scratch) / "out.jsonl"
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-c", MEASURE, str(lines), str(out), str(HADES),
                               "parse", "--jsonl"], capture_output=True, text=True, env=env,
                              check=True, cwd=ROOT)
        seconds = time.monotonic() - started
        peak_kib, code = (int(value) for value in done.stdout.split())
        parsed = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    return {"peak_mb": peak_kib / 1024, "json_lines": len(parsed), "seconds": seconds,
            "exit_code": code, "stderr": done.stderr, "parsed": parsed}


def main() -> None:
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--lines", type=int, default=10_000)
    options.add_argument("--compare", action="store_true",
                         help="also with HADES_FAST_START=0 (TensorFlow imported)")
    args = options.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        lines = Path(scratch) / "lines.txt"
        write_lines(lines, args.lines)
        runs = [("fast start", True)] + ([("HADES_FAST_START=0", False)] if args.compare else [])
        for name, fast in runs:
            result = measure(lines, fast)
            print(f"hades parse --jsonl, {args.lines} lines, {name}: peak"
                  f" {result['peak_mb']:.0f} MB, {result['json_lines']} JSON lines,"
                  f" {result['seconds']:.1f} s, exit {result['exit_code']}")


if __name__ == "__main__":
    main()
