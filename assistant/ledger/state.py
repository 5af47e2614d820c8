"""State of one « table de jeu » and the changes that move it.

A :class:`Change` records a value before and after, so a change is applied by writing ``after``
and undone by writing ``before``: undo restores the previous state exactly, and replaying the
journal from an empty table gives back the stored state.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from assistant.ledger.errors import UnknownProtagonistError
from hades_core.gauge import Gauge, GaugeKind
from hades_core.names import name_key


@dataclass(frozen=True)
class Protagonist:
    """A protagoniste of the table with their « fortunes » and « jauges » (sorted by name)."""

    name: str
    fortunes: int = 0
    gauges: tuple[Gauge, ...] = ()

    def gauge(self, name: str) -> Gauge | None:
        """Return the gauge called ``name`` (case-insensitive), or ``None``."""
        wanted = name.casefold()
        return next((gauge for gauge in self.gauges if gauge.name.casefold() == wanted), None)


@dataclass(frozen=True)
class TableState:
    """Everything the ledger keeps about one table: its system, Destin and protagonistes."""

    name: str
    system: str = "hades"
    destin: int = 0
    protagonists: tuple[Protagonist, ...] = ()
    system_data: tuple[tuple[str, str], ...] = ()
    """The other systems' bookkeeping: (key, canonical JSON) pairs sorted by key, e.g.
    ``("fate:alice", …)`` for a zFate character, ``("krasses", …)`` for the tas de krâsses."""

    def data(self, key: str) -> Any:
        """The JSON value stored under ``key``, or ``None``."""
        stored = dict(self.system_data).get(key)
        return None if stored is None else json.loads(stored)

    def data_under(self, prefix: str) -> list[Any]:
        """Every JSON value whose key starts with ``prefix``, by key."""
        return [json.loads(value) for key, value in self.system_data if key.startswith(prefix)]

    def find(self, name: str) -> Protagonist | None:
        """Return the protagoniste called ``name``, or ``None``. Spellings that differ only by
        accents, capitals or hyphens name the same person (:func:`hades_core.names.name_key`)."""
        wanted = name_key(name)
        return next((p for p in self.protagonists if name_key(p.name) == wanted), None)

    def get(self, name: str) -> Protagonist:
        """Return the protagoniste called ``name`` or raise :class:`UnknownProtagonistError`."""
        found = self.find(name)
        if found is None:
            raise UnknownProtagonistError(name)
        return found


class Target(Enum):
    """What a change touches."""

    DESTIN = "destin"
    PROTAGONIST = "protagonist"
    """``before``/``after`` are ``True`` when the protagoniste exists."""
    FORTUNES = "fortunes"
    GAUGE = "gauge"
    """``before``/``after`` are ``{"kind": …, "level": …}`` or ``None`` (no such gauge)."""
    SYSTEM = "system"
    """``before``/``after`` are system keys (``"hades"``, ``"fate"``…): the table's game."""
    SYSTEM_DATA = "system_data"
    """``before``/``after`` are the JSON value under the change's ``key``, or ``None``."""


@dataclass(frozen=True)
class Change:
    """One value of the table moved from ``before`` to ``after``."""

    target: Target
    before: Any
    after: Any
    protagonist: str | None = None
    gauge: str | None = None
    key: str | None = None
    """For :attr:`Target.SYSTEM_DATA`, the key of the value."""

    def inverse(self) -> Change:
        """The change that puts ``before`` back."""
        return replace(self, before=self.after, after=self.before)

    def to_json(self) -> dict[str, Any]:
        """JSON form stored in the journal."""
        data = {
            "target": self.target.value,
            "before": self.before,
            "after": self.after,
            "protagonist": self.protagonist,
            "gauge": self.gauge,
        }
        return data if self.key is None else {**data, "key": self.key}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Change:
        """Read back :meth:`to_json`."""
        return cls(
            target=Target(data["target"]),
            before=data["before"],
            after=data["after"],
            protagonist=data.get("protagonist"),
            gauge=data.get("gauge"),
            key=data.get("key"),
        )


