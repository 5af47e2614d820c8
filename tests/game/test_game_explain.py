"""« détaille » explains the newest throw of any kind and says which it was."""

from __future__ import annotations

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.ledger.errors import NoPreviousEntryError


@pytest.fixture
def game(ledger: Ledger) -> Game:
    return Game(ledger, "principale")


def test_after_an_oracle_detail_names_the_oracle_not_an_older_roll(game: Game) -> None:
    game.roll(3, 2, seed=4)
    game.distance("qui", 5)
    reply = game.explain_last()
    assert reply.table.startswith("Le jet d'oracle : ")
    assert reply.data["explained_kind"] == "oracle"


def test_after_a_script_detail_names_the_script_and_gives_every_die(game: Game) -> None:
    game.roll(3, 2, seed=4)
    game.script([(1, 2), (2, 1)], 3)
    reply = game.explain_last()
    assert reply.table.startswith("Le script : Protagonistes, 3 dés")
    assert reply.data["explained_kind"] == "script"


def test_an_undone_throw_is_not_explained(game: Game) -> None:
    game.roll(3, 2, seed=4)
    game.distance("qui", 5)
    game.undo()
    assert game.explain_last().table.startswith("Le jet de dés : ")


def test_nothing_thrown_yet_is_said(game: Game) -> None:
    with pytest.raises(NoPreviousEntryError):
        game.explain_last()
