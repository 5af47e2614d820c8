"""French sentences about understanding itself: the yes/no question asked before a table change
the assistant is not sure of, and the answers around it (« je n'ai pas compris », « je ne fais
rien »). Each question names what was understood, in a few words, ending with « ? »."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from assistant.wording.game_questions import GAME_QUESTIONS
from assistant.wording.records import SYSTEM_NAMES
from assistant.wording.spoken import display_name, join, number, of_name, signed

Slots = Mapping[str, Any]


def _for(slots: Slots) -> str:
    names = slots.get("protagonists") or ([slots["protagonist"]] if slots.get("protagonist") else [])
    return f" pour {join(display_name(name) for name in names)}" if names else ""


def _pool(slots: Slots) -> str:
    ours, theirs = slots.get("protagonist_dice"), slots.get("obstacle_dice")
    dice = "dé" if ours in (0, 1) else "dés"
    return f"{number(int(ours))} {dice} contre {number(int(theirs))}"


def _steps(slots: Slots, key: str) -> str:
    return ", puis ".join(
        f"{number(step['protagonist_dice'])} contre {number(step['obstacle_dice'])}"
        for step in slots.get(key) or [])


def _trait_words(traits: list[str]) -> list[str]:
    return [str(trait).replace("++", " mythique").replace("+", " héroïque") for trait in traits]


def _counted(slots: Slots) -> str:
    """« : trois dés contre deux » when the dice of a roll of traits were counted."""
    counted = slots.get("counted")
    if not counted:
        return ""
    ours, theirs = (int(side) for side in counted)
    return f" : {number(ours)} {'dé' if ours < 2 else 'dés'} contre {number(theirs)}"


def _against(slots: Slots) -> str:
    traits = _trait_words(slots.get("obstacle_traits") or [])
    if slots.get("opponent"):
        rival = display_name(str(slots["opponent"]))
        return f", contre {rival}" + (f" avec {join(traits)}" if traits else "")
    dice = int(slots.get("obstacle_dice") or 0)
    parts = [*traits, *([f"{number(dice)} dés"] if dice else [])]
    return f", contre {join(parts)}" if parts else ""


def _amount(slots: Slots) -> int:
    return int(slots.get("amount") or 1)


def _fortunes(slots: Slots) -> str:
    amount = _amount(slots)
    return "une fortune" if amount == 1 else f"{number(amount)} fortunes"


def _gauge(slots: Slots) -> str:
    of_who = of_name(str(slots.get("protagonist") or ""))
    gauge = slots.get("gauge") or "jauge"
    if slots.get("change") is not None:
        change = int(slots["change"])
        verb = "monte" if change > 0 else "baisse"
        bars = "d'une barre" if abs(change) == 1 else f"de {number(abs(change))} barres"
        return f"La jauge {gauge} {of_who} {verb} {bars} ?"
    if slots.get("reach") is not None:
        return f"La jauge {gauge} {of_who} passe à {number(int(slots['reach']))} barres ?"
    return f"Je mets la jauge {gauge} {of_who} au niveau {number(int(slots.get('level') or 0))} ?"


def _system(slots: Slots) -> str:
    name = SYSTEM_NAMES.get(str(slots.get("system") or ""), "un autre jeu")
    return f"On passe à {name} ?"


QUESTIONS: dict[str, Callable[[Slots], str]] = {
    "resolve_pool": lambda slots: f"Je lance {_pool(slots)}{_for(slots)} ?",
    "reroll": lambda slots: f"Je relance {_pool(slots)}{_for(slots)} ?",
    "resolve_auto": lambda slots: "Résolution automatique, sans les dés ?",
    "resolve_script": lambda slots: f"Je lance le script : {_steps(slots, 'steps')} ?",
    "resolve_competition": lambda slots: f"Je lance la compétition : {_steps(slots, 'sides')} ?",
    "destin_roll": lambda slots: "Je fais un jet de destin ?",
    "destin_adjust": lambda slots: f"J'ajoute {signed(int(slots.get('amount') or 0))} au Destin ?",
    "destin_reset": lambda slots: "Je remets le Destin à zéro ?",
    "fortune_gain": lambda slots: f"{display_name(str(slots.get('protagonist')))} gagne {_fortunes(slots)} ?",
    "fortune_spend": lambda slots: f"{display_name(str(slots.get('protagonist')))} dépense {_fortunes(slots)} ?",
    "fortune_shift": lambda slots: (
        f"{display_name(str(slots.get('protagonist')))} dépense une fortune pour décaler le résultat ?"),
    "gauge_set": _gauge,
    "initiative": lambda slots: "Je tire l'initiative ?",
    "end_session": lambda slots: "Fin de la partie : on passe au bilan ?",
    "undo": lambda slots: "J'annule la dernière action ?",
    "redo": lambda slots: "Je rétablis ce qui a été annulé ?",
    "choose_system": _system,
    "close_session": lambda slots: (
        "Je clôture la partie en gardant fortunes et Destin ?" if slots.get("keep")
        else "Je clôture la partie et remets fortunes et Destin à zéro ?"),
    "deus_ex_alea": lambda slots: "J'applique le deus ex alea ?",
    "add_trait": lambda slots: (
        f"J'ajoute {'les traits' if slots.get('several') else 'le trait'} "
        f"{_trait_words([str(slots.get('trait'))])[0]} à "
        f"{display_name(str(slots.get('protagonist')))} ?"),
    "roll_traits": lambda slots: (
        f"Je lance{_for(slots)} avec {join(_trait_words(slots.get('traits') or []))}"
        f"{_against(slots)}{_counted(slots)} ?"),
    "consolidate": lambda slots: (
        f"{display_name(str(slots.get('protagonist')))} dépense une fortune pour "
        + (f"sa jauge {slots.get('gauge')}" if slots.get("choice") == "jauge"
           else f"changer le trait {_trait_words([slots.get('trait')])[0]} en "
                f"{_trait_words([slots.get('new')])[0]}" if slots.get("choice") == "trait_modifie"
           else f"{'effacer' if slots.get('choice') == 'trait_elimine' else 'garder'} "
                f"le trait {slots.get('trait')}") + " ?"),
    "remove_trait": lambda slots: (
        f"Je retire le trait {slots.get('trait')} à {display_name(str(slots.get('protagonist')))} ?"),
}
"""The yes/no question of each intent that changes the table."""


def which_value_question(first: str, second: str) -> str:
    """« Deux ou trois ? », « Plus quatre ou plus cinq ? », « Bon ou correct ? »: which of
    two values said (numbers said as words)."""
    spoken = [" ".join(number(int(word)) if word.isdigit() else word for word in side.split())
              for side in (first, second)]
    question = f"{spoken[0]} ou {spoken[1]} ?"
    return question[:1].upper() + question[1:]


def confirmation_question(intent: str, slots: Slots, undo_target: str | None = None) -> str:
    """« Je lance quatre dés contre cinq pour Alice ? »; ``undo_target`` names what an undo
    would remove or a redo bring back (« le script »), as in « J'annule le script ? »,
    « Je rétablis le dé misé ? »."""
    if intent == "undo" and undo_target:
        return f"J'annule {undo_target} ?"
    if intent == "redo" and undo_target:
        return f"Je rétablis {undo_target} ?"
    question = QUESTIONS.get(intent) or GAME_QUESTIONS.get(intent)
    if question is None:
        return "Je fais ce que vous avez demandé ?"
    try:
        return question(slots)
    except (KeyError, TypeError, ValueError):
        return "Je fais ce que vous avez demandé ?"


def not_understood(example: str) -> str:
    """« Je n'ai pas compris. Dites par exemple « quatre dés contre trois ». »"""
    return f"Je n'ai pas compris. Dites par exemple « {example} »."


NOTHING_DONE = "D'accord, je ne fais rien."
PARDON = "Pardon ?"
"""The whole answer to a line that was no command: table talk gets two words, not a lesson."""
AUTOMATIC_ELSEWHERE = "Pas de jet : l'action réussit d'office."
"""« c'est automatique » at a table playing another game than HaDes (no Destin to move)."""
SESSION_ENDS_ELSEWHERE = "Bonne fin de partie. À cette table, rien à clôturer."
"""The end of a session at a table playing another game than HaDes (no bookkeeping to do)."""
UNCLEAR_ANSWER = "Je n'ai pas compris la réponse, je ne fais rien. Redites la commande en entier."
NAME_QUESTION = "Vous voulez dire {name} ?"


def name_question(name: str) -> str:
    """« Vous voulez dire Alice ? » (a near miss of a known protagonist's name)."""
    return NAME_QUESTION.format(name=display_name(name))


def which_one_question(names: list[str]) -> str:
    """« Pierre-Anastase ou Pierre-Élzéar ? »: whom a first name shared by several
    protagonists means."""
    shown = [display_name(name) for name in names]
    return f"{', '.join(shown[:-1])} ou {shown[-1]} ?"
