"""The trust policy acts only on confident, cued understandings of table changes."""

from __future__ import annotations

import pytest

from assistant.nlu.trust import Verdict, example_for, has_cue, judge, load_policy

POLICY = load_policy()


def test_the_policy_file_is_consistent() -> None:
    assert 0 < POLICY.ask < POLICY.act <= 1
    assert POLICY.always_ask <= POLICY.changing
    assert set(POLICY.cues) <= POLICY.changing
    assert all(example_for(intent) for intent in POLICY.changing)


@pytest.mark.parametrize("intent", ["oracle_distance", "odds_query", "repeat", "table_status"])
def test_reading_intents_always_answer(intent: str) -> None:
    assert judge(intent, 0.05, "", {}) is Verdict.ACT


def test_a_confident_cued_undo_acts() -> None:
    assert judge("undo", 0.99, "annule le dernier jet", {}) is Verdict.ACT


def test_an_undo_without_any_undo_word_is_not_understood_even_when_confident() -> None:
    assert judge("undo", 0.99, "je me cache derrière le tonneau", {}) is Verdict.REFUSE
    assert judge("end_session", 0.99, "c'est bon pour moi", {}) is Verdict.REFUSE


def test_the_middle_band_asks_and_below_it_refuses() -> None:
    middle = (POLICY.ask + POLICY.act) / 2
    assert judge("undo", middle, "annule", {}) is Verdict.CONFIRM
    assert judge("undo", POLICY.ask - 0.01, "annule", {}) is Verdict.REFUSE


def test_the_middle_band_without_any_cue_is_not_understood() -> None:
    middle = (POLICY.ask + POLICY.act) / 2
    assert judge("destin_adjust", middle, "quoi de neuf", {}) is Verdict.REFUSE
    assert judge("destin_adjust", middle, "ajoute deux au destin", {}) is Verdict.CONFIRM


def test_the_end_of_the_session_is_always_asked_about() -> None:
    assert judge("end_session", 1.0, "fin de la partie", {}) is Verdict.CONFIRM


def test_slots_count_as_cues() -> None:
    assert has_cue(POLICY, "gauge_set", "alice a mal", {"gauge": "blessure"})
    assert not has_cue(POLICY, "gauge_set", "alice a mal", {})


def test_cues_match_stems_without_accents() -> None:
    assert has_cue(POLICY, "redo", "Rétablis l'annulation", {})
    assert has_cue(POLICY, "undo", "ANNULER", {})
