"""``hades krasses``: 2d10 et krâsses rolls (at a table, with the tas), coopération, odds."""

from __future__ import annotations

import argparse

from assistant.cli.games import (
    books_command, command, command_group, free_or_at_table, table_command,
)
from assistant.cli.parser import game_number, name_text
from assistant.game.games.krasses import KrassesBooks
from assistant.reply import Reply
from assistant.wording.games import krasses as wording
from hades_core.dice import Dice
from hades_core.systems import krasses
from hades_core.systems.errors import RefusedMoveError


def _krasses_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return free_or_at_table(
        args, KrassesBooks,
        lambda: wording.krasses_check(krasses.check(
            args.bonus, krasses.parse_difficulty(args.difficulty), dice, krasses=args.dk,
            circumstance=args.circumstance, beyond_limit=args.beyond_limit), seed),
        lambda books: books.roll(args.bonus, args.difficulty, args.dk, args.circumstance,
                                 args.player, args.conteur, args.beyond_limit, seed),
    )


def _krasses_oppose(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return free_or_at_table(
        args, KrassesBooks,
        lambda: wording.krasses_opposed(krasses.oppose(
            args.bonus, args.against, dice, opponent_is_player=args.pj,
            player_krasses=args.dk, opponent_krasses=args.against_dk), seed),
        lambda books: books.oppose(args.bonus, args.against, args.dk, args.against_dk, args.pj,
                                   args.player, seed),
    )


def _krasses_contre(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return free_or_at_table(
        args, KrassesBooks,
        lambda: wording.krasses_contre_krasse(krasses.contre_krasse(
            args.bonus, args.against, args.dk, args.against_dk, dice,
            beyond_limit=args.beyond_limit), seed),
        lambda books: books.contre(args.bonus, args.against, args.dk, args.against_dk,
                                   args.player, args.beyond_limit, seed),
    )


def _krasses_coop(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    if args.degrees and len(args.degrees) != len(args.bonus):
        raise RefusedMoveError(reason="degres_par_participant")
    rolls, result, kept = krasses.cooperative_check(
        args.bonus, args.degrees or [], krasses.parse_difficulty(args.difficulty), dice)
    return wording.krasses_cooperation(rolls, result, kept, seed)


def _krasses_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    difficulty = krasses.parse_difficulty(args.difficulty)
    score = difficulty.score if isinstance(difficulty, krasses.Difficulty) else difficulty
    if difficulty is None:  # difficulté ouverte: computed, never rolled
        return wording.krasses_open_odds(args.bonus)
    if score is None:
        return wording.krasses_check(krasses.check(args.bonus, difficulty, dice))
    return wording.krasses_odds(args.bonus, score, args.dk, args.circumstance)


def _register_krasses(subparsers: argparse._SubParsersAction) -> argparse._SubParsersAction:
    group = command_group(
        subparsers, "krasses", ["2d10"], "2d10 + bonus au-dessus de la difficulté, dés krâsses"
    )
    roll = command(group, "roll", "lance 2d10 + bonus contre une difficulté", _krasses_roll)
    roll.add_argument("--bonus", type=game_number, default=0, help="bonus (compétence, avantage)")
    roll.add_argument(
        "--difficulty", required=True, help="très facile … héroïque, un nombre, ou ouverte"
    )
    roll.add_argument("--dk", type=game_number, default=0, help="dés krâsses ajoutés au jet")
    roll.add_argument(
        "--circumstance",
        type=game_number,
        default=0,
        help="krâsses de circonstance ajoutées à la difficulté",
    )
    roll.add_argument(
        "--beyond-limit", action="store_true", help="le maître du jeu dépasse la limite de dK"
    )
    roll.add_argument("--conteur", action="store_true",
                      help="jet du conteur : ses dK vont au tas (avec --table)")
    oppose = command(group, "oppose", "jet opposé : le meilleur total l'emporte", _krasses_oppose)
    contre = command(group, "contre", "contre-krâsse : les dK mis en commun", _krasses_contre)
    for parser in (roll, oppose, contre):
        parser.add_argument("--table", type=name_text,
                            help="joue le jet à cette table : les dK quittent le tas ou y vont")
        parser.add_argument("--player", type=name_text,
                            help="avec --table : le joueur prend ses propres dK, pas ceux du tas")
    for parser in (oppose, contre):
        parser.add_argument("--bonus", type=game_number, default=0, help="bonus du personnage du joueur")
        parser.add_argument("--against", type=game_number, default=0, help="bonus de l'adversaire")
        parser.add_argument("--dk", type=game_number, default=0, help="dK du joueur")
        parser.add_argument("--against-dk", type=game_number, default=0, help="dK de l'adversaire")
    oppose.add_argument(
        "--pj", action="store_true", help="l'adversaire est aussi un personnage de joueur"
    )
    contre.add_argument(
        "--beyond-limit", action="store_true", help="le maître du jeu dépasse la limite de dix dK"
    )
    coop = table_command(group, "coop", "coopération : le meilleur jet, plus 2 par autre"
                         " au-dessus de 15", _krasses_coop, KrassesBooks, "krasses_coop")
    coop.add_argument("bonus", type=game_number, nargs="+", metavar="BONUS",
                      help="le bonus de chaque participant, ex. 5 3 0")
    coop.add_argument("--difficulty", required=True, help="très facile … héroïque, ou un nombre")
    coop.add_argument("--degrees", type=game_number, nargs="+", metavar="DEGRÉS",
                      help="les degrés de chacun dans la compétence, dans le même ordre")
    odds = command(group, "odds", "chances exactes de réussite", _krasses_odds)
    odds.add_argument("--bonus", type=game_number, default=0, help="bonus")
    odds.add_argument("--difficulty", required=True, help="très facile … héroïque, ou un nombre")
    odds.add_argument("--dk", type=game_number, default=0, help="dés krâsses ajoutés au jet")
    odds.add_argument("--circumstance", type=game_number, default=0,
                      help="krâsses de circonstance ajoutées à la difficulté")
    return group


def _register_krasses_books(group: argparse._SubParsersAction) -> None:
    heap = books_command(
        KrassesBooks, group, "heap",
        "fait bouger le tas de krâsses",
        lambda books, a: books.heap(a.conteur, a.used, a.player, a.charisme, a.to_heap),
    )
    heap.add_argument("--player", help="joueur : ses dK gardés, ou son début de scénario")
    heap.add_argument("--charisme", type=game_number,
                      help="début de scénario : dK reçus par le joueur (son charisme)")
    heap.add_argument("--to-heap", type=game_number, default=0,
                      help="début de scénario : dK que le joueur met au tas")
    heap.add_argument("--conteur", type=game_number, default=0, help="dK du conteur ajoutés au tas")
    heap.add_argument("--used", type=game_number, default=0,
                      help="dK utilisés par les joueurs : ils quittent le tas (ou ceux du joueur)")
    books_command(
        KrassesBooks, group, "state",
        "le tas de krâsses et les dK gardés",
        lambda books, a: books.state(),
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades krasses``."""
    _register_krasses_books(_register_krasses(subparsers))
