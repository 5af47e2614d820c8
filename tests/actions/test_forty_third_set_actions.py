"""What the forty-third and forty-fourth blind sets showed the actions missing: the Destin
taken down by a number asked afterwards, a zFate Conséquence said by its pronoun right after
the hit, a follow-up that names its character first, rolls of traits told by a Destinée's voice
(what the obstacle does, a défaut said with « ça joue contre lui », a subject set apart), and a
character created with a name in two words or after an opening word."""

from __future__ import annotations

from action_helpers import entity, tracker

from actions.context import TurnContext
from actions.conversation import _said_for_another
from actions.game_actions import DestinAdjust
from actions.games.fate import FateConsequence
from actions.sheets import anchored_roll
from actions.systems import CreateCharacter, choose_system
from assistant.game import Game
from assistant.game.games.fate import FateBooks
from assistant.ledger import Ledger

SHEETS = {"Irénée-Gaultier": (("épée+", False), ("rage", False), ("peur du feu", True)),
          "Néomaye-Élise": (("exorcisme++", False), ("connaît les cryptes", False),
                            ("orgueilleuse", True))}


def _destin_after(table: str, said: str, answered: int) -> int:
    action = DestinAdjust()
    slots = {**action.completed({}, TurnContext(table=table), said), "amount": answered}
    with Ledger() as ledger:
        game = Game(ledger, table)
        action.command(slots, TurnContext(table=table))(game)
        with game.read() as read:
            return read.state.destin


def test_the_destin_lowered_then_its_number_answered_goes_down() -> None:
    assert _destin_after("t43-down", "baisse le destin", 2) == -2
    assert _destin_after("t43-up", "la grille claque derriere eux destin plus", 1) == 1
    assert _destin_after("t43-said", "destin moins un", -1) == -1


def test_a_consequence_said_by_its_pronoun_after_the_hit_is_no_guess() -> None:
    with Ledger() as ledger:
        choose_system(Game(ledger, "t43-fate"), "fate")
        books = FateBooks(ledger, "t43-fate")
        books.create("Bénigne-Sabine", 3)
        books.create("Ferréol-Gauvain", 2)
        books.hit("Bénigne-Sabine", "physique", 2)
    context = TurnContext(table="t43-fate")
    assert FateConsequence().pronoun_sure(context, "Bénigne-Sabine", {})
    assert not FateConsequence().pronoun_sure(context, "Ferréol-Gauvain", {})


def test_a_follow_up_may_name_its_character_first() -> None:
    found = _said_for_another("théodrade-lise aussi, 2 points de fortune.")
    assert found is not None and "théodrade-lise" in found.groups()
    assert _said_for_another("moi aussi, 2 points de fortune.") is None
    assert _said_for_another("théodrade-lise aussi elle était là la dernière fois") is None


def _read(said: str, slots: dict, verbs: set[str]) -> dict:  # type: ignore[type-arg]
    with Ledger() as ledger:
        game = Game(ledger, "t43-crypt")
        for who, traits in SHEETS.items():
            for trait, negative in traits:
                game.add_trait(who, trait, ephemeral=False, negative=negative)
        return anchored_roll(game, slots, said, frozenset(verbs), whole=said)


def test_what_the_obstacle_does_and_a_defaut_played_against_count_for_the_obstacle() -> None:
    said = ("le spectre crache des flammes bleues irenee-gaultier a peur du feu ca joue contre "
            "lui, il pare avec son epee")
    read = _read(said, {"protagonist": "Irénée-Gaultier", "traits": ["peur du feu"]},
                 {"crache", "a", "joue", "pare"})
    assert read["traits"] == ["épée"]
    assert sorted(read["obstacle_traits"]) == ["crache des flammes bleues", "peur du feu"]
    assert read["counted"] == [2, 2]


def test_the_obstacle_set_apart_before_its_pronoun_is_read_whole() -> None:
    said = ("neomaye-elise recite son exorcisme le spectre, il est blesse, il a une lanterne "
            "maudite, la crypte est inondee et elle est orgueilleuse ca joue contre elle")
    read = _read(said, {"protagonist": "Néomaye-Élise"}, {"recite", "est", "a", "joue"})
    assert read["counted"] == [4, 3]  # exorcisme++ and the spectre wounded; lanterne maudite,
    # the flooded crypt and her défaut


def test_a_character_created_with_a_name_in_two_words_keeps_both() -> None:
    said = "cree le personnage benezet anatole avec 3 points de fortune"
    read = CreateCharacter().slots(tracker("create_character", [entity("protagonist", "benezet",
                                                                       19)],
                                           {"table": "t44-create"}, text=said))
    assert read["protagonist"] == "Benezet-Anatole"
    read = CreateCharacter().slots(tracker("create_character", [], {"table": "t44-create"},
                                           text="crée le personnage Grégoire avec 3 points"))
    assert read["protagonist"] == "Grégoire"


def test_a_reserve_is_never_read_for_a_word_that_opens_the_sentence() -> None:
    said = ("Bon, avant la scène : Apolline-Bathilde démarre avec 3 dés de fortune et 4 de "
            "marasme.")
    read = CreateCharacter().slots(tracker("create_character", [], {"table": "t44-create"},
                                           text=said))
    assert read["protagonist"] == "Apolline-Bathilde"
