"""Exact odds shared by the systems: distributions as ``{value: Fraction}`` dictionaries."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from itertools import product
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)


def uniform(values: Iterable[int]) -> dict[int, Fraction]:
    """Return the distribution of a fair die whose faces are ``values``."""
    faces = list(values)
    return _add({}, ((face, Fraction(1, len(faces))) for face in faces))


def sum_of(distributions: Iterable[Mapping[int, Fraction]]) -> dict[int, Fraction]:
    """Return the distribution of the sum of independent variables."""
    total: dict[int, Fraction] = {0: Fraction(1)}
    for distribution in distributions:
        total = _add(
            {},
            (
                (left + right, p * q)
                for left, p in total.items()
                for right, q in distribution.items()
            ),
        )
    return total


def outcome_odds(
    faces: Iterable[Iterable[int]], outcome: Callable[..., Key]
) -> dict[Key, Fraction]:
    """Return the odds of ``outcome(*faces)`` over every equally likely combination of faces."""
    combinations = list(product(*[list(die) for die in faces]))
    weight = Fraction(1, len(combinations))
    odds: dict[Key, Fraction] = {}
    for combination in combinations:
        key = outcome(*combination)
        odds[key] = odds.get(key, Fraction(0)) + weight
    return odds


def _add(target: dict, pairs: Iterable[tuple]) -> dict:
    for key, probability in pairs:
        target[key] = target.get(key, Fraction(0)) + probability
    return target
