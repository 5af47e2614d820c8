"""One question at a time: a table change the assistant is unsure of waits for « oui », a
missing slot waits for its one-word answer, and nothing is done on a guess (real ledger)."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, tracker

from actions.clarify import ActionAskAnswer, ActionResume, ValidateClarifyForm
from actions.game_actions import FortuneGain, OracleChoice, OracleDirection, ResolvePool, Undo
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.nlu.trust import load_policy

TABLE = {"table": "c", "seed": 3}
MIDDLE = (load_policy().ask + load_policy().act) / 2


def _slot(events: list[Any], name: str) -> Any:
    return next(event["value"] for event in events if event.get("name") == name)


def _answer(run_action: RunAction, pending: dict[str, Any], said: str, intent: str = "out_of_scope",
            entities: list[dict[str, Any]] | None = None) -> tuple[list[Any], list[Any]]:
    """The clarify form reads ``said``; if it is an answer, ``action_resume`` continues."""
    slots = {"pending": pending, "requested_slot": "answer"}
    messages, events = run_action(ValidateClarifyForm(), tracker(
        intent, entities or [], TABLE, slots, text=said, confidence=0.9))
    answered = [event for event in events if event.get("name") == "answer" and event.get("value")]
    if not answered:
        return messages, events
    more, resumed = run_action(ActionResume(), tracker(
        intent, [], TABLE, {"pending": pending, "answer": answered[0]["value"]}, text=said))
    return messages + more, resumed


def _journal_size() -> int:
    with Ledger() as ledger, Game(ledger, "c").read() as table:
        return len(table.entries())


def _roll(run_action: RunAction) -> None:
    pools = [entity("protagonist_dice", 2), entity("obstacle_dice", 3, 4)]
    run_action(ResolvePool(), tracker("resolve_pool", pools, TABLE, text="2 dés contre 3"))


def test_an_unsure_undo_names_what_it_would_cancel_and_waits_for_yes(run_action: RunAction) -> None:
    _roll(run_action)
    before = _journal_size()
    messages, events = run_action(Undo(), tracker("undo", [], TABLE, text="annule",
                                                  confidence=MIDDLE))
    assert messages == [] and _journal_size() == before
    pending = _slot(events, "pending")
    asked, _ = run_action(ActionAskAnswer(), tracker("undo", [], TABLE, {"pending": pending}))
    assert asked[0]["custom"]["table"] == "J'annule le jet de dés ?"
    said, _ = _answer(run_action, pending, "oui vas-y", "affirm")
    assert said[0]["custom"]["table"] == "J'annule le jet de dés."
    assert _journal_size() == before + 1


def test_no_drops_the_pending_command(run_action: RunAction) -> None:
    _roll(run_action)
    before = _journal_size()
    _, events = run_action(Undo(), tracker("undo", [], TABLE, text="annule", confidence=MIDDLE))
    said, _ = _answer(run_action, _slot(events, "pending"), "non laisse tomber", "deny")
    assert said[-1]["custom"]["table"] == "D'accord, je ne fais rien."
    assert _journal_size() == before


def test_a_low_confidence_change_is_refused_with_an_example(run_action: RunAction) -> None:
    messages, events = run_action(Undo(), tracker("undo", [], TABLE, text="annule ça enfin bref",
                                                  confidence=load_policy().ask - 0.05))
    assert messages[0]["custom"]["table"].startswith("Je n'ai pas compris. Dites par exemple")
    assert _slot(events, "pending") is None


def test_talk_without_the_commands_words_gets_a_bare_pardon(run_action: RunAction) -> None:
    """« alice prend une blessure » read as an undo says none of an undo's words: two words
    answer it, not an example sentence."""
    messages, events = run_action(Undo(), tracker("undo", [], TABLE, text="alice prend une blessure",
                                                  confidence=load_policy().ask - 0.05))
    assert messages[0]["custom"]["table"] == "Pardon ?"
    assert _slot(events, "pending") is None


def test_an_unsure_reading_that_lacks_its_values_asks_nothing(run_action: RunAction) -> None:
    messages, events = run_action(OracleChoice(), tracker(
        "oracle_choice", [], TABLE, text="minuit sonne à morteville", confidence=0.7))
    assert messages[0]["custom"]["table"] == "Pardon ?"
    assert _slot(events, "pending") is None


def test_a_one_word_answer_completes_the_pending_oracle(run_action: RunAction) -> None:
    _, events = run_action(OracleDirection(), tracker("oracle_direction", [], TABLE,
                                                      text="jet de direction"))
    said, _ = _answer(run_action, _slot(events, "pending"), "corps", "oracle_direction")
    assert said[0]["custom"]["data"]["category"] == "corps"


def test_an_unclear_answer_is_not_asked_again(run_action: RunAction) -> None:
    _, events = run_action(OracleDirection(), tracker("oracle_direction", [], TABLE, text="jet de direction"))
    said, left = _answer(run_action, _slot(events, "pending"), "bof je sais pas")
    assert said[0]["custom"]["table"].startswith("Je n'ai pas compris la réponse")
    assert {"event": "active_loop", "timestamp": None, "name": None} in left
    assert _slot(left, "pending") is None


def test_another_clear_command_leaves_the_question_for_its_own_answer(run_action: RunAction) -> None:
    _, events = run_action(OracleDirection(), tracker("oracle_direction", [], TABLE, text="jet de direction"))
    _, left = _answer(run_action, _slot(events, "pending"), "quel est le destin", "destin_query")
    assert left[-1] == {"event": "followup", "timestamp": None, "name": "action_destin_query"}


def test_a_near_miss_name_is_asked_about_never_created(run_action: RunAction) -> None:
    run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "alice")], TABLE,
                                      text="alice gagne une fortune"))
    _, events = run_action(FortuneGain(), tracker("fortune_gain", [entity("protagonist", "alcie")],
                                                  TABLE, text="alcie gagne une fortune"))
    pending = _slot(events, "pending")
    assert pending["question"] == "Vous voulez dire Alice ?"
    said, _ = _answer(run_action, pending, "oui", "affirm")
    assert "Alice" in said[0]["custom"]["table"]
    with Ledger() as ledger, Game(ledger, "c").read() as table:
        assert [p.name for p in table.state.protagonists] == ["alice"]
        assert table.state.find("alice").fortunes == 2


def test_a_question_about_the_destin_is_asked_in_the_destinees_part_only(
        run_action: RunAction) -> None:
    """« J'ajoute deux au Destin ? » said at the table would tell the Destin to the players."""
    pending = {"intent": "destin_adjust", "slots": {"amount": 2},
               "question": "J'ajoute plus deux au Destin ?", "verdict": "act"}
    asked, _ = run_action(ActionAskAnswer(), tracker("out_of_scope", slots={"pending": pending},
                                                     metadata={"gm": True}))
    assert asked[0]["custom"] == {"table": "Une question pour la Destinée.",
                                  "gm": "J'ajoute plus deux au Destin ?"}
