"""Who hears what: the table's part of a reply goes to the table, the Destinée's part never does.

A :class:`~assistant.reply.Reply` has ``table`` (for everybody) and ``gm`` (the Destin, hidden
rolls: only for the Destinée). The table's text is shown on screen and spoken on the table's
speaker. The Destinée's text goes:

- to her own output device (an earphone) when one is configured, and on her screen;
- otherwise only to her screen (the terminal running ``hades voice``), while the table's speaker
  says the neutral line « Destin noté. » after a public answer; an answer with no table part
  (her secret actions, ``assistant.roles``) is never announced on the table's speaker.

The table's speaker is never given ``gm`` text: that is the whole point of this module.
"""

from __future__ import annotations

from typing import Callable

from assistant.reply import Reply
from assistant.speech_out.settings import SpeechSettings
from assistant.speech_out.speakers import Speaker
from assistant.voice import phrases


class ReplyRouter:
    """Sends each part of a reply to the screen and speakers allowed to carry it."""

    def __init__(
        self,
        table: Speaker,
        screen: Callable[[str], None],
        destinee: Speaker | None = None,
    ) -> None:
        self.table = table
        self.screen = screen
        self.destinee = destinee

    def deliver(self, reply: Reply, settings: SpeechSettings) -> None:
        """Show and say ``reply``, keeping its secret part away from the table's speaker."""
        self.screen(reply.table)
        if reply.table:
            self.table.say(reply.table, settings)
        if not reply.gm:
            return
        self.screen(phrases.FOR_DESTINEE.format(text=reply.gm))
        if self.destinee is not None:
            self.destinee.say(reply.gm, settings)
        elif reply.table:  # a secret action stays silent at the table
            self.table.say(phrases.DESTIN_NOTED, settings)

    def say(self, text: str, settings: SpeechSettings) -> None:
        """Show and say a message of the voice front end itself (never secret)."""
        self.deliver(Reply(table=text), settings)
