"""``hades serve``: keep the assistant's servers running for ``hades chat`` and ``hades voice``."""

from __future__ import annotations

import argparse
import socket
import sys

from assistant.cli.parser import name_text, port_number
from assistant.chat.servers import LOOPBACK, ServerStartError
from assistant.ledger import DEFAULT_TABLE
from assistant.serve.access import Access
from assistant.serve.links import page_links, terminal_qr
from assistant.serve.service import (ALL_INTERFACES, DEFAULT_WEB_PORT, ServerDied, WebOptions,
                                     run_service)

FAILURE = 1
BAD_INPUT = 2


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _show_links(host: str, port: int, access: Access) -> None:
    """Print both links, and with ``--lan`` their QR codes, on standard output."""
    lan = host == ALL_INTERFACES
    links = page_links(_lan_address() if lan else host, port, access)
    for label, key in (("Écran de la Destinée", "destinee"), ("Journal de la table", "table")):
        print(f"{label} : {links[key]}")
        if lan:
            print(terminal_qr(links[key]))
    sys.stdout.flush()


def _lan_address() -> str:
    """This machine's address on the local network (the one a route to the outside uses)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET: nothing is sent
            return str(probe.getsockname()[0])
        except OSError:
            return LOOPBACK


def _handler(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        print("hades serve : le port va de zéro à 65535.", file=sys.stderr)
        return BAD_INPUT
    options = WebOptions(table=args.table or DEFAULT_TABLE, lan=args.lan, port=args.port)
    try:
        run_service(_progress, options, _show_links)
    except OSError as error:
        print(f"hades serve : impossible d'ouvrir le port {args.port} ({error.strerror}).",
              file=sys.stderr)
        return FAILURE
    except (ServerStartError, ServerDied) as error:
        print(f"hades serve : le service s'est arrêté ({error}).", file=sys.stderr)
        return FAILURE
    print("Service arrêté.", file=sys.stderr)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades serve``."""
    serve = subparsers.add_parser(
        "serve", help="garde l'assistant prêt pour hades chat et hades voice",
        description="Démarre une fois pour toutes le modèle de compréhension ; hades chat et"
        " hades voice s'y branchent en moins d'une seconde. Arrêt : Ctrl+C.",
    )
    serve.add_argument("--table", type=name_text, help="table montrée par les pages (par défaut : principale)")
    serve.add_argument("--lan", action="store_true",
                       help="ouvre les pages aux téléphones du réseau local (liens à jeton)")
    serve.add_argument("--port", type=port_number, default=DEFAULT_WEB_PORT,
                       help=f"port des pages (par défaut : {DEFAULT_WEB_PORT})")
    serve.set_defaults(handler=_handler)
