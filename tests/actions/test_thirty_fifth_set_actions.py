"""What the thirty-fifth blind set showed the actions missing: at a table of one protagonist
the speaker's « je », « mon personnage » is that protagonist (a player's own screen, solo
play), never a protagonist called « Mon »; a roll told in the first person with the obstacle
said through its pronoun (« je lance mon couteau … ; il a un harpon ») is the speaker's;
« raye-le de sa fiche » strikes the trait named before; a 2D6 roll against a defender said
again with a comment is talk; a 3-6-9 réserve said whole is said back whole when asked."""

from __future__ import annotations

from action_helpers import RunAction, asked_or_done, entity, tracker

from actions.context import TurnContext
from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.names import speakers_own
from actions.sheets import roll_told_with_the_sheet
from actions.table_game import told_again_with_a_comment
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.roles import Role
from assistant.wording.game_questions import GAME_QUESTIONS

load_every_game()  # registers the games' actions


def test_the_speakers_own_character_at_a_table_of_one() -> None:
    alone = ["Cyrielle-Aube"]
    assert speakers_own("je dépense une fortune pour une révélation", alone) == "Cyrielle-Aube"
    assert speakers_own("ajoute-la à mon personnage", alone, "mon") == "Cyrielle-Aube"
    assert speakers_own("je dépense une fortune", ["Cyrielle-Aube", "Tugdual"]) is None
    assert speakers_own("ajoute-la à Tugdual", alone, "Tugdual") is None
    assert speakers_own("une fortune pour la table", alone) is None


def test_a_fortune_for_my_character_goes_to_the_only_protagonist(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "pj").add_trait("Cyrielle-Aube", "navigatrice+", ephemeral=False)
    said = ("la Destinée me repasse une fortune pour le plan du nid-de-pie, ajoute-la à mon "
            "personnage.")
    _, events = run_action(GameAction.by_intent["fortune_gain"], tracker(
        "fortune_gain", [entity("protagonist", "mon", 70)], {"table": "pj", "seed": 2},
        text=said, confidence=0.9))
    assert asked_or_done(events, "pj")["protagonist"] == "Cyrielle-Aube"


def test_a_roll_told_in_the_first_person_against_a_pronoun() -> None:
    with Ledger() as ledger:
        game = Game(ledger, "pk")
        for trait in ("navigatrice+", "couteau de lancer"):
            game.add_trait("Cyrielle-Aube", trait, ephemeral=False)
    context = TurnContext(table="pk", gm=False)
    said = "je lance mon couteau sur le harponneur ; il a un harpon et une cotte de cuir."
    read = roll_told_with_the_sheet(context, said)
    assert read is not None
    assert read["protagonist"] == "Cyrielle-Aube"
    assert read["counted"] == [1, 2]
    told = "Cyrielle-Aube lance son couteau ; il a un harpon et une cotte de cuir."
    assert roll_told_with_the_sheet(context, told) is None  # « il » may be her: not guessed


def test_raye_le_strikes_the_trait_named_before(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "pr").add_trait("Jérôme-Athanase", "bâton ferré", ephemeral=False)
    said = "jérôme-athanase a brisé son bâton ferré sur le casque du garde, raye-le de sa fiche."
    _, events = run_action(GameAction.by_intent["remove_trait"], tracker(
        "remove_trait", [entity("trait", "raye-le", 67)], {"table": "pr", "seed": 2},
        text=said, confidence=0.9))
    assert asked_or_done(events, "pr")["trait"] == "bâton ferré"


def test_an_opposed_2d6_roll_said_again_with_a_comment_is_talk(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("po", "deux_d6")
    said = ("amédée-lou défie le contremaître au bras de fer : sa lutte à 6 contre la lutte du "
            "contremaître à 5, difficulté ardue.")
    run_action(GameAction.by_intent["deux_d6_roll"], tracker(
        "deux_d6_roll", [], {"table": "po", "seed": 2}, text=said, confidence=0.95))
    with Ledger() as ledger, Game(ledger, "po").read() as read:
        assert read.entries()[-1].kind == "deux_d6_oppose"
    words = {"skill": "6", "difficulty": "ardue", "against": "5"}
    comment = "6 contre 5 en ardue le contremaitre va pleurer sa mere"
    assert told_again_with_a_comment("po", Role.DESTINEE, "deux_d6_roll", words, comment)
    assert not told_again_with_a_comment("po", Role.DESTINEE, "deux_d6_roll", words,
                                         "6 contre 5 en ardue le contremaitre relance")


def test_a_reserve_said_whole_is_said_back_whole() -> None:
    slots = {"protagonist": "Maëlig-Ange", "move": "gain", "dice": [3, 2]}
    assert GAME_QUESTIONS["trois_six_neuf_move"](slots) == \
        "Maëlig-Ange gagne trois dés de fortune et deux de marasme ?"
    one = {"protagonist": "Théogène", "move": "gain", "kind": "fortune", "count": 1,
           "dice": [1, 0]}
    assert GAME_QUESTIONS["trois_six_neuf_move"](one) == "Théogène gagne un dé de fortune ?"
