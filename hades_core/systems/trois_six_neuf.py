"""3-6-9 (seed 003): the « dé du destin », the solde, dés de fortune and dés de marasme.

« Un dé 6 comportant 3 "+" et 3 "-" et un dé à 10 faces »: the dé du destin gives −10…+10
without 0. The solde (skills of the PJ minus skills of the adversité, plus any context bonus)
is added: positive → the PJ win the tour, negative → the adversité wins, zero → « le dé est
relancé avec un dé de radicalisation gratuit ».

Dés de fortune (d10) by solde: 3–5 → 1, 6–8 → 2, 9 and more → 3; beyond 10, « l'adversaire
défausse automatiquement 1 dé de marasme pour chaque niveau de solde supérieur à 10 ». A dé de
fortune « supérieur au dé du destin » replaces its d10, the sign is kept (« on ne relance pas le
dé+/- »). « Pour chaque dé de fortune inférieur à un autre dé, on ajoute 1 au gain de solde pour
le tour suivant. » A dé de marasme does the reverse; « Chaque dé de marasme qui ne réduit pas la
réussite, réduit le gain de solde pour le tour suivant jusqu'à un minimum de 1. »

Choices where the text is silent or garbled (see docs/systems.md):

* the + faces are 4–6 of the d6, the − faces 1–3;
* « deux dés ce sont 2 dés à trois faces » is read as two d10 dés de fortune, like the others;
* the solde's free dice belong to the side in force (« dé de bonus ou de malus »): dés de fortune
  when that side wins the tour, dés de marasme against the winner when it loses;
* every die is rolled by the winner (« lancé par le vainqueur »); a die replaces the d10 when it
  raises (fortune) or lowers (marasme) the winner's réussite — when the solde alone carried the
  tour against the dé du destin's sign, a lower d10 is the better one; a dé de marasme never
  takes the réussite below 1 (« le tour est déjà gagné »);
* dés de fortune are applied before dés de marasme; each die not kept counts once;
* the gain de solde starts from the basic success (« l'augmentation du solde de 2 »);
* a sacrifice changes the réussite by 1 per die and cannot take it below 1 either.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import product
from typing import Any

from hades_core.dice import Dice
from hades_core.systems.errors import NotEnoughPointsError, ValueRangeError
from hades_core.systems.keyed import KeyedEnum

D10_FACES = range(1, 11)
BASIC_SOLDE_GAIN = 2
"""« Le succès le plus basique est l'augmentation du solde de 2 au tour suivant »."""

SOLDE_LIMIT = 30
MAX_STAKED_DICE = 10


class Side(KeyedEnum):
    """The two parties of a tour."""

    PJ = "pj"
    ADVERSITE = "adversite"

    @property
    def sign(self) -> int:
        """+1 for the PJ, −1 for the adversité (the sign of the result they want)."""
        return 1 if self is Side.PJ else -1


class DieKind(KeyedEnum):
    """Dés de fortune (endurance) and dés de marasme (moral)."""

    FORTUNE = "fortune"
    MARASME = "marasme"


@dataclass(frozen=True)
class DestinThrow:
    """One throw of the dé du destin."""

    sign: int
    """+1 or −1, from the d6 with three « + » and three « − »."""

    d10: int

    @property
    def value(self) -> int:
        """−10…+10, never 0."""
        return self.sign * self.d10


