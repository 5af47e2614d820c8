"""2d10 et krâsses's Rasa actions (seed 004) and how its words read at a krâsses table."""

from __future__ import annotations

import re
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command
from actions.said_words import around, ends, readable, starts
from actions.systems import SystemAction
from assistant.game import Game
from assistant.game.games.krasses import KrassesBooks
from assistant.reply import Reply
from assistant.wording import systems as game_wording
from assistant.wording.games import krasses as wording
from hades_core.systems import krasses
from hades_core.systems.text import fold, parse_signed, read_signed

SAY_ODDS = "quelles sont mes chances, plus 5 contre moyen"


_COUNT_WORDS = {"un": "1", "une": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
                "six": "6", "sept": "7", "huit": "8", "neuf": "9", "dix": "10"}
_KRASSE_COUNT = re.compile(
    r"\b(?P<count>\d+|" + "|".join(_COUNT_WORDS) + r") (?:des? )?(?:krass\w*|dk)"
    r"(?P<circumstance> (?:de|des) circonstances?)?")


def krasse_counts(words: str) -> tuple[str | None, str | None]:
    """The dK said for the roll and the krâsses de circonstance, in folded words: « avec 2
    krâsses » → ``("2", None)``; « avec deux krâsses de circonstance » → ``(None, "2")``.
    « Les dK ainsi utilisés ne sont jamais placés dans le tas »: the circumstance ones are
    never the players'."""
    dice = circumstance = None
    for found in _KRASSE_COUNT.finditer(fold(words)):
        number = _COUNT_WORDS.get(found["count"], found["count"])
        if found["circumstance"]:
            circumstance = circumstance or number
        else:
            dice = dice or number
    return dice, circumstance


def roll_words(words: str) -> dict[str, str | None]:
    """« plus 5 contre moyen [avec 2 krâsses] [et 1 krâsse de circonstance] »: the dK are
    optional."""
    left, right = around(words, "contre")
    found = {"skill": readable(parse_signed, ends(left)),
             "difficulty": readable(krasses.parse_difficulty, starts(right))}
    if None in found.values():
        return found
    dice, circumstance = krasse_counts(words)
    extra = {**({} if dice is None else {"krasse_dice": dice}),
             **({} if circumstance is None else {"circumstance": circumstance})}
    return {**found, **extra}


def odds(found: dict[str, str]) -> Reply | None:
    """The exact odds of a roll read by :func:`roll_words`, with its dK and krâsses de
    circonstance (none for an open difficulty)."""
    difficulty = krasses.parse_difficulty(found["difficulty"])
    score = getattr(difficulty, "score", difficulty)
    if not isinstance(score, int):
        return None
    return wording.krasses_odds(read_signed("bonus", found["skill"]), score,
                                read_signed("dk", found.get("krasse_dice") or "0"),
                                read_signed("dk", found.get("circumstance") or "0"))


def create_character(game: Game, name: str, number: str | None) -> Reply:
    """A player's first dK when his charisme is said (all kept; « … et en met deux au tas » is
    ``krasses_heap``); otherwise what to say."""
    if number is None:
        return game_wording.no_character_to_create("krasses")
    return KrassesBooks(game.ledger, game.table).heap(
        player=name, charisme=read_signed("charisme", number))


class KrassesRoll(SystemAction):
    """« plus 5 contre moyen avec 2 krâsses »: 2d10 + bonus (0 when not said: « jet à 0 »)
    + dK taken from the tas de krâsses (``KrassesBooks.roll``); the bonus is said as the
    ``skill`` entity."""

    intent = "krasses_roll"
    entities = ("skill", "difficulty", "krasse_dice")
    required = ("difficulty",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, the dK read again from the words: krâsses « de circonstance » raise
        the difficulty and never come from the tas (:func:`krasse_counts`)."""
        found = super().slots(tracker)
        dice, circumstance = krasse_counts(str((tracker.latest_message or {}).get("text") or ""))
        if circumstance is None:
            return found
        found = {**found, "circumstance": circumstance}
        if dice is None:  # the number the model took for dK is the circumstance's
            found.pop("krasse_dice", None)
        else:
            found["krasse_dice"] = dice
        return found

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        bonus, krasse_dice = str(slots.get("skill") or 0), str(slots.get("krasse_dice") or 0)
        circumstance = str(slots.get("circumstance") or 0)
        difficulty = str(slots["difficulty"])
        return lambda game: KrassesBooks(game.ledger, game.table).roll(
            read_signed("bonus", bonus), difficulty, read_signed("dk", krasse_dice),
            read_signed("dk", circumstance), seed=context.seed)


class KrassesHeap(SystemAction):
    """« le conteur met trois krâsses au tas »; « Bob a trois de charisme et met deux krâsses au
    tas » (début de scénario): the tas de krâsses moves (``KrassesBooks.heap``)."""

    intent = "krasses_heap"
    entities = ("protagonist", "amount", "krasse_dice")
    required = ("krasse_dice",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        player, charisme = slots.get("protagonist"), slots.get("amount")
        said = str(slots["krasse_dice"])

        def move(game: Game) -> Reply:
            books, to_heap = KrassesBooks(game.ledger, game.table), read_signed("dk", said)
            if player is not None and charisme is not None:
                return books.heap(player=str(player), to_heap=to_heap,
                                  charisme=read_signed("charisme", str(charisme)))
            return books.heap(conteur=to_heap)

        return move
