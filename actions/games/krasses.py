"""2d10 et krâsses's Rasa actions (seed 004) and how its words read at a krâsses table."""

from __future__ import annotations

import re
from typing import Any

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
from hades_core.systems.text import parse_signed, read_signed

SAY_ODDS = "quelles sont mes chances, plus 5 contre moyen"


def _krasse_dice(words: str) -> str | None:
    """« avec 2 krâsses » → ``"2"``."""
    found = re.search(r"\b(\d+) (?:des? )?krass", words)
    return found.group(1) if found else None


def roll_words(words: str) -> dict[str, str | None]:
    """« plus 5 contre moyen [avec 2 krâsses] »: the dK are optional."""
    left, right = around(words, "contre")
    found = {"skill": readable(parse_signed, ends(left)),
             "difficulty": readable(krasses.parse_difficulty, starts(right))}
    dice = _krasse_dice(words)
    return found if dice is None or None in found.values() else {**found, "krasse_dice": dice}


def odds(found: dict[str, str]) -> Reply | None:
    """The exact odds of a roll read by :func:`roll_words` (none for an open difficulty)."""
    difficulty = krasses.parse_difficulty(found["difficulty"])
    score = getattr(difficulty, "score", difficulty)
    if not isinstance(score, int):
        return None
    return wording.krasses_odds(read_signed("bonus", found["skill"]), score)


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

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        bonus, krasse_dice = str(slots.get("skill") or 0), str(slots.get("krasse_dice") or 0)
        difficulty = str(slots["difficulty"])
        return lambda game: KrassesBooks(game.ledger, game.table).roll(
            read_signed("bonus", bonus), difficulty, read_signed("dk", krasse_dice),
            seed=context.seed)


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
