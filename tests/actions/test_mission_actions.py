"""Actions of the jet de destin, fortune questions, automatic traits and scripts, on a real
ledger (``HADES_DB`` of the test)."""

from __future__ import annotations

from typing import Any

from rasa_sdk import Tracker

from actions.game_actions import (
    DestinAdjust,
    DestinRoll,
    FortuneGain,
    FortuneQuery,
    ResolveAuto,
    ResolveCompetition,
    ResolveScript,
)
from action_helpers import RunAction, asked_for, entity, tracker


def said(intent: str, text: str, entities: list[dict[str, Any]], metadata: dict[str, Any]
         ) -> Tracker:
    """A tracker whose latest message also carries the player's ``text``."""
    current = tracker(intent, entities, metadata)
    current.latest_message["text"] = text
    return current


def custom(messages: list[dict[str, Any]]) -> dict[str, Any]:
    return messages[0]["custom"]


def test_destin_roll_answers_contretemps_or_not_and_hides_the_die(run_action: RunAction) -> None:
    run_action(DestinAdjust(), tracker("destin_adjust", [entity("amount", -5)],
                                       {"table": "s", "gm": True}))
    player = custom(run_action(DestinRoll(), tracker("destin_roll", [], {"table": "s",
                                                                        "seed": 3}))[0])
    assert player["table"] in {"Contretemps !", "Pas de contretemps."}
    assert player["gm"] is None and "gm" not in player["data"]
    gm = custom(run_action(DestinRoll(), tracker("destin_roll", [], {"table": "s", "seed": 3,
                                                                    "gm": True}))[0])
    assert gm["table"] == player["table"]
    assert gm["data"]["gm"]["destin"] == -5 and gm["data"]["gm"]["seed"] == 3


def test_fortune_query_answers_for_the_protagonist_asked_about(run_action: RunAction) -> None:
    meta = {"table": "f"}
    run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "bob"),
                                                       entity("amount", 2, 9)], meta))
    run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "alice")], meta))
    bob = custom(run_action(FortuneQuery(), tracker("fortune_query",
                                                    [entity("protagonist", "bob")], meta))[0])
    assert bob["table"] == "Bob a deux fortunes."
    everybody = custom(run_action(FortuneQuery(), tracker("fortune_query", [], meta))[0])
    assert everybody["table"] == "Alice a une fortune. Bob a deux fortunes."


def test_a_named_trait_or_the_word_trait_makes_the_automatic_success(
    run_action: RunAction
) -> None:
    meta = {"table": "a", "gm": True}
    run_action(DestinAdjust(), tracker("destin_adjust", [entity("amount", -2)], meta))
    named = custom(run_action(ResolveAuto(), said(
        "resolve_auto", "alice utilise son trait crochetage c'est automatique",
        [entity("protagonist", "alice"), entity("trait", "crochetage", 25)], meta))[0])
    assert named["data"]["trait"] is True and named["data"]["success"] is True
    assert "deux" not in named["table"] and "trois" not in named["table"]
    unnamed = custom(run_action(ResolveAuto(), said(
        "resolve_auto", "bob utilise un trait, automatiquement", [], meta))[0])
    assert unnamed["data"]["trait"] is True
    plain = custom(run_action(ResolveAuto(), said("resolve_auto", "résolution automatique",
                                                  [], meta))[0])
    assert plain["data"]["trait"] is False and plain["data"]["success"] is False


def test_script_steps_reach_the_game_in_the_rules_order(run_action: RunAction) -> None:
    pairs = [(2, 1), (1, 2), (1, 2)]
    entities = [entity(name, value, start)
                for index, (mine, theirs) in enumerate(pairs)
                for name, value, start in (("protagonist_dice", mine, 10 * index),
                                           ("obstacle_dice", theirs, 10 * index + 5))]
    answer = custom(run_action(ResolveScript(), tracker("resolve_script", entities,
                                                        {"table": "c", "seed": 4}))[0])
    assert answer["data"]["steps"] == [{"obstacle_dice": 1, "protagonist_dice": 2},
                                       {"obstacle_dice": 2, "protagonist_dice": 1},
                                       {"obstacle_dice": 2, "protagonist_dice": 1}]
    assert answer["data"]["roll"]["protagonist_dice"] == 4
    assert answer["data"]["roll"]["obstacle_dice"] == 5


def test_a_script_without_steps_is_asked_for(run_action: RunAction) -> None:
    messages, events = run_action(ResolveScript(), tracker("resolve_script",
                                                           [entity("protagonist_dice", 2)]))
    assert messages == []
    assert asked_for(events) == "utter_missing_steps"


def test_a_script_read_with_numbers_left_over_is_asked_for_again(run_action: RunAction) -> None:
    """« la cour, 1 dé pour eux et nous 2 dés ; les toits, 2 dés contre nos 2 ; la porte, 1 dé
    contre 1 »: one step read out of three is never rolled."""
    said = ("on fait la fuite en script : la cour, 1 dé pour eux et nous 2 dés ; les toits, "
            "2 dés contre nos 2 ; la porte de l'Est, 1 dé contre 1")
    messages, events = run_action(ResolveScript(), tracker(
        "resolve_script", [entity("protagonist_dice", 1, 0), entity("obstacle_dice", 1, 5)],
        {"table": "c", "seed": 4}, text=said))
    assert messages == []
    assert asked_for(events) == "utter_missing_steps"


def test_competition_sides_reach_the_game_protagonists_first(run_action: RunAction) -> None:
    entities = [entity("protagonist_dice", 3, 0), entity("obstacle_dice", 2, 5),
                entity("protagonist_dice", 2, 10), entity("obstacle_dice", 4, 15)]
    answer = custom(run_action(ResolveCompetition(), tracker("resolve_competition", entities,
                                                             {"table": "k", "seed": 2}))[0])
    assert answer["data"]["protagonists"]["protagonist_dice"] == 3
    assert answer["data"]["protagonists"]["obstacle_dice"] == 2
    assert answer["data"]["rivals"]["protagonist_dice"] == 2
    assert answer["data"]["rivals"]["obstacle_dice"] == 4


def test_a_competition_with_one_side_asks_for_both(run_action: RunAction) -> None:
    entities = [entity("protagonist_dice", 3, 0), entity("obstacle_dice", 2, 5)]
    messages, events = run_action(ResolveCompetition(), tracker("resolve_competition", entities))
    assert messages == []
    assert asked_for(events) == "utter_missing_sides"
