"""Dice pools and amounts read from the normalised words, where French says them one fixed way.

A roll is said « X contre Y » (« trois dés contre quatre », « 4d contre 3d », « deux face à
un »): the protagonists' dice, then the obstacle's. That shape is the grammar of the game, not
a phrasing among others, so when it is said the words are surer than the entity extractor,
which can lose one side in a long sentence (« on tente de convaincre le garde avec trois dés
contre quatre » gave only the obstacle's 3). A fortune's count is the number said just before
« fortune(s) » (« gagne une fortune » → 1).

The other side's dice are also said with « en » standing for the dice already named: « je
lance cinq dés et l'obstacle en a deux », « il a trois dés, eux ils en ont cinq », « en face y en
a un ». The side named first holds the first number, so when an obstacle word (« l'obstacle »,
« en face », « eux »…) stands just before the first number — « l'obstacle a quatre dés et
Casimir en a deux » — the obstacle's dice come first.

The obstacle's side may be said alone: « et si l'obstacle en a trois », « et si en face ils ont
six dés » say the obstacle's dice, never the protagonists'.

A speaker who corrects himself says the pool again: « trois contre deux, non pardon, trois
contre quatre » is the last pool, after « non », « pardon », « plutôt » or « je veux dire ».

Reading chosen: the words override the model only when they are unambiguous — exactly one
« X contre Y » (or, with none, exactly one « X dés … en a Y »), or the last one after a
correction, for a single roll or an odds question, and for a script or a competition one pair
per « X contre Y » in the order said (a script's steps may also be told one after another,
« d'abord …, l'obstacle a un dé et Mélusine deux, ensuite … »: ``told_steps``), used when the
model found fewer pairs than the words say. Anything else leaves the model's slots as they are.
"""

from __future__ import annotations

import re
from typing import Any

from assistant.nlu.values import MAX_NUMBER

_POOL = re.compile(
    r"\b(\d+) (?:(?:des|de|dés|dé|d) )?(?:contre|face à|face a|versus|vs) (\d+)\b")
_OTHER_SIDE_HAS = re.compile(
    r"\b(\d+) (?:des|dés|dé|de|d)\b[,;]?(?P<between>(?: \S+){0,6}?) (?:y )?en (?:a|ont) (\d+)\b")
_OBSTACLE_WORDS = frozenset({
    "obstacle", "l'obstacle", "adversaire", "l'adversaire", "adversité", "l'adversité", "ennemi",
    "l'ennemi", "ennemis", "face", "eux", "ils", "elles", "destinée", "opposition",
    "l'opposition", "antagoniste", "l'antagoniste", "antagonistes", "méchant", "méchants"})
_OBSTACLE_HAS = re.compile(
    r"\b(?:l'obstacle|obstacle|face|eux|ils|l'adversaire|adversaire|l'ennemi|ennemis)\b"
    r"(?: \S+){0,2}? (?:en )?(?:a|ont|aura|auront|avait|avaient) (\d+)\b")
_NUMBER = re.compile(r"\b\d+\b")
_CORRECTION = re.compile(r"\b(?:non|pardon|plutôt|plutot|je veux dire|enfin)\b")
_FORTUNES = re.compile(r"\b(\d+) (?:(?:points?|dés?|des) (?:de )?)?fortunes?\b")
"""A count of fortunes (« deux fortunes »), or of the games' points and dice of fortune (zFate
« deux points de fortune », 3-6-9 « deux dés de fortune »)."""

SINGLE_POOL_INTENTS = frozenset({"resolve_pool", "odds_query", "follow_up"})
PAIR_LIST_SLOTS = {"resolve_script": "steps", "resolve_competition": "sides"}
FORTUNE_INTENTS = frozenset({"fortune_gain", "fortune_spend"})


def said_pools(text: str) -> list[dict[str, int]]:
    """Every « X contre Y » of ``text`` (numbers as digits), in the order said; a pool with a
    number beyond the slots' range is left out, as the entity reader leaves it out."""
    return [{"protagonist_dice": int(ours), "obstacle_dice": int(theirs)}
            for ours, theirs in _POOL.findall(text)
            if int(ours) <= MAX_NUMBER and int(theirs) <= MAX_NUMBER]


def other_side_pools(text: str) -> list[dict[str, int]]:
    """Every « X dés … en a Y » of ``text``, the obstacle's dice first when an obstacle word
    stands in the three words before the first number (module docstring)."""
    pools = []
    for match in _OTHER_SIDE_HAS.finditer(text):
        first, second = int(match.group(1)), int(match.group(3))
        if first > MAX_NUMBER or second > MAX_NUMBER:
            continue
        before = text[:match.start()].split()[-3:]
        obstacle_first = any(word in _OBSTACLE_WORDS for word in before)
        ours, theirs = (second, first) if obstacle_first else (first, second)
        pools.append({"protagonist_dice": ours, "obstacle_dice": theirs})
    return pools


def single_pool(text: str) -> dict[str, int] | None:
    """The one pool a single roll says (module docstring): the only « X contre Y » said, the
    last one when a correction comes before it, or the only « X dés … en a Y »; else ``None``."""
    pools = said_pools(text)
    if len(pools) > 1:
        last = list(_POOL.finditer(text))[-1]
        return pools[-1] if _CORRECTION.search(text[:last.start()]) else None
    pools = pools or other_side_pools(text)
    return pools[0] if len(pools) == 1 else None


