"""Fast simulation of many resolutions X vs Y, rolling every die with numpy.

Each trial rolls the initial pools, then the dés du chaos (one per 6, or chained with
``chaining=True``), counts the even dice and reads the result with the rule of
:func:`hades_core.resolution.value_for_evens`. The generator is numpy's PCG64, seeded with
the given seed or with a fresh secure seed (:func:`hades_core.dice.new_seed`); the seed is kept
in the result so any run replays.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from hades_core.dice import new_seed
from hades_core.errors import SimulationSizeError
from hades_core.fortune import gains_fortune, standing_for
from hades_core.outcome import LADDER_BOTTOM, LADDER_TOP, Outcome, outcome_for
from hades_core.resolution import CHAOS_FACE, Side, check_pool

MAX_TRIALS = 100_000_000
DICE_PER_CHUNK = 8_000_000
"""Dice rolled at once per side, to bound memory (about 8 MB per array)."""


@dataclass(frozen=True)
class Simulation:
    """Counts per outcome key (exploit … fiasco) and of fortunes gained, over ``trials`` rolls."""

    protagonist_dice: int
    obstacle_dice: int
    trials: int
    seed: int
    chaining: bool
    counts: dict[str, int]


def _pool_evens(
    generator: np.random.Generator, dice: int, trials: int, chaining: bool
) -> np.ndarray:
    """Even dice of ``trials`` pools of ``dice`` d6, dés du chaos included."""
    faces = generator.integers(1, 7, size=(trials, dice), dtype=np.int8)
    evens = np.count_nonzero((faces & 1) == 0, axis=1)
    pending = np.count_nonzero(faces == CHAOS_FACE, axis=1)
    while pending.any():
        owners = np.repeat(np.arange(trials), pending)
        chaos = generator.integers(1, 7, size=owners.size, dtype=np.int8)
        evens += np.bincount(owners[(chaos & 1) == 0], minlength=trials)
        if not chaining:
            break
        pending = np.bincount(owners[chaos == CHAOS_FACE], minlength=trials)
    return evens


def _values(protagonist_evens: np.ndarray, obstacle_evens: np.ndarray) -> np.ndarray:
    """Vectorised :func:`value_for_evens`: difference, +1 on a tie, −1 with no even at all."""
    difference = protagonist_evens - obstacle_evens
    tie_value = np.where(protagonist_evens == 0, -1, 1)
    return np.where(difference == 0, tie_value, difference)


def simulate(
    protagonist_dice: int,
    obstacle_dice: int,
    trials: int,
    seed: int | None = None,
    chaining: bool = False,
) -> Simulation:
    """Roll ``trials`` resolutions of X vs Y and count each outcome and the fortunes gained."""
    check_pool(protagonist_dice, Side.PROTAGONISTES)
    check_pool(obstacle_dice, Side.OBSTACLE)
    if not 0 <= trials <= MAX_TRIALS:
        raise SimulationSizeError(trials, MAX_TRIALS)
    used_seed = new_seed() if seed is None else seed
    generator = np.random.default_rng(used_seed)
    per_value = np.zeros(LADDER_TOP - LADDER_BOTTOM + 1, dtype=np.int64)
    chunk = max(1, DICE_PER_CHUNK // max(protagonist_dice, obstacle_dice, 1))
    for start in range(0, trials, chunk):
        size = min(chunk, trials - start)
        values = _values(
            _pool_evens(generator, protagonist_dice, size, chaining),
            _pool_evens(generator, obstacle_dice, size, chaining),
        )
        clipped = np.clip(values, LADDER_BOTTOM, LADDER_TOP) - LADDER_BOTTOM
        per_value += np.bincount(clipped, minlength=per_value.size)
    counts = dict.fromkeys((outcome.key for outcome in Outcome), 0)
    for index, count in enumerate(per_value.tolist()):
        value = index + LADDER_BOTTOM
        if value:
            counts[outcome_for(value).key] += count
    standing = standing_for(protagonist_dice, obstacle_dice)
    counts["fortune"] = sum(
        counts[outcome.key] for outcome in Outcome if gains_fortune(standing, outcome)
    )
    return Simulation(
        protagonist_dice=protagonist_dice,
        obstacle_dice=obstacle_dice,
        trials=trials,
        seed=used_seed,
        chaining=chaining,
        counts=counts,
    )
