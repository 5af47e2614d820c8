"""Fixtures shared by every test folder: another local user and a folder shared with them."""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest


@dataclass(frozen=True)
class OtherUser:
    """A real local account, not the one running the tests."""

    name: str
    uid: int
    gid: int
    python: str
    """A Python interpreter that user may run (the tests' own may sit in a private home)."""

    def run(self, *command: str, **options: object) -> subprocess.CompletedProcess[str]:
        """Run ``command`` as this user (its own uid and gid, no supplementary group)."""
        return subprocess.run(list(command), user=self.uid, group=self.gid, extra_groups=[],
                              capture_output=True, text=True, check=True, **options)

    def start(self, *command: str) -> subprocess.Popen[bytes]:
        """Start ``command`` as this user, in the background."""
        return subprocess.Popen(list(command), user=self.uid, group=self.gid, extra_groups=[],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.fixture
def other_user() -> Iterator[OtherUser]:
    """A throw-away local user created with ``useradd`` (root only), removed afterwards."""
    if os.geteuid() != 0:
        pytest.skip("another local user is needed: useradd needs root (run these tests as root"
                    " in a container or CI)")
    if shutil.which("useradd") is None or shutil.which("userdel") is None:
        pytest.skip("useradd/userdel are not installed")
    name = f"hadesautre{secrets.token_hex(3)}"
    subprocess.run(["useradd", "--no-create-home", "--shell", "/usr/sbin/nologin", name],
                   check=True, capture_output=True)
    try:
        ids = subprocess.run(["id", "-u", name], check=True, capture_output=True, text=True)
        groups = subprocess.run(["id", "-g", name], check=True, capture_output=True, text=True)
        user = OtherUser(name, int(ids.stdout), int(groups.stdout), "/usr/bin/python3")
        try:
            user.run(user.python, "-c", "pass")
        except (OSError, subprocess.CalledProcessError):
            pytest.skip("no Python interpreter the other user may run (/usr/bin/python3)")
        yield user
    finally:
        subprocess.run(["userdel", name], check=False, capture_output=True)


@pytest.fixture
def shared_folder() -> Iterator[Path]:
    """A folder anybody may write to (0777, no sticky bit), like a badly shared data folder."""
    folder = Path(tempfile.mkdtemp(prefix="hades-partage-", dir="/tmp"))
    folder.chmod(0o777)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
