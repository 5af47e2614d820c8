"""French wording of a script (« Résoudre un script ») and of a competition (« Être en
compétition »): result word first, then the evens per side, then what follows from it."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.roll import (
    OUTCOME_NAMES,
    destin_sentence,
    evens_sentence,
    fortune_sentence,
    outcome_cry,
    penalty_sentence,
)
from assistant.wording.spoken import count, number, sentence

_WINNER_SENTENCES = {
    "protagonistes": "Les protagonistes l'emportent.",
    "rivaux": "Les rivaux l'emportent.",
    "personne": "Personne n'atteint l'objectif.",
}


def script(data: dict[str, Any]) -> Reply:
    """« Revers. 3 pairs contre 4. Interrompu à l'étape 2 sur 3. »"""
    roll = data["roll"]
    steps = len(data["steps"])
    stop = data["interrupted_step"]
    where = (f"Interrompu à l'étape {number(stop)} sur {number(steps)}." if stop is not None
             else f"Script en {count(steps, 'étape')} résolu d'un seul jet.")
    penalties = data.get("penalties", {}).get("protagonist", [])
    table = sentence(outcome_cry(roll["outcome"]), penalty_sentence(data.get("protagonist_name"),
                                                                     penalties),
                     evens_sentence(roll), where,
                     fortune_sentence({**roll, "protagonist_name": data.get("protagonist_name"),
                                       "fortunes_after": data.get("fortunes_after")}))
    secret = data["gm"]
    return Reply(table=table, gm=destin_sentence(secret["destin_before"], secret["destin_after"]),
                 data=data)


def _why(data: dict[str, Any]) -> str:
    mine, theirs = data["protagonists"], data["rivals"]
    said = (f"{OUTCOME_NAMES[mine['outcome']]} pour les protagonistes,"
            f" {OUTCOME_NAMES[theirs['outcome']]} pour les rivaux.")
    if not data["tie_broken"]:
        return said
    mine_sum, theirs_sum = mine["protagonist"]["even_sum"], theirs["protagonist"]["even_sum"]
    if mine_sum == theirs_sum:
        tie = (f"Égalité parfaite, somme des pairs {mine_sum} de chaque côté : avantage aux"
               " protagonistes, ou ex aequo si la Destinée le décide.")
    else:
        tie = (f"Départagés par la somme des pairs, {mine_sum} contre {theirs_sum} ; la"
               " Destinée peut aussi déclarer un ex aequo.")
    return sentence(said, tie)


def competition(data: dict[str, Any]) -> Reply:
    """Who reaches the objective (only a Succès or an Exploit does), why, and who gains a
    fortune (unnamed rivals are the antagonisme: their fortune goes to nobody)."""
    fortunes = [
        fortune_sentence({**data[side], "protagonist_name": data.get(f"{who}_name"),
                          "fortunes_after": data.get(f"{who}_fortunes_after")})
        for side, who in (("protagonists", "protagonist"), ("rivals", "rival"))
        if data[side]["fortune_gained"] and (who == "protagonist" or data.get("rival_name"))
    ]
    lost = data.get("penalties", {})
    table = sentence(_WINNER_SENTENCES[data["winner"]], _why(data),
                     *(penalty_sentence(data.get(f"{who}_name"), lost.get(who, []))
                       for who in ("protagonist", "rival")), *fortunes)
    secret = data["gm"]
    return Reply(table=table, gm=destin_sentence(secret["destin_before"], secret["destin_after"]),
                 data=data)
