"""Dice pools and amounts read from the normalised words, where French says them one fixed way.

A roll is said « X contre Y » (« trois dés contre quatre », « 4d contre 3d », « deux face à
un »): the protagonists' dice, then the obstacle's. That shape is the grammar of the game, not
a phrasing among others, so when it is said the words are surer than the entity extractor,
which can lose one side in a long sentence (« on tente de convaincre le garde avec trois dés
contre quatre » gave only the obstacle's 3). A fortune's count is the number said just before
« fortune(s) » (« gagne une fortune » → 1).

Reading chosen: the words override the model only when they are unambiguous — exactly one
« X contre Y » for a single roll or an odds question, and for a script or a competition one
pair per « X contre Y » in the order said, used when the model found fewer pairs than the words
say. Anything else leaves the model's slots as they are.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.nlu.values import MAX_NUMBER

_POOL = re.compile(
    r"\b(\d+) (?:(?:des|de|dés|dé|d) )?(?:contre|face à|face a|versus|vs) (\d+)\b")
_FORTUNES = re.compile(r"\b(\d+) fortunes?\b")

SINGLE_POOL_INTENTS = frozenset({"resolve_pool", "odds_query", "follow_up"})
PAIR_LIST_SLOTS = {"resolve_script": "steps", "resolve_competition": "sides"}
FORTUNE_INTENTS = frozenset({"fortune_gain", "fortune_spend"})


def said_pools(text: str) -> list[dict[str, int]]:
    """Every « X contre Y » of ``text`` (numbers as digits), in the order said; a pool with a
    number beyond the slots' range is left out, as the entity reader leaves it out."""
    return [{"protagonist_dice": int(ours), "obstacle_dice": int(theirs)}
            for ours, theirs in _POOL.findall(text)
            if int(ours) <= MAX_NUMBER and int(theirs) <= MAX_NUMBER]


def with_said_pools(intent: str, text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``slots`` with the pools the words say, where they are unambiguous (module docstring)."""
    pools = said_pools(text)
    if intent in SINGLE_POOL_INTENTS and len(pools) == 1:
        return {**slots, **pools[0]}
    pair_slot = PAIR_LIST_SLOTS.get(intent)
    if pair_slot and len(pools) > len(slots.get(pair_slot) or []):
        return {**slots, pair_slot: pools}
    if intent in FORTUNE_INTENTS and slots.get("amount") is None:
        counts = _FORTUNES.findall(text)
        if len(counts) == 1 and int(counts[0]) <= MAX_NUMBER:
            return {**slots, "amount": int(counts[0])}
    return slots
