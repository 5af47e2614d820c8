"""Match a name as heard against the names a table already knows.

Speech recognition and quick typing mangle names (« alcie » for Alice, « camile » for Camille).
A name that is not known but close to a known one is a near miss: the assistant asks
« Vous voulez dire Alice ? » rather than creating a new protagonist. Closeness is difflib's
similarity ratio on unaccented lowercase names; 0.75 accepts one swapped, missing or extra
letter in a five-letter name (« alcie », « alic », « alicee ») but not a different short name
(« léa » and « lia »: 0.67).
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import SequenceMatcher

from hades_core.names import name_key

NEAR_MISS_RATIO = 0.75


def closest_name(said: str, known: Iterable[str]) -> str | None:
    """The known name ``said`` nearly matches, or ``None`` when it is known or matches none."""
    heard = name_key(said)
    names = list(known)
    if not heard or any(name_key(name) == heard for name in names):
        return None
    scored = [(SequenceMatcher(None, heard, name_key(name)).ratio(), name) for name in names]
    best = max(scored, default=(0.0, ""))
    return best[1] if best[0] >= NEAR_MISS_RATIO else None


def names_said(text: str, known: Iterable[str]) -> list[str]:
    """The known names said as words of ``text``, in the order they are said."""
    words = name_key(text).replace("'", " ").replace(",", " ").split()
    by_key = {name_key(name): name for name in known}
    return list(dict.fromkeys(by_key[word] for word in words if word in by_key))
