"""One short French sentence for every error the rules or the ledger can raise: what was
understood, and what to say instead."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from assistant.ledger.errors import LedgerError
from assistant.reply import Reply
from assistant.roles import refusal_sentence
from assistant.wording.spoken import display_name, join, number, plain
from hades_core.errors import HadesError
from hades_core.systems.errors import SystemRuleError

SIDE_NAMES = {"protagonistes": "les protagonistes", "obstacle": "l'obstacle"}


def _pool_size(f: dict[str, Any]) -> str:
    who = f" pour {SIDE_NAMES[f['side']]}" if f.get("side") in SIDE_NAMES else ""
    if f["dice"] < 0:
        return f"Un nombre de dés ne peut pas être négatif{who}. Dites par exemple 4 contre 5."
    return f"Je ne lance pas plus de {number(f['limit'])} dés{who}."


def _shift_refused(f: dict[str, Any]) -> str:
    if f["direction"] == "up":
        return "C'est déjà un exploit : le résultat ne peut pas monter plus haut."
    return "C'est déjà un fiasco : le résultat ne peut pas descendre plus bas."


def _not_enough_fortunes(f: dict[str, Any]) -> str:
    have = ("il n'y en a aucune" if f["available"] == 0
            else f"il y en a seulement {f['available']}")
    return f"Pas assez de fortunes : il en faut {f['requested']}, {have}."


_TRAIT_REASONS = {
    "empty": "Il manque le nom du trait, par exemple épée.",
    "power": "Un trait est normal, héroïque ou mythique, pas plus.",
    "unknown": "Je ne trouve pas le trait {trait} sur la fiche.",
    "not_ephemeral_positive": "{trait} n'est pas un trait éphémère positif à rendre durable.",
    "not_ephemeral_negative": "{trait} n'est pas un trait éphémère négatif à éliminer.",
    "forbidden": "{trait} est épuisé, deux barres barrées : impossible de s'en servir.",
    "out": "{trait} à deux barres barrées : le personnage est hors jeu, il ne lance plus.",
    "exists": ("{trait} est déjà sur la fiche. Pour le changer, retirez-le, puis ajoutez-le"
               " tel qu'il doit être."),
    "own_defaut": ("{trait} est un défaut : il ne sert qu'au camp opposé. Nommez-le parmi les"
                   " traits de l'obstacle."),
}


def _trait(f: dict[str, Any]) -> str:
    return _TRAIT_REASONS[f["reason"]].format(trait=f["trait"])


_NO_PREVIOUS = {
    "roll": "Il n'y a pas encore de jet à cette table.",
    "deus_ex_alea": "Le dernier jet n'offre pas de Deus Ex Alea.",
    "fate_roll": "Il n'y a pas de jet de Fate à améliorer : lancez d'abord les dés.",
    "trois_six_neuf_turn": "Il n'y a pas encore de tour : lancez d'abord le dé du destin.",
}


_SENTENCES: dict[str, Callable[[dict[str, Any]], str]] = {
    "trait": _trait,
    "role": refusal_sentence,
    "unknown_gauge": lambda f: f"Je ne trouve pas la jauge {f['name']}.",
    "pool_size": _pool_size,
    "dice_sides": lambda f: "Un dé doit avoir au moins une face.",
    "result_value": lambda f: "Zéro n'est pas un résultat : l'échelle va de moins un à plus un.",
    "shift_refused": _shift_refused,
    "not_enough_fortunes": _not_enough_fortunes,
    "gauge_level": lambda f: (f"Une jauge va de zéro à trois barres, pas {plain(f['level'])}."
                              " Dites par exemple blessure 2."),
    "gauge_name": lambda f: "Il manque le nom de la jauge, par exemple blessure.",
    "reflex_conversion": lambda f: (f"Seule une manœuvre héroïque ou mythique devient un réflexe,"
                                    f" pas {f['trait']}."),
    "script_step": lambda f: "Chaque étape d'un script demande au moins un dé d'obstacle.",
    "choice_options": lambda f: (f"Un jet de choix se fait entre 2 et {f['limit']} éléments,"
                                 " par exemple taverne forêt."),
    "unknown_category": lambda f: (f"Je ne connais pas {f['category']}. Essayez"
                                   f" {join(f['known'])}."),
    "simulation_size": lambda f: (f"Je simule entre 0 et {f['limit']} jets,"
                                  f" pas {plain(f['trials'])}."),
    "unknown_table": lambda f: (f"Je ne connais pas la table {f['table']}. Créez-la avec"
                                f" hades tables --create {f['table']}."),
    "table_exists": lambda f: f"La table {f['table']} existe déjà.",
    "unknown_system": lambda f: (f"Je ne connais pas le jeu {f['system']}. Choisissez parmi"
                                 f" {join(f['known'])}."),
    "unknown_protagonist": lambda f: (f"Je ne connais pas {display_name(f['protagonist'])}"
                                      " à cette table."),
    "nothing_to_undo": lambda f: "Il n'y a rien à annuler.",
    "nothing_to_redo": lambda f: "Il n'y a rien à rétablir.",
    "amount": lambda f: _AMOUNTS.get(f["what"], "Ce nombre est hors des limites.").format(
        low=plain(f["low"]), high=plain(f["high"])),
    "no_previous_entry": lambda f: _NO_PREVIOUS.get(f["what"], "Je n'ai encore rien dit ici."),
    "database_fault": lambda f: _DATABASE_FAULTS[f["reason"]].format(
        name=f["path"] if len(str(f["path"])) <= 40 else Path(str(f["path"])).name),
    "schema_too_new": lambda f: ("Cette base vient d'une version plus récente de l'assistant :"
                                 " mettez-le à jour."),
}

_DATABASE_FAULTS = {
    "directory": "{name} est un dossier, pas une base. Indiquez un fichier dans HADES_DB.",
    "not_a_file": "{name} n'est pas un fichier ordinaire. Indiquez un fichier dans HADES_DB.",
    "not_a_database": ("{name} n'est pas une base de l'assistant. Indiquez un autre fichier"
                       " dans HADES_DB."),
    "damaged": ("La base {name} est abîmée. Gardez-en une copie et indiquez un autre fichier"
                " dans HADES_DB."),
    "read_only": ("La base {name} est en lecture seule : je peux la lire, pas y écrire."
                  " Donnez-moi le droit d'écrire, ou un autre fichier dans HADES_DB."),
    "no_permission": ("Je n'ai pas le droit d'ouvrir {name}. Vérifiez ses droits, ou indiquez"
                      " un autre fichier dans HADES_DB."),
    "empty_setting": ("HADES_DB est vide. Indiquez-y un fichier, ou retirez la variable pour"
                      " la base habituelle."),
    "unreachable": ("Je n'arrive pas à lire ou écrire la base {name}. Vérifiez le disque et"
                    " ses droits."),
    "planted_link": ("{name} est un lien posé par un autre utilisateur : je ne l'ouvre pas."
                     " Indiquez un fichier à vous dans HADES_DB."),
}
"""What is wrong with the database file, and what to do (``DatabaseFaultError.reason``)."""

_AMOUNTS = {
    "fortunes_count": "On gagne ou dépense au plus {high} fortunes à la fois, jamais moins de zéro.",
    "fortunes_total": "Un protagoniste garde au plus {high} fortunes.",
    "destin_total": "Le Destin reste entre moins mille et plus mille.",
    "destin_adjust": "On ajuste le Destin d'au plus deux mille points à la fois.",
}
"""The sentence for each bounded number (``hades_core.limits``)."""

FALLBACK = "Je n'ai pas pu faire cela. Reformulez, ou demandez de l'aide avec hades --help."


def error_sentence(error: HadesError | LedgerError) -> str:
    """The French sentence for ``error``: the other game systems' errors are worded by
    ``assistant.wording.systems``; a generic sentence for an error nobody words."""
    if isinstance(error, SystemRuleError):
        from assistant.wording.systems import (
            error_sentence as system_sentence,  # it imports this package
        )

        return system_sentence(error)
    sentence = _SENTENCES.get(error.key)
    return FALLBACK if sentence is None else sentence(error.fields())


def error(error: HadesError | LedgerError) -> Reply:
    """The error as a ``Reply`` (its key and fields in ``data``)."""
    return Reply(table=error_sentence(error),
                 data={"kind": "error", "error": error.key, **error.fields()})
