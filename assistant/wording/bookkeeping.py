"""French wording of the table's bookkeeping: Destin, automatic resolution, initiative, fortunes,
jauges, end of session. The Destin's value only ever goes into ``Reply.gm``."""

from __future__ import annotations

from typing import Any

from assistant.reply import Reply
from assistant.wording.roll import destin_sentence
from assistant.wording.spoken import count, display_name, join, number, sentence, signed
from hades_core.destin import SessionEnd, SoloDestinRoll
from hades_core.gauge import Gauge, GaugeKind

GAUGE_KIND_NAMES = {GaugeKind.ETAT: "état", GaugeKind.RESSOURCE: "ressource",
                    GaugeKind.AVANCEMENT: "avancement"}
_LEVEL_NAMES = {1: "une barre", 2: "deux barres", 3: "épuisée, deux barres barrées"}


def destin_value(destin: int) -> Reply:
    """The Destin, for the Destinée only: the table hears nothing (a player asking is refused,
    ``assistant.roles``)."""
    return Reply(table="", gm=f"Destin : {signed(destin)}.",
                 data={"kind": "destin", "gm": {"destin": destin}})


def destin_adjusted(before: int, after: int) -> Reply:
    """The Destinée moved the Destin: a secret action, so the table hears nothing of it."""
    return Reply(table="",
                 gm=f"C'est noté : Destin {signed(after - before)}, de {signed(before)}"
                    f" à {signed(after)}.",
                 data={"kind": "destin_adjust",
                       "gm": {"destin_before": before, "destin_after": after}})


def automatic(success: bool, trait: bool, before: int, after: int,
              interpretation: dict[str, Any] | None = None) -> Reply:
    """« Résoudre automatiquement »: the outcome is said, then the action's Destin row when
    known; the Destin only to the gm."""
    if trait:
        table = "Réussi grâce au trait, sans lancer les dés."
    elif success:
        table = "Sans lancer les dés : c'est plutôt réussi."
    else:
        table = "Sans lancer les dés : c'est plutôt raté."
    data: dict[str, Any] = {"kind": "auto", "success": success, "trait": trait,
                            "gm": {"destin_before": before, "destin_after": after}}
    if interpretation is not None:
        data["interpretation"] = interpretation
        table = sentence(table, interpretation["short"])
    return Reply(table=table, gm=destin_sentence(before, after), data=data)


def initiative(side: str) -> Reply:
    """Who acts first."""
    table = ("L'initiative revient aux protagonistes." if side == "protagonistes"
             else "L'initiative revient à l'antagonisme.")
    return Reply(table=table, data={"kind": "initiative", "initiative": side})


def fortunes_gained(name: str, gained: int, total: int) -> Reply:
    """« Alice gagne une fortune, 3 fortunes en tout. »"""
    what = "une fortune" if gained == 1 else count(gained, "fortune")
    return Reply(table=f"{display_name(name)} gagne {what}, {count(total, 'fortune')} en tout.",
                 data={"kind": "fortune_gain", "protagonist_name": name, "count": gained,
                       "fortunes_after": total})


def fortunes_spent(name: str, spent: int, left: int) -> Reply:
    """« Alice dépense une fortune, il lui en reste 2. »"""
    what = "une fortune" if spent == 1 else count(spent, "fortune")
    rest = "il ne lui en reste aucune" if left == 0 else f"il lui en reste {left}"
    return Reply(table=f"{display_name(name)} dépense {what}, {rest}.",
                 data={"kind": "fortune_spend", "protagonist_name": name, "count": spent,
                       "fortunes_after": left})


def gauge_words(gauge: Gauge) -> str:
    """« blessure, état, deux barres » or « blessure vide »."""
    if gauge.level == 0:
        return f"{gauge.name} vide"
    return f"{gauge.name}, {GAUGE_KIND_NAMES[gauge.kind]}, {_LEVEL_NAMES[gauge.level]}"


def gauge_effect(gauge: Gauge) -> str:
    """What the level means in play (« Les Jauges »)."""
    if gauge.character_out:
        return "C'est la fin du personnage."
    if gauge.resource_forbidden:
        return "Plus aucun réflexe ni manœuvre avec cette ressource."
    if gauge.complete:
        return "L'avancement est complet."
    if gauge.dice_penalty:
        return "Un dé de moins dans les résolutions."
    return ""


