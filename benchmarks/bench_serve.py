"""Service benchmark: how fast ``hades chat`` is ready when ``hades serve`` runs, and how soon
an answer reaches the pages' event stream.

    .venv/bin/python benchmarks/bench_serve.py

Starts a real ``hades serve`` on a temporary ledger and prints numbers only; nothing is asserted
(goals: connect ≤ 1 s, answer on the pages ≤ 1 s).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
ROUNDS = 10
SERVE = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"


def main() -> None:
    """Start the service, then time connections and the answer-to-page delay."""
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HADES_DB"] = str(Path(folder) / "bench.sqlite3")
        from assistant.chat.session import ChatSession

        started = time.monotonic()
        service = subprocess.Popen([sys.executable, "-c", SERVE, "serve", "--port", "0"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                   cwd=ROOT)
        try:
            assert service.stdout is not None
            links = [service.stdout.readline().strip().rsplit(" ", 1)[-1] for _ in range(2)]
            print(f"hades serve ready: {time.monotonic() - started:.1f} s")
            connects, delays = [], []
            table_link = next(link for link in links if "/table?" in link)
            events = table_link.replace("/table?", "/events?")
            for round_number in range(ROUNDS):
                begin = time.monotonic()
                session = ChatSession(seed=round_number)
                session.start()
                connects.append(time.monotonic() - begin)
                with urllib.request.urlopen(events, timeout=10) as stream:
                    stream.readline()
                    stream.readline()
                    said = time.monotonic()
                    session.handle("quatre dés contre trois")
                    stream.readline()
                    delays.append(time.monotonic() - said)
                session.close()
            print(f"chat connect to the service: median {statistics.median(connects) * 1000:.0f} ms,"
                  f" max {max(connects) * 1000:.0f} ms")
            print(f"said → on the table page's stream (answer included): median "
                  f"{statistics.median(delays) * 1000:.0f} ms, max {max(delays) * 1000:.0f} ms")
        finally:
            service.terminate()
            service.wait(timeout=20)


if __name__ == "__main__":
    main()