@dataclass(frozen=True)
class Turn:
    """One tour: the throws of the dé du destin, the extra dice and the final result."""

    solde: int
    throws: tuple[DestinThrow, ...]
    """Every throw: all but the last were ties (result 0) and were thrown again."""

    fortune: tuple[int, ...]
    """Dés de fortune rolled by the winner: the solde's, then one per tie, then those staked."""

    marasme: tuple[int, ...]
    """Dés de marasme rolled by the winner: the solde's (side in force lost), then staked."""

    fortune_d10: int
    """The d10 after the dés de fortune (the dé du destin's own when none was better)."""

    kept_d10: int
    """The d10 the result uses after the dés de fortune and then de marasme."""

    sacrifices: int = 0
    """Net change from sacrificed dice (+1 per die raising the réussite, −1 per die lowering it)."""

    @property
    def throw(self) -> DestinThrow:
        """The deciding throw."""
        return self.throws[-1]

    @property
    def winner(self) -> Side:
        """Who wins the tour (decided by the deciding throw, never changed afterwards)."""
        return Side.PJ if self.throw.value + self.solde > 0 else Side.ADVERSITE

    @property
    def success(self) -> int:
        """The winner's réussite (≥ 1): « le montant du résultat »."""
        return self.winner.sign * (self.throw.sign * self.kept_d10 + self.solde) + self.sacrifices

    @property
    def result(self) -> int:
        """Signed result: positive for the PJ, negative for the adversité."""
        return self.winner.sign * self.success

    @property
    def fortune_kept(self) -> bool:
        """A dé de fortune replaced the dé du destin's d10."""
        return self.fortune_d10 != self.throw.d10

    @property
    def marasme_kept(self) -> bool:
        """A dé de marasme then replaced it."""
        return self.kept_d10 != self.fortune_d10

    @property
    def fortune_unused(self) -> int:
        """Dés de fortune not kept (each adds 1 to the gain de solde)."""
        return len(self.fortune) - int(self.fortune_kept)

    @property
    def marasme_unused(self) -> int:
        """Dés de marasme that did not lower the réussite (each takes 1 from the gain)."""
        return len(self.marasme) - int(self.marasme_kept)

    @property
    def solde_gain(self) -> int:
        """Gain de solde for the next tour if the winner takes the basic success, at least 1."""
        return max(1, BASIC_SOLDE_GAIN + self.fortune_unused - self.marasme_unused)

    @property
    def marasme_discarded(self) -> int:
        """Dés de marasme the weaker side discards (solde beyond 10)."""
        return marasme_discarded(self.solde)


@dataclass(frozen=True)
class Reserve:
    """A character's own dice: « réserve personnelle » of dés de fortune and de marasme."""

    fortune: int
    marasme: int


@dataclass(frozen=True)
class Stake:
    """A die misé before the throw (radicalisation or atténuation) from ``name``'s réserve,
    ``name`` being on ``side``."""

    name: str
    kind: DieKind
    side: Side


def pair_off(stakes: Sequence[Stake]) -> tuple[list[Stake], list[Stake]]:
    """The stakes played and those cancelled: « deux joueurs [ayant] misé chacun un dé de
    fortune et un dé de marasme, ceux-ci s'annulent et sont défaussés ». Each dé de fortune
    pairs with a dé de marasme in the order they were misés; both stakers lose their die."""
    fortune = [stake for stake in stakes if stake.kind is DieKind.FORTUNE]
    marasme = [stake for stake in stakes if stake.kind is DieKind.MARASME]
    pairs = min(len(fortune), len(marasme))
    cancelled = fortune[:pairs] + marasme[:pairs]
    return [stake for stake in stakes if stake not in cancelled], cancelled


def turn_to_data(turn: Turn) -> dict[str, Any]:
    """A tour as JSON, to be read back by :func:`turn_from_data` (a sacrifice after it)."""
    return {"solde": turn.solde, "throws": [[throw.sign, throw.d10] for throw in turn.throws],
            "fortune": list(turn.fortune), "marasme": list(turn.marasme),
            "fortune_d10": turn.fortune_d10, "kept_d10": turn.kept_d10,
            "sacrifices": turn.sacrifices}


def turn_from_data(data: Mapping[str, Any]) -> Turn:
    """The tour :func:`turn_to_data` stored."""
    return Turn(solde=int(data["solde"]),
                throws=tuple(DestinThrow(int(sign), int(d10)) for sign, d10 in data["throws"]),
                fortune=tuple(data["fortune"]), marasme=tuple(data["marasme"]),
                fortune_d10=int(data["fortune_d10"]), kept_d10=int(data["kept_d10"]),
                sacrifices=int(data["sacrifices"]))


