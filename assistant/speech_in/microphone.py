"""The microphone: 16-bit mono chunks read on demand from a PortAudio input (sounddevice).

Reading on demand (a blocking stream, no callback thread) keeps the loop simple and lets a test
use ALSA's ``file`` plugin as a microphone: it serves a raw file's samples bit-exactly.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import ContextManager, Iterator, Protocol

CHUNK_MS = 50


class AudioSource(Protocol):
    """Where speech comes from."""

    sample_rate: int

    def read(self) -> bytes:
        """The next chunk of 16-bit mono samples (blocks until it is there)."""

    def paused(self) -> ContextManager[None]:
        """Context during which nothing is captured (the assistant is speaking)."""


class Microphone:
    """A sounddevice input stream; use it as a context manager."""

    def __init__(self, device: str | None = None, sample_rate: int = 16000) -> None:
        self.device = device
        self.sample_rate = sample_rate
        self.chunk_frames = sample_rate * CHUNK_MS // 1000
        self._stream = None

    def __enter__(self) -> Microphone:
        import sounddevice

        self._stream = sounddevice.RawInputStream(
            samplerate=self.sample_rate, channels=1, dtype="int16", device=self.device,
            blocksize=self.chunk_frames,
        )
        self._stream.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def read(self) -> bytes:
        """The next 50 ms of audio."""
        if self._stream is None:
            raise RuntimeError("microphone not opened")
        data, _overflowed = self._stream.read(self.chunk_frames)
        return bytes(data)

    @contextmanager
    def paused(self) -> Iterator[None]:
        """Stop capturing while the assistant speaks, so it never hears itself.

        Stopping the stream drops what the sound card buffered meanwhile; capture resumes with
        fresh audio when the context exits.
        """
        if self._stream is None:
            yield
            return
        self._stream.stop()
        try:
            yield
        finally:
            self._stream.start()
