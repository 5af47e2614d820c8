"""The Destin never reaches a player: not in table text, not in JSON without --gm."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from assistant.wording.spoken import signed

SECRET = 37
"""A Destin value no other number of these commands can produce."""

PLAYER_COMMANDS = (
    ("roll", "3", "4", "--seed", "5", "--protagonist", "alice"),
    ("auto",),
    ("auto", "--trait"),
    ("initiative",),
    ("oracle", "second-role", "--by-destin", "--seed", "2"),
    ("destin", "adjust", "1"),
    ("fortune", "gain", "alice"),
    ("state",),
    ("detail",),
    ("repeat",),
    ("undo",),
    ("export",),
    ("export", "--json"),
    ("end-session", "--destin-to-fortune"),
)


def secret_marks(destin: int) -> list[str]:
    """Ways a Destin value could be written: digits and words."""
    return [str(destin), signed(destin)]


def keys(value: object) -> set[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys(item)}
    return set()


def test_destin_never_in_player_output(hades) -> None:
    hades("destin", "adjust", str(SECRET))
    destins = set()
    for words in PLAYER_COMMANDS:
        _, gm_out, _ = hades("destin", "--gm")
        destins.add(gm_out)
        for extra in ((), ("--json",)):
            if "--json" in words and extra:
                continue
            code, out, err = hades(*words, *extra)
            assert code == 0, (words, err)
            for mark in secret_marks(SECRET) + ["Destinée :"]:
                assert mark not in out, (words, extra, out)
            if "--json" in words + extra:
                found = keys(json.loads(out))
                assert not {k for k in found if k.startswith("destin") or k == "gm"}, words
    assert "Destin : plus trente-sept.\n" in destins


def test_gm_view_does_show_the_destin(hades) -> None:
    hades("destin", "adjust", str(SECRET))
    _, out, _ = hades("roll", "3", "4", "--seed", "5", "--gm")
    assert "Destinée : Destin plus un, de plus trente-sept à plus trente-huit." in out
    _, out, _ = hades("state", "--json", "--gm")
    assert json.loads(out)["data"]["gm"] == {"destin": 38}


def test_console_script_in_a_subprocess(database: Path) -> None:
    script = Path(sys.executable).with_name("hades")
    env = {"HADES_DB": str(database), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([script, "roll", "4", "5", "--json"], capture_output=True,
                          text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["data"]["outcome"] in {
        "exploit", "succes", "presque", "revers", "echec", "fiasco"}
    refused = subprocess.run([script, "roll", "4"], capture_output=True, text=True, env=env,
                             check=False)
    assert refused.returncode == 2
    assert "il manque : Y." in refused.stderr and "Traceback" not in refused.stderr
