"""Rasa actions of the four other systems (zFate, 2D6, 3-6-9, 2d10 + krâsses) and the choice of
the table's system.

Their entities keep the words as said (« bon », « plus 3 », « ardue »): these actions read them
with the rules' own parsers (``hades_core.systems``), so the parse contract carries no slots for
them. A roll is answered only at a table playing that system (otherwise the answer says how to
switch: « on joue à … »); it is journaled with its seed like
every other roll, so « répète » and the session export include it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rasa_sdk import Tracker

from actions.context import TurnContext
from actions.game_actions import Command, GameAction
from assistant.game import Game
from assistant.game.krasses_books import KrassesBooks
from assistant.game.system_books import SystemBooks
from assistant.game.systems import SystemCommands
from assistant.nlu.word_slots import system_from_words
from assistant.reply import Reply
from assistant.wording import systems as wording
from hades_core.dice import Dice
from hades_core.systems import deux_d6, fate, trois_six_neuf
from hades_core.systems.spoken_values import read_stress
from hades_core.systems.text import fold, read_signed

Roll = Callable[[Dice, int], Reply]


def played_roll(
    game: Game, system: str, kind: str, command: dict[str, Any], roll: Roll, seed: int | None
) -> Reply:
    """Roll ``system``'s dice at the game's table (``SystemCommands.play_roll``)."""
    return SystemCommands(game.ledger, game.table).play_roll(system, kind, command, roll, seed)


def choose_system(game: Game, name: str) -> Reply:
    """« on joue à Fate »: the table switches to that system (journaled, undoable)."""
    return SystemCommands(game.ledger, game.table).switch_system(name)


class SystemAction(GameAction):
    """Base of these actions: the entities of the latest message, first value of each."""

    entities: tuple[str, ...] = ()

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The words said for this intent's entities."""
        found: dict[str, Any] = {}
        for item in sorted(
            tracker.latest_message.get("entities") or [], key=lambda entity: entity.get("start", 0)
        ):
            if item["entity"] in self.entities and item["entity"] not in found:
                found[item["entity"]] = item.get("value")
        return found


