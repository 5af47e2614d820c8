"""Understanding you can trust, through the real model and the real chat servers: table talk
changes nothing, unsure changes wait for « oui », follow-ups keep their frame, one-word answers
complete the question, undo and redo round-trip."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from assistant.chat.session import ChatSession
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.game.games.fate import FateBooks

pytestmark = pytest.mark.slow
DATA = Path(__file__).parents[1] / "nlu" / "data"
RESULT_WORDS = ("Exploit", "Succès", "Presque", "Revers", "Échec", "Fiasco")


@pytest.fixture
def at_table(player_session: ChatSession, request: pytest.FixtureRequest) -> Iterator[ChatSession]:
    """The running session, moved to a table of this test's own for its duration."""
    previous = player_session.table
    player_session.table = f"t-{request.node.name[:40]}"
    yield player_session
    player_session.table = previous


def _snapshot(table: str) -> tuple[int, object]:
    """The number of journal entries and the whole state of ``table`` (empty if new)."""
    with Ledger() as ledger:
        if table not in {state.name for state in ledger.tables()}:
            return 0, None
        with Game(ledger, table).read() as command:
            return len(command.entries()), command.state


@pytest.mark.parametrize("corpus", ["misfire_table_talk.yml", "table_talk_blind2.yml"])
def test_table_talk_changes_nothing(at_table: ChatSession, corpus: str) -> None:
    """Said in a row, as around a table: a question drawn by one line is never answered « oui »
    by the talk that follows (« … et dit oui bien sûr vous pouvez passer »)."""
    lines = yaml.safe_load((DATA / corpus).read_text(encoding="utf-8"))
    at_table.handle("deux dés contre trois")
    before = _snapshot(at_table.table)
    changed = []
    for line in lines:
        at_table.handle(line)
        if _snapshot(at_table.table) != before:
            changed.append(line)
            before = _snapshot(at_table.table)
    assert changed == []


def test_undo_then_redo_restores_the_roll(at_table: ChatSession) -> None:
    at_table.handle("Alice lance trois dés contre deux")
    rolled = _snapshot(at_table.table)[1]
    assert at_table.handle("annule le dernier jet").table == "J'annule le jet de dés."
    assert _snapshot(at_table.table)[1] != rolled
    assert at_table.handle("annule l'annulation").table.startswith("Je rétablis")
    assert _snapshot(at_table.table)[1] == rolled


def test_odds_follow_up_stays_odds_and_rolls_nothing(at_table: ChatSession) -> None:
    at_table.handle("quelles sont nos chances à trois contre cinq")
    before = _snapshot(at_table.table)
    reply = at_table.handle("et à quatre contre quatre ?")
    assert reply.data["kind"] == "odds"
    assert (reply.data["protagonist_dice"], reply.data["obstacle_dice"]) == (4, 4)
    assert _snapshot(at_table.table) == before


def test_distance_follow_up_and_c_est_loin(at_table: ChatSession) -> None:
    assert at_table.handle("jet de distance qui").data["question"] == "qui"
    assert at_table.handle("et où ?").data["question"] == "ou"
    assert at_table.handle("c'est loin ?").data["question"] == "ou"


def test_relance_asks_then_rolls_the_same_pools(at_table: ChatSession) -> None:
    at_table.handle("deux dés contre cinq")
    size = _snapshot(at_table.table)[0]
    question = at_table.handle("on relance")
    assert question.table == "Je relance deux dés contre cinq ?"
    assert _snapshot(at_table.table)[0] == size
    reply = at_table.handle("oui")
    assert reply.table.startswith(RESULT_WORDS)
    assert (reply.data["protagonist_dice"], reply.data["obstacle_dice"]) == (2, 5)


def test_a_narrated_roll_rolls_and_heads_counted_do_not(at_table: ChatSession) -> None:
    """A roll told inside a story rolls its pool for its protagonist (at once when the model is
    sure, after « oui » when only the words say it); heads counted in a story roll nothing."""
    size = _snapshot(at_table.table)[0]
    reply = at_table.handle("Firmin se planque derrière les tonneaux pendant que la patrouille "
                            "passe, trois dés contre trois")
    if reply.table == "Je lance trois dés contre trois pour Firmin ?":
        assert _snapshot(at_table.table)[0] == size
        reply = at_table.handle("oui")
    assert reply.table.startswith(RESULT_WORDS)
    assert (reply.data["protagonist_dice"], reply.data["obstacle_dice"]) == (3, 3)
    assert reply.data["protagonist_name"].lower() == "firmin"
    for talk in ("ils sont cinq contre deux dans la taverne", "oui", "on est six ce soir"):
        at_table.handle(talk)
    assert _snapshot(at_table.table)[0] == size + 1


