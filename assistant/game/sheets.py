"""Character sheets (« La fiche de protagoniste »): traits added and removed, journaled and
undoable like every change (kept in the table's keyed data under
:func:`hades_core.sheet.sheet_key`)."""

from __future__ import annotations

from collections.abc import Sequence

from assistant.game.base import GameBase
from assistant.game.rolls import ensure_protagonist
from assistant.ledger import Change, TableCommand, TableState
from assistant.ledger.state import data_change
from assistant.reply import Reply
from assistant.wording.games import game_person
from assistant.wording.sheets import sheet as sheet_reply
from assistant.wording.sheets import trait_added, trait_removed
from hades_core.errors import TraitError
from hades_core.sheet import (
    SheetTrait,
    added_trait,
    find_trait,
    sheet_key,
    sheet_trait,
    traits_from_json,
    traits_to_json,
    without_trait,
)


def traits_of(state: TableState, protagonist: str) -> tuple[SheetTrait, ...]:
    """The traits on ``protagonist``'s sheet (none when the sheet is empty)."""
    return traits_from_json(state.data(sheet_key(protagonist)))


def traits_change(state: TableState, protagonist: str, traits: Sequence[SheetTrait]) -> Change:
    """Write ``traits`` as ``protagonist``'s sheet (an empty sheet removes the key)."""
    return data_change(state, sheet_key(protagonist), traits_to_json(traits) or None)


class SheetCommands(GameBase):
    """Traits on the protagonistes' sheets."""

    def add_trait(
        self, protagonist: str, notation: str, ephemeral: bool = True, negative: bool = False
    ) -> Reply:
        """Write a trait on ``protagonist``'s sheet (added first if new): ``"épée"``,
        ``"épée+"`` héroïque, ``"force++"`` mythique.

        A trait gained in play is éphémère (« Ephémère, Nouveau: ces traits sont acquis pendant
        la session »), so that is the default here (the voice and the chat call this without
        ``ephemeral``); ``ephemeral=False`` writes the établi side, for a sheet written before
        play (the command line's ``hades trait add`` without ``--ephemere``). A name already on
        the sheet is refused (``TraitError`` ``"exists"``), never replaced: to change a trait,
        remove it, then add it again as it must be (:func:`hades_core.sheet.added_trait`).
        """
        return self.add_traits(protagonist, [notation], ephemeral, negative)

    def add_traits(self, protagonist: str, notations: Sequence[str], ephemeral: bool = True,
                   negative: bool = False) -> Reply:
        """Write several traits on ``protagonist``'s sheet in one journal entry (« gagne les
        traits crochetage et discret »: one « annule » takes both back), each as
        :meth:`add_trait` writes one."""
        added = [sheet_trait(notation, ephemeral, negative) for notation in notations]

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            person, changes = ensure_protagonist(table.state, protagonist)
            traits = traits_of(table.state, person.name)
            for trait in added:
                traits = added_trait(traits, trait)
            reply = trait_added(person.name, added, traits)
            return reply, [*changes, traits_change(table.state, person.name, traits)]

        command = {"protagonist": protagonist, "trait": notations[0] if len(notations) == 1
                   else list(notations), "ephemeral": ephemeral, "negative": negative}
        return self.commit("trait_add", command, build)

    def remove_trait(self, protagonist: str, name: str) -> Reply:
        """Strike the trait ``name`` off ``protagonist``'s sheet."""

        def build(table: TableCommand) -> tuple[Reply, Sequence[Change]]:
            person = table.state.get(protagonist)
            current = traits_of(table.state, person.name)
            found = find_trait(current, name)
            if found is None:
                raise TraitError("unknown", name)
            traits = without_trait(current, name)
            reply = trait_removed(person.name, found, traits)
            return reply, [traits_change(table.state, person.name, traits)]

        return self.commit("trait_remove", {"protagonist": protagonist, "trait": name}, build)

    def sheet(self, protagonist: str) -> Reply:
        """« La fiche d'Alice »: her traits, établis then éphémères."""
        with self.read() as table:
            kept = game_person(table.state, protagonist)  # another game's (« la fiche de Kader »)
            if kept is not None and (table.state.find(protagonist) is None
                                     or table.state.system != "hades"):
                return Reply(table=kept, data={"kind": "sheet", "protagonist": protagonist})
            person = table.state.get(protagonist)
            traits = traits_of(table.state, person.name)
        return sheet_reply(person.name, traits)