def inverse_changes(changes: Sequence[Change]) -> tuple[Change, ...]:
    """The changes that undo ``changes`` (inverted, last one first)."""
    return tuple(change.inverse() for change in reversed(changes))


def destin_change(state: TableState, after: int) -> Change:
    """Set the Destin to ``after``."""
    return Change(Target.DESTIN, state.destin, after)


def protagonist_change(name: str) -> Change:
    """Add the protagoniste ``name`` (0 fortunes, no gauges) to the table."""
    return Change(Target.PROTAGONIST, False, True, protagonist=name)


def fortunes_change(protagonist: Protagonist, after: int) -> Change:
    """Set the fortunes of ``protagonist`` to ``after``."""
    return Change(Target.FORTUNES, protagonist.fortunes, after, protagonist=protagonist.name)


def gauge_change(protagonist: Protagonist, name: str, kind: GaugeKind, level: int) -> Change:
    """Set the gauge ``name`` of ``protagonist`` to ``level`` (0 removes the gauge)."""
    current = protagonist.gauge(name)
    before = None if current is None else {"kind": current.kind.value, "level": current.level}
    after = None if level == 0 else {"kind": kind.value, "level": level}
    stored_name = current.name if current is not None else name
    return Change(Target.GAUGE, before, after, protagonist=protagonist.name, gauge=stored_name)


def system_change(state: TableState, after: str) -> Change:
    """Make the table play the system ``after`` (« on joue à Fate »)."""
    return Change(Target.SYSTEM, state.system, after)


def data_change(state: TableState, key: str, after: Any) -> Change:
    """Store the JSON value ``after`` under ``key`` (``None`` removes it)."""
    return Change(Target.SYSTEM_DATA, state.data(key), after, key=key)


def canonical_json(value: Any) -> str:
    """Compact, stable JSON: equal values give equal texts."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def apply_change(state: TableState, change: Change) -> TableState:
    """Return ``state`` with ``change`` applied (writes ``after``)."""
    if change.target is Target.DESTIN:
        return replace(state, destin=int(change.after))
    if change.target is Target.SYSTEM:
        return replace(state, system=str(change.after))
    if change.target is Target.SYSTEM_DATA:
        assert change.key is not None, "a system data change names its key"
        kept = tuple(item for item in state.system_data if item[0] != change.key)
        if change.after is not None:
            kept += ((change.key, canonical_json(change.after)),)
        return replace(state, system_data=tuple(sorted(kept)))
    assert change.protagonist is not None, "a protagonist change names its protagonist"
    if change.target is Target.PROTAGONIST:
        others = tuple(p for p in state.protagonists if p.name != change.protagonist)
        if change.after:
            others += (Protagonist(change.protagonist),)
        return replace(state, protagonists=_sorted(others))
    current = state.get(change.protagonist)
    if change.target is Target.FORTUNES:
        updated = replace(current, fortunes=int(change.after))
    else:
        assert change.gauge is not None, "a gauge change names its gauge"
        gauges = tuple(g for g in current.gauges if g.name != change.gauge)
        if change.after is not None:
            gauges += (
                Gauge(change.gauge, GaugeKind(change.after["kind"]), int(change.after["level"])),
            )
        updated = replace(current, gauges=tuple(sorted(gauges, key=lambda g: g.name.casefold())))
    others = tuple(p for p in state.protagonists if p.name != current.name)
    return replace(state, protagonists=_sorted(others + (updated,)))


def apply_changes(state: TableState, changes: Iterable[Change]) -> TableState:
    """Apply every change in order."""
    for change in changes:
        state = apply_change(state, change)
    return state


def _sorted(protagonists: Iterable[Protagonist]) -> tuple[Protagonist, ...]:
    return tuple(sorted(protagonists, key=lambda p: p.name.casefold()))
