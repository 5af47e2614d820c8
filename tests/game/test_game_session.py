"""Character sheets and the end of session (defect 3): consolidate before anything is reset."""

from __future__ import annotations

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.wording.records import KIND_NAMES
from hades_core.fortune import Consolidation

from game_helpers import destin_of, fortunes_of


def test_state_json_carries_traits_gauges_fortunes(hades, hades_json) -> None:
    hades("trait", "add", "Alice", "épée+")
    hades("trait", "add", "Alice", "force++")
    hades("trait", "add", "Alice", "peur du noir", "--ephemere", "--negatif")
    hades("gauge", "Alice", "fatigue", "2")
    hades("fortune", "gain", "Alice", "2")
    alice = hades_json("state")["data"]["protagonists"][0]
    assert alice["fortunes"] == 2
    assert alice["gauges"] == [{"name": "fatigue", "kind": "ressource", "level": 2}]
    assert sorted(alice["traits"], key=lambda t: t["name"]) == [
        {"name": "force", "power": 2, "ephemeral": False, "negative": False},
        {"name": "peur du noir", "power": 0, "ephemeral": True, "negative": True},
        {"name": "épée", "power": 1, "ephemeral": False, "negative": False},
    ]
    said = hades("sheet", "Alice")[1]
    assert "épée héroïque" in said and "force mythique" in said
    assert "nouveaux défauts : peur du noir" in said
    assert "+" not in said


def test_traits_are_journaled_and_undoable(hades, hades_json) -> None:
    hades("trait", "add", "Alice", "rage", "--ephemere")
    hades("trait", "remove", "Alice", "rage")
    assert hades_json("state")["data"]["protagonists"][0]["traits"] == []
    assert hades("undo")[1] == "J'annule le retrait du trait.\n"
    assert [t["name"] for t in hades_json("state")["data"]["protagonists"][0]["traits"]] == [
        "rage"]
    code, _, err = hades("trait", "remove", "Alice", "hache")
    assert code == 2 and "Je ne trouve pas le trait hache" in err


def test_3_fortunes_are_spent_on_consolidation_before_the_reset(hades, hades_json) -> None:
    hades("trait", "add", "Alice", "rage", "--ephemere")
    hades("trait", "add", "Alice", "ruse", "--ephemere")
    hades("trait", "add", "Alice", "peur", "--ephemere", "--negatif")
    hades("trait", "add", "Alice", "dette", "--ephemere", "--negatif")
    hades("gauge", "Alice", "blessure", "2")
    hades("fortune", "gain", "Alice", "2")
    hades("destin", "adjust", "3", "--gm")
    end = hades_json("end-session")
    assert end["data"]["fortunes_to_consolidate"] == {"Alice": 2}
    assert fortunes_of(hades_json) == {"Alice": 2} and destin_of(hades_json) == 3
    hades("consolidate", "Alice", "durable", "rage")
    hades("consolidate", "Alice", "elimine", "peur")
    code, _, err = hades("consolidate", "Alice", "jauge", "blessure")
    assert code == 2 and "Pas assez de fortunes" in err
    closed = hades_json("end-session", "--close")
    assert "dette devient durable" in closed["table"] and "ruse disparaît" in closed["table"]
    alice = hades_json("state")["data"]["protagonists"][0]
    assert sorted((t["name"], t["ephemeral"]) for t in alice["traits"]) == [
        ("dette", False), ("rage", False)]
    assert alice["gauges"] == [{"name": "blessure", "kind": "etat", "level": 2}]
    assert fortunes_of(hades_json) == {"Alice": 0} and destin_of(hades_json) == 0


def test_a_gauge_bar_and_a_modified_trait_cost_one_fortune_each(game: Game,
                                                                ledger: Ledger) -> None:
    game.set_gauge("Alice", "blessure", 2)
    game.set_gauge("Alice", "expérience", 1)
    game.add_trait("Alice", "épée", ephemeral=False)
    game.gain_fortune("Alice", 3)
    game.consolidate("Alice", Consolidation.JAUGE, "blessure")
    game.consolidate("Alice", Consolidation.JAUGE, "expérience")
    reply = game.consolidate("Alice", Consolidation.TRAIT_MODIFIE, "épée", "épée+")
    assert "épée devient épée héroïque" in reply.table
    alice = ledger.state("principale").protagonists[0]
    assert {g.name: g.level for g in alice.gauges} == {"blessure": 1, "expérience": 2}
    assert alice.fortunes == 0
    assert game.sheet("Alice").data["traits"] == [
        {"name": "épée", "power": 1, "ephemeral": False, "negative": False}]


def test_the_destinee_may_keep_fortunes_and_destin(hades, hades_json) -> None:
    hades("fortune", "gain", "Alice", "2")
    hades("destin", "adjust", "-2", "--gm")
    hades("end-session", "--gm")
    hades("end-session", "--close", "--keep", "--gm")
    assert fortunes_of(hades_json) == {"Alice": 2} and destin_of(hades_json) == -2


def test_destin_conversion_happens_once_and_undo_restores_everything(
    hades, hades_json
) -> None:
    hades("fortune", "gain", "Alice", "1")
    hades("trait", "add", "Alice", "rage", "--ephemere")
    hades("destin", "adjust", "3", "--gm")
    before = hades_json("state")["data"]
    first = hades_json("end-session", "--destin-to-fortune")
    assert first["data"]["gm"]["fortunes_to_consolidate"] == {"Alice": 4}
    assert "4" not in first["table"] and "trois" not in first["table"]
    hades("end-session", "--destin-to-fortune", "--gm")
    assert fortunes_of(hades_json) == {"Alice": 4}
    hades("end-session", "--close", "--gm")
    for _ in range(3):
        hades("undo", "--gm")
    after = hades_json("state")["data"]
    assert after["protagonists"] == before["protagonists"]
    assert after["gm"] == before["gm"] and after["system_data"] == before["system_data"]


def test_bad_consolidations_answer_in_french_and_cost_nothing(hades, hades_json) -> None:
    hades("trait", "add", "Alice", "épée")
    hades("fortune", "gain", "Alice")
    for words, said in ((("modifie", "épée"), "Il manque le nom du trait"),
                        (("modifie", "épée", "  "), "un nom ne peut pas être vide"),
                        (("jauge", "faim"), "Je ne trouve pas la jauge faim"),
                        (("durable", "épée"), "n'est pas un trait éphémère positif")):
        code, out, err = hades("consolidate", "Alice", *words)
        assert (code, out) == (2, "") and said in err, words
    assert fortunes_of(hades_json) == {"Alice": 1}


def test_every_new_journal_kind_is_named_when_undone(hades, ledger: Ledger) -> None:
    hades("trait", "add", "Alice", "rage", "--ephemere")
    hades("fortune", "gain", "Alice")
    hades("consolidate", "Alice", "durable", "rage")
    hades("propose", "benefice")
    hades("end-session", "--gm")
    hades("end-session", "--close", "--gm")
    hades("trait", "remove", "Alice", "rage")
    kinds = {entry.kind for entry in ledger.journal("principale")}
    assert kinds <= set(KIND_NAMES)
