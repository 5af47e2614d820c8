"""The jet de destin, fortune questions, automatic traits and scripts through the real servers
(trained model, action server, ledger)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.chat.session import ChatSession
from assistant.ledger import Ledger

pytestmark = pytest.mark.slow
RESULT_WORDS = ("Exploit", "Succès", "Presque", "Revers", "Échec", "Fiasco")


def _on(session: ChatSession, table: str, gm: bool) -> ChatSession:
    """Another front end on the same servers (the table and audience go with each message)."""
    other = ChatSession(table=table, seed=5, gm=gm)
    other._webhook, other._secret = session._webhook, session._secret
    return other


def test_destin_roll_is_answered_without_the_die(player_session: ChatSession) -> None:
    """In solo play (one protagoniste at most) the player makes the jet de destin."""
    reply = _on(player_session, "solo", gm=False).handle("jet de destin")
    assert reply.table in {"Contretemps !", "Pas de contretemps."}
    assert reply.gm is None and "gm" not in reply.data


def test_fortune_query_names_only_the_protagonist_asked_about(
    player_session: ChatSession
) -> None:
    player_session.handle("Gaspard gagne deux fortunes")
    player_session.handle("Margot gagne une fortune")
    assert player_session.handle("combien de fortunes a Gaspard ?").table == (
        "Gaspard a deux fortunes.")
    everybody = player_session.handle("combien de fortunes pour tout le monde").table
    assert "Gaspard a deux fortunes." in everybody and "Margot a une fortune." in everybody


def test_a_trait_makes_the_automatic_resolution_a_success(player_session: ChatSession) -> None:
    reply = player_session.handle("Alice utilise son trait crochetage, c'est automatique")
    assert reply.table == "Réussi grâce au trait, sans lancer les dés."
    assert reply.data["trait"] is True and "gm" not in reply.data


def test_a_spoken_script_is_rolled_in_one_go(player_session: ChatSession) -> None:
    reply = player_session.handle(
        "script en trois étapes : deux contre un, un contre deux, un contre deux")
    assert reply.table.startswith(RESULT_WORDS)
    assert reply.data["steps"] == [{"obstacle_dice": 1, "protagonist_dice": 2},
                                   {"obstacle_dice": 2, "protagonist_dice": 1},
                                   {"obstacle_dice": 2, "protagonist_dice": 1}]
    interrupted = reply.data["interrupted_step"]
    if reply.data["roll"]["outcome"] in {"revers", "presque"}:
        assert "Interrompu à l'étape" in reply.table and interrupted in {1, 2, 3}
    else:
        assert interrupted is None and "Interrompu" not in reply.table


def test_destin_adjust_and_reset_reach_the_ledger(player_session: ChatSession,
                                                  chat_database: Path) -> None:
    """The Destinée's commands, said to her only (the table part is empty)."""
    destinee = _on(player_session, "joueurs", gm=True)

    def noted(text: str) -> None:
        reply = destinee.handle(text)
        if reply.table.endswith("?"):  # asked before acting
            reply = destinee.handle("oui")
        assert reply.table == "" and (reply.gm or "").startswith("C'est noté"), (text, reply)

    noted("retire deux au destin")
    with Ledger(chat_database) as ledger:
        before = ledger.state("joueurs").destin
    noted("ajoute trois au destin")
    with Ledger(chat_database) as ledger:
        assert ledger.state("joueurs").destin == before + 3
    noted("remets le destin à zéro")
    with Ledger(chat_database) as ledger:
        assert ledger.state("joueurs").destin == 0


def test_a_spoken_competition_names_the_winner(player_session: ChatSession) -> None:
    reply = player_session.handle("compétition : nous trois contre deux, les rivaux deux contre"
                                  " deux")
    assert reply.data["winner"] in {"protagonistes", "rivaux", "personne"}
    assert reply.table.startswith(("Les protagonistes l'emportent.", "Les rivaux l'emportent.",
                                   "Personne n'atteint l'objectif."))
    assert (reply.data["rivals"]["protagonist_dice"], reply.data["rivals"]["obstacle_dice"]) == (
        2, 2)
