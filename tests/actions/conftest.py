"""Every action test gets its own real SQLite ledger and a way to run actions."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from action_helpers import RunAction
from rasa_sdk import Action, Tracker
from rasa_sdk.executor import CollectingDispatcher


@pytest.fixture(autouse=True)
def database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Each test gets its own real SQLite ledger."""
    path = tmp_path / "actions.sqlite3"
    monkeypatch.setenv("HADES_DB", str(path))
    return path


@pytest.fixture
def run_action() -> RunAction:
    """Run an action; return what it sent and the events it returned."""

    def run(action: Action, current: Tracker) -> tuple[list[dict[str, Any]], list[Any]]:
        dispatcher = CollectingDispatcher()
        events = asyncio.run(action.run(dispatcher, current, {}))
        return dispatcher.messages, events

    return run
