"""Fortunes (« Obtention et utilisation des Fortunes », « consolider son expérience »).

« On est favori quand on a plus de dés dans son pool que l'obstacle et on est outsider quand on
a moins de dés. » Gaining one fortune:

* favori: on an Échec or a Fiasco;
* outsider: on a Succès or an Exploit;
* équilibré: on a Fiasco or an Exploit.

Spending a fortune « décale le résultat » one rung (skipping 0: −1 → +1) and « on perd la
possibilité d'obtention de fortune » of that roll. Reading chosen: a shift beyond the ladder's
end (up from Exploit, down from Fiasco) changes nothing on the ladder, so it is refused rather
than silently wasting the fortune.

At the end of the session each fortune « consolide l'expérience »: one gauge bar, or one
éphémère trait made durable (positive), removed (negative) or one existing trait modified.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from hades_core.errors import NotEnoughFortunesError, ShiftRefusedError
from hades_core.outcome import (
    LADDER_BOTTOM,
    LADDER_TOP,
    Outcome,
    bounded,
    outcome_for,
    shift_value,
)


class Standing(Enum):
    """Standing of the protagonistes in a roll: favori, outsider or équilibré."""

    FAVORI = "favori"
    OUTSIDER = "outsider"
    EQUILIBRE = "equilibre"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


_FORTUNE_OUTCOMES = {
    Standing.FAVORI: frozenset({Outcome.ECHEC, Outcome.FIASCO}),
    Standing.OUTSIDER: frozenset({Outcome.SUCCES, Outcome.EXPLOIT}),
    Standing.EQUILIBRE: frozenset({Outcome.FIASCO, Outcome.EXPLOIT}),
}


def standing_for(protagonist_dice: int, obstacle_dice: int) -> Standing:
    """Standing from the initial pool sizes X (protagonistes) and Y (obstacle)."""
    if protagonist_dice > obstacle_dice:
        return Standing.FAVORI
    if protagonist_dice < obstacle_dice:
        return Standing.OUTSIDER
    return Standing.EQUILIBRE


def gains_fortune(standing: Standing, outcome: Outcome) -> bool:
    """True when this outcome earns the protagonistes one fortune for this standing."""
    return outcome in _FORTUNE_OUTCOMES[standing]


class ShiftDirection(Enum):
    """Direction of « décaler le résultat »."""

    UP = "up"
    DOWN = "down"

    @property
    def steps(self) -> int:
        """+1 for up, −1 for down."""
        return 1 if self is ShiftDirection.UP else -1


@dataclass(frozen=True)
class FortuneShift:
    """A result moved one rung by spending one fortune."""

    value_before: int
    value: int
    outcome: Outcome
    direction: ShiftDirection
    fortune_gained: bool = False
    """Always False: shifting forfeits the roll's fortune."""


def shift_with_fortune(value: int, direction: ShiftDirection = ShiftDirection.UP) -> FortuneShift:
    """Spend one fortune to move ``value`` one rung; refused past Exploit or below Fiasco.

    ``value`` is bounded first (« borné entre -3 et +3 »): −4 moved up is −2, an Échec.
    """
    value = bounded(value)
    if (direction is ShiftDirection.UP and value >= LADDER_TOP) or (
        direction is ShiftDirection.DOWN and value <= LADDER_BOTTOM
    ):
        raise ShiftRefusedError(value, direction.value)
    shifted = shift_value(value, direction.steps)
    return FortuneShift(
        value_before=value, value=shifted, outcome=outcome_for(shifted), direction=direction
    )


class Consolidation(Enum):
    """What one fortune buys at the end of the session (« consolider son expérience »)."""

    JAUGE = "jauge"
    """Move one gauge bar."""
    TRAIT_DURABLE = "trait_durable"
    """Make a positive éphémère trait durable."""
    TRAIT_ELIMINE = "trait_elimine"
    """Remove a negative éphémère trait."""
    TRAIT_MODIFIE = "trait_modifie"
    """Modify an existing trait (« leçon apprise »)."""

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


@dataclass(frozen=True)
class ConsolidationResult:
    """Fortunes spent at the end of the session, one per consolidation."""

    available: int
    spent: int
    remaining: int
    by_kind: dict[str, int]
    """Number of fortunes spent per consolidation key."""


def consolidate(available: int, choices: Sequence[Consolidation]) -> ConsolidationResult:
    """Spend one fortune per consolidation choice; refused when fortunes are lacking."""
    if len(choices) > available:
        raise NotEnoughFortunesError(available, len(choices))
    counts = Counter(choice.key for choice in choices)
    return ConsolidationResult(
        available=available,
        spent=len(choices),
        remaining=available - len(choices),
        by_kind=dict(counts),
    )
