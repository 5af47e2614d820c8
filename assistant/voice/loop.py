"""The voice loop: wait for a turn, listen, echo what was heard, act on it, answer aloud."""

from __future__ import annotations

import logging
from typing import Callable, Protocol

from assistant.reply import Reply
from assistant.speech_in.listener import Listener
from assistant.speech_out.settings import SpeechSettings
from assistant.voice import phrases
from assistant.voice.commands import SpeechCommand, speech_command
from assistant.voice.router import ReplyRouter
from assistant.voice.turns import Trigger

logger = logging.getLogger(__name__)


class ReplyHandler(Protocol):
    """Turns one French sentence into a reply: ``assistant.chat.ChatSession`` is one."""

    def handle(self, text: str) -> Reply:
        """Answer ``text``."""


class VoiceLoop:
    """One player's voice session."""

    def __init__(
        self,
        listener: Listener,
        handler: ReplyHandler,
        router: ReplyRouter,
        trigger: Trigger,
        settings: SpeechSettings,
    ) -> None:
        self.listener = listener
        self.handler = handler
        self.router = router
        self.trigger = trigger
        self.settings = settings
        self.last_reply: Reply | None = None

    def run(self) -> None:
        """Show how to take a turn, then take turns until the trigger says the session is over."""
        self.router.screen(self.trigger.prompt)
        while self.trigger.wait():
            self.take_turn()

    def take_turn(self) -> None:
        """Listen for one command and answer it.

        Every recognised sentence is shown (« Entendu : … ») before anything is done with it; a
        doubtful one is shown too, then refused with « Je n'ai pas compris ».
        """
        heard = self.listener.listen()
        if heard is None:
            self._say(phrases.NOTHING_HEARD)
            return
        if not heard.accepted:
            if heard.utterance.words:
                self.router.screen(phrases.DOUBTFUL.format(text=heard.text))
            self._say(phrases.NOT_UNDERSTOOD)
            return
        self.router.screen(phrases.HEARD.format(text=heard.text))
        command = speech_command(heard.text)
        if command is not None:
            self._obey(command)
            return
        try:
            reply = self.handler.handle(heard.text)
        except Exception:  # noqa: BLE001 - a voice session must survive any failed command
            logger.exception("handler failed on %r", heard.text)
            self._say(phrases.HANDLER_FAILED)
            return
        self.last_reply = reply
        self._deliver(reply)

    def _obey(self, command: SpeechCommand) -> None:
        """Carry out a speech command; « plus lentement » also repeats the last answer slower."""
        changes: dict[SpeechCommand, tuple[Callable[[], SpeechSettings], str]] = {
            SpeechCommand.SLOWER: (self.settings.slower, phrases.SLOWER),
            SpeechCommand.FASTER: (self.settings.faster, phrases.FASTER),
            SpeechCommand.LOUDER: (self.settings.louder, phrases.LOUDER),
            SpeechCommand.SOFTER: (self.settings.softer, phrases.SOFTER),
        }
        if command in changes:
            change, confirmation = changes[command]
            self.settings = change()
            if command is SpeechCommand.SLOWER and self.last_reply is not None:
                self._deliver(self.last_reply)
            else:
                self._say(confirmation)
        elif self.last_reply is None:
            self._say(phrases.NOTHING_TO_REPEAT)
        else:
            self._deliver(self.last_reply)

    def _deliver(self, reply: Reply) -> None:
        """Answer with the microphone off, so the assistant never hears itself."""
        with self.listener.source.paused():
            self.router.deliver(reply, self.settings)

    def _say(self, text: str) -> None:
        """Say one of the voice front end's own lines."""
        self._deliver(Reply(table=text))
