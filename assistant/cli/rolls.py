"""``hades roll``, ``odds``, ``simulate``, ``detail``: rolling pools and their chances."""

from __future__ import annotations

import argparse
import sys

from assistant.cli.output import run_game, run_pure
from assistant.cli.parser import common_options, name_text, seed_number

BAD_INPUT = 2
from assistant.game import Game
from assistant.reply import Reply
from hades_core.meaning import ACTION_TYPES


def _pools(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("protagonist_dice", type=int, metavar="X",
                        help="dés des protagonistes")
    parser.add_argument("obstacle_dice", type=int, metavar="Y", help="dés de l'obstacle")
    parser.add_argument("--chaining", action="store_true",
                        help="variante : chaque 6 d'un dé du chaos ajoute encore un dé")


def _roll(game: Game, a: argparse.Namespace) -> Reply:
    if a.trait or a.contre or a.adversaire:
        return game.roll_traits(a.protagonist, a.trait, a.contre, a.obstacle_dice or 0,
                                a.protagonist_dice or 0, a.adversaire, a.reflexe, a.intention,
                                a.seed, a.chaining, a.action)
    return game.roll(a.protagonist_dice, a.obstacle_dice, a.protagonist, a.seed, a.chaining,
                     a.action)


def _roll_handler(args: argparse.Namespace) -> int:
    """Bare numbers need both X and Y; traits make them optional."""
    if not (args.trait or args.contre or args.adversaire) and (
            args.protagonist_dice is None or args.obstacle_dice is None):
        missing = [name for name, value in (("X", args.protagonist_dice),
                                            ("Y", args.obstacle_dice)) if value is None]
        print(f"hades roll : il manque : {', '.join(missing)}. Donnez les dés de chaque camp,"
              " ou des traits avec --trait.", file=sys.stderr)
        return BAD_INPUT
    return run_game(_roll)(args)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the roll commands."""
    common = [common_options()]
    roll = subparsers.add_parser(
        "roll", parents=common, help="lance X dés contre Y dés, ou des traits contre des traits",
        description="Lance X dés pour les protagonistes contre Y dés pour l'obstacle et annonce"
        " le résultat. Avec des traits, l'assistant compte les dés : hades roll --protagonist"
        " Alice --trait épée rage --contre force++ 'peau dure' (un + : héroïque, 2 dés ; deux"
        " + : mythique, 3 dés ; les traits de la fiche gardent leur puissance ; une jauge à"
        " deux barres retire un dé). X et Y ajoutent alors des dés sans trait. Un défaut"
        " d'Alice sert à l'obstacle : --contre 'peur du noir'. Les jauges du protagoniste"
        " nommé comptent aussi dans un jet de X contre Y.")
    roll.add_argument("protagonist_dice", type=int, nargs="?", metavar="X",
                      help="dés des protagonistes (avec des traits : dés en plus)")
    roll.add_argument("obstacle_dice", type=int, nargs="?", metavar="Y",
                      help="dés de l'obstacle (avec des traits : dés en plus)")
    roll.add_argument("--chaining", action="store_true",
                      help="variante : chaque 6 d'un dé du chaos ajoute encore un dé")
    roll.add_argument("--protagonist", type=name_text, help="protagoniste qui lance : sa fiche, ses jauges, et la"
                      " fortune éventuelle")
    roll.add_argument("--trait", nargs="+", action="extend", default=[], metavar="TRAIT",
                      help="traits des protagonistes, par exemple épée rage")
    roll.add_argument("--contre", nargs="+", action="extend", default=[], metavar="TRAIT",
                      help="traits de l'obstacle, par exemple force++ 'peau dure'")
    roll.add_argument("--adversaire", type=name_text, metavar="NOM",
                      help="joueur contre joueur : ce protagoniste est l'obstacle ; le Destin ne"
                      " bouge que des dés ajoutés par la Destinée (X et Y)")
    roll.add_argument("--reflexe", nargs="+", action="extend", default=[], metavar="TRAIT",
                      help="manœuvre héroïque ou mythique utilisée en réflexe : un dé de moins")
    roll.add_argument("--intention", action="store_true",
                      help="ajoute à chaque camp le dé d'objectif")
    roll.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même jet")
    roll.add_argument("--action", choices=ACTION_TYPES, metavar="TYPE",
                      help="type d'action : la réponse dit ce que le résultat signifie ("
                      + ", ".join(ACTION_TYPES) + ")")
    roll.set_defaults(handler=_roll_handler)

    odds = subparsers.add_parser("odds", parents=common, help="chances exactes de X contre Y",
                                 description="Probabilités exactes de chaque résultat.")
    _pools(odds)
    odds.set_defaults(handler=run_pure(lambda a: Game.odds(
        a.protagonist_dice, a.obstacle_dice, a.chaining)))

    simulate = subparsers.add_parser("simulate", parents=common,
                                     help="simule de nombreux jets de X contre Y",
                                     description="Compte les résultats de N jets simulés.")
    _pools(simulate)
    simulate.add_argument("--n", type=int, default=100_000, help="nombre de jets simulés")
    simulate.add_argument("--seed", type=seed_number, help="graine pour rejouer la simulation")
    simulate.set_defaults(handler=run_pure(lambda a: Game.simulate(
        a.protagonist_dice, a.obstacle_dice, a.n, a.seed, a.chaining)))

    detail = subparsers.add_parser("detail", parents=common,
                                   help="détaille les dés du dernier jet",
                                   description="Chaque dé du dernier jet, camp par camp.")
    detail.set_defaults(handler=run_game(lambda game, a: game.detail()))

    meaning = subparsers.add_parser(
        "meaning", parents=common, help="ce que signifie le dernier résultat",
        description="Lit la ligne entière de la table des résultats pour le dernier jet : celle"
        " du type d'action donné, sinon celle du jet, sinon la table générale (ou celle des"
        " scripts et des compétitions).")
    meaning.add_argument("--action", choices=ACTION_TYPES, metavar="TYPE",
                         help="type d'action : " + ", ".join(ACTION_TYPES))
    meaning.set_defaults(handler=run_game(lambda game, a: game.interpretation(a.action)))

    propose = subparsers.add_parser(
        "propose", parents=common, help="propose un bénéfice ou un préjudice",
        description="Tire un bénéfice ou un préjudice dans les listes des règles.")
    propose.add_argument("what", choices=["benefice", "prejudice"], metavar="QUOI",
                         help="benefice ou prejudice")
    propose.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même tirage")
    propose.set_defaults(handler=run_game(lambda game, a: game.propose(a.what, a.seed)))
