"""A line too long is refused whole; a server that does not answer in time is said as such and
the session goes on (no real server needed: the HTTP call is replaced)."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.chat.session import SERVER_TIMEOUT, TOO_LONG, ChatSession
from assistant.nlu.normalize import MAX_UTTERANCE_CHARS


@pytest.fixture
def session(monkeypatch: pytest.MonkeyPatch) -> tuple[ChatSession, list[dict[str, Any]]]:
    sent: list[dict[str, Any]] = []
    opened = ChatSession(table="t")
    opened._webhook = "http://127.0.0.1:9/webhooks/hades/webhook"

    def post(payload: dict[str, Any]) -> list[dict[str, Any]]:
        sent.append(payload)
        if "lent" in payload["message"]:
            raise TimeoutError("timed out")
        return [{"text": "Succès !"}]

    monkeypatch.setattr(opened, "_post", post)
    return opened, sent


def test_a_line_too_long_is_refused_and_never_sent(session) -> None:
    opened, sent = session
    assert opened.handle("quatre dés contre cinq " * 40) == TOO_LONG
    assert str(MAX_UTTERANCE_CHARS) in TOO_LONG.table and sent == []


def test_a_timeout_is_said_as_such_and_the_next_line_is_answered(session) -> None:
    opened, sent = session
    assert opened.handle("un serveur lent") == SERVER_TIMEOUT
    assert "ne répond pas à temps" in SERVER_TIMEOUT.table
    assert opened.handle("quatre dés contre cinq").table == "Succès !"
    assert len(sent) == 2 and sent[0]["sender"] != sent[1]["sender"]
