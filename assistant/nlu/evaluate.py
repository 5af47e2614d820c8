"""Score the whole understanding path (normalisation, Rasa model, entity values) on a test file.

A test file is a YAML list of ``{text, intent, slots}``. Intent accuracy counts exact intents;
slot precision/recall/F1 count (slot, value) pairs — each option of a list counts once — so a
slot is right only when its normalised value is right, which is stricter than Rasa's
token-level entity F1.

Both sides are read in the contract's words before they are compared: a person's name is one
identity whatever its accents or capitals (names are folded for matching, as the table does:
« léocadie » is « leocadie »), and a slot a test file names in the singular where the intent's
contract holds its plural (« trait » of a roll, « option » of a choice: the words a blind
author chose for a list) is that plural. No value is changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from assistant.nlu.contract import INTENT_SLOTS, ParseResult
from hades_core.names import fold


@dataclass
class Score:
    """Counts and mistakes of one evaluation."""

    utterances: int = 0
    intents_right: int = 0
    slots_expected: int = 0
    slots_found: int = 0
    slots_right: int = 0
    mistakes: list[str] = field(default_factory=list)

    @property
    def intent_accuracy(self) -> float:
        """Share of utterances whose intent is right."""
        return self.intents_right / self.utterances if self.utterances else 0.0

    @property
    def slot_f1(self) -> float:
        """Harmonic mean of slot precision and recall (1.0 when no slot is expected or found)."""
        if not self.slots_expected and not self.slots_found:
            return 1.0
        precision = self.slots_right / self.slots_found if self.slots_found else 0.0
        recall = self.slots_right / self.slots_expected if self.slots_expected else 0.0
        return 2 * precision * recall / (precision + recall) if precision + recall else 0.0


def load_cases(path: Path) -> list[dict[str, Any]]:
    """Read a test file."""
    return yaml.safe_load(path.read_text(encoding="utf-8"))


NAME_SLOTS = frozenset({"protagonist", "protagonists", "opponent", "player"})
"""Slots whose values are people's names: compared folded."""


def slot_pairs(slots: dict[str, Any], intent: str | None = None) -> set[tuple[str, Any]]:
    """Flatten slots into comparable (slot, value) pairs; a script step (a dict) counts as one
    value, right only when both of its numbers are. With ``intent``, the slots are read in
    its contract's words (module docstring)."""
    allowed = INTENT_SLOTS.get(intent or "", ())
    pairs: set[tuple[str, Any]] = set()
    for name, value in slots.items():
        if allowed and name not in allowed and f"{name}s" in allowed:
            name = f"{name}s"  # « trait » of a roll of traits: its ``traits``
        values = value if isinstance(value, list) else [value]
        pairs.update((name, tuple(sorted(item.items())) if isinstance(item, dict)
                      else fold(item) if name in NAME_SLOTS and isinstance(item, str) else item)
                     for item in values)
    return pairs


def evaluate(parse: Callable[[str], ParseResult], cases: Iterable[dict[str, Any]]) -> Score:
    """Parse every case and count what is right."""
    score = Score()
    for case in cases:
        result = parse(case["text"])
        expected = slot_pairs(case.get("slots") or {}, case["intent"])
        found = slot_pairs(result.slots, result.intent)
        score.utterances += 1
        score.intents_right += result.intent == case["intent"]
        score.slots_expected += len(expected)
        score.slots_found += len(found)
        score.slots_right += len(expected & found)
        if result.intent != case["intent"] or expected != found:
            score.mistakes.append(
                f"{case['text']!r}: attendu {case['intent']} {sorted(expected)}, "
                f"obtenu {result.intent} {sorted(found)}"
            )
    return score
