"""What every game's Rasa actions share (``actions.games``): the choice of the table's game,
the creation of a character in the game the table plays, and the bases of the games' actions
(``SystemAction``, and ``TableRoll`` for a roll played at the table).

The games' entities keep the words as said (« bon », « plus 3 », « ardue »): each game's
actions read them with the rules' own parsers (``hades_core.systems``), so the parse contract
carries no slots for them. A roll is answered only at a table playing that game (otherwise the
answer says how to switch: « on joue à … »); it is journaled with its seed like every other
roll, so « répète » and the session export include it.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from typing import Any, ClassVar

from rasa_sdk import Tracker
from rasa_sdk.events import EventType
from rasa_sdk.executor import CollectingDispatcher

from actions.context import TurnContext
from actions.game_actions import Command, GameAction
from actions.names import known_names
from actions.games import game_actions
from actions.table_game import playing
from assistant.game import Game
from assistant.game.system_books import SystemBooks
from assistant.game.systems import SystemCommands
from assistant.nlu.contract import spells_a_name
from assistant.nlu.names import names_said
from assistant.nlu.trust import Verdict
from assistant.nlu.vocabulary import (
    COMPOUND_START_SAID,
    hyphenated,
    is_name_like,
    joined_name,
    leading_names,
    leading_the_last_sentence,
    whole_compound,
)
from assistant.nlu.word_slots import system_gone_to, system_switched_to
from assistant.reply import Reply
from hades_core.dice import Dice
from hades_core.systems.errors import SystemRuleError
from hades_core.systems.spoken_values import read_system
from hades_core.systems.text import fold


_TWO_DICE = re.compile(r"\b(?:a|au|en|aux) (?:2|deux) d(?:e|es|s)?\b(?! ?\d)")
"""« on joue à 2D6 », normalised as « on joue à 2 dés »."""


def _two_dice(said: str) -> str | None:
    """``deux_d6`` when the game named is « 2 dés » (« 2D6 » once normalised)."""
    return "deux_d6" if _TWO_DICE.search(fold(said)) else None


def choose_system(game: Game, name: str) -> Reply:
    """« on joue à Fate »: the table switches to that system (journaled, undoable)."""
    return SystemCommands(game.ledger, game.table).switch_system(name)


class SystemAction(GameAction):
    """Base of these actions: the entities of the latest message, first value of each."""

    entities: tuple[str, ...] = ()

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The words said for this intent's entities; the name a command starts with when the
        model marked none (« Rémi sacrifie un dé de fortune »: ``leading_names``) or when it is
        a compound name or one said in two words, which the model never marks whole, or the one
        opening the last sentence, after a scene set (``leading_the_last_sentence``)."""
        found: dict[str, Any] = {}
        for item in sorted(
            tracker.latest_message.get("entities") or [], key=lambda entity: entity.get("start", 0)
        ):
            if item["entity"] in self.entities and item["entity"] not in found \
                    and (item["entity"] != "protagonist" or spells_a_name(item.get("value"))):
                found[item["entity"]] = item.get("value")
        said = str((tracker.latest_message or {}).get("text") or "")
        if "protagonist" in self.entities:
            names = leading_names(said)
            read = frozenset({str(found["protagonist"])} if found.get("protagonist") else ())
            compound = [name for name in leading_names(said, read, acting=True)
                        if "-" in name or " " in name]
            if compound:  # « jean-eudes tire le bac, hermance et maelwenn l'aident »: the
                found["protagonist"] = compound[0]  # model, which never marks a hyphenated
                # name, marked a helper; « berenger loup a deux de charisme »: one name
            elif names and not found.get("protagonist"):
                found["protagonist"] = names[0]
        if found.get("protagonist") and "protagonist" in self.entities:
            whole = whole_compound(str(found["protagonist"]), said)
            found["protagonist"] = leading_the_last_sentence(said) \
                or (whole if "-" in whole else found["protagonist"])  # « Rose-Aimée », not
            # « rose »; any other name as the model marked it
        return found


class TableRoll(SystemAction):
    """Base of a game's roll: the words said for its ``required`` entities, rolled by ``roll``
    and played at the table by the game's ``books`` (journaled as the intent with its seed)."""

    books: ClassVar[type[SystemBooks]]

    @abstractmethod
    def roll(self, said: dict[str, str], dice: Dice, seed: int) -> Reply:
        """The roll's answer from the words said and the dice (``seed`` replays them)."""

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        said = {entity: str(slots[entity]) for entity in self.required}
        return lambda game: self.books(game.ledger, game.table).play(
            self.intent, said, lambda dice, seed: self.roll(said, dice, seed), context.seed)


