"""Parse utterances in-process with the trained Rasa model (the ``hades parse`` back end)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from assistant.chat.typed import as_text
from assistant.nlu.contract import ParseResult, result_from_rasa
from assistant.nlu.corrections import with_corrections_applied
from assistant.nlu.normalize import (
    MAX_UTTERANCE_CHARS,
    normalize_utterance,
    readable,
    too_long,
)
from assistant.nlu.quiet import quiet_rasa
from assistant.nlu.spoken_breaks import with_spoken_breaks


class Parser:
    """Rasa NLU model loaded once; ``parse`` turns one utterance into a ``ParseResult``."""

    def __init__(self, model: Path | str) -> None:
        """Load the model archive (a few seconds: spaCy, scikit-learn, CRF)."""
        with quiet_rasa():
            from rasa.core.agent import Agent  # heavy import, only when a model is needed

            self._loop = asyncio.new_event_loop()
            self._agent = Agent.load(str(model))

    def parse(self, text: str) -> ParseResult:
        """Normalise ``text``, run the model and return the contract's view of the result."""
        text = readable(text)  # undecodable bytes and control characters never reach the JSON
        if too_long(text):  # refused whole: the contract's text is cut, nothing is understood
            return result_from_rasa(text[:MAX_UTTERANCE_CHARS], {})
        normalized = as_text(with_spoken_breaks(with_corrections_applied(
            normalize_utterance(text))))  # « /intent{…} » is words, not an intent; a value
        # taken back is the corrected one; a transcript gets the clause breaks a writer would put
        if not normalized.strip():
            return result_from_rasa(text, {})
        parsed = self._loop.run_until_complete(self._agent.parse_message(normalized))
        return result_from_rasa(text, parsed)

    def close(self) -> None:
        """Release the event loop."""
        self._loop.close()
