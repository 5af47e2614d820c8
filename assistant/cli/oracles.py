"""``hades oracle …``: jets de distance, de direction, de choix, second rôle, antagonisme."""

from __future__ import annotations

import argparse

from assistant.cli.output import run_game
from assistant.cli.parser import common_options, name_text, seed_number
from hades_core.oracles.direction import DIRECTION_TABLE
from hades_core.oracles.distance import DISTANCE_TABLE


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades oracle`` and its five oracles."""
    oracle = subparsers.add_parser("oracle", help="interroge un oracle",
                                   description="Les oracles des aides de jeu de HaDes.")
    oracles = oracle.add_subparsers(title="oracles", metavar="ORACLE", required=True)
    common = common_options()
    common.add_argument("--seed", type=seed_number, help="graine pour rejouer le même tirage")

    distance = oracles.add_parser("distance", parents=[common], help="qui, où, quand, combien",
                                  description="Jet de distance : une question fermée.")
    distance.add_argument("question", choices=sorted(DISTANCE_TABLE), help="la question")
    distance.set_defaults(handler=run_game(lambda g, a: g.distance(a.question, a.seed)))

    direction = oracles.add_parser("direction", parents=[common],
                                   help="question ouverte : émotion, action, lieu…",
                                   description="Jet de direction sur une ligne de la table.")
    direction.add_argument("category", choices=sorted(DIRECTION_TABLE), help="la ligne")
    direction.set_defaults(handler=run_game(lambda g, a: g.direction(a.category, a.seed)))

    choice = oracles.add_parser("choix", parents=[common], help="choisit entre des éléments",
                                description="Jet de choix : un dé par élément, le plus haut"
                                " l'emporte, les ex-aequo relancent.")
    choice.add_argument("options", type=name_text, nargs="+", help="les éléments, par exemple taverne forêt")
    choice.set_defaults(handler=run_game(lambda g, a: g.choice(a.options, a.seed)))

    second = oracles.add_parser("second-role", parents=[common],
                                help="crée un second rôle à la volée",
                                description="Disposition, objectif et moyens d'un second rôle.")
    second.add_argument("--by-destin", action="store_true",
                        help="disposition tirée du Destin plutôt que d'un jet de distance")
    second.add_argument("--secret", action="store_true", help="ajoute son secret ou sa faiblesse")
    second.set_defaults(handler=run_game(
        lambda g, a: g.second_role(a.by_destin, a.secret, a.seed)))

    antagonism = oracles.add_parser("antagonisme", parents=[common],
                                    help="ce que l'antagonisme tente maintenant",
                                    description="Action de l'antagonisme contre les"
                                    " protagonistes.")
    antagonism.set_defaults(handler=run_game(lambda g, a: g.antagonism(a.seed)))
