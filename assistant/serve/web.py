"""The service's web server: ``/destinee`` and ``/table``, their live events, commands, buttons.

Served by Sanic (the version Rasa ships with), on an event loop of its own in one thread of the
service: malformed requests, unknown methods and pages get a short French answer and never a
traceback, and a stream costs a coroutine, not a thread. Every request but the style sheet,
the scripts and the icon needs a token (``assistant.serve.access``): pages and events take it
from the ``t`` query parameter (an ``EventSource`` cannot send headers), commands and buttons
only from the ``X-Hades-Token`` header, so that no other site can make a browser send one;
buttons need the Destinée's. Responses forbid framing, referrers and caching; nothing is logged
(tokens are in URLs).

Live updates: one watcher polls the ledger's newest journal id every 0.2 s, whichever process
wrote it, and each open stream then sends its page's whole view, built once per change. The
table's view (``views.table_view``) never holds the Destin.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import socket
import sys
import threading
from collections.abc import Callable
from importlib import resources
from typing import Any

from sanic import Sanic
from sanic.exceptions import InvalidUsage, MethodNotSupported, NotFound, SanicException
from sanic.handlers import ErrorHandler
from sanic.http import Http
from sanic.request import Request
from sanic.response import HTTPResponse
from sanic.server.protocols.http_protocol import HttpProtocol
from sanic.touchup import TouchUp

from assistant import wording
from assistant.ledger import Ledger, LedgerError
from assistant.reply import Reply
from assistant.serve.access import Access, Role
from assistant.serve.buttons import press
from assistant.serve.memento import memento_html
from assistant.serve.views import destinee_view, table_view
from hades_core.errors import HadesError

TOKEN_HEADER = "X-Hades-Token"
MEMENTO_MARK = b"<!-- memento -->"
EVENT_POLL_SECONDS = 0.2
KEEPALIVE_SECONDS = 15.0
MAX_COMMAND_BYTES = 2000
STOP_SECONDS = 5.0
PAGES = {"/destinee": (Role.DESTINEE, "destinee.html"), "/table": (Role.TABLE, "table.html")}
STATIC = {"/static/hades.css": ("hades.css", "text/css; charset=utf-8"),
          "/static/table.js": ("table.js", "text/javascript; charset=utf-8"),
          "/static/destinee.js": ("destinee.js", "text/javascript; charset=utf-8"),
          "/static/commun.js": ("commun.js", "text/javascript; charset=utf-8"),
          "/favicon.svg": ("favicon.svg", "image/svg+xml"),
          "/favicon.ico": ("favicon.svg", "image/svg+xml")}
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}
REFUSED = "Accès refusé."
ERRORS = {
    400: "Requête illisible.",
    404: "Page inconnue.",
    405: "Cette adresse ne répond pas à cette méthode.",
    408: "Requête trop lente, réessayez.",
    413: "Commande trop longue.",
    417: "Requête illisible.",
    503: "Le service est occupé, réessayez dans un instant.",
}
INTERNAL_ERROR = "Erreur du service ; réessayez dans un instant."
SILENT_LOGGERS = ("sanic.root", "sanic.error", "sanic.access", "sanic.server")

Answer = Callable[[str, Role], Reply]
"""Answers one command typed on a page, as the Destinée or as the table."""

_names = itertools.count(1)


def _static(name: str) -> bytes:
    return resources.files("assistant.serve").joinpath("static", name).read_bytes()


def _text(status: int, text: str, headers: dict[str, str] | None = None) -> HTTPResponse:
    return HTTPResponse(text.encode(), status=status, content_type="text/plain; charset=utf-8",
                        headers={**SECURITY_HEADERS, **(headers or {})})


def _json(status: int, value: dict[str, Any]) -> HTTPResponse:
    return HTTPResponse(json.dumps(value, ensure_ascii=False).encode(), status=status,
                        content_type="application/json", headers=dict(SECURITY_HEADERS))


def _silence_logs() -> None:
    """Tokens travel in URLs: Sanic's loggers must never print a request."""
    for name in SILENT_LOGGERS:
        logger = logging.getLogger(name)
        logger.handlers = [logging.NullHandler()]
        logger.propagate = False
        logger.setLevel(logging.CRITICAL + 1)


