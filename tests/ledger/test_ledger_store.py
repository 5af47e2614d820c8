"""The SQLite ledger itself: path, pragmas, schema versions, tables, transactions, journal."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.ledger import Ledger, default_db_path
from assistant.ledger.errors import (
    SchemaTooNewError,
    TableExistsError,
    UnknownSystemError,
    UnknownTableError,
)
from assistant.ledger.schema import SCHEMA_VERSION
from assistant.ledger.state import destin_change, protagonist_change
from assistant.reply import Reply


def test_default_path_is_the_xdg_data_dir(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("HADES_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_db_path() == tmp_path / "hades" / "hades.sqlite3"


def test_hades_db_overrides_the_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "ailleurs.db"))
    with Ledger() as ledger:
        assert ledger.path == tmp_path / "ailleurs.db"
    assert (tmp_path / "ailleurs.db").exists()


def test_connection_uses_wal_full_sync_and_busy_timeout(tmp_path: Path) -> None:
    with Ledger(tmp_path / "l.db"):
        pass
    connection = sqlite3.connect(tmp_path / "l.db")
    assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    ledger = Ledger(tmp_path / "l.db")
    pragmas = {name: ledger._connection.execute(f"PRAGMA {name}").fetchone()[0]
               for name in ("synchronous", "busy_timeout", "foreign_keys")}
    ledger.close()
    assert pragmas == {"synchronous": 2, "busy_timeout": 10_000, "foreign_keys": 1}


def test_version_zero_database_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "ancienne.db"
    sqlite3.connect(path).close()
    with Ledger(path) as ledger:
        ledger.create_table("vieille")
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert connection.execute("SELECT name FROM game_tables").fetchall() == [("vieille",)]


def test_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "future.db"
    connection = sqlite3.connect(path)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    connection.close()
    with pytest.raises(SchemaTooNewError):
        Ledger(path)


def test_tables_live_side_by_side_with_their_system(ledger: Ledger) -> None:
    ledger.create_table("campagne", "hades")
    ledger.create_table("donjon", "fate")
    with ledger.command("campagne") as command:
        command.record("destin_adjust", {}, Reply("ok"), [destin_change(command.state, 4)])
    assert [(t.name, t.system, t.destin) for t in ledger.tables()] == [
        ("campagne", "hades", 4), ("donjon", "fate", 0)]
    assert ledger.journal("donjon") == []


def test_duplicate_table_and_unknown_system_are_refused(ledger: Ledger) -> None:
    ledger.create_table("campagne")
    with pytest.raises(TableExistsError):
        ledger.create_table("CAMPAGNE")
    with pytest.raises(UnknownSystemError):
        ledger.create_table("autre", "monopoly")
    with pytest.raises(UnknownTableError):
        ledger.state("inconnue")


def test_a_failed_command_leaves_nothing(ledger: Ledger) -> None:
    ledger.create_table("t")
    with pytest.raises(RuntimeError):
        with ledger.command("t") as command:
            command.record("x", {}, Reply("ok"), [destin_change(command.state, 9),
                                                   protagonist_change("alice")])
            raise RuntimeError("interrupted before commit")
    assert ledger.state("t").destin == 0
    assert ledger.state("t").protagonists == ()
    assert ledger.journal("t") == []


def test_journal_is_append_only(ledger: Ledger) -> None:
    with ledger.command("t") as command:
        command.record("x", {"a": 1}, Reply("dit", "secret", {"b": 2}),
                       [destin_change(command.state, 1)])
    for statement in ("UPDATE journal SET kind = 'y'", "DELETE FROM journal"):
        with pytest.raises(sqlite3.DatabaseError, match="append-only"):
            ledger._connection.execute(statement)
    (entry,) = ledger.journal("t")
    assert (entry.kind, entry.command, entry.result, entry.reply.table, entry.reply.gm) == (
        "x", {"a": 1}, {"b": 2}, "dit", "secret")
    assert entry.at.endswith("+00:00")


WRITER = """
import sys
from assistant.game import Game
from assistant.ledger import Ledger
with Ledger(sys.argv[1]) as ledger:
    game = Game(ledger, "partagee")
    for seed in range(60):
        game.roll(2, 3, seed=seed)
"""


def test_two_processes_share_one_database(tmp_path: Path) -> None:
    path = tmp_path / "partage.db"
    Ledger(path).close()
    writers = [subprocess.Popen([sys.executable, "-c", WRITER, str(path)],
                                cwd=Path(__file__).resolve().parents[2],
                                stderr=subprocess.PIPE) for _ in range(2)]
    errors = [writer.communicate()[1] for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0], errors
    with Ledger(path) as ledger:
        assert len(ledger.journal("partagee")) == 120
        assert ledger.state("partagee").destin == 120
        assert ledger._connection.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
