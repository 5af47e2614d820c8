"""Jet de distance: closed questions (Qui ? Où ? Quand ? Combien ?) read on one d6 in three
bands, 1-2 / 3-4 / 5-6 (« Jets de distance »)."""

from __future__ import annotations

from dataclasses import dataclass

from hades_core.dice import Dice
from hades_core.errors import UnknownCategoryError

DISTANCE_TABLE: dict[str, tuple[str, str, str]] = {
    "qui": ("Protagoniste", "Neutre", "Antagoniste"),
    "ou": ("Ici", "Proche", "Loin"),
    "quand": ("Avant", "Maintenant", "Après"),
    "combien": ("Peu", "Normal", "Beaucoup"),
}
"""Answers per question key, for the bands 1-2, 3-4 and 5-6."""

QUESTION_LABELS: dict[str, str] = {
    "qui": "Qui?",
    "ou": "Où?",
    "quand": "Quand?",
    "combien": "Combien?",
}
"""The seed's column headings."""


def band_for(die: int) -> int:
    """Band of a d6: 1 for 1-2, 2 for 3-4, 3 for 5-6."""
    return (die + 1) // 2


@dataclass(frozen=True)
class DistanceRoll:
    """One jet de distance."""

    question: str
    die: int
    band: int
    answer: str


def roll_distance(question: str, dice: Dice) -> DistanceRoll:
    """Roll one d6 and read the answer for the question key (qui, ou, quand, combien)."""
    if question not in DISTANCE_TABLE:
        raise UnknownCategoryError("distance", question, tuple(DISTANCE_TABLE))
    die = dice.d6()
    band = band_for(die)
    return DistanceRoll(
        question=question, die=die, band=band, answer=DISTANCE_TABLE[question][band - 1]
    )
