"""The real ``hades serve``: chat sessions connect to it, and no child survives it."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.chat.session import ChatSession
from assistant.nlu.model import ensure_model
from assistant.serve.discovery import DISCOVERY_FILE_NAME, running_service

START_TIMEOUT_SECONDS = 240.0
RESULT_WORDS = ("Exploit", "Succès", "Presque", "Revers", "Échec", "Fiasco")
STOP_TIMEOUT_SECONDS = 15.0
SERVE = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"


def _children(pid: int) -> set[int]:
    """Every live process whose ancestry leads to ``pid`` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            parents[int(entry.name)] = int(fields[1])
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier} - found
        found |= frontier
    return found


def _alive(pid: int) -> bool:
    try:
        state = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _wait_until(condition, timeout: float) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.2)
    return condition()


@pytest.fixture()
def service(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
            request: pytest.FixtureRequest) -> Iterator[subprocess.Popen[bytes]]:
    """``hades serve`` over a ledger of its own, ready (discovery file published); options
    may be given by indirect parametrisation."""
    ensure_model()
    monkeypatch.setenv("HADES_DB", str(tmp_path / "serve.sqlite3"))
    options = list(getattr(request, "param", []))
    process = subprocess.Popen([sys.executable, "-c", SERVE, "serve", "--port", "0", *options],
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE)
    if not _wait_until(lambda: running_service() is not None or process.poll() is not None,
                       START_TIMEOUT_SECONDS) or process.poll() is not None:
        process.kill()
        pytest.fail(f"hades serve did not start: {process.stderr.read() if process.stderr else ''}")
    yield process
    if process.poll() is None:
        process.kill()
    process.wait()


def test_chat_connects_to_the_service(service: subprocess.Popen[bytes]) -> None:
    """A session uses the service's servers instead of starting its own (speed: bench_serve)."""
    session = ChatSession(table="service", seed=3)
    session.start()
    try:
        assert session.connected_to_service
        assert session.process_ids == []
        reply = session.handle("quatre dés contre trois")
        assert reply.table.startswith(RESULT_WORDS)
    finally:
        session.close()
    assert service.poll() is None, "closing a connected session must not stop the service"


def test_sigterm_stops_every_child_and_removes_the_discovery_file(
        service: subprocess.Popen[bytes], tmp_path: Path) -> None:
    children = _children(service.pid)
    assert len(children) >= 2
    service.send_signal(signal.SIGTERM)
    assert service.wait(timeout=STOP_TIMEOUT_SECONDS) == 0
    assert _wait_until(lambda: not any(_alive(pid) for pid in children), STOP_TIMEOUT_SECONDS)
    assert not (tmp_path / DISCOVERY_FILE_NAME).exists()


def test_no_child_survives_sigkill(service: subprocess.Popen[bytes]) -> None:
    children = _children(service.pid)
    assert len(children) >= 2
    os.kill(service.pid, signal.SIGKILL)
    service.wait(timeout=STOP_TIMEOUT_SECONDS)
    assert _wait_until(lambda: not any(_alive(pid) for pid in children), STOP_TIMEOUT_SECONDS)
    assert running_service() is None


def _listening_addresses(pids: set[int]) -> set[str]:
    """Local addresses of the TCP sockets listened on by ``pids`` (from ``ss``)."""
    listing = subprocess.run(["ss", "-Hltnp"], capture_output=True, text=True, check=True).stdout
    found = set()
    for line in listing.splitlines():
        owners = {int(pid) for pid in re.findall(r"pid=(\d+)", line)}
        if owners & pids:
            found.add(line.split()[3].rsplit(":", 1)[0])
    return found


def test_without_lan_nothing_listens_beyond_loopback(service: subprocess.Popen[bytes]) -> None:
    addresses = _listening_addresses({service.pid} | _children(service.pid))
    assert addresses == {"127.0.0.1"}


@pytest.mark.parametrize("service", [["--lan"]], indirect=True)
def test_with_lan_only_the_web_pages_leave_loopback(service: subprocess.Popen[bytes]) -> None:
    children = _children(service.pid)
    assert _listening_addresses(children) == {"127.0.0.1"}
    assert _listening_addresses({service.pid}) == {"0.0.0.0"}
