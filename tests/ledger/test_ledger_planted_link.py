"""A database path that another user turned into a symbolic link, in a folder others may write
to, is refused in French before anything is opened or created (real other user, created with
``useradd``; skipped when the tests do not run as root)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from assistant.ledger import Ledger
from assistant.ledger.errors import DatabaseFaultError

REFUSAL = "est un lien posé par un autre utilisateur : je ne l'ouvre pas."


def _plant_link(other_user, link: Path, target: Path) -> None:
    other_user.run("ln", "-s", str(target), str(link))
    assert link.is_symlink() and link.lstat().st_uid == other_user.uid


def test_a_planted_link_is_refused_and_its_target_never_created(other_user,
                                                               shared_folder: Path,
                                                               tmp_path: Path) -> None:
    target = tmp_path / "victime.txt"  # a file of ours the link would make us write
    link = shared_folder / "hades.sqlite3"
    _plant_link(other_user, link, target)
    with pytest.raises(DatabaseFaultError) as refused:
        Ledger(link)
    assert refused.value.reason == "planted_link"
    assert not target.exists()  # a dangling link is not followed either
    target.write_text("à moi")
    with pytest.raises(DatabaseFaultError):
        Ledger(link)
    assert target.read_text() == "à moi"


def test_the_command_line_says_it_in_french(other_user, shared_folder: Path,
                                            tmp_path: Path) -> None:
    link = shared_folder / "hades.sqlite3"
    _plant_link(other_user, link, tmp_path / "ailleurs.sqlite3")
    script = Path(sys.executable).with_name("hades")
    done = subprocess.run([str(script), "roll", "3", "2"], capture_output=True, text=True,
                          env={"HADES_DB": str(link), "PATH": "/usr/bin:/bin"}, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert REFUSAL in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "ailleurs.sqlite3").exists()


def test_our_own_link_still_works(tmp_path: Path) -> None:
    real = tmp_path / "vraie.sqlite3"
    link = tmp_path / "lien.sqlite3"
    link.symlink_to(real)
    with Ledger(link) as ledger:
        ledger.create_table("t")
    assert real.exists() and link.is_symlink()
