"""``hades 2d6``: 2D6 sous compétence rolls, oppositions and odds."""

from __future__ import annotations

import argparse

from assistant.cli.games import command, command_group, table_command
from assistant.cli.parser import game_number
from assistant.game.games.deux_d6 import DeuxD6Books
from assistant.reply import Reply
from assistant.wording.games import deux_d6 as wording
from hades_core.dice import Dice
from hades_core.systems import deux_d6


def _2d6_roll(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    return wording.deux_d6_check(
        deux_d6.check(args.skill, deux_d6.parse_difficulty(args.difficulty), dice), seed
    )


def _2d6_oppose(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    other = (
        None
        if args.against_difficulty is None
        else deux_d6.parse_difficulty(args.against_difficulty)
    )
    return wording.deux_d6_opposition(
        deux_d6.oppose(
            args.skill, args.against, deux_d6.parse_difficulty(args.difficulty), dice, other
        ),
        seed,
    )


def _2d6_odds(args: argparse.Namespace, dice: Dice, seed: int) -> Reply:
    difficulty = deux_d6.parse_difficulty(args.difficulty)
    score = difficulty.score if isinstance(difficulty, deux_d6.Difficulty) else difficulty
    if score is None:
        return wording.deux_d6_check(deux_d6.check(args.skill, difficulty, dice))
    return wording.deux_d6_odds(args.skill + score)


def _2d6_base(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--skill", type=game_number, required=True, help="score de la compétence")
    parser.add_argument(
        "--difficulty",
        required=True,
        help="simple, ardue, complexe, démentielle, insensée, réussite assurée,"
        " impossible, ou un nombre",
    )


def register(subparsers: argparse._SubParsersAction) -> None:
    group = command_group(subparsers, "2d6", ["deux-d6"], "2D6 sous compétence + difficulté")
    _2d6_base(table_command(group, "roll", "lance 2D6 sous compétence + difficulté", _2d6_roll,
                             DeuxD6Books, "deux_d6_roll"))
    oppose = table_command(group, "oppose", "jet en opposition, même difficulté pour les deux",
                           _2d6_oppose, DeuxD6Books, "deux_d6_oppose")
    _2d6_base(oppose)
    oppose.add_argument("--against", type=game_number, required=True, help="compétence du défenseur")
    oppose.add_argument("--against-difficulty", help="autre difficulté pour le défenseur")
    _2d6_base(command(group, "odds", "chances exactes de chaque qualité", _2d6_odds))
