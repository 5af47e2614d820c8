"""One identity per person: how two spellings of a name are recognised as the same protagoniste.

A name reaches the table typed with its accents (« Anaïs »), heard by speech recognition
without them (« anais »), in capitals on the command line (« ANAÏS »), with a hyphen said as
a space (« Jean-Pierre », « jean pierre ») or its apostrophe dropped (« d'Aubigné »,
« d aubigne »). All of them are one person: names are compared by :func:`name_key` (no
diacritics, case folded, hyphens, apostrophes and runs of spaces as one space), and the
spelling first written at the table is the one shown and said.
"""

from __future__ import annotations

import re
import unicodedata

_SEPARATORS = re.compile(r"[\s\-‐‑–—_'’]+")


def fold(text: str) -> str:
    """``text`` without diacritics, case folded (« Maëlle » → « maelle », « ÉPÉE » → « epee »)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char)).casefold()


def name_key(name: str) -> str:
    """The key under which ``name`` is matched (module docstring): « Jean-Pierre » and
    « jean pierre » share « jean pierre »."""
    return _SEPARATORS.sub(" ", fold(name)).strip()


def same_name(first: str, second: str) -> bool:
    """Tell whether two spellings name the same person."""
    return name_key(first) == name_key(second)
