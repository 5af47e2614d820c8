"""2D6 sous compétence + difficulté: the text's scores, margins, sure cases, opposed rolls, odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from systems_helpers import SIGNIFICANCE, chi_square_p_value
from hades_core.dice import SeededDice
from hades_core.systems import deux_d6
from hades_core.systems.deux_d6 import Difficulty, Quality, Winner
from hades_core.systems.errors import RefusedMoveError, UnknownLevelError, ValueRangeError


@pytest.mark.parametrize(
    ("text", "score"),
    [("Simple", 8), ("ardue", 4), ("Complexe", 0), ("démentielle", -4), ("INSENSEE", -8)],
)
def test_difficulty_scores_from_the_text(text: str, score: int) -> None:
    assert deux_d6.parse_difficulty(text).score == score


def test_plain_scores_and_unknown_names() -> None:
    assert deux_d6.parse_difficulty("-2") == -2
    assert deux_d6.parse_difficulty("moins 2") == -2
    assert deux_d6.parse_difficulty("réussite assurée") is Difficulty.REUSSITE_ASSUREE
    with pytest.raises(UnknownLevelError):
        deux_d6.parse_difficulty("corsée")


def test_two_d6_at_most_skill_plus_difficulty(scripted) -> None:
    # skill 3 on an Ardue action: base 7, 2D6 = 7 succeeds, 8 fails.
    hit = deux_d6.check(3, Difficulty.ARDUE, scripted(3, 4))
    miss = deux_d6.check(3, Difficulty.ARDUE, scripted(4, 4))
    assert (hit.base, hit.success, hit.margin) == (7, True, 0)
    assert (miss.success, miss.margin) == (False, -1)


@pytest.mark.parametrize(
    ("margin", "quality"),
    [
        (10, Quality.EXPLOIT),
        (6, Quality.EXPLOIT),
        (5, Quality.REUSSI),
        (3, Quality.REUSSI),
        (2, Quality.REUSSI_DE_PEU),
        (0, Quality.REUSSI_DE_PEU),
        (-1, Quality.RATE_DE_PEU),
        (-2, Quality.RATE_DE_PEU),
        (-3, Quality.RATE),
        (-5, Quality.RATE),
        (-6, Quality.DESASTRE),
        (-12, Quality.DESASTRE),
    ],
)
def test_margin_table(margin: int, quality: Quality) -> None:
    assert deux_d6.quality_for(margin) is quality


def test_the_texts_good_quality_of_four_is_a_plain_success(scripted) -> None:
    # « le meneur utilise ensuite la qualité qui est plutôt bonne (4) »
    rolled = deux_d6.check(2, Difficulty.SIMPLE, scripted(3, 3))
    assert (rolled.margin, rolled.quality) == (4, Quality.REUSSI)


def test_named_sure_and_impossible_levels_roll_no_dice(scripted) -> None:
    dice = scripted()
    sure = deux_d6.check(0, Difficulty.REUSSITE_ASSUREE, dice)
    impossible = deux_d6.check(9, Difficulty.IMPOSSIBLE, dice)
    assert (sure.dice, sure.success, sure.quality) == (None, True, None)
    assert (impossible.dice, impossible.success) == (None, False)
    assert dice.asked == []


def test_bases_the_dice_cannot_miss_or_reach_are_still_rolled_for_their_quality(scripted) -> None:
    """Issue 10, defect 4: base 13 was « sure » and lost its quality, while the odds said
    exploit or réussi. Only the two named levels skip the dice."""
    high = deux_d6.check(5, Difficulty.SIMPLE, scripted(1, 1))  # base 13
    assert (high.dice, high.success, high.quality) == ((1, 1), True, Quality.EXPLOIT)
    edge = deux_d6.check(5, Difficulty.SIMPLE, scripted(6, 6))
    assert (edge.success, edge.quality) == (True, Quality.REUSSI_DE_PEU)
    low = deux_d6.check(-7, Difficulty.SIMPLE, scripted(6, 6))  # base 1
    assert (low.success, low.quality) == (False, Quality.DESASTRE)


def test_a_high_base_rolls_with_the_exact_odds_of_its_qualities() -> None:
    from collections import Counter

    from hades_core.dice import SeededDice

    dice = SeededDice(11)
    trials = 6000
    seen = Counter(deux_d6.check(6, Difficulty.SIMPLE, dice).quality for _ in range(trials))
    for quality, chance in deux_d6.quality_odds(14).items():
        expected = float(chance) * trials
        assert abs(seen[quality] - expected) <= 4 * (expected * (1 - float(chance))) ** 0.5 + 1


def test_opposition_success_beats_failure_and_smaller_failure_wins(scripted) -> None:
    # Ardue: bases 6 and 10. Attacker 3 ≤ 6 succeeds, defender 12 > 10 fails.
    success = deux_d6.oppose(2, 6, Difficulty.ARDUE, scripted(1, 2, 6, 6))
    assert success.winner is Winner.ATTAQUANT
    # Attacker misses by 4, defender by 2: both fail, the smaller failure wins.
    both_fail = deux_d6.oppose(2, 6, Difficulty.ARDUE, scripted(5, 5, 6, 6))
    assert (both_fail.attacker.margin, both_fail.defender.margin) == (-4, -2)
    assert both_fail.winner is Winner.DEFENSEUR


@pytest.mark.parametrize(
    ("attacker", "defender", "winner"),
    [
        (4, 2, Winner.ATTAQUANT),
        (2, 4, Winner.DEFENSEUR),
        (3, 3, Winner.EGALITE),
        (-1, -3, Winner.ATTAQUANT),
        (-4, -2, Winner.DEFENSEUR),
        (-2, -2, Winner.EGALITE),
        (0, -1, Winner.ATTAQUANT),
        (-1, 0, Winner.DEFENSEUR),
    ],
)
def test_opposition_compares_the_numeric_quality(
    attacker: int, defender: int, winner: Winner
) -> None:
    assert deux_d6.winner_of(attacker, defender) is winner


def test_opposition_always_rolls_even_when_one_side_is_sure(scripted) -> None:
    result = deux_d6.oppose(6, 0, Difficulty.SIMPLE, scripted(6, 6, 1, 1), defender_difficulty=-1)
    assert result.attacker.dice == (6, 6) and result.defender.dice == (1, 1)
    assert result.winner is Winner.ATTAQUANT  # 14 − 12 = 2 against −1 − 2 = −3
    with pytest.raises(RefusedMoveError):
        deux_d6.oppose(3, 3, Difficulty.IMPOSSIBLE, scripted())


def test_out_of_range_numbers_are_refused() -> None:
    with pytest.raises(ValueRangeError):
        deux_d6.check(99, Difficulty.SIMPLE, SeededDice(1))


def test_exact_success_odds() -> None:
    assert deux_d6.success_odds(7) == Fraction(21, 36)
    assert deux_d6.success_odds(2) == Fraction(1, 36)
    assert deux_d6.success_odds(12) == 1
    assert sum(deux_d6.quality_odds(7).values()) == 1
    # base 7: exploit needs 2D6 ≤ 1 → impossible; désastre needs 2D6 ≥ 13 → impossible.
    assert set(deux_d6.quality_odds(7)) == {
        Quality.REUSSI,
        Quality.REUSSI_DE_PEU,
        Quality.RATE_DE_PEU,
        Quality.RATE,
    }


def test_exact_opposition_odds_are_symmetric_for_equal_bases() -> None:
    odds = deux_d6.opposition_odds(7, 7)
    assert odds[Winner.ATTAQUANT] == odds[Winner.DEFENSEUR]
    assert sum(odds.values()) == 1


@pytest.mark.parametrize(
    ("skill", "difficulty"), [(3, Difficulty.ARDUE), (10, Difficulty.COMPLEXE)]
)
def test_seeded_checks_follow_the_exact_odds(skill: int, difficulty: Difficulty) -> None:
    dice = SeededDice(2002 + skill)
    qualities = [deux_d6.check(skill, difficulty, dice).quality for _ in range(4000)]
    odds = deux_d6.quality_odds(skill + difficulty.score)
    assert chi_square_p_value(qualities, odds) > SIGNIFICANCE
    assert (
        chi_square_p_value(qualities, deux_d6.quality_odds(skill + difficulty.score + 1))
        < SIGNIFICANCE
    )


def test_seeded_oppositions_follow_the_exact_odds() -> None:
    dice = SeededDice(22)
    winners = [deux_d6.oppose(5, 3, Difficulty.ARDUE, dice).winner for _ in range(4000)]
    assert chi_square_p_value(winners, deux_d6.opposition_odds(9, 7)) > SIGNIFICANCE
