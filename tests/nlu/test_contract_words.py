"""Slots the model may leave empty are read from the words said: word-list slots, a gauge's
move, and the table's known names."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.names import names_said
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.vocabulary import leading_names
from assistant.nlu.values import gauge_move


@pytest.mark.parametrize(
    ("intent", "said", "expected"),
    [
        ("oracle_direction", "quelle partie du corps", {"category": "corps"}),
        ("oracle_direction", "jet de direction", {}),
        ("oracle_distance", "c'est loin", {"question": "ou"}),
        ("rules_question", "c'est quoi un presque dans ce jeu", {"topic": "presque"}),
        ("resolve_pool", "qui lance", {}),
    ],
)
def test_word_list_slots_come_from_the_words(intent: str, said: str, expected: dict) -> None:
    assert complete_from_words(intent, said, {}) == expected


def test_a_slot_the_model_found_is_kept() -> None:
    assert complete_from_words("oracle_direction", "corps", {"category": "maison"}) == {
        "category": "maison"}


@pytest.mark.parametrize(
    ("said", "move"),
    [
        ("alice prend une blessure", {"change": 1}),
        ("soline s'appauvrit d'une barre", {"change": 1}),
        ("nour récupère une barre de fatigue", {"change": -1}),
        ("bob guérit d'une barre de blessure", {"change": -1}),
        ("bob guérit de sa blessure", {"level": 0}),
        ("bob n'est plus blessé", {"level": 0}),
        ("camille est épuisée", {"level": 3}),
        ("alice est blessée", {}),
    ],
)
def test_a_gauge_said_without_a_level_moves_by_its_verb(said: str, move: dict) -> None:
    assert gauge_move(said) == move


def test_a_level_the_model_found_wins_over_the_verb() -> None:
    assert complete_from_words("gauge_set", "alice prend une blessure niveau 2", {"level": 2}) == {
        "level": 2, "protagonist": "alice", "gauge": "blessure"}


def test_known_names_are_found_in_order_whatever_their_accents() -> None:
    assert names_said("Nour et Léa lancent, puis nour", ["léa", "nour", "bob"]) == ["nour", "léa"]
    assert names_said("personne ici", ["léa"]) == []


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("nour est blessée 1", ["nour"]),
        ("nour 1 dé contre 3", ["nour"]),
        ("zorvak et quilline lancent 4 dés contre 2", ["zorvak", "quilline"]),
        ("lance 3 dés", []),
        ("le troll attaque", []),
        ("quatre dés contre cinq", []),
    ],
)
def test_a_name_the_model_never_saw_is_read_where_names_are_said(said: str, names: list) -> None:
    slots = complete_from_words("resolve_pool", said, {})
    expected = {"protagonist": names[0]} if names else {}
    if len(names) >= 2:
        expected["protagonists"] = names
    assert {slot: slots[slot] for slot in ("protagonist", "protagonists") if slot in slots} \
        == expected


@pytest.mark.parametrize(("said", "name"), [
    ("Doriane écoute à la porte trois dés contre un", "doriane"),
    ("Euphrasie saute de côté pour éviter le rocher trois contre trois", "euphrasie"),
    ("Solveig guette l'arrivée du navire un dé contre un", "solveig"),
    ("Le mousse Bastien grimpe au grand mât, deux dés contre deux", "bastien"),
    ("la capitaine Inès négocie le passage, trois contre deux", "inès"),
])
def test_a_name_before_a_verb_of_action_opens_the_command(said: str, name: str) -> None:
    assert leading_names(normalize_utterance(said)) == [name]


@pytest.mark.parametrize("said", ["le troll attaque la porte", "la porte grince quand tu la "
                                  "pousses", "le garde a deux dés contre trois"])
def test_a_thing_with_an_article_opens_no_command_as_a_name(said: str) -> None:
    assert leading_names(normalize_utterance(said)) == []


@pytest.mark.parametrize(("said", "name"), [("comment va Aziliz ?", "aziliz"),
                                            ("où en est Lazare", "lazare")])
def test_a_question_about_a_protagonist_reads_the_name_said_last(said: str, name: str) -> None:
    assert complete_from_words("table_status", normalize_utterance(said), {}) == {
        "protagonist": name}
    assert "protagonist" not in complete_from_words(
        "resolve_pool", normalize_utterance("on fouille la cabane de Lazare"), {})


def test_a_name_cut_in_two_by_the_recogniser_is_found_whole() -> None:
    """« tant crede » is Tancrède; « tant pis » or « pont crée » are no name."""
    known = ["Tancrède", "Maëlle", "Élodie"]
    assert names_said("tant crede prend une blessure", known) == ["Tancrède"]
    assert names_said("tant pis elle prend une blessure", known) == []
    assert names_said("le pont crée une ombre", known) == []


@pytest.mark.parametrize(("intent", "said", "slots"), [
    ("add_trait", "et Loïc gagne peur des hauteurs, après le coup du pont suspendu",
     {"protagonist": "loïc", "trait": "peur des hauteurs", "negative": True}),
    ("gauge_set", "Gwenaël redescend à une seule barre de blessure.",
     {"gauge": "blessure", "level": 1}),
    ("gauge_set", "anaïs blessure deux barres je l'avais pas noté",
     {"gauge": "blessure", "level": 2}),
    ("consolidate", "Joachim dépense une fortune pour que son trait forgeron devienne forgeron "
     "héroïque", {"protagonist": "joachim", "trait": "forgeron", "new": "forgeron+",
                  "choice": "trait_modifie"}),
])
def test_slots_said_in_their_own_words(intent: str, said: str, slots: dict) -> None:
    completed = complete_from_words(intent, normalize_utterance(said), {})
    assert {key: completed.get(key) for key in slots} == slots
