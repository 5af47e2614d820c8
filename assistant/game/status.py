"""« Fais le point », « comment va Ysaline ? » and « qu'est-ce qu'un presque ? »: short spoken
answers that read the table (or the rules) and write nothing."""

from __future__ import annotations

from assistant.game.base import GameBase
from assistant.reply import Reply
from assistant.wording.records import protagonist_words, table_header
from assistant.wording.rules import rule_explanation
from assistant.wording.spoken import display_name, sentence, signed


class StatusCommands(GameBase):
    """A summary of the table or of one protagonist, and the rules explained."""

    def status(self, protagonist: str | None = None) -> Reply:
        """The table in one breath: the game, each protagonist's fortunes and jauges (only the
        named one when ``protagonist`` is given); the Destin for the Destinée only."""
        with self.read() as table:
            state = table.state
        if protagonist is not None:
            found = state.find(protagonist)
            if found is None:
                return Reply(table=f"Je ne connais pas {display_name(protagonist)} à cette table.",
                             data={"kind": "status", "protagonist": protagonist, "known": False})
            words = [phrase for phrase in protagonist_words(state)
                     if phrase.startswith(display_name(found.name) + ",")]
            return Reply(table=sentence(*words),
                         data={"kind": "status", "protagonist": found.name, "known": True})
        people = protagonist_words(state) or ["Aucun protagoniste pour l'instant."]
        return Reply(table=sentence(table_header(state), *people),
                     gm=f"Destin : {signed(state.destin)}.",
                     data={"kind": "status", "gm": {"destin": state.destin}})

    @staticmethod
    def rules(topic: str, detailed: bool = False) -> Reply:
        """A short explanation of one rule (the longer one with ``detailed``)."""
        return rule_explanation(topic, detailed)
