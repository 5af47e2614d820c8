"""zFate's Rasa actions (seed 001) and how its words read at a zFate table."""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command
from actions.said_words import around, ends, readable, starts
from actions.systems import SystemAction, TableRoll
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.reply import Reply
from assistant.wording.games import fate as wording
from hades_core.dice import Dice
from hades_core.systems import fate
from hades_core.systems.spoken_values import read_stress
from hades_core.systems.text import fold, read_signed


SAY_ODDS = "quelles sont mes chances, Bon contre Correct"


def roll_words(words: str) -> dict[str, str | None]:
    """« Bon contre Correct »: two levels of the Échelle around « contre »."""
    left, right = around(words, "contre")
    return {"skill": readable(fate.parse_level, ends(left)),
            "opposition": readable(fate.parse_level, starts(right))}


def odds(found: dict[str, str]) -> Reply:
    """The exact odds of a roll read by :func:`roll_words`."""
    return wording.fate_odds(fate.parse_level(found["skill"]),
                             fate.parse_level(found["opposition"]))


def fortune(name: str, amount: int) -> Command:
    """A fortune gained or spent at a zFate table is a Point de Fortune."""
    return lambda game: FateBooks(game.ledger, game.table).points(name, amount)


def create_character(game: Game, name: str, number: str | None) -> Reply:
    """A zFate character with its Actualisation (the number said, 2 otherwise) and its Stress
    tracks."""
    refresh = 2 if number is None else read_signed("actualisation", number)
    return FateBooks(game.ledger, game.table).create(name, refresh)


class FateRoll(TableRoll):
    """« Bon contre Correct », « Alice lance Bon contre Correct »: 4 dés Fate + compétence
    against a passive opposition; the character named (``protagonist``) is journaled as the
    roller, whose Invocations alone improve the roll."""

    intent = "fate_roll"
    entities = ("skill", "opposition", "protagonist")
    required = ("skill", "opposition")
    books = FateBooks

    def roll(self, said: dict[str, str], dice: Dice, seed: int) -> Reply:
        rolled = fate.roll_skill(fate.parse_level(said["skill"]),
                                 fate.parse_level(said["opposition"]), dice)
        return wording.fate_roll(rolled, seed, said.get("protagonist"))

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        roller = slots.get("protagonist")
        said = {entity: str(slots[entity]) for entity in self.required}
        return lambda game: FateBooks(game.ledger, game.table).roll(
            said["skill"], said["opposition"], roller=None if roller is None else str(roller),
            seed=context.seed)


_FOR_WHOM = re.compile(r"\bpour (?:le |la |l')?(?P<name>[^\W\d_][\w'-]*)")
"""« … pour Bob »: the character an Invocation gives its +2 to."""

_NOT_NAMES = frozenset({"relancer", "relance", "un", "une", "le", "la", "les", "plus", "deux",
                        "moi", "lui", "elle", "gagner", "avoir", "ce", "cette", "son", "sa"})


def invocation_words(text: str) -> dict[str, Any]:
    """What the words of an Invocation say beyond its entities: « gratuitement », « pour
    relancer » (a relance of the dés Fate instead of +2), « pour Bob » (the +2 given to Bob's
    roll)."""
    said = fold(text)
    found = _FOR_WHOM.search(said)
    name = found["name"] if found and found["name"] not in _NOT_NAMES else None
    return {"free": "gratuit" in said, "reroll": "relanc" in said, "beneficiary": name}


class FateInvoke(SystemAction):
    """« Alice invoque un aspect », « Alice invoque Têtue »: one Point de Fortune paid from the
    character kept in the ledger; « Alice invoque Embuscade gratuitement »: one Invocation
    gratuite of the Aspect instead; « … pour relancer »: a relance of the dés Fate instead of
    +2; « Bob invoque Rusé pour Alice »: Bob pays, Alice's roll gains +2."""

    intent = "fate_invoke"
    entities = ("protagonist", "aspect")
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and what the words say of the Invocation (:func:`invocation_words`):
        « gratuitement », « pour relancer », « pour Bob »."""
        said = str((tracker.latest_message or {}).get("text") or "")
        return {**invocation_words(said), **super().slots(tracker)}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, aspect = str(slots["protagonist"]), str(slots.get("aspect") or "un aspect")
        aspect = re.split(r"\s+pour\s+", aspect)[0].strip() or aspect  # « Têtue pour relancer »
        free, reroll = bool(slots.get("free")), bool(slots.get("reroll"))
        beneficiary = slots.get("beneficiary")

        def invoke(game: Game) -> Reply:
            books = FateBooks(game.ledger, game.table)
            other = None
            if beneficiary is not None and fold(str(beneficiary)) != fold(name):
                with books.read() as table:  # only a character of the table is « pour » someone
                    if table.state.data(fate_key(str(beneficiary))) is not None:
                        other = str(table.state.data(fate_key(str(beneficiary)))["name"])
            return books.invoke(name, aspect, free, reroll, other)

        return invoke


class FateAdvantage(SystemAction):
    """« Alice crée l'avantage Embuscade »: after a Succès at the newest zFate roll, one
    Invocation gratuite stuck to the Aspect, two with style (``FateBooks.advantage``)."""

    intent = "fate_advantage"
    entities = ("aspect",)
    required = ("aspect",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        aspect = str(slots["aspect"])
        return lambda game: FateBooks(game.ledger, game.table).advantage(aspect)


_CONSEQUENCE = re.compile(
    r"cons[ée]quences? (?P<level>l[ée]g[èe]re|mod[ée]r[ée]e|s[ée]v[èe]re|extr[êe]me)"
    r"(?:,? (?!et )(?P<aspect>.+?))?(?=,| et |$)", re.IGNORECASE)


def hit_words(text: str) -> dict[str, Any]:
    """What a hit's words say beyond its entities: the Conséquences taken (« avec une
    conséquence légère Bras cassé » → ``{"legere": "Bras cassé"}``; without a name, the
    Conséquence is named by its level) and « hors conflit » (the character accepts to be out
    rather than take one)."""
    taken: dict[str, str] = {}
    for found in _CONSEQUENCE.finditer(text.strip().rstrip(".!")):
        level = fold(found["level"])
        aspect = (found["aspect"] or "").strip()
        taken[level] = aspect or f"Conséquence {found['level'].lower()}"
    return {"consequences": taken, "taken_out": "hors conflit" in fold(text)}


class FateHit(SystemAction):
    """« Alice encaisse deux de stress physique »: the hit absorbed by the smallest free Stress
    box enough (``FateBooks.hit``); « … avec une conséquence légère Bras cassé » takes that
    Conséquence; « … elle est hors conflit » accepts to be out when a Conséquence could still
    save her (otherwise the answer says which ones can be taken)."""

    intent = "fate_hit"
    entities = ("protagonist", "amount", "stress")
    required = ("protagonist", "amount", "stress")

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and the Conséquences and « hors conflit » read from the words."""
        said = str((tracker.latest_message or {}).get("text") or "")
        return {**hit_words(said), **super().slots(tracker)}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, damage = str(slots["protagonist"]), int(slots["amount"])
        stress = str(slots["stress"])
        taken = dict(slots.get("consequences") or {})
        out = bool(slots.get("taken_out"))
        return lambda game: FateBooks(game.ledger, game.table).hit(
            name, read_stress(stress), damage, consequences=taken, taken_out=out
        )
