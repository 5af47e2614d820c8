"""2d10 + krâsses (seed 004): jets, 1 et 10 on the first die, opposed rolls, coopération.

« le joueur lance 2d10 dont il additionne les résultats avec un éventuel bonus »; « Si le
résultat est strictement supérieur à la difficulté fixée par le maître du jeu, l'action est
réussie ». Named difficulties: Automatique (no roll), Très facile 5 … Héroïque 40.

On the first die (the leftmost or the marked one):

* 1 with 2nd die ≤ 5 → échec automatique; 1 and 1 → échec critique;
* 10 with 2nd die ≥ 6 → réussite automatique; 10 and 10 → action d'éclat (the critical success).

Difficultés ouvertes: no fixed difficulty, « les réussites et les échecs automatiques n'ont pas
lieu d'être mais les réussites et les échecs critiques prennent toujours effet ».

Choices where the text is silent (see docs/systems.md):

* an échec critique is also an échec, an action d'éclat also a réussite;
* opposed rolls (« le meilleur résultat total est le vainqueur »): automatic and critical results
  count, since the contre-krâsse rule says they do not count *there* — a forced success beats a
  roll without one, a forced failure loses to it, otherwise the totals decide; an equal rank and
  total goes to the player's character, two players' characters throw again;
* coopération: the best total and its degrees, helpers counted on their own totals (> 15).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

from hades_core.dice import Dice
from hades_core.systems.errors import ValueRangeError
from hades_core.systems.keyed import KeyedEnum
from hades_core.systems.krasse_dice import (
    CONTRE_KRASSE_LIMIT,
    KrasseRoll,
    krasse_value,
    roll_krasses,
)
from hades_core.systems.odds import outcome_odds, sum_of, uniform
from hades_core.systems.text import folded_words, level_or_number

D10_FACES = range(1, 11)
COOPERATION_THRESHOLD = 15
COOPERATION_BONUS = 2
BONUS_LIMIT = 60
OPEN_DIFFICULTY_WORDS = frozenset({"ouverte", "difficulte ouverte"})


class Difficulty(KeyedEnum):
    """« LA DIFFICULTÉ d'un jet varie entre 5 et 40 »; the value is the key."""

    AUTOMATIQUE = "automatique"
    TRES_FACILE = "tres_facile"
    FACILE = "facile"
    MOYEN = "moyen"
    ARDU = "ardu"
    DIFFICILE = "difficile"
    IMPENSABLE = "impensable"
    PRESQUE_IMPOSSIBLE = "presque_impossible"
    HEROIQUE = "heroique"

    @property
    def score(self) -> int | None:
        """5, 10 … 40; ``None`` for Automatique (« Pas besoin de jet »)."""
        return None if self is Difficulty.AUTOMATIQUE else 5 * list(Difficulty).index(self)

    @property
    def label(self) -> str:
        """The rules' French name (« Presque impossible »)."""
        return _LABELS[self]


_LABELS = {
    Difficulty.AUTOMATIQUE: "Automatique",
    Difficulty.TRES_FACILE: "Très facile",
    Difficulty.FACILE: "Facile",
    Difficulty.MOYEN: "Moyen",
    Difficulty.ARDU: "Ardu",
    Difficulty.DIFFICILE: "Difficile",
    Difficulty.IMPENSABLE: "Impensable",
    Difficulty.PRESQUE_IMPOSSIBLE: "Presque impossible",
    Difficulty.HEROIQUE: "Héroïque",
}


class Special(KeyedEnum):
    """What a 1 or a 10 on the first die does; the value is the key."""

    ECHEC_CRITIQUE = "echec_critique"
    ECHEC_AUTOMATIQUE = "echec_automatique"
    REUSSITE_AUTOMATIQUE = "reussite_automatique"
    ACTION_D_ECLAT = "action_d_eclat"

    @property
    def critical(self) -> bool:
        """Échec critique and action d'éclat (« réussites et échecs critiques »)."""
        return self in (Special.ECHEC_CRITIQUE, Special.ACTION_D_ECLAT)

    @property
    def forces(self) -> int:
        """+1 when it forces a success, −1 when it forces a failure."""
        return 1 if self in (Special.REUSSITE_AUTOMATIQUE, Special.ACTION_D_ECLAT) else -1


class Side(KeyedEnum):
    """The two sides of an opposed roll."""

    JOUEUR = "joueur"
    """The player's character (« c'est toujours le personnage du joueur qui l'emporte »)."""

    ADVERSAIRE = "adversaire"
    """The other character: a second rôle of the maître du jeu, or another player's character."""


