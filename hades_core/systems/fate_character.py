"""zFate bookkeeping per character: Points de Fortune, Stress and Conséquences.

Pure functions, state in → new state out: the ledger persists :class:`FateCharacter` (through
:func:`character_to_data` / :func:`character_from_data`) and nothing here does I/O.

What the text defines:

* Points de Fortune (PF): spent to Invoquer an Aspect, to declare a story detail, or to refuse a
  Contrainte; gained by accepting a Contrainte; a Concession gives 1 PF plus 1 PF per Conséquence
  taken in the Conflit. The Actualisation is « le nombre de Points de Fortune avec lesquels vous
  débutez généralement chaque séance de jeu qui n'est pas un cliffhanger ».
* Three Stress tracks: physique, mental, ressources.
* Conséquences: légère −1, modérée −2, sévère −4, extrême −6 (« une fois par Jalon majeur »);
  recovery difficulties 2, 4 and 6 (« récupération de terrain »).
* « Si vous recevez au moins un dégât vous êtes mis Hors-conflit ».

What it leaves open, decided here (see docs/systems.md):

* the number of Stress boxes: 2 per track by default (Fate Core SRD), a parameter;
* how a box absorbs: Fate Core SRD reading — box *n* absorbs up to *n* dégâts, at most one box
  per hit, a checked box stays checked until :func:`clear_stress`;
* a hit the box and Conséquences chosen cannot absorb whole takes the character out
  (« Quand vous n'avez pas assez de Stress ou de Conséquences pour absorber tous les dégâts…
  vous êtes mis Hors-conflit »): nothing is spent in vain, the sheet stays as it was;
* session refresh: PF below the Actualisation are raised to it, PF above it are kept (Fate Core
  SRD), nothing happens after a cliffhanger.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from hades_core.dice import Dice
from hades_core.systems.errors import NotEnoughPointsError, RefusedMoveError, ValueRangeError
from hades_core.systems.fate import FateRoll, Invocation, invoke
from hades_core.systems.keyed import KeyedEnum

DEFAULT_STRESS_BOXES = 2
MAX_STRESS_BOXES = 10


class StressKind(KeyedEnum):
    """« Trois types de Stress »."""

    PHYSIQUE = "physique"
    MENTAL = "mental"
    RESSOURCES = "ressources"


class ConsequenceLevel(KeyedEnum):
    """« quatre niveaux de Conséquences »; the value is the key without accents."""

    LEGERE = "legere"
    MODEREE = "moderee"
    SEVERE = "severe"
    EXTREME = "extreme"

    @property
    def absorbs(self) -> int:
        """How much the Conséquence « réduit la Marge d'attaque »: 1, 2, 4 or 6."""
        return _ABSORBS[self]

    @property
    def recovery_difficulty(self) -> int | None:
        """Difficulty of a « récupération de terrain »: 2, 4, 6; ``None`` for extrême."""
        return _RECOVERY[self]


_ABSORBS = {
    ConsequenceLevel.LEGERE: 1,
    ConsequenceLevel.MODEREE: 2,
    ConsequenceLevel.SEVERE: 4,
    ConsequenceLevel.EXTREME: 6,
}
_RECOVERY = {
    ConsequenceLevel.LEGERE: 2,
    ConsequenceLevel.MODEREE: 4,
    ConsequenceLevel.SEVERE: 6,
    ConsequenceLevel.EXTREME: None,
}


@dataclass(frozen=True)
class FateCharacter:
    """A character's Points de Fortune, Stress tracks and Conséquences."""

    name: str
    fate_points: int
    """Points de Fortune in hand."""

    refresh: int
    """Actualisation."""

    stress: Mapping[str, tuple[bool, ...]]
    """Per Stress kind key, one flag per box (box *n* is index *n − 1*); ``True`` when checked."""

    consequences: Mapping[str, str]
    """Per Conséquence level key, the Aspect that names it (« Entaille profonde »)."""

    extreme_used: bool = False
    """An extrême Conséquence was taken since the last Jalon majeur."""

    out: bool = False
    """Mis Hors-conflit (or conceded) in the current Conflit, until the scène ends
    (:func:`clear_stress`)."""

    taken_in_conflict: int = 0
    """Conséquences taken in the current Conflit (:func:`take_hit`), until the scène ends
    (:func:`clear_stress`) or a séance begins (:func:`refresh_for_session`): a Concession pays
    one Point de Fortune for each."""


