"""The table ledger: SQLite database of the « tables de jeu », their state and their journal."""

from assistant.ledger.errors import LedgerError
from assistant.ledger.journal import JournalEntry, player_view
from assistant.ledger.paths import default_db_path
from assistant.ledger.state import (
    Change,
    Protagonist,
    TableState,
    apply_changes,
    inverse_changes,
)
from assistant.ledger.store import DEFAULT_TABLE, KNOWN_SYSTEMS, Ledger, TableCommand

__all__ = [
    "DEFAULT_TABLE",
    "KNOWN_SYSTEMS",
    "Change",
    "JournalEntry",
    "Ledger",
    "LedgerError",
    "Protagonist",
    "TableCommand",
    "TableState",
    "apply_changes",
    "default_db_path",
    "inverse_changes",
    "player_view",
]
