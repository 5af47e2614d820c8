"""Issue reproductions: negative or huge counts are refused in French before anything is
written, and nothing accepted can make a later command fail."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from hades_core.errors import AmountError


@pytest.mark.parametrize(
    ("command", "arguments"),
    [
        ("spend_fortune", ("alice", -2)),
        ("gain_fortune", ("alice", -3)),
        ("gain_fortune", ("alice", 10**100)),
        ("adjust_destin", (9223372036854775807,)),
    ],
)
def test_out_of_bounds_numbers_are_refused_and_nothing_is_written(
        ledger: Ledger, command: str, arguments: tuple) -> None:
    game = Game(ledger, "principale")
    game.gain_fortune("alice", 2)
    before = ledger.state("principale"), len(ledger.journal("principale"))
    with pytest.raises(AmountError):
        getattr(game, command)(*arguments)
    assert (ledger.state("principale"), len(ledger.journal("principale"))) == before
    game.roll(2, 2, "alice", seed=1)


def test_the_refusals_are_french(hades: Callable[..., tuple[int, str, str]]) -> None:
    code, _, err = hades("fortune", "spend", "Alice", "-2")
    assert code != 0 and "fortunes à la fois" in err
