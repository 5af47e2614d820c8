"""An argparse parser that speaks French: help, usage and error messages.

argparse's own messages are English; :class:`FrenchParser` rewrites every error argparse can
give a user (missing, unknown or ambiguous arguments, a word where a number is expected, an
unknown choice, a wrong count of values) and leaves with exit code 2 and one French line, never
a traceback. What the user typed is echoed at most :data:`ECHO_LIMIT` characters long.

Typed values: :func:`seed_number` (a seed the dice accept), :func:`name_text` (a table,
protagonist, gauge or trait name: control characters removed, as an escape sequence must not
reach the terminal or the ledger; an empty name refused).
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from typing import Any, NoReturn

ECHO_LIMIT = 30
"""Longest piece of the user's input repeated in an error message."""
MAX_SEED = 2**64 - 1
"""Largest seed: the dice draw their seeds from 0 to 2⁶⁴ − 1 (``hades_core.dice``)."""
MAX_GAME_NUMBER = 999
"""Largest number (either sign) a game value takes on the command line: skills, bonuses,
points, reserves, dice krâsses… No game of the five goes near it; a larger one is a typo."""
MAX_NAME = 60
"""Longest name kept (a name is said aloud)."""

_INNER: tuple[tuple[str, str], ...] = (
    (r"invalid (?:int|float) value: (.+)", r"\1 n'est pas un nombre entier"),
    (r"invalid \S+ value: (.+)", r"\1 n'est pas une valeur possible"),
    (r"invalid choice: (.+?) \(choose from (.+)\)",
     r"\1 n'est pas possible ici ; choisissez parmi \2"),
    (r"expected one argument", r"attend une valeur"),
    (r"expected at most one argument", r"attend au plus une valeur"),
    (r"expected at least one argument", r"attend au moins une valeur"),
    (r"expected (\d+) arguments?", r"attend \1 valeurs"),
    (r"not allowed with argument (\S+)", r"ne va pas avec \1"),
    (r"ignored explicit argument (.+)", r"ne prend pas de valeur : \1"),
)
"""argparse's messages about one argument (after « argument NAME: »)."""

_WHOLE: tuple[tuple[str, str], ...] = (
    (r"the following arguments are required: (.+)", r"il manque : \1."),
    (r"unrecognized arguments: (.+)", r"je ne comprends pas : \1."),
    (r"one of the arguments (.+) is required", r"il faut l'un de ces arguments : \1."),
    (r"ambiguous option: (\S+) could match (.+)", r"\1 est ambigu : \2 ?"),
)
"""argparse's messages about the whole command line."""

_NEGATIVE_LOOKING = re.compile(r"^-\d[\d:.,]*$")
"""Values that start like an option but are numbers (« -1 », « -1:2 »): kept as values, so the
command's own check explains what is wrong with them."""
_QUOTED = re.compile(r"""'([^']*)'|"([^"]*)\"""")


