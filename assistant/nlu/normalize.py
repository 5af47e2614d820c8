"""Normalise a typed or recognised French utterance before the NLU model sees it.

Speech recognition writes numbers as words (« quatre dés contre cinq »), drops punctuation,
apostrophes (« c est qui ») and sometimes accents, and keeps the speaker's hesitations
(« euh », « bon attends »). The model is trained on digits and on both accented and unaccented
text, so this module lowercases, unifies apostrophes and spaces, puts back the apostrophe of an
elided word, drops hesitation words, reads « 4d » as « 4 dés » and turns number words into
digits.

Numbers: ``text_to_num.alpha2digit`` leaves small numbers alone by default (« deux »), and with
its threshold lowered it also turns the article in « une question » into « 1 question ». Here
every number word is converted except « un »/« une » used as an article: they become 1 only
when a game unit follows (« un dé », « une fortune »), when a link word follows (« un contre
un »), or at the end of the utterance (« contre un »). Ordinals (« premier ») are kept as words.

Fillers: only words that never carry a command are dropped anywhere (« euh », « hum »,
« bah »…); discourse openers (« bon », « alors », « attends ») are dropped only at the start,
where they are hesitations, not content. « ok », « oui » and « et » are always kept (answers and
follow-ups need them).

Cost: linear in the length of the text. ``alpha2digit`` is superlinear on long inputs, so the
text is converted in chunks cut between two words that cannot belong to one number.
"""

from __future__ import annotations

import re
import unicodedata

from text_to_num import alpha2digit

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'"})

UNIT_WORDS = frozenset(
    {"de", "des", "d", "dé", "dés", "fortune", "fortunes", "point", "points", "barre",
     "barres", "pair", "pairs", "niveau", "cran", "crans"}
)
"""Words after which « un »/« une » is a quantity, not an article."""

LINK_WORDS = frozenset(
    {"contre", "et", "ou", "a", "à", "au", "face", "versus", "vs", "pour", "chacun", "chacune",
     "seul", "seule", "de", "du", "dans", "sur", "en", "puis", "ensuite", "enfin", "mais",
     "il", "elle", "ils", "elles", "on", "je", "tu"}
)
"""Words after which « un »/« une » closes a number phrase (« un contre deux »); an article is
never followed by a subject pronoun (« destin plus un ils traînent », as a recogniser writes
it)."""

FILLER_WORDS = frozenset({"euh", "euuh", "euhh", "heu", "heuu", "hum", "hmm", "hm", "bah", "beh",
                          "pfff", "pff", "hein"})
"""Hesitations dropped wherever they are said."""

OPENING_FILLERS = frozenset({"alors", "attends", "attend", "voyons", "ben", "eh", "bien", "donc",
                             "allez", "tiens"})
"""Discourse openers dropped at the start of an utterance only (« alors quatre dés… »)."""
AMBIGUOUS_OPENERS = frozenset({"bon"})
"""Openers that are also game words (« Bon contre Moyen » in zFate): dropped only before another
opener or a comma (« bon alors… », « bon, quatre dés »)."""

_TENS = frozenset({"vingt", "trente", "quarante", "cinquante", "soixante"})
_ARTICLES = frozenset({"un", "une"})
_KEPT_WORDS = frozenset({"premier", "première", "premiere", "premiers", "premières"})
_ORDINAL_ENDINGS = ("ième", "ieme", "ièmes", "iemes")
"""Ordinals stay words: they name things (« sixième sens ») more often than they count."""
_UNACCENTED_NUMBERS = {"zero": "zéro"}
"""Number words that speech recognition may write without their accent."""
_NUMBER_WORDS = frozenset(
    {"zéro", "un", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
     "onze", "douze", "treize", "quatorze", "quinze", "seize", "vingt", "vingts", "trente",
     "quarante", "cinquante", "soixante", "septante", "huitante", "octante", "nonante", "cent",
     "cents", "mille", "million", "millions", "milliard", "milliards", "et"}
)
"""Words that may belong to a spoken number (a chunk is never cut next to one)."""
_CHUNK_WORDS = 48
_ELIDED = re.compile(
    r"\b(c|d|j|l|m|n|s|t|qu|jusqu|lorsqu|puisqu|quelqu) (?=[aeiouyhàâäéèêëîïôöùûü])")
