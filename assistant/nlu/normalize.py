"""Normalise a typed or recognised French utterance before the NLU model sees it.

Speech recognition writes numbers as words (« quatre dés contre cinq »), drops punctuation and
sometimes accents. The model is trained on digits and on both accented and unaccented text, so
this module only has to lowercase, unify apostrophes and spaces, and turn number words into
digits.

Numbers: ``text_to_num.alpha2digit`` leaves small numbers alone by default (« deux »), and with
its threshold lowered it also turns the article in « une question » into « 1 question ». Here
every number word is converted except « un »/« une » used as an article: they become 1 only
when a game unit follows (« un dé », « une fortune »), when a link word follows (« un contre
un »), or at the end of the utterance (« contre un »). Ordinals (« premier ») are kept as words.
"""

from __future__ import annotations

import re
import unicodedata

from text_to_num import alpha2digit

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})

UNIT_WORDS = frozenset(
    {"de", "des", "d", "dé", "dés", "fortune", "fortunes", "point", "points", "barre",
     "barres", "pair", "pairs", "niveau", "cran", "crans"}
)
"""Words after which « un »/« une » is a quantity, not an article."""

LINK_WORDS = frozenset(
    {"contre", "et", "ou", "a", "à", "au", "face", "versus", "vs", "pour", "chacun", "chacune",
     "seul", "seule", "de", "du", "dans", "sur", "en"}
)
"""Words after which « un »/« une » closes a number phrase (« un contre deux »)."""

_TENS = frozenset({"vingt", "trente", "quarante", "cinquante", "soixante"})
_ARTICLES = frozenset({"un", "une"})
_KEPT_WORDS = frozenset({"premier", "première", "premiere", "premiers", "premières"})
_UNACCENTED_NUMBERS = {"zero": "zéro"}
"""Number words that speech recognition may write without their accent."""
_WORD = re.compile(r"\w+|[^\w\s]", re.UNICODE)
_PLACEHOLDER = "zzkeep{}zz"


def strip_accents(text: str) -> str:
    """Return ``text`` without diacritics (« où » → « ou », « émotion » → « emotion »)."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def normalize_utterance(text: str) -> str:
    """Return the utterance lowercased, with tidy spaces and number words as digits.

    >>> normalize_utterance("Lance deux dés contre TROIS !")
    'lance 2 dés contre 3 !'
    >>> normalize_utterance("une question pour l'oracle")
    "une question pour l'oracle"
    """
    cleaned = unicodedata.normalize("NFC", text).translate(_APOSTROPHES).lower()
    cleaned = " ".join(cleaned.replace("'", "' ").split()).replace("' ", "'")
    protected, kept = _protect_words(cleaned)
    converted = alpha2digit(protected, "fr", threshold=0)
    for index, word in enumerate(kept):
        converted = converted.replace(_PLACEHOLDER.format(index), word, 1)
    return converted


def _protect_words(text: str) -> tuple[str, list[str]]:
    """Replace the words ``alpha2digit`` must not convert by placeholders; return them too."""
    words = [_UNACCENTED_NUMBERS.get(word, word) for word in text.split(" ")]
    kept: list[str] = []
    for index, word in enumerate(words):
        if _must_keep(words, index):
            words[index] = _PLACEHOLDER.format(len(kept))
            kept.append(word)
    return " ".join(words), kept


def _must_keep(words: list[str], index: int) -> bool:
    """Tell whether ``words[index]`` is an article « un »/« une » or an ordinal to keep."""
    word = words[index]
    if word in _KEPT_WORDS:
        return True
    if word not in _ARTICLES:
        return False
    if index >= 2 and words[index - 1] == "et" and words[index - 2] in _TENS:
        return False
    following = _first_word(words[index + 1:])
    if following is None:
        return False
    return following not in UNIT_WORDS and following not in LINK_WORDS


def _first_word(words: list[str]) -> str | None:
    """Return the first alphanumeric word of ``words`` (``None`` at the end of the utterance)."""
    for word in words:
        tokens = _WORD.findall(word)
        if tokens and tokens[0][0].isalnum():
            return tokens[0].rstrip("'")
        if tokens and tokens[0] in {".", "?", "!"}:
            return None
    return None
