"""Entity texts become contract values."""

from __future__ import annotations

import pytest

from assistant.nlu.values import entity_value, is_decrease, parse_number, trait_modification


@pytest.mark.parametrize(
    ("entity", "text", "lemmas", "expected"),
    [
        ("protagonist_dice", "4", [], 4),
        ("obstacle_dice", "vingt et un", [], 21),
        ("amount", "101", [], None),
        ("level", "deux", [], 2),
        ("protagonist", "Léa", [], "léa"),
        ("question", "où", [], "ou"),
        ("category", "Émotions", [], "emotion"),
        ("category", "sentiment", [], "emotion"),
        ("category", "pizza", [], None),
        ("gauge", "blessée", [], "blessure"),
        ("gauge", "fatigués", ["fatigué"], "fatigue"),
        ("gauge", "ivre", [], "ébriété"),
        ("action_type", "négocie", ["négocier"], "negocier"),
        ("action_type", "fuir", [], "contourner"),
        ("option", "La  Porte", [], "la porte"),
    ],
)
def test_entity_values(entity: str, text: str, lemmas: list[str], expected: object) -> None:
    assert entity_value(entity, text, lemmas) == expected


def test_numbers_outside_the_range_are_refused() -> None:
    assert parse_number("cent") == 100
    assert parse_number("mille") is None
    assert parse_number("beaucoup") is None


def test_decrease_words() -> None:
    assert is_decrease(["retire", "2", "au", "destin"])
    assert is_decrease(["baisser"])
    assert not is_decrease(["ajoute", "2", "au", "destin"])


@pytest.mark.parametrize(("text", "modified"), [
    ("Agathe utilise sa dernière fortune pour passer sa médecine héroïque en mythique",
     ("médecine+", "médecine++")),
    ("Joachim dépense une fortune pour que son trait forgeron devienne forgeron héroïque",
     ("forgeron", "forgeron+")),
    ("Léa dépense une fortune pour transformer son trait épée en épée héroïque, enfin",
     ("épée", "épée+")),
    ("Léa dépense une fortune pour garder le trait courage", None),
    ("Bob dépense une fortune pour baisser sa jauge de blessure", None),
])
def test_a_consolidation_that_modifies_a_trait_reads_the_trait_and_its_new_notation(
        text: str, modified: tuple[str, str] | None) -> None:
    assert trait_modification(text) == modified


def test_a_trait_that_passes_to_a_puissance_with_a_fortune() -> None:
    assert trait_modification("et avec sa deuxième fortune son escrime passe en héroïque") == (
        "escrime", "escrime+")
    assert trait_modification("son cheval passe en premier") is None
