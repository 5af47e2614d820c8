"""The table ledger: one SQLite database holding several « tables de jeu » and their journal.

Every command runs in one transaction (``BEGIN IMMEDIATE``, WAL, ``synchronous=FULL``): its
state changes and its journal entry are committed together, before its answer is shown, so a
process killed at any moment loses nothing that was answered. Two processes may share the
database: the second one waits for the first (``busy_timeout``).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from assistant.ledger.errors import (
    DatabaseFaultError,
    TableExistsError,
    UnknownSystemError,
    UnknownTableError,
)
from assistant.ledger.journal import JournalEntry, dumps, entry_from_row
from assistant.ledger.paths import DB_ENV_VAR, default_db_path
from assistant.ledger.faults import (
    check_path,
    fault_from,
    is_fault,
    read_only_connection,
    retry_while_locked,
    writable,
)
from assistant.ledger.schema import SCHEMA_VERSION, migrate, schema_version
from assistant.ledger.state import Change, Protagonist, TableState, apply_changes
from assistant.reply import Reply
from hades_core.gauge import Gauge, GaugeKind
from hades_core.systems import SYSTEM_KEYS

KNOWN_SYSTEMS = SYSTEM_KEYS
"""Game systems a table can use; ``"hades"`` is the default."""
DEFAULT_TABLE = "principale"
"""Table used when a command names none; created on first use."""
BUSY_TIMEOUT_MS = 10_000
UNDO_KIND = "undo"
REDO_KIND = "redo"

_JOURNAL_COLUMNS = "id, at, kind, command, result, changes, reply_table, reply_gm, undoes"


def utc_now() -> str:
    """Current UTC time, ISO 8601 with microseconds."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


class TableCommand:
    """One command on one table, inside its transaction: read the state, record the result."""

    def __init__(self, connection: sqlite3.Connection, table_id: int, state: TableState) -> None:
        self._connection = connection
        self._table_id = table_id
        self._state = state

    @property
    def state(self) -> TableState:
        """State of the table, including what this command already recorded."""
        return self._state

    def record(
        self,
        kind: str,
        command: dict[str, Any],
        reply: Reply,
        changes: Sequence[Change] = (),
        undoes: int | None = None,
    ) -> JournalEntry:
        """Apply ``changes`` and append the journal entry; ``reply.data`` is the stored result."""
        new_state = apply_changes(self._state, changes)
        self._save(new_state)
        at = utc_now()
        cursor = self._connection.execute(
            "INSERT INTO journal (table_id, at, kind, command, result, changes, reply_table,"
            " reply_gm, undoes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                self._table_id,
                at,
                kind,
                dumps(command),
                dumps(reply.data),
                dumps([change.to_json() for change in changes]),
                reply.table,
                reply.gm,
                undoes,
            ),
        )
        self._state = new_state
        entry_id = cursor.lastrowid
        assert entry_id is not None
        return JournalEntry(
            id=entry_id,
            table=new_state.name,
            at=at,
            kind=kind,
            command=command,
            result=reply.data,
            changes=tuple(changes),
            reply=reply,
            undoes=undoes,
        )

    def entries(self) -> list[JournalEntry]:
        """The whole journal of the table, oldest first."""
        return _entries(self._connection, self._table_id, self._state.name)

    def recent(self, count: int) -> list[JournalEntry]:
        """The newest ``count`` entries, oldest first (reads ``count`` rows, whatever the size
        of the journal)."""
        rows = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS} FROM journal WHERE table_id = ? ORDER BY id DESC LIMIT ?",
            (self._table_id, max(count, 0)),
        ).fetchall()
        return [entry_from_row(row, self._state.name) for row in reversed(rows)]

    def entry_count(self, said_only: bool = False) -> int:
        """How many entries the table's journal holds (``said_only``: only those with a table
        part, the ones a player may see)."""
        said = " AND reply_table != ''" if said_only else ""
        return int(self._connection.execute(
            f"SELECT COUNT(*) FROM journal WHERE table_id = ?{said}",
            (self._table_id,)).fetchone()[0])

    def stream(self) -> Iterator[tuple[JournalEntry, bool]]:
        """Every entry, oldest first, with whether a later undo cancelled it, read row by row
        (memory stays flat on a long journal; ``undoes`` is unique, hence indexed)."""
        rows = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS}, EXISTS (SELECT 1 FROM journal AS u WHERE u.undoes = j.id)"
            " FROM journal AS j WHERE table_id = ? ORDER BY id",
            (self._table_id,),
        )
        for row in rows:
            yield entry_from_row(row[:-1], self._state.name), bool(row[-1])

    def last_active(self, kinds: frozenset[str] | None = None) -> JournalEntry | None:
        """Newest entry not undone and not an undo (optionally of one of ``kinds``)."""
        wanted = sorted(kinds) if kinds is not None else []
        kind_filter = f" AND kind IN ({', '.join('?' * len(wanted))})" if kinds is not None else ""
        row = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS} FROM journal AS j WHERE table_id = ? AND kind != ?"
            " AND NOT EXISTS (SELECT 1 FROM journal WHERE undoes = j.id)"
            f"{kind_filter} ORDER BY id DESC LIMIT 1",
            (self._table_id, UNDO_KIND, *wanted),
        ).fetchone()
        return None if row is None else entry_from_row(row, self._state.name)

    def last_redoable(self) -> tuple[JournalEntry, JournalEntry] | None:
        """The newest undo that no redo has applied again, with the entry it cancelled.

        Editor semantics: only the undos at the end of the journal can be redone, and a new
        change after them clears that chain. Reading stops at the first entry that is neither
        an undo nor a redo, so the cost is that of the trailing undos and redos only.
        """
        redone: set[int] = set()
        rows = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS} FROM journal WHERE table_id = ? ORDER BY id DESC",
            (self._table_id,),
        )
        for row in rows:
            entry = entry_from_row(row, self._state.name)
            if entry.kind == REDO_KIND:
                redone.add(int(entry.command["redoes"]))
            elif entry.kind != UNDO_KIND:
                return None
            elif entry.id not in redone and entry.undoes is not None:
                return entry, self._entry(entry.undoes)
        return None

    def _entry(self, entry_id: int) -> JournalEntry:
        """One entry of this table's journal by its id."""
        row = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS} FROM journal WHERE table_id = ? AND id = ?",
            (self._table_id, entry_id),
        ).fetchone()
        return entry_from_row(row, self._state.name)

    def last_answer(self) -> JournalEntry | None:
        """Newest entry of any kind (undo included): the last thing the assistant said."""
        row = self._connection.execute(
            f"SELECT {_JOURNAL_COLUMNS} FROM journal WHERE table_id = ? ORDER BY id DESC LIMIT 1",
            (self._table_id,),
        ).fetchone()
        return None if row is None else entry_from_row(row, self._state.name)

    def _save(self, state: TableState) -> None:
        """Write the whole state of the table (a handful of rows)."""
        execute = self._connection.execute
        execute(
            "UPDATE game_tables SET destin = ?, system = ? WHERE id = ?",
            (state.destin, state.system, self._table_id),
        )
        execute("DELETE FROM system_data WHERE table_id = ?", (self._table_id,))
        for key, data in state.system_data:
            execute(
                "INSERT INTO system_data (table_id, key, data) VALUES (?, ?, ?)",
                (self._table_id, key, data),
            )
        execute("DELETE FROM gauges WHERE table_id = ?", (self._table_id,))
        execute("DELETE FROM protagonists WHERE table_id = ?", (self._table_id,))
        for protagonist in state.protagonists:
            execute(
                "INSERT INTO protagonists (table_id, name, fortunes) VALUES (?, ?, ?)",
                (self._table_id, protagonist.name, protagonist.fortunes),
            )
            for gauge in protagonist.gauges:
                execute(
                    "INSERT INTO gauges (table_id, protagonist, name, kind, level)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (self._table_id, protagonist.name, gauge.name, gauge.kind.value, gauge.level),
                )


