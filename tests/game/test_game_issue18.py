"""Issue 18, HaDes points 1–6 through the game service (the calls the command line, the chat
and the voice share), on a real ledger."""

from __future__ import annotations

from typing import Any

import pytest

from assistant.game import Game
from assistant.ledger import Ledger
from assistant.reply import Reply
from assistant.wording import error_sentence
from assistant.wording.pools import deus_ex_alea_notice
from assistant.wording.roll import pool_sentence
from hades_core.dice import SeededDice
from hades_core.errors import AmountError, TraitError
from hades_core.limits import MAX_DESTIN
from hades_core.resolution import resolve_pool


def _frozen(ledger: Ledger) -> tuple[Any, int]:
    return ledger.state("principale"), len(ledger.journal("principale"))


# 1. A défaut serves the camp opposé


def test_a_defaut_is_refused_to_its_owner_and_nothing_is_written(game: Game,
                                                                 ledger: Ledger) -> None:
    game.add_trait("Alice", "peur du noir", ephemeral=True, negative=True)
    game.add_trait("Alice", "épée", ephemeral=False)
    before = _frozen(ledger)
    with pytest.raises(TraitError) as raised:
        game.roll_traits("Alice", ["épée", "peur du noir"], ["x"], seed=1)
    assert raised.value.reason == "own_defaut"
    assert error_sentence(raised.value) == ("peur du noir est un défaut : il ne sert qu'au camp"
                                            " opposé. Nommez-le parmi les traits de"
                                            " l'obstacle.")
    assert _frozen(ledger) == before


def test_a_defaut_named_by_the_obstacle_counts_for_the_obstacle(game: Game,
                                                                ledger: Ledger) -> None:
    game.add_trait("Alice", "peur du noir+", ephemeral=True, negative=True)
    data = game.roll_traits("Alice", ["épée"], ["x", "Peur du noir"], seed=1).data
    assert (data["protagonist_dice"], data["obstacle_dice"]) == (1, 3)
    exploited = data["pool"]["obstacle"]["traits"][1]
    assert (exploited["name"], exploited["dice"], exploited["exploited"]) == (
        "peur du noir", 2, True)
    assert ledger.state("principale").destin == 2


def test_in_joueur_contre_joueur_the_opponents_defaut_serves_the_protagonist(
        game: Game) -> None:
    game.add_trait("Bob", "lâche", ephemeral=False, negative=True)
    game.add_trait("Alice", "ruse", ephemeral=False)
    data = game.roll_traits("Alice", ["ruse", "lâche"], ["rage"], opponent="Bob", seed=2).data
    assert (data["protagonist_dice"], data["obstacle_dice"]) == (2, 1)
    with pytest.raises(TraitError):
        game.roll_traits("Alice", ["ruse"], ["lâche"], opponent="Bob", seed=2)


# 2. A trait is never silently replaced


@pytest.mark.parametrize("notation, negative", [("épée", False), ("ÉPÉE", True)])
def test_a_trait_already_written_is_refused_with_how_to_change_it(
        game: Game, ledger: Ledger, notation: str, negative: bool) -> None:
    game.add_trait("Alice", "épée+", ephemeral=False)
    before = _frozen(ledger)
    with pytest.raises(TraitError) as raised:
        game.add_trait("Alice", notation, ephemeral=False, negative=negative)
    assert "retirez-le, puis ajoutez-le" in error_sentence(raised.value)
    assert _frozen(ledger) == before
    game.close_session()
    assert game.sheet("Alice").data["traits"] == [
        {"name": "épée", "power": 1, "ephemeral": False, "negative": False}]


def test_remove_then_add_changes_a_trait(game: Game) -> None:
    game.add_trait("Alice", "épée+", ephemeral=False)
    game.remove_trait("Alice", "épée")
    game.add_trait("Alice", "épée++", ephemeral=False)
    assert game.sheet("Alice").data["traits"][0]["power"] == 2


