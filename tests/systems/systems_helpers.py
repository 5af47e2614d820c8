"""Helpers for the tests of the four other systems: scripted dice and a chi-square check."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping
from fractions import Fraction

from scipy.stats import chisquare

SIGNIFICANCE = 0.001
"""A seeded sample whose p-value falls below this is treated as not following the exact odds."""


class ScriptedDice:
    """Dice that return a fixed script of faces, checking each face fits the die asked for."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        self.asked: list[int] = []

    def d6(self) -> int:
        return self.roll(6)

    def roll(self, sides: int) -> int:
        face = self._faces.pop(0)
        assert 1 <= face <= sides, f"scripted face {face} does not fit a d{sides}"
        self.asked.append(sides)
        return face

    @property
    def exhausted(self) -> bool:
        """True when every scripted face was used."""
        return not self._faces


def chi_square_p_value(samples: Iterable[Hashable], odds: Mapping[Hashable, Fraction]) -> float:
    """Return the chi-square p-value of ``samples`` against exact ``odds`` (which must sum to 1).

    Categories with an expected count below 5 are pooled into one, as the test requires.
    """
    assert sum(odds.values()) == 1
    counts = Counter(samples)
    assert set(counts) <= set(odds), f"values outside the exact odds: {set(counts) - set(odds)}"
    total = sum(counts.values())
    observed, expected, rare_observed, rare_expected = [], [], 0, 0.0
    for key, probability in odds.items():
        if total * probability >= 5:
            observed.append(counts[key])
            expected.append(float(total * probability))
        else:
            rare_observed += counts[key]
            rare_expected += float(total * probability)
    if rare_expected > 0:
        observed.append(rare_observed)
        expected.append(rare_expected)
    return float(chisquare(observed, expected).pvalue)
