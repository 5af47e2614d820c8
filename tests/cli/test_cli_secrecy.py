"""The Destin never reaches a player: not in table text, not in JSON without --gm."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from assistant.wording.spoken import signed

SECRET = 73
"""A Destin far above what pools, fortunes, ids, hours or minutes of these commands reach."""

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


def reveals(destin: int, out: str) -> bool:
    """True when ``out`` holds ``destin`` as a number or in words."""
    return bool(re.search(rf"\b{destin}\b", out)) or signed(destin) in out


def current_destin(hades) -> int:
    """The Destin as the Destinée sees it."""
    return json.loads(hades("destin", "--gm", "--json")[1])["data"]["gm"]["destin"]


def keys(value: object) -> set[str]:
    """Every key of a JSON value, at any depth."""
    if isinstance(value, dict):
        return set(value) | {k for item in value.values() for k in keys(item)}
    if isinstance(value, list):
        return {k for item in value for k in keys(item)}
    return set()


def test_destin_never_in_player_output(hades) -> None:
    hades("destin", "adjust", str(SECRET))
    seen = set()
    for words in PLAYER_COMMANDS:
        for extra in ((), ("--json",)):
            if "--json" in words and extra:
                continue
            before = current_destin(hades)
            code, out, err = hades(*words, *extra)
            assert code == 0, (words, err)
            seen |= {before, current_destin(hades)}
            # The end of session announces the reset to zero by rule: only other values are secret.
            for destin in {before, current_destin(hades)} - {0}:
                assert not reveals(destin, out), (words, extra, destin, out)
            assert "Destinée :" not in out
            if "--json" in words + extra:
                found = keys(json.loads(out))
                assert not {k for k in found if k.startswith("destin") or k == "gm"}, words
    assert SECRET in seen and len(seen) > 4


def test_gm_view_does_show_the_destin(hades) -> None:
    hades("destin", "adjust", str(SECRET))
    _, out, _ = hades("roll", "3", "4", "--seed", "5", "--gm")
    assert "Destinée : Destin plus un, de plus soixante-treize à plus soixante-quatorze." in out
    _, out, _ = hades("state", "--json", "--gm")
    assert json.loads(out)["data"]["gm"] == {"destin": 74}


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



def test_reader_leaving_early_is_not_an_error(hades, database: Path) -> None:
    """``hades export --json | head -c 20`` on a long journal (more than a pipe buffer): no
    traceback and no false complaint about the database."""
    for _ in range(300):
        hades("roll", "4", "5")
    script = Path(sys.executable).with_name("hades")
    env = {"HADES_DB": str(database), "PATH": "/usr/bin:/bin"}
    piped = subprocess.run(f"'{script}' export --json | head -c 20", shell=True, env=env,
                           capture_output=True, text=True, check=False)
    assert piped.stdout.startswith("{")
    assert piped.stderr == ""
