"""Big tables: what reading a table costs on a 10-entry and on a 100 000-entry journal.

    .venv/bin/python benchmarks/bench_big_table.py

Builds each table through the ledger (real rolls), then copies its journal rows in bulk with
SQL to reach the size, and prints, for each size, the median time of `state`, `repeat`,
`detail` and `undo` (each read only what it shows) and the time and peak Python memory of a
full JSON export (streamed). Goals: `state` ≤ 50 ms on 100 000 entries; export memory flat.
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.game import Game  # noqa: E402
from assistant.ledger import Ledger  # noqa: E402

SIZES = (10, 100_000)
RUNS = 20
TABLE = "grande"


def build(path: Path, size: int) -> None:
    """A table of ``size`` journal entries: ten real rolls, then copies of their rows."""
    with Ledger(path) as ledger:
        game = Game(ledger, TABLE)
        for seed in range(min(size, 10)):
            game.roll(4, 5, seed=seed)
    connection = sqlite3.connect(path)
    with connection:
        columns = "table_id, at, kind, command, result, changes, reply_table, reply_gm"
        rows = connection.execute(f"SELECT {columns} FROM journal ORDER BY id").fetchall()
        missing = size - len(rows)
        connection.executemany(
            f"INSERT INTO journal ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (rows[index % len(rows)] for index in range(missing)),
        )
    connection.close()


def median_ms(action: Callable[[], object]) -> float:
    """Median wall time of ``action`` over ``RUNS`` calls, in milliseconds."""
    timings = []
    for _ in range(RUNS):
        started = time.perf_counter()
        action()
        timings.append((time.perf_counter() - started) * 1000)
    return statistics.median(timings)


def export_cost(game: Game) -> tuple[float, float]:
    """Seconds to stream the whole export as JSON, then the peak MiB of Python memory of a
    second pass (measured apart: tracing memory slows Python down)."""
    started = time.perf_counter()
    written = sum(len(piece) for piece in game.export_json(gm=True))
    elapsed = time.perf_counter() - started
    tracemalloc.start()
    sum(len(piece) for piece in game.export_json(gm=True))
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    assert written > 0
    return elapsed, peak


def main() -> None:
    for size in SIZES:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "big.sqlite3"
            build(path, size)
            with Ledger(path) as ledger:
                game = Game(ledger, TABLE)
                state = median_ms(game.state)
                repeat = median_ms(game.repeat)
                detail = median_ms(game.detail)
                undo = median_ms(lambda: (game.undo(), game.redo()))
                seconds, peak = export_cost(game)
            print(f"{size:>7} entries: state {state:.1f} ms, repeat {repeat:.1f} ms, detail "
                  f"{detail:.1f} ms, undo+redo {undo:.1f} ms, export --json {seconds:.2f} s "
                  f"peak {peak:.1f} MiB (goal: state <= 50 ms, export memory flat)")


if __name__ == "__main__":
    main()
