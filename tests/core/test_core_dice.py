"""Dice sources: seeded dice replay, secure dice are uniform, bad sides are refused."""

from __future__ import annotations

from collections import Counter

import pytest
from scipy.stats import chisquare

from hades_core.dice import Dice, SecureDice, SeededDice, dice_for, new_seed
from hades_core.errors import DiceSidesError

SIGNIFICANCE = 0.001


def test_same_seed_replays_the_same_rolls() -> None:
    first, second = SeededDice(1234), SeededDice(1234)
    assert [first.d6() for _ in range(200)] == [second.d6() for _ in range(200)]


def test_different_seeds_give_different_rolls() -> None:
    first, second = SeededDice(1), SeededDice(2)
    assert [first.d6() for _ in range(50)] != [second.d6() for _ in range(50)]


def test_dice_for_picks_seeded_or_secure() -> None:
    seeded = dice_for(7)
    assert isinstance(seeded, SeededDice) and seeded.seed == 7
    assert isinstance(dice_for(None), SecureDice)
    assert isinstance(SecureDice(), Dice)


def test_new_seed_is_a_64_bit_integer() -> None:
    seeds = {new_seed() for _ in range(20)}
    assert len(seeds) == 20
    assert all(0 <= seed < 2**64 for seed in seeds)


def test_secure_d6_faces_are_uniform() -> None:
    dice = SecureDice()
    counts = Counter(dice.d6() for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert chisquare([counts[face] for face in range(1, 7)]).pvalue > SIGNIFICANCE


def test_secure_roll_covers_every_face_of_other_dice() -> None:
    dice = SecureDice()
    counts = Counter(dice.roll(20) for _ in range(40_000))
    assert set(counts) == set(range(1, 21))
    assert chisquare([counts[face] for face in range(1, 21)]).pvalue > SIGNIFICANCE


@pytest.mark.parametrize("dice", [SecureDice(), SeededDice(3)])
def test_a_die_without_faces_is_refused(dice: Dice) -> None:
    with pytest.raises(DiceSidesError) as error:
        dice.roll(0)
    assert error.value.fields() == {"sides": 0}
