"""Validation of the dice resolution form (« je lance quatre dés » → « Contre combien de dés ? »).

A pool given as an entity already holds an integer; an answer to the form's question is the
whole message (« cinq », « contre cinq dés »), read with ``assistant.nlu.values.parse_number``
on the normalised text. An unreadable answer clears the slot and the form asks again.
"""

from __future__ import annotations

from typing import Any

from rasa_sdk import FormValidationAction, Tracker
from rasa_sdk.executor import CollectingDispatcher

from assistant.nlu.values import parse_number


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
