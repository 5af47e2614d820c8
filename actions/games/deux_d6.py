"""2D6 sous compétence's Rasa actions (seed 002) and how its words read at a 2D6 table."""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command
from actions.said_words import after, around, plain_words, readable
from actions.systems import TableRoll
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trust import Verdict
from assistant.game import Game
from assistant.game.games.deux_d6 import DeuxD6Books
from assistant.reply import Reply
from assistant.wording import systems as game_wording
from assistant.wording.games import deux_d6 as wording
from hades_core.dice import Dice
from hades_core.systems import deux_d6
from hades_core.systems.errors import SystemRuleError
from hades_core.systems.text import parse_signed, read_signed


SAY_ODDS = "quelles sont mes chances, compétence 3, difficulté ardue"


_AGAINST = re.compile(r"\bcontre (?:une? )?(?:competence (?:de )?)?(?P<skill>(?:plus |moins )?\d+)\b")


def against_words(words: str) -> str | None:
    """« compétence 3 contre compétence 2 »: the defender's compétence, ``None`` when no
    opponent is said."""
    found = _AGAINST.search(plain_words(normalize_utterance(words)))
    return None if found is None else found["skill"]


_NAMED_SKILL = re.compile(r"\b(?P<name>[a-z][a-z'-]+) (?:a |de )?"
                          r"(?P<skill>(?:plus |moins )?\d+)(?=(?:,? pour (?:le |la |l )?[a-z'-]+)?"
                          r"(?:,? (?:et )?avec [^,;.]*)?,?(?: (?:euh|heu|hum),?)*"
                          r"(?:,?(?: difficulte\b| contre [a-z]"
                          r"| c'est\b| c est\b|(?:,[^,;.:]{1,40}:|(?: [^\W\d_][\w'-]*){1,6}?(?= disons ))?"
                          r" (?:en |c'est |c est |toujours |encore "
                          r"|aussi |du |disons |plutot |plutôt )?"
                          r"(?:simple|ardue?|complexe"
                          r"|dementiel(?:le)?|insensee?|impossible)\b)|$))")
"""A compétence said by its name, then the difficulty or the defender (« Rosalie, Recherche
six, difficulté ardue », « sa Lutte à cinq contre … », « Bricolage trois, c'est ardu »,
« Langues anciennes sept, en démentiel », « Crochetage deux, ardu », « Médecine sept, du
complexe », « Crochetage quatre, la serrure est rouillée : disons complexe », punctuation
lost as in a transcript, « Latin quatre, euh, ardu ou complexe »), with whom it is for and
what helps or hinders said between (« Bagarre quatre pour Barnabé contre … », « Course
cinq, et avec sa cheville c'est complexe », « Course quatre, toujours ardu », « Filature six avec son
entraînement d'hier, ardue »): the 2D6 rules name no list of compétences, each table names its
own."""
_NOT_A_SKILL = frozenset({"competence", "difficulte", "contre", "plus", "moins", "et", "a", "de",
                          "soit", "avec", "sur", "pour", "le", "la", "les", "un", "une", "tour",
                          "jet", "jets", "solde", "bonus", "malus", "niveau", "score", "fait",
                          "total", "base", "sous", "dont", "vaut", "egal", "egale"})
_NAMED_AGAINST = re.compile(r"\bcontre (?:la |le |l |sa |son |ses |les )?(?P<name>[a-z'-]+)"
                            r"(?: (?:du|de la|de l|de|d|des) [a-z'-]+)? (?:a |de )?"
                            r"(?P<skill>(?:plus |moins )?\d+)\b")
"""« sa Lutte à cinq contre la Course du clerc à quatre », « … contre Bagarre cinq pour le
chimiste »: the defender's compétence by name."""


_SCORE_IN = re.compile(r"\b(?:a|ai|as|avez|ont) (?P<skill>(?:plus |moins )?\d+) en "
                       r"(?P<name>[a-z][a-z'-]+)\b")
"""A compétence said as a score someone has in it (« elle a trois en crochetage »)."""


def _named_skill(words: str) -> re.Match[str] | None:
    """Where a compétence is said by its name (:data:`_NAMED_SKILL`, :data:`_SCORE_IN`), or
    ``None``."""
    return next((found for pattern in (_NAMED_SKILL, _SCORE_IN) for found in pattern.finditer(words)
                 if found["name"] not in _NOT_A_SKILL and not found["name"].endswith("ment")
                 and _difficulty_named(found["name"]) is None), None)


def _difficulty_named(word: str) -> str | None:
    """The difficulty ``word`` names (« ardu », « démentielle »), or ``None``: no compétence
    (« à trois en démentielle » is a difficulty, not a score in a compétence)."""
    try:
        named = deux_d6.parse_difficulty(word)  # the masculine read too (« ardu »)
    except (SystemRuleError, ValueError):
        return None
    return named.value if isinstance(named, deux_d6.Difficulty) else None


def _named_difficulty(words: str) -> str | None:
    """A difficulty named by its level without « difficulté », after the compétence or the
    two compétences face to face (« compétence cinq, c'est ardu », « six contre cinq,
    simple », « Bricolage trois, c'est ardu »), or ``None``."""
    _, following = around(words, "competence")
    named = _named_skill(words)
    if not following and named is not None:
        following = words[named.start("skill"):]
    if not following:
        _, following = around(words, "contre")
    return next((named for word in following.split()[1:]  # « c'est ardu » names « ardue »
                 if (named := _difficulty_named(word)) is not None), None)


