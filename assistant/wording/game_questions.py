"""The yes/no question asked before a command of zFate, 2D6, krâsses or 3-6-9 the assistant is
not sure of: like HaDes's (``assistant.wording.understanding``), it says the command back —
who, the values on both sides — so that a « oui » said by ear confirms what was understood.

Values come as the slots hold them: a level of the Échelle as said (« bon »), a number as
digits or signed digits (« 5 », « +5 », « -2 »); they are said back in words."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from assistant.wording.spoken import display_name, number, signed
from hades_core.systems import deux_d6, fate, krasses
from hades_core.systems.errors import SystemRuleError

Slots = Mapping[str, Any]

_NUMBER = re.compile(r"^(?:plus |moins |[+-])?\d+$")


def _value(said: object) -> str:
    """A slot's value as heard: « plus cinq » for « +5 », « Bon » for « bon »."""
    text = " ".join(str(said).split())
    if _NUMBER.match(text):
        sign = -1 if text.startswith(("-", "moins")) else 1
        return signed(sign * int(re.sub(r"\D", "", text)))
    return text[:1].upper() + text[1:]


def _level(said: object) -> str:
    """A level of the Échelle by its name (« Médiocre »), else as a number."""
    try:
        return fate.ladder_name(fate.parse_level(str(said))) or _value(said)
    except (SystemRuleError, ValueError):
        return _value(said)


def _difficulty(parse: Callable[[str], object]) -> Callable[[object], str]:
    """A difficulty of krâsses or 2D6 by the rules' name (« Héroïque »), else as said."""
    def named(said: object) -> str:
        try:
            found = parse(str(said))
        except (SystemRuleError, ValueError):
            return _value(said)
        return str(getattr(found, "label", None) or _value(said))
    return named


_KRASSES_DIFFICULTY = _difficulty(krasses.parse_difficulty)
_DEUX_D6_DIFFICULTY = _difficulty(deux_d6.parse_difficulty)


def _who(slots: Slots, lead: str = " pour ") -> str:
    name = slots.get("protagonist")
    return f"{lead}{display_name(str(name))}" if name else ""


def _name(slots: Slots) -> str:
    return display_name(str(slots.get("protagonist") or "")) or "Ce personnage"


def _krasses(slots: Slots) -> str:
    dice = slots.get("krasse_dice")
    if dice in (None, "", 0, "0"):
        return ""
    count = abs(int(re.sub(r"[^\d]", "", str(dice)) or 0))
    if not count:
        return ""
    owner = f" gardée{'s' if count > 1 else ''} par {display_name(str(slots['player']))}" \
        if slots.get("player") else ""  # « avec une de mes krâsses »: hers, not the tas's
    return f" avec {number(count, feminine=True)} krâsse{'s' if count > 1 else ''}{owner}"


def _heap(slots: Slots) -> str:
    count = abs(int(re.sub(r"[^\d]", "", str(slots.get("krasse_dice") or "")) or 0))
    dice = f"{number(count, feminine=True)} krâsse{'s' if count > 1 else ''}"
    if slots.get("take"):
        return f"{_name(slots) if slots.get('own') else 'On'} prend {dice} du tas ?"
    if slots.get("own") and slots.get("protagonist") and slots.get("amount") is None:
        return f"{_name(slots)} met {dice} gardée{'s' if count > 1 else ''} au tas ?"
    return f"Je mets {dice} au tas{_who(slots, ' pour ')} ?"


def _consequences(slots: Slots) -> str:
    """« avec une conséquence modérée, Côtes fêlées » for the Conséquences a hit takes."""
    taken = slots.get("consequences") or {}
    return "".join(f" avec une conséquence {_CONSEQUENCE_NAMES.get(level, level)}"
                   + ("" if str(aspect).lower().startswith("conséquence") else f", {aspect}")
                   for level, aspect in taken.items())


_CONSEQUENCE_NAMES = {"legere": "légère", "moderee": "modérée", "severe": "sévère",
                      "extreme": "extrême"}


def _krasses_other_side(slots: Slots) -> str:
    """The difficulty of a krâsses roll, or the opponent's bonus of a jet opposé (« plus
    quatre contre plus quatre »)."""
    if slots.get("against") is not None:
        return f"{_value(slots['against'])}, en opposition"
    return _KRASSES_DIFFICULTY(slots["difficulty"])


_DICE_OF_A_RESERVE = re.compile(r"\b(\d+|un|une) (?:dés? |des )?de (fortune|marasme)\b")
_POINTS_SAID = re.compile(r"\b(\d+|un|une) points? de fortune\b")


