"""The parse contract: what ``hades parse --jsonl`` prints and what actions read.

One parsed utterance is ``{"text", "intent", "confidence", "slots"}``. ``INTENT_SLOTS`` lists
the slots each intent may carry; an entity the model found for another intent is ignored, so
slots never contradict the intent. ``oracle_choice`` collects every ``option`` into a list.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Iterable

FALLBACK_INTENT = "nlu_fallback"
OUT_OF_SCOPE = "out_of_scope"

INTENT_SLOTS: dict[str, tuple[str, ...]] = {
    "resolve_pool": ("protagonist_dice", "obstacle_dice", "protagonist", "action_type"),
    "resolve_auto": ("protagonist",),
    "odds_query": ("protagonist_dice", "obstacle_dice"),
    "oracle_distance": ("question",),
    "oracle_direction": ("category",),
    "oracle_choice": ("options",),
    "destin_adjust": ("amount",),
    "fortune_gain": ("protagonist", "amount"),
    "fortune_spend": ("protagonist", "amount"),
    "fortune_query": ("protagonist",),
    "fortune_shift": ("protagonist",),
    "gauge_set": ("protagonist", "gauge", "level"),
}
"""Slots of each intent; intents not listed carry none."""

LIST_SLOTS = {"options": "option"}
"""List slots and the entity that feeds each of them."""


@dataclass(frozen=True)
class ParseResult:
    """One understood utterance."""

    text: str
    """The utterance as the player said or typed it."""
    intent: str
    """Recognised intent (``out_of_scope`` when the model is unsure)."""
    confidence: float
    """Model confidence for ``intent``, 0–1."""
    slots: dict[str, Any] = field(default_factory=dict)
    """Normalised slot values (integers, lowercase names, unaccented categories)."""

    def to_json(self) -> dict[str, Any]:
        """Return the JSON object of the contract."""
        return asdict(self)


def slots_from_entities(intent: str, entities: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Build the slots of ``intent`` from entities carrying normalised ``value``s.

    A single-valued slot keeps the first entity found (left to right).
    """
    allowed = INTENT_SLOTS.get(intent, ())
    slots: dict[str, Any] = {}
    for entity in sorted(entities, key=lambda item: item.get("start", 0)):
        name, value = entity["entity"], entity.get("value")
        list_slot = next((slot for slot, source in LIST_SLOTS.items() if source == name), None)
        if list_slot in allowed:
            if value not in slots.setdefault(list_slot, []):
                slots[list_slot].append(value)
        elif name in allowed and name not in slots:
            slots[name] = value
    return slots


def contract_intent(intent: str | None) -> str:
    """Map Rasa's fallback (and a missing intent) onto ``out_of_scope``."""
    return OUT_OF_SCOPE if intent in (None, "", FALLBACK_INTENT) else intent


def result_from_rasa(text: str, parsed: dict[str, Any]) -> ParseResult:
    """Build a ``ParseResult`` from Rasa's parse output for the normalised ``text``."""
    intent_info = parsed.get("intent") or {}
    intent = contract_intent(intent_info.get("name"))
    confidence = float(intent_info.get("confidence") or 0.0)
    slots = slots_from_entities(intent, parsed.get("entities") or [])
    return ParseResult(text=text, intent=intent, confidence=round(confidence, 4), slots=slots)
