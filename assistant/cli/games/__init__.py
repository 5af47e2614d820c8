"""The games' ``hades`` sub-commands: one module per game of the registry
(``hades_core.systems.GAMES``), each exposing ``register(subparsers)``, and the table's game
switch (``hades system NOM``).

Every roll is replayable: without ``--seed`` a fresh seed is drawn from the secure source and
given back in the JSON answer. Without ``--table`` a game's rolls do not touch the ledger; given
``--table`` they are played at that table (journaled with their seed). A game's bookkeeping
commands keep its state in the ledger (journaled, undone by ``hades undo``).
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable
from typing import TypeVar

from assistant.cli.output import print_reply, run_game
from assistant.cli.parser import common_options, name_text, seed_number
from assistant.game.system_books import SystemBooks
from assistant.game.systems import SystemCommands
from assistant.ledger import Ledger
from assistant.reply import Reply
from hades_core.dice import Dice, dice_for, new_seed
from hades_core.systems import GAMES


Action = Callable[[argparse.Namespace, Dice, int], Reply]


def _dice(args: argparse.Namespace) -> tuple[Dice, int]:
    seed = new_seed() if args.seed is None else args.seed
    return dice_for(seed), seed


def handler_for(action: Action) -> Callable[[argparse.Namespace], int]:
    """Run ``action`` with replayable dice and print its answer (rules errors reach ``main``,
    which says them in French and exits with code 2)."""

    def handler(args: argparse.Namespace) -> int:
        dice, seed = _dice(args)
        print_reply(action(args, dice, seed), args)
        return 0

    return handler


def _options() -> argparse.ArgumentParser:
    parent = argparse.ArgumentParser(add_help=False)
    parent.add_argument("--json", action="store_true", help="réponse en JSON, pour les programmes")
    parent.add_argument("--seed", type=seed_number, help="graine pour rejouer exactement le même jet")
    parent.set_defaults(gm=False)
    return parent


def command_group(
    subparsers: argparse._SubParsersAction, name: str, aliases: list[str], help_text: str
) -> argparse._SubParsersAction:
    """A game's command group (``hades fate …``)."""
    parser = subparsers.add_parser(name, aliases=aliases, help=help_text, description=help_text)
    return parser.add_subparsers(title="commandes", metavar="COMMANDE", required=True)


def command(
    group: argparse._SubParsersAction, name: str, help_text: str, action: Action
) -> argparse.ArgumentParser:
    """A sub-command rolling replayable dice (``--seed``, ``--json``)."""
    parser = group.add_parser(name, parents=[_options()], help=help_text, description=help_text)
    parser.set_defaults(handler=handler_for(action))
    return parser


def table_command(
    group: argparse._SubParsersAction, name: str, help_text: str, action: Action,
    books: type[SystemBooks], kind: str,
) -> argparse.ArgumentParser:
    """A roll that ``--table`` plays at a table of the ``books``' game: journaled as ``kind``
    with its seed (« répète », « détaille », an Invocation after it); a free roll without it."""
    parser = command(group, name, help_text, action)
    parser.add_argument("--table", type=name_text, help="joue le jet à cette table (journal)")

    def handler(args: argparse.Namespace) -> int:
        if args.table is None:
            return handler_for(action)(args)
        said = {key: value for key, value in vars(args).items()
                if key not in ("handler", "json", "gm", "table", "seed")}
        with Ledger() as ledger:
            reply = books(ledger, args.table).play(
                kind, said, lambda dice, seed: action(args, dice, seed), args.seed)
        print_reply(reply, args)
        return 0

    parser.set_defaults(handler=handler)
    return parser


Kept = TypeVar("Kept", bound=SystemBooks)


def books_command(
    books: type[Kept], group: argparse._SubParsersAction, name: str, help_text: str,
    action: Callable[[Kept, argparse.Namespace], Reply],
) -> argparse.ArgumentParser:
    """A sub-command kept in the ledger by a game's ``books`` (``--table``, undone by
    ``hades undo``)."""
    parser = group.add_parser(name, parents=[common_options()], help=help_text,
                              description=help_text)
    parser.set_defaults(handler=run_game(
        lambda game, args: action(books(game.ledger, game.table), args)
    ))
    return parser


def character_command(
    books: type[Kept], group: argparse._SubParsersAction, name: str, help_text: str,
    action: Callable[[Kept, argparse.Namespace], Reply],
) -> argparse.ArgumentParser:
    """A :func:`books_command` about one character, named first (``NOM``, ``args.name``)."""
    parser = books_command(books, group, name, help_text, action)
    parser.add_argument("name", type=name_text, metavar="NOM", help="nom du personnage")
    return parser


def free_or_at_table(args: argparse.Namespace, books: type[Kept], free: Callable[[], Reply],
                     played: Callable[[Kept], Reply]) -> Reply:
    """A free roll without ``--table``; with it, the roll played at that table by the game's
    ``books`` (journaled, its resources taken and given back)."""
    if args.table is None:
        return free()
    with Ledger() as ledger:
        return played(books(ledger, args.table))


def _register_switch(subparsers: argparse._SubParsersAction) -> None:
    help_text = "change le jeu de la table (hades, fate, 2d6, 369, krasses)"
    switch = subparsers.add_parser(
        "system", aliases=["systeme"], parents=[common_options()], help=help_text,
        description=help_text + " ; « hades undo » revient au jeu précédent.",
    )
    switch.add_argument("name", metavar="JEU", help="hades, fate, 2d6, 369 ou krasses")
    switch.set_defaults(handler=run_game(
        lambda game, args: SystemCommands(game.ledger, game.table).switch_system(args.name)
    ))


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add every game's commands, in the registry's order, then the game switch."""
    for game in GAMES:
        importlib.import_module(f"{__name__}.{game.key}").register(subparsers)
    _register_switch(subparsers)