def with_said_pools(intent: str, text: str, slots: dict[str, Any]) -> dict[str, Any]:
    """``slots`` with the pools the words say, where they are unambiguous (module docstring)."""
    if intent in SINGLE_POOL_INTENTS:
        pool = single_pool(text)
        if pool:
            return {**slots, **pool}
        obstacle = _OBSTACLE_HAS.search(text)
        if obstacle and len(_NUMBER.findall(text)) == 1:
            theirs = int(obstacle.group(1))
            kept = {slot: value for slot, value in slots.items() if slot != "protagonist_dice"}
            return {**kept, "obstacle_dice": theirs} if theirs <= MAX_NUMBER else slots
        return slots
    pools = said_pools(text)
    if intent == "resolve_script" and len(told_steps(text)) > len(pools):
        pools = told_steps(text)  # « d'abord …, l'obstacle a un dé et Mélusine deux ; ensuite … »
    pair_slot = PAIR_LIST_SLOTS.get(intent)
    if pair_slot and len(pools) > len(slots.get(pair_slot) or []):
        return {**slots, pair_slot: pools}
    if intent in FORTUNE_INTENTS and slots.get("amount") is None:
        counts = _FORTUNES.findall(text)
        if len(counts) == 1 and int(counts[0]) <= MAX_NUMBER:
            return {**slots, "amount": int(counts[0])}
    return slots


_STEP_MARKERS = re.compile(r"\b(?:d'abord|d abord|ensuite|puis|après|apres|enfin|pour finir"
                           r"|premièrement|deuxièmement|troisièmement|en premier|en dernier)\b")
_SIDE_BREAKS = re.compile(r"\bet\b|[,;:]")
_OTHER_SIDE_WORDS = re.compile(r"\b(?:l'obstacle|l obstacle|obstacle|d'obstacle|en face|eux"
                               r"|l'adversaire|adversaire|l'adversité|adversité)\b")
_OWN_SIDE_WORDS = re.compile(r"\bpour (?!l'obstacle|l obstacle|l'adversaire|eux)\S+")


def told_steps(text: str) -> list[dict[str, int]]:
    """The steps of a script told one after another (« d'abord traverser le marais, l'obstacle a
    un dé et Mélusine deux, ensuite trouver le gué, deux dés d'obstacle et un pour elle, enfin
    … »): each step opened by « d'abord », « ensuite », « puis », « enfin »…, and holding two
    numbers, one said with the obstacle (« l'obstacle a un dé », « deux dés d'obstacle »), the
    other with who acts (« Mélusine deux », « un pour elle »), or face to face (« un dé contre
    un »: who acts first). Empty unless every step says both sides so."""
    steps = [part for part in _STEP_MARKERS.split(text)[1:] if part.strip()]
    if len(steps) < 2:
        return []
    read = [_step_sides(step) for step in steps]
    return [] if any(step is None for step in read) else [step for step in read if step]


def _step_sides(step: str) -> dict[str, int] | None:
    """One step's two sides (:func:`told_steps`), or ``None`` when it does not say both."""
    numbers = list(_NUMBER.finditer(step))
    if len(numbers) != 2:
        return None
    if re.search(r"\bcontre\b", step[numbers[0].end():numbers[1].start()]) \
            and not _OTHER_SIDE_WORDS.search(step[:numbers[0].start()]):
        ours, theirs = (int(number.group()) for number in numbers)  # « un dé contre un »
        return {"protagonist_dice": ours, "obstacle_dice": theirs} \
            if max(ours, theirs) <= MAX_NUMBER else None
    sides: dict[str, int] = {}
    for index, number in enumerate(numbers):
        end = numbers[index + 1].start() if index + 1 < len(numbers) else len(step)
        after = _SIDE_BREAKS.split(step[number.end():end])[0]
        start = numbers[index - 1].end() if index else 0
        before = _SIDE_BREAKS.split(step[start:number.start()])[-1]
        if _OTHER_SIDE_WORDS.search(after):
            side = "obstacle_dice"
        elif _OWN_SIDE_WORDS.search(after):
            side = "protagonist_dice"
        else:
            side = "obstacle_dice" if _OTHER_SIDE_WORDS.search(before) else "protagonist_dice"
        sides[side] = int(number.group())
    if len(sides) < 2:
        sides = _sides_by_the_obstacles_word(step, numbers) or sides
    return sides if len(sides) == 2 and max(sides.values()) <= MAX_NUMBER else None


_OBSTACLES_WORD = re.compile(r"\b(?:l'obstacle|l obstacle|d'obstacle|obstacle|l'adversaire"
                             r"|adversaire|l'adversité|adversité)\b")


def _sides_by_the_obstacles_word(step: str, numbers: list[re.Match[str]]) -> dict[str, int]:
    """A step's sides when one number is said with the word « obstacle » and the other with
    « eux », who are then the protagonists (« l'obstacle a un dé et eux deux », « deux dés
    d'obstacle et un pour eux »); empty when the word goes with both or neither."""
    said = [_OBSTACLES_WORD.search(_SIDE_BREAKS.split(step[number.end():later])[0]
                                   + " " + _SIDE_BREAKS.split(step[earlier:number.start()])[-1])
            is not None
            for number, earlier, later in zip(
                numbers, [0, numbers[0].end()], [numbers[1].start(), len(step)])]
    if said.count(True) != 1:
        return {}
    theirs = said.index(True)
    return {"obstacle_dice": int(numbers[theirs].group()),
            "protagonist_dice": int(numbers[1 - theirs].group())}
