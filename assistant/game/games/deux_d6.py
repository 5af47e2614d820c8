"""2D6 sous compétence at a table: the text keeps no resource between rolls, so its books only
play the rolls, journaled with their seed."""

from __future__ import annotations

from assistant.game.system_books import SystemBooks
from assistant.reply import Reply


class DeuxD6Books(SystemBooks):
    """2D6 rolls at a table."""

    system = "deux_d6"

    def thrown(self, reply: Reply) -> bool:
        """A check at a level that needs no dice (Réussite assurée, Impossible: « Inutile de
        lancer les dés », seed 002) is answered, not journaled: no roll happened, so an undo
        has nothing of it to take back and the table's rolls do not count it."""
        return reply.data.get("kind") != "deux_d6_check" or reply.data.get("dice") is not None
