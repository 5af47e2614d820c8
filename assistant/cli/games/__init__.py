"""The games' ``hades`` sub-commands: one module per game of the registry
(``hades_core.systems.GAMES``), each exposing ``register(subparsers)``, and the table's game
switch (``hades system NOM``).

Every roll is replayable: without ``--seed`` a fresh seed is drawn from the secure source and
given back in the JSON answer. A game's roll is played at the table it targets (journaled with
its seed): the one ``--table`` names, else the default table when it plays this game; without
``--table`` at a default table playing another game, the roll is a free one (a dice tool, the
ledger untouched). A game's bookkeeping commands keep its state in the ledger (journaled, undone
by ``hades undo``). A game's command at a table playing another game changes nothing, exits
with code 2 and names the command that switches the table (``hades system …``).
"""

from __future__ import annotations

import argparse
import importlib
import shlex
import sys
from collections.abc import Callable
from typing import TypeVar

from assistant.cli.output import print_reply, run_game
from assistant.cli.parser import common_options, name_text, seed_number, visible
from assistant.game.system_books import SystemBooks
from assistant.game.systems import SystemCommands
from assistant.ledger import DEFAULT_TABLE, Ledger
from assistant.reply import Reply
from assistant.wording.systems import SYSTEM_NAMES
from hades_core.dice import Dice, dice_for, new_seed
from hades_core.systems import GAMES, system_key
from hades_core.systems.errors import UnknownSystemError

BAD_INPUT = 2

COMMAND_WORDS = {"hades": "hades", "fate": "fate", "deux_d6": "2d6", "trois_six_neuf": "369",
                 "krasses": "krasses"}
"""The word ``hades system`` takes for each game (its command group's name)."""


Action = Callable[[argparse.Namespace, Dice, int], Reply]


def _dice(args: argparse.Namespace) -> tuple[Dice, int]:
    seed = new_seed() if args.seed is None else args.seed
    return dice_for(seed), seed


def system_name(text: str) -> str:
    """``--system``'s value: any name ``hades system`` accepts (« fate », « 2d6 », « 369 »,
    « krâsses »…), as the game's key."""
    try:
        return system_key(text)
    except UnknownSystemError as unknown:
        words = list(COMMAND_WORDS.values())
        known = ", ".join(words[:-1]) + " ou " + words[-1]
        raise argparse.ArgumentTypeError(
            f"je ne connais pas le jeu {text} : choisissez parmi {known}") from unknown


def finish(reply: Reply, args: argparse.Namespace) -> int:
    """Print ``reply`` and return 0; a game's command at a table playing another game prints,
    on the error output, the command that switches the table, and returns 2."""
    if reply.data.get("kind") != "system_needs_table":
        print_reply(reply, args)
        return 0
    playing, asked = str(reply.data["system"]), str(reply.data["asked"])
    table = getattr(args, "table", None)
    where = "" if table is None else f" --table {shlex.quote(table)}"
    print(visible(f"hades : Cette table joue à {SYSTEM_NAMES[playing]}. Pour jouer à"
                  f" {SYSTEM_NAMES[asked]}, tapez : hades system {COMMAND_WORDS[asked]}{where}"),
          file=sys.stderr)
    return BAD_INPUT


def target_table(ledger: Ledger, table: str | None, system: str) -> str | None:
    """The table a game's roll is played at: ``table`` when named, else the default table
    when it plays ``system``; ``None`` for a free roll."""
    if table is not None:
        return table
    playing = next((state.system for state in ledger.tables() if state.name == DEFAULT_TABLE),
                   None)
    return DEFAULT_TABLE if playing == system else None


def handler_for(action: Action) -> Callable[[argparse.Namespace], int]:
    """Run ``action`` with replayable dice and print its answer (rules errors reach ``main``,
    which says them in French and exits with code 2)."""

    def handler(args: argparse.Namespace) -> int:
        dice, seed = _dice(args)
        return finish(action(args, dice, seed), args)

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
        said = {key: value for key, value in vars(args).items()
                if key not in ("handler", "json", "gm", "table", "seed")}
        with Ledger() as ledger:
            table = target_table(ledger, args.table, books.system)
            if table is None:
                return handler_for(action)(args)
            reply = books(ledger, table).play(
                kind, said, lambda dice, seed: action(args, dice, seed), args.seed)
        return finish(reply, args)

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

    def handler(args: argparse.Namespace) -> int:
        with Ledger() as ledger:
            reply = action(books(ledger, args.table or DEFAULT_TABLE), args)
        return finish(reply, args)

    parser.set_defaults(handler=handler)
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
    """The roll played at the table it targets (``target_table``) by the game's ``books``
    (journaled, its resources taken and given back); a free roll when it targets none."""
    with Ledger() as ledger:
        table = target_table(ledger, args.table, books.system)
        return free() if table is None else played(books(ledger, table))


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
