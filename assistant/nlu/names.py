"""Match a name as heard against the names a table already knows.

Speech recognition and quick typing mangle names (« alcie » for Alice, « camile » for Camille).
A name that is not known but close to a known one is a near miss: the assistant asks
« Vous voulez dire Alice ? » rather than creating a new protagonist. Closeness is difflib's
similarity ratio on unaccented lowercase names, or on how they sound (« amori » for Amaury,
:func:`sound_of`); 0.75 accepts one swapped, missing or extra
letter in a five-letter name (« alcie », « alic », « alicee ») but not a different short name
(« léa » and « lia »: 0.67). A name's first letters said for the whole name (« timo » for
Timothée) are a near miss too, when they start only one known name, and so are the French
pet names made from one of its syllables said twice (« féfé » for Félicien, « nono » for
Honorine, « dudule » for Théodule, « polo » for Hippolyte) or from the name after its first
vowel (« léo » for Éléonore).
"""

from __future__ import annotations

import re
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


def first_name_of(said: str, known: Iterable[str]) -> str | None:
    """The one known compound name whose first part ``said`` is (« Tiphaine » for
    Tiphaine-Éléa, « pelagie » for Pélagie-Sérène): how a table calls a character whose name
    has two parts, the same person, never asked about; ``None`` when ``said`` is itself known,
    or the first part of no or several compound names (``sharing_first_name``)."""
    owners = _owners_of_a_part(said, known, first_only=True)
    return owners[0] if len(owners) == 1 else None


def sharing_first_name(said: str, known: Iterable[str]) -> list[str]:
    """The known compound names ``said`` is the first part of, when it is that of several
    (« Pierre » at a table of Pierre-Anastase and Pierre-Élzéar): whom it means is asked,
    never guessed, and no new protagonist « Pierre » is made; empty otherwise."""
    owners = _owners_of_a_part(said, known, first_only=True)
    return owners if len(owners) > 1 else []


def named_by_one_part(said: str, known: Iterable[str]) -> str | None:
    """The one known compound name one of whose parts ``said`` is (« elzear » answering
    « Pierre-Anastase ou Pierre-Élzéar ? »); ``None`` when it is known whole, or a part of no
    or several names. Read in an answer to « which one », where a single word is a name."""
    owners = _owners_of_a_part(said, known, first_only=False)
    return owners[0] if len(owners) == 1 else None


def pet_name_owners(said: str, known: Iterable[str]) -> list[str]:
    """The known names ``said`` could be the pet name of (a syllable said twice, « lili » for
    Éliante and for Hélier), when it could be several's: whom it means is asked, never
    guessed; empty otherwise (one is found by :func:`names_said`)."""
    heard = name_key(said)
    if len(heard) < 4 or " " in heard or heard in CHILDISH_WORDS \
            or any(name_key(name) == heard for name in known):
        return []
    owners = {name_key(name): name for name in known
              if len(name_key(name)) + _PET_NAME_EXTRA_LETTERS >= len(heard)
              and _doubles_a_syllable(heard, name_key(name))}
    return list(owners.values()) if len(owners) > 1 else []


def _owners_of_a_part(said: str, known: Iterable[str], first_only: bool) -> list[str]:
    """The known compound names with ``said`` as their first part (or any part), one per
    person (one person kept by two games is one); none when ``said`` is a known name."""
    heard = name_key(said)
    names = list(known)
    if not heard or " " in heard or any(name_key(name) == heard for name in names):
        return []
    owners = {name_key(name): name for name in names if " " in name_key(name)
              and heard in name_key(name).split()[:1 if first_only else None]}
    return list(owners.values())


def closest_name(said: str, known: Iterable[str]) -> str | None:
    """The known name ``said`` nearly matches, or ``None`` when it is known or matches none."""
    heard = name_key(said)
    names = list(known)
    if not heard or any(name_key(name) == heard for name in names):
        return None
    scored = [(max(SequenceMatcher(None, heard, name_key(name)).ratio(),
                   _sounds_alike(heard, name_key(name))), name) for name in names]
    best = max(scored, default=(0.0, ""))
    if best[0] >= NEAR_MISS_RATIO:
        return best[1]
    shortened = [name for name in names if any(  # « phrasie » for Euphrasie-Noëlle
        _shortens(heard, part) for part in {name_key(name), *name_key(name).split()})]
    return shortened[0] if len(shortened) == 1 else None


_SPELLINGS = (("eau", "o"), ("au", "o"), ("ph", "f"), ("qu", "k"), ("ck", "k"), ("y", "i"),
              ("ai", "e"), ("ei", "e"), ("en", "an"), ("th", "t"), ("gu", "g"))
