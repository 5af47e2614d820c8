"""What the twenty-eighth blind session set showed the actions missing: a character made with
« crée-lui son personnage » for the player the line says has just come; a trait said with a
number written in words and matched as heard; a bare pool said with a comment that is not the
last roll's asked about, never thrown unasked, in every game; a character made like the last
one with its own count (« lui il en a deux »); a word completing a thing (« ta chanson de
marin ») is no one."""

from __future__ import annotations

import pytest
from action_helpers import RunAction, entity, pending_of, table_state, tracker

from actions.conversation import continued_amount
from actions.game_actions import GameAction
from actions.games import load_every_game
from actions.sheets import anchored_roll
from assistant.game import Game
from assistant.game.games.fate import fate_key
from assistant.game.sheets import traits_of
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


@pytest.mark.parametrize("said", [
    "Ah, voilà Aziliz ! Crée-lui son personnage avec 1 point de fortune.",
    "aziliz arrive enfin crée lui son personnage avec 1 point de fortune",
])
def test_a_character_made_for_the_player_who_has_just_come(run_action: RunAction,
                                                             said: str) -> None:
    with Ledger() as ledger:
        ledger.create_table("za", "fate")
    run_action(GameAction.by_intent["create_character"],
               tracker("create_character", text=said, metadata={"table": "za"}))
    with Ledger() as ledger, Game(ledger, "za").read() as table:
        assert table.state.data(fate_key("Aziliz"))["fate_points"] == 1


def test_crée_lui_without_anyone_come_names_no_one(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("zb", "fate")
    run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", text="crée lui son personnage avec 1 point de fortune",
        metadata={"table": "zb"}))
    with Ledger() as ledger, Game(ledger, "zb").read() as table:
        assert table.state.data(fate_key("lui")) is None


def test_a_trait_said_with_a_number_is_written_in_words_and_counted_as_heard(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "tn").add_trait("Amalric-Jude", "marteau", ephemeral=False)
    run_action(GameAction.by_intent["add_trait"], tracker(
        "add_trait", [entity("protagonist", "amalric-jude", 0), entity("trait", "doit 3", 36)],
        {"table": "tn"}, text="Amalric-Jude gagne le défaut doit 3 cloches au duc",
        confidence=0.99))
    written = [trait.name for trait in traits_of(table_state("tn"), "Amalric-Jude")]
    assert "doit trois cloches au duc" in written
    with Ledger() as ledger:
        slots = anchored_roll(Game(ledger, "tn"), {}, "amalric-jude frappe le garde avec son "
                              "marteau ; le garde a une hallebarde et il sait qu'amalric-jude "
                              "doit 3 cloches au duc")
    assert slots["obstacle_traits"] == ["hallebarde", "doit trois cloches au duc"]


def test_a_bare_pool_with_a_comment_is_asked_about_unless_it_is_the_last_roll(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "cp").roll(2, 3, "Bénilde", 4)
    said = "1 dé contre 3 avec la cuisse ouverte, il est courageux, le garçon."
    _, events = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", [entity("protagonist_dice", 1, 0), entity("obstacle_dice", 3, 14)],
        {"table": "cp"}, text=said, confidence=0.99))
    assert (pending_of(events) or {}).get("question")
    with Ledger() as ledger, Game(ledger, "cp").read() as table:
        assert len([entry for entry in table.entries() if entry.kind == "roll"]) == 1


def test_a_character_made_like_the_last_one_keeps_the_count_said() -> None:
    assert continued_amount("create_character", "wandrille pareil mais lui il en a 2", {}) \
        == {"amount": 2}


def test_a_word_completing_a_thing_is_no_one_when_a_known_name_is_said(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "zm").add_trait("Zéphyrine", "chant", ephemeral=False)
    run_action(GameAction.by_intent["fortune_gain"], tracker(
        "fortune_gain", [entity("protagonist", "marin", 44)], {"table": "zm"},
        text="tiens zephyrine une fortune pour ta chanson de marin", confidence=0.95))
    state = table_state("zm")
    assert state.find("Zéphyrine").fortunes == 1 and state.find("marin") is None


def test_a_roll_of_another_game_said_bare_with_a_comment_is_asked_about(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("kc", "krasses")
    _, events = run_action(GameAction.by_intent["krasses_roll"], tracker(
        "krasses_roll", text="plus 4 contre plus 6 avec 2 krâsses en face, elle était cuite "
                             "d'avance.", metadata={"table": "kc"}, confidence=0.99))
    assert (pending_of(events) or {}).get("question")
