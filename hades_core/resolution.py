"""Resolution with the dice (« Résoudre avec les dés » / « Jets de dés »).

1. Each side rolls its pool of d6: X dice for the protagonistes, Y for the obstacle.
2. Each 6 of the initial roll adds one extra die, a « dé du chaos ». By default these extra dice
   do not chain (a 6 on a dé du chaos adds nothing): « nous avons aussi voulu limiter le nombre
   de lancers ». With ``chaining=True`` (the variant the seed mentions) every 6, extra dice
   included, adds another die, without limit.
3. Count the even dice of each side; the value is evens(protagonistes) − evens(obstacle).
4. Equal evens give a « presque » (+1), except when there is no even die at all on either side,
   which gives a « revers » (−1).

Reading chosen: « S'il n'y a aucun pair, on subit un revers » is read as "no even die on BOTH
sides" (so the rule only breaks the 0–0 tie); reading it as "no even die for the protagonistes"
would override the difference: 0 evens against 3 would be a Revers instead of a Fiasco, and the
protagonistes would suffer an Échec or a Fiasco only when they roll at least one even die.
The value is « borné entre -3 et +3 » (Résumé): 0 evens against 4 is −3, not −4, so a
fortune moves it to −2 (an Échec) and is never wasted. A side may have 0 dice. Consequence
(checked by tests): with one single die a side reaches at most a Succès and inflicts at most an
Échec.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from hades_core.dice import Dice
from hades_core.errors import PoolSizeError
from hades_core.fortune import Standing, gains_fortune, standing_for
from hades_core.outcome import Outcome, bounded, outcome_for

MAX_POOL = 100
CHAOS_FACE = 6


class Side(Enum):
    """The two sides of a roll: « protagonistes » and « obstacle » (l'antagonisme)."""

    PROTAGONISTES = "protagonistes"
    OBSTACLE = "obstacle"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


@dataclass(frozen=True)
class PoolRoll:
    """The dice rolled by one side; the derived counts are stored so ``asdict`` shows them."""

    initial: tuple[int, ...]
    """Faces of the initial pool, in rolling order."""
    chaos: tuple[int, ...]
    """Faces of the « dés du chaos » added by the 6s, in rolling order."""
    all_dice: tuple[int, ...] = field(init=False)
    """Initial dice followed by the dés du chaos."""
    evens: int = field(init=False)
    """Number of even dice (« dés pairs »), chaos dice included."""
    even_sum: int = field(init=False)
    """Sum of the faces of the even dice (breaks ties in a compétition)."""

    def __post_init__(self) -> None:
        all_dice = self.initial + self.chaos
        even_faces = [face for face in all_dice if face % 2 == 0]
        object.__setattr__(self, "all_dice", all_dice)
        object.__setattr__(self, "evens", len(even_faces))
        object.__setattr__(self, "even_sum", sum(even_faces))


@dataclass(frozen=True)
class Resolution:
    """The full result of one roll, from the protagonistes' point of view."""

    protagonist: PoolRoll
    obstacle: PoolRoll
    protagonist_dice: int
    """X: initial dice of the protagonistes."""
    obstacle_dice: int
    """Y: initial dice of the obstacle."""
    value: int
    """Result value on the ladder, bounded to −3 … +3 (never 0)."""
    outcome: Outcome
    destin_delta: int
    """Change of the Destin: Y − X, initial dice only (chaos dice excluded)."""
    standing: Standing
    fortune_gained: bool
    """True when the protagonistes gain one fortune from this roll."""
    chaining: bool = False
    """True when the chaining variant of the dés du chaos was used."""


def check_pool(count: int, side: Side | None = None) -> None:
    """Raise :class:`PoolSizeError` unless 0 ≤ ``count`` ≤ ``MAX_POOL``."""
    if count < 0 or count > MAX_POOL:
        raise PoolSizeError(side.key if side else None, count, MAX_POOL)


def roll_pool(count: int, dice: Dice, chaining: bool = False) -> PoolRoll:
    """Roll ``count`` d6 and their dés du chaos (one per initial 6, or chained if ``chaining``)."""
    check_pool(count)
    initial = tuple(dice.d6() for _ in range(count))
    pending = sum(1 for face in initial if face == CHAOS_FACE)
    chaos: list[int] = []
    while pending:
        pending -= 1
        face = dice.d6()
        chaos.append(face)
        if chaining and face == CHAOS_FACE:
            pending += 1
    return PoolRoll(initial=initial, chaos=tuple(chaos))


def value_for_evens(protagonist_evens: int, obstacle_evens: int) -> int:
    """Result value from the even counts: the difference, +1 on a tie, −1 when no even at all."""
    if protagonist_evens != obstacle_evens:
        return protagonist_evens - obstacle_evens
    return -1 if protagonist_evens == 0 else 1


def resolve_pool(
    protagonist_dice: int, obstacle_dice: int, dice: Dice, chaining: bool = False
) -> Resolution:
    """Roll X dice for the protagonistes against Y dice for the obstacle and read the result."""
    check_pool(protagonist_dice, Side.PROTAGONISTES)
    check_pool(obstacle_dice, Side.OBSTACLE)
    protagonist = roll_pool(protagonist_dice, dice, chaining)
    obstacle = roll_pool(obstacle_dice, dice, chaining)
    value = bounded(value_for_evens(protagonist.evens, obstacle.evens))
    outcome = outcome_for(value)
    standing = standing_for(protagonist_dice, obstacle_dice)
    return Resolution(
        protagonist=protagonist,
        obstacle=obstacle,
        protagonist_dice=protagonist_dice,
        obstacle_dice=obstacle_dice,
        value=value,
        outcome=outcome,
        destin_delta=obstacle_dice - protagonist_dice,
        standing=standing,
        fortune_gained=gains_fortune(standing, outcome),
        chaining=chaining,
    )
