"""``hades chat``: talk to the assistant by typing (or by piping lines, one answer per line).

It starts the Rasa and action servers on 127.0.0.1 itself (training the model first when the
data changed), shows its progress on stderr, answers each line, and stops the servers on exit.
"""

from __future__ import annotations

import argparse
import sys
import urllib.error
from typing import TextIO

from assistant.chat.servers import ServerStartError
from assistant.chat.session import ChatSession
from assistant.cli.output import print_reply
from assistant.cli.parser import common_options, seed_number
from assistant.ledger import DEFAULT_TABLE, Ledger

PROMPT = "> "
GOODBYE = "À bientôt !"


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def chat_loop(session: ChatSession, lines: TextIO, args: argparse.Namespace, interactive: bool) -> None:
    """Answer every line of ``lines`` until its end (Ctrl-D) or Ctrl-C."""
    while True:
        if interactive:
            print(PROMPT, end="", file=sys.stderr, flush=True)
        line = lines.readline()
        if not line:
            break
        if line.strip():
            print_reply(session.handle(line.strip()), args)


def _handler(args: argparse.Namespace) -> int:
    interactive = sys.stdin.isatty()
    with Ledger():  # a fault of the database is said now, before the servers start
        pass
    session = ChatSession(table=args.table or DEFAULT_TABLE, seed=args.seed, gm=args.gm)
    try:
        session.start(progress=_progress)
        chat_loop(session, sys.stdin, args, interactive)
    except ServerStartError as error:
        print(f"hades chat : l'assistant n'a pas pu démarrer ({error}).", file=sys.stderr)
        return 1
    except (urllib.error.URLError, ConnectionError):
        print("hades chat : le serveur de compréhension s'est arrêté. Relancez hades chat.",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    finally:
        session.close()
    if interactive:
        print(GOODBYE, file=sys.stderr)
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades chat``."""
    chat = subparsers.add_parser(
        "chat", parents=[common_options()],
        help="parle à l'assistant en tapant des phrases",
        description="Assistant en français : tapez « quatre dés contre trois », « jet de"
        " distance qui », « aide »… Lit aussi les lignes envoyées sur l'entrée.",
    )
    chat.add_argument("--seed", type=seed_number,
                      help="graine : la n-ième phrase lance les dés avec la graine S + n")
    chat.set_defaults(handler=_handler)
