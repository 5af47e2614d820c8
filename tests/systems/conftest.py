"""Fixtures of the tests of the four other systems."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from systems_helpers import ScriptedDice

from assistant.cli import main


@pytest.fixture(autouse=True)
def own_ledger(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Every test gets its own ledger file (``HADES_DB``): a game's roll without ``--table``
    reads the default table, never the user's own ledger."""
    path = tmp_path / "hades.sqlite3"
    monkeypatch.setenv("HADES_DB", str(path))
    return path


@pytest.fixture
def scripted() -> Callable[..., ScriptedDice]:
    """Build scripted dice: ``scripted(6, 3, 1)``."""
    return lambda *faces: ScriptedDice(faces)


@pytest.fixture
def hades(capsys: pytest.CaptureFixture[str]):
    """Run ``hades <words>`` in-process; return (exit code, stdout, stderr)."""

    def run(*words: str) -> tuple[int, str, str]:
        code = main(list(words))
        captured = capsys.readouterr()
        return code, captured.out.strip(), captured.err.strip()

    return run
