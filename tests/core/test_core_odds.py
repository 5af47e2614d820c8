"""Exact odds checked against two independent exact computations, and the chaining series."""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hades_core.errors import PoolSizeError
from hades_core.odds import chaining_odds, chaining_pool_weights, exact_odds
from hades_core.outcome import Outcome
from hades_core.resolution import resolve_pool

from core_helpers import ScriptedDice

FACES = range(1, 7)


def _pool_sequences(dice: int):
    """Every face sequence of a pool with its dés du chaos (non-chaining), with its probability."""
    for initial in product(FACES, repeat=dice):
        sixes = initial.count(6)
        for chaos in product(FACES, repeat=sixes):
            yield list(initial) + list(chaos), Fraction(1, 6 ** (dice + sixes))


def _brute_force(protagonists: int, obstacle: int) -> dict[str, Fraction]:
    """Feed every possible face sequence to the production resolver and sum probabilities."""
    totals = dict.fromkeys([o.key for o in Outcome] + ["fortune"], Fraction(0))
    for p_faces, p_weight in _pool_sequences(protagonists):
        for o_faces, o_weight in _pool_sequences(obstacle):
            dice = ScriptedDice(p_faces + o_faces)
            resolution = resolve_pool(protagonists, obstacle, dice)
            assert dice.exhausted
            totals[resolution.outcome.key] += p_weight * o_weight
            if resolution.fortune_gained:
                totals["fortune"] += p_weight * o_weight
    return totals


SMALL_POOLS = [(x, y) for x in range(5) for y in range(5) if x + y <= 4]


@pytest.mark.parametrize(("protagonists", "obstacle"), SMALL_POOLS)
def test_odds_equal_the_enumeration_of_every_face(protagonists: int, obstacle: int) -> None:
    assert exact_odds(protagonists, obstacle).by_key() == _brute_force(protagonists, obstacle)


@lru_cache(maxsize=None)
def _evens_by_dynamic_programming(dice: int) -> tuple[Fraction, ...]:
    """Distribution of even dice in a pool, adding one die at a time from its six faces."""
    if dice == 0:
        return (Fraction(1),)
    one_die: dict[int, Fraction] = {}
    for face in FACES:
        if face == 6:
            for chaos in FACES:
                evens = 1 + (chaos % 2 == 0)
                one_die[evens] = one_die.get(evens, Fraction(0)) + Fraction(1, 36)
        else:
            evens = int(face % 2 == 0)
            one_die[evens] = one_die.get(evens, Fraction(0)) + Fraction(1, 6)
    previous = _evens_by_dynamic_programming(dice - 1)
    grown = [Fraction(0)] * (len(previous) + 2)
    for evens, probability in enumerate(previous):
        for extra, die_probability in one_die.items():
            grown[evens + extra] += probability * die_probability
    return tuple(grown)


def _rung(protagonist_evens: int, obstacle_evens: int) -> str:
    """The rule as written in the seed, independently of the engine."""
    if protagonist_evens == obstacle_evens:
        return "revers" if protagonist_evens == 0 else "presque"
    difference = protagonist_evens - obstacle_evens
    return {3: "exploit", 2: "succes", 1: "presque", -1: "revers", -2: "echec", -3: "fiasco"}[
        max(-3, min(3, difference))
    ]


FORTUNE_RUNGS = {
    "favori": {"echec", "fiasco"},
    "outsider": {"succes", "exploit"},
    "equilibre": {"fiasco", "exploit"},
}


def test_odds_equal_dynamic_programming_up_to_20_vs_20() -> None:
    for protagonists in range(21):
        for obstacle in range(21):
            expected = dict.fromkeys(["exploit", "succes", "presque", "revers", "echec", "fiasco"],
                                     Fraction(0))
            for p_evens, p in enumerate(_evens_by_dynamic_programming(protagonists)):
                for o_evens, o in enumerate(_evens_by_dynamic_programming(obstacle)):
                    expected[_rung(p_evens, o_evens)] += p * o
            standing = (
                "favori" if protagonists > obstacle
                else "outsider" if protagonists < obstacle
                else "equilibre"
            )
            expected["fortune"] = sum(expected[key] for key in FORTUNE_RUNGS[standing])
            assert exact_odds(protagonists, obstacle).by_key() == expected, (protagonists, obstacle)


@given(st.integers(0, 100), st.integers(0, 100))
@settings(max_examples=40, deadline=None)
def test_odds_sum_to_one_and_mirror_each_other(protagonists: int, obstacle: int) -> None:
    odds = exact_odds(protagonists, obstacle).outcomes
    mirrored = exact_odds(obstacle, protagonists).outcomes
    assert sum(odds.values()) == 1
    assert odds[Outcome.EXPLOIT] == mirrored[Outcome.FIASCO]
    assert odds[Outcome.SUCCES] == mirrored[Outcome.ECHEC]


def test_one_die_never_reaches_exploit_nor_suffers_fiasco() -> None:
    for other in range(11):
        assert exact_odds(1, other).outcomes[Outcome.EXPLOIT] == 0
        assert exact_odds(other, 1).outcomes[Outcome.FIASCO] == 0
    assert exact_odds(1, 0).outcomes[Outcome.SUCCES] == Fraction(1, 12)


def test_odds_refuse_oversized_pools() -> None:
    with pytest.raises(PoolSizeError) as error:
        exact_odds(1, 101)
    assert error.value.fields() == {"side": "obstacle", "dice": 101, "limit": 100}
    with pytest.raises(PoolSizeError):
        chaining_odds(-1, 1)


def _chained_die(evens: int) -> Fraction:
    """One chaining die: a run of k sixes ends on an odd face, or k − 1 sixes end on 2 or 4."""
    if evens == 0:
        return Fraction(1, 2)
    return Fraction(1, 6) ** evens * Fraction(1, 2) + Fraction(1, 6) ** (evens - 1) * Fraction(1, 3)


def test_chaining_series_matches_the_chain_of_one_die() -> None:
    truncation = 12
    weights = chaining_pool_weights(1, truncation)
    scale = 6 ** (1 + truncation)
    assert [Fraction(w, scale) for w in weights] == [_chained_die(k) for k in range(truncation + 1)]


def test_chaining_series_of_two_dice_is_the_convolution_of_one() -> None:
    truncation = 10
    weights = chaining_pool_weights(2, truncation)
    scale = 6 ** (2 + truncation)
    convolved = [
        sum(_chained_die(first) * _chained_die(total - first) for first in range(total + 1))
        for total in range(truncation + 1)
    ]
    assert [Fraction(w, scale) for w in weights] == convolved


@pytest.mark.parametrize(("protagonists", "obstacle"), [(0, 0), (1, 1), (4, 7), (20, 20)])
def test_chaining_odds_hold_their_error_bound(protagonists: int, obstacle: int) -> None:
    coarse = chaining_odds(protagonists, obstacle, max_error=Fraction(1, 10**4))
    fine = chaining_odds(protagonists, obstacle, max_error=Fraction(1, 10**15))
    assert coarse.error_bound <= Fraction(1, 10**4) and fine.error_bound <= Fraction(1, 10**15)
    total = sum(fine.odds.outcomes.values())
    assert 1 - fine.error_bound <= total <= 1
    for outcome, lower in coarse.odds.outcomes.items():
        assert lower <= fine.odds.outcomes[outcome] <= lower + coarse.error_bound


def test_chaining_lets_one_die_reach_exploit() -> None:
    assert chaining_odds(1, 0).odds.outcomes[Outcome.EXPLOIT] > 0
    assert exact_odds(1, 0).outcomes[Outcome.EXPLOIT] == 0
