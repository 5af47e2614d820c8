"""What the nineteenth blind session set showed the actions missing: a zFate Invocation made
by one character for another, the invoker called by a pet name."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, tracker

from actions.conversation import continued_score
from actions.games import load_every_game
from actions.game_actions import GameAction
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def _points(table: str, name: str) -> Any:
    with Ledger() as ledger, Game(ledger, table).read() as state:
        return state.state.data(fate_key(name))["fate_points"]


def test_the_invoker_pays_for_whom_the_invocation_is_said(run_action: RunAction) -> None:
    """« Soso invoque Ancienne infirmière pour Ambroise », the model marking Ambroise: Solveig
    (« Soso ») pays, Ambroise's roll gains the +2."""
    with Ledger() as ledger:
        ledger.create_table("v", "fate")
        books = FateBooks(ledger, "v")
        books.create("Solveig", 3)
        books.create("Ambroise", 2)
        books.roll("bon", "correct", seed=4)
    said = "Soso invoque Ancienne infirmière pour Ambroise, elle lui crie où frapper"
    start = said.index("Ambroise")
    run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [{"entity": "protagonist", "value": "Ambroise", "start": start,
                         "end": start + 8}], {"table": "v"}, text=said, confidence=0.9))
    assert (_points("v", "Solveig"), _points("v", "Ambroise")) == (2, 2)


def test_a_follow_ups_score_is_read_before_its_reason() -> None:
    """« et Jules pareil avec 4, il tente la fenêtre »: his compétence 4, not the last one."""
    assert continued_score("deux_d6_roll", "et Jules pareil avec 4, il tente la fenêtre") == \
        {"skill": "4"}
    assert continued_score("deux_d6_roll", "et Jules pareil, il tente la fenêtre") == {}