@dataclass(frozen=True)
class HitResult:
    """What is left of a hit after Stress and Conséquences."""

    character: FateCharacter
    absorbed: int
    """Dégâts of the hit absorbed (at most the hit: a box 2 checked for a hit of 1 absorbs 1);
    0 when the character is taken out (nothing is spent)."""

    remaining: int
    """Dégâts not absorbed."""

    box: int | None = None
    """The Stress box checked, if any."""

    @property
    def taken_out(self) -> bool:
        """« au moins un dégât » left: the character is mis Hors-conflit."""
        return self.remaining > 0


def new_character(
    name: str,
    refresh: int = 2,
    fate_points: int | None = None,
    stress_boxes: int = DEFAULT_STRESS_BOXES,
) -> FateCharacter:
    """Create a character with ``refresh`` PF in hand unless ``fate_points`` is given."""
    _check_range("actualisation", refresh, 0, 20)
    _check_range("cases_de_stress", stress_boxes, 1, MAX_STRESS_BOXES)
    points = refresh if fate_points is None else fate_points
    _check_range("points_de_fortune", points, 0, 99)
    return FateCharacter(
        name=name,
        fate_points=points,
        refresh=refresh,
        stress={kind.key: (False,) * stress_boxes for kind in StressKind},
        consequences={},
    )


def spend_fate_point(character: FateCharacter, count: int = 1) -> FateCharacter:
    """Spend PF (Invoquer, détail de l'histoire, refuser ou proposer une Contrainte)."""
    if character.fate_points < count:
        raise NotEnoughPointsError(
            what="points_de_fortune", available=character.fate_points, needed=count
        )
    return replace(character, fate_points=character.fate_points - count)


def invoke_aspect(
    character: FateCharacter, roll: FateRoll, invocation: Invocation, dice: Dice
) -> tuple[FateCharacter, FateRoll]:
    """Invoquer un Aspect on ``roll``: pays one PF unless the Invocation is gratuite.

    Nothing is paid when the rules refuse the Invocation.
    """
    invoked = invoke(roll, invocation, dice)
    return (character if invocation.free else spend_fate_point(character)), invoked


def gain_fate_point(character: FateCharacter, count: int = 1) -> FateCharacter:
    """Gain PF (« Une fois la complication acceptée, vous gagnez un Point de Fortune »)."""
    return replace(character, fate_points=character.fate_points + count)


def compel(character: FateCharacter, accepted: bool,
           proposer: FateCharacter | None = None) -> tuple[FateCharacter, FateCharacter | None]:
    """Contrainte: « Une fois la complication acceptée, vous gagnez un Point de Fortune … Ou
    vous pouvez la refuser, au prix d'un Point de Fortune ». Proposed by another player
    (``proposer``): « cela coûte au joueur tiers qui initie la Contrainte un Point de
    Fortune »; « Henri peut l'accepter en lui prenant son PF, ou la refuser et ils paient tous
    les deux 1PF au MJ ». Returns the character and the proposer after it."""
    paid = None if proposer is None else spend_fate_point(proposer)
    after = gain_fate_point(character) if accepted else spend_fate_point(character)
    return after, paid


def concede(character: FateCharacter, consequences_taken: int = 0) -> FateCharacter:
    """Concéder: 1 PF plus 1 PF per Conséquence taken during this Conflit. Decision: the
    Conséquences counted are those the sheet took since the scène began
    (``taken_in_conflict``), or more when the table says more (taken before the assistant
    kept the sheet)."""
    _check_range("consequences_subies", consequences_taken, 0, len(ConsequenceLevel))
    taken = max(consequences_taken, character.taken_in_conflict)
    return replace(gain_fate_point(character, 1 + taken), out=True)


def refresh_for_session(character: FateCharacter, cliffhanger: bool = False) -> FateCharacter:
    """Start a séance: PF rise to the Actualisation, extra PF are kept, none after a
    cliffhanger; no Conflit goes on from the séance before."""
    if cliffhanger:
        return replace(character, taken_in_conflict=0)
    return replace(character, fate_points=max(character.fate_points, character.refresh),
                   taken_in_conflict=0)


