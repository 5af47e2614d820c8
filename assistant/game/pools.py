"""Rolling pools: bare numbers or traits (« Constitution des pools de dés »), joueur contre
joueur, and the Deus Ex Alea told to the Destinée and applied on her word.

* The Destin moves by the dice really rolled, Y − X (l. 276, 1062), puissances and gauge
  penalties included; in « Joueur contre joueur » (l. 242–248) it moves only by the difference
  of the dice the Destinée adds (bare dice on each side).
* After a roll built from traits, the Deus Ex Alea conditions (l. 1076–1106) are checked with
  the Destin once Y − X is added; when they hold, only the Destinée's part says so, and
  :meth:`PoolCommands.deus_ex_alea` applies it (the loser's side must have used a puissance
  « liée à un élément externe »: that judgement is hers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from assistant import wording
from assistant.game.base import GameBase, ensure_protagonist, jsonable
from assistant.game.resolutions import PROTAGONISTS, last_resolution_entry, view_of
from assistant.game.sheets import traits_of
from assistant.ledger import Change, TableCommand, TableState
from assistant.ledger.errors import NoPreviousEntryError
from assistant.ledger.state import destin_change, fortunes_change
from assistant.reply import Reply
from assistant.wording.pools import deus_ex_alea_applied, deus_ex_alea_notice
from hades_core.deus_ex_alea import check_deus_ex_alea
from hades_core.limits import bounded_destin
from hades_core.meaning import meaning, table_key
from hades_core.pool import SidePool, build_side
from hades_core.resolution import check_pool, resolve_pool


@dataclass(frozen=True)
class Sides:
    """The two pools of a roll, read from the table inside its transaction."""

    protagonist_dice: int
    obstacle_dice: int
    destin_delta: int
    pool: dict[str, Any] | None = None
    """How traits, puissances and penalties made the dice (``None`` for bare numbers)."""
    protagonists_puissance: bool = False
    obstacle_puissance: bool = False


def side_data(side: SidePool, name: str | None) -> dict[str, Any]:
    """One side's pool as the roll's data gives it, with the name of whose gauges and sheet
    made it."""
    return {"name": name, **jsonable(side)}


def trait_sides(state: TableState, protagonist: str | None, traits: Sequence[str],
                obstacle_traits: Sequence[str] = (), obstacle_dice: int = 0,
                protagonist_dice: int = 0, opponent: str | None = None,
                reflexes: Sequence[str] = (), intention: bool = False) -> Sides:
    """The two pools of a roll of traits at ``state`` (:meth:`PoolCommands.roll_traits`)."""
    person = state.find(protagonist) if protagonist else None
    rival = state.get(opponent) if opponent else None
    my_sheet = traits_of(state, person.name) if person else ()
    their_sheet = traits_of(state, rival.name) if rival else ()
    mine = build_side(traits, my_sheet, person.gauges if person else (), reflexes,
                      intention, protagonist_dice, exploitable=their_sheet)
    theirs = build_side(obstacle_traits, their_sheet, rival.gauges if rival else (), (),
                        intention, obstacle_dice, exploitable=my_sheet)
    check_pool(mine.dice)
    check_pool(theirs.dice)
    delta = obstacle_dice - protagonist_dice if rival else theirs.dice - mine.dice
    pool = {"protagonists": side_data(mine, person.name if person else protagonist),
            "obstacle": side_data(theirs, rival.name if rival else None),
            "joueur_contre_joueur": rival is not None}
    return Sides(mine.dice, theirs.dice, delta, pool, mine.uses_puissance,
                 theirs.uses_puissance)


class PoolCommands(GameBase):
    """Rolls from numbers or traits, and the Deus Ex Alea."""

    def resolve_dice(
        self,
        command: dict[str, Any],
        sides_of: Callable[[TableState], Sides],
        protagonist: str | None = None,
        seed: int | None = None,
        chaining: bool = False,
        action: str | None = None,
    ) -> Reply:
        """Roll the pools ``sides_of`` reads from the table, move the Destin, credit the
        fortune to ``protagonist`` (added if new), add the ``action``'s row, and check the
        Deus Ex Alea when the pools were built from traits."""
        if action is not None:
            table_key(action)
        dice, used_seed = self.dice(seed)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            state = table.state
            sides = sides_of(state)
            resolution = resolve_pool(sides.protagonist_dice, sides.obstacle_dice, dice,
                                      chaining)
            destin = bounded_destin(state.destin, state.destin + sides.destin_delta)
            changes: list[Change] = [destin_change(state, destin)]
            data: dict[str, Any] = jsonable(resolution)
            data.pop("destin_delta")
            data.update(kind="roll", rank=resolution.outcome.rank, seed=used_seed,
                        protagonist_name=None, fortunes_after=None,
                        gm={"destin_before": state.destin, "destin_after": destin,
                            "destin_delta": sides.destin_delta})
            if sides.pool is not None:
                data["pool"] = sides.pool
                found = check_deus_ex_alea(resolution, destin, sides.protagonists_puissance,
                                           sides.obstacle_puissance)
                if found.triggered:
                    data["gm"]["deus_ex_alea"] = jsonable(found)
            if action is not None:
                data["interpretation"] = jsonable(meaning(action, resolution.outcome.key))
            if protagonist:
                person, added = ensure_protagonist(state, protagonist)
                changes += added
                data["protagonist_name"] = person.name
                data["fortunes_after"] = person.fortunes
                if resolution.fortune_gained:
                    changes.append(fortunes_change(person, person.fortunes + 1))
                    data["fortunes_after"] = person.fortunes + 1
            reply = wording.roll(data)
            return deus_ex_alea_notice(reply), changes

        return self.commit("roll", {**command, "seed": used_seed, "chaining": chaining,
                                    "action": action, "protagonist": protagonist}, build)

    def roll_traits(
        self,
        protagonist: str | None,
        traits: Sequence[str],
        obstacle_traits: Sequence[str] = (),
        obstacle_dice: int = 0,
        protagonist_dice: int = 0,
        opponent: str | None = None,
        reflexes: Sequence[str] = (),
        intention: bool = False,
        seed: int | None = None,
        chaining: bool = False,
        action: str | None = None,
    ) -> Reply:
        """Roll pools built from traits: ``traits`` for the protagonistes (read on
        ``protagonist``'s sheet with their puissance, or notations such as ``"torche"``,
        ``"arc+"``), ``obstacle_traits`` for the obstacle (``"force++"``, ``"peau dure"``),
        plus bare dice on each side. ``protagonist``'s gauges at II cost 1D each; a ressource
        at ~~II~~ forbids its trait; ``reflexes`` names puissance manœuvres used as réflexes
        (1D less); ``intention`` adds the « dé d'objectif » to both sides.

        A défaut is for the camp opposé to exploit: ``protagonist``'s défaut named among
        ``traits`` is refused (``TraitError`` ``"own_defaut"``), named among
        ``obstacle_traits`` it brings the obstacle its dice, puissance counted; the same holds
        the other way round for the ``opponent``'s défauts.

        With ``opponent`` (joueur contre joueur), that protagoniste is the obstacle: their
        sheet and gauges build its pool, and the Destin moves only by ``obstacle_dice`` −
        ``protagonist_dice``, the dice the Destinée adds.
        """
        command: dict[str, Any] = {
            "traits": list(traits), "obstacle_traits": list(obstacle_traits),
            "obstacle_dice": obstacle_dice, "protagonist_dice": protagonist_dice,
            "opponent": opponent, "reflexes": list(reflexes), "intention": intention}

        def sides_of(state: TableState) -> Sides:
            return trait_sides(state, protagonist, traits, obstacle_traits, obstacle_dice,
                               protagonist_dice, opponent, reflexes, intention)

        return self.resolve_dice(command, sides_of, protagonist, seed, chaining, action)

    def count_trait_pools(self, protagonist: str | None, traits: Sequence[str],
                          obstacle_traits: Sequence[str] = (), obstacle_dice: int = 0,
                          opponent: str | None = None,
                          reflexes: Sequence[str] = ()) -> tuple[int, int]:
        """The dice a roll of traits would throw on each side, counted as ``roll_traits``
        counts them but without rolling: a question before the roll says them back."""
        with self.read() as table:
            sides = trait_sides(table.state, protagonist, traits, obstacle_traits,
                                obstacle_dice, opponent=opponent, reflexes=reflexes)
        return sides.protagonist_dice, sides.obstacle_dice

    def deus_ex_alea(self) -> Reply:
        """The Destinée applies the Deus Ex Alea found on the last roll: the result moves by
        |Destin| rungs for the losing side and the Destin goes back to 0."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            entry = last_resolution_entry(table)
            found = entry.result.get("gm", {}).get("deus_ex_alea") if entry.kind == "roll" \
                else None
            if not found:
                raise NoPreviousEntryError("deus_ex_alea")
            view = view_of(entry)
            data: dict[str, Any] = {
                "kind": "deus_ex_alea", "beneficiary": found["beneficiary"],
                "value_before": found["value_before"], "value": found["value"],
                "outcome": found["outcome"], "side": PROTAGONISTS,
                "sides": {PROTAGONISTS: found["value"]}, "roll": view.roll,
                "other_roll": None, "source_kind": "roll", "roll_id": entry.id,
                "gm": {"destin_before": table.state.destin,
                       "destin_after": found["destin_after"]}}
            return deus_ex_alea_applied(data), [destin_change(table.state,
                                                              found["destin_after"])]

        return self.commit("deus_ex_alea", {}, build)

