"""2D6 sous compétence at a table: the text keeps no resource between rolls, so its books only
play the rolls, journaled with their seed."""

from __future__ import annotations

from assistant.game.system_books import SystemBooks


class DeuxD6Books(SystemBooks):
    """2D6 rolls at a table."""

    system = "deux_d6"