_GLUED_ELISIONS = {"cest": "c'est", "cetait": "c'était", "cétait": "c'était", "jai": "j'ai",
                   "javais": "j'avais", "nest": "n'est", "netait": "n'était", "nétait": "n'était",
                   "na": "n'a", "navait": "n'avait", "quil": "qu'il", "quils": "qu'ils",
                   "quon": "qu'on"}
"""Elisions a transcript writes glued, without their apostrophe (« annule cetait marcolivier »,
« elle na plus de fièvre »); each is no French word of its own."""
_GLUED = re.compile(r"\b(?:" + "|".join(_GLUED_ELISIONS) + r")\b")
_UNACCENTED_DIE = re.compile(r"\b(\d+) de( d(?:e |')(?:fortune|marasme|destin|krasse|krâsse))")
"""« un de de fortune »: the die a transcript writes without its accent."""
_FATE_POINTS_SAID = re.compile(r"\b(points?) (?:de |du )?fate\b")
"""« un point de fate »: zFate's Points de Fortune, as players name them after the game."""
_DICE_SHORTHAND = re.compile(r"(?<!\bau )(?<!\ben )(?<!\bdu )(?<!\bun )(?<!\ble )(?<!\bà )"
                             r"\b(\d+) ?d6?\b(?!')")
"""« 4d » and « 4d6 » are HaDes dice; after an article or « au », « en » the word names the
2D6 game (« on passe au 2D6 », « fais un 2d6 »); an elided « d' » is none (« deux six
d'affilée »)."""
_WORD = re.compile(r"\w+|[^\w\s]", re.UNICODE)
_PLACEHOLDER = "zzkeep{}zz"
_PLACEHOLDER_PATTERN = re.compile(r"zzkeep(\d+)zz")
_SENTENCE_END = frozenset({".", "?", "!"})


def strip_accents(text: str) -> str:
    """Return ``text`` without diacritics (« où » → « ou », « émotion » → « emotion »)."""
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


MAX_UTTERANCE_CHARS = 500
"""Longest line understood: a spoken command is a sentence or two; a longer line is refused
whole (nothing of it is acted on) in one French sentence."""


def too_long(text: str) -> bool:
    """Tell whether ``text`` is longer than a command can be (:data:`MAX_UTTERANCE_CHARS`)."""
    return len(text) > MAX_UTTERANCE_CHARS


def readable(text: str) -> str:
    """``text`` as valid Unicode without control characters: bytes that were not UTF-8 (kept by
    Python as lone surrogates when reading stdin or arguments) become « � », and control
    characters (escape sequences, bells, direction overrides) become spaces."""
    try:
        raw = text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        raw = text.encode("utf-8", "surrogatepass")
    valid = raw.decode("utf-8", "replace")
    return "".join(" " if unicodedata.category(char) in ("Cc", "Cf") and char not in "\t\n"
                   else char for char in valid)


def normalize_utterance(text: str) -> str:
    """Return the utterance lowercased, tidied, without hesitations, number words as digits.

    >>> normalize_utterance("Lance deux dés contre TROIS !")
    'lance 2 dés contre 3 !'
    >>> normalize_utterance("une question pour l'oracle")
    "une question pour l'oracle"
    >>> normalize_utterance("euh bon c est qui")
    "c'est qui"
    """
    cleaned = unicodedata.normalize("NFC", readable(text)).translate(_APOSTROPHES).lower()
    cleaned = cleaned.replace("…", "... ")  # « euh… trois »: the filler is its own word
    cleaned = " ".join(cleaned.replace("'", "' ").split()).replace("' ", "'")
    cleaned = _GLUED.sub(lambda glued: _GLUED_ELISIONS[glued.group()], _ELIDED.sub(r"\1'", cleaned))
    words = _without_fillers(cleaned.split(" ") if cleaned else [])
    converted = " ".join(_convert_numbers(chunk) for chunk in _chunks(words))
    converted = _FATE_POINTS_SAID.sub(r"\1 de fortune", converted)
    return _UNACCENTED_DIE.sub(r"\1 dé\2", _DICE_SHORTHAND.sub(r"\1 dés", converted))


