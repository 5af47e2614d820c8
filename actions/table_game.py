"""Questions that follow the table's game: « quelles sont mes chances ? » and « gagne un point de
fortune » mean the game the table plays, not HaDes.

- odds at a table playing another game are that game's exact odds, read from the words with the
  game's own parsers: zFate « Bon contre Correct » (two levels of the Échelle), 2D6
  « compétence 3, difficulté ardue », krâsses « plus 5 contre moyen », 3-6-9 « solde plus 4 »;
  words that do not give them get one sentence saying what to say at this table;
- fortunes at a zFate table are fate points (« Bob gagne un point de fortune » → +1 point); the
  other games keep no fortunes, which the answer says.
"""

from __future__ import annotations

import re
from collections.abc import Callable

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


def _read_first(parse: Callable[[str], object], candidates: list[str]) -> object | None:
    for candidate in candidates:
        try:
            value = parse(candidate)
        except (SystemRuleError, ValueError):
            continue
        if value is not None:
            return value
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


def odds_reply(system: str, said: str) -> Reply:
    """The exact odds ``said`` asks for at a table playing ``system``, or what to say."""
    words = " ".join(re.sub(r"[,;:?!.]", " ", fold(said)).split())
    reply: Reply | None = None
    if system == "fate":
        left, right = _around(words, "contre")
        skill = _read_first(fate.parse_level, _ends(left))
        opposition = _read_first(fate.parse_level, _starts(right))
        if skill is not None and opposition is not None:
            reply = wording.fate_odds(int(skill), int(opposition))  # type: ignore[arg-type]
    elif system == "deux_d6":
        skill = _read_first(parse_signed, _after(words, "competence"))
        difficulty = _read_first(deux_d6.parse_difficulty, _after(words, "difficulte"))
        if skill is not None and difficulty is not None:
            score = getattr(difficulty, "score", difficulty)
            reply = wording.deux_d6_odds(int(skill) + int(score))  # type: ignore[arg-type]
    elif system == "krasses":
        left, right = _around(words, "contre")
        bonus = _read_first(parse_signed, _ends(left))
        difficulty = _read_first(krasses.parse_difficulty, _starts(right))
        score = getattr(difficulty, "score", difficulty)
        if bonus is not None and isinstance(score, int):
            reply = wording.krasses_odds(int(bonus), score)  # type: ignore[arg-type]
    elif system == "trois_six_neuf":
        solde = _read_first(parse_signed, _after(words, "solde"))
        if solde is not None:
            reply = wording.trois_six_neuf_odds(int(solde))  # type: ignore[arg-type]
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
