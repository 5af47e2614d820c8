"""Issue 18, HaDes points 1–6 on the real command line (``hades …``, in-process, real ledger)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

Run = Callable[..., tuple[int, str, str]]


def _json(hades: Run, *words: str) -> dict[str, Any]:
    code, out, err = hades(*words, "--json", "--gm")
    assert code == 0, err
    return json.loads(out)


def _sheet(hades: Run, name: str) -> list[dict[str, Any]]:
    return _json(hades, "sheet", name)["data"]["traits"]


def _destin(hades: Run) -> int:
    return int(_json(hades, "destin")["data"]["gm"]["destin"])


def test_point_1_a_defaut_serves_only_the_camp_oppose(hades: Run) -> None:
    hades("trait", "add", "Alice", "peur du noir", "--ephemere", "--negatif")
    hades("trait", "add", "Alice", "épée")
    code, out, err = hades("roll", "--protagonist", "Alice", "--trait", "épée", "peur du noir",
                           "--contre", "x", "--seed", "1")
    assert code != 0 and out == ""
    assert "peur du noir est un défaut : il ne sert qu'au camp opposé" in err
    data = _json(hades, "roll", "--protagonist", "Alice", "--trait", "épée",
                 "--contre", "x", "peur du noir", "--seed", "1")["data"]
    assert (data["protagonist_dice"], data["obstacle_dice"]) == (1, 2)
    assert data["pool"]["obstacle"]["traits"][1]["exploited"] is True


def test_point_2_a_trait_is_never_silently_replaced(hades: Run) -> None:
    hades("trait", "add", "Alice", "épée+")
    for words in (("épée",), ("ÉPÉE", "--negatif")):
        code, _, err = hades("trait", "add", "Alice", *words)
        assert code != 0 and "retirez-le, puis ajoutez-le" in err
    assert _sheet(hades, "Alice") == [
        {"name": "épée", "power": 1, "ephemeral": False, "negative": False}]
    hades("end-session", "--close", "--gm")
    assert [t["name"] for t in _sheet(hades, "Alice")] == ["épée"]
    assert hades("trait", "remove", "Alice", "épée")[0] == 0
    assert hades("trait", "add", "Alice", "épée", "--negatif")[0] == 0
    assert _sheet(hades, "Alice")[0]["negative"] is True


def test_point_3_a_bare_roll_reads_the_protagonists_gauges(hades: Run) -> None:
    hades("gauge", "Bea", "blessure", "3")
    code, out, err = hades("roll", "3", "3", "--protagonist", "Bea", "--seed", "1")
    assert code != 0 and out == "" and "hors jeu" in err
    assert _json(hades, "state")["data"]["protagonists"][0]["fortunes"] == 0
    hades("gauge", "Bea", "blessure", "2")
    answer = _json(hades, "roll", "3", "3", "--protagonist", "Bea", "--seed", "1")
    assert answer["data"]["protagonist_dice"] == 2
    assert "2 dés contre 3, un dé de moins pour blessure." in answer["table"]
    assert _destin(hades) == 1


def test_point_3_scripts_and_competitions_read_the_gauges_too(hades: Run) -> None:
    hades("gauge", "Alice", "blessure", "2")
    code, out, _ = hades("script", "1:2", "2:1", "--protagonist", "Alice", "--seed", "3")
    assert code == 0 and "Alice a un dé de moins pour blessure." in out
    hades("gauge", "Bob", "blessure", "3")
    code, out, err = hades("competition", "3:2", "3:2", "--protagonist", "Alice", "--rival",
                           "Bob", "--seed", "3")
    assert code != 0 and out == "" and "hors jeu" in err


def test_point_4_the_destin_stops_at_its_bound_and_comes_back(hades: Run) -> None:
    hades("destin", "adjust", "998", "--gm")
    code, out, _ = hades("roll", "1", "5", "--seed", "2", "--gm")
    assert code == 0 and "c'est sa limite" in out
    assert _destin(hades) == 1000
    code, _, err = hades("destin", "adjust", "-1", "--gm")
    assert code == 0, err
    assert _destin(hades) == 999
    code, _, err = hades("destin", "adjust", "5000", "--gm")
    assert code != 0 and "deux mille" in err


def test_point_5_the_penalties_are_counted_and_each_side_named(hades: Run) -> None:
    hades("gauge", "Alice", "blessure", "2")
    hades("gauge", "Alice", "fatigue", "2")
    hades("gauge", "Bob", "blessure", "2")
    hades("trait", "add", "Alice", "ruse")
    code, out, _ = hades("roll", "--protagonist", "Alice", "--trait", "ruse", "épée", "arc",
                         "--contre", "rage", "force", "--adversaire", "Bob", "--seed", "3")
    assert code == 0
    assert "Alice, 1 dé, contre Bob, 1. Alice a deux dés de moins pour blessure et fatigue." \
        in out
    assert "Bob a un dé de moins pour blessure." in out
    code, out, _ = hades("roll", "3", "3", "--protagonist", "Alice", "--seed", "3")
    assert "deux dés de moins pour blessure et fatigue" in out


def test_point_6_ephemere_and_durable_on_the_command_line(hades: Run) -> None:
    hades("trait", "add", "Alice", "épée")
    hades("trait", "add", "Alice", "rage", "--ephemere")
    assert [(t["name"], t["ephemeral"]) for t in _sheet(hades, "Alice")] == [
        ("épée", False), ("rage", True)]
    code, out, _ = hades("trait", "add", "--help")
    assert code == 0 and "avant de jouer" in out
