"""Start, wait for and stop the Rasa server and the action server, on 127.0.0.1 only, both
behind the run's secret (``assistant.chat.secret``), given to them in their environment.

Both run as child processes of the assistant, in their own process group, and die with it:
``close`` stops them (SIGTERM, then SIGKILL), and on Linux the kernel sends them SIGTERM if
the assistant itself is killed (``PR_SET_PDEATHSIG``), so no server is ever left behind.
"""

from __future__ import annotations

import ctypes
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from assistant.chat.secret import SECRET_ENV
from assistant.nlu.model import DATA_DIR, PROJECT_ROOT
from assistant.nlu.quiet import quiet_environment
from assistant.nlu.startup import fast_start

LOOPBACK = "127.0.0.1"
STOP_GRACE_SECONDS = 5.0
POLL_SECONDS = 0.1
_PR_SET_PDEATHSIG = 1


class ServerStartError(RuntimeError):
    """A server exited or did not answer in time."""


def free_port() -> int:
    """A TCP port free on the loopback interface right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def _die_with_parent() -> None:
    """In the child, before exec: get SIGTERM when the parent dies (Linux only)."""
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    except OSError:
        pass


@dataclass
class Server:
    """One child server process and the URL that answers once it is ready."""

    name: str
    command: list[str]
    ready_url: str
    environment: dict[str, str] = field(default_factory=dict)
    process: subprocess.Popen[bytes] | None = None
    log: IO[bytes] | None = None
    """The server's stderr (a file, so that a chatty server never blocks on a full pipe)."""

    def start(self) -> None:
        """Launch the process (returns at once; see ``wait_all_ready``)."""
        self.log = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            self.command,
            cwd=PROJECT_ROOT,
            env={**quiet_environment(), **self.environment},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self.log,
            start_new_session=True,
            preexec_fn=_die_with_parent,
        )

    def is_ready(self) -> bool:
        """True when the server answers ``ready_url``; raises if the process has exited."""
        if self.process is None:
            raise ServerStartError(f"{self.name} is not started")
        if self.process.poll() is not None:
            code = self.process.returncode
            raise ServerStartError(f"{self.name} exited with code {code}: {self.log_tail()}")
        return self.answers()

    def answers(self) -> bool:
        """True when ``ready_url`` answers 200 within a second (whoever started the server)."""
        try:
            with urllib.request.urlopen(self.ready_url, timeout=1) as response:
                return response.status == 200
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return False

    def log_tail(self, size: int = 2000) -> str:
        """The end of what the server wrote on stderr."""
        if self.log is None:
            return ""
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-size:]

    def stop(self) -> None:
        """Stop the process group: SIGTERM, then SIGKILL after a grace period."""
        if self.process is not None and self.process.poll() is None:
            self._terminate(self.process)
        if self.log is not None:
            self.log.close()
            self.log = None

    @staticmethod
    def _terminate(process: subprocess.Popen[bytes]) -> None:
        """SIGTERM the process group, SIGKILL it if it is still there after the grace period."""
        for sig, wait in ((signal.SIGTERM, STOP_GRACE_SECONDS), (signal.SIGKILL, None)):
            try:
                os.killpg(process.pid, sig)
            except ProcessLookupError:
                return
            try:
                process.wait(timeout=wait)
                return
            except subprocess.TimeoutExpired:
                continue


def action_server(port: int, secret: str) -> Server:
    """The Rasa SDK action server running ``actions/``, bound to loopback, behind ``secret``
    (``assistant.chat.action_server``)."""
    return Server(
        name="action server",
        command=[sys.executable, "-m", "assistant.chat.action_server", str(port)],
        ready_url=f"http://{LOOPBACK}:{port}/health",
        environment={SECRET_ENV: secret},
    )


def rasa_server(port: int, model: Path, action_port: int, secret: str) -> Server:
    """The Rasa server with the assistant's own REST channel (``assistant.chat.channel``),
    bound to loopback, behind ``secret``; its HTTP API stays off. It runs without TensorFlow
    (``assistant.chat.rasa_server``) unless the start-up speed-ups are off."""
    launcher = ["assistant.chat.rasa_server"] if fast_start() else ["rasa", "run"]
    return Server(
        name="Rasa server",
        command=[
            sys.executable, "-m", *launcher,
            "--model", str(model),
            "--interface", LOOPBACK,
            "--port", str(port),
            "--endpoints", str(DATA_DIR / "endpoints.yml"),
            "--credentials", str(DATA_DIR / "credentials.yml"),
        ],
        ready_url=f"http://{LOOPBACK}:{port}/webhooks/hades/",
        environment={"HADES_ACTION_URL": f"http://{LOOPBACK}:{action_port}/webhook",
                     SECRET_ENV: secret},
    )


def wait_all_ready(
    servers: list[Server], timeout: float, tick: Callable[[float], None] | None = None
) -> None:
    """Poll until every server is ready; ``tick(elapsed)`` is called between polls."""
    started = time.monotonic()
    pending = list(servers)
    while pending:
        pending = [server for server in pending if not server.is_ready()]
        elapsed = time.monotonic() - started
        if pending and elapsed > timeout:
            names = ", ".join(server.name for server in pending)
            raise ServerStartError(f"{names} not ready after {timeout:.0f} s")
        if pending:
            if tick:
                tick(elapsed)
            time.sleep(POLL_SECONDS)
