"""The « fiche de protagoniste »: traits with their puissance, établis or éphémères, positive or
negative, and what the end of the session does to them (« Faire évoluer les protagonistes »).

* A trait is « durable, établi » (left side of the sheet) or « éphémère, nouveau » (right side,
  acquired during the session). It is positive (an advantage, a bénéfice) or negative (a
  défaut, a préjudice: « Obtention d'un nouveau trait négatif »).
* Its puissance (« Jouer avec les puissances ») is 0 (1D), 1 héroïque ``+`` (2D) or 2 mythique
  ``++`` (3D).
* A trait gained during play is éphémère (« Ephémère, Nouveau: ces traits sont acquis pendant
  la session »); only the sheet written before play, or a consolidation, makes it durable.
* A défaut (a negative trait) never helps its owner: « Les traits peuvent venir du camp opposé
  (un défaut ou une faiblesse à exploiter) ». It brings its dice to the side that exploits it
  (:mod:`hades_core.pool`).
* Writing a trait again under a name already on the sheet is refused (:func:`added_trait`):
  a change of puissance or of sign is not a new trait. Reading chosen: during play a trait is
  changed by striking it off and writing the new one; at the end of the session « modifier un
  trait existant » costs a fortune (:func:`modify`).
* Consolidation, one fortune each: « rendre durable un trait éphémère positif », « éliminer un
  trait négatif éphémère », « modifier un trait existant ».
* « Quand on n'a plus de point de fortune »: the remaining negative éphémères become durable,
  the remaining positive éphémères vanish.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from hades_core.errors import TraitError
from hades_core.gauge import plain_name
from hades_core.names import name_key
from hades_core.puissance import Puissance, Trait, parse_trait

MAX_POWER = 2
_PUISSANCES = (Puissance.NORMAL, Puissance.HEROIQUE, Puissance.MYTHIQUE)


@dataclass(frozen=True)
class SheetTrait:
    """One trait written on a protagoniste's sheet."""

    name: str
    power: int = 0
    """0 normal (1D), 1 héroïque ``+`` (2D), 2 mythique ``++`` (3D)."""
    ephemeral: bool = False
    """True for a trait acquired during the session (« éphémère, nouveau »)."""
    negative: bool = False
    """True for a défaut or a trait obtained as a préjudice."""

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise TraitError("empty", self.name)
        if not 0 <= self.power <= MAX_POWER:
            raise TraitError("power", self.name)

    @property
    def puissance(self) -> Puissance:
        """The puissance of the trait."""
        return _PUISSANCES[self.power]

    def as_pool_trait(self, reflexe_from_manoeuvre: bool = False) -> Trait:
        """The trait as it enters a pool (see :mod:`hades_core.puissance`)."""
        return Trait(self.name, self.puissance, reflexe_from_manoeuvre)

    def matches(self, name: str) -> bool:
        """True when ``name`` names this trait, compared as names are
        (:func:`hades_core.names.name_key`: « sifflet d'argent » heard « sifflet d argent »,
        « médecine » typed « medecine »), marks ``+`` ignored."""
        return name_key(self.name) == name_key(name.rstrip("+ "))


def sheet_trait(notation: str, ephemeral: bool = False, negative: bool = False) -> SheetTrait:
    """A sheet trait from its notation: ``"épée"``, ``"épée+"`` héroïque, ``"force++"``
    mythique."""
    parsed = parse_trait(notation)
    return SheetTrait(parsed.name, _PUISSANCES.index(parsed.puissance), ephemeral, negative)


def find_trait(traits: Iterable[SheetTrait], name: str) -> SheetTrait | None:
    """The trait called ``name`` among ``traits``, or ``None``."""
    return next((trait for trait in traits if trait.matches(name)), None)


def added_trait(traits: Sequence[SheetTrait], trait: SheetTrait) -> tuple[SheetTrait, ...]:
    """``traits`` with the new ``trait``; :class:`TraitError` ``"exists"`` when a trait of the
    same name is already written (« épée » on a sheet that has « épée+ »): a new trait never
    silently replaces another one, whatever its puissance or sign."""
    existing = find_trait(traits, trait.name)
    if existing is not None:
        raise TraitError("exists", existing.name)
    return with_trait(traits, trait)


