"""The service's small web server: ``/destinee`` and ``/table``, their live events, commands.

Python's threaded ``http.server`` is used rather than Sanic: the service process then imports
neither Rasa nor an event loop framework (it stays small and starts at once), a handful of
screens at one table is far below what a thread per connection can serve, and server-sent
events are a plain long response. Every request needs a token (``assistant.serve.access``):
pages and events take it from the ``t`` query parameter (an ``EventSource`` cannot send
headers), commands only from the ``X-Hades-Token`` header, so that no other page can make a
browser send one. The table's events are built by ``views.table_log`` and never hold the Destin.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any
from urllib.parse import parse_qs, urlsplit

from assistant import wording
from assistant.ledger import Ledger, LedgerError
from assistant.reply import Reply
from assistant.serve.access import Access, Role
from assistant.serve.buttons import press
from assistant.serve.memento import memento_html
from hades_core.errors import HadesError
from assistant.serve.views import destinee_view, table_log

TOKEN_HEADER = "X-Hades-Token"
MEMENTO_MARK = b"<!-- memento -->"
EVENT_POLL_SECONDS = 0.2
KEEPALIVE_SECONDS = 15.0
MAX_COMMAND_BYTES = 2000
PAGES = {"/destinee": (Role.DESTINEE, "destinee.html"), "/table": (Role.TABLE, "table.html")}
STATIC = {"/static/hades.css": "text/css", "/static/table.js": "text/javascript",
          "/static/destinee.js": "text/javascript"}
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}

Answer = Callable[[str, Role], Reply]
"""Answers one command typed on a page, as the Destinée or as the table."""


def _static(name: str) -> bytes:
    return resources.files("assistant.serve").joinpath("static", name).read_bytes()


class WebServer(ThreadingHTTPServer):
    """The web server of one run of the service."""

    daemon_threads = True

    def __init__(self, address: tuple[str, int], access: Access, table: str, answer: Answer) -> None:
        super().__init__(address, _Handler)
        self.access = access
        self.table = table
        self.answer = answer
        self.answer_lock = threading.Lock()
        self.stopping = threading.Event()

    def snapshot(self, role: Role) -> dict[str, Any]:
        """What the page of ``role`` shows now."""
        with Ledger() as ledger:
            try:
                state, entries = ledger.state(self.table), ledger.journal(self.table)
            except LedgerError:
                return {"log": []} if role is Role.TABLE else {"destin": 0, "destin_words": "zéro",
                                                                 "protagonists": [], "journal": []}
        if role is Role.TABLE:
            return {"log": table_log(entries)}
        return destinee_view(state, entries)

    def stop(self) -> None:
        """End the event streams, then the server."""
        self.stopping.set()
        self.shutdown()
        self.server_close()


class _Handler(BaseHTTPRequestHandler):
    server: WebServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - http.server's name
        """Quiet: tokens are in URLs and must not land in a log."""

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        url = urlsplit(self.path)
        token = parse_qs(url.query).get("t", [None])[0]
        if url.path in PAGES:
            role, page = PAGES[url.path]
            if not self.server.access.allows(token, role):
                return self._refuse()
            body = _static(page).replace(MEMENTO_MARK, memento_html().encode())
            return self._send(HTTPStatus.OK, "text/html; charset=utf-8", body)
        if url.path in STATIC:
            return self._send(HTTPStatus.OK, f"{STATIC[url.path]}; charset=utf-8",
                              _static(url.path.rsplit("/", 1)[1]))
        if url.path == "/events":
            role = self.server.access.role_of(token)
            if role is None:
                return self._refuse()
            return self._stream(role)
        self._send(HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", "Page inconnue.".encode())

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        role = self.server.access.role_of(self.headers.get(TOKEN_HEADER))
        path = urlsplit(self.path).path
        if role is None or path not in ("/command", "/button") or (
                path == "/button" and role is not Role.DESTINEE):
            return self._refuse()
        field = "text" if path == "/command" else "button"
        length = int(self.headers.get("Content-Length") or 0)
        if not 0 < length <= MAX_COMMAND_BYTES:
            return self._json(HTTPStatus.BAD_REQUEST, {"table": "Commande vide ou trop longue."})
        try:
            value = str(json.loads(self.rfile.read(length))[field])
        except (ValueError, KeyError, TypeError):
            return self._json(HTTPStatus.BAD_REQUEST, {"table": "Commande illisible."})
        with self.server.answer_lock:
            try:
                reply = (self.server.answer(value, role) if path == "/command"
                         else press(value, self.server.table))
            except (LedgerError, HadesError) as error:
                reply = Reply(table=wording.error_sentence(error))
            except OSError:
                reply = Reply(table="L'assistant ne répond pas. Réessayez dans un instant.")
        answer = {"table": reply.table}
        if role is Role.DESTINEE and reply.gm:
            answer["gm"] = reply.gm
        self._json(HTTPStatus.OK, answer)

    def _stream(self, role: Role) -> None:
        """Server-sent events: the page's whole view each time the journal grows."""
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.end_headers()
        self.close_connection = True
        seen, quiet_since = -1, time.monotonic()
        with Ledger() as ledger:
            while not self.server.stopping.is_set():
                latest = ledger.latest_entry_id(self.server.table)
                try:
                    if latest != seen:
                        seen = latest
                        payload = json.dumps(self.server.snapshot(role), ensure_ascii=False)
                        self.wfile.write(f"data: {payload}\n\n".encode())
                        quiet_since = time.monotonic()
                    elif time.monotonic() - quiet_since > KEEPALIVE_SECONDS:
                        self.wfile.write(b": toujours la\n\n")
                        quiet_since = time.monotonic()
                    self.wfile.flush()
                except (BrokenPipeError, ConnectionResetError):
                    return
                self.server.stopping.wait(EVENT_POLL_SECONDS)

    def _refuse(self) -> None:
        self._send(HTTPStatus.FORBIDDEN, "text/plain; charset=utf-8", "Accès refusé.".encode())

    def _json(self, status: HTTPStatus, value: dict[str, Any]) -> None:
        self._send(status, "application/json", json.dumps(value, ensure_ascii=False).encode())

    def _send(self, status: HTTPStatus, content_type: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
