"""One identity per person: spellings of a name that differ by accents, capitals or hyphens."""

from __future__ import annotations

import pytest

from assistant.ledger.state import Protagonist, TableState
from assistant.nlu.names import closest_name, names_said
from hades_core.names import name_key, same_name


@pytest.mark.parametrize("spelling", ["Anaïs", "anais", "ANAÏS", "anaïs", " Anais "])
def test_every_spelling_of_a_name_has_one_key(spelling: str) -> None:
    assert name_key(spelling) == "anais"


def test_hyphens_and_spaces_are_one_separator() -> None:
    assert same_name("Jean-Pierre", "jean  pierre")
    assert not same_name("Léa", "Lia")


def test_an_apostrophe_dropped_or_curled_is_the_same_name() -> None:
    assert same_name("Hugues d'Aubigné", "hugues d aubigne")
    assert same_name("d’Artagnan", "d'artagnan")
    assert not same_name("d'Artagnan", "dartagnan")


def test_the_table_finds_a_person_under_any_spelling_and_keeps_the_first_one() -> None:
    state = TableState("t", protagonists=(Protagonist("Maëlle"), Protagonist("Loïc")))
    assert state.find("maelle") == Protagonist("Maëlle")
    assert state.get("LOIC").name == "Loïc"
    assert state.find("Mael") is None


def test_a_known_name_said_without_accents_is_known_not_a_near_miss() -> None:
    assert closest_name("clothilde", ["Clothilde", "Tancrède"]) is None
    assert closest_name("tancrede", ["Clothilde", "Tancrède"]) is None
    assert closest_name("tancred", ["Clothilde", "Tancrède"]) == "Tancrède"
    assert names_said("ok tancrede tu lances", ["Tancrède", "Anaïs"]) == ["Tancrède"]
