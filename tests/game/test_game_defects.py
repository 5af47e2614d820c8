"""The bookkeeping defects of issue 9, each from its reproduction through ``hades``."""

from __future__ import annotations

import json
import re
import time
from datetime import datetime, timedelta

import pytest

from assistant.wording.roll import OUTCOME_NAMES
from hades_core.dice import SeededDice
from hades_core.resolution import resolve_pool
from hades_core.script import ScriptStep, resolve_script

from game_helpers import destin_of, fortunes_of


def test_1_a_fortune_shifts_the_newest_resolution_not_an_older_roll(hades, hades_json) -> None:
    hades("fortune", "gain", "Bob", "3")
    old = hades_json("roll", "3", "3", "--seed", "8")["data"]
    script = hades_json("script", "1:2", "2:1", "2:1", "--seed", "3")["data"]
    assert old["outcome"] == "revers" and script["roll"]["outcome"] == "presque"
    shifted = hades_json("fortune", "shift", "Bob")["data"]
    assert (shifted["value_before"], shifted["outcome"]) == (1, "succes")
    assert shifted["source_kind"] == "script" and shifted["roll_id"] == script["journal_id"]


def test_1_a_script_alone_can_be_detailed_and_shifted(hades, hades_json) -> None:
    hades("fortune", "gain", "Bob")
    expected = resolve_script([ScriptStep(1, 2), ScriptStep(2, 1), ScriptStep(2, 1)],
                              SeededDice(3)).resolution
    hades("script", "1:2", "2:1", "2:1", "--seed", "3")
    code, out, err = hades("detail")
    assert code == 0, err
    assert ", ".join(map(str, expected.protagonist.initial)) in out
    assert hades("fortune", "shift", "Bob")[0] == 0


def test_1_a_competition_can_be_shifted_and_its_winner_decided_again(hades_json) -> None:
    hades_json("fortune", "gain", "Bob")
    first = hades_json("competition", "2:1", "2:2", "--seed", "4", "--rival", "John")["data"]
    assert (first["protagonists"]["outcome"], first["winner"]) == ("presque", "rivaux")
    shifted = hades_json("fortune", "shift", "Bob")["data"]
    assert shifted["outcome"] == "succes" and first["rivals"]["outcome"] == "succes"
    mine = first["protagonists"]["protagonist"]["even_sum"]
    theirs = first["rivals"]["protagonist"]["even_sum"]
    assert shifted["winner"] == ("rivaux" if theirs > mine else "protagonistes")


def test_2_a_result_below_fiasco_is_bounded_so_the_fortune_is_not_wasted(hades_json) -> None:
    roll = hades_json("roll", "1", "5", "--seed", "5", "--protagonist", "Alice")["data"]
    raw = resolve_pool(1, 5, SeededDice(5))
    assert raw.protagonist.evens - raw.obstacle.evens == -4
    assert (roll["value"], roll["outcome"]) == (-3, "fiasco")
    hades_json("fortune", "gain", "Alice")
    shifted = hades_json("fortune", "shift", "Alice")["data"]
    assert (shifted["value"], shifted["outcome"]) == (-2, "echec")


def test_4_script_and_competition_fortunes_are_credited(hades, hades_json) -> None:
    gained = next(seed for seed in range(100) if resolve_script(
        [ScriptStep(1, 2), ScriptStep(2, 1), ScriptStep(2, 1)],
        SeededDice(seed)).resolution.fortune_gained)
    script = hades_json("script", "1:2", "2:1", "2:1", "--seed", str(gained),
                        "--protagonist", "Bob")
    assert "Bob gagne une fortune" in script["table"]
    assert fortunes_of(hades_json) == {"Bob": 1}
    both = next(seed for seed in range(5000) if (lambda dice: (
        resolve_pool(2, 3, dice).fortune_gained, resolve_pool(2, 3, dice).fortune_gained))(
        SeededDice(seed)) == (True, True))
    race = hades_json("competition", "2:3", "2:3", "--seed", str(both), "--protagonist", "Bob",
                      "--rival", "John")
    assert "John gagne une fortune" in race["table"]
    assert fortunes_of(hades_json) == {"Bob": 2, "John": 1}


def test_4_named_rival_moves_the_destin_by_both_rolls(hades_json) -> None:
    hades_json("competition", "2:1", "1:3", "--seed", "1")
    assert destin_of(hades_json) == -1
    hades_json("competition", "2:1", "1:3", "--seed", "1", "--rival", "John")
    assert destin_of(hades_json) == -1 - 1 + 2


def test_5_the_shifted_roll_fortune_is_lost_whoever_spends(hades, hades_json) -> None:
    hades("fortune", "gain", "Bob", "1")
    roll = hades_json("roll", "2", "4", "--seed", "27", "--protagonist", "Alice")["data"]
    assert roll["fortune_gained"] and roll["outcome"] == "succes"
    shifted = hades_json("fortune", "shift", "Bob")
    assert shifted["data"]["outcome"] == "exploit"
    assert "Alice perd la fortune de ce jet" in shifted["table"]
    assert fortunes_of(hades_json) == {"Alice": 0, "Bob": 0}
    hades("undo")
    assert fortunes_of(hades_json) == {"Alice": 1, "Bob": 1}


def test_7_fatigue_is_a_ressource_by_the_text_and_the_destinee_may_choose(hades_json) -> None:
    fatigue = hades_json("gauge", "Alice", "fatigue", "3")
    assert fatigue["data"]["gauge_kind"] == "ressource"
    assert "fin du personnage" not in fatigue["table"]
    assert hades_json("gauge", "Alice", "blessure", "3")["data"]["gauge_kind"] == "etat"
    assert hades_json("gauge", "Alice", "expérience", "1")["data"]["gauge_kind"] == "avancement"
    chosen = hades_json("gauge", "Alice", "faim", "2", "--kind", "ressource")
    assert chosen["data"]["gauge_kind"] == "ressource"


def test_8_export_lines_say_who_rolled_the_pools_in_local_time(
    hades, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TZ", "Asia/Kolkata")  # UTC+5:30: a UTC clock would be off
    time.tzset()
    try:
        hades("roll", "3", "2", "--protagonist", "Alice", "--seed", "1")
        hades("competition", "2:2", "1:1", "--rival", "John", "--seed", "2")
        code, text, _ = hades("export")
        entries = json.loads(hades("export", "--json")[1])["journal"]
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
    assert code == 0 and "UTC" not in text
    local = datetime.fromisoformat(entries[0]["at"]) + timedelta(hours=5, minutes=30)
    roll = resolve_pool(3, 2, SeededDice(1))
    assert (f"{local.hour} h {local.minute:02d}, Alice, 3 contre 2 :"
            f" {OUTCOME_NAMES[roll.outcome.key]}.") in text.splitlines()
    assert re.search(r"^\d+ h \d\d, Compétition, les protagonistes 2 contre 2 : .* ; John 1"
                     r" contre 1 : ", text, re.MULTILINE)


def test_1_the_named_rival_shifts_the_rivals_roll(hades_json) -> None:
    hades_json("fortune", "gain", "John")
    race = hades_json("competition", "2:1", "2:2", "--seed", "4", "--rival", "John")["data"]
    shifted = hades_json("fortune", "shift", "John")["data"]
    assert shifted["side"] == "rivals"
    assert shifted["value_before"] == race["rivals"]["value"]
    assert shifted["sides"]["protagonists"] == race["protagonists"]["value"]
