"""Redo: what an undo cancelled comes back, journaled like any change; editor semantics."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.game import Game
from assistant.ledger import Ledger, TableState, apply_changes
from assistant.ledger.errors import NothingToRedoError, NothingToUndoError, UnknownProtagonistError
from hades_core.errors import NotEnoughFortunesError

steps = st.lists(
    st.one_of(
        st.tuples(st.just("roll"), st.integers(0, 6), st.integers(0, 6), st.integers(0, 2**16)),
        st.tuples(st.just("gain"), st.integers(1, 3)),
        st.tuples(st.just("spend"), st.integers(1, 2)),
        st.tuples(st.just("undo")),
        st.tuples(st.just("redo")),
    ),
    max_size=30,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps)
def test_undo_and_redo_walk_a_history_exactly(operations: list[tuple]) -> None:
    """A model of an editor's history: states behind (undo) and ahead (redo); every undo and
    redo must land exactly on the state the model predicts, and replaying the journal's
    changes always gives the stored state."""
    with tempfile.TemporaryDirectory() as directory, Ledger(Path(directory) / "r.db") as ledger:
        game = Game(ledger, "principale")

        def state() -> TableState:
            return ledger.state("principale") if ledger.tables() else TableState("principale")

        behind: list[TableState] = []
        ahead: list[TableState] = []
        for kind, *arguments in operations:
            before = state()
            try:
                if kind == "roll":
                    game.roll(arguments[0], arguments[1], "alice", arguments[2])
                elif kind == "gain":
                    game.gain_fortune("alice", arguments[0])
                elif kind == "spend":
                    game.spend_fortune("alice", arguments[0])
                elif kind == "undo":
                    game.undo()
                else:
                    game.redo()
            except NothingToUndoError:
                assert not behind
                continue
            except NothingToRedoError:
                assert not ahead
                continue
            except (NotEnoughFortunesError, UnknownProtagonistError):
                continue
            if kind == "undo":
                assert state() == behind.pop()
                ahead.append(before)
            elif kind == "redo":
                assert state() == ahead.pop()
                behind.append(before)
            else:
                behind.append(before)
                ahead.clear()
        if ledger.tables():
            journal = ledger.journal("principale")
            replayed = apply_changes(TableState("principale"),
                                     [change for entry in journal for change in entry.changes])
            assert replayed == state()


def test_hades_redo_on_the_command_line(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from assistant.cli import main

    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.db"))
    assert main(["fortune", "gain", "Bob", "2"]) == 0
    assert main(["undo"]) == 0
    assert main(["redo", "--json"]) == 0
    with Ledger() as ledger:
        assert ledger.state("principale").find("bob").fortunes == 2
    assert main(["redo"]) != 0


def test_a_new_database_is_private_to_its_owner(tmp_path: Path) -> None:
    path = tmp_path / "nouveau" / "table.db"
    with Ledger(path) as ledger:
        ledger.create_table("privee")
    assert (path.stat().st_mode & 0o777, path.parent.stat().st_mode & 0o777) == (0o600, 0o700)
