"""Actions turn slots into game commands and send the game's French answer."""

from __future__ import annotations

from contextlib import nullcontext
from typing import Any

import pytest

from actions import context as context_module
from actions.clarify import ActionAskAnswer
from actions.game_actions import (
    DestinAdjust,
    DestinQuery,
    DestinReset,
    FortuneGain,
    FortuneSpend,
    GaugeSet,
    OracleChoice,
    OracleDirection,
    ResolvePool,
)
from actions.games.fate import FateRoll
from assistant.reply import Reply
from action_helpers import RunAction, entity, tracker


class FakeGame:
    """Records the game command called; answers with a fixed Reply."""

    calls: list[tuple[str, tuple[Any, ...]]] = []

    def __init__(self, ledger: object, table: str, role: object = None) -> None:
        self.table = table

    def __getattr__(self, name: str) -> Any:
        def command(*args: Any, **options: Any) -> Reply:
            given = tuple(value for value in options.values() if value is not None)
            FakeGame.calls.append((name, (self.table, *args, *given)))
            return Reply(table="Réponse.", gm="Secret.", data={"kind": name, "gm": {"destin": 3}})

        return command


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[Any, ...]]]:
    FakeGame.calls = []
    monkeypatch.setattr(context_module, "Game", FakeGame)
    monkeypatch.setattr(context_module, "Ledger", lambda: nullcontext(None))
    return FakeGame.calls


@pytest.mark.parametrize(
    ("action", "entities", "call"),
    [
        (OracleDirection(), [entity("category", "emotion")], ("direction", ("t1", "emotion", 11))),
        (OracleChoice(), [entity("option", "la porte", 0), entity("option", "le puits", 9)],
         ("choice", ("t1", ["la porte", "le puits"], 11))),
        (DestinAdjust(), [entity("amount", -2)], ("adjust_destin", ("t1", -2))),
        (FortuneGain(), [entity("protagonist", "bob")], ("gain_fortune", ("t1", "bob", 1))),
        (FortuneSpend(), [entity("protagonist", "bob"), entity("amount", 2, 5)],
         ("spend_fortune", ("t1", "bob", 2))),
        (GaugeSet(), [entity("protagonist", "alice"), entity("gauge", "blessure", 6),
                      entity("level", 2, 15)], ("set_gauge", ("t1", "alice", "blessure", 2))),
        (DestinQuery(), [], ("destin", ("t1",))),
    ],
)
def test_slots_reach_the_game(fake_game: list, run_action: RunAction, action: Any,
                              entities: list, call: tuple) -> None:
    metadata = {"table": "t1", "seed": 11, "gm": action.intent.startswith("destin")}
    messages, _ = run_action(action, tracker(action.intent, entities, metadata))
    assert fake_game == [call]
    assert messages[0]["custom"]["table"] == "Réponse."


def test_players_never_receive_the_secret_part(fake_game: list, run_action: RunAction) -> None:
    messages, _ = run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "bob")],
                                                    {"table": "t"}))
    assert messages[0]["custom"] == {"table": "Réponse.", "gm": None,
                                     "data": {"kind": "gain_fortune"}}


@pytest.mark.parametrize(("action", "entities", "sentence"), [
    (DestinQuery(), [], "Seule la Destinée peut lire le Destin."),
    (DestinAdjust(), [entity("amount", 2)], "Seule la Destinée peut changer le Destin."),
    (DestinAdjust(), [], "Seule la Destinée peut changer le Destin."),
    (DestinReset(), [], "Seule la Destinée peut changer le Destin."),
])
def test_a_player_is_refused_the_destinees_commands(fake_game: list, run_action: RunAction,
                                                    action: Any, entities: list,
                                                    sentence: str) -> None:
    """Refused before any question (« J'ajoute deux au Destin ? ») and before the game."""
    messages, events = run_action(action, tracker(action.intent, entities, {"table": "t"}))
    assert [m["custom"]["table"] for m in messages] == [sentence]
    assert fake_game == []
    assert not any(event.get("name") == "clarify_form" for event in events)


def test_the_destinee_receives_it(fake_game: list, run_action: RunAction) -> None:
    messages, _ = run_action(DestinQuery(), tracker("destin_query", [], {"gm": True}))
    assert messages[0]["custom"]["gm"] == "Secret."
    assert messages[0]["custom"]["data"]["gm"] == {"destin": 3}


@pytest.mark.parametrize(
    ("action", "entities", "said", "response"),
    [
        (OracleDirection(), [], "jet de direction", "utter_missing_category"),
        (FortuneGain(), [entity("amount", 2)], "gagne deux fortunes", "utter_missing_protagonist"),
        (GaugeSet(), [entity("protagonist", "bob")], "bob monte d'une barre",
         "utter_missing_gauge"),
        (DestinAdjust(), [], "monte le destin", "utter_missing_amount"),
    ],
)
def test_a_missing_slot_is_asked_for(fake_game: list, run_action: RunAction, action: Any,
                                     entities: list, said: str, response: str) -> None:
    messages, events = run_action(action, tracker(action.intent, entities, {"gm": True},
                                                  text=said))
    assert messages == []
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert f"utter_missing_{pending['missing']}" == response
    assert events[-1] == {"event": "followup", "timestamp": None, "name": "clarify_form"}
    asked, _ = run_action(ActionAskAnswer(), tracker("out_of_scope", slots={"pending": pending}))
    assert [m.get("response") for m in asked][0] == response
    assert asked[-1]["custom"] == {"awaiting": pending["missing"]}
    assert fake_game == []


