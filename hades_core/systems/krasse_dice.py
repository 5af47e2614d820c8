"""Dés krâsses (dK), the players' tas de krâsses, the conteur's reserve and the contre-krâsse.

« Le dé krâsse, ou dK, est un dé à six faces qui n'a que 3 résultats possibles : une krâsse sur
un 6, une demi-krâsse sur un 3 et rien sur les autres faces. » The text never gives the
krâsse's value in points; this module counts a krâsse as 6 and a demi-krâsse as 3 (the face
read, half of a krâsse — the convention of the dK System this text comes from), see
docs/systems.md.

State (:class:`KrasseState`) is pure data for the ledger: the common tas de krâsses and the dK
each player kept for himself, by name without case or extra spaces (« Bob » and « bob » are one
player, as everywhere else at the table). The conteur's reserve is « supposée infinie » and is not counted.

* Krâsses du conteur: the dK he rolls for a second rôle go to the tas.
* Krâsses des joueurs: up to 5 dK from the tas (or their own), back to the conteur's reserve.
* At the start of a scénario each player receives as many dK as his charisme, kept or put in
  the tas.
* Krâsses de circonstance: up to 5 dK added to a difficulty, never put in the tas.
* Contre-krâsse: the other side stakes as many dK (a player short of dK stakes what is left);
  both throw their 2d10, the lowest dice score takes the whole pool (ties thrown again) and
  adds it to the action, resolved with those same dice. The pool then goes to the conteur's
  reserve if the player won the contre-krâsse, to the tas if the conteur won; a player's
  réussite critique (action d'éclat) keeps it in the tas, an échec critique loses it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from hades_core.dice import Dice
from hades_core.names import same_name
from hades_core.systems.errors import NotEnoughPointsError, ValueRangeError
from hades_core.systems.odds import sum_of, uniform

KRASSE_FACE = 6
DEMI_KRASSE_FACE = 3
KRASSE_LIMIT = 5
"""« on ne peut jamais lancer plus de 5 dK à la fois pour une krâsse »."""

CONTRE_KRASSE_LIMIT = 2 * KRASSE_LIMIT
ABSOLUTE_LIMIT = 50
"""Largest number of dK the assistant rolls at once, even beyond the rules' limit."""


@dataclass(frozen=True)
class KrasseRoll:
    """Faces of the dK rolled (1–6)."""

    faces: tuple[int, ...] = ()

    @property
    def krasses(self) -> int:
        """Number of 6."""
        return self.faces.count(KRASSE_FACE)

    @property
    def demi_krasses(self) -> int:
        """Number of 3."""
        return self.faces.count(DEMI_KRASSE_FACE)

    @property
    def value(self) -> int:
        """Points added: 6 per krâsse, 3 per demi-krâsse."""
        return KRASSE_FACE * self.krasses + DEMI_KRASSE_FACE * self.demi_krasses


@dataclass(frozen=True)
class KrasseState:
    """The tas de krâsses and each player's own dK."""

    heap: int = 0
    kept: Mapping[str, int] = field(default_factory=dict)


def krasse_value(face: int) -> int:
    """Points of one dK face: 6 → 6 (krâsse), 3 → 3 (demi-krâsse), others → 0."""
    return face if face in (KRASSE_FACE, DEMI_KRASSE_FACE) else 0


def roll_krasses(
    count: int, dice: Dice, beyond_limit: bool = False, limit: int = KRASSE_LIMIT
) -> KrasseRoll:
    """Roll ``count`` dK; more than ``limit`` needs the maître du jeu's ``beyond_limit``."""
    high = ABSOLUTE_LIMIT if beyond_limit else limit
    if not 0 <= count <= high:
        raise ValueRangeError(name="dk", value=count, low=0, high=high)
    return KrasseRoll(tuple(dice.d6() for _ in range(count)))


def krasse_odds(count: int = 1) -> dict[int, Fraction]:
    """Exact distribution of the points of ``count`` dK."""
    return sum_of([uniform(krasse_value(face) for face in range(1, 7))] * count)


def player_key(name: str) -> str:
    """The key a player's own dK are first kept under: lowercase, single spaces, accents kept
    to be said back."""
    return " ".join(name.split()).lower()