class _Application(Sanic):
    """Sanic 21.12 rewrites its HTTP classes the first time an application starts (``TouchUp``,
    a speed-up); a second application in the same process (the tests) must not do it again."""

    async def _startup(self) -> None:
        if not any(getattr(target, "__touched__", False) for target, _ in TouchUp._registry):
            await super()._startup()
            return
        run = TouchUp.__dict__["run"]
        TouchUp.run = classmethod(lambda cls, app: None)  # type: ignore[assignment]
        try:
            await super()._startup()
        finally:
            TouchUp.run = run  # type: ignore[method-assign]


class _CheckedHttp(Http):
    """Sanic 21.12 takes a negative ``Content-Length`` as is and then spins on the body for
    ever, blocking every page: such a request is refused before its body is read."""

    async def http1_request_header(self) -> None:
        await super().http1_request_header()
        if self.request_bytes_left is not None and self.request_bytes_left < 0:
            self.request_body = None
            self.keep_alive = False
            raise InvalidUsage("negative Content-Length")


class _Protocol(HttpProtocol):
    def _setup_connection(self) -> None:
        super()._setup_connection()
        self._http = _CheckedHttp(self)


class _FrenchErrors(ErrorHandler):
    """Every error Sanic raises (bad request line, bad ``Content-Length``, unknown page or
    method, body too large, time-out) answered in one French sentence; OPTIONS answered with
    the methods a page takes, to a holder of a token only."""

    def __init__(self, access: Access) -> None:
        super().__init__()
        self.access = access

    def default(self, request: Request, exception: Exception) -> HTTPResponse:
        if isinstance(exception, MethodNotSupported):
            allowed = ", ".join(sorted(exception.headers.get("Allow", "").replace(" ", "").split(",")))
            if request.method == "OPTIONS":
                token = request.args.get("t") or request.headers.get(TOKEN_HEADER)
                if self.access.role_of(token) is None:
                    return _text(403, REFUSED)
                return HTTPResponse(status=204, headers={**SECURITY_HEADERS, "Allow": allowed})
            return _text(405, ERRORS[405], {"Allow": allowed})
        unread = request is None or request.method == "NONE"  # no request line or headers
        if isinstance(exception, SanicException):
            status = int(getattr(exception, "status_code", 500) or 500)
            if isinstance(exception, NotFound):
                status = 404
            elif unread and status != 408:
                status = 400
            return _text(status, ERRORS.get(status, ERRORS[400] if status < 500 else INTERNAL_ERROR))
        if unread:
            return _text(400, ERRORS[400])
        print(f"hades serve : erreur des pages ({type(exception).__name__}).", file=sys.stderr,
              flush=True)  # never the URL: it holds a token
        return _text(500, INTERNAL_ERROR)


class _Journal:
    """Watches the ledger for all the streams at once: one poll every 0.2 s, each page's view
    built once per change (off the event loop)."""

    def __init__(self, server: "WebServer") -> None:
        self.server = server
        self.latest: int | None = -1
        self.generation = 0
        self.views: dict[Role, tuple[int, str]] = {}
        self.changed = asyncio.Event()

    async def watch(self) -> None:
        ledger: Ledger | None = None
        try:
            while not self.server.stopping.is_set():
                try:
                    if ledger is None:
                        ledger = Ledger()
                    latest: int | None = ledger.latest_entry_id(self.server.table)
                except (LedgerError, OSError):
                    latest = None
                if latest != self.latest:
                    self.latest = latest
                    self.generation += 1
                    self.changed.set()
                    self.changed = asyncio.Event()
                await asyncio.sleep(EVENT_POLL_SECONDS)
        finally:
            if ledger is not None:
                ledger.close()

    async def view(self, role: Role) -> tuple[int, str]:
        """The page's view for the current generation, as JSON."""
        generation = self.generation
        cached = self.views.get(role)
        if cached is None or cached[0] != generation:
            loop = asyncio.get_running_loop()
            view = await loop.run_in_executor(None, self.server.snapshot, role)
            cached = (generation, json.dumps(view, ensure_ascii=False))
            self.views[role] = cached
        return cached


