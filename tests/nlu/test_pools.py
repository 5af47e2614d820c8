"""Pools said « X contre Y » and fortune counts are read from the words where unambiguous."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.pools import said_pools, single_pool, with_said_pools


def _completed(intent: str, said: str, slots: dict) -> dict:  # type: ignore[type-arg]
    return complete_from_words(intent, normalize_utterance(said), slots)


def test_a_lost_side_is_read_back_from_the_words() -> None:
    slots = _completed("resolve_pool", "on tente de convaincre le garde avec trois dés contre "
                       "quatre", {"obstacle_dice": 3})
    assert (slots["protagonist_dice"], slots["obstacle_dice"]) == (3, 4)
    assert slots["action_type"] == "negocier"  # « convaincre », read from the words too


@pytest.mark.parametrize("said", ["4d contre 3d", "quatre face à trois", "4 dés contre 3",
                                  "quatre versus trois"])
def test_every_way_of_saying_against(said: str) -> None:
    assert said_pools(normalize_utterance(said)) == [
        {"protagonist_dice": 4, "obstacle_dice": 3}]


def test_two_pools_in_one_roll_are_ambiguous_and_left_to_the_model() -> None:
    model = {"protagonist_dice": 2, "obstacle_dice": 1}
    assert with_said_pools("resolve_pool", "2 contre 1 ou 3 contre 2", model) == model


def test_a_script_gets_one_step_per_pool_said() -> None:
    slots = _completed("resolve_script", "script en deux etapes deux contre un puis un contre "
                       "deux", {"steps": [{"protagonist_dice": 1, "obstacle_dice": 2}]})
    assert slots["steps"] == [{"protagonist_dice": 2, "obstacle_dice": 1},
                              {"protagonist_dice": 1, "obstacle_dice": 2}]


def test_a_competition_keeps_the_model_when_it_found_every_side() -> None:
    sides = [{"protagonist_dice": 3, "obstacle_dice": 2}, {"protagonist_dice": 2,
                                                           "obstacle_dice": 1}]
    slots = _completed("resolve_competition", "compétition nous trois contre deux les rivaux "
                       "deux contre un", {"sides": sides})
    assert slots["sides"] == sides


def test_one_fortune_said_with_the_article_counts_one() -> None:
    assert _completed("fortune_gain", "ysaline gagne une fortune", {})["amount"] == 1
    assert _completed("fortune_spend", "nour dépense deux fortunes", {})["amount"] == 2


def test_numbers_beyond_the_range_are_not_read() -> None:
    assert said_pools("500 contre 3") == []
    assert "amount" not in with_said_pools("fortune_gain", "gagne 5000 fortunes", {})


def test_other_intents_are_left_alone() -> None:
    assert with_said_pools("undo", "2 contre 1", {}) == {}


@pytest.mark.parametrize(("said", "ours", "theirs"), [
    ("je lance cinq dés et l'obstacle en a deux", 5, 2),
    ("Ambroise a trois dés, eux ils en ont cinq", 3, 5),
    ("Églantine a quatre dés et en face y en a un", 4, 1),
    ("l'obstacle a quatre dés et Casimir en a deux", 2, 4),
    ("en face ils ont six dés et nous on en a trois", 3, 6),
])
def test_the_other_side_said_with_en(said: str, ours: int, theirs: int) -> None:
    slots = _completed("resolve_pool", said, {})
    assert (slots["protagonist_dice"], slots["obstacle_dice"]) == (ours, theirs)


def test_a_corrected_pool_is_the_last_one_said() -> None:
    said = normalize_utterance("trois contre deux, non pardon, trois contre quatre pour Morwenna")
    assert single_pool(said) == {"protagonist_dice": 3, "obstacle_dice": 4}
    assert single_pool(normalize_utterance("deux contre un ou trois contre deux")) is None


@pytest.mark.parametrize(("said", "theirs"), [("et si l'obstacle en a trois", 3),
                                              ("et si en face ils ont six dés", 6)])
def test_a_follow_up_on_the_obstacle_changes_its_side_only(said: str, theirs: int) -> None:
    assert _completed("follow_up", said, {"protagonist_dice": theirs}) == {
        "obstacle_dice": theirs}
    assert _completed("follow_up", "et si on a quatre dés", {"protagonist_dice": 4}) == {
        "protagonist_dice": 4}
    assert _completed("resolve_pool", said, {"protagonist_dice": theirs}) == {
        "obstacle_dice": theirs}
