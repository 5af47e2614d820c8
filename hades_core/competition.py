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


def decide_competition(protagonists: Resolution, rivals: Resolution) -> Competition:
    """Compare two resolutions of a competition (each from its own side's point of view)."""
    protagonists_reach = protagonists.outcome.reaches_objective
    rivals_reach = rivals.outcome.reaches_objective
    tie_broken = False
    if not protagonists_reach and not rivals_reach:
        winner = CompetitionWinner.PERSONNE
    elif protagonists_reach != rivals_reach:
        winner = CompetitionWinner.PROTAGONISTES if protagonists_reach else CompetitionWinner.RIVAUX
    elif protagonists.outcome.rank != rivals.outcome.rank:
        better = protagonists.outcome.rank > rivals.outcome.rank
        winner = CompetitionWinner.PROTAGONISTES if better else CompetitionWinner.RIVAUX
    else:
        tie_broken = True
        rivals_ahead = rivals.protagonist.even_sum > protagonists.protagonist.even_sum
        winner = CompetitionWinner.RIVAUX if rivals_ahead else CompetitionWinner.PROTAGONISTES
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
