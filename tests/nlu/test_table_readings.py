"""Readings found by the eighth blind session set: the game a switch goes to, the other games'
bookkeeping said without its usual verb, talk that names no command, a follow-up with what
changes, a nickname, an ordinal in a trait's name."""

from __future__ import annotations

import pytest

from assistant.nlu.names import closest_name
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.word_intents import fortune_from_words, intent_from_words
from assistant.nlu.word_slots import system_gone_to, system_switched_to

FLOOR, SURE = 0.65, 0.75


def read(intent: str, confidence: float, said: str) -> tuple[str, float]:
    return intent_from_words(intent, confidence, normalize_utterance(said), FLOOR, sure=SURE)


@pytest.mark.parametrize(("said", "game"), [
    ("bon on range les fiches hadès, ce soir on joue aux krâsses, sortez les d10", "krasses"),
    ("ok on laisse hadès, pour l'attaque du convoi on passe au trois six neuf", "trois_six_neuf"),
    ("on arrête fate et on revient à hadès", "hades"),
])
def test_a_switch_goes_to_the_game_said_after_its_verb(said: str, game: str) -> None:
    assert system_switched_to(said.lower()) == game


def test_a_game_named_without_a_verb_of_switching_is_the_one_named() -> None:
    assert system_gone_to("ce soir zfate") is None
    assert system_switched_to("ce soir zfate") == "fate"


def test_a_question_before_the_switch_asks_nothing_of_it() -> None:
    said = "bon tout le monde a sa fiche ? ce soir on laisse hadès de côté, on joue à zFate"
    assert read("out_of_scope", 0.5, said) == ("choose_system", SURE)
    assert read("out_of_scope", 0.5, "on joue à zFate ce soir ?")[0] != "choose_system"


def test_putting_dice_for_someone_is_no_switch() -> None:
    said = "jet opposé, le gardien plus six contre Gaëlle plus trois, et je mets deux krâsses " \
           "pour le gardien"
    assert read("krasses_roll", 0.8, said)[0] != "choose_system"


def test_the_heap_asked_about_is_its_reading() -> None:
    assert read("explain_last", 0.88, "il y a combien de krâsses dans le tas là")[0] \
        == "krasses_heap"


@pytest.mark.parametrize("said", [
    "tiago trois de fortune deux de marasme",
    "et Brisecaille le chef des pillards, un dé de fortune et quatre dés de marasme",
])
def test_a_reserve_said_after_a_name_creates_the_character_asked_first(said: str) -> None:
    assert read("trois_six_neuf_move", 0.74, said) == ("create_character", FLOOR)


def test_a_move_of_the_reserve_is_no_creation() -> None:
    said = "Tiago gagne un dé de fortune et un de marasme"
    assert read("trois_six_neuf_move", 0.9, said)[0] == "trois_six_neuf_move"


def test_create_said_first_with_a_name() -> None:
    assert read("out_of_scope", 0.4, "et crée Basile aussi, lui il a trois points de fortune")[0] \
        == "create_character"
    assert read("out_of_scope", 0.4, "ça crée une ambiance de dingue")[0] == "out_of_scope"


def test_a_gauge_moved_by_a_character_of_the_story_is_talk() -> None:
    said = "bref la sentinelle bascule dans la flotte, mais le sergent vous a vus"
    assert read("gauge_set", 0.65, said)[0] == "out_of_scope"
    assert read("gauge_set", 0.9, "la fatigue de Lénaïg est à deux barres")[0] == "gauge_set"


def test_a_pool_without_a_number_nor_a_throw_is_talk() -> None:
    said = "bon ce sera le capitaine du chalutier je vais l'appeler yannick il a une tête de yannick"
    assert read("resolve_pool", 0.9, said)[0] == "out_of_scope"
    assert read("resolve_pool", 0.9, "Yannick lance les dés")[0] == "resolve_pool"


def test_a_2d6_roll_after_a_story_is_asked_at_least() -> None:
    said = "le commissaire revient, Margaux se cache derrière le rideau, compétence deux " \
           "difficulté simple"
    assert read("deux_d6_roll", 0.47, said) == ("deux_d6_roll", FLOOR)


def test_a_fortune_named_by_its_pronoun_is_spent_on_its_use() -> None:
    key = "il la depense tout de suite pour un rebondissement genre une grille qui cede"
    assert fortune_from_words("out_of_scope", key) == "fortune_spend"


@pytest.mark.parametrize("said", [
    "jérôme consolide radio bricolée",
    "et elle garde amie des nomades avec la deuxième",
])
def test_a_consolidation_said_in_its_words_is_asked_at_least(said: str) -> None:
    assert read("out_of_scope", 0.4, said) == ("consolidate", FLOOR)


def test_a_follow_up_says_what_changes_after_mais() -> None:
    assert read("deux_d6_roll", 0.5, "pareil pour Lucie mais avec compétence un")[0] == "follow_up"


def test_a_short_form_of_a_known_name_is_a_near_miss() -> None:
    known = ["Bérénice", "Hélène", "Timothée"]
    assert closest_name("timo", known) == "Timothée"
    assert closest_name("max", ["Maxence", "Maxime"]) is None  # two names start so: no guess
    assert closest_name("la", ["Lambert"]) is None  # a word of its own, never a short form
    assert closest_name("jo", ["Josépha", "Hippolyte"]) == "Josépha"  # two letters, one name


def test_an_ordinal_stays_a_word() -> None:
    assert normalize_utterance("anaelle consolide sixième sens") == "anaelle consolide sixième sens"
    assert normalize_utterance("trois dés contre deux") == "3 dés contre 2"
