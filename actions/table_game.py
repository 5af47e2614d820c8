"""Questions that follow the table's game: « quelles sont mes chances ? » and « gagne un point de
fortune » mean the game the table plays, not HaDes; so does a roll that reads as two games'
(« moyen contre moyen » is zFate's Moyen contre Moyen and krâsses' plus 0 contre Moyen).

- odds at a table playing another game are that game's exact odds, read from the words with the
  game's own parsers: zFate « Bon contre Correct » (two levels of the Échelle), 2D6
  « compétence 3, difficulté ardue », krâsses « plus 5 contre moyen », 3-6-9 « solde plus 4 »;
  words that do not give them get one sentence saying what to say at this table;
- fortunes at a zFate table are fate points (« Bob gagne un point de fortune » → +1 point); the
  other games keep no fortunes, which the answer says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from actions.games import game_actions
from actions.said_words import plain_words
from assistant.game import Game
from assistant.ledger import Ledger, LedgerError
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.systems import GAMES


HADES = "hades"

ROLL_INTENTS = {game.key: game.roll_intent for game in GAMES}
"""The ordinary roll intent of each game (the registry's)."""


def playing(table: str) -> str:
    """The game ``table`` plays (HaDes for a table not created yet)."""
    try:
        with Ledger() as ledger:
            return ledger.state(table).system
    except LedgerError:
        return HADES


def roll_words(system: str, said: str) -> dict[str, str] | None:
    """The words of a roll of ``system`` in ``said``, as that game's roll entities (its
    ``roll_words``: zFate « Bon contre Correct », 2D6 « compétence 3, difficulté ardue »,
    krâsses « plus 5 contre moyen », 3-6-9 « solde plus 4 »); ``None`` when the sentence does
    not give them all, or the game reads no roll from words (HaDes has its own)."""
    read = getattr(game_actions(system), "roll_words", None)
    found = {} if read is None else read(plain_words(said))
    if not found or None in found.values():
        return None
    return found


def roll_of_the_tables_game(intent: str, table: str, said: str) -> tuple[str, dict[str, str]] | None:
    """A roll at a table playing zFate, 2D6, krâsses or 3-6-9, read with that game's parsers:
    that game's roll intent and entities, when the words read as its roll; ``None`` otherwise
    (the roll stays as understood). A roll understood as another game's (« moyen contre moyen »
    is a krâsses roll too) becomes the table's game's; the words also fill what the entity
    extractor missed (« plus 1 contre très facile »)."""
    system = playing(table)
    if intent not in ROLL_INTENTS.values():
        return None
    words = roll_words(system, said)
    return None if words is None else (ROLL_INTENTS[system], words)


def roll_confidence(message: Mapping[str, Any], confidence: float) -> float:
    """How sure the model is that ``message`` is a roll of any game: the sum of its
    confidences in the games' roll intents (``confidence`` when it gives no ranking)."""
    ranking = message.get("intent_ranking") or []
    total = sum(float(entry.get("confidence") or 0.0) for entry in ranking
                if entry.get("name") in ROLL_INTENTS.values())
    return max(total, confidence)


def odds_reply(system: str, said: str) -> Reply:
    """The exact odds ``said`` asks for at a table playing ``system`` (its ``odds``), or what to
    say."""
    found = roll_words(system, said)
    actions = game_actions(system)
    reply = None if found is None else actions.odds(found)
    if reply is not None:
        return reply
    name = wording.SYSTEM_NAMES[system]
    return Reply(table=f"À cette table, on joue à {name}. Dites par exemple : {actions.SAY_ODDS}.",
                 data={"kind": "odds_help", "system": system})


def fortune_command(system: str, name: str, amount: int) -> Callable[[Game], Reply]:
    """A fortune gained (``amount`` > 0) or spent at a table playing ``system``: fate points at
    zFate; a sentence at the games that keep no fortunes."""
    fortune = getattr(game_actions(system), "fortune", None)
    if fortune is not None:
        return fortune(name, amount)
    table = (f"À cette table, on joue à {wording.SYSTEM_NAMES[system]} : les fortunes sont"
             " celles de HaDes, et les points de fortune ceux de zFate.")
    return lambda game: Reply(table=table, data={"kind": "no_fortunes", "system": system})


def game_names(state: Any) -> list[str]:
    """The characters another game keeps at the table (zFate sheets, 3-6-9 réserves, krâsses
    players' dK), as first spelt: names the model never saw (« Kader ») are known there too."""
    names = [str(data["name"]) for prefix in ("fate:", "trois_six_neuf:")
             for data in state.data_under(prefix) if isinstance(data, dict) and "name" in data]
    kept = state.data("krasses")
    return [*names, *(str(name) for name in ((kept or {}).get("kept") or {}))]
