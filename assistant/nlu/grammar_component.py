"""Rasa pipeline component that reads the game's grammar after the intent classifier.

It runs after the fallback classifier in ``nlu_data/config.yml`` and applies
``assistant.nlu.word_intents.intent_from_words`` to each message: where the words say a
command by the game's own grammar (a pool « X contre Y », a game named with a verb of
switching), that intent replaces the model's, at the trust policy's ``ask`` confidence, so the
assistant asks once before it acts on it. The ranking keeps the model's guesses after it.
A table change the model read without any of its cues is talk first. Then a command
that changes the table is read for how it is said (``spoken_as``, from the
reading ``clause_component.SpokenClauses`` left on the message): talk about the game (the
past, the unreal, reported speech…) is no command.
"""

from __future__ import annotations

import re

from typing import Any

from rasa.engine.recipes.default_recipe import DefaultV1Recipe
from rasa.shared.nlu.constants import ENTITIES, INTENT, INTENT_RANKING_KEY, TEXT
from rasa.shared.nlu.training_data.message import Message

from assistant.nlu.contract import contract_intent
from assistant.nlu.clause_component import TALK_READING
from assistant.nlu.talk import SAID_TEXT, SPOKEN_DOUBT, TALK_REASON, acts_never
from assistant.nlu.trust import TrustPolicy, has_cue, load_policy
from assistant.nlu.untrained_component import UntrainedComponent
from assistant.nlu.normalize import strip_accents
from assistant.nlu.vocabulary import (SPOKEN_FILLERS, is_name_like, leading_names,
                                      opens_with_two_names)
from assistant.nlu.word_intents import CALLED_FIRST, intent_from_words

TALK = "out_of_scope"
"""The intent given to talk about the game (``assistant.nlu.talk``): it answers « Pardon ? »."""
UNDOING = frozenset({"undo", "redo"})
RULES = "rules_question"
"""A table change asked about as a question of the rules (« on peut garder ses fortunes ? »)."""


@DefaultV1Recipe.register(DefaultV1Recipe.ComponentType.INTENT_CLASSIFIER, is_trainable=False)
class GameGrammarIntent(UntrainedComponent):
    """Replace the model's intent where the game's grammar says another one."""

    def process(self, messages: list[Message]) -> list[Message]:
        """Read each message's intent again from its words, then from its tense and mood."""
        policy = load_policy()
        for message in messages:
            predicted = message.get(INTENT) or {}
            name = model_name = contract_intent(predicted.get("name"))
            confidence = float(predicted.get("confidence") or 0.0)
            text = message.get(TEXT) or ""
            if not cued(policy, name, text, message.get(ENTITIES) or []):
                name = TALK  # « ça me fatigue ces embouteillages » is no « on relance »
            read, read_confidence = intent_from_words(
                name, confidence, text, policy.ask, sure=policy.act,
                named=names_someone(text, message.get(ENTITIES) or []),
                whole=str(message.get(SAID_TEXT) or ""))
            talk = message.get(TALK_READING) or {}
            worded = read, read_confidence
            read, read_confidence = spoken_as(read, read_confidence, talk or None, policy)
            if acts_never(talk.get("reason")):
                message.set(TALK_REASON, True, add_to_output=True)
            elif read == worded[0] and read_confidence < worded[1]:
                message.set(SPOKEN_DOUBT, True, add_to_output=True)
            if (read, read_confidence) != (model_name, confidence):
                reading = {"name": read, "confidence": read_confidence}
                ranking = [guess for guess in message.get(INTENT_RANKING_KEY) or []
                           if guess.get("name") != read]
                message.set(INTENT, reading, add_to_output=True)
                message.set(INTENT_RANKING_KEY, [reading, *ranking], add_to_output=True)
        return messages


def cued(policy: TrustPolicy, intent: str, text: str, entities: list[dict[str, Any]]) -> bool:
    """Whether a table change the model read says one of its cues (``nlu_data/trust.yml``):
    without any, the model's reading has nothing to stand on and the line is talk; the
    game's grammar (``intent_from_words``) may still read a command in it. Readings keep
    the model's intent."""
    if not policy.changes_table(intent):
        return True
    slots = {str(entity.get("entity")): True for entity in entities}
    return has_cue(policy, intent, text, slots)


