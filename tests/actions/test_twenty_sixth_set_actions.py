"""What the twenty-sixth blind session set showed the actions missing: a known compound name
said in two words is that character in every game's command (« anne flore sacrifie un dé de
fortune »), and a new one is created whole (« Crée le personnage Rose-Aimée », « anne flore
quatre dés de fortune »); a krâsses roll with « une de ses krâsses » by a character the model
never marked takes hers; a 2D6 roll at a sure difficulty is said at once, a follow-up « et
pour Léopold-Marie, avec deux ? » throws for him, and a 2D6 roll said again whole after an
undo is read by its own words; a bare pool said again after a cry is talk; a fortune's trait
is found under the spelling speech gives it (« sifflet d argent »)."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, table_said, tracker

from actions.conversation import FollowUp, OutOfScope
from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.games.deux_d6 import roll_words
from actions.said_words import plain_words
from actions.table_game import tables_intent
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.game.names import table_names
from assistant.game.games.krasses import KrassesBooks
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any] | None:
    return next((event["value"] for event in events if event.get("name") == "pending"), None)


def _data(table: str, key: str) -> Any:
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return read.state.data(key)


def _entries(table: str) -> int:
    with Ledger() as ledger, Game(ledger, table).read() as read:
        return len(read.entries())


def test_a_character_created_with_a_hyphenated_name_keeps_it_whole(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("rz", "fate")
    run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", [entity("protagonist", "rose", 30)], {"table": "rz"},
        text="on démarre la séance. crée le personnage rose-aimée avec 3 points de fortune"))
    assert _data("rz", fate_key("Rose-Aimée"))["fate_points"] == 3
    assert _data("rz", fate_key("Rose")) is None


def test_a_reserve_said_for_a_compound_name_in_two_words(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("af", "trois_six_neuf")
    run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", [entity("protagonist", "anne", 0)], {"table": "af"},
        text="anne flore 4 dés de fortune et 0 de marasme"))
    assert [name.lower() for name in table_names("af")] == ["anne-flore"]


def test_a_known_compound_name_said_in_two_words_is_that_character(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("sx", "trois_six_neuf")
        books = TroisSixNeufBooks(ledger, "sx")
        books.reserve("Anne-Flore", 4, 0)
        books.reserve("Anne", 2, 0)
        books.turn(5, seed=3)
    messages, _ = run_action(GameAction.by_intent["trois_six_neuf_move"], tracker(
        "trois_six_neuf_move", [entity("protagonist", "anne", 0)], {"table": "sx"},
        text="anne flore sacrifie un dé de fortune pour la pousser", confidence=0.95))
    assert "Anne-Flore" in table_said(messages)


def test_her_own_krasses_for_a_name_the_model_never_marked(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("kz", "krasses")
        books = KrassesBooks(ledger, "kz")
        books.heap(player="Zélia-Marthe", charisme=2, to_heap=0)
        books.heap(conteur=5)
    said = ("zélia-marthe embobine le marchand de ressorts, plus 4 contre moyen avec une de ses "
            "krâsses, il a un faible pour les rousses")
    run_action(GameAction.by_intent["roll_traits"], tracker(
        "roll_traits", [entity("skill", "plus 4", 45), entity("difficulty", "moyen", 60)],
        {"table": "kz"}, text=said, confidence=0.9))
    assert _data("kz", "krasses") == {"heap": 5, "kept": {"zélia-marthe": 1}}


def test_a_2d6_roll_at_a_sure_difficulty_is_said_at_once(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dd", "deux_d6")
    said = "léopold-marie rattrape le fiacre à pied : course 3, difficulté impossible."
    messages, events = run_action(OutOfScope(), tracker("nlu_fallback", text=said,
                                                        metadata={"table": "dd"}))
    assert "Impossible" in table_said(messages) and not _pending(events)
    assert _entries("dd") == 0


def test_a_follow_up_for_another_with_his_score_throws_for_him(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("df", "deux_d6")
    frame = {"intent": "deux_d6_roll", "slots": {"skill": "4", "difficulty": "simple",
                                                 "protagonist": "honorine"}}
    run_action(FollowUp(), tracker("follow_up", [entity("amount", 2, 30)], {"table": "df"},
                                   {"frame": frame}, text="et pour léopold-marie, avec 2 ?"))
    with Ledger() as ledger, Game(ledger, "df").read() as read:
        (roll,) = read.entries()
    assert roll.command.get("skill") == "2"


def test_a_2d6_roll_said_again_whole_is_read_by_its_own_words(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dc", "deux_d6")
    frame = {"intent": "deux_d6_roll", "slots": {"skill": "4", "difficulty": "complexe",
                                                 "protagonist": "barnabé"}}
    _, events = run_action(FollowUp(), tracker(
        "follow_up", [entity("amount", 4, 7), entity("protagonist", "barnabé", 25)],
        {"table": "dc"}, {"frame": frame}, text="chimie 4, ardu, pour barnabé."))
    assert "Ardue" in str((_pending(events) or {}).get("question"))


def test_the_last_pool_said_again_after_a_cry_is_talk(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "ay").roll(1, 2, "Marie-Lou", seed=2)
    messages, _ = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", [entity("protagonist_dice", 1, 6), entity("obstacle_dice", 2, 20)],
        {"table": "ay"}, text="aille 1 dé contre 2 la pauvre", confidence=0.9))
    assert _entries("ay") == 1 and "Pardon" in table_said(messages)


def test_a_trait_kept_with_a_fortune_under_the_spelling_speech_gives_it(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        game = Game(ledger, "sf")
        game.add_trait("Clervie", "sifflet d'argent", ephemeral=True)
        game.gain_fortune("Clervie", 1)
    run_action(GameAction.by_intent["consolidate"], tracker(
        "consolidate", [entity("protagonist", "clervie", 0),
                        entity("trait", "sifflet d argent", 20)], {"table": "sf"},
        text="clervie garde le sifflet d argent avec une fortune", confidence=0.99))
    with Ledger() as ledger, Game(ledger, "sf").read() as read:
        entries = read.entries()
    assert entries[-1].kind == "consolidate" and "durable" in entries[-1].reply.table


def test_a_2d6_skill_said_with_whom_it_is_for_and_what_helps() -> None:
    said = ("le chimiste attaque barnabé avec une cornue : bagarre 4 pour barnabé contre bagarre "
            "5 pour le chimiste, difficulté ardue.")
    assert roll_words(plain_words(said)) == {"skill": "4", "difficulty": "ardue", "against": "5"}
    said = "judicaël file le suspect : filature 6 avec son entraînement d'hier, ardue."
    assert roll_words(plain_words(said)) == {"skill": "6", "difficulty": "ardue"}


def test_a_zfate_hit_heard_as_stresse() -> None:
    with Ledger() as ledger:
        ledger.create_table("zs", "fate")
    said = "et là le harpon hippolyte encaisse 2 de stresse physique"
    assert tables_intent("fate_clear", "zs", said) == "fate_hit"


def test_a_roll_told_with_the_obstacles_wound_read_as_a_gauge_is_asked(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        game = Game(ledger, "cm")
        game.add_trait("Élouan", "pirogue", ephemeral=False)
        game.add_trait("Élouan", "cartographie++", ephemeral=False)
    said = ("un caïman sort de l'eau, il est énorme, il a une mâchoire d'acier mais il est blessé "
            "à l'oeil elouan le repousse avec sa pirogue")
    _, events = run_action(GameAction.by_intent["gauge_set"], tracker(
        "gauge_set", [entity("gauge", "blessure", 80)], {"table": "cm"}, text=said,
        confidence=0.38))
    pending = _pending(events) or {}
    assert pending.get("intent") == "roll_traits"
    assert "mâchoire d'acier" in pending["slots"]["obstacle_traits"]
    assert _entries("cm") == 2


def test_a_roll_led_by_a_compound_name_is_theirs_not_a_helpers(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("je", "fate")
        books = FateBooks(ledger, "je")
        for name in ("Jean-Eudes", "Hermance", "Maelwenn"):
            books.create(name, 2)
    said = ("jean-eudes tire le bac vers la berge hermance et maelwenn l'aident physique bon "
            "contre bon")
    run_action(GameAction.by_intent["fate_roll"], tracker(
        "fate_roll", [entity("protagonist", "maelwenn", 50), entity("skill", "bon", 80),
                      entity("opposition", "bon", 92)], {"table": "je"}, text=said,
        confidence=0.95))
    with Ledger() as ledger, Game(ledger, "je").read() as read:
        roll = read.entries()[-1]
    assert roll.kind == "fate_roll" and roll.command["roller"] == "Jean-Eudes"  # as kept
