"""Match a name as heard against the names a table already knows.

Speech recognition and quick typing mangle names (« alcie » for Alice, « camile » for Camille).
A name that is not known but close to a known one is a near miss: the assistant asks
« Vous voulez dire Alice ? » rather than creating a new protagonist. Closeness is difflib's
similarity ratio on unaccented lowercase names; 0.75 accepts one swapped, missing or extra
letter in a five-letter name (« alcie », « alic », « alicee ») but not a different short name
(« léa » and « lia »: 0.67). A name's first letters said for the whole name (« timo » for
Timothée) are a near miss too, when they start only one known name, and so is its first
syllable said twice (« féfé » for Félicien).
"""

from __future__ import annotations

from collections.abc import Iterable
from difflib import SequenceMatcher

from hades_core.names import name_key

NEAR_MISS_RATIO = 0.75
NICKNAME_LETTERS = 3
"""A short form (« timo » for Timothée) has at least this many letters of the name."""
SPLIT_NAME_RATIO = 0.88
SPLIT_NAME_LENGTH = 6
"""Two words heard for one name (« tant crede », Tancrède: 0.94) are that name when they are
long enough together and that close: one letter more or less, not a different name."""


def closest_name(said: str, known: Iterable[str]) -> str | None:
    """The known name ``said`` nearly matches, or ``None`` when it is known or matches none."""
    heard = name_key(said)
    names = list(known)
    if not heard or any(name_key(name) == heard for name in names):
        return None
    scored = [(SequenceMatcher(None, heard, name_key(name)).ratio(), name) for name in names]
    best = max(scored, default=(0.0, ""))
    if best[0] >= NEAR_MISS_RATIO:
        return best[1]
    shortened = [name for name in names if _shortens(heard, name_key(name))]
    return shortened[0] if len(shortened) == 1 else None


def _shortens(heard: str, known: str) -> bool:
    """Whether ``heard`` is a short form of ``known`` said at the table: its first letters,
    three at least (« timo » for Timothée, « max » for Maxence), or its first syllable said
    twice (« féfé » for Félicien, « jéjé » for Jérôme)."""
    if len(heard) >= NICKNAME_LETTERS and known.startswith(heard) and len(known) > len(heard):
        return True
    half = len(heard) // 2
    return len(heard) in (4, 6) and heard[:half] == heard[half:] \
        and known.startswith(heard[:half]) and len(known) > len(heard)


def names_said(text: str, known: Iterable[str]) -> list[str]:
    """The known names said as words of ``text``, in the order they are said; a name the
    speech recogniser cut in two (« tant crede » for Tancrède) is found whole."""
    words = name_key(text).replace("'", " ").replace(",", " ").split()
    by_key = {name_key(name): name for name in known}
    found: list[str] = []
    for index, word in enumerate(words):
        joined = word + words[index + 1] if index + 1 < len(words) else ""
        if word in by_key:
            found.append(by_key[word])
        elif joined in by_key:
            found.append(by_key[joined])
        elif len(joined) >= SPLIT_NAME_LENGTH and by_key:
            ratio, key = max((SequenceMatcher(None, joined, key).ratio(), key) for key in by_key)
            if ratio >= SPLIT_NAME_RATIO:
                found.append(by_key[key])
    return list(dict.fromkeys(found))
