"""The long-running service: the Rasa server, the action server and the web pages
(``assistant.serve.web``), kept up until a signal.

``run_service`` starts both servers (each a child in its own process group that gets SIGTERM
from the kernel if the service dies, see ``assistant.chat.servers``), publishes the discovery
file, then waits. SIGTERM, SIGINT or SIGHUP stop both servers and remove the file; so does a
server that exits on its own (the service then fails, so that systemd can restart it).
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from assistant.chat.secret import new_secret
from assistant.chat.session import ChatSession
from assistant.chat.servers import LOOPBACK, Server, action_server, free_port, rasa_server, wait_all_ready
from assistant.nlu.model import ensure_model, model_path
from assistant.ledger import DEFAULT_TABLE
from assistant.reply import Reply
from assistant.serve.access import Access, Role
from assistant.serve.discovery import ServiceAddress, publish, withdraw

if TYPE_CHECKING:  # the web server (Sanic) is imported by the service only, never by a chat
    from assistant.serve.web import Answer, WebServer

START_TIMEOUT_SECONDS = 180.0
WATCH_SECONDS = 1.0
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)

ALL_INTERFACES = "0.0.0.0"
DEFAULT_WEB_PORT = 8470

Progress = Callable[[str], None]


class ServerDied(RuntimeError):
    """One of the service's servers exited while the service was running."""


def start_servers(progress: Progress) -> tuple[list[Server], ServiceAddress]:
    """Train the model if the data changed, start both servers and wait until they answer."""
    model = model_path()
    if not model.exists():
        progress("Entraînement du modèle de compréhension (une minute environ)…")
        model = ensure_model()
    action_port, rasa_port = free_port(), free_port()
    secret = new_secret()
    servers = [action_server(action_port, secret),
               rasa_server(rasa_port, model, action_port, secret)]
    progress("Chargement du modèle…")
    for server in servers:
        server.start()
    try:
        wait_all_ready(servers, START_TIMEOUT_SECONDS)
    except BaseException:
        stop_servers(servers)
        raise
    return servers, ServiceAddress(pid=os.getpid(), rasa_port=rasa_port, secret=secret)


def stop_servers(servers: list[Server]) -> None:
    """Stop every server, the last started first."""
    for server in reversed(servers):
        server.stop()


@dataclass(frozen=True)
class WebOptions:
    """Where the web pages listen: loopback unless ``lan``; ``port`` 0 picks a free one."""

    table: str = DEFAULT_TABLE
    lan: bool = False
    port: int = DEFAULT_WEB_PORT


def run_service(progress: Progress, options: WebOptions = WebOptions(),
                show_links: Callable[[str, int, Access], None] | None = None) -> None:
    """Run until a stop signal; raises ``ServerDied`` if a server exits on its own.
    ``show_links(host, port, access)`` is called once the web pages answer."""
    from assistant.serve.web import WebServer

    stop = threading.Event()
    previous = {sig: signal.signal(sig, lambda *_: stop.set()) for sig in STOP_SIGNALS}
    servers: list[Server] = []
    web: "WebServer | None" = None
    try:
        servers, address = start_servers(progress)
        publish(address)
        access = Access()
        web = WebServer((ALL_INTERFACES if options.lan else LOOPBACK, options.port), access,
                        options.table, _answerer(options.table))
        web.start()
        progress(f"Service prêt (processus {address.pid}). Arrêt : Ctrl+C.")
        if show_links:
            show_links(ALL_INTERFACES if options.lan else LOOPBACK, web.server_address[1], access)
        while not stop.wait(WATCH_SECONDS):
            for server in servers:
                if server.process is not None and server.process.poll() is not None:
                    raise ServerDied(f"{server.name} exited: {server.log_tail()}")
    finally:
        withdraw(os.getpid())
        if web is not None:
            web.stop()
        stop_servers(servers)
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _answerer(table: str) -> "Answer":
    """Commands typed on a page go through the chat pipeline: the table's as a player, the
    Destinée's with the Destinée's view (started lazily, once the discovery file exists)."""
    sessions: dict[Role, ChatSession] = {}

    def answer(text: str, role: Role) -> Reply:
        if role not in sessions:
            session = ChatSession(table=table, gm=role is Role.DESTINEE)
            session.start()
            sessions[role] = session
        return sessions[role].handle(text)

    return answer
