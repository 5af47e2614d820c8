"""2D6 sous compétence + difficulté (the untitled « Règles en jeu », seed 002).

« 2D6 ≤ Compétence + Difficulté »: the difficulty's score is added to the skill, two six-sided
dice must roll at most that base. Difficulties: Réussite assurée (no roll), Simple 8, Ardue 4,
Complexe 0, Démentielle −4, Insensée −8, Impossible (no roll).

The margin (« la différence entre le résultat des dés et la base du jet ») gives the quality:
réussi de 6 ou plus → exploit, de 3 à 5 → réussi, de 0 à 2 → réussi de peu; raté de 1 à 2 →
raté de peu, de 3 à 5 → raté, de 6 ou plus → désastre.

Choices where the text is silent (see docs/systems.md):

* « Sauf si l'action est sûre de réussir ou sûre d'échouer, le joueur doit alors faire un jet »:
  the sure cases are the two levels the list says need no dice (Réussite assurée, Impossible:
  « Inutile de lancer les dés »). Any base given as a score is rolled, even 12 or more or below
  2, because the quality still matters (« savoir si l'action est réussie ou non ne suffit
  pas »): a base of 13 succeeds always, from « réussi de peu » to « exploit ».
* Opposed rolls: « Si les deux réussissent ou ratent, on regarde leur qualité ». Quality is the
  number (the text's example: « la qualité qui est plutôt bonne (4) »): between two successes
  the larger margin wins, between two failures the smaller failure wins, an equal margin is a
  tie (« ils sont à égalité »).
* The skill levels (Profane … Maître) have no score in this text: the skill is a number.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from hades_core.dice import Dice
from hades_core.systems.errors import RefusedMoveError, ValueRangeError
from hades_core.systems.keyed import KeyedEnum
from hades_core.systems.odds import outcome_odds
from hades_core.systems.text import level_or_number

DIE_FACES = range(1, 7)
SCORE_LIMIT = 30
"""Largest skill or difficulty magnitude the assistant accepts."""


class Difficulty(KeyedEnum):
    """« les niveaux de difficulté que nous utiliserons »; the value is the key."""

    REUSSITE_ASSUREE = "reussite_assuree"
    SIMPLE = "simple"
    ARDUE = "ardue"
    COMPLEXE = "complexe"
    DEMENTIELLE = "dementielle"
    INSENSEE = "insensee"
    IMPOSSIBLE = "impossible"

    @property
    def score(self) -> int | None:
        """Score added to the skill; ``None`` for Réussite assurée and Impossible (no roll)."""
        return _SCORES[self]

    @property
    def label(self) -> str:
        """The rules' French name (« Démentielle »)."""
        return _LABELS[self]


_SCORES = {
    Difficulty.REUSSITE_ASSUREE: None,
    Difficulty.SIMPLE: 8,
    Difficulty.ARDUE: 4,
    Difficulty.COMPLEXE: 0,
    Difficulty.DEMENTIELLE: -4,
    Difficulty.INSENSEE: -8,
    Difficulty.IMPOSSIBLE: None,
}
_LABELS = {
    Difficulty.REUSSITE_ASSUREE: "Réussite assurée",
    Difficulty.SIMPLE: "Simple",
    Difficulty.ARDUE: "Ardue",
    Difficulty.COMPLEXE: "Complexe",
    Difficulty.DEMENTIELLE: "Démentielle",
    Difficulty.INSENSEE: "Insensée",
    Difficulty.IMPOSSIBLE: "Impossible",
}


class Quality(KeyedEnum):
    """« Détails des marges », from exploit to désastre; the value is the key."""

    EXPLOIT = "exploit"
    REUSSI = "reussi"
    REUSSI_DE_PEU = "reussi_de_peu"
    RATE_DE_PEU = "rate_de_peu"
    RATE = "rate"
    DESASTRE = "desastre"

    @property
    def success(self) -> bool:
        """True for exploit, réussi and réussi de peu."""
        return self in (Quality.EXPLOIT, Quality.REUSSI, Quality.REUSSI_DE_PEU)


class Winner(KeyedEnum):
    """Who wins an opposed roll (« jet en opposition »)."""

    ATTAQUANT = "attaquant"
    DEFENSEUR = "defenseur"
    EGALITE = "egalite"


