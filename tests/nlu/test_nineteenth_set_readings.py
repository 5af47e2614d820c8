"""Readings the nineteenth blind session set showed missing: French pet names (a syllable
said twice, the name after its first vowel), a pool of single dice judged, what the speakers
say they will feel, an order put off to later or to « la prochaine fois que … », the kind of
roll told with « c'est un duel », and « ça donne quoi » said without its question mark."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.names import closest_name, names_said
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import acts_never, talk_reason
from assistant.nlu.word_slots import asks_for_odds


@pytest.mark.parametrize(("heard", "known", "meant"), [
    ("dudule", ["Éléonore", "Théodule", "Ambroise"], "Théodule"),
    ("nono", ["Hippolyte", "Honorine", "Édouard"], "Honorine"),
    ("polo", ["Hippolyte", "Honorine", "Édouard"], "Hippolyte"),
    ("phiphi", ["Philippine", "Solveig", "Baudoin"], "Philippine"),
    ("soso", ["Philippine", "Solveig", "Baudoin"], "Solveig"),
    ("léo", ["Éléonore", "Théodule", "Ambroise"], "Éléonore"),
    ("léo", ["Éléonore", "Léopold"], None),  # two names it may be: no guess
    ("papa", ["Pascal", "Hippolyte"], None),  # a word of its own
    ("élé", ["Éléonore", "Théodule"], "Éléonore"),
])
def test_a_pet_name_is_the_name_it_is_made_from(heard: str, known: list[str],
                                               meant: str | None) -> None:
    assert closest_name(heard, known) == meant


def test_a_syllable_said_twice_names_someone_but_a_short_word_does_not() -> None:
    assert names_said("ok dudule défonce la grille", ["Théodule", "Éléonore"]) == ["Théodule"]
    assert names_said("le sol est glissant", ["Solveig"]) == []


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _reason(nlp: Language, said: str) -> str | None:
    """The talk reading of a line as the pipeline sees it, transcript breaks put back."""
    return talk_reason(nlp(with_spoken_breaks(normalize_utterance(said)).lower()))


@pytest.mark.parametrize("said", [
    "un dé contre un dé c'est vraiment la loterie",
    "un contre trois on va bien rigoler",
    "relance le sujet des vacances plus tard là on joue",
    "la prochaine fois qu'il fait ça je lui colle une contre-krâsse",
])
def test_judgements_feelings_and_plans_never_act(nlp: Language, said: str) -> None:
    assert acts_never(_reason(nlp, said))


@pytest.mark.parametrize("said", [
    "quatre contre deux, on va voir",
    "Thaïs désarme le sergent, elle est à plus cinq, lui à plus huit, c'est un duel",
    "lance trois dés contre deux, on verra plus tard",
])
def test_a_shrug_the_kind_of_roll_and_a_later_aside_leave_the_order(nlp: Language,
                                                                    said: str) -> None:
    assert _reason(nlp, said) is None


@pytest.mark.parametrize(("said", "asking"), [
    ("ça donne quoi compétence 6 en simple", True),
    ("bon ça donne quoi 3 contre 2", True),
    ("ça donne quoi pour elle, ce résultat ?", False),
    ("Alice lance 3 dés contre 2", False),
])
def test_what_it_gives_said_first_asks_the_odds(said: str, asking: bool) -> None:
    assert asks_for_odds(said) is asking
