"""Rasa pipeline component that gives every extracted entity its contract value.

It runs last in ``nlu_data/config.yml``: the CRF has found the spans, this component reads
them (numbers, names, synonyms, spaCy lemmas such as « blessée » → blesser → blessure) and
writes the normalised value into the entity's ``value``. Entities whose text cannot be read
(a category that does not exist, a number above 100) are dropped, and so is a protagonist
said after an article, an adjective or a number (« grimpe au grand mât »): French says a
name bare.
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
        if entity["entity"] == "protagonist" and doc is not None and _after_a_determiner(doc, entity):
            continue  # « grimpe au grand mât »: a thing, not a name
        lemmas = [token.lemma_ for token in doc if _inside(token, entity)] if doc else []
        value = entity_value(entity["entity"], span, lemmas)
        if value is None:
            continue
        if entity["entity"] == "amount" and intent in SIGNED_AMOUNT_INTENTS \
                and lowers_the_amount(doc, entity, words_and_lemmas):
            value = -value
        result.append({**entity, "value": value})
    return result


SIGN_WORDS = {"plus": False, "moins": True}
"""A sign said right before the amount (« destin plus un »)."""
AFTER_THE_AMOUNT = 3
"""Words after the amount that may still say its way (« deux de moins »); the rest is story
(« destin plus un, ils foncent tête baissée »)."""


def lowers_the_amount(doc: Any, entity: dict[str, Any], words: list[str]) -> bool:
    """Whether the amount said is taken away: the sign said right before it, else a word that
    lowers (``values.is_decrease``) before it or just after it."""
    if doc is None:
        return is_decrease(words)
    tokens = list(doc)
    before = [token for token in tokens if token.idx + len(token.text) <= entity["start"]]
    if before and before[-1].lower_ in SIGN_WORDS:
        return SIGN_WORDS[before[-1].lower_]
    near = tokens[:len(before) + 1 + AFTER_THE_AMOUNT]
    return is_decrease([token.text for token in near] + [token.lemma_ for token in near])


NOT_BEFORE_A_NAME = frozenset({"DET", "ADJ", "NUM"})
"""Parts of speech that never stand right before a protagonist's name: an article, an
adjective or a number makes the word a thing (« au grand mât », « le vieux puits »)."""
CONTRACTED_ARTICLES = frozenset({"au", "aux", "du", "des"})


def _after_a_determiner(doc: Any, entity: dict[str, Any]) -> bool:
    """Whether the word before the entity is an article, an adjective or a number (module
    docstring: a protagonist's name is said bare)."""
    before = [token for token in doc if token.idx + len(token.text) <= entity["start"]]
    if not before:
        return False
    previous = before[-1]
    return previous.pos_ in NOT_BEFORE_A_NAME or previous.text.lower() in CONTRACTED_ARTICLES


def _inside(token: Any, entity: dict[str, Any]) -> bool:
    """Tell whether a spaCy token lies within the entity's character span."""
    return entity["start"] <= token.idx < entity["end"]
