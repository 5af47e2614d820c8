"""Validation of the dice resolution form (« je lance quatre dés » → « Contre combien de dés ? »).

A pool given as an entity already holds an integer; an answer to the form's question is the
whole message (« cinq », « contre cinq dés »), read with ``assistant.nlu.values.parse_number``
on the normalised text. An unreadable answer clears the slot and the form asks again.

The player may change their mind instead of answering: a message without any number that
the model reads as another command leaves the form — « annule » or « non » drops the roll
(« D'accord, pas de jet. »), « quel est le destin » is answered as usual. A message with a
number is an answer whatever its intent (a bare « cinq » looks like many intents).
"""

from __future__ import annotations

from typing import Any

from rasa_sdk import FormValidationAction, Tracker
from rasa_sdk.events import ActiveLoop, EventType, FollowupAction, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from assistant.nlu.values import parse_number

FORM_SLOTS = ("protagonist_dice", "obstacle_dice", "protagonist", "action_type")
STAYING_INTENTS = frozenset({"resolve_pool", "out_of_scope", "nlu_fallback", "affirm"})
"""Intents that may carry the answer to the form's question."""
CANCELLING_INTENTS = frozenset({"undo", "deny"})
RESPONSE_INTENTS = {"help": "utter_help", "greet": "utter_greet", "goodbye": "utter_goodbye"}
"""Intents answered by a domain response rather than a custom action (see rules.yml)."""


def leave_form(intent: str) -> list[EventType]:
    """Events that drop the pending roll and, unless cancelling, answer ``intent`` instead."""
    events: list[EventType] = [ActiveLoop(None), SlotSet("requested_slot", None)]
    events += [SlotSet(slot, None) for slot in FORM_SLOTS]
    if intent in CANCELLING_INTENTS:
        return [*events, FollowupAction("utter_roll_dropped")]
    return [*events, FollowupAction(RESPONSE_INTENTS.get(intent, f"action_{intent}"))]


def pool_size(value: Any) -> int | None:
    """Read a pool size (0–100) from an entity value or from the text of an answer."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value if 0 <= value <= 100 else None
    return parse_number(str(value))


class ValidateResolvePoolForm(FormValidationAction):
    """Checks both pools of ``resolve_pool_form``."""

    def name(self) -> str:
        """Rasa's name for the validation action."""
        return "validate_resolve_pool_form"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Validate the answer, or leave the form when the player asked something else."""
        intent = (tracker.latest_message.get("intent") or {}).get("name") or "out_of_scope"
        text = tracker.latest_message.get("text") or ""
        answered = parse_number(text) is not None
        if tracker.active_loop.get("name") and intent not in STAYING_INTENTS and not answered:
            return leave_form(intent)
        return await super().run(dispatcher, tracker, domain)

    def _validate(self, slot: str, value: Any, dispatcher: CollectingDispatcher) -> dict[str, Any]:
        size = pool_size(value)
        if size is None:
            dispatcher.utter_message(response="utter_bad_pool")
        return {slot: size}

    def validate_protagonist_dice(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> dict[str, Any]:
        """Protagonists' pool."""
        return self._validate("protagonist_dice", value, dispatcher)

    def validate_obstacle_dice(
        self, value: Any, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> dict[str, Any]:
        """Obstacle's pool."""
        return self._validate("obstacle_dice", value, dispatcher)
