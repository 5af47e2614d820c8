"""Words said for the other systems' intents, read as the parse contract's slot values.

``slot_value(intent, slot, words)`` gives a system key for ``system``, an integer for a level,
bonus, solde or number of dK, and the unaccented key of a named difficulty (an integer for a
difficulty said as a number, ``"ouverte"`` for a krâsses difficulté ouverte). Words the rules
cannot read give ``None``, so the slot is left out, as for the HaDes slots.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hades_core.systems import deux_d6, fate, krasses, system_key
from hades_core.systems.errors import RefusedMoveError, SystemRuleError
from hades_core.systems.text import fold, read_signed

OPEN_DIFFICULTY = "ouverte"
"""Slot value of a krâsses difficulté ouverte."""

Reader = Callable[[str], "int | str"]
"""Reads the words of one slot; raises a rules error when it cannot."""


def _named(value: object) -> int | str:
    """A parsed difficulty as a slot value: its key, its number, or « ouverte »."""
    if value is None:
        return OPEN_DIFFICULTY
    return value if isinstance(value, int) else str(getattr(value, "key"))


STRESS_WORDS = {
    "physique": "physique", "physiques": "physique",
    "mental": "mental", "mentaux": "mental", "mentale": "mental",
    "ressource": "ressources", "ressources": "ressources",
}
"""Words said for a zFate Stress track → its key."""


def read_stress(words: str) -> str:
    """« physiques », « mentaux », « ressources » → the Stress track's key."""
    key = STRESS_WORDS.get(fold(words).strip())
    if key is None:
        raise RefusedMoveError(reason="stress_ou_consequence_inconnu", kind=words)
    return key


def read_die_kind(words: str) -> str:
    """« de marasme », « un dé de fortune » → the 3-6-9 die's kind (``fortune`` or
    ``marasme``)."""
    kinds = set(re.findall(r"\b(fortune|marasme)s?\b", fold(words)))
    if len(kinds) != 1:
        raise RefusedMoveError(reason="de_inconnu", kind=words)
    return kinds.pop()


_TWO_DICE = re.compile(r"^(?:le |les |du |au |aux |en |a )?(?:2|deux) ?d(?:e|es|s)?$")
"""« 2D6 » as the normalisation writes it (« 2 dés »): the 2D6 game named."""


def read_system(words: str) -> str:
    """The game named: ``system_key``, and « 2 dés » (how « 2D6 » reads once normalised)."""
    said = fold(words).strip()
    if _TWO_DICE.match(said) or re.fullmatch(r"(?:2|deux) ?d(?:e|es|s)? ?(?:6|six)", said):
        return "deux_d6"  # « deux d six » reads « 2 dés 6 » once normalised
    return system_key(words)


def _signed(name: str) -> Reader:
    return lambda words: read_signed(name, words)


SYSTEM_SLOT_READERS: dict[str, dict[str, Reader]] = {
    "choose_system": {"system": read_system},
    "fate_roll": {"skill": fate.parse_level, "opposition": fate.parse_level},
    "deux_d6_roll": {
        "skill": _signed("competence"),
        "difficulty": lambda words: _named(deux_d6.parse_difficulty(words)),
    },
    "trois_six_neuf_turn": {"solde": _signed("solde")},
    "krasses_roll": {
        "skill": _signed("bonus"),
        "difficulty": lambda words: _named(krasses.parse_difficulty(words)),
        "krasse_dice": _signed("dk"),
    },
    "fate_invoke": {"protagonist": str, "aspect": lambda words: " ".join(words.split())},
    "fate_hit": {"protagonist": str, "amount": int, "stress": read_stress},
    **{intent: {"protagonist": str} for intent in (
        "fate_consequence", "fate_compel", "fate_concede", "fate_recover", "fate_refresh",
        "fate_milestone", "fate_clear")},
    "trois_six_neuf_move": {"protagonist": str, "kind": read_die_kind},
    "krasses_coop": {"difficulty": lambda words: _named(krasses.parse_difficulty(words))},
    "krasses_contre": {"protagonist": str},
}
"""For each system intent, how each of its slots is read."""


def slot_value(intent: str, slot: str, words: object) -> int | str | None:
    """The contract value of ``slot`` said as ``words`` for ``intent`` (``None``: unreadable).

    A slot this module does not read is given back unchanged.
    """
    reader = SYSTEM_SLOT_READERS.get(intent, {}).get(slot)
    if reader is None:
        return words  # type: ignore[return-value]
    try:
        return reader(str(words))
    except (SystemRuleError, ValueError):
        return None
