"""Who a table knows by name: its HaDes protagonists and the characters another game keeps."""

from __future__ import annotations

import os

from assistant.ledger import Ledger, LedgerError
from assistant.ledger.paths import default_db_path
from assistant.ledger.state import TableState


def game_names(state: TableState) -> list[str]:
    """The characters another game keeps at the table (zFate sheets, 3-6-9 réserves, krâsses
    players' dK), as first spelt: names the model never saw (« Kader ») are known there too."""
    names = [str(data["name"]) for prefix in ("fate:", "trois_six_neuf:")
             for data in state.data_under(prefix) if isinstance(data, dict) and "name" in data]
    kept = state.data("krasses")
    return [*names, *(str(name) for name in ((kept or {}).get("kept") or {}))]


def table_names(table: str) -> list[str]:
    """Everyone ``table`` knows by name, as first spelt (none when there is no such table)."""
    try:
        with Ledger() as ledger:
            state = ledger.state(table)
    except LedgerError:
        return []
    return [*(protagonist.name for protagonist in state.protagonists), *game_names(state)]


class KnownNames:
    """:func:`table_names` read again only after the ledger was written: the chat asks before
    every line, and opening the ledger costs more than the line's other work. A write changes
    the database file or its write-ahead log (size or time), which one ``stat`` each tells."""

    def __init__(self) -> None:
        self._read: tuple[str, tuple[object, ...]] | None = None
        self._names: list[str] = []

    def of(self, table: str) -> list[str]:
        """The names ``table`` knows now."""
        stamp = (table, _ledger_stamp())
        if stamp != self._read:
            self._names, self._read = table_names(table), stamp
        return self._names


def _ledger_stamp() -> tuple[object, ...]:
    """Size and time of the ledger's files (``None`` for one that does not exist)."""
    path = default_db_path()
    stamps: list[object] = []
    for file in (path, path.with_name(path.name + "-wal")):
        try:
            found = os.stat(file)
        except OSError:
            stamps.append(None)
            continue
        stamps.append((found.st_size, found.st_mtime_ns))
    return tuple(stamps)
