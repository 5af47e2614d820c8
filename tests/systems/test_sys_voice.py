"""Issue 18, points 13 and 14: every mechanic of the four other games said in French, through
the real chat (the trained model, the Rasa and action servers, the trust policy) at tables
playing those games, with the bookkeeping checked in the ledger after each command.

« Act when sure, else one question »: a line the assistant asks about is answered « oui » once
(``say``); the lines that must act at once are checked with ``said_at_once``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from assistant.chat.session import ChatSession
from assistant.cli import main
from assistant.ledger import Ledger
from assistant.nlu.model import ensure_model
from assistant.reply import Reply

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def voice_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One ledger for the chat servers of this module (they read ``HADES_DB`` at start)."""
    path = tmp_path_factory.mktemp("voice") / "voice.sqlite3"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("HADES_DB", str(path))
        yield path


@pytest.fixture
def own_ledger(voice_database: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The chat's ledger, read by the checks (replaces the package's per-test ledger)."""
    monkeypatch.setenv("HADES_DB", str(voice_database))
    return voice_database


@pytest.fixture(scope="module")
def session(voice_database: Path) -> Iterator[ChatSession]:
    """The Destinée's chat session (she may do everything), seed 5."""
    ensure_model()
    chat = ChatSession(table="voix", seed=5, gm=True)
    chat.start()
    yield chat
    chat.close()


@pytest.fixture
def table(session: ChatSession, request: pytest.FixtureRequest) -> Iterator[ChatSession]:
    """The session moved to a table of this test's own."""
    previous = session.table
    session.table = f"v-{request.node.name[:40]}"
    yield session
    session.table = previous


def say(chat: ChatSession, line: str) -> Reply:
    """``line`` said at the table; a closed question about it is answered « oui » once."""
    reply = chat.handle(line)
    if reply.table.endswith("?") and not reply.table.startswith(("Je n'ai pas", "Pardon")):
        reply = chat.handle("oui")
    return reply


def said_at_once(chat: ChatSession, line: str) -> Reply:
    """``line`` said at the table: the assistant must act without a question."""
    reply = chat.handle(line)
    assert not reply.table.endswith("?"), (line, reply.table)
    return reply


def data(chat: ChatSession, key: str) -> Any:
    """The value the table's game keeps under ``key``."""
    with Ledger() as ledger:
        return ledger.state(chat.table).data(key)


def system(chat: ChatSession) -> str:
    with Ledger() as ledger:
        return ledger.state(chat.table).system


def fate_table(chat: ChatSession, *names: str) -> None:
    said_at_once(chat, "on joue à Fate")
    for name in names:
        say(chat, f"crée le personnage {name}")
        assert data(chat, f"fate:{name.lower()}") is not None, name


# ------------------------------------------------------------------ point 14


def test_rules_questions_follow_the_tables_game(table: ChatSession) -> None:
    fate_table(table)
    answer = said_at_once(table, "c'est quoi un succès avec style ?").table
    assert "trois Marges" in answer and "plus deux" not in answer
    said_at_once(table, "on joue aux krâsses")
    assert "10 puis 10" in said_at_once(table, "c'est quoi une action d'éclat ?").table
    said_at_once(table, "on revient à HaDes")
    assert "plus deux" in said_at_once(table, "c'est quoi un succès ?").table


