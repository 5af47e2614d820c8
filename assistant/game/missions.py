"""Scripts and competitions (« Résoudre un script », « Être en compétition »): one roll each,
journaled with its seed like a roll, moving the Destin like a roll."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant import wording
from assistant.game.base import GameBase, jsonable
from assistant.ledger import Change, TableCommand
from assistant.ledger.state import destin_change
from assistant.reply import Reply
from hades_core.competition import resolve_competition
from hades_core.destin import destin_after_roll
from hades_core.script import ScriptStep, check_steps, resolve_script


def _destin_secret(before: int, after: int) -> dict[str, int]:
    return {"destin_before": before, "destin_after": after, "destin_delta": after - before}


class MissionCommands(GameBase):
    """A whole mission in one roll, or two sides racing for one objective."""

    def script(self, steps: Sequence[tuple[int, int]], seed: int | None = None) -> Reply:
        """« Résoudre un script »: ``steps`` are (obstacle dice, protagonist dice) pairs.

        One roll of all the protagonist dice against all the obstacle dice; on a Revers or a
        Presque the answer names the interrupted step (``hades_core.script``). The Destin moves
        by Y − X as for any roll (the seed's « Résoudre avec les dés »); no protagoniste is
        named, so a fortune goes to « les protagonistes ».
        """
        script_steps = [ScriptStep(obstacle, protagonists) for obstacle, protagonists in steps]
        check_steps(script_steps)
        dice, used_seed = self.dice(seed)
        result = resolve_script(script_steps, dice)
        resolution = result.resolution
        command = {"steps": [list(step) for step in steps], "seed": used_seed}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            before = table.state.destin
            after = destin_after_roll(before, resolution.protagonist_dice,
                                      resolution.obstacle_dice)
            roll: dict[str, Any] = jsonable(resolution)
            roll.pop("destin_delta")
            data = {"kind": "script", "seed": used_seed, "steps": jsonable(result.steps),
                    "interrupted_step": result.interrupted_step, "roll": roll,
                    "gm": _destin_secret(before, after)}
            return wording.script(data), [destin_change(table.state, after)]

        return self.commit("script", command, build)

    def competition(
        self,
        protagonist_pool: tuple[int, int],
        rival_pool: tuple[int, int],
        seed: int | None = None,
    ) -> Reply:
        """« Être en compétition »: each side rolls (its dice, its obstacle dice).

        Only the protagonistes' roll moves the Destin (Y − X): the rivals are the
        antagonisme's side, and the Destin measures the protagonistes' risk taking.
        """
        dice, used_seed = self.dice(seed)
        result = resolve_competition(protagonist_pool, rival_pool, dice)
        command = {"protagonists": list(protagonist_pool), "rivals": list(rival_pool),
                   "seed": used_seed}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            before = table.state.destin
            after = destin_after_roll(before, *protagonist_pool)
            sides = {side: {key: value for key, value in jsonable(roll).items()
                            if key != "destin_delta"}
                     for side, roll in (("protagonists", result.protagonists),
                                        ("rivals", result.rivals))}
            data = {"kind": "competition", "seed": used_seed, "winner": result.winner.key,
                    "tie_broken": result.tie_broken, **sides,
                    "gm": _destin_secret(before, after)}
            return wording.competition(data), [destin_change(table.state, after)]

        return self.commit("competition", command, build)
