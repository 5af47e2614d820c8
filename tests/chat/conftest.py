"""A real chat session (Rasa server + action server on loopback), started once per test run."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.chat.session import ChatSession
from assistant.nlu.model import ensure_model


@pytest.fixture(scope="session")
def chat_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One real SQLite ledger for the chat servers (they read ``HADES_DB`` at start)."""
    path = tmp_path_factory.mktemp("chat") / "chat.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(path))
        yield path


@pytest.fixture(scope="session")
def player_session(chat_database: Path) -> Iterator[ChatSession]:
    """A players' session (no --gm) at table « joueurs », seed 7."""
    ensure_model()
    session = ChatSession(table="joueurs", seed=7, gm=False)
    session.start()
    yield session
    session.close()

