"""Issue 18, points 13 and 14 without the model: what the games' actions read from the words,
the rules answers of each game, and the state a table of another game shows."""

from __future__ import annotations

import pytest

from actions.games.fate_help import RollHelp, roll_help
from actions.games.krasses import contre_words, coop_words, opposed_words, roll_owner
from actions.games.trois_six_neuf import move_words, reserve_counts, solde_words
from actions.said_words import plain_words
from actions.systems import _two_dice
from assistant.cli import main
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.wording.games import rules_answer
from hades_core.systems.spoken_values import slot_value


def test_two_d6_said_as_the_normalisation_writes_it() -> None:
    assert _two_dice("on joue à 2 dés") == "deux_d6"
    assert _two_dice("je lance 2 dés contre 3") is None
    assert slot_value("choose_system", "system", "2 dés") == "deux_d6"
    assert slot_value("choose_system", "system", "fate") == "fate"


@pytest.mark.parametrize(("said", "solde"), [
    ("dé du destin avec un solde de plus 12 contre l'orque", "plus 12"),
    ("le solde est de moins 3", "moins 3"),
    ("on lance avec plus 1 de solde", "plus 1"),
    ("tour de 3-6-9 solde 5", "5"),
])
def test_a_solde_said_in_a_sentence(said: str, solde: str) -> None:
    assert solde_words(plain_words(said)) == solde


def test_reserve_dice_counted_in_the_words() -> None:
    assert reserve_counts("crée Yanis avec deux dés de fortune et trois de marasme") == (2, 3)
    assert reserve_counts("Yanis gagne un dé de marasme") == (0, 1)
    assert move_words("Yanis gagne deux dés de fortune")["move"] == "gain"
    assert move_words("Yanis perd un dé de marasme")["move"] == "lose"
    assert move_words("Yanis prend la fuite")["move"] == "flee"
    assert move_words("Yanis mise un dé de fortune")["move"] == "stake"


def test_cooperation_and_contre_krasse_words() -> None:
    assert coop_words("coopération à plus 5, plus 3 et plus 0 contre difficile") == {
        "bonuses": [5, 3, 0], "difficulty": "difficile", "degrees": []}
    assert coop_words("on coopère bonus 4, 2 et 1 difficulté de 20 degrés 2, 1 et 0") == {
        "bonuses": [4, 2, 1], "difficulty": "20", "degrees": [2, 1, 0]}
    assert contre_words("contre-krâsse avec 3 dk, plus 5 contre plus 4") == {
        "krasse_dice": "3", "against_dk": "3", "skill": "plus 5", "against": "plus 4"}
    assert contre_words("contre-krâsse : 2 dk contre 3, bonus plus 4 contre plus 6") == {
        "krasse_dice": "2", "against_dk": "3", "skill": "plus 4", "against": "plus 6"}


def test_a_krasses_opposed_roll_said() -> None:
    assert opposed_words("jet opposé, plus 5 contre plus 3")["against"] == "plus 3"
    assert opposed_words("plus 5 contre plus 3")["against"] == "plus 3"  # 3 is no difficulty
    assert opposed_words("plus 5 contre plus 25") == {}  # a difficulty of 25
    assert opposed_words("plus 5 contre moyen") == {}
    assert opposed_words("plus 4 contre plus 4 contre un autre joueur")["pj"] is True


@pytest.mark.parametrize(("system", "question", "words"), [
    ("fate", "c'est quoi un succès avec style ?", "trois Marges"),
    ("fate", "comment marche une contrainte ?", "acceptée, plus un point de fortune"),
    ("fate", "c'est quoi une égalité ?", "coût mineur"),
    ("krasses", "c'est quoi une contre-krâsse ?", "plus petit score"),
    ("krasses", "comment marche la coopération ?", "plus deux par autre"),
    ("trois_six_neuf", "c'est quoi le dé du destin ?", "jamais zéro"),
    ("deux_d6", "c'est quoi un exploit ?", "6 ou plus"),
])
def test_rules_of_each_game(system: str, question: str, words: str) -> None:
    assert words in rules_answer(system, question)


def test_state_and_sheet_of_another_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tables", "--create", "f", "--system", "fate"]) == 0
    assert main(["fate", "create", "Kader", "--table", "f"]) == 0
    capsys.readouterr()
    assert main(["state", "--table", "f"]) == 0
    out = capsys.readouterr().out
    assert "Kader : 2 points de fortune" in out and "Aucun protagoniste" not in out
    with Ledger() as ledger:
        game = Game(ledger, "f")
        assert game.status().table.startswith("Table f, jeu Fate. Kader : 2 points")
        assert game.status("kader").table.startswith("Kader : 2 points de fortune")
        assert game.sheet("Kader").table.startswith("Kader : 2 points de fortune")


