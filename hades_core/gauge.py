"""Gauges (« Les Jauges »): three levels I, II, ~~II~~ (1, 2, 3 bars; 0 is an empty gauge).

Kinds: état (blessure, folie, ébriété…), ressource (richesse, pouvoir, munitions, carburant,
fatigue…), avancement (expérience…). Any name is accepted. A new gauge's kind follows the seed's
own lists (« fatigue » is a ressource, l. 141), read by :func:`default_kind`; any other name is
an état, the most common case (« Dans la majorité des cas, une jauge mesure plutôt une
dégradation »), and the Destinée may always choose another kind.

* Level I has no effect yet (« un avertissement »).
* Level II « fait perdre 1D ».
* Level ~~II~~: « la fin du personnage » for an état, « rend impossible tout réflexe ou manœuvre
  utilisant la ressource » for a ressource, complete for an avancement.
* An avancement gauge never changes the dice.

Reading chosen: ~~II~~ is II struck through, so an état or ressource at ~~II~~ still costs the
1D of level II (the character is out or the resource forbidden on top of it).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from enum import Enum

from hades_core.errors import GaugeLevelError, GaugeNameError

MAX_LEVEL = 3
PENALTY_LEVEL = 2


class GaugeKind(Enum):
    """Kind of gauge: état, ressource or avancement."""

    ETAT = "etat"
    RESSOURCE = "ressource"
    AVANCEMENT = "avancement"

    @property
    def key(self) -> str:
        """Key without accents."""
        return self.value


@dataclass(frozen=True)
class Gauge:
    """One gauge of a protagoniste: a name, a kind and a number of bars (0..3)."""

    name: str
    kind: GaugeKind
    level: int = 0

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise GaugeNameError("a gauge needs a name")
        if not 0 <= self.level <= MAX_LEVEL:
            raise GaugeLevelError(self.name, self.level, MAX_LEVEL)

    def moved(self, bars: int) -> Gauge:
        """The same gauge moved by ``bars`` (negative lowers it); refused outside 0..~~II~~."""
        return Gauge(self.name, self.kind, self.level + bars)

    def consolidated(self) -> Gauge:
        """One fortune at the end of the session « fait évoluer une barre d'une jauge »: an
        avancement gains a bar, an état or a ressource (a degradation) loses one."""
        return self.moved(1 if self.kind is GaugeKind.AVANCEMENT else -1)

    @property
    def dice_penalty(self) -> int:
        """Dice lost in a pool: 1 from level II for an état or a ressource, else 0."""
        if self.kind is GaugeKind.AVANCEMENT:
            return 0
        return 1 if self.level >= PENALTY_LEVEL else 0

    @property
    def character_out(self) -> bool:
        """An état at ~~II~~: « la fin du personnage »."""
        return self.kind is GaugeKind.ETAT and self.level == MAX_LEVEL

    @property
    def resource_forbidden(self) -> bool:
        """A ressource at ~~II~~: no réflexe or manœuvre may use it."""
        return self.kind is GaugeKind.RESSOURCE and self.level == MAX_LEVEL

    @property
    def complete(self) -> bool:
        """An avancement at ~~II~~: « avancement, passage de niveau »."""
        return self.kind is GaugeKind.AVANCEMENT and self.level == MAX_LEVEL


_KIND_BY_NAME = {
    **dict.fromkeys(("richesse", "pouvoir", "munitions", "carburant", "fatigue", "pauvrete",
                     "appauvri"), "ressource"),
    **dict.fromkeys(("experience", "avancement", "notation hierarchique"), "avancement"),
}
"""Gauge names the seed lists as ressources or avancements (« Les Jauges », « Résoudre
automatiquement »: « sa jauge de pauvreté »; « appauvri II »)."""


def plain_name(name: str) -> str:
    """``name`` without accents nor case, to compare and sort names (« Épée » → « epee »)."""
    decomposed = unicodedata.normalize("NFD", name.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def default_kind(name: str) -> GaugeKind:
    """Kind of a new gauge called ``name``: the seed's ressources and avancements by name,
    otherwise an état."""
    return GaugeKind(_KIND_BY_NAME.get(plain_name(name), "etat"))
