"""An argparse parser that speaks French: help, usage and error messages.

argparse's own messages are English; :class:`FrenchParser` rewrites the few that a player can
meet (missing or unknown arguments, a word where a number is expected, an unknown choice) and
leaves with exit code 2 and one French line, never a traceback.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

_TRANSLATIONS: tuple[tuple[str, str], ...] = (
    (r"the following arguments are required: (.+)", r"il manque : \1."),
    (r"unrecognized arguments: (.+)", r"je ne comprends pas : \1."),
    (r"argument (\S+): invalid int value: '(.*)'", r"\2 n'est pas un nombre entier (\1)."),
    (r"argument (\S+): invalid choice: '(.*)' \(choose from (.+)\)",
     r"\2 n'est pas possible ici ; choisissez parmi \3."),
    (r"argument (\S+): expected one argument", r"\1 attend une valeur."),
    (r"argument (\S+): not allowed with argument (\S+)", r"\1 ne va pas avec \2."),
)


def french_message(message: str) -> str:
    """argparse's English error message in French (unchanged when unknown)."""
    for pattern, replacement in _TRANSLATIONS:
        if re.fullmatch(pattern, message):
            return re.sub(pattern, replacement, message)
    return message


class FrenchHelpFormatter(argparse.HelpFormatter):
    """« utilisation : » instead of « usage: »."""

    def add_usage(self, usage, actions, groups, prefix=None):  # type: ignore[no-untyped-def]
        super().add_usage(usage, actions, groups,
                          "utilisation : " if prefix is None else prefix)


class FrenchParser(argparse.ArgumentParser):
    """ArgumentParser with French help and French errors (exit code 2)."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        kwargs.setdefault("formatter_class", FrenchHelpFormatter)
        kwargs.setdefault("add_help", False)
        super().__init__(*args, **kwargs)
        self._positionals.title = "arguments"
        self._optionals.title = "options"
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="affiche cette aide et s'arrête")

    def error(self, message: str) -> NoReturn:
        """Print the usage and the French message on stderr, then exit with code 2."""
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog} : {french_message(message)}\n")


def common_options(nested: bool = False) -> argparse.ArgumentParser:
    """Options every game command accepts: --table, --json, --gm (parent parser).

    ``nested`` is for a sub-command under a command that has them too (``destin adjust``): its
    unset options must not overwrite the ones given before it (``destin --table T adjust 2``).
    """
    parent = argparse.ArgumentParser(add_help=False)
    unset = {"default": argparse.SUPPRESS} if nested else {}
    parent.add_argument("--table", help="table de jeu (par défaut : principale)",
                        **({"default": None} | unset))
    parent.add_argument("--json", action="store_true",
                        help="réponse en JSON, pour les programmes", **unset)
    parent.add_argument("--gm", action="store_true",
                        help="vue de la Destinée : montre aussi le Destin", **unset)
    return parent