def shorten(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` cut to ``limit`` characters (an ellipsis marks the cut)."""
    return text if len(text) <= limit else text[:limit].rstrip() + "…"


EMPTY_VALUE = "une valeur vide"
"""How an empty value typed by the user (« hades odds "" 0 ») is named in a message."""


def _unquote(message: str) -> str:
    """« 'abc' » or « "a'b" » → « abc », « a'b », each value shortened; « '' » → « une valeur
    vide »."""
    return _QUOTED.sub(lambda m: shorten(m.group(1) if m.group(1) is not None else m.group(2))
                       or EMPTY_VALUE, message)


def french_message(message: str) -> str:
    """argparse's English error message in French, the user's values shortened."""
    for pattern, replacement in _WHOLE:
        if re.fullmatch(pattern, message, re.DOTALL):
            return shorten_words(re.sub(pattern, replacement, _unquote(message),
                                        flags=re.DOTALL))
    argument = re.fullmatch(r"argument (\S+): (.*)", message, re.DOTALL)
    if argument is None:
        return shorten_words(message)
    name, inner = argument.groups()
    for pattern, replacement in _INNER:
        if re.fullmatch(pattern, inner, re.DOTALL):
            inner = re.sub(pattern, replacement, _unquote(inner), flags=re.DOTALL)
            break
    return shorten_words(f"{name} : {inner.rstrip('.')}.")


def shorten_words(message: str) -> str:
    """Every word of ``message`` longer than :data:`ECHO_LIMIT` shortened (a long value typed
    by the user is never echoed whole)."""
    return re.sub(r"\S{%d,}" % (ECHO_LIMIT + 1), lambda m: shorten(m.group(0)), message)


def undecodable(value: object) -> bool:
    """True when ``value`` (a string, or a list of them) holds bytes that were not UTF-8: Python
    keeps them as lone surrogates, which no file, terminal or database can take."""
    if isinstance(value, str):
        return any("\udc80" <= character <= "\udcff" for character in value)
    if isinstance(value, (list, tuple)):
        return any(undecodable(item) for item in value)
    return False


def visible(text: str) -> str:
    """``text`` without control, format or undecodable characters (line breaks kept): nothing
    printed can move the cursor, clear the terminal or reverse the text."""
    return "".join(character for character in text
                   if character == "\n" or unicodedata.category(character)[0] != "C")


def _whole_number(text: str, low: int, high: int, not_a_number: str, out_of_range: str) -> int:
    """``text`` as a whole number from ``low`` to ``high``; the French refusals otherwise."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(not_a_number) from None
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(out_of_range)
    return value


def seed_number(text: str) -> int:
    """A seed: a whole number from 0 to 2⁶⁴ − 1."""
    return _whole_number(text, 0, MAX_SEED,
                         f"« {shorten(text)} » n'est pas une graine : donnez un nombre entier",
                         "une graine va de zéro à dix-huit milliards de milliards")


def game_number(text: str) -> int:
    """A game value: a whole number from −999 to 999."""
    return _whole_number(text, -MAX_GAME_NUMBER, MAX_GAME_NUMBER,
                         f"{shorten(text)} n'est pas un nombre entier",
                         f"{shorten(text)} est trop grand : au plus neuf cent quatre-vingt-dix-neuf")


def port_number(text: str) -> int:
    """A TCP port: 0 (any free port) to 65535."""
    return _whole_number(text, 0, 65535, f"{shorten(text)} n'est pas un numéro de port",
                         "un port va de 0 (n'importe lequel de libre) à 65535")


def name_text(text: str) -> str:
    """A name as typed, without control or invisible format characters (escape sequences,
    right-to-left overrides, undecodable bytes), spaces collapsed; an empty name is refused."""
    name = " ".join(visible(" ".join(text.split())).split())
    if not name:
        raise argparse.ArgumentTypeError("un nom ne peut pas être vide")
    if len(name) > MAX_NAME:
        raise argparse.ArgumentTypeError(
            f"un nom a au plus {MAX_NAME} caractères ; « {shorten(name)} » est trop long")
    return name


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
        self._negative_number_matcher = _NEGATIVE_LOOKING
        self._positionals.title = "arguments"
        self._optionals.title = "options"
        self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                          help="affiche cette aide et s'arrête")

    def _get_values(self, action: argparse.Action, arg_strings: list[str]) -> Any:
        """argparse's reading, except that a single value left empty by « -- » (« stake alice
        -- -- ») is missing, not an empty list that skipped the choices and the type."""
        value = super()._get_values(action, arg_strings)
        if action.nargs is None and action.option_strings == [] and value == []:
            raise argparse.ArgumentError(action, "expected one argument")
        return value

    def error(self, message: str) -> NoReturn:
        """Print the usage and the French message on stderr, then exit with code 2."""
        self.print_usage(sys.stderr)
        self.exit(2, visible(f"{self.prog} : {french_message(message)}") + "\n")


def common_options(nested: bool = False) -> argparse.ArgumentParser:
    """Options every game command accepts: --table, --json, --gm (parent parser).

    ``nested`` is for a sub-command under a command that has them too (``destin adjust``): its
    unset options must not overwrite the ones given before it (``destin --table T adjust 2``).
    """
    parent = argparse.ArgumentParser(add_help=False)
    unset = {"default": argparse.SUPPRESS} if nested else {}
    parent.add_argument("--table", type=name_text,
                        help="table de jeu (par défaut : principale)",
                        **({"default": None} | unset))
    parent.add_argument("--json", action="store_true",
                        help="réponse en JSON, pour les programmes", **unset)
    parent.add_argument("--gm", action="store_true",
                        help="vue de la Destinée : montre aussi le Destin", **unset)
    return parent
