"""French wording of what a result means (the seed's tables) and of a proposed bénéfice or
préjudice."""

from __future__ import annotations

import re
from typing import Any

from assistant.reply import Reply
from assistant.wording.roll import OUTCOME_NAMES

TABLE_NAMES = {
    "general": "",
    "affronter": "pour affronter",
    "contourner": "pour contourner",
    "negocier": "pour négocier",
    "resoudre": "pour résoudre",
    "encaisser": "pour encaisser",
    "observer": "pour observer",
    "script": "pour un script",
    "competition": "en compétition",
}
_ROW_NAMES = {**OUTCOME_NAMES, "destin_positif": "Destin positif",
              "destin_negatif": "Destin négatif ou nul"}


def _speakable(text: str) -> str:
    """The row as said: list items joined by commas, no « ... » read as dots."""
    text = re.sub(r"\s*\.\.\.\s*", " ", text).replace(" )", ")")
    return re.sub(r"\.? ; (\w)", lambda found: ", " + found.group(1).lower(), text)


def row_reading(data: dict[str, Any]) -> Reply:
    """« détaille », « quelles options ? »: the whole row, « Presque pour contourner : … »."""
    where = TABLE_NAMES[data["table"]]
    head = f"{_ROW_NAMES[data['row']]} {where}".strip()
    text = _speakable(data["text"])
    return Reply(table=f"{head} : {text[:1].lower()}{text[1:]}".rstrip(".") + ".", data=data)


_PROPOSAL_NAMES = {"benefice": "Bénéfice possible", "prejudice": "Préjudice possible"}


def proposal(data: dict[str, Any]) -> Reply:
    """« Bénéfice possible : obtention d'un nouveau trait positif. »"""
    short = data["short"]
    return Reply(table=f"{_PROPOSAL_NAMES[data['proposal']]} : {short[:1].lower()}{short[1:]}",
                 data=data)