class ChooseSystem(SystemAction):
    """« on joue à Fate », « on passe aux krâsses »."""

    intent = "choose_system"
    entities = ("system",)
    required = ("system",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The game named, from the entity or else from the words (« deux d six »)."""
        found = super().slots(tracker)
        said = str((tracker.latest_message or {}).get("text") or "")
        if found.get("system"):
            marked = str(found["system"])
            try:
                game = read_system(marked)
            except SystemRuleError:  # an unknown game is said so, unless the words say one
                return {**found, "system": system_switched_to(said) or _two_dice(said) or marked}
            gone_to = system_gone_to(said)
            if gone_to and fold(marked) in fold(said):
                game = gone_to  # the game gone to, not the one left (« on laisse hadès, on … »)
            return {**found, "system": game}
        named = system_switched_to(said) or _two_dice(said)
        return {**found, **({"system": named} if named else {})}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: choose_system(game, str(slots["system"]))


_CREATED = re.compile(
    r"\b(?:personnage|cr[ée]e[rz]?(?: aussi)?(?: (?:le|un) (?:personnage|pnj))?)"
    r" (?:nommée? |appelée? )?(?:l'|le |la )?(?P<name>" + COMPOUND_START_SAID + r"[^\W\d_][\w-]*)"
    r"(?: (?P<second>[^\W\d_][\w-]*)(?= avec\b| et\b| qui\b|[,.!]|$))?", re.IGNORECASE)
"""« crée le personnage Grégoire », « crée Rémi avec … », « crée l'ogre avec … »: the name
(« crée le personnage anne flore »: a compound name said in two words; « cree le personnage
benezet anatole avec trois points de fortune »: a name-like ``second`` word before what
follows the name is its other half)."""
_ARRIVED = re.compile(
    r"\b(?:voilà|voila|voici|tiens) (?P<name>" + COMPOUND_START_SAID + r"[^\W\d_][\w-]*)"
    r"|(?P<subject>" + COMPOUND_START_SAID + r"[^\W\d_][\w-]*) (?:arrive|débarque|debarque"
    r"|nous rejoint|est (?:là|la|arrivée?|enfin là|enfin la))\b", re.IGNORECASE)
"""A player said to have just come (« Ah, voilà Aziliz ! », « Mériadec arrive »)."""
_CREATED_FOR_HIM = re.compile(r"\bcr[ée]e[rz]?[- ]lui\b", re.IGNORECASE)
"""« crée-lui son personnage »: the character is made for someone said before."""
_FATE_POINTS = re.compile(r"\b(\d+) points? de fortune\b"
                          r"|\bactualisation,? (?:c'est |c est |est )?(?:de |a )?(\d+)\b")
"""« avec trois points de fortune », « une actualisation de deux »: a zFate character's
Actualisation, when the model marked no number."""
_RESERVE_OWNER = re.compile(r"(?:^|[,;:.] )(?:(?:et|bon|alors|ok|puis|ensuite|on commence),? )?"
                            r"(?:(?:l'|le |la |les )(?=[^\W\d_][\w-]*,? (?:\d|un |une )))?"
                            r"(" + COMPOUND_START_SAID + r"[^\W\d_][\w-]*),?"
                            r"(?: (?:il|elle))?(?: (?:d[ée]marre|commence|part|d[ée]bute) avec)?"
                            r" (?:\d|un |une |le |la |l'|a une actualisation)",
                            re.IGNORECASE)
"""The name that opens a character said without a verb of creating (« tiago trois de fortune
… », « Anselme démarre avec trois dés de fortune … », « et Brisecaille le chef des pillards,
un dé de fortune … », « on refait les persos, Solveig elle a une actualisation de trois », « on
commence ysé démarre avec … »)."""
_GIVEN_FORTUNE = re.compile(r"\b(?:un|une|\d+) (?:points?|des?|d) (?:de )?fortune\b")
"""« un point de fortune », « deux dés de fortune »: fortune given."""
_CREATING = re.compile(r"\b(?:cre\w*|nouve\w*|personnage|fiche|demarr\w*|commence\w*|debut\w*"
                       r"|actualisation|rejoin\w*|marasme)\b")
"""Words that create a character (« crée », « nouveau personnage », « démarre avec »)."""


def _whole_said(name: Any, said: str) -> bool:
    """Whether the model marked a name, and not the first half of a compound name said in two
    words before the character's numbers (« anne » in « anne flore quatre dés de fortune »)."""
    if not name:
        return False
    two = re.search(rf"(?<![\w-]){re.escape(str(name))} ([^\W\d_]+),? (?:\d|un |une |avec )",
                    said, re.IGNORECASE)
    return two is None or joined_name(f"{name} {two.group(1)}") == f"{name} {two.group(1)}"


def _count(amount: Any) -> int:
    """A count said as a number or a word (« un », « 2 »), one when none is said."""
    text = str(amount or "").strip().lower()
    return int(text) if text.isdigit() else 1


_RESERVE_OWNER_IN_TWO_WORDS = re.compile(
    r"^(?:(?:et|bon|alors|ok|puis|ensuite|on commence),? )*"
    r"(?P<name>[^\W\d_][\w-]* (?!(?:il|elle|lui|a|avec|de|d|et|en)\b)[^\W\d_][\w-]*),?"
    r"(?:(?: lui,?)? (?:il|elle)(?: (?:a|aura|(?:d[ée]marre|commence|part|d[ée]bute) avec))?"
    r" (?:\d+|une?|deux|trois|quatre|cinq|six) | (?:\d+|une?|deux|trois|quatre|cinq|six)"
    r" (?:dés? |des )?de (?:fortune|marasme)\b)", re.IGNORECASE)
"""A name in two words the recogniser left apart, opening a réserve said with its pronouns or
its first dice (« alors pacome zephyrin il démarre avec 3 dés de fortune … », « et gatien
ezechiel lui il a 2 de fortune … », « et tiphaine elea 2 de fortune 3 de marasme »): one
name."""
_DICE_OWNER = re.compile(r"(?:\bl'|\ble |\bla |\bles )?\b(" + COMPOUND_START_SAID
                         + r"[^\W\d_][\w-]*) ?[,:]? (?:\d+|un|une) "
                         r"(?:dés? |des )?de (?:fortune|marasme)\b", re.IGNORECASE)
"""The name said right before a réserve's first dice, wherever it stands (« et pour les méchants
l'ogre un de fortune cinq de marasme », « Maxence-Léo : deux dés de fortune … »)."""
_POINTS_OWNER = re.compile(r"^(?:(?:et|bon|alors|ok|puis|ensuite),? )*"
                           r"(?P<name>[^\W\d_][\w-]*(?: (?!lui\b|elle\b|il\b)[^\W\d_][\w-]*)?),?"
                           r"(?:,? (?:lui|elle|il))+,? (?:a|aura) (?:\d+|un|une) points?"
                           r" de fortune\b",
                           re.IGNORECASE)
"""A name said before its pronouns and its Points de Fortune, in two words the recogniser left
apart (« et adelard tugdual lui il a deux points de fortune »)."""
_NO_NAMES = frozenset({"le", "la", "les", "un", "une", "des", "personnage", "pnj", "moi", "nous",
                       "et", "bon", "alors", "ok", "puis", "ensuite",
                       "son", "sa", "ses", "mon", "ma", "mes", "aussi", "avec", "pour", "de",
                       "lui"})


def _name_like(said: str) -> bool:
    """Whether the first part of a name read before a réserve may be a name (« Bon, avant la
    scène : Apolline-Bathilde démarre avec … » names no « Avant »; « Cassien-Loup » is one)."""
    return is_name_like(fold(re.split(r"[- ]", said.strip())[0]))


class CreateCharacter(SystemAction):
    """« crée le personnage Alice », « nouveau personnage Bob avec trois points de fortune »:
    what a new character is in the game the table plays (its ``create_character``).

    zFate: a character with its Actualisation (the number said, 2 otherwise) and its Stress
    tracks; 3-6-9: an empty réserve personnelle; krâsses: his first dK when his charisme is said
    (all kept; « … et en met deux au tas » is ``krasses_heap``). HaDes and 2D6 keep no sheet to
    create: one sentence says what to say instead.
    """

    intent = "create_character"
    entities = ("protagonist", "amount")
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The name and number said, and the words (a 3-6-9 réserve's dice are read there).
        The word right after « personnage » or « crée » is the name when the model marked
        none (« crée le personnage Grégoire avec trois points de fortune », « crée Rémi avec
        trois dés de fortune », « crée l'ogre avec … »); « crée-lui son personnage » makes it
        for the player the line says has just come (« Ah, voilà Aziliz ! »)."""
        said = str((tracker.latest_message or {}).get("text") or "")
        found = super().slots(tracker)
        named = _CREATED.search(said)
        second = (named.group("second") or "") if named is not None else ""
        first = named.group("name") if named is not None else ""
        halves = bool(second) and second.lower() not in _NO_NAMES and is_name_like(fold(second)) \
            and fold(str(found.get("protagonist") or first)) == fold(first)
        if named is not None and named.group("name").lower() not in _NO_NAMES and (
                halves or not _whole_said(found.get("protagonist"), said)):
            found["protagonist"] = hyphenated(f"{named.group('name')} {second}") if halves \
                else joined_name(named.group("name"))  # « … benezet anatole avec … »: one name
        elif (owner := _RESERVE_OWNER_IN_TWO_WORDS.search(said)) is not None \
                and all(is_name_like(fold(part)) for part in owner.group("name").split()) \
                and not {part.lower() for part in owner.group("name").split()} & _NO_NAMES \
                and (not _whole_said(found.get("protagonist"), said) or fold(str(
                    found["protagonist"])) in [*fold(owner.group("name")).split(),
                                               fold(owner.group("name"))]):
            found["protagonist"] = hyphenated(owner.group("name"))  # « pacome zephyrin il
            # démarre avec … »: one name, never its half the model read
        elif not _whole_said(found.get("protagonist"), said) \
                and (owner := next((found_owner for found_owner in _RESERVE_OWNER.finditer(said)
                                    if _name_like(found_owner.group(1))), None)) is not None \
                and owner.group(1).lower() not in _NO_NAMES:
            found["protagonist"] = joined_name(owner.group(1))  # « tiago trois de fortune … »
        elif not _whole_said(found.get("protagonist"), said) \
                and (owner := _POINTS_OWNER.search(said)) is not None \
                and owner.group("name").lower() not in _NO_NAMES:
            found["protagonist"] = hyphenated(owner.group("name"))  # « et adelard tugdual
            # lui il a … »: one name
        elif not _whole_said(found.get("protagonist"), said) \
                and (owner := _DICE_OWNER.search(said)) is not None \
                and owner.group(1).lower() not in _NO_NAMES and _name_like(owner.group(1)):
            found["protagonist"] = joined_name(owner.group(1))  # « et pour les méchants l'ogre un
            # de fortune … »
        elif not found.get("protagonist") and _CREATED_FOR_HIM.search(said) \
                and (come := _ARRIVED.search(said)) is not None \
                and (come.group("name") or come.group("subject")).lower() not in _NO_NAMES:
            found["protagonist"] = joined_name(come.group("name") or come.group("subject"))
        counted = _FATE_POINTS.search(fold(said))
        if found.get("amount") is None and counted is not None:
            found["amount"] = counted.group(1) or counted.group(2)
        return {**found, "said": said}

    def proceed(self, dispatcher: CollectingDispatcher, context: TurnContext,
                slots: dict[str, Any], verdict: Verdict,
                names_checked: bool = False) -> list[EventType]:
        """A character the table already has, given points or dice of fortune without a word
        of creating (« Tiens Cyprien, un point de fortune pour ta réplique »), gains them:
        ``fortune_gain``."""
        said = str(slots.get("said") or "")
        named = str(slots.get("protagonist") or "")
        if named and _GIVEN_FORTUNE.search(fold(said)) and not _CREATING.search(fold(said)) \
                and names_said(named, known_names(context)):
            fortune = GameAction.by_intent["fortune_gain"]
            gain = fortune.completed({"protagonist": names_said(named, known_names(context))[0],
                                      "amount": _count(slots.get("amount"))}, context, said)
            return fortune.proceed(dispatcher, context, gain, fortune.trusted(verdict, gain))
        return super().proceed(dispatcher, context, slots, verdict, names_checked)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, amount = str(slots["protagonist"]), slots.get("amount")
        said = str(slots.get("said") or "")

        def create(game: Game) -> Reply:
            number = None if amount is None else str(amount)
            return game_actions(playing(game.table)).create_character(game, name, number, said)

        return create
