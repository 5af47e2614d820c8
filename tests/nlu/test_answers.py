"""Short answers to the assistant's questions are read from their words."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from assistant.nlu.answers import NO, YES, read_words, slot_answer, yes_or_no
from assistant.nlu.names import closest_name

ANSWERS = Path(__file__).parent / "data" / "confirm_answers.yml"


def _answers(key: str) -> list[str]:
    return list(yaml.safe_load(ANSWERS.read_text(encoding="utf-8"))[key])


@pytest.mark.parametrize("said", _answers("yes"))
def test_spoken_yes(said: str) -> None:
    assert yes_or_no(said) == YES


@pytest.mark.parametrize("said", _answers("no"))
def test_spoken_no(said: str) -> None:
    assert yes_or_no(said) == NO


@pytest.mark.parametrize("said", ["oui enfin non", "euh", "quatre", ""])
def test_neither_or_both_is_no_answer(said: str) -> None:
    assert yes_or_no(said) is None


def test_the_model_intent_counts_when_the_words_say_nothing() -> None:
    assert yes_or_no("carrément !", "affirm") == YES
    assert yes_or_no("bof", "deny") == NO


@pytest.mark.parametrize(
    ("intent", "slot", "said", "value"),
    [
        ("resolve_pool", "obstacle_dice", "cinq", 5),
        ("resolve_pool", "obstacle_dice", "contre 3 dés", 3),
        ("oracle_direction", "category", "corps", "corps"),
        ("oracle_direction", "category", "les émotions", "emotion"),
        ("oracle_distance", "question", "où", "ou"),
        ("oracle_choice", "options", "la cave, le puits ou le grenier",
         ["la cave", "le puits", "le grenier"]),
        ("fortune_gain", "protagonist", "Ysaline", "ysaline"),
        ("gauge_set", "level", "deux", 2),
    ],
)
def test_slot_answers_are_read_from_bare_words(intent: str, slot: str, said: str,
                                               value: object) -> None:
    assert slot_answer(intent, slot, said, []) == value


def test_an_entity_the_model_found_wins() -> None:
    entities = [{"entity": "category", "value": "maison", "start": 0, "end": 6}]
    assert slot_answer("oracle_direction", "category", "maison", entities) == "maison"


@pytest.mark.parametrize("said", ["bonjour tout le monde", "oui"])
def test_words_that_are_no_value_are_no_answer(said: str) -> None:
    assert read_words("oracle_direction", "category", said) is None
    assert read_words("resolve_pool", "obstacle_dice", said) is None


@pytest.mark.parametrize(
    ("said", "known", "expected"),
    [
        ("alcie", ["alice", "bob"], "alice"),
        ("camile", ["camille"], "camille"),
        ("alice", ["alice"], None),
        ("Alice", ["alice"], None),
        ("lia", ["léa"], None),
        ("ysaline", ["alice", "bob"], None),
        ("bob", [], None),
    ],
)
def test_near_misses_of_known_names(said: str, known: list[str], expected: str | None) -> None:
    assert closest_name(said, known) == expected


@pytest.mark.parametrize("said", ["oui", "Oui.", "non", "ouais"])
def test_yes_or_no_never_names_a_protagonist(said: str) -> None:
    assert slot_answer("gauge_set", "protagonist", said, []) is None
    assert slot_answer("gauge_set", "protagonist", said,
                       [{"entity": "protagonist", "value": said.lower(), "start": 0,
                         "end": len(said)}]) is None


def test_a_name_answered_keeps_its_accents() -> None:
    assert slot_answer("gauge_set", "protagonist", "Tancrède", []) == "tancrède"
