"""Spoken forms of sheets, result meaning and the session's closing, on a real ledger."""

from __future__ import annotations


from action_helpers import RunAction, entity, table_said, tracker

from actions.clarify import ActionResume
from actions.game_actions import ResolvePool
from actions.sheets import AddTrait, CloseSession, ProposeEffect, ResultOptions, Sheet
from assistant.game import Game
from assistant.game.sheets import traits_of
from assistant.ledger import Ledger

TABLE = {"table": "s", "seed": 5}


def test_a_heroic_trait_said_aloud_is_written_with_its_puissance(run_action: RunAction) -> None:
    entities = [entity("protagonist", "alice"), entity("trait", "épée", 10)]
    run_action(AddTrait(), tracker("add_trait", entities, TABLE,
                                   text="alice gagne le trait épée héroïque"))
    messages, _ = run_action(Sheet(), tracker("sheet", [entity("protagonist", "alice")], TABLE,
                                              text="la fiche d'alice"))
    assert "épée" in table_said(messages)
    with Ledger() as ledger, Game(ledger, "s").read() as table:
        traits = traits_of(table.state, "alice")
    assert [(trait.name, trait.power) for trait in traits] == [("épée", 1)]


def test_closing_the_session_always_waits_for_yes(run_action: RunAction) -> None:
    pools = [entity("protagonist_dice", 1), entity("obstacle_dice", 4, 4)]
    run_action(ResolvePool(), tracker("resolve_pool", pools, TABLE, text="1 dé contre 4"))
    with Ledger() as ledger, Game(ledger, "s").read() as table:
        destin = table.state.destin
    destinee = {**TABLE, "gm": True}
    messages, events = run_action(CloseSession(), tracker("close_session", [], destinee,
                                                          text="on remet tout à zéro"))
    pending = next(event["value"] for event in events if event.get("name") == "pending")
    assert messages == [] and pending["question"].startswith("Je clôture la partie")
    assert destin == 3
    resumed, _ = run_action(ActionResume(), tracker("affirm", [], destinee,
                                                    {"pending": pending, "answer": "oui"}))
    assert resumed
    with Ledger() as ledger, Game(ledger, "s").read() as table:
        assert table.state.destin == 0


def test_options_and_proposals_read_the_last_result(run_action: RunAction) -> None:
    pools = [entity("protagonist_dice", 3), entity("obstacle_dice", 2, 4)]
    run_action(ResolvePool(), tracker("resolve_pool", pools, TABLE, text="3 dés contre 2"))
    options, _ = run_action(ResultOptions(), tracker("result_options", [], TABLE,
                                                     text="quelles options ?"))
    assert options[0]["custom"]["data"]["kind"] == "interpretation"
    proposal, _ = run_action(ProposeEffect(), tracker("propose_effect", [], TABLE,
                                                      text="un bénéfice ?"))
    assert proposal[0]["custom"]["data"]["proposal"] == "benefice"


def test_a_fortune_spent_by_voice_keeps_an_ephemeral_trait(run_action: RunAction) -> None:
    from actions.game_actions import FortuneGain
    from actions.sheets import Consolidate

    run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "alice")], TABLE,
                                      text="alice gagne une fortune"))
    run_action(AddTrait(), tracker("add_trait", [entity("protagonist", "alice"),
                                                 entity("trait", "courage", 10)], TABLE,
                                   text="alice gagne un trait éphémère courage"))
    messages, _ = run_action(Consolidate(), tracker(
        "consolidate", [entity("protagonist", "alice"), entity("trait", "courage", 40)], TABLE,
        text="alice dépense une fortune pour garder le trait courage"))
    assert messages[0]["custom"]["data"]["choice"] == "trait_durable"
    with Ledger() as ledger, Game(ledger, "s").read() as table:
        assert [(t.name, t.ephemeral) for t in traits_of(table.state, "alice")] == [
            ("courage", False)]
        assert table.state.find("alice").fortunes == 0
