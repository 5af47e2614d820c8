"""Trust benchmark: how often the assistant would act on table talk, how often it asks a needless
question on a real command, and what each pair of thresholds would give.

    .venv/bin/python benchmarks/bench_trust.py

Uses the real model in-process and the corpora written apart from the templates:
``tests/nlu/data/heldout_speech.yml`` and ``heldout_table.yml`` (commands, speech style, unseen
names, every intent, written by the team apart from the templates), ``heldout_blind.yml``
(419 commands written by someone who never saw the templates or the code) and
``tests/nlu/data/misfire_table_talk.yml`` (table talk and narration). Prints numbers only.

- held-out: intent accuracy, slot F1, per-intent confusion (expected → found, counts);
- misfires: table-talk lines the policy would ACT on with a table-changing intent and all its
  required slots (goal 0; a missing slot is asked for, never acted on), and
  lines it would ASK about (a question, harmless but noisy);
- needless questions: held-out commands that change the table, understood right, but asked about
  or refused (goal ≤ 5 %); wrong acts: held-out commands that would change the table, complete,
  with the wrong intent or slots;
- the curve: the same counts for every (ask, act) pair of a grid, to choose ``nlu_data/trust.yml``.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DATA = ROOT / "tests" / "nlu" / "data"
HELD_OUT = ("heldout_speech.yml", "heldout_table.yml", "heldout_blind.yml", "heldout_blind2.yml")
TABLE_TALK = ("misfire_table_talk.yml", "table_talk_blind2.yml")
GRID = [round(0.30 + 0.05 * step, 2) for step in range(14)]


def percentile(values: list[float], share: float) -> float:
    """The ``share`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def print_per_intent(parsed_commands: list) -> None:  # type: ignore[type-arg]
    """Per expected intent: items, right intent, exact slots, and where the misses went."""
    from assistant.nlu.evaluate import slot_pairs

    by_intent: dict[str, list] = {}  # type: ignore[type-arg]
    for case, result in parsed_commands:
        by_intent.setdefault(case["intent"], []).append((case, result))
    print("per intent: items intent_ok slots_exact  misread as")
    for intent, pairs in sorted(by_intent.items()):
        right = [(case, result) for case, result in pairs if result.intent == intent]
        exact = sum(slot_pairs(case.get("slots") or {}) == slot_pairs(result.slots)
                    for case, result in right)
        misses = Counter(result.intent for case, result in pairs if result.intent != intent)
        went = ", ".join(f"{found} {count}" for found, count in misses.most_common())
        print(f"  {intent:22} {len(pairs):3d} {len(right):3d} {exact:3d}  {went}")


def main() -> None:
    """Parse both corpora once, then score the policy at every threshold pair."""
    from dataclasses import replace

    from assistant.nlu.evaluate import evaluate, slot_pairs
    from assistant.nlu.model import ensure_model
    from assistant.nlu.parser import Parser
    from assistant.nlu.trust import Verdict, judge, load_policy

    parser = Parser(ensure_model())
    commands = [case for name in HELD_OUT
                for case in yaml.safe_load((DATA / name).read_text(encoding="utf-8"))]
    talk = [line for name in TABLE_TALK
            for line in yaml.safe_load((DATA / name).read_text(encoding="utf-8"))]
    timings: list[float] = []

    def timed_parse(text: str):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        result = parser.parse(text)
        timings.append((time.perf_counter() - started) * 1000)
        return result

    score = evaluate(timed_parse, commands)
    parsed_commands = [(case, parser.parse(case["text"])) for case in commands]
    parsed_talk = [parser.parse(line) for line in talk]
    print(f"held-out: {score.utterances} utterances, intent accuracy "
          f"{score.intent_accuracy:.1%}, slot F1 {score.slot_f1:.1%}")
    print_per_intent(parsed_commands)
    print(f"parse latency: p50 {statistics.median(timings):.1f} ms, "
          f"p99 {percentile(timings, 0.99):.1f} ms")

    from actions.game_actions import GameAction
    import actions.clarify  # noqa: F401  (registers every action class)
    import actions.conversation  # noqa: F401
    import actions.sheets  # noqa: F401
    from actions.games import load_every_game
    load_every_game()

    def complete(result) -> bool:  # type: ignore[no-untyped-def]
        action = GameAction.by_intent.get(result.intent)
        return action is not None and not action.missing_slots(result.slots)

    policy = load_policy()

    def counts(ask: float, act: float, show: bool = False) -> tuple[int, int, int, int, int]:
        chosen = replace(policy, ask=ask, act=act)
        misfires = questions = needless = changing = wrong_acts = 0
        for result in parsed_talk:
            verdict = judge(result.intent, result.confidence, result.text, result.slots, chosen)
            changes = chosen.changes_table(result.intent)
            misfire = changes and verdict is Verdict.ACT and complete(result)
            misfires += misfire
            if show and misfire:
                print(f"  misfire: {result.text!r} -> {result.intent} {result.slots}")
            questions += changes and verdict is Verdict.CONFIRM
        for case, result in parsed_commands:
            if not chosen.changes_table(case["intent"]):
                continue
            changing += 1
            verdict = judge(result.intent, result.confidence, result.text, result.slots, chosen)
            right = (result.intent == case["intent"]
                     and slot_pairs(case.get("slots") or {}) == slot_pairs(result.slots))
            asked = right and verdict is not Verdict.ACT and case["intent"] not in chosen.always_ask
            needless += asked
            if show and asked:
                print(f"  needless question: {case['text']!r} ({result.confidence:.2f})")
            wrong = (not right and verdict is Verdict.ACT
                     and chosen.changes_table(result.intent) and complete(result))
            wrong_acts += wrong
            if show and wrong:
                print(f"  wrong act: {case['text']!r} -> {result.intent} {result.slots}")
        return misfires, questions, needless, changing, wrong_acts

    misfires, questions, needless, changing, wrong_acts = counts(policy.ask, policy.act, True)
    print(f"chosen thresholds ask {policy.ask} act {policy.act}: misfires {misfires}/{len(talk)} "
          f"table-talk lines, questions on table talk {questions}, needless questions "
          f"{needless}/{changing} ({needless / max(changing, 1):.1%}), wrong acts {wrong_acts}")
    print("curve: ask act misfires talk_questions needless wrong_acts")
    for act in GRID:
        for ask in [value for value in GRID if value <= act]:
            misfires, questions, needless, changing, wrong_acts = counts(ask, act)
            print(f"  {ask:.2f} {act:.2f} {misfires:3d} {questions:3d} "
                  f"{needless:3d}/{changing} {wrong_acts:3d}")


if __name__ == "__main__":
    main()
