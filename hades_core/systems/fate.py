"""zFate (a Fate Core variant): the Échelle, skill tests with 4 dés Fate, outcomes, Invocations.

« Un jet de Compétence sera donc la somme du jet de dés Fate et du score de la Compétence
utilisée », compared with a passive opposition (a level of the Échelle set by the MJ) or an
active one (another character's roll). The difference is the number of Marges:

* échec — below the opposition;
* égalité — equal;
* succès — above by 1 or 2;
* succès avec style — above by 3 or more.

Invoquer un Aspect (after the roll) gives +2 or a reroll of the dés Fate. zFate caps the bonus
of personal Aspects at +2 per roll (« Vous ne pouvez pas obtenir un bonus supérieur à +2 avec
une Invocation d'Aspect personnel par jet de dés »); Aspects de situation, Boosts and
Conséquences may add up. The same Aspect cannot be invoked both free and paid on one roll.
Paying the Point de Fortune is :mod:`hades_core.systems.fate_character`'s job.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from fractions import Fraction

from hades_core.dice import Dice
from hades_core.systems.errors import RefusedMoveError, UnknownLevelError, ValueRangeError
from hades_core.systems.keyed import KeyedEnum
from hades_core.systems.odds import sum_of, uniform
from hades_core.systems.text import fold, parse_signed

FATE_DICE = 4
"""« quatre de ces dés, appelés ensemble les dés Fate »."""

FATE_DIE_FACES = (-1, -1, 0, 0, 1, 1)
"""« deux neutres, deux marquées d'un plus, deux marquées d'un moins »."""

INVOCATION_BONUS = 2
STYLE_SHIFTS = 3
SCORE_LIMIT = 20
"""Largest skill or opposition magnitude the assistant accepts (the Échelle has no end)."""

LADDER: dict[int, str] = {
    8: "Légendaire",
    7: "Épique",
    6: "Fantastique",
    5: "Superbe",
    4: "Excellent",
    3: "Bon",
    2: "Correct",
    1: "Moyen",
    0: "Médiocre",
    -1: "Mauvais",
    -2: "Terrible",
}
"""L'Échelle, +8 Légendaire … −2 Terrible. « La table n'est pas finie »: scores beyond it have
no name, only a number."""

FEMININE_LEVELS = {"Excellente": 4, "Bonne": 3, "Correcte": 2, "Moyenne": 1, "Mauvaise": -1}
"""The names said in agreement with a feminine noun (« une difficulté Correcte »)."""
_LEVEL_BY_NAME = {**{fold(name): value for value, name in LADDER.items()},
                  **{fold(name): value for name, value in FEMININE_LEVELS.items()}}
_NAME_AND_NUMBER = re.compile(r"^(?P<name>[^\d()+-]+?)\s*\(?\s*(?P<number>[+-]?\d+)\s*\)?$")


class FateOutcome(KeyedEnum):
    """« échec, égalité, succès, succès avec style »; the value is the key without accents."""

    ECHEC = "echec"
    EGALITE = "egalite"
    SUCCES = "succes"
    SUCCES_AVEC_STYLE = "succes_avec_style"


class InvocationEffect(KeyedEnum):
    """What an Invocation buys: « un bonus de +2 … après avoir lancé les dés » or a reroll."""

    BONUS = "bonus"
    RELANCE = "relance"


@dataclass(frozen=True)
class Invocation:
    """One Invocation d'Aspect on a roll."""

    aspect: str
    """The Aspect's name as the table says it."""

    effect: InvocationEffect
    """+2 or reroll."""

    free: bool = False
    """An Invocation gratuite (from Créer un avantage or a Conséquence): no Point de Fortune."""

    personal: bool = True
    """A personal Aspect (capped at +2 per roll); ``False`` for situation, Boost, Conséquence."""


