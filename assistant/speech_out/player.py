"""Plays audio on one sound device through PortAudio (sounddevice)."""

from __future__ import annotations

import time

from assistant.speech_out.audio import Audio


class DevicePlayer:
    """Plays clips on one output device, named as sounddevice knows it (``None``: the default)."""

    def __init__(self, device: str | None = None) -> None:
        self.device = device
        self.first_sample_at: float | None = None
        """``time.perf_counter()`` when the last clip's first samples were handed to the device."""

    def play(self, audio: Audio) -> None:
        """Play ``audio`` to the end (blocking)."""
        import sounddevice

        with sounddevice.OutputStream(
            samplerate=audio.sample_rate, channels=1, dtype="int16", device=self.device
        ) as stream:
            self.first_sample_at = time.perf_counter()
            stream.write(audio.samples.reshape(-1, 1))
            stream.stop()
