"""A puissance manœuvre used as a réflexe, said in a roll of traits.

Seed 000, « Jouer avec les puissances »: a héroïque or mythique manœuvre can be fired as a
réflexe, without its preparation, for one die less. At the table it is said « en réflexe »
next to the manœuvre (« Clélie-Domitille lui lance sa foudre en réflexe, sans préparer le
rituel, donc un dé de moins »): the trait named in the few words before (or, when none is,
after) is the one used so. The « sans préparer le rituel, donc un dé de moins » said with it
tells the réflexe again: no trait of the obstacle's, never a second die taken.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hades_core.names import fold

REFLEX_SAID = re.compile(r"\b(?:en|par|comme|d un|un) reflexes?\b")
"""« en réflexe », « par réflexe », « comme réflexe » (on folded text)."""
_TOLD_WITH_IT = re.compile(
    r"\s*\b(?:en|par|comme|d'un|un) r[ée]flexes?\b"
    r"|[,;]?\s*\bsans (?:la |sa )?pr[ée]par(?:er|ation)\b[^,;.:!?]*"
    r"|[,;]?\s*(?:(?:donc|soit|du coup)\s+)?\b(?:1|un)\s+d[ée]\s+de\s+moins\b",
    re.IGNORECASE)
"""How a réflexe is told beside the manœuvre: « en réflexe », « sans préparer le rituel »,
« donc un dé de moins »."""
_WINDOW = 6
"""Words before « en réflexe » where the manœuvre is named (« lui lance sa foudre »)."""
_MEANINGFUL = 4
"""Letters a word of a trait's name has to name it (« foudre », not « de »)."""


def reflex_traits(text: str, traits: Sequence[str]) -> list[str]:
    """The traits of ``traits`` (as the sheet writes them, puissance marks allowed) used as
    réflexes in ``text``: for each « en réflexe », the one a word of which (four letters or
    more) is said among the few words before it, else among those after it."""
    words = re.findall(r"[\w-]+", fold(text))
    joined = " ".join(words)
    found: list[str] = []
    for said in REFLEX_SAID.finditer(joined):
        at = len(joined[:said.start()].split())
        before, after = words[max(0, at - _WINDOW):at], words[at + 2:at + 2 + _WINDOW]
        nearest = max(((_last_place(trait, before), trait) for trait in traits), default=None)
        if nearest is not None and nearest[0] >= 0:
            found.append(nearest[1])
            continue
        following = [trait for trait in traits if _last_place(trait, after) >= 0]
        found.extend(following[:1])
    return list(dict.fromkeys(found))


def _last_place(trait: str, window: list[str]) -> int:
    """Where in ``window`` a word of ``trait``'s name long enough to name it is said last;
    -1 when none is."""
    names = {word for word in re.findall(r"[\w-]+", fold(trait))
             if len(word) >= _MEANINGFUL}
    return max((place for place, word in enumerate(window) if word in names), default=-1)


def without_the_reflex_told(text: str) -> str:
    """``text`` without the words that tell a réflexe (« en réflexe, sans préparer le rituel,
    donc un dé de moins »): no trait, no die of their own; ``text`` when none is said."""
    if not REFLEX_SAID.search(" ".join(re.findall(r"[\w-]+", fold(text)))):
        return text
    return _TOLD_WITH_IT.sub("", text)