def take_hit(
    character: FateCharacter,
    damage: int,
    kind: StressKind,
    box: int | None = None,
    consequences: Mapping[ConsequenceLevel, str] | None = None,
) -> HitResult:
    """Absorb ``damage`` with at most one Stress box of ``kind`` and any free Conséquences.

    ``box`` is the box's number (1 = the first box, absorbing 1); ``consequences`` maps each
    level taken to the Aspect naming it. Refused when the box is checked or missing
    (``reason="case_de_stress"``), a level is already taken (``reason="consequence_prise"``), or
    a second extrême is taken before a Jalon majeur (``reason="extreme_deja_prise"``).
    """
    _check_range("degats", damage, 0, 99)
    chosen = dict(consequences or {})
    track = character.stress[kind.key]
    new_track = track
    absorbed = 0
    if box is not None:
        if not 1 <= box <= len(track) or track[box - 1]:
            raise RefusedMoveError(reason="case_de_stress", kind=kind.key, box=box)
        new_track = (*track[: box - 1], True, *track[box:])
        absorbed += box
    for level in chosen:
        if level.key in character.consequences:
            raise RefusedMoveError(reason="consequence_prise", level=level.key)
        if level is ConsequenceLevel.EXTREME and character.extreme_used:
            raise RefusedMoveError(reason="extreme_deja_prise", level=level.key)
        absorbed += level.absorbs
    if absorbed < damage:  # « mis Hors-conflit dès le premier dégât réellement reçu »
        return HitResult(character=replace(character, out=True), absorbed=0,
                         remaining=damage - absorbed)
    updated = replace(
        character,
        stress={**character.stress, kind.key: new_track},
        consequences={**character.consequences, **{lvl.key: name for lvl, name in chosen.items()}},
        extreme_used=character.extreme_used or ConsequenceLevel.EXTREME in chosen,
        taken_in_conflict=character.taken_in_conflict + len(chosen),
    )
    return HitResult(character=updated, absorbed=damage, remaining=0, box=box)


def free_consequences(character: FateCharacter) -> list[ConsequenceLevel]:
    """The Conséquence levels the character may still take, lightest first (the extrême only
    once per Jalon majeur)."""
    return [level for level in ConsequenceLevel
            if level.key not in character.consequences
            and not (level is ConsequenceLevel.EXTREME and character.extreme_used)]


def largest_free_box(character: FateCharacter, kind: StressKind) -> int:
    """The largest unchecked box of the track (0 when every box is checked)."""
    return max((number for number, checked in enumerate(character.stress[kind.key], start=1)
                if not checked), default=0)


def consequence_choices(character: FateCharacter, damage: int, kind: StressKind,
                        taken: Iterable[ConsequenceLevel] = ()) -> list[ConsequenceLevel]:
    """« Quand vous n'avez pas assez de Stress ou de Conséquences… »: when ``damage`` is more
    than the largest free box and the Conséquences ``taken`` absorb, the other free levels that
    could still save the character: those enough alone, lightest first, else all of them
    (« Vous pouvez prendre plusieurs Conséquences de niveaux différents en une seule
    attaque »). Empty when the hit is absorbed already, or when even every free level is not
    enough (the character is then out whatever he takes)."""
    chosen = set(taken)
    need = (damage - largest_free_box(character, kind)
            - sum(level.absorbs for level in chosen))
    free = [level for level in free_consequences(character) if level not in chosen]
    if need <= 0 or sum(level.absorbs for level in free) < need:
        return []
    return [level for level in free if level.absorbs >= need] or free


def clear_stress(
    character: FateCharacter, kinds: Iterable[StressKind] = tuple(StressKind)
) -> FateCharacter:
    """Uncheck every box of the given Stress tracks (after rest: « ils reviennent »); the
    Conflit is over, the character is no longer Hors-conflit."""
    cleared = {kind.key: (False,) * len(character.stress[kind.key]) for kind in kinds}
    return replace(character, stress={**character.stress, **cleared}, out=False,
                   taken_in_conflict=0)


