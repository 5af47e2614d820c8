"""One person under every spelling of their name, and several traits gained in one command."""

from __future__ import annotations

from assistant.game import Game
from assistant.ledger import Ledger
from hades_core.sheet import sheet_key, traits_from_json


def _sheet(game: Game, name: str) -> list[str]:
    with game.read() as table:
        person = table.state.get(name)
        return [trait.name for trait in traits_from_json(table.state.data(sheet_key(person.name)))]


def test_a_name_without_its_accents_is_the_same_protagonist(ledger: Ledger) -> None:
    game = Game(ledger, "t")
    game.add_trait("Anaïs", "hache+", ephemeral=False)
    reply = game.add_trait("anais", "bouclier")
    assert reply.table.startswith("Anaïs : bouclier")
    game.gain_fortune("ANAIS", 1)
    with game.read() as table:
        assert [person.name for person in table.state.protagonists] == ["Anaïs"]
        assert table.state.get("anaïs").fortunes == 1
    assert sorted(_sheet(game, "Anais")) == ["bouclier", "hache"]


def test_several_traits_in_one_entry_and_one_undo(ledger: Ledger) -> None:
    game = Game(ledger, "t")
    reply = game.add_traits("Loïc", ["discret", "agile"])
    assert reply.table == "Loïc : discret, éphémère ; agile, éphémère, noté."
    assert sorted(_sheet(game, "loic")) == ["agile", "discret"]
    game.undo()
    with game.read() as table:
        assert table.state.data(sheet_key("Loïc")) is None