@dataclass(frozen=True)
class Check:
    """One « jet de résolution »."""

    skill: int
    difficulty: Difficulty | None
    """The named level, or ``None`` when the MJ gave a plain (possibly modified) score."""

    difficulty_score: int | None
    """Score added to the skill; ``None`` for Réussite assurée and Impossible."""

    dice: tuple[int, int] | None
    """The two d6, or ``None`` when the outcome is sure and no die is rolled."""

    success: bool

    @property
    def base(self) -> int | None:
        """« la base du jet »: Compétence + Difficulté."""
        return None if self.difficulty_score is None else self.skill + self.difficulty_score

    @property
    def margin(self) -> int | None:
        """Base minus the dice (≥ 0 is a success); ``None`` without dice."""
        if self.dice is None or self.base is None:
            return None
        return self.base - sum(self.dice)

    @property
    def quality(self) -> Quality | None:
        """Quality of the success or failure; ``None`` without dice."""
        return None if self.margin is None else quality_for(self.margin)


@dataclass(frozen=True)
class Opposition:
    """A « jet en opposition »: both characters roll, the winner follows the text's rules."""

    attacker: Check
    defender: Check
    winner: Winner


def parse_difficulty(text: str) -> Difficulty | int:
    """Return the named difficulty (« ardue », « Démentielle ») or a plain score (« -2 »)."""
    said = level_or_number(text, Difficulty, "deux_d6")
    return said if isinstance(said, Difficulty) else _checked("difficulte", said)


def quality_for(margin: int) -> Quality:
    """Return the quality for a margin (base − dice; negative on a failure)."""
    if margin >= 6:
        return Quality.EXPLOIT
    if margin >= 3:
        return Quality.REUSSI
    if margin >= 0:
        return Quality.REUSSI_DE_PEU
    if margin >= -2:
        return Quality.RATE_DE_PEU
    if margin >= -5:
        return Quality.RATE
    return Quality.DESASTRE


def check(skill: int, difficulty: Difficulty | int, dice: Dice, always_roll: bool = False) -> Check:
    """Make a jet de résolution. The two named sure levels roll no dice (an opposed roll,
    ``always_roll``, refuses them); every base given as a score is rolled."""
    _checked("competence", skill)
    named = difficulty if isinstance(difficulty, Difficulty) else None
    score = (
        difficulty.score
        if isinstance(difficulty, Difficulty)
        else _checked("difficulte", difficulty)
    )
    if score is None:
        if always_roll:
            raise RefusedMoveError(
                reason="opposition_sans_jet", difficulty=named.key if named else None
            )
        return Check(skill, named, None, None, success=named is Difficulty.REUSSITE_ASSUREE)
    base = skill + score
    rolled = (dice.d6(), dice.d6())
    return Check(skill, named, score, rolled, success=sum(rolled) <= base)


def oppose(
    attacker_skill: int,
    defender_skill: int,
    difficulty: Difficulty | int,
    dice: Dice,
    defender_difficulty: Difficulty | int | None = None,
) -> Opposition:
    """Jet en opposition: both roll against the same difficulty unless the MJ sets another one
    for the defender (« le meneur peut modifier la difficulté de l'un des participants »)."""
    attacker = check(attacker_skill, difficulty, dice, always_roll=True)
    other = difficulty if defender_difficulty is None else defender_difficulty
    defender = check(defender_skill, other, dice, always_roll=True)
    return Opposition(
        attacker, defender, winner_of(_rolled_margin(attacker), _rolled_margin(defender))
    )


def winner_of(attacker_margin: int, defender_margin: int) -> Winner:
    """Apply the opposition rules to two margins (≥ 0 is a success)."""
    if (attacker_margin >= 0) != (defender_margin >= 0):
        return Winner.ATTAQUANT if attacker_margin >= 0 else Winner.DEFENSEUR
    if attacker_margin == defender_margin:
        return Winner.EGALITE
    return Winner.ATTAQUANT if attacker_margin > defender_margin else Winner.DEFENSEUR


def quality_odds(base: int) -> dict[Quality, Fraction]:
    """Exact odds of each quality for a base (when the dice are rolled)."""
    return outcome_odds([DIE_FACES, DIE_FACES], lambda a, b: quality_for(base - a - b))


def success_odds(base: int) -> Fraction:
    """Exact chance that 2D6 ≤ base."""
    return sum((p for q, p in quality_odds(base).items() if q.success), Fraction(0))


def opposition_odds(attacker_base: int, defender_base: int) -> dict[Winner, Fraction]:
    """Exact odds of each winner of an opposed roll."""
    return outcome_odds(
        [DIE_FACES] * 4,
        lambda a, b, c, d: winner_of(attacker_base - a - b, defender_base - c - d),
    )


def _rolled_margin(rolled: Check) -> int:
    if rolled.margin is None:
        raise RefusedMoveError(reason="opposition_sans_jet", difficulty=None)
    return rolled.margin


def _checked(name: str, value: int) -> int:
    if abs(value) > SCORE_LIMIT:
        raise ValueRangeError(name=name, value=value, low=-SCORE_LIMIT, high=SCORE_LIMIT)
    return value
