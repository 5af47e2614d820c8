"""Two measured speed-ups of Rasa 3.6 internals, applied in every process that loads the model.

``assistant.nlu.fast_components`` calls ``apply()`` when it is imported, which Rasa does when it
reads ``nlu_data/config.yml`` — in ``hades parse``, in the Rasa server, in tests. Each patch
keeps Rasa's behaviour and removes repeated work (numbers from benchmarks/, 2 cores):

- ``SpacyNLP.load_model`` loads each spaCy model once per process: Rasa's graph builds two
  nodes from ``SpacyNLP`` (``provide_`` and ``run_``) and each loaded fr_core_news_md again
  (3.5 s at start). A subclass cannot do it: Rasa's graph validation wants ``SpacyNLP`` itself.
- ``RemoteAction.action_response_format_spec`` declares JSON Schema draft 7: without a
  ``$schema``, jsonschema checks the schema against the 2020-12 meta-schema before validating
  every action server answer (16 ms per custom action; 3 ms with draft 7). The schema only uses
  keywords that mean the same in both drafts.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rasa.core.actions.action import RemoteAction
from rasa.nlu.utils.spacy_utils import SpacyNLP

DRAFT_7 = "http://json-schema.org/draft-07/schema#"
_DRAFT_7_SPEC = {**RemoteAction.action_response_format_spec(), "$schema": DRAFT_7}
"""Rasa's schema of an action server answer, taken before any patch, as draft 7."""


def apply() -> None:
    """Install both patches (idempotent)."""
    if not hasattr(SpacyNLP.load_model, "cache_info"):
        SpacyNLP.load_model = staticmethod(lru_cache(maxsize=2)(SpacyNLP.load_model))
    if "$schema" not in RemoteAction.action_response_format_spec():
        RemoteAction.action_response_format_spec = staticmethod(_action_response_spec)


def _action_response_spec() -> dict[str, Any]:
    """Rasa's schema of an action server answer, declared as JSON Schema draft 7."""
    return _DRAFT_7_SPEC