def gauge_set(name: str, gauge: Gauge) -> Reply:
    """« Alice : blessure, état, deux barres. Un dé de moins dans les résolutions. »"""
    table = sentence(f"{display_name(name)} : {gauge_words(gauge)}.", gauge_effect(gauge))
    return Reply(table=table, data={"kind": "gauge", "protagonist_name": name,
                                    "gauge": gauge.name, "gauge_kind": gauge.kind.value,
                                    "level": gauge.level, "dice_penalty": gauge.dice_penalty})


_NEXT = "Consolidez avec vos fortunes, puis la Destinée clôt la partie."


def session_end(result: SessionEnd) -> Reply:
    """« Fin de partie »: fortunes to consolidate; the closing comes next (« clôture »).

    With the « Transformation du Destin en Fortune » every total would reveal the Destin, so
    the totals then go to the Destinée only (``gm``), who hands the fortunes out.
    """
    converted = result.converted_per_protagonist
    totals = [f"{display_name(name)} {count(total, 'fortune')}"
              for name, total in result.fortunes_to_consolidate.items() if total]
    to_consolidate = f"À consolider : {join(totals)}." if totals else ""
    secret: dict[str, object] = {"destin_before": result.destin_before,
                                 "destin_after": result.destin_before}
    data: dict[str, object] = {"kind": "end_session", "gm": secret}
    if result.converted_per_protagonist:
        secret.update(converted_per_protagonist=converted,
                      fortunes_to_consolidate=result.fortunes_to_consolidate)
        table = sentence("Fin de partie. Le Destin se change en fortunes : la Destinée vous dit"
                         " combien.", _NEXT)
        gm = sentence(f"Le Destin est à {signed(result.destin_before)},"
                      f" {count(converted, 'fortune')} par protagoniste.", to_consolidate)
    else:
        data["fortunes_to_consolidate"] = result.fortunes_to_consolidate
        table = sentence("Fin de partie.", to_consolidate, _NEXT)
        gm = f"Le Destin est à {signed(result.destin_before)}."
    return Reply(table=table, gm=gm, data=data)


def destin_roll(result: SoloDestinRoll, solo: bool = True) -> Reply:
    """« Jet de destin » (« Jouer en solo »): in solo play the table hears only whether a
    contretemps comes; at a table of several protagonistes even that is the Destinée's (a
    contretemps tells that the Destin is negative), and the table hears nothing.

    « Pas de contretemps. » also when the Destin is not negative and no die is rolled, so the
    table cannot tell a roll from no roll; the die and the Destin go to the gm part.
    """
    said = "Contretemps !" if result.contretemps else "Pas de contretemps."
    if result.roll is None:
        gm = f"Destin à {signed(result.destin)} : pas de jet, pas de contretemps."
        die = None
    else:
        die = result.roll.die
        gm = (f"Dé {die} contre un Destin à {signed(result.destin)} :"
              f" {'inférieur' if result.roll.below else 'pas inférieur'} à {-result.destin}.")
    data: dict[str, Any] = {"kind": "destin_roll", "gm": {"destin": result.destin, "die": die}}
    if solo:
        data["contretemps"] = result.contretemps
    else:
        data["gm"]["contretemps"] = result.contretemps
        gm = f"{said} {gm}"
    return Reply(table=said if solo else "", gm=gm, data=data)


def fortune_count(name: str, fortunes: int) -> str:
    """« Bob a deux fortunes. », « Bob n'a aucune fortune. » (counts in words, for speech)."""
    if fortunes == 0:
        return f"{display_name(name)} n'a aucune fortune."
    noun = "fortune" if fortunes == 1 else "fortunes"
    amount = "une" if fortunes == 1 else number(fortunes)
    return f"{display_name(name)} a {amount} {noun}."


def fortunes(counts: dict[str, int]) -> Reply:
    """« combien de fortunes »: one sentence per protagoniste asked about."""
    table = sentence(*(fortune_count(name, total) for name, total in counts.items()))
    return Reply(table=table or "Aucun protagoniste pour l'instant.",
                 data={"kind": "fortune_query", "fortunes": counts})
