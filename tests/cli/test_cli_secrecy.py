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
    ("fortune", "gain", "alice"),
    ("state",),
    ("detail",),
    ("repeat",),
    ("undo",),
    ("export",),
    ("export", "--json"),
)
"""What a player may do without --gm (``assistant.roles``)."""

DESTINEE_COMMANDS = (
    (("destin", "adjust", "1"), "Seule la Destinée peut changer le Destin."),
    (("end-session", "--destin-to-fortune"), "Seule la Destinée peut annoncer la fin de partie."),
    (("end-session", "--close"), "Seule la Destinée peut clore la partie."),
    (("deus-ex-alea",), "Seule la Destinée peut appliquer le Deus Ex Alea."),
)
"""The Destinée's commands, refused without --gm with the sentence that says who may."""


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
    hades("destin", "adjust", str(SECRET), "--gm")
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
    assert SECRET in seen and len(seen) > 3


def test_a_player_never_changes_the_destin_nor_closes_the_game(hades) -> None:
    """Without --gm the command line speaks as a player: the Destinée's commands are refused
    in French, nothing is written, and her adjustment cannot be undone nor redone by a player."""
    hades("fortune", "gain", "alice")
    hades("fortune", "gain", "bob")
    hades("destin", "adjust", str(SECRET), "--gm")
    for words, sentence in DESTINEE_COMMANDS:
        code, out, err = hades(*words)
        assert (code, out) == (2, ""), words
        assert err == f"hades : {sentence}\n", words
        assert current_destin(hades) == SECRET
    code, out, err = hades("undo")
    assert (code, out, err) == (2, "", "hades : Seule la Destinée peut annuler cette action.\n")
    code, out, _ = hades("undo", "--gm")
    assert (code, out) == (0, "Destinée : J'annule l'ajustement du Destin. Le Destin revient"
                              " à zéro.\n")
    code, _, err = hades("redo")
    assert (code, err) == (2, "hades : Seule la Destinée peut rétablir cette action.\n")
    assert current_destin(hades) == 0
    code, out, err = hades("destin", "roll")  # two protagonistes: no solo play
    assert (code, err) == (2, "hades : Seule la Destinée peut faire le jet de destin, sauf en"
                              " solo.\n")
    hades("roll", "2", "2", "--seed", "1")
    assert hades("undo")[0] == 0  # a player undoes the table's own roll


def test_the_destinees_secret_actions_say_nothing_to_the_table(hades) -> None:
    """Her adjustment, its undo and a « jet de destin » outside solo play have no table part:
    in JSON the table text is empty and the Destin stays in her part."""
    hades("fortune", "gain", "alice")
    hades("fortune", "gain", "bob")
    hades("destin", "adjust", "-3", "--gm")
    for words in (("destin", "adjust", "-3"), ("destin", "roll", "--seed", "2"), ("undo",)):
        code, out, _ = hades(*words, "--gm", "--json")
        answer = json.loads(out)
        assert code == 0 and answer["table"] == "", words
        assert answer["gm"], words
    assert "Contretemps" not in hades("state")[1]


def test_gm_view_does_show_the_destin(hades) -> None:
    hades("destin", "adjust", str(SECRET), "--gm")
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


def test_a_players_export_leaves_her_secret_entries_out(hades) -> None:
    """Her adjustment, a « jet de destin » at a table of two and their undo are not in a player's
    export (text or JSON, count included); the Destinée's export has them."""
    hades("fortune", "gain", "alice")
    hades("fortune", "gain", "bob")
    hades("destin", "adjust", "3", "--gm")
    hades("destin", "roll", "--gm")
    hades("undo", "--gm")
    code, text, _ = hades("export")
    assert code == 0 and "Journal, 2 entrées :" in text and "Destinée" not in text
    assert not any(line.rstrip().endswith(",") for line in text.splitlines())
    journal = json.loads(hades("export", "--json")[1])["journal"]
    assert [entry["kind"] for entry in journal] == ["fortune_gain", "fortune_gain"]
    mine = json.loads(hades("export", "--json", "--gm")[1])["journal"]
    assert [entry["kind"] for entry in mine][2:] == ["destin_adjust", "destin_roll", "undo"]
    assert "Journal, 5 entrées :" in hades("export", "--gm")[1]
