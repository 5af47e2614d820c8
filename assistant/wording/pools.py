"""French wording of the Deus Ex Alea: the private notice to the Destinée after a roll, and
the intervention once she applies it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from assistant.reply import Reply
from assistant.wording.roll import OUTCOME_NAMES, outcome_cry
from assistant.wording.spoken import sentence, signed

_BENEFICIARIES = {"protagonistes": "des protagonistes", "obstacle": "de l'adversité"}


def deus_ex_alea_notice(reply: Reply) -> Reply:
    """Adds to the Destinée's part, never to the table's: « Deus Ex Alea possible pour les
    protagonistes : plus quatre, Exploit, Destin à zéro. hades deus-ex-alea l'applique. »"""
    found = reply.data.get("gm", {}).get("deus_ex_alea")
    if not found:
        return reply
    notice = (f"Deus Ex Alea possible en faveur {_BENEFICIARIES[found['beneficiary']]} :"
              f" le résultat passerait à {signed(found['value'])},"
              f" {OUTCOME_NAMES[found['outcome']]}, et le Destin à zéro, si la puissance"
              " tient à un élément extérieur. Dites Deus Ex Alea pour l'appliquer.")
    return replace(reply, gm=sentence(reply.gm or "", notice))


def deus_ex_alea_applied(data: dict[str, Any]) -> Reply:
    """« Deus Ex Alea ! Une intervention venue d'ailleurs : Exploit. »"""
    table = sentence("Deus Ex Alea ! Une intervention venue d'ailleurs renverse tout.",
                     outcome_cry(data["outcome"]))
    secret = data["gm"]
    return Reply(table=table, gm=f"Destin de {signed(secret['destin_before'])} à zéro.",
                 data=data)
