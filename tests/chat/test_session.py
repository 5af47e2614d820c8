"""Conversations with the real servers: model, actions, ledger."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from assistant.chat.session import ChatSession

pytestmark = pytest.mark.slow
HADES = Path(sys.executable).parent / "hades"
RESULT_WORDS = ("Exploit", "Succès", "Presque", "Revers", "Échec", "Fiasco")


def test_a_roll_is_answered_result_word_first(player_session: ChatSession) -> None:
    reply = player_session.handle("trois dés contre deux")
    assert reply.table.startswith(RESULT_WORDS)
    assert "pair" in reply.table
    assert reply.data["protagonist_dice"] == 3 and reply.data["obstacle_dice"] == 2


def test_a_missing_pool_is_asked_for_then_rolled(player_session: ChatSession) -> None:
    question = player_session.handle("je lance quatre dés")
    assert (question.table, question.data) == ("Contre combien de dés ?", {"awaiting": "obstacle_dice"})
    reply = player_session.handle("cinq")
    assert reply.table.startswith(RESULT_WORDS)
    assert (reply.data["protagonist_dice"], reply.data["obstacle_dice"]) == (4, 5)


def test_another_command_while_the_form_asks_is_answered(player_session: ChatSession) -> None:
    assert player_session.handle("je lance deux dés").table == "Contre combien de dés ?"
    assert "Destinée" in player_session.handle("quel est le destin").table
    assert player_session.handle("trois contre un").table.startswith(RESULT_WORDS)


def test_players_never_hear_the_destin(player_session: ChatSession) -> None:
    reply = player_session.handle("quel est le destin")
    assert reply.gm is None and "gm" not in reply.data
    assert "Destinée" in reply.table


@pytest.mark.parametrize("garbled", ["raconte moi une blague", "blorp qsdf"])
def test_a_line_that_is_no_command_gets_two_words(player_session: ChatSession,
                                                  garbled: str) -> None:
    """Table talk is answered in two words, never with a lesson (« aide » gives examples)."""
    assert player_session.handle(garbled).table == "Pardon ?"


def test_a_missing_category_is_asked_for(player_session: ChatSession) -> None:
    assert "jet de direction émotion" in player_session.handle("jet de direction").table


def test_empty_line_is_answered_without_the_servers(player_session: ChatSession) -> None:
    assert "par exemple" in player_session.handle("   ").table


def test_piped_chat_then_state_shows_the_destin(tmp_path: Path) -> None:
    environment = {**os.environ, "HADES_DB": str(tmp_path / "piped.sqlite3")}
    chat = subprocess.run(
        [str(HADES), "chat", "--table", "t", "--seed", "7", "--gm"],
        input="quatre dés contre cinq\nquel est le destin\n", capture_output=True, text=True,
        env=environment, timeout=300, check=True)
    lines = chat.stdout.splitlines()
    assert lines[0].startswith(RESULT_WORDS)
    assert lines[1] == "Destinée : Destin plus un, de zéro à plus un."
    assert lines[-1] == "Destinée : Destin : plus un."
    state = subprocess.run([str(HADES), "state", "--table", "t", "--json", "--gm"],
                           capture_output=True, text=True, env=environment, check=True)
    assert json.loads(state.stdout)["data"]["gm"]["destin"] == 1
    hidden = subprocess.run([str(HADES), "state", "--table", "t", "--json"],
                            capture_output=True, text=True, env=environment, check=True)
    assert "destin" not in json.loads(hidden.stdout)["data"]


def test_close_leaves_no_server_behind(chat_database: Path) -> None:
    session = ChatSession(table="fermeture")
    session.start()
    process_ids = session.process_ids
    assert len(process_ids) == 2
    session.close()
    assert session.process_ids == []
    for process_id in process_ids:
        with pytest.raises(ProcessLookupError):
            os.kill(process_id, 0)