@dataclass(frozen=True)
class Check:
    """One jet: 2d10 + bonus + the krâsses added, against a difficulty (or an open one)."""

    dice: tuple[int, int] | None
    """(first die, second die); ``None`` for an Automatique action."""

    bonus: int
    difficulty: int | None
    """The difficulty's score; ``None`` for a difficulté ouverte or an Automatique action."""

    named: Difficulty | None = None
    krasse: KrasseRoll = field(default_factory=KrasseRoll)
    """dK added to the roll."""

    circumstance: KrasseRoll = field(default_factory=KrasseRoll)
    """Krâsses de circonstance added to the difficulty."""

    @property
    def total(self) -> int | None:
        """Dice + bonus + krâsses."""
        return None if self.dice is None else sum(self.dice) + self.bonus + self.krasse.value

    @property
    def target(self) -> int | None:
        """Difficulty + krâsses de circonstance."""
        return None if self.difficulty is None else self.difficulty + self.circumstance.value

    @property
    def open(self) -> bool:
        """A difficulté ouverte: rolled with no fixed difficulty."""
        return self.dice is not None and self.difficulty is None

    @property
    def special(self) -> Special | None:
        """The 1-or-10 result that applies (only the criticals for an open difficulty)."""
        if self.dice is None:
            return None
        special = special_for(*self.dice)
        return special if special is None or not self.open or special.critical else None

    @property
    def success(self) -> bool | None:
        """Réussie or ratée; always réussie for Automatique (no roll); ``None`` for an open
        difficulty without a critical."""
        if self.dice is None:
            return True
        if self.special is not None:
            return self.special.forces > 0
        if self.target is None or self.total is None:
            return None
        return self.total > self.target


@dataclass(frozen=True)
class Opposed:
    """A jet opposé; ``throws`` counts the throws (two players' characters tied throw again)."""

    player: Check
    opponent: Check
    winner: Side
    throws: int = 1


@dataclass(frozen=True)
class ContreKrasse:
    """A contre-krâsse: who took the pooled dK, and the opposed action resolved with them."""

    player: Check
    opponent: Check
    pool: int
    """dK put in common by both sides."""

    pool_winner: Side
    """« Celui qui obtient le plus petit score aux dés reçoit les faveurs du destin »."""

    winner: Side
    """Winner of the action itself."""

    throws: int = 1

    @property
    def player_critical(self) -> int:
        """+1 for the player's action d'éclat, −1 for his échec critique, else 0."""
        special = special_for(*self.player.dice) if self.player.dice else None
        return 0 if special is None or not special.critical else special.forces


@dataclass(frozen=True)
class Cooperation:
    """Result of a coopération: the kept total and the degrees counted."""

    leader: int
    """Index of the participant with the best total."""

    total: int
    degrees: int


DIFFICULTY_RANGE = (5, 40)
"""« LA DIFFICULTÉ d'un jet varie entre 5 et 40 »: a score said as a number stays inside."""


def parse_difficulty(text: str) -> Difficulty | int | None:
    """Return the named difficulty (« Ardu », « presque impossible »), a plain score between 5
    and 40 (« varie entre 5 et 40 », refused outside), or ``None`` for « ouverte » (a
    difficulté ouverte)."""
    if folded_words(text) in OPEN_DIFFICULTY_WORDS:
        return None
    said = level_or_number(text, Difficulty, "krasses")
    return said if isinstance(said, Difficulty) else _checked_difficulty(said)


def _checked_difficulty(score: int) -> int:
    low, high = DIFFICULTY_RANGE
    if not low <= score <= high:
        raise ValueRangeError(name="difficulte", value=score, low=low, high=high)
    return score


def special_for(first: int, second: int) -> Special | None:
    """The 1 and 10 rules of the first die."""
    if first == 1:
        return (
            Special.ECHEC_CRITIQUE
            if second == 1
            else Special.ECHEC_AUTOMATIQUE
            if second <= 5
            else None
        )
    if first == 10:
        return (
            Special.ACTION_D_ECLAT
            if second == 10
            else Special.REUSSITE_AUTOMATIQUE
            if second >= 6
            else None
        )
    return None


