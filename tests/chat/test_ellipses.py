"""A command that leaves its object out follows the previous one, through the real chat:
« Et Loïc en gagne une » after a fortune given is a fortune for Loïc, at once since it names
someone the table knows; without a known name it is asked about."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.chat.session import AWAITING, ChatSession
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.roles import Role
from tests.chat.chat_helpers import destinee_at

TABLE = "ellipses"


@pytest.fixture(scope="module")
def chat(chat_database: Path) -> Iterator[ChatSession]:
    with destinee_at(TABLE, seed=8) as session:
        yield session


def fortunes(name: str) -> int:
    with Ledger() as ledger, Game(ledger, TABLE, role=Role.DESTINEE).read() as table:
        person = table.state.find(name)
        return person.fortunes if person is not None else 0


def test_the_same_command_for_another_known_protagonist(chat: ChatSession) -> None:
    chat.handle("Loïc gagne une fortune")
    chat.handle("Tancrède gagne une fortune")
    assert (fortunes("Loïc"), fortunes("Tancrède")) == (1, 1)
    reply = chat.handle("Et Loïc en gagne une autre pour la grille.")
    assert AWAITING not in reply.data, reply
    assert (fortunes("Loïc"), fortunes("Tancrède")) == (2, 1)


def test_an_ellipsis_without_a_known_name_is_asked_about(chat: ChatSession) -> None:
    asked = chat.handle("Et encore une pour Bérangère.")
    assert asked.table == "Bérangère gagne une fortune ?" and AWAITING in asked.data
    chat.handle("non")
    assert fortunes("Bérangère") == 0


def test_the_same_for_someone_else_counts_what_it_says(chat: ChatSession) -> None:
    """« et deux pour Tancrède » gives two; « et à Loïc aussi » the same again."""
    chat.handle("Je donne deux fortunes à Loïc")
    loic, tancrede = fortunes("Loïc"), fortunes("Tancrède")
    chat.handle("et une pour Tancrède")
    assert fortunes("Tancrède") == tancrede + 1
    chat.handle("Loïc gagne deux fortunes")
    chat.handle("et à Tancrède aussi")
    assert (fortunes("Loïc"), fortunes("Tancrède")) == (loic + 2, tancrede + 3)


def test_a_count_is_no_trait_and_pareil_keeps_the_trait(chat: ChatSession) -> None:
    """After a trait written, « et deux pour Tancrède » writes no trait named « deux »;
    « pareil pour Tancrède » writes the same trait for him."""
    chat.handle("Loïc gagne le trait rusé")
    reply = chat.handle("et deux pour Tancrède")
    assert "rusé" not in reply.table and "deux" not in reply.table, reply.table
    chat.handle("pareil pour Tancrède")
    with Ledger() as ledger, Game(ledger, TABLE, role=Role.DESTINEE).read() as table:
        from assistant.game.sheets import traits_of

        names = [trait.name for trait in traits_of(table.state, "Tancrède")]
    assert "rusé" in names and not any("deux" in name or "pareil" in name for name in names)


def test_an_undo_naming_the_last_entry_acts_and_one_naming_another_asks(chat: ChatSession) -> None:
    chat.handle("Loïc gagne le trait prudent")
    undone = chat.handle("annule le trait, on verra ça plus tard")
    assert AWAITING not in undone.data and "annule" in undone.table.lower(), undone.table
    redone = chat.handle("finalement si, rétablis le trait")
    assert AWAITING not in redone.data, redone.table
    chat.handle("Loïc gagne une fortune")
    asked = chat.handle("annule le trait")
    assert asked.table == "J'annule le gain de fortune ?" and AWAITING in asked.data
    chat.handle("non")
