"""Traits said in the fixed French shapes of a roll: « avec … contre … », and the one trait
of an automatic resolution.

A pool built from traits is said in one fixed French shape: the protagonist's traits after
« avec » (or « utilise », « grâce à »), joined by « et » or commas, then « contre » and the
obstacle: its traits after « qui a » or « a » (« contre l'ogre qui a force brute et peau
dure »), a number of dice (« contre cinq dés »), or, with neither, the obstacle itself as its
one trait (« contre le froid mordant », « contre méfiance »); a single word after an article
names who stands in the way, not a trait (« contre le golem »). A trait's name is every word of its part, articles and
possessives before it left out (« avec sa lame ancestrale et son entêtement »); a last word
« héroïque » or « mythique » is its puissance (« force mythique » → « force++ »), as the rules
write it.

An automatic resolution names the one trait that makes the roll needless after « avec »,
« grâce à », « trait » or « il (elle) a », at the end of the sentence: « résolution automatique
pour Ondine grâce à son œil de lynx », « c'est automatique pour Sidonie, elle a mémoire des
anciens ».

A trait taken off a sheet, or kept at the end of the session, is named after its verb even
without the word « trait »: « efface ami des loups de la fiche d'Ondine », « raye cicatrice au
visage pour Léontine », « dépense une fortune pour garder lanterne des morts durablement »,
« Sidonie consolide clé du sanctuaire »; the name stops before « de la fiche », « pour »,
« à », « avec », « durablement » or « en ».

Reading chosen: the model often keeps one word of a trait of several (« forge » for « marteau
de forge »); where the shape is said, the words give the whole names. A part longer than
``MAX_TRAIT_WORDS`` words is narration, not a trait, and the shape is then not read at all;
what comes after « pour » in the protagonist's part is the aim (« pour fouiller la pièce »),
not a trait.
"""

from __future__ import annotations

from typing import Any

from assistant.nlu.normalize import strip_accents
from assistant.nlu.values import MAX_NUMBER, POWER_MARKS

MAX_TRAIT_WORDS = 4
_OPENERS = ("avec", "utilise", "utilisent", "grace")
_DETERMINERS = frozenset({"son", "sa", "ses", "mon", "ma", "mes", "ton", "ta", "tes", "le", "la",
                          "les", "l", "un", "une", "du", "notre", "nos", "leur", "leurs",
                          "trait", "traits", "a"})
_DICE_WORDS = frozenset({"des", "de", "d"})


def _key(word: str) -> str:
    return strip_accents(word).lower()


def _names(words: list[str]) -> list[str] | None:
    """The traits of one side, split at « et » and commas; ``None`` if a part is too long."""
    names: list[str] = []
    part: list[str] = []
    for word in [*words, "et"]:
        if _key(word) != "et":
            part.append(word)
            continue
        while part and _key(part[0]) in _DETERMINERS:
            part.pop(0)
        if len(part) > MAX_TRAIT_WORDS:
            return None
        if part:
            power = POWER_MARKS.get(_key(part[-1])) if len(part) > 1 else None
            names.append(" ".join(part[:-1]) + power if power else " ".join(part))
        part = []
    return names


def _obstacle(words: list[str]) -> dict[str, Any]:
    """What follows « contre »: dice, the traits after « (qui) a », or the obstacle itself."""
    keys = said_keys = [_key(word) for word in words]
    while keys and keys[0] in _DETERMINERS - {"a"}:
        words, keys = words[1:], keys[1:]
    has = next((index for index, key in enumerate(keys) if key == "a"), None)
    if has is not None:
        words, keys = words[has + 1:], keys[has + 1:]
    if keys and keys[0].isdigit() and all(key in _DICE_WORDS for key in keys[1:]):
        count = int(keys[0])
        return {"obstacle_dice": count} if count <= MAX_NUMBER else {}
    if has is None:
        if len(words) == 1 and len(keys) < len(said_keys):  # « contre le golem »
            return {}
        words = [word for word, key in zip(words, keys) if key != "qui"]
    names = _names(words)
    return {"obstacle_traits": names} if names else {}


