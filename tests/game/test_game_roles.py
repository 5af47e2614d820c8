"""The game service applies the roles (``assistant.roles``) to every command, whatever the front
end: a player's command that is the Destinée's is refused before anything is written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from assistant import wording
from assistant.game import Game
from assistant.ledger import Ledger
from assistant.roles import Role, RoleError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def games(tmp_path: Path):  # type: ignore[no-untyped-def]
    with Ledger(tmp_path / "roles.sqlite3") as ledger:
        yield ledger, Game(ledger, "t", role=Role.DESTINEE), Game(ledger, "t", role=Role.PLAYER)


@pytest.mark.parametrize(("command", "sentence"), [
    (lambda game: game.destin(), "Seule la Destinée peut lire le Destin."),
    (lambda game: game.adjust_destin(2), "Seule la Destinée peut changer le Destin."),
    (lambda game: game.deus_ex_alea(), "Seule la Destinée peut appliquer le Deus Ex Alea."),
    (lambda game: game.end_session(), "Seule la Destinée peut annoncer la fin de partie."),
    (lambda game: game.close_session(), "Seule la Destinée peut clore la partie."),
    (lambda game: game.destin_roll(seed=1),
     "Seule la Destinée peut faire le jet de destin, sauf en solo."),
])
def test_a_player_is_refused_with_one_french_sentence(games, command, sentence: str) -> None:
    ledger, destinee, player = games
    destinee.gain_fortune("Alice")
    destinee.gain_fortune("Bob")
    destinee.adjust_destin(3)
    before = ledger.journal("t")
    with pytest.raises(RoleError) as refused:
        command(player)
    assert wording.error_sentence(refused.value) == sentence
    assert ledger.journal("t") == before and ledger.state("t").destin == 3


def test_undo_and_redo_of_her_entries_are_hers(games) -> None:
    ledger, destinee, player = games
    player.roll(2, 2, "Alice", 1)
    destinee.adjust_destin(-2)
    with pytest.raises(RoleError) as refused:
        player.undo()
    assert wording.error_sentence(refused.value) == "Seule la Destinée peut annuler cette action."
    undone = destinee.undo()
    assert undone.table == "" and undone.gm.startswith("J'annule l'ajustement du Destin.")
    with pytest.raises(RoleError):
        player.redo()
    assert player.undo().table == "J'annule le jet de dés."  # a player undoes the table's roll
    assert player.redo().table == "Je rétablis le jet de dés."


def test_solo_play_lets_the_player_roll_the_destin(games) -> None:
    ledger, destinee, player = games
    destinee.gain_fortune("Alice")
    destinee.adjust_destin(-6)
    rolled = player.destin_roll(seed=4)
    assert rolled.table in {"Contretemps !", "Pas de contretemps."}
    destinee.gain_fortune("Bob")
    hidden = destinee.destin_roll(seed=4)
    assert hidden.table == "" and hidden.gm.startswith(rolled.table)


def test_a_player_never_hears_of_her_secret_entries(games) -> None:
    ledger, destinee, player = games
    player.gain_fortune("Alice")
    destinee.adjust_destin(5)
    assert "noté" not in player.state().table
    assert [entry["kind"] for entry in player.state().data["recent"]] == ["fortune_gain"]
    assert "destin_adjust" in [entry["kind"] for entry in destinee.state().data["recent"]]
    with pytest.raises(Exception):
        player.repeat()


def test_every_front_end_says_who_speaks() -> None:
    """No path builds the game service without a role: the chat's actions, the command line,
    the Destinée's buttons (the default, the Destinée's, is for tests and benchmarks)."""
    front_ends = ("actions", "assistant/cli", "assistant/serve", "assistant/voice")
    sources = [path for folder in front_ends for path in (ROOT / folder).glob("**/*.py")]
    calls = [(path, match.group(0)) for path in sources
             for match in re.finditer(r"\bGame\([^)]*\)", path.read_text(encoding="utf-8"))]
    assert len(calls) >= 6
    for path, call in calls:
        assert "role=" in call, (path, call)
