"""How the command line shows a Reply: French text, or JSON with ``--json``.

The Destinée's part (``Reply.gm`` and the ``"gm"`` keys of ``Reply.data``) is shown only with
``--gm``: a player's view never holds the Destin, not even in JSON. Without ``--gm`` the command
is a player's (``assistant.roles``). A secret answer (no table part) prints only the gm line.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from assistant.cli.parser import visible
from assistant.game import Game
from assistant.ledger import DEFAULT_TABLE, Ledger, player_view
from assistant.reply import Reply
from assistant.roles import Role

GM_PREFIX = "Destinée : "


def reply_json(reply: Reply, gm: bool) -> dict[str, Any]:
    """The JSON object printed for ``reply``."""
    shown: dict[str, Any] = {"table": reply.table,
                             "data": reply.data if gm else player_view(reply.data)}
    if gm:
        shown["gm"] = reply.gm
    return shown


def print_reply(reply: Reply, args: argparse.Namespace, gm_only: bool = False) -> None:
    """Print ``reply`` as text (table line, then the gm line with --gm) or as JSON, without
    any control character (``parser.visible``)."""
    if args.json:
        print(visible(json.dumps(reply_json(reply, args.gm), ensure_ascii=False)), flush=True)
        return
    if not gm_only and (reply.table or not (args.gm and reply.gm)):
        print(visible(reply.table), flush=True)
    if args.gm and reply.gm:
        print(visible(reply.gm if gm_only else GM_PREFIX + reply.gm), flush=True)


def run_game(action: Callable[[Game, argparse.Namespace], Reply],
             gm_only: bool = False) -> Callable[[argparse.Namespace], int]:
    """A sub-command handler: open the ledger, run ``action`` on the table, print the reply
    (after the command's commit), return exit code 0. ``--gm`` speaks as the Destinée, without
    it as a player (``assistant.roles``: a player's command that is hers is refused)."""

    def handler(args: argparse.Namespace) -> int:
        with Ledger() as ledger:
            reply = action(Game(ledger, args.table or DEFAULT_TABLE, role=Role.of(args.gm)), args)
        print_reply(reply, args, gm_only)
        return 0

    return handler


def run_pure(action: Callable[[argparse.Namespace], Reply]) -> Callable[[argparse.Namespace], int]:
    """A sub-command handler that needs no ledger (odds, simulations)."""

    def handler(args: argparse.Namespace) -> int:
        print_reply(action(args), args)
        return 0

    return handler
