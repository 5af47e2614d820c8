"""What the twenty-fifth blind session set and older ones showed the actions missing: a
follow-up after a throw that asks what another pool would have given (« Et à trois contre
quatre, ça donnait quoi ? ») answers its chances and throws nothing; a follow-up's count is
never a time of its story (« il a rigolé pendant dix minutes »); a roll told with the obstacle
first whose protagonist's name ends a défaut's clause; a fortune spent as « la dépense pour
une révélation »."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, table_said, tracker

from actions.conversation import FollowUp, OutOfScope
from actions.game_actions import FortuneSpend
from actions.games import load_every_game
from assistant.game import Game
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any]:
    return next(event["value"] for event in events if event.get("name") == "pending")


def test_a_follow_up_asking_what_a_pool_gave_answers_its_chances(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("o", "hades")
    frame = {"intent": "resolve_pool", "slots": {"protagonist_dice": 2, "obstacle_dice": 4,
                                                 "protagonist": "séverin"}}
    entities = [{"entity": "protagonist_dice", "value": 3, "start": 5, "end": 10},
                {"entity": "obstacle_dice", "value": 4, "start": 18, "end": 24}]
    for said in ("Et à trois contre quatre, ça donnait quoi ?",
                 "et trois contre quatre ça aurait donné quoi"):
        messages, events = run_action(FollowUp(), tracker(
            "follow_up", entities, {"table": "o"}, {"frame": frame}, text=said))
        assert "Chances à 3 dés contre 4" in table_said(messages)
        assert not any(event.get("name") == "pending" and event.get("value") for event in events)
    with Ledger() as ledger, Game(ledger, "o").read() as table:
        assert table.entries() == []


def test_a_follow_ups_count_is_never_a_time_of_its_story(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("f", "hades")
        Game(ledger, "f").add_trait("Jean-Médard", "pioche", ephemeral=False)
    frame = {"intent": "fortune_gain", "slots": {"amount": 1, "protagonist": "Pétronille"}}
    run_action(FollowUp(), tracker(
        "follow_up", [entity("protagonist", "jean", 5)], {"table": "f"}, {"frame": frame},
        text="et a jean medard aussi il a rigole pendant 10 minutes"))
    with Ledger() as ledger, Game(ledger, "f").read() as table:
        assert table.state.find("Jean-Médard").fortunes == 1


def test_a_roll_told_obstacle_first_up_to_the_protagonists_name_is_asked(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        game = Game(ledger, "e")
        game.add_trait("Églantine", "baratin+", ephemeral=False)
        game.add_trait("Églantine", "rancunière", ephemeral=False, negative=True)
    said = ("le maitre affineur debarque, il a une lanterne, il connait les caves par coeur et il "
            "sait qu'eglantine est rancuniere eglantine le baratine")
    _, events = run_action(OutOfScope(), tracker("out_of_scope", text=said,
                                                 metadata={"table": "e"}))
    question = _pending(events)["question"]
    assert "Églantine" in question and "deux dés contre trois" in question


def test_a_fortune_spent_by_its_pronoun_for_a_revelation_is_asked(run_action: RunAction) -> None:
    with Ledger() as ledger:
        game = Game(ledger, "c")
        game.add_trait("Clervie", "chant", ephemeral=False)
        game.gain_fortune("Clervie", 1)
    said = "Clervie la dépense pour une révélation : elle a été sage-femme à Nasbinals."
    _, events = run_action(FortuneSpend(), tracker(
        "fortune_spend", [], {"table": "c"}, text=said, confidence=0.65))
    assert "Clervie dépense une fortune" in _pending(events)["question"]
