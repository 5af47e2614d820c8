"""``hades destin``, ``auto``, ``initiative``, ``end-session``: the Destin and what reads it."""

from __future__ import annotations

import argparse
import sys

from assistant.cli.output import run_game
from assistant.cli.parser import common_options, seed_number
from hades_core.meaning import ACTION_TYPES

GM_REQUIRED = "Le Destin est secret : ajoutez --gm si vous êtes la Destinée."


def _show_destin(args: argparse.Namespace) -> int:
    if not args.gm:
        print(f"hades destin : {GM_REQUIRED}", file=sys.stderr)
        return 2
    return run_game(lambda game, _: game.destin(), gm_only=True)(args)


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the Destin commands."""
    common = [common_options()]
    destin = subparsers.add_parser("destin", parents=common,
                                   help="le Destin (réservé à la Destinée, avec --gm)",
                                   description="Montre le Destin à la Destinée (--gm), ou"
                                   " l'ajuste : hades destin adjust -2 ; jet de destin (jeu en"
                                   " solo) : hades destin roll.")
    destin.set_defaults(handler=_show_destin)
    actions = destin.add_subparsers(title="actions", metavar="ACTION")
    adjust = actions.add_parser("adjust", parents=[common_options(nested=True)],
                                help="ajoute N au Destin (la Destinée, avec --gm)",
                                description="Ajoute N (négatif pour retirer) au Destin ; réservé"
                                " à la Destinée (--gm).")
    adjust.add_argument("delta", type=int, metavar="N", help="points de destin, par exemple -2")
    adjust.set_defaults(handler=run_game(lambda game, a: game.adjust_destin(a.delta)))
    roll = actions.add_parser("roll", parents=[common_options(nested=True)],
                              help="jet de destin (jeu en solo) : contretemps ou pas",
                              description="Jeu en solo : quand le Destin est négatif, un dé"
                              " inférieur à sa valeur absolue amène un contretemps. La table"
                              " n'entend que « Contretemps ! » ou « Pas de contretemps. » ; le dé"
                              " et le Destin restent à la Destinée (--gm).")
    roll.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même jet")
    roll.set_defaults(handler=run_game(lambda game, a: game.destin_roll(a.seed)))

    auto = subparsers.add_parser("auto", parents=common, help="résolution automatique",
                                 description="Résout sans les dés, d'après le Destin.")
    auto.add_argument("--trait", action="store_true",
                      help="un trait rend l'action automatique : réussite, Destin moins un")
    auto.add_argument("--action", choices=ACTION_TYPES, metavar="TYPE",
                      help="type d'action : la réponse dit ce que l'issue signifie ("
                      + ", ".join(ACTION_TYPES) + ")")
    auto.set_defaults(handler=run_game(lambda game, a: game.auto(a.trait, a.action)))

    initiative = subparsers.add_parser("initiative", parents=common,
                                       help="qui agit en premier",
                                       description="L'initiative, d'après le Destin.")
    initiative.set_defaults(handler=run_game(lambda game, a: game.initiative()))

    deus = subparsers.add_parser(
        "deus-ex-alea", parents=common, help="applique le Deus Ex Alea du dernier jet",
        description="Quand le dernier jet remplit les conditions du Deus Ex Alea, la Destinée"
        " en est avertie seule (--gm) ; cette commande l'applique : le résultat se décale"
        " d'autant de crans que le Destin, puis le Destin revient à zéro.")
    deus.set_defaults(handler=run_game(lambda game, a: game.deus_ex_alea()))

    end = subparsers.add_parser("end-session", parents=common,
                                help="fin de partie (la Destinée, avec --gm)",
                                description="Fin de partie en trois temps : hades end-session"
                                " annonce les fortunes à consolider ; chacun les dépense avec"
                                " hades consolidate ; hades end-session --close clôt la partie"
                                " (traits éphémères restants, puis Destin et fortunes à zéro)."
                                " Ouvrir et clore la partie : la Destinée (--gm).")
    end.add_argument("--destin-to-fortune", action="store_true",
                     help="règle optionnelle : le Destin positif devient des fortunes")
    end.add_argument("--close", action="store_true",
                     help="clôt la partie : les traits éphémères négatifs deviennent durables,"
                     " les positifs disparaissent, puis Destin et fortunes à zéro")
    end.add_argument("--keep", action="store_true",
                     help="avec --close : garde Destin et fortunes pour reprendre où on en est")
    end.set_defaults(handler=run_game(lambda game, a: game.close_session(a.keep) if a.close
                                      else game.end_session(a.destin_to_fortune)))
