"""Second rôle à la volée (« Créer un second rôle à la volée »).

Disposition towards the protagonistes, either:

* by a jet de distance: bienveillant (1-2), neutre (3-4), malveillant (5-6);
* or by the Destin: 0 → neutre without rolling; otherwise a jet de destin (d6 < |Destin|) gives
  bienveillant for a positive Destin, malveillant for a negative one, and neutre when it fails.

Then « 1 jet symbolique » for the objectif (or mission) and one for the moyens (or motifs),
optionally a fourth for the secret (or faiblesse): 3 × 6 × 6 = 108 combinations, × 6 = 648.
Reading chosen: a « jet symbolique » is one d6 read on the Champ row of the jet de direction
(the seed's numerology table whose row is the most general), so each symbolic roll has 6 values.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hades_core.destin import roll_against_destin
from hades_core.dice import Dice
from hades_core.oracles.direction import DirectionRoll, read_direction
from hades_core.oracles.distance import band_for

SYMBOLIC_CATEGORY = "champ"


class Disposition(Enum):
    """General disposition of a second rôle towards the protagonistes."""

    BIENVEILLANT = "bienveillant"
    NEUTRE = "neutre"
    MALVEILLANT = "malveillant"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


class DispositionMethod(Enum):
    """How the disposition was found."""

    DISTANCE = "distance"
    DESTIN = "destin"


_DISPOSITION_BY_BAND = {
    1: Disposition.BIENVEILLANT,
    2: Disposition.NEUTRE,
    3: Disposition.MALVEILLANT,
}


@dataclass(frozen=True)
class DispositionRoll:
    """The disposition and the die that decided it (None when the Destin is 0: no roll)."""

    method: DispositionMethod
    die: int | None
    disposition: Disposition


def disposition_by_distance(dice: Dice) -> DispositionRoll:
    """Jet de distance: 1-2 bienveillant, 3-4 neutre, 5-6 malveillant."""
    die = dice.d6()
    return DispositionRoll(DispositionMethod.DISTANCE, die, _DISPOSITION_BY_BAND[band_for(die)])


def disposition_by_destin(destin: int, dice: Dice) -> DispositionRoll:
    """Destin 0 → neutre; else d6 < |Destin| → bienveillant (Destin > 0) or malveillant (< 0)."""
    if destin == 0:
        return DispositionRoll(DispositionMethod.DESTIN, None, Disposition.NEUTRE)
    roll = roll_against_destin(destin, dice)
    if not roll.below:
        disposition = Disposition.NEUTRE
    elif destin > 0:
        disposition = Disposition.BIENVEILLANT
    else:
        disposition = Disposition.MALVEILLANT
    return DispositionRoll(DispositionMethod.DESTIN, roll.die, disposition)


def symbolic_roll(dice: Dice) -> DirectionRoll:
    """One « jet symbolique »: a d6 read on the Champ row."""
    return read_direction(SYMBOLIC_CATEGORY, dice.d6())


@dataclass(frozen=True)
class SecondRole:
    """A second rôle made on the fly."""

    disposition: DispositionRoll
    objectif: DirectionRoll
    moyens: DirectionRoll
    secret: DirectionRoll | None
    """The secret or faiblesse, when asked for."""


def create_second_role(
    dice: Dice, destin: int | None = None, with_secret: bool = False
) -> SecondRole:
    """Disposition (by the Destin when given, else by a jet de distance), objectif, moyens and
    optionally the secret."""
    disposition = (
        disposition_by_distance(dice) if destin is None else disposition_by_destin(destin, dice)
    )
    return SecondRole(
        disposition=disposition,
        objectif=symbolic_roll(dice),
        moyens=symbolic_roll(dice),
        secret=symbolic_roll(dice) if with_secret else None,
    )
