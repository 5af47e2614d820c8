"""The discovery file: private, atomic, and ignored when its service is gone."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from assistant.serve.discovery import ServiceAddress, publish, running_service, withdraw


def test_published_file_is_private_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "data" / "service.json"
    address = ServiceAddress(pid=os.getpid(), rasa_port=5005, secret="s3cret")
    publish(address, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert running_service(path) == address


def test_file_of_a_dead_process_counts_as_no_service(tmp_path: Path) -> None:
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True, check=True)
    path = tmp_path / "service.json"
    publish(ServiceAddress(pid=int(finished.stdout), rasa_port=5005, secret="x"), path)
    assert running_service(path) is None


def test_missing_or_garbled_file_counts_as_no_service(tmp_path: Path) -> None:
    path = tmp_path / "service.json"
    assert running_service(path) is None
    path.write_text("{not json")
    assert running_service(path) is None
    path.write_text('{"pid": "abc"}')
    assert running_service(path) is None


def test_withdraw_leaves_another_services_file(tmp_path: Path) -> None:
    path = tmp_path / "service.json"
    publish(ServiceAddress(pid=os.getpid(), rasa_port=5005, secret="x"), path)
    withdraw(os.getpid() + 1, path)
    assert path.exists()
    withdraw(os.getpid(), path)
    assert not path.exists()
