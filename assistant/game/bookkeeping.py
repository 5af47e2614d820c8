"""The table's bookkeeping: Destin, automatic resolution, initiative, fortunes, gauges (« Le
Destin », « Résoudre automatiquement », « Gérer l'initiative », « Les Fortunes », « Les
Jauges »)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from assistant import wording
from assistant.game.base import GameBase, jsonable
from assistant.game.rolls import ensure_protagonist
from assistant.game.session import SessionCommands
from assistant.game.sheets import SheetCommands
from assistant.ledger import Change, TableCommand
from assistant.ledger.state import destin_change, fortunes_change, gauge_change
from assistant.reply import Reply
from assistant.roles import DESTIN_READ, check, is_solo
from assistant.wording.roll import destin_limit
from assistant.wording.spoken import sentence
from hades_core.destin import (
    initiative_for,
    resolve_automatically,
    solo_destin_roll,
    use_trait_automatically,
)
from hades_core.errors import GaugeLevelError, NotEnoughFortunesError
from hades_core.gauge import MAX_LEVEL, Gauge, GaugeKind, default_kind
from hades_core.limits import (
    MAX_DESTIN_ADJUST,
    MAX_FORTUNES,
    bounded_destin,
    check_count,
    check_total,
)
from hades_core.meaning import destin_row, meaning, table_key


class BookkeepingCommands(SheetCommands, SessionCommands, GameBase):
    """Commands that change the table's counters without rolling a pool; the sheets
    (:mod:`assistant.game.sheets`) and the end of session (:mod:`assistant.game.session`)
    come with them."""

    def destin(self) -> Reply:
        """The Destin, for the Destinée only (the table text never holds its value); a player
        is refused (``assistant.roles``)."""
        check(self.role, DESTIN_READ, 0)
        with self.read() as table:
            value = table.state.destin
        return wording.destin_value(value)

    def adjust_destin(self, delta: int) -> Reply:
        """The Destinée moves the Destin by ``delta`` (« ajouter au destin la différence »).

        Same bound as every other move (:func:`hades_core.limits.bounded_destin`): toward zero
        always in full, away from zero up to ±1000 (she is told where it stopped). ``delta``
        itself is at most ±2000, enough to cross from one bound to the other."""
        check_total("destin_adjust", delta, -MAX_DESTIN_ADJUST, MAX_DESTIN_ADJUST)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            before = table.state.destin
            after = bounded_destin(before, before + delta)
            reply = wording.destin_adjusted(before, after)
            reply = replace(reply, gm=sentence(reply.gm or "", destin_limit(after)))
            return reply, [destin_change(table.state, after)]

        return self.commit("destin_adjust", {"gm": {"delta": delta}}, build)

    def auto(self, trait: bool = False, action: str | None = None) -> Reply:
        """« Résoudre automatiquement »: from the Destin, or a success with a ``trait``; with
        ``action`` the answer adds that action's Destin row (« Destin>0 », « Destin<=0 »)."""
        if action is not None:
            table_key(action)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            destin = table.state.destin
            result = use_trait_automatically(destin) if trait else resolve_automatically(destin)
            result = replace(result, destin_after=bounded_destin(destin, result.destin_after))
            row = None if action is None else jsonable(meaning(action, destin_row(
                result.destin_before if not trait else 1)))
            reply = wording.automatic(result.success, trait, result.destin_before,
                                      result.destin_after, row)
            return reply, [destin_change(table.state, result.destin_after)]

        return self.commit("auto", {"trait": trait, "action": action}, build)

    def destin_roll(self, seed: int | None = None) -> Reply:
        """« Jet de destin » (« Jouer en solo »): contretemps or not; die and Destin to the gm.

        Journaled with its seed, kept in the gm part: the seed replays the die, and the die
        with the answer would tell the players something about the Destin. The Destin does not
        change. Outside solo play (more than one protagoniste) even « Contretemps ! » is the
        Destinée's: it would tell the table that the Destin is negative.
        """
        dice, used_seed = self.dice(seed)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            solo = is_solo(len(table.state.protagonists))
            reply = wording.destin_roll(solo_destin_roll(table.state.destin, dice), solo)
            secret = {**reply.data["gm"], "seed": used_seed}
            return replace(reply, data={**reply.data, "gm": secret}), []

        return self.commit("destin_roll", {"gm": {"seed": used_seed}}, build)

    def fortunes(self, protagonist: str | None = None) -> Reply:
        """« Combien de fortunes ? »: ``protagonist``'s count, or every protagoniste's."""
        with self.read() as table:
            state = table.state
            people = [state.get(protagonist)] if protagonist else list(state.protagonists)
        return wording.fortunes({person.name: person.fortunes for person in people})

    def initiative(self) -> Reply:
        """« Gérer l'initiative »: who acts first, read from the Destin (journaled, no change)."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            return wording.initiative(initiative_for(table.state.destin).key), []

        return self.commit("initiative", {}, build)

    def gain_fortune(self, protagonist: str, count: int = 1) -> Reply:
        """``protagonist`` (added if new) gains ``count`` fortunes."""

        check_count("fortunes_count", count, MAX_FORTUNES)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            person, changes = ensure_protagonist(table.state, protagonist)
            after = person.fortunes + count
            check_total("fortunes_total", after, 0, MAX_FORTUNES)
            reply = wording.fortunes_gained(person.name, count, after)
            return reply, [*changes, fortunes_change(person, after)]

        return self.commit("fortune_gain", {"protagonist": protagonist, "count": count}, build)

    def spend_fortune(self, protagonist: str, count: int = 1) -> Reply:
        """``protagonist`` spends ``count`` fortunes (rebondissement, révélation, consolidation)."""
        check_count("fortunes_count", count, MAX_FORTUNES)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            person = table.state.get(protagonist)
            if count > person.fortunes:
                raise NotEnoughFortunesError(person.fortunes, count)
            after = person.fortunes - count
            reply = wording.fortunes_spent(person.name, count, after)
            return reply, [fortunes_change(person, after)]

        return self.commit("fortune_spend", {"protagonist": protagonist, "count": count}, build)

    def set_gauge(
        self, protagonist: str, gauge: str, level: int, kind: GaugeKind | None = None
    ) -> Reply:
        """Put the jauge ``gauge`` of ``protagonist`` at ``level`` bars (0 empties it).

        Without ``kind`` an existing gauge keeps its kind and a new one takes the kind the
        seed gives its name (fatigue, richesse… are ressources), else état.
        """

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            person, changes = ensure_protagonist(table.state, protagonist)
            current = person.gauge(gauge)
            chosen = kind or (current.kind if current else default_kind(gauge))
            name = current.name if current else gauge.strip()
            if not 0 <= level <= MAX_LEVEL:
                raise GaugeLevelError(name, level, MAX_LEVEL)
            checked = Gauge(name, chosen, level)
            reply = wording.gauge_set(person.name, checked)
            return reply, [*changes, gauge_change(person, name, chosen, level)]

        command = {"protagonist": protagonist, "gauge": gauge, "level": level,
                   "kind": kind.value if kind else None}
        return self.commit("gauge", command, build)
