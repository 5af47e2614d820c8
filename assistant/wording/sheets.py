"""French wording of a protagoniste's sheet: traits with their puissance, établis or
éphémères, positive or negative (« Les Traits », « La fiche de protagoniste »)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant.reply import Reply
from assistant.wording.spoken import display_name, join, sentence
from hades_core.sheet import SheetTrait, traits_to_json

POWER_WORDS = {0: "", 1: " héroïque", 2: " mythique"}
"""A puissance said after the trait's name (never « + », which a screen reader reads badly)."""


def trait_words(trait: SheetTrait) -> str:
    """« épée héroïque », « peur du noir, négatif, éphémère »."""
    marks = [word for word, present in (("négatif", trait.negative),
                                        ("éphémère", trait.ephemeral)) if present]
    return ", ".join([f"{trait.name}{POWER_WORDS[trait.power]}", *marks])


_GROUPS = (
    ((False, False), "traits"),
    ((False, True), "défauts"),
    ((True, False), "nouveaux traits"),
    ((True, True), "nouveaux défauts"),
)
"""Sheet sides as said: établis then éphémères (« nouveaux »), positive then negative."""


def sheet_words(traits: Sequence[SheetTrait]) -> str:
    """« traits : épée héroïque et rage ; nouveaux défauts : peur du noir » or « aucun trait »."""
    if not traits:
        return "aucun trait"
    groups = []
    for (ephemeral, negative), label in _GROUPS:
        names = [f"{t.name}{POWER_WORDS[t.power]}" for t in traits
                 if (t.ephemeral, t.negative) == (ephemeral, negative)]
        if names:
            groups.append(f"{label} : {join(names)}")
    return " ; ".join(groups)


def trait_added(name: str, added: Sequence[SheetTrait], traits: Sequence[SheetTrait]) -> Reply:
    """« Alice : épée héroïque, noté. », « Loïc : discret, éphémère ; agile, éphémère,
    noté. »"""
    said = " ; ".join(trait_words(trait) for trait in added)
    return Reply(table=f"{display_name(name)} : {said}, noté.",
                 data={"kind": "trait_add", "protagonist_name": name,
                       "trait": traits_to_json(added[:1])[0], "added": traits_to_json(added),
                       "traits": traits_to_json(traits)})


def trait_removed(name: str, trait: SheetTrait, traits: Sequence[SheetTrait]) -> Reply:
    """« Alice n'a plus le trait rage. »"""
    return Reply(table=f"{display_name(name)} n'a plus le trait {trait.name}.",
                 data={"kind": "trait_remove", "protagonist_name": name,
                       "trait": traits_to_json([trait])[0], "traits": traits_to_json(traits)})


def sheet(name: str, traits: Sequence[SheetTrait], extra: Sequence[str] = ()) -> Reply:
    """A protagoniste's traits read aloud (établis first, then éphémères)."""
    table = sentence(f"{display_name(name)}, {sheet_words(traits)}.", *extra)
    data: dict[str, Any] = {"kind": "sheet", "protagonist_name": name,
                            "traits": traits_to_json(traits)}
    return Reply(table=table, data=data)