def recover_consequence(character: FateCharacter, level: ConsequenceLevel) -> FateCharacter:
    """Free a Conséquence slot once it has healed (the text leaves the time to the MJ).

    An extrême is refused (``reason="extreme_ne_se_soigne_pas"``): « Vous ne pouvez pas la
    soigner comme une Conséquence normale »; it leaves the sheet only when renamed at a Jalon
    majeur (:func:`major_milestone`)."""
    if level.key not in character.consequences:
        raise RefusedMoveError(reason="consequence_absente", level=level.key)
    if level is ConsequenceLevel.EXTREME:
        raise RefusedMoveError(reason="extreme_ne_se_soigne_pas", level=level.key)
    remaining = {key: name for key, name in character.consequences.items() if key != level.key}
    return replace(character, consequences=remaining)


class Milestone(KeyedEnum):
    """« trois types de Jalons : mineur, notable, majeur »."""

    MINEUR = "mineur"
    NOTABLE = "notable"
    MAJEUR = "majeur"


def milestone(character: FateCharacter, kind: Milestone, prouesse: bool = False,
              renamed_extreme: str | None = None) -> FateCharacter:
    """A Jalon, on what the sheet keeps (Points de Fortune, Actualisation, Conséquences).

    * every Jalon: « acheter une nouvelle Prouesse pour un coût de 1 Actualisation »
      (``prouesse``; refused without Actualisation left: ``reason="actualisation_epuisee"``);
      the other options (Compétences, Prouesses, Aspects, the notable's point of Compétence)
      are not on this sheet and are left to the table;
    * Jalon majeur: « gagner un point d'Actualisation » (before the Prouesse, so it can be
      « utilisé de suite pour acheter une Prouesse »), a new extrême possible again (« une fois
      par Jalon majeur »), and « renommer une Conséquence extrême »: ``renamed_extreme`` frees
      its slot (the new name is an Aspect of the character, no longer a Conséquence).
      Renaming at another Jalon, or without an extrême, is refused
      (``reason="renommer_extreme"``).
    """
    after = character
    if renamed_extreme is not None:
        if kind is not Milestone.MAJEUR or ConsequenceLevel.EXTREME.key not in after.consequences:
            raise RefusedMoveError(reason="renommer_extreme")
        after = replace(after, consequences={key: name for key, name in after.consequences.items()
                                             if key != ConsequenceLevel.EXTREME.key})
    if kind is Milestone.MAJEUR:
        after = replace(after, refresh=after.refresh + 1, extreme_used=False)
    if prouesse:
        if after.refresh < 1:
            raise RefusedMoveError(reason="actualisation_epuisee")
        after = replace(after, refresh=after.refresh - 1)
    return after


def major_milestone(character: FateCharacter) -> FateCharacter:
    """Jalon majeur: one more point of Actualisation, a new extrême possible again."""
    return milestone(character, Milestone.MAJEUR)


def character_to_data(character: FateCharacter) -> dict[str, Any]:
    """Return a JSON-able dictionary of the character (for the ledger)."""
    return {
        "name": character.name,
        "fate_points": character.fate_points,
        "refresh": character.refresh,
        "stress": {key: list(boxes) for key, boxes in character.stress.items()},
        "consequences": dict(character.consequences),
        "extreme_used": character.extreme_used,
        "out": character.out,
        "taken_in_conflict": character.taken_in_conflict,
    }


def character_from_data(data: Mapping[str, Any]) -> FateCharacter:
    """Rebuild a character from :func:`character_to_data`'s dictionary."""
    return FateCharacter(
        name=str(data["name"]),
        fate_points=int(data["fate_points"]),
        refresh=int(data["refresh"]),
        stress={
            str(key): tuple(bool(box) for box in boxes) for key, boxes in data["stress"].items()
        },
        consequences={str(key): str(name) for key, name in data["consequences"].items()},
        extreme_used=bool(data["extreme_used"]),
        out=bool(data.get("out", False)),  # absent from sheets stored before issue 18
        taken_in_conflict=int(data.get("taken_in_conflict", 0)),  # absent before stop 36
    )


def _check_range(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise ValueRangeError(name=name, value=value, low=low, high=high)
