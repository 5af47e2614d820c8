"""The game service on a real ledger: rolls, fortunes, jauges, undo, répète, détaille."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.ledger.errors import NoPreviousEntryError, NothingToUndoError, UnknownTableError
from hades_core.dice import SeededDice
from hades_core.errors import NotEnoughFortunesError, PoolSizeError, ShiftRefusedError
from hades_core.fortune import ShiftDirection
from hades_core.gauge import GaugeKind
from hades_core.resolution import Resolution, resolve_pool


def seed_where(x: int, y: int, wanted: Callable[[Resolution], bool]) -> tuple[int, Resolution]:
    """The first seed whose roll of X vs Y satisfies ``wanted`` (found through the core)."""
    for seed in range(10_000):
        resolution = resolve_pool(x, y, SeededDice(seed))
        if wanted(resolution):
            return seed, resolution
    raise AssertionError("no such seed")


def test_roll_replays_from_its_seed_and_moves_the_destin(game: Game, ledger: Ledger) -> None:
    reply = game.roll(4, 6, seed=42)
    expected = resolve_pool(4, 6, SeededDice(42))
    assert reply.data["outcome"] == expected.outcome.key
    assert reply.data["protagonist"]["initial"] == list(expected.protagonist.initial)
    assert reply.data["gm"] == {"destin_before": 0, "destin_after": 2, "destin_delta": 2}
    assert ledger.state("essai").destin == 2


def test_unseeded_roll_stores_the_seed_that_replays_it(game: Game, ledger: Ledger) -> None:
    reply = game.roll(5, 5)
    (entry,) = ledger.journal("essai")
    replayed = resolve_pool(5, 5, SeededDice(entry.command["seed"]))
    assert [list(replayed.protagonist.all_dice), list(replayed.obstacle.all_dice)] == [
        reply.data["protagonist"]["all_dice"], reply.data["obstacle"]["all_dice"]]


def test_named_protagonist_receives_the_fortune(game: Game, ledger: Ledger) -> None:
    seed, expected = seed_where(2, 4, lambda r: r.fortune_gained)
    reply = game.roll(2, 4, protagonist="Alice", seed=seed)
    assert reply.data["fortune_gained"] and expected.fortune_gained
    assert ledger.state("essai").get("alice").fortunes == 1
    assert "Alice gagne une fortune" in reply.table


def test_shift_spends_a_fortune_and_forfeits_the_rolls_fortune(game: Game,
                                                               ledger: Ledger) -> None:
    seed, expected = seed_where(4, 2, lambda r: r.fortune_gained and r.value > -3)
    game.gain_fortune("alice", 2)
    game.roll(4, 2, protagonist="alice", seed=seed)
    assert ledger.state("essai").get("alice").fortunes == 3
    reply = game.shift("alice")
    assert reply.data["value_before"] == expected.value
    assert reply.data["forfeited_fortune"] is True
    assert ledger.state("essai").get("alice").fortunes == 1
    second = game.shift("alice", ShiftDirection.DOWN)
    assert second.data["value_before"] == reply.data["value"]
    assert ledger.state("essai").get("alice").fortunes == 0


def test_shift_refusals_change_nothing(game: Game, ledger: Ledger) -> None:
    seed, _ = seed_where(6, 0, lambda r: r.value >= 3)
    game.gain_fortune("alice", 1)
    game.roll(6, 0, seed=seed)
    before = ledger.state("essai")
    with pytest.raises(ShiftRefusedError):
        game.shift("alice")
    game.spend_fortune("alice")
    with pytest.raises(NotEnoughFortunesError):
        game.shift("alice", ShiftDirection.DOWN)
    assert ledger.state("essai").get("alice").fortunes == before.get("alice").fortunes - 1


def test_gauge_levels_and_kinds(game: Game, ledger: Ledger) -> None:
    reply = game.set_gauge("bruno", "blessure", 2)
    assert reply.data["dice_penalty"] == 1
    game.set_gauge("bruno", "richesse", 3, kind=GaugeKind.RESSOURCE)
    game.set_gauge("bruno", "Blessure", 1)
    gauges = {g.name: (g.kind.value, g.level) for g in ledger.state("essai").get("bruno").gauges}
    assert gauges == {"blessure": ("etat", 1), "richesse": ("ressource", 3)}
    game.set_gauge("bruno", "blessure", 0)
    assert [g.name for g in ledger.state("essai").get("bruno").gauges] == ["richesse"]


def test_undo_appends_a_compensating_entry(game: Game, ledger: Ledger) -> None:
    game.gain_fortune("alice", 2)
    game.roll(3, 5, protagonist="alice", seed=7)
    after_gain = ledger.state("essai")
    game.adjust_destin(3)
    game.undo()
    game.undo()
    assert ledger.state("essai").destin == 0
    assert ledger.state("essai").get("alice").fortunes == 2
    assert after_gain.destin == 2
    kinds = [(e.kind, e.undoes) for e in ledger.journal("essai")]
    assert kinds == [("fortune_gain", None), ("roll", None), ("destin_adjust", None),
                     ("undo", 3), ("undo", 2)]
    game.undo()
    assert ledger.state("essai").protagonists == ()
    with pytest.raises(NothingToUndoError):
        game.undo()


def test_repeat_and_detail_come_from_the_journal(game: Game) -> None:
    with pytest.raises(UnknownTableError):
        game.detail()
    game.gain_fortune("alice")
    with pytest.raises(NoPreviousEntryError):
        game.detail()
    rolled = game.roll(3, 2, seed=11)
    game.gain_fortune("alice")
    assert game.repeat().table == "Alice gagne une fortune, 2 fortunes en tout."
    detail = game.detail().table
    for side in ("protagonist", "obstacle"):
        faces = ", ".join(str(f) for f in rolled.data[side]["initial"])
        assert faces in detail


def test_refused_commands_record_nothing(game: Game, ledger: Ledger) -> None:
    game.roll(1, 1, seed=1)
    with pytest.raises(PoolSizeError):
        game.roll(101, 1)
    game.gain_fortune("alice")
    with pytest.raises(NotEnoughFortunesError):
        game.spend_fortune("alice", 5)
    assert [e.kind for e in ledger.journal("essai")] == ["roll", "fortune_gain"]


def test_end_session_converts_the_destin_then_resets(game: Game, ledger: Ledger) -> None:
    game.gain_fortune("alice", 1)
    game.gain_fortune("bruno", 0)
    game.adjust_destin(3)
    reply = game.end_session(destin_to_fortune=True)
    assert reply.data["gm"]["fortunes_to_consolidate"] == {"alice": 4, "bruno": 3}
    assert "4" not in reply.table and "3" not in reply.table
    game.close_session()
    state = ledger.state("essai")
    assert state.destin == 0
    assert [p.fortunes for p in state.protagonists] == [0, 0]
    game.undo()
    assert ledger.state("essai").destin == 3


def test_auto_and_initiative_read_the_destin(game: Game, ledger: Ledger) -> None:
    assert game.initiative().data["initiative"] == "antagonisme"
    assert game.auto().data["success"] is False
    assert ledger.state("essai").destin == 1
    assert game.initiative().data["initiative"] == "protagonistes"
    assert game.auto().data["success"] is True
    assert game.auto(trait=True).data["success"] is True
    assert ledger.state("essai").destin == -1


def test_oracles_are_journaled_and_replayable(game: Game, ledger: Ledger) -> None:
    first = game.choice(["taverne", "forêt", "port"], seed=5)
    again = game.choice(["taverne", "forêt", "port"], seed=5)
    assert first.data["winner"] == again.data["winner"]
    game.adjust_destin(-4)
    role = game.second_role(by_destin=True, seed=3)
    assert role.data["disposition"]["method"] == "destin"
    assert role.data["disposition"]["die"] is None and "disposition_die" in role.data["gm"]
    assert [e.kind for e in ledger.journal("essai")] == ["oracle", "oracle", "destin_adjust",
                                                          "oracle"]
