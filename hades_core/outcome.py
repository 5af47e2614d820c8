"""The result ladder (« Interprétation du résultat »).

Exploit (+3 et plus), Succès (+2), Presque (+1), Revers (−1), Échec (−2), Fiasco (−3 et moins).
There is no 0 on the ladder: « Il n'y a pas d'égalité: il se passe toujours quelque chose. »
"""

from __future__ import annotations

from enum import Enum

from hades_core.errors import ResultValueError


class Outcome(Enum):
    """One rung of the ladder; the value is the key without accents."""

    EXPLOIT = "exploit"
    SUCCES = "succes"
    PRESQUE = "presque"
    REVERS = "revers"
    ECHEC = "echec"
    FIASCO = "fiasco"

    @property
    def key(self) -> str:
        """Key without accents, e.g. ``"succes"``."""
        return self.value

    @property
    def rank(self) -> int:
        """Nominal value of the rung: +3, +2, +1, −1, −2, −3."""
        return _RANKS[self]

    @property
    def reaches_objective(self) -> bool:
        """True for Succès and Exploit: « Tu obtiens ce que tu veux »."""
        return self.rank >= 2


_RANKS = {
    Outcome.EXPLOIT: 3,
    Outcome.SUCCES: 2,
    Outcome.PRESQUE: 1,
    Outcome.REVERS: -1,
    Outcome.ECHEC: -2,
    Outcome.FIASCO: -3,
}

LADDER_TOP = 3
LADDER_BOTTOM = -3


def outcome_for(value: int) -> Outcome:
    """Return the rung for a result value (≥ 3 is Exploit, ≤ −3 is Fiasco; 0 is refused)."""
    if value == 0:
        raise ResultValueError(value)
    clamped = max(LADDER_BOTTOM, min(LADDER_TOP, value))
    return next(outcome for outcome, rank in _RANKS.items() if rank == clamped)


def bounded(value: int) -> int:
    """The value « borné entre -3 et +3 » (Résumé): −4 → −3, +5 → +3; 0 is refused."""
    if value == 0:
        raise ResultValueError(value)
    return max(LADDER_BOTTOM, min(LADDER_TOP, value))


def shift_value(value: int, steps: int) -> int:
    """Move ``value`` by ``steps`` rungs (negative steps go down), skipping 0: −1 + 1 step → +1."""
    if value == 0:
        raise ResultValueError(value)
    position = value if value > 0 else value + 1
    position += steps
    return position if position > 0 else position - 1
