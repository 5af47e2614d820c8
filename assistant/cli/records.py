"""``hades state``, ``undo``, ``redo``, ``repeat``, ``export``, ``tables``: what the journal gives back."""

from __future__ import annotations

import argparse
import sys
from contextlib import closing

from assistant.cli.games import system_name
from assistant.cli.output import run_game
from assistant.cli.parser import common_options, name_text
from assistant.game import Game
from assistant.ledger import DEFAULT_TABLE, Ledger
from assistant.roles import Role


def _export(args: argparse.Namespace) -> int:
    with Ledger() as ledger:
        game = Game(ledger, args.table or DEFAULT_TABLE, role=Role.of(args.gm))
        pieces = game.export_json(args.gm) if args.json else game.export_text(args.gm)
        with closing(pieces):  # closed before the ledger, even when the reader leaves early
            for piece in pieces:
                sys.stdout.write(piece)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add the journal and table commands."""
    common = [common_options()]
    state = subparsers.add_parser("state", parents=common, help="état de la table",
                                  description="Protagonistes, fortunes, jauges et derniers"
                                  " événements (le Destin avec --gm).")
    state.set_defaults(handler=run_game(lambda game, a: game.state()))

    undo = subparsers.add_parser("undo", parents=common, help="annule la dernière action",
                                 description="Annule la dernière action du journal.")
    undo.set_defaults(handler=run_game(lambda game, a: game.undo()))

    redo = subparsers.add_parser("redo", parents=common, help="rétablit ce qui a été annulé",
                                 description="Rétablit la dernière action annulée.")
    redo.set_defaults(handler=run_game(lambda game, a: game.redo()))

    repeat = subparsers.add_parser("repeat", parents=common, help="répète la dernière réponse")
    repeat.set_defaults(handler=run_game(lambda game, a: game.repeat()))

    export = subparsers.add_parser("export", parents=common, help="exporte la session",
                                   description="Le journal de la table, en texte lisible ou en"
                                   " JSON (le Destin avec --gm).")
    export.set_defaults(handler=_export)

    tables = subparsers.add_parser("tables", parents=common,
                                   help="liste les tables, ou en crée une",
                                   description="Liste les tables de jeu ; --create NOM en crée"
                                   " une.")
    tables.add_argument("--create", type=name_text, metavar="NOM", help="nom de la nouvelle table")
    tables.add_argument("--system", type=system_name, default="hades",
                        help="jeu de la nouvelle table : hades (par défaut), fate, 2d6, 369 ou"
                        " krasses")
    tables.set_defaults(handler=run_game(lambda game, a: game.create_table(a.create, a.system)
                                         if a.create else game.tables()))
