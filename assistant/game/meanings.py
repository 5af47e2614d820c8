"""What the last result means (« Interprétation du résultat », the six action types, scripts,
compétitions) and a bénéfice or préjudice proposed from the seed's lists."""

from __future__ import annotations

from collections.abc import Sequence

from assistant.game.base import GameBase, jsonable
from assistant.game.resolutions import last_resolution_entry, view_of
from assistant.ledger import Change, TableCommand
from assistant.reply import Reply
from assistant.wording.meanings import proposal, row_reading
from hades_core.meaning import meaning, propose
from hades_core.outcome import outcome_for

_TABLE_BY_KIND = {"script": "script", "competition": "competition"}


class MeaningCommands(GameBase):
    """« détaille le résultat », « quelles options ? », « un bénéfice ? », « un préjudice ? »."""

    def interpretation(self, action: str | None = None) -> Reply:
        """The whole row of the last resolution's result: in the table of ``action`` when
        given, else the action the roll was made for, else the script or compétition table,
        else the general table. Reads only (nothing journaled)."""
        with self.read() as table:
            entry = last_resolution_entry(table)
        view = view_of(entry)
        stored = view.roll.get("interpretation")
        chosen = action or (stored["table"] if stored else None) \
            or _TABLE_BY_KIND.get(view.source_kind)
        found = meaning(chosen, outcome_for(view.value).key)
        return row_reading({"kind": "interpretation", **jsonable(found),
                            "value": view.value, "roll_id": view.source_id})

    def propose(self, kind: str, seed: int | None = None) -> Reply:
        """« un bénéfice ? » (``"benefice"``) or « un préjudice ? » (``"prejudice"``): one item
        of the seed's list, journaled with its seed like an oracle."""
        dice, used_seed = self.dice(seed)
        drawn = propose(kind, dice)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            return proposal({"kind": "proposal", "proposal": drawn.kind, "index": drawn.index,
                             "text": drawn.text, "short": drawn.short, "seed": used_seed}), []

        return self.commit("proposal", {"kind": kind, "seed": used_seed}, build)
