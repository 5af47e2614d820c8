"""Rolls with the dice (« Résoudre avec les dés ») and fortune shifts of the last roll."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant import wording
from assistant.game.base import GameBase, jsonable
from assistant.ledger import Change, TableCommand, TableState
from assistant.ledger.errors import NoPreviousEntryError
from assistant.ledger.state import (
    Protagonist,
    destin_change,
    fortunes_change,
    protagonist_change,
)
from assistant.reply import Reply
from hades_core.destin import destin_after_roll
from hades_core.errors import NotEnoughFortunesError
from hades_core.fortune import ShiftDirection, shift_with_fortune
from hades_core.resolution import resolve_pool

ROLL_KINDS = frozenset({"roll", "fortune_shift"})


def ensure_protagonist(state: TableState, name: str) -> tuple[Protagonist, list[Change]]:
    """The protagoniste called ``name``, added to the table first when new."""
    found = state.find(name)
    if found is not None:
        return found, []
    return Protagonist(name.strip()), [protagonist_change(name.strip())]


class RollCommands(GameBase):
    """Rolls and their fortune shifts."""

    def roll(
        self,
        protagonist_dice: int,
        obstacle_dice: int,
        protagonist: str | None = None,
        seed: int | None = None,
        chaining: bool = False,
    ) -> Reply:
        """Roll X dice for the protagonistes against Y for the obstacle.

        The Destin moves by Y − X; when ``protagonist`` is named (and added if new) the fortune
        the roll may earn goes to them, otherwise the answer gives it to « les protagonistes ».
        """
        dice, used_seed = self.dice(seed)
        resolution = resolve_pool(protagonist_dice, obstacle_dice, dice, chaining)
        command = {
            "protagonist_dice": protagonist_dice,
            "obstacle_dice": obstacle_dice,
            "protagonist": protagonist,
            "seed": used_seed,
            "chaining": chaining,
        }

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            state = table.state
            destin = destin_after_roll(state.destin, protagonist_dice, obstacle_dice)
            changes: list[Change] = [destin_change(state, destin)]
            data: dict[str, Any] = jsonable(resolution)
            data.pop("destin_delta")
            data.update(
                kind="roll",
                rank=resolution.outcome.rank,
                seed=used_seed,
                protagonist_name=None,
                fortunes_after=None,
                gm={
                    "destin_before": state.destin,
                    "destin_after": destin,
                    "destin_delta": resolution.destin_delta,
                },
            )
            if protagonist:
                person, added = ensure_protagonist(state, protagonist)
                changes += added
                data["protagonist_name"] = person.name
                data["fortunes_after"] = person.fortunes
                if resolution.fortune_gained:
                    changes.append(fortunes_change(person, person.fortunes + 1))
                    data["fortunes_after"] = person.fortunes + 1
            return wording.roll(data), changes

        return self.commit("roll", command, build)

    def shift(self, protagonist: str, direction: ShiftDirection = ShiftDirection.UP) -> Reply:
        """« Décaler le résultat »: ``protagonist`` spends one fortune to move the last roll one
        rung; the fortune that roll gave them, if any, is lost (« on perd la possibilité
        d'obtention de fortune »)."""
        command = {"protagonist": protagonist, "direction": direction.value}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            last = table.last_active(ROLL_KINDS)
            if last is None:
                raise NoPreviousEntryError("roll")
            person = table.state.get(protagonist)
            roll_data = last.result if last.kind == "roll" else last.result["roll"]
            value = last.result["value"]
            shifted = shift_with_fortune(value, direction)
            refund = int(
                last.kind == "roll"
                and roll_data["fortune_gained"]
                and roll_data["protagonist_name"] == person.name
            )
            cost = 1 + refund
            if person.fortunes < cost:
                raise NotEnoughFortunesError(person.fortunes, cost)
            after = person.fortunes - cost
            data = {
                "kind": "fortune_shift",
                "protagonist_name": person.name,
                "value_before": value,
                "value": shifted.value,
                "outcome": shifted.outcome.key,
                "direction": direction.value,
                "forfeited_fortune": bool(refund),
                "fortunes_after": after,
                "roll": roll_data,
                "roll_id": last.id if last.kind == "roll" else last.result["roll_id"],
            }
            return wording.shift(data), [fortunes_change(person, after)]

        return self.commit("fortune_shift", command, build)

    def detail(self) -> Reply:
        """« détaille »: every die of the last roll of the table."""
        with self.read() as table:
            last = table.last_active(frozenset({"roll"}))
        if last is None:
            raise NoPreviousEntryError("roll")
        return wording.detail(last.result)
