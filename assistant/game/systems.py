"""The table's game system (« on joue à Fate »): switching it is one journaled, undoable change."""

from __future__ import annotations

from collections.abc import Sequence

from assistant.game.base import GameBase
from assistant.ledger import Change, TableCommand
from assistant.ledger.state import system_change
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.systems import system_key

SWITCH_KIND = "system_switch"
"""Journal kind of a change of system."""


class SystemCommands(GameBase):
    """Commands about which game the table plays."""

    def switch_system(self, name: str) -> Reply:
        """« on joue à Fate »: the table plays ``name`` from now on (any name ``system_key``
        reads: « zFate », « 3-6-9 », « krâsses »).

        Asking for the system already played only confirms it (nothing is journaled). A table
        not created yet is created (like any writing command) before it switches. The
        Destin, protagonistes and jauges are kept as they are: switching back to HaDes finds
        them unchanged, and « annule » puts the previous system back.
        """
        asked = system_key(name)
        with self.ledger.command(self.table) as table:  # a new table is created, as HaDes
            playing = table.state.system
        if playing == asked:
            return wording.system_confirmed(asked)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            before = table.state.system
            return wording.system_switched(before, asked), [system_change(table.state, asked)]

        return self.commit(SWITCH_KIND, {"system": asked}, build)
