"""Puissances (« Jouer avec les puissances »): the dice a trait brings to a pool.

* A trait brings 1D; a héroïque trait (noted ``+``) 2D; a mythique trait (``++``) 3D.
* « transformer une manœuvre en réflexe »: a héroïque or mythique manœuvre may be used as a
  réflexe « en n'amenant 1D de moins » (héroïque → 1D, mythique → 2D). A normal trait cannot:
  it would bring nothing, and the seed offers this « grâce aux puissances » only.
* Building a whole side's pool, gauges included, is :mod:`hades_core.pool`.
* Deus Ex Alea eligibility: the seed says a héroïque manœuvre turned into a 1D réflexe « ne
  serait alors plus éligible », a mythique one at 2D would be, so a capacity counts as a
  puissance for the Deus Ex Alea when it brings at least 2D.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hades_core.errors import ReflexConversionError

DEUS_EX_ALEA_MIN_DICE = 2


class Puissance(Enum):
    """Level of a trait: normal (1D), héroïque ``+`` (2D), mythique ``++`` (3D)."""

    NORMAL = "normal"
    HEROIQUE = "heroique"
    MYTHIQUE = "mythique"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value

    @property
    def dice(self) -> int:
        """Dice brought by a trait of this puissance."""
        return _DICE[self]

    @property
    def mark(self) -> str:
        """Notation on the character sheet: ``""``, ``"+"`` or ``"++"``."""
        return _MARKS[self]


_DICE = {Puissance.NORMAL: 1, Puissance.HEROIQUE: 2, Puissance.MYTHIQUE: 3}
_MARKS = {Puissance.NORMAL: "", Puissance.HEROIQUE: "+", Puissance.MYTHIQUE: "++"}
_PUISSANCE_BY_MARKS = {0: Puissance.NORMAL, 1: Puissance.HEROIQUE}


@dataclass(frozen=True)
class Trait:
    """A trait used in a pool."""

    name: str
    puissance: Puissance = Puissance.NORMAL
    reflexe_from_manoeuvre: bool = False
    """True when a manœuvre is used as a réflexe (1D less)."""

    def __post_init__(self) -> None:
        if self.reflexe_from_manoeuvre and self.puissance is Puissance.NORMAL:
            raise ReflexConversionError(self.name, self.puissance.key)

    @property
    def dice(self) -> int:
        """Dice this trait brings to the pool."""
        return self.puissance.dice - (1 if self.reflexe_from_manoeuvre else 0)

    @property
    def counts_for_deus_ex_alea(self) -> bool:
        """True when the trait brings at least 2D (a capacity « au moins héroïque »)."""
        return self.dice >= DEUS_EX_ALEA_MIN_DICE


def parse_trait(notation: str) -> Trait:
    """Read a sheet notation: ``"épée"`` → normal, ``"épée+"`` → héroïque, ``"épée ++"`` → mythique.

    Two or more ``+`` read as mythique, the highest puissance.
    """
    name = notation.rstrip("+ ")
    marks = notation[len(name):].count("+")
    return Trait(name=name.strip(), puissance=_PUISSANCE_BY_MARKS.get(marks, Puissance.MYTHIQUE))
