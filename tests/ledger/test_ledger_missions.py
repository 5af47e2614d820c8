"""Jet de destin, fortunes asked about, scripts and competitions on a real ledger."""

from __future__ import annotations

import pytest

from assistant.game import Game
from assistant.ledger import Ledger, player_view
from hades_core.competition import CompetitionWinner, resolve_competition
from hades_core.destin import solo_destin_roll
from hades_core.dice import SeededDice
from hades_core.errors import ScriptStepError
from hades_core.outcome import Outcome
from hades_core.script import ScriptStep, resolve_script

COLIS = [(1, 2), (2, 1), (2, 1)]
"""The seed's colis example: (obstacle dice, protagonist dice) per step, 4D against 5D."""


def seed_where(wanted, make):  # type: ignore[no-untyped-def]
    """The first seed whose core result (``make(SeededDice(seed))``) satisfies ``wanted``."""
    for seed in range(10_000):
        if wanted(make(SeededDice(seed))):
            return seed
    raise AssertionError("no such seed")


@pytest.mark.parametrize("destin", [-6, -3, -1])
def test_destin_roll_tells_the_table_only_about_the_contretemps(
    game: Game, ledger: Ledger, destin: int
) -> None:
    game.adjust_destin(destin)
    reply = game.destin_roll(seed=5)
    expected = solo_destin_roll(destin, SeededDice(5))
    assert expected.roll is not None
    assert reply.table == ("Contretemps !" if expected.contretemps else "Pas de contretemps.")
    assert reply.data["gm"] == {"destin": destin, "die": expected.roll.die, "seed": 5}
    assert str(expected.roll.die) in reply.gm
    assert player_view(reply.data)["contretemps"] == expected.contretemps
    assert "gm" not in player_view(reply.data)
    assert ledger.state("essai").destin == destin
    assert ledger.journal("essai")[-1].kind == "destin_roll"


def test_destin_roll_says_no_contretemps_without_rolling_when_destin_is_not_negative(
    game: Game
) -> None:
    game.adjust_destin(2)
    reply = game.destin_roll(seed=1)
    assert reply.table == "Pas de contretemps."
    assert reply.data["gm"]["die"] is None


def test_both_contretemps_answers_happen(game: Game) -> None:
    game.adjust_destin(-4)
    tables = {game.destin_roll(seed=seed).table for seed in range(40)}
    assert tables == {"Contretemps !", "Pas de contretemps."}


def test_fortunes_of_one_protagonist_or_of_everybody(game: Game) -> None:
    game.gain_fortune("bob", 2)
    game.gain_fortune("alice", 1)
    assert game.fortunes("Bob").table == "Bob a deux fortunes."
    everybody = game.fortunes()
    assert everybody.table == "Alice a une fortune. Bob a deux fortunes."
    assert everybody.data["fortunes"] == {"alice": 1, "bob": 2}
    game.spend_fortune("alice", 1)
    assert game.fortunes("alice").table == "Alice n'a aucune fortune."


def test_automatic_trait_never_reveals_the_destin(game: Game, ledger: Ledger) -> None:
    game.adjust_destin(-3)
    reply = game.auto(trait=True)
    assert reply.data["success"] is True
    assert "trois" not in reply.table and "quatre" not in reply.table
    assert ledger.state("essai").destin == -4


def test_script_replays_the_core_and_moves_the_destin(game: Game, ledger: Ledger) -> None:
    reply = game.script(COLIS, seed=4)
    expected = resolve_script([ScriptStep(o, p) for o, p in COLIS], SeededDice(4))
    assert reply.data["roll"]["outcome"] == expected.resolution.outcome.key
    assert reply.data["interrupted_step"] == expected.interrupted_step
    assert reply.data["gm"]["destin_after"] == 1
    assert ledger.state("essai").destin == 1
    assert f"{expected.resolution.protagonist.evens} pair" in reply.table


def test_script_names_the_interrupted_step_on_a_revers() -> None:
    steps = [ScriptStep(o, p) for o, p in COLIS]
    seed = seed_where(lambda r: r.resolution.outcome is Outcome.REVERS,
                      lambda dice: resolve_script(steps, dice))
    with Ledger(":memory:") as ledger:
        reply = Game(ledger, "principale").script(COLIS, seed=seed)
    stop = resolve_script(steps, SeededDice(seed)).interrupted_step
    words = {1: "un", 2: "deux", 3: "trois"}
    assert reply.table.startswith("Revers.")
    assert f"Interrompu à l'étape {words[stop]} sur trois." in reply.table


def test_script_without_obstacle_die_is_refused(game: Game) -> None:
    with pytest.raises(ScriptStepError):
        game.script([(1, 2), (0, 1)])
    with pytest.raises(ScriptStepError):
        game.script([])


@pytest.mark.parametrize("winner", list(CompetitionWinner))
def test_competition_says_who_wins(game: Game, winner: CompetitionWinner) -> None:
    seed = seed_where(lambda c: c.winner is winner and not c.tie_broken,
                      lambda dice: resolve_competition((3, 2), (3, 2), dice))
    reply = game.competition((3, 2), (3, 2), seed=seed)
    assert reply.data["winner"] == winner.key
    assert reply.table.startswith({"protagonistes": "Les protagonistes l'emportent.",
                                   "rivaux": "Les rivaux l'emportent.",
                                   "personne": "Personne n'atteint l'objectif."}[winner.key])


def test_competition_tie_is_broken_by_the_sum_of_evens(game: Game, ledger: Ledger) -> None:
    seed = seed_where(lambda c: c.tie_broken,
                      lambda dice: resolve_competition((4, 1), (4, 1), dice))
    expected = resolve_competition((4, 1), (4, 1), SeededDice(seed))
    reply = game.competition((4, 1), (4, 1), seed=seed)
    sums = (expected.protagonists.protagonist.even_sum, expected.rivals.protagonist.even_sum)
    assert reply.data["tie_broken"] is True
    assert f"{sums[0]}" in reply.table and "ex aequo" in reply.table
    assert ledger.state("essai").destin == -3
