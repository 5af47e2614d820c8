"""What the twenty-ninth blind session set and the suite's old misses showed the actions
missing: a gauge said of someone named in two words is written for that one person, the one
the table knows when it knows one half; a 2D6 roll said with who rolls (first, or after its
score with « pour ») is thrown unasked; a roll the table's game reads whole, said while a
question waits, is a new command; a pool opening the line with a gauge that weighs on it is
a roll said, no gauge set; a player puts the krâsse he kept in the tas."""

from __future__ import annotations

import pytest
from action_helpers import RunAction, entity, pending_of, table_state, tracker

from actions.clarify import ValidateClarifyForm
from actions.game_actions import GameAction
from actions.games import load_every_game
from assistant.game import Game
from assistant.game.games.krasses import KRASSES_KEY
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


@pytest.mark.parametrize("known, written", [
    (None, "hyacinthe aubry"),
    ("Hyacinthe", "Hyacinthe"),
])
def test_a_gauge_of_someone_named_in_two_words_is_written_for_one_person(
        run_action: RunAction, known: str | None, written: str) -> None:
    table = "tw" + (known or "x")[:3].lower()
    with Ledger() as ledger:
        ledger.create_table(table, "hades")
        if known:
            Game(ledger, table).add_trait(known, "corde", ephemeral=False)
    run_action(GameAction.by_intent["gauge_set"], tracker(
        "gauge_set", [entity("protagonist", "aubry", 10), entity("level", 2, 22),
                      entity("gauge", "fatigue", 34)], {"table": table},
        text="hyacinthe aubry prend 2 barres de fatigue", confidence=0.98))
    state = table_state(table)
    found = state.find(written)
    assert found is not None and found.gauge("fatigue").level == 2
    assert state.find("aubry") is None or state.find("aubry") is found


@pytest.mark.parametrize("said, player", [
    ("berenger loup a 2 de charisme il met tout au tas", "berenger loup"),
    ("Début du scénario : Hyacinthe a 3 de charisme, elle met tout au tas", "Hyacinthe"),
    ("et maxence a 2 de charisme il met tout au tas", "maxence"),
])
def test_a_charisme_owner_named_in_two_words_is_one_player(run_action: RunAction, said: str,
                                                           player: str) -> None:
    with Ledger() as ledger:
        ledger.create_table("kc", "krasses")
    run_action(GameAction.by_intent["krasses_heap"],
               tracker("krasses_heap", text=said, confidence=0.7, metadata={"table": "kc"}))
    with Ledger() as ledger:
        entry, = ledger.journal("kc")
    assert entry.command["player"] == player


def _rolls(table: str) -> int:
    with Ledger() as ledger:
        return len(ledger.journal(table))


@pytest.mark.parametrize("said", [
    "gervais aime mecanique 4 c'est complexe",
    "gervais aime mecanique 4, c'est complexe",  # the breaks the chat writes in a transcript
    "pour anthelme competence 6 c'est dementiel il saute sur le toit du tram quand meme",
    "Bagarre 4 pour Gervais-Aimé contre Bagarre 5 pour Scipion, difficulté ardue.",
])
def test_a_2d6_roll_said_with_who_rolls_is_thrown_unasked(run_action: RunAction,
                                                          said: str) -> None:
    with Ledger() as ledger:
        ledger.create_table("dd", "deux_d6")
    before = _rolls("dd")
    run_action(GameAction.by_intent["deux_d6_roll"], tracker(
        "deux_d6_roll", [], {"table": "dd"}, text=said, confidence=0.66))
    assert _rolls("dd") == before + 1


def test_a_whole_roll_of_the_tables_game_said_while_a_question_waits_is_a_new_command(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("dq", "deux_d6")
    pending = {"intent": "deux_d6_roll", "slots": {"skill": None, "difficulty": "ardue"},
               "missing": "skill"}
    said = "bathilde baratine le veilleur de nuit : éloquence 2 contre 5, c'est ardu."
    messages, events = run_action(ValidateClarifyForm(), tracker(
        "resolve_pool", [], {"table": "dq"}, {"pending": pending, "requested_slot": "answer"},
        text=said, confidence=0.58))
    assert messages == []
    assert any(event.get("event") == "followup" and event.get("name") == "action_resolve_pool"
               for event in events)


def test_a_player_puts_the_krasse_he_kept_in_the_tas(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("kt", "krasses")
    run_action(GameAction.by_intent["krasses_heap"], tracker(
        "krasses_heap", text="Hyacinthe a 3 de charisme, elle en garde une", confidence=0.9,
        metadata={"table": "kt"}))
    run_action(GameAction.by_intent["krasses_heap"], tracker(
        "krasses_heap", [entity("protagonist", "hyacinthe")],
        text="Hyacinthe met sa krâsse gardée au tas.", confidence=0.9, metadata={"table": "kt"}))
    heap = table_state("kt").data(KRASSES_KEY)
    assert heap["heap"] == 3 and heap["kept"] == {"hyacinthe": 0}


def test_a_pool_said_with_the_gauge_that_weighs_on_it_sets_no_gauge(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "pg").add_trait("Thècle", "perche", ephemeral=False)
        Game(ledger, "pg").set_gauge("Thècle", "fatigue", 2)
        Game(ledger, "pg").roll(3, 2, "Thècle", 4)  # 2 against 2 with the fatigue
    messages, events = run_action(GameAction.by_intent["gauge_set"], tracker(
        "gauge_set", [entity("protagonist_dice", 2), entity("obstacle_dice", 2, 9),
                      entity("gauge", "fatigue", 19)], {"table": "pg"},
        text="2 contre 2 avec sa fatigue, c'est honnete", confidence=0.65))
    assert messages[0]["custom"]["table"] == "Pardon ?"  # talk about the roll just made
    assert pending_of(events) is None
    state = table_state("pg")
    assert state.find("Thècle").gauge("fatigue").level == 2
    with Ledger() as ledger:
        assert len(ledger.journal("pg")) == 3