def test_a_one_word_answer_completes_the_question(at_table: ChatSession) -> None:
    question = at_table.handle("jet de direction")
    assert question.data == {"awaiting": "category"}
    assert at_table.handle("corps").data["category"] == "corps"
    assert at_table.handle("quelle partie du corps").data["category"] == "corps"


def test_a_near_miss_name_asks_instead_of_creating_a_character(at_table: ChatSession) -> None:
    at_table.handle("Alice gagne une fortune")
    assert at_table.handle("alcie gagne une fortune").table == "Vous voulez dire Alice ?"
    at_table.handle("oui")
    state = _snapshot(at_table.table)[1]
    assert [p.name for p in state.protagonists] == ["alice"]
    assert state.find("alice").fortunes == 2


def test_the_end_of_the_session_waits_for_yes(at_table: ChatSession) -> None:
    """The Destinée's command (a player is refused, ``assistant.roles``): asked, then « non »."""
    at_table.handle("Bob gagne une fortune")
    before = _snapshot(at_table.table)
    assert at_table.handle("fin de la partie").table == (
        "Seule la Destinée peut annoncer la fin de partie.")
    at_table.gm = True
    try:
        question = at_table.handle("fin de la partie")
        assert question.table == "Fin de la partie : on passe au bilan ?"
        assert at_table.handle("non").table == "D'accord, je ne fais rien."
    finally:
        at_table.gm = False
    assert _snapshot(at_table.table) == before


def test_status_and_rules_questions(at_table: ChatSession) -> None:
    at_table.handle("Ysaline gagne une fortune")
    assert "Ysaline, 1 fortune" in at_table.handle("comment va Ysaline ?").table
    short = at_table.handle("qu'est-ce que ça veut dire un presque ?")
    assert short.data == {"kind": "rules", "topic": "presque", "detailed": False}
    assert at_table.handle("détaille").data["detailed"] is True


def test_a_gauge_change_moves_one_bar(at_table: ChatSession) -> None:
    at_table.handle("Nour est blessée un")
    at_table.handle("Nour prend une blessure")
    state = _snapshot(at_table.table)[1]
    assert state.find("nour").gauge("blessure").level == 2
    at_table.handle("Nour n'est plus blessée")
    healed = _snapshot(at_table.table)[1].find("nour").gauge("blessure")
    assert healed is None or healed.level == 0


def test_a_pool_counted_from_traits_says_the_dice_it_used(at_table: ChatSession) -> None:
    at_table.handle("Alice gagne le trait épée héroïque")
    reply = at_table.handle(
        "Alice attaque le troll avec son épée et sa rage ; le troll a force mythique et peau dure")
    assert reply.table.startswith(RESULT_WORDS)
    assert (reply.data["protagonist_dice"], reply.data["obstacle_dice"]) == (3, 4)


def test_odds_and_fortunes_follow_the_tables_game(at_table: ChatSession) -> None:
    from assistant.game.systems import SystemCommands

    with Ledger() as ledger:
        ledger.create_table(at_table.table, "fate")
        FateBooks(ledger, at_table.table).create("Bob")
    odds = at_table.handle("quelles sont mes chances, Bon contre Correct ?").table
    assert odds.startswith("Chances à Bon, plus trois, contre Correct")
    asked = at_table.handle("quelles sont mes chances ?").table
    assert "on joue à zFate" in asked and "Bon contre Correct" in asked
    gained = at_table.handle("Bob gagne un point de fortune")
    if gained.data.get("awaiting"):
        gained = at_table.handle("oui")
    assert gained.table.startswith("Bob gagne 1 point de fortune, 3 en tout"), gained.table
    with Ledger() as ledger:
        SystemCommands(ledger, at_table.table).switch_system("hades")
    assert at_table.handle("quelles sont mes chances à deux contre trois ?").table.startswith(
        "Chances")


def test_the_same_for_another_character_with_its_own_points(at_table: ChatSession) -> None:
    """« pareil pour Bérangère mais avec deux points » after a zFate character's creation
    creates Bérangère (asked, naming her) with two points, not the first one again."""
    from assistant.game.games.fate import fate_key

    with Ledger() as ledger:
        ledger.create_table(at_table.table, "fate")
    at_table.handle("crée le personnage Évariste avec trois points de fortune")
    asked = at_table.handle("pareil pour bérangère mais avec deux points")
    assert "Bérangère" in asked.table
    if asked.data.get("awaiting"):
        at_table.handle("oui")
    with Ledger() as ledger:
        kept = ledger.state(at_table.table).data(fate_key("Bérangère"))
    assert kept is not None and kept["fate_points"] == 2
