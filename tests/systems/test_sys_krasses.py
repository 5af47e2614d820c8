"""2d10 + krâsses: the text's thresholds, 1 and 10, open difficulties, opposition, coopération."""

from __future__ import annotations

from fractions import Fraction

import pytest

from systems_helpers import SIGNIFICANCE, chi_square_p_value
from hades_core.dice import SeededDice
from hades_core.systems import krasses
from hades_core.systems.errors import UnknownLevelError, ValueRangeError
from hades_core.systems.krasses import Difficulty, Side, Special


@pytest.mark.parametrize(
    ("text", "score"),
    [
        ("Très facile", 5),
        ("tres facile", 5),
        ("Facile", 10),
        ("Moyen", 15),
        ("Ardu", 20),
        ("Difficile", 25),
        ("Impensable", 30),
        ("presque impossible", 35),
        ("Héroïque", 40),
    ],
)
def test_named_difficulties_from_the_text(text: str, score: int) -> None:
    assert krasses.parse_difficulty(text).score == score


@pytest.mark.parametrize(("text", "score"), [("moyenne", 15), ("ardue", 20)])
def test_a_difficulty_said_in_the_feminine(text: str, score: int) -> None:
    """« difficulté moyenne », « ardue »: the level agrees with « difficulté »."""
    assert krasses.parse_difficulty(text).score == score


def test_automatic_difficulty_needs_no_roll(scripted) -> None:
    dice = scripted()
    rolled = krasses.check(0, krasses.parse_difficulty("automatique"), dice)
    assert (rolled.dice, rolled.success) == (None, True)
    assert dice.asked == []
    with pytest.raises(UnknownLevelError):
        krasses.parse_difficulty("coton")
    assert krasses.parse_difficulty("Ouverte") is None


def test_success_is_strictly_above_the_difficulty(scripted) -> None:
    # « Si il est égal ou inférieur, l'action est ratée. »
    assert not krasses.check(3, Difficulty.MOYEN, scripted(5, 7)).success  # 15 = 15
    assert krasses.check(4, Difficulty.MOYEN, scripted(5, 7)).success  # 16 > 15


@pytest.mark.parametrize(
    ("first", "second", "special"),
    [
        (1, 1, Special.ECHEC_CRITIQUE),
        (1, 5, Special.ECHEC_AUTOMATIQUE),
        (1, 6, None),
        (10, 6, Special.REUSSITE_AUTOMATIQUE),
        (10, 10, Special.ACTION_D_ECLAT),
        (10, 5, None),
        (5, 1, None),
        (6, 10, None),
    ],
)
def test_first_die_rules(first: int, second: int, special: Special | None) -> None:
    assert krasses.special_for(first, second) is special


def test_automatic_results_override_the_total(scripted) -> None:
    # « quel que soit le résultat total du jet » / « quelle que soit la difficulté »
    assert not krasses.check(30, Difficulty.FACILE, scripted(1, 4)).success
    assert krasses.check(0, Difficulty.HEROIQUE, scripted(10, 7)).success
    first_die_only = krasses.check(0, Difficulty.FACILE, scripted(6, 1))
    assert (first_die_only.special, first_die_only.success) == (None, False)


def test_open_difficulty_keeps_only_the_criticals(scripted) -> None:
    plain = krasses.check(2, None, scripted(1, 4))
    assert (plain.open, plain.special, plain.success, plain.total) == (True, None, None, 7)
    critical = krasses.check(2, None, scripted(10, 10))
    assert (critical.special, critical.success) == (Special.ACTION_D_ECLAT, True)


def test_krasses_add_to_the_roll_and_circumstance_to_the_difficulty(scripted) -> None:
    rolled = krasses.check(
        0, Difficulty.MOYEN, scripted(5, 5, 6, 3, 2, 6), krasses=3, circumstance=1
    )
    assert (rolled.krasse.value, rolled.total) == (9, 19)
    assert (rolled.target, rolled.success) == (21, False)


def test_more_than_five_krasses_needs_the_master(scripted) -> None:
    with pytest.raises(ValueRangeError):
        krasses.check(0, 15, SeededDice(1), krasses=6)
    rolled = krasses.check(0, 15, SeededDice(1), krasses=6, beyond_limit=True)
    assert len(rolled.krasse.faces) == 6


def test_opposed_best_total_wins_and_player_wins_ties(scripted) -> None:
    assert krasses.oppose(2, 5, scripted(5, 6, 4, 4)).winner is Side.JOUEUR  # 13 vs 13
    assert krasses.oppose(2, 5, scripted(5, 5, 4, 4)).winner is Side.ADVERSAIRE  # 12 vs 13


def test_two_players_characters_tied_throw_again(scripted) -> None:
    duel = krasses.oppose(0, 0, scripted(5, 5, 4, 6, 2, 3, 3, 3), opponent_is_player=True)
    assert (duel.throws, duel.winner) == (2, Side.ADVERSAIRE)


