"""Readings asked in their own words, and the other shapes read from words this session:
another game's roll named with its game, a fortune spent on a gauge, the Destin's sign, a
clause of knowing on the obstacle's side."""

from __future__ import annotations

import pytest

from actions.games.krasses import krasse_counts
from assistant.nlu.asked_readings import reading_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trait_pools import trait_pools_from_words
from assistant.nlu.values import gauge_level_said, gauge_move
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import destin_amount_from_words, system_from_words, trait_from_words

FLOOR, SURE = 0.65, 0.75


def read(intent: str, said: str, named: bool = False) -> tuple[str, float]:
    return intent_from_words(intent, 0.5, normalize_utterance(said), FLOOR, sure=SURE,
                             named=named)


@pytest.mark.parametrize(("said", "reading"), [
    ("comment on fait un exploit", "rules_question"),
    ("les puissances ça fonctionne comment", "rules_question"),
    ("qu'est-ce qu'un fiasco ?", "rules_question"),
    ("pourquoi c'est un revers", "explain_last"),
    ("comment t'as calculé ça", "explain_last"),
    ("et le presque alors ?", "follow_up"),
    ("tu sers à quoi toi", "help"),
    ("donne-moi des exemples de commandes", "help"),
    ("est-ce qu'on perd les fortunes à la fin de la session", "rules_question"),
    ("comment se porte Solveig", "table_status"),
    ("il me reste combien de fortunes", "fortune_query"),
    ("trouve-moi un prix à payer qui colle", "propose_effect"),
    ("tire un figurant au hasard", "oracle_npc"),
    ("on a besoin d'un ennemi récurrent, invente-le", "oracle_antagonist"),
])
def test_a_reading_asked_in_its_own_words(said: str, reading: str) -> None:
    assert reading_from_words(said) == reading


@pytest.mark.parametrize("said", [
    "le chevalier a subi un échec cuisant devant le roi",
    "il nous faut fuir l'ennemi avant la nuit",
    "Gaëtan dépense combien de fortunes pour ça",
    "la tempête se lève sur le port",
])
def test_a_story_that_only_says_the_readings_noun_is_no_reading(said: str) -> None:
    assert reading_from_words(said) is None


@pytest.mark.parametrize(("said", "intent"), [
    ("lance deux d six", "deux_d6_roll"),
    ("jet de krâsses", "krasses_roll"),
    ("tour de trois six neuf", "trois_six_neuf_turn"),
    ("quatre dés fudge plus deux", "fate_roll"),
])
def test_another_games_roll_named_with_its_game_is_asked_about(said: str, intent: str) -> None:
    assert read("resolve_pool", said) == (intent, FLOOR)


@pytest.mark.parametrize(("said", "model"), [("on a joué à Fate hier", "out_of_scope"),
                                             ("c'est quoi un exploit au 2D6 ?", "rules_question")])
def test_a_game_named_without_a_roll_is_no_roll(said: str, model: str) -> None:
    assert read(model, said)[0] == model


def test_the_2d6_game_named_after_an_article_stays_a_game() -> None:
    assert system_from_words(normalize_utterance("on passe au 2D6 pour l'enquête")) == "deux_d6"
    assert system_from_words(normalize_utterance("lance 4d6 contre 3")) is None


@pytest.mark.parametrize(("said", "amount"), [
    ("Destin plus un, ils foncent tête baissée ce soir", 1),
    ("baisse le destin d'un point, ils ont ri", -1),
    ("destin moins deux", -2),
])
def test_the_destins_sign_is_the_one_said_not_the_storys(said: str, amount: int) -> None:
    assert destin_amount_from_words(normalize_utterance(said)) == amount


@pytest.mark.parametrize(("said", "intent"), [
    ("Héloïse dépense une fortune pour sa fatigue", "consolidate"),
    ("Tristan dépense une fortune pour un rebondissement, le garde s'endort", "fortune_spend"),
    ("euphrasie paie deux fortunes pour que le pont tienne", "fortune_spend"),
])
def test_a_fortune_spent_on_a_gauge_is_a_consolidation(said: str, intent: str) -> None:
    assert read("fortune_spend" if intent == "consolidate" else "consolidate", said,
                named=True)[0] == intent


def test_a_clause_of_knowing_names_no_trait_of_the_obstacle() -> None:
    said = ("Anselme piste le contremaître, il joue pisteur ; en face l'obscurité, le "
            "labyrinthe, et le contremaître sait qu'Anselme est trouillard")
    assert trait_pools_from_words(normalize_utterance(said)) == {
        "traits": ["pisteur"], "obstacle_traits": ["obscurité", "labyrinthe"]}


def test_words_said_of_gauges_and_traits() -> None:
    assert gauge_move("une blessure aussi pour Anselme") == {"change": 1}
    assert gauge_move("il a une blessure pour la vie") == {}
    assert gauge_level_said("mets la faim de Gwenola à 3") == 3
    assert gauge_level_said("raphael il est crevé, 2 de fatigue") == 2
    assert gauge_level_said("il prend 2 de fatigue") is None
    assert destin_amount_from_words("je baisse le destin d'un, ils ont assez souffert") == -1
    assert destin_amount_from_words("le destin d'un royaume") is None
    assert trait_from_words("Héloïse gagne le défaut peur des rats, il y en a partout") == \
        "peur des rats"
    assert krasse_counts("plus 4 contre ardu avec une de ses krâsses") == ("1", None)


@pytest.mark.parametrize(("said", "trait"), [
    ("et Joachim récupère un défaut aussi, dette envers la guilde", "dette envers la guilde"),
    ("mets-lui aussi un défaut à Ambroise, arachnophobe", "arachnophobe"),
    ("Célestin gagne le trait a lu le registre des morts", "a lu le registre des morts"),
    ("Bob gagne le trait épée à Alice", "épée"),
    ("Alice gagne le trait hache à deux mains", "hache à deux mains"),
])
def test_a_traits_name_after_an_adverb_its_owner_or_a_break(said: str, trait: str) -> None:
    """« un défaut aussi, … », « un défaut à Ambroise, … »: the name comes after them; « a »
    without its accent opens a name said as a clause."""
    assert trait_from_words(said) == trait
