"""Exact odds of a roll X (protagonistes) vs Y (obstacle), as fractions.

Default rule (dés du chaos do not chain). For one die, the number of even dice it yields is
0 with probability 1/2 (1, 3, 5), 1 with 5/12 (2 or 4; or 6 then an odd chaos die) and 2 with
1/12 (6 then an even chaos die). A pool of n dice is the n-th power of the polynomial
(6 + 5z + z²) over 12ⁿ; both pools' integer weights are combined with the rule of
:func:`hades_core.resolution.value_for_evens` and turned into Fractions at the very end.

Chaining variant (every 6 adds a die): one die's even count has the generating function
f(z) = (3 + 2z) / (6 − z), infinite in degree. :func:`chaining_odds` gives the series truncated
at K evens per side with a proven bound: each probability returned is a lower bound and the true
value lies within ``error_bound`` (the exact mass beyond K on both sides, union bound) above it;
K grows until ``error_bound`` ≤ the requested ``max_error``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from hades_core.fortune import gains_fortune, standing_for
from hades_core.outcome import Outcome, outcome_for
from hades_core.resolution import Side, check_pool, value_for_evens

DIE_WEIGHTS = (6, 5, 1)
"""Weights over 12 of 0, 1 and 2 even dice for one die (non-chaining rule)."""
DIE_DENOMINATOR = 12


@dataclass(frozen=True)
class Odds:
    """Probabilities of each outcome and of gaining a fortune for X vs Y."""

    protagonist_dice: int
    obstacle_dice: int
    outcomes: dict[Outcome, Fraction]
    fortune: Fraction

    def by_key(self) -> dict[str, Fraction]:
        """Probabilities keyed like a simulation: exploit … fiasco, fortune."""
        return {outcome.key: p for outcome, p in self.outcomes.items()} | {"fortune": self.fortune}


@dataclass(frozen=True)
class ChainingOdds:
    """Lower bounds of the chaining-variant odds, each within ``error_bound`` of the truth."""

    odds: Odds
    error_bound: Fraction
    truncation: int
    """K: largest even count per side kept in the series."""


def pool_weights(dice: int) -> list[int]:
    """Integer weights (over 12^dice) of 0, 1, …, 2·dice even dice in a pool (non-chaining)."""
    weights = [1]
    for _ in range(dice):
        grown = [0] * (len(weights) + 2)
        for evens, weight in enumerate(weights):
            for extra, die_weight in enumerate(DIE_WEIGHTS):
                grown[evens + extra] += weight * die_weight
        weights = grown
    return weights


def _odds_from_weights(
    protagonist_dice: int,
    obstacle_dice: int,
    protagonist_weights: list[int],
    obstacle_weights: list[int],
    denominator: int,
) -> Odds:
    """Combine both sides' even-count weights into outcome probabilities."""
    totals = dict.fromkeys(Outcome, 0)
    by_value: dict[int, int] = {}
    for protagonist_evens, protagonist_weight in enumerate(protagonist_weights):
        if not protagonist_weight:
            continue
        for obstacle_evens, obstacle_weight in enumerate(obstacle_weights):
            value = value_for_evens(protagonist_evens, obstacle_evens)
            by_value[value] = by_value.get(value, 0) + protagonist_weight * obstacle_weight
    for value, weight in by_value.items():
        totals[outcome_for(value)] += weight
    standing = standing_for(protagonist_dice, obstacle_dice)
    fortune = sum(weight for outcome, weight in totals.items() if gains_fortune(standing, outcome))
    return Odds(
        protagonist_dice=protagonist_dice,
        obstacle_dice=obstacle_dice,
        outcomes={outcome: Fraction(weight, denominator) for outcome, weight in totals.items()},
        fortune=Fraction(fortune, denominator),
    )


def exact_odds(protagonist_dice: int, obstacle_dice: int) -> Odds:
    """Exact odds of X vs Y under the default (non-chaining) rule of the dés du chaos."""
    check_pool(protagonist_dice, Side.PROTAGONISTES)
    check_pool(obstacle_dice, Side.OBSTACLE)
    return _odds_from_weights(
        protagonist_dice,
        obstacle_dice,
        pool_weights(protagonist_dice),
        pool_weights(obstacle_dice),
        DIE_DENOMINATOR ** (protagonist_dice + obstacle_dice),
    )


def chaining_pool_weights(dice: int, truncation: int) -> list[int]:
    """Weights over 6^(dice + truncation) of 0…``truncation`` evens in a chaining pool.

    Coefficients of ((3 + 2z) / 6)ⁿ · Σₖ C(n + k − 1, k) (z / 6)ᵏ.
    """
    if dice == 0:
        return [6**truncation] + [0] * truncation
    weights = []
    for evens in range(truncation + 1):
        weights.append(
            sum(
                comb(dice, faces_2_4) * 3 ** (dice - faces_2_4) * 2**faces_2_4
                * comb(dice + evens - faces_2_4 - 1, evens - faces_2_4)
                * 6 ** (truncation - evens + faces_2_4)
                for faces_2_4 in range(min(dice, evens) + 1)
            )
        )
    return weights


def chaining_odds(
    protagonist_dice: int, obstacle_dice: int, max_error: Fraction = Fraction(1, 10**9)
) -> ChainingOdds:
    """Odds of X vs Y when every 6 adds a die, truncated so the error stays ≤ ``max_error``."""
    check_pool(protagonist_dice, Side.PROTAGONISTES)
    check_pool(obstacle_dice, Side.OBSTACLE)
    truncation = max(protagonist_dice, obstacle_dice) + 8
    while True:
        protagonist_weights = chaining_pool_weights(protagonist_dice, truncation)
        obstacle_weights = chaining_pool_weights(obstacle_dice, truncation)
        protagonist_scale = 6 ** (protagonist_dice + truncation)
        obstacle_scale = 6 ** (obstacle_dice + truncation)
        error_bound = Fraction(protagonist_scale - sum(protagonist_weights), protagonist_scale) + (
            Fraction(obstacle_scale - sum(obstacle_weights), obstacle_scale)
        )
        if error_bound <= max_error:
            break
        truncation *= 2
    odds = _odds_from_weights(
        protagonist_dice,
        obstacle_dice,
        protagonist_weights,
        obstacle_weights,
        protagonist_scale * obstacle_scale,
    )
    return ChainingOdds(odds=odds, error_bound=error_bound, truncation=truncation)
