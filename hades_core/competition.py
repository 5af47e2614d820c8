"""Competition (« Être en compétition »): two sides race for an objective.

Each side resolves its own pool against its own obstacle. « seul un succès ou un exploit permet
de vraiment atteindre l'objectif ». Reading chosen for « higher result wins »: the higher rung
of the ladder wins (so +3 and +4 are both an Exploit and tie). On a tie in Succès or Exploit,
« on peut déclarer gagnant in extremis le camp qui a la somme des résultats pairs la plus
grande (en privilégiant les protagonistes en cas d'égalité absolue) »: the sum of the faces of
the side's even dice, chaos dice included. ``tie_broken`` tells the Destinée that an ex aequo
could also be declared.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hades_core.dice import Dice
from hades_core.outcome import Outcome
from hades_core.resolution import Resolution, resolve_pool


class CompetitionWinner(Enum):
    """Who reached the objective first."""

    PROTAGONISTES = "protagonistes"
    RIVAUX = "rivaux"
    PERSONNE = "personne"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


@dataclass(frozen=True)
class Competition:
    """Both sides' resolutions and the winner."""

    protagonists: Resolution
    rivals: Resolution
    """The rivals' roll, read from the rivals' point of view against their own obstacle."""
    winner: CompetitionWinner
    tie_broken: bool
    """True when both reached the same rung and the sum of even dice decided."""


def competition_winner(
    protagonists: Outcome, rivals: Outcome, protagonists_even_sum: int, rivals_even_sum: int
) -> tuple[CompetitionWinner, bool]:
    """The winner of two outcomes (each from its own side's point of view) and whether the
    sums of even dice broke a tie; also used once a fortune has shifted one side's result."""
    protagonists_reach = protagonists.reaches_objective
    rivals_reach = rivals.reaches_objective
    if not protagonists_reach and not rivals_reach:
        return CompetitionWinner.PERSONNE, False
    if protagonists_reach != rivals_reach:
        side = CompetitionWinner.PROTAGONISTES if protagonists_reach else CompetitionWinner.RIVAUX
        return side, False
    if protagonists.rank != rivals.rank:
        better = protagonists.rank > rivals.rank
        return (CompetitionWinner.PROTAGONISTES if better else CompetitionWinner.RIVAUX), False
    rivals_ahead = rivals_even_sum > protagonists_even_sum
    return (CompetitionWinner.RIVAUX if rivals_ahead else CompetitionWinner.PROTAGONISTES), True


def decide_competition(protagonists: Resolution, rivals: Resolution) -> Competition:
    """Compare two resolutions of a competition (each from its own side's point of view)."""
    winner, tie_broken = competition_winner(
        protagonists.outcome, rivals.outcome,
        protagonists.protagonist.even_sum, rivals.protagonist.even_sum,
    )
    return Competition(
        protagonists=protagonists, rivals=rivals, winner=winner, tie_broken=tie_broken
    )


def resolve_competition(
    protagonist_pool: tuple[int, int],
    rival_pool: tuple[int, int],
    dice: Dice,
    chaining: bool = False,
) -> Competition:
    """Roll (side dice, its obstacle dice) for the protagonistes, then the rivals, and compare."""
    protagonists = resolve_pool(protagonist_pool[0], protagonist_pool[1], dice, chaining)
    rivals = resolve_pool(rival_pool[0], rival_pool[1], dice, chaining)
    return decide_competition(protagonists, rivals)
