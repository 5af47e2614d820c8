"""« Fais le point », « comment va Ysaline ? », « qu'est-ce qu'un presque ? » and « détaille »:
short spoken answers that read the table (or the rules) and write nothing."""

from __future__ import annotations

from assistant.game.base import GameBase
from assistant.game.resolutions import RESOLUTION_KINDS
from assistant.ledger.errors import NoPreviousEntryError
from assistant.reply import Reply
from assistant.wording.games import game_people, game_person
from assistant.wording.records import KIND_NAMES, protagonist_words, table_header
from assistant.wording.rules import rule_explanation
from assistant.wording.spoken import display_name, faces, sentence, signed

ROLL_KINDS = RESOLUTION_KINDS | frozenset({
    "oracle", "destin_roll", "proposal", "fate_roll", "fate_invoke", "deux_d6_roll",
    "trois_six_neuf_turn",
    "krasses_roll", "krasses_oppose", "krasses_contre"})
"""Journal kinds made by a throw of dice: what « détaille » explains."""


class StatusCommands(GameBase):
    """A summary of the table or of one protagonist, and the rules explained."""

    def status(self, protagonist: str | None = None) -> Reply:
        """The table in one breath: the game, each protagonist's fortunes and jauges (only the
        named one when ``protagonist`` is given); the Destin for the Destinée only."""
        with self.read() as table:
            state = table.state
        if protagonist is not None:
            found = state.find(protagonist)
            kept = game_person(state, protagonist)  # another game's sheet (« comment va Kader ? »)
            if kept is not None and (found is None or state.system != "hades"):
                return Reply(table=kept, data={"kind": "status", "protagonist": protagonist,
                                               "known": True})
            if found is None:
                return Reply(table=f"Je ne connais pas {display_name(protagonist)} à cette table.",
                             data={"kind": "status", "protagonist": protagonist, "known": False})
            words = [phrase for phrase in protagonist_words(state)
                     if phrase.startswith(display_name(found.name) + ",")]
            return Reply(table=sentence(*words),
                         data={"kind": "status", "protagonist": found.name, "known": True})
        people = ((game_people(state) if state.system != "hades" else [])
                  or protagonist_words(state) or ["Aucun protagoniste pour l'instant."])
        return Reply(table=sentence(table_header(state), *people),
                     gm=f"Destin : {signed(state.destin)}.",
                     data={"kind": "status", "gm": {"destin": state.destin}})

    @staticmethod
    def rules(topic: str, detailed: bool = False) -> Reply:
        """A short explanation of one rule (the longer one with ``detailed``)."""
        return rule_explanation(topic, detailed)

    def explain_last(self) -> Reply:
        """« détaille »: the newest throw of any kind, named first (« Le script : … »); a HaDes
        resolution gives every die of each side, any other throw its answer and its dice."""
        with self.read() as table:
            last = table.last_active(ROLL_KINDS)
        if last is None or not last.reply.table:  # a secret throw: the Destinée's journal has it
            raise NoPreviousEntryError("roll")
        what = KIND_NAMES.get(last.kind, "le dernier jet")
        named = what[:1].upper() + what[1:]
        if last.kind in RESOLUTION_KINDS:
            detail = self.detail()  # type: ignore[attr-defined]  # RollCommands, same Game
            return Reply(table=f"{named} : {detail.table}", gm=detail.gm,
                         data={**detail.data, "explained_kind": last.kind})
        dice = last.result.get("dice") or last.result.get("rolls")
        said = f" Dés : {faces(dice)}." if isinstance(dice, list) and all(
            isinstance(value, int) for value in dice) else ""
        return Reply(table=f"{named} : {last.reply.table}{said}",
                     data={"kind": "explain", "explained_kind": last.kind,
                           "journal_id": last.id})
