"""Rasa pipeline component that reads the game's grammar after the intent classifier.

It runs after the fallback classifier in ``nlu_data/config.yml`` and applies
``assistant.nlu.word_intents.intent_from_words`` to each message: where the words say a
command by the game's own grammar (a pool « X contre Y », a game named with a verb of
switching), that intent replaces the model's, at the trust policy's ``ask`` confidence, so the
assistant asks once before it acts on it. The ranking keeps the model's guesses after it.
"""

from __future__ import annotations

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.shared.nlu.constants import INTENT, INTENT_RANKING_KEY, TEXT
from rasa.shared.nlu.training_data.message import Message

from assistant.nlu.contract import contract_intent
from assistant.nlu.trust import load_policy
from assistant.nlu.untrained_component import UntrainedComponent
from assistant.nlu.word_intents import intent_from_words


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER, is_trainable=False)
class GameGrammarIntent(UntrainedComponent):
    """Replace the model's intent where the game's grammar says another one."""

    def process(self, messages: list[Message]) -> list[Message]:
        """Read each message's intent again from its words."""
        floor = load_policy().ask
        for message in messages:
            predicted = message.get(INTENT) or {}
            name = contract_intent(predicted.get("name"))
            confidence = float(predicted.get("confidence") or 0.0)
            read, read_confidence = intent_from_words(name, confidence, message.get(TEXT) or "",
                                                      floor)
            if (read, read_confidence) != (name, confidence):
                reading = {"name": read, "confidence": read_confidence}
                ranking = [guess for guess in message.get(INTENT_RANKING_KEY) or []
                           if guess.get("name") != read]
                message.set(INTENT, reading, add_to_output=True)
                message.set(INTENT_RANKING_KEY, [reading, *ranking], add_to_output=True)
        return messages
