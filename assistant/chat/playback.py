"""Play whole game sessions through the real chat and score every line.

A session file (``tests/sessions/data/*.yml``, written blind: its author saw only the README,
``hades --help`` and the rules) gives a table's game, the audience (Destinée or player), the
traits written on sheets before play, and the lines said at the table, each with the effect it
must have: ``nothing`` (table talk), ``answer`` (a reading), ``question`` (one question, no
change yet), ``refused`` (not the speaker's to say), or one change (a roll and its dice, a
Destin move, a fortune, a gauge level, a trait, undo, redo, the game, or any ``change``).

Each line is said through a :class:`ChatSession`; the table's journal and state before and
after tell what it did. When the assistant asks a question where the script expects a change,
the player answers « oui » (as a player would) and the change is checked after that answer.
A line is scored as:

- ``right``: the expected effect and nothing else (a question where one was expected counts);
- ``fair_question``: right, after a question the script allows (``ask_ok``);
- ``needless_question``: right in the end, but only after a question the script did not want
  (or a question on a line that needed none);
- ``wrong_act``: the table changed when it must not, or changed otherwise than expected;
- ``missed``: the expected change did not happen (nothing changed, no wrong act).
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from assistant.chat.session import AWAITING, ChatSession
from assistant.game import Game
from assistant.game.games.fate import fate_key
from assistant.game.games.trois_six_neuf import reserve_key
from assistant.game.systems import SystemCommands
from assistant.ledger import Ledger
from assistant.ledger.journal import JournalEntry
from assistant.ledger.state import TableState
from assistant.nlu.values import notation
from assistant.roles import Role
from hades_core.names import fold, name_key
from hades_core.sheet import sheet_key, traits_from_json

GAMES = {"hades": "hades", "fate": "fate", "2d6": "deux_d6", "369": "trois_six_neuf",
         "krasses": "krasses"}
"""Game names of the session files → the registry's keys."""
READINGS = frozenset({"nothing", "answer", "refused"})
READING_KINDS = frozenset({"oracle", "proposal", "destin_roll", "initiative"})
"""Journal entries that keep a reading's dice (an oracle's draw) without changing the table."""
OUTCOMES = ("right", "fair_question", "needless_question", "wrong_act", "missed")
YES = "oui"


@dataclass(frozen=True)
class Snapshot:
    """The table as one line found it or left it."""

    entries: tuple[JournalEntry, ...]
    state: TableState | None


@dataclass
class LineResult:
    """What one scripted line did, and how it scores."""

    said: str
    expected: Any
    reply: str
    outcome: str
    why: str = ""


@dataclass
class SessionResult:
    """Every line of one session, scored, and the end-state checks that failed."""

    name: str
    lines: list[LineResult] = field(default_factory=list)
    end_state_errors: list[str] = field(default_factory=list)

    def counts(self) -> Counter[str]:
        """How many lines ended with each outcome."""
        return Counter(line.outcome for line in self.lines)


def load_session(path: Path) -> dict[str, Any]:
    """One session file, checked for the fields the player needs."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(raw, dict) or not isinstance(raw.get("lines"), list):
        raise ValueError(f"{path.name}: a session has a list of lines")
    if str(raw.get("game", "hades")) not in GAMES:
        raise ValueError(f"{path.name}: unknown game {raw.get('game')!r}")
    return raw


def snapshot(table: str) -> Snapshot:
    """The journal and state of ``table`` (empty when the table does not exist)."""
    with Ledger() as ledger:
        if table not in {state.name for state in ledger.tables()}:
            return Snapshot((), None)
        with Game(ledger, table, role=Role.DESTINEE).read() as command:
            return Snapshot(tuple(command.entries()), command.state)


def prepare_table(table: str, session: dict[str, Any]) -> None:
    """Create ``table`` with the session's game and the traits written before play."""
    with Ledger() as ledger:
        game = Game(ledger, table, role=Role.DESTINEE)
        key = GAMES[str(session.get("game", "hades"))]
        if key != "hades":
            SystemCommands(ledger, table).switch_system(key)
        for written in session.get("sheets") or []:
            game.add_trait(str(written["who"]), str(written["trait"]),
                           ephemeral=bool(written.get("ephemeral")),
                           negative=bool(written.get("negative")))


def _asked(reply_data: dict[str, Any]) -> bool:
    return AWAITING in reply_data


def _person(state: TableState | None, who: str) -> Any:
    return state.find(who) if state is not None else None


