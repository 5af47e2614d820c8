"""Fortunes (« Obtention et utilisation des Fortunes »).

« On est favori quand on a plus de dés dans son pool que l'obstacle et on est outsider quand on
a moins de dés. » Gaining one fortune:

* favori: on an Échec or a Fiasco;
* outsider: on a Succès or an Exploit;
* équilibré: on a Fiasco or an Exploit.
"""

from __future__ import annotations

from enum import Enum

from hades_core.outcome import Outcome


class Standing(Enum):
    """Standing of the protagonists in a roll: favori, outsider or équilibré."""

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
    """True when this outcome earns the protagonists one fortune for this standing."""
    return outcome in _FORTUNE_OUTCOMES[standing]
