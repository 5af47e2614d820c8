"""The 2d10 + krâsses game played at a table (``assistant.game.krasses_books``): each roll moves
the tas de krâsses as the text says, journaled and undone exactly; and the coopération."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from assistant.cli import main
from assistant.game import Game
from assistant.game.games.krasses import KrassesBooks
from assistant.ledger import Ledger
from hades_core.systems import krasses
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError
from tests.systems.systems_helpers import ScriptedDice

TABLE = "k"


@pytest.fixture
def books(tmp_path: Path):
    with Ledger(tmp_path / "krasses.sqlite3") as ledger:
        ledger.create_table(TABLE, "krasses")
        yield KrassesBooks(ledger, TABLE)


def heap(books: KrassesBooks) -> tuple[int, dict[str, int]]:
    state = books.state().data
    return state["heap"], state["kept"]


def test_a_players_dice_leave_the_heap_and_undo_puts_them_back(books: KrassesBooks) -> None:
    books.heap(conteur=3)
    rolled = books.roll(5, "moyen", dk=2, seed=1)
    assert heap(books) == (1, {}) and rolled.data["heap"] == 1
    assert len(rolled.data["krasse_faces"]) == 2
    assert rolled.table.endswith("Tas de krâsses : 1 dé krâsse.")
    Game(books.ledger, TABLE).undo()
    assert heap(books) == (3, {})


def test_more_dice_than_the_heap_holds_is_refused_before_any_throw(books: KrassesBooks) -> None:
    books.heap(conteur=1)
    entries = len(books.ledger.journal(TABLE))
    with pytest.raises(NotEnoughPointsError):
        books.roll(5, "moyen", dk=2, seed=1)
    assert heap(books) == (1, {}) and len(books.ledger.journal(TABLE)) == entries


def test_a_named_player_uses_his_own_dice(books: KrassesBooks) -> None:
    books.heap(player="Bob", charisme=3, to_heap=1)
    books.roll(0, "facile", dk=2, player="bob", seed=2)
    assert heap(books) == (1, {"bob": 0})


def test_the_conteurs_dice_go_to_the_heap_and_circumstance_dice_nowhere(
    books: KrassesBooks,
) -> None:
    books.roll(3, "ardu", dk=4, conteur=True, seed=3)
    assert heap(books)[0] == 4
    books.roll(3, "ardu", circumstance=5, seed=4)
    assert heap(books)[0] == 4


def test_an_opposed_roll_moves_both_sides(books: KrassesBooks) -> None:
    books.heap(conteur=2)
    books.oppose(4, 6, dk=2, against_dk=3, seed=5)  # the second rôle's 3 dK go to the tas
    assert heap(books)[0] == 3
    books.oppose(4, 6, dk=1, against_dk=2, opponent_is_player=True, seed=6)
    assert heap(books)[0] == 0


def test_contre_krasse_stakes_are_equal_or_all_the_player_has(books: KrassesBooks) -> None:
    books.heap(conteur=2)
    with pytest.raises(RefusedMoveError):
        books.contre(2, 3, dk=1, against_dk=3, seed=7)
    with pytest.raises(RefusedMoveError):
        books.contre(2, 3, dk=3, against_dk=2, seed=7)
    books.contre(2, 3, dk=2, against_dk=3, seed=7)  # short: he stakes the 2 left


@pytest.mark.parametrize("seed", range(60))
def test_the_pool_goes_where_the_text_says(books: KrassesBooks, seed: int) -> None:
    """« les dK retournent dans la réserve du maître du jeu si ce sont les joueurs qui ont
    remporté la contre-krâsse, ou bien dans le tas de krâsses des joueurs si c'est le maître du
    jeu qui a gagné »; a réussite critique keeps them in the tas, an échec critique loses them."""
    books.heap(conteur=5)
    data = books.contre(1, 2, dk=3, against_dk=3, seed=seed).data
    kept_in_heap = (data["player_critical"] > 0 if data["player_critical"]
                    else data["pool_winner"] == "adversaire")
    assert heap(books)[0] == 5 - 3 + (6 if kept_in_heap else 0)


def test_a_roll_at_a_table_of_another_game_is_refused(tmp_path: Path) -> None:
    with Ledger(tmp_path / "other.sqlite3") as ledger:
        ledger.create_table("h", "hades")
        said = KrassesBooks(ledger, "h").roll(5, "moyen", seed=1)
    assert said.table.startswith("Cette table joue à HaDes.")


def test_cooperation_from_the_text() -> None:
    """Best total + 2 per other participant above 15; degrees of the best + 1 per other with at
    least one degree above 15 (scripted dice: totals 19, 16 and 17)."""
    dice = ScriptedDice([7, 7, 6, 7, 9, 8])
    rolls, result, kept = krasses.cooperative_check([5, 3, 0], [2, 0, 1], 20, dice)
    assert [rolled.total for rolled in rolls] == [19, 16, 17]
    assert (result.leader, result.total, result.degrees) == (0, 23, 3)
    assert kept.total == 23 and kept.success is True and dice.exhausted


def test_cooperation_keeps_the_best_rolls_critical() -> None:
    dice = ScriptedDice([1, 1, 1, 2])  # best roll 2 + 9: its échec critique applies
    _, result, kept = krasses.cooperative_check([9, 0], [], 5, dice)
    assert result.total == 11 and kept.special is krasses.Special.ECHEC_CRITIQUE
    assert kept.success is False


def _cli(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, Any]:
    code = main([*arguments, "--json"])
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip() else None


def test_command_line_plays_at_a_table_only_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.sqlite3"))
    assert main(["system", "krasses", "--table", "k"]) == 0
    assert main(["krasses", "heap", "--table", "k", "--conteur", "3"]) == 0
    capsys.readouterr()
    _, free = _cli(capsys, "krasses", "roll", "--bonus", "5", "--difficulty", "moyen", "--dk",
                   "2", "--seed", "4")
    assert "heap" not in free["data"]
    _, played = _cli(capsys, "krasses", "roll", "--table", "k", "--bonus", "5", "--difficulty",
                     "moyen", "--dk", "2", "--seed", "4")
    assert played["data"]["heap"] == 1
    assert played["data"]["dice"] == free["data"]["dice"]
    _, cooperation = _cli(capsys, "krasses", "coop", "5", "3", "0", "--difficulty", "moyen",
                          "--degrees", "2", "1", "0", "--seed", "1")
    assert cooperation["data"]["kind"] == "krasses_cooperation"
    assert main(["krasses", "coop", "5", "3", "--difficulty", "moyen", "--degrees", "2"]) == 2
    assert "Donnez les degrés de chaque participant" in capsys.readouterr().err