def _without_fillers(words: list[str]) -> list[str]:
    """Drop hesitation words, and discourse openers before the first word of content."""
    kept = [word for word in words if word.strip(",.;:!?") not in FILLER_WORDS]
    start = 0
    while start < len(kept) - 1:
        word = kept[start].strip(",.;:!?")
        before_opener = (kept[start].endswith(",")
                         or kept[start + 1].strip(",.;:!?") in OPENING_FILLERS | AMBIGUOUS_OPENERS)
        if word in OPENING_FILLERS or (word in AMBIGUOUS_OPENERS and before_opener):
            start += 1
        else:
            break
    return kept[start:]


def _chunks(words: list[str]) -> list[list[str]]:
    """Cut ``words`` into pieces of about ``_CHUNK_WORDS`` words, never inside a number
    (a run of number words longer than any spoken number is cut anyway)."""
    chunks: list[list[str]] = []
    current: list[str] = []
    for word in words:
        at_boundary = bool(current) and current[-1] not in _NUMBER_WORDS \
            and word not in _NUMBER_WORDS
        if (len(current) >= _CHUNK_WORDS and at_boundary) or len(current) >= 2 * _CHUNK_WORDS:
            chunks.append(current)
            current = []
        current.append(word)
    if current:
        chunks.append(current)
    return chunks


def _convert_numbers(words: list[str]) -> str:
    """Number words of one chunk as digits, articles and ordinals kept as words."""
    protected, kept = _protect_words(words)
    # A second pass: ``alpha2digit`` leaves « neuf » after a converted « un » (« un dé contre
    # neuf » → « 1 dé contre neuf »), which it converts once the « un » is a digit.
    converted = alpha2digit(alpha2digit(protected, "fr", threshold=0), "fr", threshold=0)
    converted = _NINE.sub(lambda match: match.group().replace("neuf", "9"), converted)
    return _PLACEHOLDER_PATTERN.sub(lambda match: kept[int(match.group(1))], converted)


_NINE = re.compile(r"\b(?:plus|moins) neuf\b|\bneuf (?=dés\b)")
"""« neuf » as a number where ``alpha2digit`` may take it for « new » after a masculine noun
(« le baron plus neuf contre Capucine »): after a sign, before « dés »."""


def _protect_words(words: list[str]) -> tuple[str, list[str]]:
    """Replace the words ``alpha2digit`` must not convert by placeholders; return them too."""
    words = [_UNACCENTED_NUMBERS.get(word, word) for word in words]
    following = _following_words(words)
    kept: list[str] = []
    for index, word in enumerate(words):
        if _must_keep(words, index, following[index]):
            words[index] = _PLACEHOLDER.format(len(kept))
            kept.append(word)
    return " ".join(words), kept


def _following_words(words: list[str]) -> list[str | None]:
    """For each position, the first alphanumeric word after it (``None`` at a sentence end)."""
    following: list[str | None] = [None] * len(words)
    upcoming: str | None = None
    for index in range(len(words) - 1, -1, -1):
        following[index] = upcoming
        tokens = _WORD.findall(words[index])
        if tokens and tokens[0][0].isalnum():
            upcoming = tokens[0].rstrip("'")
        elif tokens and tokens[0] in _SENTENCE_END:
            upcoming = None
    return following


def _must_keep(words: list[str], index: int, following: str | None) -> bool:
    """Tell whether ``words[index]`` is an article « un »/« une » or an ordinal to keep."""
    word = words[index]
    if word in _KEPT_WORDS or word.endswith(_ORDINAL_ENDINGS):
        return True  # « sixième sens », « la deuxième » are words, not « 6ème »
    if word not in _ARTICLES:
        return False
    if index >= 2 and words[index - 1] == "et" and words[index - 2] in _TENS:
        return False
    if index >= 2 and words[index - 1] in ("plus", "moins") and words[index - 2] == "destin":
        return False  # « destin moins un la potion pue »: the Destin's move
    if following is None:
        return False
    return following not in UNIT_WORDS and following not in LINK_WORDS
