"""What each page receives: the table's view never holds the Destin nor the Destinée's part.

Both views list the newest journal lines first (at most ``LOG_LENGTH``), each with who acted
(as the ledger spells the name, first letter capitalised as the assistant says it, and left out
when the line already names them) and the dice of both sides, the dés du chaos named apart, in
words a screen reader reads one by one.
"""

from __future__ import annotations

from typing import Any

from assistant.ledger.journal import JournalEntry
from assistant.ledger.state import TableState
from assistant.wording.spoken import count, display_name, faces, signed

LOG_LENGTH = 200
"""Journal lines sent to a page: the newest ones (the whole journal stays in the export)."""

SIDES = ("protagonist", "obstacle")
LABELS = {"protagonists": ("Dés des protagonistes", "Dés de l'obstacle"),
          "rivals": ("Dés des rivaux", "Dés de l'obstacle des rivaux")}
"""The two sides of a roll, and of each team's roll in a competition."""


def table_view(state: TableState | None, entries: list[JournalEntry]) -> dict[str, Any]:
    """The table's page: each protagonist's fortunes and jauges, and the answers meant for
    the table (a line with nothing for the table is left out)."""
    return {"protagonists": protagonists(state), "log": table_log(entries, state)}


def table_log(entries: list[JournalEntry], state: TableState | None = None) -> list[dict[str, Any]]:
    """Every answer meant for the table, newest first, with the dice and who rolled."""
    shown = [entry for entry in entries if entry.reply.table.strip()]
    return [{"id": entry.id, "text": entry.reply.table, "who": roller(entry, state),
             "dice": dice_words(entry.result)} for entry in reversed(shown[-LOG_LENGTH:])]


def destinee_view(state: TableState | None, entries: list[JournalEntry]) -> dict[str, Any]:
    """The Destin (also in words, as the assistant says it), each protagonist's fortunes and
    jauges, and the journal (newest first) with the Destinée's part of each line."""
    destin = state.destin if state is not None else 0
    return {
        "destin": destin,
        "destin_words": signed(destin),
        "protagonists": protagonists(state),
        "journal": [{"id": entry.id, "text": entry.reply.table, "gm": entry.reply.gm or "",
                     "who": roller(entry, state), "dice": dice_words(entry.result)}
                    for entry in reversed(entries[-LOG_LENGTH:])],
    }


def protagonists(state: TableState | None) -> list[dict[str, Any]]:
    """Each protagonist: name as spelt, fortunes in words (« 1 fortune »), jauges."""
    if state is None:
        return []
    return [{"name": display_name(person.name), "fortunes": person.fortunes,
             "fortunes_words": count(person.fortunes, "fortune"),
             "gauges": [{"name": gauge.name, "level": gauge.level,
                         "words": f"{gauge.name} {count(gauge.level, 'barre')}"}
                        for gauge in person.gauges]}
            for person in state.protagonists]


def roller(entry: JournalEntry, state: TableState | None = None) -> str:
    """Who acted, as the ledger spells the name; empty when the line names them already."""
    name = entry.result.get("protagonist_name")
    if not isinstance(name, str) or not name:
        return ""
    known = state.find(name) if state is not None else None
    spelt = display_name(known.name if known is not None else name)
    if spelt.casefold() in f"{entry.reply.table} {entry.reply.gm or ''}".casefold():
        return ""
    return spelt


def dice_words(result: dict[str, Any]) -> str:
    """« Dés des protagonistes : 6, 4, 2 ; dé du chaos : 5. Dés de l'obstacle : 3, 1. » (both
    teams of a competition), or empty when the line rolled no dice."""
    said = _sides(result, LABELS["protagonists"])
    if said:
        return said
    return " ".join(_sides(result[team], labels) for team, labels in LABELS.items()
                    if isinstance(result.get(team), dict)).strip()


def _sides(result: dict[str, Any], labels: tuple[str, str]) -> str:
    pools = [result.get(side) for side in SIDES]
    if not all(isinstance(pool, dict) and isinstance(pool.get("initial"), list) for pool in pools):
        return ""
    return " ".join(_pool_words(label, pool) for label, pool in zip(labels, pools))  # type: ignore[arg-type]


def _pool_words(label: str, pool: dict[str, Any]) -> str:
    initial = [value for value in pool["initial"] if isinstance(value, int)]
    chaos = [value for value in pool.get("chaos") or [] if isinstance(value, int)]
    if not initial:
        return f"{label} : aucun."
    text = f"{label} : {faces(initial)}"
    if chaos:
        text += f" ; {'dé du chaos' if len(chaos) == 1 else 'dés du chaos'} : {faces(chaos)}"
    return text + "."
