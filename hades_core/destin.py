"""The Destin (« Le Destin »), the secret measure of the protagonistes' risk taking.

* Roll with the dice: before rolling, the Destinée adds Y − X (initial dice of the obstacle minus
  initial dice of the protagonistes, puissances counted: a héroïque trait is 2D, a mythique 3D;
  the dés du chaos are never counted).
* « Résoudre automatiquement »: Destin > 0 → the outcome is positive and the Destin loses 1;
  Destin ≤ 0 → negative and the Destin gains 1. A trait used automatically succeeds and costs 1.
* « Gérer l'initiative »: Destin ≤ 0 → the antagonisme acts first; > 0 → the protagonistes.
  (The seed says « jauge » there; the reading chosen is the Destin, the only gauge that is
  positive or negative.)
* « Jouer en solo »: when the Destin is negative, a « jet de destin » (one d6) below |Destin|
  means the next situation is a « contretemps ».
* End of session: optionally each protagoniste receives max(Destin, 0) fortunes (« Transformation
  du Destin en Fortune »); then Destin and fortunes go back to 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from hades_core.dice import Dice

SESSION_START_DESTIN = 0


def destin_after_roll(destin: int, protagonist_dice: int, obstacle_dice: int) -> int:
    """Destin once a roll of X (protagonistes) vs Y (obstacle) initial dice is announced."""
    return destin + obstacle_dice - protagonist_dice


@dataclass(frozen=True)
class AutomaticResolution:
    """« Résoudre automatiquement »: outcome chosen from the Destin, without dice."""

    success: bool
    destin_before: int
    destin_after: int


def resolve_automatically(destin: int) -> AutomaticResolution:
    """Destin > 0 → success, Destin − 1; Destin ≤ 0 → failure, Destin + 1."""
    success = destin > 0
    return AutomaticResolution(
        success=success, destin_before=destin, destin_after=destin - 1 if success else destin + 1
    )


def use_trait_automatically(destin: int) -> AutomaticResolution:
    """A protagoniste's trait used automatically: success, and the Destin loses one point."""
    return AutomaticResolution(success=True, destin_before=destin, destin_after=destin - 1)


class Initiative(Enum):
    """Who acts first (« Gérer l'initiative »)."""

    PROTAGONISTES = "protagonistes"
    ANTAGONISME = "antagonisme"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


def initiative_for(destin: int) -> Initiative:
    """Destin ≤ 0 gives the initiative to the antagonisme, Destin > 0 to the protagonistes."""
    return Initiative.PROTAGONISTES if destin > 0 else Initiative.ANTAGONISME


@dataclass(frozen=True)
class DestinRoll:
    """A « jet de destin »: one d6 compared with |Destin|."""

    destin: int
    die: int
    below: bool
    """True when the die is strictly below |Destin|."""


def roll_against_destin(destin: int, dice: Dice) -> DestinRoll:
    """Roll one d6 and tell whether it is strictly below |Destin|."""
    die = dice.d6()
    return DestinRoll(destin=destin, die=die, below=die < abs(destin))


@dataclass(frozen=True)
class SoloDestinRoll:
    """Solo play: the jet de destin at a new « embranchement fictionnel »."""

    destin: int
    roll: DestinRoll | None
    """None when the Destin is not negative: no roll is made."""
    contretemps: bool


def solo_destin_roll(destin: int, dice: Dice) -> SoloDestinRoll:
    """Only when the Destin is negative: a d6 below |Destin| brings a contretemps."""
    if destin >= 0:
        return SoloDestinRoll(destin=destin, roll=None, contretemps=False)
    roll = roll_against_destin(destin, dice)
    return SoloDestinRoll(destin=destin, roll=roll, contretemps=roll.below)


def destin_to_fortunes(destin: int) -> int:
    """Fortunes each protagoniste receives from the optional conversion: max(Destin, 0)."""
    return max(destin, 0)


@dataclass(frozen=True)
class SessionEnd:
    """End of session (« Fin de partie »)."""

    destin_before: int
    converted_per_protagonist: int
    """Fortunes given to each protagoniste by the optional Destin conversion (0 when off)."""
    fortunes_to_consolidate: dict[str, int]
    """Fortunes each protagoniste may spend to « consolider son expérience »."""
    destin_after: int = SESSION_START_DESTIN
    fortunes_after: int = 0
    """Every protagoniste's fortunes once the session is closed."""


def end_session(
    destin: int, fortunes: Mapping[str, int], convert_destin: bool = False
) -> SessionEnd:
    """Close the session: optional Destin → Fortune conversion, then Destin and fortunes to 0."""
    converted = destin_to_fortunes(destin) if convert_destin else 0
    return SessionEnd(
        destin_before=destin,
        converted_per_protagonist=converted,
        fortunes_to_consolidate={name: count + converted for name, count in fortunes.items()},
    )
