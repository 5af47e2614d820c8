"""Pools built from traits, joueur contre joueur and the Deus Ex Alea, from the seed's examples."""

from __future__ import annotations

from assistant.game import Game
from assistant.ledger import Ledger
from hades_core.deus_ex_alea import check_deus_ex_alea
from hades_core.dice import SeededDice
from hades_core.resolution import resolve_pool

from game_helpers import destin_of


def test_alice_attacks_the_troll_three_dice_against_four(hades_json) -> None:
    hades_json("trait", "add", "Alice", "épée+")
    answer = hades_json("roll", "--protagonist", "Alice", "--trait", "épée", "rage",
                        "--contre", "force++", "peau dure", "--seed", "1")
    data = answer["data"]
    assert (data["protagonist_dice"], data["obstacle_dice"]) == (3, 4)
    assert answer["table"].split(". ")[1] == "3 dés contre 4"
    assert [(t["name"], t["dice"]) for t in data["pool"]["protagonists"]["traits"]] == [
        ("épée", 2), ("rage", 1)]
    assert len(data["protagonist"]["initial"]) == 3 and len(data["obstacle"]["initial"]) == 4
    assert data["gm"]["destin_delta"] == 1 and destin_of(hades_json) == 1


def test_talent_heroique_coute_deux_points_de_destin(game: Game, ledger: Ledger) -> None:
    game.roll_traits(None, [], obstacle_traits=["magie+"], seed=2)
    assert ledger.state("principale").destin == 2
    game.roll_traits(None, ["vol++"], seed=2)
    assert ledger.state("principale").destin == 2 - 3


def test_blesse_deux_removes_a_die_and_barred_ressource_forbids(hades, hades_json) -> None:
    hades("gauge", "Alice", "blessure", "2")
    data = hades_json("roll", "--protagonist", "Alice", "--trait", "épée", "ruse",
                      "--contre", "garde", "--seed", "4")
    assert data["data"]["protagonist_dice"] == 1
    assert data["data"]["pool"]["protagonists"]["penalties"] == ["blessure"]
    assert "un dé de moins pour blessure" in data["table"]
    hades("gauge", "Alice", "munitions", "3")
    code, _, err = hades("roll", "--protagonist", "Alice", "--trait", "munitions",
                         "--contre", "garde")
    assert code == 2 and "munitions est épuisé" in err
    hades("gauge", "Alice", "blessure", "3")
    code, _, err = hades("roll", "--protagonist", "Alice", "--trait", "épée", "--contre", "x")
    assert code == 2 and "hors jeu" in err


def test_reflex_from_manoeuvre_and_intention_die(game: Game) -> None:
    data = game.roll_traits("Alice", ["rituel++", "dague"], ["garde"], reflexes=["rituel"],
                            intention=True, seed=3).data
    assert (data["protagonist_dice"], data["obstacle_dice"]) == (2 + 1 + 1, 1 + 1)


def test_joueur_contre_joueur_moves_the_destin_by_the_destinee_dice_only(
    hades, hades_json
) -> None:
    hades("trait", "add", "Bob", "hache+")
    hades("trait", "add", "Alice", "esquive")
    answer = hades_json("roll", "--protagonist", "Alice", "--trait", "esquive",
                        "--adversaire", "Bob", "--contre", "hache", "--seed", "5")
    assert answer["data"]["obstacle_dice"] == 2 and answer["data"]["pool"]["joueur_contre_joueur"]
    assert destin_of(hades_json) == 0
    hades_json("roll", "1", "2", "--protagonist", "Alice", "--trait", "esquive",
               "--adversaire", "Bob", "--contre", "hache", "--seed", "5")
    assert destin_of(hades_json) == 1


def _deus_ex_alea_seed() -> int:
    """A seed where 1 héroïque trait (2D) loses against 2D of identical faces."""
    for seed in range(20000):
        resolution = resolve_pool(2, 2, SeededDice(seed))
        if check_deus_ex_alea(resolution, -5, True, False).triggered:
            return seed
    raise AssertionError("no seed found")


def test_deus_ex_alea_is_told_to_the_destinee_only_and_applied_on_her_word(
    hades, hades_json
) -> None:
    seed = _deus_ex_alea_seed()
    hades("destin", "adjust", "-5", "--gm")
    code, out, _ = hades("roll", "--trait", "foi+", "--contre", "lame", "garde",
                         "--seed", str(seed))
    assert code == 0 and "Deus" not in out
    secret = hades_json("detail")
    rolled = hades_json("state")["data"]
    assert rolled["gm"]["destin"] == -5
    code, out, _ = hades("repeat", "--gm")
    assert "Deus Ex Alea possible" in out
    applied = hades_json("deus-ex-alea")
    assert applied["data"]["value"] == applied["data"]["value_before"] + 5 + 1
    assert destin_of(hades_json) == 0
    assert secret["data"]["value"] == applied["data"]["value_before"]
    hades("undo", "--gm")
    assert destin_of(hades_json) == -5


def test_deus_ex_alea_seed_example_minus_two_destin_minus_five(hades, hades_json) -> None:
    """« après un échec (-2), un Deus Ex Alea sort avec un destin à -5. On termine donc
    l'opposition à +4 et la jauge de destin retombe à zéro. »"""
    for seed in range(20000):
        resolution = resolve_pool(2, 2, SeededDice(seed))
        found = check_deus_ex_alea(resolution, -5, True, False)
        if found.triggered and resolution.value == -2:
            break
    hades("destin", "adjust", "-5", "--gm")
    hades("roll", "--trait", "foi+", "--contre", "lame", "garde", "--seed", str(seed))
    applied = hades_json("deus-ex-alea")["data"]
    assert (applied["value_before"], applied["value"], applied["outcome"]) == (-2, 4, "exploit")
    assert destin_of(hades_json) == 0
    code, _, err = hades("deus-ex-alea", "--gm")
    assert code == 2 and "pas de Deus Ex Alea" in err


def test_deus_ex_alea_may_favour_the_adversite(hades, hades_json) -> None:
    """« Le Deus Ex Alea peut tout à fait surgir dans le camp de l'adversité »: the obstacle
    used a héroïque trait, the protagonistes succeed with identical dice."""
    seed = next(s for s in range(20000)
                if check_deus_ex_alea(resolve_pool(2, 2, SeededDice(s)), 3, False, True).triggered)
    hades("destin", "adjust", "3", "--gm")
    hades("roll", "--trait", "épée", "ruse", "--contre", "magie+", "--seed", str(seed))
    assert "en faveur de l'adversité" in hades("repeat", "--gm")[1]
    applied = hades_json("deus-ex-alea")["data"]
    assert applied["beneficiary"] == "obstacle"
    assert applied["value"] < 0 < applied["value_before"]
    assert destin_of(hades_json) == 0


def test_detail_names_the_traits_of_each_side(hades) -> None:
    hades("roll", "--trait", "épée+", "rage", "--contre", "force++", "--seed", "3")
    said = hades("detail")[1]
    assert said.startswith("Protagonistes avec épée héroïque et rage, 3 dés : ")
    assert "Obstacle avec force mythique, 3 dés : " in said and "+" not in said
