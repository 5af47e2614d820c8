"""Oracles (« Aides de jeu »): every oracle roll is journaled with its seed, no state changes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from assistant import wording
from assistant.game.base import GameBase, jsonable
from assistant.ledger import Change, TableCommand
from assistant.reply import Reply
from hades_core.dice import Dice
from hades_core.oracles.antagonism import roll_antagonism_action
from hades_core.oracles.choice import roll_choice
from hades_core.oracles.direction import roll_direction
from hades_core.oracles.distance import roll_distance
from hades_core.oracles.second_role import create_second_role


class OracleCommands(GameBase):
    """Jets de distance, de direction, de choix; second rôle; action de l'antagonisme."""

    def _oracle(
        self,
        oracle: str,
        command: dict[str, Any],
        seed: int | None,
        roll: Callable[[Dice, TableCommand], Any],
    ) -> Reply:
        dice, used_seed = self.dice(seed)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            data = {"kind": "oracle", "oracle": oracle, "seed": used_seed,
                    **jsonable(roll(dice, table))}
            return wording.oracle(data), []

        return self.commit("oracle", {**command, "oracle": oracle, "seed": used_seed}, build)

    def distance(self, question: str, seed: int | None = None) -> Reply:
        """Jet de distance for ``question`` (qui, ou, quand, combien)."""
        return self._oracle("distance", {"question": question}, seed,
                            lambda dice, _: roll_distance(question, dice))

    def direction(self, category: str, seed: int | None = None) -> Reply:
        """Jet de direction read on the row ``category`` (champ, action, emotion…)."""
        return self._oracle("direction", {"category": category}, seed,
                            lambda dice, _: roll_direction(category, dice))

    def choice(self, options: Sequence[str], seed: int | None = None) -> Reply:
        """Jet de choix between ``options``: one d6 each, ties re-rolled."""
        def roll(dice: Dice, _: TableCommand) -> dict[str, Any]:
            result = roll_choice(options, dice)
            return {**jsonable(result), "winner": result.winner}

        return self._oracle("choix", {"options": list(options)}, seed, roll)

    def second_role(
        self, by_destin: bool = False, with_secret: bool = False, seed: int | None = None
    ) -> Reply:
        """Second rôle à la volée: disposition by a jet de distance, or by the Destin."""
        def roll(dice: Dice, table: TableCommand) -> Any:
            destin = table.state.destin if by_destin else None
            return create_second_role(dice, destin, with_secret)

        command = {"by_destin": by_destin, "with_secret": with_secret}
        return self._oracle("second_role", command, seed, roll)

    def antagonism(self, seed: int | None = None) -> Reply:
        """The antagonism's next action (« Mettre les protagonistes sur le grill »)."""
        return self._oracle("antagonisme", {}, seed,
                            lambda dice, _: roll_antagonism_action(dice))