# 3. The gauges of every roll of a named protagoniste


def test_a_bare_roll_of_a_character_out_is_refused_and_gains_nothing(game: Game,
                                                                     ledger: Ledger) -> None:
    game.set_gauge("Bea", "blessure", 3)
    before = _frozen(ledger)
    with pytest.raises(TraitError) as raised:
        game.roll(3, 3, "Bea", seed=1)
    assert raised.value.reason == "out"
    assert _frozen(ledger) == before


def test_a_bare_roll_loses_one_die_per_gauge_at_two(game: Game, ledger: Ledger) -> None:
    game.set_gauge("Bea", "blessure", 2)
    game.set_gauge("Bea", "fatigue", 2)
    reply = game.roll(3, 3, "Bea", seed=4)
    data = reply.data
    assert (data["protagonist_dice"], len(data["protagonist"]["initial"])) == (1, 1)
    assert data["pool"]["protagonists"]["penalties"] == ["blessure", "fatigue"]
    assert "1 dé contre 3, deux dés de moins pour blessure et fatigue." in reply.table
    assert ledger.state("principale").destin == 2
    assert data["gm"]["destin_delta"] == 2


def test_without_a_penalty_a_bare_roll_replays_the_same_dice(game: Game) -> None:
    game.set_gauge("Bea", "blessure", 1)
    for seed in range(20):
        data = game.roll(3, 4, "Bea", seed=seed).data
        expected = resolve_pool(3, 4, SeededDice(seed))
        assert data["protagonist"]["initial"] == list(expected.protagonist.initial)
        assert data["obstacle"]["initial"] == list(expected.obstacle.initial)
        assert "pool" not in data


def test_scripts_and_competitions_read_the_named_protagonists_gauges(game: Game,
                                                                     ledger: Ledger) -> None:
    game.set_gauge("Alice", "blessure", 2)
    reply = game.script([(1, 2), (2, 1)], seed=3, protagonist="Alice")
    assert len(reply.data["roll"]["protagonist"]["initial"]) == 2
    assert "Alice a un dé de moins pour blessure." in reply.table
    assert ledger.state("principale").destin == 1
    game.set_gauge("Bob", "fatigue", 2)
    reply = game.competition((3, 2), (3, 2), seed=3, protagonist="Alice", rival="Bob")
    assert [len(reply.data[side]["protagonist"]["initial"])
            for side in ("protagonists", "rivals")] == [2, 2]
    assert "Bob a un dé de moins pour fatigue." in reply.table
    game.set_gauge("Bob", "blessure", 3)
    before = _frozen(ledger)
    with pytest.raises(TraitError):
        game.competition((3, 2), (3, 2), seed=3, protagonist="Alice", rival="Bob")
    assert _frozen(ledger) == before


def test_a_script_without_penalty_replays_the_same_dice(game: Game) -> None:
    from hades_core.script import ScriptStep, resolve_script

    game.set_gauge("Alice", "blessure", 1)
    data = game.script([(1, 2), (2, 1)], seed=5, protagonist="Alice").data
    expected = resolve_script([ScriptStep(1, 2), ScriptStep(2, 1)], SeededDice(5))
    assert data["roll"]["protagonist"]["initial"] == list(
        expected.resolution.protagonist.initial)
    assert "penalties" not in data


# 4. One bound for the Destin, on every path


def test_a_roll_stops_the_destin_at_the_bound_and_an_adjustment_toward_zero_works(
        game: Game, ledger: Ledger) -> None:
    game.adjust_destin(998)
    reply = game.roll(1, 5, seed=2)
    assert ledger.state("principale").destin == MAX_DESTIN
    assert reply.gm is not None and "c'est sa limite" in reply.gm
    game.script([(5, 0)], seed=3)
    game.competition((0, 4), (0, 4), seed=3, rival="Bob")
    game.auto(trait=False)
    assert ledger.state("principale").destin == MAX_DESTIN - 1
    game.adjust_destin(5)
    assert ledger.state("principale").destin == MAX_DESTIN
    game.adjust_destin(-1)
    assert ledger.state("principale").destin == MAX_DESTIN - 1


