"""Speech commands the voice loop answers itself: « répète », « plus lentement », …

« détaille » is not one of them: the details of a result live in the ledger, so it goes to the
chat pipeline like any game command.
"""

from __future__ import annotations

import re
from enum import Enum

from assistant.nlu.normalize import strip_accents


class SpeechCommand(Enum):
    """A request about the assistant's speech rather than about the game."""

    REPEAT = "repeat"
    SLOWER = "slower"
    FASTER = "faster"
    LOUDER = "louder"
    SOFTER = "softer"


PHRASES: dict[SpeechCommand, tuple[str, ...]] = {
    SpeechCommand.REPEAT: ("répète", "répète s'il te plaît", "tu peux répéter", "pardon",
                           "quoi", "encore une fois"),
    SpeechCommand.SLOWER: ("plus lentement", "parle plus lentement", "moins vite"),
    SpeechCommand.FASTER: ("plus vite", "parle plus vite", "plus rapide"),
    SpeechCommand.LOUDER: ("plus fort", "parle plus fort", "monte le son"),
    SpeechCommand.SOFTER: ("moins fort", "parle moins fort", "baisse le son"),
}
"""The phrases of each command, as said (they also go into the recognition grammar)."""

_LOOKUP = {
    " ".join(strip_accents(phrase).split()): command
    for command, phrases in PHRASES.items()
    for phrase in phrases
}


def speech_command(text: str) -> SpeechCommand | None:
    """The speech command ``text`` asks for, ``None`` for anything else (case and accents
    ignored, « répète ! » counts, « répète le jet » does not)."""
    key = " ".join(re.sub(r"[^\w' ]+", " ", strip_accents(text.lower())).split())
    return _LOOKUP.get(key)


def all_phrases() -> list[str]:
    """Every phrase of every speech command."""
    return [phrase for phrases in PHRASES.values() for phrase in phrases]
