"""Mono 16-bit audio held in memory, read from the WAV espeak-ng writes."""

from __future__ import annotations

import io
import wave
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Audio:
    """A mono clip of signed 16-bit samples."""

    samples: np.ndarray
    """The samples, dtype ``int16``, one channel."""

    sample_rate: int
    """Samples per second."""

    @property
    def duration(self) -> float:
        """Length of the clip in seconds."""
        return len(self.samples) / self.sample_rate

    @classmethod
    def from_wav_bytes(cls, data: bytes) -> Audio:
        """Read a mono 16-bit WAV held in memory (as espeak-ng writes it on stdout)."""
        with wave.open(io.BytesIO(data), "rb") as wav:
            if wav.getnchannels() != 1 or wav.getsampwidth() != 2:
                raise ValueError("only mono 16-bit WAV is supported")
            frames = wav.readframes(wav.getnframes())
            return cls(np.frombuffer(frames, dtype="<i2").copy(), wav.getframerate())
