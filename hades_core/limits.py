"""Bounds on the numbers the table keeps, so that nothing accepted can make a later command
fail (an integer too large for SQLite, a negative count of fortunes).

The rules set no maximum; these leave ample room for any real table:
- the Destin stays within ``MAX_DESTIN`` either way (it moves by one pool difference per roll,
  at most a hundred, and returns towards zero as the Destinée balances obstacles). One rule
  for every path that moves it (rolls, scripts, competitions, automatic resolutions, the
  Destinée's adjustments), :func:`bounded_destin`: a move away from zero stops at the bound,
  a move toward zero always applies in full. Reading chosen: the Destin « n'a pas besoin d'être
  exact ou précis », so a roll is never refused for it (a refusal would be heard by the whole
  table and tell them the secret Destin); the Destinée is told the Destin stopped;
- a protagonist holds at most ``MAX_FORTUNES`` fortunes;
- fortunes are gained or spent by a count from zero (zero only names the protagonist) to
  ``MAX_FORTUNES``: « gagner −3 fortunes » is no gain.
"""

from __future__ import annotations

from hades_core.errors import AmountError

MAX_DESTIN = 1000
MAX_FORTUNES = 99
MAX_DESTIN_ADJUST = 2 * MAX_DESTIN
"""The most the Destinée adjusts at once: enough to go from one bound to the other."""


def bounded_destin(before: int, wanted: int) -> int:
    """The Destin after a move from ``before`` to ``wanted``: ``wanted`` when it is within
    ±``MAX_DESTIN`` or nearer zero than ``before`` (an older table may hold a Destin past the
    bound: it can always come back), else the bound on ``wanted``'s side (never past a
    ``before`` already beyond it)."""
    if abs(wanted) <= MAX_DESTIN or abs(wanted) < abs(before):
        return wanted
    if wanted > 0:
        return max(MAX_DESTIN, before)
    return min(-MAX_DESTIN, before)


def check_count(what: str, count: int, limit: int) -> None:
    """``count`` of ``what`` (gained, spent) must be 0 to ``limit``."""
    if not 0 <= count <= limit:
        raise AmountError(what, count, 0, limit)


def check_total(what: str, total: int, low: int, high: int) -> None:
    """A stored ``total`` of ``what`` must stay within ``low`` to ``high``."""
    if not low <= total <= high:
        raise AmountError(what, total, low, high)
