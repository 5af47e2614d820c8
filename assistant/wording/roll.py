"""French wording of a roll (« Résoudre avec les dés ») and of its detail (« détaille »).

Input is the roll's JSON data as built by ``assistant.game`` and stored in the journal:
``outcome`` (key), ``value``, ``protagonist_dice`` / ``obstacle_dice`` (X / Y),
``protagonist`` / ``obstacle`` (``initial``, ``chaos``, ``evens``), ``fortune_gained``,
``protagonist_name`` (or ``None``), ``fortunes_after`` and the secret part ``gm``
(``destin_before``, ``destin_after``, ``destin_delta``).
"""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.spoken import count, display_name, faces, sentence, signed

OUTCOME_NAMES = {
    "exploit": "Exploit",
    "succes": "Succès",
    "presque": "Presque",
    "revers": "Revers",
    "echec": "Échec",
    "fiasco": "Fiasco",
}
"""The ladder's names, as said at the table."""

_OUTCOME_CRIES = {
    "exploit": "Exploit !",
    "succes": "Succès !",
    "presque": "Presque !",
    "revers": "Revers.",
    "echec": "Échec.",
    "fiasco": "Fiasco !",
}

SIDE_NAMES = {"protagonist": "Protagonistes", "obstacle": "Obstacle"}


def outcome_cry(key: str) -> str:
    """The result word said first: « Presque ! », « Échec. »."""
    return _OUTCOME_CRIES[key]


def evens_sentence(data: dict[str, Any]) -> str:
    """« 3 pairs contre 3. » (protagonistes first)."""
    mine = data["protagonist"]["evens"]
    theirs = data["obstacle"]["evens"]
    return f"{count(mine, 'pair')} contre {theirs}."


def fortune_sentence(data: dict[str, Any]) -> str:
    """Who gains a fortune from the roll, if anybody."""
    if not data["fortune_gained"]:
        return ""
    name = data.get("protagonist_name")
    if name is None:
        return "Les protagonistes gagnent une fortune."
    total = data["fortunes_after"]
    return f"{display_name(name)} gagne une fortune, {count(total, 'fortune')} en tout."


def destin_sentence(before: int, after: int) -> str:
    """For the Destinée only: « Destin plus un, de zéro à plus un. »."""
    return f"Destin {signed(after - before)}, de {signed(before)} à {signed(after)}."


def roll(data: dict[str, Any]) -> Reply:
    """Answer to a roll: result word, evens per side, what changed; the Destin for the gm only."""
    table = sentence(outcome_cry(data["outcome"]), evens_sentence(data), fortune_sentence(data))
    secret = data["gm"]
    return Reply(table=table, gm=destin_sentence(secret["destin_before"], secret["destin_after"]),
                 data=data)


def _side_detail(label: str, pool: dict[str, Any]) -> str:
    initial = pool["initial"]
    chaos = pool["chaos"]
    if not initial:
        return f"{label}, aucun dé."
    text = f"{label}, {count(len(initial), 'dé')} : {faces(initial)}"
    if chaos:
        text += f" ; {count(len(chaos), 'dé du chaos', 'dés du chaos')} : {faces(chaos)}"
    return f"{text}. {count(pool['evens'], 'pair')}."


def detail(data: dict[str, Any]) -> Reply:
    """« détaille »: every die of each side, the dés du chaos named apart, then the result."""
    result = f"Résultat {signed(data['value'])} : {OUTCOME_NAMES[data['outcome']]}."
    table = sentence(
        _side_detail(SIDE_NAMES["protagonist"], data["protagonist"]),
        _side_detail(SIDE_NAMES["obstacle"], data["obstacle"]),
        result,
    )
    return Reply(table=table, data=data)


def forfeit_sentence(data: dict[str, Any]) -> str:
    """« La fortune de ce jet est perdue. », naming its holder when somebody else spent."""
    if not data["forfeited_fortune"]:
        return ""
    holder = data.get("forfeited_by")
    if holder and holder != data["protagonist_name"]:
        return f"{display_name(holder)} perd la fortune de ce jet."
    return "La fortune de ce jet est perdue."


_WINNER_AFTER_SHIFT = {
    "protagonistes": "Les protagonistes l'emportent.",
    "rivaux": "Les rivaux l'emportent.",
    "personne": "Personne n'atteint l'objectif.",
}


def shift(data: dict[str, Any]) -> Reply:
    """« Décaler le résultat »: the new result word, then the fortunes left, the forfeited
    fortune, and for a competition who wins now."""
    name = display_name(data["protagonist_name"])
    left = data["fortunes_after"]
    rest = "il ne lui en reste aucune" if left == 0 else f"il lui en reste {left}"
    table = sentence(
        f"{outcome_cry(data['outcome'])} {name} dépense une fortune pour décaler le résultat,"
        f" {rest}.",
        forfeit_sentence(data),
        _WINNER_AFTER_SHIFT[data["winner"]] if "winner" in data else "",
    )
    return Reply(table=table, data=data)
