"""« What the result means » through the game service and the command line."""

from __future__ import annotations

from assistant.game import Game
from hades_core.dice import SeededDice
from hades_core.meaning import meaning
from hades_core.resolution import resolve_pool


def test_roll_with_an_action_says_one_sentence_of_its_row(hades_json) -> None:
    answer = hades_json("roll", "3", "2", "--action", "contourner", "--seed", "3")
    outcome = resolve_pool(3, 2, SeededDice(3)).outcome.key
    expected = meaning("contourner", outcome)
    assert answer["data"]["interpretation"]["short"] == expected.short
    assert answer["data"]["interpretation"]["table"] == "contourner"
    assert answer["table"].endswith(expected.short)
    plain = hades_json("roll", "3", "2", "--seed", "3")
    assert "interpretation" not in plain["data"]


def test_shift_reads_the_new_row_and_meaning_reads_the_whole_row(game: Game) -> None:
    game.gain_fortune("Alice", 1)
    rolled = game.roll(3, 2, seed=3, action="contourner")
    assert rolled.data["outcome"] == "presque"
    shifted = game.shift("Alice")
    assert shifted.data["interpretation"]["text"] == "On a réussi et on a pu passer l'obstacle."
    whole = game.interpretation()
    assert whole.table == "Succès pour contourner : on a réussi et on a pu passer l'obstacle."
    other = game.interpretation("observer")
    assert other.data["table"] == "observer" and other.data["row"] == "succes"


def test_script_and_competition_use_their_own_table(game: Game) -> None:
    game.script([(1, 2), (2, 1), (2, 1)], seed=3)
    assert game.interpretation().data["table"] == "script"
    game.competition((2, 1), (2, 2), seed=4)
    assert game.interpretation().data["table"] == "competition"
    game.roll(2, 2, seed=1)
    assert game.interpretation().data["table"] == "general"


def test_proposal_is_journaled_with_its_seed_and_undoable(hades, hades_json) -> None:
    first = hades_json("propose", "prejudice", "--seed", "2")
    again = hades_json("propose", "prejudice", "--seed", "2")
    assert first["data"]["text"] == again["data"]["text"]
    assert first["table"].startswith("Préjudice possible : ")
    assert hades("undo")[1] == "J'annule la proposition.\n"
    code, _, err = hades("roll", "2", "2", "--action", "voler")
    assert code == 2 and "voler" in err


def test_automatic_resolution_reads_the_destin_row_of_the_action(hades, hades_json) -> None:
    failed = hades_json("auto", "--action", "observer")
    assert failed["data"]["success"] is False
    assert failed["table"].endswith("On obtient une info erronée mais on gagne un point de destin.")
    hades("destin", "adjust", "3")
    done = hades_json("auto", "--action", "negocier")
    assert done["table"].endswith("On obtient ce qu'on veut mais on perd un point de destin.")
    assert hades_json("auto", "--trait", "--action", "encaisser")["data"]["interpretation"][
        "row"] == "destin_positif"
