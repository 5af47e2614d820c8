"""``hades fortune gain|spend|shift``, ``hades gauge``, ``hades trait add|remove``, ``hades sheet``
and ``hades consolidate``: a protagoniste's fortunes, jauges and sheet."""

from __future__ import annotations

import argparse

from assistant.cli.output import run_game
from assistant.cli.parser import common_options, name_text
from hades_core.fortune import Consolidation, ShiftDirection
from hades_core.gauge import GaugeKind


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the fortune and gauge commands."""
    common = [common_options()]
    fortune = subparsers.add_parser("fortune", help="gagne, dépense ou utilise une fortune",
                                    description="Les fortunes d'un protagoniste.")
    actions = fortune.add_subparsers(title="actions", metavar="ACTION", required=True)

    gain = actions.add_parser("gain", parents=common, help="le protagoniste gagne N fortunes")
    gain.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    gain.add_argument("count", type=int, nargs="?", default=1, metavar="N", help="1 par défaut")
    gain.set_defaults(handler=run_game(lambda g, a: g.gain_fortune(a.protagonist, a.count)))

    spend = actions.add_parser("spend", parents=common, help="le protagoniste dépense N fortunes")
    spend.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    spend.add_argument("count", type=int, nargs="?", default=1, metavar="N", help="1 par défaut")
    spend.set_defaults(handler=run_game(lambda g, a: g.spend_fortune(a.protagonist, a.count)))

    shift = actions.add_parser("shift", parents=common,
                               help="une fortune décale le dernier résultat d'un cran",
                               description="Décale le résultat du dernier jet d'un cran (de"
                               " moins un à plus un par exemple) ; la fortune de ce jet est"
                               " perdue.")
    shift.add_argument("protagonist", type=name_text, help="nom du protagoniste qui dépense la fortune")
    shift.add_argument("--down", action="store_true", help="décale vers le bas")
    shift.set_defaults(handler=run_game(lambda g, a: g.shift(
        a.protagonist, ShiftDirection.DOWN if a.down else ShiftDirection.UP)))

    gauge = subparsers.add_parser("gauge", parents=common, help="règle une jauge",
                                  description="Met une jauge d'un protagoniste à 0, 1, 2 ou 3"
                                  " barres (3 : barrée).")
    gauge.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    gauge.add_argument("gauge", type=name_text, help="nom de la jauge, par exemple blessure")
    gauge.add_argument("level", type=int, help="nombre de barres, de 0 à 3")
    gauge.add_argument("--kind", choices=[kind.value for kind in GaugeKind],
                       help="état, ressource ou avancement ; par défaut, celle du texte des règles"
                       " (fatigue, richesse : ressource ; expérience : avancement ; sinon état)")
    gauge.set_defaults(handler=run_game(lambda g, a: g.set_gauge(
        a.protagonist, a.gauge, a.level, GaugeKind(a.kind) if a.kind else None)))

    _register_sheet(subparsers, common)


_CONSOLIDATIONS = {"jauge": Consolidation.JAUGE, "durable": Consolidation.TRAIT_DURABLE,
                   "elimine": Consolidation.TRAIT_ELIMINE, "modifie": Consolidation.TRAIT_MODIFIE}


def _register_sheet(subparsers: argparse._SubParsersAction, common: list) -> None:
    """``hades trait``, ``hades sheet`` and ``hades consolidate``."""
    trait = subparsers.add_parser("trait", help="ajoute ou retire un trait de la fiche",
                                  description="Les traits de la fiche d'un protagoniste. Un +"
                                  " après le nom : héroïque (2 dés) ; deux + : mythique (3 dés).")
    actions = trait.add_subparsers(title="actions", metavar="ACTION", required=True)
    add = actions.add_parser("add", parents=common, help="écrit un trait sur la fiche",
                             description="Exemple : hades trait add Alice épée+ (héroïque),"
                             " hades trait add Alice rage --ephemere, hades trait add Alice"
                             " 'peur du noir' --ephemere --negatif. Sans --ephemere, le trait"
                             " est établi, durable : c'est la fiche écrite avant de jouer ; un"
                             " trait gagné pendant la partie est éphémère (--ephemere, et"
                             " toujours par la voix). Un trait déjà sur la fiche n'est jamais"
                             " remplacé : pour le changer, hades trait remove Alice épée, puis"
                             " hades trait add Alice épée+. Un défaut (--negatif) ne sert"
                             " qu'au camp opposé : hades roll --protagonist Alice --trait épée"
                             " --contre 'peur du noir'.")
    add.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    add.add_argument("trait", type=name_text, help="nom du trait, suivi de + (héroïque) ou ++ (mythique)")
    add.add_argument("--ephemere", action="store_true",
                     help="trait acquis pendant la session (sans cette option : établi,"
                     " durable, pour la fiche écrite avant de jouer)")
    add.add_argument("--negatif", action="store_true",
                     help="trait négatif : un défaut, un préjudice")
    add.set_defaults(handler=run_game(lambda g, a: g.add_trait(
        a.protagonist, a.trait, a.ephemere, a.negatif)))
    remove = actions.add_parser("remove", parents=common, help="retire un trait de la fiche")
    remove.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    remove.add_argument("trait", type=name_text, help="nom du trait")
    remove.set_defaults(handler=run_game(lambda g, a: g.remove_trait(a.protagonist, a.trait)))

    sheet = subparsers.add_parser("sheet", parents=common, help="lit la fiche d'un protagoniste",
                                  description="Les traits d'un protagoniste, établis puis"
                                  " éphémères.")
    sheet.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    sheet.set_defaults(handler=run_game(lambda g, a: g.sheet(a.protagonist)))

    consolidate = subparsers.add_parser(
        "consolidate", parents=common, help="fin de partie : une fortune consolide",
        description="Fin de partie : le protagoniste dépense une fortune pour faire évoluer"
        " une jauge d'une barre (jauge blessure), rendre durable un trait éphémère positif"
        " (durable rage), effacer un trait éphémère négatif (elimine peur), ou modifier un"
        " trait (modifie épée épée+).")
    consolidate.add_argument("protagonist", type=name_text, help="nom du protagoniste")
    consolidate.add_argument("choice", choices=list(_CONSOLIDATIONS), metavar="CHOIX",
                             help="jauge, durable, elimine ou modifie")
    consolidate.add_argument("target", type=name_text, metavar="CIBLE", help="la jauge ou le trait")
    consolidate.add_argument("new", type=name_text, nargs="?", metavar="NOUVEAU",
                             help="avec modifie : le trait modifié, par exemple épée+")
    consolidate.set_defaults(handler=run_game(lambda g, a: g.consolidate(
        a.protagonist, _CONSOLIDATIONS[a.choice], a.target, a.new)))
