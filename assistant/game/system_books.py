"""The common ground of every game's bookkeeping at a table (``assistant.game.games``).

Each game keeps its state in the ledger as JSON values under keys of its own (``fate:<nom>``,
``krasses``, ``trois_six_neuf:<nom>``…). Every change is one journaled command: « annule »
restores the previous values exactly. A game's command is answered only at a table playing
that game; the answer otherwise says how to switch, as for the rolls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from assistant.game.base import GameBase
from assistant.ledger import Change, TableCommand
from assistant.ledger.errors import UnknownTableError
from assistant.ledger.state import data_change
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.dice import Dice
from hades_core.systems import DEFAULT_SYSTEM
from hades_core.systems.text import fold

Update = Callable[[Any], tuple[Reply, Any]]
"""From the stored JSON value (``None`` if absent), the answer and the value to store."""

Roll = Callable[[Dice, int], Reply]
"""From the dice and the seed that replays them, a roll's answer."""

UpdateMany = Callable[[Mapping[str, Any]], tuple[Reply, Mapping[str, Any]]]
"""From the stored values by key, the answer and the values to store by key."""


def person_key(game: str, name: str) -> str:
    """Key of a character's state in ``game``: case and accents ignored (« Léa » is « lea »)."""
    return f"{game}:{fold(name)}"


class SystemBooks(GameBase):
    """A game's persisted state at a table: one journaled, undoable command each."""

    system: ClassVar[str]
    """The key of the game these books keep (``hades_core.systems.GAMES``)."""

    def _update_many(
        self, kind: str, command: dict[str, Any], keys: Sequence[str], update: UpdateMany
    ) -> Reply:
        """Run ``update`` on the values under ``keys`` in one transaction, if the table plays
        this game; every value it gives back is stored."""
        playing = self.playing()
        if playing != self.system:
            return wording.system_needs_table(playing, self.system)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            reply, after = update({key: table.state.data(key) for key in keys})
            return reply, [data_change(table.state, key, value) for key, value in after.items()]

        return self.commit(kind, command, build)

    def _update(self, kind: str, command: dict[str, Any], key: str, update: Update) -> Reply:
        """``_update_many`` for the value under one key."""
        def update_one(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            reply, after = update(stored[key])
            return reply, {key: after}

        return self._update_many(kind, command, [key], update_one)

    def play(self, kind: str, command: dict[str, Any], roll: Roll,
             seed: int | None = None) -> Reply:
        """Roll this game's dice at the table if it plays this game, journaled as ``kind`` with
        the seed that replays them (« répète », « détaille », the export) when dice were
        thrown (``thrown``); otherwise one sentence says how to switch."""
        playing = self.playing()
        if playing != self.system:
            return wording.system_needs_table(playing, self.system)
        dice, used_seed = self.dice(seed)
        reply = roll(dice, used_seed)
        if not self.thrown(reply):
            return reply
        return self.commit(kind, {**command, "seed": used_seed}, lambda table: (reply, []))

    def thrown(self, reply: Reply) -> bool:
        """Whether the roll answered by ``reply`` threw dice, and so is journaled; every roll
        does, unless the game says otherwise."""
        return True

    def elsewhere(self) -> Reply | None:
        """``None`` when the table plays this game; otherwise the sentence that says how to
        switch (for a command that only reads the game's state)."""
        playing = self.playing()
        return None if playing == self.system else wording.system_needs_table(playing,
                                                                              self.system)

    def playing(self) -> str:
        """The game the table plays: HaDes for a table not created yet, as a table is created
        with HaDes (« compétence trois, difficulté simple » said first at a new table is told
        how to switch, not that the table is unknown)."""
        try:
            with self.read() as table:
                return table.state.system
        except UnknownTableError:
            return DEFAULT_SYSTEM

    def _stored_under(self, prefix: str) -> list[Any]:
        """Every value stored under keys starting with ``prefix``."""
        with self.read() as table:
            return list(table.state.data_under(prefix))