"""French spellings of one sound (« Amaury » and « amori », « Tiphaine » and « tifène »)."""


def sound_of(key: str) -> str:
    """How a folded name sounds, as a recogniser may spell it: one spelling per sound, no
    doubled letter, no silent « h » or final « e »."""
    for spelling, sound in _SPELLINGS:
        key = key.replace(spelling, sound)
    key = re.sub(r"c(?=[aou])", "k", key)
    key = re.sub(r"(?<!c)h", "", key)
    key = re.sub(r"(.)\1", r"\1", key)
    return key[:-1] if len(key) > 3 and key.endswith("e") else key


def _sounds_alike(heard: str, known: str) -> float:
    """The similarity of how two names sound, when they sound as long (a short form is no
    other spelling: « max » for Maxime is asked about only as a short form)."""
    heard, known = sound_of(heard), sound_of(known)
    if abs(len(heard) - len(known)) > 1:
        return 0.0
    return SequenceMatcher(None, heard, known).ratio()


def _shortens(heard: str, known: str) -> bool:
    """Whether ``heard`` is a short form of ``known`` said at the table: its first letters,
    three at least (« timo » for Timothée, « max » for Maxence), two when they are no word of
    their own (« jo » for Josépha), or the same after the name's first vowel (« léo » for
    Éléonore); a syllable of it said twice (:func:`_doubles_a_syllable`); its first letters
    with « -ou » (« philou » for Philibert) or « -o », « -ot » (« marco » for Marc-Aurèle,
    « pierrot » for Pierre-Yves), or its last letters, four at least (« polline »
    for Apolline)."""
    if len(known) <= len(heard) or heard in CHILDISH_WORDS:
        return False
    after_vowel = known[1:] if known[0] in VOWELS and known[1:2] not in VOWELS else known
    if (known.startswith(heard) or after_vowel.startswith(heard)) \
            and (len(heard) >= NICKNAME_LETTERS or (len(heard) == 2 and heard not in SHORT_WORDS)):
        return True
    if _doubles_a_syllable(heard, known):
        return True
    if heard.endswith("ou") and len(heard) >= 5 and known.startswith(heard[:-2]):
        return True
    fond = next((heard[:-len(ending)] for ending in _FOND_ENDINGS if heard.endswith(ending)), "")
    if len(fond) >= NICKNAME_LETTERS and known.startswith(fond):
        return True
    return len(heard) >= SUFFIX_LETTERS and known.endswith(heard)


_FOND_ENDINGS = ("ot", "o")
"""Endings said after a name's first letters to make it fond (« Marco », « Pierrot »)."""


def _doubles_a_syllable(heard: str, known: str) -> bool:
    """« féfé » (Félicien), « nono » (Honorine), « phiphi » (Philippine), « fanfan » (Fantin,
    a nasal syllable): a syllable of the name said twice; « dudule » (Théodule): the name's end after its syllable said first;
    « polo » (Hippolyte): a syllable, then the next consonant with the same vowel. A
    syllable starts the name or one of its parts (« fifi » for Jean-Fiacre), or follows a
    vowel or a doubled consonant (« hip-po »)."""
    starts = [index for index in range(len(known)) if index == 0
              or known[index - 1] in VOWELS or known[index - 1] == known[index]
              or known[index - 1] in "- "]
    for size in (2, 3):
        syllable, rest = heard[:size], heard[size:]
        nasal = size == 3 and syllable[-1] in "nm" and syllable[-2] in VOWELS  # « fanfan »
        if len(rest) < size or not rest.startswith(syllable) or (
                syllable[-1] not in VOWELS and not nasal):
            continue
        if any(known.startswith(rest, at) for at in starts):
            return True  # « nono », « dudule »
    return len(heard) == 4 and heard[1] == heard[3] and heard[1] in VOWELS \
        and heard[2] not in VOWELS and any(known.startswith(heard[:3], at) for at in starts)


SHORT_WORDS = frozenset({"le", "la", "de", "du", "un", "et", "ou", "on", "il", "je", "tu", "ma",
                         "ta", "sa", "me", "te", "se", "ce", "ni", "si", "au", "en", "ne", "ah",
                         "oh", "eh", "ha", "ho", "bo", "da", "di", "mi", "va", "vu", "lu", "su",
                         "bu", "eu", "pu", "dé", "de", "ca"})
