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
from assistant.wording.sheets import POWER_WORDS
from assistant.wording.spoken import count, display_name, faces, join, number, sentence, signed
from hades_core.limits import MAX_DESTIN

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


def interpretation_sentence(data: dict[str, Any]) -> str:
    """The first sentence of the action's row, when the action type is known."""
    found = data.get("interpretation")
    return found["short"] if found else ""


def dice_less(lost: int) -> str:
    """« un dé de moins », « deux dés de moins »."""
    return f"{'un' if lost == 1 else number(lost)} {'dé' if lost == 1 else 'dés'} de moins"


def pool_sentence(data: dict[str, Any]) -> str:
    """« 3 dés contre 4. » when the pools were built from traits or a gauge took dice (the
    dice really rolled), then the dice the gauges and the réflexes took: « 2 dés contre 4, deux
    dés de moins pour blessure et fatigue. », « 2 dés contre 2, un dé de moins pour le
    réflexe. »; in joueur contre joueur each side is named: « Alice, 3 dés,
    contre Bob, 2. Alice a un dé de moins pour blessure. Bob a deux dés de moins pour fatigue
    et faim. »"""
    if "pool" not in data:
        return ""
    pool = data["pool"]
    said = f"{count(data['protagonist_dice'], 'dé')} contre {data['obstacle_dice']}"
    ours, theirs = pool["protagonists"].get("name"), pool["obstacle"].get("name")
    if pool.get("joueur_contre_joueur") and ours and theirs:  # who throws, heard, not seen
        said = (f"{display_name(ours)}, {count(data['protagonist_dice'], 'dé')}, contre "
                f"{display_name(theirs)}, {data['obstacle_dice']}")
    losing = [(pool[side].get("name"), _losses(pool[side]))
              for side in ("protagonists", "obstacle") if _losses(pool[side])]
    if not pool.get("joueur_contre_joueur"):
        penalties = [name for _, names in losing for name in names]
        if penalties:
            said += f", {dice_less(len(penalties))} pour {join(penalties)}"
        return said + "."
    return sentence(said + ".", *(penalty_sentence(who, names) for who, names in losing))


def _losses(side: dict[str, Any]) -> list[str]:
    """What took a die from a side: its gauges at II, and « le réflexe » for each puissance
    manœuvre used as one."""
    return [*side["penalties"],
            *("le réflexe" for trait in side.get("traits") or () if trait.get("reflexe"))]


def penalty_sentence(who: str | None, gauges: list[str]) -> str:
    """« Alice a deux dés de moins pour blessure et fatigue. » (nothing without a gauge)."""
    if not gauges:
        return ""
    return (f"{display_name(who) if who else 'Les protagonistes'} a {dice_less(len(gauges))} pour"
            f" {join(gauges)}.")


def destin_limit(after: int) -> str:
    """For the Destinée, when the Destin stands at its bound (:func:`hades_core.limits.
    bounded_destin`): « Il ne va pas plus loin, c'est sa limite. »."""
    return "Il ne va pas plus loin, c'est sa limite." if abs(after) == MAX_DESTIN else ""


def destin_sentence(before: int, after: int) -> str:
    """For the Destinée only: « Destin plus un, de zéro à plus un. », then
    :func:`destin_limit`."""
    return sentence(f"Destin {signed(after - before)}, de {signed(before)} à {signed(after)}.",
                    destin_limit(after))


def roll(data: dict[str, Any]) -> Reply:
    """Answer to a roll: result word, evens per side, what changed; the Destin for the gm only."""
    table = sentence(outcome_cry(data["outcome"]), pool_sentence(data), evens_sentence(data),
                     interpretation_sentence(data), fortune_sentence(data))
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
    pool = data.get("pool")
    labels = {side: SIDE_NAMES[side] for side in SIDE_NAMES}
    if pool:
        for side, key in (("protagonist", "protagonists"), ("obstacle", "obstacle")):
            names = [f"{t['name']}{POWER_WORDS[t['power']]}" for t in pool[key]["traits"]]
            if names:
                labels[side] += f" avec {join(names)}"
    table = sentence(
        _side_detail(labels["protagonist"], data["protagonist"]),
        _side_detail(labels["obstacle"], data["obstacle"]),
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
        interpretation_sentence(data),
        _WINNER_AFTER_SHIFT[data["winner"]] if "winner" in data else "",
    )
    return Reply(table=table, data=data)


def _pools(roll_data: dict[str, Any]) -> str:
    return f"{roll_data['protagonist_dice']} contre {roll_data['obstacle_dice']}"


def journal_line(kind: str, result: dict[str, Any]) -> str | None:
    """A resolution as one line of the session export: who rolled, the pools, the result
    (« Alice, 3 contre 2 : Revers. »); ``None`` for entries that are not resolutions."""
    if kind == "roll":
        who = display_name(result.get("protagonist_name") or "les protagonistes")
        return f"{who}, {_pools(result)} : {OUTCOME_NAMES[result['outcome']]}."
    if kind == "script":
        roll_data = result["roll"]
        who = display_name(result.get("protagonist_name") or "les protagonistes")
        return f"{who}, script, {_pools(roll_data)} : {OUTCOME_NAMES[roll_data['outcome']]}."
    if kind == "competition":
        mine, theirs = result["protagonists"], result["rivals"]
        named = result.get("protagonist_name")
        who = display_name(named) if named else "les protagonistes"
        rival = display_name(result["rival_name"]) if result.get("rival_name") else "les rivaux"
        return (f"Compétition, {who} {_pools(mine)} : {OUTCOME_NAMES[mine['outcome']]} ;"
                f" {rival} {_pools(theirs)} : {OUTCOME_NAMES[theirs['outcome']]}.")
    if kind == "fortune_shift":
        return (f"{display_name(result['protagonist_name'])} décale le résultat :"
                f" {OUTCOME_NAMES[result['outcome']]}.")
    return None
