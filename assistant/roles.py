"""Who may do what at a table: the Destinée and the players, decided here once.

The game service (``assistant.game``) applies these rules to every command, whatever the path
(chat without ``--gm``, the table page, the voice, the command line without ``--gm``): a front
end only says who is speaking (``Game(ledger, table, role=…)``).

- The Destin is the Destinée's (« le Destin est un élément géré uniquement par la Destinée »):
  a player never reads it, never changes it, never applies the Deus Ex Alea, never opens or
  closes the end of the game.
- The « jet de destin » is the Destinée's too, except in solo play (at most one protagoniste at
  the table), where the player makes it.
- A player may undo and redo the table's own commands (their rolls, fortunes, gauges, traits,
  oracles…), but never an entry of the Destinée's (above): only she undoes those.
- Everything else is everybody's: rolls, the automatic resolution and the initiative (which the
  rules read from the Destin without telling it), fortunes, gauges, sheets, oracles, odds,
  rules questions, the game chosen, « état » (its Destin part is the Destinée's view only).
"""

from __future__ import annotations

from enum import Enum

from hades_core.errors import HadesError


class Role(Enum):
    """Who speaks: the Destinée (the game master) or a player."""

    DESTINEE = "destinee"
    PLAYER = "player"

    @classmethod
    def of(cls, gm: bool) -> "Role":
        """The role of a front end showing the Destinée's view (``gm``) or a player's."""
        return cls.DESTINEE if gm else cls.PLAYER


DESTIN_READ = "destin"
"""What reading the Destin is called in a refusal (it is no journal entry)."""

DESTINEE_KINDS: dict[str, str] = {
    DESTIN_READ: "lire le Destin",
    "destin_adjust": "changer le Destin",
    "deus_ex_alea": "appliquer le Deus Ex Alea",
    "end_session": "annoncer la fin de partie",
    "close_session": "clore la partie",
    "destin_roll": "faire le jet de destin, sauf en solo",
}
"""The Destinée's commands (journal kinds), each with what a refusal says she alone may do."""

SOLO_KINDS = frozenset({"destin_roll"})
"""Destinée's commands a player makes in solo play."""

DESTINEE_INTENTS: dict[str, str] = {
    "destin_query": DESTIN_READ,
    "destin_adjust": "destin_adjust",
    "destin_reset": "destin_adjust",
    "deus_ex_alea": "deus_ex_alea",
    "end_session": "end_session",
    "close_session": "close_session",
}
"""Intents whose command is the Destinée's whatever the table: refused to a player before any
question is asked (« J'ajoute deux au Destin ? » would already tell what was heard)."""

UNDO = "undo"
REDO = "redo"


class RoleError(HadesError):
    """A player asked for a command that only the Destinée may give.

    ``action`` is the journal kind asked for (or :data:`DESTIN_READ`); ``move`` is ``"undo"`` or
    ``"redo"`` when the command was to undo or redo an entry of that kind.
    """

    key = "role"

    def __init__(self, action: str, move: str | None = None) -> None:
        super().__init__(f"only the Destinée may {move + ' ' if move else ''}{action}")
        self.action = action
        self.move = move

    def fields(self) -> dict[str, object]:
        return {"action": action_words(self.action) if self.move is None else None,
                "move": self.move}


def action_words(kind: str) -> str:
    """What the Destinée alone may do, as said after « Seule la Destinée peut »."""
    return DESTINEE_KINDS.get(kind, "le faire")


def is_solo(protagonists: int) -> bool:
    """Solo play: at most one protagoniste at the table."""
    return protagonists <= 1


def destinee_only(kind: str, protagonists: int) -> bool:
    """True when a journal entry of ``kind`` is the Destinée's at a table of ``protagonists``."""
    if kind in SOLO_KINDS and is_solo(protagonists):
        return False
    return kind in DESTINEE_KINDS


def check(role: Role, kind: str, protagonists: int, move: str | None = None) -> None:
    """Raise :class:`RoleError` when ``role`` may not give the command ``kind`` (or undo or
    redo an entry of that kind, with ``move``)."""
    if role is Role.PLAYER and destinee_only(kind, protagonists):
        raise RoleError(kind, move)


def refused_intent(role: Role, intent: str) -> RoleError | None:
    """The refusal of ``intent`` for ``role`` when it is always the Destinée's, else ``None``."""
    if role is Role.PLAYER and intent in DESTINEE_INTENTS:
        return RoleError(DESTINEE_INTENTS[intent])
    return None


def refusal_sentence(fields: dict[str, object]) -> str:
    """« Seule la Destinée peut changer le Destin. », « Seule la Destinée peut annuler cette
    action. » (an undo names nothing: the entry may be a secret one)."""
    if fields.get("move") == UNDO:
        return "Seule la Destinée peut annuler cette action."
    if fields.get("move") == REDO:
        return "Seule la Destinée peut rétablir cette action."
    return f"Seule la Destinée peut {fields.get('action') or 'le faire'}."
