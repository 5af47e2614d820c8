"""Switching a table's game system: one journaled change in the real SQLite ledger, undoable."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.cli import main
from assistant.game import Game
from assistant.game.systems import SWITCH_KIND, SystemCommands
from assistant.ledger import Ledger, apply_changes
from assistant.ledger.state import TableState
from hades_core.systems import SYSTEM_KEYS
from hades_core.systems.errors import UnknownSystemError


@pytest.fixture
def ledger(tmp_path: Path):
    with Ledger(tmp_path / "switch.sqlite3") as opened:
        yield opened


def test_switch_is_journaled_and_undo_restores_the_previous_system(ledger: Ledger) -> None:
    ledger.create_table("t", "krasses")
    game = Game(ledger, "t")
    reply = SystemCommands(ledger, "t").switch_system("zFate")
    assert reply.table == "Cette table joue maintenant à zFate (avant : 2d10 et krâsses)."
    assert ledger.state("t").system == "fate"
    last = ledger.journal("t")[-1]
    assert (last.kind, last.command) == (SWITCH_KIND, {"system": "fate"})
    game.undo()
    assert ledger.state("t").system == "krasses"


def test_asking_for_the_system_already_played_journals_nothing(ledger: Ledger) -> None:
    ledger.create_table("t", "fate")
    reply = SystemCommands(ledger, "t").switch_system("Fate")
    assert reply.data["kind"] == "system_confirmed"
    assert ledger.journal("t") == []


def test_an_unknown_system_is_refused_and_changes_nothing(ledger: Ledger) -> None:
    ledger.create_table("t")
    with pytest.raises(UnknownSystemError):
        SystemCommands(ledger, "t").switch_system("donjons")
    assert ledger.state("t").system == "hades"


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(SYSTEM_KEYS), min_size=1, max_size=6), st.data())
def test_replaying_the_journal_gives_the_stored_state_and_undo_walks_back(
    tmp_path_factory: pytest.TempPathFactory, systems: list[str], data: st.DataObject
) -> None:
    path = tmp_path_factory.mktemp("switch") / "p.sqlite3"
    with Ledger(path) as ledger:
        ledger.create_table("t")
        commands = SystemCommands(ledger, "t")
        seen = ["hades"]
        for system in systems:
            commands.switch_system(system)
            if system != seen[-1]:
                seen.append(system)
        replayed = apply_changes(
            TableState(name="t"), [c for entry in ledger.journal("t") for c in entry.changes]
        )
        assert replayed == ledger.state("t")
        undos = data.draw(st.integers(0, len(seen) - 1))
        for _ in range(undos):
            Game(ledger, "t").undo()
        assert ledger.state("t").system == seen[-1 - undos]


def test_cli_switch_then_state_then_undo(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("HADES_DB", str(tmp_path / "cli.sqlite3"))
    assert main(["tables", "--create", "t"]) == 0
    assert main(["system", "369", "--table", "t"]) == 0
    assert capsys.readouterr().out.strip().endswith(
        "Cette table joue maintenant à 3-6-9 (avant : HaDes)."
    )
    assert main(["state", "--table", "t", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["data"]["system"] == "trois_six_neuf"
    assert main(["undo", "--table", "t"]) == 0
    assert capsys.readouterr().out.strip() == "J'annule le changement de jeu."
    assert main(["state", "--table", "t", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["data"]["system"] == "hades"
    assert main(["system", "donjons", "--table", "t"]) == 2
    assert "donjons" in capsys.readouterr().err


def test_a_brand_new_table_switches_by_voice_words(tmp_path) -> None:
    """Issue 10, defect 8: « on joue à Fate » on a new table answered « Je ne connais pas la
    table… »."""
    from assistant.game.systems import SystemCommands
    from assistant.ledger import Ledger

    with Ledger(tmp_path / "new.db") as ledger:
        reply = SystemCommands(ledger, "donjon").switch_system("Fate")
        assert "zFate" in reply.table
        assert ledger.state("donjon").system == "fate"
