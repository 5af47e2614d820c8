"""A database file that cannot be used is explained in one French sentence; a read-only file
still answers reads; several processes creating one database at once all succeed."""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant import wording
from assistant.cli import main
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.ledger.errors import DatabaseFaultError
from assistant.ledger.faults import retry_while_locked

NOBODY = 65534


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
        ) -> Callable[..., tuple[int, str, str]]:
    def run(database: str, *words: str) -> tuple[int, str, str]:
        monkeypatch.setenv("HADES_DB", database)
        code = main(list(words))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


def _damaged(path: Path) -> Path:
    with Ledger(path) as ledger:
        Game(ledger, "t").roll(3, 3, seed=1)
    with path.open("r+b") as raw:
        raw.seek(100)
        raw.write(b"\xff" * 3000)
    return path


@pytest.mark.parametrize(("make", "said"), [
    (lambda folder: folder, "est un dossier, pas une base"),
    (lambda folder: folder.joinpath("bytes.db").write_bytes(os.urandom(5000)) and
     folder / "bytes.db", "n'est pas une base de l'assistant"),
    (lambda folder: _damaged(folder / "damaged.db"), "est abîmée"),
    (lambda folder: Path("/dev/null"), "/dev/null n'est pas un fichier ordinaire"),
])
def test_every_fault_is_one_french_sentence(cli, tmp_path: Path, make: Callable[[Path], Path],
                                            said: str) -> None:
    path = make(tmp_path)
    for words in (("state",), ("roll", "2", "2")):
        code, out, err = cli(str(path), *words)
        assert (code, out) == (2, "")
        assert said in err and "Traceback" not in err and err.count("\n") == 1


def test_an_empty_setting_is_not_silently_the_default_database(cli) -> None:
    code, _, err = cli("", "state")
    assert code == 2 and "HADES_DB est vide" in err


def test_the_chat_says_the_fault_before_starting(cli, tmp_path: Path) -> None:
    code, _, err = cli(str(_damaged(tmp_path / "d.db")), "chat")
    assert code == 2 and "est abîmée" in err


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder another user can reach (pytest's own temporary folders are private)."""
    folder = Path(tempfile.mkdtemp(prefix="hades-ro-"))
    folder.chmod(0o755)
    yield folder
    folder.chmod(0o755)
    shutil.rmtree(folder)


def _as_reader_without_write_rights(action: Callable[[], Any]) -> Any:
    """Run ``action`` as a user who may read but not write the files: ``nobody`` in a forked
    child when the tests run as root (root ignores permissions), else the current user."""
    if os.geteuid() != 0:
        return action()
    reading, writing = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child
        os.close(reading)
        try:
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            result = {"value": action()}
        except BaseException as error:  # noqa: BLE001 - reported to the parent
            result = {"error": type(error).__name__, "fields": getattr(error, "fields",
                                                                      lambda: {})()}
        os.write(writing, json.dumps(result).encode())
        os._exit(0)
    os.close(writing)
    with os.fdopen(reading) as pipe:
        result = json.loads(pipe.read() or "{}")
    os.waitpid(child, 0)
    if "error" in result:
        raise AssertionError(f"{result['error']} {result['fields']}")
    return result["value"]


@pytest.mark.parametrize("folder_writable", [True, False])
def test_a_read_only_file_still_answers_reads_and_refuses_writes(
        shared_folder: Path, folder_writable: bool) -> None:
    path = shared_folder / "ro.db"
    with Ledger(path) as ledger:
        Game(ledger, "t").roll(3, 3, seed=1)
    path.chmod(0o644 if os.geteuid() == 0 else 0o444)
    if not folder_writable:
        shared_folder.chmod(0o555)

    def read_then_write() -> dict[str, Any]:
        with Ledger(path) as ledger:
            game = Game(ledger, "t")
            shown = game.state().table
            try:
                game.roll(2, 2)
            except DatabaseFaultError as error:
                return {"state": shown, "write": wording.error_sentence(error)}
        return {"state": shown, "write": "written"}

    seen = _as_reader_without_write_rights(read_then_write)
    assert seen["state"].startswith("Table t, jeu HaDes.")
    assert "en lecture seule : je peux la lire, pas y écrire" in seen["write"]
    with Ledger(path) as ledger:
        assert len(ledger.journal("t")) == 1


def test_a_locked_database_is_tried_again_until_the_timeout() -> None:
    attempts = []

    def flaky() -> str:
        attempts.append(1)
        if len(attempts) < 3:
            raise sqlite3.OperationalError("database is locked")
        return "ok"

    assert retry_while_locked(flaky, timeout_s=5) == "ok"
    assert len(attempts) == 3
    with pytest.raises(sqlite3.OperationalError):
        retry_while_locked(lambda: (_ for _ in ()).throw(sqlite3.OperationalError("locked")),
                           timeout_s=0)


def _open_and_roll(path: str, start: Any, index: int) -> None:
    start.wait()
    with Ledger(path) as ledger:
        Game(ledger, "course").roll(2, 2, seed=index)


def test_processes_creating_one_new_database_at_once_all_succeed(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    for round_ in range(6):
        path = str(tmp_path / f"new-{round_}.db")
        start = context.Barrier(6)
        workers = [context.Process(target=_open_and_roll, args=(path, start, index))
                   for index in range(6)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(60)
        assert [worker.exitcode for worker in workers] == [0] * 6
        with Ledger(path) as ledger:
            assert len(ledger.journal("course")) == 6