def kept_key(kept: Mapping[str, int], name: str) -> str:
    """The key ``name``'s own dK are kept under: the one already kept for the same person
    however the name is spelt (« Zephyrin » and « Zéphyrin » are one player,
    ``hades_core.names.same_name``), else :func:`player_key`."""
    return next((key for key in kept if same_name(key, name)), player_key(name))


def start_scenario(state: KrasseState, player: str, charisme: int, to_heap: int) -> KrasseState:
    """A player receives ``charisme`` dK, puts ``to_heap`` of them in the tas, keeps the rest."""
    if not 0 <= to_heap <= charisme:
        raise ValueRangeError(name="dk_au_tas", value=to_heap, low=0, high=charisme)
    player = kept_key(state.kept, player)
    kept = {**state.kept, player: state.kept.get(player, 0) + charisme - to_heap}
    return KrasseState(heap=state.heap + to_heap, kept=kept)


def conteur_uses(state: KrasseState, count: int) -> KrasseState:
    """Krâsses du conteur: the dK he rolled go to the tas."""
    _check_count(count, ABSOLUTE_LIMIT)
    return replace(state, heap=state.heap + count)


def player_uses(
    state: KrasseState, count: int, player: str | None = None, beyond_limit: bool = False
) -> KrasseState:
    """Krâsses des joueurs: ``count`` dK leave the tas (or ``player``'s own dK) for the reserve."""
    _check_count(count, ABSOLUTE_LIMIT if beyond_limit else KRASSE_LIMIT)
    player = None if player is None else kept_key(state.kept, player)
    available = state.heap if player is None else state.kept.get(player, 0)
    if available < count:
        raise NotEnoughPointsError(what="dk", available=available, needed=count)
    if player is None:
        return replace(state, heap=state.heap - count)
    return replace(state, kept={**state.kept, player: available - count})


def player_shares(state: KrasseState, player: str, count: int) -> KrasseState:
    """A player places ``count`` of the dK he kept in the tas. Reading chosen: the dK received
    at a scénario's start « qu'ils peuvent se réserver ou placer dans le tas » stay his to
    place in the tas later (« Hyacinthe met sa krâsse gardée au tas »); the rules never take
    them back from the tas."""
    _check_count(count, ABSOLUTE_LIMIT)
    player = kept_key(state.kept, player)
    available = state.kept.get(player, 0)
    if available < count:
        raise NotEnoughPointsError(what="dk", available=available, needed=count)
    return KrasseState(heap=state.heap + count, kept={**state.kept, player: available - count})


def contre_krasse_stakes(
    announced: int, player_available: int, announced_by_player: bool
) -> tuple[int, int]:
    """Return (player's dK, conteur's dK) put in common for a contre-krâsse.

    The side answering stakes as many dK as announced; « Dans le cas des joueurs, s'ils ne
    disposent plus d'assez de dK, ils doivent mettre ce qu'il leur reste ».
    """
    _check_count(announced, KRASSE_LIMIT)
    if announced_by_player:
        if player_available < announced:
            raise NotEnoughPointsError(what="dk", available=player_available, needed=announced)
        return announced, announced
    return min(announced, player_available), announced


def settle_contre_krasse(
    state: KrasseState, pool: int, player_won_pool: bool, player_critical: int = 0
) -> KrasseState:
    """Where the pooled dK go after the action.

    ``player_critical`` is +1 for the player's réussite critique (they stay in the tas), −1 for
    his échec critique (they are lost to the reserve), 0 otherwise.
    """
    to_heap = (not player_won_pool) if player_critical == 0 else player_critical > 0
    return replace(state, heap=state.heap + pool) if to_heap else state


def state_to_data(state: KrasseState) -> dict[str, Any]:
    """JSON-able dictionary of the state (for the ledger)."""
    return {"heap": state.heap, "kept": dict(state.kept)}


def state_from_data(data: Mapping[str, Any]) -> KrasseState:
    """Rebuild a state from :func:`state_to_data`'s dictionary (names written before they
    were keyed without case or accents are merged: « Bob », « bob » and « Böb » are one
    player)."""
    kept: dict[str, int] = {}
    for name, count in data["kept"].items():
        key = kept_key(kept, str(name))
        kept[key] = kept.get(key, 0) + int(count)
    return KrasseState(heap=int(data["heap"]), kept=kept)


def _check_count(count: int, high: int) -> None:
    if not 0 <= count <= high:
        raise ValueRangeError(name="dk", value=count, low=0, high=high)