def _starts_with(slots: Slots) -> str:
    """What the new character starts with, as said (« avec un dé de fortune et cinq de
    marasme », « avec trois points de fortune »), or nothing when the words say none."""
    said = str(slots.get("said") or "").lower()
    dice = _DICE_OF_A_RESERVE.findall(said)
    if dice:
        first, *others = dice
        plural = "s" if _count(first[0]) != "un" else ""
        return f" avec {_count(first[0])} dé{plural} de {first[1]}" + "".join(
            f" et {_count(count)} de {kind}" for count, kind in others)
    points = _POINTS_SAID.search(said)
    if points is not None:
        count = _count(points.group(1))
        return f" avec {count} point{'s' if count != 'un' else ''} de fortune"
    return ""


def _count(said: str) -> str:
    return "un" if said in ("un", "une") else number(int(said))


_MOVES = {"stake": "mise", "sacrifice": "sacrifie", "gain": "gagne", "lose": "perd"}
"""How a 3-6-9 move with its dice is said back (seed 003: miser, sacrifier)."""
_MOVES_WITHOUT_DICE = {"retreat": "bat en retraite", "flee": "prend la fuite"}


def _move(slots: Slots) -> str:
    """« Aubin gagne deux dés de fortune ? », « Noëlle prend la fuite ? »: a 3-6-9 move said
    back with who makes it and its dice, as far as the words said them (both kinds when both
    were counted: « Maëlig gagne trois dés de fortune et deux de marasme ? »)."""
    move, kind = slots.get("move"), slots.get("kind")
    fortune, marasme = slots.get("dice") or (0, 0)
    if move in _MOVES and fortune and marasme:  # « … trois de fortune et deux de marasme »
        return (f"{_name(slots)} {_MOVES[move]} {number(fortune)} dé{'s' if fortune > 1 else ''}"
                f" de fortune et {number(marasme)} de marasme ?")
    if move in _MOVES_WITHOUT_DICE:
        return f"{_name(slots)} {_MOVES_WITHOUT_DICE[move]} ?"
    if move not in _MOVES or kind not in ("fortune", "marasme"):
        return f"Je note ce coup pour {_name(slots)} ?"
    count = int(slots.get("count") or 1)
    dice = f"{number(count)} dé{'s' if count > 1 else ''} de {kind}"
    return f"{_name(slots)} {_MOVES[move]} {dice} ?"


GAME_QUESTIONS: dict[str, Callable[[Slots], str]] = {
    "fate_roll": lambda slots: (
        f"Je lance {_level(slots['skill'])} contre {_level(slots['opposition'])}{_who(slots)} ?"),
    "fate_invoke": lambda slots: (
        f"{_name(slots)} invoque {slots['aspect']} ?" if slots.get("aspect")
        else f"{_name(slots)} invoque un aspect ?"),
    "fate_advantage": lambda slots: (
        f"Je note le boost {slots['aspect']} ?" if slots.get("boost")
        else f"Je crée l'avantage {slots['aspect']} ?"),
    "fate_hit": lambda slots: (
        f"{_name(slots)} encaisse {_value(slots['amount']).removeprefix('plus ')} de stress "
        f"{slots['stress']}{_consequences(slots)} ?"),
    "fate_consequence": lambda slots: f"{_name(slots)} prend une conséquence ?",
    "fate_compel": lambda slots: f"Une contrainte pour {_name(slots)} ?",
    "fate_concede": lambda slots: f"{_name(slots)} concède ?",
    "fate_recover": lambda slots: f"{_name(slots)} récupère d'une conséquence ?",
    "fate_refresh": lambda slots: f"J'actualise les points de fortune de {_name(slots)} ?",
    "fate_milestone": lambda slots: f"Un jalon pour {_name(slots)} ?",
    "fate_clear": lambda slots: f"J'efface le stress de {_name(slots)} ?",
    "create_character":
        lambda slots: f"Je crée le personnage {_name(slots)}{_starts_with(slots)} ?",
    "deux_d6_roll": lambda slots: (
        f"Je lance compétence {_value(slots['skill'])}"
        + (f" contre compétence {_value(slots['against'])}" if slots.get("against") else "")
        + f", difficulté {_DEUX_D6_DIFFICULTY(slots['difficulty'])}{_who(slots)} ?"),
    "krasses_roll": lambda slots: (
        f"Je lance {_value(slots.get('skill') or 0)} contre {_krasses_other_side(slots)}"
        f"{_krasses(slots)}{_who(slots)} ?"),
    "krasses_heap": _heap,
    "krasses_coop": lambda slots: (
        f"Je lance la coopération contre {_KRASSES_DIFFICULTY(slots['difficulty'])} ?"),
    "krasses_contre": lambda slots: f"Je lance la contre-krâsse{_who(slots)} ?",
    "trois_six_neuf_turn": lambda slots: (
        f"Je lance le dé du destin, solde {_value(slots['solde'])}{_who(slots)} ?"),
    "trois_six_neuf_move": lambda slots: _move(slots),
}
"""The yes/no question of each other game's command that changes the table."""
