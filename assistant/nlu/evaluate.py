"""Score the whole understanding path (normalisation, Rasa model, entity values) on a test file.

A test file is a YAML list of ``{text, intent, slots}``. Intent accuracy counts exact intents;
slot precision/recall/F1 count (slot, value) pairs — each option of a list counts once — so a
slot is right only when its normalised value is right, which is stricter than Rasa's
token-level entity F1.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

import yaml

from assistant.nlu.contract import ParseResult


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


def slot_pairs(slots: dict[str, Any]) -> set[tuple[str, Any]]:
    """Flatten slots into comparable (slot, value) pairs; a script step (a dict) counts as one
    value, right only when both of its numbers are."""
    pairs: set[tuple[str, Any]] = set()
    for name, value in slots.items():
        values = value if isinstance(value, list) else [value]
        pairs.update((name, tuple(sorted(item.items())) if isinstance(item, dict) else item)
                     for item in values)
    return pairs


def evaluate(parse: Callable[[str], ParseResult], cases: Iterable[dict[str, Any]]) -> Score:
    """Parse every case and count what is right."""
    score = Score()
    for case in cases:
        result = parse(case["text"])
        expected = slot_pairs(case.get("slots") or {})
        found = slot_pairs(result.slots)
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
