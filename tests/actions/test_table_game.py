"""Odds and fortunes at a table playing another game follow that game."""

from __future__ import annotations

import pytest

from actions.table_game import fortune_command, odds_reply


@pytest.mark.parametrize(("system", "said", "start"), [
    ("fate", "quelles sont mes chances bon contre correct", "Chances à Bon, plus trois"),
    ("fate", "chances a plus 3 contre 2", "Chances à Bon, plus trois"),
    ("deux_d6", "mes chances competence 3 difficulte ardue", "Chances pour une base de 7"),
    ("krasses", "mes chances plus 5 contre moyen", "Chances avec plus cinq"),
    ("trois_six_neuf", "mes chances solde plus 4", "Avec un solde de plus quatre"),
])
def test_each_game_answers_its_own_odds(system: str, said: str, start: str) -> None:
    assert odds_reply(system, said).table.startswith(start)


@pytest.mark.parametrize("system", ["fate", "deux_d6", "krasses", "trois_six_neuf"])
def test_odds_without_the_games_numbers_say_what_to_say(system: str) -> None:
    reply = odds_reply(system, "quelles sont mes chances")
    assert reply.data == {"kind": "odds_help", "system": system}
    assert "Dites par exemple" in reply.table


def test_only_zfate_turns_fortunes_into_fate_points() -> None:
    said = fortune_command("krasses", "bob", 1)(None).table  # type: ignore[arg-type]
    assert "on joue à 2d10 et krâsses" in said


@pytest.mark.parametrize(("intent", "said"), [
    ("resolve_pool", "quelles sont nos chances 4 des contre 5"),
    ("fate_roll", "quelles sont mes chances bon contre correct"),
])
def test_a_question_about_the_chances_never_throws(run_action, intent: str, said: str) -> None:
    from action_helpers import tracker

    import actions.systems  # noqa: F401  (registers fate_roll)
    from actions.game_actions import GameAction
    from assistant.ledger import Ledger

    with Ledger() as ledger:
        ledger.create_table("t", "fate" if intent == "fate_roll" else "hades")
    sent, _ = run_action(GameAction.by_intent[intent],
                         tracker(intent, text=said, metadata={"table": "t"}))
    assert sent[0]["custom"]["table"].startswith("Chances"), sent
    with Ledger() as ledger:
        assert ledger.journal("t") == []


def test_trying_ones_luck_is_still_a_throw() -> None:
    from assistant.nlu.word_slots import asks_for_odds

    assert not asks_for_odds("hippolyte tente sa chance avec 3 des contre 3")
    assert asks_for_odds("c est quoi les probas a 2 contre 3")
