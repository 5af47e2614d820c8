"""What the thirty-sixth blind set showed the actions missing: a zFate roll told in a story is
journaled with the kept character who opens its sentence, so that « elle invoque … » right
after it is hers and done unasked; a character the model marked as a bare « - » is created by
the name said; a zFate character said in two words before its pronouns; a défaut written for
the one known name said, and a consolidation said after « et », done unasked."""

from __future__ import annotations

from action_helpers import RunAction, entity, fate_table, pending_of, tracker

from actions.game_actions import GameAction
from actions.games.fate import _ADVANTAGE_NAMED, _INVOKED, whole_aspect
from actions.games import load_every_game
from actions.names import opens_with
from actions.sheets import AddTrait
from actions.table_game import roll_of_the_tables_game
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.game.sheets import traits_of
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def test_a_story_roll_is_the_kept_character_s_who_opens_it() -> None:
    fate_table("fr", "Liénor-Mahé", "Mélisende-Jeanne")
    said = ("liénor-mahé tire sur le premier pilleur avec son fusil de chasse, arme 3, tir bon "
            "contre correct.")
    assert roll_of_the_tables_game("roll_traits", "fr", said)[1]["protagonist"] == "Liénor-Mahé"
    scene = ("le gros pilleur fonce sur mélisende-jeanne avec sa barre à mine. mélisende-jeanne "
             "esquive : athlétisme moyen contre bon.")
    assert roll_of_the_tables_game("roll_traits", "fr", scene)[1]["protagonist"] \
        == "Mélisende-Jeanne"
    met = "le contrebandier attaque liénor-mahé, combat correct contre bon"
    assert "protagonist" not in roll_of_the_tables_game("roll_traits", "fr", met)[1]


def test_an_invocation_said_by_her_pronoun_after_her_roll_is_hers(run_action: RunAction) -> None:
    fate_table("fi", "Liénor-Mahé", "Mélisende-Jeanne")
    with Ledger() as ledger:
        FateBooks(ledger, "fi").roll("bon", "correct", roller="Liénor-Mahé", seed=4)
    said = "elle invoque ancienne championne de ball-trap, plus 2."
    _, events = run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [], {"table": "fi", "seed": 3}, text=said, confidence=0.58))
    assert pending_of(events) is None
    with Ledger() as ledger, Game(ledger, "fi").read() as read:
        assert read.state.data(fate_key("Liénor-Mahé"))["fate_points"] == 2
        assert read.state.data(fate_key("Mélisende-Jeanne"))["fate_points"] == 3


def test_a_character_marked_as_a_bare_hyphen_is_created_by_the_name_said(
        run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("fh", "fate")
    said = "crée le personnage mélisende-jeanne avec 2 points de fortune"
    run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", [entity("protagonist", "-", 28), entity("amount", 2, 41)],
        {"table": "fh"}, text=said))
    with Ledger() as ledger, Game(ledger, "fh").read() as read:
        assert read.state.data(fate_key("mélisende-jeanne"))["fate_points"] == 2
        assert read.state.data(fate_key("-")) is None


def test_a_fate_character_said_in_two_words_before_its_pronouns(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("ft", "fate")
    said = "et adelard tugdual lui, il a 2 points de fortune"
    _, events = run_action(GameAction.by_intent["create_character"], tracker(
        "create_character", [], {"table": "ft"}, text=said, confidence=0.65))
    assert (pending_of(events) or {})["slots"]["protagonist"] == "Adelard-Tugdual"


def test_a_defaut_written_for_the_one_known_name_is_done_unasked(run_action: RunAction) -> None:
    with Ledger() as ledger:
        Game(ledger, "fd").add_trait("Gwendoline-Iris", "escrime", ephemeral=False)
    said = "note un défaut pour gwendoline-iris : recherchée par la garde du baron."
    _, events = run_action(AddTrait(), tracker(
        "add_trait", [entity("trait", "recherchée par la garde du baron", 38)], {"table": "fd"},
        text=said, confidence=0.65))
    assert pending_of(events) is None
    with Ledger() as ledger, Game(ledger, "fd").read() as read:
        assert "recherchée par la garde du baron" in [
            trait.name for trait in traits_of(read.state, "Gwendoline-Iris")]


def test_a_name_opens_a_sentence_after_fillers_only() -> None:
    assert opens_with("et gwendoline-iris consolide cicatrice du baron", "Gwendoline-Iris")
    assert opens_with("bon, alors Liénor-Mahé tire", "liénor-mahé")
    assert not opens_with("le baron frappe gwendoline-iris", "Gwendoline-Iris")
    assert not opens_with("gwendoline-irisette tire", "Gwendoline-Iris")


def test_an_aspect_is_named_without_how_it_was_won_or_where_it_counts() -> None:
    assert whole_aspect(None, _ADVANTAGE_NAMED.search(
        "séléna obtient un boost élan en sautant sur le comptoir.")["aspect"]) == "élan"
    assert _INVOKED.search("et il paie un point pour invoquer encore déséquilibré sur le même "
                           "jet")["aspect"] == "déséquilibré"
    assert _INVOKED.search("elle invoque perché sur le toit gratuitement")["aspect"] \
        == "perché sur le toit"

