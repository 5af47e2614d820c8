"""Fixtures of the HaDes game tests: a real SQLite ledger (``HADES_DB``) and the ``hades``
command line run in-process."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant.cli import main
from assistant.game import Game
from assistant.ledger import Ledger


@pytest.fixture(autouse=True)
def database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    path = tmp_path / "game.sqlite3"
    monkeypatch.setenv("HADES_DB", str(path))
    return path


@pytest.fixture
def ledger(database: Path) -> Iterator[Ledger]:
    with Ledger(database) as opened:
        yield opened


@pytest.fixture
def game(ledger: Ledger) -> Game:
    return Game(ledger)


Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def hades(capsys: pytest.CaptureFixture[str]) -> Run:
    """Run ``hades <words>`` in-process; return (exit code, stdout, stderr)."""

    def run(*words: str) -> tuple[int, str, str]:
        code = main(list(words))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


@pytest.fixture
def hades_json(hades: Run) -> Callable[..., dict[str, Any]]:
    """Run ``hades <words> --json --gm`` and parse its answer (fails on a non-zero exit)."""

    def run(*words: str) -> dict[str, Any]:
        code, out, err = hades(*words, "--json", "--gm")
        assert code == 0, err
        return json.loads(out)

    return run

