"""French wording of what the journal gives back: undo, the table's state, the session export,
the list of tables. The Destin's value only goes into ``Reply.gm`` or a ``gm`` export."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from datetime import datetime
from typing import Any

from assistant.ledger import JournalEntry, TableState, player_view
from assistant.reply import Reply
from assistant.wording.bookkeeping import gauge_words
from assistant.wording.games import game_people
from assistant.wording.roll import journal_line
from assistant.wording.sheets import sheet_words
from assistant.wording.spoken import count, display_name, sentence, signed
from hades_core.sheet import SHEET_PREFIX, sheet_key, traits_from_json

SYSTEM_NAMES = {
    "hades": "HaDes",
    "fate": "Fate",
    "deux_d6": "deux D6",
    "trois_six_neuf": "trois six neuf",
    "krasses": "krâsses",
}

KIND_NAMES = {
    "roll": "le jet de dés",
    "fortune_shift": "le décalage du résultat",
    "fortune_gain": "le gain de fortune",
    "fortune_spend": "la dépense de fortune",
    "gauge": "le changement de jauge",
    "destin_adjust": "l'ajustement du Destin",
    "auto": "la résolution automatique",
    "initiative": "l'initiative",
    "end_session": "la fin de partie",
    "oracle": "le jet d'oracle",
    "undo": "l'annulation",
    "redo": "le rétablissement",
    "destin_roll": "le jet de destin",
    "script": "le script",
    "competition": "la compétition",
    "system_switch": "le changement de jeu",
    "fate_roll": "le jet de Fate",
    "fate_create": "la création du personnage",
    "fate_points": "le changement de points de fortune",
    "fate_invoke": "l'invocation",
    "fate_hit": "le stress ou la conséquence",
    "fate_clear": "l'effacement du stress",
    "fate_recover": "la guérison de la conséquence",
    "fate_milestone": "le jalon majeur",
    "fate_refresh": "l'actualisation des points de fortune",
    "fate_concede": "la concession",
    "fate_advantage": "l'avantage créé",
    "fate_boost": "le boost",
    "deux_d6_roll": "le jet de deux dés six",
    "trois_six_neuf_turn": "le tour de trois six neuf",
    "trois_six_neuf_stake": "le dé misé",
    "trois_six_neuf_sacrifice": "le sacrifice de dés",
    "trois_six_neuf_retreat": "la retraite",
    "trois_six_neuf_flee": "la fuite",
    "krasses_roll": "le jet de krâsses",
    "krasses_oppose": "le jet opposé de krâsses",
    "krasses_contre": "la contre-krâsse",
    "krasses_heap": "le mouvement du tas de krâsses",
    "reserve": "le changement de réserve",
    "trait_add": "l'ajout du trait",
    "trait_remove": "le retrait du trait",
    "consolidate": "la consolidation",
    "close_session": "la clôture de la partie",
    "deus_ex_alea": "le Deus Ex Alea",
    "proposal": "la proposition",
}
"""What each journal entry is, as said in « J'annule … »."""


def undone(data: dict[str, Any], secret: bool = False) -> Reply:
    """« J'annule le jet de dés. » (the Destin's return for the gm only); the undo of a
    ``secret`` entry (the Destinée's adjustment) is said to her only."""
    return _journal_move("J'annule", KIND_NAMES.get(data["undone_kind"], "la dernière action"),
                         data, secret)


def redone(data: dict[str, Any], secret: bool = False) -> Reply:
    """« Je rétablis le jet de dés. » (the Destin's new value for the gm only)."""
    return _journal_move("Je rétablis",
                         KIND_NAMES.get(data["redone_kind"], "la dernière action annulée"), data,
                         secret)


def _journal_move(verb: str, what: str, data: dict[str, Any], secret: bool) -> Reply:
    """« <verb> <what>. », the Destin it leads to in the Destinée's part only; all of it in
    her part when the entry moved was ``secret``."""
    hidden = data.get("gm", {})
    said = f"{verb} {what}."
    gm = (f"Le Destin revient à {signed(hidden['destin_after'])}."
          if "destin_after" in hidden else None)
    if secret:
        return Reply(table="", gm=f"{said} {gm}" if gm else said, data=data)
    return Reply(table=said, gm=gm, data=data)


