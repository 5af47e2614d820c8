"""What the thirty-seventh blind set showed the actions missing: « mon personnage » before its
verb is the speaker's own at a table of one (never a protagonist called after the verb); « j'
invoque » right after a zFate roll is its roller's; a 3-6-9 « dé du destin » quoted moves no
Destin; a follow-up names a character said in two words whole."""

from __future__ import annotations

from action_helpers import RunAction, fate_table, pending_of, table_said, tracker

from actions.conversation import FollowUp
from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.names import speakers_own
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def test_my_character_before_its_verb_is_the_speakers_own() -> None:
    alone = ["Bénilde-Astrée"]
    said = ("mon personnage marchande avec le meunier, elle lui offre un remède avec son "
            "herboristerie")
    assert speakers_own(said, alone, "marchande") == "Bénilde-Astrée"
    assert speakers_own("Marchande lance trois dés", alone, "Marchande") is None


def test_an_invocation_in_the_first_person_is_the_rollers(run_action: RunAction) -> None:
    fate_table("ji", "Maïlys-Jeanne", "Ondine-Perle")
    with Ledger() as ledger:
        FateBooks(ledger, "ji").roll("bon", "correct", roller="Maïlys-Jeanne", seed=4)
    said = "aïe, moins 3 aux dés. j'invoque fille de garde-chasse, je connais ces haies."
    _, events = run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [], {"table": "ji", "seed": 3}, text=said, confidence=0.9))
    assert pending_of(events) is None
    with Ledger() as ledger, Game(ledger, "ji").read() as read:
        assert read.state.data(fate_key("Maïlys-Jeanne"))["fate_points"] == 2
        assert read.state.data(fate_key("Ondine-Perle"))["fate_points"] == 3


def test_the_369_destin_die_quoted_moves_no_destin(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dd", "trois_six_neuf")
    said = "moins 4 au dé du destin, même avec le plus 3 ça passe pas"
    messages, events = run_action(GameAction.by_intent["destin_adjust"], tracker(
        "destin_adjust", [{"entity": "amount", "value": -4, "start": 0, "end": 7}],
        {"table": "dd", "gm": True}, text=said, confidence=0.9))
    assert pending_of(events) is None and table_said(messages) == "Pardon ?"
    with Ledger() as ledger, Game(ledger, "dd").read() as read:
        assert read.state.destin == 0 and read.entries() == []


def test_a_follow_up_names_a_character_said_in_two_words_whole(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("tm", "fate")
    frame = {"intent": "create_character",
             "slots": {"protagonist": "ondine-perle", "amount": "3",
                       "said": "crée le personnage ondine-perle avec 3 points de fortune"}}
    _, events = run_action(FollowUp(), tracker(
        "follow_up", [], {"table": "tm"}, {"frame": frame},
        text="et tanguy malo aussi lui, il a 2 points de fortune"))
    assert (pending_of(events) or {})["question"] == \
        "Je crée le personnage Tanguy-Malo avec deux points de fortune ?"
