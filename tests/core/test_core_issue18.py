"""Issue 18, HaDes points 1–4 in the rules: a défaut serves the camp opposé, a trait is never
silently replaced, the gauges of every roll, and one bound for the Destin."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hades_core.errors import TraitError
from hades_core.gauge import Gauge, GaugeKind
from hades_core.limits import MAX_DESTIN, bounded_destin
from hades_core.pool import build_side, gauge_penalties
from hades_core.sheet import SheetTrait, added_trait, close_session_traits, sheet_trait

FEAR = SheetTrait("peur du noir", 0, ephemeral=True, negative=True)
COWARD = SheetTrait("lâche", 1, ephemeral=False, negative=True)
SWORD = SheetTrait("épée", 1)


# 1. « Les traits peuvent venir du camp opposé (un défaut ou une faiblesse à exploiter) »


def test_a_defaut_named_by_its_owner_is_refused() -> None:
    with pytest.raises(TraitError) as raised:
        build_side(["épée", "peur du noir"], sheet=(SWORD, FEAR))
    assert (raised.value.reason, raised.value.trait) == ("own_defaut", "peur du noir")


def test_a_defaut_named_by_the_other_side_counts_for_it_with_its_puissance() -> None:
    side = build_side(["garde", "peur du noir", "Lâche"], exploitable=(SWORD, FEAR, COWARD))
    assert [(t.name, t.dice, t.exploited) for t in side.traits] == [
        ("garde", 1, False), ("peur du noir", 1, True), ("lâche", 2, True)]
    assert side.dice == 4


def test_a_positive_trait_of_the_other_side_is_not_read_over_there() -> None:
    side = build_side(["épée"], exploitable=(SWORD,))
    assert [(t.name, t.dice, t.exploited) for t in side.traits] == [("épée", 1, False)]


# 2. A trait already on the sheet is never silently replaced


@pytest.mark.parametrize("notation, negative", [("épée", False), ("ÉPÉE", True),
                                                ("épée++", False)])
def test_a_trait_of_the_same_name_is_refused(notation: str, negative: bool) -> None:
    with pytest.raises(TraitError) as raised:
        added_trait((SWORD,), sheet_trait(notation, negative=negative))
    assert (raised.value.reason, raised.value.trait) == ("exists", "épée")


def test_a_new_trait_is_added_and_an_established_one_survives_the_closing() -> None:
    traits = added_trait((SWORD,), sheet_trait("rage", ephemeral=True))
    assert [t.name for t in traits] == ["épée", "rage"]
    assert [(t.name, t.power) for t in close_session_traits(traits).traits] == [("épée", 1)]


def test_a_modification_never_overwrites_another_trait() -> None:
    from hades_core.sheet import modify

    traits = (SWORD, SheetTrait("rage"))
    assert [(t.name, t.power) for t in modify(traits, "épée", "épée++")] == [
        ("épée", 2), ("rage", 0)]
    with pytest.raises(TraitError) as raised:
        modify(traits, "épée", "rage+")
    assert raised.value.reason == "exists"


# 3. The gauges of every roll


def test_gauge_penalties_refuse_a_character_out_and_count_each_gauge_at_two() -> None:
    with pytest.raises(TraitError) as raised:
        gauge_penalties([Gauge("blessure", GaugeKind.ETAT, 3)])
    assert raised.value.reason == "out"
    assert gauge_penalties([Gauge("blessure", GaugeKind.ETAT, 2),
                            Gauge("fatigue", GaugeKind.RESSOURCE, 2),
                            Gauge("folie", GaugeKind.ETAT, 1),
                            Gauge("expérience", GaugeKind.AVANCEMENT, 3)]) == (
        "blessure", "fatigue")
    side = build_side((), gauges=[Gauge("blessure", GaugeKind.ETAT, 2)], extra=3)
    assert (side.dice, side.penalties) == (2, ("blessure",))


def test_a_script_loses_its_malus_dice_from_the_last_step_backwards() -> None:
    from hades_core.script import ScriptStep, without_dice

    steps = (ScriptStep(1, 2), ScriptStep(2, 1))
    assert without_dice(steps, 0) == steps
    assert without_dice(steps, 2) == (ScriptStep(1, 1), ScriptStep(2, 0))
    assert without_dice(steps, 9) == (ScriptStep(1, 0), ScriptStep(2, 0))


# 4. One bound for the Destin, toward zero always allowed


@pytest.mark.parametrize("before, wanted, after", [
    (998, 1003, 1000), (-999, -1004, -1000), (1000, 999, 999), (-1000, -999, -999),
    (1050, 1049, 1049), (1050, 1060, 1050), (1050, -1100, -1000), (0, 5, 5),
    (1000, 1000, 1000),
])
def test_bounded_destin(before: int, wanted: int, after: int) -> None:
    assert bounded_destin(before, wanted) == after


@given(st.integers(-MAX_DESTIN, MAX_DESTIN), st.integers(-3000, 3000))
def test_the_destin_stays_in_bounds_and_a_move_toward_zero_applies_in_full(
        before: int, delta: int) -> None:
    after = bounded_destin(before, before + delta)
    assert -MAX_DESTIN <= after <= MAX_DESTIN
    if abs(before + delta) <= abs(before):
        assert after == before + delta
