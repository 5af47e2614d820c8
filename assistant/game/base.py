"""Shared plumbing of the game service: the ledger, the table, the dice and the journal write."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, is_dataclass, replace
from enum import Enum
from typing import Any

from assistant.ledger import DEFAULT_TABLE, Change, Ledger, TableCommand, TableState
from assistant.ledger.state import Protagonist, protagonist_change
from assistant.reply import Reply
from assistant.roles import Role, check
from hades_core.dice import Dice, dice_for, new_seed

Build = Callable[[TableCommand], tuple[Reply, Sequence[Change]]]
"""Computes a command's answer and state changes from the table state, inside its transaction."""


def jsonable(value: Any) -> Any:
    """A core result (frozen dataclasses, enums, tuples) as plain JSON values; enums by key."""
    if is_dataclass(value) and not isinstance(value, type):
        return jsonable(asdict(value))
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(key): jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    return value


def ensure_protagonist(state: TableState, name: str) -> tuple[Protagonist, list[Change]]:
    """The protagoniste called ``name``, added to the table first when new."""
    found = state.find(name)
    if found is not None:
        return found, []
    return Protagonist(name.strip()), [protagonist_change(name.strip())]


class GameBase:
    """One « table de jeu » seen through the ledger; every command is one journal entry.

    ``role`` is who gives the commands (``assistant.roles``): a player's command that only the
    Destinée may give raises ``RoleError`` before anything is read or written. Every front end
    passes it (the Destinée's by default: the command line's ``--gm``, her page's buttons).
    """

    def __init__(self, ledger: Ledger, table: str = DEFAULT_TABLE,
                 role: Role = Role.DESTINEE) -> None:
        self.ledger = ledger
        self.table = table
        self.role = role

    @staticmethod
    def dice(seed: int | None) -> tuple[Dice, int]:
        """Dice for one command and the seed that replays them.

        Without ``seed`` a fresh one is drawn from the secure source (``secrets``), so every
        roll, even an unseeded one, is stored with the seed that replays it exactly.
        """
        chosen = new_seed() if seed is None else seed
        return dice_for(chosen), chosen

    @contextmanager
    def read(self) -> Iterator[TableCommand]:
        """Read the table without writing; only the default table is created when missing
        (and when the file may be written: on a read-only file a missing table is unknown)."""
        creates = self.table == DEFAULT_TABLE and not self.ledger.read_only
        with self.ledger.command(self.table, create=creates, write=creates) as table:
            yield table

    def commit(self, kind: str, command: dict[str, Any], build: Build) -> Reply:
        """Run ``build`` in one transaction, journal it, and return the answer once committed."""
        with self.ledger.command(self.table) as table_command:
            check(self.role, kind, len(table_command.state.protagonists))
            reply, changes = build(table_command)
            entry = table_command.record(kind, command, reply, changes)
        return replace(reply, data={**reply.data, "journal_id": entry.id, "table": self.table})
