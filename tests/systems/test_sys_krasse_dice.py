"""Dés krâsses, the tas de krâsses and the contre-krâsse bookkeeping (state in → new state out)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from systems_helpers import SIGNIFICANCE, chi_square_p_value
from hades_core.dice import SeededDice
from hades_core.systems import krasse_dice as kd
from hades_core.systems.errors import NotEnoughPointsError, ValueRangeError
from hades_core.systems.krasse_dice import KrasseRoll, KrasseState
from hades_core.systems.odds import sum_of, uniform


def test_six_is_a_krasse_three_a_demi_krasse_others_nothing() -> None:
    assert [kd.krasse_value(face) for face in range(1, 7)] == [0, 0, 3, 0, 0, 6]
    rolled = KrasseRoll((6, 3, 3, 1, 6))
    assert (rolled.krasses, rolled.demi_krasses, rolled.value) == (2, 2, 18)


def test_krasse_odds() -> None:
    assert kd.krasse_odds(1) == {0: Fraction(2, 3), 3: Fraction(1, 6), 6: Fraction(1, 6)}
    assert kd.krasse_odds(2)[12] == Fraction(1, 36)


def test_seeded_krasse_dice_follow_the_exact_odds() -> None:
    dice = SeededDice(6)
    values = [kd.roll_krasses(3, dice).value for _ in range(4000)]
    assert chi_square_p_value(values, kd.krasse_odds(3)) > SIGNIFICANCE
    krasse_on_five_too = sum_of([uniform([0, 0, 3, 0, 6, 6])] * 3)
    assert chi_square_p_value(values, krasse_on_five_too) < SIGNIFICANCE


def test_scenario_start_conteur_and_players_move_dice_between_heap_and_reserve() -> None:
    state = kd.start_scenario(KrasseState(), "Ana", charisme=3, to_heap=2)
    assert (state.heap, state.kept) == (2, {"ana": 1})
    state = kd.conteur_uses(state, 4)  # the conteur's dK go to the tas
    assert state.heap == 6
    state = kd.player_uses(state, 5)  # players take up to 5 from the tas
    assert state.heap == 1
    state = kd.player_uses(state, 1, player="Ana")
    assert state.kept == {"ana": 0}


def test_players_cannot_take_more_than_five_or_more_than_there_is() -> None:
    with pytest.raises(ValueRangeError):
        kd.player_uses(KrasseState(heap=9), 6)
    assert kd.player_uses(KrasseState(heap=9), 6, beyond_limit=True).heap == 3
    with pytest.raises(NotEnoughPointsError):
        kd.player_uses(KrasseState(heap=2), 3)
    with pytest.raises(ValueRangeError):
        kd.start_scenario(KrasseState(), "Ana", charisme=2, to_heap=3)


def test_contre_krasse_stakes() -> None:
    assert kd.contre_krasse_stakes(4, player_available=9, announced_by_player=True) == (4, 4)
    # « s'ils ne disposent plus d'assez de dK, ils doivent mettre ce qu'il leur reste »
    assert kd.contre_krasse_stakes(4, player_available=1, announced_by_player=False) == (1, 4)
    with pytest.raises(NotEnoughPointsError):
        kd.contre_krasse_stakes(4, player_available=1, announced_by_player=True)


@pytest.mark.parametrize(
    ("player_won_pool", "critical", "heap"),
    [(True, 0, 1), (False, 0, 9), (True, 1, 9), (False, -1, 1), (False, 1, 9), (True, -1, 1)],
)
def test_where_the_pool_goes_after_a_contre_krasse(
    player_won_pool: bool, critical: int, heap: int
) -> None:
    state = kd.settle_contre_krasse(KrasseState(heap=1), 8, player_won_pool, critical)
    assert state.heap == heap


def test_state_round_trips_through_json() -> None:
    state = kd.start_scenario(KrasseState(heap=3), "Bo", 4, 1)
    assert kd.state_from_data(json.loads(json.dumps(kd.state_to_data(state)))) == state


def test_a_players_name_is_one_player_whatever_its_case() -> None:
    """Issue 10, defect 5: « Bob » and « bob » were two players in the heap."""
    state = kd.start_scenario(kd.KrasseState(), "Bob", 3, 1)
    state = kd.start_scenario(state, "bob ", 2, 0)
    assert state.kept == {"bob": 4}
    assert kd.player_uses(state, 2, "BOB").kept == {"bob": 2}
    merged = kd.state_from_data({"heap": 1, "kept": {"Bob": 2, "bob": 1}})
    assert merged.kept == {"bob": 3}


def test_a_players_name_is_one_player_with_or_without_its_accents() -> None:
    """« Zephyrin charisme quatre » then « Zéphyrin … avec deux de ses krâsses »: one player,
    kept under the name first said, so the reply keeps its spelling."""
    state = kd.start_scenario(kd.KrasseState(), "Zephyrin", 4, 0)
    assert kd.player_uses(state, 2, "Zéphyrin").kept == {"zephyrin": 2}
    merged = kd.state_from_data({"heap": 0, "kept": {"Zéphyrin": 2, "zephyrin": 1}})
    assert merged.kept == {"zéphyrin": 3}


def test_a_player_places_kept_dk_in_the_tas() -> None:
    """Reading: the dK a player kept at the scénario's start stay his to place in the tas."""
    state = kd.start_scenario(KrasseState(heap=2), "Hyacinthe", charisme=3, to_heap=1)
    state = kd.player_shares(state, "hyacinthe", 1)
    assert (state.heap, state.kept) == (4, {"hyacinthe": 1})
    with pytest.raises(NotEnoughPointsError):
        kd.player_shares(state, "Hyacinthe", 2)
