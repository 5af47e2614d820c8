"""What the journal gives back: undo, « répète », the table's state, the session export, and
the list of tables."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from assistant import wording
from assistant.game.base import GameBase
from assistant.ledger import JournalEntry, inverse_changes, player_view
from assistant.ledger.errors import NoPreviousEntryError, NothingToRedoError, NothingToUndoError
from assistant.ledger.state import Target
from assistant.ledger.store import REDO_KIND, UNDO_KIND
from assistant.reply import Reply
from assistant.roles import REDO, UNDO, Role, check

RECENT_ENTRIES = 3
"""How many journal entries « état » reads back."""


def original_kind(entry: JournalEntry) -> str:
    """What an entry did, seen through redos: a redo of a roll is a roll."""
    if entry.kind == REDO_KIND:
        return str(entry.result.get("redone_kind") or entry.kind)
    return entry.kind


class RecordCommands(GameBase):
    """Commands answered from the journal and the stored state."""

    def undo(self) -> Reply:
        """Cancel the newest entry not yet cancelled: a compensating entry restores the state
        exactly as it was before (nothing is deleted). A player never undoes an entry of the
        Destinée's (``assistant.roles``); the undo of a secret entry (one the table never heard
        of) is said to the Destinée only."""
        with self.ledger.command(self.table) as table:
            target = table.last_active()
            if target is None:
                raise NothingToUndoError()
            check(self.role, original_kind(target), len(table.state.protagonists), UNDO)
            changes = inverse_changes(target.changes)
            data: dict[str, Any] = {"kind": UNDO_KIND, "undone_id": target.id,
                                    "undone_kind": original_kind(target),
                                    "undone": player_view(target.result)}
            restored = [c.after for c in changes if c.target is Target.DESTIN]
            if restored:
                data["gm"] = {"destin_after": restored[-1]}
            reply = wording.undone(data, secret=not target.reply.table)
            entry = table.record(UNDO_KIND, {"undoes": target.id}, reply, changes, target.id)
        return Reply(reply.table, reply.gm, {**reply.data, "journal_id": entry.id,
                                             "table": self.table})

    def redo(self) -> Reply:
        """« rétablis »: apply again what the newest undo cancelled, as a new journal entry
        (so an undo of the redo works like any undo). A new change after the undos clears
        what can be redone (``TableCommand.last_redoable``)."""
        with self.ledger.command(self.table) as table:
            found = table.last_redoable()
            if found is None:
                raise NothingToRedoError()
            undo, target = found
            check(self.role, original_kind(target), len(table.state.protagonists), REDO)
            data: dict[str, Any] = {"kind": REDO_KIND, "redone_id": target.id,
                                    "redone_kind": original_kind(target),
                                    "redone": player_view(target.result)}
            restored = [c.after for c in target.changes if c.target is Target.DESTIN]
            if restored:
                data["gm"] = {"destin_after": restored[-1]}
            reply = wording.redone(data, secret=not target.reply.table)
            entry = table.record(REDO_KIND, {"redoes": undo.id, "original": target.id}, reply,
                                 target.changes)
        return Reply(reply.table, reply.gm, {**reply.data, "journal_id": entry.id,
                                             "table": self.table})

    def repeat(self) -> Reply:
        """« répète »: the last answer given at this table, word for word."""
        with self.read() as table:
            last = table.last_answer()
        if last is None or (not last.reply.table and self.role is Role.PLAYER):
            raise NoPreviousEntryError("answer")  # a secret answer is the Destinée's to repeat
        return last.reply

    def state(self, recent: int = RECENT_ENTRIES) -> Reply:
        """The table: system, protagonistes with fortunes and jauges, latest journal lines;
        the Destin goes in the gm part only. Reads only the lines it shows."""
        with self.read() as table:
            state = table.state
            entries = table.recent(recent) if recent else []
        if self.role is Role.PLAYER:  # the Destinée's secret entries are hers
            entries = [entry for entry in entries if entry.reply.table]
        return wording.table_state(state, entries)

    def export_json(self, gm: bool = False) -> Iterator[str]:
        """The session as JSON text, piece by piece: the state, then every journal entry with
        ``undone``, one entry a line; the Destin and the Destinée's secret entries only with
        ``gm``. Memory stays flat however long the journal."""
        with self.read() as table:
            state = table.state
            head: dict[str, Any] = {"table": state.name, "system": state.system,
                                    "protagonists": wording.protagonists_data(state)}
            if gm:
                head["destin"] = state.destin
            opening = json.dumps(head, ensure_ascii=False, indent=2)
            yield opening[:-1].rstrip() + ',\n  "journal": ['
            separator = "\n    "
            for entry, undone in table.stream():  # one compact entry a line: C-speed encoding
                if not gm and not entry.reply.table:  # a secret entry of the Destinée's
                    continue
                yield separator + json.dumps(dict(entry.to_json(gm), undone=undone),
                                             ensure_ascii=False)
                separator = ",\n    "
            yield "\n  ]\n}\n"

    def export_text(self, gm: bool = False) -> Iterator[str]:
        """The session as a readable French text, line by line (the Destin only with ``gm``;
        without it, the Destinée's secret entries are left out, count included)."""
        with self.read() as table:
            state = table.state
            entries = table.stream()
            if not gm:
                entries = ((entry, undone) for entry, undone in entries if entry.reply.table)
            yield from wording.export_lines(state, table.entry_count(said_only=not gm), entries,
                                            gm)

    def tables(self) -> Reply:
        """Every table of the ledger with its game system."""
        return wording.tables(self.ledger.tables())

    def create_table(self, name: str, system: str = "hades") -> Reply:
        """Create a « table de jeu » playing ``system``."""
        return wording.table_created(self.ledger.create_table(name, system))

