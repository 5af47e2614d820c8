"""What the thirty-third blind set showed the games' actions missing: a zFate roll said without
« contre » (« c'est très difficile, disons Excellent ») or after another « contre » of the story;
a follow-up of the odds (« et contre médiocre ? ») keeps what it does not say; the roll just
thrown said again with a comment after a comma is talk; a 2D6 compétence said with « toujours
ardu »; krâsses said for the adversaire of a jet opposé, a player's last kept krâsse, a
charisme said apart from its number."""

from __future__ import annotations

from typing import Any

import pytest
from action_helpers import RunAction, tracker

from actions.conversation import FollowUp
from actions.games import load_every_game
from actions.games.deux_d6 import roll_words as deux_d6_roll_words
from actions.games.fate import roll_words as fate_roll_words
from actions.games.krasses import krasse_counts, roll_words as krasses_roll_words
from actions.said_words import plain_words
from actions.table_game import followed_roll, told_again_with_a_comment
from assistant.game.games.fate import FateBooks
from assistant.ledger import Ledger
from assistant.roles import Role

load_every_game()  # registers the games' actions


@pytest.mark.parametrize("said, skill, opposition", [
    ("Gauvain-Loïs saute par-dessus l'étal, Athlétisme Correct, c'est très difficile, disons "
     "Excellent.", "correct", "excellent"),
    ("Gauvain-Loïs et Perrine-Azélis poussent le congélateur contre la porte, Physique Correct "
     "contre Bon, elle l'aide.", "correct", "bon"),
    ("Athlétisme à Bon, je fixe la difficulté à Correct", "bon", "correct"),
    ("Bon, disons Correct", None, "correct"),
])
def test_a_zfate_roll_reads_its_two_levels(said: str, skill: str | None,
                                          opposition: str) -> None:
    assert fate_roll_words(plain_words(said)) == {"skill": skill, "opposition": opposition}


def test_the_odds_followed_up_keep_what_the_follow_up_does_not_say() -> None:
    asked = {"intent": "odds_query",
             "slots": {"system": "fate", "words": "quelles sont les chances, correct contre bon ?"}}
    assert followed_roll("fate", asked) == {"skill": "correct", "opposition": "bon"}
    again = {"intent": "odds_query", "slots": {"system": "fate", "words": "et contre médiocre ?",
                                               "earlier": {"skill": "correct", "opposition": "bon"}}}
    assert followed_roll("fate", again) == {"skill": "correct", "opposition": "mediocre"}
    thrown = {"intent": "fate_roll", "slots": {"skill": "bon", "opposition": "correct",
                                               "protagonist": None}}
    assert followed_roll("fate", thrown) == {"skill": "bon", "opposition": "correct"}
    assert followed_roll("fate", {"intent": "gauge_set", "slots": {}}) == {}


def test_a_follow_up_of_the_odds_at_a_zfate_table_answers_the_new_odds(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("o1", "fate")
    frame = {"intent": "odds_query",
             "slots": {"system": "fate", "words": "quelles sont les chances, correct contre bon ?"}}
    messages, _ = run_action(FollowUp(), tracker("follow_up", [], {"table": "o1"},
                                                 slots={"frame": frame},
                                                 text="et contre médiocre ?"))
    said = messages[0]["custom"]["table"]
    assert said.startswith("Chances à Correct, plus deux, contre Médiocre, zéro")


def _fate_roll(table: str, skill: str, opposition: str) -> None:
    with Ledger() as ledger:
        ledger.create_table(table, "fate")
        FateBooks(ledger, table).roll(skill, opposition, seed=3)


@pytest.mark.parametrize("said, talk", [
    ("correct contre excellent, il lui faut au moins plus 2 aux dés, autant prier.", True),
    ("correct contre excellent, elle retente sa chance", False),
    ("correct contre excellent, c'est très difficile", False),
    ("bon contre excellent, il lui faut plus 2", False),
])
def test_the_roll_just_thrown_said_again_with_a_comment_is_talk(said: str, talk: bool) -> None:
    _fate_roll("t1", "correct", "excellent")
    words = fate_roll_words(plain_words(said))
    assert told_again_with_a_comment("t1", Role.DESTINEE, "fate_roll", words, said) is talk


def test_a_2d6_competence_said_with_toujours_before_its_difficulty() -> None:
    assert deux_d6_roll_words(plain_words("bathilde-rose, course 4, toujours ardu.")) == \
        {"skill": "4", "difficulty": "ardue"}


def test_krasses_said_for_the_adversaire_of_a_jet_oppose_are_counted() -> None:
    read: dict[str, Any] = krasses_roll_words(plain_words(
        "jet opposé, le passeur borgne plus 5 contre hermelinde-joy plus 4, je mets 2 krâsses "
        "pour le passeur"))
    assert (read["skill"], read["against"], read["krasse_dice"], read["npc_dice"]) == \
        ("plus 4", "plus 5", "2", True)


@pytest.mark.parametrize("said, counted", [
    ("plus 5 contre ardu avec sa dernière krâsse gardée", ("1", None)),
    ("plus 5 contre ardu avec sa krâsse gardée", ("1", None)),
    ("plus 5 contre ardu avec 2 krâsses de circonstance", (None, "2")),
])
def test_a_players_last_kept_krasse_is_one_die(said: str, counted: tuple) -> None:
    assert krasse_counts(said) == counted


@pytest.mark.parametrize("system, earlier, said, found", [
    ("deux_d6", {"skill": "5", "difficulty": "ardue"}, "et en complexe ?",
     {"skill": "5", "difficulty": "complexe"}),
    ("deux_d6", {"skill": "5", "difficulty": "ardue"}, "et à 6 ?",
     {"skill": "6", "difficulty": "ardue"}),
    ("krasses", {"skill": "plus 4", "difficulty": "difficile"}, "et avec 2 krâsses ?",
     {"skill": "plus 4", "difficulty": "difficile", "krasse_dice": "2"}),
])
def test_a_value_asked_again_completes_the_roll_it_follows(system: str, earlier: dict, said: str,
                                                           found: dict) -> None:
    from actions.table_game import roll_completed

    assert roll_completed(system, said, earlier) == found
    assert roll_completed(system, "et alors ?", earlier) is None