def test_automatic_results_count_in_opposed_rolls_but_not_in_contre_krasse(scripted) -> None:
    # player 10+7 (réussite automatique) +0 = 17 against 9+9 +5 = 23
    assert krasses.oppose(0, 5, scripted(10, 7, 9, 9)).winner is Side.JOUEUR
    ck = krasses.contre_krasse(0, 5, 0, 0, scripted(10, 7, 9, 9))
    assert ck.winner is Side.ADVERSAIRE


def test_contre_krasse_lowest_dice_take_the_pool(scripted) -> None:
    # dice 4+4=8 and 5+5=10, then 8 pooled dK for the player: 6, 3, 1, 1, 1, 1, 1, 1 → 9
    ck = krasses.contre_krasse(3, 5, 4, 4, scripted(4, 4, 5, 5, 6, 3, 1, 1, 1, 1, 1, 1))
    assert (ck.pool, ck.pool_winner) == (8, Side.JOUEUR)
    assert (ck.player.total, ck.opponent.total, ck.winner) == (20, 15, Side.JOUEUR)


def test_contre_krasse_ties_on_the_dice_are_thrown_again(scripted) -> None:
    ck = krasses.contre_krasse(0, 0, 1, 1, scripted(3, 4, 5, 2, 9, 9, 2, 2, 1, 1))
    assert (ck.throws, ck.pool_winner, ck.player_critical) == (2, Side.ADVERSAIRE, 0)


def test_contre_krasse_criticals_act_as_automatic_results(scripted) -> None:
    ck = krasses.contre_krasse(0, 20, 1, 1, scripted(10, 10, 2, 2, 1, 1))
    assert (ck.winner, ck.player_critical) == (Side.JOUEUR, 1)


def test_pool_above_ten_needs_the_master() -> None:
    with pytest.raises(ValueRangeError):
        krasses.contre_krasse(0, 0, 6, 5, SeededDice(1))


def test_cooperation_bonus_and_degrees() -> None:
    result = krasses.cooperate([14, 22, 16, 18], [2, 3, 0, 1])
    assert (result.leader, result.total, result.degrees) == (1, 22 + 4, 3 + 1)
    with pytest.raises(ValueRangeError):
        krasses.cooperate([], [])


def test_exact_odds_of_the_first_die_rules() -> None:
    odds = krasses.check_odds(0, 15)
    assert odds[(Special.ECHEC_CRITIQUE, False)] == Fraction(1, 100)
    assert odds[(Special.ECHEC_AUTOMATIQUE, False)] == Fraction(4, 100)
    assert odds[(Special.REUSSITE_AUTOMATIQUE, True)] == Fraction(4, 100)
    assert odds[(Special.ACTION_D_ECLAT, True)] == Fraction(1, 100)
    # Héroïque 40 with no bonus: only the 5 automatic or critical successes in 100.
    assert krasses.success_odds(0, 40) == Fraction(5, 100)
    # +10 against Moyen 15 needs 2d10 ≥ 6: 90 pairs of 100, but (1, 5) is an échec automatique.
    assert krasses.success_odds(10, 15) == Fraction(89, 100)


def test_exact_opposed_odds() -> None:
    assert krasses.opposed_odds(0, 0, opponent_is_player=True) == {
        Side.JOUEUR: Fraction(1, 2),
        Side.ADVERSAIRE: Fraction(1, 2),
    }
    odds = krasses.opposed_odds(0, 0)
    assert odds[Side.JOUEUR] > Fraction(1, 2)  # players win ties


@pytest.mark.parametrize(("bonus", "difficulty"), [(5, 15), (0, None), (12, 25)])
def test_seeded_checks_follow_the_exact_odds(bonus: int, difficulty: int | None) -> None:
    dice = SeededDice(4004 + bonus)
    outcomes = [
        (c.special, c.success)
        for c in (krasses.check(bonus, difficulty, dice) for _ in range(5000))
    ]
    assert chi_square_p_value(outcomes, krasses.check_odds(bonus, difficulty)) > SIGNIFICANCE


def test_seeded_opposed_rolls_follow_the_exact_odds_and_reject_wrong_ones() -> None:
    dice = SeededDice(44)
    winners = [krasses.oppose(3, 5, dice).winner for _ in range(5000)]
    assert chi_square_p_value(winners, krasses.opposed_odds(3, 5)) > SIGNIFICANCE
    assert chi_square_p_value(winners, krasses.opposed_odds(5, 3)) < SIGNIFICANCE


def test_open_difficulty_odds_are_computed_not_rolled() -> None:
    """Issue 10, defect 5: `krasses odds --difficulty ouverte` rolled dice."""
    from fractions import Fraction

    low, high, mean, criticals = krasses.open_odds(5)
    totals = [first + second + 5 for first in range(1, 11) for second in range(1, 11)]
    assert (low, high, mean) == (min(totals), max(totals), Fraction(sum(totals), len(totals)))
    assert criticals == {krasses.Special.ECHEC_CRITIQUE: Fraction(1, 100),
                         krasses.Special.ACTION_D_ECLAT: Fraction(1, 100)}
