"""HaDes as one game among the others: its own actions are the historical modules of
``actions`` (rolls, Destin, fortunes, jauges, oracles, protagonistes)."""

from __future__ import annotations

from assistant.game import Game
from assistant.reply import Reply
from assistant.wording import systems as game_wording


def create_character(game: Game, name: str, number: str | None, said: str = "") -> Reply:
    """A HaDes protagoniste is born with its traits: what to say instead."""
    return game_wording.no_character_to_create("hades")
