"""Typed text is text: what a user types never reaches Rasa as a command of its own.

Rasa reads a message that starts with « / » (``/destin_adjust{"amount": 1000}``) as an intent
with its entities, past the model and the trust policy (``assistant.nlu.trust``). The chat
(``ChatSession``) and the Rasa channel (``assistant.chat.channel``, for any other client with
the run's secret) both take the leading slashes off first, so such a line is read as words.
"""

from __future__ import annotations

import re

_COMMAND_PREFIX = re.compile(r"^[\s/]+")
"""Leading spaces and slashes (Rasa strips the spaces, then sees the « / »)."""


def as_text(line: str) -> str:
    """``line`` without the leading slashes that would make Rasa skip its model."""
    return _COMMAND_PREFIX.sub("", line)
