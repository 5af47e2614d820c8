"""Slots follow the intent; Rasa's fallback is out_of_scope."""

from __future__ import annotations

from assistant.nlu.contract import ParseResult, result_from_rasa, slots_from_entities


def entity(name: str, value: object, start: int) -> dict[str, object]:
    return {"entity": name, "value": value, "start": start, "end": start + 1}


def test_only_the_intents_slots_are_kept() -> None:
    entities = [entity("protagonist_dice", 4, 0), entity("amount", 2, 5), entity("obstacle_dice", 5, 9)]
    assert slots_from_entities("resolve_pool", entities) == {"protagonist_dice": 4, "obstacle_dice": 5}
    assert slots_from_entities("greet", entities) == {}


def test_options_are_collected_in_order_without_duplicates() -> None:
    entities = [entity("option", "le puits", 12), entity("option", "la porte", 3),
                entity("option", "la porte", 20)]
    assert slots_from_entities("oracle_choice", entities) == {"options": ["la porte", "le puits"]}


def test_first_value_wins_for_single_slots() -> None:
    entities = [entity("protagonist", "bob", 10), entity("protagonist", "alice", 0)]
    assert slots_from_entities("fortune_query", entities) == {"protagonist": "alice"}


def test_fallback_becomes_out_of_scope() -> None:
    parsed = {"intent": {"name": "nlu_fallback", "confidence": 0.35},
              "entities": [entity("protagonist", "bob", 0)]}
    result = result_from_rasa("blabla", parsed)
    assert result == ParseResult("blabla", "out_of_scope", 0.35, {})


def test_json_shape() -> None:
    parsed = {"intent": {"name": "oracle_distance", "confidence": 0.987654},
              "entities": [entity("question", "qui", 16)]}
    assert result_from_rasa("jet de distance qui", parsed).to_json() == {
        "text": "jet de distance qui", "intent": "oracle_distance", "confidence": 0.9877,
        "slots": {"question": "qui"}}


def test_script_steps_pair_each_protagonist_number_with_the_next_obstacle_number() -> None:
    entities = [entity("obstacle_dice", 2, 30), entity("protagonist_dice", 2, 0),
                entity("obstacle_dice", 1, 5), entity("protagonist_dice", 1, 20),
                entity("protagonist_dice", 3, 40)]
    assert slots_from_entities("resolve_script", entities) == {"steps": [
        {"protagonist_dice": 2, "obstacle_dice": 1},
        {"protagonist_dice": 1, "obstacle_dice": 2}]}
    assert slots_from_entities("resolve_pool", entities) == {"protagonist_dice": 2,
                                                             "obstacle_dice": 1}


def test_resolve_auto_keeps_the_trait() -> None:
    entities = [entity("protagonist", "alice", 0), entity("trait", "crochetage", 20)]
    assert slots_from_entities("resolve_auto", entities) == {"protagonist": "alice",
                                                             "trait": "crochetage"}