def trait_pools_from_words(text: str) -> dict[str, Any]:
    """``traits`` and the obstacle's side (``obstacle_traits`` or ``obstacle_dice``) said
    « avec … contre … » in the normalised ``text``; empty when the shape is not said."""
    words = text.replace("'", " ").replace(",", " et ").split()
    keys = [_key(word) for word in words]
    start = next((index for index, key in enumerate(keys) if key in _OPENERS), None)
    if start is None:
        return {}
    if keys[start] == "grace" and keys[start + 1:start + 2] == ["a"]:
        start += 1
    against = next((index for index in range(start + 1, len(keys)) if keys[index] == "contre"),
                   None)
    if against is None:
        return {}
    ours = words[start + 1:against]
    if "pour" in keys[start + 1:against]:
        ours = words[start + 1:keys.index("pour", start + 1)]
    traits = _names(ours)
    if not traits:
        return {}
    return {"traits": traits, **_obstacle(words[against + 1:])}


_AUTO_MARKERS = frozenset({"avec", "grace", "trait", "talent"})
_AUTO_ENDS = frozenset({"en", "c", "ca", "cest", "automatique", "automatiquement", "sans", "pour",
                        "donc", "passe", "reussit", "pas"})
_HOLDERS = frozenset({"il", "elle", "qui"})


def auto_trait_from_words(text: str) -> str | None:
    """The trait that ends an automatic resolution (module docstring), or ``None``."""
    words = text.replace("'", " ").split()
    keys = [_key(word) for word in words]
    starts = [index + 1 for index, key in enumerate(keys)
              if key in _AUTO_MARKERS or (key == "a" and index and keys[index - 1] in _HOLDERS)]
    if not starts:
        return None
    rest = words[starts[-1]:]
    if rest and _key(rest[0]) == "a":  # « grâce à »
        rest = rest[1:]
    ends = [index for index, word in enumerate(rest)
            if _key(word.rstrip(",")) in _AUTO_ENDS or word.endswith(",")]
    if ends:
        end = ends[0]
        rest = rest[:end] + ([rest[end].rstrip(",")] if rest[end].endswith(",")
                             and _key(rest[end].rstrip(",")) not in _AUTO_ENDS else [])
    names = _names(rest)
    return names[0] if names and len(names) == 1 else None


_SHEET_VERBS = frozenset({"efface", "effacer", "retire", "retirer", "raye", "rayer", "supprime",
                          "supprimer", "enleve", "enlever", "barre", "barrer", "perd", "garder",
                          "garde", "conserver", "conserve", "consolide", "consolider", "durable",
                          "eliminer", "elimine", "debarrasser", "oublier"})
_NOT_A_TRAIT = frozenset({"jauge", "barre", "barres", "fortune", "fortunes", "une", "un", "tout"})
_SHEET_ENDS = frozenset({"pour", "a", "avec", "durablement", "en", "sur", "car", "parce"})


def sheet_trait_from_words(text: str) -> str | None:
    """The trait named after a verb that takes it off a sheet or keeps it (module docstring),
    or ``None``."""
    words = text.replace("'", " ").split()
    keys = [_key(word) for word in words]
    start = next((index + 1 for index, key in enumerate(keys) if key in _SHEET_VERBS), None)
    if start is None:
        return None
    while start < len(keys) and keys[start] in _DETERMINERS | {"de", "du", "d", "se"}:
        start += 1
    end = start
    while end < len(keys) and keys[end] not in _SHEET_ENDS and keys[end:end + 3] != [
            "de", "la", "fiche"]:
        end += 1
    named = words[start:end]
    if not named or len(named) > MAX_TRAIT_WORDS or keys[start] in _NOT_A_TRAIT:
        return None
    return " ".join(named)
