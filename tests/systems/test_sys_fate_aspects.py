"""zFate Invocations gratuites (``hades_core.systems.fate_aspects``), kept at the table by
``FateBooks`` (Créer un avantage, a Conséquence inflicted, a free Invocation), and zFate and
2D6 rolls played at a table from the command line."""

from __future__ import annotations

import json
from pathlib import Path
from tests.systems.systems_helpers import ScriptedDice

import pytest

from assistant.cli import main
from assistant.game import Game
from assistant.game.games.fate import FREE_INVOCATIONS_KEY, FateBooks
from assistant.ledger import Ledger
from assistant.wording.games import fate as fate_wording
from hades_core.systems import fate_aspects
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate import FateOutcome, roll_skill


TABLE = "f"
PLUS, BLANK, MINUS = 6, 3, 1
"""Faces of a scripted d6 read as a dé Fate: 5–6 plus, 3–4 blank, 1–2 minus."""


def test_advantage_gives_one_with_success_two_with_style_none_otherwise() -> None:
    assert fate_aspects.advantage_invocations(FateOutcome.SUCCES) == 1
    assert fate_aspects.advantage_invocations(FateOutcome.SUCCES_AVEC_STYLE) == 2
    for outcome in (FateOutcome.EGALITE, FateOutcome.ECHEC):
        with pytest.raises(RefusedMoveError):
            fate_aspects.advantage_invocations(outcome)


def test_invocations_stick_to_the_aspect_whatever_its_case() -> None:
    held = fate_aspects.stick(fate_aspects.stick({}, "Embuscade", 2), "embuscade")
    assert fate_aspects.left(held, "EMBUSCADE") == 3
    held = fate_aspects.use(held, "Embuscade")
    assert held == {"embuscade": ("Embuscade", 2)}
    assert fate_aspects.use(fate_aspects.use(held, "embuscade"), "embuscade") == {}
    with pytest.raises(RefusedMoveError):
        fate_aspects.use({}, "Embuscade")
    assert fate_aspects.from_data(fate_aspects.to_data(held)) == held
    assert fate_aspects.to_data({}) is None


def _roll(ledger: Ledger, faces: list[int], skill: int = 2) -> None:
    """A zFate roll journaled at the table, its dés Fate scripted."""
    def roll(_dice: object, seed: int):
        return fate_wording.fate_roll(roll_skill(skill, 0, ScriptedDice(faces)), seed)

    FateBooks(ledger, TABLE).play("fate_roll", {}, roll, seed=1)


@pytest.fixture
def books(tmp_path: Path):
    with Ledger(tmp_path / "fate.sqlite3") as ledger:
        ledger.create_table(TABLE, "fate")
        created = FateBooks(ledger, TABLE)
        created.create("Alice", refresh=3)
        yield created


def test_creating_an_advantage_needs_a_success_at_the_newest_roll(books: FateBooks) -> None:
    _roll(books.ledger, [BLANK, BLANK, BLANK, MINUS], skill=1)  # 0 against 0: égalité
    with pytest.raises(RefusedMoveError):
        books.advantage("Embuscade")
    _roll(books.ledger, [PLUS, BLANK, BLANK, BLANK], skill=2)  # 3 marges: with style
    said = books.advantage("Embuscade")
    assert said.table == "Avantage créé : 2 invocations gratuites sur Embuscade."
    assert books.ledger.state(TABLE).data(FREE_INVOCATIONS_KEY) == {"embuscade": ["Embuscade", 2]}


def test_a_free_invocation_costs_no_point_and_adds_up(books: FateBooks) -> None:
    _roll(books.ledger, [PLUS, BLANK, BLANK, BLANK], skill=2)
    books.advantage("Embuscade")
    first = books.invoke("alice", "embuscade", free=True)
    assert "Invocation gratuite, il en reste 1 sur embuscade." in first.table
    second = books.invoke("alice", "Embuscade", free=True)  # a situation Aspect: no cap
    assert second.data["character"]["fate_points"] == 3
    assert books.ledger.state(TABLE).data(FREE_INVOCATIONS_KEY) is None
    with pytest.raises(RefusedMoveError):
        books.invoke("alice", "Embuscade", free=True)
    Game(books.ledger, TABLE).undo()
    assert books.ledger.state(TABLE).data(FREE_INVOCATIONS_KEY) == {"embuscade": ["Embuscade", 1]}


def test_a_consequence_inflicted_carries_one_free_invocation(books: FateBooks) -> None:
    books.hit("alice", "physique", 3, consequences={"moderee": "Côtes fêlées"})
    assert books.ledger.state(TABLE).data(FREE_INVOCATIONS_KEY) == {
        "cotes felees": ["Côtes fêlées", 1]}
    books.hit("alice", "physique", 9, taken_out=True)  # out: nothing new is inflicted
    assert fate_aspects.left(fate_aspects.from_data(
        books.ledger.state(TABLE).data(FREE_INVOCATIONS_KEY)), "côtes fêlées") == 1


def test_zfate_and_2d6_rolls_are_played_at_a_table_when_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.sqlite3"))
    assert main(["system", "fate", "--table", TABLE]) == 0
    assert main(["fate", "create", "alice", "--table", TABLE]) == 0
    capsys.readouterr()
    assert main(["fate", "roll", "--skill", "4", "--opposition", "0", "--seed", "3",
                 "--table", TABLE, "--json"]) == 0
    rolled = json.loads(capsys.readouterr().out)
    assert rolled["data"]["journal_id"] and rolled["data"]["seed"] == 3
    assert main(["fate", "invoke", "alice", "--aspect", "Têtue", "--table", TABLE]) == 0
    assert "il lui en reste 1" in capsys.readouterr().out
    assert main(["2d6", "roll", "--skill", "3", "--difficulty", "ardue", "--table", TABLE]) == 2
    assert capsys.readouterr().err.startswith("hades : Cette table joue à zFate.")
