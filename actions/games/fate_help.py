"""What a zFate roll's words say beyond its two levels (seed 001, « Combiner une Compétence »,
« Défense totale », « Armes »): the helpers, the opposition's Défense totale, the weapon.

- Helpers: « aidée par Kader et Lina », « avec l'aide de Kader », « Kader et Lina l'aident »,
  « avec l'aide de 2 amis ». Each helper adds +1 « avec une Compétence d'au moins +1 ». A helper
  said without a level counts +1 (a player names a helper because he can help); a helper said
  at Médiocre (« Kader à Médiocre », « Kader à 0 ») or below adds nothing.
- « en défense totale »: the opposition defends with +2 this exchange.
- « arme 2 », « une arme à 3 »: the attacker's weapon rating, added to the Marges of a hit. A
  weapon's name alone (« son épée ») adds nothing: the text gives examples by category, the
  rating is the table's to say.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hades_core.systems import fate
from hades_core.systems.errors import SystemRuleError
from hades_core.systems.text import fold

_HELPED_BY = re.compile(
    r"(?:\bavec l'aide d(?:e |u |es |')|(?<!')\baidee?s? par )(?P<helpers>[^,;.!?]+)")
"""« avec l'aide de Kader et Lina », « aidée par Kader »: the helpers follow."""
_HELPING = re.compile(
    r"\b(?P<helpers>(?:[^\W\d_][\w'-]* et )*[^\W\d_][\w'-]*) (?:l'|les |la |le |me |te )?"
    r"aident?\b")
"""« Kader et Lina l'aident », « Kader aide Océane »: the helpers are the verb's subject."""
_LISTED_BEFORE = re.compile(r"(?:^|[,;:] )(?P<names>(?:[^\W\d_][\w'-]*, )+)$")
"""« Kader, Lina et Yvon l'aident »: one-word items before the subject, a list of helpers (the
words of a longer clause before it, « … déblaie les gravats, Kader l'aide », are not)."""
_NOT_HELPERS = frozenset({"avec", "a", "de", "d", "sans", "l", "qui", "on", "il", "elle", "ils",
                          "elles", "je", "tu", "nous", "vous", "pour", "par", "s", "m", "t"})
"""Words before « aide » that are no helper (« avec l'aide », « à l'aide », « s'aide »)."""
_SEGMENT_END = re.compile(r"\s(?:contre|en|pour|sur|dans|avec|qui|arme)\b.*$")
"""Where the helpers' words stop."""
_SEPARATOR = re.compile(r",\s*|\s+et\s+")
_COUNTED = re.compile(r"^(?P<count>\d+) \w+$")
"""« 2 amis », « 3 compagnons »: that many helpers."""
_WEAPON = re.compile(r"\barme (?:a |de |d')?(?:niveau |valeur )?(?P<rating>\d+)\b")
_TOTAL_DEFENSE = re.compile(r"\bdefense totale\b")
MAX_HELPERS = 20
"""More helpers than this are no table's (a number said wrong): read as this many."""


@dataclass(frozen=True)
class RollHelp:
    """The help a zFate roll's words give: the helpers' Compétences, Défense totale, weapon."""

    helpers: tuple[int, ...] = ()
    total_defense: bool = False
    weapon: int = 0


def _helper_level(words: str) -> int:
    """A helper's Compétence: the level said after his name (« Kader à Médiocre »), else +1."""
    split = words.replace("(", " ").replace(")", " ").split()
    for size in (2, 1):
        if len(split) > size:
            try:
                return fate.parse_level(" ".join(split[-size:]))
            except SystemRuleError:
                continue
    return 1


def _helpers(segment: str) -> tuple[int, ...]:
    """The Compétences of the helpers listed in ``segment`` (« Kader et Lina »)."""
    levels: list[int] = []
    for part in _SEPARATOR.split(_SEGMENT_END.sub("", segment).strip()):
        part = re.sub(r"^(?:a |à )", "", part.strip())
        counted = _COUNTED.match(part)
        if counted:
            levels.extend([1] * min(int(counted["count"]), MAX_HELPERS))
        elif part and part.split()[0] not in _NOT_HELPERS:
            levels.append(_helper_level(part))
    return tuple(levels[:MAX_HELPERS])


def roll_help(text: str) -> RollHelp:
    """The help said in ``text``, a zFate roll's words (see the module's docstring)."""
    said = fold(text)
    found = _HELPED_BY.search(said)
    helpers: tuple[int, ...] = ()
    if found:
        helpers = _helpers(found["helpers"])
    else:
        for helping in _HELPING.finditer(said):
            words = helping["helpers"].split()
            if words and words[-1] not in _NOT_HELPERS:
                listed = _LISTED_BEFORE.search(said[:helping.start()])
                helpers = _helpers((listed["names"] if listed else "") + helping["helpers"])
                break
    weapon = _WEAPON.search(said)
    return RollHelp(helpers=helpers, total_defense=bool(_TOTAL_DEFENSE.search(said)),
                    weapon=int(weapon["rating"]) if weapon else 0)
