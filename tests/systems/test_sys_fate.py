"""zFate resolver: the text's own numbers, the Échelle, outcomes, Invocations, exact odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from systems_helpers import SIGNIFICANCE, chi_square_p_value
from hades_core.dice import SeededDice
from hades_core.systems import fate
from hades_core.systems.errors import RefusedMoveError, UnknownLevelError, ValueRangeError
from hades_core.systems.fate import FateOutcome, FateRoll, Invocation, InvocationEffect


def test_four_fate_dice_odds_match_the_texts_percentages() -> None:
    odds = fate.fate_dice_odds()
    # « Un résultat de ±4 est vraiment exceptionnel (1.2% de chance chacun) »
    assert round(float(odds[4]) * 100, 1) == 1.2 == round(float(odds[-4]) * 100, 1)
    # « Vous avez 63% de chance d'avoir un résultat de -1, 0 ou +1 »
    assert round(float(odds[-1] + odds[0] + odds[1]) * 100) == 63
    assert [odds[v] * 81 for v in range(-4, 5)] == [1, 4, 10, 16, 19, 16, 10, 4, 1]


def test_fate_die_faces_come_from_six_sided_dice(scripted) -> None:
    # 1–2 are −, 3–4 blank, 5–6 +: the text's example « +1 (1+0-1+1) ».
    assert fate.roll_fate_dice(scripted(5, 3, 2, 6)) == (1, 0, -1, 1)
    roll = FateRoll(faces=(1, 0, -1, 1), skill=0, opposition=0)
    assert roll.dice_total == 1


def test_beating_difficulty_two_by_one_gives_one_shift() -> None:
    # « Battez l'opposition de 1 (un jet de 3 pour une difficulté de 2 par exemple) »
    roll = FateRoll(faces=(0, 0, 0, 0), skill=3, opposition=2)
    assert (roll.total, roll.shifts, roll.outcome) == (3, 1, FateOutcome.SUCCES)


@pytest.mark.parametrize(
    ("shifts", "outcome"),
    [
        (-3, FateOutcome.ECHEC),
        (-1, FateOutcome.ECHEC),
        (0, FateOutcome.EGALITE),
        (1, FateOutcome.SUCCES),
        (2, FateOutcome.SUCCES),
        (3, FateOutcome.SUCCES_AVEC_STYLE),
        (7, FateOutcome.SUCCES_AVEC_STYLE),
    ],
)
def test_outcome_thresholds(shifts: int, outcome: FateOutcome) -> None:
    assert fate.outcome_for_shifts(shifts) is outcome


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Bon", 3),
        ("bon", 3),
        ("+3", 3),
        ("3", 3),
        ("Bon (+3)", 3),
        ("épique", 7),
        ("EPIQUE", 7),
        ("Médiocre", 0),
        ("mediocre", 0),
        ("Terrible", -2),
        ("−1", -1),
        ("Mauvais", -1),
        ("Légendaire", 8),
        ("+12", 12),
    ],
)
def test_ladder_by_name_and_number(text: str, value: int) -> None:
    assert fate.parse_level(text) == value


@pytest.mark.parametrize("text", ["Bon (+4)", "formidable", "", "+99"])
def test_bad_ladder_levels_are_refused(text: str) -> None:
    with pytest.raises((UnknownLevelError, ValueRangeError)):
        fate.parse_level(text)


def test_ladder_names_cover_the_table_only() -> None:
    assert fate.ladder_name(3) == "Bon"
    assert fate.ladder_name(-2) == "Terrible"
    assert fate.ladder_name(9) is None  # « La table n'est pas finie »


def test_invocation_bonus_adds_two_after_the_roll(scripted) -> None:
    roll = fate.roll_skill(1, 3, scripted(3, 3, 3, 3))
    assert roll.outcome is FateOutcome.ECHEC
    invoked = fate.invoke(roll, Invocation("Patte folle", InvocationEffect.BONUS), scripted())
    assert (invoked.total, invoked.outcome) == (3, FateOutcome.EGALITE)
    assert invoked.faces == roll.faces


def test_invocation_reroll_rolls_the_four_dice_again_and_keeps_bonuses(scripted) -> None:
    roll = fate.roll_skill(2, 2, scripted(1, 1, 3, 3))
    roll = fate.invoke(
        roll, Invocation("Sombre", InvocationEffect.BONUS, personal=False), scripted()
    )
    rerolled = fate.invoke(roll, Invocation("Têtu", InvocationEffect.RELANCE), scripted(6, 6, 5, 3))
    assert rerolled.faces == (1, 1, 1, 0)
    assert rerolled.total == 3 + 2 + 2


def test_personal_bonus_is_capped_at_plus_two_but_situation_aspects_add_up(scripted) -> None:
    roll = fate.roll_skill(2, 4, scripted(3, 3, 3, 3))
    roll = fate.invoke(roll, Invocation("Marine vétéran", InvocationEffect.BONUS), scripted())
    with pytest.raises(RefusedMoveError) as refused:
        fate.invoke(roll, Invocation("Têtu", InvocationEffect.BONUS), scripted())
    assert refused.value.fields()["reason"] == "bonus_personnel_plafonne"
    roll = fate.invoke(
        roll, Invocation("Sombre", InvocationEffect.BONUS, personal=False), scripted()
    )
    roll = fate.invoke(
        roll, Invocation("Essoufflé", InvocationEffect.BONUS, personal=False), scripted()
    )
    assert roll.total == 2 + 6


def test_same_aspect_cannot_be_invoked_free_and_paid_on_one_roll(scripted) -> None:
    roll = fate.roll_skill(2, 4, scripted(3, 3, 3, 3))
    roll = fate.invoke(
        roll, Invocation("Sombre", InvocationEffect.BONUS, free=True, personal=False), scripted()
    )
    with pytest.raises(RefusedMoveError) as refused:
        fate.invoke(roll, Invocation("sombre", InvocationEffect.BONUS, personal=False), scripted())
    assert refused.value.fields()["reason"] == "gratuite_et_payante"


def test_active_opposition_rolls_the_opponents_dice(scripted) -> None:
    roll = fate.roll_contest(3, 2, scripted(6, 6, 3, 3, 1, 1, 3, 3))
    assert roll.opposition_faces == (-1, -1, 0, 0)
    assert (roll.total, roll.opposition_total, roll.shifts) == (5, 0, 5)
    assert roll.outcome is FateOutcome.SUCCES_AVEC_STYLE


def test_weapon_adds_to_a_hit_only() -> None:
    assert fate.attack_damage(2, weapon=3) == 5
    assert fate.attack_damage(0, weapon=3) == 0
    assert fate.attack_damage(-1, weapon=4) == 0


def test_teamwork_counts_helpers_of_at_least_plus_one() -> None:
    assert fate.teamwork_bonus([2, 1, 0, -1]) == 2


def test_scores_beyond_the_accepted_range_are_refused() -> None:
    with pytest.raises(ValueRangeError):
        fate.roll_skill(50, 0, SeededDice(1))


def test_outcome_odds_sum_to_one_and_match_a_hand_count() -> None:
    odds = fate.outcome_odds(skill=3, opposition=2)
    assert sum(odds.values()) == 1
    # échec needs dice ≤ −2: (1 + 4 + 10) / 81; style needs dice ≥ +2: (10 + 4 + 1) / 81
    assert odds[FateOutcome.ECHEC] == Fraction(15, 81)
    assert odds[FateOutcome.SUCCES_AVEC_STYLE] == Fraction(15, 81)


@pytest.mark.parametrize(("skill", "opposition"), [(3, 2), (0, 4), (5, 1)])
def test_seeded_passive_rolls_follow_the_exact_odds(skill: int, opposition: int) -> None:
    dice = SeededDice(20261122 + skill)
    outcomes = [fate.roll_skill(skill, opposition, dice).outcome for _ in range(4000)]
    assert chi_square_p_value(outcomes, fate.outcome_odds(skill, opposition)) > SIGNIFICANCE


def test_seeded_active_rolls_follow_the_exact_odds() -> None:
    dice = SeededDice(7)
    outcomes = [fate.roll_contest(2, 2, dice).outcome for _ in range(4000)]
    assert chi_square_p_value(outcomes, fate.outcome_odds(2, 2, active=True)) > SIGNIFICANCE


def test_chi_square_check_rejects_the_wrong_odds() -> None:
    dice = SeededDice(7)
    outcomes = [fate.roll_skill(3, 2, dice).outcome for _ in range(4000)]
    assert chi_square_p_value(outcomes, fate.outcome_odds(3, 3)) < SIGNIFICANCE
