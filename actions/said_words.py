"""Reading a game's values in the words of a sentence, with the game's own parsers (« Bon
contre Correct », « compétence 3, difficulté ardue »): each game's ``roll_words`` is built from
these."""

from __future__ import annotations

import re
from collections.abc import Callable

from hades_core.systems.errors import SystemRuleError
from hades_core.systems.text import fold


def plain_words(said: str) -> str:
    """``said`` folded (no case, no accents) without punctuation, single-spaced."""
    return " ".join(re.sub(r"[,;:?!.]", " ", fold(said)).split())


def around(words: str, marker: str) -> tuple[str, str]:
    """The words before and after the word ``marker`` (empty when it is not said)."""
    before, _, after = f" {words} ".partition(f" {marker} ")
    return before.strip(), after.strip()


def readable(parse: Callable[[str], object], candidates: list[str]) -> str | None:
    """The first candidate ``parse`` reads (a value that is not ``None``)."""
    for candidate in candidates:
        try:
            value = parse(candidate)
        except (SystemRuleError, ValueError):
            continue
        if value is not None:
            return candidate
    return None


def ends(words: str) -> list[str]:
    """The last two words, then the last one (« plus 3 », « 3 »)."""
    split = words.split()
    return [" ".join(split[-2:]), " ".join(split[-1:])] if split else []


def starts(words: str) -> list[str]:
    """The first two words, then the first one."""
    split = words.split()
    return [" ".join(split[:2]), " ".join(split[:1])] if split else []


_LINKS = frozenset({"c", "est", "c'est", "vaut", "egale", "fait", "de", "a"})
"""Words between a value's name and the value (« sa compétence c'est quatre »)."""


def after(words: str, marker: str) -> list[str]:
    """The first two words after ``marker`` and the words that link it to its value (« c'est »,
    « de »), then the first one."""
    _, following = around(words, marker)
    split = following.split()
    while split[1:] and split[0] in _LINKS:
        split = split[1:]
    return starts(" ".join(split)) if split else []