def _fortunes(state: TableState | None, who: str) -> int:
    """The fortunes the table's game keeps: a zFate character's Points de Fortune, a 3-6-9
    character's dés de fortune, or a HaDes protagonist's fortunes."""
    system = state.system if state is not None else "hades"
    fate_sheet = (state.data(fate_key(who)) if state is not None else None) or {}
    if system == "fate" and "fate_points" in fate_sheet:
        return int(fate_sheet["fate_points"])
    reserve = (state.data(reserve_key(who)) if state is not None else None) or {}
    if system == "trois_six_neuf" and "fortune" in reserve:
        return int(reserve["fortune"])
    person = _person(state, who)
    return person.fortunes if person is not None else 0


def _gauge_level(state: TableState | None, who: str, gauge: str) -> int:
    person = _person(state, who)
    found = person.gauge(gauge) if person is not None else None
    if found is None and person is not None:
        found = next((g for g in person.gauges if fold(g.name) == fold(gauge)), None)
    return found.level if found is not None else 0


def _traits(state: TableState | None, who: str) -> list[str]:
    person = _person(state, who)
    if state is None or person is None:
        return []
    return [fold(trait.name) + "+" * trait.power
            for trait in traits_from_json(state.data(sheet_key(person.name)))]


def _written(trait: str) -> str:
    """A trait as a session file writes it, as the sheet notes it (« exorcisme mythique » is
    « exorcisme++ »)."""
    return fold(notation(trait.strip()))


def _bare(trait: str) -> str:
    return _written(trait).rstrip("+")


def _on_sheet(trait: str, have: list[str]) -> bool:
    """Whether the sheet's traits ``have`` hold ``trait``: its name, and its puissance when the
    session file says one."""
    wanted = _written(trait)
    return wanted in have if wanted.endswith("+") else wanted in map(_bare, have)


def _same_sheet(traits: Iterable[str], have: list[str]) -> bool:
    """Whether a sheet holds exactly ``traits`` (puissances checked where said)."""
    wanted = list(traits)
    return sorted(map(_bare, wanted)) == sorted(map(_bare, have)) \
        and all(_on_sheet(trait, have) for trait in wanted)


def _roll_entry(entries: Iterable[JournalEntry]) -> JournalEntry | None:
    """The first roll of any game among ``entries``."""
    return next((entry for entry in entries if "roll" in entry.kind
                 or entry.kind.endswith(("_turn", "_coop", "_oppose", "_contre", "_retreat"))
                 or entry.kind in ("competition", "script")), None)


def _thrown_entry(entries: Iterable[JournalEntry]) -> JournalEntry | None:
    """The first entry that throws dice for someone: a roll (:func:`_roll_entry`), or a zFate
    Invocation bought for a relance of the dés Fate (« … invoque Ancien pompier pour relancer
    les dés »). Decision: the relance throws the dice again for the line that says it, but it
    improves the test it follows (seed 001, « relancer les dés Fate après un test »): the rolls
    a table journals (``rolls`` of the end state) do not count it."""
    entries = list(entries)
    return _roll_entry(entries) or next(
        (entry for entry in entries
         if entry.kind == "fate_invoke" and entry.command.get("reroll") is True), None)


def _roller(entry: JournalEntry) -> str | None:
    """Who rolled, as the entry records it (the other games' rolls may record nobody)."""
    for source in (entry.result, entry.command):
        for key in ("protagonist_name", "protagonist", "character", "name"):
            if isinstance(source.get(key), str) and source[key]:
                return str(source[key])
    return None


def _forfeited(entries: Iterable[JournalEntry], who: str) -> int:
    """The fortunes ``who`` gave back in ``entries`` because a shift forfeited what the roll
    had given them (seed 000: « on perd la possibilité d'obtention de fortune »): the dice
    gave that fortune, so, like any fortune a roll wins, it is left out of what a line is
    expected to move."""
    return sum(1 for entry in entries if entry.kind == "fortune_shift"
               and name_key(str(entry.result.get("forfeited_by") or "")) == name_key(who))


