"""Each game's Rasa actions and table hooks, one module per game of the registry
(``hades_core.systems.GAMES``).

Every module defines ``create_character(game, name, number)`` (« crée le personnage Alice » at a
table playing it). A game whose rolls other games' intents may be mistaken for also defines
``roll_words(words)`` (its roll's entities read from the folded words, a value ``None`` when
missing), ``odds(found)`` (its exact odds from those entities) and ``SAY_ODDS`` (what to say
for odds); a game with points a player gains and spends defines ``fortune(name, amount)``.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType

from hades_core.systems import GAMES


@functools.cache
def game_actions(key: str) -> ModuleType:
    """The actions module of the game ``key`` (``actions.games.<key>``)."""
    return importlib.import_module(f"{__name__}.{key}")


def load_every_game() -> None:
    """Import every game's actions (the action server imports them all by itself)."""
    for game in GAMES:
        game_actions(game.key)
