"""zFate at a table: characters (Points de Fortune, Stress, Conséquences) under ``fate:<nom>``
and the Invocations gratuites stuck to Aspects under ``fate_aspects``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from assistant.game.system_books import SystemBooks, person_key
from assistant.ledger.errors import NoPreviousEntryError
from assistant.reply import Reply
from assistant.wording.games import fate as wording
from hades_core.systems import fate, fate_aspects
from hades_core.systems import fate_character as sheets
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate_character import ConsequenceLevel, FateCharacter, StressKind

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

    def invoke(self, name: str, aspect: str, free: bool = False,
                    reroll: bool = False) -> Reply:
        """« Alice invoque Têtue »: after the table's newest zFate roll, +2 (or a relance of
        her dés Fate) for one Point de Fortune, or one of the Invocations gratuites stuck to the
        Aspect (``fate_aspects``; refused when it has none), and the new result said (« après
        avoir lancé les dés »). Refused when no zFate roll is there to improve; the per-Aspect
        cap of ``fate.invoke`` applies across invocations."""
        with self.read() as table:
            last = table.last_active(FATE_ROLL_KINDS)
        if last is None:
            raise NoPreviousEntryError("fate_roll")
        effect = fate.InvocationEffect.RELANCE if reroll else fate.InvocationEffect.BONUS
        dice, seed = self.dice(None)
        # An Invocation gratuite is stuck to a situation Aspect or a Conséquence (Créer un
        # avantage, a Conséquence inflicted): those « peuvent se cumuler », no personal cap.
        improved = fate.invoke(fate.roll_from_data(last.result),
                               fate.Invocation(aspect, effect, free, personal=not free), dice)

        def change(character: FateCharacter, held: fate_aspects.FreeInvocations
                   ) -> tuple[Reply, FateCharacter, fate_aspects.FreeInvocations]:
            paid = character if free else sheets.spend_fate_point(character)
            spent = fate_aspects.use(held, aspect) if free else held
            said = wording.fate_invoked(paid, aspect, free, fate_aspects.left(spent, aspect))
            rolled = wording.fate_roll(improved, seed)
            return Reply(table=f"{said.table} {rolled.table}",
                         data={**rolled.data, **said.data}), paid, spent

        command = {"aspect": aspect, "free": free, "reroll": reroll, "seed": seed}
        return self._fate_and_aspects("fate_invoke", command, name, change)

    def advantage(self, aspect: str) -> Reply:
        """Créer un avantage: the table's newest zFate roll, a Succès (or with style), sticks one
        Invocation gratuite (two with style) on ``aspect`` (``fate_aspects``)."""
        with self.read() as table:
            last = table.last_active(FATE_ROLL_KINDS)
        if last is None:
            raise NoPreviousEntryError("fate_roll")
        count = fate_aspects.advantage_invocations(fate.roll_from_data(last.result).outcome)

        def update(stored: Any) -> tuple[Reply, Any]:
            held = fate_aspects.stick(fate_aspects.from_data(stored), aspect, count)
            reply = wording.fate_advantage(aspect, count, fate_aspects.left(held, aspect))
            return reply, fate_aspects.to_data(held)

        return self._update("fate_advantage", {"aspect": aspect, "count": count},
                            FREE_INVOCATIONS_KEY, update)

    def hit(
        self,
        name: str,
        kind: str,
        damage: int,
        box: int | None = None,
        consequences: Mapping[str, str] | None = None,
    ) -> Reply:
        """« Alice encaisse deux de stress physique »: ``damage`` absorbed by the Stress box
        ``box`` of ``kind`` (physique, mental, ressources) and the Conséquences given
        (level key → Aspect).

        Without ``box``, the smallest free box that, with the Conséquences given, absorbs the
        whole hit is checked (box n absorbs up to n): with box 1 checked, a hit of 1 checks
        box 2. When no free box is enough, the character is out and nothing is checked
        (``fate_character.take_hit``); the answer says how much the largest free box left.
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
            for level, inflicted in hit.character.consequences.items():
                if level not in character.consequences:  # « si vous infligez une Conséquence »
                    held = fate_aspects.stick(held, inflicted)
            return wording.fate_hit(hit), hit.character, held

        command = {"kind": stress.key, "damage": damage, "box": box,
                   "consequences": dict(consequences or {})}
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

    def milestone(self, name: str) -> Reply:
        """Jalon majeur: « vous pouvez renommer une Conséquence extrême »; a new extrême becomes
        possible again."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            renewed = sheets.major_milestone(character)
            return wording.fate_character(renewed), renewed

        return self._fate("fate_milestone", {}, name, change)

    def refresh(self, name: str, cliffhanger: bool = False) -> Reply:
        """A new séance: the Points de Fortune rise to the Actualisation (not after a
        cliffhanger)."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            refreshed = sheets.refresh_for_session(character, cliffhanger)
            return wording.fate_character(refreshed), refreshed

        return self._fate("fate_refresh", {"cliffhanger": cliffhanger}, name, change)

    def concede(self, name: str, consequences_taken: int = 0) -> Reply:
        """Concéder: 1 Point de Fortune plus 1 per Conséquence taken in this Conflit."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            conceded = sheets.concede(character, consequences_taken)
            return wording.fate_character(conceded), conceded

        return self._fate("fate_concede", {"consequences_taken": consequences_taken}, name,
                          change)

    def state(self) -> Reply:
        """Every zFate character of the table."""
        return wording.fate_characters(
            [sheets.character_from_data(data) for data in self._stored_under("fate:")])
