"""French wording of the four other systems' results (zFate, 2D6, 3-6-9, 2d10 + krâsses).

Every function takes the core result (``hades_core.systems``) and the seed that replays it, and
returns a :class:`Reply`: the result word first, then the dice, then what follows. Numbers a
player must hear as signed values are said in words (« plus trois »); dice faces keep their
digits. ``data`` holds the result as JSON (``kind``, ``system``, the dice, the computed values).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from assistant.reply import Reply
from assistant.wording.spoken import join, number, signed
from hades_core.systems import GAMES
from hades_core.systems.errors import SystemRuleError


SYSTEM_NAMES = {game.key: game.name for game in GAMES}
"""How each game is named to players (the registry's names)."""


@functools.cache
def game_wording(key: str) -> ModuleType:
    """The wording module of the game ``key`` (``assistant.wording.games.<key>``)."""
    return importlib.import_module(f"assistant.wording.games.{key}")


def _from_games(attribute: str) -> dict[str, str]:
    """One table merged from every game's wording module (``REFUSALS``, ``VALUE_NAMES``…)."""
    merged: dict[str, str] = {}
    for game in GAMES:
        merged.update(getattr(game_wording(game.key), attribute, {}))
    return merged


def game_data(system: str, kind: str, /, **fields: Any) -> dict[str, Any]:
    """A result of the game ``system`` as JSON: its ``kind`` and ``system`` first, then
    ``fields``."""
    return {"kind": kind, "system": system, **fields}


def game_reply(system: str, kind: str, table: str, /, **fields: Any) -> Reply:
    """An answer of the game ``system``: ``table`` said, its result as JSON
    (:func:`game_data`)."""
    return Reply(table=table, data=game_data(system, kind, **fields))


def system_confirmed(system: str) -> Reply:
    """« on joue à Fate » at a table that already plays it: « Cette table joue déjà à zFate. »"""
    return game_reply(system, "system_confirmed",
                      f"Cette table joue déjà à {SYSTEM_NAMES[system]}.")


def no_character_to_create(system: str) -> Reply:
    """What to say instead of creating a character at a table whose game keeps no sheet (its
    wording module's ``CREATE_INSTEAD``)."""
    return game_reply(system, "no_character_sheet", game_wording(system).CREATE_INSTEAD)


def system_needs_table(table_system: str, asked: str) -> Reply:
    """A command of ``asked`` (a roll) at a table playing another system: how to switch."""
    table = (
        f"Cette table joue à {SYSTEM_NAMES[table_system]}. Pour jouer à"
        f" {SYSTEM_NAMES[asked]}, dites : on joue à {SYSTEM_NAMES[asked]}."
    )
    return game_reply(table_system, "system_needs_table", table, asked=asked)


def system_switched(before: str, after: str) -> Reply:
    """« on joue à Fate »: « Cette table joue maintenant à zFate (avant : HaDes). »"""
    table = (f"Cette table joue maintenant à {SYSTEM_NAMES[after]}"
             f" (avant : {SYSTEM_NAMES[before]}).")
    return game_reply(after, "system_switch", table, previous=before)


# ---------------------------------------------------------------- errors

# Words of values, points and refusals every game uses; each game's own are in its module.
_VALUE_NAMES = {
    "competence": "la compétence",
    "opposition": "l'opposition",
    "difficulte": "la difficulté",
    "niveau": "le niveau",
    "bonus": "le bonus",
}
_REFUSALS = {
    "personnage_inconnu": "Je ne connais pas ce personnage : créez-le d'abord.",
    "personnage_existant": "Ce personnage existe déjà à cette table.",
}


def _value_name(key: object) -> str:
    return {**_VALUE_NAMES, **_from_games("VALUE_NAMES")}.get(str(key), str(key))


def _value_range(f: Mapping[str, Any]) -> str:
    name = _value_name(f["name"])
    low, high = f.get("low"), f.get("high")
    bounds = (
        f"entre {_bound(low)} et {_bound(high)}"
        if high is not None
        else f"d'au moins {_bound(low)}"
    )
    return f"Je n'accepte pas {f['value']} pour {name} : dites un nombre {bounds}."


def _bound(value: int) -> str:
    return signed(value) if value < 0 else number(value)


def _unknown_level(f: Mapping[str, Any]) -> str:
    hint = getattr(game_wording(str(f["system"])), "LEVEL_HINT", "un nombre")
    return f"Je ne connais pas le niveau {f['text']}. Dites {hint}."


def _not_enough(f: Mapping[str, Any]) -> str:
    what = _from_games("POINT_NAMES").get(str(f["what"]), str(f["what"]))
    have = "il n'y en a aucun" if f["available"] == 0 else f"il n'y en a que {f['available']}"
    return f"Pas assez de {what} : il en faut {f['needed']}, {have}."


_ERROR_SENTENCES: dict[str, Callable[[Mapping[str, Any]], str]] = {
    "unknown_system": lambda f: (
        f"Je ne connais pas le jeu {f['system']}. Choisissez parmi"
        f" {join(SYSTEM_NAMES[k] for k in f['known'])}."
    ),
    "unknown_level": _unknown_level,
    "not_a_number": lambda f: (
        f"Je n'ai pas compris le nombre pour {_value_name(f['name'])} :"
        f" {f['text']}. Dites par exemple plus 3 ou moins 2."
    ),
    "value_range": _value_range,
    "not_enough_points": _not_enough,
    "refused_move": lambda f: _refusal(f),
}


def _refusal(f: Mapping[str, Any]) -> str:
    """A refusal's sentence: a game's text, or its function of the error's fields."""
    said = {**_REFUSALS, **_from_games("REFUSALS")}.get(
        str(f["reason"]), "Les règles ne le permettent pas.")
    return said(f) if callable(said) else said


def error_sentence(error: SystemRuleError) -> str:
    """One short French sentence for an error of ``hades_core.systems``."""
    return _ERROR_SENTENCES.get(error.key, lambda f: "Les règles de ce jeu ne le permettent pas.")(
        error.fields()
    )


def error(error: SystemRuleError) -> Reply:
    """The error as a ``Reply`` (its key and fields in ``data``)."""
    return Reply(
        table=error_sentence(error), data={"kind": "error", "error": error.key, **error.fields()}
    )
