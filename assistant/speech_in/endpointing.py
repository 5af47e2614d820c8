"""Endpointing: deciding from the audio alone that the speaker has finished a sentence.

vosk 0.3.45 cannot shorten its own end-of-speech rules (they live in the model's
``conf/model.conf``, often 0.5 s or more of trailing silence), so this energy detector closes the
utterance sooner: after ``silence_ms`` of audio quieter than the speech threshold, once at least
``min_speech_ms`` of speech was heard. The threshold follows the room: ``margin_db`` above the
noise floor, never below ``floor_db``. The noise floor is the 10th percentile of the chunk
levels of the last ``NOISE_WINDOW_S`` seconds: the pauses between words keep it at the room's
level during speech, and a steady noise (a fan, rain on the window) lifts it at once. Speech
that begins in the very first chunk is heard from the first pause between words on.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import Enum

import numpy as np

QUIET_DBFS = -90.0
NOISE_WINDOW_S = 3.0
NOISE_PERCENTILE = 10


class Phase(Enum):
    """Where the speaker is in the current utterance."""

    WAITING = "waiting"
    """No speech yet."""
    SPEAKING = "speaking"
    """Speech heard, not finished."""
    ENDED = "ended"
    """Enough silence after speech: the sentence is over."""


def level_dbfs(chunk: bytes) -> float:
    """Root-mean-square level of 16-bit samples, in dB relative to full scale."""
    samples = np.frombuffer(chunk, dtype="<i2").astype(np.float64)
    if samples.size == 0:
        return QUIET_DBFS
    rms = float(np.sqrt(np.mean(samples * samples)))
    return max(QUIET_DBFS, 20 * np.log10(rms / 32768)) if rms > 0 else QUIET_DBFS


@dataclass
class SilenceEndpointer:
    """Tracks one utterance chunk by chunk; call :meth:`reset` before the next one."""

    sample_rate: int = 16000
    silence_ms: int = 300
    min_speech_ms: int = 90
    margin_db: float = 12.0
    floor_db: float = -50.0
    max_utterance_s: float = 12.0
    recent_levels: deque[float] = field(default_factory=deque, init=False)
    phase: Phase = field(default=Phase.WAITING, init=False)
    speech_ms: float = field(default=0.0, init=False)
    silence_run_ms: float = field(default=0.0, init=False)
    total_ms: float = field(default=0.0, init=False)

    @property
    def noise_db(self) -> float:
        """The room's noise level, as measured so far."""
        if not self.recent_levels:
            return QUIET_DBFS
        return float(np.percentile(self.recent_levels, NOISE_PERCENTILE))

    @property
    def threshold_db(self) -> float:
        """Level above which a chunk counts as speech."""
        return max(self.floor_db, self.noise_db + self.margin_db)

    def update(self, chunk: bytes) -> Phase:
        """Take the next chunk and return the phase after it."""
        duration_ms = 1000 * len(chunk) / 2 / self.sample_rate
        level = level_dbfs(chunk)
        self.total_ms += duration_ms
        self.recent_levels.append(level)
        while len(self.recent_levels) * duration_ms > 1000 * NOISE_WINDOW_S:
            self.recent_levels.popleft()
        if level >= self.threshold_db:
            self.speech_ms += duration_ms
            self.silence_run_ms = 0.0
            if self.speech_ms >= self.min_speech_ms:
                self.phase = Phase.SPEAKING
        else:
            self.silence_run_ms += duration_ms
            if self.phase is Phase.WAITING:
                self.speech_ms = 0.0
            if self.phase is Phase.SPEAKING and self.silence_run_ms >= self.silence_ms:
                self.phase = Phase.ENDED
        if self.phase is Phase.SPEAKING and self.total_ms >= 1000 * self.max_utterance_s:
            self.phase = Phase.ENDED
        return self.phase

    def reset(self) -> None:
        """Start a new utterance, keeping the measured noise floor."""
        self.phase = Phase.WAITING
        self.speech_ms = self.silence_run_ms = self.total_ms = 0.0
