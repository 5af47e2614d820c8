"""Who a table knows by name, read by the chat before each line: again after every write."""

from __future__ import annotations

from assistant.game import Game
from assistant.game.names import KnownNames, table_names
from assistant.ledger import Ledger


def test_the_names_a_table_knows_follow_its_writes() -> None:
    known = KnownNames()
    assert known.of("nm") == []
    with Ledger() as ledger:
        Game(ledger, "nm").add_trait("Marie-Lou", "fronde+", ephemeral=False)
    assert known.of("nm") == ["Marie-Lou"]
    assert known.of("nm") is known.of("nm")  # nothing written since: not read again
    with Ledger() as ledger:
        Game(ledger, "nm").add_trait("Bertille", "agile", ephemeral=False)
    assert sorted(known.of("nm")) == ["Bertille", "Marie-Lou"]
    assert known.of("autre") == [] and table_names("autre") == []
