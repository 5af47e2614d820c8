"""Recognisers: audio chunks in, recognised French text (with word confidences) out.

The voice loop only knows the :class:`Recognizer` protocol, so unit tests drive it with a fake
that returns French text, and the real one is vosk (:class:`VoskRecognizer`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol, Sequence

from assistant.speech_in.grammar import UNKNOWN

if TYPE_CHECKING:
    import vosk


@dataclass(frozen=True)
class Word:
    """One recognised word."""

    text: str
    confidence: float
    """Posterior probability of the word (vosk's ``conf``), 0…1."""


@dataclass(frozen=True)
class Utterance:
    """What the recogniser heard in one stretch of speech."""

    words: tuple[Word, ...]
    from_grammar: bool = False
    """True when the closed command grammar produced it, False for free recognition."""

    @property
    def text(self) -> str:
        """The words joined, ``l' oracle`` glued back to ``l'oracle``."""
        return " ".join(word.text for word in self.words).replace("' ", "'")

    @property
    def confidence(self) -> float:
        """The weakest word's confidence (0 when nothing was heard): one doubtful word is enough
        to risk rolling the wrong dice."""
        return min((word.confidence for word in self.words), default=0.0)

    @property
    def has_unknown(self) -> bool:
        """True when part of the speech fell outside the grammar (``[unk]``)."""
        return any(word.text == UNKNOWN for word in self.words)

    @classmethod
    def from_vosk(cls, result: str, from_grammar: bool) -> Utterance:
        """Parse a vosk JSON result produced with ``SetWords(True)``."""
        parsed = json.loads(result)
        words = tuple(Word(item["word"], float(item["conf"])) for item in parsed.get("result", []))
        return cls(words, from_grammar)


class Recognizer(Protocol):
    """Streaming speech recognition of one utterance at a time."""

    def accept(self, chunk: bytes) -> Utterance | None:
        """Feed 16-bit mono samples; return the utterance when the recogniser saw its end."""

    def partial(self) -> str:
        """The words heard so far in the current utterance."""

    def finish(self) -> Utterance:
        """End the current utterance now (our endpointer heard silence) and return it."""

    def reset(self) -> None:
        """Forget the current utterance."""


class VoskRecognizer:
    """A vosk ``KaldiRecognizer``, free or restricted to a phrase grammar."""

    def __init__(
        self, model: vosk.Model, sample_rate: int, grammar: Sequence[str] | None = None
    ) -> None:
        import vosk

        self.grammar = list(grammar) if grammar is not None else None
        if self.grammar is None:
            self._recognizer = vosk.KaldiRecognizer(model, sample_rate)
        else:
            phrases = json.dumps(self.grammar, ensure_ascii=False)
            self._recognizer = vosk.KaldiRecognizer(model, sample_rate, phrases)
        self._recognizer.SetWords(True)

    def accept(self, chunk: bytes) -> Utterance | None:
        """Feed a chunk; vosk's own endpointing may close the utterance."""
        if self._recognizer.AcceptWaveform(chunk):
            return Utterance.from_vosk(self._recognizer.Result(), self.grammar is not None)
        return None

    def partial(self) -> str:
        """vosk's partial hypothesis."""
        return str(json.loads(self._recognizer.PartialResult()).get("partial", ""))

    def finish(self) -> Utterance:
        """Flush vosk and return the final hypothesis."""
        return Utterance.from_vosk(self._recognizer.FinalResult(), self.grammar is not None)

    def reset(self) -> None:
        """Start a fresh utterance."""
        self._recognizer.Reset()


def load_vosk_model(path: str) -> vosk.Model:
    """Load a vosk model folder (about 2 s for a small model); vosk says only its errors."""
    import vosk

    vosk.SetLogLevel(-2)
    return vosk.Model(path)


def vocabulary_test(model: vosk.Model) -> Callable[[str], bool]:
    """The model's vocabulary as a predicate: ``is_known("dés")``."""
    return lambda word: bool(model.vosk_model_find_word(word) >= 0)