def test_the_roll_uses_both_pools_and_keeps_its_frame(fake_game: list, run_action: RunAction) -> None:
    entities = [entity("protagonist", "bob"), entity("protagonist_dice", 4, 3),
                entity("obstacle_dice", 5, 9)]
    messages, events = run_action(ResolvePool(), tracker("resolve_pool", entities, {"seed": 7}))
    assert fake_game == [("roll", ("principale", 4, 5, "bob", 7))]
    frame = {"intent": "resolve_pool",
             "slots": {"protagonist": "bob", "protagonist_dice": 4, "obstacle_dice": 5}}
    assert messages[-1]["custom"] == {"frame": frame}
    assert {"event": "slot", "timestamp": None, "name": "frame", "value": frame} in events


def test_real_roll_on_a_real_ledger_is_replayable(run_action: RunAction) -> None:
    pools = [entity("protagonist_dice", 4), entity("obstacle_dice", 5, 4)]
    first, _ = run_action(ResolvePool(), tracker("resolve_pool", pools, {"table": "a", "seed": 7}))
    again, _ = run_action(ResolvePool(), tracker("resolve_pool", pools, {"table": "b", "seed": 7}))
    table_text = first[0]["custom"]["table"]
    assert table_text == again[0]["custom"]["table"]
    assert table_text.split(" ")[0].rstrip("!") in {
        "Exploit", "Succès", "Presque", "Revers", "Échec", "Fiasco"}
    assert "Destin" not in table_text
    assert first[0]["custom"]["gm"] is None


def test_real_destin_reset_brings_the_destin_back_to_zero(run_action: RunAction) -> None:
    run_action(DestinAdjust(), tracker("destin_adjust", [entity("amount", 3)],
                                       {"table": "r", "gm": True}))
    run_action(DestinReset(), tracker("destin_reset", [], {"table": "r", "gm": True}))
    messages, _ = run_action(DestinQuery(), tracker("destin_query", [], {"table": "r", "gm": True}))
    assert messages[0]["custom"]["data"]["gm"] == {"destin": 0}


def test_rule_errors_get_a_french_answer(run_action: RunAction) -> None:
    messages, _ = run_action(FortuneSpend(), tracker(
        "fortune_spend", [entity("protagonist", "personne"), entity("amount", 1, 9)], {"table": "e"}))
    answer = messages[0]["custom"]
    assert answer["data"]["kind"] == "error"
    assert answer["table"] and answer["table"][0].isupper()


def test_a_hesitation_between_two_numbers_asks_which_one(fake_game: list,
                                                        run_action: RunAction) -> None:
    """« euh deux, ou trois dés contre deux » → « Deux ou trois ? », nothing rolled yet."""
    said = tracker("resolve_pool", [entity("protagonist_dice", 3), entity("obstacle_dice", 2)],
                   {"gm": True}, text="2, ou 3 dés contre 2", confidence=0.65)
    messages, events = run_action(ResolvePool(), said)
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert (pending["missing"], pending["question"]) == ("protagonist_dice", "Deux ou trois ?")
    assert pending["slots"]["obstacle_dice"] == 2
    asked, _ = run_action(ActionAskAnswer(), tracker("out_of_scope", slots={"pending": pending}))
    assert asked[0]["custom"]["table"] == "Deux ou trois ?"
    assert messages == [] and fake_game == []


@pytest.mark.parametrize(
    ("entities", "text", "asked"),
    [
        ([entity("protagonist_dice", 4), entity("obstacle_dice", 4)],
         "4 dés contre 3, ou 4", ("obstacle_dice", "Trois ou quatre ?")),
        ([entity("protagonist_dice", 2), entity("obstacle_dice", 2)],
         "euh deux, ou trois dés contre deux", ("protagonist_dice", "Deux ou trois ?")),
    ],
)
def test_the_doubted_value_is_the_one_not_said_elsewhere(
        fake_game: list, run_action: RunAction, entities: list, text: str,
        asked: tuple[str, str]) -> None:
    """The four dice said before « trois, ou quatre » are not in doubt; two equal pools with a
    doubt on one of them ask for that one."""
    _, events = run_action(ResolvePool(), tracker("resolve_pool", entities, {"gm": True},
                                                  text=text, confidence=0.65))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert (pending["missing"], pending["question"]) == asked
    assert fake_game == []


def test_a_doubt_between_two_words_of_a_scale_asks_which_one() -> None:
    """zFate: « Combat Correct contre euh Bon ou Correct » asks « Bon ou correct ? » about the
    opposition (the skill's Correct is said before); words of the story are no doubt."""
    slots = {"protagonist": "firmin", "skill": "correct", "opposition": "bon"}
    events = FateRoll().which_value(slots, "Firmin lance Combat Correct contre euh Bon ou Correct")
    pending = next(event["value"] for event in events or [] if event.get("name") == "pending")
    assert (pending["missing"], pending["question"]) == ("opposition", "Bon ou correct ?")
    assert FateRoll().which_value(slots, "il attaque ou il fuit, combat correct contre bon") is None


def test_a_doubt_said_with_a_rising_voice_is_still_asked_but_not_a_question_to_a_player() -> None:
    """« euh deux, ou trois dés contre deux pour Tancrède ? » is the speaker's own doubt; « t'as
    combien en tir déjà, quatre ou cinq ? » asks a player."""
    slots = {"protagonist": "Tancrède", "protagonist_dice": 3, "obstacle_dice": 2}
    events = ResolvePool().which_value(slots, "euh 2, ou 3 dés contre 2 pour tancrède ?")
    pending = next(event["value"] for event in events or [] if event.get("name") == "pending")
    assert pending["missing"] == "protagonist_dice"
    assert ResolvePool().which_value(slots, "ghislain t'as combien en tir déjà, 4 ou 5 ?") is None
