"""The last resolution of a table, whatever made it: a roll, a script, a competition, a fortune
shift or a Deus Ex Alea (« Décaler le résultat d'une résolution » means any resolution).

Each journal kind stores its roll differently; :func:`last_resolution` reads them all into one
:class:`ResolutionView` so « décale », « détaille » and the Deus Ex Alea never reach past a
newer script or competition to an older plain roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from assistant.ledger import JournalEntry, TableCommand
from assistant.ledger.errors import NoPreviousEntryError

RESOLUTION_KINDS = frozenset({"roll", "script", "competition", "fortune_shift", "deus_ex_alea"})
"""Journal kinds holding a result that a fortune may shift."""

PROTAGONISTS = "protagonists"
RIVALS = "rivals"


@dataclass(frozen=True)
class ResolutionView:
    """The current result of one resolution, for one side."""

    source_id: int
    """Journal id of the roll, script or competition that rolled the dice."""
    source_kind: str
    side: str
    """``"protagonists"``, or ``"rivals"`` for the second side of a competition."""
    value: int
    """Current result value (after any shift), from that side's point of view."""
    fortune_gained: bool
    """True while the roll's fortune has not been forfeited by a shift."""
    fortune_holder: str | None
    """Who received that fortune (``None``: « les protagonistes », nobody named)."""
    roll: dict[str, Any]
    """The side's roll as journaled (dice per side, evens…), for « détaille »."""
    sides: dict[str, int]
    """Current value of every side (two for a competition), to decide its winner again."""


def spender_side(entry: JournalEntry, spender: str) -> str:
    """The side whose result ``spender`` shifts: the rivals' roll only when the spender is the
    competition's named rival, the protagonistes' roll otherwise."""
    rival = entry.result.get("rival_name")
    return RIVALS if rival and rival.casefold() == spender.casefold() else PROTAGONISTS


def view_of(entry: JournalEntry, side: str = PROTAGONISTS) -> ResolutionView:
    """The resolution held by ``entry``, seen from ``side`` (only a competition has two)."""
    result = entry.result
    if entry.kind in ("fortune_shift", "deus_ex_alea"):
        sides = dict(result.get("sides") or {PROTAGONISTS: result["value"]})
        shifted_side = result.get("side", PROTAGONISTS)
        chosen = side if side in sides else shifted_side
        roll = result["roll"] if chosen == shifted_side else result["other_roll"]
        return ResolutionView(
            source_id=result["roll_id"], source_kind=result.get("source_kind", "roll"),
            side=chosen, value=sides[chosen], fortune_gained=False, fortune_holder=None,
            roll=roll, sides=sides)
    if entry.kind == "competition":
        roll = result[side]
        holder = result.get("rival_name" if side == RIVALS else "protagonist_name")
        return ResolutionView(
            source_id=entry.id, source_kind="competition", side=side, value=roll["value"],
            fortune_gained=roll["fortune_gained"], fortune_holder=holder, roll=roll,
            sides={PROTAGONISTS: result[PROTAGONISTS]["value"],
                   RIVALS: result[RIVALS]["value"]})
    roll = result["roll"] if entry.kind == "script" else result
    return ResolutionView(
        source_id=entry.id, source_kind=entry.kind, side=PROTAGONISTS, value=roll["value"],
        fortune_gained=roll["fortune_gained"], fortune_holder=result.get("protagonist_name"),
        roll=roll, sides={PROTAGONISTS: roll["value"]})


def last_resolution_entry(table: TableCommand) -> JournalEntry:
    """The newest active resolution entry, or :class:`NoPreviousEntryError` (« pas de jet »)."""
    last = table.last_active(RESOLUTION_KINDS)
    if last is None:
        raise NoPreviousEntryError("roll")
    return last


def other_roll(entry: JournalEntry, side: str) -> dict[str, Any] | None:
    """For a competition, the roll of the side that is not ``side``; else ``None``."""
    if entry.kind == "competition":
        return entry.result[RIVALS if side == PROTAGONISTS else PROTAGONISTS]
    if entry.kind in ("fortune_shift", "deus_ex_alea"):
        return entry.result.get("other_roll") if entry.result.get("side") == side \
            else entry.result.get("roll")
    return None
