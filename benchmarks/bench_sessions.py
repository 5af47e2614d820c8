"""Session benchmark: whole game sessions played through the real chat, line by line.

    .venv/bin/python benchmarks/bench_sessions.py [FOLDER]

Plays every session file of ``tests/sessions/data`` (written blind; see
``assistant/chat/playback.py`` for the format and the scoring) on a scratch ledger, through a
real ``ChatSession`` (Rasa server and action server on loopback), and prints, per session and in
all: lines, right, fair and needless questions, wrong acts, missed changes, the end-state checks,
then every line that was not right, and the chat's round trip (p50, p95). Prints numbers only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DEFAULT_FOLDER = ROOT / "tests" / "sessions" / "data"


def main() -> None:
    parser = argparse.ArgumentParser(description="Play whole sessions through the real chat.")
    parser.add_argument("folder", nargs="?", type=Path, default=DEFAULT_FOLDER,
                        help="a folder of session files (*.yml)")
    folder = parser.parse_args().folder
    if not sorted(folder.glob("*.yml")):
        sys.exit(f"no session file (*.yml) in {folder}")
    with tempfile.TemporaryDirectory() as scratch:
        os.environ["HADES_DB"] = str(Path(scratch) / "sessions.sqlite3")
        from assistant.chat.playback import OUTCOMES, play_session, summary
        from assistant.chat.session import ChatSession

        chat = ChatSession(table="bench", seed=11, use_service=False)
        chat.start()
        timings: list[float] = []
        handle = chat.handle

        def timed(text: str):  # type: ignore[no-untyped-def]
            start = time.perf_counter()
            try:
                return handle(text)
            finally:
                timings.append(time.perf_counter() - start)

        chat.handle = timed  # type: ignore[method-assign]
        results = []
        try:
            for path in sorted(folder.glob("*.yml")):
                result = play_session(chat, path)
                results.append(result)
                counts = result.counts()
                print(f"{result.name:36} lines {len(result.lines):3}  "
                      + "  ".join(f"{name} {counts[name]:2}" for name in OUTCOMES)
                      + f"  end-state errors {len(result.end_state_errors)}")
        finally:
            chat.close()
    total = summary(results)
    lines = sum(total.values())
    right = total["right"] + total["fair_question"]
    print(f"\nall: {lines} lines, right {right} ({right / max(lines, 1):.1%}), "
          f"needless questions {total['needless_question']} "
          f"({total['needless_question'] / max(lines, 1):.1%}), wrong acts {total['wrong_act']}, "
          f"missed {total['missed']}, end-state errors "
          f"{sum(len(r.end_state_errors) for r in results)}")
    print(f"chat round trip: p50 {statistics.median(timings) * 1000:.0f} ms, "
          f"p95 {statistics.quantiles(timings, n=20)[-1] * 1000:.0f} ms over {len(timings)} lines")
    for result in results:
        for line in result.lines:
            if line.outcome not in ("right", "fair_question"):
                print(f"[{result.name}] {line.outcome}: « {line.said} » expected {line.expected}"
                      f" — {line.why} — {line.reply[:140]}")
        for error in result.end_state_errors:
            print(f"[{result.name}] end state: {error}")


if __name__ == "__main__":
    main()
