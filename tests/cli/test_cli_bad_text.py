"""Bytes that are not UTF-8 in a free-text argument, and empty values, are answered in French
through the real ``hades`` entry point (a subprocess: the bytes reach argv as the shell gives
them), never with a traceback nor argparse's English."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(sys.executable).with_name("hades")
NOT_UTF8 = "n'est pas du texte UTF-8 valide"


def _hades(database: Path, *words: bytes | str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(SCRIPT), *words], capture_output=True, text=True,
                          env={"HADES_DB": str(database), "PATH": "/usr/bin:/bin"}, check=False)


@pytest.mark.parametrize("words", [
    (b"roll", b"3", b"2", b"--trait", b"\xff"),
    (b"roll", b"3", b"2", b"--contre", b"\xffabc"),
    (b"fate", b"invoke", b"alice", b"--aspect", b"\xff"),
], ids=["trait", "contre", "aspect"])
def test_undecodable_bytes_are_refused_in_french(database: Path, words: tuple[bytes, ...]) -> None:
    done = _hades(database, *words)
    assert done.returncode == 2, done.stderr
    assert NOT_UTF8 in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
    state = _hades(database, "export", "--json")
    assert state.returncode == 0 and '"journal": [\n  ]' in state.stdout  # nothing written


@pytest.mark.parametrize("words, expected", [
    (("odds", "", "0"), "hades odds : X : une valeur vide n'est pas un nombre entier."),
    (("auto", "--action", ""), "hades auto : --action : une valeur vide n'est pas possible ici"),
    (("",), "hades : COMMANDE : une valeur vide n'est pas possible ici"),
    (("roll", "3", ""), "hades roll : Y : une valeur vide n'est pas un nombre entier."),
], ids=["odds", "auto action", "command", "roll"])
def test_empty_values_are_answered_in_french(database: Path, words: tuple[str, ...],
                                             expected: str) -> None:
    done = _hades(database, *words)
    assert done.returncode == 2
    assert expected in done.stderr, done.stderr
    assert "invalid" not in done.stderr and "choose from" not in done.stderr
    assert "Traceback" not in done.stderr
