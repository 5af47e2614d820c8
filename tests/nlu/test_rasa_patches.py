"""The action server answers are validated as Rasa validates them, with one validator built
once (``assistant.nlu.rasa_patches``)."""

from __future__ import annotations

from typing import Any

import jsonschema
import pytest
from jsonschema.validators import Draft7Validator
from rasa.core.actions.action import EVENTS_SCHEMA, RemoteAction

from assistant.nlu import rasa_patches

RASAS_SCHEMA = {"type": "object", "properties": {
    "events": EVENTS_SCHEMA, "responses": {"type": "array", "items": {"type": "object"}}}}
"""Rasa's own schema, as Rasa 3.6 writes it (no ``$schema``)."""

ANSWERS: list[dict[str, Any]] = [
    {"events": [{"event": "slot", "name": "frame", "value": {"intent": "roll"}}],
     "responses": [{"text": "Réussi de peu !", "custom": {"awaiting": None}}]},
    {"events": [], "responses": []},
    {"events": [{"event": "slot", "name": 3}], "responses": []},
    {"events": [{"event": "no such event"}], "responses": []},
    {"events": [], "responses": ["not an object"]},
    {"events": "not a list"},
]


def test_the_schema_is_checked_once_and_valid() -> None:
    Draft7Validator.check_schema(RemoteAction.action_response_format_spec())


@pytest.mark.parametrize("answer", ANSWERS)
def test_validation_gives_rasas_verdict(answer: dict[str, Any]) -> None:
    rasa_patches.apply()
    try:
        jsonschema.validate(answer, RASAS_SCHEMA)
        valid = True
    except jsonschema.ValidationError:
        valid = False
    action = RemoteAction("action_roll", None)
    if valid:
        assert action._validate_action_result(answer)
    else:
        with pytest.raises(jsonschema.ValidationError, match="Failed to validate"):
            action._validate_action_result(answer)