def check_change(expected: Any, before: Snapshot, after: Snapshot) -> str:
    """Why the change from ``before`` to ``after`` is not the ``expected`` one ("" if it is)."""
    new = after.entries[len(before.entries):]
    if expected == "change":
        return ""
    if expected in ("undo", "redo"):
        return "" if any(entry.kind == expected for entry in new) else f"no {expected} entry"
    (kind, detail), = dict(expected).items()
    detail = detail if isinstance(detail, dict) else {"value": detail}
    if kind == "roll":
        entry = _thrown_entry(new)
        if entry is None:
            return f"no roll (entries: {[e.kind for e in new]})"
        nested = entry.result.get("roll")  # a script's one roll is kept beside its steps
        result = nested if isinstance(nested, dict) else entry.result
        who, named = detail.get("who"), _roller(entry)
        recorded = named is not None or entry.kind == "roll"
        if who and recorded and (not named or name_key(named) != name_key(str(who))):
            return f"rolled for {named!r}, not {who!r}"
        dice = detail.get("dice")
        if dice and [result.get("protagonist_dice"), result.get("obstacle_dice")] != list(dice):
            return (f"rolled {result.get('protagonist_dice')} against "
                    f"{result.get('obstacle_dice')}, not {dice[0]} against {dice[1]}")
        return ""
    if kind == "destin":
        moved = (after.state.destin if after.state else 0) - \
            (before.state.destin if before.state else 0)
        return "" if moved == int(detail["value"]) else f"Destin moved {moved}"
    if kind == "fortune":
        who = str(detail["who"])
        moved = _fortunes(after.state, who) - _fortunes(before.state, who) \
            + _forfeited(new, who)
        return "" if moved == int(detail["change"]) else f"{who}'s fortunes moved {moved}"
    if kind == "gauge":
        level = _gauge_level(after.state, str(detail["who"]), str(detail["gauge"]))
        return "" if level == int(detail["level"]) else f"gauge at {level}"
    if kind == "trait":
        traits = _traits(after.state, str(detail["who"]))
        if "add" in detail:
            return "" if _on_sheet(str(detail["add"]), traits) else f"sheet: {traits}"
        return "" if _bare(str(detail["remove"])) not in map(_bare, traits) \
            else f"sheet: {traits}"
    if kind == "game":
        system = after.state.system if after.state else "hades"
        return "" if system == GAMES[str(detail["value"])] else f"game is {system}"
    return f"unknown expectation {kind!r}"


def _changed(before: Snapshot, after: Snapshot) -> bool:
    new = after.entries[len(before.entries):]
    return after.state != before.state or any(entry.kind not in READING_KINDS for entry in new)


def play_line(chat: ChatSession, line: dict[str, Any]) -> LineResult:
    """Say one line (and « oui » when a change is expected after a question) and score it."""
    said, expected = str(line["say"]), line.get("expect", "nothing")
    before = snapshot(chat.table)
    reply = chat.handle(said)
    after = snapshot(chat.table)
    asked = _asked(reply.data)
    text = reply.table
    if isinstance(expected, str) and expected in READINGS:
        if _changed(before, after):
            return LineResult(said, expected, text, "wrong_act", "the table changed")
        if asked:
            chat.handle("non")  # the player declines; nothing must change
            if _changed(before, snapshot(chat.table)):
                return LineResult(said, expected, text, "wrong_act", "changed after « non »")
            return LineResult(said, expected, text, "needless_question")
        return LineResult(said, expected, text, "right")
    if expected == "question":
        if _changed(before, after):
            return LineResult(said, expected, text, "wrong_act", "acted without asking")
        return LineResult(said, expected, text, "right" if asked else "missed",
                          "" if asked else "no question")
    if asked and not _changed(before, after):
        confirm = chat.handle(YES)
        text = f"{text} / {YES} → {confirm.table}"
        after = snapshot(chat.table)
        if _asked(confirm.data):  # a second question: the script has no answer for it
            chat.handle("non")
    if not _changed(before, after):
        return LineResult(said, expected, text, "missed", "nothing changed")
    why = check_change(expected, before, after)
    if why:
        return LineResult(said, expected, text, "wrong_act", why)
    if asked:
        return LineResult(said, expected, text,
                          "fair_question" if line.get("ask_ok") else "needless_question")
    return LineResult(said, expected, text, "right")


