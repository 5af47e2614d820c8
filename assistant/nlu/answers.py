"""Read a short answer to one of the assistant's questions (« cinq », « corps », « oui »).

A one-word answer rarely carries the entity the model would find in a full command, so an
answer is read twice: first the entities the model found (normalised as in the parse
contract), then the words themselves with the same readers the entities use (numbers, the
synonym tables of ``nlu_data/synonyms.yml``, the other systems' readers). Yes and no are read
from the words as well as from the model's ``affirm`` / ``deny``: « oui » and « non » must never
depend on a classifier. An answer that says both (« oui… enfin non ») is no answer.

An answer is short. Table talk that follows a question often says a number or a « oui » in
passing (« on est six ce soir », « … et dit oui, bien sûr, vous pouvez passer »): a sentence
with more than ``MAX_OTHER_WORDS`` words beyond the answer's own (its value, « oui »/« non »
and their phrases, fillers, politeness, the words of a pool: « l'obstacle en a cinq ») is
not an answer, whatever it contains, unless it says its « oui » or « non » first and its
reason after (« ouais on la met, ils ont morflé »). Options of a choice are the one answer made
of free words, and are read whole.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from assistant.nlu.contract import slots_from_entities
from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import NUMBER_ENTITIES, lookup, parse_number, synonym_tables
from hades_core.systems.spoken_values import SYSTEM_SLOT_READERS, slot_value

YES = "oui"
NO = "non"
YES_PHRASES = frozenset({"oui", "ouais", "ouai", "ouaip", "yes", "ok", "okay", "d accord",
                         "daccord", "exact", "exactement", "vas y", "vasy", "allez y", "confirme",
                         "je confirme", "valide", "carrement", "absolument", "volontiers",
                         "parfait", "evidemment", "affirmatif", "c est ca", "c est bon",
                         "tout a fait", "bien sur", "oui oui", "pas de souci"})
NO_PHRASES = frozenset({"non", "nan", "nope", "jamais", "negatif", "stop", "laisse tomber",
                        "surtout pas", "pas du tout", "pas question", "annule", "oublie",
                        "ne fais rien", "pas ca", "arrete", "certainement pas", "pas maintenant"})
ANSWER_WORDS = frozenset({
    "euh", "heu", "hum", "bon", "ben", "bah", "alors", "allez", "ok", "okay", "vas", "y", "stp",
    "s", "il", "te", "plait", "merci", "lance", "fais", "le", "la", "les", "l", "des", "de", "d",
    "dés", "dé", "contre", "en", "a", "elle", "ils", "elles", "eux", "lui", "obstacle", "face",
    "pour", "avec", "c", "est", "ca", "sa", "son", "du", "au", "partie", "table", "categorie",
    "question", "disons", "mettons", "plutot", "va"})
"""Words an answer may say around its value without becoming a sentence of its own."""
MAX_OTHER_WORDS = 2
_CHOICE_SAID = re.compile(r"^(?:(?:disons|mettons|plut[oô]t|va pour|on va dire|on dit|je dirais)"
                          r",?\s+)+")
"""Words that pick a value before saying it (« disons Correct », « va pour trois »)."""
_WORD = re.compile(r"[a-z0-9]+")
_OPTION_SEPARATORS = re.compile(r"\s*(?:,|;|\bet\b|\bou\b|\bpuis\b)\s*")
_NAME = re.compile(r"^[a-zà-öø-ÿ][a-zà-öø-ÿ'-]*(?: [a-zà-öø-ÿ][a-zà-öø-ÿ'-]*)?$")
"""A name answered alone: one word, or two (« Jean Pierre »)."""


def _words(text: str) -> list[str]:
    return _WORD.findall(strip_accents(text).lower().replace("'", " "))


def _says(words: list[str], phrases: frozenset[str]) -> bool:
    """Tell whether one of ``phrases`` is said, as whole words."""
    joined = f" {' '.join(words)} "
    return any(f" {phrase} " in joined for phrase in phrases)


def is_short_answer(text: str) -> bool:
    """Tell whether ``text`` is short enough to answer a question (module docstring)."""
    words = _words(text)
    joined = f" {' '.join(words)} "
    for phrase in YES_PHRASES | NO_PHRASES:
        joined = joined.replace(f" {phrase} ", " ")
    others = [word for word in joined.split()
              if word not in ANSWER_WORDS and not word.isdigit() and parse_number(word) is None]
    return len(others) <= MAX_OTHER_WORDS


_REASONS_OPENED = re.compile(r"^\W*(?:(?:euh|bon|ben|bah|alors|ah|oh)\W+)*"
                             r"(?P<answer>oui|ouais|ouai|ouaip|yes|ok|okay|d'accord|daccord"
                             r"|vas-y|vas y|non|nan)\b"
                             r"(?!\W+(?:mais|attends?|sauf|enfin|pas)\b)")
"""An answer said first, its reason after it (« ouais on la met, ils ont morflé »), not one
taken back or qualified (« oui mais attends… »)."""


def answer_said_first(text: str) -> str | None:
    """« oui » or « non » when ``text`` opens with it and goes on with its reason (module
    docstring: a longer sentence is no answer, unless it says its answer first)."""
    opened = _REASONS_OPENED.match(strip_accents(text).lower())
    if opened is None:
        return None
    return NO if opened.group("answer") in ("non", "nan") else YES


def yes_or_no(text: str, intent: str | None = None) -> str | None:
    """« oui », « non », or ``None`` when the answer says neither or both."""
    words = _words(text)
    said_yes = _says(words, YES_PHRASES) or intent == "affirm"
    said_no = _says(words, NO_PHRASES) or intent == "deny"
    if said_yes == said_no:
        return None
    return YES if said_yes else NO


def slot_answer(intent: str, slot: str, text: str, entities: Iterable[dict[str, Any]]) -> Any:
    """The value of ``slot`` (for ``intent``) said in an answer, or ``None``."""
    if slot == "protagonist" and yes_or_no(text) is not None:
        return None  # « oui » or « non » answers no « pour qui ? »
    from_model = slots_from_entities(intent, entities).get(slot)
    if from_model not in (None, [], ""):
        return from_model
    return read_words(intent, slot, text)


def read_words(intent: str, slot: str, text: str) -> Any:
    """Read ``slot`` from the bare words of an answer (« cinq », « corps », « la cave et
    le puits »), or ``None``."""
    words = _CHOICE_SAID.sub("", " ".join(text.lower().split()).strip(" ?!."))
    if not words:
        return None
    tables = synonym_tables()
    if slot in NUMBER_ENTITIES:
        return parse_number(words)
    readers = {"question": tables.questions, "category": tables.categories,
               "action_type": tables.action_types, "gauge": tables.gauges}
    if slot in readers:
        return lookup(readers[slot], words)
    if slot == "protagonist":
        if yes_or_no(words) is not None:
            return None  # « oui » answers no « pour qui ? »
        return words if _NAME.match(words) else None
    if slot == "options":
        options = [option for option in _OPTION_SEPARATORS.split(words) if option]
        return options if len(options) >= 2 else None
    if slot in SYSTEM_SLOT_READERS.get(intent, {}):
        return slot_value(intent, slot, words)
    return None
