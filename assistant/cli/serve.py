"""``hades serve``: keep the assistant's servers running for ``hades chat`` and ``hades voice``."""

from __future__ import annotations

import argparse
import sys

from assistant.chat.servers import ServerStartError
from assistant.serve.service import ServerDied, run_service

FAILURE = 1


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _handler(args: argparse.Namespace) -> int:
    try:
        run_service(_progress)
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
    serve.set_defaults(handler=_handler)
