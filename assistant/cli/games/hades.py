"""HaDes's ``hades`` sub-commands: the rolls, the oracles, the Destin, the missions and the
protagonistes, one module each (HaDes came first and keeps its modules where they were)."""

from __future__ import annotations

import argparse
import importlib

HADES_MODULES = (
    "assistant.cli.rolls",
    "assistant.cli.oracles",
    "assistant.cli.destin",
    "assistant.cli.missions",
    "assistant.cli.protagonists",
)
"""Modules adding HaDes's sub-commands, in help order."""


def register(subparsers: argparse._SubParsersAction) -> None:
    """Add HaDes's commands."""
    for name in HADES_MODULES:
        importlib.import_module(name).register(subparsers)
