"""Turn taking: when the assistant starts listening for a command.

Two ways, chosen in the settings:
- push-to-talk: the Destinée (or any player at the keyboard) presses Entrée, then speaks; the
  microphone is closed while waiting for the key, so nothing said before is taken;
- wake word: the assistant listens all the time for one word only (« hadès » by default, a vosk
  grammar of that single word), chimes, then listens for the command.
The end of the command is found on silence by the listener (see ``speech_in.endpointing``).
"""

from __future__ import annotations

from typing import Callable, Protocol

from assistant.speech_in.microphone import AudioSource
from assistant.speech_in.recognizer import Recognizer

QUIT_KEYS = frozenset({"q", "quitter", "quit"})


class Trigger(Protocol):
    """Waits for the moment to listen."""

    def wait(self) -> bool:
        """Block until the player wants to speak; False when the session should end."""


class PushToTalk:
    """Listen after each Entrée typed on the keyboard."""

    def __init__(self, source: AudioSource, read_line: Callable[[], str] = input) -> None:
        self.source = source
        self.read_line = read_line

    def wait(self) -> bool:
        """Wait for Entrée with the microphone off; False on « q » or end of input."""
        with self.source.paused():
            try:
                line = self.read_line()
            except EOFError:
                return False
        return line.strip().lower() not in QUIT_KEYS


class WakeWord:
    """Listen after hearing the wake word."""

    def __init__(
        self, source: AudioSource, spotter: Recognizer, wake_word: str, chime: Callable[[], None]
    ) -> None:
        self.source = source
        self.spotter = spotter
        self.wake_word = wake_word
        self.chime = chime

    def wait(self) -> bool:
        """Read the microphone until the wake word is heard, then chime (microphone off)."""
        self.spotter.reset()
        while True:
            chunk = self.source.read()
            closed = self.spotter.accept(chunk)
            heard = closed.text if closed is not None else self.spotter.partial()
            if self.wake_word in heard.split():
                self.spotter.reset()
                with self.source.paused():
                    self.chime()
                return True
