"""The system keys stored per table, and the names players use for them."""

from __future__ import annotations

import pytest

from assistant.ledger import KNOWN_SYSTEMS
from hades_core.systems import DEFAULT_SYSTEM, SYSTEM_KEYS, system_key
from hades_core.systems.errors import NotANumberError, UnknownSystemError
from hades_core.systems.text import parse_signed, read_signed


def test_keys_match_the_ledgers_and_hades_is_the_default() -> None:
    assert SYSTEM_KEYS == tuple(KNOWN_SYSTEMS)
    assert DEFAULT_SYSTEM == "hades"


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Fate", "fate"),
        ("zFate", "fate"),
        ("HaDes", "hades"),
        ("2D6", "deux_d6"),
        ("3-6-9", "trois_six_neuf"),
        ("trois six neuf", "trois_six_neuf"),
        ("Krâsses", "krasses"),
        ("  KRASSE ", "krasses"),
        ("deux_d6", "deux_d6"),
    ],
)
def test_names_players_use(name: str, key: str) -> None:
    assert system_key(name) == key


def test_unknown_system_names_the_known_ones() -> None:
    with pytest.raises(UnknownSystemError) as refused:
        system_key("Donjons")
    assert refused.value.fields() == {"system": "Donjons", "known": list(SYSTEM_KEYS)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("3", 3),
        ("+3", 3),
        ("plus 3", 3),
        ("moins 2", -2),
        ("−2", -2),
        ("-12", -12),
        ("Plus  4", 4),
        ("un", 1),
        ("moins une", -1),
        ("bon", None),
        ("3 dés", None),
        ("", None),
    ],
)
def test_signed_numbers_as_typed_or_spoken(text: str, value: int | None) -> None:
    assert parse_signed(text) == value


def test_read_signed_names_what_was_not_a_number() -> None:
    assert read_signed("solde", "moins 4") == -4
    with pytest.raises(NotANumberError) as refused:
        read_signed("solde", "beaucoup")
    assert refused.value.fields() == {"name": "solde", "text": "beaucoup"}
