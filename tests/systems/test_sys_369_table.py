"""3-6-9 played at a table (``assistant.game.games.trois_six_neuf``): dice misés before the
throw, the tour that keeps or discards them, the discard beyond a solde of 10, sacrifices,
retraite and fuite; journaled and undone exactly; by command line too."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from assistant.cli import main
from assistant.game import Game
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.ledger import Ledger
from assistant.ledger.errors import NoPreviousEntryError
from hades_core.dice import dice_for
from hades_core.systems import trois_six_neuf
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError
from tests.systems.systems_helpers import chi_square_p_value

TABLE = "t369"


@pytest.fixture
def books(tmp_path: Path):
    with Ledger(tmp_path / "369.sqlite3") as ledger:
        ledger.create_table(TABLE, "trois_six_neuf")
        opened = TroisSixNeufBooks(ledger, TABLE)
        opened.reserve("Alice", fortune=2, marasme=2)
        opened.reserve("Orc", fortune=1, marasme=2)
        yield opened


def reserves(books: TroisSixNeufBooks) -> dict[str, tuple[int, int]]:
    return {item["name"]: (item["fortune"], item["marasme"])
            for item in books.reserves().data["reserves"]}


def seed_won_by(solde: int, winner: trois_six_neuf.Side, fortune: int, marasme: int) -> int:
    """A seed whose tour (with these dice misés) the ``winner`` takes."""
    return next(seed for seed in range(500)
                if trois_six_neuf.play_turn(solde, dice_for(seed), fortune, marasme).winner
                is winner)


def test_a_fortune_and_a_marasme_mises_cancel_and_both_are_lost(books: TroisSixNeufBooks) -> None:
    books.stake("alice", "fortune")
    staked = books.stake("orc", "marasme", side="adversite")
    assert staked.table == ("Dés misés pour le prochain tour : Alice, dé de fortune et Orc,"
                            " dé de marasme.")
    turn = books.turn(4, seed=3)
    assert "1 paire de dés misés, fortune contre marasme, s'annule" in turn.table
    assert turn.data["stakes_lost"] == ["Alice", "Orc"]
    rolled = len(turn.data["fortune"]) + len(turn.data["marasme"])  # no die misé left to roll
    assert rolled == trois_six_neuf.free_dice(4) + len(turn.data["throws"]) - 1
    assert reserves(books) == {"Alice": (1, 2), "Orc": (1, 1)}
    assert books.ledger.state(TABLE).data("trois_six_neuf_mises") is None


@pytest.mark.parametrize("winner", list(trois_six_neuf.Side))
def test_a_die_mise_is_kept_by_its_winning_side_and_lost_by_the_other(
    books: TroisSixNeufBooks, winner: trois_six_neuf.Side
) -> None:
    books.stake("alice", "fortune")  # for the personnages
    books.stake("orc", "fortune", side="adversite")
    seed = seed_won_by(0, winner, fortune=2, marasme=0)
    turn = books.turn(0, seed=seed)
    assert len(turn.data["fortune"]) >= 2  # both misés dice were rolled by the winner
    kept, lost = ("Alice", "Orc") if winner is trois_six_neuf.Side.PJ else ("Orc", "Alice")
    assert turn.data["stakes_kept"] == [kept] and turn.data["stakes_lost"] == [lost]
    assert f"Dés misés perdus : {lost}." in turn.table
    before = {"Alice": (2, 2), "Orc": (1, 2)}
    after = reserves(books)
    assert after[kept] == before[kept]
    assert after[lost] == (before[lost][0] - 1, before[lost][1])


def test_one_die_per_character_and_tour_and_only_a_die_it_holds(
    books: TroisSixNeufBooks,
) -> None:
    books.stake("alice", "marasme")
    with pytest.raises(RefusedMoveError):
        books.stake("ALICE", "fortune")
    books.reserve("Zoé")
    with pytest.raises(NotEnoughPointsError):
        books.stake("zoe", "fortune")
    with pytest.raises(RefusedMoveError):
        books.stake("Inconnu", "fortune")


def test_the_discard_beyond_ten_is_debited_from_the_named_opponent(
    books: TroisSixNeufBooks,
) -> None:
    paid = books.turn(13, opponent="orc", seed=1)
    assert "Orc défausse 2 dés de marasme." in paid.table  # 3 asked, 2 held
    assert paid.data["discarded"] == 2 and reserves(books)["Orc"] == (1, 0)
    anonymous = books.turn(-12, seed=1)
    assert "Les personnages défaussent 2 dés de marasme." in anonymous.table
    assert reserves(books)["Alice"] == (2, 2)  # nobody named: said, not debited


def test_a_sacrifice_moves_the_newest_tours_success_by_one_per_die(
    books: TroisSixNeufBooks,
) -> None:
    with pytest.raises(NoPreviousEntryError):
        books.sacrifice("alice", "fortune")
    success = books.turn(5, seed=2).data["success"]
    raised = books.sacrifice("alice", "fortune", 2)
    assert raised.data["success"] == success + 2
    assert f"réussite de {success + 2}." in raised.table
    lowered = books.sacrifice("orc", "marasme", 2)
    assert lowered.data["success"] == max(1, success)  # never below 1
    assert reserves(books) == {"Alice": (0, 2), "Orc": (1, 0)}
    with pytest.raises(NotEnoughPointsError):
        books.sacrifice("alice", "fortune")
    game = Game(books.ledger, TABLE)
    game.undo()
    game.undo()
    assert reserves(books) == {"Alice": (2, 2), "Orc": (1, 2)}
    assert books.sacrifice("alice", "fortune").data["success"] == success + 1


@pytest.mark.parametrize(("solde", "lost"), [(11, True), (-11, True), (1, False)])
def test_a_retreat_loses_its_marasme_die_only_below_the_solde(
    books: TroisSixNeufBooks, solde: int, lost: bool
) -> None:
    retreat = books.retreat("alice", solde, seed=4)
    assert retreat.data["lost"] is lost
    assert reserves(books)["Alice"] == (2, 1 if lost else 2)
    assert ("le dé est perdu" if lost else "le dé est gardé") in retreat.table


def test_a_retreat_uses_the_newest_tours_solde_and_needs_a_marasme_die(
    books: TroisSixNeufBooks,
) -> None:
    with pytest.raises(NoPreviousEntryError):
        books.retreat("alice")
    books.turn(-11, seed=5)
    assert books.retreat("alice", seed=6).data["solde"] == -11
    books.reserve("Zoé")
    with pytest.raises(NotEnoughPointsError):
        books.retreat("zoe", 3)


def test_the_retreat_die_is_lost_as_often_as_the_exact_odds_say() -> None:
    """« Si le montant est inférieur au solde, le dé est perdu »: with a solde of 6, faces 1–5."""
    outcomes = [trois_six_neuf.retreat(trois_six_neuf.Reserve(0, 1), 6, dice_for(seed))[0].marasme
                == 0 for seed in range(3000)]
    assert chi_square_p_value(outcomes, {True: Fraction(5, 10), False: Fraction(5, 10)}) > 0.001


def test_flight_costs_one_marasme_die_and_undo_gives_it_back(books: TroisSixNeufBooks) -> None:
    fled = books.flee("alice")
    assert fled.table.startswith("Alice prend la fuite : 1 dé de marasme sacrifié")
    assert reserves(books)["Alice"] == (2, 1)
    Game(books.ledger, TABLE).undo()
    assert reserves(books)["Alice"] == (2, 2)


def test_undo_of_a_tour_restores_the_dice_mises_and_the_reserves(
    books: TroisSixNeufBooks,
) -> None:
    books.stake("alice", "fortune")
    books.stake("orc", "marasme", side="adversite")
    first = books.turn(2, seed=8)
    Game(books.ledger, TABLE).undo()
    assert reserves(books) == {"Alice": (2, 2), "Orc": (1, 2)}
    assert len(books.ledger.state(TABLE).data("trois_six_neuf_mises")) == 2
    assert books.turn(2, seed=8).data["throws"] == first.data["throws"]  # the seed replays


def _cli(capsys: pytest.CaptureFixture[str], *words: str) -> tuple[int, Any]:
    code = main([*words, "--table", TABLE, "--json"])
    out = capsys.readouterr().out
    return code, json.loads(out)["data"] if out.strip() else None


def test_the_command_line_plays_the_same_moves(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.sqlite3"))
    assert main(["system", "369", "--table", TABLE]) == 0
    capsys.readouterr()
    assert _cli(capsys, "369", "reserve", "alice", "--fortune", "1", "--marasme", "3")[0] == 0
    assert _cli(capsys, "369", "stake", "alice", "fortune")[1]["stakes"][0]["name"] == "alice"
    code, turn = _cli(capsys, "369", "turn", "--solde", "12", "--seed", "3",
                      "--opponent", "alice")
    assert code == 0 and turn["kind"] == "trois_six_neuf_turn" and turn["discarded"] == 2
    assert _cli(capsys, "369", "sacrifice", "alice", "fortune")[1]["fortune"] == 0
    assert _cli(capsys, "369", "retreat", "alice", "--solde", "1", "--seed", "2")[1]["marasme"] == 1
    assert _cli(capsys, "369", "flee", "alice")[1]["marasme"] == 0
    assert main(["369", "flee", "alice", "--table", TABLE]) == 2  # no marasme die left
    assert "Pas assez de dés de marasme" in capsys.readouterr().err
    assert main(["369", "turn", "--solde", "3", "--fortune", "1", "--table", TABLE]) == 2
    assert "369 stake" in capsys.readouterr().err
