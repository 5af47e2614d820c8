"""Scripts: one roll for a whole mission, and the interrupted step on Revers or Presque."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hades_core.errors import ScriptStepError
from hades_core.outcome import Outcome
from hades_core.script import ScriptStep, resolve_script, step_for_evens

from core_helpers import ScriptedDice

COLIS = [
    ScriptStep(obstacle_dice=1, protagonist_dice=2),
    ScriptStep(obstacle_dice=2, protagonist_dice=1),
    ScriptStep(obstacle_dice=2, protagonist_dice=1),
]


def test_colis_example_stops_at_step_two() -> None:
    """Seed: 4D vs 5D, 3 evens against 4 → revers, interrupted at step 2."""
    dice = ScriptedDice([2, 4, 2, 1] + [2, 2, 4, 4, 1])
    script = resolve_script(COLIS, dice)
    assert (script.resolution.protagonist_dice, script.resolution.obstacle_dice) == (4, 5)
    assert script.resolution.outcome is Outcome.REVERS
    assert script.interrupted_step == 2


def test_presque_also_finds_the_step() -> None:
    script = resolve_script(COLIS, ScriptedDice([2, 1, 1, 1] + [4, 1, 1, 1, 1]))
    assert script.resolution.outcome is Outcome.PRESQUE and script.interrupted_step == 1


def test_a_definite_result_interrupts_nothing() -> None:
    script = resolve_script(COLIS, ScriptedDice([2, 4, 2, 1] + [1, 1, 1, 1, 1]))
    assert script.resolution.outcome is Outcome.EXPLOIT and script.interrupted_step is None


@pytest.mark.parametrize(
    ("evens", "step"), [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (5, 3), (6, 3), (40, 3)]
)
def test_walking_the_obstacle_dice(evens: int, step: int) -> None:
    assert step_for_evens(COLIS, evens) == step


@given(st.lists(st.integers(1, 5), min_size=1, max_size=8), st.integers(0, 50))
def test_interrupted_step_holds_the_counted_die(obstacles: list[int], evens: int) -> None:
    steps = [ScriptStep(obstacle_dice=o, protagonist_dice=1) for o in obstacles]
    step = step_for_evens(steps, evens)
    assert 1 <= step <= len(steps)
    dice_before = sum(obstacles[: step - 1])
    if 1 <= evens <= sum(obstacles):
        assert dice_before < evens <= dice_before + obstacles[step - 1]


def test_a_step_needs_an_obstacle_die_and_a_script_needs_a_step() -> None:
    with pytest.raises(ScriptStepError) as error:
        resolve_script([ScriptStep(1, 1), ScriptStep(0, 2)], ScriptedDice([]))
    assert error.value.fields() == {"step": 2, "obstacle_dice": 0}
    with pytest.raises(ScriptStepError):
        resolve_script([], ScriptedDice([]))