def roll_words(words: str) -> dict[str, str | None]:
    """« compétence 3, difficulté ardue »; « Recherche six, difficulté complexe » (a compétence
    said by its name); « compétence 3 contre compétence 2, difficulté ardue » or « sa Lutte à
    cinq contre la Course du clerc à quatre, difficulté simple » (an opposed roll)."""
    found = {"skill": readable(parse_signed, after(words, "competence")),
             "difficulty": readable(deux_d6.parse_difficulty, after(words, "difficulte"))
             or _named_difficulty(words)}
    plain = plain_words(normalize_utterance(words))
    faced = _FACED.search(plain)
    if found["skill"] is None and faced is not None and found["difficulty"] is not None:
        return {**found, "skill": faced["skill"], "against": faced["against"]}
    attack, _ = around(plain, "contre")
    if found["skill"] is not None and "competence" not in attack.split() \
            and _named_skill(attack) is not None:  # « Lutte cinq contre compétence quatre »
        found["skill"] = None
    named = _named_skill(plain) if found["skill"] is None else None
    if named is not None:  # « Discrétion six contre une difficulté de moins quatre »
        found["skill"] = readable(parse_signed, [named["skill"]])
        defender = _NAMED_AGAINST.search(plain)
        if defender is not None and defender["name"] not in _NOT_A_SKILL:
            return {**found, "against": defender["skill"]}
    asked_again = _ASKED_AGAIN.match(plain) is not None and len(plain.split()) <= _SHORT
    if found["difficulty"] is None and asked_again:  # « et en complexe ? »: the difficulty
        found["difficulty"] = next((named for word in plain.split()  # alone
                                    if word in _DIFFICULTY_WORDS
                                    and (named := _difficulty_named(word)) is not None), None)
    alone = _SCORE_ALONE.match(plain)
    if found["skill"] is None and alone is not None:  # « et à six ? »: the compétence alone
        found["skill"] = alone["skill"]
    against = against_words(words)
    return found if against is None else {**found, "against": against}


_ASKED_AGAIN = re.compile(r"^et (?:en|a|avec|contre|pour) ")
_SHORT = 5
"""A value asked again after a roll or its odds: « et » and a preposition opening a few words
(« et en complexe ? »); said in a longer sentence, a difficulty's word is talk (« franchement
simple avec trois c'est du tout cuit »)."""
_DIFFICULTY_WORDS = frozenset({"simple", "ardu", "ardue", "complexe", "dementiel", "dementielle",
                               "insense", "insensee", "impossible"})
"""The difficulties' own words, read wherever they are said (« et en complexe ? »)."""
_SCORE_ALONE = re.compile(r"^(?:et )?(?:a|avec) (?P<skill>(?:plus |moins )?\d+)$")
"""A compétence said alone after « à » or « avec » (« et à six ? »), as a follow-up says it."""


_FACED = re.compile(r"\b(?P<skill>\d+) contre (?P<against>\d+)\b")
"""« Léandre contre Ophélie, six contre cinq, simple »: two compétences face to face, said
with the difficulty."""


def odds(found: dict[str, str]) -> Reply | None:
    """The exact odds of a roll read by :func:`roll_words` (none for a sure difficulty)."""
    difficulty = deux_d6.parse_difficulty(found["difficulty"])
    score = getattr(difficulty, "score", difficulty)
    if not isinstance(score, int):
        return None
    return wording.deux_d6_odds(read_signed("competence", found["skill"]) + score)


def _sure_level(difficulty: Any) -> bool:
    """Whether ``difficulty`` names a level with no roll (Réussite assurée, Impossible)."""
    try:
        level = deux_d6.parse_difficulty(str(difficulty or ""))
    except (SystemRuleError, ValueError):
        return False
    return isinstance(level, deux_d6.Difficulty) and level.score is None


def create_character(game: Game, name: str, number: str | None, said: str = "") -> Reply:
    """The 2D6 keeps no sheet: what to say instead."""
    return game_wording.no_character_to_create("deux_d6")


class DeuxD6Roll(TableRoll):
    """« compétence 3, difficulté ardue »: 2D6 ≤ compétence + difficulté."""

    intent = "deux_d6_roll"
    entities = ("skill", "difficulty")
    required = ("skill", "difficulty")
    books = DeuxD6Books

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and the defender's compétence said after « contre »."""
        against = against_words(str((tracker.latest_message or {}).get("text") or ""))
        found = super().slots(tracker)
        return found if against is None else {**found, "against": against}

    def trusted(self, verdict: Verdict, slots: dict[str, Any]) -> Verdict:
        """A sure difficulty (« réussite assurée », « impossible ») throws nothing and writes
        nothing: said at once, never asked."""
        if verdict is Verdict.CONFIRM and _sure_level(slots.get("difficulty")):
            return Verdict.ACT
        return super().trusted(verdict, slots)

    def roll(self, said: dict[str, str], dice: Dice, seed: int) -> Reply:
        rolled = deux_d6.check(read_signed("competence", said["skill"]),
                               deux_d6.parse_difficulty(said["difficulty"]), dice)
        return wording.deux_d6_check(rolled, seed)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        """An opposed roll (« … contre compétence 2 … ») when a defender is said: both roll
        against the same difficulty, journaled as ``deux_d6_oppose``."""
        if slots.get("against") is None:
            return super().command(slots, context)
        said = {"skill": str(slots["skill"]), "against": str(slots["against"]),
                "difficulty": str(slots["difficulty"])}

        def opposed(dice: Dice, seed: int) -> Reply:
            result = deux_d6.oppose(read_signed("competence", said["skill"]),
                                    read_signed("competence", said["against"]),
                                    deux_d6.parse_difficulty(said["difficulty"]), dice)
            return wording.deux_d6_opposition(result, seed)

        return lambda game: DeuxD6Books(game.ledger, game.table).play(
            "deux_d6_oppose", said, opposed, context.seed)
