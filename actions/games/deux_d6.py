"""2D6 sous compétence's Rasa actions (seed 002) and how its words read at a 2D6 table."""

from __future__ import annotations

from actions.said_words import after, readable
from actions.systems import TableRoll
from assistant.game import Game
from assistant.game.games.deux_d6 import DeuxD6Books
from assistant.reply import Reply
from assistant.wording import systems as game_wording
from assistant.wording.games import deux_d6 as wording
from hades_core.dice import Dice
from hades_core.systems import deux_d6
from hades_core.systems.text import parse_signed, read_signed


SAY_ODDS = "quelles sont mes chances, compétence 3, difficulté ardue"


def roll_words(words: str) -> dict[str, str | None]:
    """« compétence 3, difficulté ardue »."""
    return {"skill": readable(parse_signed, after(words, "competence")),
            "difficulty": readable(deux_d6.parse_difficulty, after(words, "difficulte"))}


def odds(found: dict[str, str]) -> Reply | None:
    """The exact odds of a roll read by :func:`roll_words` (none for a sure difficulty)."""
    difficulty = deux_d6.parse_difficulty(found["difficulty"])
    score = getattr(difficulty, "score", difficulty)
    if not isinstance(score, int):
        return None
    return wording.deux_d6_odds(read_signed("competence", found["skill"]) + score)


def create_character(game: Game, name: str, number: str | None) -> Reply:
    """The 2D6 keeps no sheet: what to say instead."""
    return game_wording.no_character_to_create("deux_d6")


class DeuxD6Roll(TableRoll):
    """« compétence 3, difficulté ardue »: 2D6 ≤ compétence + difficulté."""

    intent = "deux_d6_roll"
    entities = ("skill", "difficulty")
    required = ("skill", "difficulty")
    books = DeuxD6Books

    def roll(self, said: dict[str, str], dice: Dice, seed: int) -> Reply:
        rolled = deux_d6.check(read_signed("competence", said["skill"]),
                               deux_d6.parse_difficulty(said["difficulty"]), dice)
        return wording.deux_d6_check(rolled, seed)
