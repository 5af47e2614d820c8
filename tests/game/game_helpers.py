"""Helpers shared by the HaDes game tests (fixtures live in ``conftest.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

JsonRun = Callable[..., dict[str, Any]]


def fortunes_of(hades_json: JsonRun) -> dict[str, int]:
    """Every protagoniste's fortunes, read back from ``hades state``."""
    return {p["name"]: p["fortunes"] for p in hades_json("state")["data"]["protagonists"]}


def destin_of(hades_json: JsonRun) -> int:
    """The Destin, as the Destinée reads it."""
    return int(hades_json("destin")["data"]["gm"]["destin"])