@pytest.mark.parametrize(("said", "helpers"), [
    ("océane déblaie les gravats avec physique bon, aidée par kader et lina, contre moyen",
     (1, 1)),
    ("océane déblaie les gravats, kader et lina l'aident, bon contre moyen", (1, 1)),
    ("kader, lina et yvon l'aident : bon contre moyen", (1, 1, 1)),
    ("avec l'aide de 2 amis, bon contre moyen", (1, 1)),
    ("avec l'aide du capitaine à médiocre, bon contre moyen", (0,)),
    ("il appelle à l'aide, bon contre moyen", ()),
    ("il s'aide de sa corde, bon contre moyen", ()),
    ("bon contre moyen", ()),
])
def test_the_helpers_of_a_zfate_roll(said: str, helpers: tuple[int, ...]) -> None:
    """Combiner une Compétence: +1 per helper at +1 or more; a helper at Médiocre adds
    nothing; « à l'aide » and « s'aide » name no helper."""
    assert roll_help(said).helpers == helpers


def test_defense_totale_and_a_weapon_said_with_a_zfate_roll() -> None:
    said = roll_help("timothée tire sur le pirate, arme 2, bon contre moyen en défense totale")
    assert (said.total_defense, said.weapon) == (True, 2)
    assert roll_help("bon contre correct avec une arme à 3").weapon == 3
    assert roll_help("il tire avec son épée, bon contre correct") == RollHelp()


@pytest.mark.parametrize(("said", "name", "owner"), [
    ("le conteur lance plus 3 contre moyen avec 2 krâsses", None, {"conteur": True}),
    ("jet du second rôle plus 2 contre ardu avec 1 dk", None, {"conteur": True}),
    ("nadia lance plus 5 contre ardu avec 2 de ses krâsses", "Nadia", {"player": "Nadia"}),
    ("nadia lance plus 5 contre ardu avec 2 krâsses", "Nadia", {}),
    ("je prends 2 de mes krâsses, plus 5 contre ardu", None, {}),
])
def test_whose_krasses_a_roll_uses(said: str, name: str | None, owner: dict) -> None:
    """The conteur's dK go to the tas; a player's own dK only when said to be his."""
    assert roll_owner(said, name) == owner


def test_zfate_stress_and_the_3_6_9_destin_die_are_the_tables_commands(hades) -> None:
    """« stress » is also a HaDes jauge: at a zFate table its hit and its clearing are
    zFate's; « lance le dé du destin » at a 3-6-9 table is its tour."""
    from actions.table_game import tables_intent

    assert hades("tables", "--create", "f", "--system", "fate")[0] == 0
    assert hades("tables", "--create", "n", "--system", "369")[0] == 0
    assert tables_intent("gauge_set", "f", "Timothée encaisse deux de stress") == "fate_hit"
    assert tables_intent("roll_traits", "f", "Efface le stress de Timothée") == "fate_clear"
    assert tables_intent("gauge_set", "n", "Timothée encaisse deux de stress") is None
    assert tables_intent("destin_roll", "n", "lance le dé du destin") == "trois_six_neuf_turn"
    assert tables_intent("destin_roll", "f", "lance le dé du destin") is None


def test_a_hades_throw_at_another_games_table_is_said_so_only_when_it_is_one(hades) -> None:
    from actions.table_game import hades_roll_elsewhere

    assert hades("tables", "--create", "f", "--system", "fate")[0] == 0
    reply = hades_roll_elsewhere("resolve_pool", "f", "4 dés contre 3")
    assert reply is not None and "zFate" in reply.table and "HaDes" in reply.table
    assert hades_roll_elsewhere("roll_traits", "f", "Efface le stress de Timothée") is None
    assert hades_roll_elsewhere("resolve_pool", "default-hades", "4 dés contre 3") is None


def test_the_aspect_of_an_advantage_and_the_amount_of_stress_read_from_the_words() -> None:
    from actions.games.fate import _ADVANTAGE_NAMED, _STRESS_AMOUNT

    named = _ADVANTAGE_NAMED.search("Baptiste crée l'avantage Plongés dans le noir")
    assert named is not None and named.group("aspect") == "Plongés dans le noir"
    amount = _STRESS_AMOUNT.search("timothee encaisse 2 de stress")
    assert amount is not None and amount.group(1) == "2"