def check(
    bonus: int,
    difficulty: Difficulty | int | None,
    dice: Dice,
    krasses: int = 0,
    circumstance: int = 0,
    beyond_limit: bool = False,
) -> Check:
    """Make a jet; ``difficulty`` ``None`` is a difficulté ouverte.

    ``krasses`` dK are added to the roll, ``circumstance`` dK to the difficulty (« krâsses de
    circonstance », at most 5 each unless the maître du jeu goes ``beyond_limit``).
    """
    _checked("bonus", bonus)
    named = difficulty if isinstance(difficulty, Difficulty) else None
    score = difficulty.score if isinstance(difficulty, Difficulty) else difficulty
    if named is Difficulty.AUTOMATIQUE:
        return Check(dice=None, bonus=bonus, difficulty=None, named=named)
    if score is not None:
        _checked_difficulty(score)
    rolled = (dice.roll(10), dice.roll(10))
    return Check(
        dice=rolled,
        bonus=bonus,
        difficulty=score,
        named=named,
        krasse=roll_krasses(krasses, dice, beyond_limit=beyond_limit),
        circumstance=roll_krasses(circumstance, dice, beyond_limit=beyond_limit),
    )


def oppose(
    player_bonus: int,
    opponent_bonus: int,
    dice: Dice,
    opponent_is_player: bool = False,
    player_krasses: int = 0,
    opponent_krasses: int = 0,
) -> Opposed:
    """Jet opposé: the best total wins, the player's character wins ties.

    Two players' characters (``opponent_is_player``) throw again until one wins.
    """
    throws = 0
    while True:
        throws += 1
        player = check(player_bonus, None, dice, krasses=player_krasses)
        opponent = check(opponent_bonus, None, dice, krasses=opponent_krasses)
        winner = opposed_winner(player, opponent, opponent_is_player)
        if winner is not None:
            return Opposed(player=player, opponent=opponent, winner=winner, throws=throws)


def contre_krasse(
    player_bonus: int,
    opponent_bonus: int,
    player_dk: int,
    conteur_dk: int,
    dice: Dice,
    beyond_limit: bool = False,
) -> ContreKrasse:
    """Throw both 2d10 (again on equal dice), give the whole pool to the lowest dice score, roll
    it for that side and resolve the opposed action with the same dice."""
    _checked("bonus", player_bonus)
    _checked("bonus", opponent_bonus)
    pool = player_dk + conteur_dk
    if pool > CONTRE_KRASSE_LIMIT and not beyond_limit:
        raise ValueRangeError(name="dk", value=pool, low=0, high=CONTRE_KRASSE_LIMIT)
    throws = 0
    while True:
        throws += 1
        player_dice = (dice.roll(10), dice.roll(10))
        opponent_dice = (dice.roll(10), dice.roll(10))
        if sum(player_dice) != sum(opponent_dice):
            break
    pool_winner = Side.JOUEUR if sum(player_dice) < sum(opponent_dice) else Side.ADVERSAIRE
    rolled = roll_krasses(pool, dice, beyond_limit=beyond_limit, limit=CONTRE_KRASSE_LIMIT)
    player = Check(
        player_dice,
        player_bonus,
        None,
        krasse=rolled if pool_winner is Side.JOUEUR else KrasseRoll(),
    )
    opponent = Check(
        opponent_dice,
        opponent_bonus,
        None,
        krasse=rolled if pool_winner is Side.ADVERSAIRE else KrasseRoll(),
    )
    winner = opposed_winner(player, opponent, contre_krasse=True) or Side.JOUEUR
    return ContreKrasse(player, opponent, pool, pool_winner, winner, throws)


def opposed_winner(
    player: Check, opponent: Check, opponent_is_player: bool = False, contre_krasse: bool = False
) -> Side | None:
    """Who wins two rolled checks; ``None`` when two players' characters must throw again.

    With ``contre_krasse``, automatic results do not count and critical ones act as automatic.
    """
    player_rank = _rank(player, contre_krasse)
    opponent_rank = _rank(opponent, contre_krasse)
    if (player_rank, player.total) == (opponent_rank, opponent.total):
        return None if opponent_is_player else Side.JOUEUR
    return (
        Side.JOUEUR
        if (player_rank, player.total) > (opponent_rank, opponent.total)
        else Side.ADVERSAIRE
    )


def cooperate(totals: Sequence[int], degrees: Sequence[int]) -> Cooperation:
    """Coopération: best total + 2 per other participant above 15; degrees of the best + 1 per
    other participant with at least one degree and above 15."""
    if not totals or len(totals) != len(degrees):
        raise ValueRangeError(name="participants", value=len(totals), low=1, high=None)
    leader = max(range(len(totals)), key=lambda index: totals[index])
    helpers = [index for index in range(len(totals)) if index != leader]
    above = [index for index in helpers if totals[index] > COOPERATION_THRESHOLD]
    return Cooperation(
        leader=leader,
        total=totals[leader] + COOPERATION_BONUS * len(above),
        degrees=degrees[leader] + sum(1 for index in above if degrees[index] >= 1),
    )


