"""Jet de choix: « jetez un dé par élément: celui qui a le plus grand score l'emporte. En cas
de gagnants ex-aequo incompatibles, relancez un jet de choix entre les gagnants ».

Reading chosen: tied winners are always treated as incompatible, so the roll goes on among them
until one option remains; every round is kept in the history.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hades_core.dice import Dice
from hades_core.errors import ChoiceOptionsError

MAX_OPTIONS = 100
MIN_OPTIONS = 2


@dataclass(frozen=True)
class ChoiceRound:
    """One round: the contending options (indexes into the options) and their dice."""

    contenders: tuple[int, ...]
    faces: tuple[int, ...]


@dataclass(frozen=True)
class ChoiceRoll:
    """A complete jet de choix."""

    options: tuple[str, ...]
    rounds: tuple[ChoiceRound, ...]
    winner_index: int

    @property
    def winner(self) -> str:
        """The option that won."""
        return self.options[self.winner_index]


def roll_choice(options: Sequence[str], dice: Dice) -> ChoiceRoll:
    """One d6 per option, highest wins; ties are re-rolled among the tied options."""
    if not MIN_OPTIONS <= len(options) <= MAX_OPTIONS:
        raise ChoiceOptionsError(len(options), MAX_OPTIONS)
    contenders = tuple(range(len(options)))
    rounds: list[ChoiceRound] = []
    while len(contenders) > 1:
        faces = tuple(dice.d6() for _ in contenders)
        rounds.append(ChoiceRound(contenders=contenders, faces=faces))
        best = max(faces)
        contenders = tuple(index for index, face in zip(contenders, faces) if face == best)
    return ChoiceRoll(options=tuple(options), rounds=tuple(rounds), winner_index=contenders[0])
