"""What the thirtieth blind session set showed the actions missing: a command that takes no
follow-up leaves none to continue (the odds asked after a roll of traits are no older gauge's
level); the same 2D6 roll for someone named in two words is thrown for that one; a krâsses
jet opposé names its player in two words; « on relance » with the referee's reason throws the
last turn again, and the last tour said again with a comment is talk."""

from __future__ import annotations


from action_helpers import RunAction, entity, pending_of, table_said, tracker

from actions.conversation import FollowUp, Reroll
from actions.game_actions import GameAction
from actions.games import load_every_game
from assistant.chat.session import frame_from_messages
from assistant.game import Game
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def test_a_roll_of_traits_hands_back_an_empty_frame(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "tf").add_trait("Gwénola", "arbalète+", ephemeral=False)
    said = "Gwénola vise le veilleur avec son arbalète ; le veilleur a une cuirasse."
    messages, _ = run_action(GameAction.by_intent["roll_traits"], tracker(
        "roll_traits", [entity("protagonist", "Gwénola"), entity("traits", "arbalète", 30)],
        {"table": "tf", "seed": 3}, text=said, confidence=0.99))
    assert frame_from_messages([{"custom": message.get("custom")} for message in messages]) == {}


def test_odds_asked_as_a_follow_up_with_no_frame_are_the_poolstable_said(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("to", "hades")
    messages, events = run_action(FollowUp(), tracker(
        "follow_up", [entity("protagonist_dice", 2, 5), entity("obstacle_dice", 2, 18)],
        {"table": "to"}, text="Et à deux contre deux, ça donnait quoi ?"))
    assert table_said(messages).startswith("Chances à 2 dés contre 2") and not pending_of(events)


def test_the_same_2d6_roll_for_someone_named_in_two_words(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dn", "deux_d6")
    frame = {"intent": "deux_d6_roll", "slots": {"skill": "4", "difficulty": "ardue",
                                                 "protagonist": "Évandre"}}
    _, events = run_action(FollowUp(), tracker(
        "follow_up", [entity("amount", 2, 30)], {"table": "dn"}, {"frame": frame},
        text="et azelie manon pareil avec 2"))
    assert pending_of(events) is None  # the same roll for someone named: thrown at once
    with Ledger() as ledger, Game(ledger, "dn").read() as read:
        (roll,) = read.entries()
    assert roll.command.get("skill") == "2"


def test_a_krasses_opposed_roll_against_a_player_named_in_two_words(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("ko", "krasses")
    said = ("jet oppose le chef des faux sauniers plus 7 contre anthelme roch plus 5 je mets "
            "deux krasses pour le chef")
    run_action(GameAction.by_intent["krasses_roll"], tracker(
        "krasses_roll", [entity("skill", "plus 7", 40)], {"table": "ko"}, text=said,
        confidence=0.65))
    with Ledger() as ledger, Game(ledger, "ko").read() as read:
        (roll,) = read.entries()
    assert roll.command.get("bonus") == 5 and roll.command.get("against") == 7


def _369_tour(run_action: RunAction, table: str, said: str, solde: str) -> None:
    """A 3-6-9 table with one tour thrown, its solde said."""
    with Ledger() as ledger:
        ledger.create_table(table, "trois_six_neuf")
    run_action(GameAction.by_intent["trois_six_neuf_turn"], tracker(
        "trois_six_neuf_turn", [entity("balance", solde, 20)], {"table": table, "seed": 4},
        text=said, confidence=0.99))


def test_a_369_relance_with_the_referees_reason_throws_the_last_turn_again(
        run_action: RunAction) -> None:
    _369_tour(run_action, "tr", "Tancrède lance le dé du destin, solde plus 11", "plus 11")
    _, events = run_action(Reroll(), tracker(
        "reroll", [], {"table": "tr"},
        text="on relance le meneur avait oublie que le toit est glissant"))
    assert "plus onze" in str((pending_of(events) or {}).get("question"))


def test_a_369_tour_said_again_with_a_comment_right_after_it_is_talk(
        run_action: RunAction) -> None:
    _369_tour(run_action, "tc", "dé du destin solde plus 4 pélagie saute", "plus 4")
    messages, events = run_action(GameAction.by_intent["trois_six_neuf_turn"], tracker(
        "trois_six_neuf_turn", [entity("amount", 4)], {"table": "tc"},
        text="plus 4 de solde et elle a quand meme les genoux qui tremblent", confidence=0.66))
    assert table_said(messages) == "Pardon ?" and not pending_of(events)
    with Ledger() as ledger:
        assert len(ledger.journal("tc")) == 1
