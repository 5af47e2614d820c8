"""What the seventeenth and eighteenth blind session sets showed the actions missing: a scene
set with a tool is no roll, the obstacle's weakness counted beside the sheet, a value asked for
and given answers the doubt, follow-ups of the other games (the same roll for someone else, a
character made like the one before, a Stress cleared again), a zFate hit taken with its
Conséquence, a 3-6-9 réserve said with a negation, a 2D6 score said « a trois en … », and
another game's roll nobody said."""

from __future__ import annotations

from typing import Any

import pytest

from action_helpers import RunAction, table_said, tracker

from actions.clarify import ActionResume
from actions.conversation import FollowUp, OutOfScope
from actions.games import load_every_game
from actions.games.deux_d6 import roll_words
from actions.games.trois_six_neuf import move_words
from actions.game_actions import GameAction
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.ledger import Ledger
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.spoken_breaks import with_spoken_breaks

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any]:
    return next(event["value"] for event in events if event.get("name") == "pending")


def test_a_scene_set_with_a_tool_and_no_obstacle_is_no_roll(run_action: RunAction) -> None:
    """« Nadège est en orbite … avec son vieux cargo »: a state, no action, nothing against."""
    with Ledger() as ledger:
        Game(ledger, "s").add_trait("Nadège", "cargo", ephemeral=False)
    said = normalize_utterance("Allez, partie solo. Nadège est en orbite autour de Kepler-9 avec "
                               "son vieux cargo, et un signal de détresse clignote sur la console.")
    messages, events = run_action(GameAction.by_intent["roll_traits"], tracker(
        "roll_traits", text=said, metadata={"table": "s"}, confidence=0.86))
    assert "pas compris" in table_said(messages)
    assert not any(event.get("name") == "pending" and event.get("value") for event in events)


def test_a_roll_told_with_the_obstacles_weakness_is_asked(run_action: RunAction) -> None:
    """« … le voleur est rapide et il fait nuit mais il boite »: the limp counts for Josépha,
    beside her lasso; the roll is asked about with both sides."""
    with Ledger() as ledger:
        Game(ledger, "w").add_trait("Josépha", "lasso", ephemeral=False)
    said = with_spoken_breaks(normalize_utterance(
        "josépha attrape le voleur au lasso le voleur est rapide et il fait nuit mais il boite"))
    _, events = run_action(OutOfScope(), tracker("out_of_scope", text=said,
                                                 metadata={"table": "w"}))
    question = _pending(events)["question"]
    assert "Josépha" in question and "deux dés contre deux" in question


def test_a_value_asked_for_and_given_runs_without_a_second_question(
        run_action: RunAction) -> None:
    """« compétence trois ou quatre, je sais plus » asks which; « quatre » throws."""
    with Ledger() as ledger:
        ledger.create_table("d", "deux_d6")
    pending = {"intent": "deux_d6_roll", "slots": {"skill": None, "difficulty": "ardue"},
               "missing": "skill", "verdict": "confirm", "names_checked": False}
    messages, _ = run_action(ActionResume(), tracker(
        "out_of_scope", [], {"table": "d", "seed": 4}, {"pending": pending, "answer": "4"},
        text="4"))
    assert "Dés" in table_said(messages)
    with Ledger() as ledger, Game(ledger, "d").read() as table:
        assert len(table.entries()) == 1


def test_the_same_roll_for_someone_else_with_a_score(run_action: RunAction) -> None:
    """« et quentin pareil avec trois » after Armelle's 2D6 roll: Quentin's, compétence 3,
    thrown at once (the roll was just made, only who and the score change)."""
    with Ledger() as ledger:
        ledger.create_table("q", "deux_d6")
    frame = {"intent": "deux_d6_roll", "slots": {"skill": "2", "difficulty": "simple",
                                                 "protagonist": "armelle"}}
    messages, events = run_action(FollowUp(), tracker(
        "follow_up", [{"entity": "protagonist", "value": "quentin", "start": 3, "end": 10}],
        {"table": "q"}, {"frame": frame}, text="et quentin pareil avec 3"))
    assert "compétence 3" in table_said(messages)
    assert not any(event.get("name") == "pending" and event.get("value") for event in events)
    with Ledger() as ledger, Game(ledger, "q").read() as table:
        assert len(table.entries()) == 1


