"""Rasa pipeline component that gives every extracted entity its contract value.

It runs last in ``nlu_data/config.yml``: the CRF has found the spans, this component reads
them (numbers, names, synonyms, spaCy lemmas such as « blessée » → blesser → blessure) and
writes the normalised value into the entity's ``value``. Entities whose text cannot be read
(a category that does not exist, a number above 100) are dropped.
"""

from __future__ import annotations

from typing import Any

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.nlu.constants import SPACY_DOCS
from rasa.shared.nlu.constants import ENTITIES, INTENT, TEXT
from rasa.shared.nlu.training_data.message import Message

from assistant.nlu.untrained_component import UntrainedComponent
from assistant.nlu.values import entity_value, is_decrease

SIGNED_AMOUNT_INTENTS = frozenset({"destin_adjust"})


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.ENTITY_EXTRACTOR, is_trainable=False)
class EntityNormalizer(UntrainedComponent):
    """Write the normalised value of each entity (see ``assistant.nlu.values``)."""

    def process(self, messages: list[Message]) -> list[Message]:
        """Normalise the entities of each parsed message in place."""
        for message in messages:
            message.set(ENTITIES, normalized_entities(message), add_to_output=True)
        return messages


def normalized_entities(message: Message) -> list[dict[str, Any]]:
    """Return the message's entities with contract values; unreadable ones are left out."""
    text = message.get(TEXT) or ""
    doc = message.get(SPACY_DOCS[TEXT])
    intent = (message.get(INTENT) or {}).get("name")
    words_and_lemmas = [token.text for token in doc] + [token.lemma_ for token in doc] if doc else text.split()
    result = []
    for entity in message.get(ENTITIES) or []:
        span = text[entity["start"]:entity["end"]]
        lemmas = [token.lemma_ for token in doc if _inside(token, entity)] if doc else []
        value = entity_value(entity["entity"], span, lemmas)
        if value is None:
            continue
        if entity["entity"] == "amount" and intent in SIGNED_AMOUNT_INTENTS and is_decrease(words_and_lemmas):
            value = -value
        result.append({**entity, "value": value})
    return result


def _inside(token: Any, entity: dict[str, Any]) -> bool:
    """Tell whether a spaCy token lies within the entity's character span."""
    return entity["start"] <= token.idx < entity["end"]
