"""The four other rule systems of the seeds, one module per system (issue 5).

The ledger stores each table's system under one of :data:`SYSTEM_KEYS`; HaDes is the default.
Every module is pure Python: dice come in through ``hades_core.dice.Dice``, results go out as
frozen dataclasses, and the exact odds are :class:`fractions.Fraction` values.
"""

from __future__ import annotations

from hades_core.systems.errors import UnknownSystemError
from hades_core.systems.text import compact

SYSTEM_KEYS: tuple[str, ...] = ("hades", "fate", "deux_d6", "trois_six_neuf", "krasses")
"""Keys of the supported systems, as stored in the ledger: HaDes first (the default)."""

DEFAULT_SYSTEM = "hades"

_ALIASES = {
    "hades": "hades",
    "hasardetdestin": "hades",
    "fate": "fate",
    "zfate": "fate",
    "fatecore": "fate",
    "deuxd6": "deux_d6",
    "2d6": "deux_d6",
    "deuxdsix": "deux_d6",
    "2d6souscompetence": "deux_d6",
    "troissixneuf": "trois_six_neuf",
    "369": "trois_six_neuf",
    "krasses": "krasses",
    "krasse": "krasses",
    "2d10": "krasses",
    "deuxd10": "krasses",
    "deuxddix": "krasses",
}
"""Names players say, compacted (no accents, case, spaces or hyphens) → system key."""


def system_key(name: str) -> str:
    """Return the system key for a name a player may say or type (« Fate », « 3-6-9 », « 2D6 »).

    Accents, case, spaces and hyphens are ignored (« krâsses » → ``"krasses"``, « 3 6 9 » →
    ``"trois_six_neuf"``).
    Raises :class:`UnknownSystemError` for any other name.
    """
    key = _ALIASES.get(compact(name))
    if key is not None:
        return key
    raise UnknownSystemError(system=name, known=list(SYSTEM_KEYS))
