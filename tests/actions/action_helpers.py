"""Helpers to build Rasa SDK trackers and entities in action tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rasa_sdk import Action, Tracker

from assistant.game import Game
from assistant.game.games.fate import FateBooks
from assistant.ledger import Ledger
from assistant.nlu.trust import example_for


def tracker(
    intent: str,
    entities: list[dict[str, Any]] | None = None,
    metadata: dict[str, Any] | None = None,
    slots: dict[str, Any] | None = None,
    text: str | None = None,
    confidence: float = 1.0,
) -> Tracker:
    """A tracker whose latest message has ``intent``, ``entities`` and ``metadata``; its text
    is ``text``, or the example ``nlu_data/trust.yml`` gives for the intent."""
    said = text if text is not None else example_for(intent)
    latest = {"text": said, "intent": {"name": intent, "confidence": confidence},
              "entities": entities or [], "metadata": metadata or {}}
    return Tracker("t", slots or {}, latest, [], False, None, {}, "action_listen")


RunAction = Callable[[Action, Tracker], tuple[list[dict[str, Any]], list[Any]]]


def entity(name: str, value: Any, start: int = 0) -> dict[str, Any]:
    """An entity as the NLU pipeline leaves it (normalised ``value``)."""
    return {"entity": name, "value": value, "start": start, "end": start + 1}


def asked_for(events: list[Any]) -> str | None:
    """The domain response the clarify form will ask with (``utter_missing_<slot>``), if any."""
    for event in events:
        if event.get("name") == "pending" and event.get("value"):
            missing = event["value"].get("missing")
            return f"utter_missing_{missing}" if missing else None
    return None


def invoked_free(table: str, name: str, points: int, aspect: str) -> None:
    """A zFate ``table`` where ``name`` (``points`` Points de Fortune) has invoked the Boost
    ``aspect`` free on the newest roll."""
    from assistant.game.games.fate import FateBooks
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table(table, "fate")
        books = FateBooks(ledger, table)
        books.create(name, points)
        books.boost(aspect)
        books.roll("bon", "moyen", seed=4)
        books.invoke(name, aspect, True, False, None, seed=5)


def pending_of(events: list[Any]) -> dict[str, Any] | None:
    """The pending command an action's events leave (its question), or ``None``."""
    return next((event["value"] for event in events if event.get("name") == "pending"), None)


def asked_or_done(events: list[Any], table: str) -> dict[str, Any]:
    """The slots of the command an action asked about, or, thrown at once, the command its
    newest journal entry at ``table`` keeps."""
    pending = pending_of(events)
    if pending is not None:
        return dict(pending["slots"])
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return dict(read.entries()[-1].command)


def table_state(table: str) -> Any:
    """The state of ``table`` as the ledger keeps it."""
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return read.state


def table_said(messages: list[dict[str, Any]]) -> str:
    """What an action's messages say to the table, joined."""
    return " ".join(str((message.get("custom") or {}).get("table") or "") for message in messages
                    if "custom" in message)


def fate_table(table: str, *names: str, points: int = 3) -> None:
    """A zFate table whose characters ``names`` each have ``points`` Points de Fortune."""
    with Ledger() as ledger:
        ledger.create_table(table, "fate")
        books = FateBooks(ledger, table)
        for name in names:
            books.create(name, points)
