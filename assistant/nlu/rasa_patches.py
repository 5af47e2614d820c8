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
- ``RemoteAction._validate_action_result`` validates with one validator built once from that
  schema: ``jsonschema.validate`` checks the (constant) schema against its meta-schema again at
  every call, 6.5 ms of the 8 ms it takes per custom action. Answers are validated as before and
  an invalid one raises the same ``ValidationError``.
- ``SpacyNLP._doc_for_text`` reads a text with spaCy once (``spacy_doc``): the pipeline's first
  component (``clause_component.SpokenClauses``) has already read the same lowered sentence to
  hear how it is said, and most sentences reach ``SpacyNLP`` unchanged (5 ms a message).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from jsonschema import ValidationError
from jsonschema.validators import validator_for
from rasa.core.actions.action import RemoteAction
from rasa.nlu.utils.spacy_utils import SpacyModel, SpacyNLP
from rasa.shared.exceptions import InvalidConfigException
from spacy.language import Language
from spacy.tokens import Doc

from assistant.nlu.long_patterns import long_patterns_split
from assistant.nlu.startup import fast_start

UNUSED_SPACY_COMPONENTS = ("parser", "ner")
"""spaCy components whose output no part of the Rasa pipeline reads."""

DRAFT_7 = "http://json-schema.org/draft-07/schema#"
_DRAFT_7_SPEC = {**RemoteAction.action_response_format_spec(), "$schema": DRAFT_7}
"""Rasa's schema of an action server answer, taken before any patch, as draft 7."""
_ACTION_RESPONSE_VALIDATOR = validator_for(_DRAFT_7_SPEC)(_DRAFT_7_SPEC)
"""The one validator of action server answers (its schema checked once, in the tests)."""
_RASAS_VALIDATION = RemoteAction._validate_action_result
_RASAS_SPACY_READING = SpacyNLP._doc_for_text


def apply() -> None:
    """Install the patches (idempotent)."""
    if not hasattr(SpacyNLP.load_model, "cache_info"):
        SpacyNLP.load_model = staticmethod(lru_cache(maxsize=2)(load_spacy_model))
    if "$schema" not in RemoteAction.action_response_format_spec():
        RemoteAction.action_response_format_spec = staticmethod(_action_response_spec)
    if SpacyNLP._doc_for_text is _RASAS_SPACY_READING:
        SpacyNLP._doc_for_text = _doc_for_text
    if RemoteAction._validate_action_result is _RASAS_VALIDATION:
        RemoteAction._validate_action_result = _validate_action_result


def _action_response_spec() -> dict[str, Any]:
    """Rasa's schema of an action server answer, declared as JSON Schema draft 7."""
    return _DRAFT_7_SPEC


@lru_cache(maxsize=8)
def spacy_doc(language: Language, text: str) -> Doc:
    """spaCy's document of ``text``, read once for the components of one message (nothing in
    the pipeline changes a document once read)."""
    return language(text)


def _doc_for_text(component: SpacyNLP, model: Language, text: str | None) -> Doc:
    """Rasa's reading of a message's text, through ``spacy_doc``."""
    return spacy_doc(model, component._preprocess_text(text))


def _validate_action_result(action: RemoteAction, result: dict[str, Any]) -> bool:
    """Rasa's check of an action server answer, with the validator built once."""
    try:
        _ACTION_RESPONSE_VALIDATOR.validate(result)
    except ValidationError as error:
        error.message += (". Failed to validate Action server response from API, make sure "
                          "your response from the Action endpoint is valid.")
        raise
    return True


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
