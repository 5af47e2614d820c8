"""Every command-line test gets its own real SQLite ledger (``HADES_DB``)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from assistant.cli import main


@pytest.fixture(autouse=True)
def database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    path = tmp_path / "cli.sqlite3"
    monkeypatch.setenv("HADES_DB", str(path))
    return path


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
    """Run ``hades <words> --json`` and parse its answer."""

    def run(*words: str) -> dict[str, Any]:
        code, out, err = hades(*words, "--json")
        assert code == 0, err
        return json.loads(out)

    return run
