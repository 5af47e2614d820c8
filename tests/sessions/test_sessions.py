"""Whole game sessions played through the real chat (``assistant.chat.playback``).

``data/`` holds 14 sessions written blind (from the README, ``hades --help`` and the rules
only): HaDes tables with a Destinée and players, a player's screen, solo oracles, an end of
session, each of the four other games, raw speech transcripts, rules questions — each line
with the effect it must have. ``heldout/`` holds 8 more, written blind by another author;
their failures were studied once (24/11), so they no longer measure blind. Both are kept from regressing below today's measure (printed
by ``benchmarks/bench_sessions.py``); ``team/`` holds the reproductions of the understanding
issue, which must all be right.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.chat.playback import play_session, summary
from assistant.chat.session import ChatSession

pytestmark = pytest.mark.slow
HERE = Path(__file__).parent
BLIND = sorted((HERE / "data").glob("*.yml"))
HELD_OUT = sorted((HERE / "heldout").glob("*.yml"))
MAX_WRONG_ACTS = 2
"""Wrong acts over the blind sessions (measured by ``benchmarks/bench_sessions.py``: 0 on
24/11 evening, 1 that morning, 55 before this work). The margin allows for other dice: this
test's session has thrown before, the benchmark's has not."""
MIN_RIGHT_SHARE = 0.90
"""Measured 24/11 evening: 93.4 % of the lines right (86.0 % that morning, 63.8 % before)."""
MAX_NEEDLESS_SHARE = 0.04
"""Measured 24/11 evening: 2.5 % (5.3 % that morning)."""
HELD_OUT_LIMITS = (3, 0.87, 0.05)
"""Wrong acts, right share and needless share over the held-out sessions (measured 24/11
evening: 1, 90.7 %, 3.7 %; 3, 79.1 %, 4.7 % that morning). Their failures were read to find
general defects on 24/11: they are no longer blind."""


def _holds(chat: ChatSession, paths: list[Path], wrong_acts: int, right: float,
           needless: float) -> None:
    results = [play_session(chat, path) for path in paths]
    total = summary(results)
    lines = sum(total.values())
    wrong = [f"{result.name}: « {line.said} » ({line.why})" for result in results
             for line in result.lines if line.outcome == "wrong_act"]
    assert len(wrong) <= wrong_acts, wrong
    assert (total["right"] + total["fair_question"]) / lines >= right
    assert total["needless_question"] / lines <= needless


def test_the_blind_sessions_hold_todays_measure(session_chat: ChatSession) -> None:
    assert len(BLIND) >= 12
    _holds(session_chat, BLIND, MAX_WRONG_ACTS, MIN_RIGHT_SHARE, MAX_NEEDLESS_SHARE)


def test_the_held_out_sessions_hold_todays_measure(session_chat: ChatSession) -> None:
    assert len(HELD_OUT) >= 8
    _holds(session_chat, HELD_OUT, *HELD_OUT_LIMITS)


def test_the_reproductions_of_the_understanding_issue(session_chat: ChatSession) -> None:
    result = play_session(session_chat, HERE / "team" / "issue17_reproductions.yml")
    wrong = [(line.said, line.outcome, line.why, line.reply) for line in result.lines
             if line.outcome not in ("right", "fair_question")]
    assert wrong == []
