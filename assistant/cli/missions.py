"""``hades script`` and ``hades competition``: a mission in one roll, two sides in a race."""

from __future__ import annotations

import argparse

from assistant.cli.output import run_game
from assistant.cli.parser import common_options, name_text, seed_number


def dice_pair(text: str) -> tuple[int, int]:
    """« 1:2 » → (1, 2); a French argparse error otherwise."""
    left, separator, right = text.partition(":")
    if separator and left.strip().isdigit() and right.strip().isdigit():
        return int(left), int(right)
    raise argparse.ArgumentTypeError(
        f"« {text} » n'est pas une paire de nombres : écrivez par exemple 1:2")


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the script and competition commands."""
    common = [common_options()]
    script = subparsers.add_parser(
        "script", parents=common, help="résout un script (une mission) d'un seul jet",
        description="Résoudre un script : chaque étape s'écrit OBSTACLE:PROTAGONISTES, dés"
        " d'obstacle (au moins 1) puis dés des protagonistes. Exemple du colis : hades script"
        " 1:2 2:1 2:1 lance 4 dés contre 5. Sur un Revers ou un Presque, la réponse dit à"
        " quelle étape le script est interrompu.")
    script.add_argument("steps", type=dice_pair, nargs="+", metavar="OBSTACLE:PROTAGONISTES",
                        help="une étape : dés d'obstacle et dés des protagonistes, ex. 1:2")
    script.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même jet")
    script.add_argument("--protagonist", type=name_text, help="protagoniste qui reçoit la fortune éventuelle")
    script.set_defaults(handler=run_game(lambda game, a: game.script(
        a.steps, a.seed, a.protagonist)))

    competition = subparsers.add_parser(
        "competition", parents=common, help="deux camps en compétition pour un objectif",
        description="Être en compétition : chaque camp s'écrit DÉS:OBSTACLE, ses dés contre les"
        " dés de son propre obstacle, les protagonistes d'abord, les rivaux ensuite. Exemple :"
        " hades competition 2:1 2:2. Seul un Succès ou un Exploit atteint l'objectif ; à"
        " égalité, la somme des dés pairs départage.")
    competition.add_argument("protagonists", type=dice_pair, metavar="DÉS:OBSTACLE",
                             help="les protagonistes : leurs dés et ceux de leur obstacle")
    competition.add_argument("rivals", type=dice_pair, metavar="DÉS:OBSTACLE",
                             help="les rivaux : leurs dés et ceux de leur obstacle")
    competition.add_argument("--seed", type=seed_number,
                             help="graine pour rejouer exactement les mêmes jets")
    competition.add_argument("--protagonist", type=name_text,
                             help="protagoniste du premier camp, qui reçoit sa fortune éventuelle")
    competition.add_argument("--rival", type=name_text, help="protagoniste du camp rival (joueur contre joueur) :"
                             " il reçoit la fortune éventuelle de son camp")
    competition.set_defaults(handler=run_game(lambda game, a: game.competition(
        a.protagonists, a.rivals, a.seed, a.protagonist, a.rival)))
