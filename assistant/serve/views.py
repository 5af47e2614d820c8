"""What each page receives: the table's log never holds the Destin nor the Destinée's part."""

from __future__ import annotations

from typing import Any

from assistant.ledger.journal import JournalEntry
from assistant.ledger.state import TableState
from assistant.wording.spoken import signed


def table_log(entries: list[JournalEntry]) -> list[dict[str, Any]]:
    """Every answer meant for the table, oldest first, with the dice and who rolled."""
    return [{"id": entry.id, "text": entry.reply.table, "who": _roller(entry),
             "dice": _dice(entry)} for entry in entries]


def destinee_view(state: TableState, entries: list[JournalEntry]) -> dict[str, Any]:
    """The Destin (also in words, as the assistant says it), each protagonist's fortunes and
    jauges, and the whole journal."""
    return {
        "destin": state.destin,
        "destin_words": signed(state.destin),
        "protagonists": [
            {"name": protagonist.name, "fortunes": protagonist.fortunes,
             "gauges": [{"name": gauge.name, "level": gauge.level} for gauge in protagonist.gauges]}
            for protagonist in state.protagonists
        ],
        "journal": [{"id": entry.id, "text": entry.reply.table, "gm": entry.reply.gm or "",
                     "who": _roller(entry)} for entry in entries],
    }


def _roller(entry: JournalEntry) -> str:
    name = entry.result.get("protagonist_name")
    return name if isinstance(name, str) else ""


def _dice(entry: JournalEntry) -> list[int]:
    side = entry.result.get("protagonist")
    if isinstance(side, dict) and isinstance(side.get("initial"), list):
        return [value for value in side["initial"] if isinstance(value, int)]
    return []
