"""The protagoniste's sheet: notation, consolidation, end of session."""

from __future__ import annotations

import pytest

from hades_core.errors import TraitError
from hades_core.gauge import Gauge, GaugeKind
from hades_core.sheet import (
    SheetTrait,
    close_session_traits,
    eliminate,
    make_durable,
    modify,
    sheet_trait,
    traits_from_json,
    traits_to_json,
)

SHEET = (SheetTrait("épée", 1), SheetTrait("rage", ephemeral=True),
         SheetTrait("peur", ephemeral=True, negative=True), SheetTrait("dette", negative=True))


def test_notation_gives_the_puissance() -> None:
    assert sheet_trait("force++") == SheetTrait("force", 2)
    assert sheet_trait("épée+", ephemeral=True) == SheetTrait("épée", 1, ephemeral=True)
    with pytest.raises(TraitError):
        SheetTrait("  ")
    with pytest.raises(TraitError):
        SheetTrait("x", 3)


def test_consolidation_choices_fit_their_traits() -> None:
    assert SheetTrait("rage") in make_durable(SHEET, "rage")
    assert all(t.name != "peur" for t in eliminate(SHEET, "peur"))
    with pytest.raises(TraitError):
        make_durable(SHEET, "peur")
    with pytest.raises(TraitError):
        eliminate(SHEET, "rage")
    with pytest.raises(TraitError):
        eliminate(SHEET, "hache")
    assert SheetTrait("épée", 2) in modify(SHEET, "épée", "épée++")


def test_a_trait_is_found_under_the_spelling_speech_gives_it() -> None:
    sheet = (SheetTrait("sifflet d'argent", ephemeral=True), SheetTrait("médecine", 1))
    assert make_durable(sheet, "sifflet d argent")[1] == SheetTrait("sifflet d'argent")
    assert modify(sheet, "medecine+", "médecine++")[0] == SheetTrait("médecine", 2)
    with pytest.raises(TraitError):
        make_durable(sheet, "sifflet")


def test_closing_makes_negative_ephemeres_durable_and_drops_positive_ones() -> None:
    closed = close_session_traits(SHEET)
    assert closed.became_durable == ("peur",) and closed.vanished == ("rage",)
    assert set(closed.traits) == {SheetTrait("épée", 1), SheetTrait("peur", negative=True),
                                  SheetTrait("dette", negative=True)}


def test_json_round_trip() -> None:
    assert traits_from_json(traits_to_json(SHEET)) == SHEET
    assert traits_from_json(None) == ()


def test_a_fortune_moves_a_gauge_one_bar_toward_the_better() -> None:
    assert Gauge("blessure", GaugeKind.ETAT, 2).consolidated().level == 1
    assert Gauge("expérience", GaugeKind.AVANCEMENT, 1).consolidated().level == 2
