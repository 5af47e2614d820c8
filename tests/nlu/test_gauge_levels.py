"""Gauge levels said in bars, as the rules' glossary counts them (1 barre = I, 2 barres = II,
3 barres = ~~II~~), through the parse contract's completion from the words."""

from __future__ import annotations

import pytest

from assistant.nlu.contract import complete_from_words
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.values import gauge_level_said, gauge_move


@pytest.mark.parametrize(("said", "level"), [
    ("la fatigue de lénaïg est à deux barres", 2),
    ("pas barrée : deux barres de fatigue seulement", 2),
    ("Loïc n'en peut plus : fatigue barrée.", 3),
    ("remets la jauge de peur de yvon à zéro", 0),
    ("il n'a plus peur", 0),
    ("Maëlle n'est plus asphyxiée", 0),
    ("ça lui fait deux barres", 2),
    ("Tancrède retombe à une barre de blessure", 1),
    ("Anaïs a soif, une barre.", 1),
    ("il n'a plus que deux barres", 2),
    ("Bob est blessé deux", 2),
    ("Maëlle est asphyxiée deux.", 2),
])
def test_a_level_said_in_bars(said: str, level: int) -> None:
    assert gauge_level_said(normalize_utterance(said)) == level


@pytest.mark.parametrize("said", ["Bob prend une barre de fatigue", "Bob lance deux",
                                  "récupère une barre de fatigue", "une barre de moins"])
def test_a_move_or_a_level_said_otherwise_is_no_level_in_bars(said: str) -> None:
    assert gauge_level_said(normalize_utterance(said)) is None


def test_the_level_said_wins_over_the_model_reading_a_move() -> None:
    text = normalize_utterance("la fatigue de lénaïg est à deux barres")
    slots = complete_from_words("gauge_set", text, {"gauge": "fatigue", "change": 1,
                                                    "protagonist": "lénaïg"})
    assert (slots["level"], slots.get("change"), slots["protagonist"]) == (2, None, "lénaïg")


@pytest.mark.parametrize(("said", "move"), [
    ("Noémie prend deux barres de fatigue, le duel a duré une éternité", {"reach": 2}),
    ("Noémie prend deux barres de fatigue de plus", {"change": 2}),
    ("Bob prend une blessure", {"change": 1}),
    ("Bob prend une barre de peur", {"change": 1}),
    ("Gwen récupère deux barres de fatigue", {"change": -2}),
])
def test_a_move_counts_the_bars_said(said: str, move: dict) -> None:
    """Two bars taken bring the gauge to II at least (the glossary's « 2 barres = II »); one
    bar, or bars « de plus », are added."""
    assert gauge_move(normalize_utterance(said)) == move