def with_trait(traits: Sequence[SheetTrait], trait: SheetTrait) -> tuple[SheetTrait, ...]:
    """``traits`` with ``trait`` added, or replacing the trait of the same name."""
    kept = tuple(t for t in traits if not t.matches(trait.name))
    return tuple(sorted((*kept, trait), key=lambda t: plain_name(t.name)))


def without_trait(traits: Sequence[SheetTrait], name: str) -> tuple[SheetTrait, ...]:
    """``traits`` without the trait called ``name``; :class:`TraitError` when absent."""
    if find_trait(traits, name) is None:
        raise TraitError("unknown", name)
    return tuple(t for t in traits if not t.matches(name))


def make_durable(traits: Sequence[SheetTrait], name: str) -> tuple[SheetTrait, ...]:
    """One fortune: « rendre durable un trait éphémère positif »."""
    trait = find_trait(traits, name)
    if trait is None:
        raise TraitError("unknown", name)
    if not trait.ephemeral or trait.negative:
        raise TraitError("not_ephemeral_positive", trait.name)
    return with_trait(traits, replace(trait, ephemeral=False))


def eliminate(traits: Sequence[SheetTrait], name: str) -> tuple[SheetTrait, ...]:
    """One fortune: « éliminer un trait négatif éphémère »."""
    trait = find_trait(traits, name)
    if trait is None:
        raise TraitError("unknown", name)
    if not trait.ephemeral or not trait.negative:
        raise TraitError("not_ephemeral_negative", trait.name)
    return without_trait(traits, name)


def modify(traits: Sequence[SheetTrait], name: str, notation: str) -> tuple[SheetTrait, ...]:
    """One fortune: « modifier un trait existant » (« leçon apprise »): new name and puissance,
    same side of the sheet and same sign; a new name that is another trait of the sheet is
    refused (:func:`added_trait`)."""
    trait = find_trait(traits, name)
    if trait is None:
        raise TraitError("unknown", name)
    renamed = sheet_trait(notation, trait.ephemeral, trait.negative)
    return added_trait(without_trait(traits, name), renamed)


@dataclass(frozen=True)
class SessionTraits:
    """What « quand on n'a plus de point de fortune » does to one sheet."""

    traits: tuple[SheetTrait, ...]
    """The sheet afterwards: every trait durable."""
    became_durable: tuple[str, ...]
    """Negative éphémères written on the établi side."""
    vanished: tuple[str, ...]
    """Positive éphémères removed."""


def close_session_traits(traits: Sequence[SheetTrait]) -> SessionTraits:
    """Negative éphémères become durable, positive éphémères vanish, établis stay."""
    durable = tuple(t.name for t in traits if t.ephemeral and t.negative)
    vanished = tuple(t.name for t in traits if t.ephemeral and not t.negative)
    kept = tuple(replace(t, ephemeral=False) for t in traits
                 if not (t.ephemeral and not t.negative))
    return SessionTraits(traits=kept, became_durable=durable, vanished=vanished)


SHEET_PREFIX = "hades_sheet:"
"""Key prefix of a sheet in the table's keyed data (one JSON list of traits per protagoniste)."""


def sheet_key(protagonist: str) -> str:
    """Key of ``protagonist``'s traits (case-insensitive, like protagonistes' names)."""
    return SHEET_PREFIX + protagonist.strip().casefold()


def traits_to_json(traits: Iterable[SheetTrait]) -> list[dict[str, object]]:
    """The traits as the JSON contract gives them: name, power, ephemeral, negative."""
    return [{"name": t.name, "power": t.power, "ephemeral": t.ephemeral, "negative": t.negative}
            for t in traits]


def traits_from_json(data: Iterable[dict[str, object]] | None) -> tuple[SheetTrait, ...]:
    """Read back :func:`traits_to_json` (``None``: no trait)."""
    return tuple(SheetTrait(str(d["name"]), int(str(d["power"])), bool(d["ephemeral"]),
                            bool(d["negative"])) for d in data or ())
