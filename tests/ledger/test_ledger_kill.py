"""A process killed with SIGKILL in the middle of a burst of rolls loses no answered roll."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from assistant.ledger import Ledger

BURST = """
import sys
from assistant.cli import main
for seed in range(100000):
    main(["roll", "3", "4", "--seed", str(seed), "--json", "--table", "rafale"])
"""
ANSWERS_BEFORE_KILL = 40


def test_sigkill_mid_burst_keeps_every_answered_roll(tmp_path: Path) -> None:
    database = tmp_path / "rafale.sqlite3"
    process = subprocess.Popen(
        [sys.executable, "-u", "-c", BURST],
        stdout=subprocess.PIPE,
        env={**os.environ, "HADES_DB": str(database)},
        cwd=Path(__file__).resolve().parents[2],
    )
    assert process.stdout is not None
    answered: list[dict] = []
    deadline = time.monotonic() + 60
    while len(answered) < ANSWERS_BEFORE_KILL and time.monotonic() < deadline:
        answered.append(json.loads(process.stdout.readline()))
    process.send_signal(signal.SIGKILL)
    answered += [json.loads(line) for line in process.stdout.read().splitlines() if line]
    process.wait()
    assert process.returncode == -signal.SIGKILL
    assert len(answered) >= ANSWERS_BEFORE_KILL

    with Ledger(database) as ledger:
        journal = {entry.id: entry for entry in ledger.journal("rafale")}
    for answer in answered:
        entry = journal[answer["data"]["journal_id"]]
        assert entry.reply.table == answer["table"]
        assert entry.command["seed"] == int(answer["data"]["seed"])
    # At most the roll being answered when the kill came is committed but not yet printed.
    assert len(journal) - len(answered) in (0, 1)
