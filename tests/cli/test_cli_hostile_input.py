"""Any argument gets a short French answer: never a traceback, never a long echo of the input,
never a control character printed back."""

from __future__ import annotations

import argparse
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.cli import build_parser
from assistant.cli.parser import ECHO_LIMIT, french_message, name_text

NEEDS_SERVERS_OR_NETWORK = {"chat", "voice", "voice-model", "parse", "serve"}
"""Commands that start the language servers or reach the network: fuzzed elsewhere."""


def _commands(parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
              ) -> list[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    subparsers = [action for action in parser._actions
                  if isinstance(action, argparse._SubParsersAction)]
    if not subparsers:
        return [(path, parser)]
    return [found for name, child in subparsers[0].choices.items()
            if name not in NEEDS_SERVERS_OR_NETWORK
            for found in _commands(child, (*path, name))]


COMMANDS = _commands(build_parser())
LONG = "x" * 100_000
HOSTILE = ["", " ", "\t", "'", "4'", "-1", "-1:2", "1:2", "0", "3", "7", "bob", "Alice",
           "\x1b[2J", "a\x07b", "\u202eevil", "\udcff", "9" * 5000, "1" + "0" * 100,
           "99999999999999999999", LONG, "blessure", "épée+", "hades", "fate", "corps", "qui",
           "--gm", "--json", "--table", "--seed", "--n", "Bon", "ardue", "ouverte", "-", "--"]


def _option_words(parser: argparse.ArgumentParser) -> list[str]:
    return [option for action in parser._actions for option in action.option_strings]


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    path, parser = draw(st.sampled_from(COMMANDS))
    words = st.one_of(st.sampled_from(HOSTILE + _option_words(parser)),
                      st.text(max_size=12))
    return [*path, *draw(st.lists(words, max_size=6))]


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(argv=command_lines())
def test_no_argument_ever_gives_a_traceback_or_a_long_echo(hades, argv: list[str]) -> None:
    code, out, err = hades(*argv)
    assert code in (0, 1, 2)
    assert "Traceback" not in err
    for line in err.splitlines():
        if not line.startswith(("utilisation", " ")):
            assert len(line) < 400, line
    assert LONG[: ECHO_LIMIT + 5] not in out + err
    assert "\x1b" not in out + err and "\u202e" not in out + err


@pytest.mark.parametrize("argv", [["369", "stake", "alice", "--", "--"],
                                  ["trois-six-neuf", "stake", "'", "--", "--"]])
def test_a_value_emptied_by_double_dashes_is_missing(hades, argv: list[str]) -> None:
    code, _, err = hades(*argv)
    assert code == 2 and "Traceback" not in err
    assert "DÉ : attend une valeur." in err


def test_a_number_with_an_apostrophe_is_refused_in_french(hades) -> None:
    code, _, err = hades("roll", "4'", "5")
    assert code == 2
    assert "4' n'est pas un nombre entier." in err


def test_a_negative_step_is_explained_not_reported_missing(hades) -> None:
    code, _, err = hades("script", "-1:2")
    assert code == 2
    assert "il manque" not in err and "-1:2" in err and "paire de nombres" in err


@pytest.mark.parametrize("seed", ["-1", "18446744073709551616", "abc"])
def test_a_seed_out_of_range_is_refused_in_french(hades, seed: str) -> None:
    code, _, err = hades("simulate", "4", "5", "--seed", seed)
    assert code == 2 and "graine" in err and "Traceback" not in err


def test_control_characters_never_reach_the_table_name(hades) -> None:
    code, out, _ = hades("fortune", "gain", "bo\x1b[2Jb", "--json")
    assert code == 0
    assert json.loads(out)["data"]["protagonist_name"] == "bo[2Jb"


@pytest.mark.parametrize("name", ["   ", "\x1b", "\t\n"])
def test_an_empty_or_invisible_name_is_refused(hades, name: str) -> None:
    code, _, err = hades("state", "--table", name)
    assert code == 2 and "un nom ne peut pas être vide" in err


def test_undecodable_bytes_in_a_name_are_dropped() -> None:
    assert name_text("caf\udcc3\udca9 noir") == "caf noir"


def test_a_long_value_is_echoed_cut() -> None:
    message = french_message(f"argument X: invalid int value: '{LONG}'")
    assert len(message) < 80 and message.startswith("X : xxx")


def test_every_argparse_error_is_french() -> None:
    for english, french in [
        ("the following arguments are required: X, Y", "il manque : X, Y."),
        ("unrecognized arguments: --foo", "je ne comprends pas : --foo."),
        ("argument --table: expected one argument", "--table : attend une valeur."),
        ("ambiguous option: --s could match --seed, --skill", "--s est ambigu"),
        ("one of the arguments --a --b is required", "il faut l'un de ces arguments"),
        ("argument N: invalid choice: 'z' (choose from 'a', 'b')",
         "N : z n'est pas possible ici ; choisissez parmi a, b."),
    ]:
        assert french_message(english).startswith(french)


@pytest.mark.parametrize("words", [
    ("fate", "points", "bob", "1" + "0" * 100),
    ("fate", "roll", "--skill", "9" * 5000, "--opposition", "2"),
    ("369", "reserve", "bob", "--fortune", "1" + "0" * 100),
    ("krasses", "heap", "bob", "--charisme", "1" + "0" * 100),
])
def test_huge_game_numbers_are_refused_without_echo(hades, words: tuple[str, ...]) -> None:
    code, out, err = hades(*words)
    assert (code, out) == (2, "")
    assert "Traceback" not in err and "0" * 40 not in err and "9" * 40 not in err