"""Two letters that are words of their own: never a name's short form."""
VOWELS = frozenset("aeiouy")
CHILDISH_WORDS = frozenset({"papa", "maman", "mama", "tata", "tonton", "toto", "dodo", "bobo",
                            "caca", "pipi", "bebe", "meme", "pepe",
                            "dada", "tutu", "chouchou", "joujou", "baba", "nana", "zozo",
                            "tete", "bonbon", "coucou", "ronron", "pompon", "cancan", "couscous",
                            "chichi", "tamtam"})
"""Words said twice that children and grown-ups say (« papa », « dodo »), and everyday words
made so (« à tue-tête », « bonbon »): never a pet name."""
SUFFIX_LETTERS = 5
"""A name's last letters said for it (« polline » for Apolline) are this many at least."""


_PET_NAME_EXTRA_LETTERS = 1
"""A pet name is at most this many letters longer than the name (« nounou » for Anouk)."""


def _pet_name_of(word: str, by_key: dict[str, str]) -> str | None:
    """The one known name ``word`` says by a syllable said twice (« dudule » for Théodule,
    « nounou » for Anouk), or ``None``."""
    if len(word) < 4 or word in CHILDISH_WORDS:
        return None
    doubling = [name for key, name in by_key.items()
                if len(key) + _PET_NAME_EXTRA_LETTERS >= len(word) and _doubles_a_syllable(word, key)]
    return doubling[0] if len(doubling) == 1 else None


def names_said(text: str, known: Iterable[str]) -> list[str]:
    """The known names said as words of ``text``, in the order they are said; a name the
    speech recogniser cut in two (« tant crede » for Tancrède) is found whole, and so is a pet
    name made by saying one of its syllables twice (« dudule » for Théodule) when it can be
    no other known name; a compound name's halves said whole are that name, not its half's,
    and so are its halves written as one word (« marcolivier » for Marc-Olivier).
    Other short forms (« timo ») may be words of their own (« sol » for
    Solveig): :func:`closest_name` asks about them instead."""
    words = name_key(text).replace("'", " ").replace(",", " ").split()
    by_key = {name_key(name): name for name in known if name_key(name)}
    by_key.update({key.replace(" ", ""): name for key, name in list(by_key.items())
                   if " " in key and key.replace(" ", "") not in by_key})  # « marcolivier »
    compounds = sorted((key.split() for key in by_key if " " in key), key=len, reverse=True)
    found: list[str] = []
    covered = 0  # the words of a compound name said whole are that name's, none of their own
    for index, word in enumerate(words):
        if index < covered:
            continue
        whole = next((parts for parts in compounds if words[index:index + len(parts)] == parts),
                     None)
        joined = word + words[index + 1] if index + 1 < len(words) \
            and not {word, words[index + 1]} & (SHORT_WORDS | _NO_HALF) else ""
        if whole is not None:  # « anne flore » is Anne-Flore, even where Anne plays too
            found.append(by_key[" ".join(whole)])
            covered = index + len(whole)
        elif word in by_key:
            found.append(by_key[word])
        elif (pet := _pet_name_of(word, by_key)) is not None:
            found.append(pet)
        elif joined in by_key:
            found.append(by_key[joined])
        elif len(joined) >= SPLIT_NAME_LENGTH and by_key:
            ratio, key = max((SequenceMatcher(None, joined, key).ratio(), key) for key in by_key)
            if ratio >= SPLIT_NAME_RATIO:
                found.append(by_key[key])
    return list(dict.fromkeys(found))


_WORD = re.compile(r"[^\W\d_]+")
_BETWEEN_HALVES = re.compile(r"[ \-‐‑]+")


def with_compound_names(text: str, known: Iterable[str]) -> str:
    """``text`` with each known hyphenated name said in separate words written whole (« marie
    lou plus cinq contre difficile » → « marie-lou plus … » when the table knows Marie-Lou): a
    speech recogniser writes the halves apart, and the model, which learnt one name, reads the
    first half alone. Halves are matched as names are (:func:`name_key`). A hyphenated name
    written as one word (« marcolivier ») gets its hyphen, and a one-word name cut in two
    words of :data:`SPLIT_HALF_LENGTH` letters at least that are no one's name (« yvon nick »
    for Yvonnick) is written whole; nothing else changes."""
    names = list(known)
    text = _with_split_names_joined(_with_glued_names_hyphenated(text, names), names)
    compounds = sorted((parts for name in names if "-" in name
                        and len(parts := name_key(name).split()) > 1), key=len, reverse=True)
    if not compounds:
        return text
    words = list(_WORD.finditer(text))
    keys = [name_key(word.group()) for word in words]
    pieces: list[str] = []
    done = index = 0
    while index < len(words):
        parts = next((parts for parts in compounds if keys[index:index + len(parts)] == parts
                      and all(_BETWEEN_HALVES.fullmatch(text[words[at].end():words[at + 1].start()])
                              for at in range(index, index + len(parts) - 1))), None)
        if parts is None:
            index += 1
            continue
        last = words[index + len(parts) - 1]
        pieces += [text[done:words[index].start()],
                   "-".join(word.group() for word in words[index:index + len(parts)])]
        done, index = last.end(), index + len(parts)
    return "".join([*pieces, text[done:]])