def protagonist_words(state: TableState) -> list[str]:
    """One phrase per protagoniste: fortunes, then jauges."""
    phrases = []
    for protagonist in state.protagonists:
        fortunes = ("aucune fortune" if protagonist.fortunes == 0
                    else count(protagonist.fortunes, "fortune"))
        gauges = "".join(f" ; {gauge_words(gauge)}" for gauge in protagonist.gauges)
        traits = traits_from_json(state.data(sheet_key(protagonist.name)))
        sheet = f" ; {sheet_words(traits)}" if traits else ""
        phrases.append(f"{display_name(protagonist.name)}, {fortunes}{gauges}{sheet}.")
    return phrases


def protagonists_data(state: TableState) -> list[dict[str, Any]]:
    """The protagonistes as JSON, each with their sheet's traits."""
    return [
        {"name": p.name, "fortunes": p.fortunes,
         "gauges": [{"name": g.name, "kind": g.kind.value, "level": g.level} for g in p.gauges],
         "traits": state.data(sheet_key(p.name)) or []}
        for p in state.protagonists
    ]


def table_header(state: TableState) -> str:
    """« Table principale, jeu HaDes. »"""
    return f"Table {state.name}, jeu {SYSTEM_NAMES.get(state.system, state.system)}."


def table_state(state: TableState, recent: Sequence[JournalEntry]) -> Reply:
    """The table at a glance; the Destin in the gm part only."""
    people = ((game_people(state) if state.system != "hades" else [])
              or protagonist_words(state) or ["Aucun protagoniste pour l'instant."])
    lines = [entry.reply.table for entry in recent if entry.reply.table]
    table = sentence(table_header(state), *people,
                     f"Derniers événements : {' '.join(lines)}" if lines else "")
    data = {"kind": "state", "table": state.name, "system": state.system,
            "protagonists": protagonists_data(state),
            "system_data": {key: state.data(key) for key, _ in state.system_data
                            if not key.startswith(SHEET_PREFIX)},
            "recent": [player_view(entry.result) | {"text": entry.reply.table}
                       for entry in recent],
            "gm": {"destin": state.destin}}
    return Reply(table=table, gm=f"Destin : {signed(state.destin)}.", data=data)


def clock(at: str) -> str:
    """« 21 h 05 », in the machine's local time, from a UTC ISO time."""
    moment = datetime.fromisoformat(at).astimezone()
    return f"{moment.hour} h {moment.minute:02d}"


def export_lines(state: TableState, count_entries: int,
                 entries: Iterable[tuple[JournalEntry, bool]], gm: bool) -> Iterator[str]:
    """The session as French text lines, one per journal entry (each with whether it was
    undone), in local time; a resolution says who rolled and the pools (« 21 h 40, Alice,
    3 contre 2 : Revers. »)."""
    yield from (f"{line}\n" for line in (table_header(state), *protagonist_words(state)))
    if gm:
        yield f"Destin : {signed(state.destin)}.\n"
    yield f"Journal, {count(count_entries, 'entrée')} :\n"
    for entry, undone in entries:
        mark = " (annulé)" if undone else ""
        said = journal_line(entry.kind, entry.result) or entry.reply.table
        line = f"{clock(entry.at)}{mark}, {said}" if said else f"{clock(entry.at)}{mark},"
        if gm and entry.reply.gm:
            line += f" Destinée : {entry.reply.gm}"
        yield line + "\n"


def tables(states: Sequence[TableState]) -> Reply:
    """« 2 tables : principale, HaDes ; donjon, Fate. »"""
    if not states:
        return Reply(table="Aucune table pour l'instant.", data={"kind": "tables", "tables": []})
    listed = " ; ".join(f"{s.name}, {SYSTEM_NAMES.get(s.system, s.system)}" for s in states)
    return Reply(table=f"{count(len(states), 'table')} : {listed}.",
                 data={"kind": "tables",
                       "tables": [{"name": s.name, "system": s.system} for s in states]})


def table_created(state: TableState) -> Reply:
    """« Table donjon créée, jeu Fate. »"""
    return Reply(
        table=f"Table {state.name} créée, jeu {SYSTEM_NAMES.get(state.system, state.system)}.",
        data={"kind": "table_created", "table": state.name, "system": state.system})

