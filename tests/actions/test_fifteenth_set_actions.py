"""What the fifteenth and sixteenth blind session sets showed the actions missing: a known name
said first before its verb, a nickname as the subject, a roll of traits told without a word of
rolling, points of fortune given to a zFate character already made, a 3-6-9 mise asked for
its die, a zFate doubt read from a line the model took for a choice."""

from __future__ import annotations

from action_helpers import entity, tracker

from actions.conversation import OutOfScope
from actions.games import load_every_game
from actions.game_actions import GameAction
from actions.sheets import anchored_roll
from assistant.game import Game
from assistant.game.games.fate import fate_key
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.ledger import Ledger
from assistant.nlu.normalize import normalize_utterance
from assistant.nlu.spoken_breaks import with_spoken_breaks

load_every_game()  # registers the games' actions


def _haunted_table() -> None:
    with Ledger() as ledger:
        game = Game(ledger, "t")
        game.add_trait("Clothilde", "exorcisme+", ephemeral=False)
        game.add_trait("Clothilde", "chapelet", ephemeral=False)
        game.add_trait("Tancrède", "pied de biche", ephemeral=False)
        game.add_trait("Tancrède", "costaud", ephemeral=False)


def _pending(events: list) -> dict:  # type: ignore[type-arg]
    return next(event["value"] for event in events if event.get("name") == "pending")


def test_an_obstacle_told_first_ends_where_a_known_name_starts_its_verb() -> None:
    """« … il connaît la maison par cœur clothilde l'affronte avec … »: the curé's clauses,
    then Clothilde's own sentence, though the recogniser wrote no stop."""
    _haunted_table()
    said = with_spoken_breaks(normalize_utterance(
        "le curé apparaît en haut de l'escalier il est glacial il traverse les murs et il connaît "
        "la maison par cœur clothilde l'affronte avec son exorcisme et son chapelet"))
    with Ledger() as ledger:
        slots = anchored_roll(Game(ledger, "t"), {}, said,
                              frozenset({"apparait", "est", "traverse", "connait"}))
    assert slots["protagonist"] == "Clothilde"
    assert slots["counted"] == [3, 3]


def test_a_roll_told_without_a_word_of_rolling_is_asked(run_action) -> None:
    """« tancrede force la porte … avec son pied de biche, il est costaud, en face … », which
    the model took for no command, is asked about with both sides said back."""
    _haunted_table()
    said = with_spoken_breaks(normalize_utterance(
        "tancrede force la porte de la cuisine avec son pied de biche il est costaud en face la "
        "porte est en chêne massif elle est barrée de l'intérieur et il fait noir"))
    _, events = run_action(OutOfScope(), tracker("out_of_scope", text=said,
                                                 metadata={"table": "t"}))
    question = _pending(events)["question"]
    assert "Tancrède" in question and "deux dés contre trois" in question


def test_a_nickname_said_as_the_subject_is_asked_about(run_action) -> None:
    _haunted_table()
    said = normalize_utterance("clo récite le rituel avec son exorcisme, en face le curé a une "
                               "haine héroïque")
    _, events = run_action(GameAction.by_intent["roll_traits"],
                           tracker("roll_traits", text=said, metadata={"table": "t"}))
    assert _pending(events)["question"] == "Vous voulez dire Clothilde ?"


def test_points_of_fortune_given_to_a_character_already_made_are_gained(run_action) -> None:
    with Ledger() as ledger:
        ledger.create_table("z", "fate")
    run_action(GameAction.by_intent["create_character"],
               tracker("create_character", text="crée le personnage cyprien avec 2 points de "
                       "fortune", metadata={"table": "z"}))
    messages, _ = run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", [entity("protagonist", "cyprien", 6)],
        text="tiens cyprien, 1 point de fortune pour ta réplique", metadata={"table": "z"}))
    assert "3 en tout" in messages[0]["custom"]["table"]
    with Ledger() as ledger, Game(ledger, "z").read() as table:
        assert table.state.data(fate_key("cyprien"))["fate_points"] == 3


def test_a_mise_said_with_its_die_but_not_its_kind_asks_which(run_action) -> None:
    with Ledger() as ledger:
        ledger.create_table("n", "trois_six_neuf")
        TroisSixNeufBooks(ledger, "n").reserve("Aurélien", 3, 1)
    _, events = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", text="aurélien veut miser 1 dé avant le tour", metadata={"table": "n"},
        confidence=0.54))
    assert _pending(events)["missing"] == "kind"


def test_a_doubt_between_two_levels_read_as_a_choice_is_asked(run_action) -> None:
    """« …, Tir euh Moyen ou Correct, je sais plus, contre Correct », which the model read as
    a choice between two options: « Moyen ou correct ? », never « Correct contre Correct »."""
    with Ledger() as ledger:
        ledger.create_table("f", "fate")
    said = normalize_utterance("Cyprien tire sur le verrou du grillage, Tir euh Moyen ou "
                               "Correct, je sais plus, contre Correct")
    _, events = run_action(GameAction.by_intent["oracle_choice"], tracker(
        "oracle_choice", text=said, metadata={"table": "f"}, confidence=0.84))
    pending = _pending(events)
    assert (pending["missing"], pending["question"]) == ("skill", "Moyen ou correct ?")
