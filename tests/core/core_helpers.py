"""Shared helpers for the HaDes rules tests: scripted dice and a chi-square fit check."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from fractions import Fraction
from pathlib import Path

import pytest
from scipy.stats import chisquare

RULES_TEXT = (Path(__file__).resolve().parents[3] / "shared" / "seeds"
              / "000_a938af78af1b1af9.txt")
"""The rules text the oracle and meaning tables are copied from: in ``shared/``, beside the
clone (read-only; present in CI, absent for a user who cloned the project alone)."""


def rules_text() -> str:
    """The rules text; without it the test is skipped, with the reason, except in CI (``CI``
    set), where its absence is a failure: the comparison must run there."""
    try:
        return RULES_TEXT.read_text(encoding="utf-8")
    except OSError:
        if os.environ.get("CI"):
            pytest.fail(f"the rules text {RULES_TEXT} is missing in CI")
        pytest.skip(f"the rules text is not beside the clone ({RULES_TEXT.parent.parent}"
                    " missing): the tables are compared with it where it exists, as in CI")


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
