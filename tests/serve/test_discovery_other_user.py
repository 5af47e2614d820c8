"""A discovery file is trusted only when it is the user's own private file: another user of the
machine who writes ``service.json`` in a shared data folder does not get the table's commands
(real other user, created with ``useradd``; skipped when the tests do not run as root)."""

from __future__ import annotations

import json
import os
import stat
import sys
import textwrap
import time
from pathlib import Path

import pytest

from assistant.serve.discovery import ServiceAddress, publish, running_service, trusted

TRAP = "Réponse du serveur d'un autre utilisateur."

FAKE_RASA = textwrap.dedent(f"""
    import json, sys
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Handler(BaseHTTPRequestHandler):
        def _answer(self, body):
            data = json.dumps(body).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self):
            self._answer({{"status": "ok"}})

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._answer([{{"recipient_id": "x", "custom": {{"table": {TRAP!r}}}}}])

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", int(sys.argv[1])), Handler)
    server.serve_forever()
""")


def _plant(other_user, folder: Path, pid: int, port: int, mode: int) -> Path:
    """``service.json`` written by the other user in ``folder`` (with ``mode``)."""
    path = folder / "service.json"
    body = json.dumps({"pid": pid, "rasa_port": port, "secret": "piège"})
    other_user.run(other_user.python, "-c", "import os, sys; p = sys.argv[1];"
                   " f = os.open(p, os.O_WRONLY | os.O_CREAT, int(sys.argv[3], 8));"
                   " os.write(f, sys.argv[2].encode()); os.close(f); os.chmod(p, int(sys.argv[3], 8))",
                   str(path), body, oct(mode))
    return path


def test_a_file_of_another_user_is_not_trusted(other_user, shared_folder: Path) -> None:
    sleeper = other_user.start("sleep", "60")  # a live process of theirs
    try:
        for mode in (0o600, 0o644):
            path = _plant(other_user, shared_folder, sleeper.pid, 5005, mode)
            assert path.stat().st_uid == other_user.uid
            assert not trusted(path)
            assert running_service(path) is None, oct(mode)
            path.unlink()
    finally:
        sleeper.kill()
        sleeper.wait()


def test_only_a_private_file_of_ours_is_trusted(tmp_path: Path) -> None:
    path = publish(ServiceAddress(pid=os.getpid(), rasa_port=5005, secret="s"),
                   tmp_path / "data" / "service.json")
    assert running_service(path) is not None
    for loose in (0o640, 0o604, 0o660, 0o602):
        path.chmod(loose)
        assert running_service(path) is None, oct(loose)
    path.chmod(0o600)
    link = tmp_path / "data" / "lien.json"
    link.symlink_to(path)
    assert running_service(link) is None
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and running_service(path) is not None


@pytest.mark.slow
def test_the_chat_never_talks_to_another_users_server(other_user, shared_folder: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The issue's case end to end: another user runs a server of theirs and names it in
    ``service.json`` of the shared data folder; a real chat session starts its own servers and
    never prints that server's answers."""
    from assistant.chat.servers import Server, free_port
    from assistant.chat.session import ChatSession

    port = free_port()
    server = other_user.start(other_user.python, "-c", FAKE_RASA, str(port))
    try:
        probe = Server("their server", [], f"http://127.0.0.1:{port}/webhooks/hades/")
        deadline = time.monotonic() + 20
        while not probe.answers() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert probe.answers(), "the other user's server did not start"
        _plant(other_user, shared_folder, server.pid, port, 0o600)
        monkeypatch.setenv("HADES_DB", str(shared_folder / "hades.sqlite3"))
        session = ChatSession(table="partage", seed=1)
        try:
            session.start()
            assert not session.connected_to_service
            reply = session.handle("quatre dés contre trois")
        finally:
            session.close()
        assert TRAP not in reply.table and "contre" in reply.table
    finally:
        server.kill()
        server.wait()
