"""Shared helpers for the HaDes rules tests: scripted dice and a chi-square fit check."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from fractions import Fraction

from scipy.stats import chisquare

SIGNIFICANCE = 0.001
"""A seeded sample whose p-value falls below this does not follow the exact odds."""


class ScriptedDice:
    """Dice returning a fixed script of faces; fails loudly when the script runs out."""

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        self.used = 0

    def d6(self) -> int:
        return self.roll(6)

    def roll(self, sides: int) -> int:
        if self.used >= len(self._faces):
            raise AssertionError("the scripted dice ran out of faces")
        face = self._faces[self.used]
        assert 1 <= face <= sides, f"scripted face {face} does not fit a d{sides}"
        self.used += 1
        return face

    @property
    def exhausted(self) -> bool:
        """True when every scripted face was used."""
        return self.used == len(self._faces)


def fit_p_value(observed: Mapping[str, int], expected: Mapping[str, Fraction]) -> float:
    """Chi-square p-value of observed counts against exact probabilities.

    Keys with probability 0 must have no observation (checked here) and are left out.
    """
    total = sum(observed[key] for key in expected)
    keys = [key for key, probability in expected.items() if probability > 0]
    for key in expected:
        if expected[key] == 0:
            assert observed[key] == 0, f"{key} observed although impossible"
    frequencies = [observed[key] for key in keys]
    expectations = [float(expected[key]) * total for key in keys]
    correction = total / sum(expectations)
    return float(chisquare(frequencies, [e * correction for e in expectations]).pvalue)
