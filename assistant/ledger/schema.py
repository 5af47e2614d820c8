"""Database schema of the ledger, versioned with ``PRAGMA user_version``.

``MIGRATIONS[n]`` brings a database from version ``n`` to ``n + 1``; :func:`migrate` runs the
missing steps inside the caller's transaction.
"""

from __future__ import annotations

import sqlite3

from assistant.ledger.errors import SchemaTooNewError

_VERSION_1 = """
CREATE TABLE game_tables (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE COLLATE NOCASE,
    system      TEXT NOT NULL DEFAULT 'hades',
    destin      INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL
);
CREATE TABLE protagonists (
    table_id    INTEGER NOT NULL REFERENCES game_tables(id),
    name        TEXT NOT NULL,
    fortunes    INTEGER NOT NULL DEFAULT 0 CHECK (fortunes >= 0),
    PRIMARY KEY (table_id, name)
);
CREATE TABLE gauges (
    table_id    INTEGER NOT NULL,
    protagonist TEXT NOT NULL,
    name        TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('etat', 'ressource', 'avancement')),
    level       INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
    PRIMARY KEY (table_id, protagonist, name),
    FOREIGN KEY (table_id, protagonist) REFERENCES protagonists(table_id, name)
);
CREATE TABLE journal (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id    INTEGER NOT NULL REFERENCES game_tables(id),
    at          TEXT NOT NULL,
    kind        TEXT NOT NULL,
    command     TEXT NOT NULL,
    result      TEXT NOT NULL,
    changes     TEXT NOT NULL,
    reply_table TEXT NOT NULL,
    reply_gm    TEXT,
    undoes      INTEGER UNIQUE REFERENCES journal(id)
);
CREATE INDEX journal_by_table ON journal(table_id, id);
CREATE TRIGGER journal_no_update BEFORE UPDATE ON journal
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
CREATE TRIGGER journal_no_delete BEFORE DELETE ON journal
    BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;
"""

_VERSION_2 = """
CREATE TABLE system_data (
    table_id    INTEGER NOT NULL REFERENCES game_tables(id),
    key         TEXT NOT NULL,
    data        TEXT NOT NULL,
    PRIMARY KEY (table_id, key)
);
"""
"""Per-system bookkeeping (zFate characters, tas de krâsses, 3-6-9 reserves) as keyed JSON."""

MIGRATIONS: tuple[str, ...] = (_VERSION_1, _VERSION_2)
SCHEMA_VERSION = len(MIGRATIONS)


def schema_version(connection: sqlite3.Connection) -> int:
    """Return the ``user_version`` of the database."""
    return int(connection.execute("PRAGMA user_version").fetchone()[0])


def migrate(connection: sqlite3.Connection) -> int:
    """Bring the schema to :data:`SCHEMA_VERSION` inside the open transaction; return it.

    Raises :class:`SchemaTooNewError` when the database comes from a newer assistant.
    """
    found = schema_version(connection)
    if found > SCHEMA_VERSION:
        raise SchemaTooNewError(found, SCHEMA_VERSION)
    for version in range(found, SCHEMA_VERSION):
        for statement in _statements(MIGRATIONS[version]):
            connection.execute(statement)
        connection.execute(f"PRAGMA user_version = {version + 1}")
    return SCHEMA_VERSION


def _statements(script: str) -> list[str]:
    """Split a migration script into statements (``executescript`` would commit the transaction)."""
    statements: list[str] = []
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    return statements