class ChooseSystem(SystemAction):
    """« on joue à Fate », « on passe aux krâsses »."""

    intent = "choose_system"
    entities = ("system",)
    required = ("system",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The game named, from the entity or else from the words (« deux d six »)."""
        found = super().slots(tracker)
        if not found.get("system"):
            named = system_from_words(str((tracker.latest_message or {}).get("text") or ""))
            found = {**found, **({"system": named} if named else {})}
        return found

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: choose_system(game, str(slots["system"]))


class FateRoll(SystemAction):
    """« Bon contre Correct »: 4 dés Fate + compétence against a passive opposition."""

    intent = "fate_roll"
    entities = ("skill", "opposition")
    required = ("skill", "opposition")

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        skill, opposition = str(slots["skill"]), str(slots["opposition"])

        def roll(dice: Dice, seed: int) -> Reply:
            rolled = fate.roll_skill(fate.parse_level(skill), fate.parse_level(opposition), dice)
            return wording.fate_roll(rolled, seed)

        command = {"skill": skill, "opposition": opposition}
        return lambda game: played_roll(game, "fate", self.intent, command, roll, context.seed)


class DeuxD6Roll(SystemAction):
    """« compétence 3, difficulté ardue »: 2D6 ≤ compétence + difficulté."""

    intent = "deux_d6_roll"
    entities = ("skill", "difficulty")
    required = ("skill", "difficulty")

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        skill, difficulty = str(slots["skill"]), str(slots["difficulty"])

        def roll(dice: Dice, seed: int) -> Reply:
            rolled = deux_d6.check(
                read_signed("competence", skill), deux_d6.parse_difficulty(difficulty), dice
            )
            return wording.deux_d6_check(rolled, seed)

        command = {"skill": skill, "difficulty": difficulty}
        return lambda game: played_roll(game, "deux_d6", self.intent, command, roll, context.seed)


class TroisSixNeufTurn(SystemAction):
    """« dé du destin avec un solde de plus 4 »."""

    intent = "trois_six_neuf_turn"
    entities = ("solde",)
    required = ("solde",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        solde = str(slots["solde"])

        def roll(dice: Dice, seed: int) -> Reply:
            turn = trois_six_neuf.play_turn(read_signed("solde", solde), dice)
            return wording.trois_six_neuf_turn(turn, seed)

        return lambda game: played_roll(
            game, "trois_six_neuf", self.intent, {"solde": solde}, roll, context.seed
        )


class KrassesRoll(SystemAction):
    """« plus 5 contre moyen avec 2 krâsses »: 2d10 + bonus (0 when not said: « jet à 0 »)
    + dK taken from the tas de krâsses (``assistant.game.krasses_books``); the bonus is said
    as the ``skill`` entity."""

    intent = "krasses_roll"
    entities = ("skill", "difficulty", "krasse_dice")
    required = ("difficulty",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        bonus, krasse_dice = str(slots.get("skill") or 0), str(slots.get("krasse_dice") or 0)
        difficulty = str(slots["difficulty"])
        return lambda game: KrassesBooks(game.ledger, game.table).roll(
            read_signed("bonus", bonus), difficulty, read_signed("dk", krasse_dice),
            seed=context.seed)


class FateInvoke(SystemAction):
    """« Alice invoque un aspect », « Alice invoque Têtue »: one Point de Fortune paid from the
    character kept in the ledger; « Alice invoque Embuscade gratuitement »: one Invocation
    gratuite of the Aspect instead."""

    intent = "fate_invoke"
    entities = ("protagonist", "aspect")
    required = ("protagonist",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The entities, and whether the Invocation is said « gratuite »."""
        said = fold(str((tracker.latest_message or {}).get("text") or ""))
        return {**super().slots(tracker), "free": "gratuit" in said}

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, aspect = str(slots["protagonist"]), str(slots.get("aspect") or "un aspect")
        free = bool(slots.get("free"))
        return lambda game: SystemBooks(game.ledger, game.table).fate_invoke(name, aspect, free)


class FateAdvantage(SystemAction):
    """« Alice crée l'avantage Embuscade »: after a Succès at the newest zFate roll, one
    Invocation gratuite stuck to the Aspect, two with style (``SystemBooks.fate_advantage``)."""

    intent = "fate_advantage"
    entities = ("aspect",)
    required = ("aspect",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        aspect = str(slots["aspect"])
        return lambda game: SystemBooks(game.ledger, game.table).fate_advantage(aspect)


class FateHit(SystemAction):
    """« Alice encaisse deux de stress physique »: the hit absorbed by the Stress box numbered
    like the damage (``SystemBooks.fate_hit``)."""

    intent = "fate_hit"
    entities = ("protagonist", "amount", "stress")
    required = ("protagonist", "amount", "stress")

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, damage = str(slots["protagonist"]), int(slots["amount"])
        stress = str(slots["stress"])
        return lambda game: SystemBooks(game.ledger, game.table).fate_hit(
            name, read_stress(stress), damage
        )


class CreateCharacter(SystemAction):
    """« crée le personnage Alice », « nouveau personnage Bob avec trois points de fortune »:
    what a new character is in the game the table plays.

    zFate: a character with its Actualisation (the number said, 2 otherwise) and its Stress
    tracks; 3-6-9: an empty réserve personnelle; krâsses: his first dK when his charisme is said
    (all kept; « … et en met deux au tas » is ``krasses_heap``). HaDes and 2D6 keep no sheet to
    create: one sentence says what to say instead.
    """

    intent = "create_character"
    entities = ("protagonist", "amount")
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        name, amount = str(slots["protagonist"]), slots.get("amount")

        def create(game: Game) -> Reply:
            books = SystemBooks(game.ledger, game.table)
            with game.read() as table:
                system = table.state.system
            number = None if amount is None else read_signed(
                "actualisation" if system == "fate" else "charisme", str(amount))
            if system == "fate":
                return books.fate_create(name, 2 if number is None else number)
            if system == "trois_six_neuf":
                return books.reserve_add(name)
            if system == "krasses" and number is not None:
                return books.krasses_heap(player=name, charisme=number)
            return wording.no_character_to_create(system)

        return create


class KrassesHeap(SystemAction):
    """« le conteur met trois krâsses au tas »; « Bob a trois de charisme et met deux krâsses au
    tas » (début de scénario): the tas de krâsses moves (``SystemBooks.krasses_heap``)."""

    intent = "krasses_heap"
    entities = ("protagonist", "amount", "krasse_dice")
    required = ("krasse_dice",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        player, charisme = slots.get("protagonist"), slots.get("amount")
        said = str(slots["krasse_dice"])

        def move(game: Game) -> Reply:
            books, to_heap = SystemBooks(game.ledger, game.table), read_signed("dk", said)
            if player is not None and charisme is not None:
                return books.krasses_heap(player=str(player), to_heap=to_heap,
                                          charisme=read_signed("charisme", str(charisme)))
            return books.krasses_heap(conteur=to_heap)

        return move
