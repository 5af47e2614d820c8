"""Chat benchmark: time to the first answer, typed command → answer round trip, peak memory.

    .venv/bin/python benchmarks/bench_chat.py

Starts a real ``ChatSession`` (Rasa server + action server on loopback, temporary ledger) and
prints numbers only; nothing is asserted (goals: first answer ≤ 8 s after start, round trip
p50 ≤ 50 ms).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
COMMANDS = [
    "quatre dés contre cinq", "quel est le destin", "jet de distance qui",
    "jet de direction émotion", "Alice gagne une fortune", "combien de fortunes a Alice",
    "répète", "détaille", "choisis entre la porte et la fenêtre", "raconte une blague",
]
ROUNDS = 10


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def peak_rss_mb(pid: int) -> float:
    """Peak resident memory (VmHWM) of a process, in MB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    """Print the numbers."""
    from assistant.nlu.model import ensure_model

    ensure_model()
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["HADES_DB"] = str(Path(scratch) / "bench.sqlite3")
        from assistant.chat.session import ChatSession

        session = ChatSession(table="bench", seed=1)
        started = time.perf_counter()
        session.start()
        ready = time.perf_counter() - started
        session.handle(COMMANDS[0])
        first = time.perf_counter() - started
        timings = []
        for _ in range(ROUNDS):
            for command in COMMANDS:
                began = time.perf_counter()
                session.handle(command)
                timings.append((time.perf_counter() - began) * 1000)
        memory = {pid: peak_rss_mb(pid) for pid in session.process_ids}
        session.close()
    print(f"servers ready after start: {ready:.1f} s")
    print(f"first answer after start: {first:.1f} s")
    print(f"round trip p50: {statistics.median(timings):.1f} ms, p99: {percentile(timings, 0.99):.1f} ms "
          f"({len(timings)} commands)")
    action_mb, rasa_mb = memory.values()
    print(f"peak memory: Rasa server {rasa_mb:.0f} MB, action server {action_mb:.0f} MB")


if __name__ == "__main__":
    main()
