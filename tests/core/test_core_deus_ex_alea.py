"""Deus Ex Alea: conditions one by one, the seed's example, and the adversité case."""

from __future__ import annotations

import pytest

from hades_core.deus_ex_alea import check_deus_ex_alea
from hades_core.outcome import Outcome
from hades_core.resolution import Resolution, Side, resolve_pool

from core_helpers import ScriptedDice


def _echec_against_identical_dice() -> Resolution:
    resolution = resolve_pool(2, 2, ScriptedDice([1, 3, 4, 4]))
    assert resolution.value == -2
    return resolution


def test_seed_example_echec_with_destin_minus_five_ends_at_plus_four() -> None:
    result = check_deus_ex_alea(_echec_against_identical_dice(), -5, True, False)
    assert result.triggered and result.beneficiary is Side.PROTAGONISTES
    assert (result.value_before, result.value, result.outcome) == (-2, 4, Outcome.EXPLOIT)
    assert (result.destin_before, result.destin_after) == (-5, 0)
    assert result.extra_effects == 0


def test_uncontrollable_intervention_counts_extra_effects() -> None:
    result = check_deus_ex_alea(_echec_against_identical_dice(), -5, True, False,
                                uncontrollable=True)
    assert result.value == 4 and result.extra_effects == 1


@pytest.mark.parametrize(
    ("faces", "destin", "used", "failed_condition"),
    [
        ([1, 3, 4, 4], 0, True, "destin_not_zero"),
        ([1, 3, 4, 4], -5, False, "loser_used_puissance"),
        ([1, 3, 4, 2], -5, True, "winner_dice_identical"),
        ([1, 3, 4, 3], -5, True, "loser_failed"),
    ],
)
def test_each_condition_is_needed(
    faces: list[int], destin: int, used: bool, failed_condition: str
) -> None:
    resolution = resolve_pool(2, 2, ScriptedDice(faces))
    result = check_deus_ex_alea(resolution, destin, used, False)
    assert not result.triggered
    assert not getattr(result.conditions, failed_condition)
    assert (result.value, result.destin_after) == (resolution.value, destin)


def test_chaos_dice_count_among_the_winner_dice() -> None:
    resolution = resolve_pool(1, 1, ScriptedDice([1, 6, 4]))
    assert resolution.value == -2
    assert not check_deus_ex_alea(resolution, -3, True, False).conditions.winner_dice_identical
    sixes = resolve_pool(1, 1, ScriptedDice([1, 6, 6]))
    assert check_deus_ex_alea(sixes, -3, True, False).triggered


def test_adversite_can_turn_a_protagonist_succes_down() -> None:
    resolution = resolve_pool(2, 2, ScriptedDice([2, 2, 1, 3]))
    assert resolution.outcome is Outcome.SUCCES
    result = check_deus_ex_alea(resolution, 3, False, True)
    assert result.triggered and result.beneficiary is Side.OBSTACLE
    assert (result.value, result.outcome, result.destin_after) == (-2, Outcome.ECHEC, 0)
    assert not check_deus_ex_alea(resolution, 3, True, False).triggered


def test_a_side_without_dice_has_no_identical_dice() -> None:
    resolution = resolve_pool(2, 0, ScriptedDice([2, 4]))
    assert not check_deus_ex_alea(resolution, 2, False, True).conditions.winner_dice_identical
