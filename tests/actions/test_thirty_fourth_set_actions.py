"""What the thirty-fourth blind set showed the actions missing: a second verb after « et »
the model read as a name (« … et danse entre les tables ») is no one when a protagonist of the
table is named; someone of the story acting with a thing, against nothing, is told, not rolled;
the invoker of a zFate Aspect named after an interjection and its stop (« Aïe. Aubérie invoque
… »). A 3-6-9 sacrifice said « pour monter son résultat d'un point » is tested with the other
sacrifices said with their purpose (``test_twenty_seventh_set_actions``)."""

from __future__ import annotations

from action_helpers import RunAction, asked_or_done, entity, tracker

from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.games.fate import FateInvoke
from actions.sheets import told_of_the_story
from assistant.game import Game
from assistant.game.games.fate import FateBooks
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def test_a_second_verb_read_as_a_name_is_no_one(run_action: RunAction) -> None:
    with Ledger() as ledger:
        game = Game(ledger, "dz")
        for trait in ("rapière+", "danseuse"):
            game.add_trait("Zénaïde-Mai", trait, ephemeral=False)
    said = ("le cousin aymar, qui est énorme et qui brandit un tabouret, fonce sur zénaïde-mai, "
            "mais il est soûl ; elle pare avec sa rapière et danse entre les tables.")
    _, events = run_action(GameAction.by_intent["roll_traits"], tracker(
        "roll_traits", [entity("protagonist", "danse", 130)], {"table": "dz", "seed": 3},
        text=said, confidence=0.9))
    slots = asked_or_done(events, "dz")
    assert slots.get("protagonist") == "Zénaïde-Mai"
    assert sorted(trait.rstrip("+") for trait in slots.get("traits") or ()) == \
        ["danseuse", "rapière", "soûl"]


def test_someone_of_the_story_acting_against_nothing_is_told() -> None:
    said = "le petit gabelou siffle, le contremaître déboule avec sa pique et deux molosses."
    assert told_of_the_story(said, {"traits": ["pique"]})
    assert not told_of_the_story("avec sa hache il fonce sur l'ogre", {"traits": ["hache"]})
    assert not told_of_the_story("lance avec sa pique", {"traits": ["pique"]})
    assert not told_of_the_story(said, {"traits": ["pique"], "obstacle_dice": 2})
    assert not told_of_the_story(said, {"traits": ["pique"], "protagonist": "Oriabel"})


def test_the_invoker_named_after_an_interjection_and_its_stop(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("fi", "fate")
        books = FateBooks(ledger, "fi")
        books.create("Aubérie", 3)
        books.roll("correct", "excellent", seed=4)
    said = ("Aïe. Aubérie invoque Ancienne caissière de nuit pour relancer les dés, elle connaît "
            "le truc de la porte.")
    run_action(FateInvoke(), tracker("fate_invoke", [entity("protagonist", "ancienne", 21)],
                                     {"table": "fi", "seed": 5}, text=said))
    with Ledger() as ledger, Game(ledger, "fi").read() as read:
        invoked = read.entries()[-1]
    assert invoked.kind == "fate_invoke"
    assert invoked.command.get("name") == "Aubérie"
