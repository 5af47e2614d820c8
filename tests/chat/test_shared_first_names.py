"""Two characters sharing a first name, through the real chat: « pierre prend une blessure »
at a table of Pierre-Anastase and Pierre-Élzéar asks which one, makes no « Pierre », and the
other part of the name answers it."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.chat.session import AWAITING
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.roles import Role
from tests.chat.chat_helpers import destinee_at, journal_length

pytestmark = pytest.mark.slow
TABLE = "homonymes"


def test_a_shared_first_name_is_asked_and_answered(chat_database: Path) -> None:
    with Ledger() as ledger:
        game = Game(ledger, TABLE, role=Role.DESTINEE)
        game.add_trait("Pierre-Anastase", "hache+", ephemeral=False)
        game.add_trait("Pierre-Élzéar", "arc", ephemeral=False)
    before = journal_length(TABLE)
    with destinee_at(TABLE, seed=4) as chat:
        asked = chat.handle("pierre prend une blessure")
        assert asked.table == "Pierre-Anastase ou Pierre-Élzéar ?" and AWAITING in asked.data
        assert journal_length(TABLE) == before
        done = chat.handle("elzear")
    assert "Pierre-Élzéar" in done.table
    with Ledger() as ledger, Game(ledger, TABLE, role=Role.DESTINEE).read() as table:
        names = [person.name for person in table.state.protagonists]
        wounded = table.state.find("Pierre-Élzéar")
    assert "Pierre" not in names
    assert wounded is not None and any(gauge.level == 1 for gauge in wounded.gauges)
