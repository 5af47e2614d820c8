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
    table = sentence(outcome_cry(roll["outcome"]), evens_sentence(roll), where,
                     fortune_sentence({**roll, "protagonist_name": None}))
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
    """Who reaches the objective (only a Succès or an Exploit does), and why."""
    table = sentence(_WINNER_SENTENCES[data["winner"]], _why(data))
    secret = data["gm"]
    return Reply(table=table, gm=destin_sentence(secret["destin_before"], secret["destin_after"]),
                 data=data)
