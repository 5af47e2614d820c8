"""What the twenty-seventh blind session set showed the actions missing: a participle the model
read as a name (« le contrebandier l'a entaillé … paul emile prend une blessure »); two
protagonists said together when the first has a compound name; a trait whose name holds « à »
(« fusil à pompe »); a doubt said after « contre » is about the obstacle; « et Hervé pareil
avec trois » after a rules question throws the last roll again for him; a 3-6-9 sacrifice
said with « pour garder … » is no consolidation."""

from __future__ import annotations

import pytest
from action_helpers import RunAction, entity, pending_of, table_state, tracker

from actions.conversation import FollowUp
from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.sheets import acting_together
from actions.table_game import narrated_roll_of_the_tables_game
from assistant.game import Game
from assistant.game.sheets import traits_of
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def test_a_participle_read_as_a_name_gives_way_to_the_known_name(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "pe").add_trait("Paul-Émile", "harpon+", ephemeral=False)
    run_action(GameAction.by_intent["gauge_set"], tracker(
        "gauge_set", [entity("gauge", "blessure", 60), entity("protagonist", "entaille", 22)],
        {"table": "pe"}, text="le contrebandier l a entaille a l epaule Paul-Émile prend une "
                              "blessure", confidence=0.95))
    assert table_state("pe").find("Paul-Émile").gauge("blessure").level == 1
    assert table_state("pe").find("entaille") is None


def test_two_protagonists_together_when_the_first_has_a_compound_name() -> None:
    said = "marie-alix et bertille attaquent le coffre : elle avec sa clé, bertille avec son crochetage"
    assert acting_together(said, ["Bertille", "Marie-Alix"]) == ["Marie-Alix", "Bertille"]


def test_a_trait_whose_name_holds_a_is_written_whole(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "fp").add_trait("Lou-Anne", "conduite", ephemeral=False)
    run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("protagonist", "lou-anne", 0), entity("trait", "fusil", 25)],
        {"table": "fp"}, text="Lou-Anne gagne le trait fusil à pompe, elle l'a ramassé sur un "
                              "pillard.", confidence=0.99))
    assert "fusil à pompe" in [trait.name for trait in traits_of(table_state("fp"), "Lou-Anne")]


def test_a_trait_given_to_someone_after_a_keeps_its_owner(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "fb").add_trait("Bob", "agile", ephemeral=False)
    run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("protagonist", "bob", 20), entity("trait", "épée", 10)],
        {"table": "fb"}, text="note le trait épée à Bob", confidence=0.99))
    assert "épée" in [trait.name for trait in traits_of(table_state("fb"), "Bob")]


def test_a_doubt_after_contre_asks_for_the_obstacles_dice(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "hz").add_trait("Lisandre", "force+", ephemeral=False)
    _, events = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", [entity("protagonist_dice", 2, 20), entity("obstacle_dice", 2, 35)],
        {"table": "hz"}, text="lisandre pare le coup 2 dés contre euh 2 ou 3 j'ai perdu le compte",
        confidence=0.9))
    pending = pending_of(events) or {}
    assert pending.get("missing") == "obstacle_dice"
    assert pending["slots"]["protagonist_dice"] == 2


def test_the_same_roll_for_another_after_a_rules_question(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dh", "deux_d6")
    run_action(GameAction.by_intent["deux_d6_roll"], tracker(
        "deux_d6_roll", [entity("skill", "5"), entity("difficulty", "ardue")],
        {"table": "dh", "seed": 5}, text="compétence 5, difficulté ardue"))
    frame = {"intent": "rules_question", "slots": {"said": "c'est quoi un réussi de peu ?"}}
    run_action(FollowUp(), tracker("follow_up", [entity("amount", 3, 20)], {"table": "dh"},
                                   {"frame": frame}, text="Et Hervé pareil avec 3."))
    with Ledger() as ledger, Game(ledger, "dh").read() as read:
        roll = read.entries()[-1]
    assert roll.kind == "deux_d6_roll" and roll.command.get("skill") == "3"
    assert roll.command.get("difficulty") == "ardue"


@pytest.mark.parametrize("table, misread, said", [
    ("sg", "consolidate", "Séraphin sacrifie un dé de fortune pour garder l'équilibre sur "
                          "l'échelle."),
    ("sm", "fortune_shift", "Séraphin sacrifie un dé de fortune pour monter son résultat d'un "
                            "point."),  # the thirty-fourth blind set: no HaDes shift
])
def test_a_sacrifice_said_with_its_purpose_is_a_369_move(table: str, misread: str,
                                                         said: str) -> None:
    with Ledger() as ledger:
        ledger.create_table(table, "trois_six_neuf")
        books = TroisSixNeufBooks(ledger, table)
        books.reserve("Séraphin", 2, 3)
        books.turn(2, seed=3)
    read = narrated_roll_of_the_tables_game(misread, table, said)
    assert read is not None and read.intent == "trois_six_neuf_move"
    assert (read.words["move"], read.words["kind"]) == ("sacrifice", "fortune")


def test_a_list_of_traits_the_model_kept_one_of_is_written_whole(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "lt").add_trait("Éloi", "escrime", ephemeral=False)
    run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("protagonist", "éloi", 0), entity("trait", "ami du souffleur", 40)],
        {"table": "lt"}, text="Éloi gagne les traits connaît les coulisses et ami du souffleur.",
        confidence=0.99))
    written = [trait.name for trait in traits_of(table_state("lt"), "Éloi")]
    assert "connaît les coulisses" in written and "ami du souffleur" in written