def cooperative_check(
    bonuses: Sequence[int], degrees: Sequence[int], difficulty: Difficulty | int | None, dice: Dice
) -> tuple[list[Check], Cooperation, Check]:
    """A coopération thrown: each participant's jet, the coopération (``cooperate``) and the
    kept jet, the best one, carrying the coopération's total against the difficulty.

    Reading chosen (the text is silent): the 1 and 10 of the kept jet apply as for any jet; the
    other participants' own 1 and 10 change nothing. ``degrees`` may be empty (no degrees said).
    """
    rolls = [check(bonus, difficulty, dice) for bonus in bonuses]
    totals = [rolled.total or 0 for rolled in rolls]
    result = cooperate(totals, list(degrees) or [0] * len(rolls))
    leader = rolls[result.leader]
    kept = replace(leader, bonus=leader.bonus + result.total - totals[result.leader])
    return rolls, result, kept


def check_odds(
    bonus: int, difficulty: int | None
) -> dict[tuple[Special | None, bool | None], Fraction]:
    """Exact odds of (special, success) for a jet without krâsses (``None``: open difficulty)."""
    return outcome_odds(
        [D10_FACES, D10_FACES],
        lambda first, second: _outcome(
            Check(dice=(first, second), bonus=bonus, difficulty=difficulty)
        ),
    )


def open_odds(bonus: int) -> tuple[int, int, Fraction, dict[Special, Fraction]]:
    """A difficulté ouverte: « les réussites et les échecs automatiques n'ont pas lieu d'être
    mais les réussites et les échecs critiques prennent toujours effet ». Returns the lowest
    and highest total, the mean total, and the exact chance of each critical result."""
    _checked("bonus", bonus)
    faces = range(1, 11)
    criticals = {special: Fraction(sum(special_for(first, second) is special
                                       for first in faces for second in faces), 100)
                 for special in Special if special.critical}
    return 2 + bonus, 20 + bonus, Fraction(11) + bonus, criticals


def krasse_sum_odds(count: int) -> dict[int, Fraction]:
    """Exact distribution of the points of ``count`` dK (each: 6 on a 6, 3 on a 3, else 0)."""
    return sum_of([uniform(krasse_value(face) for face in range(1, 7))] * count)


def success_odds(bonus: int, difficulty: int, krasses: int = 0,
                 circumstance: int = 0) -> Fraction:
    """Exact chance of success against a fixed difficulty, with ``krasses`` dK added to the
    roll and ``circumstance`` dK (krâsses de circonstance) added to the difficulty; the 1 and
    10 of the first die decide whatever the dK."""
    _checked("bonus", bonus)
    _checked_difficulty(difficulty)
    margin = sum_of([krasse_sum_odds(krasses),
                     {-value: p for value, p in krasse_sum_odds(circumstance).items()}])
    total = Fraction(0)
    for first in D10_FACES:
        for second in D10_FACES:
            special = special_for(first, second)
            if special is not None:
                total += Fraction(1, 100) if special.forces > 0 else Fraction(0)
                continue
            total += Fraction(1, 100) * sum(
                (p for extra, p in margin.items()
                 if first + second + bonus + extra > difficulty), Fraction(0))
    return total


def opposed_odds(
    player_bonus: int, opponent_bonus: int, opponent_is_player: bool = False
) -> dict[Side, Fraction]:
    """Exact odds of each winner of a jet opposé without krâsses (ties thrown again excluded)."""
    odds = outcome_odds(
        [D10_FACES] * 4,
        lambda a, b, c, d: opposed_winner(
            Check(dice=(a, b), bonus=player_bonus, difficulty=None),
            Check(dice=(c, d), bonus=opponent_bonus, difficulty=None),
            opponent_is_player,
        ),
    )
    decided = odds.get(Side.JOUEUR, Fraction(0)) + odds.get(Side.ADVERSAIRE, Fraction(0))
    return {side: odds.get(side, Fraction(0)) / decided for side in Side}


def _outcome(rolled: Check) -> tuple[Special | None, bool | None]:
    return rolled.special, rolled.success


def _rank(rolled: Check, contre_krasse: bool) -> int:
    if rolled.dice is None:
        return 0
    special = special_for(*rolled.dice)
    if special is None or (contre_krasse and not special.critical):
        return 0
    return special.forces


def _checked(name: str, value: int) -> int:
    if abs(value) > BONUS_LIMIT:
        raise ValueRangeError(name=name, value=value, low=-BONUS_LIMIT, high=BONUS_LIMIT)
    return value
