"""Whole game sessions played through the real chat (``assistant.chat.playback``).

``data/`` holds 14 sessions written blind (from the README, ``hades --help`` and the rules
only): HaDes tables with a Destinée and players, a player's screen, solo oracles, an end of
session, each of the four other games, raw speech transcripts, rules questions — each line
with the effect it must have. They are kept from regressing below today's measure (printed by
``benchmarks/bench_sessions.py``); ``team/`` holds the reproductions of the understanding
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
MAX_WRONG_ACTS = 4
"""Wrong acts over the blind sessions (measured 24/11: 3 to 4, an anonymous roll where the
sailor « le mousse Bastien » was meant, and a krâsse taken from the tas without its roll;
``benchmarks/bench_sessions.py`` prints them); the goal is 0."""
MIN_RIGHT_SHARE = 0.82
"""Measured 24/11: 85 % of the lines right (63.8 % before this work)."""
MAX_NEEDLESS_SHARE = 0.065
"""Measured 24/11: 5.1 %."""


def test_the_blind_sessions_hold_todays_measure(session_chat: ChatSession) -> None:
    results = [play_session(session_chat, path) for path in BLIND]
    total = summary(results)
    lines = sum(total.values())
    wrong = [f"{result.name}: « {line.said} » ({line.why})" for result in results
             for line in result.lines if line.outcome == "wrong_act"]
    assert len(BLIND) >= 12 and lines >= 400
    assert len(wrong) <= MAX_WRONG_ACTS, wrong
    assert (total["right"] + total["fair_question"]) / lines >= MIN_RIGHT_SHARE
    assert total["needless_question"] / lines <= MAX_NEEDLESS_SHARE


def test_the_reproductions_of_the_understanding_issue(session_chat: ChatSession) -> None:
    result = play_session(session_chat, HERE / "team" / "issue17_reproductions.yml")
    wrong = [(line.said, line.outcome, line.why, line.reply) for line in result.lines
             if line.outcome not in ("right", "fair_question")]
    assert wrong == []
