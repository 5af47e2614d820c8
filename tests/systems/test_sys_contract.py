"""The parse contract's slots for the other systems' intents: read by the rules' parsers."""

from __future__ import annotations

import io
import json

import pytest

from assistant.cli.parse import parse_lines
from assistant.nlu.contract import INTENT_SLOTS, slots_from_entities
from hades_core.systems.spoken_values import SYSTEM_SLOT_READERS, slot_value


def _entities(**words: str) -> list[dict[str, object]]:
    return [
        {"entity": name, "value": value, "start": index, "end": index + 1}
        for index, (name, value) in enumerate(words.items())
    ]


@pytest.mark.parametrize(
    ("intent", "words", "slots"),
    [
        ("choose_system", {"system": "krâsses"}, {"system": "krasses"}),
        ("choose_system", {"system": "3-6-9"}, {"system": "trois_six_neuf"}),
        ("fate_roll", {"skill": "bon", "opposition": "plus 1"}, {"skill": 3, "opposition": 1}),
        ("deux_d6_roll", {"skill": "4", "difficulty": "Démentielle"},
         {"skill": 4, "difficulty": "dementielle"}),
        ("deux_d6_roll", {"skill": "4", "difficulty": "moins 2"}, {"skill": 4, "difficulty": -2}),
        ("trois_six_neuf_turn", {"solde": "moins 3"}, {"solde": -3}),
        ("krasses_roll", {"skill": "plus 6", "difficulty": "presque impossible",
                          "krasse_dice": "3"},
         {"skill": 6, "difficulty": "presque_impossible", "krasse_dice": 3}),
        ("krasses_roll", {"difficulty": "ouverte"}, {"difficulty": "ouverte"}),
        ("fate_invoke", {"protagonist": "lea", "aspect": "fine  lame"},
         {"protagonist": "lea", "aspect": "fine lame"}),
        ("fate_hit", {"protagonist": "lea", "amount": 2, "stress": "Mentaux"},
         {"protagonist": "lea", "amount": 2, "stress": "mental"}),
    ],
)
def test_system_slots_are_normalised(
    intent: str, words: dict[str, str], slots: dict[str, object]
) -> None:
    assert slots_from_entities(intent, _entities(**words)) == slots


def test_unreadable_words_leave_the_slot_out_and_other_intents_ignore_them() -> None:
    assert slots_from_entities("choose_system", _entities(system="donjons")) == {}
    assert slots_from_entities("fate_roll", _entities(skill="truc", opposition="bon")) == {
        "opposition": 3
    }
    assert slots_from_entities("resolve_pool", _entities(skill="bon")) == {}
    assert slot_value("resolve_pool", "protagonist", "alice") == "alice"


def test_every_system_intent_is_in_the_contract() -> None:
    for intent, readers in SYSTEM_SLOT_READERS.items():
        assert INTENT_SLOTS[intent] == tuple(readers)


@pytest.mark.slow
def test_hades_parse_jsonl_shows_the_system_slots_with_the_real_model() -> None:
    said = "on joue à Fate\ndeux D dix plus six contre moyen avec trois krâsses\n"
    out = io.StringIO()
    assert parse_lines(io.StringIO(said), out) == 0
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert (first["intent"], first["slots"]) == ("choose_system", {"system": "fate"})
    assert second["intent"] == "krasses_roll"
    assert second["slots"] == {"skill": 6, "difficulty": "moyen", "krasse_dice": 3}
