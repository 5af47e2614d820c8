"""Deus Ex Alea (optional rule, with the puissances): a transcendent intervention.

Conditions (« Conditions à remplir »), for either side:

* the Destin is not 0 (« car sinon l'effet est nul »);
* the losing side suffers an Échec or a Fiasco from its own point of view (−2 or less for the
  protagonistes; a Succès or an Exploit of the protagonistes when the adversité loses);
* the losing side used at least one capacity « au moins héroïque » (see
  :mod:`hades_core.puissance`: a capacity bringing at least 2D);
* the winning side rolled the same value on ALL its dice, dés du chaos included (and rolled at
  least one die).

Effect: the loser gets |Destin| free points and shifts the result that many rungs in its favour,
skipping 0. Seed example: Échec (−2) with Destin −5 → +4. The value is kept (+4, read as an
Exploit); with the optional « intervention incontrôlable », each point beyond ±3 is one extra
« et » effect (préjudice or bénéfice).

Reading chosen for the Destin afterwards: it always goes back to 0. The seed's bullet list
resets it only for a Deus Ex Alea of the protagonistes with a positive Destin or of the adversité
with a negative one, but its own worked example (protagonistes, Destin −5) « retombe à zéro »;
the example wins, and the bullet list cannot be applied to it without contradiction.
"""

from __future__ import annotations

from dataclasses import dataclass

from hades_core.outcome import LADDER_TOP, Outcome, outcome_for, shift_value
from hades_core.resolution import Resolution, Side

LOSING_VALUE = -2


@dataclass(frozen=True)
class DeusExAleaConditions:
    """Each condition of the Deus Ex Alea, checked separately (for « détaille »)."""

    destin_not_zero: bool
    loser_failed: bool
    loser_used_puissance: bool
    winner_dice_identical: bool

    @property
    def all_met(self) -> bool:
        """True when every condition holds."""
        return (
            self.destin_not_zero
            and self.loser_failed
            and self.loser_used_puissance
            and self.winner_dice_identical
        )


@dataclass(frozen=True)
class DeusExAlea:
    """Outcome of the Deus Ex Alea check on one resolution."""

    conditions: DeusExAleaConditions
    triggered: bool
    beneficiary: Side | None
    """The losing side that gets the intervention, None when nobody lost (−1 … +1)."""
    value_before: int
    value: int
    """Result value after the intervention (unchanged when not triggered); may exceed ±3."""
    outcome: Outcome
    extra_effects: int
    """« et » effects beyond the ladder with the intervention incontrôlable, else 0."""
    destin_before: int
    destin_after: int


def _all_same(faces: tuple[int, ...]) -> bool:
    return bool(faces) and len(set(faces)) == 1


def check_deus_ex_alea(
    resolution: Resolution,
    destin: int,
    protagonists_used_puissance: bool,
    obstacle_used_puissance: bool,
    uncontrollable: bool = False,
) -> DeusExAlea:
    """Check the conditions on ``resolution`` and apply the effect.

    ``destin`` is the Destin at the moment of the check, that is once the roll's Y − X was
    added (« Avant de lancer les dés, la Destinée ajoute ensuite secrètement Y-X au Destin »).
    """
    value = resolution.value
    if value <= LOSING_VALUE:
        loser: Side | None = Side.PROTAGONISTES
        loser_power, winner_faces, direction = (
            protagonists_used_puissance, resolution.obstacle.all_dice, 1
        )
    elif value >= -LOSING_VALUE:
        loser = Side.OBSTACLE
        loser_power, winner_faces, direction = (
            obstacle_used_puissance, resolution.protagonist.all_dice, -1
        )
    else:
        loser, loser_power, winner_faces, direction = None, False, (), 0
    conditions = DeusExAleaConditions(
        destin_not_zero=destin != 0,
        loser_failed=loser is not None,
        loser_used_puissance=loser_power,
        winner_dice_identical=_all_same(winner_faces),
    )
    if not conditions.all_met:
        return DeusExAlea(
            conditions=conditions,
            triggered=False,
            beneficiary=loser,
            value_before=value,
            value=value,
            outcome=resolution.outcome,
            extra_effects=0,
            destin_before=destin,
            destin_after=destin,
        )
    shifted = shift_value(value, direction * abs(destin))
    return DeusExAlea(
        conditions=conditions,
        triggered=True,
        beneficiary=loser,
        value_before=value,
        value=shifted,
        outcome=outcome_for(shifted),
        extra_effects=max(abs(shifted) - LADDER_TOP, 0) if uncontrollable else 0,
        destin_before=destin,
        destin_after=0,
    )
