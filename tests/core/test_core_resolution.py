"""Resolution with the dice (« Jets de dés »), from scripted rolls and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hades_core.dice import SeededDice
from hades_core.errors import PoolSizeError
from hades_core.fortune import Standing, gains_fortune
from hades_core.odds import exact_odds
from hades_core.outcome import Outcome, outcome_for
from hades_core.resolution import MAX_POOL, resolve_pool, roll_pool

from core_helpers import SIGNIFICANCE, ScriptedDice, fit_p_value

pools = st.integers(min_value=0, max_value=12)
seeds = st.integers(min_value=0, max_value=2**64 - 1)


def test_even_difference_gives_the_value() -> None:
    dice = ScriptedDice([2, 4, 2, 1, 3, 1])
    resolution = resolve_pool(3, 3, dice)
    assert resolution.protagonist.evens == 3 and resolution.obstacle.evens == 0
    assert resolution.value == 3 and resolution.outcome is Outcome.EXPLOIT
    assert dice.exhausted


def test_equal_evens_give_presque() -> None:
    resolution = resolve_pool(2, 2, ScriptedDice([2, 3, 4, 5]))
    assert resolution.value == 1 and resolution.outcome is Outcome.PRESQUE


def test_no_even_on_either_side_gives_revers() -> None:
    resolution = resolve_pool(2, 2, ScriptedDice([1, 3, 5, 5]))
    assert resolution.value == -1 and resolution.outcome is Outcome.REVERS


def test_no_protagonist_even_still_allows_echec_and_fiasco() -> None:
    """« aucun pair » is read as none on both sides: 0 vs 3 evens stays a Fiasco."""
    resolution = resolve_pool(2, 3, ScriptedDice([1, 3, 2, 2, 4]))
    assert resolution.value == -3 and resolution.outcome is Outcome.FIASCO


def test_each_initial_six_adds_one_chaos_die_that_does_not_chain() -> None:
    dice = ScriptedDice([6, 6, 1, 6, 6])
    pool = roll_pool(3, dice)
    assert pool.initial == (6, 6, 1) and pool.chaos == (6, 6)
    assert pool.all_dice == (6, 6, 1, 6, 6) and pool.evens == 4 and pool.even_sum == 24
    assert dice.exhausted


def test_chaining_variant_rolls_a_die_for_every_six() -> None:
    dice = ScriptedDice([6, 2, 6, 6, 3])
    pool = roll_pool(2, dice, chaining=True)
    assert pool.initial == (6, 2) and pool.chaos == (6, 6, 3)
    assert pool.evens == 4
    assert dice.exhausted


def test_empty_pools_are_legal_and_give_revers() -> None:
    resolution = resolve_pool(0, 0, ScriptedDice([]))
    assert resolution.outcome is Outcome.REVERS and resolution.destin_delta == 0


@pytest.mark.parametrize(
    ("protagonists", "obstacle", "side"),
    [(MAX_POOL + 1, 1, "protagonistes"), (1, MAX_POOL + 1, "obstacle"), (-1, 2, "protagonistes")],
)
def test_pools_outside_limits_are_refused_with_fields(
    protagonists: int, obstacle: int, side: str
) -> None:
    with pytest.raises(PoolSizeError) as error:
        resolve_pool(protagonists, obstacle, SeededDice(1))
    bad = protagonists if side == "protagonistes" else obstacle
    assert error.value.fields() == {"side": side, "dice": bad, "limit": MAX_POOL}


def test_largest_pool_is_accepted() -> None:
    resolution = resolve_pool(MAX_POOL, MAX_POOL, SeededDice(5))
    assert len(resolution.protagonist.initial) == MAX_POOL


def test_destin_delta_counts_initial_dice_only() -> None:
    resolution = resolve_pool(1, 3, ScriptedDice([6, 6, 1, 1, 1]))
    assert resolution.protagonist.chaos == (6,)
    assert resolution.destin_delta == 2
    assert resolution.standing is Standing.OUTSIDER


def test_outsider_succes_gains_a_fortune() -> None:
    resolution = resolve_pool(1, 2, ScriptedDice([6, 2, 1, 3]))
    assert resolution.outcome is Outcome.SUCCES and resolution.fortune_gained


@given(obstacle=pools, seed=seeds)
@settings(max_examples=200)
def test_one_protagonist_die_reaches_at_most_succes(obstacle: int, seed: int) -> None:
    assert resolve_pool(1, obstacle, SeededDice(seed)).value <= 2


@given(protagonists=pools, seed=seeds)
@settings(max_examples=200)
def test_one_obstacle_die_inflicts_at_most_echec(protagonists: int, seed: int) -> None:
    assert resolve_pool(protagonists, 1, SeededDice(seed)).value >= -2


def test_one_die_reaches_both_bounds_exhaustively() -> None:
    values: set[int] = set()
    for first in range(1, 7):
        for second in range(1, 7):
            for chaos_first in range(1, 7):
                for chaos_second in range(1, 7):
                    faces = [first] + ([chaos_first] if first == 6 else [])
                    faces += [second] + ([chaos_second] if second == 6 else [])
                    values.add(resolve_pool(1, 1, ScriptedDice(faces)).value)
    assert values == {-2, -1, 1, 2}


@given(protagonists=pools, obstacle=pools, seed=seeds, chaining=st.booleans())
@settings(max_examples=300)
def test_resolution_is_consistent(
    protagonists: int, obstacle: int, seed: int, chaining: bool
) -> None:
    resolution = resolve_pool(protagonists, obstacle, SeededDice(seed), chaining)
    p, o = resolution.protagonist, resolution.obstacle
    assert len(p.initial) == protagonists and len(o.initial) == obstacle
    for pool in (p, o):
        assert pool.evens == sum(1 for face in pool.all_dice if face % 2 == 0)
        if not chaining:
            assert len(pool.chaos) == pool.initial.count(6)
        else:
            assert len(pool.chaos) == (pool.initial + pool.chaos).count(6)
    if p.evens == o.evens:
        assert resolution.value == (-1 if p.evens == 0 else 1)
    else:
        assert resolution.value == max(-3, min(3, p.evens - o.evens))
    assert resolution.outcome is outcome_for(resolution.value)
    assert resolution.destin_delta == obstacle - protagonists
    expected_standing = (
        Standing.FAVORI if protagonists > obstacle
        else Standing.OUTSIDER if protagonists < obstacle
        else Standing.EQUILIBRE
    )
    assert resolution.standing is expected_standing
    assert resolution.fortune_gained == gains_fortune(expected_standing, resolution.outcome)


@given(protagonists=pools, obstacle=pools, seed=seeds)
@settings(max_examples=100)
def test_same_seed_replays_the_same_resolution(protagonists: int, obstacle: int, seed: int) -> None:
    first = resolve_pool(protagonists, obstacle, SeededDice(seed))
    assert resolve_pool(protagonists, obstacle, SeededDice(seed)) == first


@pytest.mark.parametrize(("protagonists", "obstacle"), [(3, 3), (2, 5), (6, 1)])
def test_seeded_resolver_fits_the_exact_odds(protagonists: int, obstacle: int) -> None:
    dice = SeededDice(protagonists * 100 + obstacle)
    counts = dict.fromkeys((o.key for o in Outcome), 0)
    for _ in range(20_000):
        counts[resolve_pool(protagonists, obstacle, dice).outcome.key] += 1
    expected = {o.key: p for o, p in exact_odds(protagonists, obstacle).outcomes.items()}
    assert fit_p_value(counts, expected) > SIGNIFICANCE
