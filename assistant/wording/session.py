"""French wording of the end of session: consolidation and closing (« Fin de partie »)."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.sheets import trait_words
from assistant.wording.spoken import display_name, join, sentence, signed
from hades_core.sheet import sheet_trait

_CHOICES = {
    "jauge": "{target} passe à {level_words}",
    "trait_durable": "{target} devient durable",
    "trait_elimine": "{target} est effacé",
    "trait_modifie": "{target} devient {new}",
}
_LEVELS = {0: "zéro barre", 1: "une barre", 2: "deux barres", 3: "deux barres barrées"}


def consolidated(data: dict[str, Any]) -> Reply:
    """« Alice consolide : blessure passe à une barre. Il lui reste une fortune. »"""
    what = _CHOICES[data["choice"]].format(
        target=data["target"],
        new=trait_words(sheet_trait(data["new"])) if data.get("new") else "",
        level_words=_LEVELS.get(data.get("level", 0), ""))
    left = data["fortunes_after"]
    rest = "Il ne lui reste aucune fortune." if left == 0 else (
        "Il lui reste une fortune." if left == 1 else f"Il lui reste {left} fortunes.")
    return Reply(table=sentence(f"{display_name(data['protagonist_name'])} consolide : {what}.",
                                rest), data=data)


def closed(data: dict[str, Any]) -> Reply:
    """« Partie close. Alice : peur devient durable ; rage disparaît. Fortunes et Destin
    repartent de zéro. »"""
    people = []
    for name, moved in data["traits"].items():
        parts = []
        if moved["durable"]:
            one = len(moved["durable"]) == 1
            parts.append(f"{join(moved['durable'])} "
                         f"{'devient durable' if one else 'deviennent durables'}")
        if moved["vanished"]:
            verb = "disparaît" if len(moved["vanished"]) == 1 else "disparaissent"
            parts.append(f"{join(moved['vanished'])} {verb}")
        people.append(f"{display_name(name)} : {' ; '.join(parts)}.")
    end = ("Fortunes et Destin sont gardés pour la suite." if data["keep"]
           else "Fortunes et Destin repartent de zéro.")
    secret = data["gm"]
    gm = (f"Destin gardé à {signed(secret['destin_after'])}." if data["keep"]
          else f"Le Destin était à {signed(secret['destin_before'])}, il repart de zéro.")
    return Reply(table=sentence("Partie close.", *people, end), gm=gm, data=data)
