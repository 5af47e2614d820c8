"""The clarify form: one question for a pending command, its answer read, the command resumed.

``action_ask_answer`` asks (the missing slot's domain response, or the yes/no question kept in
the pending command) and tells the front end that the next line is an answer.
``validate_clarify_form`` reads that line: the missing slot's value or « oui » / « non »
(``assistant.nlu.answers``). A line that is no answer but a clear command of its own (or a
roll the table's game reads whole) leaves the form and is answered as usual; anything else
drops the pending command with one sentence, so a question is never asked twice in a row.
``action_resume`` then runs, confirms or completes the pending command.
"""

from __future__ import annotations

from typing import Any

from rasa_sdk import Action, FormValidationAction, Tracker
from rasa_sdk.events import ActiveLoop, EventType, FollowupAction, SlotSet
from rasa_sdk.executor import CollectingDispatcher

from actions.context import TurnContext
from actions.game_actions import GameAction
from actions.names import known_names
from actions.pending import ANSWER_SLOT, AWAITING, Pending, cleared
from actions.table_game import roll_of_the_tables_game
from assistant.nlu.answers import YES, answer_said_first, is_short_answer, slot_answer, yes_or_no
from assistant.nlu.contract import OUT_OF_SCOPE
from assistant.nlu.names import named_by_one_part
from assistant.nlu.trust import Verdict, load_policy
from assistant.wording.understanding import NOTHING_DONE, UNCLEAR_ANSWER

SECRET_QUESTIONS = frozenset({"destin_adjust", "destin_reset", "deus_ex_alea"})
"""Commands whose question would tell the table the Destin (« J'ajoute deux au Destin ? »):
it is asked in the Destinée's part only; the table hears that she has a question."""
DESTINEE_QUESTION = "Une question pour la Destinée."
NOT_COMMANDS = frozenset({OUT_OF_SCOPE, "nlu_fallback", "affirm", "deny", "greet"})
"""Intents that never replace a pending command."""
RESPONSE_INTENTS = {"help": "utter_help", "goodbye": "utter_goodbye"}
"""Intents answered by a domain response rather than a custom action (see rules.yml)."""


def _pending(tracker: Tracker) -> Pending | None:
    return Pending.from_slot(tracker.get_slot("pending"))


class ActionAskAnswer(Action):
    """Ask the pending command's question."""

    def name(self) -> str:
        """Rasa's name: the form asks for slot ``answer`` with ``action_ask_answer``."""
        return "action_ask_answer"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Say the question, then mark the next line as its answer."""
        pending = _pending(tracker)
        if pending is None:
            return []
        if pending.missing and not pending.question:
            own = f"utter_missing_{pending.missing}_{pending.intent}"  # the game's own example
            known = (domain or {}).get("responses") or {}
            dispatcher.utter_message(
                response=own if own in known else f"utter_missing_{pending.missing}")
        elif pending.intent in SECRET_QUESTIONS:
            dispatcher.utter_message(json_message={"table": DESTINEE_QUESTION,
                                                   "gm": pending.question})
        else:
            dispatcher.utter_message(json_message={"table": pending.question})
        dispatcher.utter_message(json_message={AWAITING: pending.missing or "confirmation"})
        return []


def leave(events_after: list[EventType]) -> list[EventType]:
    """Events that close the form and forget the pending command."""
    return [ActiveLoop(None), SlotSet("requested_slot", None), *cleared(), *events_after]


class ValidateClarifyForm(FormValidationAction):
    """Reads the answer to the clarify form's question."""

    def name(self) -> str:
        """Rasa's name for the validation action."""
        return "validate_clarify_form"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Accept an answer, leave for another command, or drop the pending command."""
        pending = _pending(tracker)
        if pending is None:
            return leave([])
        if tracker.get_slot("requested_slot") != ANSWER_SLOT:
            return []
        message = tracker.latest_message or {}
        intent = (message.get("intent") or {}).get("name") or OUT_OF_SCOPE
        confidence = float((message.get("intent") or {}).get("confidence") or 0.0)
        text = str(message.get("text") or "")
        if pending.missing == "options" or is_short_answer(text):
            value = (slot_answer(pending.intent, pending.missing, text,
                                 message.get("entities") or [])
                     if pending.missing else yes_or_no(text, intent))
        else:
            value = None
        if value not in (None, [], ""):
            return [SlotSet(ANSWER_SLOT, value)]
        if intent not in NOT_COMMANDS and (confidence >= load_policy().ask or _a_whole_roll(
                tracker, intent, text)):  # the model unsure of a roll its game reads whole
            return leave([FollowupAction(RESPONSE_INTENTS.get(intent, f"action_{intent}"))])
        said_first = None if pending.missing else answer_said_first(text)
        if said_first is not None:  # « ouais on la met, ils ont morflé »: the answer, its reason
            return [SlotSet(ANSWER_SLOT, said_first)]
        dispatcher.utter_message(json_message={"table": UNCLEAR_ANSWER})
        return leave([])


def _a_whole_roll(tracker: Tracker, intent: str, text: str) -> bool:
    """Whether ``text`` is a roll the table's game reads whole (« bathilde baratine le
    veilleur : éloquence deux contre cinq, c'est ardu » at a 2D6 table): a new command, though
    the model doubts it; its action asks about it if need be."""
    return roll_of_the_tables_game(intent, TurnContext.from_tracker(tracker).table,
                                   text) is not None


class ActionResume(Action):
    """Run, confirm or complete the pending command once its question is answered. A value
    asked for and given (« Quelle compétence ? » « quatre ») is the player's word on the
    command: it runs without a second question, whatever the doubt that asked it."""

    def name(self) -> str:
        """Rasa's name for the action."""
        return "action_resume"

    async def run(
        self, dispatcher: CollectingDispatcher, tracker: Tracker, domain: dict[str, Any]
    ) -> list[EventType]:
        """Continue the pending command with the answer."""
        pending = _pending(tracker)
        answer = tracker.get_slot(ANSWER_SLOT)
        action = GameAction.by_intent.get(pending.intent) if pending else None
        if pending is None or action is None:
            return cleared()
        context = TurnContext.from_tracker(tracker)
        if pending.missing is None:
            if answer != YES:
                dispatcher.utter_message(json_message={"table": NOTHING_DONE})
                return cleared()
            return action.proceed(dispatcher, context, pending.slots, Verdict(pending.verdict),
                                  names_checked=pending.names_checked)
        if pending.missing in ("protagonist", "player"):  # « elzear »: which Pierre was meant
            answer = named_by_one_part(str(answer), known_names(context)) or answer
        slots = {**pending.slots, pending.missing: answer}
        verdict = Verdict(pending.verdict)  # the value asked for, given, answers the doubt too
        return action.proceed(dispatcher, context, slots,
                              Verdict.ACT if verdict is Verdict.CONFIRM else verdict,
                              names_checked=pending.names_checked)
