"""The ``hades`` command line (French help and answers, ``--json`` for programs).

Each group of sub-commands is one module exposing ``register(subparsers) -> None`` that sets a
``handler(args) -> int`` default; adding a group is one line in :data:`COMMAND_MODULES`. A module
not written yet is skipped. Bad input exits with code 2 and one French sentence, never a
traceback.
"""

from __future__ import annotations

import functools
import importlib
import os
import sys
from collections.abc import Sequence

from assistant import wording
from assistant.cli.parser import FrenchParser, shorten_words, undecodable, visible
from assistant.ledger import LedgerError
from hades_core.errors import HadesError

COMMAND_MODULES = (
    "assistant.cli.games",
    "assistant.cli.records",
    "assistant.cli.parse",
    "assistant.cli.chat",
    "assistant.cli.voice",
    "assistant.cli.serve",
)
"""Modules adding sub-commands, in help order: every game's first (``assistant.cli.games``,
HaDes leading), then the journal, the parser and the runtimes."""

BAD_INPUT = 2
FAILURE = 1
NOT_UTF8 = ("hades : une valeur tapée n'est pas du texte UTF-8 valide (un caractère mal"
            " encodé ?). Retapez-la.")


@functools.lru_cache(maxsize=1)
def build_parser() -> FrenchParser:
    """The ``hades`` parser with every available command module registered (built once per
    process: parsing keeps no state in it)."""
    parser = FrenchParser(prog="hades",
                          description="Assistant de jeu de rôle HaDes : dés, Destin, fortunes,"
                          " jauges, oracles.")
    subparsers = parser.add_subparsers(title="commandes", metavar="COMMANDE", required=True)
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one ``hades`` command; return its exit code (2 on bad input)."""
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # argparse already printed the help or the French error
        return stop.code if isinstance(stop.code, int) else BAD_INPUT
    if any(undecodable(value) for value in vars(args).values()):  # names were cleaned already
        print(NOT_UTF8, file=sys.stderr)
        return BAD_INPUT
    try:
        return int(args.handler(args))
    except (HadesError, LedgerError) as error:
        print(shorten_words(visible(f"hades : {wording.error_sentence(error)}")), file=sys.stderr)
        return BAD_INPUT
    except BrokenPipeError:  # the reader left early (`hades state | head`): nothing is lost
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as error:
        print(visible(f"hades : je n'arrive pas à lire ou écrire {error.filename or 'la base'}."),
              file=sys.stderr)
        return FAILURE
