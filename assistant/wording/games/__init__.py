"""Each game's French wording, one module per game of the registry (``hades_core.systems``).

Every function takes the core result and the seed that replays it, and returns a
:class:`Reply` built by ``assistant.wording.systems.game_reply`` under the game's key
(``SYSTEM``): the result word first, then the dice, then what follows. A module may define the
words the shared wording looks up by name: ``CREATE_INSTEAD`` (a game that keeps no sheet),
``VALUE_NAMES``, ``POINT_NAMES``, ``REFUSALS`` and ``LEVEL_HINT``.
"""

import importlib
from types import ModuleType
from typing import Any

from hades_core.systems.text import fold


def game_wording(system: str) -> ModuleType:
    """The wording module of the game ``system`` (``assistant.wording.games.<key>``)."""
    return importlib.import_module(f"{__name__}.{system}")


def game_people(state: Any) -> list[str]:
    """What a table playing another game than HaDes keeps, one sentence a character (zFate
    sheets, 3-6-9 réserves, the tas de krâsses): « fais le point » and ``hades state`` say it
    instead of « Aucun protagoniste ». Empty for HaDes (its protagonists are said elsewhere)."""
    people = getattr(game_wording(state.system), "people", None)
    return [] if people is None else people(state)


def game_person(state: Any, name: str) -> str | None:
    """One character of the game the table plays (« la fiche de Kader », « comment va
    Kader ? »): his sheet, réserve or kept dK; ``None`` when the game keeps nothing for him."""
    person = getattr(game_wording(state.system), "person", None)
    return None if person is None else person(state, name)


def rules_summary(system: str) -> str:
    """The summary of the rules of ``system``, the answer to a rules question without a topic."""
    return str(getattr(game_wording(system), "RULES_SUMMARY", ""))


def rules_answer(system: str, words: str) -> str:
    """A rules question at a table playing ``system``, answered from that game's text: the
    first of its ``RULES`` (keywords, answer) whose keyword is said, else its summary."""
    module = game_wording(system)
    said = fold(words)
    for keywords, answer in getattr(module, "RULES", ()):
        if any(keyword in said for keyword in keywords):
            return str(answer)
    return rules_summary(system)
