"""Building one side's pool from traits (« Constitution des pools de dés »).

* Each trait put forward brings 1D, a héroïque trait 2D, a mythique 3D (« Jouer avec les
  puissances »); a héroïque or mythique manœuvre used as a réflexe brings 1D less.
* « Chaque camp place le premier dé qui désigne son action de base »: the intention die is
  optional (``intention``), since « dans certains cas, le dé d'objectif n'est pas forcément
  nécessaire » (a fight, where both sides rush at each other). Reading chosen: it is off by
  default, so « Alice attaque le troll avec son épée+ et sa rage ; le troll a force++ et peau
  dure » is 3 dés contre 4, as the issue's example counts it; the Destinée adds it when the
  objective itself is at stake.
* « N'oubliez pas non plus d'éventuels dés malus dus à un état ou une ressource dégradée »:
  each état or ressource gauge at II or more costs 1D (:mod:`hades_core.gauge`).
* A ressource at ~~II~~ « rend impossible tout réflexe ou manœuvre utilisant la ressource »: a
  trait named like such a gauge is refused; an état at ~~II~~ is « la fin du personnage »: the
  character cannot roll at all.
* The dice actually rolled never go below 0.
* A défaut (a negative trait of the sheet) is « un défaut ou une faiblesse à exploiter » by the
  camp opposé: named on its owner's side it is refused (``own_defaut``); named on the other
  side (``exploitable``: the other side's sheet) it brings that side its dice, puissance
  counted, like any trait of the side.
* The same gauge rule holds for every roll of a named protagoniste, a bare « 3 contre 3 » too
  (:func:`gauge_penalties`): nothing in « N'oubliez pas non plus d'éventuels dés malus » limits
  it to pools built from traits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hades_core.errors import TraitError
from hades_core.gauge import Gauge
from hades_core.puissance import DEUS_EX_ALEA_MIN_DICE, Puissance, Trait, parse_trait
from hades_core.sheet import SheetTrait, find_trait

INTENTION_DIE = 1


@dataclass(frozen=True)
class PoolTrait:
    """One trait as it entered the pool."""

    name: str
    power: int
    """0 normal, 1 héroïque, 2 mythique."""
    reflexe: bool
    """True for a puissance manœuvre used as a réflexe (1D less)."""
    dice: int
    from_sheet: bool
    """True when the trait was read on the protagoniste's sheet."""
    exploited: bool = False
    """True for the other side's défaut, exploited by this side."""


@dataclass(frozen=True)
class SidePool:
    """One side's pool: its traits, the intention die, the gauge penalties, the dice rolled."""

    traits: tuple[PoolTrait, ...]
    intention: int
    """0, or 1 for the « dé d'objectif »."""
    extra: int
    """Bare dice added (a number said instead of a trait, or the Destinée's dice)."""
    penalties: tuple[str, ...]
    """Gauges at II or more, 1D each."""
    dice: int
    """Dice actually rolled."""
    uses_puissance: bool
    """True when one trait brings at least 2D (Deus Ex Alea eligibility)."""


_POWERS = {Puissance.NORMAL: 0, Puissance.HEROIQUE: 1, Puissance.MYTHIQUE: 2}


def _pool_trait(notation: str, sheet: Sequence[SheetTrait], reflexes: set[str],
                exploitable: Sequence[SheetTrait] = ()) -> PoolTrait:
    written = find_trait(sheet, notation)
    exploited = None if written is not None else find_trait(
        (t for t in exploitable if t.negative), notation)
    trait: Trait
    if written is not None and written.negative:
        raise TraitError("own_defaut", written.name)
    if written is not None:
        trait = written.as_pool_trait()
    elif exploited is not None:
        trait = exploited.as_pool_trait()
    else:
        trait = parse_trait(notation)
        if not trait.name:
            raise TraitError("empty", notation)
    as_reflexe = trait.name.casefold() in reflexes
    if as_reflexe:
        trait = Trait(trait.name, trait.puissance, reflexe_from_manoeuvre=True)
    return PoolTrait(name=trait.name, power=_POWERS[trait.puissance], reflexe=as_reflexe,
                     dice=trait.dice, from_sheet=written is not None,
                     exploited=exploited is not None)


def gauge_penalties(gauges: Iterable[Gauge]) -> tuple[str, ...]:
    """The gauges that cost 1D each (état or ressource at II or more); :class:`TraitError`
    ``"out"`` when an état is at ~~II~~ (« la fin du personnage »: no roll at all)."""
    gauge_list = tuple(gauges)
    for gauge in gauge_list:
        if gauge.character_out:
            raise TraitError("out", gauge.name)
    return tuple(g.name for g in gauge_list if g.dice_penalty)


def build_side(
    traits: Iterable[str],
    sheet: Sequence[SheetTrait] = (),
    gauges: Iterable[Gauge] = (),
    reflexes: Iterable[str] = (),
    intention: bool = False,
    extra: int = 0,
    exploitable: Sequence[SheetTrait] = (),
) -> SidePool:
    """One side's pool: ``traits`` are names (read on ``sheet`` when written there, with
    their puissance) or notations (``"force++"``); ``reflexes`` names the puissance
    manœuvres used as réflexes; ``gauges`` are the side's gauges; ``exploitable`` is the other
    side's sheet, whose défauts this side may name (its positive traits are not read: a name
    said here that is only a positive trait over there is this side's own trait, 1D)."""
    gauge_list = tuple(gauges)
    penalties = gauge_penalties(gauge_list)
    wanted_reflexes = {name.rstrip("+ ").strip().casefold() for name in reflexes}
    pool_traits = tuple(_pool_trait(notation, sheet, wanted_reflexes, exploitable)
                        for notation in traits)
    forbidden = {g.name.casefold() for g in gauge_list if g.resource_forbidden}
    for trait in pool_traits:
        if trait.name.casefold() in forbidden:
            raise TraitError("forbidden", trait.name)
    missing = wanted_reflexes - {t.name.casefold() for t in pool_traits}
    if missing:
        raise TraitError("unknown", sorted(missing)[0])
    total = sum(t.dice for t in pool_traits) + (INTENTION_DIE if intention else 0) + extra
    return SidePool(
        traits=pool_traits,
        intention=INTENTION_DIE if intention else 0,
        extra=extra,
        penalties=penalties,
        dice=max(total - len(penalties), 0),
        uses_puissance=any(t.dice >= DEUS_EX_ALEA_MIN_DICE for t in pool_traits),
    )
