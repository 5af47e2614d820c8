"""The result ladder and shifting along it (no 0 on the ladder)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hades_core.errors import ResultValueError
from hades_core.outcome import Outcome, outcome_for, shift_value

nonzero = st.integers(min_value=-50, max_value=50).filter(lambda value: value != 0)


@pytest.mark.parametrize(
    ("value", "outcome"),
    [
        (7, Outcome.EXPLOIT),
        (3, Outcome.EXPLOIT),
        (2, Outcome.SUCCES),
        (1, Outcome.PRESQUE),
        (-1, Outcome.REVERS),
        (-2, Outcome.ECHEC),
        (-3, Outcome.FIASCO),
        (-9, Outcome.FIASCO),
    ],
)
def test_values_map_to_the_seed_ladder(value: int, outcome: Outcome) -> None:
    assert outcome_for(value) is outcome


def test_keys_and_ranks() -> None:
    assert [(o.key, o.rank) for o in Outcome] == [
        ("exploit", 3),
        ("succes", 2),
        ("presque", 1),
        ("revers", -1),
        ("echec", -2),
        ("fiasco", -3),
    ]
    assert {o for o in Outcome if o.reaches_objective} == {Outcome.SUCCES, Outcome.EXPLOIT}


def test_zero_is_not_on_the_ladder() -> None:
    with pytest.raises(ResultValueError):
        outcome_for(0)
    with pytest.raises(ResultValueError):
        shift_value(0, 1)


@pytest.mark.parametrize(
    ("value", "steps", "expected"),
    [(-1, 1, 1), (1, -1, -1), (-2, 5, 4), (2, -3, -2), (3, 1, 4), (-3, 2, -1), (1, 0, 1)],
)
def test_shift_skips_zero(value: int, steps: int, expected: int) -> None:
    assert shift_value(value, steps) == expected


@given(nonzero, st.integers(-20, 20), st.integers(-20, 20))
def test_shifts_compose_and_never_land_on_zero(value: int, first: int, second: int) -> None:
    shifted = shift_value(shift_value(value, first), second)
    assert shifted != 0
    assert shifted == shift_value(value, first + second)
    assert shift_value(shifted, -(first + second)) == value
