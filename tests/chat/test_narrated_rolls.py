"""Another game's roll said inside a story, through the real chat (Rasa server, action server,
SQLite ledger): read with the table's game, thrown for a character the game keeps, asked about
once otherwise with the whole roll said back; talk and questions never throw."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.chat.session import AWAITING, ChatSession
from tests.chat.chat_helpers import destinee_at, journal_length

TABLE = "recits"


@pytest.fixture(scope="module")
def chat(chat_database: Path) -> Iterator[ChatSession]:
    """The Destinée's session at a table of its own, seed 5."""
    with destinee_at(TABLE, seed=5) as session:
        yield session


def entries() -> int:
    return journal_length(TABLE)


def test_a_krasses_roll_in_a_story_is_asked_about_with_the_roll_said_back(
        chat: ChatSession) -> None:
    assert chat.handle("on joue aux krâsses").data.get("kind") == "system_switch"
    asked = chat.handle("Le gobelin frappe dans le noir, plus trois contre moyen.")
    assert asked.table == "Je lance plus trois contre Moyen ?"
    assert AWAITING in asked.data
    before = entries()
    rolled = chat.handle("oui")
    assert rolled.data.get("kind") == "krasses_check" and entries() == before + 1


def test_a_krasses_roll_of_a_known_player_is_thrown_at_once(chat: ChatSession) -> None:
    chat.handle("Firmin a deux de charisme et met une krâsse au tas")
    before = entries()
    rolled = chat.handle("Firmin enfonce la porte de la galerie, plus cinq contre moyen.")
    assert rolled.data.get("kind") == "krasses_check" and AWAITING not in rolled.data, rolled
    assert entries() == before + 1


def test_a_question_or_talk_about_a_krasses_roll_throws_nothing(chat: ChatSession) -> None:
    before = entries()
    for said in ("Plus deux contre héroïque ? Il lui faudrait trente-neuf aux dés, oublie.",
                 "La dernière fois, Firmin avait fait plus cinq contre moyen et il avait raté."):
        reply = chat.handle(said)
        assert AWAITING not in reply.data, (said, reply)
    assert entries() == before


def test_a_zfate_roll_of_a_known_character_is_thrown_at_once(chat: ChatSession) -> None:
    assert chat.handle("on joue à fate").data.get("kind") == "system_switch"
    assert chat.handle("crée le personnage Océane avec trois points de fortune").data.get(
        "kind") == "fate_character"
    created = chat.handle("Crée le personnage Grégoire avec trois points de fortune.")
    assert created.data.get("kind") == "fate_character" and "Grégoire" in created.table
    before = entries()
    rolled = chat.handle("Océane escalade le gréement sous la tempête, Bon contre Correct.")
    assert rolled.data.get("kind") == "fate_roll" and AWAITING not in rolled.data, rolled
    assert entries() == before + 1


def test_a_369_move_of_a_known_character_said_in_a_story_is_played(chat: ChatSession) -> None:
    assert chat.handle("on joue à trois six neuf").data.get("kind") == "system_switch"
    assert chat.handle("crée le personnage Yanis avec deux dés de fortune et trois de marasme"
                       ).data.get("kind") == "reserve"
    before = entries()
    fled = chat.handle("Yanis prend la fuite vers le ravin.")
    assert fled.data.get("kind") == "trois_six_neuf_flee" and entries() == before + 1, fled
    assert AWAITING not in chat.handle("Bérangère prend la fuite vers le ravin.").data
    assert entries() == before + 1


def test_a_zfate_roll_the_model_doubts_is_thrown_for_a_kept_character_asked_with_a_doubt(
        chat: ChatSession) -> None:
    chat.handle("on joue à Fate")
    chat.handle("crée le personnage Baptiste avec deux points de fortune")
    before = entries()
    rolled = chat.handle("Baptiste tire dans la lampe à pétrole pour plonger la salle dans le "
                         "noir, Tir Correct contre Moyen")
    assert rolled.data.get("kind") == "fate_roll" and AWAITING not in rolled.data, rolled
    asked = chat.handle("Baptiste lance Combat Correct contre euh Bon ou Correct je sais plus")
    assert AWAITING in asked.data and entries() == before + 1, asked
    chat.handle("non")


def test_a_369_flight_told_by_the_story_is_asked_about(chat: ChatSession) -> None:
    chat.handle("on joue à trois six neuf")
    chat.handle("crée la harpie avec deux dés de fortune et deux de marasme")
    before = entries()
    asked = chat.handle("la harpie s'enfuit vers les sommets fin du combat pause pizza")
    assert AWAITING in asked.data and entries() == before, asked
    chat.handle("non")
    assert entries() == before


def test_zfate_announced_then_its_odds_and_rolls_followed_up(chat: ChatSession) -> None:
    """« ce soir c'est Fate » switches; « et contre médiocre ? » after the odds, « et contre
    excellent ? » after a roll answer the new odds and throw nothing; the roll just thrown
    said again with a comment is talk."""
    switched = chat.handle("allez, on laisse HaDes, ce soir c'est Fate : la survie au supermarché")
    assert switched.data.get("kind") == "system_switch" and "zFate" in switched.table, switched
    before = entries()
    chat.handle("quelles sont les chances, Athlétisme Correct contre Bon ?")
    followed = chat.handle("Et contre médiocre ?")
    assert followed.table.startswith("Chances à Correct, plus deux, contre Médiocre"), followed
    again = chat.handle("et à bon ?")
    assert again.table.startswith("Chances à Bon, plus trois, contre Médiocre"), again
    assert entries() == before
    rolled = chat.handle("bon contre correct")
    assert rolled.data.get("kind") == "fate_roll" and entries() == before + 1, rolled
    asked = chat.handle("et contre excellent ?")
    assert asked.table.startswith("Chances à Bon, plus trois, contre Excellent"), asked
    assert chat.handle("bon contre correct, il lui faut au moins plus un, autant prier"
                       ).table == "Pardon ?"
    assert entries() == before + 1