SPLIT_HALF_LENGTH = 4
"""Each half of a one-word name a recogniser cut in two has at least this many letters (« yvon
nick »); « jean ne … » never makes Jeanne."""
_NO_HALF = frozenset({"elle", "elles", "pour", "avec", "dans", "sous", "mais", "plus", "tout",
                      "bien", "fait", "sont", "nous", "vous", "leur", "cette", "comme"})
"""Everyday words that are never half of a name cut in two."""


def _with_glued_names_hyphenated(text: str, known: list[str]) -> str:
    """``text`` with each hyphenated known name written as one word (« marcolivier ») given
    its hyphen back, cut where the name's halves end; the letter that ends one half and
    starts the other is heard once (« blandineugenie » for Blandine-Eugénie)."""
    glued = {"".join(parts): [len(part) for part in parts] for name in known if "-" in name
             and len(parts := name_key(name).split()) > 1}
    merged = {first + second[1:]: f"{first}-{second}" for name in known if "-" in name
              and len(parts := name_key(name).split()) == 2
              and (first := parts[0])[-1:] == (second := parts[1])[:1]}
    if not glued:
        return text

    def hyphenated(found: re.Match[str]) -> str:
        word = found.group()
        sizes = glued.get(name_key(word)) if len(name_key(word)) == len(word) else None
        if sizes is None:
            return merged.get(name_key(word), word)
        cuts = [sum(sizes[:at]) for at in range(len(sizes) + 1)]
        return "-".join(word[start:end] for start, end in zip(cuts, cuts[1:]))

    return _WORD.sub(hyphenated, text)


SPLIT_NEAR_RATIO = 0.85
"""How near two words said together must sound to a long part of a name said next to the rest
of it (« hermine gilde cyprien » for Herménégilde-Cyprien)."""
_LONG_PART = 8


def _heard_as(said: str, part: str) -> bool:
    """Whether two words said together, neither of them a part of a name, sound nearly as a
    long ``part`` of one (:data:`SPLIT_NEAR_RATIO`)."""
    return len(part) >= _LONG_PART and SequenceMatcher(None, said, part).ratio() >= SPLIT_NEAR_RATIO


def _with_split_names_joined(text: str, known: list[str]) -> str:
    """``text`` with each one-word known name, or one part of a hyphenated one, cut in two
    words (« yvon nick », « irénée gaul tier ») written whole, when neither half is someone's
    name or an everyday word (:data:`_NO_HALF`); a part said next to the rest of its name may
    be cut anywhere (« scholastique bleu enn »), and a long one misheard a little is joined as
    heard (« hermine gilde cyprien »: « herminegilde »), the name around it making it sure."""
    parts = [name_key(name).split() for name in known]
    whole = {part for name in parts for part in name}
    if not whole:
        return text
    beside = {(name[at], (name[at - 1] if at else None), (name[at + 1] if at + 1 < len(name)
                                                           else None))
              for name in parts if len(name) > 1 for at in range(len(name))}
    words = list(_WORD.finditer(text))
    keys = [name_key(word.group()) for word in words]
    pieces: list[str] = []
    done = 0
    for at in range(len(words) - 1):
        if words[at].start() < done or not re.fullmatch(" ", text[words[at].end():
                                                                    words[at + 1].start()]):
            continue
        first, second = keys[at], keys[at + 1]
        before, after = keys[at - 1] if at else None, keys[at + 2] if at + 2 < len(keys) else None
        alone = len(first) >= SPLIT_HALF_LENGTH and len(second) >= SPLIT_HALF_LENGTH \
            and first + second in whole and not {first, second} & (whole | _NO_HALF)
        misheard = not {first, second} & whole and min(len(first), len(second)) >= 3
        by_its_name = any((before == left and left or after == right and right)
                          and (first + second == part or misheard and _heard_as(first + second,
                                                                                 part))
                          for part, left, right in beside)
        if alone or by_its_name:
            pieces += [text[done:words[at].start()], words[at].group() + words[at + 1].group()]
            done = words[at + 1].end()
    return "".join([*pieces, text[done:]])
