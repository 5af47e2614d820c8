"""The only place where results become French: every function returns an
``assistant.reply.Reply`` (``table`` for everybody, ``gm`` for the Destinée only, ``data``).

Sentences are short and spoken-style (result word first, then the evens, then what changed),
readable by a screen reader and espeak-ng: no tables, no emoji, signed numbers in words. The
Destin's value never appears in ``table``; in ``data`` it sits under the ``"gm"`` key that
front ends remove for players (``assistant.ledger.player_view``).
"""

from assistant.wording.analysis import odds, simulation
from assistant.wording.bookkeeping import (
    automatic,
    destin_adjusted,
    destin_roll,
    destin_value,
    fortunes,
    fortunes_gained,
    fortunes_spent,
    gauge_set,
    initiative,
    session_end,
)
from assistant.wording.errors import error, error_sentence
from assistant.wording.missions import competition, script
from assistant.wording.oracles import oracle
from assistant.wording.records import (
    export_lines,
    protagonists_data,
    redone,
    table_created,
    table_state,
    tables,
    undone,
)
from assistant.wording.roll import detail, roll, shift

__all__ = [
    "automatic",
    "competition",
    "destin_adjusted",
    "destin_roll",
    "destin_value",
    "detail",
    "error",
    "error_sentence",
    "export_lines",
    "fortunes",
    "fortunes_gained",
    "fortunes_spent",
    "gauge_set",
    "initiative",
    "odds",
    "oracle",
    "protagonists_data",
    "redone",
    "roll",
    "script",
    "session_end",
    "shift",
    "simulation",
    "table_created",
    "table_state",
    "tables",
    "undone",
]
