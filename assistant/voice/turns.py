"""Turn taking: when the assistant starts listening for a command.

Two ways, chosen in the settings:
- push-to-talk: the Destinée (or any player at the keyboard) presses Entrée, then speaks; the
  microphone is closed while waiting for the key, so nothing said before is taken;
- wake word: the assistant listens all the time for one word only (« hadès » by default, a vosk
  grammar of that single word), waits for the word to end, chimes, then listens for the
  command (the wake word and the command in one breath are not supported).
The end of the command is found on silence by the listener (see ``speech_in.endpointing``).
"""

from __future__ import annotations

from typing import Callable, Protocol

from assistant.speech_in.endpointing import Phase, SilenceEndpointer
from assistant.speech_in.microphone import AudioSource
from assistant.speech_in.recognizer import Recognizer
from assistant.voice import phrases

QUIT_KEYS = frozenset({"q", "quitter", "quit"})


class Trigger(Protocol):
    """Waits for the moment to listen."""

    prompt: str
    """How to take a turn, shown once when the session starts."""

    def wait(self) -> bool:
        """Block until the player wants to speak; False when the session should end."""


class PushToTalk:
    """Listen after each Entrée typed on the keyboard."""

    def __init__(self, source: AudioSource, read_line: Callable[[], str] = input) -> None:
        self.source = source
        self.read_line = read_line
        self.prompt = phrases.PUSH_TO_TALK_PROMPT

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
        self,
        source: AudioSource,
        spotter: Recognizer,
        wake_word: str,
        chime: Callable[[], None],
        endpointer: SilenceEndpointer | None = None,
    ) -> None:
        self.source = source
        self.spotter = spotter
        self.wake_word = wake_word
        self.chime = chime
        self.endpointer = endpointer or SilenceEndpointer(sample_rate=source.sample_rate)
        self.prompt = phrases.WAKE_WORD_PROMPT.format(wake_word=wake_word)

    def wait(self) -> bool:
        """Read the microphone until the wake word is heard, let it finish, then chime.

        The spotter knows the word before it is fully said; the rest of it must not reach the
        command's listener, so the chime waits for the silence after the word (« Hadès » …
        bip … « quatre dés contre trois »).
        """
        self.spotter.reset()
        self.endpointer.reset()
        while True:
            chunk = self.source.read()
            self.endpointer.update(chunk)
            closed = self.spotter.accept(chunk)
            heard = closed.text if closed is not None else self.spotter.partial()
            if self.wake_word in heard.split():
                break
        while not self._quiet_after_word():
            self.endpointer.update(self.source.read())
        self.spotter.reset()
        with self.source.paused():
            self.chime()
        return True

    def _quiet_after_word(self) -> bool:
        """True once the silence after the wake word is long enough to end an utterance."""
        return self.endpointer.phase is Phase.ENDED or (
            self.endpointer.silence_run_ms >= self.endpointer.silence_ms
        )
