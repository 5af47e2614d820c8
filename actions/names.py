"""What the table already knows, read before acting: its protagonists' names (a near miss such
as « alcie » is asked about, never silently made into a new protagonist) and the entry an undo
would cancel (so that its question names it: « J'annule le script ? »)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from actions.context import TurnContext
from assistant.game import Game
from assistant.game.names import game_names
from assistant.game.records import original_kind
from assistant.ledger import Ledger, LedgerError
from assistant.nlu.contract import INTENT_SLOTS
from assistant.nlu.names import SHORT_WORDS, closest_name, names_said
from assistant.nlu.vocabulary import is_name_like
from assistant.nlu.spoken_breaks import after_a_determiner, verb_follows
from assistant.nlu.trait_pools import second_verb_at
from hades_core.names import fold, name_key
from assistant.wording.records import KIND_NAMES

T = TypeVar("T")

FIRST_PERSON = re.compile(r"\b(?:je|j'|j|mon|ma|mes)(?=\s|\b)"
                          r"|\b(?:note|notez|ajoute|ajoutez|mets|mettez|ecris|inscris|donne"
                          r"|donnez|rajoute|enleve|retire)-moi\b")
"""The speaker acting or owning: at a table of one protagonist (solo play, a player's own
screen), that protagonist; « me » and « moi » are left out (« ça me fait rire »: the speaker
only), but for an order of the bookkeeping given for the speaker (« note-moi un défaut »)."""
_SPEAKERS_MIND = re.compile(r"\s*(?:(?:ne|n'|n|me|m'|m)\s*)?(?:sais|crois|pense|trouve|doute"
                            r"|vois|comprends|rappelle|souviens|suppose|imagine|parie)\b")
"""What the speaker says of their own mind after « je » (« je sais plus si la lanterne
marche »): the speaker talking, not their character acting."""
_SPEAKERS_CHARACTER = frozenset({"mon", "ma", "mes", "moi", "je", "me", "perso", "personnage",
                                  "mon perso", "mon personnage"})
"""What the model may read as the protagonist in « ajoute-la à mon personnage »: the speaker's
own character, never a name."""


def known_names(context: TurnContext) -> list[str]:
    """The protagonists of the context's table (none when the table cannot be read)."""
    try:
        with Ledger() as ledger, Game(ledger, context.table, role=context.role).read() as table:
            return [*(protagonist.name for protagonist in table.state.protagonists),
                    *game_names(table.state)]
    except LedgerError:
        return []


def players_own(context: TurnContext, said: str) -> bool:
    """Whether a player at their own screen with one protagonist speaks of them in the first
    person (« Je gagne le trait connaît les passages du beffroi »): that protagonist, sure."""
    return not context.gm and len(known_names(context)) == 1 \
        and FIRST_PERSON.search(fold(said)) is not None


