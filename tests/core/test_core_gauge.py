"""Gauges (« Jauges »): levels, dice penalty and the effects of ~~II~~."""

from __future__ import annotations

import pytest

from hades_core.errors import GaugeLevelError, GaugeNameError
from hades_core.gauge import Gauge, GaugeKind


@pytest.mark.parametrize(("level", "penalty"), [(0, 0), (1, 0), (2, 1), (3, 1)])
def test_etat_and_ressource_cost_one_die_from_level_two(level: int, penalty: int) -> None:
    assert Gauge("blessure", GaugeKind.ETAT, level).dice_penalty == penalty
    assert Gauge("munitions", GaugeKind.RESSOURCE, level).dice_penalty == penalty


def test_avancement_never_costs_dice() -> None:
    assert all(Gauge("expérience", GaugeKind.AVANCEMENT, level).dice_penalty == 0
               for level in range(4))


def test_struck_level_ends_an_etat_and_forbids_a_ressource() -> None:
    blessure = Gauge("blessure", GaugeKind.ETAT, 2)
    assert not blessure.character_out
    assert blessure.moved(1).character_out
    carburant = Gauge("carburant", GaugeKind.RESSOURCE, 3)
    assert carburant.resource_forbidden and not carburant.character_out
    assert Gauge("expérience", GaugeKind.AVANCEMENT, 3).complete


def test_any_name_is_accepted_but_not_an_empty_one() -> None:
    assert Gauge("infâmie", GaugeKind.ETAT).level == 0
    with pytest.raises(GaugeNameError):
        Gauge("  ", GaugeKind.ETAT)


@pytest.mark.parametrize(("level", "bars"), [(3, 1), (0, -1)])
def test_gauges_stay_between_empty_and_struck(level: int, bars: int) -> None:
    with pytest.raises(GaugeLevelError) as error:
        Gauge("folie", GaugeKind.ETAT, level).moved(bars)
    assert error.value.fields() == {"name": "folie", "level": level + bars, "limit": 3}
