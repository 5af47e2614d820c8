"""Readings the fifteenth blind session set showed missing: the obstacle told through a pronoun
before a circumstance, what a list says only once, a trait said in a clause of its own or by
its verb, nicknames said twice, a fortune put on a gauge, fortunes counted in the games' dice,
the Destin looked at before a scene, a game brought out by name, odds asked « ça donne quoi »."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.names import closest_name
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.trait_pools import anchored_pools, without_asides
from assistant.nlu.word_intents import intent_from_words
from assistant.nlu.word_slots import asks_for_odds

FLOOR = 0.65


def pools(said: str, sheet: list[str], faults: tuple[str, ...] = (),
          verbs: frozenset[str] = frozenset()) -> dict:  # type: ignore[type-arg]
    return anchored_pools(normalize_utterance(said), sheet, {}, list(faults), verbs=verbs)


def test_a_pronoun_of_the_one_met_opens_the_obstacles_side_before_later_clauses() -> None:
    """« … sur le sergent avec sa dague ; il a lâché sa hallebarde, il est désarmé, mais il
    fait nuit et les pavés sont glissants »: the sergent's side starts at « il », not at the
    last clause; the hallebarde he let go explains « désarmé », which counts once, for Anaïs."""
    found = pools("Anaïs saute du tonneau sur le sergent avec sa dague et son acrobatie ; il a "
                  "lâché sa hallebarde, il est désarmé, mais il fait nuit et les pavés sont "
                  "glissants", ["dague", "acrobate+"])
    assert found == {"traits": ["dague", "acrobate+", "désarmé"],
                     "obstacle_traits": ["nuit", "glissants"], "obstacle_guessed": True}


@pytest.mark.parametrize(("said", "kept"), [
    ("il a lâché son épée, il est désarmé", "il est désarmé"),
    ("il a dégainé son épée, il est furieux", "il a dégainé son épée, il est furieux"),
    ("elle a peur du vide, ça joue contre elle", "elle a peur du vide"),
    ("le pont grince, ça s'effondre", "le pont grince, ça s'effondre"),
])
def test_asides_name_nothing_more(said: str, kept: str) -> None:
    """An event its weakness explains is said once; « ça joue contre elle » comments; an event
    alone, or « ça s'effondre », still names something."""
    assert without_asides(said) == kept


def test_a_comment_on_a_fault_is_no_trait_of_the_obstacle() -> None:
    found = pools("Anaïs grimpe jusqu'à la lucarne avec son acrobatie ; le mur est haut, la "
                  "gouttière est pourrie, et elle a peur du vide, ça joue contre elle",
                  ["acrobate+", "peur du vide"], ("peur du vide",))
    assert found == {"traits": ["acrobate+"], "obstacle_traits": ["haut", "pourrie", "peur du vide"]}


def test_an_obstacle_told_first_with_a_colon_lists_what_it_has() -> None:
    """« le chef des gabelous : sabre héroïque, et il connaît l'entrepôt par cœur. Gwénola … »"""
    found = pools("À l'intérieur, le chef des gabelous : sabre héroïque, et il connaît "
                  "l'entrepôt par cœur. Gwénola et Hervé lui tombent dessus, elle avec sa force, "
                  "lui avec son arbalète", ["force", "arbalète"])
    assert found["obstacle_traits"] == ["sabre+", "connaît l'entrepôt"]


def test_a_sheets_trait_said_in_its_own_clause_opens_the_protagonists_side() -> None:
    """« Noémie se glisse sur le pont, elle est furtive ; il y a une vigie … »: no « avec », but
    her sheet's trait says her side before the story of the obstacle."""
    found = pools("Noémie se glisse sur le pont du Narval, elle est furtive ; il y a une vigie, "
                  "des lanternes partout et le pont grince", ["furtive", "cartographe"])
    assert found == {"traits": ["furtive"],
                     "obstacle_traits": ["vigie", "lanternes partout", "pont grince"]}