def with_known_names(context: TurnContext, intent: str, text: str,
                     slots: Mapping[str, Any]) -> dict[str, Any]:
    """``slots`` with the table's known names the model missed: « Nour un dé contre trois »
    names Nour when Nour is already at the table, even if the model never saw the name. A name
    heard under two spellings (« maelle », « Maëlle ») is one person, spelt as the table
    spells it, and so is a pet name the model read (« nounou » for Anouk, ``names_said``). A
    known compound name said whole is the one meant, never its half the model read (« rose »
    in « tiens rose aimée un point de fortune »), in any game's command; a word the sentence
    uses as a verb is no one when a known name is said (« … l'a entaillé, paul emile prend une
    blessure »), nor is a word that completes a thing (« … pour ta chanson de marin ») or a
    second verb after « et » (« … et danse entre les tables »)."""
    completed = dict(slots)
    allowed = INTENT_SLOTS.get(intent, ())
    if not completed.get("protagonist") and "protagonist" not in allowed:
        return completed
    known = known_names(context)
    said = names_said(text, known)
    if "protagonist" not in allowed:  # another game's command: « anne flore sacrifie … »,
        completed["protagonist"] = _heard_as(str(completed["protagonist"]), known, said)
        return completed  # « fanfan gagne un dé de fortune » (Fantin)
    by_key = {name_key(name): name for name in known}
    heard = [_heard_as(name, known, said) for name in [
        *([completed["protagonist"]] if completed.get("protagonist") else []),
        *(completed.get("protagonists") or [])]]  # « nounou »: Anouk
    if heard and completed.get("protagonist") and said and name_key(heard[0]) not in by_key \
            and (_said_as_a_verb(heard[0], text, context.verbs)
                 or _a_things_complement(heard[0], text) or _coordinated_verb(heard[0], text)):
        heard[0] = said[0]  # « le contrebandier l'a entaillé, paul emile prend une blessure »,
        # « tiens zephyrine une fortune pour ta chanson de marin »
    if completed.get("protagonist"):
        completed["protagonist"] = heard[0]
    everyone = list({name_key(name): by_key.get(name_key(name), name)
                     for name in [*heard, *said]}.values())
    if not everyone:  # « jéjé, t'as pris deux barres de blessure »: asked as « Jérôme ? »
        everyone = [called] if (called := called_nearly(text, known, context.verbs)) else []
    if everyone and not completed.get("protagonist"):
        completed["protagonist"] = everyone[0]
    if (own := speakers_own(text, known, str(completed.get("protagonist") or ""))) is not None:
        completed["protagonist"] = own
    if "protagonists" in allowed and len(everyone) >= 2:
        completed["protagonists"] = everyone
    return completed


def speakers_own(text: str, known: list[str], heard: str = "") -> str | None:
    """The table's only protagonist when the speaker speaks of their own character (« je
    dépense une fortune », « ajoute-la à mon personnage », « je lance trois dés contre
    deux ») and no other name was heard (``heard`` empty, « mon » the model read as a
    name, or the verb after « mon personnage »: « Mon personnage marchande avec … »); never
    for « je » saying the speaker's mind (« je sais plus si … »); ``None`` at a
    table of several protagonists, where « je » is asked about."""
    only = {name_key(name): name for name in known}
    if len(only) != 1 or (heard and fold(heard).lower() not in _SPEAKERS_CHARACTER
                          and not _after_my_character(heard, text)):
        return None
    said = fold(text).lower()
    acting = [found for found in FIRST_PERSON.finditer(said)
              if not _SPEAKERS_MIND.match(said, found.end())]
    return next(iter(only.values())) if acting else None


_MY_CHARACTER = re.compile(r"\b(?:mon|ma) (?:personnage|perso|protagoniste|heros|heroine) "
                           r"(?P<next>[^\W\d_][\w-]*)")


def _after_my_character(heard: str, text: str) -> bool:
    """Whether the word the model read as a name is the one said right after « mon
    personnage » (« Mon personnage marchande avec le meunier »: its verb, no one new)."""
    return any(name_key(found["next"]) == name_key(heard)
               for found in _MY_CHARACTER.finditer(fold(text).lower()))


def _coordinated_verb(heard: str, text: str) -> bool:
    """Whether the word the model read as a name is said as the second verb of its clause
    (``trait_pools.second_verb_at``: « … et danse entre les tables »)."""
    key = fold(text).replace("'", " ")
    return any(second_verb_at(key, found.start(), found.end())
               for found in re.finditer(rf"\b{re.escape(fold(heard))}\b", key))


def _a_things_complement(heard: str, text: str) -> bool:
    """Whether the word the model read as a name completes a thing said before it (« ta
    chanson de marin »): no one, when a known name is said."""
    return re.search(rf"\b[^\W\d_]+ (?:de|du|des|d') ?{re.escape(heard)}\b", text,
                     re.IGNORECASE) is not None


_PARTICIPLE_BEFORE = re.compile(r"\b(?:l|m|t|les|nous|vous|lui|leur) (?:a|ont|avait|avaient) "
                                r"(?P<word>[^\W\d_]+)\b")
