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

import re
from collections.abc import Callable, Mapping
from typing import Any

from assistant.game import Game
from assistant.game.system_books import SystemBooks
from assistant.ledger import Ledger, LedgerError
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.systems import deux_d6, fate, krasses
from hades_core.systems.errors import SystemRuleError
from hades_core.systems.text import fold, parse_signed

HADES = "hades"
SAY_ODDS = {
    "fate": "quelles sont mes chances, Bon contre Correct",
    "deux_d6": "quelles sont mes chances, compétence 3, difficulté ardue",
    "krasses": "quelles sont mes chances, plus 5 contre moyen",
    "trois_six_neuf": "quelles sont mes chances, solde plus 4",
}
"""What to say for odds at a table of each other game."""

ROLL_INTENTS = {"fate": "fate_roll", "deux_d6": "deux_d6_roll", "krasses": "krasses_roll",
                "trois_six_neuf": "trois_six_neuf_turn"}
"""The roll intent of each other game."""


def playing(table: str) -> str:
    """The game ``table`` plays (HaDes for a table not created yet)."""
    try:
        with Ledger() as ledger:
            return ledger.state(table).system
    except LedgerError:
        return HADES


def _around(words: str, marker: str) -> tuple[str, str]:
    before, _, after = f" {words} ".partition(f" {marker} ")
    return before.strip(), after.strip()


def _readable(parse: Callable[[str], object], candidates: list[str]) -> str | None:
    """The first candidate ``parse`` reads (a value that is not ``None``)."""
    for candidate in candidates:
        try:
            value = parse(candidate)
        except (SystemRuleError, ValueError):
            continue
        if value is not None:
            return candidate
    return None


def _ends(words: str) -> list[str]:
    """The last two words, then the last one (« plus 3 », « 3 »)."""
    split = words.split()
    return [" ".join(split[-2:]), " ".join(split[-1:])] if split else []


def _starts(words: str) -> list[str]:
    """The first two words, then the first one."""
    split = words.split()
    return [" ".join(split[:2]), " ".join(split[:1])] if split else []


def _after(words: str, marker: str) -> list[str]:
    _, after = _around(words, marker)
    return _starts(after) if after else []


def _krasse_dice(words: str) -> str | None:
    """« avec 2 krâsses » → ``"2"``."""
    found = re.search(r"\b(\d+) (?:des? )?krass", words)
    return found.group(1) if found else None


def roll_words(system: str, said: str) -> dict[str, str] | None:
    """The words of a roll of ``system`` in ``said``, as that system's roll entities (zFate
    « Bon contre Correct », 2D6 « compétence 3, difficulté ardue », krâsses « plus 5 contre
    moyen », 3-6-9 « solde plus 4 »); ``None`` when the sentence does not give them."""
    words = " ".join(re.sub(r"[,;:?!.]", " ", fold(said)).split())
    found: dict[str, str | None] = {}
    if system == "fate":
        left, right = _around(words, "contre")
        found = {"skill": _readable(fate.parse_level, _ends(left)),
                 "opposition": _readable(fate.parse_level, _starts(right))}
    elif system == "deux_d6":
        found = {"skill": _readable(parse_signed, _after(words, "competence")),
                 "difficulty": _readable(deux_d6.parse_difficulty, _after(words, "difficulte"))}
    elif system == "krasses":
        left, right = _around(words, "contre")
        found = {"skill": _readable(parse_signed, _ends(left)),
                 "difficulty": _readable(krasses.parse_difficulty, _starts(right))}
        if found["skill"] is not None and found["difficulty"] is not None:
            found["krasse_dice"] = _krasse_dice(words)
    elif system == "trois_six_neuf":
        found = {"solde": _readable(parse_signed, _after(words, "solde"))}
    if not found or any(found[key] is None for key in found if key != "krasse_dice"):
        return None
    return {key: value for key, value in found.items() if value is not None}


def roll_of_the_tables_game(intent: str, table: str, said: str) -> tuple[str, dict[str, str]] | None:
    """A roll at a table playing zFate, 2D6, krâsses or 3-6-9, read with that game's parsers:
    that game's roll intent and entities, when the words read as its roll; ``None`` otherwise
    (the roll stays as understood). A roll understood as another game's (« moyen contre moyen »
    is a krâsses roll too) becomes the table's game's; the words also fill what the entity
    extractor missed (« plus 1 contre très facile »)."""
    system = playing(table)
    if intent not in ROLL_INTENTS.values() or system not in ROLL_INTENTS:
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
    """The exact odds ``said`` asks for at a table playing ``system``, or what to say."""
    found = roll_words(system, said)
    reply: Reply | None = None
    if found is not None and system == "fate":
        reply = wording.fate_odds(fate.parse_level(found["skill"]),  # type: ignore[arg-type]
                                  fate.parse_level(found["opposition"]))  # type: ignore[arg-type]
    elif found is not None and system == "deux_d6":
        difficulty = deux_d6.parse_difficulty(found["difficulty"])
        score = getattr(difficulty, "score", difficulty)
        reply = wording.deux_d6_odds(int(parse_signed(found["skill"])) + int(score))  # type: ignore[arg-type]
    elif found is not None and system == "krasses":
        difficulty = krasses.parse_difficulty(found["difficulty"])
        score = getattr(difficulty, "score", difficulty)
        if isinstance(score, int):
            reply = wording.krasses_odds(int(parse_signed(found["skill"])), score)  # type: ignore[arg-type]
    elif found is not None and system == "trois_six_neuf":
        reply = wording.trois_six_neuf_odds(int(parse_signed(found["solde"])))  # type: ignore[arg-type]
    if reply is not None:
        return reply
    name = wording.SYSTEM_NAMES[system]
    return Reply(table=f"À cette table, on joue à {name}. Dites par exemple : {SAY_ODDS[system]}.",
                 data={"kind": "odds_help", "system": system})


def fortune_command(system: str, name: str, amount: int) -> Callable[[Game], Reply]:
    """A fortune gained (``amount`` > 0) or spent at a table playing ``system``: fate points at
    zFate; a sentence at the games that keep no fortunes."""
    if system == "fate":
        return lambda game: SystemBooks(game.ledger, game.table).fate_points(name, amount)
    table = (f"À cette table, on joue à {wording.SYSTEM_NAMES[system]} : les fortunes sont"
             " celles de HaDes, et les points de fortune ceux de zFate.")
    return lambda game: Reply(table=table, data={"kind": "no_fortunes", "system": system})
