"""The four other rule systems of the seeds, one module per system (issue 5).

The ledger stores each table's system under one of :data:`SYSTEM_KEYS`; HaDes is the default.
Every module is pure Python: dice come in through ``hades_core.dice.Dice``, results go out as
frozen dataclasses, and the exact odds are :class:`fractions.Fraction` values.
"""

from __future__ import annotations

from hades_core.systems.errors import UnknownSystemError
from hades_core.systems.text import fold

SYSTEM_KEYS: tuple[str, ...] = ("hades", "fate", "deux_d6", "trois_six_neuf", "krasses")
"""Keys of the supported systems, as stored in the ledger: HaDes first (the default)."""

DEFAULT_SYSTEM = "hades"

_ALIASES = {
    "hades": "hades",
    "hasard et destin": "hades",
    "fate": "fate",
    "zfate": "fate",
    "fate core": "fate",
    "deux_d6": "deux_d6",
    "2d6": "deux_d6",
    "deux d6": "deux_d6",
    "deux des": "deux_d6",
    "trois_six_neuf": "trois_six_neuf",
    "3-6-9": "trois_six_neuf",
    "369": "trois_six_neuf",
    "3 6 9": "trois_six_neuf",
    "trois six neuf": "trois_six_neuf",
    "krasses": "krasses",
    "krasse": "krasses",
    "2d10": "krasses",
    "deux d10": "krasses",
}


def system_key(name: str) -> str:
    """Return the system key for a name a player may say or type (« Fate », « 3-6-9 », « 2D6 »).

    Accents, case and extra spaces are ignored (« krâsses » → ``"krasses"``).
    Raises :class:`UnknownSystemError` for any other name.
    """
    folded = " ".join(fold(name).replace("_", " ").split())
    for alias, key in _ALIASES.items():
        if folded == " ".join(alias.replace("_", " ").split()):
            return key
    raise UnknownSystemError(system=name, known=list(SYSTEM_KEYS))
