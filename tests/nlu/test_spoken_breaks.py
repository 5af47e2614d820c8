"""Clause breaks put back in what a speech recogniser prints: before a subject pronoun, before
« en face », before a known name that opens a sentence of its own; typed text kept as typed."""

from __future__ import annotations

import pytest

from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.spoken_breaks import is_transcript, with_named_breaks, with_spoken_breaks


def spoken(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


def test_a_subject_pronoun_opens_a_clause() -> None:
    assert spoken("tancrede force la porte avec son pied de biche il est costaud en face la porte "
                  "est en chêne massif elle est barrée et il fait noir") == (
        "tancrede force la porte avec son pied de biche, il est costaud, en face la porte est en "
        "chêne massif, elle est barrée et il fait noir")


@pytest.mark.parametrize("said", [
    "c'est elle qui a le vertige",
    "anaïs attaque avec elle et son arbalète",
    "il sait qu'elle est têtue",
    "nadia fouille le bureau du bailli et en plus elle est curieuse",
    "si on lance trois dés contre deux",
])
def test_a_pronoun_joined_to_its_clause_or_stressed_opens_none(said: str) -> None:
    """« c'est elle qui », « avec elle », « qu'elle », « en plus elle », « si on »."""
    assert spoken(said) == normalize_utterance(said)


def test_typed_text_keeps_its_writers_breaks() -> None:
    typed = "Anaïs attaque le troll avec son épée, il est énorme il a une massue"
    assert not is_transcript(typed)
    assert with_spoken_breaks(typed) == typed
    assert is_transcript("quel est le destin ?")


def test_the_count_before_a_pronoun_is_a_number() -> None:
    """An article is never followed by a subject pronoun: « destin plus un ils … » is one."""
    assert normalize_utterance("destin plus un ils prennent leur temps") == \
        "destin plus 1 ils prennent leur temps"


@pytest.mark.parametrize(("said", "broken"), [
    ("il connaît la maison par cœur clothilde l'affronte avec son exorcisme",
     "il connaît la maison par cœur ; clothilde l'affronte avec son exorcisme"),
    ("le curé regarde clothilde avec haine", "le curé regarde clothilde avec haine"),
    ("gwenola et clothilde attaquent", "gwenola et clothilde attaquent"),
    ("par cœur clothilde se cache", "par cœur ; clothilde se cache"),
])
def test_a_known_name_before_its_verb_opens_a_sentence(said: str, broken: str) -> None:
    """A name followed by its verb (spaCy's, or any word after a clitic) and not joined to
    what comes before (« et », « regarde ») starts a sentence of its own."""
    assert with_named_breaks(said, ["Clothilde", "Gwénola"], frozenset({"attaquent"})) == broken
