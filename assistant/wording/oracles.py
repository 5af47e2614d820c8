"""French wording of the oracles (« Aides de jeu »). The tables' own words come from
``hades_core.oracles``; here they are only framed and made readable aloud (« vs » → « contre »,
no trailing ellipsis). A disposition found with the Destin keeps its die for the gm."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.spoken import count, sentence
from hades_core.oracles.direction import DIRECTION_LABELS
from hades_core.oracles.distance import QUESTION_LABELS

QUESTION_NAMES = {key: label.replace("?", " ?") for key, label in QUESTION_LABELS.items()}
CATEGORY_NAMES = {
    **DIRECTION_LABELS,
    "emotion": "Émotion",
    "etre": "Être",
    "relations": "Relations",
    "attitudes": "Attitude",
}


_SPOKEN_FORMS = (("...", ""), (" vs ", " contre "), (" (", ", "), (")", ""), ("/", " ou "))


def readable(answer: str) -> str:
    """A table cell made pleasant to hear: « Vie vs Mort » → « Vie contre Mort », « maître/élève »
    → « maître ou élève », no ellipsis, no brackets."""
    for written, spoken in _SPOKEN_FORMS:
        answer = answer.replace(written, spoken)
    return answer.rstrip(". ")


def _distance(data: dict[str, Any]) -> tuple[str, str | None]:
    question = QUESTION_NAMES[data["question"]]
    return f"{question} {readable(data['answer'])}, avec un {data['die']}.", None


def _direction(data: dict[str, Any]) -> tuple[str, str | None]:
    label = CATEGORY_NAMES[data["category"]]
    return f"{label} : {readable(data['answer'])}, avec un {data['die']}.", None


def _choice(data: dict[str, Any]) -> tuple[str, str | None]:
    rerolls = len(data["rounds"]) - 1
    again = f", après {count(rerolls, 'relance')}" if rerolls else ""
    return f"Le choix tombe sur {data['winner']}{again}.", None


def _second_role(data: dict[str, Any]) -> tuple[str, str | None]:
    disposition = data["disposition"]
    parts = [
        f"Second rôle {disposition['disposition']}.",
        f"Objectif : {readable(data['objectif']['answer'])}.",
        f"Moyens : {readable(data['moyens']['answer'])}.",
    ]
    if data.get("secret"):
        parts.append(f"Secret : {readable(data['secret']['answer'])}.")
    gm = None
    if disposition["method"] == "destin":
        gm = ("Destin à zéro, pas de jet : neutre." if disposition["die"] is None
              else f"Jet de destin : {disposition['die']}.")
    return sentence(*parts), gm


def _antagonism(data: dict[str, Any]) -> tuple[str, str | None]:
    return f"L'antagonisme passe à l'action : {readable(data['action'])}.", None


_ORACLES = {
    "distance": _distance,
    "direction": _direction,
    "choix": _choice,
    "second_role": _second_role,
    "antagonisme": _antagonism,
}


def oracle(data: dict[str, Any]) -> Reply:
    """Answer to any oracle roll; ``data["oracle"]`` names which one."""
    table, gm = _ORACLES[data["oracle"]](data)
    if gm is not None:
        secret = {"disposition_die": data["disposition"]["die"]}
        data = {**data, "disposition": {**data["disposition"], "die": None}, "gm": secret}
    return Reply(table=table, gm=gm, data=data)
