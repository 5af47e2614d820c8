"""What every front end (text chat, voice, command line) receives for one player's command."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Reply:
    """One answer of the assistant, split by audience.

    The Destin and hidden rolls go only into ``gm``: a front end sends ``table`` to the table's
    screen or speaker and ``gm`` to the Destinée's own screen or earphone, never elsewhere.
    """

    table: str
    """French sentence for everybody at the table (shown and spoken)."""

    gm: str | None = None
    """French sentence for the Destinée only (the Destin, secret rolls); ``None`` when empty."""

    data: dict[str, Any] = field(default_factory=dict)
    """The structured result behind the sentences, JSON-serialisable."""
