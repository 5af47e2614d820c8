"""What the twenty-first blind session set showed the actions missing: the Aspect of an
Invocation said with words around it (« invoque encore Docker sonné mais en payant cette
fois », refused since the free Invocation of that Aspect was used on the same roll), and one
more fortune of a consolidation said without a name (« et encore une sur la blessure »), and the
stakes of a contre-krâsse said after the conteur's krâsse, and a fortune given « à mon gwen »."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, invoked_free, tracker

from actions.games import load_every_game
from actions.games.krasses import contre_words
from actions.game_actions import GameAction
from actions.sheets import Consolidate
from assistant.game import Game
from assistant.game.games.fate import fate_key
from assistant.ledger import Ledger
from hades_core.fortune import Consolidation

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any]:
    return next(event["value"] for event in events if event.get("name") == "pending")


def _points(table: str, name: str) -> Any:
    with Ledger() as ledger, Game(ledger, table).read() as state:
        return state.state.data(fate_key(name))["fate_points"]


def test_an_aspect_invoked_free_then_paid_on_one_roll_is_refused(run_action: RunAction) -> None:
    """« l'on ne peut pas Invoquer gratuitement et en payant le même Aspect sur le même jet »:
    the Aspect is read without « encore … mais en payant cette fois », so the rule applies."""
    invoked_free("w", "Évrard", 3, "Docker sonné")
    said = "evrard invoque encore docker sonné mais en payant cette fois"
    messages, _ = run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [entity("protagonist", "evrard")], {"table": "w"}, text=said,
        confidence=0.95))
    assert _points("w", "Évrard") == 3
    assert "gratuit" in messages[0]["custom"]["table"].lower()


def test_one_more_fortune_on_a_gauge_is_asked_for_whom_the_table_spoke_of(
        run_action: RunAction) -> None:
    """« et encore une sur la blessure » after Désiré's consolidation: asked for Désiré,
    never « Pardon ? »."""
    with Ledger() as ledger:
        ledger.create_table("c", "hades")
        game = Game(ledger, "c")
        game.gain_fortune("Désiré", 2)
        game.set_gauge("Désiré", "blessure", 2)
        game.consolidate("Désiré", Consolidation.JAUGE, "blessure")
    _, events = run_action(Consolidate(), tracker(
        "consolidate", [entity("gauge", "blessure", 20)], {"table": "c"},
        text="et encore une sur la blessure", confidence=0.65))
    assert _pending(events)["question"] == "Désiré dépense une fortune pour sa jauge blessure ?"


def test_a_contre_krasse_stakes_are_read_after_it() -> None:
    """« le capitaine fait une krâsse avec deux dK, Ilona répond : contre-krâsse, deux dK contre
    deux, … »: the conteur's krâsse told first is no stake."""
    said = ("Le capitaine fait une krâsse avec 2 dK, Ilona répond : contre-krâsse, 2 dK contre 2,"
            " plus 6 contre plus 7.")
    assert contre_words(said) == {"krasse_dice": "2", "against_dk": "2", "skill": "plus 6",
                                  "against": "plus 7"}


def test_a_fortune_given_to_a_fond_short_name_is_asked_about(run_action: RunAction) -> None:
    """« je donne une fortune à mon gwen quand même »: the model marked no name; Gwenaël is
    asked about, never « Pardon ? » nor a new protagonist."""
    from actions.game_actions import FortuneGain

    with Ledger() as ledger:
        ledger.create_table("g", "hades")
        Game(ledger, "g").gain_fortune("Gwenaël", 1)
    _, events = run_action(FortuneGain(), tracker(
        "fortune_gain", [entity("amount", 1)], {"table": "g"},
        text="je donne 1 fortune à mon gwen quand même", confidence=0.65))
    assert "Gwenaël" in _pending(events)["question"]


def test_a_consolidation_naming_its_trait_on_the_sheet_acts_at_once(run_action: RunAction) -> None:
    """« Aymeric consolide fronde. » read by the words alone (the model unsure): the known
    name and the trait of his sheet anchor it; a trait he does not have is asked about."""
    with Ledger() as ledger:
        ledger.create_table("k", "hades")
        game = Game(ledger, "k")
        game.gain_fortune("Aymeric", 2)
        game.add_trait("Aymeric", "fronde")
    said = [entity("protagonist", "aymeric"), entity("trait", "fronde", 18)]
    messages, _ = run_action(Consolidate(), tracker(
        "consolidate", [*said, entity("choice", "trait_durable")], {"table": "k"},
        text="Aymeric consolide fronde.", confidence=0.65))
    assert messages[0]["custom"]["data"]["choice"] == "trait_durable"
    _, events = run_action(Consolidate(), tracker(
        "consolidate", [entity("protagonist", "aymeric"), entity("trait", "épée", 18),
                        entity("choice", "trait_durable")], {"table": "k"},
        text="Aymeric consolide épée.", confidence=0.65))
    assert _pending(events)["question"]


def test_talk_that_never_acts_continues_no_command(run_action: RunAction) -> None:
    """« À cinq contre deux même Prosper y arriverait, et pourtant. », read as a follow-up of
    a fortune given: the unreal continues nothing."""
    from actions.conversation import FollowUp
    from assistant.nlu.talk import TALK_REASON

    with Ledger() as ledger:
        ledger.create_table("p", "hades")
        Game(ledger, "p").gain_fortune("Prosper", 1)
    current = tracker("follow_up", [entity("protagonist_dice", 5), entity("obstacle_dice", 2, 10)],
                      {"table": "p"}, slots={"frame": {"intent": "fortune_gain",
                                                        "slots": {"protagonist": "Prosper"}}},
                      text="à 5 contre 2 même prosper y arriverait, et pourtant", confidence=0.4)
    current.latest_message[TALK_REASON] = True
    messages, _ = run_action(FollowUp(), current)
    assert messages[0]["custom"]["table"] == "Pardon ?"
    with Ledger() as ledger, Game(ledger, "p").read() as table:
        assert table.state.find("Prosper").fortunes == 1


def test_the_speakers_own_doubt_between_two_counts_is_asked(run_action: RunAction) -> None:
    """« … contre euh trois ou quatre je sais plus combien ils sont »: « Trois ou quatre ? »,
    never a throw; « combien » asks a player only with a question."""
    from actions.game_actions import ResolvePool

    with Ledger() as ledger:
        ledger.create_table("h", "hades")
        Game(ledger, "h").gain_fortune("Séverin", 1)
    said = "pour séverin 2 dés contre 3 ou 4 je sais plus combien ils sont en renfort"
    _, events = run_action(ResolvePool(), tracker(
        "resolve_pool", [entity("protagonist", "séverin", 5), entity("protagonist_dice", 2, 14),
                         entity("obstacle_dice", 3, 27)], {"table": "h"}, text=said,
        confidence=0.95))
    assert _pending(events)["question"] == "Trois ou quatre ?"
