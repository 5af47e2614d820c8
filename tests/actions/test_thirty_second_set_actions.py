"""What the thirty-first blind set still showed the actions missing: a zFate Contrainte
proposed by the MJ and answered in a sentence of its own is accepted for the one named; an
Invocation « pour relancer les dés » the model read as a pool is the table's Invocation."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, pending_of, tracker

from actions.conversation import OutOfScope, Reroll
from actions.games import load_every_game
from actions.game_actions import GameAction
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.ledger import Ledger
from assistant.nlu.talk import SAID_TEXT

load_every_game()  # registers the games' actions


def _points(table: str, name: str) -> Any:
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return read.state.data(fate_key(name))["fate_points"]


def _fate_table(table: str, **points: int) -> None:
    with Ledger() as ledger:
        ledger.create_table(table, "fate")
        books = FateBooks(ledger, table)
        for name, count in points.items():
            books.create(name, count)


def test_a_contrainte_answered_in_a_sentence_of_its_own_is_accepted(
        run_action: RunAction) -> None:
    _fate_table("c1", Hermance=3, **{"Jean-Ulrich": 1})
    said = ("je propose une contrainte à jean-ulrich, têtu comme une mule : il refuse de lâcher "
            "la barque. il accepte.")
    current = tracker("out_of_scope", [], {"table": "c1"},
                      text="je propose une contrainte à jean-ulrich, têtu comme une mule : il "
                           "refuse de lâcher la barque", confidence=0.73)
    current.latest_message[SAID_TEXT] = said
    _, events = run_action(OutOfScope(), current)
    asked = pending_of(events) or {}
    assert (asked.get("intent"), asked.get("slots", {}).get("protagonist")) == \
        ("fate_compel", "Jean-Ulrich")  # the model doubted: asked once, nothing done yet
    assert _points("c1", "Jean-Ulrich") == 1
    sure = tracker("fate_compel", [], {"table": "c1"}, text=current.latest_message["text"],
                   confidence=0.99)
    sure.latest_message[SAID_TEXT] = said
    run_action(GameAction.by_intent["fate_compel"], sure)
    assert (_points("c1", "Jean-Ulrich"), _points("c1", "Hermance")) == (2, 3)


def test_a_contrainte_only_proposed_changes_nothing(run_action: RunAction) -> None:
    _fate_table("c2", **{"Jean-Ulrich": 1})
    said = "je propose une contrainte à jean-ulrich, têtu comme une mule : il refuse de partir"
    current = tracker("out_of_scope", [], {"table": "c2"}, text=said, confidence=0.73)
    current.latest_message[SAID_TEXT] = said
    run_action(OutOfScope(), current)
    assert _points("c2", "Jean-Ulrich") == 1


def test_an_invocation_to_reroll_read_as_a_pool_is_the_invocation(run_action: RunAction) -> None:
    _fate_table("c3", **{"Jean-Ulrich": 2})
    with Ledger() as ledger:
        FateBooks(ledger, "c3").roll("bon", "excellent", seed=4)
    said = "jean-ulrich invoque vétéran de la garde côtière pour relancer les dés."
    run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", [entity("protagonist", "jean-ulrich", 0)], {"table": "c3"}, text=said,
        confidence=0.7))
    assert _points("c3", "Jean-Ulrich") == 1


def test_a_relance_takes_the_gauges_die_once(run_action: RunAction) -> None:
    """« on relance » after a roll of traits a fièvre at II cut to 2 against 2: 2 against 2
    again, not one die less a second time."""
    with Ledger() as ledger:
        game = Game(ledger, "c5")
        game.add_trait("Adélaïde-Nour", "perche+", ephemeral=False)
        game.set_gauge("Adélaïde-Nour", "fièvre", 2)
        game.roll_traits("Adélaïde-Nour", ["perche+", "aile cassée"], ["ancien", "rapide"], seed=3)
    _, events = run_action(Reroll(), tracker("reroll", [], {"table": "c5"},
                                             text="on relance elle avait pas vu la souche"))
    slots = (pending_of(events) or {}).get("slots") or {}
    assert (slots.get("protagonist_dice"), slots.get("obstacle_dice")) == (3, 2)
    with Ledger() as ledger:
        thrown = Game(ledger, "c5").roll(3, 2, "Adélaïde-Nour", seed=4)
    assert "2 dés contre 2" in thrown.table