def _private_file(path: Path, own_folder: bool) -> None:
    """Create the database file readable by its owner only (0600), in a folder created 0700;
    the assistant's own data folder is made 0700 even when it already exists. SQLite gives its
    -wal and -shm files the database file's permissions. SQLite's in-memory database has no
    file."""
    if str(path) == ":memory:":
        return
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    if own_folder:
        path.parent.chmod(0o700)
    if not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))


class Ledger:
    """The SQLite ledger file; use as a context manager or call :meth:`close`."""

    def __init__(self, path: Path | str | None = None) -> None:
        """Open (or create) the ledger at ``path``, else ``$HADES_DB``, else the default file.

        A file the user may only read is opened read-only (``read_only``): reads work, writes
        are refused. Any fault of the file is a ``DatabaseFaultError`` (``ledger.faults``).
        """
        if path is None and os.environ.get(DB_ENV_VAR) == "":
            raise DatabaseFaultError("empty_setting", "")
        self.path = Path(path) if path is not None else default_db_path()
        self._own_folder = path is None and DB_ENV_VAR not in os.environ
        check_path(self.path)
        self.read_only = str(self.path) != ":memory:" and not writable(self.path)
        try:
            self._connection = (read_only_connection(self.path) if self.read_only
                                else self._open_for_writing())
            if self.read_only and schema_version(self._connection) < SCHEMA_VERSION:
                raise DatabaseFaultError("read_only", str(self.path))
        except (sqlite3.Error, OSError) as error:
            raise fault_from(error, self.path) from error

    def _open_for_writing(self) -> sqlite3.Connection:
        _private_file(self.path, own_folder=self._own_folder)
        connection = sqlite3.connect(self.path, isolation_level=None,
                                     timeout=BUSY_TIMEOUT_MS / 1000)
        connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        retry_while_locked(lambda: connection.execute("PRAGMA journal_mode = WAL"),
                           BUSY_TIMEOUT_MS / 1000)
        connection.execute("PRAGMA synchronous = FULL")
        connection.execute("PRAGMA foreign_keys = ON")
        self._connection = connection
        with self._transaction():
            migrate(connection)
        return connection

    def close(self) -> None:
        """Close the database connection."""
        self._connection.close()

    def __enter__(self) -> Ledger:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def tables(self) -> list[TableState]:
        """Every table, by name."""
        rows = self._connection.execute("SELECT id FROM game_tables ORDER BY name").fetchall()
        return [_read_state(self._connection, table_id) for (table_id,) in rows]

    def create_table(self, name: str, system: str = "hades") -> TableState:
        """Create a table playing ``system``; raise if the name is taken or the system unknown."""
        if system not in KNOWN_SYSTEMS:
            raise UnknownSystemError(system, KNOWN_SYSTEMS)
        with self._transaction():
            if _table_id(self._connection, name) is not None:
                raise TableExistsError(name)
            table_id = _insert_table(self._connection, name, system)
            return _read_state(self._connection, table_id)

    def state(self, table: str) -> TableState:
        """Current state of ``table``; raise :class:`UnknownTableError` if there is none."""
        return _read_state(self._connection, self._require(table))

    def journal(self, table: str) -> list[JournalEntry]:
        """The whole journal of ``table``, oldest first."""
        table_id = self._require(table)
        return _entries(self._connection, table_id, _read_state(self._connection, table_id).name)

    def latest_entry_id(self, table: str) -> int:
        """The id of the newest journal entry of ``table`` (0 when none or no such table): a
        cheap way for another process to notice that something was answered."""
        table_id = _table_id(self._connection, table)
        if table_id is None:
            return 0
        row = self._connection.execute(
            "SELECT MAX(id) FROM journal WHERE table_id = ?", (table_id,)).fetchone()
        return int(row[0] or 0)

    @contextmanager
    def command(self, table: str, create: bool = True,
                write: bool = True) -> Iterator[TableCommand]:
        """Run one command on ``table`` in one transaction (the table is created if allowed).

        ``write=False`` only reads: it works on a read-only file, where a missing table is
        unknown rather than created; a write there is refused before anything is done.
        """
        if write and self.read_only:
            raise DatabaseFaultError("read_only", str(self.path))
        with self._transaction(write):
            table_id = _table_id(self._connection, table)
            if table_id is None:
                if not create or self.read_only:
                    raise UnknownTableError(table)
                table_id = _insert_table(self._connection, table, "hades")
            yield TableCommand(self._connection, table_id, _read_state(self._connection, table_id))

    def _require(self, table: str) -> int:
        table_id = _table_id(self._connection, table)
        if table_id is None:
            raise UnknownTableError(table)
        return table_id

    @contextmanager
    def _transaction(self, write: bool = True) -> Iterator[None]:
        """One transaction; a fault of the file found inside is a ``DatabaseFaultError``."""
        try:
            self._connection.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        except sqlite3.Error as error:
            raise fault_from(error, self.path) from error
        try:
            yield
        except BaseException as error:
            self._connection.execute("ROLLBACK")
            if is_fault(error):
                raise fault_from(error, self.path) from error  # type: ignore[arg-type]
            raise
        try:
            self._connection.execute("COMMIT")
        except sqlite3.Error as error:
            raise fault_from(error, self.path) from error