def test_the_negative_bound_holds_for_the_automatic_trait_and_the_adjustment(
        game: Game, ledger: Ledger) -> None:
    game.adjust_destin(-MAX_DESTIN)
    game.auto(trait=True)
    game.roll_traits(None, ["vol++"], seed=2)
    assert ledger.state("principale").destin == -MAX_DESTIN
    game.adjust_destin(2 * MAX_DESTIN)
    assert ledger.state("principale").destin == MAX_DESTIN
    with pytest.raises(AmountError):
        game.adjust_destin(2 * MAX_DESTIN + 1)


# 5. Wording


def test_the_deus_ex_alea_notice_says_des_protagonistes() -> None:
    reply = deus_ex_alea_notice(Reply(table="", gm="", data={"gm": {"deus_ex_alea": {
        "beneficiary": "protagonistes", "value": 3, "outcome": "exploit"}}}))
    assert reply.gm is not None and "en faveur des protagonistes" in reply.gm
    reply = deus_ex_alea_notice(Reply(table="", gm="", data={"gm": {"deus_ex_alea": {
        "beneficiary": "obstacle", "value": -3, "outcome": "fiasco"}}}))
    assert reply.gm is not None and "en faveur de l'adversité" in reply.gm


def _side(name: str | None, penalties: list[str]) -> dict[str, Any]:
    return {"name": name, "penalties": penalties}


def test_the_penalties_are_counted_and_in_joueur_contre_joueur_each_side_is_named() -> None:
    one = {"protagonist_dice": 2, "obstacle_dice": 4, "pool": {
        "protagonists": _side("alice", ["blessure"]), "obstacle": _side(None, []),
        "joueur_contre_joueur": False}}
    assert pool_sentence(one) == "2 dés contre 4, un dé de moins pour blessure."
    pvp = {"protagonist_dice": 3, "obstacle_dice": 2, "pool": {
        "protagonists": _side("alice", ["blessure"]),
        "obstacle": _side("Bob", ["fatigue", "faim"]), "joueur_contre_joueur": True}}
    assert pool_sentence(pvp) == ("Alice, 3 dés, contre Bob, 2. Alice a un dé de moins pour"
                                  " blessure. Bob a deux dés de moins pour fatigue et faim.")


def test_a_joueur_contre_joueur_roll_names_whose_gauge_took_a_die(game: Game) -> None:
    game.set_gauge("Bob", "blessure", 2)
    game.add_trait("Alice", "ruse", ephemeral=False)
    reply = game.roll_traits("Alice", ["ruse"], ["rage", "force"], opponent="Bob", seed=2)
    assert "Bob a un dé de moins pour blessure." in reply.table


# 6. A trait gained in play is éphémère


def test_the_game_service_writes_a_trait_gained_in_play_as_ephemeral(game: Game) -> None:
    game.add_trait("Alice", "courage")
    game.add_trait("Alice", "peur", negative=True)
    assert [(t["name"], t["ephemeral"]) for t in game.sheet("Alice").data["traits"]] == [
        ("courage", True), ("peur", True)]
    closed = game.close_session()
    assert "courage disparaît" in closed.table
    assert [(t["name"], t["ephemeral"]) for t in game.sheet("Alice").data["traits"]] == [
        ("peur", False)]


def test_the_chat_action_adds_an_ephemeral_trait(game: Game) -> None:
    from actions.sheets import AddTrait

    command = AddTrait().command({"protagonist": "Alice", "trait": "courage"}, None)  # type: ignore[arg-type]
    command(game)
    assert game.sheet("Alice").data["traits"][0]["ephemeral"] is True
