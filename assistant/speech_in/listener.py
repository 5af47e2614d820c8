"""Listening for one command: capture to the end of speech, recognise, decide whether to trust it.

Recognition is grammar first: the closed command grammar is fast and accurate. When its answer
holds ``[unk]`` or a doubtful word (a name in « jet de choix entre … », a protagonist's name),
the same audio is decoded again by free recognition, which only runs then. Whatever comes out
is kept only if every word's confidence reaches ``min_confidence``; otherwise the voice loop says
« Je n'ai pas compris » rather than rolling the wrong dice.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from assistant.speech_in.endpointing import Phase, SilenceEndpointer
from assistant.speech_in.microphone import AudioSource
from assistant.speech_in.recognizer import Recognizer, Utterance

DEFAULT_MIN_CONFIDENCE = 0.6


@dataclass(frozen=True)
class Heard:
    """The outcome of listening for one command."""

    utterance: Utterance
    """The final recognition (from the grammar, or from free recognition when it took over)."""

    accepted: bool
    """True when the text is trustworthy enough to act on."""

    speech_ended_at: float
    """``time.perf_counter()`` when the last chunk holding speech was read."""

    recognized_at: float
    """``time.perf_counter()`` when the final text was known."""

    @property
    def text(self) -> str:
        """The recognised text."""
        return self.utterance.text


def is_trustworthy(utterance: Utterance, min_confidence: float) -> bool:
    """True when ``utterance`` has words, none outside the grammar, all confident enough."""
    return bool(utterance.words) and not utterance.has_unknown and (
        utterance.confidence >= min_confidence
    )


def decode(recognizer: Recognizer, chunks: list[bytes]) -> Utterance:
    """Recognise buffered audio from scratch, joining the pieces vosk may cut it into."""
    recognizer.reset()
    pieces = [piece for piece in map(recognizer.accept, chunks) if piece is not None]
    pieces.append(recognizer.finish())
    words = tuple(word for piece in pieces for word in piece.words)
    return Utterance(words, from_grammar=pieces[-1].from_grammar)


class Listener:
    """Captures and recognises one utterance at a time from an audio source."""

    def __init__(
        self,
        source: AudioSource,
        recognizer: Recognizer,
        fallback: Recognizer | None = None,
        endpointer: SilenceEndpointer | None = None,
        min_confidence: float = DEFAULT_MIN_CONFIDENCE,
        timeout_s: float = 8.0,
    ) -> None:
        self.source = source
        self.recognizer = recognizer
        self.fallback = fallback
        self.endpointer = endpointer or SilenceEndpointer(sample_rate=source.sample_rate)
        self.min_confidence = min_confidence
        self.timeout_s = timeout_s

    def listen(self) -> Heard | None:
        """Listen for one utterance; ``None`` when nobody spoke within ``timeout_s`` of audio."""
        self.recognizer.reset()
        self.endpointer.reset()
        chunks: list[bytes] = []
        speech_ended_at = time.perf_counter()
        while True:
            chunk = self.source.read()
            chunks.append(chunk)
            closed = self.recognizer.accept(chunk)
            phase = self.endpointer.update(chunk)
            if self.endpointer.silence_run_ms == 0.0:
                speech_ended_at = time.perf_counter()
            if closed is not None and closed.words:
                return self._decide(closed, chunks, speech_ended_at)
            if phase is Phase.ENDED:
                return self._decide(self.recognizer.finish(), chunks, speech_ended_at)
            if phase is Phase.WAITING and self.endpointer.total_ms >= 1000 * self.timeout_s:
                return None

    def _decide(self, utterance: Utterance, chunks: list[bytes], speech_ended_at: float) -> Heard:
        """Fall back to free recognition when the grammar could not hold the sentence."""
        if self.fallback is not None and not is_trustworthy(utterance, self.min_confidence):
            utterance = decode(self.fallback, chunks)
        return Heard(
            utterance=utterance,
            accepted=is_trustworthy(utterance, self.min_confidence),
            speech_ended_at=speech_ended_at,
            recognized_at=time.perf_counter(),
        )
