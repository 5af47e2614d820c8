"""Start-up benchmark: ``hades chat`` launched as a user would, until its first answer.

    .venv/bin/python benchmarks/bench_startup.py [--rounds N]

Each round launches ``hades chat`` in a new process on a temporary ledger, types one command on
its input and times the first answer line. While the chat still runs, the peak memory (VmHWM)
of each process of its tree (the chat, the Rasa server, the action server) is read.

- *cold*: no ``hades serve`` runs, the chat starts its own servers; once with the start-up
  speed-ups (``assistant.nlu.startup``) and once with ``HADES_FAST_START=0``, as before;
- *warm*: a ``hades serve`` runs, the chat connects to it; the service's own processes (the
  service with its web pages, the Rasa server, the action server) are measured too, and so is
  the time to fetch the table page and its first live event.

Prints numbers only; nothing is asserted (goals: cold ≤ 8 s on 2 cores, all processes together
≤ 1 GB, warm ≤ 1 s).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HADES = "import sys; from assistant.cli import main; sys.exit(main(sys.argv[1:]))"
COMMAND = "quatre dés contre cinq\n"
ANSWER_TIMEOUT = 120.0


def peak_memory_mb(pid: int) -> float:
    """Peak resident memory (VmHWM) of a process, in MB (0 once it is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def process_tree(pid: int) -> list[int]:
    """``pid`` and all its descendants (Linux ``/proc``)."""
    tree, index = [pid], 0
    while index < len(tree):
        children = Path(f"/proc/{tree[index]}/task/{tree[index]}/children")
        try:
            tree += [int(child) for child in children.read_text().split()]
        except OSError:
            pass
        index += 1
    return tree


def command_line(pid: int) -> str:
    """A process's command line, shortened to what tells it apart."""
    try:
        arguments = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return "?"
    text = " ".join(part.decode(errors="replace") for part in arguments if part)
    for marker, name in (("rasa_server", "Rasa server"), ("rasa run", "Rasa server"),
                         ("action_server", "action server"), ("chat", "chat"),
                         ("serve", "service")):
        if marker in text:
            return name
    return text[:40]


def first_answer(environment: dict[str, str]) -> tuple[float, dict[str, float]]:
    """Seconds from launching ``hades chat`` to its first answer, and each process's peak MB."""
    started = time.monotonic()
    chat = subprocess.Popen(
        [sys.executable, "-c", HADES, "chat", "--table", "bench", "--seed", "1"],
        cwd=ROOT, env=environment, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL, text=True,
    )
    assert chat.stdin is not None and chat.stdout is not None
    try:
        chat.stdin.write(COMMAND)
        chat.stdin.flush()
        answer = chat.stdout.readline()
        elapsed = time.monotonic() - started
        if not answer:
            raise RuntimeError("hades chat gave no answer")
        memory: dict[str, float] = {}
        for pid in process_tree(chat.pid):
            name = command_line(pid)
            memory[name] = memory.get(name, 0.0) + peak_memory_mb(pid)
        chat.stdin.close()
        chat.wait(timeout=ANSWER_TIMEOUT)
        return elapsed, memory
    finally:
        if chat.poll() is None:
            chat.kill()
            chat.wait()


@contextmanager
def running_service(environment: dict[str, str]) -> Iterator[None]:
    """A ``hades serve`` on any free port, stopped at the end (its memory and its pages'
    latency printed then)."""
    service = subprocess.Popen([sys.executable, "-c", HADES, "serve", "--port", "0"], cwd=ROOT,
                               env=environment, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    assert service.stdout is not None
    try:
        started = time.monotonic()
        links = [service.stdout.readline().strip().rsplit(" ", 1)[-1] for _ in range(2)]
        print(f"  hades serve ready after {time.monotonic() - started:.1f} s")
        yield
        page_latency(links[-1])
        memory: dict[str, float] = {}
        for pid in process_tree(service.pid):
            name = command_line(pid)
            memory[name] = memory.get(name, 0.0) + peak_memory_mb(pid)
        shown = ", ".join(f"{name} {megabytes:.0f} MB" for name, megabytes in memory.items())
        print(f"  service peak memory: {shown}; together {sum(memory.values()):.0f} MB")
    finally:
        service.terminate()
        service.wait(timeout=30)


def page_latency(table_link: str, rounds: int = 20) -> None:
    """Median time to fetch the table page, and to get the first event of its stream."""
    pages, events = [], []
    events_link = table_link.replace("/table?", "/events?")
    for _ in range(rounds):
        started = time.monotonic()
        with urllib.request.urlopen(table_link, timeout=10) as response:
            response.read()
        pages.append(time.monotonic() - started)
        started = time.monotonic()
        with urllib.request.urlopen(events_link, timeout=10) as stream:
            stream.readline()
        events.append(time.monotonic() - started)
    print(f"  table page {1000 * statistics.median(pages):.1f} ms, first live event "
          f"{1000 * statistics.median(events):.1f} ms (medians of {rounds})")


def report(label: str, rounds: list[tuple[float, dict[str, float]]]) -> None:
    """Print the median time and the median memory per process."""
    times = [elapsed for elapsed, _ in rounds]
    print(f"{label}: first answer median {statistics.median(times):.1f} s "
          f"(min {min(times):.1f}, max {max(times):.1f}, {len(times)} launches)")
    names = sorted({name for _, memory in rounds for name in memory})
    per_process = {name: statistics.median(memory.get(name, 0.0) for _, memory in rounds)
                   for name in names}
    shown = ", ".join(f"{name} {megabytes:.0f} MB" for name, megabytes in per_process.items())
    print(f"  peak memory: {shown}; together {sum(per_process.values()):.0f} MB")


def main() -> None:
    """Measure cold (after, before) and warm starts."""
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--rounds", type=int, default=3)
    arguments.add_argument("--without-old-start", action="store_true",
                           help="skip the cold start without the speed-ups")
    options = arguments.parse_args()
    rounds = options.rounds
    from assistant.nlu.model import ensure_model
    from assistant.nlu.startup import FAST_START_ENV

    ensure_model()
    with tempfile.TemporaryDirectory() as folder:
        base = {**os.environ, "HADES_DB": str(Path(folder) / "bench.sqlite3")}
        report("cold, with the start-up speed-ups",
               [first_answer({**base, FAST_START_ENV: "1"}) for _ in range(rounds)])
        if not options.without_old_start:
            report("cold, as before (HADES_FAST_START=0)",
                   [first_answer({**base, FAST_START_ENV: "0"}) for _ in range(rounds)])
        print("warm, hades serve running:")
        with running_service(base):
            report("  warm", [first_answer(base) for _ in range(rounds)])


if __name__ == "__main__":
    main()