@dataclass(frozen=True)
class FateRoll:
    """One skill test: the dés Fate, the skill, the opposition and the Invocations used."""

    faces: tuple[int, ...]
    """The four dés Fate, each −1, 0 or +1."""

    skill: int
    """Score of the Compétence on the Échelle."""

    opposition: int
    """Passive opposition, or the opposing skill when ``opposition_faces`` is not empty."""

    opposition_faces: tuple[int, ...] = ()
    """The opposing character's dés Fate for an active opposition; empty when passive."""

    invocations: tuple[Invocation, ...] = ()
    """Invocations made after the roll, in order."""

    teamwork: int = 0
    """Combiner une Compétence: +1 per helper « avec une Compétence d'au moins +1 »."""

    defense_bonus: int = 0
    """Défense totale of the opposition: « vous gagnez +2 à toutes vos défenses »."""

    weapon: int = 0
    """The attacker's weapon rating (1–4), added to the Marges of a successful Attaque."""

    @property
    def damage(self) -> int:
        """Dégâts of the roll as an Attaque (:func:`attack_damage`)."""
        return attack_damage(self.shifts, self.weapon)

    @property
    def dice_total(self) -> int:
        """Sum of the dés Fate."""
        return sum(self.faces)

    @property
    def bonus(self) -> int:
        """+2 per Invocation taken as a bonus."""
        return INVOCATION_BONUS * sum(
            1 for invocation in self.invocations if invocation.effect is InvocationEffect.BONUS
        )

    @property
    def total(self) -> int:
        """Result on the Échelle: dés Fate + Compétence + Invocation bonuses + helpers."""
        return self.dice_total + self.skill + self.bonus + self.teamwork

    @property
    def opposition_total(self) -> int:
        """The opposition's final level (skill + dice when active, + 2 in Défense totale)."""
        return self.opposition + sum(self.opposition_faces) + self.defense_bonus

    @property
    def shifts(self) -> int:
        """Marges: total minus opposition (negative on an échec)."""
        return self.total - self.opposition_total

    @property
    def outcome(self) -> FateOutcome:
        """échec / égalité / succès / succès avec style."""
        return outcome_for_shifts(self.shifts)


def outcome_for_shifts(shifts: int) -> FateOutcome:
    """Return the outcome for a number of Marges (« supérieur de 3 ou plus » is with style)."""
    if shifts < 0:
        return FateOutcome.ECHEC
    if shifts == 0:
        return FateOutcome.EGALITE
    if shifts < STYLE_SHIFTS:
        return FateOutcome.SUCCES
    return FateOutcome.SUCCES_AVEC_STYLE


def ladder_name(value: int) -> str | None:
    """Return the Échelle's adjective for ``value`` (3 → « Bon »), ``None`` beyond the table."""
    return LADDER.get(value)


def parse_level(text: str) -> int:
    """Return the Échelle score for « Bon », « bon », « +3 », « plus 3 », « 3 » or « Bon (+3) ».

    Accents and case are ignored (« epique » is 7). When a name and a number are both given
    they must agree. Raises :class:`UnknownLevelError` otherwise.
    """
    cleaned = fold(text)
    number = parse_signed(cleaned)
    if number is not None:
        return _checked_score("niveau", number)
    if cleaned in _LEVEL_BY_NAME:
        return _LEVEL_BY_NAME[cleaned]
    both = _NAME_AND_NUMBER.match(cleaned)
    if both and _LEVEL_BY_NAME.get(both["name"].strip()) == int(both["number"]):
        return int(both["number"])
    raise UnknownLevelError(system="fate", text=text, known=list(LADDER.values()))


def roll_fate_dice(dice: Dice, count: int = FATE_DICE) -> tuple[int, ...]:
    """Roll ``count`` dés Fate with six-sided dice: 1–2 are −, 3–4 are blank, 5–6 are +."""
    return tuple(FATE_DIE_FACES[dice.d6() - 1] for _ in range(count))


def roll_skill(skill: int, opposition: int, dice: Dice) -> FateRoll:
    """Test a Compétence against a passive opposition (a level set by the MJ)."""
    _checked_score("competence", skill)
    _checked_score("opposition", opposition)
    return FateRoll(faces=roll_fate_dice(dice), skill=skill, opposition=opposition)


def roll_contest(skill: int, opposing_skill: int, dice: Dice) -> FateRoll:
    """Test a Compétence against an active opposition: the opponent rolls 4dF + its skill too.

    The roller's dice are rolled first, then the opponent's.
    """
    _checked_score("competence", skill)
    _checked_score("opposition", opposing_skill)
    faces = roll_fate_dice(dice)
    return FateRoll(
        faces=faces,
        skill=skill,
        opposition=opposing_skill,
        opposition_faces=roll_fate_dice(dice),
    )


def invoke(roll: FateRoll, invocation: Invocation, dice: Dice) -> FateRoll:
    """Apply one Invocation d'Aspect after the roll: +2, or reroll the roller's dés Fate.

    Refused (:class:`RefusedMoveError`) when it would give a second personal +2 on the same
    roll (``reason="bonus_personnel_plafonne"``) or when the same Aspect is invoked both free
    and paid (``reason="gratuite_et_payante"``).
    """
    for earlier in roll.invocations:
        same_aspect = fold(earlier.aspect) == fold(invocation.aspect)
        if same_aspect and earlier.free != invocation.free:
            raise RefusedMoveError(reason="gratuite_et_payante", aspect=invocation.aspect)
        both_bonus = (invocation.effect is InvocationEffect.BONUS
                      and earlier.effect is InvocationEffect.BONUS)
        # One Aspect is personal or not whatever it is called: the same Aspect named once
        # personal and once « de situation » is still capped at +2.
        personal = invocation.personal and earlier.personal
        if both_bonus and (personal or (same_aspect and (invocation.personal or earlier.personal))):
            raise RefusedMoveError(reason="bonus_personnel_plafonne", aspect=invocation.aspect)
    faces = roll_fate_dice(dice) if invocation.effect is InvocationEffect.RELANCE else roll.faces
    return replace(roll, faces=faces, invocations=(*roll.invocations, invocation))


