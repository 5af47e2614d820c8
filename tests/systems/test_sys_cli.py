"""``hades fate|2d6|369|krasses``: French answers, --json, replay by seed, bad input exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction

import pytest


@pytest.mark.parametrize(
    "words",
    [
        ("fate", "roll", "--skill", "Bon", "--opposition", "2"),
        ("fate", "roll", "--skill", "3", "--opposition", "correct", "--active", "--invoke", "Têtu"),
        ("2d6", "roll", "--skill", "3", "--difficulty", "ardue"),
        ("2d6", "oppose", "--skill", "3", "--against", "4", "--difficulty", "complexe"),
        ("369", "turn", "--solde", "4"),
        ("krasses", "roll", "--bonus", "5", "--difficulty", "moyen", "--dk", "2"),
        ("krasses", "roll", "--bonus", "5", "--difficulty", "ouverte"),
        ("krasses", "oppose", "--bonus", "3", "--against", "5", "--pj"),
        ("krasses", "contre", "--bonus", "3", "--against", "5", "--dk", "2", "--against-dk", "2"),
    ],
)
def test_rolls_replay_exactly_from_their_seed(hades, words: tuple[str, ...]) -> None:
    code, out, err = hades(*words, "--json")
    assert (code, err) == (0, "")
    first = json.loads(out)
    seed = first["data"]["seed"]
    replay = json.loads(hades(*words, "--json", "--seed", str(seed))[1])
    assert replay == first


def test_fate_roll_text_answer(hades) -> None:
    code, out, _ = hades("fate", "roll", "--skill", "Bon", "--opposition", "Correct", "--seed", "3")
    data = json.loads(
        hades("fate", "roll", "--skill", "3", "--opposition", "2", "--seed", "3", "--json")[1]
    )["data"]
    assert code == 0
    assert out.startswith(
        {
            "succes": "Succès !",
            "succes_avec_style": "Succès avec style !",
            "egalite": "Égalité.",
            "echec": "Échec.",
        }[data["outcome"]]
    )
    assert "contre Correct, plus deux" in out


@pytest.mark.parametrize(
    "words",
    [
        ("fate", "odds", "--skill", "bon", "--opposition", "2"),
        ("2d6", "odds", "--skill", "3", "--difficulty", "ardue"),
        ("369", "odds", "--solde", "-3"),
    ],
)
def test_odds_sum_to_one(hades, words: tuple[str, ...]) -> None:
    code, out, _ = hades(*words, "--json")
    assert code == 0
    assert sum(Fraction(p) for p in json.loads(out)["data"]["probabilities"].values()) == 1


def test_krasses_odds_text(hades) -> None:
    code, out, _ = hades("krasses", "odds", "--bonus", "0", "--difficulty", "héroïque")
    assert code == 0
    assert out.startswith("Chances avec zéro contre 40 : réussite 5 pour cent.")


@pytest.mark.parametrize(
    ("words", "message"),
    [
        (
            ("fate", "roll", "--skill", "formidable", "--opposition", "2"),
            "hades : Je ne connais pas le niveau formidable.",
        ),
        (
            ("krasses", "roll", "--difficulty", "moyen", "--dk", "7"),
            "hades : Je n'accepte pas 7 pour le nombre de dés krâsses : dites un nombre entre zéro et cinq.",
        ),
        (
            ("fate", "roll", "--skill", "3", "--opposition", "2", "--invoke", "a", "--invoke", "b"),
            "hades : Un seul plus deux par jet avec un aspect personnel.",
        ),
        (
            ("2d6", "oppose", "--skill", "3", "--against", "3", "--difficulty", "impossible"),
            "hades : Un jet en opposition demande une difficulté chiffrée",
        ),
        (("369", "turn", "--solde", "99"), "hades : Je n'accepte pas 99 pour le solde"),
    ],
)
def test_bad_input_is_one_french_line_and_exit_2(
    hades, words: tuple[str, ...], message: str
) -> None:
    code, out, err = hades(*words)
    assert (code, out) == (2, "")
    assert err.startswith(message)
    assert "Traceback" not in err


def test_a_word_where_a_number_is_expected(hades) -> None:
    code, _, err = hades("2d6", "roll", "--skill", "trois", "--difficulty", "ardue")
    assert code == 2
    assert "--skill : trois n'est pas un nombre entier." in err


def test_the_real_console_script_runs_a_system_roll() -> None:
    finished = subprocess.run(
        [
            sys.executable,
            "-c",
            "from assistant.cli import main; raise SystemExit(main())",
            "krasses",
            "roll",
            "--bonus",
            "3",
            "--difficulty",
            "facile",
            "--seed",
            "7",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert finished.returncode == 0, finished.stderr
    answer = json.loads(finished.stdout)
    assert answer["data"]["seed"] == 7 and answer["data"]["difficulty"] == 10


def test_staked_fortune_and_marasme_cancel_each_other(hades) -> None:
    """Issue 10, defect 6: « Dans l'hypothèse que deux joueurs aient misé chacun un dé de
    fortune et un dé de marasme, ceux-ci s'annulent et sont défaussés »."""
    code, out, _ = hades("369", "turn", "--solde", "2", "--fortune", "2", "--marasme", "1",
                         "--seed", "5", "--json")
    data = json.loads(out)["data"]
    assert code == 0 and data["stakes_cancelled"] == 1
    assert "1 paire de dés misés, fortune contre marasme, s'annule et est défaussée." in (
        json.loads(out)["table"])
    plain = json.loads(hades("369", "turn", "--solde", "2", "--fortune", "1", "--seed", "5",
                             "--json")[1])["data"]
    assert (plain["fortune"], plain["marasme"]) == (data["fortune"], data["marasme"])


def test_open_difficulty_odds_say_the_same_whatever_the_seed(hades) -> None:
    answers = {hades("krasses", "odds", "--bonus", "5", "--difficulty", "ouverte", "--seed",
                     str(seed))[1] for seed in range(5)}
    assert answers == {"Difficulté ouverte avec plus cinq : total de 7 à 25, 16 en moyenne ;"
                       " échec critique 1 pour cent, action d'éclat 1 pour cent."}


def test_one_aspect_named_personal_and_situation_is_still_capped(hades) -> None:
    """Issue 10, defect 3: `--invoke X --invoke-situation X` gave +4 from one Aspect."""
    code, _, err = hades("fate", "roll", "--skill", "3", "--opposition", "2", "--invoke",
                         "Têtu", "--invoke-situation", "Têtu")
    assert code == 2 and "Un seul plus deux par jet" in err
    code, out, _ = hades("fate", "roll", "--skill", "3", "--opposition", "2", "--invoke",
                         "Têtu", "--invoke-situation", "Brouillard", "--json")
    assert code == 0 and json.loads(out)["data"]["total"] - sum(
        json.loads(out)["data"]["faces"]) == 3 + 4
