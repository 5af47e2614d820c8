"""One Rasa action per game intent: read the slots, call ``assistant.game``, send the answer.

Slots come from the parse contract (``assistant.nlu.contract.slots_from_entities``); a
missing slot is answered with a domain response asking for it (``utter_missing_*``), never
guessed.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from rasa_sdk import Action, Tracker
from rasa_sdk.events import EventType, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.context import TurnContext, answer
from assistant.game import Game
from assistant.nlu.contract import slots_from_entities
from assistant.reply import Reply

Command = Callable[[Game], Reply]
POOL_SLOTS = ("protagonist_dice", "obstacle_dice", "protagonist", "action_type")
COMPETITION_SIDES = 2
TRAIT_WORD = re.compile(r"\btraits?\b", re.IGNORECASE)


class GameAction(Action, ABC):
    """Base of the game actions: ``intent`` names the action (``action_<intent>``)."""

    intent: str = ""
    required: tuple[str, ...] = ()
    """Slots without which the action asks instead of answering."""

    def name(self) -> str:
        """Rasa's name for the action."""
        return f"action_{self.intent}"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The normalised slots of the latest message for this intent."""
        return slots_from_entities(self.intent, tracker.latest_message.get("entities") or [])

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Answer the latest message, or ask for the first missing slot."""
        slots = self.slots(tracker)
        missing = [slot for slot in self.required if slots.get(slot) in (None, [])]
        if missing:
            dispatcher.utter_message(response=f"utter_missing_{missing[0]}")
            return []
        context = TurnContext.from_tracker(tracker)
        answer(dispatcher, context, self.command(slots, context))
        return []

    @abstractmethod
    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        """The game command answering this intent."""


class ResolvePool(GameAction):
    """« quatre dés contre cinq »: the roll, once the form has both pools."""

    intent = "resolve_pool"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The form's slots (the pools may have been given over several messages)."""
        return {slot: tracker.get_slot(slot) for slot in POOL_SLOTS}

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Roll, then clear the form's slots for the next roll."""
        await super().run(dispatcher, tracker, domain)
        return [SlotSet(slot, None) for slot in POOL_SLOTS]

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.roll(
            int(slots["protagonist_dice"]), int(slots["obstacle_dice"]),
            slots.get("protagonist"), context.seed,
        )


class ResolveAuto(GameAction):
    """« résolution automatique »; « Alice utilise son trait crochetage, c'est automatique »
    uses the trait variant (success, Destin minus one).

    The trait variant is chosen when the model found a ``trait`` entity or when the player
    said the word « trait » (« Bob utilise un trait automatiquement » names none).
    """

    intent = "resolve_auto"

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's slots, plus ``uses_trait`` read from the trait or the phrasing."""
        slots = super().slots(tracker)
        text = str(tracker.latest_message.get("text") or "")
        slots["uses_trait"] = bool(slots.get("trait")) or TRAIT_WORD.search(text) is not None
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.auto(slots["uses_trait"])


class ResolveScript(GameAction):
    """« script en trois étapes : deux contre un, un contre deux, un contre deux »."""

    intent = "resolve_script"
    required = ("steps",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        steps = [(step["obstacle_dice"], step["protagonist_dice"]) for step in slots["steps"]]
        return lambda game: game.script(steps, context.seed)


class OddsQuery(GameAction):
    """« quelles sont nos chances à trois contre cinq »."""

    intent = "odds_query"
    required = ("protagonist_dice", "obstacle_dice")

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.odds(slots["protagonist_dice"], slots["obstacle_dice"])


class OracleDistance(GameAction):
    """« jet de distance qui »."""

    intent = "oracle_distance"
    required = ("question",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.distance(slots["question"], context.seed)


class OracleDirection(GameAction):
    """« jet de direction émotion »."""

    intent = "oracle_direction"
    required = ("category",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.direction(slots["category"], context.seed)


class OracleChoice(GameAction):
    """« choisis entre la cave et le grenier »."""

    intent = "oracle_choice"
    required = ("options",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.choice(slots["options"], context.seed)


class OracleNpc(GameAction):
    """« crée un second rôle »."""

    intent = "oracle_npc"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.second_role(seed=context.seed)


class OracleAntagonist(GameAction):
    """« que fait l'antagonisme » / « invente un adversaire »."""

    intent = "oracle_antagonist"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.antagonism(context.seed)


class ResolveCompetition(GameAction):
    """« compétition : nous trois contre deux, les rivaux deux contre deux »."""

    intent = "resolve_competition"
    required = ("sides",)

    def slots(self, tracker: Tracker) -> dict[str, Any]:
        """The contract's slots; ``sides`` only when both sides were understood."""
        slots = super().slots(tracker)
        if len(slots.get("sides") or []) != COMPETITION_SIDES:
            slots["sides"] = None
        return slots

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        ours, theirs = ((side["protagonist_dice"], side["obstacle_dice"])
                        for side in slots["sides"])
        return lambda game: game.competition(ours, theirs, context.seed)


class DestinRoll(GameAction):
    """« jet de destin » (solo play): the table hears only whether a contretemps comes."""

    intent = "destin_roll"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.destin_roll(context.seed)


class DestinQuery(GameAction):
    """« quel est le destin » (its value only in the Destinée's view)."""

    intent = "destin_query"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.destin()


class DestinAdjust(GameAction):
    """« retire deux au destin »."""

    intent = "destin_adjust"
    required = ("amount",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.adjust_destin(slots["amount"])


class DestinReset(GameAction):
    """« remets le destin à zéro »: an adjustment by minus the current Destin."""

    intent = "destin_reset"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        def reset(game: Game) -> Reply:
            with game.read() as table:
                destin = table.state.destin
            return game.adjust_destin(-destin)

        return reset


class FortuneGain(GameAction):
    """« Bob gagne une fortune » (one when the amount is not said)."""

    intent = "fortune_gain"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.gain_fortune(slots["protagonist"], slots.get("amount") or 1)


class FortuneSpend(GameAction):
    """« Bob dépense une fortune » (one when the amount is not said)."""

    intent = "fortune_spend"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.spend_fortune(slots["protagonist"], slots.get("amount") or 1)


class FortuneQuery(GameAction):
    """« combien de fortunes a Bob ? »: Bob's count only; without a name, everybody's."""

    intent = "fortune_query"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.fortunes(slots.get("protagonist"))


class FortuneShift(GameAction):
    """« Bob utilise une fortune pour décaler le résultat »."""

    intent = "fortune_shift"
    required = ("protagonist",)

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.shift(slots["protagonist"])


class GaugeSet(GameAction):
    """« Alice est blessée deux »."""

    intent = "gauge_set"
    required = ("protagonist", "gauge", "level")

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.set_gauge(slots["protagonist"], slots["gauge"], slots["level"])


class Initiative(GameAction):
    """« qui a l'initiative »."""

    intent = "initiative"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.initiative()


class EndSession(GameAction):
    """« fin de la session »."""

    intent = "end_session"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.end_session()


class Repeat(GameAction):
    """« répète »."""

    intent = "repeat"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.repeat()


class ExplainLast(GameAction):
    """« détaille »."""

    intent = "explain_last"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.detail()


class Undo(GameAction):
    """« annule »."""

    intent = "undo"

    def command(self, slots: dict[str, Any], context: TurnContext) -> Command:
        return lambda game: game.undo()
