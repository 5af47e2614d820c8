"""zFate at a table: characters (Points de Fortune, Stress, Conséquences) under ``fate:<nom>``
and the Invocations gratuites stuck to Aspects under ``fate_aspects``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.game.system_books import SystemBooks, person_key
from assistant.ledger import JournalEntry, TableCommand
from assistant.ledger.errors import NoPreviousEntryError
from assistant.ledger.store import REDO_KIND, UNDO_KIND
from assistant.reply import Reply
from assistant.wording.games import fate as wording
from hades_core.systems import fate, fate_aspects
from hades_core.systems import fate_character as sheets
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate_character import (
    ConsequenceLevel, FateCharacter, Milestone, StressKind,
)
from hades_core.systems.text import fold

FREE_INVOCATIONS_KEY = "fate_aspects"
"""Key of the zFate Invocations gratuites stuck to Aspects (``fate_aspects``)."""


def fate_key(name: str) -> str:
    """Key of a zFate character: case and accents are ignored (« Léa » said is « lea »)."""
    return person_key("fate", name)


def _character(stored: Any, name: str) -> FateCharacter:
    if stored is None:
        raise RefusedMoveError(reason="personnage_inconnu", name=name)
    return sheets.character_from_data(stored)


FATE_ROLL_KINDS = frozenset({"fate_roll", "fate_invoke"})
"""Journal entries holding a zFate roll an Invocation can improve."""

ADVANTAGE_KINDS = frozenset({"fate_advantage"})


@dataclass(frozen=True)
class Newest:
    """The newest active journal entry of some kinds, seen through redos (« rétablis » of a
    roll is that roll again): its data, and the id of the roll it is about (``origin``: the
    first entry of the roll, the same through its Invocations, undos and redos)."""

    data: Mapping[str, Any]
    origin: int


def _unwrapped(entry: JournalEntry) -> tuple[str, Mapping[str, Any], int]:
    """What an entry did through redos: its kind, its data, and the id of the entry first
    recorded."""
    data, origin, kind = entry.result, entry.id, entry.kind
    while data.get("kind") == REDO_KIND and isinstance(data.get("redone"), Mapping):
        kind, origin, data = str(data.get("redone_kind")), int(data["redone_id"]), data["redone"]
    return kind, data, int(data.get("roll_id", origin))


def newest(table: TableCommand, kinds: frozenset[str]) -> Newest | None:
    """The newest active entry of ``kinds``, a redo of one included (``Newest``)."""
    direct = table.last_active(kinds)
    redo = table.last_active(frozenset({REDO_KIND}))
    found: JournalEntry | None = direct
    if redo is not None and (direct is None or redo.id > direct.id):
        if _unwrapped(redo)[0] in kinds:
            found = redo
        else:  # a redo of something else is newer: read the journal back for the newest one
            found = None
            for entry, undone in table.stream():
                if not undone and entry.kind != UNDO_KIND and _unwrapped(entry)[0] in kinds:
                    found = entry
    if found is None:
        return None
    _, data, origin = _unwrapped(found)
    return Newest(data=data, origin=origin)


def _level(key: str) -> ConsequenceLevel:
    """A Conséquence level from its key (legere, moderee, severe, extreme)."""
    try:
        return ConsequenceLevel(key)
    except ValueError as unknown:
        raise RefusedMoveError(reason="stress_ou_consequence_inconnu", kind=key) from unknown


class FateBooks(SystemBooks):
    """zFate characters and Aspects at a table."""

    system = "fate"

    def _fate(self, kind: str, command: dict[str, Any], name: str,
              change: Callable[[FateCharacter], tuple[Reply, FateCharacter]]) -> Reply:
        def update(stored: Any) -> tuple[Reply, Any]:
            reply, character = change(_character(stored, name))
            return reply, sheets.character_to_data(character)

        return self._update(kind, {"name": name, **command}, fate_key(name), update)

    def _fate_and_aspects(
        self, kind: str, command: dict[str, Any], name: str,
        change: Callable[[FateCharacter, fate_aspects.FreeInvocations],
                         tuple[Reply, FateCharacter, fate_aspects.FreeInvocations]],
    ) -> Reply:
        """Like ``_fate``, the Invocations gratuites of the table changing in the same
        transaction."""
        key = fate_key(name)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            character = _character(stored[key], name)
            free = fate_aspects.from_data(stored[FREE_INVOCATIONS_KEY])
            reply, after, free_after = change(character, free)
            return reply, {key: sheets.character_to_data(after),
                           FREE_INVOCATIONS_KEY: fate_aspects.to_data(free_after)}

        return self._update_many(kind, {"name": name, **command}, [key, FREE_INVOCATIONS_KEY],
                                 update)

    def create(self, name: str, refresh: int = 2, stress_boxes: int = 2) -> Reply:
        """Create a zFate character with ``refresh`` Points de Fortune in hand (Actualisation)
        and ``stress_boxes`` boxes on each Stress track; refused if the name is taken."""
        def update(stored: Any) -> tuple[Reply, Any]:
            if stored is not None:
                raise RefusedMoveError(reason="personnage_existant", name=name)
            character = sheets.new_character(name, refresh, stress_boxes=stress_boxes)
            return wording.fate_character(character), sheets.character_to_data(character)

        command = {"name": name, "refresh": refresh, "stress_boxes": stress_boxes}
        return self._update("fate_create", command, fate_key(name), update)

    def points(self, name: str, delta: int) -> Reply:
        """Gain (``delta`` > 0) or spend Points de Fortune."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            moved = (sheets.gain_fate_point(character, delta) if delta >= 0
                     else sheets.spend_fate_point(character, -delta))
            return wording.fate_points(moved, delta), moved

        return self._fate("fate_points", {"delta": delta}, name, change)

    def roll(self, skill: str, opposition: str, active: bool = False,
             roller: str | None = None, seed: int | None = None, *,
             helpers: Sequence[int] = (), total_defense: bool = False, weapon: int = 0
             ) -> Reply:
        """A skill test at the table, journaled with its seed and with ``roller``, the
        character who rolled when said (only that character's Invocations improve it), with
        the ``helpers``' Compétences, the opposition's Défense totale and the attacker's
        ``weapon`` (``fate.with_help``)."""
        def rolled(dice: Any, used_seed: int) -> Reply:
            level, against = fate.parse_level(skill), fate.parse_level(opposition)
            test = (fate.roll_contest(level, against, dice) if active
                    else fate.roll_skill(level, against, dice))
            test = fate.with_help(test, helpers, total_defense, weapon)
            return wording.fate_roll(test, used_seed, roller)

        command = {"skill": skill, "opposition": opposition, "active": active, "roller": roller,
                   "helpers": list(helpers), "defense_totale": total_defense, "weapon": weapon}
        return self.play("fate_roll", command, rolled, seed)

    def invoke(self, name: str, aspect: str, free: bool = False,
               reroll: bool = False, beneficiary: str | None = None,
               situation: bool = False, seed: int | None = None) -> Reply:
        """« Alice invoque Têtue »: after the table's newest zFate roll, +2 (or a relance of
        the dés Fate) for one Point de Fortune, or one of the Invocations gratuites stuck to the
        Aspect (``fate_aspects``; refused when it has none), and the new result said (« après
        avoir lancé les dés »). The per-Aspect cap of ``fate.invoke`` applies across
        invocations.

        Whose roll: the newest roll is improved only for the character who rolled it (the
        roller journaled with it); a roll whose roller was not said is taken as the invoker's
        (and is his from then on). « Donner le bonus de +2 à un autre personnage »: with
        ``beneficiary`` the invoker pays and the newest roll, which must be the beneficiary's
        (or anonymous), gains +2; a relance is for one's own roll only. A paid Invocation is
        of a personal Aspect (one +2 per roll at most, seed 001) unless ``situation`` says the
        Aspect is of the situation (« l'aspect de situation Meubles partout »). Refused when no zFate
        roll is there to improve, or when it is another character's (``reason="jet_d_un_autre"``,
        the sentence names the roller and how to give him the bonus). ``seed`` replays a
        relance's dice (drawn from the secure source when ``None``)."""
        with self.read() as table:
            last = newest(table, FATE_ROLL_KINDS)
        if last is None:
            raise NoPreviousEntryError("fate_roll")
        target = name if beneficiary is None else beneficiary
        roller = last.data.get("roller")
        if roller is not None and fold(str(roller)) != fold(target):
            raise RefusedMoveError(reason="jet_d_un_autre", roller=str(roller), name=name)
        if beneficiary is not None and reroll:
            raise RefusedMoveError(reason="relance_pour_un_autre", name=beneficiary)
        effect = fate.InvocationEffect.RELANCE if reroll else fate.InvocationEffect.BONUS
        dice, seed = self.dice(seed)
        # An Invocation gratuite is stuck to a situation Aspect or a Conséquence (Créer un
        # avantage, a Conséquence inflicted), and ``situation`` says a paid one is of the
        # situation (« l'aspect de situation Meubles partout »): those « peuvent se cumuler »,
        # no personal cap.
        personal = not free and not situation
        improved = fate.invoke(fate.roll_from_data(dict(last.data)),
                               fate.Invocation(aspect, effect, free, personal=personal), dice)

        def change(character: FateCharacter, held: fate_aspects.FreeInvocations
                   ) -> tuple[Reply, FateCharacter, fate_aspects.FreeInvocations]:
            paid = character if free else sheets.spend_fate_point(character)
            spent = fate_aspects.use(held, aspect) if free else held
            said = wording.fate_invoked(paid, aspect, free, fate_aspects.left(spent, aspect),
                                        beneficiary)
            rolled = wording.fate_roll(improved, seed, roller or target)
            return Reply(table=f"{said.table} {rolled.table}",
                         data={**rolled.data, **said.data, "roll_id": last.origin}), paid, spent

        command = {"aspect": aspect, "free": free, "reroll": reroll, "seed": seed,
                   "beneficiary": beneficiary, "situation": situation}
        return self._fate_and_aspects("fate_invoke", command, name, change)

    def boost(self, aspect: str) -> Reply:
        """A Boost (seed 001: « éphémère comme un Boost », « les Boost … peuvent se cumuler »):
        an Aspect of the moment with one Invocation gratuite, forgotten once it is used. The text
        says no more of how one is won: the table says it (« Kader obtient un boost Élan »)."""
        def update(stored: Any) -> tuple[Reply, Any]:
            held = fate_aspects.stick(fate_aspects.from_data(stored), aspect, 1)
            return (wording.fate_boost(aspect, fate_aspects.left(held, aspect)),
                    fate_aspects.to_data(held))

        return self._update("fate_boost", {"aspect": aspect}, FREE_INVOCATIONS_KEY, update)

    def advantage(self, aspect: str) -> Reply:
        """Créer un avantage: the table's newest zFate roll, a Succès (or with style), sticks one
        Invocation gratuite (two with style) on ``aspect`` (``fate_aspects``). Once per roll
        (its Invocations, an undo and a redo included): a second claim is refused
        (``reason="avantage_deja_cree"``)."""
        with self.read() as table:
            last = newest(table, FATE_ROLL_KINDS)
            claimed = newest(table, ADVANTAGE_KINDS)
        if last is None:
            raise NoPreviousEntryError("fate_roll")
        if claimed is not None and claimed.origin == last.origin:
            raise RefusedMoveError(reason="avantage_deja_cree", aspect=aspect)
        count = fate_aspects.advantage_invocations(fate.roll_from_data(dict(last.data)).outcome)

        def update(stored: Any) -> tuple[Reply, Any]:
            held = fate_aspects.stick(fate_aspects.from_data(stored), aspect, count)
            reply = wording.fate_advantage(aspect, count, fate_aspects.left(held, aspect))
            return (Reply(table=reply.table, gm=reply.gm,
                          data={**reply.data, "roll_id": last.origin}),
                    fate_aspects.to_data(held))

        return self._update("fate_advantage",
                            {"aspect": aspect, "count": count, "roll_id": last.origin},
                            FREE_INVOCATIONS_KEY, update)

    def hit(
        self,
        name: str,
        kind: str,
        damage: int,
        box: int | None = None,
        consequences: Mapping[str, str] | None = None,
        taken_out: bool = False,
    ) -> Reply:
        """« Alice encaisse deux de stress physique »: ``damage`` absorbed by the Stress box
        ``box`` of ``kind`` (physique, mental, ressources) and the Conséquences given
        (level key → Aspect).

        Without ``box``, the smallest free box that, with the Conséquences given, absorbs the
        whole hit is checked (box n absorbs up to n): with box 1 checked, a hit of 1 checks
        box 2. When the box and the Conséquences given are not enough but free Conséquences
        could still absorb the hit, nothing is done and the answer says which ones can be
        taken (``reason="consequence_a_prendre"``: « Quand vous n'avez pas assez de Stress ou
        de Conséquences »: the player chooses); ``taken_out`` says the character accepts to be
        out instead. When nothing could absorb it, the character is out and nothing is checked
        (``fate_character.take_hit``).
        """
        try:
            stress = StressKind(kind)
            levels = {ConsequenceLevel(level): aspect
                      for level, aspect in (consequences or {}).items()}
        except ValueError as unknown:
            raise RefusedMoveError(reason="stress_ou_consequence_inconnu", kind=kind) from unknown

        def change(character: FateCharacter, held: fate_aspects.FreeInvocations
                   ) -> tuple[Reply, FateCharacter, fate_aspects.FreeInvocations]:
            track = character.stress[stress.key]
            covered = sum(level.absorbs for level in levels)
            free = [number for number, checked in enumerate(track, start=1) if not checked]
            enough = [number for number in free if number + covered >= damage]
            needed = covered < damage  # the Conséquences said may be enough on their own
            chosen = box if box is not None or not needed else (enough or free[-1:] or [None])[0]
            hit = sheets.take_hit(character, damage, stress, chosen, levels)
            choices = sheets.consequence_choices(character, damage, stress, levels)
            if hit.taken_out and choices and not taken_out:
                raise RefusedMoveError(
                    reason="consequence_a_prendre", name=character.name, missing=hit.remaining,
                    choices=[level.key for level in choices],
                    together=all(level.absorbs < hit.remaining for level in choices))
            for level, inflicted in hit.character.consequences.items():
                if level not in character.consequences:  # « si vous infligez une Conséquence »
                    held = fate_aspects.stick(held, inflicted)
            newly = {level: inflicted for level, inflicted in hit.character.consequences.items()
                     if level not in character.consequences}
            return wording.fate_hit(hit, stress.key, newly), hit.character, held

        command = {"kind": stress.key, "damage": damage, "box": box,
                   "consequences": dict(consequences or {}), "taken_out": taken_out}
        return self._fate_and_aspects("fate_hit", command, name, change)

    def clear(self, name: str) -> Reply:
        """After a scène: every Stress box of the character is unchecked."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            cleared = sheets.clear_stress(character)
            return wording.fate_character(cleared), cleared

        return self._fate("fate_clear", {}, name, change)

    def recover(self, name: str, level: str) -> Reply:
        """A Conséquence has healed: its slot is free again (the time is the MJ's call)."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            recovered = sheets.recover_consequence(character, _level(level))
            return wording.fate_character(recovered), recovered

        return self._fate("fate_recover", {"level": level}, name, change)

    def milestone(self, name: str, kind: str = Milestone.MAJEUR.key, prouesse: bool = False,
                  renamed_extreme: str | None = None) -> Reply:
        """A Jalon (``fate_character.milestone``): majeur (the default) gives one point of
        Actualisation and a new extrême, and may rename the extrême (``renamed_extreme``);
        any Jalon may buy a Prouesse for one point of Actualisation (``prouesse``)."""
        try:
            jalon = Milestone(kind)
        except ValueError as unknown:
            raise RefusedMoveError(reason="jalon_inconnu", kind=kind) from unknown

        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            renewed = sheets.milestone(character, jalon, prouesse, renamed_extreme)
            said = wording.fate_milestone(character, renewed, jalon, prouesse, renamed_extreme)
            return said, renewed

        return self._fate("fate_milestone", {"kind": jalon.key, "prouesse": prouesse,
                                             "renamed_extreme": renamed_extreme}, name, change)

    def refresh(self, name: str, cliffhanger: bool = False) -> Reply:
        """A new séance: the Points de Fortune rise to the Actualisation (not after a
        cliffhanger)."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            refreshed = sheets.refresh_for_session(character, cliffhanger)
            return wording.fate_character(refreshed), refreshed

        return self._fate("fate_refresh", {"cliffhanger": cliffhanger}, name, change)

    def compel(self, name: str, accepted: bool, proposer: str | None = None) -> Reply:
        """Contrainte on ``name``'s Aspect (``fate_character.compel``): accepted +1 Point de
        Fortune, refused −1; proposed by another player's character (``proposer``), he pays
        one in both cases. Refused when someone lacks the Point to pay."""
        key = fate_key(name)
        other = None if proposer is None or fate_key(proposer) == key else fate_key(proposer)

        def update(stored: Mapping[str, Any]) -> tuple[Reply, Mapping[str, Any]]:
            character = _character(stored[key], name)
            payer = None if other is None else _character(stored[other], str(proposer))
            after, paid = sheets.compel(character, accepted, payer)
            reply = wording.fate_compel(after, accepted, paid)
            changed = {key: sheets.character_to_data(after)}
            if other is not None and paid is not None:
                changed[other] = sheets.character_to_data(paid)
            return reply, changed

        command = {"name": name, "accepted": accepted, "proposer": proposer}
        return self._update_many("fate_compel", command, [key, *([other] if other else [])],
                                 update)

    def concede(self, name: str, consequences_taken: int = 0) -> Reply:
        """Concéder: 1 Point de Fortune plus 1 per Conséquence taken in this Conflit."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            conceded = sheets.concede(character, consequences_taken)
            return wording.fate_character(conceded), conceded

        return self._fate("fate_concede", {"consequences_taken": consequences_taken}, name,
                          change)

    def state(self) -> Reply:
        """Every zFate character of the table."""
        refusal = self.elsewhere()
        if refusal is not None:
            return refusal
        return wording.fate_characters(
            [sheets.character_from_data(data) for data in self._stored_under("fate:")])
