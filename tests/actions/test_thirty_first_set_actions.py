"""What the thirty-first blind session set and a whole session played by hand showed the
actions missing: traits gained in a list each keep their own puissance, and the question says
them as words; the same creation for someone who has his own count says no wrong count; a
trait written « à » a compound name said last is written for that person; odds asked in the
imperfect as a follow-up are given; a krâsses jet opposé names its player with a hyphen."""

from __future__ import annotations

from typing import Any

import pytest

from action_helpers import RunAction, entity, pending_of, table_state, tracker

from actions.conversation import FollowUp, OutOfScope
from actions.game_actions import GameAction
from actions.games import load_every_game
from assistant.game import Game
from assistant.game.sheets import traits_of
from assistant.ledger import Ledger
from assistant.nlu.talk import TALK_REASON

load_every_game()  # registers the games' actions


def test_traits_gained_in_a_list_keep_each_its_own_puissance(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "tl").add_trait("Marie-Éléonore", "corde", ephemeral=False)
    said = "Ajoute à la fiche de Marie-Éléonore les traits escrime héroïque et discrète"
    _, events = run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("protagonist", "marie-éléonore", 21),
                      entity("trait", "escrime héroïque et discrète", 51)],
        {"table": "tl"}, text=said, confidence=0.7))
    question = str((pending_of(events) or {}).get("question"))
    assert question == "J'ajoute les traits escrime héroïque et discrète à Marie-Éléonore ?"
    assert "+" not in question


def test_the_same_creation_with_its_own_count_never_says_the_count_before(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("tz", "fate")
    frame: dict[str, Any] = {"intent": "create_character", "slots": {
        "protagonist": "Hermance", "said": "Crée le personnage Hermance avec 3 points de fortune."}}
    _, events = run_action(FollowUp(), tracker(
        "follow_up", [entity("level", 2, 33)], {"table": "tz"}, {"frame": frame},
        text="et jean-ulrich aussi, lui il en a 2."))
    assert "trois" not in str((pending_of(events) or {}).get("question"))


def test_a_trait_written_for_a_compound_name_said_last(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "tj").add_trait("Marie-Éléonore", "corde", ephemeral=False)
    run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("trait", "pied-de-biche", 16)], {"table": "tj"},
        text="ajoute le trait pied-de-biche à jean-fiacre", confidence=0.95))
    state = table_state("tj")
    assert "pied-de-biche" not in [trait.name for trait in traits_of(state, "Marie-Éléonore")]
    assert "pied-de-biche" in [trait.name for trait in traits_of(state, "jean-fiacre")]


def test_odds_asked_in_the_imperfect_the_model_missed_are_given(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("tq", "hades")
    message_text = "Et à 3 contre 3, ça donnait quoi ?"
    latest = tracker("nlu_fallback", [entity("protagonist_dice", 3, 5),
                                      entity("obstacle_dice", 3, 14)], {"table": "tq"},
                     text=message_text, confidence=0.35)
    latest.latest_message[TALK_REASON] = True  # « donnait »: read as the past
    messages, _ = run_action(OutOfScope(), latest)
    assert str(messages[0]["custom"]["table"]).startswith("Chances à 3 dés contre 3")


@pytest.mark.parametrize("said, bonus, against", [
    ("Jet opposé, le molosse plus 6 contre Jehan-Côme plus 3, je mets deux krâsses pour le "
     "molosse.", 3, 6),
    ("Jet opposé entre le bailli à plus 7 et Anne-Quitterie à plus 5.", 5, 7),
])
def test_a_krasses_opposed_roll_names_its_player_with_a_hyphen(
        run_action: RunAction, said: str, bonus: int, against: int) -> None:
    table = "kh" + str(bonus)
    with Ledger() as ledger:
        ledger.create_table(table, "krasses")
    run_action(GameAction.by_intent["krasses_roll"], tracker(
        "krasses_roll", [], {"table": table}, text=said, confidence=0.8))
    with Ledger() as ledger, Game(ledger, table).read() as read:
        (roll,) = read.entries()
    assert (roll.command.get("bonus"), roll.command.get("against")) == (bonus, against)
