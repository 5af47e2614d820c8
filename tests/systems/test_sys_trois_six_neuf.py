"""3-6-9: dé du destin, solde, ties, dés de fortune / marasme, stakes, exact odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from systems_helpers import SIGNIFICANCE, chi_square_p_value
from hades_core.dice import SeededDice
from hades_core.systems import trois_six_neuf as t369
from hades_core.systems.errors import NotEnoughPointsError, ValueRangeError
from hades_core.systems.trois_six_neuf import DieKind, Reserve, Side


def test_destin_die_sign_and_d10(scripted) -> None:
    assert t369.roll_destin(scripted(4, 7)).value == 7
    assert t369.roll_destin(scripted(3, 10)).value == -10
    assert t369.roll_destin(scripted(1, 1)).value == -1
    assert set(t369.destin_odds()) == set(range(-10, 0)) | set(
        range(1, 11)
    )  # « à l'exclusion du 0 »


def test_positive_result_wins_for_the_pj_negative_for_the_adversity(scripted) -> None:
    assert t369.play_turn(-2, scripted(6, 5)).winner is Side.PJ  # +5 − 2 = +3
    lost = t369.play_turn(2, scripted(1, 5))  # −5 + 2 = −3
    assert (lost.winner, lost.result, lost.success) == (Side.ADVERSITE, -3, 3)


def test_a_tie_is_thrown_again_with_a_free_radicalisation_die(scripted) -> None:
    # solde 0 cannot tie; solde 2 and −2 ties, then +6 wins; the winner rolls one free die: 9.
    turn = t369.play_turn(2, scripted(2, 2, 5, 6, 9))
    assert [throw.value for throw in turn.throws] == [-2, 6]
    assert turn.fortune == (9,)
    assert (turn.kept_d10, turn.result) == (9, 11)


@pytest.mark.parametrize(
    ("solde", "dice", "discarded"),
    [
        (0, 0, 0),
        (2, 0, 0),
        (3, 1, 0),
        (5, 1, 0),
        (6, 2, 0),
        (8, 2, 0),
        (9, 3, 0),
        (10, 3, 0),
        (11, 3, 1),
        (14, 3, 4),
        (-4, 1, 0),
        (-12, 3, 2),
    ],
)
def test_free_dice_by_solde(solde: int, dice: int, discarded: int) -> None:
    assert (t369.free_dice(solde), t369.marasme_discarded(solde)) == (dice, discarded)


def test_a_higher_fortune_die_replaces_the_destin_d10_keeping_its_sign(scripted) -> None:
    turn = t369.play_turn(4, scripted(5, 3, 8))  # +3 + 4; fortune 8 replaces 3
    assert (turn.kept_d10, turn.result, turn.fortune_unused) == (8, 12, 0)
    assert turn.solde_gain == 2


def test_three_fortune_dice_that_do_not_beat_the_destin_give_plus_three(scripted) -> None:
    # « si un joueur lance 3 dés de fortune sans parvenir à faire plus que son dé du destin, il
    # bénéficie d'un +3 à son gain solde »
    turn = t369.play_turn(9, scripted(6, 10, 4, 10, 7))
    assert (turn.kept_d10, turn.fortune_unused) == (10, 3)
    assert turn.solde_gain == 2 + 3


def test_when_the_solde_carried_the_tour_a_lower_fortune_die_is_the_better_one(scripted) -> None:
    # −3 + 5 = +2 for the PJ; a fortune 1 gives −1 + 5 = +4, a 9 would give −4: it is not kept.
    kept_low = t369.play_turn(5, scripted(1, 3, 1))
    assert (kept_low.kept_d10, kept_low.result) == (1, 4)
    ignored_high = t369.play_turn(5, scripted(1, 3, 9))
    assert (ignored_high.kept_d10, ignored_high.result, ignored_high.fortune_unused) == (3, 2, 1)


def test_side_in_force_that_loses_rolls_marasme_against_the_winner(scripted) -> None:
    # solde −7 favours the adversité; +9 − 7 = +2 for the PJ; marasme 8 lowers it to +1.
    turn = t369.play_turn(-7, scripted(6, 9, 8, 10))
    assert turn.fortune == () and turn.marasme == (8, 10)
    assert (turn.winner, turn.result, turn.marasme_unused) == (Side.PJ, 1, 1)
    assert turn.solde_gain == 1


def test_marasme_never_takes_the_success_below_one(scripted) -> None:
    # staked marasme on +3 + 0: a 1 gives +1 (kept), it never flips the tour.
    turn = t369.play_turn(0, scripted(5, 3, 1), staked_marasme=1)
    assert (turn.result, turn.marasme_kept) == (1, True)


def test_sacrifices_move_the_success_by_one_and_never_below_one(scripted) -> None:
    turn = t369.play_turn(0, scripted(5, 3))
    assert t369.sacrifice(turn, 2).result == 5
    assert t369.sacrifice(turn, -5).result == 1


def test_stakes_cancel_in_pairs_and_are_kept_only_by_the_winning_side() -> None:
    kinds = [DieKind.FORTUNE, DieKind.MARASME, DieKind.FORTUNE]
    assert t369.cancel_stakes(kinds) == (1, 0, 1)
    reserve = Reserve(fortune=2, marasme=1)
    assert t369.settle_stake(reserve, DieKind.FORTUNE, Side.PJ, Side.PJ) == reserve
    assert t369.settle_stake(reserve, DieKind.FORTUNE, Side.PJ, Side.ADVERSITE) == Reserve(1, 1)


def test_retreat_loses_its_die_below_the_solde_and_flight_costs_one(scripted) -> None:
    reserve = Reserve(fortune=0, marasme=2)
    assert t369.retreat(reserve, 5, scripted(3)) == (Reserve(0, 1), 3)
    assert t369.retreat(reserve, 5, scripted(7)) == (reserve, 7)
    assert t369.flee(reserve) == Reserve(0, 1)
    with pytest.raises(NotEnoughPointsError):
        t369.flee(Reserve(0, 0))


def test_out_of_range_solde_is_refused() -> None:
    with pytest.raises(ValueRangeError):
        t369.play_turn(99, SeededDice(1))


def test_exact_winner_odds() -> None:
    assert t369.winner_odds(0) == {Side.PJ: Fraction(1, 2), Side.ADVERSITE: Fraction(1, 2)}
    # solde 4: 13 winning faces, −4 ties, 6 losing faces.
    assert t369.winner_odds(4)[Side.PJ] == Fraction(13, 19)
    assert t369.winner_odds(11)[Side.PJ] == 1


@pytest.mark.parametrize("solde", [0, 4, 7, -5, 10])
def test_untied_result_odds_sum_to_one(solde: int) -> None:
    assert sum(t369.untied_result_odds(solde).values()) == 1


@pytest.mark.parametrize("solde", [0, 4, -5])
def test_seeded_turns_follow_the_exact_odds(solde: int) -> None:
    dice = SeededDice(369 + solde)
    turns = [t369.play_turn(solde, dice) for _ in range(4000)]
    assert (
        chi_square_p_value([turn.winner for turn in turns], t369.winner_odds(solde)) > SIGNIFICANCE
    )
    untied = [turn.result for turn in turns if len(turn.throws) == 1]
    assert chi_square_p_value(untied, t369.untied_result_odds(solde)) > SIGNIFICANCE


def test_seeded_destin_throws_are_uniform() -> None:
    dice = SeededDice(9)
    values = [t369.roll_destin(dice).value for _ in range(4000)]
    assert chi_square_p_value(values, t369.destin_odds()) > SIGNIFICANCE


def test_chi_square_check_rejects_odds_that_forget_the_fortune_dice() -> None:
    dice = SeededDice(10)
    turns = [t369.play_turn(7, dice) for _ in range(4000)]
    untied = [turn.result for turn in turns if len(turn.throws) == 1]
    assert chi_square_p_value(untied, t369.untied_result_odds(7)) > SIGNIFICANCE
    without_fortune = {value + 7: Fraction(1, 19) for value in t369.destin_odds() if value != -7}
    assert chi_square_p_value(untied, without_fortune) < SIGNIFICANCE


def test_fortune_dice_apply_before_marasme_dice(scripted) -> None:
    turn = t369.play_turn(0, scripted(5, 3, 8, 2), staked_fortune=1, staked_marasme=1)
    assert (turn.fortune_d10, turn.kept_d10, turn.result) == (8, 2, 2)
    assert (turn.fortune_unused, turn.marasme_unused, turn.solde_gain) == (0, 0, 2)


def test_two_free_dice_are_d10s(scripted) -> None:
    # « ce sont 2 dés à trois faces » is read as two d10 like every other dé de fortune.
    dice = scripted(6, 2, 10, 9)
    turn = t369.play_turn(6, dice)
    assert dice.asked == [6, 10, 10, 10]
    assert (turn.fortune, turn.kept_d10, turn.result) == ((10, 9), 10, 16)
