"""Rolls with the dice (« Résoudre avec les dés ») and fortune shifts of the last resolution."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant import wording
from assistant.game.base import ensure_protagonist, jsonable
from assistant.game.meanings import MeaningCommands
from assistant.game.pools import PoolCommands, Sides, side_data
from assistant.game.resolutions import (
    PROTAGONISTS,
    RIVALS,
    last_resolution_entry,
    other_roll,
    spender_side,
    view_of,
)
from assistant.ledger import Change, TableCommand, TableState
from assistant.ledger.state import fortunes_change
from assistant.reply import Reply
from hades_core.competition import competition_winner
from hades_core.errors import NotEnoughFortunesError
from hades_core.fortune import ShiftDirection, shift_with_fortune
from hades_core.meaning import meaning
from hades_core.outcome import outcome_for
from hades_core.pool import build_side, gauge_penalties
from hades_core.resolution import Side, check_pool

__all__ = ["RollCommands", "ensure_protagonist"]



def competition_winner_after(data: dict[str, Any]) -> str:
    """The winner of a shifted competition, from both sides' current values."""
    mine, theirs = (data["roll"], data["other_roll"]) if data["side"] == PROTAGONISTS \
        else (data["other_roll"], data["roll"])
    winner, _ = competition_winner(
        outcome_for(data["sides"][PROTAGONISTS]), outcome_for(data["sides"][RIVALS]),
        mine["protagonist"]["even_sum"], theirs["protagonist"]["even_sum"])
    return winner.key


class RollCommands(MeaningCommands, PoolCommands):
    """Rolls and their fortune shifts; pools built from traits, the Deus Ex Alea
    (:mod:`assistant.game.pools`) and what a result means (:mod:`assistant.game.meanings`)
    come with them."""

    def roll(
        self,
        protagonist_dice: int,
        obstacle_dice: int,
        protagonist: str | None = None,
        seed: int | None = None,
        chaining: bool = False,
        action: str | None = None,
    ) -> Reply:
        """Roll X dice for the protagonistes against Y for the obstacle.

        The Destin moves by Y − X; when ``protagonist`` is named (and added if new) the fortune
        the roll may earn goes to them, otherwise the answer gives it to « les protagonistes ».
        With ``action`` (``"contourner"``…, the NLU slot ``action_type``) the answer adds the
        first sentence of that action's row (``interpretation`` in the data).

        A named protagoniste's gauges count as in a roll built from traits
        (:func:`hades_core.pool.gauge_penalties`): an état at ~~II~~ refuses the roll, each
        gauge at II takes one of the X dice, and the Destin moves by the dice really rolled.
        Without such a gauge the roll is the same as ever (same dice for the same seed).
        """
        check_pool(protagonist_dice, Side.PROTAGONISTES)
        check_pool(obstacle_dice, Side.OBSTACLE)
        command = {"protagonist_dice": protagonist_dice, "obstacle_dice": obstacle_dice}

        def sides_of(state: TableState) -> Sides:
            person = state.find(protagonist) if protagonist else None
            penalties = gauge_penalties(person.gauges) if person else ()
            if not penalties:
                return Sides(protagonist_dice, obstacle_dice, obstacle_dice - protagonist_dice)
            mine = build_side((), gauges=person.gauges if person else (),
                              extra=protagonist_dice)
            theirs = build_side((), extra=obstacle_dice)
            pool = {"protagonists": side_data(mine, person.name if person else None),
                    "obstacle": side_data(theirs, None), "joueur_contre_joueur": False}
            return Sides(mine.dice, theirs.dice, theirs.dice - mine.dice, pool)

        return self.resolve_dice(command, sides_of, protagonist, seed, chaining, action)

    def shift(self, protagonist: str, direction: ShiftDirection = ShiftDirection.UP) -> Reply:
        """« Décaler le résultat d'une résolution »: ``protagonist`` spends one fortune to move
        the last resolution (roll, script or competition) one rung.

        « on perd la possibilité d'obtention de fortune »: the fortune that resolution gave is
        lost whoever spends, so its holder gives it back (when they still have it; a fortune
        already spent cannot be taken back). In a competition the named rival shifts the
        rivals' roll, anybody else the protagonistes' roll, and the winner is decided again.
        """
        command = {"protagonist": protagonist, "direction": direction.value}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            last = last_resolution_entry(table)
            state = table.state
            person = state.get(protagonist)
            view = view_of(last, spender_side(last, person.name))
            shifted = shift_with_fortune(view.value, direction)
            holder = (state.find(view.fortune_holder)
                      if view.fortune_gained and view.fortune_holder else None)
            own = holder is not None and holder.name == person.name
            cost = 2 if own else 1
            if person.fortunes < cost:
                raise NotEnoughFortunesError(person.fortunes, cost)
            after = person.fortunes - cost
            changes = [fortunes_change(person, after)]
            taken_back = own
            if holder is not None and not own and holder.fortunes > 0:
                changes.append(fortunes_change(holder, holder.fortunes - 1))
                taken_back = True
            sides = {**view.sides, view.side: shifted.value}
            data: dict[str, Any] = {
                "kind": "fortune_shift",
                "protagonist_name": person.name,
                "value_before": shifted.value_before,
                "value": shifted.value,
                "outcome": shifted.outcome.key,
                "direction": direction.value,
                "forfeited_fortune": view.fortune_gained,
                "forfeited_by": holder.name if taken_back and holder else None,
                "fortunes_after": after,
                "side": view.side,
                "sides": sides,
                "roll": view.roll,
                "other_roll": other_roll(last, view.side),
                "source_kind": view.source_kind,
                "roll_id": view.source_id,
                "rival_name": last.result.get("rival_name"),
            }
            if view.source_kind == "competition":
                data["winner"] = competition_winner_after(data)
            if view.roll.get("interpretation"):
                table_name = view.roll["interpretation"]["table"]
                data["interpretation"] = jsonable(meaning(table_name, shifted.outcome.key))
            return wording.shift(data), changes

        return self.commit("fortune_shift", command, build)

    def detail(self) -> Reply:
        """« détaille »: every die of the last roll of the table."""
        with self.read() as table:
            last = last_resolution_entry(table)
        view = view_of(last)
        return wording.detail({**view.roll, "value": view.value,
                               "outcome": outcome_for(view.value).key})
