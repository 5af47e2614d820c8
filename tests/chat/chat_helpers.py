"""Helpers of the chat tests: a Destinée's session at a table of its own, the journal's size."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from assistant.chat.session import ChatSession
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.nlu.model import ensure_model
from assistant.roles import Role


@contextmanager
def destinee_at(table: str, seed: int) -> Iterator[ChatSession]:
    """The Destinée's own session at ``table`` (she sees everything), started and closed."""
    ensure_model()
    session = ChatSession(table=table, seed=seed, gm=True)
    session.start()
    try:
        yield session
    finally:
        session.close()


def journal_length(table: str) -> int:
    """How many entries ``table``'s journal holds."""
    with Ledger() as ledger, Game(ledger, table, role=Role.DESTINEE).read() as command:
        return len(command.entries())
