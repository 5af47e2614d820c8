"""Helpers for reading tests: a roll of traits read the way the chat reads it."""

from __future__ import annotations

from spacy.language import Language

from assistant.nlu.clause_component import said_verbs
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.spoken_breaks import with_named_breaks, with_spoken_breaks, with_story_breaks
from assistant.nlu.trait_pools import anchored_pools


def heard(nlp: Language, said: str, sheet: list[str],
          known: tuple[str, ...] = ()) -> dict[str, object]:
    """The pools as a roll of traits reads them: breaks put before the table's ``known``
    names and by spaCy's verbs."""
    read = with_spoken_breaks(normalize_utterance(said))
    verbs = frozenset(said_verbs(nlp(read)))
    read = with_story_breaks(with_named_breaks(read, list(known), verbs), verbs)
    return anchored_pools(read, sheet, {}, [], verbs)
