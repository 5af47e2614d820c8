"""The resolution form reads pool sizes from entities or from the answer's text."""

from __future__ import annotations

import asyncio

import pytest
from rasa_sdk.executor import CollectingDispatcher

from actions.form import ValidateResolvePoolForm, pool_size
from action_helpers import tracker


@pytest.mark.parametrize(("value", "expected"), [
    (4, 4), (0, 0), (101, None), (True, None), (None, None),
    ("5", 5), ("contre 5 dés", 5), ("cinq", 5), ("je ne sais pas", None),
])
def test_pool_size(value: object, expected: int | None) -> None:
    assert pool_size(value) == expected


def test_an_unreadable_answer_is_asked_again() -> None:
    dispatcher = CollectingDispatcher()
    result = ValidateResolvePoolForm().validate_obstacle_dice(
        "la réponse D", dispatcher, tracker("out_of_scope"), {})
    assert result == {"obstacle_dice": None}
    assert [m["response"] for m in dispatcher.messages] == ["utter_bad_pool"]


def test_another_command_leaves_the_form_and_is_answered() -> None:
    current = tracker("destin_query")
    current.active_loop = {"name": "resolve_pool_form"}
    events = asyncio.run(ValidateResolvePoolForm().run(CollectingDispatcher(), current, {}))
    assert events[0] == {"event": "active_loop", "timestamp": None, "name": None}
    assert events[-1]["name"] == "action_destin_query"


def test_cancelling_drops_the_roll() -> None:
    current = tracker("undo")
    current.active_loop = {"name": "resolve_pool_form"}
    events = asyncio.run(ValidateResolvePoolForm().run(CollectingDispatcher(), current, {}))
    assert events[-1]["name"] == "utter_roll_dropped"
    assert {e["name"]: e["value"] for e in events if e["event"] == "slot"}["obstacle_dice"] is None


def test_a_number_stays_an_answer_whatever_its_intent() -> None:
    current = tracker("destin_adjust")
    current.latest_message["text"] = "5"
    current.active_loop = {"name": "resolve_pool_form"}
    current.slots["requested_slot"] = "obstacle_dice"
    events = asyncio.run(ValidateResolvePoolForm().run(CollectingDispatcher(), current, {}))
    assert not any(event.get("event") == "active_loop" for event in events)
