"""Matching of the rules' French terms typed or spoken by players (accents and case ignored)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Protocol, TypeVar

from hades_core.systems.errors import NotANumberError, UnknownLevelError


def fold(text: str) -> str:
    """Return ``text`` lowercased, trimmed, without diacritics (« Épique » → ``"epique"``).

    The typographic minus (U+2212) becomes ``-`` so « −1 » reads as a number.
    """
    decomposed = unicodedata.normalize("NFD", text.strip().lower().replace("\u2212", "-"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


_SIGNED = re.compile(r"^(?P<sign>[+-]|plus|moins)?\s*(?P<digits>\d{1,3}|une?)$")
"""A signed game number: at most three digits (no game value of the five games goes near a
thousand; a longer number is not read, so a 5 000-digit « skill » never reaches ``int``), or
« un », « une » (« compétence un »: the normalisation keeps them as words, they are articles
as often)."""


def parse_signed(text: str) -> int | None:
    """Read « 3 », « +3 », « −2 », « plus 3 », « moins 2 » as an integer; ``None`` otherwise."""
    match = _SIGNED.match(fold(text))
    if match is None:
        return None
    value = 1 if match["digits"] in ("un", "une") else int(match["digits"])
    return -value if match["sign"] in ("-", "moins") else value


def read_signed(name: str, text: str) -> int:
    """:func:`parse_signed`, raising :class:`NotANumberError` (naming ``name``) on other words."""
    value = parse_signed(text)
    if value is None:
        raise NotANumberError(name=name, text=text)
    return value


def folded_words(text: str) -> str:
    """Fold ``text``, an underscore read as a space and the spaces between words as one
    (« Presque_impossible » → ``"presque impossible"``)."""
    return " ".join(fold(text).replace("_", " ").split())


class Labelled(Protocol):
    """A named level of a game's rules (a difficulty), called by its French ``label``."""

    @property
    def label(self) -> str: ...


Level = TypeVar("Level", bound=Labelled)


def masculine(said: str) -> str:
    """A level's folded words said in the feminine, agreeing with « difficulté » (« difficulté
    moyenne », « ardue »), as the rules' labels write them (« moyen », « ardu »)."""
    return re.sub(r"(?:(?<=[^\W\d_]en)ne|(?<=[^\W\d_]u)e)\b", "", said)


def level_or_number(text: str, levels: Iterable[Level], system: str) -> Level | int:
    """The level among ``levels`` whose label ``text`` says (:func:`folded_words`), also in the
    feminine (:func:`masculine`) or, for a feminine label, in the masculine, or the
    signed number it says (for the caller to bound); :class:`UnknownLevelError` naming
    ``system`` and the labels otherwise."""
    said, named = folded_words(text), list(levels)
    for level in named:
        if fold(level.label) in (said, masculine(said), f"{said}e", f"{said}le"):
            return level  # « ardu », « démentiel »: a feminine label said in the masculine
    number = parse_signed(said)
    if number is None:
        raise UnknownLevelError(system=system, text=text, known=[level.label for level in named])
    return number


def compact(text: str) -> str:
    """Fold ``text`` and drop spaces, hyphens and underscores (« 3-6-9 » → ``"369"``)."""
    return re.sub(r"[\s_-]+", "", fold(text))
