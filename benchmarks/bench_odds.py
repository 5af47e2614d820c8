"""Exact odds of 20 vs 20 (HaDes, non-chaining rule), uncached: prints the median time.

Goal: ≤ 5 ms per computation.
"""

from __future__ import annotations

import statistics
import time

from hades_core.odds import chaining_odds, exact_odds

RUNS = 200
GOAL_MS = 5.0


def median_ms(function, *args, runs: int = RUNS) -> float:
    """Median wall time of ``function(*args)`` in milliseconds over ``runs`` calls."""
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        function(*args)
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings)


def main() -> None:
    exact = median_ms(exact_odds, 20, 20)
    print(f"exact_odds(20, 20): median {exact:.3f} ms over {RUNS} runs (goal <= {GOAL_MS} ms)")
    largest = median_ms(exact_odds, 100, 100, runs=20)
    print(f"exact_odds(100, 100): median {largest:.3f} ms over 20 runs")
    chained = median_ms(chaining_odds, 20, 20, runs=20)
    print(f"chaining_odds(20, 20, error <= 1e-9): median {chained:.3f} ms over 20 runs")


if __name__ == "__main__":
    main()
