"""1 000 000 simulated HaDes resolutions: prints the wall time per pool pair.

Goal: ≤ 1 s for 1 000 000 resolutions.
"""

from __future__ import annotations

import time

from hades_core.simulate import simulate

TRIALS = 1_000_000
GOAL_S = 1.0
PAIRS = [(3, 3), (5, 5), (10, 10), (20, 20)]


def main() -> None:
    simulate(2, 2, 1000, seed=0)
    for protagonists, obstacle in PAIRS:
        for chaining in (False, True):
            start = time.perf_counter()
            simulate(protagonists, obstacle, TRIALS, seed=1, chaining=chaining)
            elapsed = time.perf_counter() - start
            variant = "chaining" if chaining else "default"
            print(
                f"simulate({protagonists}, {obstacle}) x {TRIALS:,} ({variant}): "
                f"{elapsed:.3f} s (goal <= {GOAL_S} s)"
            )


if __name__ == "__main__":
    main()
