"""What the thirty-eighth blind set showed the actions missing: a roll whose circumstances are
told first, then « evroult-jehan la fouille, il connait le port » without « avec », stays the
protagonist's the model heard, with every circumstance counted."""

from __future__ import annotations

from actions.sheets import anchored_roll
from assistant.game import Game
from assistant.ledger import Ledger


def test_circumstances_told_first_then_the_protagonists_sentence() -> None:
    with Ledger() as ledger:
        game = Game(ledger, "en")
        for name, traits in (("Évroult-Jehan", ("fouille", "connaît le port")),
                             ("Pélagie-Noëlle", ("médecine+", "course"))):
            for trait in traits:
                game.add_trait(name, trait, ephemeral=False)
        said = ("il fait nuit noire, le brouillard monte du bassin et la cabine est sens dessus "
                "dessous evroult-jehan la fouille, il connait le port")
        read = anchored_roll(game, {"protagonist": "evroult-jehan"}, said, whole=said)
    assert read["protagonist"] == "Évroult-Jehan"
    assert read["counted"] == [2, 3]
