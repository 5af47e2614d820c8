"""The antagonism's action (« Mettre les protagonistes sur le grill »): when the protagonistes
are passive, « un jet symbolique pour déterminer quelle action l'antagonisme va mener à
l'encontre des joueurs » — one d6 read on this table, verbatim."""

from __future__ import annotations

from dataclasses import dataclass

from hades_core.dice import Dice

ANTAGONISM_ACTIONS: tuple[str, str, str, str, str, str] = (
    "Confrontation directe...",
    "Leur faire peur...",
    "Tenter de négocier avec eux ou faire mal à leurs relations...",
    "Tenter de leur tendre un piège, les dénoncer aux autorités...",
    "Taper dans leurs ressources, s'associer avec leurs rivaux...",
    "Les espionner, tenter de les discréditer...",
)


@dataclass(frozen=True)
class AntagonismAction:
    """The die and the action read on the table."""

    die: int
    action: str


def roll_antagonism_action(dice: Dice) -> AntagonismAction:
    """Roll one d6 and read the antagonism's action."""
    die = dice.d6()
    return AntagonismAction(die=die, action=ANTAGONISM_ACTIONS[die - 1])
