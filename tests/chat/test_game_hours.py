"""A typical hour of each of the four other games, said through the real chat (Rasa server,
action server, SQLite ledger): the game chosen, characters created, ten rolls with the game's
resources, a hit, an undo, and the end of the session. Each answer is checked, and the ledger
at the end."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from assistant.chat.session import AWAITING, ChatSession
from assistant.game.games.fate import FateBooks
from assistant.game.games.krasses import KrassesBooks
from assistant.game.games.trois_six_neuf import TroisSixNeufBooks
from assistant.game.system_books import SystemBooks
from assistant.ledger import Ledger
from assistant.nlu.model import ensure_model
from assistant.reply import Reply
from assistant.wording.understanding import SESSION_ENDS_ELSEWHERE


@pytest.fixture(scope="module")
def chat(chat_database: Path) -> Iterator[ChatSession]:
    """The Destinée's own session (she sees everything) at the table « soirée », seed 21."""
    ensure_model()
    session = ChatSession(table="soiree", seed=21, gm=True)
    session.start()
    yield session
    session.close()


def say(chat: ChatSession, text: str, kind: str) -> Reply:
    """Say ``text``; its answer must be of ``kind`` (an answer always says something)."""
    reply = chat.handle(text)
    assert reply.table and reply.data.get("kind") == kind, (text, reply)
    return reply


def play(chat: ChatSession, game: str, system: str) -> None:
    """Say that the table plays ``game``: switched, or already at ``system`` when an earlier
    hour of the module left it there."""
    reply = chat.handle(f"on joue à {game}")
    assert reply.data.get("kind") in ("system_switch", "system_confirmed"), (game, reply)
    assert reply.data["system"] == system, (game, reply)


def end_the_session(chat: ChatSession) -> None:
    """The end of the evening at another game's table: answered at once, nothing to close
    (HaDes alone keeps fortunes to consolidate and a Destin)."""
    before = len(journal(chat))
    ended = chat.handle("fin de la séance")
    assert AWAITING not in ended.data and ended.table == SESSION_ENDS_ELSEWHERE, ended
    assert len(journal(chat)) == before


Books = TypeVar("Books", bound=SystemBooks)


def undo(chat: ChatSession, what: str) -> None:
    assert chat.handle("annule ça").table == f"J'annule {what}."


def journal(chat: ChatSession) -> list[Any]:
    """The table's journal entries."""
    with Ledger() as ledger:
        return list(ledger.journal(chat.table))


def kept(books: type[Books], read: Callable[[Books], Reply]) -> dict[str, Any]:
    """What the ledger holds for the table, read through the game's books."""
    with Ledger() as ledger:
        return read(books(ledger, "soiree")).data


def test_an_hour_of_zfate(chat: ChatSession) -> None:
    say(chat, "on joue à fate", "system_switch")
    say(chat, "crée le personnage Alice avec trois points de fortune", "fate_character")
    say(chat, "nouveau personnage Bob", "fate_character")
    pairs = [("bon", "correct"), ("excellent", "moyen"), ("moyen", "bon"), ("bon", "bon"),
             ("superbe", "excellent"), ("correct", "moyen"), ("médiocre", "correct"),
             ("bon", "excellent"), ("fantastique", "superbe"), ("moyen", "moyen")]
    for skill, opposition in pairs:
        say(chat, f"{skill} contre {opposition}", "fate_roll")
    invoked = say(chat, "Alice invoque l'aspect têtue", "fate_invoke")
    assert "Alice dépense 1 point de fortune, il lui en reste 2" in invoked.table
    say(chat, "excellent contre médiocre", "fate_roll")
    say(chat, "Alice crée l'avantage embuscade", "fate_advantage")
    free = say(chat, "Bob invoque embuscade gratuitement", "fate_invoke")
    assert "Invocation gratuite" in free.table
    say(chat, "Bob encaisse deux de stress physique", "fate_hit")
    undo(chat, "le stress ou la conséquence")
    say(chat, "Bob encaisse un de stress mental", "fate_hit")
    sheets = {sheet["name"].lower(): sheet
              for sheet in kept(FateBooks, FateBooks.state)["characters"]}
    assert sheets["alice"]["fate_points"] == 2
    assert sheets["bob"]["stress"]["physique"] == [False, False]
    assert sheets["bob"]["stress"]["mental"] == [True, False]
    end_the_session(chat)