class WebServer:
    """The web server of one run of the service. The socket is bound at once (a port in use
    raises ``OSError`` here); ``start`` serves in a thread of its own, ``stop`` ends the event
    streams, then the server."""

    def __init__(self, address: tuple[str, int], access: Access, table: str, answer: Answer) -> None:
        self.access = access
        self.table = table
        self.answer = answer
        self.answer_lock = threading.Lock()
        self.stopping = threading.Event()
        self.socket = socket.create_server(address, backlog=128)
        self.server_address: tuple[str, int] = self.socket.getsockname()[:2]
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._stop_event: asyncio.Event | None = None
        self._failure: BaseException | None = None
        self.app = self._application()

    def snapshot(self, role: Role) -> dict[str, Any]:
        """What the page of ``role`` shows now."""
        try:
            with Ledger() as ledger:
                state, entries = ledger.state(self.table), ledger.journal(self.table)
        except (LedgerError, OSError):
            return table_view(None, []) if role is Role.TABLE else destinee_view(None, [])
        return table_view(state, entries) if role is Role.TABLE else destinee_view(state, entries)

    def start(self) -> None:
        """Serve in a thread; returns once the server accepts requests."""
        self._thread = threading.Thread(target=self.serve_forever, name="web", daemon=True)
        self._thread.start()
        self._ready.wait(30)
        if self._failure is not None:
            raise self._failure

    def serve_forever(self) -> None:
        """Run the event loop until ``stop``."""
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as failure:  # noqa: BLE001 - handed to start()
            self._failure = failure
            self._ready.set()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def stop(self) -> None:
        """End the event streams, then the server (safe to call twice)."""
        self.stopping.set()
        if self._loop is not None and self._stop_event is not None:
            try:
                self._loop.call_soon_threadsafe(self._stop_event.set)
            except RuntimeError:
                pass  # the loop has already closed
        if self._thread is not None:
            self._thread.join(STOP_SECONDS)
        else:
            self.socket.close()

    async def _serve(self) -> None:
        journal = _Journal(self)
        self.app.ctx.journal = journal
        self._stop_event = asyncio.Event()
        server = await self.app.create_server(sock=self.socket, protocol=_Protocol,
                                              return_asyncio_server=True, access_log=False,
                                              noisy_exceptions=False)
        assert server is not None
        await server.startup()
        await server.start_serving()
        watcher = asyncio.create_task(journal.watch())
        self._ready.set()
        await self._stop_event.wait()
        journal.changed.set()
        server.close()
        await server.wait_closed()
        for connection in list(server.connections):
            connection.close_if_idle()
        await asyncio.sleep(EVENT_POLL_SECONDS)
        for connection in list(server.connections):
            connection.close()
        watcher.cancel()
        Sanic._app_registry.pop(self.app.name, None)

    def _application(self) -> Sanic:
        _silence_logs()
        app = _Application(f"hades_pages_{next(_names)}", configure_logging=False)
        app.config.REQUEST_MAX_SIZE = MAX_COMMAND_BYTES
        app.config.REQUEST_TIMEOUT = 10
        app.config.RESPONSE_TIMEOUT = 4 * KEEPALIVE_SECONDS
        app.config.KEEP_ALIVE_TIMEOUT = 5
        app.config.FORWARDED_SECRET = None
        app.error_handler = _FrenchErrors(self.access)

        async def page(request: Request) -> HTTPResponse:
            role, name = PAGES[request.path]
            if not self.access.allows(request.args.get("t"), role):
                return _text(403, REFUSED)
            body = _static(name).replace(MEMENTO_MARK, memento_html().encode())
            return HTTPResponse(body, content_type="text/html; charset=utf-8",
                                headers=dict(SECURITY_HEADERS))

        async def static(request: Request) -> HTTPResponse:
            name, content_type = STATIC[request.path]
            return HTTPResponse(_static(name), content_type=content_type,
                                headers=dict(SECURITY_HEADERS))

        async def events(request: Request) -> None:
            role = self.access.role_of(request.args.get("t"))
            if role is None:
                await request.respond(_text(403, REFUSED))
                return
            await self._stream(request, role)

        async def command(request: Request) -> HTTPResponse:
            return await self._command(request)

        for path in PAGES:
            app.add_route(page, path, methods=["GET", "HEAD"], name=f"page{path.replace('/', '_')}")
        for path in STATIC:
            app.add_route(static, path, methods=["GET", "HEAD"],
                          name=f"static{path.replace('/', '_').replace('.', '_')}")
        app.add_route(events, "/events", methods=["GET"], name="events")
        app.add_route(command, "/command", methods=["POST"], name="command")
        app.add_route(command, "/button", methods=["POST"], name="button")
        return app

    async def _stream(self, request: Request, role: Role) -> None:
        """Server-sent events: the page's whole view each time the journal changes."""
        journal: _Journal = request.app.ctx.journal
        response = await request.respond(content_type="text/event-stream; charset=utf-8",
                                         headers=dict(SECURITY_HEADERS))
        sent = -1
        while not self.stopping.is_set():
            changed = journal.changed
            if journal.generation != sent:
                sent, payload = await journal.view(role)
                await response.send(f"data: {payload}\n\n")
                continue
            try:
                await asyncio.wait_for(changed.wait(), KEEPALIVE_SECONDS)
            except asyncio.TimeoutError:
                await response.send(": toujours là\n\n")
        await response.eof()

    async def _command(self, request: Request) -> HTTPResponse:
        role = self.access.role_of(request.headers.get(TOKEN_HEADER))
        is_button = request.path == "/button"
        if role is None or (is_button and role is not Role.DESTINEE):
            return _text(403, REFUSED)
        field = "button" if is_button else "text"
        if not request.body:
            return _json(400, {"table": "Commande vide."})
        try:
            value = json.loads(request.body)[field]
        except (ValueError, KeyError, TypeError):
            return _json(400, {"table": "Commande illisible."})
        if not isinstance(value, str) or not value.strip():
            return _json(400, {"table": "Commande vide."})
        loop = asyncio.get_running_loop()
        reply, ids = await loop.run_in_executor(None, self._run, value, role, is_button)
        answer: dict[str, Any] = {"table": reply.table, "ids": ids}
        if role is Role.DESTINEE and reply.gm:
            answer["gm"] = reply.gm
        return _json(200, answer)

    def _run(self, value: str, role: Role, is_button: bool) -> tuple[Reply, list[int]]:
        """Answer one command or button (one at a time), with the journal ids it wrote."""
        with self.answer_lock:
            before = self._latest_id()
            try:
                reply = press(value, self.table) if is_button else self.answer(value, role)
            except (LedgerError, HadesError) as error:
                reply = Reply(table=wording.error_sentence(error))
            except OSError:
                reply = Reply(table="L'assistant ne répond pas. Réessayez dans un instant.")
            after = self._latest_id()
        if before is None or after is None or after <= before:
            return reply, []
        return reply, list(range(before + 1, after + 1))

    def _latest_id(self) -> int | None:
        try:
            with Ledger() as ledger:
                return ledger.latest_entry_id(self.table)
        except (LedgerError, OSError):
            return None
