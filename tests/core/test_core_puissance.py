"""Puissances: dice per trait, manœuvre turned into réflexe, pools with gauge penalties."""

from __future__ import annotations

import pytest

from hades_core.errors import ReflexConversionError
from hades_core.gauge import Gauge, GaugeKind
from hades_core.puissance import Puissance, Trait, build_pool, parse_trait


@pytest.mark.parametrize(
    ("notation", "name", "puissance", "dice"),
    [
        ("épée", "épée", Puissance.NORMAL, 1),
        ("magie+", "magie", Puissance.HEROIQUE, 2),
        ("foudre divine ++", "foudre divine", Puissance.MYTHIQUE, 3),
    ],
)
def test_sheet_notation(notation: str, name: str, puissance: Puissance, dice: int) -> None:
    trait = parse_trait(notation)
    assert (trait.name, trait.puissance, trait.dice) == (name, puissance, dice)
    assert parse_trait(trait.name + trait.puissance.mark) == trait


def test_manoeuvre_as_reflexe_brings_one_die_less() -> None:
    """Seed: héroïque → réflexe à 1D (not eligible to Deus Ex Alea), mythique → 2D (eligible)."""
    heroic = Trait("rituel", Puissance.HEROIQUE, reflexe_from_manoeuvre=True)
    mythic = Trait("rituel", Puissance.MYTHIQUE, reflexe_from_manoeuvre=True)
    assert (heroic.dice, heroic.counts_for_deus_ex_alea) == (1, False)
    assert (mythic.dice, mythic.counts_for_deus_ex_alea) == (2, True)


def test_a_normal_manoeuvre_cannot_become_a_reflexe() -> None:
    with pytest.raises(ReflexConversionError) as error:
        Trait("crochetage", reflexe_from_manoeuvre=True)
    assert error.value.fields() == {"trait": "crochetage", "puissance": "normal"}


def test_pool_sums_traits_and_removes_a_die_per_gauge_at_two() -> None:
    pool = build_pool(
        [Trait("épée", Puissance.HEROIQUE), Trait("rage")],
        [
            Gauge("blessure", GaugeKind.ETAT, 2),
            Gauge("fatigue", GaugeKind.RESSOURCE, 1),
            Gauge("expérience", GaugeKind.AVANCEMENT, 3),
        ],
    )
    assert (pool.trait_dice, pool.gauge_penalty, pool.dice) == (3, 1, 2)
    assert pool.uses_puissance


def test_pool_never_goes_below_zero() -> None:
    pool = build_pool([Trait("fuite")], [Gauge("blessure", GaugeKind.ETAT, 2),
                                         Gauge("folie", GaugeKind.ETAT, 2)])
    assert pool.dice == 0 and not pool.uses_puissance
