"""Invariants of the four resolvers over many seeds and inputs (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hades_core.dice import SeededDice
from hades_core.systems import deux_d6, fate, krasses
from hades_core.systems import trois_six_neuf as t369

seeds = st.integers(min_value=0, max_value=2**32)


@settings(max_examples=200, deadline=None)
@given(seed=seeds, skill=st.integers(-5, 10), opposition=st.integers(-5, 10))
def test_fate_total_is_dice_plus_skill_and_outcome_follows_shifts(
    seed: int, skill: int, opposition: int
) -> None:
    roll = fate.roll_skill(skill, opposition, SeededDice(seed))
    assert all(face in (-1, 0, 1) for face in roll.faces) and len(roll.faces) == 4
    assert roll.total == sum(roll.faces) + skill
    assert (roll.outcome is fate.FateOutcome.EGALITE) == (roll.total == opposition)


@settings(max_examples=200, deadline=None)
@given(seed=seeds, skill=st.integers(-10, 20), score=st.integers(-8, 8))
def test_deux_d6_success_means_a_non_negative_margin(seed: int, skill: int, score: int) -> None:
    rolled = deux_d6.check(skill, score, SeededDice(seed))
    if rolled.dice is None:
        assert rolled.success == (skill + score >= 12)
    else:
        assert rolled.success == (rolled.margin >= 0) == rolled.quality.success


@settings(max_examples=300, deadline=None)
@given(
    seed=seeds,
    solde=st.integers(-15, 15),
    fortune=st.integers(0, 3),
    marasme=st.integers(0, 3),
    sacrificed=st.integers(-4, 4),
)
def test_369_success_is_at_least_one_and_never_changes_the_winner(
    seed: int, solde: int, fortune: int, marasme: int, sacrificed: int
) -> None:
    turn = t369.play_turn(solde, SeededDice(seed), fortune, marasme)
    first_winner = t369.Side.PJ if turn.throw.value + solde > 0 else t369.Side.ADVERSITE
    after = t369.sacrifice(turn, sacrificed)
    for state in (turn, after):
        assert state.success >= 1
        assert state.winner is first_winner
        assert state.result * first_winner.sign == state.success
        assert state.solde_gain >= 1
    assert all(throw.value + solde == 0 for throw in turn.throws[:-1])


@settings(max_examples=300, deadline=None)
@given(seed=seeds, bonus=st.integers(-10, 30), difficulty=st.sampled_from([5, 15, 25, 40]))
def test_krasses_success_follows_the_total_unless_the_first_die_decides(
    seed: int, bonus: int, difficulty: int
) -> None:
    rolled = krasses.check(bonus, difficulty, SeededDice(seed))
    first, second = rolled.dice
    if first in (1, 10) and rolled.special is not None:
        assert rolled.success == (first == 10)
    else:
        assert rolled.success == (first + second + bonus > difficulty)