"""An object pronoun and « avoir », then a word: a participle (« il l'a entaillé »), no one."""


def _said_as_a_verb(heard: str, text: str, verbs: frozenset[str]) -> bool:
    """Whether the word the model read as a name is the sentence's verb: read as one by spaCy
    (``verbs``), or a participle after an object pronoun and « avoir » (« l'a entaille »)."""
    return fold(heard) in verbs or any(
        name_key(found["word"]) == name_key(heard)
        for found in _PARTICIPLE_BEFORE.finditer(fold(text).replace("'", " ")))


def _heard_as(heard: str, known: list[str], said: list[str]) -> str:
    """The known name the model's ``heard`` stands for: the compound name said whole that it
    is a half of (``_whole_name``), itself when known, the known name it is a pet name or a
    split of (« nounou »: Anouk, ``names_said``), else ``heard`` (a new name)."""
    whole = _whole_name(heard, said)
    if whole != heard or any(name_key(name) == name_key(heard) for name in known):
        return whole
    return next(iter(names_said(heard, known)), heard)


def _whole_name(heard: str, said: list[str]) -> str:
    """The known compound name said whole whose half the model read (« yves » in « pierre yves
    pointe son canon »: Pierre-Yves), or ``heard`` as read."""
    return next((name for name in said if name_key(heard) in name_key(name).split()
                 and name_key(heard) != name_key(name)), heard)


_OPENING_WORDS = frozenset({"bon", "et", "ok", "alors", "allez", "euh", "tiens", "oh", "ah",
                            "eh", "hop"})
_CALLED = re.compile(r"^\W*((?:\w+\W+)*?)([^\W\d_]+)(?:\s*,|\s+(?=[^\W\d_]))")


def called_nearly(text: str, known: list[str], verbs: frozenset[str] = frozenset()) -> str | None:
    """The word said first in a sentence or after a colon, as one calls someone (« jéjé, t'as
    pris … ») or as the subject (« clo récite le rituel … », « ok, je prends : Nad récupère un
    défaut »), or after « à mon » (« une fortune à mon gwen »), or as the subject of its own
    verb further on (« … et d'ailleurs hélié prend une barre de fatigue »; ``verbs``: the words
    spaCy read as verbs, folded), when it nearly matches a known name (``closest_name``) and is
    no word of the commands: the name as heard, which the question « Vous voulez dire
    Clothilde ? » then checks; ``None`` otherwise."""
    for clause in re.split(r"[:;.!?]", text):  # « ok, je prends : Nad récupère un défaut »
        called = _CALLED.match(clause)
        if called is None or any(word.lower() not in _OPENING_WORDS
                                 for word in re.findall(r"\w+", called.group(1))):
            continue
        heard = called.group(2)
        if (is_name_like(heard.lower()) or (len(heard) == 2 and heard.lower() not in SHORT_WORDS)) \
                and closest_name(heard, known):
            return heard  # « jo joue au poker … » for Josépha
    for given in _GIVEN_TO.finditer(text):  # « je donne une fortune à mon gwen quand même »
        heard = given.group(1)
        if is_name_like(heard.lower()) and closest_name(heard, known):
            return heard
    words = re.findall(r"[^\W\d_]+'?", text)
    lowered = [word.lower() for word in words]
    return next((word for index, word in enumerate(words[1:-1], 1)
                 if not after_a_determiner(lowered, index)
                 and verb_follows(lowered[index + 1:], verbs)
                 and is_name_like(word.lower()) and closest_name(word, known)), None)


_GIVEN_TO = re.compile(r"\b(?:à|pour)\s+(?:mon|ma|notre)\s+([^\W\d_]+)", re.IGNORECASE)
"""Whom a thing is given to, said with a fond possessive (« une fortune à mon gwen »)."""


_OPENING_FILLERS = r"^(?:(?:bon|alors|et|allez|ok|ensuite|puis|donc|euh),? )*"


