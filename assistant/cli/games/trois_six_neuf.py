"""``hades 369``: 3-6-9 tours, odds, and the réserves kept at a table."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from assistant.cli.games import (
    books_command, character_command, command, command_group, free_or_at_table,
)
from assistant.cli.parser import game_number, name_text, seed_number
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.reply import Reply
from assistant.wording.games import trois_six_neuf as wording
from hades_core.dice import Dice
from hades_core.systems import trois_six_neuf
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.trois_six_neuf import DieKind, Side


def _369_turn(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    """A tour; the dés misés of both kinds pair off first (« ceux-ci s'annulent et sont
    défaussés »). At a table, the dice misés are those its characters misés (``369 stake``)."""
    if args.table is not None and (args.fortune or args.marasme):
        raise RefusedMoveError(reason="mises_a_la_table")

    def free() -> Reply:
        if args.opponent is not None:  # his réserve is only known at a table
            raise RefusedMoveError(reason="adversaire_sans_table", name=args.opponent)
        staked = ([trois_six_neuf.DieKind.FORTUNE] * max(args.fortune, 0)
                  + [trois_six_neuf.DieKind.MARASME] * max(args.marasme, 0))
        fortune, marasme, cancelled = trois_six_neuf.cancel_stakes(staked)
        return wording.trois_six_neuf_turn(
            trois_six_neuf.play_turn(args.solde, dice, fortune, marasme), seed, cancelled)

    if args.table is None and (args.fortune or args.marasme):
        return free()  # dice misés said on the command line: a free tour
    return free_or_at_table(args, TroisSixNeufBooks, free,
                            lambda books: books.turn(args.solde, args.opponent, seed))


def _369_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return wording.trois_six_neuf_odds(args.solde)


def _register_369(subparsers: argparse._SubParsersAction) -> argparse._SubParsersAction:
    group = command_group(subparsers, "369", ["trois-six-neuf"], "3-6-9 : dé du destin + solde")
    turn = command(group, "turn", "lance le dé du destin pour un tour", _369_turn)
    turn.add_argument(
        "--solde",
        type=game_number,
        required=True,
        help="compétences des personnages moins celles de l'adversité",
    )
    turn.add_argument("--fortune", type=game_number, default=0,
                      help="dés de fortune misés (sans table)")
    turn.add_argument("--marasme", type=game_number, default=0,
                      help="dés de marasme misés (sans table)")
    turn.add_argument("--table", type=name_text,
                      help="joue le tour à cette table : les dés misés par ses personnages")
    turn.add_argument("--opponent", type=name_text, metavar="NOM",
                      help="avec --table : le personnage du camp le plus faible, qui défausse"
                      " les dés de marasme au-delà d'un solde de 10")
    odds = command(group, "odds", "chances exactes de remporter le tour", _369_odds)
    odds.add_argument("--solde", type=game_number, required=True, help="solde des compétences")
    return group


def _die_command(group: argparse._SubParsersAction, name: str, help_text: str,
                 action: Callable[[TroisSixNeufBooks, argparse.Namespace], Reply]
                 ) -> argparse.ArgumentParser:
    """A command naming a character and a kind of die (fortune or marasme)."""
    parser = character_command(TroisSixNeufBooks, group, name, help_text, action)
    parser.add_argument("kind", choices=[kind.key for kind in DieKind], metavar="DÉ",
                        help="fortune ou marasme")
    return parser


def _register_369_books(group: argparse._SubParsersAction) -> None:
    reserve = character_command(
        TroisSixNeufBooks, group, "reserve",
        "dés de fortune et de marasme gagnés (+) ou perdus (-)",
        lambda books, a: books.reserve(a.name, a.fortune, a.marasme),
    )
    reserve.add_argument("--fortune", type=game_number, default=0, help="dés de fortune, ex. 2 ou -1")
    reserve.add_argument("--marasme", type=game_number, default=0, help="dés de marasme, ex. 1 ou -1")
    _die_command(group, "stake", "mise un dé avant le tour : radicalisation ou atténuation",
                 lambda books, a: books.stake(a.name, a.kind, a.side)).add_argument(
        "--side", choices=[side.key for side in Side], default=Side.PJ.key,
        help="camp du personnage : pj (par défaut) ou adversite")
    _die_command(group, "sacrifice", "sacrifie des dés après le tour : fortune plus un,"
                 " marasme moins un à la réussite",
                 lambda books, a: books.sacrifice(a.name, a.kind, a.count)).add_argument(
        "--count", type=game_number, default=1, help="nombre de dés sacrifiés (1 par défaut)")
    retreat = character_command(
        TroisSixNeufBooks, group, "retreat",
        "bat en retraite : un dé de marasme lancé, perdu s'il est inférieur au solde",
        lambda books, a: books.retreat(a.name, a.solde, a.seed),
    )
    retreat.add_argument("--solde", type=game_number,
                         help="solde à battre (par défaut : celui du dernier tour)")
    retreat.add_argument("--seed", type=seed_number, help="graine pour rejouer le même dé")
    character_command(
        TroisSixNeufBooks, group, "flee",
        "prend la fuite : un dé de marasme sacrifié, le solde revient à zéro",
        lambda books, a: books.flee(a.name),
    )
    books_command(
        TroisSixNeufBooks, group, "reserves",
        "les réserves de la table",
        lambda books, a: books.reserves(),
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades 369``."""
    _register_369_books(_register_369(subparsers))
