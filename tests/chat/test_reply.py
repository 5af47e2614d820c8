"""Rasa's REST answers become one Reply."""

from __future__ import annotations

from assistant.chat.session import AWAITING, NO_ANSWER, reply_from_messages
from assistant.reply import Reply


def test_custom_answer_and_response_text_are_joined() -> None:
    messages = [
        {"recipient_id": "t", "text": "Contre combien de dés ?"},
        {"recipient_id": "t", "custom": {"table": "Succès ! 2 pairs contre 0.", "gm": "Destin moins un.",
                                        "data": {"kind": "roll"}}},
    ]
    assert reply_from_messages(messages) == Reply(
        table="Contre combien de dés ? Succès ! 2 pairs contre 0.", gm="Destin moins un.",
        data={"kind": "roll"})


def test_no_answer_gets_an_example_of_what_to_say() -> None:
    assert reply_from_messages([]) == NO_ANSWER
    assert "par exemple" in NO_ANSWER.table


def test_a_form_question_says_what_it_awaits() -> None:
    messages = [{"recipient_id": "t", "text": "Contre combien de dés ?"},
                {"recipient_id": "t", "custom": {"awaiting": "obstacle_dice"}}]
    assert reply_from_messages(messages) == Reply(
        table="Contre combien de dés ?", data={AWAITING: "obstacle_dice"})
