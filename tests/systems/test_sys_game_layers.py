"""One registry line per game (``hades_core.systems.GAMES``) and one module per layer: every
layer finds each game by its key, HaDes included, and nothing else names the games."""

from __future__ import annotations

import argparse
import importlib
from pathlib import Path

import pytest
import yaml

from actions.games import game_actions
from actions.table_game import ROLL_INTENTS
from assistant.cli import build_parser
from assistant.wording import systems as wording
from hades_core.systems import GAMES, game_entry, system_key

ROOT = Path(__file__).resolve().parents[2]


def _domain_intents() -> set[str]:
    intents: set[str] = set()
    for path in (ROOT / "nlu_data" / "domain").rglob("*.yml"):
        intents.update(yaml.safe_load(path.read_text(encoding="utf-8")).get("intents") or [])
    return intents


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.key)
def test_every_layer_finds_the_game_by_its_key(game) -> None:  # type: ignore[no-untyped-def]
    assert system_key(game.name) == game.key and game_entry(game.key) is game
    assert wording.game_wording(game.key).__name__ == f"assistant.wording.games.{game.key}"
    cli = importlib.import_module(f"assistant.cli.games.{game.key}")
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers())  # registers on its own
    assert callable(game_actions(game.key).create_character)
    assert game.roll_intent in _domain_intents() and ROLL_INTENTS[game.key] == game.roll_intent


@pytest.mark.parametrize("game", [game for game in GAMES if game.key != "hades"],
                         ids=lambda game: game.key)
def test_each_other_game_has_its_books_intents_and_words(game) -> None:  # type: ignore[no-untyped-def]
    books = importlib.import_module(f"assistant.game.games.{game.key}")
    assert any(getattr(value, "system", None) == game.key for value in vars(books).values())
    for folder in ("nlu", "domain"):
        assert (ROOT / "nlu_data" / folder / "games" / f"{game.key}.yml").exists()
    actions = game_actions(game.key)
    assert actions.SAY_ODDS and callable(actions.roll_words) and callable(actions.odds)


def test_the_command_line_offers_every_games_commands() -> None:
    commands = build_parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]
    assert {"roll", "fate", "2d6", "369", "krasses", "system"} <= set(commands)


def test_a_rules_error_is_worded_by_the_game_that_refuses() -> None:
    from hades_core.systems.errors import RefusedMoveError

    assert wording.error_sentence(RefusedMoveError(reason="mises_inegales")).startswith(
        "Pour une contre-krâsse")
    assert wording.error_sentence(RefusedMoveError(reason="une_mise_par_tour")) == (
        "Chaque personnage mise un seul dé par tour.")
