"""``hades parse``: what the assistant understands, as JSON (the parse contract).

``hades parse --jsonl`` reads one utterance per line on stdin and prints one JSON object per
line: ``{"text", "intent", "confidence", "slots"}``; ``hades parse "quatre dés contre cinq"``
parses one utterance. The model loads in-process (about ten seconds); stdout carries only JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from assistant.nlu.contract import ParseResult


def parse_lines(lines: TextIO, out: TextIO) -> int:
    """Parse each non-empty line of ``lines`` and write its JSON line to ``out``."""
    from assistant.nlu.model import ensure_model
    from assistant.nlu.parser import Parser

    print("Chargement du modèle de compréhension…", file=sys.stderr, flush=True)
    parser = Parser(ensure_model())
    try:
        for line in lines:
            text = line.rstrip("\n")
            if text.strip():
                print(json_line(parser.parse(text)), file=out, flush=True)
    finally:
        parser.close()
    return 0


def json_line(result: ParseResult) -> str:
    """One line of the contract (UTF-8 kept readable)."""
    return json.dumps(result.to_json(), ensure_ascii=False)


def _handler(args: argparse.Namespace) -> int:
    if args.jsonl:
        return parse_lines(sys.stdin, sys.stdout)
    if not args.text:
        print("hades parse : donnez une phrase, ou --jsonl pour lire l'entrée.", file=sys.stderr)
        return 2
    return parse_lines([" ".join(args.text)], sys.stdout)  # type: ignore[arg-type]


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add ``hades parse``."""
    parse = subparsers.add_parser(
        "parse", help="montre ce que l'assistant comprend d'une phrase (JSON)",
        description="Analyse des phrases en français : intention, confiance et valeurs.",
    )
    parse.add_argument("text", nargs="*", help="la phrase à analyser")
    parse.add_argument("--jsonl", action="store_true",
                       help="lit une phrase par ligne sur l'entrée, écrit un JSON par ligne")
    parse.set_defaults(handler=_handler)
