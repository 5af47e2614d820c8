"""Reading a table costs what it shows: recent entries, a streamed export."""

from __future__ import annotations

import json

from assistant.game import Game
from assistant.ledger import Ledger


def _rolls(game: Game, count: int) -> list[int]:
    return [game.roll(2, 3, seed=seed).data["journal_id"] for seed in range(count)]


def test_recent_gives_the_newest_entries_oldest_first(ledger: Ledger, game: Game) -> None:
    ids = _rolls(game, 6)
    with ledger.command("essai") as table:
        assert [entry.id for entry in table.recent(3)] == ids[-3:]
        assert table.recent(0) == []
        assert [entry.id for entry in table.recent(50)] == ids
        assert table.entry_count() == 6


def test_state_shows_only_the_last_three_entries(game: Game) -> None:
    _rolls(game, 5)
    game.adjust_destin(1)
    lines = game.state().data
    assert [entry["kind"] for entry in lines["recent"]][-1] == "destin_adjust"
    assert len(lines["recent"]) == 3


def test_stream_marks_undone_entries(ledger: Ledger, game: Game) -> None:
    ids = _rolls(game, 3)
    game.undo()
    with ledger.command("essai") as table:
        undone = {entry.id: flag for entry, flag in table.stream()}
    assert undone[ids[2]] is True and undone[ids[1]] is False
    assert len(undone) == 4


def test_the_json_export_comes_in_pieces_and_parses_whole(game: Game) -> None:
    _rolls(game, 4)
    game.undo()
    pieces = list(game.export_json(gm=True))
    assert len(pieces) >= 5 + 2  # an opening, one piece per entry, a closing
    exported = json.loads("".join(pieces))
    assert [entry["undone"] for entry in exported["journal"]] == [False, False, False, True,
                                                                   False]
    assert exported["destin"] == game.destin().data["gm"]["destin"]


def test_the_text_export_counts_every_entry(game: Game) -> None:
    _rolls(game, 2)
    text = "".join(game.export_text())
    assert "Journal, 2 entrées :" in text
    assert text.count("\n") == len(text.splitlines())
