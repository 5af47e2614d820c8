"""What the twenty-second and twenty-third blind session sets showed the actions missing: a
name heard nearly (« hélié » for Hélier) as the subject of its own verb further in the
sentence, where a pronoun had given the gauge or the roll to someone else; a roll whose
sheet anchors one trait and whose words say one more the model missed (« avec sa pelle »),
asked about instead of refused; the odds of another game asked again with other values
(« et à Correct contre Bon »), answered, never thrown; and a 3-6-9 move said with where it
goes."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, tracker

from actions.games import load_every_game
from actions.game_actions import GameAction
from actions.pending import FRAME_SLOT
from actions.sheets import RollTraits
from actions.table_game import moved_by_a_kept_character, tables_intent
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.nlu.talk import SAID_VERBS

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any]:
    return next(event["value"] for event in events if event.get("name") == "pending")


def _hive_table() -> None:
    with Ledger() as ledger:
        ledger.create_table("h", "hades")
        game = Game(ledger, "h")
        game.add_trait("Éliante", "enfumoir", ephemeral=False)
        game.add_trait("Hélier", "hallebarde", ephemeral=False)
        game.add_trait("Hélier", "colosse+", ephemeral=False)
        game.add_trait("Anouk", "arbalète", ephemeral=False)


def test_a_near_name_acting_further_on_is_whom_the_gauge_is_for(run_action: RunAction) -> None:
    """« … et d'ailleurs hélié prend une barre de fatigue parce qu'il se trimballe … »: Hélier
    is asked about, not the last protagonist the pronoun « il » would have given."""
    _hive_table()
    said = ("bon en vrai, on s'en sort pas si mal et d'ailleurs, hélié prend 1 barre de fatigue "
            "parce qu'il se trimballe sa hallebarde depuis le col")
    current = tracker("gauge_set", [entity("gauge", "fatigue", 75)], {"table": "h"}, text=said,
                      confidence=0.75)
    current.latest_message[SAID_VERBS] = ["helie", "prend", "sort", "trimballe"]
    _, events = run_action(GameAction.by_intent["gauge_set"], current)
    assert _pending(events)["question"] == "Vous voulez dire Hélier ?"


def test_a_near_name_acting_after_the_told_obstacle_rolls(run_action: RunAction) -> None:
    """The model took « bronze » for the protagonist; the name acting on the obstacle told first
    is Hélier, with his sheet's traits, and the obstacle's torn wing is his advantage."""
    _hive_table()
    said = ("le frelon reine est gigantesque, il a une carapace de bronze et il vole mais il a "
            "une aile déchirée hélié lui fonce dessus avec sa hallebarde et il est colosse")
    current = tracker("roll_traits", [entity("trait", "hallebarde", 120),
                                      entity("protagonist", "bronze", 60)],
                      {"table": "h"}, text=said, confidence=0.9)
    current.latest_message[SAID_VERBS] = ["est", "a", "vole", "helie", "fonce"]
    _, events = run_action(RollTraits(), current)
    pending = _pending(events)
    assert pending["slots"]["protagonist"] == "Hélier"
    assert pending["slots"]["counted"] == [4, 3]


def test_a_thing_the_model_missed_beside_a_sheets_trait_is_asked_not_refused(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("s", "hades")
        Game(ledger, "s").add_trait("Sacha", "costaud", ephemeral=False)
    said = ("le chien du jardinier, il est enragé mais il boite sacha le repousse avec sa pelle "
            "et il est costaud")
    current = tracker("roll_traits", [], {"table": "s"}, text=said, confidence=0.57)
    current.latest_message[SAID_VERBS] = ["est", "boite", "repousse"]
    _, events = run_action(RollTraits(), current)
    question = _pending(events)["question"]
    assert "pelle" in question and "trois dés contre un" in question


def test_another_games_odds_asked_again_are_answered_never_thrown(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("f", "fate")
    frame = {"intent": "odds_query", "slots": {"system": "fate", "words": "moyen contre bon ?"}}
    messages, _ = run_action(GameAction.by_intent["fate_roll"], tracker(
        "fate_roll", [entity("skill", 2), entity("opposition", 3)],
        {"table": "f", FRAME_SLOT: frame}, text="et à correct contre bon", confidence=0.93))
    assert messages[0]["custom"]["table"].startswith("Chances à Correct")
    with Ledger() as ledger, Game(ledger, "f").read() as table:
        assert table.entries() == []


def test_a_move_said_with_where_it_goes_is_the_3_6_9_move() -> None:
    """« émeric prend la fuite vers le ravin », which the model read as no command, is
    Aymeric's move at a 3-6-9 table that keeps his réserve; someone it does not keep is the
    story's, and so is any flight at a HaDes table."""
    with Ledger() as ledger:
        ledger.create_table("n", "trois_six_neuf")
        TroisSixNeufBooks(ledger, "n").reserve("Aymeric", 3, 3)
        ledger.create_table("m", "hades")
    said = "émeric prend la fuite vers le ravin"
    assert tables_intent("out_of_scope", "n", said) == "trois_six_neuf_move"
    assert tables_intent("out_of_scope", "n", "le gobelin prend la fuite vers le ravin") is None
    assert tables_intent("out_of_scope", "m", said) is None


def test_a_near_name_before_its_clitic_and_verb_is_asked_about() -> None:
    """« … que lazar est rancunier lazar le charge avec sa force de boeuf »: Lazare, whose
    sheet has « force de bœuf+ »."""
    from actions.names import called_nearly

    assert called_nearly("lazar le charge avec sa force", ["Lazare", "Énora"],
                         frozenset()) == "lazar"
    assert called_nearly("le sol tremble sous ses pieds", ["Solveig"],
                         frozenset({"tremble"})) is None


def test_a_move_said_by_its_words_is_asked_when_the_model_doubts() -> None:
    with Ledger() as ledger:
        ledger.create_table("b", "trois_six_neuf")
        TroisSixNeufBooks(ledger, "b").reserve("Baudouin", 2, 2)
    assert moved_by_a_kept_character("b", "baudoin prend la fuite par la passerelle")
    assert not moved_by_a_kept_character("b", "berangere prend la fuite par la passerelle")


def test_a_trait_noted_for_him_after_talk_is_about_whom_the_table_spoke_of() -> None:
    from actions.game_actions import PRONOUN_OBJECT

    assert PRONOUN_OBJECT.search("d'accord je valide et du coup note lui le trait enfance au "
                                 "cirque rastelli")
    assert not PRONOUN_OBJECT.search("je lui ai dit de noter ça")
