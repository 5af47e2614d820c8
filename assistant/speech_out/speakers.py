"""Speakers: something that says a French sentence aloud somewhere (table speaker, earphone)."""

from __future__ import annotations

import shutil
import subprocess
from typing import Protocol

from assistant.speech_out.audio import Audio
from assistant.speech_out.espeak import EspeakSynthesizer, SpeechEngineNotFoundError
from assistant.speech_out.settings import SpeechSettings

SPD_SAY = "spd-say"
LISTENING = "Oui ?"
"""What the speech-dispatcher speaker says instead of a tone when it starts listening."""


class Speaker(Protocol):
    """Says sentences aloud on one output."""

    def say(self, text: str, settings: SpeechSettings) -> None:
        """Say ``text`` and return when it has been said."""

    def chime(self) -> None:
        """Play a short « I'm listening » sound."""


class Player(Protocol):
    """Plays a clip on one device."""

    def play(self, audio: Audio) -> None:
        """Play ``audio`` to the end."""


class AudioSpeaker:
    """espeak-ng synthesis played on a chosen device: the only kind that can target an earphone."""

    def __init__(self, synthesizer: EspeakSynthesizer, player: Player) -> None:
        self._synthesizer = synthesizer
        self._player = player

    def say(self, text: str, settings: SpeechSettings) -> None:
        """Synthesise ``text`` and play it on this speaker's device."""
        self._player.play(self._synthesizer.synthesize(text, settings))

    def chime(self) -> None:
        """Play a 120 ms tone at 880 Hz."""
        self._player.play(chime_audio())


class SpeechDispatcherSpeaker:
    """Speaks through speech-dispatcher (``spd-say``), the service screen readers use.

    speech-dispatcher chooses its own audio output, so this speaker is only ever used for the
    table: the Destinée's earphone always goes through :class:`AudioSpeaker`.
    """

    def __init__(self, program: str = SPD_SAY) -> None:
        path = shutil.which(program)
        if path is None:
            raise SpeechEngineNotFoundError(program)
        self._program = path

    def say(self, text: str, settings: SpeechSettings) -> None:
        """Ask speech-dispatcher to say ``text`` in French and wait until it is said."""
        subprocess.run(spd_say_command(self._program, text, settings), check=True, timeout=60)

    def chime(self) -> None:
        """Say « Oui ? »: speech-dispatcher's sound icons are often not installed (silent)."""
        self.say(LISTENING, SpeechSettings())


def spd_say_command(program: str, text: str, settings: SpeechSettings) -> list[str]:
    """The ``spd-say`` command line for ``text``.

    espeak-ng's 175 words a minute is speech-dispatcher's rate 0; its scale is −100…+100, so one
    espeak step of 25 words a minute is about 14 points. Volume 100 % is speech-dispatcher's 0.
    """
    rate = max(-100, min(100, round((settings.rate - 175) * 100 / 175)))
    volume = max(-100, min(100, settings.volume - 100))
    command = [program, "--wait", "--language", "fr", "--rate", str(rate), "--volume", str(volume)]
    if settings.voice != "fr":
        command += ["--synthesis-voice", settings.voice]
    return command + ["--", text]


def chime_audio(sample_rate: int = 22050) -> Audio:
    """A 120 ms, 880 Hz tone with soft edges."""
    import numpy as np

    times = np.arange(int(0.12 * sample_rate)) / sample_rate
    envelope = np.minimum(1.0, np.minimum(times, times[-1] - times) / 0.01)
    tone = 0.3 * 32767 * envelope * np.sin(2 * np.pi * 880 * times)
    return Audio(tone.astype(np.int16), sample_rate)
