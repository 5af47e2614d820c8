"""French speech synthesis with espeak-ng (the Debian package), into memory."""

from __future__ import annotations

import shutil
import subprocess

from assistant.speech_out.audio import Audio
from assistant.speech_out.settings import SpeechSettings

ESPEAK = "espeak-ng"


class SpeechEngineNotFoundError(RuntimeError):
    """The speech program is not installed."""


class EspeakSynthesizer:
    """Turns French text into audio with ``espeak-ng --stdout`` (offline, ~20 ms a sentence)."""

    def __init__(self, program: str = ESPEAK) -> None:
        path = shutil.which(program)
        if path is None:
            raise SpeechEngineNotFoundError(program)
        self._program = path

    def synthesize(self, text: str, settings: SpeechSettings) -> Audio:
        """Speak ``text`` into a clip with the given voice, rate and volume."""
        command = [
            self._program, "--stdout", "-v", settings.voice, "-s", str(settings.rate),
            "-a", str(settings.volume), "--", text,
        ]
        result = subprocess.run(command, capture_output=True, check=True)
        return Audio.from_wav_bytes(result.stdout)
