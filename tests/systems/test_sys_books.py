"""The other systems' bookkeeping in the real SQLite ledger: zFate characters, tas de krâsses,
3-6-9 réserves; every change journaled and undone exactly."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.cli import main
from assistant.game import Game
from assistant.game.games.fate import FateBooks
from assistant.game.games.krasses import KrassesBooks
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.game.system_books import SystemBooks
from assistant.game.systems import SystemCommands
from assistant.ledger import Ledger, apply_changes
from assistant.ledger.errors import NoPreviousEntryError
from assistant.ledger.schema import SCHEMA_VERSION, schema_version
from assistant.ledger.state import TableState
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError


@pytest.fixture
def ledger(tmp_path: Path):
    with Ledger(tmp_path / "books.sqlite3") as opened:
        yield opened


BOOKS: dict[str, type[SystemBooks]] = {
    "fate": FateBooks, "krasses": KrassesBooks, "trois_six_neuf": TroisSixNeufBooks}


def _books(ledger: Ledger, system: str) -> Any:
    ledger.create_table("t", system)
    return BOOKS[system](ledger, "t")


def test_fate_character_points_invocation_and_hit_are_kept(ledger: Ledger) -> None:
    books = _books(ledger, "fate")
    books.create("Alice", refresh=3)
    _roll_fate(ledger)
    assert books.invoke("alice", "Têtue").table.startswith(
        "Alice invoque Têtue. Alice dépense 1 point de fortune, il lui en reste 2."
    )
    hit = books.hit("alice", "physique", 2)
    assert (hit.data["absorbed"], hit.data["taken_out"]) == (2, False)
    stored = ledger.state("t").data("fate:alice")
    assert stored["fate_points"] == 2
    assert stored["stress"]["physique"] == [False, True]
    saved = books.hit("alice", "mental", 3, consequences={"legere": "Migraine"})
    assert (saved.data["absorbed"], saved.data["taken_out"]) == (3, False)  # box 2 + légère
    with pytest.raises(RefusedMoveError) as asked:  # a légère more would save her: she chooses
        books.hit("alice", "ressources", 5, consequences={"moderee": "Affamée"})
    assert asked.value.fields()["choices"] == ["severe", "extreme"]  # the légère is taken
    taken = books.hit("alice", "ressources", 5, consequences={"moderee": "Affamée"},
                      taken_out=True)
    assert (taken.data["absorbed"], taken.data["remaining"], taken.data["taken_out"]) == (
        0, 1, True)  # box 2 + modérée absorb 4 of 5: out, nothing spent in vain
    stored = ledger.state("t").data("fate:alice")
    assert stored["consequences"] == {"legere": "Migraine"}
    assert stored["stress"]["ressources"] == [False, False]


def test_a_free_box_absorbs_a_smaller_hit(ledger: Ledger) -> None:
    """Issue 10, defect 1: box 1 checked, box 2 free, a hit of 1 took the character out."""
    books = _books(ledger, "fate")
    books.create("bob")
    books.hit("bob", "physique", 1)
    second = books.hit("bob", "physique", 1)
    # issue 18, point 7: the hit's dégâts absorbed, not the box's value
    assert (second.data["absorbed"], second.data["taken_out"]) == (1, False)
    assert second.table == ("1 dégât absorbé. Case 2 de stress physique cochée. Bob reste dans"
                            " le conflit.")
    assert ledger.state("t").data("fate:bob")["stress"]["physique"] == [True, True]
    third = books.hit("bob", "physique", 1, taken_out=True)
    assert third.data["taken_out"] and third.table.startswith("Il manque 1 dégât à absorber")


def test_undo_restores_a_fate_character_exactly(ledger: Ledger) -> None:
    books = _books(ledger, "fate")
    books.create("alice", refresh=2)
    before = ledger.state("t")
    books.hit("alice", "physique", 1)
    assert ledger.state("t") != before
    Game(ledger, "t").undo()
    assert ledger.state("t") == before
    Game(ledger, "t").undo()
    assert ledger.state("t").data("fate:alice") is None


def _roll_fate(ledger: Ledger, seed: int = 3) -> None:
    """A zFate roll journaled at table « t » (Bon contre Correct), for invocations to improve."""
    from assistant.wording.games import fate as fate_wording
    from hades_core.systems import fate

    FateBooks(ledger, "t").play("fate_roll", {"skill": "3", "opposition": "2"},
                lambda dice, used: fate_wording.fate_roll(fate.roll_skill(3, 2, dice), used),
                seed)


def test_an_invocation_improves_the_newest_roll_and_says_the_new_result(ledger: Ledger) -> None:
    """Issue 10, defect 3: the +2 spent the point but never gave the new result, and an
    invocation was accepted with no roll in effect."""
    books = _books(ledger, "fate")
    books.create("alice", refresh=3)
    with pytest.raises(NoPreviousEntryError):
        books.invoke("alice", "Têtue")
    _roll_fate(ledger)
    before = ledger.journal("t")[-1].result["total"]
    invoked = books.invoke("alice", "Têtue")
    assert invoked.data["total"] == before + 2
    assert invoked.table.startswith("Alice invoque Têtue. Alice dépense 1 point de fortune")
    assert "Résultat" in invoked.table
    with pytest.raises(RefusedMoveError):  # a second +2 from a personal Aspect on one roll
        books.invoke("alice", "Courageuse")
    with pytest.raises(RefusedMoveError):  # « on ne peut pas Invoquer gratuitement et en payant »
        books.invoke("alice", "Têtue", free=True)
    relance = books.invoke("alice", "Têtue", reroll=True)
    assert relance.data["invocations"][-1]["effect"] == "relance"


def test_refusals_change_nothing(ledger: Ledger) -> None:
    books = _books(ledger, "fate")
    with pytest.raises(RefusedMoveError):
        books.points("bob", 1)
    books.create("alice", refresh=0)
    with pytest.raises(RefusedMoveError):
        books.create("ALICE")
    _roll_fate(ledger)
    with pytest.raises(NotEnoughPointsError):
        books.invoke("alice", "Têtue")
    with pytest.raises(RefusedMoveError):
        books.hit("alice", "psychique", 1)
    assert [entry.kind for entry in ledger.journal("t")] == ["fate_create", "fate_roll"]


def test_a_command_of_another_system_says_how_to_switch(ledger: Ledger) -> None:
    ledger.create_table("t", "hades")
    reply = KrassesBooks(ledger, "t").heap(conteur=2)
    assert reply.table.endswith("dites : on joue à 2d10 et krâsses.")
    assert ledger.journal("t") == []


def test_krasses_heap_and_reserves(ledger: Ledger) -> None:
    books = _books(ledger, "krasses")
    books.heap(player="bob", charisme=3, to_heap=2)
    books.heap(conteur=2)
    assert books.heap(used=1).table == "Tas de krâsses : 3 dés krâsses. Gardés : Bob 1."
    books.heap(player="bob", used=1)
    assert ledger.state("t").data("krasses") == {"heap": 3, "kept": {"bob": 0}}
    with pytest.raises(NotEnoughPointsError):
        books.heap(player="bob", used=1)
    SystemCommands(ledger, "t").switch_system("3-6-9")
    books = TroisSixNeufBooks(ledger, "t")
    books.reserve("alice", fortune=2, marasme=1)
    assert books.reserve("alice", fortune=-1).table == (
        "Alice : 1 dé de fortune, 1 dé de marasme."
    )
    with pytest.raises(NotEnoughPointsError):
        books.reserve("alice", marasme=-2)
    assert books.reserves().data["reserves"] == [{"name": "alice", "fortune": 1, "marasme": 1}]


_FATE_MOVES = st.one_of(
    st.tuples(st.just("points"), st.integers(-2, 3)),
    st.tuples(st.just("invoke"), st.booleans()),
    st.tuples(st.just("hit"), st.sampled_from(["physique", "mental"]), st.integers(0, 4)),
    st.tuples(st.just("clear")),
)


@settings(max_examples=20, deadline=None)
@given(st.lists(_FATE_MOVES, max_size=8), st.data())
def test_journal_replays_to_the_stored_state_and_undo_walks_back(
    tmp_path_factory: pytest.TempPathFactory, moves: list[tuple], data: st.DataObject
) -> None:
    path = tmp_path_factory.mktemp("books") / "p.sqlite3"
    with Ledger(path) as ledger:
        books = _books(ledger, "fate")
        books.create("alice", refresh=2)
        _roll_fate(ledger)
        states = [ledger.state("t")]
        for move in moves:
            try:
                if move[0] == "points":
                    books.points("alice", move[1])
                elif move[0] == "invoke":
                    books.invoke("alice", "Têtue", free=move[1])
                elif move[0] == "hit":
                    books.hit("alice", move[1], move[2])
                else:
                    books.clear("alice")
            except (NotEnoughPointsError, RefusedMoveError):
                continue
            states.append(ledger.state("t"))
        changes = [c for entry in ledger.journal("t") for c in entry.changes]
        assert apply_changes(TableState(name="t", system="fate"), changes) == states[-1]
        undos = data.draw(st.integers(0, len(states) - 1))
        for _ in range(undos):
            Game(ledger, "t").undo()
        assert ledger.state("t") == states[-1 - undos]


def test_a_version_1_database_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with Ledger(path) as ledger:
        ledger.create_table("t", "krasses")
    connection = sqlite3.connect(path)
    connection.execute("DROP TABLE system_data")
    connection.execute("PRAGMA user_version = 1")
    connection.commit()
    connection.close()
    with Ledger(path) as ledger:
        KrassesBooks(ledger, "t").heap(conteur=1)
        assert ledger.state("t").data("krasses") == {"heap": 1, "kept": {}}
    with sqlite3.connect(path) as connection:
        assert schema_version(connection) == SCHEMA_VERSION == 2


def test_cli_books_and_state_json(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.sqlite3"))
    assert main(["tables", "--create", "t", "--system", "fate"]) == 0
    assert main(["fate", "create", "alice", "--refresh", "3", "--table", "t"]) == 0
    assert main(["fate", "hit", "alice", "physique", "3", "--table", "t",
                 "--consequence", "legere", "Bras cassé", "--box", "2"]) == 0
    capsys.readouterr()
    assert main(["state", "--table", "t", "--json"]) == 0
    alice = json.loads(capsys.readouterr().out)["data"]["system_data"]["fate:alice"]
    assert alice["consequences"] == {"legere": "Bras cassé"}
    assert alice["stress"]["physique"] == [False, True]
    assert main(["fate", "points", "bob", "1", "--table", "t"]) == 2
    assert "créez-le d'abord" in capsys.readouterr().err
    assert main(["undo", "--table", "t"]) == 0
    assert main(["fate", "state", "--table", "t"]) == 0
    assert capsys.readouterr().out.strip().endswith("Aucune conséquence.")


def test_a_zfate_sheet_never_jams(ledger: Ledger) -> None:
    """Issue 10, defect 2: a consequence freed, the extrême reset at a Jalon majeur, the
    Actualisation at a new séance, a Concession — each journaled and undoable."""
    books = _books(ledger, "fate")
    books.create("bob", refresh=3)
    books.points("bob", -3)
    books.hit("bob", "physique", 6, consequences={"extreme": "Jambe coupée"})
    with pytest.raises(RefusedMoveError):  # « une fois par Jalon majeur »
        books.hit("bob", "mental", 6, consequences={"extreme": "Catatonique"})
    with pytest.raises(RefusedMoveError):  # « pas la soigner comme une Conséquence normale »
        books.recover("bob", "extreme")
    books.milestone("bob", renamed_extreme="Jambe de bois")
    assert ledger.state("t").data("fate:bob")["consequences"] == {}
    assert books.hit("bob", "mental", 6, consequences={"extreme": "Catatonique"}).data[
        "taken_out"] is False
    # the Jalon majeur gave a point of Actualisation: 3 → 4
    assert books.refresh("bob").data["character"]["fate_points"] == 4
    assert books.refresh("bob", cliffhanger=True).data["character"]["fate_points"] == 4
    conceded = books.concede("bob", consequences_taken=1)
    assert conceded.data["character"]["fate_points"] == 6
    Game(ledger, "t").undo()
    assert ledger.state("t").data("fate:bob")["fate_points"] == 4
