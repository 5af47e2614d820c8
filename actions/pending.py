"""A command waiting for one answer: a missing slot (« Contre combien de dés ? ») or a yes/no
confirmation (« Je lance quatre dés contre cinq ? »).

The command is kept in the ``pending`` slot and the generic ``clarify_form`` asks the question
(``action_ask_answer``) and reads the answer (``validate_clarify_form``); once answered,
``action_resume`` completes or confirms the command (``actions/clarify.py``). Whatever the
answer's intent, the form sees it first, so a one-word answer (« corps », « cinq », « oui »)
completes the command instead of being misread on its own.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from rasa_sdk import Tracker
from rasa_sdk.events import EventType, FollowupAction, SlotSet

from assistant.nlu.trust import Verdict
from assistant.nlu.word_intents import OTHER_GAME_ROLLS

PENDING_SLOT = "pending"
ANSWER_SLOT = "answer"
FRAME_SLOT = "frame"
CLARIFY_FORM = "clarify_form"
AWAITING = "awaiting"
"""Key of the custom message that tells the front end the next line answers a question."""
FOLLOWED_INTENTS = frozenset({"resolve_pool", "reroll", "odds_query", "oracle_distance",
                              "oracle_direction", "oracle_choice", "fortune_query", "table_status",
                              "rules_question", "add_trait", "remove_trait", "gauge_set",
                              "fortune_gain", "fortune_spend", "create_character", "consolidate",
                              "fate_clear", "fate_refresh", "fate_hit", "fate_compel",
                              *OTHER_GAME_ROLLS})
"""Commands whose frame a follow-up (« et … ? », « et pour Nolwenn aussi » after her Stress
cleared) may continue, or « on relance » throw again: only these are handed back."""


@dataclass(frozen=True)
class Pending:
    """A command kept while its question waits for an answer."""

    intent: str
    slots: dict[str, Any] = field(default_factory=dict)
    missing: str | None = None
    """The slot asked for; ``None`` for a yes/no confirmation."""
    question: str = ""
    """The question: the yes/no one, or one of a slot's own (« Deux ou trois ? »); empty when
    a slot is asked for by its domain response."""
    verdict: str = Verdict.ACT.value
    """What the first understanding allowed: ``act`` or ``confirm`` once complete."""
    names_checked: bool = False
    """True once the protagonist's name was matched against the table's names."""

    def to_slot(self) -> dict[str, Any]:
        """The slot's JSON value."""
        return asdict(self)

    @classmethod
    def from_slot(cls, value: Any) -> "Pending | None":
        """Read the slot's value back (``None`` when empty or malformed)."""
        if not isinstance(value, dict) or not isinstance(value.get("intent"), str):
            return None
        known = {key: value[key] for key in cls.__dataclass_fields__ if key in value}
        try:
            return cls(**known)
        except TypeError:
            return None


def ask(pending: Pending) -> list[EventType]:
    """Keep ``pending`` and let the clarify form ask its question (any earlier answer is
    forgotten, so that the form waits for a new one)."""
    return [SlotSet(PENDING_SLOT, pending.to_slot()), SlotSet(ANSWER_SLOT, None),
            FollowupAction(CLARIFY_FORM)]


def cleared() -> list[EventType]:
    """Forget any pending command and its answer."""
    return [SlotSet(PENDING_SLOT, None), SlotSet(ANSWER_SLOT, None)]


def frame_of(tracker: Tracker) -> dict[str, Any] | None:
    """The previous command's intent and slots: the ``frame`` slot within a conversation, else
    the frame the front end handed back with the message (each exchange is a new
    conversation, so that latency stays constant)."""
    frame = tracker.get_slot(FRAME_SLOT)
    if not isinstance(frame, dict):
        frame = ((tracker.latest_message or {}).get("metadata") or {}).get(FRAME_SLOT)
    if isinstance(frame, dict) and frame.get("intent") in FOLLOWED_INTENTS:
        return {"intent": frame["intent"], "slots": dict(frame.get("slots") or {})}
    return None
