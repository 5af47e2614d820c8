"""What one turn of the chat tells the actions: table, seed and audience, and how to answer.

``assistant.chat`` sends them as message metadata (``{"table", "seed", "gm"}``). Every
answer goes back as one custom JSON message ``{"table", "gm", "data"}``; without ``gm`` the
Destinée's part is removed here already (``gm`` is ``None`` and ``data`` is the player view).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rasa_sdk import Tracker
from rasa_sdk.executor import CollectingDispatcher

from assistant import wording
from assistant.game import Game
from assistant.ledger import DEFAULT_TABLE, Ledger, LedgerError, player_view
from assistant.nlu.talk import SAID_TEXT, SAID_VERBS
from assistant.reply import Reply
from assistant.roles import Role
from hades_core.errors import HadesError


@dataclass(frozen=True)
class TurnContext:
    """The table, dice seed and audience of the current message."""

    table: str = DEFAULT_TABLE
    """« Table de jeu » (campaign) the command applies to."""
    seed: int | None = None
    """Seed of this turn's dice; ``None`` draws one from the secure source."""
    gm: bool = False
    """True when the Destinée's view (with the Destin) is shown: she is the one speaking."""

    verbs: frozenset[str] = frozenset()
    """The words read as verbs in the sentence as said (``assistant.nlu.talk.SAID_VERBS``)."""
    said: str = ""
    """The whole sentence as said, when the model read only its command (``SAID_TEXT``)."""

    @property
    def role(self) -> Role:
        """Who speaks (``assistant.roles``): the Destinée with ``gm``, a player otherwise."""
        return Role.of(self.gm)

    @classmethod
    def from_tracker(cls, tracker: Tracker) -> "TurnContext":
        """Read the context from the latest message's metadata (defaults when absent)."""
        message = tracker.latest_message or {}
        metadata = message.get("metadata") or {}
        seed = metadata.get("seed")
        return cls(
            table=str(metadata.get("table") or DEFAULT_TABLE),
            seed=int(seed) if seed is not None else None,
            gm=bool(metadata.get("gm")),
            verbs=frozenset(str(verb) for verb in message.get(SAID_VERBS) or ()),
            said=str(message.get(SAID_TEXT) or ""),
        )

    def payload(self, reply: Reply) -> dict[str, Any]:
        """The JSON message for ``reply``, without the secret parts unless ``gm``."""
        if self.gm:
            return {"table": reply.table, "gm": reply.gm, "data": reply.data}
        return {"table": reply.table, "gm": None, "data": player_view(reply.data)}


def answer(
    dispatcher: CollectingDispatcher, context: TurnContext, command: Callable[[Game], Reply]
) -> Reply:
    """Run ``command`` on the context's table and send its answer; rule errors are answered
    in French (``assistant.wording.error``) instead of failing. The game service refuses a
    player's command that is the Destinée's (``assistant.roles``)."""
    try:
        with Ledger() as ledger:
            reply = command(Game(ledger, context.table, role=context.role))
    except (HadesError, LedgerError) as error:
        reply = wording.error(error)
    dispatcher.utter_message(json_message=context.payload(reply))
    return reply