def roll_from_data(data: dict[str, object]) -> FateRoll:
    """A roll as the journal keeps it (``wording.systems.fate_roll_data``), for an Invocation
    made after it."""
    return FateRoll(
        faces=tuple(int(face) for face in data["faces"]),  # type: ignore[union-attr]
        skill=int(data["skill"]),  # type: ignore[arg-type]
        opposition=int(data["opposition"]),  # type: ignore[arg-type]
        opposition_faces=tuple(int(face) for face in data.get("opposition_faces") or ()),  # type: ignore[union-attr]
        invocations=tuple(
            Invocation(str(item["aspect"]), InvocationEffect(item["effect"]), bool(item["free"]),
                       bool(item["personal"]))
            for item in data.get("invocations") or ()  # type: ignore[union-attr]
        ),
        teamwork=int(data.get("teamwork") or 0),  # type: ignore[arg-type]
        defense_bonus=int(data.get("defense_bonus") or 0),  # type: ignore[arg-type]
        weapon=int(data.get("weapon") or 0),  # type: ignore[arg-type]
    )


def attack_damage(shifts: int, weapon: int = 0) -> int:
    """Dégâts of an Attaque: its Marges plus the weapon's rating (1–4) when it hits.

    « C'est la Marge ajoutée si une Attaque est réussie (inflige au moins 1 Marge) »: an attack
    with 0 Marges (égalité) or fewer deals nothing, so the weapon adds nothing either.
    """
    if weapon < 0:
        raise ValueRangeError(name="arme", value=weapon, low=0, high=None)
    return shifts + weapon if shifts >= 1 else 0


def teamwork_bonus(helper_skills: Iterable[int]) -> int:
    """Combiner une Compétence: +1 per helper « avec une Compétence d'au moins +1 »."""
    return sum(1 for skill in helper_skills if skill >= 1)


TOTAL_DEFENSE_BONUS = 2
"""« Défense totale : … vous gagnez +2 à toutes vos défenses pour cet échange »."""


WEAPON_LIMIT = 10
"""Largest weapon rating accepted (the text lists 1 to 4, and « 5+ »)."""


def with_help(roll: FateRoll, helper_skills: Iterable[int] = (),
              total_defense: bool = False, weapon: int = 0) -> FateRoll:
    """The roll with its helpers (Combiner une Compétence: « Celui ayant le score le plus élevé
    dirige la manœuvre et reçoit un bonus de +1 par personne l'aidant avec une Compétence d'au
    moins +1 ») and, when the opposition defends in Défense totale, its +2; ``weapon`` is the
    attacker's weapon rating (« C'est la Marge ajoutée si une Attaque est réussie »). No die is
    thrown: a seed replays the same dice with or without them."""
    helpers = list(helper_skills)
    for skill in helpers:
        _checked_score("competence", skill)
    if not 0 <= weapon <= WEAPON_LIMIT:
        raise ValueRangeError(name="arme", value=weapon, low=0, high=WEAPON_LIMIT)
    return replace(roll, teamwork=teamwork_bonus(helpers),
                   defense_bonus=TOTAL_DEFENSE_BONUS if total_defense else 0, weapon=weapon)


def fate_dice_odds(count: int = FATE_DICE) -> dict[int, Fraction]:
    """Exact distribution of the sum of ``count`` dés Fate (for 4: 1, 4, 10, 16, 19 … over 81)."""
    return sum_of([uniform(FATE_DIE_FACES)] * count)


def outcome_odds(
    skill: int, opposition: int, bonus: int = 0, active: bool = False
) -> dict[FateOutcome, Fraction]:
    """Exact odds of each outcome; ``active`` when the opposition rolls its own dés Fate."""
    dice = fate_dice_odds(2 * FATE_DICE if active else FATE_DICE)
    odds = {outcome: Fraction(0) for outcome in FateOutcome}
    for total, probability in dice.items():
        odds[outcome_for_shifts(total + skill + bonus - opposition)] += probability
    return odds


def _checked_score(name: str, value: int) -> int:
    if abs(value) > SCORE_LIMIT:
        raise ValueRangeError(name=name, value=value, low=-SCORE_LIMIT, high=SCORE_LIMIT)
    return value