def test_a_follow_up_that_is_no_roll_throws_no_tour(run_action: RunAction) -> None:
    """« et noor un quand même pour l'effort » after a 3-6-9 tour: no tour thrown again."""
    with Ledger() as ledger:
        ledger.create_table("n", "trois_six_neuf")
    frame = {"intent": "trois_six_neuf_turn", "slots": {"solde": "-2"}}
    messages, _ = run_action(FollowUp(), tracker(
        "follow_up", [], {"table": "n"}, {"frame": frame},
        text="et noor un quand même pour l'effort"))
    with Ledger() as ledger, Game(ledger, "n").read() as table:
        assert table.entries() == [] and messages


@pytest.mark.parametrize(("marked", "said", "name"), [
    ("aurélien", "et aurélien aussi lui, il a 2 points de fortune", "Aurélien"),
    ("jean", "et jean eudes aussi lui il a 2 points de fortune", "Jean-Eudes"),  # in two words
])
def test_a_character_made_like_the_one_before_with_his_own_points(
        run_action: RunAction, marked: str, said: str, name: str) -> None:
    with Ledger() as ledger:
        ledger.create_table("z", "fate")
    frame = {"intent": "create_character",
             "slots": {"protagonist": "nolwenn", "amount": "3",
                       "said": "crée le personnage nolwenn avec 3 points de fortune"}}
    _, events = run_action(FollowUp(), tracker(
        "follow_up", [{"entity": "protagonist", "value": marked, "start": 3, "end": 11}],
        {"table": "z"}, {"frame": frame}, text=said))
    assert _pending(events)["question"] == \
        f"Je crée le personnage {name} avec deux points de fortune ?"


def test_a_stress_cleared_is_cleared_again_for_someone_else(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("c", "fate")
        books = FateBooks(ledger, "c")
        for name in ("Gaspard", "Nolwenn"):
            books.create(name, 2)
            books.hit(name, "physique", 1)
    frame = {"intent": "fate_clear", "slots": {"protagonist": "gaspard",
                                               "said": "on efface le stress de gaspard"}}
    run_action(FollowUp(), tracker(
        "follow_up", [{"entity": "protagonist", "value": "nolwenn", "start": 9, "end": 16}],
        {"table": "c"}, {"frame": frame}, text="et pour nolwenn aussi"))
    with Ledger() as ledger, Game(ledger, "c").read() as table:
        assert not any(table.state.data(fate_key("Nolwenn"))["stress"]["physique"])


def test_a_hit_taken_with_its_consequence_checks_the_rest_on_a_box(run_action: RunAction) -> None:
    """Three dégâts, a légère absorbs one, box 2 the two others (seed 001: légère −1)."""
    with Ledger() as ledger:
        ledger.create_table("h", "fate")
        FateBooks(ledger, "h").create("Nolwenn", 3)
    messages, _ = run_action(GameAction.by_intent["fate_consequence"], tracker(
        "fate_consequence", [{"entity": "protagonist", "value": "nolwenn", "start": 0, "end": 7}],
        {"table": "h"}, text="nolwenn encaisse 3 de stress physique avec une conséquence légère "
                             "épaule mordue"))
    said = table_said(messages)
    assert "Conséquence légère : épaule mordue." in said and "Case 2" in said


def test_a_reserve_said_with_a_negation_moves_nothing() -> None:
    assert move_words("4 de marasme, il a pas le moral le pauvre morvan")["move"] is None
    assert move_words("morvan n'en perd aucun")["move"] is None
    assert move_words("noor gagne 2 dés de fortune")["move"] == "gain"


def test_a_2d6_score_said_as_what_someone_has_in_a_competence() -> None:
    assert roll_words("armelle crochète le secrétaire, elle a 3 en crochetage et c'est ardu") == \
        {"skill": "3", "difficulty": "ardue"}


def test_another_games_roll_nobody_said_is_not_asked_about(run_action: RunAction) -> None:
    """« je mélange les dés krâsses », read as a roll the model doubts: no « Quelle
    difficulté ? »."""
    with Ledger() as ledger:
        ledger.create_table("k", "krasses")
    messages, events = run_action(GameAction.by_intent["krasses_roll"], tracker(
        "krasses_roll", [], {"table": "k"}, text="attendez, je mélange les dés krâsses ceux avec "
                                                 "les petites têtes de mort", confidence=0.65))
    assert "pas compris" in table_said(messages)
    assert not any(event.get("name") == "pending" and event.get("value") for event in events)