@pytest.mark.parametrize(("said", "verbs"), [
    ("raphaelle escalade la grille du guichet, elle court vite ; la grille est en fonte et il "
     "pleut à verse", frozenset()),
    ("raphaelle file, court dans la nuit ; la grille est en fonte", frozenset({"court"})),
])
def test_a_trait_said_by_its_verb(said: str, verbs: frozenset[str]) -> None:
    """« elle court » says course: a verb after its subject pronoun, or one spaCy read."""
    assert pools(said, ["course", "lance-pierre"], verbs=verbs)["traits"] == ["course"]


def test_a_word_that_only_looks_like_the_trait_is_no_verb_of_it() -> None:
    """« dans la cour » is no « course »: neither a verb nor said after its subject."""
    found = pools("Raphaëlle attend dans la cour avec son lance-pierre ; il pleut",
                  ["course", "lance-pierre"])
    assert found["traits"] == ["lance-pierre"]


@pytest.mark.parametrize(("heard", "known", "meant"), [
    ("Féfé", ["Félicien", "Gaspard"], "Félicien"),
    ("jéjé", ["Jérôme", "Agnès"], "Jérôme"),
    ("lolo", ["Gaspard"], None),
])
def test_a_first_syllable_said_twice_is_a_nickname(heard: str, known: list[str],
                                                   meant: str | None) -> None:
    assert closest_name(heard, known) == meant


@pytest.mark.parametrize(("said", "gauge"), [
    ("et encore une sur la blessure, il veut être guéri pour la prochaine", "blessure"),
    ("elle met aussi une fortune sur sa fatigue", "fatigue"),
])
def test_a_fortune_put_on_a_gauge_consolidates_that_gauge(said: str, gauge: str) -> None:
    slots = complete_from_words("consolidate", normalize_utterance(said), {})
    assert (slots.get("gauge"), slots.get("choice")) == (gauge, "jauge")


def test_a_trait_after_pour_sa_is_no_gauge() -> None:
    """« pour sa peur des rats » names a défaut, not the gauge « peur »."""
    slots = complete_from_words("consolidate", normalize_utterance(
        "il dépense une fortune pour sa peur des rats"), {})
    assert "gauge" not in slots


@pytest.mark.parametrize(("said", "amount"), [
    ("le meneur lui file deux dés de fortune pour sa tirade, à Clémentine", 2),
    ("Basile gagne trois points de fortune", 3),
    ("Basile gagne deux fortunes", 2),
])
def test_the_games_dice_and_points_of_fortune_are_counted(said: str, amount: int) -> None:
    assert complete_from_words("fortune_gain", normalize_utterance(said), {})["amount"] == amount


@pytest.mark.parametrize(("said", "model", "read"), [
    ("Avant de lancer la scène je jette un œil au destin, il est à combien ?", "destin_roll",
     "destin_query"),
    ("pour le duel contre le Comte on sort zFate, mets la table dessus", "choose_system",
     "choose_system"),
    ("en fait mets-le à deux barres de blessure, le mollet est en charpie", "nlu_fallback",
     "gauge_set"),
])
def test_said_in_their_own_words(said: str, model: str, read: str) -> None:
    assert intent_from_words(model, 0.5, normalize_utterance(said), FLOOR)[0] == read


def test_a_game_brought_out_by_name_is_switched_to_without_a_question() -> None:
    assert intent_from_words("choose_system", 0.5, normalize_utterance(
        "pour le duel contre le Comte on sort zFate, mets la table dessus"), FLOOR, 0.9) == \
        ("choose_system", 0.9)


@pytest.mark.parametrize(("said", "odds"), [
    ("ça donne quoi, compétence cinq en ardue ?", True),
    ("Bon contre Correct, ça donne quoi ?", True),
    ("ça donne quoi pour elle, ce résultat ?", False),
])
def test_ca_donne_quoi_asks_the_odds_of_a_roll_said_with_it(said: str, odds: bool) -> None:
    assert asks_for_odds(normalize_utterance(said)) is odds
