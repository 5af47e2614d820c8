"""``hades parse``: what the assistant understands, as JSON (the parse contract).

``hades parse --jsonl`` reads one utterance per line on stdin and prints one JSON object per
line: ``{"text", "intent", "confidence", "slots"}``; ``hades parse "quatre dés contre cinq"``
parses one utterance. The model loads in-process (about ten seconds); stdout carries only JSON,
stderr only our French progress line (Rasa's warnings are silenced while parsing too).

Memory: each line is parsed, written and dropped (nothing is kept), and a trained model is run
without TensorFlow (``assistant.nlu.deferred_tensorflow``, as the chat's Rasa server does):
``benchmarks/bench_parse_memory.py`` prints the peak on 10 000 lines.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TextIO

from assistant.nlu.contract import ParseResult


def parse_lines(lines: TextIO, out: TextIO) -> int:
    """Parse each non-empty line of ``lines`` and write its JSON line to ``out`` (one line at
    a time: memory stays flat however long the input)."""
    from assistant.nlu.model import ensure_model
    from assistant.nlu.parser import Parser
    from assistant.nlu.quiet import quiet_rasa

    print("Chargement du modèle de compréhension…", file=sys.stderr, flush=True)
    parser = Parser(ensure_model())
    try:
        with quiet_rasa():  # Rasa's warnings (English, with terminal colours) stay off stderr
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


def _without_tensorflow() -> None:
    """Defer TensorFlow in this ``hades parse`` process when the model is already trained (it
    will not train, and the trained pipeline uses no TensorFlow: 400 MB saved). Only here, in
    the command's own process: a process that may train later must not defer it."""
    from assistant.nlu.model import model_path
    from assistant.nlu.startup import fast_start

    if fast_start() and model_path().exists():
        from assistant.nlu.deferred_tensorflow import install

        install()


def _handler(args: argparse.Namespace) -> int:
    _without_tensorflow()
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
