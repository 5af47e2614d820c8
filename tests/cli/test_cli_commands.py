"""The ``hades`` command line through ``main(argv)``, on a real ledger."""

from __future__ import annotations

import json

from hades_core.dice import SeededDice
from hades_core.odds import exact_odds
from hades_core.resolution import resolve_pool

OUTCOME_KEYS = {"exploit", "succes", "presque", "revers", "echec", "fiasco"}


def test_roll_answers_in_french_and_in_json(hades, hades_json) -> None:
    code, out, err = hades("roll", "4", "5", "--seed", "9")
    expected = resolve_pool(4, 5, SeededDice(9))
    assert code == 0 and err == ""
    assert out.startswith({"presque": "Presque !", "revers": "Revers.", "echec": "Échec.",
                           "fiasco": "Fiasco !", "succes": "Succès !",
                           "exploit": "Exploit !"}[expected.outcome.key])
    assert f"{expected.protagonist.evens} pair" in out
    answer = hades_json("roll", "4", "5", "--seed", "9")
    assert answer["data"]["outcome"] == expected.outcome.key
    assert answer["data"]["outcome"] in OUTCOME_KEYS


def test_bad_input_exits_2_in_french(hades) -> None:
    for words, expected in (
        (("roll", "quatre", "5"), "n'est pas un nombre entier"),
        (("roll", "4"), "il manque"),
        (("roll", "400", "5"), "Je ne lance pas plus de cent dés"),
        (("oracle", "direction", "couleur"), "n'est pas possible ici"),
        (("fortune", "spend", "personne"), "Je ne connais pas Personne"),
        (("tables", "--create", "x", "--system", "monopoly"), "choisissez parmi"),
        (("undo",), "rien à annuler"),
        (("gauge", "alice", "blessure", "5"), "de zéro à trois barres"),
        (("oracle", "choix", "seul"), "entre 2 et"),
    ):
        code, out, err = hades(*words)
        assert code == 2, words
        assert expected in err, (words, err)
        assert "Traceback" not in err and out == ""


def test_destin_needs_gm(hades) -> None:
    hades("destin", "adjust", "-2", "--gm")
    code, out, err = hades("destin")
    assert code == 2 and "--gm" in err and out == ""
    code, out, _ = hades("destin", "--gm")
    assert (code, out) == (0, "Destin : moins deux.\n")


def test_state_undo_repeat_detail(hades, hades_json) -> None:
    hades("fortune", "gain", "alice", "2")
    hades("gauge", "alice", "blessure", "2")
    state = hades_json("state")
    assert state["data"]["protagonists"] == [
        {"name": "alice", "fortunes": 2,
         "gauges": [{"name": "blessure", "kind": "etat", "level": 2}], "traits": []}]
    code, out, _ = hades("undo")
    assert code == 0 and out == "J'annule le changement de jauge.\n"
    assert hades("repeat")[1] == out
    assert hades_json("state")["data"]["protagonists"][0]["gauges"] == []
    roll = hades_json("roll", "2", "2", "--seed", "4")
    detail = hades("detail")[1]
    assert ", ".join(map(str, roll["data"]["obstacle"]["initial"])) in detail


def test_fortune_shift_moves_the_last_roll(hades, hades_json) -> None:
    roll = hades_json("roll", "3", "3", "--seed", "1", "--protagonist", "alice")
    hades("fortune", "gain", "alice", "3")
    direction = "--down" if roll["data"]["value"] >= 3 else None
    shifted = hades_json("fortune", "shift", "alice", *([direction] if direction else []))
    assert shifted["data"]["value_before"] == roll["data"]["value"]
    assert shifted["data"]["value"] != roll["data"]["value"]


def test_odds_and_simulate(hades_json) -> None:
    odds = hades_json("odds", "4", "5")
    exact = exact_odds(4, 5).by_key()
    assert odds["data"]["probabilities"] == {key: float(p) for key, p in exact.items()}
    simulation = hades_json("simulate", "4", "5", "--n", "20000", "--seed", "1")
    counts = simulation["data"]["counts"]
    assert sum(counts[key] for key in OUTCOME_KEYS) == 20000
    assert abs(counts["presque"] / 20000 - float(exact["presque"])) < 0.02


def test_oracles(hades_json) -> None:
    assert hades_json("oracle", "distance", "qui")["data"]["answer"] in {
        "Protagoniste", "Neutre", "Antagoniste"}
    assert hades_json("oracle", "direction", "emotion")["data"]["answer"] in {
        "Colère", "Peur", "Espoir", "Curiosité", "Intérêt", "Surprise"}
    assert hades_json("oracle", "choix", "taverne", "forêt")["data"]["winner"] in {
        "taverne", "forêt"}
    assert hades_json("oracle", "second-role")["data"]["disposition"]["method"] == "distance"
    assert hades_json("oracle", "second-role", "--by-destin")["data"]["disposition"][
        "disposition"] == "neutre"
    assert hades_json("oracle", "antagonisme")["data"]["die"] in range(1, 7)


def test_tables_auto_initiative_end_session(hades, hades_json) -> None:
    assert hades("tables", "--create", "donjon", "--system", "fate")[1] == (
        "Table donjon créée, jeu Fate.\n")
    assert hades("tables", "--create", "donjon")[0] == 2
    hades("roll", "1", "3", "--table", "donjon", "--seed", "2")
    listed = hades_json("tables")["data"]["tables"]
    assert listed == [{"name": "donjon", "system": "fate"}]
    assert hades_json("initiative", "--table", "donjon")["data"]["initiative"] == "protagonistes"
    assert hades_json("auto", "--table", "donjon")["data"]["success"] is True
    hades("fortune", "gain", "alice", "--table", "donjon")
    end = hades_json("end-session", "--table", "donjon", "--destin-to-fortune", "--gm")
    assert end["data"]["gm"]["fortunes_to_consolidate"] == {"alice": 2}
    hades("end-session", "--close", "--table", "donjon", "--gm")
    hades("fortune", "gain", "alice", "--table", "donjon")
    end = hades_json("end-session", "--table", "donjon", "--gm")
    assert end["data"]["fortunes_to_consolidate"] == {"alice": 1}


def test_export_text_and_json(hades) -> None:
    hades("roll", "2", "3", "--seed", "3")
    hades("undo")
    code, text, _ = hades("export")
    assert code == 0
    assert text.startswith("Table principale, jeu HaDes.")
    assert "(annulé)" in text and "J'annule le jet de dés." in text
    exported = json.loads(hades("export", "--json")[1])
    assert [entry["kind"] for entry in exported["journal"]] == ["roll", "undo"]
    assert exported["journal"][0]["undone"] is True
    assert "destin" not in exported
    assert json.loads(hades("export", "--json", "--gm")[1])["destin"] == 0


def test_help_is_french(hades) -> None:
    code, out, _ = hades("--help")
    assert code == 0
    assert out.startswith("utilisation : hades")
    assert "affiche cette aide" in out and "lance X dés contre Y dés" in out


def test_table_option_before_or_after_a_nested_command(hades) -> None:
    hades("destin", "--table", "camp", "--gm", "adjust", "-2")
    hades("destin", "adjust", "5", "--table", "camp", "--gm")
    assert hades("destin", "--table", "camp", "--gm")[1] == "Destin : plus trois.\n"
    assert hades("destin", "--gm")[1] == "Destin : zéro.\n"
