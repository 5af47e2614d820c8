"""Fortunes: standing, gain table, shifting a result, end-of-session consolidation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hades_core.errors import NotEnoughFortunesError, ShiftRefusedError
from hades_core.fortune import (
    Consolidation,
    ShiftDirection,
    Standing,
    consolidate,
    gains_fortune,
    shift_with_fortune,
    standing_for,
)
from hades_core.outcome import Outcome


def test_standing_from_pool_sizes() -> None:
    assert standing_for(4, 2) is Standing.FAVORI
    assert standing_for(2, 4) is Standing.OUTSIDER
    assert standing_for(3, 3) is Standing.EQUILIBRE


@pytest.mark.parametrize(
    ("standing", "winning"),
    [
        (Standing.FAVORI, {Outcome.ECHEC, Outcome.FIASCO}),
        (Standing.OUTSIDER, {Outcome.SUCCES, Outcome.EXPLOIT}),
        (Standing.EQUILIBRE, {Outcome.FIASCO, Outcome.EXPLOIT}),
    ],
)
def test_fortune_gain_table(standing: Standing, winning: set[Outcome]) -> None:
    assert {outcome for outcome in Outcome if gains_fortune(standing, outcome)} == winning


def test_spending_a_fortune_moves_revers_to_presque_and_forfeits_the_gain() -> None:
    shift = shift_with_fortune(-1)
    assert (shift.value_before, shift.value, shift.outcome) == (-1, 1, Outcome.PRESQUE)
    assert shift.fortune_gained is False


def test_shifting_down_skips_zero_too() -> None:
    assert shift_with_fortune(1, ShiftDirection.DOWN).value == -1


@pytest.mark.parametrize(("value", "direction"), [(3, ShiftDirection.UP), (5, ShiftDirection.UP),
                                                  (-3, ShiftDirection.DOWN)])
def test_shifting_past_the_ladder_is_refused(value: int, direction: ShiftDirection) -> None:
    with pytest.raises(ShiftRefusedError) as error:
        shift_with_fortune(value, direction)
    assert error.value.fields() == {"value": max(-3, min(3, value)),
                                    "direction": direction.value}


def test_a_result_beyond_the_ladder_is_bounded_before_the_shift() -> None:
    """Résumé: « borné entre -3 et +3 »: −4 shifted up is an Échec, the fortune is not wasted."""
    shifted = shift_with_fortune(-4)
    assert (shifted.value_before, shifted.value, shifted.outcome) == (-3, -2, Outcome.ECHEC)
    assert shift_with_fortune(5, ShiftDirection.DOWN).value == 2


@given(st.sampled_from([-3, -2, -1, 1, 2]))
def test_every_upward_shift_below_exploit_moves_one_rung(value: int) -> None:
    shifted = shift_with_fortune(value)
    assert shifted.outcome.rank == (value + 1 if value != -1 else 1)


def test_consolidation_spends_one_fortune_per_choice() -> None:
    result = consolidate(
        3, [Consolidation.JAUGE, Consolidation.JAUGE, Consolidation.TRAIT_DURABLE]
    )
    assert (result.spent, result.remaining) == (3, 0)
    assert result.by_kind == {"jauge": 2, "trait_durable": 1}


def test_consolidation_needs_enough_fortunes() -> None:
    with pytest.raises(NotEnoughFortunesError) as error:
        consolidate(1, [Consolidation.TRAIT_ELIMINE, Consolidation.TRAIT_MODIFIE])
    assert error.value.fields() == {"available": 1, "requested": 2}
