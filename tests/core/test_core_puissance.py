"""Puissances: dice per trait, manœuvre turned into réflexe."""

from __future__ import annotations

import pytest

from hades_core.errors import ReflexConversionError
from hades_core.puissance import Puissance, Trait, parse_trait


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
