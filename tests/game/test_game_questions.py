"""The yes/no question before an unsure command says the command back, for every game: who
and the values on both sides, never a question that says nothing (« Je fais ce que vous avez
demandé ? »), so that a « oui » said by ear confirms what was understood."""

from __future__ import annotations

import pytest

from assistant.nlu.trust import load_policy
from assistant.wording.game_questions import GAME_QUESTIONS
from assistant.wording.understanding import QUESTIONS, confirmation_question


def test_every_command_that_changes_the_table_has_its_own_question() -> None:
    policy = load_policy()
    missing = [intent for intent in sorted(policy.changing)
               if intent not in QUESTIONS and intent not in GAME_QUESTIONS]
    assert missing == []


@pytest.mark.parametrize(("intent", "slots", "question"), [
    ("fate_roll", {"skill": "mediocre", "opposition": "legendaire", "protagonist": "océane"},
     "Je lance Médiocre contre Légendaire pour Océane ?"),
    ("krasses_roll", {"skill": "+2", "difficulty": "heroique", "krasse_dice": "2"},
     "Je lance plus deux contre Héroïque avec deux krâsses ?"),
    ("krasses_roll", {"skill": "+3", "difficulty": "ardu", "krasse_dice": "1",
                      "player": "quitterie-anaëlle"},
     "Je lance plus trois contre Ardu avec une krâsse gardée par Quitterie-Anaëlle ?"),
    ("deux_d6_roll", {"skill": "3", "difficulty": "ardue", "protagonist": "hugo"},
     "Je lance compétence plus trois, difficulté Ardue pour Hugo ?"),
    ("deux_d6_roll", {"skill": "5", "against": "4", "difficulty": "simple",
                      "protagonist": "bénédicte"},
     "Je lance compétence plus cinq contre compétence plus quatre, difficulté Simple pour "
     "Bénédicte ?"),
    ("krasses_heap", {"krasse_dice": "3"}, "Je mets trois krâsses au tas ?"),
    ("trois_six_neuf_turn", {"solde": "-4"}, "Je lance le dé du destin, solde moins quatre ?"),
    ("fate_hit", {"protagonist": "timothée", "amount": "2", "stress": "physique"},
     "Timothée encaisse deux de stress physique ?"),
])
def test_another_games_question_says_its_values_in_words(intent: str, slots: dict,
                                                         question: str) -> None:
    assert confirmation_question(intent, slots) == question


def test_a_zfate_hit_says_the_consequences_it_takes() -> None:
    asked = GAME_QUESTIONS["fate_hit"]({"protagonist": "baptiste", "amount": "4",
                                        "stress": "physique",
                                        "consequences": {"moderee": "Côtes fêlées"}})
    assert asked == ("Baptiste encaisse quatre de stress physique avec une conséquence modérée,"
                     " Côtes fêlées ?")
    unnamed = GAME_QUESTIONS["fate_hit"]({"protagonist": "baptiste", "amount": "2",
                                          "stress": "mental",
                                          "consequences": {"legere": "Conséquence légère"}})
    assert unnamed.endswith("avec une conséquence légère ?")


def test_a_krasses_jet_oppose_says_the_opponents_bonus() -> None:
    asked = GAME_QUESTIONS["krasses_roll"]({"skill": "plus 4", "against": "plus 4",
                                            "difficulty": "opposition"})
    assert asked == "Je lance plus quatre contre plus quatre, en opposition ?"