def test_an_hour_of_krasses(chat: ChatSession) -> None:
    say(chat, "on joue aux krâsses", "system_switch")
    say(chat, "Bob a trois de charisme et met deux krâsses au tas", "krasses_state")
    say(chat, "le conteur met trois krâsses au tas", "krasses_state")
    heap = 5
    for bonus, difficulty, dice in [(5, "moyen", 2), (3, "facile", 0), (7, "ardu", 1),
                                    (2, "difficile", 0), (4, "moyen", 1), (6, "facile", 0),
                                    (1, "très facile", 0), (5, "moyen", 0), (3, "facile", 0),
                                    (8, "ardu", 1)]:
        with_dice = f" avec {dice} krâsses" if dice else ""
        rolled = say(chat, f"plus {bonus} contre {difficulty}{with_dice}", "krasses_check")
        heap -= dice
        assert rolled.data["heap"] == heap
    refused = chat.handle("plus 5 contre moyen avec 2 krâsses")
    assert refused.table == "Pas assez de dés krâsses : il en faut 2, il n'y en a aucun."
    undo(chat, "le jet de krâsses")
    assert kept(KrassesBooks, KrassesBooks.state) == {
        "kind": "krasses_state", "system": "krasses", "heap": 1, "kept": {"bob": 1}}
    end_the_session(chat)


@pytest.mark.parametrize(("game", "roll", "kind"), [
    ("deux d six", "compétence {n} difficulté ardue", "deux_d6_check"),
    ("trois six neuf", "dé du destin avec un solde de {n}", "trois_six_neuf_turn"),
])
def test_an_hour_of_rolls(chat: ChatSession, game: str, roll: str, kind: str) -> None:
    say(chat, f"on joue à {game}", "system_switch")
    for number in range(1, 11):
        say(chat, roll.format(n=number), kind)
    undo(chat, "le jet de deux dés six" if kind == "deux_d6_check" else
         "le tour de trois six neuf")
    end_the_session(chat)


def test_an_hour_of_trois_six_neuf_with_the_reserves(chat: ChatSession) -> None:
    """3-6-9 with its resources: characters, dice misés, tours, a sacrifice, a retreat, an
    undo, a flight, and the réserves as the ledger keeps them."""
    play(chat, "trois six neuf", "trois_six_neuf")
    say(chat, "crée le personnage Alice", "reserve")
    with Ledger() as ledger:
        TroisSixNeufBooks(ledger, "soiree").reserve("alice", fortune=3, marasme=3)
    say(chat, "Alice mise un dé de fortune", "trois_six_neuf_stake")
    tour = say(chat, "dé du destin avec un solde de 4", "trois_six_neuf_turn")
    assert tour.data["stakes_kept"] + tour.data["stakes_lost"] == ["alice"]
    for solde in (2, -3, 5, 1, -1, 6, 0, 3, -2):
        say(chat, f"dé du destin avec un solde de {solde}", "trois_six_neuf_turn")
    sacrificed = say(chat, "Alice sacrifie un dé de marasme", "trois_six_neuf_sacrifice")
    assert sacrificed.data["marasme"] == 2
    say(chat, "Alice bat en retraite", "trois_six_neuf_retreat")
    undo(chat, "la retraite")
    say(chat, "Alice prend la fuite", "trois_six_neuf_flee")
    reserve = kept(TroisSixNeufBooks, TroisSixNeufBooks.reserves)["reserves"][0]
    assert reserve["marasme"] == 1 and reserve["fortune"] in (2, 3)
    end_the_session(chat)
