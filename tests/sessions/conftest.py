"""A real chat session (Rasa server + action server on loopback) for whole game sessions."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.chat.session import ChatSession
from assistant.nlu.model import ensure_model


@pytest.fixture(scope="module")
def session_chat(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ChatSession]:
    """The Destinée's chat on a ledger of its own, seed 11 (the sessions' files say who
    speaks: the player sets ``gm`` per session)."""
    path = tmp_path_factory.mktemp("sessions") / "sessions.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(path))
        ensure_model()
        chat = ChatSession(table="sessions", seed=11, gm=True, use_service=False)
        chat.start()
        yield chat
        chat.close()
