"""Bookkeeping of the four other systems, kept in the ledger like the HaDes state.

zFate characters (Points de Fortune, Stress, Conséquences) under ``fate:<nom>``, the tas de
krâsses under ``krasses``, the 3-6-9 réserves (dés de fortune et de marasme) under
``trois_six_neuf:<nom>``. Every change is one journaled command: « annule » restores the
previous value exactly. A command of a system is answered only at a table playing it (the
answer otherwise says how to switch), as for the rolls.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from assistant.game.base import GameBase
from assistant.ledger import Change, TableCommand
from assistant.ledger.errors import NoPreviousEntryError
from assistant.ledger.state import data_change
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.systems import fate_character as sheets
from hades_core.systems import fate, fate_aspects, krasse_dice, trois_six_neuf
from hades_core.systems.errors import RefusedMoveError
from hades_core.systems.fate_character import ConsequenceLevel, FateCharacter, StressKind
from hades_core.systems.text import fold
from hades_core.systems.trois_six_neuf import DieKind, Reserve

KRASSES_KEY = "krasses"
"""Key of the tas de krâsses in the table's system data."""

FREE_INVOCATIONS_KEY = "fate_aspects"
"""Key of the zFate Invocations gratuites stuck to Aspects (``fate_aspects``)."""

Update = Callable[[Any], tuple[Reply, Any]]
"""From the stored JSON value (``None`` if absent), the answer and the value to store."""


def fate_key(name: str) -> str:
    """Key of a zFate character: case and accents are ignored (« Léa » said is « lea »)."""
    return f"fate:{fold(name)}"


def reserve_key(name: str) -> str:
    """Key of a 3-6-9 réserve personnelle (case and accents ignored)."""
    return f"trois_six_neuf:{fold(name)}"


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


def _reserve(stored: Any) -> Reserve:
    return Reserve(0, 0) if stored is None else Reserve(stored["fortune"], stored["marasme"])


def _reserve_data(name: str, reserve: Reserve) -> dict[str, Any]:
    return {"name": name, "fortune": reserve.fortune, "marasme": reserve.marasme}


