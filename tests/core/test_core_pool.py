"""Building a side's pool from traits, sheet puissances and gauges."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hades_core.errors import ReflexConversionError, TraitError
from hades_core.gauge import Gauge, GaugeKind
from hades_core.pool import build_side
from hades_core.sheet import SheetTrait


def test_pool_sums_traits_and_removes_a_die_per_gauge_at_two() -> None:
    pool = build_side(
        ["épée+", "rage"],
        gauges=[Gauge("blessure", GaugeKind.ETAT, 2), Gauge("fatigue", GaugeKind.RESSOURCE, 1),
                Gauge("expérience", GaugeKind.AVANCEMENT, 3)])
    assert (pool.dice, pool.penalties) == (2, ("blessure",))
    assert pool.uses_puissance


def test_the_sheet_gives_the_puissance_of_a_named_trait() -> None:
    sheet = [SheetTrait("épée", 1), SheetTrait("force", 2)]
    pool = build_side(["Épée", "force", "torche"], sheet)
    assert [(t.name, t.dice, t.from_sheet) for t in pool.traits] == [
        ("épée", 2, True), ("force", 3, True), ("torche", 1, False)]
    assert pool.dice == 6


def test_reflexes_intention_and_extra_dice() -> None:
    pool = build_side(["rituel+"], reflexes=["rituel"], intention=True, extra=2)
    assert (pool.dice, pool.intention, pool.extra) == (1 + 1 + 2, 1, 2)
    assert not pool.uses_puissance  # « ne serait alors plus éligible au Deus Ex Alea »
    assert build_side(["rituel++"], reflexes=["rituel"]).uses_puissance
    with pytest.raises(ReflexConversionError):
        build_side(["dague"], reflexes=["dague"])
    with pytest.raises(TraitError):
        build_side(["dague"], reflexes=["rituel"])


def test_struck_gauges_forbid_their_ressource_or_end_the_character() -> None:
    with pytest.raises(TraitError) as forbidden:
        build_side(["munitions"], gauges=[Gauge("munitions", GaugeKind.RESSOURCE, 3)])
    assert forbidden.value.reason == "forbidden"
    assert build_side(["épée"], gauges=[Gauge("munitions", GaugeKind.RESSOURCE, 3)]).dice == 0
    with pytest.raises(TraitError) as out:
        build_side(["épée"], gauges=[Gauge("blessure", GaugeKind.ETAT, 3)])
    assert out.value.reason == "out"


@given(st.lists(st.sampled_from(["a", "b+", "c++"]), max_size=6),
       st.lists(st.integers(0, 2), max_size=4))
def test_pool_is_trait_dice_minus_penalties_never_below_zero(traits: list[str],
                                                             levels: list[int]) -> None:
    gauges = [Gauge(f"g{i}", GaugeKind.ETAT, level) for i, level in enumerate(levels)]
    pool = build_side(traits, gauges=gauges)
    expected = sum(1 + t.count("+") for t in traits) - sum(1 for lv in levels if lv >= 2)
    assert pool.dice == max(expected, 0)
