"""What the forty-first and forty-second blind sets showed the actions missing: a roll between
two protagonists read on both sheets, a party announced rolling together, a manœuvre fired as a
réflexe (seed 000, « Jouer avec les puissances »: one die less), a trait struck by its first
word, the krâsses a lone player calls hers, a 2D6 difficulty said last or in the masculine."""

from __future__ import annotations

from actions.context import TurnContext
from actions.games.krasses import roll_owner
from actions.sheets import anchored_roll, named_on_the_sheet
from actions.table_game import roll_words
from assistant.game import Game
from assistant.ledger import Ledger

SHEETS = {"Pierre-Anastase": (("hache+", False), ("colosse", False), ("colérique", True)),
          "Ermengarde-Léocadie": (("éloquence++", False), ("dague", False), ("myope", True)),
          "Gaïane-Léonie": (("arbalète+", False), ("agile", False)),
          "Sixte-Édouard": (("hache", False), ("costaud", False)),
          "Clélie-Domitille": (("rituel de foudre++", False), ("éloquence", False),
                               ("naïve", True))}


def _table(name: str) -> None:
    with Ledger() as ledger:
        game = Game(ledger, name)
        for who, traits in SHEETS.items():
            for trait, negative in traits:
                game.add_trait(who, trait, ephemeral=False, negative=negative)


def _read(said: str, table: str = "t42") -> dict:  # type: ignore[type-arg]
    _table(table)
    with Ledger() as ledger:
        return anchored_roll(Game(ledger, table), {}, said, whole=said)


def test_a_roll_between_protagonists_reads_each_sheet_on_its_owners_side() -> None:
    read = _read("pierre-anastase essaie d'arracher le grimoire des mains d'ermengarde-léocadie "
                 "avec sa force de colosse ; elle, elle a sa dague et elle sait qu'il est "
                 "colérique, mais elle est myope.")
    assert (read["protagonist"], read["opponent"]) == ("Ermengarde-Léocadie", "Pierre-Anastase")
    assert sorted(read["traits"]) == ["colérique", "dague"]
    assert sorted(read["obstacle_traits"]) == ["colosse", "myope"]
    assert read["counted"] == [2, 2]


def test_a_party_announced_rolls_for_the_first_named_with_everyones_traits() -> None:
    read = _read("deuxième vague. les mercenaires sont aguerris, ils ont des échelles et le mur "
                 "est à moitié effondré. les trois tiennent la brèche : gaïane-léonie avec son "
                 "arbalète, elle est agile, sixte-édouard avec sa hache, et clélie-domitille "
                 "galvanise la milice avec son éloquence.")
    assert read["protagonist"] == "Gaïane-Léonie"
    assert read["counted"] == [5, 3]


def test_a_manoeuvre_fired_as_a_reflexe_brings_one_die_less() -> None:
    said = ("le trébuchet d'en face est énorme et il est protégé par des mantelets. "
            "clélie-domitille lui lance sa foudre en réflexe, sans préparer le rituel, donc un "
            "dé de moins.")
    read = _read(said)
    assert read["protagonist"] == "Clélie-Domitille"
    assert read["reflexes"] == ["rituel de foudre"]
    assert read["counted"] == [2, 2]
    with Ledger() as ledger:
        reply = Game(ledger, "t42").roll_traits(
            read["protagonist"], read["traits"], read["obstacle_traits"],
            reflexes=read["reflexes"], seed=3)
    assert "un dé de moins pour le réflexe" in reply.table


def test_a_trait_struck_by_its_pronoun_is_found_by_its_first_word() -> None:
    with Ledger() as ledger:
        Game(ledger, "t42s").add_trait("Fébronie-Laure", "passe-partout de l'éclusier",
                                       ephemeral=True)
        Game(ledger, "t42s").add_trait("Fébronie-Laure", "crochetage+", ephemeral=False)
    context = TurnContext(table="t42s")
    said = "finalement fébronie-laure a rendu le passe-partout à l'éclusier, raye-le de sa fiche."
    assert named_on_the_sheet(context, "Fébronie-Laure", said) is None
    assert named_on_the_sheet(context, "Fébronie-Laure", said, by_its_head=True) == \
        "passe-partout de l'éclusier"


def test_a_lone_players_own_krasses() -> None:
    said = "je retente : plus trois contre ardu avec une de mes krâsses"
    assert roll_owner(said, None, "Quitterie-Anaëlle") == {"player": "Quitterie-Anaëlle"}
    assert roll_owner(said, None, None) == {}
    assert roll_owner("plus trois contre ardu avec une krâsse", None, "Quitterie-Anaëlle") == {}


def test_a_2d6_difficulty_said_last_in_a_transcript_or_in_the_masculine() -> None:
    said = "athanase-gontran force la sacristie crochetage 4 la serrure est rouillée disons complexe"
    assert roll_words("deux_d6", said) == {"skill": "4", "difficulty": "complexe"}
    assert roll_words("deux_d6", "latin 4, euh, ardu ou complexe") == {
        "skill": "4", "difficulty": "ardue"}