def check_end_state(state: TableState | None, wanted: dict[str, Any],
                    entries: tuple[JournalEntry, ...] = ()) -> list[str]:
    """The end-of-session checks that do not hold: HaDes (Destin, fortunes, gauges, traits),
    the table's game (``system``), zFate sheets (``fate``: Points de Fortune, Conséquences),
    3-6-9 réserves (``reserves``), the tas de krâsses (``krasses``: ``heap``, ``kept``) and the
    rolls journaled and not undone (``rolls``, the bookkeeping of a 2D6 table)."""
    errors: list[str] = []
    system = state.system if state else "hades"
    if "system" in wanted and system != GAMES[str(wanted["system"])]:
        errors.append(f"game is {system}")
    for who, sheet in (wanted.get("fate") or {}).items():
        kept = (state.data(fate_key(str(who))) if state else None) or {}
        for key in ("fate_points", "refresh"):
            if key in sheet and kept.get(key) != sheet[key]:
                errors.append(f"{who}: {key} {kept.get(key)}, not {sheet[key]}")
        if "consequences" in sheet and sorted(map(fold, kept.get("consequences") or {})) != sorted(
                map(fold, sheet["consequences"])):  # « modérée » is the key « moderee »
            errors.append(f"{who}: consequences {sorted(kept.get('consequences') or {})}")
    for who, dice in (wanted.get("reserves") or {}).items():
        kept = (state.data(reserve_key(str(who))) if state else None) or {}
        if [kept.get("fortune"), kept.get("marasme")] != [dice["fortune"], dice["marasme"]]:
            errors.append(f"{who}: réserve {kept.get('fortune')} and {kept.get('marasme')}")
    if "krasses" in wanted:
        heap = (state.data("krasses") if state else None) or {}
        if "heap" in wanted["krasses"] and heap.get("heap") != wanted["krasses"]["heap"]:
            errors.append(f"tas {heap.get('heap')}, not {wanted['krasses']['heap']}")
        kept_dice = {name_key(str(who)): count for who, count in (heap.get("kept") or {}).items()}
        for who, count in (wanted["krasses"].get("kept") or {}).items():
            if kept_dice.get(name_key(str(who)), 0) != count:
                errors.append(f"{who}: {kept_dice.get(name_key(str(who)), 0)} dK kept")
    if "rolls" in wanted:
        rolls = sum(1 for entry in _standing(entries) if _roll_entry([entry]) is not None)
        if rolls != int(wanted["rolls"]):
            errors.append(f"{rolls} rolls journaled, not {wanted['rolls']}")
    if "destin" in wanted and (state.destin if state else 0) != int(wanted["destin"]):
        errors.append(f"Destin {state.destin if state else 0}, not {wanted['destin']}")
    for who, count in (wanted.get("fortunes") or {}).items():
        if _fortunes(state, str(who)) != int(count):
            errors.append(f"{who}: {_fortunes(state, str(who))} fortunes, not {count}")
    for who, gauges in (wanted.get("gauges") or {}).items():
        for gauge, level in gauges.items():
            if _gauge_level(state, str(who), str(gauge)) != int(level):
                errors.append(f"{who}: {gauge} at {_gauge_level(state, str(who), str(gauge))}")
    for who, traits in (wanted.get("traits") or {}).items():
        have = sorted(_traits(state, str(who)))
        if not _same_sheet(map(str, traits), have):
            errors.append(f"{who}: traits {have}")
    return errors


def _standing(entries: tuple[JournalEntry, ...]) -> list[JournalEntry]:
    """The entries the table still stands on: not undone, or done again by a redo that stands."""
    undone = {entry.undoes for entry in entries if entry.kind == "undo"}
    redone = {entry.command.get("original") for entry in entries
              if entry.kind == "redo" and entry.id not in undone}
    return [entry for entry in entries if entry.id not in undone or entry.id in redone]


def play_session(chat: ChatSession, path: Path) -> SessionResult:
    """Play one session file on a fresh table of its own, through ``chat``."""
    session = load_session(path)
    previous_table, previous_gm = chat.table, chat.gm
    chat.table = f"session-{path.stem[:30]}-{uuid.uuid4().hex[:6]}"
    chat.gm = bool(session.get("gm", True))
    result = SessionResult(path.stem)
    try:
        prepare_table(chat.table, session)
        for line in session["lines"]:
            result.lines.append(play_line(chat, line))
        end = snapshot(chat.table)
        result.end_state_errors = check_end_state(end.state, session.get("end_state") or {},
                                                  end.entries)
    finally:
        chat.table, chat.gm = previous_table, previous_gm
    return result


def play_all(chat: ChatSession, folder: Path) -> Iterator[SessionResult]:
    """Every session file of ``folder``, in name order."""
    for path in sorted(folder.glob("*.yml")):
        yield play_session(chat, path)


def summary(results: Iterable[SessionResult]) -> Counter[str]:
    """Outcome counts over every line of ``results``."""
    total: Counter[str] = Counter()
    for result in results:
        total.update(result.counts())
    return total
