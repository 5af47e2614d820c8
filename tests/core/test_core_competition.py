"""Competition: only Succès and Exploit reach the objective; ties broken by even dice sums."""

from __future__ import annotations

from hades_core.competition import CompetitionWinner, decide_competition, resolve_competition
from hades_core.outcome import Outcome
from hades_core.resolution import resolve_pool

from core_helpers import ScriptedDice

BOB = [6, 4, 3] + [1]
"""Bob: hélico, rapide (6 then a chaos 3, and 4) against « se poser » (1D)."""
JOHN = [2, 2] + [1, 3]
"""John: moto, GSX-R (2, 2) against circulation, police (2D)."""


def test_bob_beats_john_on_the_sum_of_even_dice() -> None:
    bob = resolve_pool(2, 1, ScriptedDice(BOB))
    john = resolve_pool(2, 2, ScriptedDice(JOHN))
    assert bob.outcome is Outcome.SUCCES and john.outcome is Outcome.SUCCES
    assert decide_competition(bob, john).winner is CompetitionWinner.PROTAGONISTES
    as_rivals = decide_competition(john, bob)
    assert as_rivals.winner is CompetitionWinner.RIVAUX and as_rivals.tie_broken


def test_resolve_competition_rolls_both_sides_in_turn() -> None:
    competition = resolve_competition((2, 1), (2, 2), ScriptedDice(BOB + JOHN))
    assert competition.protagonists.protagonist.initial == (6, 4)
    assert competition.rivals.protagonist.initial == (2, 2)
    assert competition.winner is CompetitionWinner.PROTAGONISTES


def test_first_round_echec_against_revers_reaches_nothing() -> None:
    bob = resolve_pool(1, 2, ScriptedDice([1, 2, 4]))
    john = resolve_pool(1, 1, ScriptedDice([1, 3]))
    assert (bob.outcome, john.outcome) == (Outcome.ECHEC, Outcome.REVERS)
    result = decide_competition(bob, john)
    assert result.winner is CompetitionWinner.PERSONNE and not result.tie_broken


def test_only_one_side_reaching_the_objective_wins() -> None:
    presque = resolve_pool(1, 1, ScriptedDice([2, 2]))
    succes = resolve_pool(1, 0, ScriptedDice([6, 2]))
    assert decide_competition(presque, succes).winner is CompetitionWinner.RIVAUX


def test_exploit_beats_succes_whatever_the_sums() -> None:
    exploit = resolve_pool(3, 0, ScriptedDice([2, 2, 2]))
    succes = resolve_pool(2, 0, ScriptedDice([6, 6, 3, 5]))
    assert exploit.outcome is Outcome.EXPLOIT and succes.outcome is Outcome.SUCCES
    result = decide_competition(succes, exploit)
    assert result.winner is CompetitionWinner.RIVAUX and not result.tie_broken


def test_absolute_tie_goes_to_the_protagonists() -> None:
    first = resolve_pool(2, 0, ScriptedDice([4, 2]))
    second = resolve_pool(2, 0, ScriptedDice([2, 4]))
    result = decide_competition(first, second)
    assert result.winner is CompetitionWinner.PROTAGONISTES and result.tie_broken
