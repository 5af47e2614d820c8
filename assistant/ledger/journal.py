"""Entries of the append-only journal of a table."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from assistant.ledger.state import Change
from assistant.reply import Reply


@dataclass(frozen=True)
class JournalEntry:
    """One answered command: what was asked, its full result, the changes and the answer given."""

    id: int
    table: str
    at: str
    """UTC time, ISO 8601."""
    kind: str
    """Command kind, e.g. ``"roll"``, ``"fortune_gain"``, ``"undo"``."""
    command: dict[str, Any]
    """The command's arguments (pools, seed, protagoniste…)."""
    result: dict[str, Any]
    """The full structured result (``Reply.data``, secret part included)."""
    changes: tuple[Change, ...]
    reply: Reply
    """The answer given, as it was said."""
    undoes: int | None = None
    """For an undo entry, the id of the entry it cancels."""

    def to_json(self, gm: bool) -> dict[str, Any]:
        """JSON form for an export; without ``gm`` the Destin and the secret part are left out."""
        data: dict[str, Any] = {
            "id": self.id,
            "at": self.at,
            "kind": self.kind,
            "command": self.command if gm else player_view(self.command),
            "result": self.result if gm else player_view(self.result),
            "changes": [c.to_json() for c in self.changes if gm or c.target.value != "destin"],
            "table": self.reply.table,
            "undoes": self.undoes,
        }
        if gm:
            data["gm"] = self.reply.gm
        return data


SECRET_KEY = "gm"
"""Key of ``Reply.data`` holding what only the Destinée may see (the Destin, its change)."""


def player_view(data: Any) -> Any:
    """``data`` without its secret parts (``"gm"`` keys at any depth): what any player may read."""
    if isinstance(data, dict):
        return {key: player_view(value) for key, value in data.items() if key != SECRET_KEY}
    if isinstance(data, list):
        return [player_view(item) for item in data]
    return data


def dumps(value: Any) -> str:
    """Compact, stable JSON as stored in the database."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def entry_from_row(row: Sequence[Any], table: str) -> JournalEntry:
    """Build an entry from a ``journal`` row (id, at, kind, command, result, changes, texts…)."""
    entry_id, at, kind, command, result, changes, reply_table, reply_gm, undoes = row
    result_data = json.loads(result)
    return JournalEntry(
        id=entry_id,
        table=table,
        at=at,
        kind=kind,
        command=json.loads(command),
        result=result_data,
        changes=tuple(Change.from_json(c) for c in json.loads(changes)),
        reply=Reply(table=reply_table, gm=reply_gm, data=result_data),
        undoes=undoes,
    )