def test_state_and_sheets_follow_the_tables_game(table: ChatSession,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    fate_table(table, "Kader")
    status = said_at_once(table, "fais le point").table
    assert "Kader : 2 points de fortune" in status and "Aucun protagoniste" not in status
    assert said_at_once(table, "la fiche de Kader").table.startswith("Kader : 2 points")
    assert "Kader : 2 points" in said_at_once(table, "comment va Kader ?").table
    assert main(["state", "--table", table.table]) == 0
    assert "Kader : 2 points de fortune" in capsys.readouterr().out
    said_at_once(table, "on joue au 3-6-9")
    say(table, "crée Yanis avec deux dés de fortune et trois de marasme")
    assert "Yanis : 2 dés de fortune, 3 dés de marasme." in said_at_once(table, "fais le point").table


# ------------------------------------------------------------------ point 13: 2D6


def test_two_d6_is_chosen_by_voice(table: ChatSession) -> None:
    assert "2D6" in said_at_once(table, "on joue à 2D6").table
    assert system(table) == "deux_d6"
    said_at_once(table, "on revient à HaDes")
    said_at_once(table, "on passe au 2D6")
    assert system(table) == "deux_d6"


# ------------------------------------------------------------------ point 13: zFate


def test_a_name_the_model_never_saw_gains_a_fate_point(table: ChatSession) -> None:
    fate_table(table, "Kader", "Ondine")
    for name in ("Kader", "Ondine"):
        say(table, f"{name} gagne un point de fortune")
        assert data(table, f"fate:{name.lower()}")["fate_points"] == 3, name
    say(table, "Kader dépense un point de fortune")
    assert data(table, "fate:kader")["fate_points"] == 2


def test_zfate_consequences_recover_and_clear(table: ChatSession) -> None:
    fate_table(table, "Kader")
    say(table, "Kader prend une conséquence légère, épaule éraflée")
    assert data(table, "fate:kader")["consequences"] == {"legere": "épaule éraflée"}
    say(table, "la conséquence légère de Kader est guérie")
    assert data(table, "fate:kader")["consequences"] == {}
    say(table, "Kader encaisse deux de stress physique")
    assert any(data(table, "fate:kader")["stress"]["physique"])
    say(table, "fin de scène, on efface les cases de stress de Kader")
    assert not any(data(table, "fate:kader")["stress"]["physique"])


def test_zfate_contraintes_accepted_and_refused(table: ChatSession) -> None:
    fate_table(table, "Kader", "Ondine")
    say(table, "Kader accepte la contrainte")
    assert data(table, "fate:kader")["fate_points"] == 3
    say(table, "Ondine refuse la contrainte")
    assert data(table, "fate:ondine")["fate_points"] == 1


def test_zfate_concession_refresh_and_milestone(table: ChatSession) -> None:
    fate_table(table, "Soraya")
    say(table, "Soraya concède le conflit avec deux conséquences")
    assert data(table, "fate:soraya")["fate_points"] == 5  # 2 + 1 + 2
    assert data(table, "fate:soraya")["out"] is True
    say(table, "Soraya atteint un jalon majeur")
    assert data(table, "fate:soraya")["refresh"] == 3
    say(table, "Soraya dépense un point de fortune")
    say(table, "Soraya dépense un point de fortune")
    say(table, "Soraya dépense un point de fortune")
    assert data(table, "fate:soraya")["fate_points"] == 2
    say(table, "début de séance, actualisation pour Soraya")
    assert data(table, "fate:soraya")["fate_points"] == 3


# ------------------------------------------------------------------ point 13: 3-6-9


def test_369_reserve_filled_and_the_opponent_kept(table: ChatSession) -> None:
    said_at_once(table, "on joue au 3-6-9")
    say(table, "crée Yanis avec deux dés de fortune et trois de marasme")
    yanis = data(table, "trois_six_neuf:yanis")
    assert (yanis["name"].casefold(), yanis["fortune"], yanis["marasme"]) == ("yanis", 2, 3)
    say(table, "Yanis gagne deux dés de fortune")
    assert data(table, "trois_six_neuf:yanis")["fortune"] == 4
    say(table, "Yanis perd un dé de marasme")
    assert data(table, "trois_six_neuf:yanis")["marasme"] == 2
    say(table, "crée le personnage Orque avec trois dés de marasme")
    assert data(table, "trois_six_neuf:orque")["marasme"] == 3
    turn = say(table, "dé du destin avec un solde de plus 12 contre l'orque")
    assert turn.data.get("opponent") == "Orque" or "Orque" in turn.table, turn.table
    assert data(table, "trois_six_neuf:orque")["marasme"] == 1  # two levels above 10


# ------------------------------------------------------------------ point 13: krâsses


def test_krasses_open_difficulty_tas_coop_and_contre(table: ChatSession) -> None:
    said_at_once(table, "on joue aux krâsses")
    assert "difficulté ouverte" in say(table, "plus 5 contre difficulté ouverte").table
    say(table, "le conteur met cinq krâsses au tas")
    assert data(table, "krasses")["heap"] == 5
    say(table, "on prend deux krâsses du tas")
    assert data(table, "krasses")["heap"] == 3
    coop = say(table, "coopération à plus 5, plus 3 et plus 0 contre difficile")
    assert coop.data.get("kind") == "krasses_cooperation", coop.table
    contre = say(table, "contre-krâsse avec deux dK, plus 5 contre plus 4")
    assert contre.data.get("kind") == "krasses_contre_krasse", contre.table
    opposed = say(table, "jet opposé, plus 5 contre plus 3")
    assert opposed.data.get("kind") == "krasses_opposed", opposed.table
    with Ledger() as ledger:
        kinds = [entry.kind for entry in ledger.journal(table.table)]
    assert {"krasses_roll", "krasses_coop", "krasses_contre", "krasses_oppose"} <= set(kinds)


# ------------------------------------------------------------------ point 8 by voice


def test_zfate_helpers_total_defense_and_weapon_by_voice(table: ChatSession) -> None:
    """Combiner une Compétence, Défense totale and a weapon's rating said with the roll."""
    fate_table(table, "Oceane")
    helped = say(table, "Oceane déblaie les gravats, Kader et Lina l'aident, Bon contre Moyen")
    assert helped.data.get("teamwork") == 2, helped.table
    armed = say(table, "Oceane tire sur le pirate, arme 2, Bon contre Moyen en défense totale")
    assert (armed.data.get("weapon"), armed.data.get("defense_bonus")) == (2, 2), armed.table
    with Ledger() as ledger:
        rolls = [entry for entry in ledger.journal(table.table) if entry.kind == "fate_roll"]
    assert rolls[-1].command["weapon"] == 2 and rolls[-1].command["defense_totale"] is True


def test_a_zfate_contrainte_only_proposed_changes_nothing(table: ChatSession) -> None:
    fate_table(table, "Maelys")
    before = data(table, "fate:maelys")["fate_points"]
    proposed = table.handle("Maëlys ta curiosité te pousse à ouvrir le coffre, je te propose "
                            "une contrainte")
    assert "accepte" in proposed.table and data(table, "fate:maelys")["fate_points"] == before
    say(table, "Maëlys accepte la contrainte")
    assert data(table, "fate:maelys")["fate_points"] == before + 1


def test_a_hades_pool_at_a_zfate_table_is_not_thrown(table: ChatSession) -> None:
    fate_table(table)
    with Ledger() as ledger:
        before = len(ledger.journal(table.table))
    reply = table.handle("quatre dés contre trois")
    assert "zFate" in reply.table and "Bon contre Correct" in reply.table
    with Ledger() as ledger:
        assert len(ledger.journal(table.table)) == before


def test_krasses_a_players_own_dice_and_the_conteurs(table: ChatSession) -> None:
    """The dK a player kept are spent when said to be his; the conteur's go to the tas."""
    said_at_once(table, "on joue aux krâsses")
    say(table, "Malo a deux de charisme et il garde tout pour lui")
    assert data(table, "krasses")["kept"] == {"Malo": 2} or \
        list(data(table, "krasses")["kept"].values()) == [2]
    say(table, "Malo lance plus 5 contre moyen avec une de ses krâsses")
    assert list(data(table, "krasses")["kept"].values()) == [1]
    heap = data(table, "krasses")["heap"]
    say(table, "le conteur lance plus 3 contre moyen avec 2 krâsses pour le gardien")
    assert data(table, "krasses")["heap"] == heap + 2


def test_a_zfate_boost_by_voice_holds_one_free_invocation(table: ChatSession) -> None:
    """« éphémère comme un Boost »: one Invocation gratuite, forgotten once used; an Aspect
    named in words only (« invoque Élan ») is read."""
    fate_table(table, "Kader")
    say(table, "Kader obtient un boost Élan")
    say(table, "Kader lance Bon contre Correct")
    used = table.handle("Kader invoque Élan gratuitement")
    assert "gratuite" in used.table and data(table, "fate:kader")["fate_points"] == 2, used.table
    again = table.handle("Kader invoque Élan gratuitement")
    assert "pas d'invocation gratuite" in again.table