def opens_with(said: str, name: str) -> bool:
    """Whether ``said`` opens with ``name``, after fillers only (« et gwendoline-iris
    consolide … »): the one who acts."""
    return re.match(_OPENING_FILLERS + re.escape(fold(name).lower()) + r"(?![\w-])",
                    fold(said).lower()) is not None


def near_miss(context: TurnContext, slots: Mapping[str, Any]) -> str | None:
    """The known name the slot ``protagonist`` nearly matches, when it is not itself known."""
    said = slots.get("protagonist")
    if not isinstance(said, str) or not said:
        return None
    return closest_name(said, known_names(context))


def read_table(context: TurnContext, read: Callable[[Any], T], missing: T) -> T:
    """``read`` applied to the context's table, read only (``missing`` when it cannot be)."""
    try:
        with Ledger() as ledger, Game(ledger, context.table, role=context.role).read() as table:
            return read(table)
    except LedgerError:
        return missing


def last_pools(context: TurnContext, thrown: bool = False) -> dict[str, Any]:
    """The pools of the table's last HaDes roll still standing (as counted, traits included,
    before the dice its gauges took: the roll again takes them, once), with who rolled and the
    action: what « on relance » throws again when the conversation has moved on since (« fais
    le point », « la fiche de Gaëtan », then « allez, on relance »), or as ``thrown``, the
    dice the gauges left; empty when the table has no roll."""
    entry = read_table(context, lambda table: table.last_active(frozenset({"roll"})), None)
    if entry is None or entry.result.get("protagonist_dice") is None:
        return {}
    ours = (entry.result.get("pool") or {}).get("protagonists") or {}
    taken = 0 if thrown else len(ours.get("penalties") or ())
    pools = {"protagonist_dice": entry.result["protagonist_dice"] + taken,
             "obstacle_dice": entry.result["obstacle_dice"],
             "protagonist": entry.command.get("protagonist"),
             "action_type": entry.command.get("action")}
    return {slot: value for slot, value in pools.items() if value is not None}


def last_game_roll(context: TurnContext, intents: frozenset[str]) -> tuple[str, dict[str, Any]] | None:
    """The table's last roll still standing among ``intents`` (another game's rolls, journaled
    as their intent with the words said): its intent and those words, what « on relance »
    throws again once the conversation has moved on; ``None`` when there is none."""
    entry = read_table(context, lambda table: table.last_active(intents), None)
    if entry is None:
        return None
    return entry.kind, {slot: value for slot, value in entry.command.items() if slot != "seed"}


RECENT_ENTRIES = 8
"""How far back a pronoun looks for whom it stands for."""


def last_protagonist(context: TurnContext) -> str | None:
    """Who the table's latest entries were about (« … Maïwenn saute dans la barque. », then
    « elle dépense sa fortune pour un rebondissement »): the protagonist a pronoun most likely
    stands for, or ``None``: a HaDes protagonist, the roller of another game's roll, the
    character another game's entry is about. Only ever used to ask, naming them, never to act
    unasked."""
    entries = read_table(context, lambda table: table.recent(RECENT_ENTRIES), [])
    for entry in reversed(entries):
        for source in (entry.result, entry.command):
            for key in ("protagonist_name", "protagonist", "roller", "name"):
                if isinstance(source.get(key), str) and source[key]:
                    return str(source[key])
    return None


def undo_target(context: TurnContext) -> str | None:
    """What an undo would cancel at the context's table (« le script »), if anything; never a
    secret entry of the Destinée's when a player asks (« la dernière action » then)."""
    entry = read_table(context, lambda table: table.last_active(), None)
    if entry is None or (not entry.reply.table and not context.gm):
        return None
    return KIND_NAMES.get(entry.kind)


def redo_target(context: TurnContext) -> str | None:
    """What a redo would apply again at the context's table (« le dé misé »), if anything."""
    found = read_table(context, lambda table: table.last_redoable(), None)
    if found is None:
        return None
    return KIND_NAMES.get(original_kind(found[1]))