def roll_destin(dice: Dice) -> DestinThrow:
    """Throw the dé du destin: the sign die (4–6 are « + ») then the d10."""
    sign = 1 if dice.d6() > 3 else -1
    return DestinThrow(sign=sign, d10=dice.roll(10))


def side_in_force(solde: int) -> Side | None:
    """The side the solde favours, ``None`` at 0."""
    if solde == 0:
        return None
    return Side.PJ if solde > 0 else Side.ADVERSITE


def free_dice(solde: int) -> int:
    """Dice the solde gives the side in force: 3–5 → 1, 6–8 → 2, 9 and more → 3."""
    strength = abs(solde)
    return 0 if strength < 3 else 1 if strength < 6 else 2 if strength < 9 else 3


def marasme_discarded(solde: int) -> int:
    """« 1 dé de marasme pour chaque niveau de solde supérieur à 10 »."""
    return max(0, abs(solde) - 10)


def play_turn(solde: int, dice: Dice, staked_fortune: int = 0, staked_marasme: int = 0) -> Turn:
    """Play one tour: throw (again on a tie), then the winner rolls the dés de fortune/marasme.

    ``staked_fortune`` and ``staked_marasme`` are the dice misés before the throw (radicalisation
    and atténuation), after :func:`cancel_stakes`.
    """
    _check("solde", solde, SOLDE_LIMIT)
    _check("des_mises", staked_fortune, MAX_STAKED_DICE, low=0)
    _check("des_mises", staked_marasme, MAX_STAKED_DICE, low=0)
    throws = [roll_destin(dice)]
    while throws[-1].value + solde == 0:
        throws.append(roll_destin(dice))
    throw = throws[-1]
    winner = Side.PJ if throw.value + solde > 0 else Side.ADVERSITE
    in_force = side_in_force(solde)
    free = free_dice(solde)
    fortune_count = (free if in_force is winner else 0) + len(throws) - 1 + staked_fortune
    marasme_count = (free if in_force not in (None, winner) else 0) + staked_marasme
    fortune = tuple(dice.roll(10) for _ in range(fortune_count))
    marasme = tuple(dice.roll(10) for _ in range(marasme_count))
    after_fortune = _best_fortune(throw, solde, winner, fortune)
    kept = _best_marasme(throw, solde, winner, after_fortune, marasme)
    return Turn(
        solde=solde,
        throws=tuple(throws),
        fortune=fortune,
        marasme=marasme,
        fortune_d10=after_fortune,
        kept_d10=kept,
    )


def sacrifice(turn: Turn, delta: int) -> Turn:
    """Apply sacrificed dice: each +1 or −1 to the réussite, which never drops below 1."""
    lowest = 1 - turn.success
    return replace(turn, sacrifices=turn.sacrifices + max(delta, lowest))


def spend_die(reserve: Reserve, kind: DieKind, count: int = 1) -> Reserve:
    """Take dice out of a reserve (sacrifice, lost stake, flight, lost retreat die)."""
    available = reserve.fortune if kind is DieKind.FORTUNE else reserve.marasme
    if available < count:
        raise NotEnoughPointsError(what=f"des_de_{kind.key}", available=available, needed=count)
    if kind is DieKind.FORTUNE:
        return replace(reserve, fortune=reserve.fortune - count)
    return replace(reserve, marasme=reserve.marasme - count)


def cancel_stakes(stakes: Iterable[DieKind]) -> tuple[int, int, int]:
    """Pair off staked dés de fortune and de marasme: « ceux-ci s'annulent et sont défaussés ».

    Returns (fortune left, marasme left, pairs discarded).
    """
    kinds = list(stakes)
    fortune = kinds.count(DieKind.FORTUNE)
    marasme = kinds.count(DieKind.MARASME)
    pairs = min(fortune, marasme)
    return fortune - pairs, marasme - pairs, pairs


