"""Helpers to build Rasa SDK trackers and entities in action tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rasa_sdk import Action, Tracker


def tracker(
    intent: str,
    entities: list[dict[str, Any]] | None = None,
    metadata: dict[str, Any] | None = None,
    slots: dict[str, Any] | None = None,
) -> Tracker:
    """A tracker whose latest message has ``intent``, ``entities`` and ``metadata``."""
    latest = {"text": "", "intent": {"name": intent, "confidence": 1.0},
              "entities": entities or [], "metadata": metadata or {}}
    return Tracker("t", slots or {}, latest, [], False, None, {}, "action_listen")


RunAction = Callable[[Action, Tracker], tuple[list[dict[str, Any]], list[Any]]]


def entity(name: str, value: Any, start: int = 0) -> dict[str, Any]:
    """An entity as the NLU pipeline leaves it (normalised ``value``)."""
    return {"entity": name, "value": value, "start": start, "end": start + 1}
