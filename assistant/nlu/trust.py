"""When the assistant acts on what it understood, asks first, or says it did not understand.

A hands-free assistant must never change the table on a guess. Every intent that changes the
table (listed in ``nlu_data/trust.yml``) is judged before it runs:

- ``ACT``: the model is confident (``confidence >= act``), the words of the utterance include one
  of the intent's cues (« annule » for an undo, « fortune » for a fortune…) and no forced question
  applies;
- ``CONFIRM``: a cue is said and the model is fairly sure (``ask <= confidence < act``), or the
  intent always asks (the end of the session, which resets the counters): one short yes/no
  question naming what was understood;
- ``REFUSE``: below ``ask``, or without any of the intent's cues whatever the confidence (the
  words do not support the command: « je me cache derrière le tonneau » read as an undo, or
  « quoi de neuf » as a Destin change, is table talk, not a question worth asking; a question
  there could be answered « oui » by someone talking to someone else): « Je n'ai pas compris »
  with one example.

Intents that only read (oracles, odds, rules, the table's state, « répète »…) always answer:
a wrong reading costs one useless sentence, never a change. The two thresholds come from
``benchmarks/bench_trust.py``, which prints misfires on table talk against needless questions on
held-out commands for every pair of thresholds; the chosen pair and its numbers are written in
``nlu_data/trust.yml``.

Cues are word stems compared with the unaccented words of the utterance (a stem matches a word
that starts with it), so « annulation », « annule » and « annuler » all match « annul ».
Slots count as cues too: a pool said as numbers, a gauge's name, a protagonist's name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

import yaml

from assistant.nlu.normalize import strip_accents

TRUST_FILE = Path(__file__).resolve().parents[2] / "nlu_data" / "trust.yml"
_WORDS = re.compile(r"[a-z0-9]+")


class Verdict(Enum):
    """What to do with one understood utterance."""

    ACT = "act"
    CONFIRM = "confirm"
    REFUSE = "refuse"


@dataclass(frozen=True)
class TrustPolicy:
    """Thresholds and cues of ``nlu_data/trust.yml``."""

    act: float
    """Confidence from which a table change runs without a question."""
    ask: float
    """Confidence from which a table change is asked about; below, it is refused."""
    changing: frozenset[str]
    """Intents that change the table."""
    always_ask: frozenset[str]
    """Intents asked about whatever the confidence (their effect is large and hard to see)."""
    cues: Mapping[str, tuple[str, ...]]
    """Word stems, per intent, one of which must be said for the intent to run unasked."""
    cue_slots: Mapping[str, tuple[str, ...]]
    """Slots, per intent, any of which counts as a cue when present."""
    examples: Mapping[str, str]
    """One French example per intent, suggested when an utterance is refused."""

    def changes_table(self, intent: str) -> bool:
        """Tell whether ``intent`` changes the table."""
        return intent in self.changing


@lru_cache(maxsize=4)
def load_policy(path: Path = TRUST_FILE) -> TrustPolicy:
    """Read ``nlu_data/trust.yml`` once."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    return TrustPolicy(
        act=float(raw["thresholds"]["act"]),
        ask=float(raw["thresholds"]["ask"]),
        changing=frozenset(raw["changes_table"]),
        always_ask=frozenset(raw.get("always_ask") or ()),
        cues={intent: tuple(_key(stem) for stem in stems)
              for intent, stems in (raw.get("cues") or {}).items()},
        cue_slots={intent: tuple(slots) for intent, slots in (raw.get("cue_slots") or {}).items()},
        examples=dict(raw.get("examples") or {}),
    )


def _key(text: str) -> str:
    return strip_accents(text).lower()


def words_of(text: str) -> list[str]:
    """The unaccented lowercase words of ``text`` (apostrophes split words: « l'annulation »)."""
    return _WORDS.findall(_key(text))


def has_cue(policy: TrustPolicy, intent: str, text: str, slots: Mapping[str, Any]) -> bool:
    """Tell whether the utterance says one of ``intent``'s cues (a stem or a cue slot).

    An intent without listed cues or cue slots is never held back by this test.
    """
    stems = policy.cues.get(intent, ())
    cue_slots = policy.cue_slots.get(intent, ())
    if not stems and not cue_slots:
        return True
    if any(slots.get(slot) not in (None, [], "") for slot in cue_slots):
        return True
    return any(word.startswith(stem) for word in words_of(text) for stem in stems)


def judge(
    intent: str,
    confidence: float,
    text: str,
    slots: Mapping[str, Any],
    policy: TrustPolicy | None = None,
) -> Verdict:
    """Decide whether to act on, ask about, or refuse one understood utterance."""
    policy = policy or load_policy()
    if not policy.changes_table(intent):
        return Verdict.ACT
    if confidence < policy.ask:
        return Verdict.REFUSE
    if not has_cue(policy, intent, text, slots):
        return Verdict.REFUSE
    if confidence >= policy.act and intent not in policy.always_ask:
        return Verdict.ACT
    return Verdict.CONFIRM


def example_for(intent: str, policy: TrustPolicy | None = None) -> str:
    """The French example suggested after a refusal (a general one for unknown intents)."""
    policy = policy or load_policy()
    return policy.examples.get(intent) or policy.examples["default"]
