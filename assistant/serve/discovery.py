"""The discovery file: how ``hades chat`` and ``hades voice`` find a running ``hades serve``.

It lives in the data folder, next to the ledger (so a service and a front end share it only when
they share the ledger), is created readable by its owner only (0600) and holds the service's
process id, the Rasa server's port and the run's secret. A file whose process is gone, or which
cannot be read, counts as no service: the front end then starts its own servers.

A discovery file is trusted only when it is a regular file (not a symbolic link) owned by the
current user and neither readable nor writable by anybody else: in a shared data folder another
user could otherwise send the table's commands to a server of theirs and answer in its name.
"""

from __future__ import annotations

import json
import os
import stat
from dataclasses import asdict, dataclass
from pathlib import Path

from assistant.ledger.paths import default_db_path

DISCOVERY_FILE_NAME = "service.json"
PRIVATE_FILE_MODE = 0o600


@dataclass(frozen=True)
class ServiceAddress:
    """Where a running service answers, and the secret it expects."""

    pid: int
    rasa_port: int
    secret: str


def discovery_path() -> Path:
    """The discovery file of the current data folder (the ledger's folder)."""
    return default_db_path().parent / DISCOVERY_FILE_NAME


def publish(address: ServiceAddress, path: Path | None = None) -> Path:
    """Write ``address`` atomically into a 0600 file (never readable by others, even briefly)."""
    target = path or discovery_path()
    target.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    draft = target.with_name(f".{target.name}.{os.getpid()}")
    descriptor = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, PRIVATE_FILE_MODE)
    with os.fdopen(descriptor, "w", encoding="utf-8") as stream:
        json.dump(asdict(address), stream)
    os.replace(draft, target)
    return target


def withdraw(pid: int, path: Path | None = None) -> None:
    """Remove the discovery file if it still names the service ``pid``."""
    target = path or discovery_path()
    address = _read(target)
    if address is not None and address.pid == pid:
        target.unlink(missing_ok=True)


def running_service(path: Path | None = None) -> ServiceAddress | None:
    """The address of a live service, or ``None`` (no file, unreadable, or process gone)."""
    address = _read(path or discovery_path())
    if address is None or not _is_alive(address.pid):
        return None
    return address


def trusted(path: Path) -> bool:
    """True when ``path`` is the current user's own private regular file (0600 or stricter)."""
    try:
        status = path.lstat()
    except OSError:
        return False
    return (stat.S_ISREG(status.st_mode) and status.st_uid == os.geteuid()
            and not status.st_mode & (stat.S_IRWXG | stat.S_IRWXO))


def _read(path: Path) -> ServiceAddress | None:
    if not trusted(path):
        return None
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        with os.fdopen(descriptor, encoding="utf-8") as stream:
            raw = json.loads(stream.read())
        return ServiceAddress(pid=int(raw["pid"]), rasa_port=int(raw["rasa_port"]),
                              secret=str(raw["secret"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _is_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
