"""Matching of the rules' French terms typed or spoken by players (accents and case ignored)."""

from __future__ import annotations

import unicodedata


def fold(text: str) -> str:
    """Return ``text`` lowercased, trimmed, without diacritics (« Épique » → ``"epique"``).

    The typographic minus (U+2212) becomes ``-`` so « −1 » reads as a number.
    """
    decomposed = unicodedata.normalize("NFD", text.strip().lower().replace("\u2212", "-"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))
