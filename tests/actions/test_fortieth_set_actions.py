"""What the fortieth blind set showed the actions missing: a roll between two protagonists is
thrown for the one attacked, the attacker's traits and the défauts each side suffers on the
other side (seed 000, « Joueur contre joueur »)."""

from __future__ import annotations

from actions.sheets import anchored_roll
from assistant.game import Game
from assistant.ledger import Ledger

SHEETS = {"Énimie-Jeanne": (("sang-froid", False), ("claustrophobe", True)),
          "Zéphyrin-Amand": (("bagarre+", False), ("costaud", False), ("naïf", True)),
          "Florestan-Cyr": (("pickpocket", False), ("baratin+", False)),
          "Mahé-Domitille": (("œil de lynx", False),)}


def _read(said: str, protagonist: str) -> dict:  # type: ignore[type-arg]
    with Ledger() as ledger:
        game = Game(ledger, "pvp")
        for name, traits in SHEETS.items():
            for trait, negative in traits:
                game.add_trait(name, trait, ephemeral=False, negative=negative)
        return anchored_roll(game, {"protagonist": protagonist}, said, whole=said)


def test_the_one_attacked_is_the_protagonist_of_the_roll() -> None:
    read = _read("florestan-cyr essaie de faucher la broche dans la sacoche de mahé-domitille, "
                 "avec son pickpocket et son baratin ; elle, elle a son œil de lynx",
                 "florestan-cyr")
    assert (read["protagonist"], read["opponent"]) == ("Mahé-Domitille", "Florestan-Cyr")
    assert read["traits"] == ["œil de lynx"]
    assert read["counted"] == [1, 3]


def test_each_sides_defaut_is_a_die_of_the_other() -> None:
    read = _read("énimie-jeanne se jette sur zéphyrin-amand avec son sang-froid ; lui, il a sa "
                 "bagarre, il est costaud, mais il est naïf et ça joue contre lui.",
                 "énimie-jeanne")
    assert read["protagonist"] == "Zéphyrin-Amand"
    assert sorted(read["obstacle_traits"]) == ["naïf", "sang-froid"]
    assert read["counted"] == [3, 2]


def test_the_one_who_defends_stays_the_protagonist() -> None:
    read = _read("zéphyrin-amand l'attaque : énimie-jeanne se défend avec son sang-froid contre "
                 "la bagarre de zéphyrin-amand", "énimie-jeanne")
    assert (read["protagonist"], read["opponent"]) == ("Énimie-Jeanne", "Zéphyrin-Amand")


def test_a_players_own_trait_in_the_first_person_and_a_reserve_asked() -> None:
    from actions.context import TurnContext
    from actions.game_actions import GameAction
    from actions.games import load_every_game
    from actions.names import players_own

    load_every_game()
    with Ledger() as ledger:
        Game(ledger, "solo").add_trait("Thècle-Ludivine", "intuition+", ephemeral=False)
    said = "Je gagne le trait connaît les passages du beffroi."
    player, gm = TurnContext(table="solo"), TurnContext(table="solo", gm=True)
    assert players_own(player, said) and not players_own(gm, said)
    assert GameAction.by_intent["add_trait"].anchored(player, said)
    move = GameAction.by_intent["trois_six_neuf_move"]
    assert move.pronoun_sure(player, "Alberic-Neree", {
        "said": "il lui reste combien de dés de marasme, à albéric-nérée ?"})
    assert not move.pronoun_sure(player, "Alberic-Neree", {"said": "il lui prend un dé"})


def test_one_protagonist_helping_another_attacks_no_one() -> None:
    read = _read("énimie-jeanne soigne mahé-domitille avec son sang-froid ; elle, elle a de la "
                 "fièvre", "énimie-jeanne")
    assert read["protagonist"] == "Énimie-Jeanne" and "opponent" not in read
