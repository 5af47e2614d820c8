"""Time one ``hades roll`` round trip, database write included: in-process and as a subprocess.

Prints p50 / p99 in milliseconds; no threshold is asserted (speed goals are read, not tested).
Run: ``.venv/bin/python benchmarks/bench_roll_cli.py [in-process runs] [subprocess runs]``.
"""

from __future__ import annotations

import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from assistant.cli import main

ROLL = ["roll", "4", "5", "--protagonist", "alice", "--table", "banc"]


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p99 of ``samples`` (milliseconds)."""
    cuts = statistics.quantiles(samples, n=100, method="inclusive")
    return statistics.median(samples), cuts[98]


def in_process(runs: int) -> list[float]:
    """``main(["roll", …])``: parse, roll, one committed transaction, printed answer."""
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        with contextlib.redirect_stdout(io.StringIO()):
            main(ROLL)
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def as_subprocess(runs: int) -> list[float]:
    """The real ``hades`` console script, interpreter start-up included."""
    script = Path(sys.executable).with_name("hades")
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(script), *ROLL], check=True, stdout=subprocess.DEVNULL)
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def main_bench() -> None:
    runs_in, runs_sub = (int(a) for a in (sys.argv[1:] + ["500", "30"])[:2])
    with tempfile.TemporaryDirectory() as directory:
        os.environ["HADES_DB"] = str(Path(directory) / "bench.sqlite3")
        in_process(5)
        p50, p99 = percentiles(in_process(runs_in))
        print(f"hades roll in-process ({runs_in} runs, synchronous=FULL commit): "
              f"p50 {p50:.2f} ms, p99 {p99:.2f} ms")
        p50, p99 = percentiles(as_subprocess(runs_sub))
        print(f"hades roll subprocess ({runs_sub} runs, console script): "
              f"p50 {p50:.0f} ms, p99 {p99:.0f} ms")


if __name__ == "__main__":
    main_bench()
