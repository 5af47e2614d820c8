"""What can be wrong with the database file, found before or while opening it, and how a file
that may only be read is opened.

Every fault becomes a :class:`DatabaseFaultError` with one reason (worded in French by
``assistant.wording.errors``): a directory, something that is not a regular file (``/dev/null``),
a file that is not an SQLite database, a damaged database, no permission, a read-only file on a
write, an empty ``HADES_DB``, a symbolic link that another user put in a folder others may
write to (it could point the ledger at any file of ours). A file the user may read but not
write is opened read-only, so ``state``, ``export``, « répète » keep working; only a write is
refused.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar
from urllib.parse import quote

from assistant.ledger.errors import DatabaseFaultError

T = TypeVar("T")
RETRY_PAUSE_S = 0.05


def check_path(path: Path) -> None:
    """Refuse a path that cannot hold a database: a directory, a device, a pipe, a link planted
    by another user (checked first: a dangling one would make us create its target)."""
    if planted_link(path):
        raise DatabaseFaultError("planted_link", str(path))
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    except PermissionError:
        raise DatabaseFaultError("no_permission", str(path)) from None
    if stat.S_ISDIR(mode):
        raise DatabaseFaultError("directory", str(path))
    if not stat.S_ISREG(mode):
        raise DatabaseFaultError("not_a_file", str(path))


def planted_link(path: Path) -> bool:
    """True when ``path`` is a symbolic link owned by another user in a folder that others
    than its owner may write to (a shared or world-writable folder such as /tmp)."""
    try:
        link = path.lstat()
        if not stat.S_ISLNK(link.st_mode) or link.st_uid == os.geteuid():
            return False
        folder = path.parent.stat()
    except OSError:
        return False
    return bool(folder.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


def writable(path: Path) -> bool:
    """Tell whether the assistant may write the database (and its WAL files beside it)."""
    folder = path.parent
    if path.exists():
        return os.access(path, os.W_OK) and os.access(folder, os.W_OK)
    return True  # created with its folder; a refusal there is reported as no permission


def read_only_connection(path: Path) -> sqlite3.Connection:
    """Open ``path`` for reading only. A WAL database in a folder the user cannot write has no
    shared-memory file to read through; it is then read as immutable (nobody may write it
    anyway: the user has no write permission on it)."""
    if not os.access(path, os.R_OK):
        raise DatabaseFaultError("no_permission", str(path))
    for options in ("mode=ro", "mode=ro&immutable=1"):
        connection = sqlite3.connect(f"file:{quote(str(path))}?{options}", uri=True)
        try:
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
            return connection
        except sqlite3.OperationalError as error:
            connection.close()
            if "readonly" not in str(error) and "read-only" not in str(error):
                raise
    raise DatabaseFaultError("read_only", str(path))


def fault_from(error: sqlite3.Error | OSError, path: Path) -> DatabaseFaultError:
    """The fault an SQLite or file-system error reveals."""
    text = str(error).lower()
    if "not a database" in text:
        reason = "not_a_database"
    elif "malformed" in text or "corrupt" in text:
        reason = "damaged"
    elif "readonly" in text or "read-only" in text:
        reason = "read_only"
    elif isinstance(error, PermissionError) or "unable to open" in text:
        reason = "no_permission" if path.exists() or isinstance(error, PermissionError) \
            else "unreachable"
    else:
        reason = "unreachable"
    return DatabaseFaultError(reason, str(path))


def is_fault(error: BaseException) -> bool:
    """Tell whether ``error`` is a fault of the file (not a constraint the code broke)."""
    return type(error) in (sqlite3.DatabaseError, sqlite3.OperationalError)


def retry_while_locked(action: Callable[[], T], timeout_s: float) -> T:
    """Run ``action``, again while SQLite says the database is locked, for ``timeout_s`` at
    most. Switching a brand-new database to WAL while other processes open it too can answer
    « database is locked » at once, without waiting for the busy timeout."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            return action()
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() >= deadline:
                raise
            time.sleep(RETRY_PAUSE_S)
