"""Bounds on the numbers the table keeps, so that nothing accepted can make a later command
fail (an integer too large for SQLite, a negative count of fortunes).

The rules set no maximum; these leave ample room for any real table:
- the Destin stays within ``MAX_DESTIN`` either way (it moves by one pool difference per roll,
  at most a hundred, and returns towards zero as the Destinée balances obstacles);
- a protagonist holds at most ``MAX_FORTUNES`` fortunes;
- fortunes are gained or spent by a count from zero (zero only names the protagonist) to
  ``MAX_FORTUNES``: « gagner −3 fortunes » is no gain.
"""

from __future__ import annotations

from hades_core.errors import AmountError

MAX_DESTIN = 1000
MAX_FORTUNES = 99


def check_count(what: str, count: int, limit: int) -> None:
    """``count`` of ``what`` (gained, spent) must be 0 to ``limit``."""
    if not 0 <= count <= limit:
        raise AmountError(what, count, 0, limit)


def check_total(what: str, total: int, low: int, high: int) -> None:
    """A stored ``total`` of ``what`` must stay within ``low`` to ``high``."""
    if not low <= total <= high:
        raise AmountError(what, total, low, high)