class SystemBooks(GameBase):
    """The other systems' persisted state: one journaled, undoable command each."""

    def _update(
        self, system: str, kind: str, command: dict[str, Any], key: str, update: Update
    ) -> Reply:
        """Run ``update`` on the value under ``key`` in one transaction, if the table plays
        ``system``."""
        with self.read() as table:
            playing = table.state.system
        if playing != system:
            return wording.system_needs_table(playing, system)

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            reply, after = update(table.state.data(key))
            return reply, [data_change(table.state, key, after)]

        return self.commit(kind, command, build)

    def _fate(self, kind: str, command: dict[str, Any], name: str,
              change: Callable[[FateCharacter], tuple[Reply, FateCharacter]]) -> Reply:
        def update(stored: Any) -> tuple[Reply, Any]:
            reply, character = change(_character(stored, name))
            return reply, sheets.character_to_data(character)

        return self._update("fate", kind, {"name": name, **command}, fate_key(name), update)

    def _fate_and_aspects(
        self, kind: str, command: dict[str, Any], name: str,
        change: Callable[[FateCharacter, fate_aspects.FreeInvocations],
                         tuple[Reply, FateCharacter, fate_aspects.FreeInvocations]],
    ) -> Reply:
        """Like ``_fate``, the Invocations gratuites of the table changing in the same
        transaction."""
        with self.read() as table:
            playing = table.state.system
        if playing != "fate":
            return wording.system_needs_table(playing, "fate")

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            character = _character(table.state.data(fate_key(name)), name)
            free = fate_aspects.from_data(table.state.data(FREE_INVOCATIONS_KEY))
            reply, after, free_after = change(character, free)
            return reply, [
                data_change(table.state, fate_key(name), sheets.character_to_data(after)),
                data_change(table.state, FREE_INVOCATIONS_KEY, fate_aspects.to_data(free_after)),
            ]

        return self.commit(kind, {"name": name, **command}, build)

    # ------------------------------------------------------------ zFate

    def fate_create(self, name: str, refresh: int = 2, stress_boxes: int = 2) -> Reply:
        """Create a zFate character with ``refresh`` Points de Fortune in hand (Actualisation)
        and ``stress_boxes`` boxes on each Stress track; refused if the name is taken."""
        def update(stored: Any) -> tuple[Reply, Any]:
            if stored is not None:
                raise RefusedMoveError(reason="personnage_existant", name=name)
            character = sheets.new_character(name, refresh, stress_boxes=stress_boxes)
            return wording.fate_character(character), sheets.character_to_data(character)

        command = {"name": name, "refresh": refresh, "stress_boxes": stress_boxes}
        return self._update("fate", "fate_create", command, fate_key(name), update)

    def fate_points(self, name: str, delta: int) -> Reply:
        """Gain (``delta`` > 0) or spend Points de Fortune."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            moved = (sheets.gain_fate_point(character, delta) if delta >= 0
                     else sheets.spend_fate_point(character, -delta))
            return wording.fate_points(moved, delta), moved

        return self._fate("fate_points", {"delta": delta}, name, change)

    def fate_invoke(self, name: str, aspect: str, free: bool = False,
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

    def fate_advantage(self, aspect: str) -> Reply:
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

        return self._update("fate", "fate_advantage", {"aspect": aspect, "count": count},
                            FREE_INVOCATIONS_KEY, update)

    def fate_hit(
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

    def fate_clear(self, name: str) -> Reply:
        """After a scène: every Stress box of the character is unchecked."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            cleared = sheets.clear_stress(character)
            return wording.fate_character(cleared), cleared

        return self._fate("fate_clear", {}, name, change)

    def fate_recover(self, name: str, level: str) -> Reply:
        """A Conséquence has healed: its slot is free again (the time is the MJ's call)."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            recovered = sheets.recover_consequence(character, _level(level))
            return wording.fate_character(recovered), recovered

        return self._fate("fate_recover", {"level": level}, name, change)

    def fate_milestone(self, name: str) -> Reply:
        """Jalon majeur: « vous pouvez renommer une Conséquence extrême »; a new extrême becomes
        possible again."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            renewed = sheets.major_milestone(character)
            return wording.fate_character(renewed), renewed

        return self._fate("fate_milestone", {}, name, change)

    def fate_refresh(self, name: str, cliffhanger: bool = False) -> Reply:
        """A new séance: the Points de Fortune rise to the Actualisation (not after a
        cliffhanger)."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            refreshed = sheets.refresh_for_session(character, cliffhanger)
            return wording.fate_character(refreshed), refreshed

        return self._fate("fate_refresh", {"cliffhanger": cliffhanger}, name, change)

    def fate_concede(self, name: str, consequences_taken: int = 0) -> Reply:
        """Concéder: 1 Point de Fortune plus 1 per Conséquence taken in this Conflit."""
        def change(character: FateCharacter) -> tuple[Reply, FateCharacter]:
            conceded = sheets.concede(character, consequences_taken)
            return wording.fate_character(conceded), conceded

        return self._fate("fate_concede", {"consequences_taken": consequences_taken}, name,
                          change)

    def fate_state(self) -> Reply:
        """Every zFate character of the table."""
        with self.read() as table:
            stored = table.state.data_under("fate:")
        return wording.fate_characters([sheets.character_from_data(data) for data in stored])

    # ------------------------------------------------------------ krâsses

    def krasses_heap(
        self,
        conteur: int = 0,
        used: int = 0,
        player: str | None = None,
        charisme: int | None = None,
        to_heap: int = 0,
    ) -> Reply:
        """The tas de krâsses moves: a player starts the scénario (``charisme`` dK, ``to_heap``
        of them to the tas), the conteur adds the ``conteur`` dK he rolled, ``used`` dK leave
        the tas (or ``player``'s own dK)."""
        def update(stored: Any) -> tuple[Reply, Any]:
            state = krasse_dice.KrasseState() if stored is None \
                else krasse_dice.state_from_data(stored)
            if player is not None and charisme is not None:
                state = krasse_dice.start_scenario(state, player, charisme, to_heap)
            state = krasse_dice.conteur_uses(state, conteur)
            if used:
                state = krasse_dice.player_uses(state, used, player if charisme is None else None)
            return wording.krasses_state(state), krasse_dice.state_to_data(state)

        command = {"conteur": conteur, "used": used, "player": player, "charisme": charisme,
                   "to_heap": to_heap}
        return self._update("krasses", "krasses_heap", command, KRASSES_KEY, update)

    def krasses_state(self) -> Reply:
        """The tas de krâsses and the dK each player keeps."""
        with self.read() as table:
            stored = table.state.data(KRASSES_KEY)
        state = krasse_dice.KrasseState() if stored is None \
            else krasse_dice.state_from_data(stored)
        return wording.krasses_state(state)

    # ------------------------------------------------------------ 3-6-9

    def reserve_add(self, name: str, fortune: int = 0, marasme: int = 0) -> Reply:
        """Dés de fortune / de marasme gained (negative: spent, refused below zero)."""
        def update(stored: Any) -> tuple[Reply, Any]:
            reserve = _reserve(stored)
            for kind, delta in ((DieKind.FORTUNE, fortune), (DieKind.MARASME, marasme)):
                if delta < 0:
                    reserve = trois_six_neuf.spend_die(reserve, kind, -delta)
            reserve = Reserve(reserve.fortune + max(fortune, 0), reserve.marasme + max(marasme, 0))
            return wording.reserve(name, reserve), _reserve_data(name, reserve)

        command = {"name": name, "fortune": fortune, "marasme": marasme}
        return self._update("trois_six_neuf", "reserve", command, reserve_key(name), update)

    def reserves(self) -> Reply:
        """Every 3-6-9 réserve personnelle of the table."""
        with self.read() as table:
            stored = table.state.data_under("trois_six_neuf:")
        return wording.reserves([(data["name"], _reserve(data)) for data in stored])
