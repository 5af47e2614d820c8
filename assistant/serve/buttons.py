"""The Destinée's buttons: each one a call on the game service as the Destinée, journaled like
any command."""

from __future__ import annotations

from collections.abc import Callable

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.reply import Reply
from assistant.roles import Role

BUTTONS: dict[str, Callable[[Game], Reply]] = {
    "destin_plus": lambda game: game.adjust_destin(1),
    "destin_moins": lambda game: game.adjust_destin(-1),
    "annuler": lambda game: game.undo(),
    "retablir": lambda game: game.redo(),
    "jet_de_destin": lambda game: game.destin_roll(),
    "oracle_distance": lambda game: game.distance("qui"),
    "oracle_antagonisme": lambda game: game.antagonism(),
}
UNKNOWN_BUTTON = Reply(table="Bouton inconnu.")


def press(button: str, table: str) -> Reply:
    """Run the button called ``button`` on ``table`` (an unknown name changes nothing)."""
    action = BUTTONS.get(button)
    if action is None:
        return UNKNOWN_BUTTON
    with Ledger() as ledger:
        return action(Game(ledger, table, role=Role.DESTINEE))
