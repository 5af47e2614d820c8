"""Scripts and competitions (« Résoudre un script », « Être en compétition »): one roll each,
journaled with its seed like a roll, moving the Destin like a roll."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from assistant import wording
from assistant.game.base import GameBase, jsonable
from assistant.game.rolls import ensure_protagonist
from assistant.ledger import Change, TableCommand
from assistant.ledger.state import Target, destin_change
from assistant.reply import Reply
from hades_core.competition import resolve_competition
from hades_core.destin import destin_after_roll
from hades_core.limits import bounded_destin
from hades_core.pool import gauge_penalties
from hades_core.script import ScriptStep, check_steps, resolve_script, without_dice


def _destin_secret(before: int, after: int) -> dict[str, int]:
    return {"destin_before": before, "destin_after": after, "destin_delta": after - before}


def _credit(
    table: TableCommand, name: str | None, gained: bool, changes: list[Change]
) -> tuple[str | None, int | None]:
    """Credit one fortune to ``name`` when ``gained`` (adding them first when new); append the
    changes and return (their name as stored, their fortunes after), or (None, None)."""
    if not name:
        return None, None
    current = next((c.after for c in changes if c.target is Target.FORTUNES
                    and c.protagonist and c.protagonist.casefold() == name.casefold()), None)
    person, added = ensure_protagonist(table.state, name)
    if not any(c.target is Target.PROTAGONIST and c.protagonist == person.name
               for c in changes):
        changes += added
    fortunes = person.fortunes if current is None else current
    if not gained:
        return person.name, fortunes
    changes.append(Change(Target.FORTUNES, fortunes, fortunes + 1, protagonist=person.name))
    return person.name, fortunes + 1


def _penalties(table: TableCommand, name: str | None) -> tuple[str, ...]:
    """The gauges of the protagoniste ``name`` that take a die (none for a new or unnamed
    one); ``TraitError`` when an état of theirs is at ~~II~~."""
    person = table.state.find(name) if name else None
    return gauge_penalties(person.gauges) if person else ()


class MissionCommands(GameBase):
    """A whole mission in one roll, or two sides racing for one objective."""

    def script(
        self,
        steps: Sequence[tuple[int, int]],
        seed: int | None = None,
        protagonist: str | None = None,
    ) -> Reply:
        """« Résoudre un script »: ``steps`` are (obstacle dice, protagonist dice) pairs.

        One roll of all the protagonist dice against all the obstacle dice; on a Revers or a
        Presque the answer names the interrupted step (``hades_core.script``). The Destin moves
        by Y − X as for any roll (the seed's « Résoudre avec les dés »). The fortune the roll
        may earn goes to ``protagonist`` (added if new), else to « les protagonistes ».

        The named ``protagonist``'s gauges count as in any roll: an état at ~~II~~ refuses the
        script, each gauge at II takes one protagonist die (:func:`hades_core.script.
        without_dice`); without one the same seed rolls the same dice as ever.
        """
        script_steps = [ScriptStep(obstacle, protagonists) for obstacle, protagonists in steps]
        check_steps(script_steps)
        dice, used_seed = self.dice(seed)
        command = {"steps": [list(step) for step in steps], "seed": used_seed,
                   "protagonist": protagonist}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            penalties = _penalties(table, protagonist)
            result = resolve_script(without_dice(script_steps, len(penalties)), dice)
            resolution = result.resolution
            before = table.state.destin
            after = bounded_destin(before, destin_after_roll(
                before, resolution.protagonist_dice, resolution.obstacle_dice))
            roll: dict[str, Any] = jsonable(resolution)
            roll.pop("destin_delta")
            changes: list[Change] = [destin_change(table.state, after)]
            name, fortunes_after = _credit(table, protagonist, resolution.fortune_gained,
                                           changes)
            data = {"kind": "script", "seed": used_seed, "steps": jsonable(result.steps),
                    "interrupted_step": result.interrupted_step, "roll": roll,
                    "protagonist_name": name, "fortunes_after": fortunes_after,
                    "gm": _destin_secret(before, after)}
            if penalties:
                data["penalties"] = {"protagonist": list(penalties)}
            return wording.script(data), changes

        return self.commit("script", command, build)

    def competition(
        self,
        protagonist_pool: tuple[int, int],
        rival_pool: tuple[int, int],
        seed: int | None = None,
        protagonist: str | None = None,
        rival: str | None = None,
    ) -> Reply:
        """« Être en compétition »: each side rolls (its dice, its obstacle dice).

        Each side's roll may earn a fortune by its own standing: the protagonistes' goes to
        ``protagonist``, the rivals' to ``rival`` when the rival is a protagoniste too (Bob and
        John in the seed's example); both are added if new. The protagonistes' roll moves the
        Destin (Y − X); a named rival is a protagoniste facing the Destinée's obstacle too, so
        their roll moves it as well. Unnamed rivals are the antagonisme: their fortune goes to
        nobody and their roll does not touch the Destin.

        A named protagoniste's (or rival's) gauges count as in any roll: an état at ~~II~~
        refuses the competition, each gauge at II takes one die of that side's pool.
        """
        dice, used_seed = self.dice(seed)
        command = {"protagonists": list(protagonist_pool), "rivals": list(rival_pool),
                   "seed": used_seed, "protagonist": protagonist, "rival": rival}

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            lost = {"protagonist": _penalties(table, protagonist),
                    "rival": _penalties(table, rival)}
            mine = (max(protagonist_pool[0] - len(lost["protagonist"]), 0), protagonist_pool[1])
            theirs = (max(rival_pool[0] - len(lost["rival"]), 0), rival_pool[1])
            result = resolve_competition(mine, theirs, dice)
            before = table.state.destin
            wanted = destin_after_roll(before, *mine)
            if rival:
                wanted = destin_after_roll(wanted, *theirs)
            after = bounded_destin(before, wanted)
            changes: list[Change] = [destin_change(table.state, after)]
            names = {}
            for side, name, roll in (("protagonist", protagonist, result.protagonists),
                                     ("rival", rival, result.rivals)):
                names[f"{side}_name"], names[f"{side}_fortunes_after"] = _credit(
                    table, name, roll.fortune_gained, changes)
            sides = {side: {key: value for key, value in jsonable(roll).items()
                            if key != "destin_delta"}
                     for side, roll in (("protagonists", result.protagonists),
                                        ("rivals", result.rivals))}
            data = {"kind": "competition", "seed": used_seed, "winner": result.winner.key,
                    "tie_broken": result.tie_broken, **sides, **names,
                    "gm": _destin_secret(before, after)}
            if any(lost.values()):
                data["penalties"] = {who: list(gauges) for who, gauges in lost.items() if gauges}
            return wording.competition(data), changes

        return self.commit("competition", command, build)
