"""Property tests of the ledger: Destin bookkeeping, exact undo, journal replay."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.game import Game
from assistant.ledger import Ledger, TableState, apply_changes
from assistant.ledger.errors import NothingToUndoError, UnknownProtagonistError
from hades_core.errors import NotEnoughFortunesError, TraitError

NAMES = ("alice", "bruno")

operations = st.lists(
    st.one_of(
        st.tuples(st.just("roll"), st.integers(0, 8), st.integers(0, 8),
                  st.sampled_from((None, *NAMES)), st.integers(0, 2**32)),
        st.tuples(st.just("adjust"), st.integers(-5, 5)),
        st.tuples(st.just("undo")),
        st.tuples(st.just("gain"), st.sampled_from(NAMES), st.integers(1, 3)),
        st.tuples(st.just("spend"), st.sampled_from(NAMES), st.integers(1, 2)),
        st.tuples(st.just("gauge"), st.sampled_from(NAMES), st.sampled_from(("blessure", "folie")),
                  st.integers(0, 3)),
    ),
    max_size=25,
)


def run(game: Game, operation: tuple) -> int | None:
    """Run one operation; ``None`` when the rules refuse it (nothing recorded then), else how
    far it moved the Destin: a roll by the dice really rolled (a named protagonist's gauges at
    II take one die each), an adjustment by its amount."""
    kind, *arguments = operation
    try:
        if kind == "roll":
            x, y, name, seed = arguments
            rolled = game.roll(x, y, protagonist=name, seed=seed).data
            return int(rolled["obstacle_dice"]) - int(rolled["protagonist_dice"])
        elif kind == "adjust":
            game.adjust_destin(arguments[0])
            return int(arguments[0])
        elif kind == "undo":
            game.undo()
        elif kind == "gain":
            game.gain_fortune(*arguments)
        elif kind == "spend":
            game.spend_fortune(*arguments)
        else:
            game.set_gauge(*arguments)
    except (NothingToUndoError, NotEnoughFortunesError, UnknownProtagonistError, TraitError):
        return None  # TraitError: a protagonist whose état is barré cannot act
    return 0


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(operations)
def test_destin_undo_and_replay(ops: list[tuple]) -> None:
    with tempfile.TemporaryDirectory() as directory, \
            Ledger(Path(directory) / "p.db") as ledger:
        game = Game(ledger, "prop")
        # Operations not undone: each one's Destin move and the state just before it.
        active: list[tuple[int, TableState]] = []
        for operation in ops:
            before = ledger.state("prop") if ledger.tables() else TableState("prop")
            moved = run(game, operation)
            if moved is None:
                continue
            if operation[0] == "undo":
                _, state_before_undone = active.pop()
                assert ledger.state("prop") == state_before_undone
            else:
                active.append((moved, before))

        if not ledger.tables():
            return
        expected_destin = sum(moved for moved, _ in active)
        state = ledger.state("prop")
        assert state.destin == expected_destin
        journal = ledger.journal("prop")
        replayed = apply_changes(TableState("prop"), [c for e in journal for c in e.changes])
        assert replayed == state
