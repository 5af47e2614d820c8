"""The Destin: its change on rolls, automatic resolution, initiative, solo roll, session end."""

from __future__ import annotations

import pytest

from hades_core.destin import (
    Initiative,
    destin_after_roll,
    destin_to_fortunes,
    end_session,
    initiative_for,
    resolve_automatically,
    roll_against_destin,
    solo_destin_roll,
    use_trait_automatically,
)
from hades_core.dice import SeededDice
from hades_core.pool import build_side
from hades_core.resolution import resolve_pool

from core_helpers import ScriptedDice


def test_destin_adds_obstacle_minus_protagonist_initial_dice() -> None:
    assert destin_after_roll(0, protagonist_dice=4, obstacle_dice=5) == 1
    assert destin_after_roll(2, protagonist_dice=3, obstacle_dice=1) == 0


def test_puissances_count_in_the_destin_but_chaos_dice_do_not() -> None:
    heroes = build_side(["épée+", "bouclier"])
    monster = build_side(["griffes++"])
    assert destin_after_roll(0, heroes.dice, monster.dice) == 0
    resolution = resolve_pool(heroes.dice, monster.dice, ScriptedDice([6, 6, 6, 2, 2, 6, 1, 1, 5]))
    assert len(resolution.protagonist.chaos) == 3
    assert resolution.destin_delta == destin_after_roll(0, heroes.dice, monster.dice) == 0


@pytest.mark.parametrize(
    ("destin", "success", "after"), [(3, True, 2), (1, True, 0), (0, False, 1), (-2, False, -1)]
)
def test_automatic_resolution_follows_the_destin(destin: int, success: bool, after: int) -> None:
    result = resolve_automatically(destin)
    assert (result.success, result.destin_before, result.destin_after) == (success, destin, after)


def test_a_trait_used_automatically_succeeds_and_costs_one_point() -> None:
    result = use_trait_automatically(-2)
    assert result.success and result.destin_after == -3


@pytest.mark.parametrize(
    ("destin", "initiative"),
    [(1, Initiative.PROTAGONISTES), (0, Initiative.ANTAGONISME), (-4, Initiative.ANTAGONISME)],
)
def test_initiative(destin: int, initiative: Initiative) -> None:
    assert initiative_for(destin) is initiative


def test_solo_destin_roll_only_when_destin_is_negative() -> None:
    for destin in (0, 3):
        result = solo_destin_roll(destin, ScriptedDice([]))
        assert result.roll is None and not result.contretemps


@pytest.mark.parametrize(("die", "contretemps"), [(1, True), (2, True), (3, False), (6, False)])
def test_solo_contretemps_when_die_below_absolute_destin(die: int, contretemps: bool) -> None:
    result = solo_destin_roll(-3, ScriptedDice([die]))
    assert result.roll is not None and result.roll.die == die
    assert result.contretemps is contretemps


def test_roll_against_destin_compares_with_absolute_value() -> None:
    assert roll_against_destin(4, ScriptedDice([3])).below
    assert not roll_against_destin(-1, ScriptedDice([1])).below
    assert roll_against_destin(-6, SeededDice(1)).die in range(1, 7)


def test_destin_plus_three_gives_three_fortunes_each() -> None:
    """Seed: « le Destin est à +3, chaque joueur recevrait donc 3 Fortunes chacun »."""
    ending = end_session(3, {"Aya": 1, "Bruno": 0}, convert_destin=True)
    assert ending.converted_per_protagonist == 3
    assert ending.fortunes_to_consolidate == {"Aya": 4, "Bruno": 3}
    assert ending.destin_after == 0 and ending.fortunes_after == 0


def test_negative_destin_takes_no_fortune_and_conversion_is_optional() -> None:
    assert destin_to_fortunes(-4) == 0
    assert end_session(-4, {"Aya": 2}, convert_destin=True).fortunes_to_consolidate == {"Aya": 2}
    assert end_session(5, {"Aya": 2}).fortunes_to_consolidate == {"Aya": 2}
    assert end_session(5, {"Aya": 2}).destin_after == 0
