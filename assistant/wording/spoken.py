"""Small French helpers shared by the wording modules: numbers, plurals, names, lists.

Everything here is meant to read well on a screen reader and through espeak-ng: signed numbers are
written in words (« moins deux », never « -2 »), counts keep their digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from num2words import num2words


def number(value: int, feminine: bool = False) -> str:
    """A number in French words: 21 → « vingt et un »; before a feminine noun, « une »
    (« une krâsse », « vingt et une »)."""
    said = str(num2words(value, lang="fr"))
    return said[:-2] + "une" if feminine and said.endswith("un") else said


def spelled_numbers(text: str) -> str:
    """``text`` with its numbers in words, as a name is written (« doit 3 cloches au duc » →
    « doit trois cloches au duc »): the chat hears number words as digits."""
    return re.sub(r"(?<![\w+-])\d+(?![\w])", lambda found: number(int(found.group())), text)


def signed(value: int) -> str:
    """A signed number in words: +2 → « plus deux », −3 → « moins trois », 0 → « zéro »."""
    if value == 0:
        return "zéro"
    return f"plus {number(value)}" if value > 0 else number(value)


def plain(value: int) -> str:
    """An unsigned-looking number: digits when positive or zero, words when negative
    (« moins un », never « -1 », which a screen reader may read as a dash)."""
    return str(value) if value >= 0 else number(value)


def count(value: int, singular: str, plural: str | None = None) -> str:
    """« 1 pair », « 3 pairs », « 0 pair » (French: 0 and 1 take the singular)."""
    noun = singular if abs(value) < 2 else (plural or singular + "s")
    return f"{value} {noun}"


_PARTICLES = frozenset({"de", "du", "des", "d", "la", "le", "von", "van"})
"""Particles of a surname, written lowercase (« Gauthier de Brienne »)."""


def display_name(name: str) -> str:
    """A protagoniste's name as said: first letter of each part capitalised (« alice » →
    « Alice », « marc-aurèle » → « Marc-Aurèle », « hyacinthe aubry » → « Hyacinthe Aubry »),
    a surname's particle left lowercase after the first word (« Gauthier de Brienne »)."""
    words = name.split(" ")
    return " ".join(
        word if index and word in _PARTICLES
        else "-".join(part[:1].upper() + part[1:] for part in word.split("-"))
        for index, word in enumerate(words))


def capitalised(text: str) -> str:
    """``text`` with its first letter capitalised, as a sentence starts."""
    return text[:1].upper() + text[1:]


_ELIDING = frozenset("AEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒ")
"""First letters (capitalised, as :func:`display_name` shows them) that « de » elides before."""


def of_name(name: str) -> str:
    """« de » and the name as said, elided before a vowel or a mute « h » (« d'Élouan »,
    « de Gunnar »)."""
    shown = display_name(name)
    return f"d'{shown}" if shown[:1] in _ELIDING else f"de {shown}"


def join(items: Iterable[str]) -> str:
    """« a », « a et b », « a, b et c »."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + " et " + words[-1]


def faces(values: Iterable[int]) -> str:
    """Die faces separated by commas, read one by one: « 6, 3, 2 »."""
    return ", ".join(str(value) for value in values)


def sentence(*parts: str) -> str:
    """Join non-empty sentences with one space."""
    return " ".join(part for part in parts if part)