def settle_stake(reserve: Reserve, kind: DieKind, staker: Side, winner: Side) -> Reserve:
    """After the tour: a die played by its staker's side is kept, by the other side lost."""
    return reserve if staker is winner else spend_die(reserve, kind)


def retreat(reserve: Reserve, solde: int, dice: Dice) -> tuple[Reserve, int]:
    """Retraite: roll a dé de marasme; « Si le montant est inférieur au solde, le dé est perdu ».

    The character needs a dé de marasme to roll (refused otherwise); « la défense fonctionne quoi
    qu'il advienne »: the retreat itself always happens. The solde compared is its size (the
    tour's solde as the retreating side faces it, read as a strength)."""
    after_loss = spend_die(reserve, DieKind.MARASME)
    face = dice.roll(10)
    return (after_loss if face < abs(solde) else reserve), face


def flee(reserve: Reserve) -> Reserve:
    """Fuite: the solde goes back to 0 at the price of one dé de marasme."""
    return spend_die(reserve, DieKind.MARASME)


def destin_odds() -> dict[int, Fraction]:
    """Exact distribution of the dé du destin: 1/20 for each of −10…−1, +1…+10."""
    return {sign * face: Fraction(1, 20) for sign in (1, -1) for face in D10_FACES}


def first_throw_odds(solde: int) -> dict[Side | None, Fraction]:
    """Odds that the first throw gives the PJ, the adversité, or a tie (``None``)."""
    odds: dict[Side | None, Fraction] = {
        Side.PJ: Fraction(0),
        Side.ADVERSITE: Fraction(0),
        None: Fraction(0),
    }
    for value, probability in destin_odds().items():
        total = value + solde
        odds[None if total == 0 else Side.PJ if total > 0 else Side.ADVERSITE] += probability
    return odds


def winner_odds(solde: int) -> dict[Side, Fraction]:
    """Exact odds of each winner of the tour (a tie is thrown again until someone wins)."""
    first = first_throw_odds(solde)
    decided = first[Side.PJ] + first[Side.ADVERSITE]
    return {Side.PJ: first[Side.PJ] / decided, Side.ADVERSITE: first[Side.ADVERSITE] / decided}


def untied_result_odds(solde: int) -> dict[int, Fraction]:
    """Exact distribution of :attr:`Turn.result` when the first throw is not a tie (no stakes)."""
    odds: dict[int, Fraction] = {}
    free = free_dice(solde)
    weight = Fraction(1, 20) / (1 - first_throw_odds(solde)[None]) / 10**free
    for sign, face in product((1, -1), D10_FACES):
        throw = DestinThrow(sign, face)
        if throw.value + solde == 0:
            continue
        winner = Side.PJ if throw.value + solde > 0 else Side.ADVERSITE
        for extra in product(D10_FACES, repeat=free):
            if side_in_force(solde) is winner:
                kept = _best_fortune(throw, solde, winner, extra)
            else:
                kept = _best_marasme(throw, solde, winner, throw.d10, extra)
            result = throw.sign * kept + solde
            odds[result] = odds.get(result, Fraction(0)) + weight
    return odds


def _best_fortune(throw: DestinThrow, solde: int, winner: Side, faces: Iterable[int]) -> int:
    def success(d10: int) -> int:
        return winner.sign * (throw.sign * d10 + solde)

    return max([throw.d10, *faces], key=lambda d10: (success(d10), d10 == throw.d10))


def _best_marasme(
    throw: DestinThrow, solde: int, winner: Side, current: int, faces: Iterable[int]
) -> int:
    def success(d10: int) -> int:
        return winner.sign * (throw.sign * d10 + solde)

    allowed = [face for face in faces if 1 <= success(face) < success(current)]
    return min(allowed, key=success) if allowed else current


def _check(name: str, value: int, limit: int, low: int | None = None) -> None:
    lowest = -limit if low is None else low
    if not lowest <= value <= limit:
        raise ValueRangeError(name=name, value=value, low=lowest, high=limit)
