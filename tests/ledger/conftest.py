"""Fixtures of the ledger tests: a real SQLite ledger in a temporary directory."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.game import Game
from assistant.ledger import Ledger


@pytest.fixture
def ledger(tmp_path: Path) -> Iterator[Ledger]:
    with Ledger(tmp_path / "hades.sqlite3") as opened:
        yield opened


@pytest.fixture
def game(ledger: Ledger) -> Game:
    return Game(ledger, "essai")