NOT_BEFORE_A_NAME = frozenset({"a", "à", "au", "aux", "de", "d", "du", "des", "le", "la", "les",
                               "l", "un", "une", "en", "sur", "dans", "par", "sous", "avec",
                               "son", "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes"})
"""A word the model marked as a name after these is a thing (« tombe à genoux »)."""


_DISLOCATED_NAME = re.compile(r"(\w+), (?:il|elle) \w")
"""A name said before the pronoun that takes it up as subject (« Aurélien, il est blessé »)."""


def names_someone(text: str, entities: list[dict[str, Any]]) -> bool:
    """Whether the sentence or one of its clauses starts with a name
    (``vocabulary.leading_names``: « Bérénice est blessée deux »; or a compound name said in
    two words, ``opens_with_two_names``), a name is taken up by its
    subject pronoun or called first before « tu » (« …, Aurélien, il est blessé deux »,
    « Jean-Rémi, tu prends … »), or the model marked a protagonist
    said as a name, not after an article or a preposition (« le chevalier tombe à genoux »
    names nobody)."""
    if any(leading_names(clause) or opens_with_two_names(clause)
           for clause in re.split(r"[,;:!?]|\.\s", text)) \
            or any(leading_names(clause) for clause in re.split(r"[;:!?]|\.\s", text)):
        return True  # « la goule lui laboure l'épaule, Anaïs prend une blessure », « avant
        # d'oublier : Ombeline, blessure deux barres »
    if any(is_name_like(word) and word not in SPOKEN_FILLERS
           for word in (strip_accents(said.group(1).lower())
                        for said in [*_DISLOCATED_NAME.finditer(text),
                                     *CALLED_FIRST.finditer(text)])):
        return True  # « … ce que j'ai pas noté euh Aurélien il est blessé deux »
    for entity in entities:
        if entity.get("entity") != "protagonist":
            continue
        before = text[:int(entity.get("start") or 0)].replace("'", " ").split()
        if not before or before[-1].lower() not in NOT_BEFORE_A_NAME:
            return True
    return False


ORACLE_PREFIX = "oracle_"
"""The intents of the oracles, each a throw the journal keeps."""


def spoken_as(intent: str, confidence: float, reading: dict[str, Any] | None,
              policy: TrustPolicy) -> tuple[str, float]:
    """A table change said as talk (``assistant.nlu.talk``) is no command: a question about
    what may be done is a question of the rules (``RULES``); talk in the past, the unreal,
    reported speech, an opinion or a negation becomes ``TALK``; a recent compound
    past (« j'ai pris une blessure »), a hesitation between two numbers, a command without a
    verb cut out of talk (« Trois contre deux, pour une fois on est les favoris ») and an undo
    said in passing keep their intent at the ``ask`` confidence, so the assistant asks once
    before it acts. An oracle asked about a thing of the real table (« quelqu'un a un crayon
    qui marche ? ») or of the players with no oracle named (« quelqu'un a pensé aux chips ? »)
    is talk too: the oracle would be thrown and journaled for nothing."""
    if reading is not None and intent.startswith(ORACLE_PREFIX) and (
            reading.get("asks_the_table") == "players"
            or (reading.get("reason") == "other_object" and reading.get("asks_the_table"))):
        return TALK, 1.0  # « quelqu'un a un crayon qui marche ? »: asked of the table, no oracle
    if reading is None or not policy.changes_table(intent):
        return intent, confidence
    reason = reading.get("reason")
    if reading.get("rules_question"):
        return RULES, confidence
    if acts_never(reason):
        return TALK, 1.0
    if reason is not None or reading.get("hesitates") or reading.get("bare_command") or (
            intent in UNDOING and reading.get("undo_in_passing")):
        return intent, min(confidence, policy.ask)
    return intent, confidence
