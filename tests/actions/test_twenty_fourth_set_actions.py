"""What the twenty-fourth blind session set showed the actions missing: a compound name said
with a space, whose half the model read (« pierre yves »); the last roll's pool told again with
a comment (« cinq contre trois et elle trouve encore le moyen de stresser »); a fond name
(« Marco ») asked about; zFate commands whose marked name the table does not keep (« orlok
tire dans le tas nawel encaisse … »), an Invocation said « une deuxième fois » and one opened
by « aïe »."""

from __future__ import annotations

from typing import Any

from action_helpers import RunAction, entity, invoked_free, tracker

from actions.games import load_every_game
from actions.game_actions import FortuneGain, GameAction
from actions.sheets import RollTraits
from assistant.game import Game
from assistant.game.games.fate import FateBooks, fate_key
from assistant.ledger import Ledger

load_every_game()  # registers the games' actions


def _pending(events: list[Any]) -> dict[str, Any]:
    return next(event["value"] for event in events if event.get("name") == "pending")


def _rolls(table: str) -> int:
    with Ledger() as ledger, Game(ledger, table).read() as state:
        return sum(1 for entry in state.entries() if entry.kind == "roll")


def _fate(table: str, name: str) -> dict[str, Any]:
    with Ledger() as ledger, Game(ledger, table).read() as state:
        return dict(state.state.data(fate_key(name)))


def test_a_half_of_a_compound_name_said_whole_is_that_name(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("p", "hades")
        Game(ledger, "p").add_trait("Pierre-Yves", "canon", ephemeral=False)
    said = "pierre yves pointe son canon, le fort a des murs épais"
    run_action(RollTraits(), tracker(
        "roll_traits", [entity("protagonist", "yves", 7)], {"table": "p"}, text=said,
        confidence=0.95))
    with Ledger() as ledger, Game(ledger, "p").read() as state:
        assert [person.name for person in state.state.protagonists] == ["Pierre-Yves"]
        assert state.entries()[-1].command["protagonist"] == "Pierre-Yves"


def test_the_last_pool_told_again_with_a_comment_is_talk(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("r", "hades")
        Game(ledger, "r").roll(5, 3, "Sigrún", seed=3)
    pool = [entity("protagonist_dice", 5), entity("obstacle_dice", 3, 11)]
    said = "5 contre 3 et elle trouve encore le moyen de stresser sacrée sisi"
    messages, _ = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", pool, {"table": "r"}, text=said, confidence=0.97))
    assert messages[0]["custom"]["table"] == "Pardon ?" and _rolls("r") == 1
    run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", pool, {"table": "r"}, text="5 contre 3 pour sigrun, elle recommence",
        confidence=0.97))
    assert _rolls("r") == 2
    _, events = run_action(GameAction.by_intent["resolve_pool"], tracker(
        "resolve_pool", [entity("protagonist_dice", 4), entity("obstacle_dice", 3, 11)],
        {"table": "r"}, text="4 contre 3 et on croise les doigts", confidence=0.97))
    assert _rolls("r") == 2  # another pool with a comment: asked about (stop 36), never thrown
    assert any(event.get("name") == "pending" and event["value"] for event in events)


def test_a_fond_name_is_asked_about(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("m", "hades")
        Game(ledger, "m").add_trait("Marc-Aurèle", "flegme", ephemeral=False)
    _, events = run_action(FortuneGain(), tracker(
        "fortune_gain", [entity("protagonist", "marco", 6), entity("amount", 1)], {"table": "m"},
        text="tiens marco, 1 fortune pour ta déduction sur le majordome", confidence=0.9))
    assert _pending(events)["question"] == "Vous voulez dire Marc-Aurèle ?"


def test_a_zfate_command_is_for_the_character_the_table_keeps(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("z", "fate")
        books = FateBooks(ledger, "z")
        books.create("Nawel", 2)
        books.create("Ysolde", 3)
    said = "orlok tire dans le tas nawel encaisse 1 de stress physique"
    run_action(GameAction.by_intent["fate_hit"], tracker(
        "fate_hit", [entity("protagonist", "orlok"), entity("amount", "1", 40)], {"table": "z"},
        text=said, confidence=0.95))
    assert _fate("z", "Nawel")["stress"]["physique"] != [False, False]
    said = "ysolde atteint un jalon majeur le cartel de ganymede est tombé"
    run_action(GameAction.by_intent["fate_milestone"], tracker(
        "fate_milestone", [entity("protagonist", "ganymede", 50)], {"table": "z"}, text=said,
        confidence=0.95))
    assert _fate("z", "Ysolde")["refresh"] == 4


def test_an_invocation_said_again_is_the_same_aspect(run_action: RunAction) -> None:
    """« … une deuxième fois avec un point de fortune » after the free Invocation of that
    Aspect on the same roll: refused, no point spent."""
    invoked_free("v", "Bartholomé", 2, "Sas grand ouvert")
    said = "bartholomé invoque sas grand ouvert une deuxième fois avec un point de fortune"
    run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [entity("aspect", "sas grand ouvert une deuxième fois", 20)],
        {"table": "v"}, text=said, confidence=0.95))
    assert _fate("v", "Bartholomé")["fate_points"] == 2


def test_an_invocation_opened_by_an_interjection_is_the_speakers(run_action: RunAction) -> None:
    with Ledger() as ledger:
        ledger.create_table("y", "fate")
        books = FateBooks(ledger, "y")
        books.create("Ysolde", 3)
        books.roll("bon", "excellent", seed=4, roller="Ysolde")
    run_action(GameAction.by_intent["fate_invoke"], tracker(
        "fate_invoke", [entity("protagonist", "titan", 40)], {"table": "y"},
        text="aie ysolde invoque pilote de course de titan", confidence=0.95))
    assert _fate("y", "Ysolde")["fate_points"] == 2
