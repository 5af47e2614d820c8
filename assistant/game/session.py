"""End of session (« Fin de partie », « Faire évoluer les protagonistes »), in three steps:

1. :meth:`SessionCommands.end_session` opens the end: the optional Destin → Fortunes conversion,
   then the fortunes each protagoniste may spend; nothing is reset yet.
2. :meth:`SessionCommands.consolidate`, one fortune each: a gauge bar, a positive éphémère made
   durable, a negative éphémère removed, or a trait modified.
3. :meth:`SessionCommands.close_session`: « quand on n'a plus de point de fortune », negative
   éphémères become durable, positive ones vanish, gauges stay; « ensuite » fortunes and
   Destin go back to 0, unless the Destinée keeps them (« sauf si l'état de la fiction veut
   qu'on redémarre là où on était »).

Reading chosen: the conversion happens once per end of session (a second « fin de partie »
before the closing converts nothing more), and consolidation is allowed at any time, the
Destinée judging « si la fiction l'autorise ».
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from assistant import wording
from assistant.game.base import GameBase
from assistant.game.sheets import traits_change, traits_of
from assistant.ledger import Change, TableCommand
from assistant.ledger.state import data_change, destin_change, fortunes_change, gauge_change
from assistant.reply import Reply
from assistant.wording.session import closed, consolidated
from hades_core.destin import SESSION_START_DESTIN, end_session
from hades_core.errors import NotEnoughFortunesError, TraitError, UnknownGaugeError
from hades_core.fortune import Consolidation
from hades_core.sheet import close_session_traits, eliminate, make_durable, modify

SESSION_KEY = "hades_session"
"""Keyed data marking an end of session in progress (its conversion already done)."""


class SessionCommands(GameBase):
    """Fin de partie: conversion, consolidation, closing."""

    def end_session(self, destin_to_fortune: bool = False) -> Reply:
        """« Fin de partie »: optional Destin → Fortunes conversion (once), then each
        protagoniste's fortunes to consolidate; nothing is reset before
        :meth:`close_session`."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            state = table.state
            opened = state.data(SESSION_KEY)
            fortunes = {p.name: p.fortunes for p in state.protagonists}
            result = end_session(state.destin, fortunes, destin_to_fortune and not opened)
            changes: list[Change] = [
                fortunes_change(p, result.fortunes_to_consolidate[p.name])
                for p in state.protagonists
                if result.fortunes_to_consolidate[p.name] != p.fortunes]
            if opened:
                # Totals that include an earlier conversion would tell the Destin: still secret.
                result = replace(result, converted_per_protagonist=opened["converted"])
            else:
                changes.append(data_change(state, SESSION_KEY, {
                    "closing": True, "converted": result.converted_per_protagonist}))
            return wording.session_end(result), changes

        return self.commit("end_session", {"destin_to_fortune": destin_to_fortune}, build)

    def consolidate(
        self, protagonist: str, choice: Consolidation, target: str, new: str | None = None
    ) -> Reply:
        """``protagonist`` spends one fortune to consolidate ``target``: a gauge
        (``JAUGE``: one bar down, up for an avancement), an éphémère trait
        (``TRAIT_DURABLE``, ``TRAIT_ELIMINE``) or a trait renamed ``new``
        (``TRAIT_MODIFIE``, e.g. ``"épée+"``)."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            state = table.state
            person = state.get(protagonist)
            if person.fortunes < 1:
                raise NotEnoughFortunesError(person.fortunes, 1)
            changes: list[Change] = [fortunes_change(person, person.fortunes - 1)]
            data: dict[str, Any] = {"kind": "consolidate", "protagonist_name": person.name,
                                    "choice": choice.key, "target": target,
                                    "fortunes_after": person.fortunes - 1}
            if choice is Consolidation.JAUGE:
                gauge = person.gauge(target)
                if gauge is None:
                    raise UnknownGaugeError(target)
                moved = gauge.consolidated()
                changes.append(gauge_change(person, gauge.name, gauge.kind, moved.level))
                data.update(target=gauge.name, level=moved.level)
            else:
                traits = traits_of(state, person.name)
                if choice is Consolidation.TRAIT_DURABLE:
                    after = make_durable(traits, target)
                elif choice is Consolidation.TRAIT_ELIMINE:
                    after = eliminate(traits, target)
                else:
                    if not new or not new.rstrip("+ ").strip():
                        raise TraitError("empty", new or "")
                    after = modify(traits, target, new)
                    data["new"] = new
                changes.append(traits_change(state, person.name, after))
            return consolidated(data), changes

        command = {"protagonist": protagonist, "choice": choice.key, "target": target,
                   "new": new}
        return self.commit("consolidate", command, build)

    def close_session(self, keep: bool = False) -> Reply:
        """Close the session: remaining negative éphémères become durable, positive ones
        vanish, gauges stay; then fortunes and Destin go back to 0 unless ``keep``."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            state = table.state
            changes: list[Change] = []
            people: dict[str, dict[str, list[str]]] = {}
            for person in state.protagonists:
                result = close_session_traits(traits_of(state, person.name))
                if result.became_durable or result.vanished:
                    changes.append(traits_change(state, person.name, result.traits))
                    people[person.name] = {"durable": list(result.became_durable),
                                           "vanished": list(result.vanished)}
                if not keep and person.fortunes:
                    changes.append(fortunes_change(person, 0))
            if not keep:
                changes.append(destin_change(state, SESSION_START_DESTIN))
            if state.data(SESSION_KEY):
                changes.append(data_change(state, SESSION_KEY, None))
            data = {"kind": "close_session", "keep": keep, "traits": people,
                    "gm": {"destin_before": state.destin,
                           "destin_after": state.destin if keep else SESSION_START_DESTIN}}
            return closed(data), changes

        return self.commit("close_session", {"keep": keep}, build)