def _table_id(connection: sqlite3.Connection, name: str) -> int | None:
    row = connection.execute("SELECT id FROM game_tables WHERE name = ?", (name,)).fetchone()
    return None if row is None else int(row[0])


def _insert_table(connection: sqlite3.Connection, name: str, system: str) -> int:
    cursor = connection.execute(
        "INSERT INTO game_tables (name, system, created_at) VALUES (?, ?, ?)",
        (name, system, utc_now()),
    )
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def _read_state(connection: sqlite3.Connection, table_id: int) -> TableState:
    name, system, destin = connection.execute(
        "SELECT name, system, destin FROM game_tables WHERE id = ?", (table_id,)
    ).fetchone()
    gauges: dict[str, list[Gauge]] = {}
    for protagonist, gauge, kind, level in connection.execute(
        "SELECT protagonist, name, kind, level FROM gauges WHERE table_id = ?"
        " ORDER BY name COLLATE NOCASE",
        (table_id,),
    ):
        gauges.setdefault(protagonist, []).append(Gauge(gauge, GaugeKind(kind), level))
    protagonists = tuple(
        Protagonist(p_name, fortunes, tuple(gauges.get(p_name, ())))
        for p_name, fortunes in connection.execute(
            "SELECT name, fortunes FROM protagonists WHERE table_id = ?"
            " ORDER BY name COLLATE NOCASE",
            (table_id,),
        )
    )
    system_data = tuple(
        connection.execute(
            "SELECT key, data FROM system_data WHERE table_id = ? ORDER BY key", (table_id,)
        )
    )
    return TableState(
        name=name, system=system, destin=destin, protagonists=protagonists,
        system_data=system_data,
    )


def _entries(connection: sqlite3.Connection, table_id: int, table: str) -> list[JournalEntry]:
    rows = connection.execute(
        f"SELECT {_JOURNAL_COLUMNS} FROM journal WHERE table_id = ? ORDER BY id", (table_id,)
    ).fetchall()
    return [entry_from_row(row, table) for row in rows]
