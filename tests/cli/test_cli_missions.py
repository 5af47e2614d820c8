"""``hades destin roll``, ``hades script`` and ``hades competition`` through ``main(argv)``."""

from __future__ import annotations

from hades_core.competition import resolve_competition
from hades_core.destin import solo_destin_roll
from hades_core.dice import SeededDice
from hades_core.script import ScriptStep, resolve_script


def test_destin_roll_keeps_the_die_for_the_destinee(hades, hades_json) -> None:
    assert hades("destin", "adjust", "-4", "--table", "solo", "--gm")[0] == 0
    code, out, err = hades("destin", "roll", "--table", "solo", "--seed", "2")
    expected = solo_destin_roll(-4, SeededDice(2))
    assert code == 0 and err == ""
    assert out == ("Contretemps !\n" if expected.contretemps else "Pas de contretemps.\n")
    code, out, _ = hades("destin", "roll", "--table", "solo", "--seed", "2", "--gm")
    assert f"Dé {expected.roll.die}" in out and "moins quatre" in out
    player = hades_json("destin", "roll", "--table", "solo")
    assert "gm" not in player["data"] and "gm" not in player


def test_script_follows_the_colis_example(hades, hades_json) -> None:
    answer = hades_json("script", "1:2", "2:1", "2:1", "--table", "T", "--seed", "4")
    expected = resolve_script([ScriptStep(1, 2), ScriptStep(2, 1), ScriptStep(2, 1)],
                              SeededDice(4))
    assert answer["data"]["roll"]["protagonist_dice"] == 4
    assert answer["data"]["roll"]["obstacle_dice"] == 5
    assert answer["data"]["interrupted_step"] == expected.interrupted_step
    assert "gm" not in answer["data"]


def test_script_help_explains_the_steps_in_french(hades) -> None:
    code, out, _ = hades("script", "--help")
    assert code == 0
    assert "OBSTACLE:PROTAGONISTES" in out and "dés d'obstacle" in out


def test_bad_script_steps_are_refused_in_french(hades) -> None:
    code, _, err = hades("script", "1-2", "--table", "T")
    assert code == 2 and "écrivez par exemple 1:2" in err
    code, _, err = hades("script", "0:2", "--table", "T")
    assert code == 2 and "au moins un dé d'obstacle" in err


def test_competition_names_the_winner(hades_json) -> None:
    answer = hades_json("competition", "2:1", "2:2", "--table", "T", "--seed", "6")
    expected = resolve_competition((2, 1), (2, 2), SeededDice(6))
    assert answer["data"]["winner"] == expected.winner.key
    assert answer["data"]["protagonists"]["outcome"] == expected.protagonists.outcome.key
    assert answer["data"]["rivals"]["outcome"] == expected.rivals.outcome.key
